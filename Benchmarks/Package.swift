// swift-tools-version: 6.2
// The diff benchmarks live in their own package so that the library and its CI never
// build ordo-one/benchmark. Run them with `./run.sh` or `swift package benchmark`.
import PackageDescription

let package = Package(
    name: "TabulaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "Tabula", path: ".."),
        // The UIKit model and TabulaUIKit compiled against it (issue 36's main-thread benchmark
        // on UIKit); only UIKitMainThreadBenchmark uses it.
        .package(name: "UIKitCheck", path: "../CI/UIKitCheck"),
        // 1.38.1 resolves only with the trait line on this toolchain (see NOTES-swift-linux).
        .package(
            url: "https://github.com/ordo-one/benchmark", exact: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "TabulaBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TabulaDiff", package: "Tabula"),
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaHeadless", package: "Tabula"),
                "HeapStats", "BenchmarkTestSupport", "StaticFillFixture",
            ],
            path: "Benchmarks/TabulaBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        // The root package's seeded generator (SplitMix64), not a product there: a symlink to
        // ../../Sources/TabulaTestSupport, as SwiftPM refuses a target path outside the package.
        .target(name: "BenchmarkTestSupport", path: "Benchmarks/BenchmarkTestSupport"),
        // glibc's mallinfo2(), for heap bytes per stored item (issue 4).
        .target(name: "HeapStats", path: "Benchmarks/HeapStats"),
        // Issue 15: one mutation at 1k to 1M items, timed and counted by callgrind; run
        // through scaling.py. Plain executable, no benchmark plugin (valgrind runs it).
        .executableTarget(
            name: "ScalingBenchmark",
            dependencies: [
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaHeadless", package: "Tabula"),
                "HeapStats", "CallgrindMarks", "BenchmarkTestSupport",
            ],
            path: "Benchmarks/ScalingBenchmark"),
        // Issue 26: heap bytes per item of a second measuring context, and a text size change
        // of 100k items (main-actor and off-main time). Plain executable.
        .executableTarget(
            name: "ContextBenchmark",
            dependencies: [
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaHeadless", package: "Tabula"),
                "HeapStats",
            ],
            path: "Benchmarks/ContextBenchmark"),
        // Issue 27: a fling with pinned headers and footers at 1k and 100k items, timed and
        // counted by callgrind (Performance.md). Plain executable.
        .executableTarget(
            name: "PinnedFlingBenchmark",
            dependencies: [
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaHeadless", package: "Tabula"),
                "CallgrindMarks",
            ],
            path: "Benchmarks/PinnedFlingBenchmark"),
        // Issue 40: the feed fling of the plugin's benchmark, counted by callgrind. Plain
        // executable; `Benchmarks/FeedScene` is linked into its directory and the plugin
        // target's, so both build the one scene.
        .executableTarget(
            name: "FeedFlingBenchmark",
            dependencies: [
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaHeadless", package: "Tabula"),
                "CallgrindMarks", "BenchmarkTestSupport",
            ],
            path: "Benchmarks/FeedFlingBenchmark"),
        // Issue 36: main-thread instructions of each user operation at 1k, 100k and 1M items, on
        // the headless host and on the UIKit model; run through main_thread.py. Plain
        // executables; MainThreadMarks holds what both share (operations, marks, contacts).
        .target(
            name: "MainThreadMarks",
            dependencies: [.product(name: "Tabula", package: "Tabula"), "CallgrindMarks"],
            path: "Benchmarks/MainThreadMarks"),
        .executableTarget(
            name: "MainThreadBenchmark",
            dependencies: [
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "TabulaHeadless", package: "Tabula"),
                "MainThreadMarks",
            ],
            path: "Benchmarks/MainThreadBenchmark"),
        .executableTarget(
            name: "UIKitMainThreadBenchmark",
            dependencies: [
                .product(name: "Tabula", package: "Tabula"),
                .product(name: "UIKitModel", package: "UIKitCheck"),
                "MainThreadMarks",
            ],
            path: "Benchmarks/UIKitMainThreadBenchmark"),
        // Issue 39: the static-table fill per 1,000 rows. The fixture is shared by the plugin's
        // benchmarks (wall clock) and a plain executable counted by callgrind (which cannot run
        // the plugin's runner).
        .target(
            name: "StaticFillFixture", dependencies: [.product(name: "Tabula", package: "Tabula")],
            path: "Benchmarks/StaticFillFixture"),
        .executableTarget(
            name: "StaticFillBenchmark", dependencies: ["StaticFillFixture", "CallgrindMarks"],
            path: "Benchmarks/StaticFillBenchmark"),
        // valgrind's callgrind client requests as C functions (no-ops outside valgrind).
        .target(name: "CallgrindMarks", path: "Benchmarks/CallgrindMarks"),
    ],
    swiftLanguageModes: [.v6]
)
