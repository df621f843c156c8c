#!/usr/bin/env python3
"""Counts the public types in symbol graphs, per module that defines them.

Usage: count_public_types.py MODULE[,MODULE...] GRAPH_DIR [GRAPH_DIR...]

Counted kinds: classes (actors included), structs, enums and protocols, nested ones too;
typealiases are counted apart (a typealias names a type, it does not add one). SPI symbols
and members are not counted. A symbol graph can carry symbols of a module it re-exports,
so each type is attributed to the module its USR names and counted once. Types Objective-C
can see (an `NSObject` subclass, an `@objc` protocol or enum) have Clang USRs, not Swift
ones: `c:@M@<Module>@objc(cs)<Name>` for a class; they are counted too.
"""
import json, os, re, sys
from pathlib import Path

TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.actor"}
ALIAS_KINDS = {"swift.typealias"}


def defining_module(usr):
    # Swift USRs start `s:<length><Module>`; a nested or generic path follows.
    m = re.match(r"s:(\d+)", usr)
    if m:
        n = int(m.group(1))
        start = m.end()
        return usr[start:start + n]
    # A declaration Objective-C sees has a Clang USR naming its Swift module:
    # `c:@M@<Module>@objc(cs)<Name>` (class), `(pl)` (protocol), `@E@<Name>` (enum).
    m = re.match(r"c:@M@([^@]+)@", usr)
    return m.group(1) if m else None


def main():
    modules = sys.argv[1].split(",")
    types = {m: {} for m in modules}
    aliases = {m: {} for m in modules}
    for directory in sys.argv[2:]:
        for path in Path(directory).glob("*.symbols.json"):
            graph = json.loads(path.read_text())
            for symbol in graph.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open") or symbol.get("spi"):
                    continue
                kind = symbol["kind"]["identifier"]
                usr = symbol["identifier"]["precise"]
                owner = defining_module(usr)
                if owner not in types:
                    continue
                name = ".".join(symbol["pathComponents"])
                if kind in TYPE_KINDS:
                    types[owner][usr] = name
                elif kind in ALIAS_KINDS:
                    aliases[owner][usr] = name
    for m in modules:
        print(f"{m}\t{len(types[m])}\t{len(aliases[m])}")
        # LIST=1: the names too, on standard error (the table stays on standard output).
        if os.environ.get("LIST") == "1":
            for name in sorted(types[m].values()):
                print(f"  {m}: {name}", file=sys.stderr)


if __name__ == "__main__":
    main()
