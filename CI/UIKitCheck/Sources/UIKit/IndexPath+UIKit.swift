import Foundation
import Tabula

// UIKit's overlay adds rows, items and sections to IndexPath (Foundation on Linux lacks them).
extension IndexPath {
    /// A path to `row` in `section` (tables).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// A path to `item` in `section` (collections).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The section (first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row (second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item (second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

extension IndexPath {
    /// *Model internals* (TabulaUIKit has its own conversion).
    init(modelPath path: ListIndexPath) {
        self.init(item: path.item, section: path.section)
    }
}
