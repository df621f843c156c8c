#!/usr/bin/env bash
# Fails on code written twice to the letter in the modules an iOS app links (TabulaDiff,
# TabulaStorage, TabulaBatches, TabulaLayout, Tabula, TabulaUIKit, TabulaSwiftUI), unless the
# pair of files is on the allow-list in CONTRIBUTING.md ("Twins allowed"), each with its
# reason. Pairs alike only in shape (the same structure with other names: capability
# protocols, error cases, value types) do not count; neither do tests, hosts for tests and
# tools.
#
# It reads the tree with the `duplicates` command (the project machine's tool: identical and
# same-shape runs of 6 or more lines). Where that command is not installed (a user's clone),
# it says so and passes: the check is the project's, not a build requirement.
#
# Usage: Scripts/check-duplicates.sh [REPO]   (default: this repository)
set -euo pipefail
repo="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
if ! command -v duplicates >/dev/null 2>&1; then
    echo "duplication check skipped: the \`duplicates\` command is not installed here"
    exit 0
fi
modules='^(TabulaDiff|TabulaStorage|TabulaBatches|TabulaLayout|Tabula|TabulaUIKit|TabulaSwiftUI)/'
report="$(duplicates --repo "$repo/Sources" --most 200 --seconds 300)"
if grep -q '^incomplete:' <<<"$report"; then
    echo "duplication check: the tree was not read whole:" >&2
    grep '^incomplete:' <<<"$report" >&2
    exit 1
fi
# The allowed pairs: "- `A.swift` ~ `B.swift`: reason" lines under "## Twins allowed".
allowed="$(awk '/^## Twins allowed/ { on = 1; next } /^## / { on = 0 } on' "$repo/CONTRIBUTING.md" |
    sed -nE 's/^- `([^`]+)` ~ `([^`]+)`.*/\1 ~ \2/p')"
new=0
count=0
# Rows: "D1 A.swift:10-24 ~ B.swift:40-54 [shape] ...": identical-text rows have no "shape".
while read -r _ left _ right rest; do
    case " $rest " in *" shape "*) continue ;; esac
    a="${left%%:*}" b="${right%%:*}"
    grep -qE "$modules" <<<"$a" && grep -qE "$modules" <<<"$b" || continue
    count=$((count + 1))
    if grep -qxF "$a ~ $b" <<<"$allowed" || grep -qxF "$b ~ $a" <<<"$allowed"; then continue; fi
    echo "written twice, not on the allow-list: $left ~ $right" >&2
    new=$((new + 1))
done < <(grep -E '^D[0-9]+ ' <<<"$report")
if [ "$new" -gt 0 ]; then
    echo "duplication check: $new pair(s) of identical code in the modules an app links; share" >&2
    echo "the code, or add the pair with its reason under \"Twins allowed\" in CONTRIBUTING.md" >&2
    exit 1
fi
echo "duplication check: $count identical pair(s) in the modules an app links, all allowed"
