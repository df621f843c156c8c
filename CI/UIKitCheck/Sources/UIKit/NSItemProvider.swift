import Foundation

// Foundation's NSItemProvider, as far as drag and drop needs it. swift-corelibs-foundation has
// none, so the model declares it here (on Apple platforms `import UIKit` brings Foundation's).
// Source: Foundation.framework/Headers/NSItemProvider.h (iOS 26.2 SDK):
// - line 83: `- (instancetype)init NS_DESIGNATED_INITIALIZER;` (an empty provider);
// - line 105: `registeredTypeIdentifiers`, read-only;
// - line 132: `suggestedName`, read-write (iOS 11).
// Not modelled: registering and loading representations (the adapters never load data; an
// app's drop hook does, and the tests' hooks read `suggestedName`).

/// A promise of data for a drag, a drop or a share (NSItemProvider.h).
open class NSItemProvider: NSObject {
    /// An empty provider (NSItemProvider.h:83).
    public override init() {
        super.init()
    }

    /// The type identifiers the provider can load, in the order they were registered
    /// (NSItemProvider.h:105). Model: set only by the model's own initializer below.
    public private(set) var registeredTypeIdentifiers: [String] = []

    /// A name for the data, for a receiver that saves it to a file (NSItemProvider.h:132).
    open var suggestedName: String?

    /// *Model only: not UIKit API.* A provider of data of `typeIdentifiers`, named `name`
    /// (what another app's drag brings).
    public convenience init(modelTypeIdentifiers typeIdentifiers: [String], suggestedName name: String?) {
        self.init()
        registeredTypeIdentifiers = typeIdentifiers
        suggestedName = name
    }
}
