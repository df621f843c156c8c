/// A batch that UIKit would reject, with every rule it breaks.
///
/// Thrown by ``BatchUpdateRules/validate(before:batch:after:)`` and by a strict
/// TabulaHeadless's `HeadlessListView`. Its description is UIKit's message, one line per violation.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Every violation, in the checker's order; never empty.
    public var violations: [BatchUpdateViolation]
    /// The view whose rules and wording applied.
    public var kind: ListHostKind
    /// The rejected batch.
    public var batch: ListBatch

    /// Creates the error for `violations` of `batch` on a `kind` view.
    public init(violations: [BatchUpdateViolation], kind: ListHostKind, batch: ListBatch) {
        self.violations = violations
        self.kind = kind
        self.batch = batch
    }

    /// UIKit's messages, one per line.
    public var description: String {
        violations.map(\.message).joined(separator: "\n")
    }
}
