#!/usr/bin/env bash
# Builds the documentation site (DocC, static hosting) with warnings as errors and checks
# that every public symbol has a doc comment.
# Usage: Scripts/build-docs.sh [OUTPUT_DIR]   (default: .build/docs-site)
#
# TabulaUIKit is not in the site built here: on Linux it compiles to nothing (every file is
# under `#if os(iOS) || TABULA_UIKIT_MODEL`), so it has no symbols to document. Its API is documented by
# its doc comments and checked against the iOS SDK by the type-check.
#
# `Tabula` re-exports the modules it is split into (TabulaStorage, TabulaBatches,
# TabulaLayout): apps see one module, and so do the docs (likewise TabulaHeadless and the list
# engine). swift-docc-plugin cannot ask for a
# symbol graph that includes re-exported modules, so this script does what the plugin's
# combined documentation does (extract, convert each target against its dependencies'
# archives, merge) with `swift-symbolgraph-extract
# -experimental-allowed-reexported-modules` for Tabula. Links such as ``ListStorage`` in
# Tabula's catalog, and ``/Tabula/ListLayout`` in TabulaUIKit's, then resolve as before.
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-.build/docs-site}"
targets=(TabulaDiff Tabula TabulaHeadless TabulaTerminal)
reexported_by_tabula=TabulaStorage,TabulaBatches,TabulaLayout
# TabulaHeadless documents the list engine it re-exports (TabulaTerminal re-exports it too, and
# links to those pages).
reexported_by_headless=TabulaListEngine

swift build >/dev/null
modules="$(swift build --show-bin-path)/Modules"
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",$/\1/p' | head -1)
graphs=.build/docs-symbols
# Where the plugin kept its archives: Scripts/build-uikit-docs.sh links against these.
intermediates=.build/plugins/Swift-DocC/outputs/intermediates
combined=.build/plugins/Swift-DocC/outputs/Tabula.doccarchive
rm -rf "$graphs" "$intermediates" "$combined"
mkdir -p "$graphs" "$intermediates"

archives=()
for t in "${targets[@]}"; do
    extra=()
    case $t in
        Tabula) extra=(-experimental-allowed-reexported-modules="$reexported_by_tabula") ;;
        TabulaHeadless) extra=(-experimental-allowed-reexported-modules="$reexported_by_headless") ;;
    esac
    # The plugin's options for a library: public symbols, synthesized members, extension blocks.
    mkdir -p "$graphs/$t"
    swift-symbolgraph-extract -module-name "$t" -I "$modules" -target "$triple" \
        -minimum-access-level public -emit-extension-block-symbols -output-dir "$graphs/$t" \
        ${extra[@]+"${extra[@]}"}
    dependencies=()
    for a in ${archives[@]+"${archives[@]}"}; do dependencies+=(--dependency "$a"); done
    catalog=()
    [ -d "Sources/$t/$t.docc" ] && catalog=("Sources/$t/$t.docc")
    echo "Building documentation for '$t'..."
    docc convert ${catalog[@]+"${catalog[@]}"} --emit-lmdb-index \
        --fallback-display-name "$t" --fallback-bundle-identifier "$t" \
        --additional-symbol-graph-dir "$graphs/$t" --output-path "$intermediates/$t.doccarchive" \
        --enable-experimental-external-link-support ${dependencies[@]+"${dependencies[@]}"} \
        --warnings-as-errors
    archives+=("$intermediates/$t.doccarchive")
done
docc merge "${archives[@]}" --output-path "$combined" \
    --synthesized-landing-page-name Tabula --synthesized-landing-page-kind Package
rm -rf "$out"
cp -R "$combined" "$out"
symbols=()
for t in "${targets[@]}"; do symbols+=("$graphs/$t"); done
python3 Scripts/check-doc-coverage.py "${symbols[@]}"
echo "documentation site: $out (serve it over HTTP, e.g. python3 -m http.server -d $out)"
