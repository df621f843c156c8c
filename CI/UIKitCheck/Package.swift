// swift-tools-version: 6.2
import PackageDescription

// Type-checks TabulaUIKit on Linux and runs its adapters against a model of UIKit.
//
// - `UIKit`: a module named UIKit that declares exactly the UIKit API TabulaUIKit uses, with
//   UIKit's signatures and `@MainActor` isolation. It imports no Tabula module: its table and
//   collection views keep their own counts, cells, reuse queues and frames, and judge every
//   batch with their own oracle of UIKit's batch-update rules (BatchUpdateOracle), so a
//   mistake in Tabula's rules cannot hide.
// - `TabulaUIKitCheck`: TabulaUIKit's sources (Sources/TabulaUIKitCheck is a symlink to
//   ../../../Sources/TabulaUIKit: SwiftPM refuses a target path outside the package). Each of
//   them is under `#if os(iOS) || TABULA_UIKIT_MODEL`. `os(iOS)` (Mac Catalyst included) keeps
//   them to the platforms they are checked on; `canImport(UIKit)` would also let them into
//   tvOS (no UISwitch, no swipe actions: UISwitch.h:22, UITableView.h:192), watchOS (no
//   UITableView: UITableView.h:346) and visionOS (no SDK here to check). `os(iOS)` is false
//   on Linux, so this target defines TABULA_UIKIT_MODEL to compile them against the model.
// - `UIKitCheckTestSupport`: the root package's test support (SplitMix64), which is not a
//   product there, by the same kind of symlink (to ../../../Sources/TabulaTestSupport).
// Both adapter test targets: the sources say `import TabulaUIKit` and `import TabulaTestSupport`,
// as on iOS; module aliases map them to this package's names. Swift Testing ships a
// cross-import overlay for the real UIKit (_Testing_UIKit); importing Testing next to this
// model would look for it and fail.
let modelTestDependencies: [Target.Dependency] = [
    "UIKit", "TabulaUIKitCheck", .product(name: "Tabula", package: "Tabula"),
    .product(name: "TabulaHeadless", package: "Tabula"), "UIKitCheckTestSupport",
]
let modelTestSettings: [SwiftSetting] = [
    .define("TABULA_UIKIT_MODEL"),
    .unsafeFlags([
        "-Xfrontend", "-disable-cross-import-overlays",
        "-module-alias", "TabulaUIKit=TabulaUIKitCheck", "-module-alias", "TabulaTestSupport=UIKitCheckTestSupport",
    ]),
]

let package = Package(
    name: "UIKitCheck",
    platforms: [.macOS(.v12)],
    // For Benchmarks/ (issue 36's main-thread benchmark on the model, release build): the
    // model and TabulaUIKit compiled against it.
    products: [.library(name: "UIKitModel", targets: ["UIKit", "TabulaUIKitCheck"])],
    dependencies: [
        .package(name: "Tabula", path: "../.."),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        .target(
            name: "UIKit",
            // No Tabula module: the model must not judge Tabula with Tabula's own code.
            path: "Sources/UIKit",
            // Library evolution makes the model's enums non-frozen, as UIKit's NS_ENUMs are
            // to Swift: a `switch` over one needs `@unknown default`, or it does not compile
            // (Swift 6), on iOS and here alike. Its one cost is a warning on every import of a
            // module built without it (Foundation), which run.sh filters.
            swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]),
        .target(
            name: "TabulaUIKitCheck",
            dependencies: [
                "UIKit", .product(name: "Tabula", package: "Tabula"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/TabulaUIKitCheck",
            swiftSettings: [.define("TABULA_UIKIT_MODEL")]),
        .target(name: "UIKitCheckTestSupport", path: "Sources/UIKitCheckTestSupport"),
        // The iOS showcase's UIKit screens (Examples/TabulaShowcase) and the demo data they
        // show, by the same kind of symlink. The screens import TabulaUIKit and the data
        // imports TabulaTestSupport, which are TabulaUIKitCheck and UIKitCheckTestSupport here:
        // module aliases map the names, so the app's sources compile unchanged.
        .target(
            name: "TabulaDemoData",
            dependencies: ["UIKitCheckTestSupport", .product(name: "Tabula", package: "Tabula")],
            path: "Sources/TabulaDemoData",
            swiftSettings: [.unsafeFlags(["-module-alias", "TabulaTestSupport=UIKitCheckTestSupport"])]),
        .target(
            name: "ShowcaseScreens",
            dependencies: ["UIKit", "TabulaUIKitCheck", "TabulaDemoData", .product(name: "Tabula", package: "Tabula")],
            path: "Sources/ShowcaseScreens",
            swiftSettings: [.unsafeFlags(["-module-alias", "TabulaUIKit=TabulaUIKitCheck"])]),
        // Each showcase screen loaded, scrolled, updated live and rotated on the model.
        .testTarget(
            name: "ShowcaseScreensTests",
            dependencies: [
                "UIKit", "ShowcaseScreens", "TabulaDemoData", "TabulaUIKitCheck",
                .product(name: "Tabula", package: "Tabula"),
            ],
            path: "Tests/ShowcaseScreensTests",
            swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
        // The adapter tests that use only UIKit's own API: the root package's
        // Tests/TabulaUIKitTests (symlinked), which an iPhone simulator runs as they are, run
        // here on the model. Their Support/ folder is the one place that differs
        // (UIKitRaises), and the model-only tests below share it (their Shared/ symlink).
        .testTarget(
            name: "UIKitTestsOnModel",
            dependencies: modelTestDependencies,
            path: "Tests/TabulaUIKitTests",
            swiftSettings: modelTestSettings),
        // The tests that need the model's own hooks: simulated touches, drags, held
        // animations, call counters, appearance transitions, the model's oracle.
        .testTarget(
            name: "TabulaUIKitCheckTests",
            dependencies: modelTestDependencies,
            path: "Tests/TabulaUIKitCheckTests",
            swiftSettings: modelTestSettings),
    ],
    swiftLanguageModes: [.v6]
)
