import Tabula

/// One row of the wall: a post, or the loading row shown while the next page loads.
package enum WallItem: Differentiable, Equatable, Sendable {
    /// A post.
    case post(PostViewModel)
    /// "Loading…" at the end while a page is on its way (the page number it loads).
    case loading(page: Int)

    /// Posts by id; the loading row by its page (negative, so it never meets a post id).
    package var differenceIdentifier: Int {
        switch self {
        case let .post(post): post.id
        case let .loading(page): -1 - page
        }
    }

    /// The post, if this row is one.
    package var post: PostViewModel? {
        if case let .post(post) = self { return post }
        return nil
    }

    /// The reuse identifier of the cell that shows the row.
    package var reuseIdentifier: String {
        switch self {
        case .post: WallPostCell.reuseIdentifier
        case .loading: LoadingCell.reuseIdentifier
        }
    }
}
