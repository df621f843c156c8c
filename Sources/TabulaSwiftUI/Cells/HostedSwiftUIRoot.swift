#if os(iOS)
import SwiftUI
import TabulaUIKit
import UIKit

/// The root of a SwiftUI cell's content: the app's view, identified by its item (so a
/// reused cell that shows another item starts with fresh `@State`, and the same item keeps
/// it), at its own height (so a change of that height can be seen), which it reports.
///
/// Compiled against the iOS SDK only (SwiftUI does not exist on Linux); the decisions it
/// serves are UIKit-only and tested on the model (the hosted identity,
/// `HostedContentSizeChange`).
struct HostedSwiftUIRoot<Content: View>: View {
    let content: Content
    let identity: AnyHashable
    /// Called on the main actor with the content's height, first and after every change.
    let heightDidChange: @MainActor (CGFloat) -> Void

    var body: some View {
        content
            // The content's own height, not the row's: a taller content would otherwise be
            // squeezed into the height it had, and its growth never seen.
            .fixedSize(horizontal: false, vertical: true)
            .background(
                GeometryReader { proxy in
                    Color.clear.preference(key: HostedContentHeightKey.self, value: proxy.size.height)
                }
            )
            .onPreferenceChange(HostedContentHeightKey.self) { height in
                // SwiftUI calls this on the main thread; the SDK types the closure as
                // `@Sendable` without an actor.
                MainActor.assumeIsolated { heightDidChange(height) }
            }
            .id(identity)
    }
}

/// The height of a SwiftUI cell's content, as a preference its root reads.
struct HostedContentHeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0

    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}
#endif
