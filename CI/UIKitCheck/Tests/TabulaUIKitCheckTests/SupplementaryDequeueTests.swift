import Foundation
import Tabula
import TabulaUIKit
import Testing
import UIKit

/// A collection view's header and footer views must come from
/// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, called for the kind
/// and index path asked (UICollectionView.h:85, 405). The model checks it; every adapter's
/// supplementary path must pass.
@Suite("Supplementary views are dequeued for the kind and index path asked")
@MainActor
struct SupplementaryDequeueTests {
    /// What a data source does wrong when asked for a header.
    enum Mistake {
        case notDequeued, otherIndexPath, otherKind
    }

    /// The adapter as data source, except for one deliberate mistake in the header path.
    final class MistakenSource: NSObject, UICollectionViewDataSource {
        let adapter: CollectionViewAdapter<String, Contact>
        let mistake: Mistake

        init(adapter: CollectionViewAdapter<String, Contact>, mistake: Mistake) {
            self.adapter = adapter
            self.mistake = mistake
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int {
            adapter.numberOfSections(in: collectionView)
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            adapter.collectionView(collectionView, numberOfItemsInSection: section)
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            adapter.collectionView(collectionView, cellForItemAt: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            switch mistake {
            case .notDequeued:
                return TitleSupplementaryView(frame: .zero)
            case .otherIndexPath:
                return adapter.collectionView(
                    collectionView, viewForSupplementaryElementOfKind: kind,
                    at: IndexPath(item: 0, section: indexPath.section + 1))
            case .otherKind:
                let other =
                    kind == UICollectionView.elementKindSectionHeader
                    ? UICollectionView.elementKindSectionFooter : UICollectionView.elementKindSectionHeader
                return adapter.collectionView(collectionView, viewForSupplementaryElementOfKind: other, at: indexPath)
            }
        }
    }

    private let countries = [Country(id: 1, name: "Spain"), Country(id: 2, name: "Chile")]

    private func sections() -> [ListSection<String, Contact>] {
        [
            ListSection(
                "A", items: contacts(1...3), header: SupplementaryModel("First"), footer: SupplementaryModel("End A")),
            ListSection(
                "B", items: contacts(4...6), header: SupplementaryModel("Second"), footer: SupplementaryModel("End B")),
        ]
    }

    @Test(arguments: [Mistake.notDequeued, .otherIndexPath, .otherKind])
    func theModelRaisesForAHeaderNotDequeuedForTheKindAndPathAsked(_ mistake: Mistake) async {
        let screen = CollectionScreen(sections: sections())
        var raised: [UIKitModelException] = []
        UIKitModel.exceptionHandler = { raised.append($0) }
        let source = MistakenSource(adapter: screen.adapter, mistake: mistake)
        screen.collectionView.dataSource = source
        screen.adapter.bind(to: screen.storage)
        await screen.settle()
        #expect(raised.contains { $0.reason.contains("viewForSupplementaryElementOfKind") }, "\(mistake): \(raised)")
        withExtendedLifetime(source) {}
    }

    @Test func theCollectionAdapterDequeuesEveryHeaderAndFooterAsAsked() async throws {
        let screen = CollectionScreen(sections: sections())
        await screen.load()
        #expect(screen.consistencyProblems() == [])
        // Every header and footer the layout places, and one the layout does not (the model
        // asks as UIKit may for any element kind the layout could return).
        for section in 0..<2 {
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                let view = screen.collectionView.modelRequestSupplementaryView(
                    ofKind: kind, at: IndexPath(item: 0, section: section))
                #expect(view != nil)
            }
        }
        try screen.storage.update { try $0.insertItems(contacts(7...8), at: ListIndexPath(item: 0, section: 1)) }
        await screen.settle()
        #expect(screen.collectionView.modelExceptions == [])
        #expect(screen.consistencyProblems() == [])
    }

    @Test func theWidgetCollectionAdapterDequeuesItsEmptySupplementaryViewAsAsked() async {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewLayout())
        window.addSubview(collectionView)
        let adapter = CollectionViewAdapter<String, ListWidget>(collectionView: collectionView, cells: .widgets())
        CountryList.widgets(objects: countries).bind(to: adapter)
        await adapter.waitUntilIdle()
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            #expect(
                collectionView.modelRequestSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0)) != nil)
        }
        #expect(collectionView.modelExceptions == [])
        withExtendedLifetime((window, adapter)) {}
    }
}
