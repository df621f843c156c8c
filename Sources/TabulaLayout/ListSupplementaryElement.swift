/// One supplementary view's place: which section, header or footer.
public struct ListSupplementaryElement: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Header or footer.
    public var placement: ListSupplementaryPlacement
    /// The section (an index in the current data).
    public var section: Int

    /// Creates the element for `placement` in `section`.
    public init(_ placement: ListSupplementaryPlacement, section: Int) {
        self.placement = placement
        self.section = section
    }

    /// Orders by section, then header before footer.
    public static func < (lhs: ListSupplementaryElement, rhs: ListSupplementaryElement) -> Bool {
        if lhs.section != rhs.section { return lhs.section < rhs.section }
        return lhs.placement == .header && rhs.placement == .footer
    }

    /// `header 2` / `footer 0`.
    public var description: String {
        "\(placement.rawValue) \(section)"
    }
}
