import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The static-tables article's screen on UIKit: an enum of rows, a text cell loaded from a
/// nib, an empty cell made in code, and UIKit fonts and images reaching the cells through
/// capabilities, with no cast in the constructor.
enum SeedStaticScreen {
    enum CellModel: Differentiable, Hashable, Sendable, Titled, Fonted, Imaged, UIKitFonted, UIKitImaged {
        case firstText
        case emptyMiddle
        case secondText

        var title: String? {
            switch self {
            case .firstText: "I am the first"
            case .secondText: "I am the second"
            case .emptyMiddle: nil
            }
        }
        // Platform-free values, mapped to UIFont and UIImage by UIKitFonted and UIKitImaged.
        var font: TextStyle? { self == .firstText ? .title : nil }
        var imageName: String? { self == .secondText ? "second" : nil }
    }

    /// The text cell: its outlets come from the nib "TextTableViewCell".
    final class TextTableViewCell: UITableViewCell, NibLoadableCell, StaticCell, TitledConfigurable,
        UIKitFontedConfigurable, UIKitImagedConfigurable
    {
        let label = UILabel()
        let iconView = UIImageView(frame: .zero)
        var loadedFromNib = false

        static var nib: UINib { UINib(nibName: "TextTableViewCell", bundle: nil) }

        func configure(by model: any Titled) { label.text = model.title }
        func configure(by model: any UIKitFonted) {
            label.font = model.uiFont ?? UIFont.systemFont(ofSize: 17, weight: .regular)
        }
        func configure(by model: any UIKitImaged) { iconView.image = model.uiImage }
    }

    final class EmptyTableViewCell: UITableViewCell, StaticCell {}

    final class ViewControllerConstructor: StaticTableConstructor {
        var selected: [CellModel] = []

        var sections: [StaticSection<CellModel>] {
            [
                StaticSection(id: "main") {
                    CellModel.firstText
                    CellModel.emptyMiddle
                    CellModel.secondText
                }
            ]
        }
        var capabilities: [StaticCapability] { UIKitCapabilities.all }

        func cellType(for model: CellModel) -> any StaticCell.Type {
            switch model {
            case .emptyMiddle: EmptyTableViewCell.self
            case .firstText, .secondText: TextTableViewCell.self
            }
        }

        func itemSelected(_ model: CellModel) { selected.append(model) }
    }

    /// A row that carries UIKit values directly.
    struct BrandRow: Differentiable, Hashable, Sendable, Titled, UIKitFonted, UIKitImaged {
        var title: String?
        var uiFont: UIFont? { UIFont.systemFont(ofSize: 30, weight: .bold) }
        var uiImage: UIImage? { UIImage(systemName: "star") }
    }

    final class BrandConstructor: StaticTableConstructor {
        var sections: [StaticSection<BrandRow>] { [StaticSection(id: "brand") { BrandRow(title: "Tabula") }] }
        var capabilities: [StaticCapability] { UIKitCapabilities.all }
        func cellType(for model: BrandRow) -> any StaticCell.Type { TextTableViewCell.self }
    }
}

@Suite("The static-tables article's screen on UIKit")
@MainActor
struct SeedStaticTableTests {
    private func screen<C: StaticTableConstructor>(_ constructor: C) -> (
        UITableView, TableViewAdapter<String, C.Model>, UIWindow
    ) {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        UINib.modelRegister(nibName: "TextTableViewCell") {
            let cell = SeedStaticScreen.TextTableViewCell(style: .default, reuseIdentifier: nil)
            cell.loadedFromNib = true
            return [cell]
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = UITableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        return (tableView, TableViewAdapter(tableView: tableView, staticTable: constructor), window)
    }

    @Test func theArticlesScreenShowsNibCellsWithUIKitFontsAndImages() async {
        let constructor = SeedStaticScreen.ViewControllerConstructor()
        let (tableView, adapter, window) = screen(constructor)
        await adapter.waitUntilIdle()
        let cells = (0..<3).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        let first = cells[0] as? SeedStaticScreen.TextTableViewCell
        let second = cells[2] as? SeedStaticScreen.TextTableViewCell
        #expect(cells[1] is SeedStaticScreen.EmptyTableViewCell)
        #expect(first?.loadedFromNib == true && second?.loadedFromNib == true)
        #expect(first?.label.text == "I am the first")
        #expect(second?.label.text == "I am the second")
        // The platform-free style and image name arrive as UIKit values.
        #expect(first?.label.font.pointSize == UIKitTextMeasurer.font(for: .title).pointSize)
        #expect(second?.label.font.pointSize == 17)
        #expect(second?.iconView.image?.modelName == "second")
        #expect(first?.iconView.image == nil)

        tableView.modelSimulateSelection(at: IndexPath(row: 1, section: 0))
        #expect(constructor.selected == [.emptyMiddle])
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }

    @Test func aRowCarriesUIKitValuesDirectly() async {
        let (tableView, adapter, window) = screen(SeedStaticScreen.BrandConstructor())
        await adapter.waitUntilIdle()
        let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SeedStaticScreen.TextTableViewCell
        #expect(cell?.label.text == "Tabula")
        #expect(cell?.label.font.pointSize == 30)
        #expect(cell?.iconView.image?.modelName == "system:star")
        #expect(tableView.modelExceptions == [])
        withExtendedLifetime(window) {}
    }
}
