import Foundation
@_spi(Testing) import Tabula
import TabulaTestSupport
@_spi(Testing) import TabulaUIKit
import Testing
import UIKit

/// Issue 36, item 3: a seeded model-based suite that drives both UIKit adapters on the UIKit
/// model. Each seed draws a sequence of steps, in random order: storage writes from several
/// tasks at once (append, insert, remove, move, replace), the user's drags and drops, taps
/// and the app's selection by identity, width changes, safe-area changes, text size changes,
/// scrolling, and writes whose batch animation is held while another step happens. After
/// every step, once the adapter is idle, the screen is checked against a reference kept apart
/// from Tabula (``ModelSuiteReference``): the rows the view shows are the storage's in order,
/// exactly the selected identities still present are selected, every visible cell shows its
/// item at its layout frame and the catalog's height for the current width and text size, no
/// two cells overlap, and UIKit raised nothing (the model judges every batch by its own rules,
/// BatchUpdateOracle.swift).
///
/// Seeds: the default list runs in CI. More: `TABULA_SEEDS=N` adds N seeds (from
/// `TABULA_SEED_BASE`, default 1), `TABULA_SEED=x` runs seed x alone, `TABULA_STEPS=n` sets
/// the steps a seed (default 60). A failure names the adapter, the seed, the step, and prints
/// the steps that ran with what each resolved to. The writes' tasks race, as an app's do, so a
/// replay repeats the steps, not always the order in which a step's tasks committed.
@Suite("Model-based suite: the UIKit adapters on the UIKit model", .serialized)
@MainActor
struct ModelBasedAdapterSuite {
    nonisolated static let defaultSeeds: [UInt64] = [
        36, 3_603, 360_036, 7, 11, 26, 42, 101, 2_026, 9_001, 31_337, 65_537,
    ]

    nonisolated static var seeds: [UInt64] {
        let environment = ProcessInfo.processInfo.environment
        if let one = environment["TABULA_SEED"].flatMap(UInt64.init) { return [one] }
        guard let count = environment["TABULA_SEEDS"].flatMap(Int.init), count > 0 else { return defaultSeeds }
        let base = environment["TABULA_SEED_BASE"].flatMap(UInt64.init) ?? 1
        return defaultSeeds + (0..<UInt64(count)).map { base + $0 }
    }

    nonisolated static var stepsPerSeed: Int {
        ProcessInfo.processInfo.environment["TABULA_STEPS"].flatMap(Int.init) ?? 60
    }

    @Test(arguments: seeds)
    func tableAdapter(seed: UInt64) async {
        await Self.run(seed: seed) { sections in await ModelSuiteTable(sections: sections) }
    }

    @Test(arguments: seeds)
    func collectionAdapter(seed: UInt64) async {
        await Self.run(seed: seed) { sections in await ModelSuiteCollection(sections: sections) }
    }

    /// The initial section sizes and the steps of `seed`.
    static func draw(seed: UInt64, steps count: Int) -> (counts: [Int], steps: [ModelSuiteStep]) {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...12, using: &rng) }
        _ = ModelSuiteTable.sections(counts, nextID: &nextID)
        var generator = ModelSuiteGenerator(rng: rng, nextID: nextID)
        return (counts, (0..<count).map { _ in generator.step() })
    }

    /// Runs `steps` on a list of `counts` items a section that `make` builds, checking after
    /// each; returns the runner and the first step that failed with its problems.
    static func execute(
        counts: [Int], steps: [ModelSuiteStep], make: ([ListSection<String, Contact>]) async -> any ModelSuiteList
    ) async -> (runner: ModelSuiteRunner, failure: (step: Int, problems: [String])?) {
        var nextID = 0
        let list = await make(ModelSuiteTable.sections(counts, nextID: &nextID))
        let runner = ModelSuiteRunner(list: list)
        UIKitModel.exceptionHandler = { [weak runner] in runner?.raised.append("UIKit would raise \($0)") }
        defer { UIKitModel.exceptionHandler = { Issue.record("UIKit would raise \($0)") } }
        var failure: (step: Int, problems: [String])?
        let atFirstLoad = runner.problems()
        if !atFirstLoad.isEmpty { failure = (-1, atFirstLoad) }
        for (index, step) in steps.enumerated() where failure == nil {
            runner.log.append("\(index): \(step)")
            var problems = await runner.run(step)
            problems += runner.problems()
            if !problems.isEmpty { failure = (index, problems) }
        }
        if steps.contains(where: { if case .textSize = $0 { true } else { false } }) {
            list.window.modelSetPreferredContentSizeCategory(nil)
            makeAListAtLarge()
        }
        _ = await list.settle()
        return (runner, failure)
    }

    /// Draws the seed's steps, runs them on the list `make` builds, and records a failure
    /// with the seed and the steps that ran.
    static func run(
        seed: UInt64, steps count: Int = stepsPerSeed,
        make: ([ListSection<String, Contact>]) async -> any ModelSuiteList
    ) async {
        let (counts, steps) = draw(seed: seed, steps: count)
        let (runner, failure) = await execute(counts: counts, steps: steps, make: make)
        let kind = runner.list.kind
        if let failure {
            Issue.record(
                """
                \(kind) adapter, seed \(seed) (TABULA_SEED=\(seed)), step \(failure.step) of \(count): \
                \(failure.problems.prefix(6).joined(separator: "; "))
                initial sections \(counts); steps run:
                \(runner.log.joined(separator: "\n"))
                """)
        }
    }
}

/// Narrows a failing seed to the fewest steps that still fail: each step is left out in
/// turn, and kept out when the run still fails at a later or equal step with a problem of the
/// same kind. A tool for whoever replays a failure, off by default:
/// `TABULA_SHRINK=<seed> TABULA_SHRINK_ADAPTER=table|collection swift test --skip-build --filter ModelBasedSuiteShrinker`.
/// It prints the steps left.
@Suite(
    "Model-based suite: shrink a failing seed", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["TABULA_SHRINK"] != nil))
@MainActor
struct ModelBasedSuiteShrinker {
    @Test func shrink() async throws {
        let environment = ProcessInfo.processInfo.environment
        let seed = try #require(environment["TABULA_SHRINK"].flatMap(UInt64.init))
        let table = environment["TABULA_SHRINK_ADAPTER"] != "collection"
        let make: ([ListSection<String, Contact>]) async -> any ModelSuiteList = { sections in
            table ? await ModelSuiteTable(sections: sections) : await ModelSuiteCollection(sections: sections)
        }
        let (counts, drawn) = ModelBasedAdapterSuite.draw(seed: seed, steps: ModelBasedAdapterSuite.stepsPerSeed)
        let (_, first) = await ModelBasedAdapterSuite.execute(counts: counts, steps: drawn, make: make)
        let failure = try #require(first, "seed \(seed) does not fail")
        // The problem's kind: its words before the first number.
        let kind = String(failure.problems[0].prefix { !$0.isNumber })
        var steps = Array(drawn.prefix(failure.step + 1))
        var index = steps.count - 2
        while index >= 0 {
            var candidate = steps
            candidate.remove(at: index)
            var fails = false
            // A racy failure must show in one of three tries.
            for _ in 0..<3 where !fails {
                let (_, again) = await ModelBasedAdapterSuite.execute(counts: counts, steps: candidate, make: make)
                fails = again?.problems.contains { $0.hasPrefix(kind) } ?? false
            }
            if fails { steps = candidate }
            index -= 1
        }
        let (runner, last) = await ModelBasedAdapterSuite.execute(counts: counts, steps: steps, make: make)
        print(
            "shrunk seed \(seed): initial sections \(counts), \(steps.count) steps:\n\(runner.log.joined(separator: "\n"))\nproblems: \(last?.problems ?? [])"
        )
    }
}
