#!/usr/bin/env bash
# Builds TabulaUIKit against the UIKit model and runs the adapter tests (Linux CI).
# Usage: CI/UIKitCheck/run.sh   (from anywhere)
set -euo pipefail
cd "$(dirname "$0")"
swift build 2>&1 | tee /tmp/uikitcheck-build.log
if grep -q "warning:" /tmp/uikitcheck-build.log; then
    echo "UIKitCheck: the build has warnings" >&2
    exit 1
fi
swift test
