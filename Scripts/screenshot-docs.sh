#!/usr/bin/env bash
# Serves the built documentation site and screenshots its main pages with headless
# Chromium (Debian's `chromium` package), to look at the site as a reader does.
# Usage: Scripts/screenshot-docs.sh [SITE_DIR] [PNG_DIR]
#        (defaults: .build/docs-site from Scripts/build-docs.sh, .build/docs-screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."
site=${1:-.build/docs-site}
shots=${2:-.build/docs-screenshots}
command -v chromium >/dev/null || { echo "chromium not found: apt-get install chromium" >&2; exit 2; }
[ -d "$site/documentation" ] || { echo "no site at $site: run Scripts/build-docs.sh" >&2; exit 2; }
port=${PORT:-8765}
python3 -m http.server "$port" -d "$site" >/dev/null 2>&1 &
server=$!
trap 'kill $server' EXIT
sleep 1
mkdir -p "$shots"
pages=(
    documentation/tabula
    documentation/tabula/typedstorageandsafeupdates
    documentation/tabula/mfscellsandframecaches
    documentation/tabula/widgetsanddeclarativelists
    documentation/tabula/statictableswithcapabilities
    documentation/tabula/liststorage
    documentation/tabuladiff
    documentation/tabuladiff/thediffanditsstages
    documentation/tabuladiff/comingfromdifferencekit
    documentation/tabulaheadless/hostsbatchrulesandheadlesstesting
    tutorials/tabula
    tutorials/tabula/buildingacontactsscreen
)
for page in "${pages[@]}"; do
    png="$shots/$(echo "$page" | tr / _).png"
    # The site renders with JavaScript: give it virtual time to load before the shot.
    timeout 60 chromium --headless --no-sandbox --disable-gpu --hide-scrollbars \
        --virtual-time-budget=8000 --window-size=1200,1600 --screenshot="$png" \
        "http://localhost:$port/$page" >/dev/null 2>&1
    echo "$png"
done
