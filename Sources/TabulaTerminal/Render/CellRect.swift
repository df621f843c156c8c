import Foundation

/// A rectangle of whole cells: `x` is a column, `y` a row.
public struct CellRect: Hashable, Sendable, CustomStringConvertible {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns covered (never negative).
    public var width: Int
    /// Rows covered (never negative).
    public var height: Int

    /// Creates a rectangle; a negative width or height becomes zero.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The cells a `CGRect` in cell units covers: edges are rounded to the nearest cell,
    /// so frames that touch as `CGRect`s touch as cells too.
    public init(_ rect: CGRect) {
        let rect = rect.standardized
        func cell(_ value: CGFloat) -> Int {
            guard value.isFinite else { return value > 0 ? Int(Int32.max) : Int(Int32.min) }
            return Int(min(max(value.rounded(), CGFloat(Int32.min)), CGFloat(Int32.max)))
        }
        let minX = cell(rect.minX)
        let minY = cell(rect.minY)
        self.init(x: minX, y: minY, width: cell(rect.maxX) - minX, height: cell(rect.maxY) - minY)
    }

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Whether the rectangle covers no cell.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The cells in both rectangles (empty, at `x`/`y` of the overlap's corner, if none).
    public func intersection(_ other: CellRect) -> CellRect {
        let minX = max(x, other.x)
        let minY = max(y, other.y)
        return CellRect(
            x: minX, y: minY, width: min(maxX, other.maxX) - minX, height: min(maxY, other.maxY) - minY)
    }

    /// Whether the cell at `column`, `row` is inside.
    public func contains(column: Int, row: Int) -> Bool {
        column >= x && column < maxX && row >= y && row < maxY
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    public func offsetBy(dx: Int, dy: Int) -> CellRect {
        CellRect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// `x,y widthxheight`, the same on every platform.
    public var description: String { "\(x),\(y) \(width)x\(height)" }
}
