import Foundation

// Sources: UICollectionViewCompositionalLayout.h (iPhoneOS 26.2 SDK) lines 48-63 (a layout
// of one section for every section, or of a section provider asked per section index with
// the layout environment), 66-88 (orthogonal sections), 261-299 (dimensions; an estimated
// one is replaced by the cell's preferred size: UICollectionViewCell.h:57,
// UICollectionViewLayout.h:131-132). A horizontal group repeats its subitems as long as
// they fit: Apple's sample "Implementing Modern Collection Views"
// (https://developer.apple.com/documentation/uikit/views_and_controls/collection_views/implementing_modern_collection_views)
// makes a five-column grid from one item of fractional width 0.2 in a horizontal group.
//
// Model: vertical scrolling only. A section stacks its groups (the group repeated until the
// section's items run out) at its inter-group spacing; an orthogonal section puts its
// groups side by side, its height the tallest group's. A group's width resolves against the
// collection view's width (its height against the view's height when fractional); a
// horizontal group places subitems side by side, repeated while the next fits its width (at
// least one); a vertical group of absolute or fractional height stacks them while they fit,
// one of estimated height holds its subitems once. An item's dimensions resolve against its
// group. An estimated dimension is the estimate until the cell displayed there prefers
// another size; the model keeps preferred sizes by index path until the next full
// invalidation (every update), and asks the cells on screen again in the same layout pass
// (ListViewEngine+Visibility.swift), so the frames on screen end with the cells' sizes while
// off-screen items keep their estimates (UIKit also keeps the sizes it learnt). Not modelled:
// insets, spacing inside groups, supplementary, decoration and custom items, the
// configuration object, scrolling inside an orthogonal section (its items beyond the view's
// width are off screen).

/// A layout of sections made of groups of items (see the file's notes for what the model
/// places).
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?
    /// The sections as last resolved, by index.
    private(set) var resolvedSections: [NSCollectionLayoutSection?] = []
    private var itemFrames: [[CGRect]] = []
    /// Which dimensions of each item are estimated (width, height).
    private var estimatedAxes: [[(width: Bool, height: Bool)]] = []
    /// Sizes cells preferred for estimated dimensions, until the next full invalidation.
    private var preferredSizes: [IndexPath: CGSize] = [:]
    private var contentSize = CGSize.zero

    /// A layout whose every section is `section` (line 52).
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(sectionProvider: { _, _ in section })
    }

    /// A layout asking `sectionProvider` for each section (line 55).
    public init(sectionProvider: @escaping (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Everything is placed again: the sizes cells preferred are forgotten (the cells on
    /// screen are asked again in the layout pass that follows).
    open override func invalidateLayout() {
        preferredSizes = [:]
        super.invalidateLayout()
    }

    open override func prepare() {
        super.prepare()
        itemFrames = []
        estimatedAxes = []
        resolvedSections = []
        guard let collectionView else {
            contentSize = .zero
            return
        }
        let container = collectionView.bounds.size
        let environment = ModelLayoutEnvironment(
            contentSize: container, traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for (index, count) in (collectionView.engine.presentedCounts ?? []).enumerated() {
            let section = sectionProvider(index, environment)
            resolvedSections.append(section)
            guard let section else {
                itemFrames.append([])
                estimatedAxes.append([])
                continue
            }
            let placed = place(section, index: index, count: count, top: y, container: container)
            itemFrames.append(placed.frames)
            estimatedAxes.append(placed.estimated)
            y = placed.bottom
        }
        contentSize = CGSize(width: container.width, height: y)
    }

    /// The frames of a section's `count` items, from `top`.
    private func place(
        _ section: NSCollectionLayoutSection, index: Int, count: Int, top: CGFloat, container: CGSize
    ) -> (frames: [CGRect], estimated: [(width: Bool, height: Bool)], bottom: CGFloat) {
        let group = section.group
        let orthogonal = section.orthogonalScrollingBehavior != .none
        // An inset-grouped list section's groups resolve against the width inside its
        // margins (see "Lists" below).
        let margin = section.modelListMargin
        let container = CGSize(width: max(0, container.width - 2 * margin), height: container.height)
        var frames: [CGRect] = []
        var estimated: [(width: Bool, height: Bool)] = []
        var groupOrigin = CGPoint(x: margin, y: top)
        var bottom = top
        var item = 0
        while item < count {
            let groupSize = CGSize(
                width: group.layoutSize.widthDimension.resolved(in: container),
                height: group.layoutSize.heightDimension.resolved(in: container))
            var cursor: CGFloat = 0
            var extent = CGSize.zero
            var placedInGroup = 0
            var subitem = 0
            while item < count, !group.subitems.isEmpty {
                let layoutSize = group.subitems[subitem % group.subitems.count].layoutSize
                let path = IndexPath(item: item, section: index)
                var size = CGSize(
                    width: layoutSize.widthDimension.resolved(in: groupSize),
                    height: layoutSize.heightDimension.resolved(in: groupSize))
                let axes = (
                    width: layoutSize.widthDimension.isEstimated, height: layoutSize.heightDimension.isEstimated
                )
                if let preferred = preferredSizes[path] {
                    if axes.width { size.width = preferred.width }
                    if axes.height { size.height = preferred.height }
                }
                let fits: Bool
                if group.isHorizontal {
                    fits = cursor + size.width <= groupSize.width + 0.001
                } else {
                    fits =
                        group.layoutSize.heightDimension.isEstimated
                        ? subitem < group.subitems.count : cursor + size.height <= groupSize.height + 0.001
                }
                guard placedInGroup == 0 || fits else { break }
                let origin =
                    group.isHorizontal
                    ? CGPoint(x: groupOrigin.x + cursor, y: groupOrigin.y)
                    : CGPoint(x: groupOrigin.x, y: groupOrigin.y + cursor)
                frames.append(CGRect(origin: origin, size: size))
                estimated.append(axes)
                cursor += group.isHorizontal ? size.width : size.height
                extent.width = group.isHorizontal ? cursor : max(extent.width, size.width)
                extent.height = group.isHorizontal ? max(extent.height, size.height) : cursor
                placedInGroup += 1
                subitem += 1
                item += 1
            }
            if placedInGroup == 0 { break }
            // An estimated group dimension takes its items' extent; a fixed one is what it says.
            let height = group.layoutSize.heightDimension.isEstimated ? extent.height : groupSize.height
            let width = group.layoutSize.widthDimension.isEstimated ? extent.width : groupSize.width
            bottom = max(bottom, groupOrigin.y + height)
            if orthogonal {
                groupOrigin.x += width + section.interGroupSpacing
            } else {
                groupOrigin.y += height + section.interGroupSpacing
            }
        }
        return (frames, estimated, bottom)
    }

    open override var collectionViewContentSize: CGSize {
        contentSize
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, frames) in itemFrames.enumerated() {
            for (item, frame) in frames.enumerated() where frame.intersects(rect) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard itemFrames.indices.contains(indexPath.section),
            itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = itemFrames[indexPath.section][indexPath.item]
        return attributes
    }

    /// A new width resolves the fractional dimensions again.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != contentSize.width
    }

    /// An estimated dimension the cell prefers another value for.
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard preferredAttributes.representedElementCategory == .cell,
            let axes = axes(at: originalAttributes.indexPath)
        else { return false }
        return (axes.width && preferredAttributes.frame.width != originalAttributes.frame.width)
            || (axes.height && preferredAttributes.frame.height != originalAttributes.frame.height)
    }

    /// Keeps the cell's preferred value of each estimated dimension for its index path.
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let path = originalAttributes.indexPath
        if let axes = axes(at: path) {
            preferredSizes[path] = CGSize(
                width: axes.width ? preferredAttributes.frame.width : originalAttributes.frame.width,
                height: axes.height ? preferredAttributes.frame.height : originalAttributes.frame.height)
        }
        return super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    }

    private func axes(at path: IndexPath) -> (width: Bool, height: Bool)? {
        guard estimatedAxes.indices.contains(path.section), estimatedAxes[path.section].indices.contains(path.item)
        else { return nil }
        return estimatedAxes[path.section][path.item]
    }
}

// MARK: Lists

// Source: UICollectionLayoutList.h (iPhoneOS 26.2 SDK): the configuration (lines 64-110: an
// appearance, leading and trailing swipe actions providers called "when list is about to show
// leading [trailing] swipe actions for a particular index path", returning a configuration or
// nil "if this index path does not show swipe actions"), a list section (127) and a layout of
// list sections only (135). In Swift the configuration is a struct
// (https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration).
//
// Model: a list section is a vertical stack of full-width items of estimated height, one per
// group, which the cells' preferred heights replace. The estimate (44 points) is the model's
// own: no header or page gives UIKit's. An inset-grouped section
// (`UICollectionLayoutListAppearanceInsetGrouped`, UICollectionLayoutList.h:20; the table
// style of that name is "inset with rounded corners", UITableView.h:27) places its items
// inside a margin each side, so its cells are narrower than the collection view: the model
// takes the table model's margin (`UITableViewCell.modelInsetGroupedMargin`, a *model
// constant*: UIKit derives it from the layout margins and publishes no value; adapters must
// read the width from the layout or the cells, never assume it). The other appearances do
// not change the model's frames; separators, backgrounds and header and footer modes are
// not modelled.

/// A list section's look and its swipe actions.
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list section (UICollectionLayoutList.h:17-24).
    public enum Appearance: Sendable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// The swipe actions of the item at an index path, or `nil` for none.
    @available(tvOS, unavailable)
    public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) -> UISwipeActionsConfiguration?

    /// The section's appearance (line 75).
    public let appearance: Appearance
    /// Asked when the list is about to show leading swipe actions (line 98).
    @available(tvOS, unavailable)
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Asked when the list is about to show trailing swipe actions (line 102).
    @available(tvOS, unavailable)
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance` (line 69).
    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension NSCollectionLayoutSection {
    /// A list section (UICollectionLayoutList.h:127).
    @available(iOS 14.0, *)
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: any NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.modelListConfiguration = configuration
        return section
    }
}

extension NSCollectionLayoutSection {
    /// The margin each side of an inset-grouped list section's items; 0 for any other
    /// section. *Model internals.*
    var modelListMargin: CGFloat {
        modelListConfiguration?.appearance == .insetGrouped ? UITableViewCell.modelInsetGroupedMargin : 0
    }
}

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section (UICollectionLayoutList.h:135).
    @available(iOS 14.0, *)
    public static func list(using configuration: UICollectionLayoutListConfiguration)
        -> UICollectionViewCompositionalLayout
    {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }
}
