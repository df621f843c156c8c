#if os(iOS) || TABULA_UIKIT_MODEL
import Tabula
import UIKit

// UIKit's reusable views already have `reuseIdentifier: String?`: the conformances are empty.

extension UITableViewCell: ListReusableView {}

extension UITableViewHeaderFooterView: ListReusableView {}

extension UICollectionReusableView: ListReusableView {}
#endif
