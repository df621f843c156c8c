#if canImport(UIKit)
import Tabula
import TabulaUIKit
import UIKit

/// A country of the widget list.
struct Country: Hashable, Sendable {
    let id: Int
    let name: String
    let capital: String
}

/// The widget-built countries list: the list is declared from model objects, and the next
/// array (sorted the other way) animates as a diff: moves, not a reload.
final class CountriesViewController: UIViewController {
    static let all = [
        Country(id: 1, name: "Argentina", capital: "Buenos Aires"), Country(id: 2, name: "Chile", capital: "Santiago"),
        Country(id: 3, name: "España", capital: "Madrid"), Country(id: 4, name: "日本", capital: "東京"),
        Country(id: 5, name: "Россия", capital: "Москва"), Country(id: 6, name: "Kenya", capital: "Nairobi"),
        Country(id: 7, name: "Norge", capital: "Oslo"), Country(id: 8, name: "Perú", capital: "Lima"),
        Country(id: 9, name: "Portugal", capital: "Lisboa"), Country(id: 10, name: "中国", capital: "北京"),
        Country(id: 11, name: "Ísland", capital: "Reykjavík"), Country(id: 12, name: "Canada", capital: "Ottawa"),
    ]

    private(set) var widgets: CollectionViewAdapter<String, ListWidget>?
    private(set) var ascending = true
    var countries: [Country] {
        Self.all.sorted { ascending ? $0.name < $1.name : $0.name > $1.name }
    }

    @WidgetListBuilder
    static func widgets(of countries: [Country], ascending: Bool) -> [ListWidget] {
        Spacing(height: 16)
        Header(string: ascending ? "Countries, A to Z (tap one to flip)" : "Countries, Z to A (tap one to flip)")
        Spacing(height: 8, separator: .bottom)
        for country in countries {
            Title(text: country.name).widget().tag(country.id)
            TextBlock(text: country.capital, style: .caption).widget().tag(country.id)
            Spacing(height: 1, separator: .bottom).widget().tag(country.id)
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: .widgets())
        adapter.onSelect = { [weak self] _, _ in self?.flipOrder() }
        widgets = adapter
        Self.widgets(of: countries, ascending: ascending).bind(to: adapter)
    }

    /// The other order: one batch of moves.
    func flipOrder() {
        ascending.toggle()
        guard let widgets else { return }
        Self.widgets(of: countries, ascending: ascending).bind(to: widgets)
    }
}
#endif
