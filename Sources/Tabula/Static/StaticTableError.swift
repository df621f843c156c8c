/// A request to a static table (a ``ListAssembly`` showing a ``StaticTableConstructor``) that names a row it does not present, or a capability
/// that cannot fill the cell it was given.
public enum StaticTableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The section index is outside the presented sections.
    case sectionOutOfRange(operation: String, section: Int, count: Int)
    /// The row index is outside its section.
    case rowOutOfRange(operation: String, path: ListIndexPath, count: Int)
    /// No presented row has this model.
    case modelNotPresented(operation: String, model: String)
    /// The row has no action with this title.
    case noSuchAction(operation: String, title: String, path: ListIndexPath, available: [String])
    /// The table has not been attached to a host.
    case notAttached(operation: String)
    /// A capability was applied to a cell that is not of the type it pairs with: the
    /// capability's ``StaticCapability/applier(model:cell:)`` returned a pairing for a cell
    /// type other than the one it was asked about. The cell was left untouched.
    case capabilityCellMismatch(capability: String, expectedCell: String, actualCell: String)

    /// Names the operation, the index and the count.
    public var description: String {
        switch self {
        case let .sectionOutOfRange(operation, section, count):
            "StaticTable.\(operation): section \(section) is out of range (\(count) sections)"
        case let .rowOutOfRange(operation, path, count):
            "StaticTable.\(operation): row \(path.item) in section \(path.section) is out of range (\(count) rows in section \(path.section))"
        case let .modelNotPresented(operation, model):
            "StaticTable.\(operation): no presented row shows \(model)"
        case let .noSuchAction(operation, title, path, available):
            "StaticTable.\(operation): row \(path.item) in section \(path.section) has no action \"\(title)\" (its \(available.count) actions: \(available.joined(separator: ", ")))"
        case let .notAttached(operation):
            "StaticTable.\(operation): the table is not attached to a host"
        case let .capabilityCellMismatch(capability, expectedCell, actualCell):
            "StaticTable: capability \(capability) fills cells of type \(expectedCell), not \(actualCell); the cell was not filled by it (a capability must pair only with the cell type it is asked about)"
        }
    }
}
