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

/// Pairs ``UIKitFonted`` models with ``UIKitFontedConfigurable`` cells.
package enum UIKitFontedCapability: StaticCapability {
    /// The applier when `model` is ``UIKitFonted`` and `cell` is ``UIKitFontedConfigurable``.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any UIKitFonted.Type, let cellType = cell as? any UIKitFontedConfigurable.Type
        else { return nil }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: UIKitFonted, C: UIKitFontedConfigurable>(_: M.Type, _: C.Type)
        -> StaticCapabilityApplier<Model>?
    {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
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

/// Pairs ``UIKitImaged`` models with ``UIKitImagedConfigurable`` cells.
package enum UIKitImagedCapability: StaticCapability {
    /// The applier when `model` is ``UIKitImaged`` and `cell` is ``UIKitImagedConfigurable``.
    package static func applier<Model>(model: Model.Type, cell: any StaticCell.Type) -> StaticCapabilityApplier<Model>?
    {
        guard let modelType = model as? any UIKitImaged.Type, let cellType = cell as? any UIKitImagedConfigurable.Type
        else { return nil }
        return pair(modelType, cellType)
    }

    private static func pair<Model, M: UIKitImaged, C: UIKitImagedConfigurable>(_: M.Type, _: C.Type)
        -> StaticCapabilityApplier<Model>?
    {
        .pairing(M.self, C.self) { model, cell in cell.configure(by: model) }
    }
}

/// The capabilities of a static table on UIKit: the standard ones, then the UIKit font and
/// image (which override the platform-free font and image a cell may also take).
///
/// ```swift
/// var capabilities: [any StaticCapability.Type] { UIKitCapabilities.all }
/// ```
public enum UIKitCapabilities {
    /// ``/Tabula/StandardCapabilities/all``, then ``fonted`` and ``imaged``.
    public static var all: [any StaticCapability.Type] {
        StandardCapabilities.all + [fonted, imaged]
    }

    /// Fills a ``UIKitFontedConfigurable`` cell from a ``UIKitFonted`` model.
    public static var fonted: any StaticCapability.Type { UIKitFontedCapability.self }
    /// Fills a ``UIKitImagedConfigurable`` cell from a ``UIKitImaged`` model.
    public static var imaged: any StaticCapability.Type { UIKitImagedCapability.self }
}
#endif
