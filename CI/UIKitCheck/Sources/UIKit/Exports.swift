// UIKit re-exports Foundation: `import UIKit` alone gives CGRect, IndexPath, NSObject.
@_exported import Foundation

// How the model follows the declarations of Apple's UIKit (checked against the iOS 26.2 SDK):
//
// - Methods that return a value are `@discardableResult`: Objective-C methods import so.
// - Enums are not frozen, as NS_ENUMs are not: the module is built with library evolution
//   (CI/UIKitCheck/Package.swift), so a `switch` over one needs `@unknown default`.
// - Types UIKit marks non-Sendable (NSParagraphStyle, NSStringDrawingContext) have an
//   unavailable `Sendable` conformance; main-actor classes are Sendable as in UIKit.
// - Properties UIKit declares get-only are get-only `open var`s, so subclasses can override.
//
// Where the model is knowingly stricter than UIKit:
//
// - The reusable views' initializers the model creates them with from a registered class
//   (`UITableViewCell.init(style:reuseIdentifier:)`,
//   `UITableViewHeaderFooterView.init(reuseIdentifier:)`, `UICollectionReusableView` and
//   `UICollectionViewCell` `init(frame:)`) are `required`: UIKit calls them through the
//   Objective-C runtime, Swift needs `required` to call them on a metatype. A subclass that
//   adds a designated initializer must provide them here, not on iOS.
// - `UICollectionView.elementKindSectionHeader`/`Footer` read off the main actor are an
//   error here, a warning on iOS (`@preconcurrency` import).
