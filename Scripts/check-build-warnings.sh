#!/usr/bin/env bash
# The zero-warnings gate of .ci/run: builds the package and its tests, and fails when the
# compiler warns about a file of Tabula's own (Sources/, Tests/); warnings in dependencies'
# checkouts are theirs. A script of its own so Scripts/negative-controls.sh runs exactly
# what CI runs.
# Only a clean build shows every warning: an incremental build warns only about the files it
# recompiles (CI builds a fresh clone).
# Usage: Scripts/check-build-warnings.sh   (log: .build-ci.log)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --build-tests 2>&1 | tee .build-ci.log
# Paths in the log are absolute; the root is matched as plain text (a folder name may hold
# regex characters) in both its logical and physical spelling (a symlinked checkout).
own="$(awk -v logical="$(pwd)/" -v physical="$(pwd -P)/" '
    / warning: / {
        for (i = 0; i < 2; i++) {
            root = i ? physical : logical
            if (index($0, root "Sources/") == 1 || index($0, root "Tests/") == 1) { print; break }
        }
    }' .build-ci.log)"
if [ -n "$own" ]; then
    printf '%s\n' "$own"
    echo "error: the build has warnings (above)" >&2
    exit 1
fi
echo "build: no warnings in Sources/ or Tests/"
