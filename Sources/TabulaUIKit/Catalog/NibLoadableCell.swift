#if os(iOS) || TABULA_UIKIT_MODEL
import UIKit

/// A cell class whose cells come from a nib: wherever Tabula registers the class on first
/// use (static tables, widget lists, any UIKit list host), the nib is registered instead.
///
/// ```swift
/// final class TextTableViewCell: UITableViewCell, NibLoadableCell, StaticCell, TitledConfigurable {
///     @IBOutlet var label: UILabel!
///     static var nib: UINib { UINib(nibName: "TextTableViewCell", bundle: nil) }
///     func configure(by model: any Titled) { label.text = model.title }
/// }
/// ```
@MainActor
public protocol NibLoadableCell: AnyObject {
    /// The nib whose top-level object is a cell of this class.
    static var nib: UINib { get }
}
#endif
