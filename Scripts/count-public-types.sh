#!/usr/bin/env bash
# Counts the public types of each module, from the compiler's symbol graphs (not grep).
# Counted: classes (and actors), structs, enums and protocols, nested ones included; public
# typealiases in a column of their own. Each type counts once, for the module that declares it
# (a module that re-exports another does not count the other's types).
# Usage: Scripts/count-public-types.sh [SDK_DIR]
#   Linux modules come from `swift package dump-symbol-graph`. TabulaUIKit and TabulaSwiftUI
#   compile to nothing on Linux: with SDK_DIR (Apple's iOS SDK) they are counted from the
#   modules the iOS SDK type-check left in $WORK/mods-26.2 (IOS_VERSION to choose another; run
#   that check first), else skipped.
# Set LIST=1 to print the names as well.
set -euo pipefail
cd "$(dirname "$0")/.."
sdk=${1:-}
WORK=${WORK:-$HOME/.cache/ios-typecheck}

# The modules an app links (Tabula and the modules it re-exports, the UIKit and SwiftUI hosts),
# then the modules apps do not link.
app_modules="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaUIKit TabulaSwiftUI"
other_modules="TabulaListEngine TabulaHeadless TabulaTerminal TabulaDemoKit TabulaTestSupport"
# The command fails for the test runner modules SwiftPM adds (TabulaPackageTests cannot be
# loaded); the library modules' graphs are written all the same and checked for below.
dump=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 || true)
linux_graphs=$(printf '%s\n' "$dump" | sed -n 's/^Files written to //p' | tail -1)
for module in $app_modules $other_modules; do
    case $module in TabulaUIKit|TabulaSwiftUI) continue ;; esac
    [ -f "$linux_graphs/$module.symbols.json" ] || {
        printf '%s\n' "$dump" >&2; echo "error: no symbol graph for $module in '$linux_graphs'" >&2; exit 1; }
done

graphs=("$linux_graphs")
if [ -n "$sdk" ]; then
    version=${IOS_VERSION:-26.2}
    mods="$WORK/mods-$version"
    [ -f "$mods/TabulaUIKit.swiftmodule" ] || {
        echo "no TabulaUIKit module in $mods: run the iOS SDK type-check at $version first" >&2; exit 2; }
    stdlib="$sdk/usr/lib/swift/Swift.swiftmodule"
    arch=arm64; [ -f "$stdlib/arm64-apple-ios.swiftinterface" ] || arch=arm64e
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    for module in TabulaUIKit TabulaSwiftUI; do
        # The same flags as Scripts/build-uikit-docs.sh: the type-check's built modules are reused.
        swiftc -emit-module -emit-module-path "$scratch/$module.swiftmodule" \
            -emit-symbol-graph -emit-symbol-graph-dir "$scratch/graphs" -symbol-graph-minimum-access-level public \
            -target "$arch-apple-ios$version" -sdk "$sdk" -resource-dir "$WORK/res" -I "$WORK/res/shims" \
            -module-cache-path "$WORK/module-cache" -parse-as-library -swift-version 6 \
            -I "$mods" -I "$scratch" -Xfrontend -disable-availability-checking \
            -module-name "$module" -package-name tabula $(find "Sources/$module" -name '*.swift' | sort) 2>/dev/null \
            || { mkdir -p "$scratch/graphs"; echo "warning: $module did not compile against the SDK" >&2; }
    done
    graphs+=("$scratch/graphs")
fi

modules=$(echo $app_modules $other_modules | tr ' ' ',')
printf '%-22s %6s %10s\n' module types typealiases
total=0
while IFS=$'\t' read -r module count aliases; do
    note=""
    if [ -z "$sdk" ] && { [ "$module" = TabulaUIKit ] || [ "$module" = TabulaSwiftUI ]; }; then
        note="(not counted: pass the iOS SDK)"
    fi
    case " $app_modules " in
        *" $module "*) total=$((total + count)) ;;
        *) note="$note(not linked by apps)" ;;
    esac
    printf '%-22s %6s %10s %s\n' "$module" "$count" "$aliases" "$note"
done < <(python3 Scripts/count_public_types.py "$modules" "${graphs[@]}")
printf '%-22s %6s\n' "apps link, in all" "$total"
