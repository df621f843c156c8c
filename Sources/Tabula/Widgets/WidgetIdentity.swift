/// Who a widget is, for the diff: two widgets with equal identities are the same widget (its
/// content may have changed); different identities are different widgets.
///
/// The identity is made of the widget's kind, its key (an explicit id, or else the model
/// value itself), an optional tag, the source location it was written at, and an occurrence
/// number. The occurrence number tells apart widgets that are equal in everything else (the
/// spacing after each title in a loop): the list numbers them 0, 1, 2… in order when it
/// takes a new array (``ListWidget/numberingOccurrences(_:)``), so a list never holds duplicate
/// identities and the diff never has to give up animations.
public struct WidgetIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The cell kind.
    public var kind: WidgetKind
    /// The explicit id, or the model value when none was given.
    package var key: WidgetKey
    /// A tag that scopes the widget (for example the id of the object it belongs to).
    package var tag: WidgetKey?
    /// Where the widget was written, if known.
    package var location: WidgetSourceLocation?
    /// Which of several otherwise equal identities this is, counting from 0 in list order.
    public var occurrence: Int

    /// Creates an identity.
    package init(
        kind: WidgetKind, key: WidgetKey, tag: WidgetKey? = nil, location: WidgetSourceLocation? = nil,
        occurrence: Int = 0
    ) {
        self.kind = kind
        self.key = key
        self.tag = tag
        self.location = location
        self.occurrence = occurrence
    }

    /// `Tabula.Spacing(key)#tag@File.swift:3:5[1]`.
    public var description: String {
        var text = "\(kind)(\(key))"
        if let tag { text += "#\(tag)" }
        if let location { text += "@\(location)" }
        if occurrence > 0 { text += "[\(occurrence)]" }
        return text
    }
}
