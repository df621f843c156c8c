import Foundation
@_spi(Testing) import Tabula
import TabulaHeadless
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// The shipped primitives' UIKit views, on tables and on collections: the widgets
/// article's country screen with no view written by hand.
@Suite("Widget primitives on UIKit")
@MainActor
struct PrimitiveWidgetViewTests {
    private let countries = [Country(id: 1, name: "Spain"), Country(id: 2, name: "Chile")]

    private func tableScreen() -> (CountingTableView, TableViewAdapter<String, ListWidget>, UIWindow) {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tableView = CountingTableView(frame: window.bounds, style: .plain)
        window.addSubview(tableView)
        return (tableView, TableViewAdapter<String, ListWidget>(tableView: tableView, cells: .widgets()), window)
    }

    private func shown(_ tableView: UITableView) -> [String] {
        (tableView.indexPathsForVisibleRows ?? []).sorted().compactMap { path in
            (tableView.cellForRow(at: path)?.content(as: PrimitiveWidgetView.self))?.model.map {
                String(describing: $0)
            }
        }
    }

    @Test func theCountryScreenRunsOnATableWithTheShippedViews() async {
        let (tableView, adapter, window) = tableScreen()
        CountryList.widgets(objects: countries).bind(to: adapter)
        await adapter.waitUntilIdle()
        #expect(
            shown(tableView) == [
                "Spacing(25)", "Header(Choose a country)", "Spacing(10, bottom)", "Title(Spain)",
                "Spacing(1, bottom)", "Title(Chile)", "Spacing(1, bottom)",
            ])
        #expect(tableView.separatorStyle == .none)
        // One registration per kind shown, on first use.
        #expect(
            tableView.registeredCellIdentifiers
                == [
                    WidgetKind(Spacing.self), WidgetKind(Header.self), WidgetKind(Title.self),
                ].map(\.reuseIdentifier))

        // Every row is as tall as its widget measured, and the views fill it as laid out.
        let measurer = UIKitTextMeasurer()
        for (row, widget) in adapter.widgets.enumerated() {
            let path = IndexPath(row: row, section: 0)
            #expect(tableView.cellForRow(at: path)?.frame.height == widget.size(width: 320, measurer: measurer).height)
        }
        let title = tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.content(as: PrimitiveWidgetView.self)
        #expect(title?.textLabel.text == "Spain")
        #expect(title?.textLabel.font.pointSize == UIKitTextMeasurer.font(for: .body).pointSize)
        #expect(title?.textLabel.numberOfLines == 1)
        #expect(title?.lineView.isHidden == true)
        let spacing = tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.content(as: PrimitiveWidgetView.self)
        #expect(spacing?.lineView.isHidden == false)
        #expect(spacing?.lineView.frame == CGRect(x: 0, y: 9, width: 320, height: 1))
        #expect(spacing?.textLabel.isHidden == true)

        // Reordering the objects is one animated batch of moves; selection is by widget.
        CountryList.widgets(objects: countries.reversed()).bind(to: adapter)
        await adapter.waitUntilIdle()
        #expect(shown(tableView)[3] == "Title(Chile)")
        #expect(tableView.modelCounters.performBatchUpdatesCalls == 1)
        var selected: [String] = []
        adapter.onSelect = { widget, _ in selected.append(widget.description) }
        tableView.modelSimulateSelection(at: IndexPath(row: 5, section: 0))
        #expect(selected == ["Title(Spain)"])
        #expect(tableView.modelExceptions == [])
        #expect(adapter.updater.statistics.violations == [])
        withExtendedLifetime(window) {}
    }

    @Test func theCountryScreenRunsOnACollectionWithTheShippedViews() async {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = CountingCollectionView(
            frame: window.bounds, collectionViewLayout: UICollectionViewLayout())
        window.addSubview(collectionView)
        let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: .widgets())
        CountryList.widgets(objects: countries).bind(to: adapter)
        await adapter.waitUntilIdle()
        let cells = collectionView.indexPathsForVisibleItems.sorted().compactMap {
            collectionView.cellForItem(at: $0)?.content(as: PrimitiveWidgetView.self)
        }
        #expect(
            cells.map { $0.model.map { String(describing: $0) } ?? "" } == [
                "Spacing(25)", "Header(Choose a country)", "Spacing(10, bottom)", "Title(Spain)",
                "Spacing(1, bottom)", "Title(Chile)", "Spacing(1, bottom)",
            ])
        #expect(cells[1].textLabel.text == "Choose a country")
        #expect(cells[1].textLabel.frame.size == cells[1].bounds.size)
        #expect(collectionView.registeredCellIdentifiers.count == 3)
        #expect(collectionView.modelExceptions == [])
        withExtendedLifetime((window, adapter)) {}
    }

    @Test func everyPrimitiveIsLaidOutInsideTheSizeItMeasured() {
        let size = CGSize(width: 320, height: 60)
        let insets = ListEdgeInsets(top: 4, left: 16, bottom: 6, right: 8)
        let text = CGRect(x: 16, y: 4, width: 296, height: 50)
        #expect(
            PrimitiveWidgetLayout.frames(for: Header(string: "H", insets: insets), in: size)
                == PrimitiveWidgetLayout(text: text))
        #expect(
            PrimitiveWidgetLayout.frames(for: Title(text: "T", insets: insets), in: size)
                == PrimitiveWidgetLayout(text: text))
        #expect(
            PrimitiveWidgetLayout.frames(for: TextBlock(text: "B", insets: insets), in: size)
                == PrimitiveWidgetLayout(text: text))
        #expect(
            PrimitiveWidgetLayout.frames(
                for: Spacing(height: 2, separator: .bottom, separatorInset: 20), in: CGSize(width: 320, height: 2))
                == PrimitiveWidgetLayout(line: CGRect(x: 20, y: 1, width: 300, height: 1)))
        #expect(PrimitiveWidgetLayout.frames(for: Spacing(height: 60), in: size) == PrimitiveWidgetLayout())
        #expect(
            PrimitiveWidgetLayout.frames(for: Spacing(height: 60, separator: .top), in: size)
                == PrimitiveWidgetLayout(line: CGRect(x: 0, y: 0, width: 320, height: 1)))
        #expect(
            PrimitiveWidgetLayout.frames(for: ImagePlaceholder(name: "flag", aspectRatio: 0.5), in: size)
                == PrimitiveWidgetLayout(image: CGRect(origin: .zero, size: size)))
        // Insets wider than the cell give an empty frame, not a negative one.
        #expect(
            PrimitiveWidgetLayout.frames(for: Title(text: "T", insets: ListEdgeInsets(left: 200, right: 200)), in: size)
                .text?.width == 0)
    }

    @Test func theViewShowsEachPrimitivesParts() {
        let view = PrimitiveWidgetView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        view.show(TextBlock(text: "Long text", maximumLines: 3))
        view.layoutIfNeeded()
        #expect(view.textLabel.text == "Long text")
        #expect(view.textLabel.numberOfLines == 3)
        #expect(!view.textLabel.isHidden && view.imageView.isHidden && view.lineView.isHidden)

        view.show(ImagePlaceholder(name: "flag", height: 80))
        view.layoutIfNeeded()
        #expect(view.imageView.image?.modelName == "flag")
        #expect(view.imageView.frame == view.bounds)
        #expect(view.textLabel.isHidden && view.textLabel.text == nil)

        view.show(Spacing(height: 1, separator: .top, separatorInset: 16))
        view.layoutIfNeeded()
        #expect(view.lineView.frame == CGRect(x: 16, y: 0, width: 304, height: 1))
        #expect(view.lineView.backgroundColor == .separator)
        #expect(view.imageView.isHidden)
    }
}
