#!/usr/bin/env bash
# Builds TabulaUIKit's documentation from its public symbols as Apple's iOS SDK sees them
# (on Linux the module compiles to nothing, so swift-docc-plugin has no symbols for it).
# Uses the modules the iOS SDK type-check emits: run that check at iOS 16.0 first, with the
# same WORK folder (.ci/run does both).
# Run Scripts/build-docs.sh before it: TabulaUIKit's pages link into Tabula's.
# Usage: Scripts/build-uikit-docs.sh SDK_DIR [OUTPUT_DIR]   (default: .build/docs-uikit)
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=${1:?usage: build-uikit-docs.sh SDK_DIR [OUTPUT_DIR]}
out=${2:-.build/docs-uikit}
WORK=${WORK:-$HOME/.cache/ios-typecheck}
mods="$WORK/mods-16.0"
[ -f "$mods/TabulaUIKit.swiftmodule" ] || {
    echo "no TabulaUIKit module in $mods: run the iOS SDK type-check at 16.0 first" >&2; exit 2; }
stdlib="$sdk/usr/lib/swift/Swift.swiftmodule"
arch=arm64; [ -f "$stdlib/arm64-apple-ios.swiftinterface" ] || arch=arm64e

graphs=$(mktemp -d)
trap 'rm -rf "$graphs"' EXIT
# The symbol graph comes from emitting the module again with the type-check's flags, so the
# SDK's modules it built are reused (swift-symbolgraph-extract rebuilds them, and crashed
# here on this SDK).
swiftc -emit-module -emit-module-path "$graphs/TabulaUIKit.swiftmodule" \
    -emit-symbol-graph -emit-symbol-graph-dir "$graphs" -symbol-graph-minimum-access-level public \
    -target "$arch-apple-ios16.0" -sdk "$sdk" -resource-dir "$WORK/res" -I "$WORK/res/shims" \
    -module-cache-path "$WORK/module-cache" -parse-as-library -swift-version 6 -I "$mods" \
    -Xfrontend -disable-availability-checking \
    -module-name TabulaUIKit -package-name tabula $(find Sources/TabulaUIKit -name '*.swift' | sort)
rm -f "$graphs"/TabulaUIKit.swift*  # keep only the symbol graphs
rm -rf "$out"
# Links to Tabula's and TabulaDiff's symbols resolve against their archives, which
# Scripts/build-docs.sh leaves behind.
archives=.build/plugins/Swift-DocC/outputs/intermediates
for dependency in Tabula TabulaDiff; do
    [ -d "$archives/$dependency.doccarchive" ] || {
        echo "no $dependency documentation archive in $archives: run Scripts/build-docs.sh first" >&2; exit 2; }
done
docc convert Sources/TabulaUIKit/TabulaUIKit.docc --additional-symbol-graph-dir "$graphs" \
    --enable-experimental-external-link-support \
    --dependency "$archives/Tabula.doccarchive" --dependency "$archives/TabulaDiff.doccarchive" \
    --warnings-as-errors --transform-for-static-hosting --output-path "$out"
python3 Scripts/check-doc-coverage.py "$graphs"
echo "TabulaUIKit documentation: $out"
