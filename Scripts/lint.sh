#!/usr/bin/env bash
# Lints the Swift sources with swift-format (it ships with the toolchain) against the
# repository's .swift-format configuration; exits non-zero on any finding.
# Usage: Scripts/lint.sh [--fix]
#   --fix   format the files in place first (`swift format format`), then lint what is left.
#
# Linted: the package's Sources and Tests, the UIKit model and the README checks under CI/, the
# iOS showcase (Examples/TabulaShowcase), Benchmarks and Fuzz. Build folders (.build, .build-*) and symlinks are skipped: the UIKit
# check's symlinked targets are the package's own Sources, linted once.
# `--strict` makes every finding an error, so a warning cannot pass unnoticed.
#
# .swift-format (JSON, so the reasons are here) follows the code as it is written: 4-space
# indents, 120 columns, `case` labels level with their `switch`, `#if` bodies not indented
# (whole files sit under `#if os(iOS) || TABULA_UIKIT_MODEL`), two spaces before an end-of-line comment
# (the code mixes one, two and three; two leaves the fewest changes). Rules off because the
# code deliberately does otherwise: `case let .x(a)` patterns (UseLetInEveryBoundCaseVariable),
# calls with several closure arguments (OnlyOneTrailingClosureArgument), one-line doc
# summaries (BeginDocumentationCommentWithOneLineSummary); public documentation is already
# required by Scripts/check-doc-coverage.py (AllPublicDeclarationsHaveDocumentation).
# Rules on because they catch real problems: a force unwrap or `try!` is a crash
# (NeverForceUnwrap, NeverUseForceTry; justify an exception with
# `// swift-format-ignore: NeverForceUnwrap` on the line above), and doc comments whose
# parameters, returns or throws no longer match the declaration (ValidateDocumentationComments).
#
# Test code (Tests, CI/UIKitCheck/Tests, Benchmarks, Fuzz) has a nested .swift-format: the
# root one with NeverForceUnwrap and NeverUseForceTry off. There a force unwrap or `try!` on a
# fixture is test style: a crash in a test is a failing test, and the shipped code is what
# must not crash. No `--configuration` is passed, so swift-format takes each file's nearest
# .swift-format up the tree (as an editor does); a nested file replaces the root one, it does
# not merge, so this script fails when a nested file differs from the root in anything else.
# TABULA_SWIFT_FORMAT_CONFIG=<file> lints every file with that one configuration instead.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration=()
if [ -n "${TABULA_SWIFT_FORMAT_CONFIG:-}" ]; then configuration=(--configuration "$TABULA_SWIFT_FORMAT_CONFIG"); fi

# The nested configurations' check (python3, as Scripts/check-doc-coverage.py needs anyway).
python3 - Tests/.swift-format CI/UIKitCheck/Tests/.swift-format Benchmarks/.swift-format Fuzz/.swift-format <<'PY'
import json, sys
expected = json.load(open(".swift-format"))
expected["rules"].update(NeverForceUnwrap=False, NeverUseForceTry=False)
for nested in sys.argv[1:]:
    try:
        same = json.load(open(nested)) == expected
    except OSError:
        same = False
    if not same:
        sys.exit(f"lint: {nested} must be .swift-format with only NeverForceUnwrap and NeverUseForceTry off")
PY

files=()
while IFS= read -r -d '' file; do files+=("$file"); done < <(
    find Sources Tests CI Examples Benchmarks Fuzz \( -name '.build' -o -name '.build-*' -o -name '.build_*' \) -prune \
        -o -type f -name '*.swift' -print0 | sort -z)
[ ${#files[@]} -gt 0 ] || { echo "lint: no Swift files found" >&2; exit 2; }

if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place --parallel ${configuration[@]+"${configuration[@]}"} "${files[@]}"
    # The tutorial's last step and test step are copies of the compiled tutorial sources
    # (a test compares them byte for byte), so they take the formatted text too. Earlier
    # steps are excerpts: if a test reports a line of one missing, edit that step by hand.
    resources=Sources/Tabula/Tabula.docc/Resources
    cp Tests/TabulaTests/Tutorial/ContactsScreen.swift "$resources/contacts-screen-05.swift.txt"
    cp Tests/TabulaTests/Tutorial/ContactsScreenTests.swift "$resources/contacts-screen-tests.swift.txt"
fi
if swift format lint --strict --parallel ${configuration[@]+"${configuration[@]}"} "${files[@]}"; then
    echo "lint: ${#files[@]} files, no findings"
else
    echo "lint: findings above (${#files[@]} files; Scripts/lint.sh --fix formats, the rest needs a hand)" >&2
    exit 1
fi
