#!/bin/sh
# Runs the diff benchmarks (Tabula vs Swift's CollectionDifference). Extra arguments go to
# the benchmark plugin, e.g. `./run.sh --filter "100k"` or `./run.sh --format markdown`.
# TABULA_BENCH_SLOW=1 also runs CollectionDifference once on the 100k scenarios (seconds each).
# The first run builds the plugin's tool (about 3 minutes on 2 cores); later runs start at once.
set -eu
cd "$(dirname "$0")"
exec swift package benchmark "$@"
