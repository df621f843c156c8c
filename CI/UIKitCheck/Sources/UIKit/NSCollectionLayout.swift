import Foundation

// Sources: UICollectionViewCompositionalLayout.h (iPhoneOS 26.2 SDK): NSCollectionLayoutDimension
// (lines 261-299: fractional width, fractional height, absolute, estimated), NSCollectionLayoutSize
// (302-309), NSCollectionLayoutItem (149-199), NSCollectionLayoutGroup (216-254: horizontal and
// vertical groups of subitems), NSCollectionLayoutSection (115-144: a group, inter-group spacing,
// orthogonal scrolling behaviour), UICollectionLayoutSectionOrthogonalScrollingBehavior (66-88),
// NSCollectionLayoutEnvironment and NSCollectionLayoutContainer (566-577). Only these parts
// are modelled (no insets, spacings within a group, supplementary, decoration or custom
// items); how the model resolves them into frames is in UICollectionViewCompositionalLayout.swift.

/// How wide or tall an item or group is (UICollectionViewCompositionalLayout.h:261-299).
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    private enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    private let kind: Kind
    /// The dimension's value: a fraction, or points.
    public let dimension: CGFloat

    private init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
    }
    /// Points.
    public static func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.absolute, absoluteDimension)
    }
    /// Points to start from; the cell's preferred size replaces them (self-sizing).
    public static func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(.estimated, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// The points this dimension comes to in a container of `container` size. *Model internals.*
    func resolved(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

/// A width and a height dimension (UICollectionViewCompositionalLayout.h:302-309).
@MainActor
open class NSCollectionLayoutSize: NSObject {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
        super.init()
    }
}

/// One cell's place in a group (UICollectionViewCompositionalLayout.h:149-199).
@MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        super.init()
    }
}

/// Items along a line (UICollectionViewCompositionalLayout.h:216-254).
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    /// Whether the subitems go along the width. *Model internals.*
    let isHorizontal: Bool
    public let subitems: [NSCollectionLayoutItem]

    private init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool) {
        self.subitems = subitems
        isHorizontal = horizontal
        super.init(layoutSize: layoutSize)
    }

    /// Subitems side by side (line 227).
    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true)
    }

    /// Subitems one above the other (line 237).
    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem])
        -> NSCollectionLayoutGroup
    {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false)
    }
}

/// How a section scrolls across the layout's axis (UICollectionViewCompositionalLayout.h:66-88):
/// `.none` lays it out along the main axis; every other case "will layout orthogonal to the
/// main layout axis".
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0
    case continuous = 1
    case continuousGroupLeadingBoundary = 2
    case paging = 3
    case groupPaging = 4
    case groupPagingCentered = 5
}

/// A section's group, repeated for its items (UICollectionViewCompositionalLayout.h:115-144).
@MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
    /// The list configuration of a list section (`list(using:layoutEnvironment:)`). *Model internals.*
    var modelListConfiguration: UICollectionLayoutListConfiguration?

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }
}

/// The size of what a layout fills (UICollectionViewCompositionalLayout.h:566-571).
@MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
}

/// What a section provider is given (UICollectionViewCompositionalLayout.h:574-577).
@MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}

/// The model's environment: the collection view's size, no insets. *Model internals.*
@MainActor
final class ModelLayoutEnvironment: NSObject, NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let traitCollection: UITraitCollection

    init(contentSize: CGSize, traitCollection: UITraitCollection) {
        self.contentSize = contentSize
        self.traitCollection = traitCollection
        super.init()
    }

    var effectiveContentSize: CGSize { contentSize }
    var container: any NSCollectionLayoutContainer { self }
}
