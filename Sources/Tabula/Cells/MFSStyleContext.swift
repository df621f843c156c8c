/// What `updateStyles` gets from the driver: the record of which subviews of this view
/// already carry their expensive, one-time styling.
///
/// The driver owns the record, so reusing a cell never styles the same subview twice, and
/// rebuilding the subviews (a new layout shape) starts a fresh record for the fresh
/// subviews.
public struct MFSStyleContext: Sendable {
    /// Keys of the subviews whose one-time styling has run.
    public private(set) var stylizedKeys: Set<String>
    /// One-time stylings run during this `updateStyles` call.
    public private(set) var applied = 0
    /// One-time stylings skipped during this call because they had run before.
    public private(set) var skipped = 0

    /// Creates a context with the given record.
    public init(stylizedKeys: Set<String> = []) {
        self.stylizedKeys = stylizedKeys
    }

    /// Whether the subview named `key` is already stylized.
    public func isStylized(_ key: String) -> Bool {
        stylizedKeys.contains(key)
    }

    /// Runs `apply` only if the subview named `key` has not been stylized yet, then marks
    /// it stylized.
    public mutating func once(_ key: String, _ apply: () -> Void) {
        if stylizedKeys.contains(key) {
            skipped += 1
            return
        }
        apply()
        stylizedKeys.insert(key)
        applied += 1
    }
}
