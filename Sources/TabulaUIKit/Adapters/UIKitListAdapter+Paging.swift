#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
#if canImport(CoreGraphics)
import CoreGraphics
#endif
import Tabula
import UIKit

extension UIKitListAdapter {
    /// Turns on infinite scroll for the bound storage: when the user scrolls within
    /// `threshold` of a screen of the end, a loading row (`loadingItem`, if given) is
    /// appended to `section`, `load` fetches the next page off the main actor, the adapter
    /// measures its items off the main actor too, and one transaction replaces the loading
    /// row with the page. No second load starts while one is on its way. The policy is
    /// ``/Tabula/ListPager``'s, the one the terminal demo uses.
    ///
    /// - Parameters:
    ///   - section: the section pages are appended to (created by the first page if missing).
    ///   - firstPage: the number of the first page to load.
    ///   - lastPage: the last page there is, if known; an empty page also ends paging.
    ///   - threshold: how near the end loading starts, as a fraction of the viewport's
    ///     length (``/Tabula/ListPager/threshold``).
    ///   - loadingItem: the item shown while a page is on its way (register a cell for it).
    ///   - load: fetches one page; runs off the main actor.
    /// - Returns: the pager (also ``pager``), to reset or observe.
    /// - Throws: ``/Tabula/ListHostError/noStorage(operation:)`` when not bound to a storage.
    @discardableResult
    public func enablePaging(
        in section: Section, firstPage: Int = 1, lastPage: Int? = nil, threshold: CGFloat = 0.1,
        loadingItem: (@Sendable (Int) -> Item)? = nil,
        load: @escaping @Sendable (Int) async throws -> [Item]
    ) throws(ListHostError) -> ListPager<[Item]> {
        guard let storage else { throw .noStorage(operation: "enablePaging") }
        let pager = ListPager<[Item]>(firstPage: firstPage, lastPage: lastPage, threshold: threshold) {
            @MainActor [weak self] page in
            let items = try await load(page)
            // Measured off the main actor before the insert, so the insert measures nothing.
            await self?.precomputeSizes(of: items)
            return items
        }
        let logger = self.logger
        pager.onLoadingStarted = { page in
            guard let loadingItem else { return }
            do {
                try storage.update { try $0.appendItems([loadingItem(page)], to: section) }
            } catch {
                logger.error("paging: the loading row of page \(page) was not added: \(error)")
            }
        }
        pager.onPageLoaded = { [weak pager] page, items in
            do {
                try storage.update { list in
                    if let loadingItem {
                        try list.removeItems(withIdentifiers: [loadingItem(page).differenceIdentifier])
                    }
                    try list.appendItems(items, to: section)
                }
            } catch {
                logger.error("paging: page \(page) was not stored: \(error)")
            }
            if items.isEmpty { pager?.lastPage = page }
        }
        pager.onLoadFailed = { page, error in
            logger.error("paging: page \(page) failed to load: \(error)")
            guard let loadingItem else { return }
            _ = try? storage.update { try $0.removeItems(withIdentifiers: [loadingItem(page).differenceIdentifier]) }
        }
        self.pager = pager
        if let listView = listHost.listView { checkPaging(in: listView) }
        return pager
    }

    /// Starts the next page when the viewport is near the end of the content (vertical
    /// scrolling).
    func checkPaging(in scrollView: UIScrollView) {
        guard let pager, updater.numberOfSections() > 0 else { return }
        pager.loadNextPageIfNeeded(
            contentLength: scrollView.contentSize.height, offset: scrollView.contentOffset.y,
            viewportLength: scrollView.bounds.height)
    }
}
#endif
