import Foundation
import Testing
import UIKit

/// `invalidateLayout()` "Invalidates the current layout and triggers a layout update […] The
/// actual layout update occurs during the next view layout update cycle"
/// (https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout();
/// UICollectionViewLayout.h:100, "to indicate that the collection view needs to requery the
/// layout information"). The model must requery at the next layout pass, or an adapter that
/// only invalidates (new sizes, same data) would look right here and stale on a device, or
/// the reverse.
@Suite("A collection view requeries its layout after an invalidation")
@MainActor
struct CollectionLayoutInvalidationTests {
    @Test func theNextLayoutPassAsksTheLayoutAgain() {
        UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let layout = RowsLayout()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collectionView)
        let source = CountSource(count: 20)
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize.height == 800)
        let tenth = IndexPath(item: 9, section: 0)
        #expect(!collectionView.indexPathsForVisibleItems.contains(tenth))

        layout.rowHeight = 20
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()

        #expect(collectionView.contentSize.height == 400, "the content size of the layout's new answers")
        #expect(collectionView.indexPathsForVisibleItems.contains(tenth), "the items the new frames bring on screen")
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(second?.frame == CGRect(x: 0, y: 20, width: 320, height: 20))
        #expect(collectionView.modelCounters.reloadDataCalls == 0, "an invalidation reloads no data")
    }
}

@MainActor
private final class CountSource: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// One column of rows `rowHeight` tall, one section, counted in `prepare()`.
@MainActor
private final class RowsLayout: UICollectionViewLayout {
    var rowHeight: CGFloat = 40
    private var count = 0

    override func prepare() {
        super.prepare()
        count = collectionView?.numberOfItems(inSection: 0) ?? 0
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: 320, height: CGFloat(count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        (0..<count).map { attributes(IndexPath(item: $0, section: 0)) }.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(indexPath)
    }

    private func attributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * rowHeight, width: 320, height: rowHeight)
        return attributes
    }
}
