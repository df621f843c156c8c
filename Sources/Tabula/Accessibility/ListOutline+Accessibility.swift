extension ListOutline.Row {
    /// What VoiceOver says about the row: `label`, and for a parent the value "expanded" or
    /// "collapsed" with the button trait (activating it toggles the row), as VoiceOver
    /// announces a disclosure row. A row without children is announced by its label alone.
    ///
    /// ```swift
    /// adapter.accessibility = { row in row.accessibility(label: row.item.text) }
    /// ```
    public func accessibility(label: String?) -> ListAccessibility {
        guard hasChildren else { return ListAccessibility(label: label) }
        return ListAccessibility(label: label, value: isExpanded ? "expanded" : "collapsed", traits: .button)
    }
}
