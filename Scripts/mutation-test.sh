#!/usr/bin/env bash
# Mutation check of the test suites: applies one small change of Scripts/mutations.txt at a
# time to a scratch copy of this repository, builds, runs the narrowest tests that should
# notice, and reports the mutation KILLED (a test failed, crashed or timed out), SURVIVED
# (the tests passed), INVALID (the build failed: not counted as a test result) or STALE
# (its original snippet no longer occurs exactly once in the file).
#
# The working tree is never changed: the scratch copy (default
# ${TMPDIR:-/tmp}/tabula-mutation-scratch, or $MUTATION_SCRATCH) gets the working tree's
# files (tracked and untracked, not ignored) before each run, keeps its .build directories
# between runs so builds are incremental, and has each mutated file restored right after
# its mutation.
#
# Usage:
#   Scripts/mutation-test.sh                 run every mutation, write Scripts/mutation-report.txt
#   Scripts/mutation-test.sh ID [ID...]      run these mutations (their rows of the report are updated)
#   Scripts/mutation-test.sh --list          list the mutations
#   Scripts/mutation-test.sh --show ID       show one mutation's change
#   Scripts/mutation-test.sh --check         only check that every original snippet occurs exactly once
# Options:
#   --no-baseline   skip the unmutated build and the run of every filter used (it checks
#                   that each filter passes and selects at least one test)
#   --timeout S     seconds a test run may take before the mutation counts as killed (default 180)
set -euo pipefail

repo="$(cd "$(dirname "$0")/.." && pwd)"
scripts="$repo/Scripts"
mutations="$scripts/mutations.txt"
report="$scripts/mutation-report.txt"
tool=(python3 "$scripts/mutation_tool.py" "$mutations")
scratch="${MUTATION_SCRATCH:-${TMPDIR:-/tmp}/tabula-mutation-scratch}"
timeout_seconds=180
baseline=1
ids=()

while (($#)); do
    case "$1" in
        --list) "${tool[@]}" list | column -t -s $'\t'; exit 0 ;;
        --show) "${tool[@]}" show "$2"; exit 0 ;;
        --check) "${tool[@]}" check "$repo"; exit $? ;;
        --no-baseline) baseline=0 ;;
        --timeout) timeout_seconds="$2"; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) ids+=("$1") ;;
    esac
    shift
done

# id, suite, filter, file, kind of every mutation to run, in the list's order.
selected="$(mktemp)"
results="$(mktemp)"
trap 'rm -f "$selected" "$results"' EXIT
if ((${#ids[@]})); then
    for id in "${ids[@]}"; do
        "${tool[@]}" list | awk -F'\t' -v id="$id" '$1 == id' > "$selected.one"
        if [[ ! -s "$selected.one" ]]; then echo "no mutation with id $id" >&2; rm -f "$selected.one"; exit 2; fi
        cat "$selected.one" >> "$selected"
        rm -f "$selected.one"
    done
else
    "${tool[@]}" list > "$selected"
fi

suite_dir() {
    case "$1" in
        root) echo "$scratch" ;;
        uikit) echo "$scratch/CI/UIKitCheck" ;;
    esac
}

logs="$scratch/.build-mutation-logs"
mkdir -p "$scratch" "$logs"
echo "== syncing the working tree to $scratch"
# What the scratch copy holds: the commit, and whether the working tree differed from it.
revision="$(git -C "$repo" rev-parse --short HEAD)"
[[ -z "$(git -C "$repo" status --porcelain -- Sources Tests CI)" ]] || revision="$revision+changes"
"${tool[@]}" sync "$repo" "$scratch"
# A mutation left applied by an interrupted run is undone first.
if [[ -d "$scratch/.build-mutation-backup" ]]; then
    for leftover in "$scratch/.build-mutation-backup"/*; do
        [[ -e "$leftover" ]] || continue
        "${tool[@]}" restore "$scratch" "$(basename "$leftover")"
    done
fi

build() { # suite log
    (cd "$(suite_dir "$1")" && swift build --build-tests >"$2" 2>&1)
}

run_tests() { # suite filter log -> exit status of swift test
    local status=0
    (cd "$(suite_dir "$1")" && timeout --kill-after=20 "$timeout_seconds" swift test --skip-build --filter "$2" >"$3" 2>&1) || status=$?
    return "$status"
}

started=$(date +%s)

if ((baseline)); then
    echo "== baseline: unmutated builds and every filter"
    for suite in $(cut -f2 "$selected" | sort -u); do
        if ! build "$suite" "$logs/baseline-$suite-build.log"; then
            echo "baseline build of $suite failed; see $logs/baseline-$suite-build.log" >&2
            exit 1
        fi
    done
    while IFS=$'\t' read -r suite filter; do
        log="$logs/baseline-$suite-$(echo "$filter" | md5sum | cut -c1-8).log"
        if ! run_tests "$suite" "$filter" "$log"; then
            echo "baseline: the unmutated tests fail for $suite --filter '$filter'; see $log" >&2
            exit 1
        fi
        count="$("${tool[@]}" tests-run "$log")"
        if ((count == 0)); then
            echo "baseline: $suite --filter '$filter' selects no test" >&2
            exit 1
        fi
        echo "   $suite --filter '$filter': $count tests pass"
    done < <(cut -f2,3 "$selected" | sort -u)
fi

total=$(wc -l < "$selected")
index=0
while IFS=$'\t' read -r id suite filter file kind; do
    index=$((index + 1))
    t0=$(date +%s)
    status="$("${tool[@]}" apply "$scratch" "$id")"
    if [[ "$status" != ok ]]; then
        result=STALE detail="original occurs ${status#stale:} times"
        [[ "$status" == missing ]] && detail="file missing"
    elif ! build "$suite" "$logs/$id-build.log"; then
        result=INVALID detail="build failed"
    else
        test_status=0
        run_tests "$suite" "$filter" "$logs/$id-test.log" || test_status=$?
        if ((test_status == 0)); then
            result=SURVIVED detail="$("${tool[@]}" tests-run "$logs/$id-test.log") tests passed"
        elif ((test_status == 124)); then
            result=KILLED detail="timeout"
        else
            # Swift Testing: "✘ Test name() failed after …"; XCTest: "… error: … XCTAssert…".
            failed=$(grep -E '^✘ Test .* failed after|error: .*XCT' "$logs/$id-test.log" | grep -vc '^✘ Test run with' || true)
            signal=$(grep -oE 'unexpected signal code [0-9]+' "$logs/$id-test.log" | head -1 | grep -oE '[0-9]+$' || true)
            if ((failed > 0)); then
                detail="$failed test(s) failed"
            elif [[ -n "$signal" ]]; then
                detail="test process crashed (signal $signal)"
            else
                detail="swift test exit $test_status"
            fi
            result=KILLED
        fi
    fi
    "${tool[@]}" restore "$scratch" "$id"
    seconds=$(($(date +%s) - t0))
    printf '%s\t%s\t%s\t%s\t%s\n' "$id" "$result" "$detail" "$seconds" "$revision" >> "$results"
    printf '[%d/%d] %-48s %-8s %s (%ss)\n' "$index" "$total" "$id" "$result" "$detail" "$seconds"
done < "$selected"

elapsed=$(($(date +%s) - started))
header="Mutation report (Scripts/mutation-test.sh), $(date -u '+%Y-%m-%d %H:%M UTC')
Last run: $total mutation(s) against $revision in ${elapsed}s$( ((baseline)) && echo ' (baseline included)' || true).
Each row names the tree it ran against (commit, +changes when the working tree differed).
KILLED: a test failed, crashed or timed out. SURVIVED: the filtered tests passed.
INVALID: the mutant did not build (not counted). STALE: the snippet is not in the file exactly once."
echo
"${tool[@]}" report "$results" "$report" "$header"
