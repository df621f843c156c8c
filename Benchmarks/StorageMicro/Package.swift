// swift-tools-version: 6.2
// Storage micro-benchmark: one storage mutation plus ListUpdater.apply per step, with a
// host that keeps only counts, so what is measured is the storage and the updater alone.
//
//   swift build -c release --package-path Benchmarks/StorageMicro
//   Benchmarks/StorageMicro/.build/release/StorageMicro <items> <replace|insert|delete|move> <mutations>
//   valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*measuredMutations*' \
//       Benchmarks/StorageMicro/.build/release/StorageMicro 1000000 insert 20
//
// TABULA_DIR builds it against another checkout of Tabula (for a before/after comparison).
import Foundation
import PackageDescription

let tabula = ProcessInfo.processInfo.environment["TABULA_DIR"] ?? "../.."
let package = Package(
    name: "StorageMicro",
    dependencies: [.package(name: "Tabula", path: tabula)],
    targets: [
        .executableTarget(
            name: "StorageMicro", dependencies: [.product(name: "Tabula", package: "Tabula"), "HeapStats"]),
        // glibc's mallinfo2(), for heap bytes per item (as in the main benchmark package).
        .target(name: "HeapStats"),
    ],
    swiftLanguageModes: [.v6]
)
