#!/usr/bin/env bash
# Type-checks the README's SwiftUI examples (ReadmeSwiftUI/Examples.swift, a copy of them)
# against Apple's iOS SDK at iOS 13.0 and 16.0, as a target after TabulaSwiftUI. SwiftUI
# cannot run here: this proves they compile with zero errors and warnings, nothing more.
# Usage: CI/ReadmeSwiftUI/typecheck.sh SDK TYPECHECK_SH (after one `swift build`, which
# checks out swift-log).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"
sdk="${1:?usage: typecheck.sh SDK TYPECHECK_SH}"
typecheck="${2:?usage: typecheck.sh SDK TYPECHECK_SH}"
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
    TARGETS="TabulaDiff TabulaStorage TabulaBatches TabulaLayout Tabula TabulaUIKit TabulaSwiftUI ReadmeSwiftUI" "$typecheck" "$sdk" 13.0 16.0
