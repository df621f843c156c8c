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
swift package --disable-sandbox generate-documentation --enable-experimental-combined-documentation \
    --warnings-as-errors "${args[@]}"
rm -rf "$out"
cp -R .build/plugins/Swift-DocC/outputs/Tabula.doccarchive "$out"
symbols=()
for t in "${targets[@]}"; do symbols+=(".build/$(uname -m)-unknown-linux-gnu/extracted-symbols/main/$t"); done
python3 Scripts/check-doc-coverage.py "${symbols[@]}"
echo "documentation site: $out (serve it over HTTP, e.g. python3 -m http.server -d $out)"
