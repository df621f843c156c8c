#!/usr/bin/env python3
"""Issue 36: the main thread's cost of each user operation at 1k, 100k and 1M items, on the
headless host (`MainThreadBenchmark`) and on the UIKit adapters against the UIKit model
(`UIKitMainThreadBenchmark`), in a release build. Run from anywhere:

    Benchmarks/run.sh main-thread                 # full: 1k, 100k, 1M, both hosts
    Benchmarks/run.sh main-thread --quick         # 1k and 100k only
    python3 Benchmarks/main_thread.py --label after --sizes 1000,100000 --hosts headless

For each host and size it runs the benchmark natively (`--repeats` times, for the median
wall time of each operation) and once under callgrind (instructions: the benchmark starts
instrumenting at each operation and collects only the main thread's instructions inside it,
see OperationMarks.swift). A run that takes longer than `--timeout` seconds (per host and
size) is stopped; the operations it finished are kept and the others show as "timeout".

Reports, per operation: main-thread instructions at each size, the ratio 1M ÷ 1k (or the
largest size ÷ the smallest; goal ≤ 1.5×, misses flagged), the storage write's share where
the operation writes one, and on UIKit the height questions the model table asked
(`tableView(_:heightForRowAt:)` calls and their inclusive instructions, on their own line).
Writes Results/main-thread-LABEL.json (raw records) and Results/main-thread-LABEL.md (the
tables), and prints the tables.
"""

import argparse
import json
import os
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import scaling  # noqa: E402  (the build, callgrind and formatting helpers shared with issue 15)

RESULTS = os.path.join(HERE, "Results")
HOSTS = {
    "headless": ("MainThreadBenchmark", "headless (ListAssembly + HeadlessListView)"),
    "uikit-table": ("UIKitMainThreadBenchmark", "UIKit model, TableViewAdapter"),
}
OPERATIONS = [
    ("load", "first load, up to the first screen"),
    ("rotation", "a new width (rotation 390 → 844)"),
    ("safe-area", "a safe-area change at the same width"),
    ("text-size", "a text size change (main actor)"),
    ("first-replace", "the first replaceItem (builds the identity index)"),
    ("select", "select one item by identity"),
    ("append-selected", "one append while an item is selected"),
    ("drop", "a drop (drag one row 3 rows down)"),
    ("replace", "a changed item's reload (replaceItem)"),
    ("refresh", "pull to refresh (one item at the top)"),
]
# Per-row questions UIKit asks the adapter, counted on their own line (callee name part).
ROW_QUESTIONS = ["heightForRowAt", "estimatedHeightForRowAt"]
# The UIKit model's own placing of every row after a batch or reload (its `TableRowFrames`,
# which asks the questions above): UIKit's work, not Tabula's, on its own line too.
MODEL_ROW_LAYOUT = "TableRowFramesC6update6counts5width"
# The model's search for the rows on screen: a scan of every row's frame (UIKit's own is not
# known to be linear; the model's is), also UIKit's work on its own line.
MODEL_VISIBLE_SEARCH = "TableRowFramesC10indexPaths12intersecting"
MODEL_LINES = [MODEL_ROW_LAYOUT, MODEL_VISIBLE_SEARCH]
ROW_LINES = ROW_QUESTIONS + MODEL_LINES
ROW_LINE_LABELS = {
    MODEL_ROW_LAYOUT: "the UIKit model placing every row itself (questions included)",
    MODEL_VISIBLE_SEARCH: "the UIKit model scanning every row for those on screen",
}
GOAL = 1.5
# Operations a host does not have: the headless host has no safe area and no selection.
NOT_RUN = {"headless": ["safe-area", "select"]}


def build(products):
    for product in products:
        subprocess.run(["swift", "build", "-c", "release", "--product", product], cwd=HERE, check=True)


def run_with_timeout(command, timeout, stdout):
    """Runs `command` in its own process group; on timeout stops the whole group. Returns
    (exit code or None on timeout, seconds)."""
    start = time.monotonic()
    process = subprocess.Popen(command, stdout=stdout, start_new_session=True)
    try:
        code = process.wait(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        code = None
    return code, time.monotonic() - start


def parse_records(text):
    return [json.loads(line.split(" ", 1)[1]) for line in text.splitlines() if line.startswith("MAINTHREAD ")]


def run_native(binary, size, repeats, timeout):
    """Median wall time per operation over `repeats` processes, and the last run's facts."""
    times, facts, status = {}, {}, "ok"
    for _ in range(repeats):
        with tempfile.TemporaryFile(mode="w+") as out:
            code, _ = run_with_timeout([binary, "--size", str(size)], timeout, out)
            out.seek(0)
            records = parse_records(out.read())
        for record in records:
            times.setdefault(record["op"], []).append(record["ns"])
            facts[record["op"]] = record
        if code is None:
            status = "timeout after %d s" % timeout
            break
        if code != 0:
            status = "exit code %d" % code
            break
    return {op: statistics.median(values) for op, values in times.items()}, facts, status


def row_questions(path):
    """Calls into each of ROW_QUESTIONS and their inclusive instructions in one callgrind dump,
    counting only calls from outside the question (a protocol witness thunk calling the
    method is one question, not two)."""
    names, found = {}, {name: [0, 0] for name in ROW_LINES}
    caller, callee, pending = None, None, None

    def name_of(text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2):
            names[match.group(1)] = match.group(2)
        return names.get(match.group(1), "")

    def question(name):
        # The longest match first: "estimatedHeightForRowAt" also holds "HeightForRowAt".
        for key in sorted(ROW_LINES, key=len, reverse=True):
            if key in name:
                return key
        return None

    with open(path, errors="replace") as file:
        for line in file:
            if line.startswith("fn="):
                caller = name_of(line[3:].strip())
            elif line.startswith("cfn="):
                callee = name_of(line[4:].strip())
            elif line.startswith("calls="):
                pending = int(line[6:].split()[0])
            elif pending is not None:
                key = question(callee or "")
                if key and question(caller or "") != key:
                    found[key][0] += pending
                    found[key][1] += int(line.split()[-1])
                pending = None
    return {key: value for key, value in found.items() if value[0]}


def callgrind_once(binary, size, timeout, host, only=None):
    """One callgrind process: main-thread instructions per operation (and per part) and the
    row questions asked, for the operations it finished; its status and seconds."""
    with tempfile.TemporaryDirectory() as folder:
        base = os.path.join(folder, "cg.out")
        command = scaling.callgrind_command(scaling.stripped_copy(binary, folder), base) + [
            "--callgrind", "--size", str(size)] + (["--only", only] if only else [])
        print(" ".join(command), file=sys.stderr)
        code, seconds = run_with_timeout(command, timeout, subprocess.DEVNULL)
        ops = {}
        for label, total, path in scaling.callgrind_dumps(base, "mainthread"):
            if label.get("host") != host:
                continue
            entry = ops.setdefault(label["op"], {"instructions": 0, "parts": {}, "row_questions": {}})
            entry["instructions"] += total
            entry["parts"][label["part"].split("-", 1)[1]] = total
            for key, (calls, cost) in row_questions(path).items():
                question = entry["row_questions"].setdefault(key, [0, 0])
                question[0] += calls
                question[1] += cost
        # The last part of an operation is dumped when it ends: an operation cut off by the
        # timeout has no "rest" part and is not a result.
        ops = {op: entry for op, entry in ops.items() if "rest" in entry["parts"]}
        status = "ok" if code == 0 else ("timeout after %d s" % timeout if code is None else "exit code %d" % code)
        return ops, status, seconds


def run_callgrind(binary, size, timeout, op_timeout, host, per_op):
    """All operations in one callgrind process; if it did not finish (or with `per_op`),
    each operation it did not measure in a process of its own (`--only op`: the operations
    before it run uninstrumented), so one slow operation does not hide the others."""
    if per_op:
        ops, status, seconds = {}, "one process per operation", 0
    else:
        ops, status, seconds = callgrind_once(binary, size, timeout, host)
    statuses = {op: "ok" for op in ops}
    if status != "ok":
        for op, _ in OPERATIONS:
            if op in ops or op in NOT_RUN.get(host, []):
                continue
            found, op_status, op_seconds = callgrind_once(binary, size, op_timeout, host, only=op)
            seconds += op_seconds
            if op in found:
                ops[op] = found[op]
                statuses[op] = "ok, alone"
            else:
                statuses[op] = op_status
    return {"ops": ops, "status": status, "seconds": seconds, "op_status": statuses}


def fmt(value):
    return scaling.fmt_count(value) if value is not None else "–"


def tables(results, sizes):
    lines = []
    meta = results["machine"]
    lines.append("Main-thread instructions per operation (callgrind, main thread only), `%s`, %s, load average %.1f" % (
        meta.get("commit", "?"), meta.get("date", "?"), meta.get("load_average", 0)))
    lines.append("")
    small, large = min(sizes), max(sizes)
    ratio_title = "%s ÷ %s" % (scaling.fmt_count(large), scaling.fmt_count(small))
    for host, (_, title) in HOSTS.items():
        runs = results["runs"].get(host)
        if not runs:
            continue
        lines.append("**%s**" % title)
        lines.append("")
        lines.append("| operation | " + " | ".join("%s items" % scaling.fmt_count(n) for n in sizes)
                     + " | %s | goal ≤ %.1f× |" % (ratio_title, GOAL))
        lines.append("|---|" + "---:|" * len(sizes) + "---:|---|")
        for op, description in OPERATIONS:
            cells, values = [], {}
            for n in sizes:
                run = runs.get(str(n))
                entry = run["callgrind"]["ops"].get(op) if run else None
                if entry:
                    values[n] = entry["instructions"]
                    cells.append(fmt(entry["instructions"]))
                elif run and op in run.get("not_run", []):
                    cells.append("n/a")
                elif run and run["callgrind"]["op_status"].get(op, "ok") != "ok":
                    cells.append(run["callgrind"]["op_status"][op])
                else:
                    cells.append("–")
            if all(cell == "n/a" for cell in cells):
                lines.append("| %s | %s | n/a | |" % (description, " | ".join(cells)))
                continue
            if small in values and large in values and values[small]:
                ratio = values[large] / values[small]
                verdict = "met" if ratio <= GOAL else "**MISSED**"
                lines.append("| %s | %s | %.2f× | %s |" % (description, " | ".join(cells), ratio, verdict))
            else:
                lines.append("| %s | %s | – | not measured at both sizes |" % (description, " | ".join(cells)))
            # The parts and UIKit's own per-row questions, on their own lines.
            for part in ("write",):
                part_cells = []
                for n in sizes:
                    run = runs.get(str(n))
                    entry = run["callgrind"]["ops"].get(op) if run else None
                    part_cells.append(fmt(entry["parts"].get(part)) if entry and part in entry["parts"] else "")
                if any(part_cells):
                    lines.append("| &nbsp;&nbsp;of which the storage write | %s | | |" % " | ".join(part_cells))
            for question in ROW_LINES:
                q_cells = []
                for n in sizes:
                    run = runs.get(str(n))
                    entry = run["callgrind"]["ops"].get(op) if run else None
                    asked = entry["row_questions"].get(question) if entry else None
                    q_cells.append("%s calls, %s" % ("{:,}".format(asked[0]), fmt(asked[1])) if asked else "")
                if any(q_cells):
                    label = ROW_LINE_LABELS.get(question, "UIKit asking `%s`" % question)
                    lines.append("| &nbsp;&nbsp;of which %s (calls, instructions) | %s | | |"
                                 % (label, " | ".join(q_cells)))
            # What is left once the model's two scans of every row are taken out: Tabula's
            # work, the model's other bookkeeping and the run loop, with its own ratio.
            rest = []
            for n in sizes:
                run = runs.get(str(n))
                entry = run["callgrind"]["ops"].get(op) if run else None
                if not entry or entry.get("instructions") is None:
                    rest.append(None)
                    continue
                model = sum((entry["row_questions"].get(line) or [0, 0])[1] for line in MODEL_LINES)
                rest.append(entry["instructions"] - model if model else None)
            if all(value is not None for value in rest) and len(rest) > 1 and rest[0] > 0:
                ratio = rest[-1] / rest[0]
                lines.append("| &nbsp;&nbsp;the rest (Tabula, the model's other work, the run loop) | %s | %.2f× | %s |"
                             % (" | ".join(fmt(value) for value in rest), ratio,
                                "met" if ratio <= GOAL else "**MISSED**"))
        lines.append("")
        lines.append("Median wall time of each operation, start to end, native (the text size change's includes "
                     "waiting for its off-main part; %s):" % ", ".join(
            "%s items: %s runs, %s" % (scaling.fmt_count(n), runs[str(n)]["native"]["repeats"],
                                      runs[str(n)]["native"]["status"]) for n in sizes if str(n) in runs))
        lines.append("")
        lines.append("| operation | " + " | ".join("%s items" % scaling.fmt_count(n) for n in sizes) + " |")
        lines.append("|---|" + "---:|" * len(sizes))
        for op, description in OPERATIONS:
            cells = []
            for n in sizes:
                run = runs.get(str(n))
                value = run["native"]["median_ns"].get(op) if run else None
                cells.append(scaling.fmt_time(value) if value is not None else
                             ("n/a" if run and op in run.get("not_run", []) else "–"))
            if all(cell == "n/a" for cell in cells):
                continue
            lines.append("| %s | %s |" % (description, " | ".join(cells)))
        facts = []
        for n in sizes:
            run = runs.get(str(n))
            text = run["native"]["facts"].get("text-size") if run else None
            if text:
                facts.append("%s items: measured %s on the main actor, %s off it; off the main actor %.1f ms" % (
                    scaling.fmt_count(n), text.get("measured_on_main"), text.get("measured_off_main"),
                    1000 * text.get("off_main_seconds", 0)))
        if facts:
            lines.append("")
            lines.append("Text size change, the off-main part (native run): " + "; ".join(facts) + ".")
        statuses = ["%s items: callgrind %s in %.0f s" % (scaling.fmt_count(n), runs[str(n)]["callgrind"]["status"],
                                                          runs[str(n)]["callgrind"]["seconds"])
                    for n in sizes if str(n) in runs]
        lines.append("")
        lines.append("Runs: " + "; ".join(statuses) + ".")
        lines.append("")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--label", default="latest", help="results go to Results/main-thread-LABEL.{json,md}")
    parser.add_argument("--sizes", default="1000,100000,1000000")
    parser.add_argument("--quick", action="store_true", help="1k and 100k only")
    parser.add_argument("--hosts", default=",".join(HOSTS), help="headless,uikit-table")
    parser.add_argument("--repeats", type=int, default=3, help="native runs per size for the median (1 at 1M)")
    parser.add_argument("--timeout", type=int, default=900,
                        help="seconds for one host and size: all operations in one callgrind process, and natively")
    parser.add_argument("--op-timeout", type=int, default=300,
                        help="seconds for one operation measured alone, after a run that did not finish")
    parser.add_argument("--per-op-from", type=int, default=10**9,
                        help="from this size on, measure each operation in its own callgrind process at once")
    parser.add_argument("--no-native", action="store_true")
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--tables-only", action="store_true",
                        help="measure nothing: print Results/main-thread-LABEL.json's tables again (and rewrite its .md)")
    arguments = parser.parse_args()
    if arguments.tables_only:
        with open(os.path.join(RESULTS, "main-thread-%s.json" % arguments.label)) as file:
            results = json.load(file)
        text = tables(results, results["sizes"])
        with open(os.path.join(RESULTS, "main-thread-%s.md" % arguments.label), "w") as file:
            file.write(text + "\n")
        print(text)
        return
    sizes = [1000, 100000] if arguments.quick else [int(n) for n in arguments.sizes.split(",")]
    hosts = arguments.hosts.split(",")
    for host in hosts:
        if host not in HOSTS:
            parser.error("unknown host %s" % host)
    if not arguments.no_build:
        build([HOSTS[host][0] for host in hosts])
    results = {"machine": scaling.machine(), "sizes": sizes, "runs": {}}
    for host in hosts:
        binary = os.path.join(HERE, ".build", "release", HOSTS[host][0])
        for n in sizes:
            print("%s, %d items" % (host, n), file=sys.stderr)
            repeats = 0 if arguments.no_native else (1 if n >= 1_000_000 else arguments.repeats)
            median, facts, status = run_native(binary, n, repeats, arguments.timeout) if repeats else ({}, {}, "not run")
            callgrind = run_callgrind(binary, n, arguments.timeout, arguments.op_timeout, host,
                                      per_op=n >= arguments.per_op_from)
            results["runs"].setdefault(host, {})[str(n)] = {
                "native": {"median_ns": median, "facts": facts, "status": status, "repeats": repeats},
                "callgrind": callgrind,
                "not_run": NOT_RUN.get(host, []),
            }
            print("  native: %s; callgrind: %s in %.0f s" % (status, callgrind["status"], callgrind["seconds"]),
                  file=sys.stderr)
    os.makedirs(RESULTS, exist_ok=True)
    with open(os.path.join(RESULTS, "main-thread-%s.json" % arguments.label), "w") as file:
        json.dump(results, file, indent=1, sort_keys=True)
    text = tables(results, sizes)
    with open(os.path.join(RESULTS, "main-thread-%s.md" % arguments.label), "w") as file:
        file.write(text + "\n")
    print(text)


if __name__ == "__main__":
    main()
