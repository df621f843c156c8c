#!/usr/bin/env bash
# Negative controls: proves every check of .ci/run and Scripts/ can fail. For each check it
# injects one fault into a scratch clone of the repository's HEAD (never the real tree),
# runs the check exactly as CI does, and prints
#   PASS <control>: the check exited non-zero and its output names the injected fault
#   FAIL <control>: the check passed, or failed for another reason than the fault
#   SKIP <control>: the check cannot run on this machine (the reason is printed)
# A check that failed for some other reason (a broken build, a missing tool) is a FAIL:
# only a failure that points at the fault proves the check looks at what it claims to.
# Two baselines (the clean clone builds without warnings and its documentation passes)
# show the clone itself is sound before faults go in.
#
# Slow (a fresh build, the fuzz build, UIKitCheck, the iOS SDK and ThreadSanitizer builds:
# 30-60 minutes on 2 shared cores), so not part of .ci/run.
# Usage: Scripts/negative-controls.sh   (KEEP=1 keeps the scratch clone and the logs;
#        SKIP_TSAN=1 leaves out the ThreadSanitizer control, the slowest build)
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
scratch="$(mktemp -d)"
if [ "${KEEP:-0}" = 1 ]; then
    trap 'echo "scratch kept: $scratch"' EXIT
else
    trap 'rm -rf "$scratch"' EXIT
fi
logs="$scratch/logs"
mkdir -p "$logs"

# A clone, as CI's is: committed files only, in a folder named neither `main` nor like the
# real checkout (the documentation check once depended on that name).
work="$scratch/tabula"
head="$(git -C "$repo" rev-parse HEAD)"
git clone --quiet "$repo" "$work"
git -C "$work" checkout --quiet --detach "$head"
if [ -n "$(git -C "$repo" status --porcelain --untracked-files=no)" ]; then
    echo "note: $repo has uncommitted changes; the controls check HEAD ($head) without them"
fi
echo "negative controls on $(git -C "$work" log -1 --format='%h %s' | cut -c1-100)"
echo "scratch clone: $work"
cd "$work"

failures=0
# restore: back to the clean clone (build folders are git-ignored, so they stay and later
# builds are incremental).
restore() { git checkout --quiet -- . && git clean -fdq; }

# control NAME PATTERN... -- COMMAND...: runs COMMAND and reports PASS when it exits non-zero
# and its output matches every PATTERN (extended regular expressions), then restores.
control() {
    local name="$1"; shift
    local patterns=()
    while [ "$1" != "--" ]; do patterns+=("$1"); shift; done
    shift
    local log="$logs/$name.log" status=0 pattern
    local start=$SECONDS
    "$@" >"$log" 2>&1 || status=$?
    local verdict=PASS reason=""
    if [ "$status" -eq 0 ]; then
        verdict=FAIL; reason="the check exited 0 with the fault in place"
    else
        for pattern in "${patterns[@]}"; do
            if ! grep -qE -- "$pattern" "$log"; then
                verdict=FAIL; reason="exited $status, but its output lacks /$pattern/ (failed for another reason?)"
                break
            fi
        done
    fi
    if [ "$verdict" = PASS ]; then
        echo "PASS $name: exited $status in $((SECONDS - start)) s; it said:"
        for pattern in "${patterns[@]}"; do
            grep -m1 -E -- "$pattern" "$log" | cut -c1-220 | sed "s|$work/||g; s/^/    /"
        done
    else
        failures=$((failures + 1))
        echo "FAIL $name: $reason; last lines of its log:"
        tail -n 15 "$log" | sed 's/^/    /'
    fi
    restore
}

# baseline NAME COMMAND...: the clean clone passes the check (else a control proves nothing).
baseline() {
    local name="$1"; shift
    local log="$logs/baseline-$name.log" start=$SECONDS
    if "$@" >"$log" 2>&1; then
        echo "baseline $name: passes on the clean clone ($((SECONDS - start)) s)"
    else
        failures=$((failures + 1))
        echo "BASELINE FAILED $name: the clean clone fails it; the controls after it prove little:"
        tail -n 15 "$log" | sed 's/^/    /'
    fi
}

# An unused value: the compiler's plainest warning.
unused_value='func negativeControlWarning() { let unused = 1 }'

# --- .ci/run: no code written twice in the modules an app links ----------------------------
if command -v duplicates >/dev/null 2>&1; then
    # A planted twin: a function written again, to the letter, in another app-linked module.
    sed -n '1,200p' Sources/TabulaLayout/ListLayout.swift > Sources/Tabula/NegativeControlTwin.swift
    control a-planted-twin 'written twice, not on the allow-list: .*NegativeControlTwin.swift' \
        'duplication check: 1 pair' -- Scripts/check-duplicates.sh
else
    echo "SKIP a-planted-twin: the duplicates command is not installed"
fi

# --- (a) .ci/run step 1: zero warnings in Sources/ and Tests/ ----------------------------
baseline build-warnings Scripts/check-build-warnings.sh
printf '// Negative control.\n%s\n' "$unused_value" > Sources/Tabula/NegativeControl.swift
control a-warning-in-Sources 'Sources/Tabula/NegativeControl.swift:[0-9]+:[0-9]+: warning:' \
    'error: the build has warnings' -- Scripts/check-build-warnings.sh
printf '// Negative control.\n%s\n' "$unused_value" > Tests/TabulaDiffTests/NegativeControl.swift
control a-warning-in-Tests 'Tests/TabulaDiffTests/NegativeControl.swift:[0-9]+:[0-9]+: warning:' \
    'error: the build has warnings' -- Scripts/check-build-warnings.sh

# --- .ci/run step 2: swift test, both test frameworks -------------------------------------
cat > Tests/TabulaDiffTests/NegativeControlXCTests.swift <<'EOF'
import XCTest
final class NegativeControlXCTests: XCTestCase {
    func testNegativeControl() { XCTFail("negative control: XCTest failure") }
}
EOF
control swift-test-XCTest 'negative control: XCTest failure' -- swift test --filter NegativeControlXCTests
cat > Tests/TabulaDiffTests/NegativeControlSwiftTesting.swift <<'EOF'
import Testing
@Test func negativeControlSwiftTesting() {
    let answer = 41
    #expect(answer == 42, "negative control: Swift Testing failure")
}
EOF
control swift-test-SwiftTesting 'negative control: Swift Testing failure' -- swift test --filter negativeControlSwiftTesting

# --- (b) .ci/run step 3: DocC and doc coverage (Scripts/build-docs.sh) --------------------
# The clone's folder is `tabula`: the symbol graphs must be found under that name.
baseline build-docs Scripts/build-docs.sh
grep -E 'documentation coverage: .*public symbols' "$logs/baseline-build-docs.log" | sed 's/^/    /' || true
# Move.source loses its doc comment (the `///` line right above it).
sed -i '/^    \/\/\/ The position in the state before the batch\.$/d' Sources/TabulaDiff/Move.swift
control b-undocumented-public-symbol 'TabulaDiff: Move\.source \(Instance Property\)' \
    'public symbols without documentation' -- Scripts/build-docs.sh
control b-missing-symbol-folder 'no such folder' -- \
    python3 Scripts/check-doc-coverage.py "$scratch/no-such-folder"
mkdir -p "$scratch/empty-symbols"
control b-empty-symbol-folder 'no \*\.symbols\.json' -- \
    python3 Scripts/check-doc-coverage.py "$scratch/empty-symbols"
control b-no-folder-given 'no symbol graph folder given' -- python3 Scripts/check-doc-coverage.py

# --- (c) .ci/run step: libFuzzer (Fuzz/run.sh) --------------------------------------------
# Fuzzing: a TabulaDiff mutant whose LIS leaves out its last member, so one element that could
# stay moves (a wasted move): the diff target's minimal-moves check must catch it.
sed -i 's/            members\[cursor\] = true/            members[cursor] = cursor != tails.last/' \
    Sources/TabulaDiff/LongestIncreasingSubsequence.swift
grep -q 'cursor != tails.last' Sources/TabulaDiff/LongestIncreasingSubsequence.swift
control c-fuzz-diff-wasted-move '==== Tabula fuzz check failed' 'error: fuzz target diff failed' -- \
    env TABULA_FUZZ_TARGETS=diff Fuzz/run.sh 30
# Replay: the fix of Fuzz/Crashes/storage-reload-items-and-sections-in-one-collection-batch
# undone (item and section reloads in one stage again): the committed input must fail.
python3 - <<'EOF'
import pathlib
path = pathlib.Path("Sources/TabulaStorage/ListTransaction.swift")
text = path.read_text()
fixed = """        if !elementUpdated.isEmpty { stages.append(Changeset(data: sections, elementUpdated: elementUpdated)) }
        if !sectionUpdated.isEmpty { stages.append(Changeset(data: sections, sectionUpdated: sectionUpdated)) }
"""
assert fixed in text, "the fix is not where this control expects it"
path.write_text(text.replace(fixed, """        if !elementUpdated.isEmpty || !sectionUpdated.isEmpty {
            stages.append(Changeset(data: sections, sectionUpdated: sectionUpdated, elementUpdated: elementUpdated))
        }
"""))
EOF
control c-fuzz-crash-replay 'a Fuzz/Crashes input for storage still fails' '==== Tabula fuzz check failed' -- \
    env TABULA_FUZZ_TARGETS=storage Fuzz/run.sh 0

# --- (d) .ci/run step: CI/UIKitCheck/run.sh -----------------------------------------------
printf '#if os(iOS) || TABULA_UIKIT_MODEL\nimport UIKit\n%s\n#endif\n' "$unused_value" > Sources/TabulaUIKit/NegativeControl.swift
control d-uikitcheck-adapter-warning '/NegativeControl\.swift:[0-9]+:[0-9]+: warning:' \
    'UIKitCheck: the build has warnings' -- CI/UIKitCheck/run.sh
printf '%s\n' "$unused_value" > CI/UIKitCheck/Sources/UIKit/NegativeControl.swift
control d-uikitcheck-model-warning 'UIKit/NegativeControl\.swift:[0-9]+:[0-9]+: warning:' \
    'UIKitCheck: the build has warnings' -- CI/UIKitCheck/run.sh
cat > CI/UIKitCheck/Tests/TabulaUIKitCheckTests/NegativeControlTests.swift <<'EOF'
import Testing
@Test func negativeControlUIKitCheck() {
    let answer = 41
    #expect(answer == 42, "negative control: UIKitCheck test failure")
}
EOF
control d-uikitcheck-failing-test 'negative control: UIKitCheck test failure' -- CI/UIKitCheck/run.sh

# --- (e) .ci/run step: the iOS SDK (only where an SDK and the shared script exist) ---------
sdk="${TABULA_IOS_SDK:-$HOME/.cache/ios-sdk/iPhoneOS26.2.sdk}"
typecheck="${TABULA_IOS_TYPECHECK:-}"
if [ -z "$typecheck" ]; then
    for candidate in "$repo/../shared/tools/ios-sdk/typecheck.sh" /work/shared/tools/ios-sdk/typecheck.sh; do
        if [ -x "$candidate" ]; then typecheck="$candidate"; break; fi
    done
fi
if [ ! -d "$sdk" ] || [ -z "$typecheck" ]; then
    for name in e-ios-typecheck-missing-api e-readme-swiftui-missing-api e-uikit-docs-undocumented-symbol e-simulator-tests-model-api; do
        echo "SKIP $name: no iOS SDK at $sdk or no typecheck.sh (set TABULA_IOS_SDK, TABULA_IOS_TYPECHECK)"
    done
else
    # Scratch WORK folders: the default ones under ~/.cache may be in use by another checkout.
    ios_work="$scratch/ios-typecheck"
    printf '#if os(iOS) || TABULA_UIKIT_MODEL\nimport UIKit\n@MainActor func negativeControl(_ table: UITableView) { table.negativeControlNoSuchMethod() }\n#endif\n' \
        > Sources/TabulaUIKit/NegativeControl.swift
    control e-ios-typecheck-missing-api "negativeControlNoSuchMethod" -- \
        env WORK="$ios_work" REPO="$work" TARGETS="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaListEngine TabulaHeadless TabulaUIKit TabulaSwiftUI" \
        "$typecheck" "$sdk" 15.0 26.2
    printf '#if os(iOS)\nimport SwiftUI\nstruct NegativeControlView: View {\n    var body: some View { Text("x").negativeControlNoSuchModifier() }\n}\n#endif\n' \
        > CI/ReadmeSwiftUI/ReadmeSwiftUI/NegativeControl.swift
    control e-readme-swiftui-missing-api "negativeControlNoSuchModifier" -- \
        env WORK="$scratch/ios-typecheck-readme" CI/ReadmeSwiftUI/typecheck.sh "$sdk" "$typecheck"
    # Scripts/build-uikit-docs.sh: TableViewAdapter.canDeleteItem loses its doc comment. It needs
    # the type-check's modules at 26.2 (same WORK) and build-docs.sh's archives (the baseline).
    sed -i '/^    \/\/\/ Whether the user may swipe an item away; `nil`: no deleting\.$/d' \
        Sources/TabulaUIKit/Adapters/TableViewAdapter.swift
    control e-uikit-docs-undocumented-symbol 'TabulaUIKit: TableViewAdapter\.canDeleteItem' \
        'public symbols without documentation' -- bash -c '
        WORK="$1" REPO="$2" TARGETS="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaListEngine TabulaHeadless TabulaUIKit TabulaSwiftUI" "$3" "$4" 26.2 &&
        WORK="$1" Scripts/build-uikit-docs.sh "$4"' _ "$ios_work" "$work" "$typecheck" "$sdk"
    # CI/SimulatorTests/typecheck.sh: a simulator test reaches a name only the UIKit model has.
    # The libraries are compiled again (the controls above leave broken modules), in their own folder.
    printf '#if os(iOS) || TABULA_UIKIT_MODEL\nimport UIKit\n@MainActor func negativeControl(_ table: UITableView) { table.modelSimulateTap(at: IndexPath(row: 0, section: 0)) }\n#endif\n' \
        > Tests/TabulaUIKitTests/NegativeControl.swift
    control e-simulator-tests-model-api "NegativeControl\.swift:[0-9]+:[0-9]+: error: .*modelSimulateTap" -- bash -c '
        WORK="$1" REPO="$2" TARGETS="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaListEngine TabulaHeadless TabulaUIKit" "$3" "$4" 15.0 26.2 &&
        LIBRARIES_WORK="$1" CI/SimulatorTests/typecheck.sh "$4"' _ "$scratch/ios-typecheck-simulator" "$work" "$typecheck" "$sdk"
fi

# --- (f) .ci/run step: tabula-demo in tmux (Tests/tmux-smoke.sh) --------------------------
sed -i 's/public var appName = "T A B U L A"/public var appName = "N E G A T I V E"/' \
    Sources/TabulaDemoKit/Screens/LoginScreen.swift
grep -q '"N E G A T I V E"' Sources/TabulaDemoKit/Screens/LoginScreen.swift
control f-tmux-smoke-title "FAILED — 'T A B U L A' never appeared" -- Tests/tmux-smoke.sh

# --- .ci/run step: ThreadSanitizer ---------------------------------------------------------
if [ "${SKIP_TSAN:-0}" = 1 ]; then
    echo "SKIP tsan-data-race: SKIP_TSAN=1"
else
    # A race in a test whose name CI's --filter selects ("ListStorage").
    cat > Tests/TabulaTests/ListStorageNegativeControlTests.swift <<'EOF'
import Foundation
import XCTest
nonisolated(unsafe) var negativeControlCounter = 0
final class ListStorageNegativeControlTests: XCTestCase {
    func testNegativeControlDataRace() {
        // Two threads write one variable with nothing ordering them. (concurrentPerform
        // was tried first: here it ran the iterations without a report.)
        let done = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            Thread {
                for _ in 0..<10_000 { negativeControlCounter += 1 }
                done.signal()
            }.start()
        }
        done.wait()
        done.wait()
    }
}
EOF
    grep -q 'ListStorage' .ci/run
    control tsan-data-race 'WARNING: ThreadSanitizer: .*race' -- \
        swift test --sanitize=thread --scratch-path .build-tsan --filter ListStorageNegativeControlTests
fi

echo
if [ "$failures" -eq 0 ]; then
    echo "negative controls: every check failed on its fault"
else
    echo "negative controls: $failures control(s) or baseline(s) FAILED (above)"
    exit 1
fi
