// UIKit re-exports Foundation: `import UIKit` alone gives CGRect, IndexPath, NSObject.
@_exported import Foundation
