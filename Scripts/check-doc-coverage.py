#!/usr/bin/env python3
"""Fails when a public symbol of the given symbol graphs has no documentation comment.

Usage: check-doc-coverage.py DIR...   (each DIR holds a module's *.symbols.json files, as
`swift package generate-documentation` extracts them under .build/*/extracted-symbols/)

A symbol counts as documented when it has its own doc comment, or when it is a member the
compiler synthesised or inherited from a protocol (`==`, `hash(into:)`, default
implementations): DocC shows the protocol's documentation for those.

It also fails when it has nothing to check: no DIR given, a DIR that does not exist, holds no
symbol graph, or whose graphs hold no public symbol. Each of those once passed silently
(a wrong folder name checked nothing and printed success).
"""
import json, pathlib, sys

if len(sys.argv) < 2:
    sys.exit("check-doc-coverage: no symbol graph folder given")

missing = []
problems = []
for directory in sys.argv[1:]:
    folder = pathlib.Path(directory)
    if not folder.is_dir():
        problems.append(f"{directory}: no such folder")
        continue
    paths = sorted(folder.glob("*.symbols.json"))
    if not paths:
        problems.append(f"{directory}: no *.symbols.json in it")
        continue
    checked = 0
    for path in paths:
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            checked += 1
            if symbol.get("docComment"):
                continue
            # Members the compiler synthesised or a type inherits from a protocol extension
            # (`hashValue`, `trimmingPrefix(while:)`) carry the protocol's documentation.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            # An extension of another module's type is a container; its members are checked.
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            missing.append(f"{graph['module']['name']}: {'.'.join(symbol['pathComponents'])}"
                           f" ({symbol['kind']['displayName']})")
    if checked == 0:
        problems.append(f"{directory}: {len(paths)} symbol graph(s) but no public symbol")
        continue
    print(f"documentation coverage: {directory}: {checked} public symbols in {len(paths)} symbol graph(s)")

if problems:
    print("documentation coverage: nothing to check in:", file=sys.stderr)
    print("\n".join(f"  {p}" for p in problems), file=sys.stderr)
    sys.exit(2)
if missing:
    print(f"{len(missing)} public symbols without documentation:")
    print("\n".join(f"  {m}" for m in missing))
    sys.exit(1)
print("documentation coverage: every public symbol has a doc comment")
