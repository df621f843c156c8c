/// One cell of a ``FrameBuffer``: a grapheme cluster, the columns it takes, and how it is
/// drawn.
///
/// A wide cluster sits in its first (lead) cell with `width == 2`; the cell to its right is
/// a continuation cell (`width == 0`, empty text) that terminals fill by themselves.
public struct TerminalCell: Hashable, Sendable {
    /// The grapheme cluster drawn here; empty in a continuation cell.
    public var text: String
    /// Columns the cluster takes: 1, 2 (lead of a wide cluster) or 0 (continuation).
    public var width: Int
    /// Colours and flags.
    public var attributes: CellAttributes

    /// Creates a cell.
    public init(text: String, width: Int, attributes: CellAttributes) {
        self.text = text
        self.width = width
        self.attributes = attributes
    }

    /// A space with `attributes` (a space shows its background).
    public static func blank(_ attributes: CellAttributes = .plain) -> TerminalCell {
        TerminalCell(text: " ", width: 1, attributes: attributes)
    }

    /// Whether this is the right half of a wide cluster.
    public var isContinuation: Bool { width == 0 }

    /// Equal when the same bytes would be written: the cluster's UTF-8 bytes, the width
    /// and the attributes. Byte equality is what the terminal sees, and much cheaper than
    /// `String`'s canonical equivalence on every cell of every frame; hashing stays
    /// consistent (byte-equal strings hash equal).
    public static func == (lhs: TerminalCell, rhs: TerminalCell) -> Bool {
        lhs.width == rhs.width && lhs.attributes == rhs.attributes && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }
}
