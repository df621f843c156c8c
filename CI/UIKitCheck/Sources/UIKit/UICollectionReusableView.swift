import Foundation

/// A collection view's reusable view: the base of cells, headers and footers.
///
/// Model: `init(frame:)` is `required` so the model collection view can create a
/// registered class from its metatype, as UIKit does through the Objective-C runtime.
@MainActor
open class UICollectionReusableView: UIView {
    private var storedReuseIdentifier: String?

    /// Creates a view with `frame`.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The identifier the view was dequeued with.
    open var reuseIdentifier: String? {
        storedReuseIdentifier
    }

    /// Called before the collection view hands the view out again.
    open func prepareForReuse() {}

    /// The attributes the view wants, given the ones its layout offers
    /// (UICollectionViewCell.h:57): a self-sizing layout asks it of each cell it displays
    /// and may take the answer (UICollectionViewLayout.h:131-132). UIKit's default fits
    /// the view with Auto Layout; the model's returns the offered attributes unchanged
    /// (its cells do not self-size by constraints): subclasses override it.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes
    {
        layoutAttributes
    }

    func setReuseIdentifier(_ identifier: String) {
        storedReuseIdentifier = identifier
    }
}

/// A collection view item's view.
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view subclasses add their content to; it fills the cell. (A get-only `open var`,
    /// as UIKit declares it.)
    open var contentView: UIView {
        storedContentView
    }
    private let storedContentView = UIView(frame: .zero)

    /// Creates a cell with `frame`.
    public required init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(storedContentView)
        storedContentView.frame = bounds
    }

    /// Decoding is not modelled: returns `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The content view fills the cell.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
    }
}
