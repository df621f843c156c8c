#!/usr/bin/env bash
# Compiles the iOS showcase (Examples/TabulaShowcase) against Apple's iOS SDK at the app's
# minimum iOS version, to arm64(e) object code, with zero errors and warnings: first the
# Tabula libraries it links (by the shared check script, TYPECHECK_SH), then the app's own
# targets in its package's order (TabulaTestSupport, TabulaDemoData, ShowcaseScreens,
# AppModule). The app's targets get a package name of their own, not Tabula's, so a `package`
# symbol of Tabula that the app could not see in Xcode fails here too. Nothing is linked or
# run: this proves the sources compile for iOS, not that the app runs (see the README).
# Usage: CI/Showcase/typecheck.sh SDK TYPECHECK_SH (after one `swift build`, which checks
# out swift-log).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
sdk="${1:?usage: typecheck.sh SDK TYPECHECK_SH}"
typecheck="${2:?usage: typecheck.sh SDK TYPECHECK_SH}"
app="$repo/Examples/TabulaShowcase/TabulaShowcase.swiftpm"
# The app's minimum iOS version, from its manifest (`platforms: [.iOS("16.0")]`).
version="$(grep -oE '\.iOS\("[0-9.]+"\)' "$app/Package.swift" | grep -oE '[0-9]+(\.[0-9]+)*' | head -1)"
[ -n "$version" ] || { echo "no .iOS(\"x.y\") platform in $app/Package.swift" >&2; exit 2; }
work="${WORK:-$HOME/.cache/ios-typecheck-showcase}"
libraries="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaUIKit TabulaSwiftUI"

# 1. The libraries, with the shared script (its modules stay in $work/mods-$version). When
# LIBRARIES_WORK names the folder of a library check that already ran at this version (CI's,
# a minute before), its modules serve instead of compiling the libraries a second time.
if [ -n "${LIBRARIES_WORK:-}" ] && [ -f "$LIBRARIES_WORK/mods-$version/TabulaSwiftUI.swiftmodule" ]; then
    work="$LIBRARIES_WORK"
    echo "== the libraries: the modules of the check in $work (iOS $version)"
else
    REPO="$repo" WORK="$work" TARGETS="$libraries" "$typecheck" "$sdk" "$version"
fi

# 2. The app's targets, with the flags the shared script gives its targets.
toolchain_res=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift
[ -d "$work/res/shims" ] || { echo "no $work/res: the shared script did not set it up" >&2; exit 2; }
arch=arm64
[ -f "$sdk/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ] || arch=arm64e
mods="$work/mods-$version"
objects="$work/showcase-obj-$version"
logs="$work/logs"
rm -rf "$objects"
mkdir -p "$objects" "$logs"
common=(-target "$arch-apple-ios$version" -sdk "$sdk" -resource-dir "$work/res" -I "$work/res/shims"
    -module-cache-path "$work/module-cache" -parse-as-library -swift-version 6 -I "$mods"
    -package-name tabulashowcase)
if [ -f "$mods/SDKAgeShims.swiftmodule" ]; then
    common+=(-Xfrontend -import-module -Xfrontend SDKAgeShims)
fi
# `find -L`: the data targets are symbolic links into the repository's Sources.
srcs() { find -L "$1" -name '*.swift' | sort; }
status=0
echo "== the showcase's targets, $arch-apple-ios$version (toolchain resources: $toolchain_res)"
for target in TabulaTestSupport TabulaDemoData ShowcaseScreens App; do
    module="$target"; [ "$target" = App ] && module=AppModule
    log="$logs/showcase-$module.txt"
    swiftc -emit-object -wmo -o "$objects/$module.o" -module-name "$module" "${common[@]}" \
        $(srcs "$app/Sources/$target") >"$log" 2>&1 || true
    errors=$(grep -cE '^[^ ].*: error: ' "$log" || true)
    warnings=$(grep -cE '^[^ ].*: warning: ' "$log" || true)
    printf '%-34s errors=%-3d warnings=%-3d (%s)\n' "$module" "$errors" "$warnings" "$log"
    grep -E '^[^ ].*: (error|warning): ' "$log" | sort -u | sed "s|$repo/||; s/^/    /" || true
    if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ] || [ ! -s "$objects/$module.o" ]; then status=1; fi
    if [ "$module" != AppModule ]; then
        swiftc -emit-module -emit-module-path "$mods/$module.swiftmodule" -module-name "$module" \
            "${common[@]}" $(srcs "$app/Sources/$target") >"$log.module" 2>&1 \
            || echo "    ($module: no module emitted, targets after it may show follow-on errors)"
    fi
done
[ $status -eq 0 ] && echo "showcase compile (iOS $version, $arch object code): clean" \
    || echo "showcase compile (iOS $version): errors or warnings above"
exit $status
