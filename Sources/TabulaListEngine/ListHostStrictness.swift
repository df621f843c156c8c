import Tabula

/// What a list host does with a batch that breaks UIKit's rules.
public enum ListHostStrictness: Hashable, Sendable {
    /// Throws a ``/Tabula/BatchUpdateError`` and applies nothing (tests).
    case throwing
    /// Logs the violations (error level) and reloads everything from the data source
    /// instead, as a production host should: the update closure already ran, so the
    /// data source holds the new data and only a reload can show it. The completion
    /// runs with `false`.
    case reloadOnViolation
}
