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
# The model-based suites (ModelBased*) run in their own invocation, after the rest. Why: in
# one run with them, UncommittedUpdatesTests.aReorderHeldPastTheLimitNoLongerHoldsTheReload
# and UncommittedUpdatesReasonsTests.aHeldRejectedBatchReloadsWithinTheWaitLimitWhenTheUserNeverLetsGo
# were seen to time out (their held reload never ran within `eventually`'s 30 s), even with
# TABULA_SEED=36 TABULA_STEPS=0. What is known (2026-12-02, branch i36-suitefix): it is
# intermittent, not deterministic (the pre-merge i36-modelsuite build failed 1 of 3 whole
# runs; 7 whole-target runs after the i36-defects merge all passed, 2 of them side by side);
# in the failing run a synchronous model test in the same file "took" 40 s (13-25 s in
# passing runs), i.e. main-actor jobs waited tens of seconds in the queue, so a held reload,
# a dozen main-actor turns, can miss a 30 s bound. Main-actor starvation by the suite's
# polling loops is the suspect, not proven; the model's statics looked at (animation depth,
# UIKitModel.exceptionHandler, the lists' text size) do not explain a reload that never runs.
# Not a fix: remove this split once the cause is known.
swift test --skip-build --skip ModelBased
swift test --skip-build --filter ModelBased
