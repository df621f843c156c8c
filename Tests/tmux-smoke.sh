#!/usr/bin/env bash
# Starts the real tabula-demo binary in tmux (120x40), sends keys like a person would,
# reads the screen with capture-pane and checks what is on it. Exits non-zero on failure.
# Without tmux it installs it (apt-get, when running as root) and fails if it still cannot:
# a skipped check would let CI pass without the real binary ever being run. Run by .ci/run
# after swift test.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v tmux >/dev/null 2>&1; then
    if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "tmux-smoke: tmux is not installed; installing it with apt-get"
        # Quiet, but kept so a failed install can be shown below.
        install_log="$(mktemp)"
        if ! { DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >"$install_log" 2>&1 ||
            { apt-get update -qq >>"$install_log" 2>&1 &&
                DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >>"$install_log" 2>&1; }; }; then
            tail -n 20 "$install_log" >&2
        fi
        rm -f "$install_log"
    fi
    if ! command -v tmux >/dev/null 2>&1; then
        echo "tmux-smoke: FAILED — tmux is not installed and could not be installed" \
            "(needs root and apt-get); install tmux to run the real binary in a terminal" >&2
        exit 1
    fi
fi

swift build --product tabula-demo
binary="$(swift build --show-bin-path)/tabula-demo"
socket="tabula-smoke-$$"
session="smoke"
tmux_() { tmux -L "$socket" "$@"; }
# The demo's exit status, written by the pane's shell (tmux's own #{pane_dead_status} was
# seen empty now and then on this machine).
status_file="$(mktemp)"
trap 'tmux_ kill-server >/dev/null 2>&1 || true; rm -f "$status_file"' EXIT

screen() { tmux_ capture-pane -p -t "$session"; }
fail() {
    echo "tmux-smoke: FAILED — $1"
    echo "---- screen ----"
    screen || true
    echo "----------------"
    exit 1
}
# Waits up to 10 s for the screen to contain $2, matched by `grep $1` (-F: the text,
# -E: an extended regular expression).
wait_until() {
    for _ in $(seq 1 100); do
        if screen | grep -q "$1" -- "$2"; then return 0; fi
        sleep 0.1
    done
    fail "'$2' never appeared"
}
wait_for() { wait_until -F "$1"; }
wait_for_match() { wait_until -E "$1"; }
keys() { tmux_ send-keys -t "$session" "$@"; }

tmux_ new-session -d -x 120 -y 40 -s "$session" "$binary --seed 1 --live 0; echo \$? > $status_file"
tmux_ set-option -t "$session" remain-on-exit on >/dev/null

# Login screen, landscape at 120x40: both buttons on one line.
wait_for "T A B U L A"
screen | grep -F "Sign in" | grep -qF "Create account" || fail "landscape login: buttons not side by side"

# Narrow the window: portrait, buttons stacked; resizing switches live.
tmux_ resize-window -t "$session" -x 60 -y 40
for _ in $(seq 1 50); do
    if ! screen | grep -F "Sign in" | grep -qF "Create account"; then break; fi
    sleep 0.1
done
screen | grep -qF "Create account" || fail "portrait login: no sign-up button"
screen | grep -F "Sign in" | grep -qF "Create account" && fail "portrait login: buttons still side by side"
tmux_ resize-window -t "$session" -x 120 -y 40

# Enter goes on to the wall.
keys Enter
wait_for "1 Wall"
wait_for "posts 10"
wait_for "♥"

# Select the next post and expand it: the status line counts the in-place reconfigure.
keys j Enter
wait_for "reconfigured 1"

# A live event, then a reload before its queued updates were shown: they are cancelled.
keys l r
wait_for "cancelled 2"

# Scroll to the end: a second page loads.
keys End
wait_for_match "posts [2-9][0-9] · pages [2-9]"

# Friends: filter by name.
keys Tab
wait_for "friends 120"
keys / a n n
wait_for "Filter: /ann"
screen | grep -qF "Anna Lee" || fail "filter: Anna Lee not shown"
keys Escape
wait_for "friends 120"

# Messages.
keys 3
wait_for "messages 60"

# Settings: a switch reveals a row.
keys 4
wait_for "NOTIFICATIONS"
screen | grep -qF "Sound" && fail "settings: the sound row shows while notifications are off"
keys Enter
wait_for "Chime"
wait_for "Notifications on"

# Countries: the widget builder example.
keys 5
wait_for "Choose a country"
wait_for "Japan"

# q quits with status 0 and leaves the alternate screen.
keys q
for _ in $(seq 1 50); do
    if [ "$(tmux_ display-message -p -t "$session" '#{pane_dead}')" = "1" ]; then break; fi
    sleep 0.1
done
[ "$(tmux_ display-message -p -t "$session" '#{pane_dead}')" = "1" ] || fail "q did not quit"
status=""
for _ in $(seq 1 30); do
    status="$(cat "$status_file")"
    [ -n "$status" ] && break
    sleep 0.1
done
[ "$status" = "0" ] || fail "exit status '$status'"
screen | grep -qF "1 Wall" && fail "the feed is still on screen after quitting (alternate screen not left)"

echo "tmux-smoke: passed (login landscape/portrait, wall, read more, reload cancels, second page, friends filter, messages, settings switch, countries, quit)"
