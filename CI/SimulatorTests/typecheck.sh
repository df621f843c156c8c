#!/usr/bin/env bash
# Compiles the simulator test target (Tests/TabulaUIKitTests) against Apple's iOS SDK at iOS
# 15.0 and 26.2, to arm64e object code, after the library check (.ci/run's `typecheck.sh`
# run, whose modules in LIBRARIES_WORK it imports). It proves these tests use only API that
# UIKit has: a test that reaches a name of the Linux UIKit model fails here. It cannot run
# them (no simulator on Linux); .github/workflows/apple.yml does, on a Mac.
#
# The iOS SDK has no Swift Testing module (Xcode ships it in its platform folder, not in the
# SDK). The toolchain's own Testing interface is platform-free (it imports only Swift,
# _Concurrency and _StringProcessing), so it is compiled for iOS here, once per run, and its
# macros (`@Test`, `#expect`) run from the toolchain's host plugin as on any platform.
#
# Usage: LIBRARIES_WORK=DIR CI/SimulatorTests/typecheck.sh SDK
# (DIR: the WORK folder of a typecheck.sh run over the library targets at 15.0 and 26.2.)
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
sdk="${1:?usage: LIBRARIES_WORK=DIR typecheck.sh SDK}"
work="${LIBRARIES_WORK:?LIBRARIES_WORK: the folder of a typecheck.sh run over the library targets}"
versions=(15.0 26.2)
for version in "${versions[@]}"; do
    for module in TabulaUIKit TabulaHeadless; do
        [ -f "$work/mods-$version/$module.swiftmodule" ] || {
            echo "no $module module for iOS $version in $work: run the library check first" >&2
            exit 2
        }
    done
done
arch=arm64
[ -f "$sdk/usr/lib/swift/Swift.swiftmodule/arm64-apple-ios.swiftinterface" ] || arch=arm64e
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")"
testing_interface="$toolchain/lib/swift/linux/Testing.swiftmodule/$(uname -m)-unknown-linux-gnu.swiftinterface"
[ -f "$testing_interface" ] || { echo "no Swift Testing interface at $testing_interface" >&2; exit 2; }

testing="$work/testing"
rm -rf "$testing" && mkdir -p "$testing" "$work/logs"
# The interface names its Linux target in its flags; the frontend takes the target from there.
sed "s/-target [^ ]*-unknown-linux-gnu/-target $arch-apple-ios${versions[0]}/; s/ -disable-objc-interop//" \
    "$testing_interface" >"$testing/Testing.swiftinterface"
swiftc -frontend -compile-module-from-interface -module-name Testing -target "$arch-apple-ios${versions[0]}" \
    -sdk "$sdk" -resource-dir "$work/res" -I "$work/res/shims" -module-cache-path "$work/module-cache" \
    "$testing/Testing.swiftinterface" -o "$testing/Testing.swiftmodule" >"$work/logs/Testing-module.txt" 2>&1 || {
    echo "Swift Testing did not compile for iOS: $work/logs/Testing-module.txt" >&2
    exit 2
}

status=0
for version in "${versions[@]}"; do
    common=(-target "$arch-apple-ios$version" -sdk "$sdk" -resource-dir "$work/res" -I "$work/res/shims"
        -module-cache-path "$work/module-cache" -parse-as-library -swift-version 6
        -I "$work/mods-$version" -I "$testing" -package-name tabula)
    # The tests' seeded generator: a target of the root package the library check leaves out.
    support="$testing/support-$version"
    mkdir -p "$support" "$work/obj-$version"
    swiftc -emit-module -emit-module-path "$support/TabulaTestSupport.swiftmodule" -module-name TabulaTestSupport \
        "${common[@]}" $(find "$repo/Sources/TabulaTestSupport" -name '*.swift' | sort) \
        >"$work/logs/ios$version-TabulaTestSupport.txt" 2>&1 || {
        echo "TabulaTestSupport did not compile for iOS $version: $work/logs/ios$version-TabulaTestSupport.txt" >&2
        exit 2
    }
    log="$work/logs/ios$version-TabulaUIKitTests.txt"
    swiftc -emit-object -wmo -o "$work/obj-$version/TabulaUIKitTests.o" -module-name TabulaUIKitTests \
        "${common[@]}" -I "$support" -plugin-path "$toolchain/lib/swift/host/plugins" \
        $(find "$repo/Tests/TabulaUIKitTests" -name '*.swift' | sort) >"$log" 2>&1 || status=1
    errors=$(grep -cE '^[^ ].*: error: ' "$log" || true)
    warnings=$(grep -cE '^[^ ].*: warning: ' "$log" || true)
    printf 'TabulaUIKitTests (iOS %s)             errors=%-3d warnings=%-3d (%s)\n' "$version" "$errors" "$warnings" "$log"
    grep -E '^[^ ].*: (error|warning): ' "$log" | sort -u | sed "s|$repo/||; s/^/    /" || true
    if [ "$errors" -ne 0 ] || [ "$warnings" -ne 0 ]; then status=1; fi
done
tests=$(grep -rhoE '@Test\b' "$repo/Tests/TabulaUIKitTests" | wc -l)
[ $status -eq 0 ] && echo "simulator tests ($tests) compile for iOS: clean" || echo "simulator tests: errors or warnings above"
exit $status
