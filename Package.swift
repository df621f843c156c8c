// swift-tools-version: 6.2
// 6.2 (Xcode 26): the library uses `SendableMetatype`, which older compilers do not know.
import PackageDescription

let package = Package(
    name: "Tabula",
    // No tvOS: nothing was ever compiled for it (no AppleTVOS SDK is at hand to check), and
    // UISwitch, swipe actions and context menus, which the UIKit adapters use, do not exist there.
    // iOS 15 and macOS 12: the oldest deployment targets Xcode 27 accepts.
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "TabulaDiff", targets: ["TabulaDiff"]),
        .library(name: "Tabula", targets: ["Tabula"]),
        // For test targets and tools, not apps: the headless host (UIKit's batch rules enforced)
        // and the list engine it runs on.
        .library(name: "TabulaHeadless", targets: ["TabulaHeadless"]),
        .library(name: "TabulaTerminal", targets: ["TabulaTerminal"]),
        .library(name: "TabulaUIKit", targets: ["TabulaUIKit"]),
        .library(name: "TabulaSwiftUI", targets: ["TabulaSwiftUI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        // Documentation only (`swift package generate-documentation`); no target links it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The diff engine imports nothing, not even Foundation.
        .target(name: "TabulaDiff"),
        // `Tabula` is the one import: it re-exports the modules below it, which are split so the
        // compiler keeps their boundaries. The storage sees neither a batch nor a host; the batch
        // rules see no storage and no layout; the layout sees batches but no view or host.
        .target(name: "TabulaStorage", dependencies: ["TabulaDiff", .product(name: "Logging", package: "swift-log")]),
        .target(name: "TabulaBatches", dependencies: ["TabulaDiff"]),
        .target(name: "TabulaLayout", dependencies: ["TabulaBatches", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "Tabula",
            dependencies: [
                "TabulaDiff", "TabulaStorage", "TabulaBatches", "TabulaLayout",
                .product(name: "Logging", package: "swift-log"),
            ]),
        // What apps do not link. The list engine the headless and terminal hosts share (reuse
        // queues, visible cells, batches checked by UIKit's rules, scrolling and fling) is no
        // product: each host re-exports it. The headless host enforces UIKit's rules, for tests.
        .target(
            name: "TabulaListEngine",
            dependencies: ["Tabula", .product(name: "Logging", package: "swift-log")]),
        .target(
            name: "TabulaHeadless",
            dependencies: ["Tabula", "TabulaListEngine", .product(name: "Logging", package: "swift-log")]),
        // Test support, not a product: the seeded generator (SplitMix64) tests and the demo use.
        .target(name: "TabulaTestSupport"),
        // Diff tests check the diff's batches against UIKit's rules (Tabula's BatchUpdateRules).
        .testTarget(name: "TabulaDiffTests", dependencies: ["TabulaDiff", "Tabula", "TabulaTestSupport"]),
        .testTarget(name: "TabulaDiffCompatibilityTests", dependencies: ["TabulaDiff"]),
        .testTarget(
            name: "TabulaTests",
            dependencies: ["Tabula", "TabulaStorage", "TabulaHeadless", "TabulaTestSupport", .product(name: "Logging", package: "swift-log")]),
        // The terminal host: views, renderer, key input, termios (Glibc/Darwin).
        .target(
            name: "TabulaTerminal",
            dependencies: ["Tabula", "TabulaListEngine", .product(name: "Logging", package: "swift-log")]),
        .testTarget(name: "TabulaTerminalTests", dependencies: ["TabulaTerminal", "Tabula", "TabulaHeadless", "TabulaTestSupport"]),
        // The UIKit host: every file is under `#if os(iOS) || TABULA_UIKIT_MODEL`, so it
        // compiles for iOS and Mac Catalyst, where it is checked, and to nothing elsewhere (tvOS
        // lacks UISwitch and swipe actions, watchOS UITableView; visionOS is not checked);
        // CI/UIKitCheck defines TABULA_UIKIT_MODEL to type-check and test it on Linux against
        // a model of UIKit.
        .target(
            name: "TabulaUIKit",
            dependencies: ["Tabula", .product(name: "Logging", package: "swift-log")]),
        // Tabula inside SwiftUI, and SwiftUI views as cell content: a module of its own, so
        // UIKit-only apps do not link SwiftUI. Every file is under `#if os(iOS)` (Mac Catalyst
        // included): nothing on Linux, macOS or the other platforms; on iOS it is type-checked
        // against the SDK (SwiftUI cannot run where Tabula is tested).
        .target(name: "TabulaSwiftUI", dependencies: ["Tabula", "TabulaUIKit"]),
        // The UIKit adapter tests that use only UIKit's own API: an iPhone simulator runs them
        // (`xcodebuild test`, .github/workflows/apple.yml); CI compiles them against the iOS SDK
        // (Scripts/simulator-tests-typecheck.sh) and runs them on the UIKit model
        // (CI/UIKitCheck). Every file is under `#if os(iOS) || TABULA_UIKIT_MODEL`: empty here.
        .testTarget(
            name: "TabulaUIKitTests",
            dependencies: ["Tabula", "TabulaUIKit", "TabulaHeadless", "TabulaTestSupport"]),
        // The demo's data, shared by the terminal demo and the iOS showcase
        // (Examples/TabulaShowcase): view models, the seeded feed generator, and the showcase's
        // stress-screen maths (update schedule, frame meter). Platform-independent, no product:
        // the showcase compiles these sources itself.
        .target(name: "TabulaDemoData", dependencies: ["Tabula", "TabulaTestSupport"]),
        .testTarget(name: "TabulaDemoDataTests", dependencies: ["TabulaDemoData"]),
        // The runnable demo: the MFS feed in a terminal (`swift run tabula-demo`).
        .target(name: "TabulaDemoKit", dependencies: ["TabulaTerminal", "TabulaDemoData", "TabulaTestSupport"]),
        .executableTarget(name: "tabula-demo", dependencies: ["TabulaDemoKit"]),
        // The documentation's pictures, drawn from the real layout, updater and diff
        // (`swift run tabula-doc-pictures`); a test fails when a committed one is stale.
        .target(name: "TabulaDocPictures", dependencies: ["Tabula", "TabulaHeadless"]),
        .executableTarget(name: "tabula-doc-pictures", dependencies: ["TabulaDocPictures"]),
        .testTarget(name: "TabulaDocPicturesTests", dependencies: ["TabulaDocPictures"]),
        .testTarget(name: "TabulaDemoTests", dependencies: ["TabulaDemoKit", "TabulaTerminal", "Tabula", "TabulaHeadless", "TabulaTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
