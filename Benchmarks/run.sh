#!/bin/sh
# Runs the benchmarks: the diff (Tabula vs Swift's CollectionDifference), the storage →
# updater → host pipeline (issue 4), and the feed layout and fling (issue 5). Extra
# arguments go to the benchmark plugin, e.g. `./run.sh --filter "Feed.*"` or
# `./run.sh --format markdown`.
# TABULA_BENCH_SLOW=1 also runs CollectionDifference once on the 100k scenarios (seconds each).
# The first run builds the plugin's tool (about 3 minutes on 2 cores); later runs start at once.
# The pipeline, layout and fling benchmarks append details (percentiles inside an iteration,
# ratios, counters) to .build/tabula-benchmark-report.txt, printed after the run.
# `./run.sh main-thread [--quick] [main_thread.py's arguments]` runs issue 36's main-thread
# benchmark instead (both hosts, 1k/100k/1M items, callgrind; see README.md): no plugin.
set -eu
cd "$(dirname "$0")"
if [ "${1:-}" = "main-thread" ]; then
    shift
    exec python3 main_thread.py "$@"
fi
report="${TABULA_BENCH_REPORT:-$PWD/.build/tabula-benchmark-report.txt}"
mkdir -p "$(dirname "$report")"
: > "$report"
status=0
# Only the benchmark target: the plugin would otherwise also start the package's plain
# executables (ScalingBenchmark), which reject the plugin's arguments and fail the run.
swift package benchmark --target TabulaBenchmarks "$@" || status=$?
if [ -s "$report" ]; then
    echo
    echo "Details ($report):"
    cat "$report"
fi
exit "$status"
