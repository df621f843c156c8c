#!/usr/bin/env bash
# Compiles Tabula's library targets for Mac Catalyst (arm64e-apple-ios15.0-macabi) against the
# macOS SDK's iOS support (System/iOSSupport: Catalyst's UIKit), with this machine's Linux
# Swift toolchain, down to object code, whole module: as ../shared/tools/ios-sdk/typecheck.sh
# does for iOS, so Swift 6 data-race errors in UIKit-only code show too. Nothing is linked or
# run. Extra source folders (EXTRA="Name=path ...") are compiled after the targets, each as
# a module that may import all of them and the extras before it (the showcase app's sources),
# at EXTRA_MIN (default MIN) and with a package name of their own (EXTRA_PACKAGE), so a
# `package` symbol of Tabula an app could not see fails here too.
#
# Usage: Scripts/catalyst-typecheck.sh MACOS_SDK [SHARED_TYPECHECK_SH]
#   MACOS_SDK            an extracted MacOSX15.5.sdk (the iOS SDK's repository holds it; see
#                        ../shared/tools/ios-sdk/README.md for extracting a folder)
#   SHARED_TYPECHECK_SH  the shared iOS check script, for its API notes (default: found beside
#                        the project)
# Environment: TARGETS (dependencies first), EXTRA, WORK (default ~/.cache/catalyst-typecheck),
#   MIN (default 15.0: the package's iOS floor), SWIFT_LOG_SRC (default: the package checkout).
# Exit status: 0 when every target compiles with no error and no warning, 1 otherwise, 2 on a
# setup problem.
set -uo pipefail

repo=$(cd "$(dirname "$0")/.." && pwd)
sdk=${1:?usage: catalyst-typecheck.sh MACOS_SDK [SHARED_TYPECHECK_SH]}
shared=${2:-}
if [ -z "$shared" ]; then
    for candidate in "$repo/../shared/tools/ios-sdk/typecheck.sh" /work/shared/tools/ios-sdk/typecheck.sh; do
        [ -x "$candidate" ] && { shared=$candidate; break; }
    done
fi
[ -n "$shared" ] && [ -d "$(dirname "$shared")/apinotes" ] || { echo "no shared typecheck.sh (its apinotes/)" >&2; exit 2; }
TARGETS=${TARGETS:-"TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaListEngine TabulaUIKit TabulaSwiftUI"}
WORK=${WORK:-$HOME/.cache/catalyst-typecheck}
MIN=${MIN:-15.0}
SWIFT_LOG_SRC=${SWIFT_LOG_SRC:-$repo/.build/checkouts/swift-log/Sources/Logging}
ios_support="$sdk/System/iOSSupport"
[ -d "$ios_support/System/Library/Frameworks/UIKit.framework" ] || {
    echo "no Catalyst UIKit under '$ios_support'" >&2; exit 2; }
[ -d "$SWIFT_LOG_SRC" ] || { echo "no swift-log sources at $SWIFT_LOG_SRC: run 'swift build' once" >&2; exit 2; }

# Setup, not a finding: the public copy of the SDK stores no symbolic links. A framework's
# top-level Headers/Modules and Versions/Current are links on a Mac, and two folders that are
# one folder on a Mac (usr/include/libxml2/libxml) would define the libxml2 module twice.
# Put the links back (idempotent; the SDK lives outside the repository).
while IFS= read -r framework; do
    [ -d "$framework/Versions" ] || continue
    if [ ! -e "$framework/Versions/Current" ]; then
        version=$(find "$framework/Versions" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | tail -1)
        ln -s "$version" "$framework/Versions/Current"
    fi
    for entry in "$framework"/Versions/Current/*; do
        name=$(basename "$entry")
        [ -e "$framework/$name" ] || [ -L "$framework/$name" ] || ln -s "Versions/Current/$name" "$framework/$name"
    done
done < <(find "$sdk" -type d -name '*.framework')
if [ -d "$sdk/usr/include/libxml2/libxml" ] && [ ! -L "$sdk/usr/include/libxml2/libxml" ]; then
    rm -rf "$sdk/usr/include/libxml2/libxml" && ln -s ../libxml "$sdk/usr/include/libxml2/libxml"
fi

# The toolchain's resource dir without its Linux module maps, plus Darwin's API notes (as the
# shared iOS script does).
toolchain_res=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")/lib/swift
mkdir -p "$WORK/res/apinotes" "$WORK/logs" "$WORK/shims"
for d in shims clang; do ln -sfn "$toolchain_res/$d" "$WORK/res/$d"; done
cp "$(dirname "$shared")"/apinotes/*.apinotes "$WORK/res/apinotes/"

# The 15.5 SDK is Xcode 16.4's (Swift 6.1 interfaces); the package needs Xcode 26 for
# `SendableMetatype`, which an older standard library lacks: a one-line shim supplies it, so
# those two conformances are not checked here (the iOS 26.2 SDK check covers them).
sdk_swift=$(grep -m1 -oE 'swift-compiler-version: [^ ]+ [^ ]+ [^ ]+ [0-9.]+' \
    "$sdk/usr/lib/swift/Swift.swiftmodule/arm64e-apple-macos.swiftinterface" | awk '{print $NF}')
shim="$WORK/shims/SDKAgeShims.swift"; : > "$shim"
grep -q "protocol SendableMetatype" "$sdk/usr/lib/swift/Swift.swiftmodule/arm64e-apple-macos.swiftinterface" \
    || echo 'public typealias SendableMetatype = Any' >> "$shim"

EXTRA_MIN=${EXTRA_MIN:-$MIN}
EXTRA_PACKAGE=${EXTRA_PACKAGE:-tabulaextra}
triple="arm64e-apple-ios$MIN-macabi"
mods="$WORK/mods"; objs="$WORK/obj"; rm -rf "$mods" "$objs"; mkdir -p "$mods" "$objs"
common=(-target "$triple" -sdk "$sdk" -Fsystem "$ios_support/System/Library/Frameworks"
    -I "$ios_support/usr/lib/swift" -resource-dir "$WORK/res" -I "$WORK/res/shims"
    -module-cache-path "$WORK/module-cache" -parse-as-library -swift-version 6 -I "$mods")
echo "== $triple against $(basename "$sdk") (Swift ${sdk_swift:-?} interfaces); shims: $([ -s "$shim" ] && echo SendableMetatype || echo none)"
implicit=()
if [ -s "$shim" ]; then
    swiftc -emit-module -emit-module-path "$mods/SDKAgeShims.swiftmodule" -module-name SDKAgeShims "${common[@]}" \
        "$shim" >"$WORK/logs/shims.txt" 2>&1 || { echo "shim module failed: $WORK/logs/shims.txt"; exit 2; }
    implicit=(-Xfrontend -import-module -Xfrontend SDKAgeShims)
fi
swiftc -emit-module -emit-module-path "$mods/Logging.swiftmodule" -module-name Logging -package-name swift_log \
    -enable-upcoming-feature ExistentialAny -enable-upcoming-feature MemberImportVisibility \
    -enable-upcoming-feature InternalImportsByDefault -enable-upcoming-feature NonisolatedNonsendingByDefault \
    "${common[@]}" $(find "$SWIFT_LOG_SRC" -name '*.swift' | sort) >"$WORK/logs/logging.txt" 2>&1 || {
    echo "swift-log did not build a module: $WORK/logs/logging.txt"; exit 2; }

status=0
# compile NAME DIR PACKAGE [TRIPLE]: object code (the check), then the module later targets
# import. `find -L`: an extra may be a link to a folder (the showcase's shared data targets).
compile() {
    local name=$1 dir=$2 package=$3 target_triple=${4:-$triple} log="$WORK/logs/$1.txt"
    local files; files=$(find -L "$dir" -name '*.swift' | sort)
    local flags=(-module-name "$name" -package-name "$package" ${implicit[@]+"${implicit[@]}"} "${common[@]}"
        -target "$target_triple")
    swiftc -emit-object -wmo -o "$objs/$name.o" "${flags[@]}" $files >"$log" 2>&1
    local rc=$? errors warnings
    errors=$(grep -cE '^[^ ].*: error: ' "$log")
    warnings=$(grep -cE '^[^ ].*: warning: ' "$log")
    printf '%-22s errors=%-3d warnings=%-3d objects=%s bytes\n' "$name" "$errors" "$warnings" \
        "$(stat -c %s "$objs/$name.o" 2>/dev/null || echo 0)"
    grep -E '^[^ ].*: (error|warning): ' "$log" | sort -u | sed "s|$repo/||; s/^/    /"
    { [ "$rc" -eq 0 ] && [ "$errors" -eq 0 ] && [ "$warnings" -eq 0 ]; } || status=1
    swiftc -emit-module -emit-module-path "$mods/$name.swiftmodule" -Xfrontend -disable-availability-checking \
        "${flags[@]}" $files >"$log.module" 2>&1 || echo "    ($name: no module emitted)"
}
for target in $TARGETS; do compile "$target" "$repo/Sources/$target" tabula; done
[ -n "${EXTRA:-}" ] && echo "== extras: arm64e-apple-ios$EXTRA_MIN-macabi"
for extra in ${EXTRA:-}; do
    compile "${extra%%=*}" "${extra#*=}" "$EXTRA_PACKAGE" "arm64e-apple-ios$EXTRA_MIN-macabi"
done
[ $status -eq 0 ] && echo "Mac Catalyst compile: clean" || echo "Mac Catalyst compile: errors or warnings above"
exit $status
