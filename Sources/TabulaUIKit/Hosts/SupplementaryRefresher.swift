#if os(iOS) || TABULA_UIKIT_MODEL
import Tabula
import UIKit

/// Refreshes visible headers and footers whose model changed in a batch.
///
/// UIKit never asks again for a header that a batch did not insert or reload, so a header
/// whose model changed would stay stale. The host remembers, per view object, the data
/// source's content token it was configured with, and after each batch configures again
/// every visible view whose token differs.
@MainActor
struct SupplementaryRefresher {
    private var tokens: [ObjectIdentifier: AnyHashable?] = [:]

    /// Configures `view` for `placement` in `section` and remembers its token.
    mutating func configure(
        _ view: any ListReusableView, _ placement: ListSupplementaryPlacement, section: Int,
        dataSource: (any ListHostDataSource)?
    ) {
        guard let dataSource else { return }
        tokens[ObjectIdentifier(view)] = dataSource.contentToken(for: placement, inSection: section)
        dataSource.configure(view, for: placement, inSection: section)
    }

    /// Configures again each visible view (`visibleView(placement, section)`) whose token
    /// changed. Returns how many were refreshed.
    @discardableResult
    mutating func refresh(
        sectionCount: Int, dataSource: (any ListHostDataSource)?,
        visibleView: (ListSupplementaryPlacement, Int) -> (any ListReusableView)?
    ) -> Int {
        guard let dataSource else { return 0 }
        var refreshed = 0
        for section in 0..<max(0, sectionCount) {
            for placement in ListSupplementaryPlacement.allCases {
                guard let view = visibleView(placement, section) else { continue }
                let token = dataSource.contentToken(for: placement, inSection: section)
                let key = ObjectIdentifier(view)
                if let shown = tokens[key], shown == token { continue }
                tokens[key] = token
                dataSource.configure(view, for: placement, inSection: section)
                refreshed += 1
            }
        }
        return refreshed
    }
}
#endif
