import Foundation

// Auto Layout (NSLayoutConstraint.h, NSLayoutAnchor.h, UIView.h): what a self-sizing cell
// declares and what measuring it needs.

/// How strongly a constraint or a fitting size is held.
public struct UILayoutPriority: Hashable, RawRepresentable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }
    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// The priority of a button's content compression resistance.
    public static let defaultHigh = UILayoutPriority(750)
    /// The priority of a button's content hugging.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority with which a view wants to fit the target size of
    /// `systemLayoutSizeFitting`.
    public static let fittingSizeLevel = UILayoutPriority(50)
}

extension UIView {
    /// The target size for the smallest size that fits (UIKit's is zero).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// The target size for the largest size that fits (model: a large finite size).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)
}

/// Which edge or dimension an anchor is. *Model internals.*
enum ModelLayoutAttribute: Sendable {
    case top, bottom, leading, trailing, height
}

/// One edge or dimension of a view, to relate to another with a constraint.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    weak var modelView: UIView?
    let modelAttribute: ModelLayoutAttribute

    init(view: UIView, attribute: ModelLayoutAttribute) {
        modelView = view
        modelAttribute = attribute
        super.init()
    }

    /// `self == anchor` (inactive until activated).
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self.modelPoint, second: anchor.modelPoint, constant: 0)
    }

    /// `self == anchor + c` (inactive until activated).
    @discardableResult
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: self.modelPoint, second: anchor.modelPoint, constant: c)
    }

    var modelPoint: NSLayoutConstraint.ModelPoint {
        NSLayoutConstraint.ModelPoint(view: modelView, attribute: modelAttribute)
    }
}

/// A vertical edge of a view.
@MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A horizontal edge of a view.
@MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A width or height of a view.
@MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c` (inactive until activated).
    @discardableResult
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: modelPoint, second: nil, constant: c)
    }
}

extension UIView {
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(view: self, attribute: .top)
    }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(view: self, attribute: .bottom)
    }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(view: self, attribute: .leading)
    }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(view: self, attribute: .trailing)
    }
    /// The height.
    public var heightAnchor: NSLayoutDimension {
        NSLayoutDimension(view: self, attribute: .height)
    }
}

/// A relation between two anchors: `first == second + constant`.
///
/// Model: only equalities; an active constraint is held by both views it relates.
@MainActor
open class NSLayoutConstraint: NSObject {
    struct ModelPoint {
        weak var view: UIView?
        let attribute: ModelLayoutAttribute
    }

    let modelFirst: ModelPoint
    let modelSecond: ModelPoint?
    /// The constant added to the second anchor.
    open var constant: CGFloat
    /// The priority (model: kept, every constraint is solved as required).
    open var priority = UILayoutPriority.required

    init(first: ModelPoint, second: ModelPoint?, constant: CGFloat) {
        modelFirst = first
        modelSecond = second
        self.constant = constant
        super.init()
    }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { modelFirst.view?.modelConstraints.contains { $0 === self } ?? false }
        set {
            let views = [modelFirst.view, modelSecond?.view].compactMap { $0 }
            for view in views {
                view.modelConstraints.removeAll { $0 === self }
                if newValue { view.modelConstraints.append(self) }
            }
        }
    }

    /// Activates every constraint in `constraints`.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint in `constraints`.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}
