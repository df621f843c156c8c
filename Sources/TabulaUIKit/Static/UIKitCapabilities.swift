#if os(iOS) || TABULA_UIKIT_MODEL
import Foundation
import Tabula
import UIKit

/// A row model with a UIKit font. A model that is also ``/Tabula/Fonted`` gets one from its
/// text style (the font ``UIKitTextMeasurer`` measures with).
public protocol UIKitFonted {
    /// The font; `nil` keeps the cell's own.
    var uiFont: UIFont? { get }
}

extension UIKitFonted where Self: Fonted {
    /// The system font of ``/Tabula/Fonted/font``'s style, scaled for the category the lists
    /// show (``UIKitTextScaling/followingLists``).
    public var uiFont: UIFont? {
        font.map(UIKitTextMeasurer.font(for:))
    }
}

/// A cell that shows text in a UIKit font: filled from any model that is ``UIKitFonted``.
@MainActor
public protocol UIKitFontedConfigurable: AnyObject {
    /// Shows the font of `model`.
    func configure(by model: any UIKitFonted)
}

/// A row model with a UIKit image. A model that is also ``/Tabula/Imaged`` gets one loaded
/// by its image name (`UIImage(named:)`).
public protocol UIKitImaged {
    /// The image; `nil` shows none.
    var uiImage: UIImage? { get }
}

extension UIKitImaged where Self: Imaged {
    /// The image named ``/Tabula/Imaged/imageName`` in the main bundle.
    public var uiImage: UIImage? {
        imageName.flatMap { UIImage(named: $0) }
    }
}

/// A cell that shows a UIKit image: filled from any model that is ``UIKitImaged``.
@MainActor
public protocol UIKitImagedConfigurable: AnyObject {
    /// Shows the image of `model`.
    func configure(by model: any UIKitImaged)
}

/// The capabilities of a static table on UIKit: the standard ones, then the UIKit font and
/// image (which override the platform-free font and image a cell may also take).
///
/// ```swift
/// var capabilities: [StaticCapability] { UIKitCapabilities.all }
/// ```
public enum UIKitCapabilities {
    /// ``/Tabula/StandardCapabilities/all``, then ``fonted`` and ``imaged``.
    public static var all: [StaticCapability] {
        StandardCapabilities.all + [fonted, imaged]
    }

    /// Fills a ``UIKitFontedConfigurable`` cell from a ``UIKitFonted`` model.
    public static let fonted = StaticCapability(name: "UIKit font") {
        (m: any UIKitFonted, c: any UIKitFontedConfigurable) in c.configure(by: m)
    }
    /// Fills a ``UIKitImagedConfigurable`` cell from a ``UIKitImaged`` model.
    public static let imaged = StaticCapability(name: "UIKit image") {
        (m: any UIKitImaged, c: any UIKitImagedConfigurable) in c.configure(by: m)
    }
}
#endif
