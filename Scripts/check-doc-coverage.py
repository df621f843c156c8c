#!/usr/bin/env python3
"""Fails when a public symbol of the given symbol graphs has no documentation comment.

Usage: check-doc-coverage.py DIR...   (each DIR holds a module's *.symbols.json files, as
`swift package generate-documentation` extracts them under .build/*/extracted-symbols/)

A symbol counts as documented when it has its own doc comment, or when it is a member the
compiler synthesised or inherited from a protocol (`==`, `hash(into:)`, default
implementations): DocC shows the protocol's documentation for those.
"""
import json, pathlib, sys

missing = []
for directory in sys.argv[1:]:
    for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        graph = json.loads(path.read_text())
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
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

if missing:
    print(f"{len(missing)} public symbols without documentation:")
    print("\n".join(f"  {m}" for m in missing))
    sys.exit(1)
print("documentation coverage: every public symbol has a doc comment")
