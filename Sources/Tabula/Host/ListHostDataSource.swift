/// What a list host asks about the data it shows: counts, which cell each item needs, and
/// how to fill a cell. UIKit's `UITableViewDataSource` / `UICollectionViewDataSource`, cut
/// down to what both views share and driven by the host instead of by the view's
/// callbacks.
///
/// The host reads counts at the start and at the end of every batch (and after the update
/// closure), so an implementation must report the old data until the update closure runs
/// and the new data after it, exactly like UIKit's `performBatchUpdates`.
///
/// The header and footer requirements have defaults: no headers, no footers.
@MainActor
public protocol ListHostDataSource: AnyObject {
    /// The number of sections (`numberOfSections(in:)`).
    func numberOfSections() -> Int

    /// The number of items in `section` (`tableView(_:numberOfRowsInSection:)` /
    /// `collectionView(_:numberOfItemsInSection:)`).
    func numberOfItems(inSection section: Int) -> Int

    /// Every section's item count, in order. Hosts read all counts before and after each
    /// batch; the default asks section by section, and a data source that holds its data
    /// in one place answers in one call (the updater does: with 100 sections, asking one
    /// by one through the protocol was measured at 42% of a single-item update).
    func itemCounts() -> [Int]

    /// The reuse identifier of the cell the item at `path` needs. The host dequeues a cell
    /// with it; in UIKit the adapter's `cellForRowAt` / `cellForItemAt` does the same.
    func reuseIdentifier(forItemAt path: ListIndexPath) -> String

    /// Fills `cell`, just dequeued (or reconfigured in place) for the item at `path`.
    /// The cell is the host's cell type (`UITableViewCell`, `UICollectionViewCell`,
    /// TabulaHeadless's `HeadlessCell`): cast it to the type registered for its reuse identifier.
    func configure(_ cell: any ListReusableView, forItemAt path: ListIndexPath)

    /// The reuse identifier of the header or footer of `section`, or `nil` for none.
    func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String?

    /// Fills a header or footer view just dequeued (or refreshed in place) for `section`.
    func configure(
        _ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int)

    /// A value that changes whenever the header or footer model of `section` changes (a
    /// version number, or the model itself when it is `Hashable`). After a batch a host
    /// compares it with the token it saw when it last configured the visible view, and
    /// refreshes the view in place when they differ: UIKit never re-asks for a header that
    /// a batch did not insert or reload, so without it headers go stale. `nil`: never refresh.
    func contentToken(for placement: ListSupplementaryPlacement, inSection section: Int) -> AnyHashable?
}

extension ListHostDataSource {
    /// No headers or footers.
    public func reuseIdentifier(for placement: ListSupplementaryPlacement, inSection section: Int) -> String? {
        nil
    }

    /// Nothing to configure.
    public func configure(
        _ view: any ListReusableView, for placement: ListSupplementaryPlacement, inSection section: Int
    ) {}

    /// No token: headers are refreshed only when a batch inserts or reloads their section.
    public func contentToken(for placement: ListSupplementaryPlacement, inSection section: Int) -> AnyHashable? {
        nil
    }

    /// Every section's item count, asked section by section.
    public func itemCounts() -> [Int] {
        (0..<max(0, numberOfSections())).map { numberOfItems(inSection: $0) }
    }
}
