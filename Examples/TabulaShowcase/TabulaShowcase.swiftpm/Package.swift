// swift-tools-version: 6.2
// 6.2 (Xcode 26), as Tabula itself needs.
import Foundation
import PackageDescription

#if canImport(AppleProductTypes)
import AppleProductTypes
#endif

// Tabula's showcase: an iOS app package (Swift Playgrounds' app format, opened by Xcode as it
// is). Examples/TabulaShowcase/README.md says why this format and what each screen shows.
//
// - `AppModule`: the SwiftUI app entry, the home list, the SwiftUI screen, and the
//   `CADisplayLink` behind the frame meter (type-checked against the iOS SDK only).
// - `ShowcaseScreens`: the UIKit screens (also driven on Tabula's UIKit model, CI/UIKitCheck).
// - `TabulaDemoData`, `TabulaTestSupport`: the terminal demo's data and seeded generator, by
//   symbolic link to the repository's own sources (they are not Tabula products, and SwiftPM
//   refuses a target path outside the package).

// Tabula is the repository this folder is in; SwiftPM names a package by its folder, so the
// name comes from the path (a clone into "tabula-main" works too).
let tabulaRoot = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let tabula = tabulaRoot.lastPathComponent

let appDependencies: [Target.Dependency] = [
    "ShowcaseScreens", .product(name: "Tabula", package: tabula),
    .product(name: "TabulaUIKit", package: tabula), .product(name: "TabulaSwiftUI", package: tabula),
]

#if canImport(AppleProductTypes)
let products: [Product] = [
    .iOSApplication(
        name: "Tabula Showcase",
        targets: ["AppModule"],
        bundleIdentifier: "dev.tabula.showcase",
        teamIdentifier: "",
        displayVersion: "1.0",
        bundleVersion: "1",
        appIcon: .placeholder(icon: .barChart),
        accentColor: .presetColor(.indigo),
        supportedDeviceFamilies: [.pad, .phone],
        supportedInterfaceOrientations: [
            .portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown(.when(deviceFamilies: [.pad])),
        ],
        // CADisableMinimumFrameDurationOnPhone: without it a CADisplayLink on a ProMotion
        // iPhone runs at 60 Hz at most, and the frame meter could not read 120 Hz frames.
        additionalInfoPlistContentFilePath: "AdditionalInfo.plist"
    )
]
let appTarget: Target = .executableTarget(name: "AppModule", dependencies: appDependencies, path: "Sources/App")
#else
// Elsewhere (Linux CI): no app product; every app and screen file is under
// `#if canImport(UIKit)`, so this builds the shared data and proves the manifest and links.
let products: [Product] = []
let appTarget: Target = .target(name: "AppModule", dependencies: appDependencies, path: "Sources/App")
#endif

let package = Package(
    name: "TabulaShowcase",
    platforms: [.iOS("16.0")],
    products: products,
    dependencies: [.package(path: tabulaRoot.path)],
    targets: [
        appTarget,
        .target(
            name: "ShowcaseScreens",
            dependencies: [
                "TabulaDemoData", .product(name: "Tabula", package: tabula),
                .product(name: "TabulaUIKit", package: tabula),
            ]),
        .target(
            name: "TabulaDemoData", dependencies: ["TabulaTestSupport", .product(name: "Tabula", package: tabula)]),
        .target(name: "TabulaTestSupport"),
    ],
    swiftLanguageModes: [.v6]
)
