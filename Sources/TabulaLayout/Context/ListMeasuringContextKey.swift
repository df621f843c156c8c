/// A value an app adds to a ``ListMeasuringContext`` (a compact or regular size class, a
/// theme's density): declare a type for it, then read and write it with the context's
/// subscript.
///
/// ```swift
/// enum SizeClassKey: ListMeasuringContextKey {
///     static let defaultValue = SizeClass.regular
/// }
/// var context = ListMeasuringContext(width: 390)
/// context[SizeClassKey.self] = .compact
/// ```
///
/// The value is `Hashable` and `Sendable` so the context stays both: it keys caches and
/// crosses to the threads that measure off the main actor.
public protocol ListMeasuringContextKey: SendableMetatype {
    /// The type of the value.
    associatedtype Value: Hashable & Sendable
    /// The value of a context that was never given one. A context given the default value
    /// equals one never given any.
    static var defaultValue: Value { get }
}
