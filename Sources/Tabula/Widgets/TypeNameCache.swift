import Foundation

/// The fully qualified names of types (`String(reflecting:)`), computed once per type.
///
/// Widget kinds named after model types (``WidgetKind``) and static cells'
/// ``StaticCell/reuseIdentifier`` are named after types, and both are asked on hot paths:
/// every widget a builder makes reads its model's kind, and every static row a host dequeues
/// reads its cell type's reuse identifier. `String(reflecting:)` demangles the type's name
/// each time (microseconds), so the names are kept here. Safe to use from any thread.
enum TypeNameCache {
    // nonisolated(unsafe): every access holds `lock`.
    nonisolated(unsafe) private static var names: [ObjectIdentifier: String] = [:]
    private static let lock = NSLock()

    /// `String(reflecting: type)`, computed on the first call for `type`.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ names[key] }) { return known }
        let name = String(reflecting: type)
        lock.withLock { names[key] = name }
        return name
    }
}
