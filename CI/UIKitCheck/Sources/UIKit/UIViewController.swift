import Foundation

/// A screen: owns a view, loaded on first access, and hears about its appearance and
/// size transitions.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// Creates a view controller (nib loading is not modelled).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `init(nibName: nil, bundle: nil)`.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view, loaded (`loadView()` then `viewDidLoad()`) on first access.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            viewDidLoad()
            return loadedView
        }
        set {
            loadedView?.modelViewController = nil
            loadedView = newValue
            newValue?.modelViewController = self
        }
    }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool {
        loadedView != nil
    }

    /// Creates the root view (model: 390 × 844 points, an iPhone in portrait).
    open func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }

    /// The view's superview: next in the responder chain (UIResponder+Next.swift).
    open override var next: UIResponder? {
        modelNextResponder
    }

    // MARK: Containment (UIViewController.h:425-515)

    private var storedChildren: [UIViewController] = []
    private weak var storedParent: UIViewController?

    /// The child view controllers (UIViewController.h:429).
    open var children: [UIViewController] {
        storedChildren
    }

    /// The parent view controller, held weakly (UIViewController.h:214).
    open var parent: UIViewController? {
        storedParent
    }

    /// Adds `childController` as a child: a child of another parent is first removed from it,
    /// and `willMove(toParent: self)` is called before it is added; `didMove(toParent:)` is
    /// not (UIViewController.h:431-436, 503-504): the container calls it.
    open func addChild(_ childController: UIViewController) {
        if childController.storedParent === self { return }
        if childController.storedParent != nil { childController.removeFromParent() }
        childController.willMove(toParent: self)
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the view controller from its parent's children. It does not call
    /// `willMove(toParent: nil)` first (UIViewController.h:438-442, 507-508: the container
    /// does); it then calls `didMove(toParent: nil)` itself: Apple's View Controller
    /// Programming Guide, "Implementing a Container View Controller"
    /// (https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/ImplementingaContainerViewController.html:
    /// "The removeFromParentViewController method also calls the child's
    /// didMoveToParentViewController: method, passing that method a value of nil").
    open func removeFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
        didMove(toParent: nil)
    }

    /// Called before the view controller is added to or removed from a parent (`nil`)
    /// (UIViewController.h:514).
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the view controller was added to or removed from a parent (`nil`)
    /// (UIViewController.h:515).
    open func didMove(toParent parent: UIViewController?) {}

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Called before the view changes size (rotation); animate alongside with `coordinator`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}

/// The context of a view controller transition.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
}

/// Runs animations alongside a view controller transition.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition, without a completion.
    ///
    /// UIKit imports the requirement with `completion: … = nil`; a Swift protocol
    /// requirement cannot have a default argument, so the model adds this overload.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A transition a test drives: `animate` records the blocks, ``run()`` plays them as UIKit
/// would (the animation block inside the transition, then the completion).
/// *Model only: not UIKit API.*
@MainActor
public final class UIModelTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// Whether the transition is animated.
    public let isAnimated: Bool

    /// A coordinator for an animated (or not) transition.
    public init(isAnimated: Bool = true) {
        self.isAnimated = isAnimated
        super.init()
    }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the recorded animation blocks, then the completions; returns how many ran.
    @discardableResult
    public func run() -> Int {
        let ran = animations.count + completions.count
        for animation in animations { animation(self) }
        for completion in completions { completion(self) }
        animations.removeAll()
        completions.removeAll()
        return ran
    }
}

/// Controls for tests. *Model only: not UIKit API.*
extension UIViewController {
    /// The screen appears: loads the view if needed, then `viewWillAppear(true)` and a
    /// layout pass (`viewDidLayoutSubviews`).
    public func modelSimulateAppearance() {
        _ = view
        viewWillAppear(true)
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }

    /// The screen rotates to `size`: `viewWillTransition(to:with:)` with a coordinator whose
    /// animations then run, while the view takes the new size; then a layout pass.
    public func modelSimulateTransition(to size: CGSize) {
        let coordinator = UIModelTransitionCoordinator()
        viewWillTransition(to: size, with: coordinator)
        view.frame = CGRect(origin: view.frame.origin, size: size)
        coordinator.run()
        view.layoutIfNeeded()
        viewDidLayoutSubviews()
    }
}
