#!/usr/bin/env bash
# Builds the documentation site (DocC, static hosting) with warnings as errors and checks
# that every public symbol has a doc comment.
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs-site)
#
# TabulaUIKit is not in the site built here: on Linux it compiles to nothing (every file is
# under `#if canImport(UIKit)`), so it has no symbols to document. Its API is documented by
# its doc comments and checked against the iOS SDK by the type-check.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs-site}"
targets=(TabulaDiff Tabula TabulaHeadless TabulaTerminal)
args=()
for t in "${targets[@]}"; do args+=(--target "$t"); done
# The plugin extracts symbol graphs to .build/<triple>/extracted-symbols/<package identity>/,
# and the identity is the checkout's folder name (`wt-ci`, `tabula`, whatever CI cloned into),
# so it is found below by globbing. Graphs left by an earlier folder name would make that
# ambiguous (or stale): start from none.
rm -rf .build/*/extracted-symbols
swift package --disable-sandbox generate-documentation --enable-experimental-combined-documentation \
    --warnings-as-errors "${args[@]}"
rm -rf "$out"
cp -R .build/plugins/Swift-DocC/outputs/Tabula.doccarchive "$out"
symbols=()
for t in "${targets[@]}"; do
    # Exactly one folder per target: none means the layout changed (fail, never check nothing).
    found=(.build/*/extracted-symbols/*/"$t")
    if [ "${#found[@]}" -ne 1 ] || [ ! -d "${found[0]}" ]; then
        echo "error: expected one symbol graph folder for $t, found: ${found[*]}" >&2
        exit 1
    fi
    symbols+=("${found[0]}")
done
python3 Scripts/check-doc-coverage.py "${symbols[@]}"
echo "documentation site: $out (serve it over HTTP, e.g. python3 -m http.server -d $out)"
