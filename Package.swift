// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Tabula",
    platforms: [.iOS(.v13), .macOS(.v10_15), .tvOS(.v13)],
    products: [
        .library(name: "TabulaDiff", targets: ["TabulaDiff"]),
        .library(name: "Tabula", targets: ["Tabula"]),
        .library(name: "TabulaTerminal", targets: ["TabulaTerminal"]),
        .library(name: "TabulaUIKit", targets: ["TabulaUIKit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // The diff engine imports nothing, not even Foundation.
        .target(name: "TabulaDiff"),
        .target(
            name: "Tabula",
            dependencies: ["TabulaDiff", .product(name: "Logging", package: "swift-log")]),
        // Diff tests use Tabula only for its seeded generator (SplitMix64).
        .testTarget(name: "TabulaDiffTests", dependencies: ["TabulaDiff", "Tabula"]),
        .testTarget(name: "TabulaTests", dependencies: ["Tabula"]),
        // The terminal host: views, renderer, key input, termios (Glibc/Darwin).
        .target(name: "TabulaTerminal", dependencies: ["Tabula"]),
        .testTarget(name: "TabulaTerminalTests", dependencies: ["TabulaTerminal", "Tabula"]),
        // The UIKit host: every file is under `#if canImport(UIKit)`, so on Linux it compiles
        // to nothing; CI/UIKitCheck type-checks and tests it against a model of UIKit.
        .target(
            name: "TabulaUIKit",
            dependencies: ["Tabula", .product(name: "Logging", package: "swift-log")]),
        // The runnable demo: the MFS feed in a terminal (`swift run tabula-demo`).
        .target(name: "TabulaDemoKit", dependencies: ["TabulaTerminal"]),
        .executableTarget(name: "tabula-demo", dependencies: ["TabulaDemoKit"]),
        .testTarget(name: "TabulaDemoTests", dependencies: ["TabulaDemoKit", "TabulaTerminal", "Tabula"]),
    ],
    swiftLanguageModes: [.v6]
)
