#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// A `UIView` is what an MFS view's frame functions place: the MFS driver mirrors it right
/// to left.
extension UIView: MFSFramedView {}

extension ListLayoutDirection {
    /// The direction UIKit reports (a view's `effectiveUserInterfaceLayoutDirection`).
    public init(_ direction: UIUserInterfaceLayoutDirection) {
        self = direction == .rightToLeft ? .rightToLeft : .leftToRight
    }
}
#endif
