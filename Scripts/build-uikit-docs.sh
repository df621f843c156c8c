#!/usr/bin/env bash
# Builds the documentation of TabulaUIKit and TabulaSwiftUI from their public symbols as
# Apple's iOS SDK sees them (on Linux both compile to nothing, so swift-docc-plugin has no
# symbols for them).
# Uses the modules the iOS SDK type-check emits: run that check at iOS 26.2 (the newest
# version it checks; IOS_VERSION to choose another) first, with the same WORK folder (.ci/run
# does both).
# Run Scripts/build-docs.sh before it: TabulaUIKit's pages link into Tabula's.
# Usage: Scripts/build-uikit-docs.sh SDK_DIR [OUTPUT_DIR]   (default: .build/docs-uikit; TabulaSwiftUI's beside it, OUTPUT_DIR-swiftui)
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=${1:?usage: build-uikit-docs.sh SDK_DIR [OUTPUT_DIR]}
out=${2:-.build/docs-uikit}
WORK=${WORK:-$HOME/.cache/ios-typecheck}
version=${IOS_VERSION:-26.2}
mods="$WORK/mods-$version"
[ -f "$mods/TabulaUIKit.swiftmodule" ] || {
    echo "no TabulaUIKit module in $mods: run the iOS SDK type-check at $version first" >&2; exit 2; }
stdlib="$sdk/usr/lib/swift/Swift.swiftmodule"
arch=arm64; [ -f "$stdlib/arm64-apple-ios.swiftinterface" ] || arch=arm64e

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# Links to Tabula's and TabulaDiff's symbols resolve against their archives, which
# Scripts/build-docs.sh leaves behind.
archives=.build/plugins/Swift-DocC/outputs/intermediates
for dependency in Tabula TabulaDiff; do
    [ -d "$archives/$dependency.doccarchive" ] || {
        echo "no $dependency documentation archive in $archives: run Scripts/build-docs.sh first" >&2; exit 2; }
done

# document MODULE OUTPUT [DEPENDENCY_ARCHIVE...]
document() {
    local module=$1 output=$2; shift 2
    local graphs="$scratch/graphs-$module"
    mkdir -p "$graphs" "$scratch/modules"
    # The symbol graph comes from emitting the module again with the type-check's flags, so
    # the SDK's modules it built are reused (swift-symbolgraph-extract rebuilds them, and
    # crashed here on this SDK).
    swiftc -emit-module -emit-module-path "$scratch/modules/$module.swiftmodule" \
        -emit-symbol-graph -emit-symbol-graph-dir "$graphs" -symbol-graph-minimum-access-level public \
        -target "$arch-apple-ios$version" -sdk "$sdk" -resource-dir "$WORK/res" -I "$WORK/res/shims" \
        -module-cache-path "$WORK/module-cache" -parse-as-library -swift-version 6 \
        -I "$mods" -I "$scratch/modules" -Xfrontend -disable-availability-checking \
        -module-name "$module" -package-name tabula $(find "Sources/$module" -name '*.swift' | sort)
    local dependencies=(--dependency "$archives/Tabula.doccarchive" --dependency "$archives/TabulaDiff.doccarchive")
    for extra in "$@"; do dependencies+=(--dependency "$extra"); done
    rm -rf "$output"
    docc convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs" \
        --enable-experimental-external-link-support "${dependencies[@]}" \
        --warnings-as-errors --transform-for-static-hosting --output-path "$output"
    python3 Scripts/check-doc-coverage.py "$graphs"
    echo "$module documentation: $output"
}

document TabulaUIKit "$out"
document TabulaSwiftUI "$out-swiftui" "$out"
