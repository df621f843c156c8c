#!/usr/bin/env bash
# Type-checks TabulaUIKit against the UIKit model and runs the adapter tests on Linux.
# Fails on any build warning. Usage: CI/UIKitCheck/run.sh (from anywhere).
set -euo pipefail
cd "$(dirname "$0")"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
if grep -q "warning:" "$log"; then
    echo "UIKitCheck: the build has warnings" >&2
    exit 1
fi
swift test
