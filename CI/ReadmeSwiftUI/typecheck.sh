#!/usr/bin/env bash
# Type-checks the README's SwiftUI examples (ReadmeSwiftUI/Examples.swift, a copy of them)
# against Apple's iOS SDK at iOS 15.0 and 26.2, as a target after TabulaSwiftUI. SwiftUI
# cannot run here: this proves they compile with zero errors and warnings, nothing more.
# Usage: CI/ReadmeSwiftUI/typecheck.sh SDK TYPECHECK_SH (after one `swift build`, which
# checks out swift-log).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
sdk="${1:?usage: typecheck.sh SDK TYPECHECK_SH}"
typecheck="${2:?usage: typecheck.sh SDK TYPECHECK_SH}"
versions=(15.0 26.2)
# When LIBRARIES_WORK names the folder of a library check that already ran at those versions
# (CI's), its modules serve: only the examples are compiled, with the flags that check gives
# its targets.
if [ -n "${LIBRARIES_WORK:-}" ] && [ -f "$LIBRARIES_WORK/mods-${versions[0]}/TabulaSwiftUI.swiftmodule" ] \
    && [ -f "$LIBRARIES_WORK/mods-${versions[1]}/TabulaSwiftUI.swiftmodule" ]; then
    arch=arm64
    [ -f "$sdk/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ] || arch=arm64e
    status=0
    for version in "${versions[@]}"; do
        log="$LIBRARIES_WORK/logs/ios$version-ReadmeSwiftUI.txt"
        mkdir -p "$LIBRARIES_WORK/logs" "$LIBRARIES_WORK/obj-$version"
        swiftc -emit-object -wmo -o "$LIBRARIES_WORK/obj-$version/ReadmeSwiftUI.o" -module-name ReadmeSwiftUI \
            -package-name tabula -target "$arch-apple-ios$version" -sdk "$sdk" -resource-dir "$LIBRARIES_WORK/res" \
            -I "$LIBRARIES_WORK/res/shims" -module-cache-path "$LIBRARIES_WORK/module-cache" -parse-as-library \
            -swift-version 6 -I "$LIBRARIES_WORK/mods-$version" \
            $(find "$repo/CI/ReadmeSwiftUI/ReadmeSwiftUI" -name '*.swift' | sort) >"$log" 2>&1 || status=1
        errors=$(grep -cE '^[^ ].*: error: ' "$log" || true)
        warnings=$(grep -cE '^[^ ].*: warning: ' "$log" || true)
        printf 'ReadmeSwiftUI (iOS %s)                errors=%-3d warnings=%-3d (%s)\n' "$version" "$errors" "$warnings" "$log"
        grep -E '^[^ ].*: (error|warning): ' "$log" | sort -u | sed "s|$repo/||; s/^/    /" || true
        if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then status=1; fi
    done
    [ $status -eq 0 ] && echo "README SwiftUI examples compile: clean" || echo "README SwiftUI examples: errors or warnings above"
    exit $status
fi
tree="$(mktemp -d)"
trap 'rm -rf "$tree"' EXIT
mkdir -p "$tree/Sources"
# Copies, not links: the check script lists each target's files with `find`, which does not
# follow a linked folder.
for target in TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaUIKit TabulaSwiftUI; do
    cp -R "$repo/Sources/$target" "$tree/Sources/$target"
done
cp -R "$repo/CI/ReadmeSwiftUI/ReadmeSwiftUI" "$tree/Sources/ReadmeSwiftUI"
WORK="${WORK:-$HOME/.cache/ios-typecheck-readme-swiftui}" REPO="$tree" \
    SWIFT_LOG_SRC="$repo/.build/checkouts/swift-log/Sources/Logging" \
    TARGETS="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaUIKit TabulaSwiftUI ReadmeSwiftUI" "$typecheck" "$sdk" "${versions[@]}"
