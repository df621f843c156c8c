import Foundation

/// A table row's view.
///
/// Model: `init(style:reuseIdentifier:)` is `required` so the model table can create a
/// registered class from its metatype, as UIKit does through the Objective-C runtime (a
/// subclass that adds designated initializers must provide it either way).
@MainActor
open class UITableViewCell: UIView {
    /// The built-in cell styles.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// How rows are separated.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine
        @available(*, deprecated)
        case singleLineEtched
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// The standard views a cell shows at its trailing edge (the detail buttons are
    /// unavailable on tvOS, as in UIKit).
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator
        @available(tvOS, unavailable)
        case detailDisclosureButton
        case checkmark
        @available(tvOS, unavailable)
        case detailButton
    }

    /// The view subclasses add their content to (UITableViewCell.h:116); narrower than the
    /// cell when an accessory or the safe area takes room (see ``layoutSubviews()``). (A
    /// get-only `open var`, as UIKit declares it.)
    open var contentView: UIView {
        storedContentView
    }
    private let storedContentView: UIView
    /// The standard view shown at the trailing edge (when ``accessoryView`` is `nil`);
    /// `.none` by default (UITableViewCell.h:153).
    open var accessoryType: UITableViewCell.AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// A view shown at the trailing edge; when set, ``accessoryType`` is ignored
    /// (UITableViewCell.h:154). (Model: not added as a subview; its frame's width is the
    /// room it takes.)
    open var accessoryView: UIView? {
        didSet { setNeedsLayout() }
    }
    /// Whether the cell shows its editing controls (UITableViewCell.h:162); the table sets it
    /// on the rows it may edit when it enters editing mode (see UITableView+Editing.swift).
    open var isEditing: Bool = false {
        didSet { setNeedsLayout() }
    }
    /// What the editing control does, set by the table from its delegate
    /// (UITableViewCell.h:149, "set by UITableView"); `.none` by default.
    open internal(set) var editingStyle: UITableViewCell.EditingStyle = .none
    /// Whether the cell shows a reorder control while editing (UITableViewCell.h:150,
    /// default NO; see UITableView+Editing.swift for when it really shows).
    open var showsReorderControl: Bool = false {
        didSet { setNeedsLayout() }
    }
    /// Whether the content moves aside for the editing control (UITableViewCell.h:151,
    /// default YES).
    open var shouldIndentWhileEditing: Bool = true {
        didSet { setNeedsLayout() }
    }
    /// The standard accessory while editing (UITableViewCell.h:155, `.none` by default).
    open var editingAccessoryType: UITableViewCell.AccessoryType = .none {
        didSet { setNeedsLayout() }
    }
    /// The accessory view while editing; when set, ``editingAccessoryType`` is ignored
    /// (UITableViewCell.h:156).
    open var editingAccessoryView: UIView? {
        didSet { setNeedsLayout() }
    }
    /// Whether the table shows this row's reorder control now. *Model internals.*
    var modelShowsReorderControlNow = false {
        didSet { setNeedsLayout() }
    }
    /// The table showing the cell (UIKit makes cells subviews of their table; the model's
    /// engine does not, and records the table here when it dequeues the cell). *Model
    /// internals.*
    weak var modelTableView: UITableView?
    private var storedReuseIdentifier: String?

    /// Creates a cell 320 × 44 points, as UIKit does.
    public required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        storedContentView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(storedContentView)
    }

    /// A cell of the default style with no identifier, with `frame` (UIKit's
    /// `initWithFrame:`).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cell of the default style with no identifier.
    public convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// The identifier the cell was created or dequeued with.
    open var reuseIdentifier: String? {
        storedReuseIdentifier
    }

    /// Called before the table hands the cell out again.
    open func prepareForReuse() {}

    /// Shows or hides the editing controls (UITableViewCell.h:163). Model: never animated.
    open func setEditing(_ editing: Bool, animated: Bool) {
        isEditing = editing
    }

    /// The part of the table's safe area the cell lies under (UIView.h:289, as documented:
    /// see UIView+SafeArea.swift; the model's cells are not subviews of their table, so the
    /// overlap is taken with the table recorded at dequeue).
    open override var safeAreaInsets: UIEdgeInsets {
        guard let table = modelTableView else { return super.safeAreaInsets }
        return UIView.modelOverlap(of: table.safeAreaInsets, in: table.bounds, frame: frame)
    }

    /// The content view fills the cell but for the left and right safe area when the table
    /// `insetsContentViewsToSafeArea` (UITableView.h:474) and the room the accessory takes
    /// at the trailing edge (see UITableViewCell+Accessory.swift), and, in an `.insetGrouped`
    /// table or in editing mode, what the margins and editing controls take (see
    /// UITableView+Editing.swift). Model: left-to-right layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = modelContentFrame()
    }

    func setReuseIdentifier(_ identifier: String) {
        storedReuseIdentifier = identifier
    }
}

/// A table section's header or footer view.
@MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The view subclasses add their content to; it fills the view. (A get-only `open var`,
    /// as UIKit declares it.)
    open var contentView: UIView {
        storedContentView
    }
    private let storedContentView: UIView
    private var storedReuseIdentifier: String?
    /// The table showing the view, recorded at dequeue (see ``UITableViewCell``'s). *Model
    /// internals.*
    weak var modelTableView: UITableView?

    /// Creates a view. (Model: `required`, see ``UITableViewCell``.)
    public required init(reuseIdentifier: String?) {
        storedContentView = UIView(frame: .zero)
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(storedContentView)
    }

    /// A view with no identifier, with `frame` (UIKit's `initWithFrame:`). `init()` is
    /// inherited from `UIView`.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The identifier the view was created or dequeued with.
    open var reuseIdentifier: String? {
        storedReuseIdentifier
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    /// The part of the table's safe area the view lies under (as for cells).
    open override var safeAreaInsets: UIEdgeInsets {
        guard let table = modelTableView else { return super.safeAreaInsets }
        return UIView.modelOverlap(of: table.safeAreaInsets, in: table.bounds, frame: frame)
    }

    /// The content view fills the view but for the leading and trailing safe area when the
    /// table `insetsContentViewsToSafeArea` (UITableView.h:474; Apple's documentation of the
    /// property: the table "adjusts the insets of the content view within each of its cells,
    /// headers, and footers on the leading and trailing sides",
    /// https://developer.apple.com/documentation/uikit/uitableview/insetscontentviewstosafearea).
    /// Model: left-to-right layout.
    open override func layoutSubviews() {
        super.layoutSubviews()
        var frame = bounds
        if let table = modelTableView, table.insetsContentViewsToSafeArea {
            let insets = safeAreaInsets
            frame.origin.x += insets.left
            frame.size.width = max(0, frame.width - insets.left - insets.right)
        }
        contentView.frame = frame
    }

    func setReuseIdentifier(_ identifier: String) {
        storedReuseIdentifier = identifier
    }
}
