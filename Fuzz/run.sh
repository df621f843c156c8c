#!/usr/bin/env bash
# Builds Tabula's libFuzzer targets with plain swiftc and runs them. See Fuzz/README.md.
#
#   Fuzz/run.sh [seconds]            build, replay Fuzz/Crashes, fuzz each target for `seconds`
#                                    (default 30, or $TABULA_FUZZ_SECONDS) over a copy of its
#                                    committed corpus; non-zero exit on any crash. 0 runs
#                                    each corpus input once, without fuzzing.
#   Fuzz/run.sh --build              build only
#   Fuzz/run.sh --merge [seconds]    fuzz each target (default 300 s) and merge what it found
#                                    into Fuzz/Corpus/<target> (minimised: -set_cover_merge=1)
#   Fuzz/run.sh --repro <target> <file>...
#                                    run inputs once, printing what they decode to
#
# Environment: TABULA_FUZZ_SECONDS (seconds per target), TABULA_FUZZ_TARGETS (default
# "diff storage"), TABULA_FUZZ_JOBS (parallel fuzzing jobs per target, default 1), SWIFTC.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=(${TABULA_FUZZ_TARGETS:-diff storage})
out=.build-fuzz
# A trap is libFuzzer's crash report; Swift's own backtracer would run under ASan (which
# flags the backtracer's memory reads) and bury the report, so it is off.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# libFuzzer assumes a target is deterministic; Swift seeds Set and Dictionary hashing per
# process, which changes iteration orders (and coverage) from run to run.
export SWIFT_DETERMINISTIC_HASHING="${SWIFT_DETERMINISTIC_HASHING:-1}"
swiftc="${SWIFTC:-swiftc}"
mode=run
seconds="${TABULA_FUZZ_SECONDS:-30}"
case "${1:-}" in
    --build) mode=build ;;
    --merge) mode=merge; seconds="${2:-${TABULA_FUZZ_SECONDS:-300}}" ;;
    --repro) mode=repro ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    "") ;;
    *) seconds="$1" ;;
esac
if ! [[ "$seconds" =~ ^[0-9]+$ ]]; then
    echo "error: seconds must be a whole number, not '$seconds'" >&2
    exit 2
fi

# Per-target libFuzzer options: the longest input (the decoders cap what they read anyway).
max_len() { case "$1" in diff) echo 512 ;; storage) echo 1024 ;; esac; }

# ---------------------------------------------------------------------------------------
# Build. Each module is one static library, rebuilt only when its sources or flags change.
# The code under test (TabulaDiff, Tabula and the modules it re-exports) and the targets get coverage instrumentation and
# AddressSanitizer; swift-log does not (it is not under test).

common=(-swift-version 6 -parse-as-library -O -assert-config Debug -wmo -num-threads 2)
instrumented=(-sanitize=fuzzer,address)
if command -v ld.lld >/dev/null 2>&1 || [ -x "$(dirname "$(command -v "$swiftc")")/ld.lld" ]; then
    link=(-use-ld=lld)    # gold prints hundreds of "cannot export local symbol" warnings
else
    link=()
fi
modules="$out/modules"
# Every folder the script writes into, made before any step writes: the replay of
# Fuzz/Crashes once redirected into $out/logs before `fuzz` had made it, and the failed
# redirect read as "a Fuzz/Crashes input still fails".
mkdir -p "$modules" "$out/bin" "$out/logs"

# [DEPENDS="MODULE..."] build_module NAME SWIFTC_ARGS... -- SOURCES...
# DEPENDS names modules built before it that it imports: their stamps are part of its own,
# so a change in TabulaDiff (whose @inlinable code Tabula compiles into itself) rebuilds Tabula.
build_module() {
    local name="$1"; shift
    local args=()
    while [ "$1" != "--" ]; do args+=("$1"); shift; done
    shift
    local sources=("$@")
    local stamp
    local dependency dependency_stamps=""
    for dependency in ${DEPENDS:-}; do dependency_stamps+="$(cat "$modules/$dependency.stamp")"; done
    stamp="$( { "$swiftc" --version 2>&1; printf '%s\n' "${args[@]}"; cat "${sources[@]}"; printf '%s\n' "${sources[@]}"; echo "$dependency_stamps"; } | sha256sum | cut -c1-64)"
    if [ -f "$modules/$name.stamp" ] && [ "$(cat "$modules/$name.stamp")" = "$stamp" ] \
        && [ -f "$modules/lib$name.a" ]; then
        return 0
    fi
    echo "fuzz build: $name (${#sources[@]} files)"
    rm -f "$modules/$name.stamp"
    "$swiftc" "${common[@]}" "${args[@]}" -module-name "$name" -I "$modules" \
        -emit-library -static -emit-module -emit-module-path "$modules/$name.swiftmodule" \
        -o "$modules/lib$name.a" "${sources[@]}"
    echo "$stamp" > "$modules/$name.stamp"
}

build() {
    local start=$SECONDS
    local logging=.build/checkouts/swift-log/Sources/Logging
    if [ ! -d "$logging" ]; then
        echo "fuzz build: $logging missing; resolving packages"
        swift package resolve
    fi
    local files
    mapfile -t files < <(find "$logging" -name '*.swift' | sort)
    build_module Logging -package-name swift_log \
        -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
        -enable-upcoming-feature InternalImportsByDefault -- "${files[@]}"
    mapfile -t files < <(find Sources/TabulaDiff -name '*.swift' | sort)
    build_module TabulaDiff "${instrumented[@]}" -package-name tabula -- "${files[@]}"
    # Tabula and the modules it is split into (and re-exports), dependencies first.
    mapfile -t files < <(find Sources/TabulaStorage -name '*.swift' | sort)
    DEPENDS="Logging TabulaDiff" build_module TabulaStorage "${instrumented[@]}" -package-name tabula -- "${files[@]}"
    mapfile -t files < <(find Sources/TabulaBatches -name '*.swift' | sort)
    DEPENDS="TabulaDiff" build_module TabulaBatches "${instrumented[@]}" -package-name tabula -- "${files[@]}"
    mapfile -t files < <(find Sources/TabulaLayout -name '*.swift' | sort)
    DEPENDS="TabulaDiff TabulaBatches" build_module TabulaLayout "${instrumented[@]}" -package-name tabula -- "${files[@]}"
    mapfile -t files < <(find Sources/Tabula -name '*.swift' | sort)
    DEPENDS="Logging TabulaDiff TabulaStorage TabulaBatches TabulaLayout" \
        build_module Tabula "${instrumented[@]}" -package-name tabula -- "${files[@]}"

    local target name stamp
    for target in "${targets[@]}"; do
        case "$target" in diff) name=Diff ;; storage) name=Storage ;; *) echo "unknown target $target" >&2; exit 2 ;; esac
        mapfile -t files < <(find Fuzz/Sources/Shared "Fuzz/Sources/$name" -name '*.swift' | sort)
        # The target links libFuzzer's main and the libraries; it is rebuilt when they change.
        stamp="$( { cat "$modules"/*.stamp; cat "${files[@]}"; printf '%s\n' "${files[@]}" "${link[@]}"; } | sha256sum | cut -c1-64)"
        if [ -x "$out/bin/$target" ] && [ -f "$out/bin/$target.stamp" ] && [ "$(cat "$out/bin/$target.stamp")" = "$stamp" ]; then
            continue
        fi
        echo "fuzz build: target $target"
        rm -f "$out/bin/$target.stamp"
        "$swiftc" "${common[@]}" "${instrumented[@]}" "${link[@]}" -package-name tabula -module-name "${name}FuzzTarget" \
            -I "$modules" -L "$modules" -o "$out/bin/$target" "${files[@]}" -lTabula -lTabulaLayout -lTabulaBatches -lTabulaStorage -lTabulaDiff -lLogging
        echo "$stamp" > "$out/bin/$target.stamp"
    done
    echo "fuzz build: done in $((SECONDS - start)) s"
}

# ---------------------------------------------------------------------------------------

# Prints the lines of a libFuzzer log worth keeping: the first and last status lines and
# the final stats.
summarise() {
    grep -E '^#[0-9]+[[:space:]]+INITED|^stat::|^INFO: seed corpus' "$1" || true
    grep -E '^#[0-9]+[[:space:]:]' "$1" | tail -n 1 || true
}

# Prints why a run failed: the target's own check report, AddressSanitizer's report, or
# the end of the log.
report_failure() {
    if grep -q '^==== Tabula fuzz check failed' "$1"; then
        sed -n '/^==== Tabula fuzz check failed/,/Fatal error: Tabula fuzz check failed/p' "$1" | head -n 80 >&2
    elif grep -q 'ERROR: AddressSanitizer' "$1"; then
        sed -n '/ERROR: AddressSanitizer/,$p' "$1" | head -n 60 >&2
    else
        grep -v -E '^#[0-9]+[[:space:]:]|NEW_FUNC' "$1" | tail -n 60 >&2
    fi
}

# fuzz TARGET SECONDS CORPUS_DIR [LIBFUZZER_FLAGS...]: runs the target on CORPUS_DIR (which
# it extends); returns libFuzzer's status and leaves a crash input under $out/crashes/TARGET/.
fuzz() {
    local target="$1" time="$2" corpus="$3"
    shift 3
    local crashes="$out/crashes/$target"
    local log="$out/logs/$target.log"
    mkdir -p "$crashes" "$out/logs"
    local flags=("-max_total_time=$time" "$@")
    if [ "$time" -eq 0 ]; then
        flags=(-runs=0 "$@")    # -max_total_time=0 would mean "no limit"
    fi
    if [ "${TABULA_FUZZ_JOBS:-1}" -gt 1 ]; then
        flags+=("-fork=${TABULA_FUZZ_JOBS}")
    fi
    echo "fuzz $target: ${time}s over $corpus (log $log)"
    local status=0
    "$out/bin/$target" "${flags[@]}" -max_len="$(max_len "$target")" -timeout=10 -rss_limit_mb=2048 \
        -print_final_stats=1 -artifact_prefix="$crashes/" "$corpus" >"$log" 2>&1 || status=$?
    summarise "$log"
    if [ "$status" -ne 0 ] && [ "$mode" = merge ]; then
        echo "fuzz $target: libFuzzer exited with status $status (crashes are kept and skipped in --merge)"
    elif [ "$status" -ne 0 ]; then
        echo "error: fuzz target $target failed (status $status):" >&2
        report_failure "$log"
        local input
        input="$(grep -o -E "Test unit written to [^ ]+" "$log" | tail -n 1 | sed 's/Test unit written to //')"
        if [ -n "$input" ]; then
            echo "error: crash input kept at $input" >&2
            echo "error: reproduce with: Fuzz/run.sh --repro $target $input" >&2
        fi
    fi
    return "$status"
}

case "$mode" in
build)
    build
    ;;
repro)
    shift
    target="${1:?usage: Fuzz/run.sh --repro <target> <file>...}"; shift
    targets=("$target")
    build
    TABULA_FUZZ_VERBOSE=1 "$out/bin/$target" -runs=1 "$@"
    ;;
run)
    build
    failed=0
    for target in "${targets[@]}"; do
        # Known crash inputs first: each must pass once its bug is fixed.
        shopt -s nullglob
        known=(Fuzz/Crashes/"$target"-*)
        shopt -u nullglob
        if [ "${#known[@]}" -gt 0 ]; then
            echo "fuzz $target: replaying ${#known[@]} input(s) from Fuzz/Crashes"
            if ! "$out/bin/$target" -runs=1 "${known[@]}" >"$out/logs/$target-crashes.log" 2>&1; then
                echo "error: a Fuzz/Crashes input for $target still fails ($(grep -o 'Running: .*' "$out/logs/$target-crashes.log" | tail -n 1)):" >&2
                report_failure "$out/logs/$target-crashes.log"
                echo "error: reproduce with: Fuzz/run.sh --repro $target Fuzz/Crashes/$target-*" >&2
                failed=1
                continue
            fi
        fi
        # A copy, so a CI run never changes the repository's corpus.
        corpus="$out/run/$target"
        rm -rf "$corpus"
        mkdir -p "$corpus"
        cp Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
        fuzz "$target" "$seconds" "$corpus" || failed=1
    done
    exit "$failed"
    ;;
merge)
    build
    for target in "${targets[@]}"; do
        corpus="$out/run/$target"
        rm -rf "$corpus"
        mkdir -p "$corpus" Fuzz/Corpus/"$target"
        cp Fuzz/Corpus/"$target"/* "$corpus"/ 2>/dev/null || true
        # Known bugs must not stop the corpus from growing: crashes are kept and skipped.
        fuzz "$target" "$seconds" "$corpus" -fork="${TABULA_FUZZ_JOBS:-1}" -ignore_crashes=1 || true
        if ls "$out/crashes/$target"/crash-* >/dev/null 2>&1; then
            echo "fuzz $target: crash inputs so far: $(ls "$out/crashes/$target"/crash-* | wc -l) under $out/crashes/$target"
        fi
        # Minimise: hand-made seeds (seed-*) always stay; of the other inputs, a smallest
        # set that reaches every coverage edge the whole corpus reaches (set cover over
        # edges, not hit counts, keeps the committed corpus to tens of files).
        merged="$out/merged/$target"
        rm -rf "$merged"
        mkdir -p "$merged"
        cp Fuzz/Corpus/"$target"/seed-* "$merged"/ 2>/dev/null || true
        "$out/bin/$target" -set_cover_merge=1 -use_counters=0 -max_len="$(max_len "$target")" "$merged" "$corpus" \
            >"$out/logs/$target-merge.log" 2>&1
        grep -E '^MERGE-OUTER: [0-9]+ new files' "$out/logs/$target-merge.log" || true
        find Fuzz/Corpus/"$target" -type f ! -name 'seed-*' -delete
        for file in "$merged"/*; do
            base="$(basename "$file")"
            case "$base" in seed-*) ;; *) cp "$file" Fuzz/Corpus/"$target"/"$base" ;; esac
        done
        echo "fuzz $target: Fuzz/Corpus/$target now holds $(ls Fuzz/Corpus/"$target" | wc -l) files," \
            "$(cat Fuzz/Corpus/"$target"/* | wc -c) bytes"
    done
    ;;
esac
