import Foundation
@_spi(TabulaInternal) import Tabula
import TabulaHeadless

/// A text cell (the seed's `TextTableViewCell`): shows a title, and whatever else the
/// capabilities bring; its height grows with the title (a dynamic height).
final class TextCell: StaticCell, TitledConfigurable, SubtitledConfigurable, FontedConfigurable, ColouredConfigurable {
    var title: String?
    var subtitle: String?
    var font: TextStyle?
    var textColor: StaticColor?
    var selectionStyleNone = false
    var configureCount = 0

    init() {}

    func configure(by model: any Titled) {
        title = model.title
        configureCount += 1
    }

    func configure(by model: any Subtitled) { subtitle = model.subtitle }
    func configure(by model: any Fonted) { font = model.font }
    func configure(by model: any Coloured) { textColor = model.textColor }

    nonisolated static func height(for model: Any, width: CGFloat, measurer: any TextMeasuring) -> CGFloat {
        let title = (model as? any Titled)?.title ?? ""
        return max(44, measurer.size(of: title, style: .body, width: width - 32, maximumLines: 0).height + 24)
    }

    nonisolated static var estimatedHeight: CGFloat? { 44 }
}

/// The seed's empty cell: no capabilities, a fixed height.
final class EmptyCell: StaticCell {
    init() {}
    nonisolated static var defaultHeight: CGFloat { 20 }
}

/// A settings cell: title, image, accessory.
final class SettingsCell: StaticCell, TitledConfigurable, ImagedConfigurable, AccessorizedConfigurable {
    var title: String?
    var imageName: String?
    var accessory: StaticAccessory = .none

    init() {}

    func configure(by model: any Titled) { title = model.title }
    func configure(by model: any Imaged) { imageName = model.imageName }
    func configure(by model: any Accessorized) { accessory = model.accessory }
}

/// The seed's first example: two text rows with an empty one between.
enum CellModel: Differentiable, Hashable, Sendable, Titled {
    case firstText
    case emptyMiddle
    case secondText

    var title: String? {
        switch self {
        case .firstText: "I am the first"
        case .secondText: "I am the second"
        default: nil
        }
    }
}

/// The seed's `ViewControllerConstructor`.
final class ViewControllerConstructor: StaticTableConstructor {
    var models: [CellModel] = [.firstText, .emptyMiddle, .secondText]
    var selected: [CellModel] = []

    var sections: [StaticSection<CellModel>] {
        [StaticSection(id: "main", rows: models)]
    }

    func cellType(for model: CellModel) -> any StaticCell.Type {
        switch model {
        case .emptyMiddle: EmptyCell.self
        case .firstText, .secondText: TextCell.self
        }
    }

    func configure(cell: any StaticCell, by model: CellModel) {
        (cell as? TextCell)?.selectionStyleNone = true
    }

    func itemSelected(_ item: CellModel) {
        selected.append(item)
    }
}

/// A headless table host wired to a static table: the constructor's sections on a list
/// assembly with the headless static catalog.
@MainActor
struct StaticFixture<Constructor: StaticTableConstructor> {
    let constructor: Constructor
    let resolver: StaticCapabilityResolver<Constructor.Model>
    let list: ListAssembly<String, Constructor.Model, HeadlessListView>
    let host: HeadlessListView

    init(_ constructor: Constructor, viewport: CGSize = CGSize(width: 320, height: 1_000)) {
        self.constructor = constructor
        resolver = StaticCapabilityResolver(capabilities: constructor.capabilities)
        list = ListAssembly(
            catalog: .staticTable(
                constructor, measurer: MonospaceTextMeasurer(characterWidth: 8, lineHeight: 20), resolver: resolver))
        host = HeadlessListView(kind: .table, viewportSize: viewport, frameProvider: list.layout)
        list.attach(to: host)
        list.show(constructor)
    }

    var updater: ListUpdater<String, Constructor.Model> {
        list.updater!
    }

    func staticCell<Cell: StaticCell>(at item: Int, section: Int = 0, as type: Cell.Type = Cell.self) -> Cell? {
        host.cell(at: ListIndexPath(item: item, section: section))?.attachment as? Cell
    }

    var lastBatch: ListBatch? {
        // In-place reconfigures that follow a batch are logged after it: skip them.
        for entry in host.log.reversed() {
            if case let .batch(batch, _, _) = entry { return batch }
        }
        return nil
    }
}
