#!/usr/bin/env bash
# Type-checks TabulaUIKit against the UIKit model and runs the adapter tests on Linux.
# Fails on any build warning but one known library-evolution warning (see below).
# Usage: CI/UIKitCheck/run.sh (from anywhere).
set -euo pipefail
cd "$(dirname "$0")"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
swift build --build-tests 2>&1 | tee "$log"
# The UIKit model is built with -enable-library-evolution (Package.swift: its enums are then
# non-frozen, as UIKit's NS_ENUMs are). That makes the compiler warn, once per import, that
# the modules it imports (Foundation) were not built with it. This
# warning has no diagnostic group to silence, and binary compatibility does not matter
# here, so exactly that message is ignored; any other warning fails the run.
known="warning: module '[^']+' was not compiled with library evolution support; using it means binary compatibility for 'UIKit' can't be guaranteed$"
# (No `grep -q`: it would stop reading early, and pipefail would then hide a match.)
if grep "warning:" "$log" | grep -vE "$known" >&2; then
    echo "UIKitCheck: the build has warnings (above)" >&2
    exit 1
fi
swift test
