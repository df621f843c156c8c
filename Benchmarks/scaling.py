#!/usr/bin/env python3
"""The scaling benchmark of issue 15: one mutation at 1k to 1M items, measured and charted.

One command measures everything and redraws the chart (run from anywhere):

    python3 Benchmarks/scaling.py run --label after

It builds `ScalingBenchmark` (release), runs it once for time and memory, runs it again
under callgrind for instructions (one valgrind process per list size), and writes
`Benchmarks/Results/scaling-<label>.json`. Then it draws `Benchmarks/Results/scaling.svg`
from every `scaling-*.json` there and prints a Markdown table.

    python3 Benchmarks/scaling.py chart            # only redraw the chart and table
    python3 Benchmarks/scaling.py run --label x --sizes 1000,10000 --no-callgrind

The callgrind command it runs, per size N, on a copy of the binary without debug sections
(`strip --strip-debug`: valgrind 3.19 cannot read Swift 6.3's DWARF):

    valgrind --tool=callgrind --instr-atstart=no --collect-atstart=no \
        --callgrind-out-file=DIR/cg.out .build/release/ScalingBenchmark --callgrind \
        --sizes N --repeats 5 --repeats-large 1 --warm-up 1 --out DIR/cg-N.json

(5 counted mutations per kind, 1 at 1M items, each after one uncounted warm-up: the
counts barely vary, and before the layout rewrite one 1M mutation took a minute under
callgrind.)

The benchmark starts instrumentation after building the list, turns collection on only
around each timed mutation (storage transaction + `ListUpdater.apply`), and dumps one
file per kind of mutation (`CALLGRIND_DUMP_STATS_AT`); instructions per mutation are that
file's `totals:` divided by the number of mutations.

Only the standard library is used; the SVG is written by hand.
"""

import argparse
import glob
import json
import math
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
RESULTS = os.path.join(HERE, "Results")
BINARY = os.path.join(HERE, ".build", "release", "ScalingBenchmark")
KINDS = ["replace", "insert", "delete", "move"]
LAYOUTS = {"one": "one section", "sections": "sections of 1,000"}
COLORS = {"replace": "#1f77b4", "insert": "#d62728", "delete": "#2ca02c", "move": "#9467bd"}


def build():
    subprocess.run(["swift", "build", "-c", "release", "--product", "ScalingBenchmark"], cwd=HERE, check=True)


def run_timing(sizes, repeats, repeats_large):
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "timing.json")
        subprocess.run(
            [BINARY, "--sizes", sizes, "--repeats", str(repeats), "--repeats-large", str(repeats_large), "--out", out],
            check=True)
        with open(out) as file:
            return json.load(file)


def stripped_copy(binary, folder):
    """A copy of `binary` in `folder` without debug sections: valgrind 3.19 cannot read the
    DWARF of Swift 6.3 release builds; the counts need no symbols (and the symbol table,
    which function names come from, stays)."""
    copy = os.path.join(folder, os.path.basename(binary))
    subprocess.run(["cp", binary, copy], check=True)
    subprocess.run(["strip", "--strip-debug", copy], check=True)
    return copy


def callgrind_command(binary, out_file):
    """valgrind's callgrind, collecting nothing until the program's client requests say so."""
    return ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
            "--callgrind-out-file=" + out_file, binary]


def callgrind_dumps(out_file, prefix):
    """Each dump file callgrind wrote for `out_file` whose `CALLGRIND_DUMP_STATS_AT` label
    starts with `prefix`: (the label's `key=value` words as a dict, its `totals:`, its path)."""
    dumps = []
    for path in glob.glob(out_file + "*"):
        label, total = None, None
        with open(path, errors="replace") as file:
            for line in file:
                if line.startswith("desc: Trigger: Client Request: " + prefix + " "):
                    label = dict(part.split("=", 1) for part in line.split(prefix + " ", 1)[1].split())
                elif line.startswith("totals:"):
                    total = int(line.split()[1])
        if label and total is not None:
            dumps.append((label, total, path))
    return dumps


def run_callgrind(sizes, repeats, repeats_large):
    """Instructions per mutation, keyed by (n, layout, kind)."""
    counts = {}
    for size in sizes.split(","):
        with tempfile.TemporaryDirectory() as folder:
            base = os.path.join(folder, "cg.out")
            command = callgrind_command(stripped_copy(BINARY, folder), base) + [
                "--callgrind", "--sizes", size,
                "--repeats", str(repeats), "--repeats-large", str(repeats_large), "--warm-up", "1",
                "--out", os.path.join(folder, "cg-%s.json" % size)]
            print(" ".join(command), file=sys.stderr)
            subprocess.run(command, check=True, stdout=subprocess.DEVNULL)
            for label, total, _ in callgrind_dumps(base, "scaling"):
                key = (int(label["n"]), label["layout"], label["kind"])
                counts[key] = total / int(label["repeats"])
    return counts


def machine():
    info = {}
    try:
        with open("/proc/cpuinfo") as file:
            for line in file:
                if line.startswith("model name"):
                    info["cpu"] = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    info["cores"] = os.cpu_count()
    swift = subprocess.run(["swift", "--version"], capture_output=True, text=True)
    info["swift"] = (swift.stdout or swift.stderr).strip().splitlines()[0] if (swift.stdout or swift.stderr) else ""
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=HERE, capture_output=True, text=True)
    info["commit"] = commit.stdout.strip()
    info["date"] = subprocess.run(["date", "-u", "+%Y-%m-%d %H:%M UTC"], capture_output=True, text=True).stdout.strip()
    info["load_average"] = os.getloadavg()[0]
    return info


def load_results():
    """Every Results/scaling-*.json, "before" first (drawn dashed)."""
    results = {}
    paths = glob.glob(os.path.join(RESULTS, "scaling-*.json"))
    for path in sorted(paths, key=lambda p: (not p.endswith("scaling-before.json"), p)):
        label = os.path.basename(path)[len("scaling-"):-len(".json")]
        with open(path) as file:
            results[label] = json.load(file)
    return results


def fmt_time(ns):
    if ns >= 1_000_000_000:
        return "%g s" % (ns / 1e9)
    if ns >= 1_000_000:
        return "%.1f ms" % (ns / 1e6)
    if ns >= 10_000:
        return "%.0f µs" % (ns / 1e3)
    return "%.1f µs" % (ns / 1e3)


def fmt_count(value):
    if value is None:
        return "–"
    for unit, scale in (("G", 1e9), ("M", 1e6), ("k", 1e3)):
        if value >= scale:
            return "%.3g%s" % (value / scale, unit)
    return "%.0f" % value


def table(results):
    lines = []
    for label, data in results.items():
        meta = data["machine"]
        lines.append("**%s** (`%s`, %s, load average %.1f):" % (label, meta.get("commit", "?"), meta.get("date", "?"),
                                                             meta.get("load_average", 0)))
        lines.append("")
        lines.append("| items | layout | kind | p50 | p99 | layout p50 | storage p50 | instructions | bytes/item |")
        lines.append("|---:|---|---|---:|---:|---:|---:|---:|---:|")
        for record in sorted(data["records"], key=lambda r: (r["layout"], r["n"], KINDS.index(r["kind"]))):
            bytes_per_item = record.get("storage_bytes_per_item", 0) + record.get("updater_host_layout_bytes_per_item", 0)
            lines.append("| %s | %s | %s | %s | %s | %s | %s | %s | %.0f |" % (
                "{:,}".format(record["n"]), LAYOUTS[record["layout"]], record["kind"], fmt_time(record["p50_ns"]),
                fmt_time(record["p99_ns"]), fmt_time(record["layout_p50_ns"]), fmt_time(record["storage_p50_ns"]),
                fmt_count(record.get("instructions")), bytes_per_item))
        lines.append("")
        for n in sorted({r["n"] for r in data["records"]}):
            replace = [r for r in data["records"] if r["n"] == n and r["kind"] == "replace" and r["layout"] == "one"]
            if replace and "storage_bytes_per_item" in replace[0]:
                lines.append("- %s items: storage %.1f + updater/host/layout %.1f bytes per item" % (
                    "{:,}".format(n), replace[0]["storage_bytes_per_item"],
                    replace[0]["updater_host_layout_bytes_per_item"]))
        lines.append("")
    return "\n".join(lines)


def comparison(results):
    """One row per list size and layout: p50 main-actor time and instructions per kind,
    first result set → last."""
    labels = list(results.keys())
    if len(labels) < 2:
        return ""
    first, last = results[labels[0]]["records"], results[labels[-1]]["records"]

    def find(records, n, layout, kind):
        return next((r for r in records if r["n"] == n and r["layout"] == layout and r["kind"] == kind), None)

    lines = ["p50 main-actor time per mutation, %s → %s (instructions per mutation below each)" % (labels[0], labels[-1]), "",
             "| items | layout | " + " | ".join(KINDS) + " |", "|---:|---|" + "---:|" * len(KINDS)]
    for layout in LAYOUTS:
        for n in sorted({r["n"] for r in last}):
            cells = []
            for kind in KINDS:
                a, b = find(first, n, layout, kind), find(last, n, layout, kind)
                if not a or not b:
                    cells.append("–")
                    continue
                cells.append("%s → **%s**<br>%s → %s" % (fmt_time(a["p50_ns"]), fmt_time(b["p50_ns"]),
                                                         fmt_count(a.get("instructions")), fmt_count(b.get("instructions"))))
            lines.append("| %s | %s | %s |" % ("{:,}".format(n), LAYOUTS[layout], " | ".join(cells)))
    return "\n".join(lines) + "\n"


def chart(results, path):
    """Six panels (rows: one section, sections of 1,000; columns: p50 main-actor time, the
    layout's share of it, instructions), log-log, one line per kind and result set (the
    first set dashed)."""
    width, height = 1180, 720
    panel_w, panel_h = 300, 250
    left, top = 80, 70
    gap_x, gap_y = 90, 90
    labels = list(results.keys())
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">'
           % (width, height), '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="24" font-size="16" font-weight="bold">One mutation through storage → ListUpdater → '
           'HeadlessListView + ListLayout, against list size</text>' % left]
    metrics = [("p50_ns", "p50 main-actor time", 1e-3), ("layout_p50_ns", "p50 in ListLayout.update", 1e-3),
               ("instructions", "instructions per mutation", 1)]
    for row, layout in enumerate(["one", "sections"]):
        for column, (key, title, scale) in enumerate(metrics):
            x0 = left + column * (panel_w + gap_x)
            y0 = top + row * (panel_h + gap_y)
            values = [r[key] * scale for data in results.values() for r in data["records"]
                      if r["layout"] == layout and r.get(key)]
            if not values:
                continue
            sizes = sorted({r["n"] for data in results.values() for r in data["records"]})
            low_x, high_x = math.log10(min(sizes)), math.log10(max(sizes))
            low_y = math.floor(math.log10(min(values)))
            high_y = math.ceil(math.log10(max(values)))
            if high_y == low_y:
                high_y += 1

            def px(n):
                return x0 + (math.log10(n) - low_x) / max(1e-9, high_x - low_x) * panel_w

            def py(value):
                return y0 + panel_h - (math.log10(value) - low_y) / (high_y - low_y) * panel_h

            out.append('<text x="%d" y="%d" font-weight="bold">%s, %s</text>' % (x0, y0 - 10, LAYOUTS[layout], title))
            out.append('<rect x="%d" y="%d" width="%d" height="%d" fill="none" stroke="#888"/>' % (x0, y0, panel_w, panel_h))
            for exponent in range(low_y, high_y + 1):
                y = py(10 ** exponent)
                out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#ddd"/>' % (x0, y, x0 + panel_w, y))
                out.append('<text x="%d" y="%.1f" text-anchor="end">%s</text>' % (x0 - 6, y + 4, fmt_count(10 ** exponent)
                                                                                if key == "instructions" else
                                                                                fmt_time(10 ** exponent * 1000)))
            for n in sizes:
                x = px(n)
                out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#ddd"/>' % (x, y0, x, y0 + panel_h))
                out.append('<text x="%.1f" y="%d" text-anchor="middle">%s</text>' % (x, y0 + panel_h + 16, fmt_count(n)))
            out.append('<text x="%d" y="%d" text-anchor="middle">items</text>' % (x0 + panel_w / 2, y0 + panel_h + 32))
            for index, label in enumerate(labels):
                dash = ' stroke-dasharray="6,4"' if index == 0 and len(labels) > 1 else ""
                for kind in KINDS:
                    points = sorted((r["n"], r[key] * scale) for r in results[label]["records"]
                                    if r["layout"] == layout and r["kind"] == kind and r.get(key))
                    if not points:
                        continue
                    coords = " ".join("%.1f,%.1f" % (px(n), py(v)) for n, v in points)
                    out.append('<polyline points="%s" fill="none" stroke="%s" stroke-width="2"%s/>'
                               % (coords, COLORS[kind], dash))
                    for n, v in points:
                        out.append('<circle cx="%.1f" cy="%.1f" r="2.5" fill="%s"/>' % (px(n), py(v), COLORS[kind]))
    legend_y = height - 30
    x = left
    for kind in KINDS:
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="%s" stroke-width="3"/>'
                   % (x, legend_y, x + 24, legend_y, COLORS[kind]))
        out.append('<text x="%d" y="%d">%s</text>' % (x + 30, legend_y + 4, kind))
        x += 100
    for index, label in enumerate(labels):
        dash = ' stroke-dasharray="6,4"' if index == 0 and len(labels) > 1 else ""
        out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black" stroke-width="2"%s/>'
                   % (x, legend_y, x + 30, legend_y, dash))
        out.append('<text x="%d" y="%d">%s (%s)</text>' % (x + 36, legend_y + 4, label,
                                                          results[label]["machine"].get("commit", "")))
        x += 190
    out.append("</svg>")
    with open(path, "w") as file:
        file.write("\n".join(out) + "\n")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    run = commands.add_parser("run", help="build, measure, write Results/scaling-LABEL.json, redraw")
    run.add_argument("--label", required=True)
    run.add_argument("--sizes", default="1000,10000,100000,1000000")
    run.add_argument("--repeats", type=int, default=101)
    run.add_argument("--repeats-large", type=int, default=41)
    run.add_argument("--no-callgrind", action="store_true")
    run.add_argument("--callgrind-repeats", type=int, default=5)
    run.add_argument("--callgrind-repeats-large", type=int, default=1)
    run.add_argument("--no-build", action="store_true")
    run.add_argument("--commit", help="the commit measured, when not this checkout's HEAD")
    commands.add_parser("chart", help="redraw Results/scaling.svg and print the table")
    arguments = parser.parse_args()
    os.makedirs(RESULTS, exist_ok=True)
    if arguments.command == "run":
        if not arguments.no_build:
            build()
        info = machine()
        if arguments.commit:
            info["commit"] = arguments.commit
        records = run_timing(arguments.sizes, arguments.repeats, arguments.repeats_large)
        if not arguments.no_callgrind:
            counts = run_callgrind(arguments.sizes, arguments.callgrind_repeats, arguments.callgrind_repeats_large)
            for record in records:
                record["instructions"] = counts.get((record["n"], record["layout"], record["kind"]))
        with open(os.path.join(RESULTS, "scaling-%s.json" % arguments.label), "w") as file:
            json.dump({"machine": info, "records": records}, file, indent=1, sort_keys=True)
    results = load_results()
    if results:
        chart(results, os.path.join(RESULTS, "scaling.svg"))
        print(comparison(results))
        print(table(results))


if __name__ == "__main__":
    main()
