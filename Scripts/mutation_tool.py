#!/usr/bin/env python3
"""Helper for Scripts/mutation-test.sh: parses Scripts/mutations.txt, syncs the scratch
copy, applies and restores one mutation, and formats the report.

mutations.txt holds blocks separated by blank lines:

    id: rules-move-from-reloaded
    file: Sources/TabulaBatches/BatchUpdateRules.swift
    suite: root            (root: swift test in the package root; uikit: in CI/UIKitCheck)
    filter: TabulaTests.BatchUpdate          (passed to swift test --filter)
    kind: drop condition
    note: what the mutant breaks (one line)
    original:
    |            if deletedSections.contains(move.source) || reloadedSections.contains(move.source) {
    replacement:
    |            if deletedSections.contains(move.source) {

Snippet lines start with "|" in column 0; the text after "|" is taken exactly and the
lines are joined with "\\n". A snippet may be part of a line. To drop a whole line, give
an empty replacement line ("|"), which leaves an empty line. Lines starting with "#"
outside snippets are comments.
"""
import os
import re
import shutil
import subprocess
import sys

FIELDS = ("id", "file", "suite", "filter", "kind", "note")


def parse(path):
    mutations = []
    current = None
    target = None  # "original" / "replacement" while reading snippet lines
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    for number, line in enumerate(lines, 1):
        if line.startswith("|"):
            if current is None or target is None:
                sys.exit(f"{path}:{number}: snippet line outside a snippet")
            current[target].append(line[1:])
            continue
        target = None
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        key, sep, value = stripped.partition(":")
        if not sep:
            sys.exit(f"{path}:{number}: expected 'key: value'")
        key, value = key.strip(), value.strip()
        if key == "id":
            current = {"original": [], "replacement": [], "line": number, "id": value}
            mutations.append(current)
        elif current is None:
            sys.exit(f"{path}:{number}: '{key}' before the first id")
        elif key in ("original", "replacement"):
            target = key
        elif key in FIELDS:
            current[key] = value
        else:
            sys.exit(f"{path}:{number}: unknown key '{key}'")
    seen = set()
    for m in mutations:
        for key in FIELDS:
            if key not in m:
                sys.exit(f"{path}:{m['line']}: mutation {m['id']} lacks '{key}'")
        if m["suite"] not in ("root", "uikit"):
            sys.exit(f"{path}:{m['line']}: suite must be root or uikit")
        if not m["original"] or not m["replacement"]:
            sys.exit(f"{path}:{m['line']}: mutation {m['id']} needs original and replacement")
        if m["id"] in seen:
            sys.exit(f"{path}:{m['line']}: duplicate id {m['id']}")
        seen.add(m["id"])
        m["original"] = "\n".join(m["original"])
        m["replacement"] = "\n".join(m["replacement"])
        if m["original"] == m["replacement"]:
            sys.exit(f"{path}:{m['line']}: mutation {m['id']} changes nothing")
    return mutations


def find(mutations, ident):
    for m in mutations:
        if m["id"] == ident:
            return m
    sys.exit(f"no mutation with id {ident}")


def occurrences(root, m):
    path = os.path.join(root, m["file"])
    if not os.path.isfile(path):
        return -1
    with open(path, encoding="utf-8") as handle:
        return handle.read().count(m["original"])


# --- scratch copy -----------------------------------------------------------------------

SKIP_DIRS = (".git", ".swiftpm")


def skipped(rel):
    parts = rel.split(os.sep)
    return any(p.startswith(".build") or p in SKIP_DIRS for p in parts) or parts[-1] == "Package.resolved"


def source_files(src):
    """Tracked and untracked-but-not-ignored files of the working tree."""
    out = subprocess.run(
        ["git", "-C", src, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
        check=True, capture_output=True).stdout.decode()
    return sorted({f for f in out.split("\0") if f and not skipped(f) and os.path.lexists(os.path.join(src, f))})


def sync(src, dst):
    """Makes dst's files equal to src's, writing only files whose bytes differ (so the
    scratch's .build stays incremental); removes files src no longer has."""
    files = source_files(src)
    wanted = set(files)
    copied = 0
    for rel in files:
        s, d = os.path.join(src, rel), os.path.join(dst, rel)
        if os.path.islink(s):
            link = os.readlink(s)
            if os.path.islink(d) and os.readlink(d) == link:
                continue
            if os.path.lexists(d):
                shutil.rmtree(d) if os.path.isdir(d) and not os.path.islink(d) else os.remove(d)
            os.makedirs(os.path.dirname(d), exist_ok=True)
            os.symlink(link, d)
            copied += 1
            continue
        with open(s, "rb") as handle:
            data = handle.read()
        if os.path.isfile(d) and not os.path.islink(d):
            with open(d, "rb") as handle:
                if handle.read() == data:
                    continue
        os.makedirs(os.path.dirname(d), exist_ok=True)
        with open(d, "wb") as handle:
            handle.write(data)
        shutil.copymode(s, d)
        copied += 1
    removed = 0
    for base, dirs, names in os.walk(dst):
        rel_base = os.path.relpath(base, dst)
        keep = []
        for name in dirs:
            rel = os.path.normpath(os.path.join(rel_base, name))
            full = os.path.join(base, name)
            if skipped(rel):
                continue
            if os.path.islink(full):
                if rel not in wanted:
                    os.remove(full)
                    removed += 1
                continue
            keep.append(name)
        dirs[:] = keep
        for name in names:
            rel = os.path.normpath(os.path.join(rel_base, name))
            if skipped(rel) or rel in wanted:
                continue
            os.remove(os.path.join(base, name))
            removed += 1
    print(f"synced {len(files)} files to {dst}: {copied} written, {removed} removed")


# --- apply / restore --------------------------------------------------------------------

def backup_path(root, m):
    return os.path.join(root, ".build-mutation-backup", m["id"])


def apply(root, m):
    """Prints ok, stale:<count> or missing."""
    count = occurrences(root, m)
    if count == -1:
        print("missing")
        return
    if count != 1:
        print(f"stale:{count}")
        return
    path = os.path.join(root, m["file"])
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    os.makedirs(os.path.dirname(backup_path(root, m)), exist_ok=True)
    with open(backup_path(root, m), "w", encoding="utf-8") as handle:
        handle.write(text)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text.replace(m["original"], m["replacement"], 1))
    print("ok")


def restore(root, m):
    backup = backup_path(root, m)
    if not os.path.exists(backup):
        return
    with open(backup, encoding="utf-8") as handle:
        text = handle.read()
    # Written anew (a fresh modification time), so the next build recompiles the file.
    with open(os.path.join(root, m["file"]), "w", encoding="utf-8") as handle:
        handle.write(text)
    os.remove(backup)


# --- test output ------------------------------------------------------------------------

def tests_run(log):
    """The number of tests a swift test log says ran (Swift Testing plus XCTest)."""
    with open(log, encoding="utf-8", errors="replace") as handle:
        text = handle.read()
    total = 0
    for match in re.finditer(r"Test run with (\d+) tests?", text):
        total += int(match.group(1))
    executed = re.findall(r"Executed (\d+) tests?", text)
    if executed:
        total += int(executed[-1])
    return total


# --- report -----------------------------------------------------------------------------

RESULTS = ("KILLED", "SURVIVED", "INVALID", "STALE", "ERROR", "NOT RUN")


def read_report_rows(path):
    rows = {}
    if not os.path.exists(path):
        return rows
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if not line.startswith("| ") or line.startswith("| id "):
                continue
            cells = [c.strip() for c in line.strip().strip("|").split("|")]
            if len(cells) >= 8:
                rows[cells[0]] = {"result": cells[1], "detail": cells[2], "seconds": cells[3], "tree": cells[4]}
    return rows


def report(mutations, results_tsv, report_path, header):
    rows = read_report_rows(report_path)
    if os.path.exists(results_tsv):
        with open(results_tsv, encoding="utf-8") as handle:
            for line in handle:
                parts = line.rstrip("\n").split("\t")
                if len(parts) == 5:
                    rows[parts[0]] = {"result": parts[1], "detail": parts[2], "seconds": parts[3], "tree": parts[4]}
    table = []
    counts = {r: 0 for r in RESULTS}
    for m in mutations:
        row = rows.get(m["id"], {"result": "NOT RUN", "detail": "", "seconds": "", "tree": ""})
        counts[row["result"] if row["result"] in counts else "ERROR"] += 1
        short = m["file"].replace("Sources/", "")
        table.append((m["id"], row["result"], row["detail"], row["seconds"], row["tree"], m["suite"], short, m["kind"]))
    heads = ("id", "result", "detail", "s", "tree", "suite", "file", "kind")
    widths = [max(len(h), *(len(r[i]) for r in table)) for i, h in enumerate(heads)]

    def fmt(cells):
        return "| " + " | ".join(c.ljust(w) for c, w in zip(cells, widths)) + " |"

    lines = [header, ""]
    lines.append(fmt(heads))
    lines.append("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    lines += [fmt(r) for r in table]
    lines.append("")
    lines.append(
        f"{len(mutations)} mutations: {counts['KILLED']} killed, {counts['SURVIVED']} survived, "
        f"{counts['INVALID']} invalid (build failed), {counts['STALE']} stale, "
        f"{counts['ERROR']} errors, {counts['NOT RUN']} not run")
    valid = counts["KILLED"] + counts["SURVIVED"]
    if valid:
        lines.append(f"mutation score: {counts['KILLED']}/{valid} valid mutations killed")
    survivors = [r for r in table if r[1] == "SURVIVED"]
    if survivors:
        lines.append("")
        lines.append("Survivors:")
        for r in survivors:
            note = find(mutations, r[0])["note"]
            lines.append(f"- {r[0]}: {note}")
    text = "\n".join(lines) + "\n"
    with open(report_path, "w", encoding="utf-8") as handle:
        handle.write(text)
    sys.stdout.write(text)


def main(argv):
    if len(argv) < 3:
        sys.exit("usage: mutation_tool.py MUTATIONS COMMAND ...")
    mutations = parse(argv[1])
    command, args = argv[2], argv[3:]
    if command == "list":
        # id, suite, filter, file, kind (tab-separated)
        for m in mutations:
            print("\t".join((m["id"], m["suite"], m["filter"], m["file"], m["kind"])))
    elif command == "show":
        m = find(mutations, args[0])
        print(f"{m['id']} [{m['kind']}] {m['file']} ({m['suite']}: --filter '{m['filter']}')")
        print(f"  {m['note']}")
        print("  - " + m["original"].replace("\n", "\n  - "))
        print("  + " + m["replacement"].replace("\n", "\n  + "))
    elif command == "check":
        bad = 0
        for m in mutations:
            count = occurrences(args[0], m)
            if count != 1:
                bad += 1
                print(f"{m['id']}: original occurs {count} times in {m['file']}" if count >= 0
                      else f"{m['id']}: {m['file']} does not exist")
        print(f"{len(mutations)} mutations, {bad} stale")
        sys.exit(1 if bad else 0)
    elif command == "sync":
        sync(args[0], args[1])
    elif command == "apply":
        apply(args[0], find(mutations, args[1]))
    elif command == "restore":
        restore(args[0], find(mutations, args[1]))
    elif command == "tests-run":
        print(tests_run(args[0]))
    elif command == "report":
        report(mutations, args[0], args[1], args[2])
    else:
        sys.exit(f"unknown command {command}")


if __name__ == "__main__":
    main(sys.argv)
