#!/usr/bin/env python3
"""check_layers.py - the house rules of lib/, read from its #include lines,
and of the Python binding, read from its imports.

lib/README.md names the layers, lowest first, on the line after
"Layers, lowest first:"; layers joined by "|" stand side by side.
A file of lib/LAYER/ may include a file of its own folder or of a lower
layer, never one of a higher layer or of a layer beside its own.  And no
two modules (a folder's x.c and x.h together) may include each other,
directly or round a loop.  Headers that are not in lib/ (the public
header, the C library's) and the generated builtin_text.inc are not
looked at.

The modules of bindings/python/variantchess/ may not import each other
round a loop either, not even for a type annotation.

Run on $top_srcdir (or .).  It first checks itself on a small tree with
one fault of each kind, so it is known to be able to fail.
Exit: 0 pass, 1 fail."""

import os
import re
import sys
import tempfile

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)


def read_layers(lib):
    """The layers as {name: rank}, from lib/README.md."""
    with open(os.path.join(lib, "README.md"), encoding="utf-8") as f:
        lines = f.read().splitlines()
    at = next(i for i, line in enumerate(lines)
              if line.strip().startswith("Layers, lowest first:"))
    ranks = {}
    for rank, group in enumerate(lines[at + 1].strip("` ").split("->")):
        for name in group.split("|"):
            ranks[name.strip()] = rank
    return ranks


def modules(lib, ranks):
    """{(layer, stem): {(layer, stem) it includes}} and the faults of
    includes that point up, sideways, or at no file of lib/."""
    graph, faults = {}, []
    for layer in ranks:
        folder = os.path.join(lib, layer)
        for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
            if not name.endswith((".c", ".h")):
                continue
            me = (layer, os.path.splitext(name)[0])
            edges = graph.setdefault(me, set())
            with open(os.path.join(folder, name), encoding="utf-8") as f:
                text = f.read()
            for target in INCLUDE.findall(text):
                fault = judge(lib, ranks, layer, name, target, edges)
                if fault:
                    faults.append(fault)
    return graph, faults


def judge(lib, ranks, layer, name, target, edges):
    """Record the include of target by lib/layer/name; a fault or None."""
    if target.endswith(".inc") or not target.endswith(".h"):
        return None
    to_layer, header = (target.split("/", 1) if "/" in target
                        else (layer, target))
    if not os.path.isfile(os.path.join(lib, to_layer, header)):
        if "/" in target or os.path.isfile(os.path.join(lib, target)):
            return "lib/%s/%s includes \"%s\", no file of lib/" % (
                layer, name, target)
        return None  # not the library's (variantchess.h is in include/)
    if to_layer not in ranks:
        return "lib/%s/%s includes %s of no layer" % (layer, name, target)
    if to_layer != layer and ranks[to_layer] >= ranks[layer]:
        how = "beside" if ranks[to_layer] == ranks[layer] else "above"
        return "lib/%s/%s includes %s: layer %s is %s %s" % (
            layer, name, target, to_layer, how, layer)
    edges.add((to_layer, os.path.splitext(header)[0]))
    return None


def find_loop(graph):
    """One loop of modules as a list, or None."""
    state = {}

    def visit(node, path):
        state[node] = "open"
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt == node:
                continue
            if state.get(nxt) == "open":
                return path[path.index(nxt):] + [nxt]
            if nxt not in state:
                loop = visit(nxt, path)
                if loop:
                    return loop
        path.pop()
        state[node] = "done"
        return None

    for node in sorted(graph):
        if node not in state:
            loop = visit(node, [])
            if loop:
                return loop
    return None


def check(lib):
    """The faults of lib/ as lines of text."""
    ranks = read_layers(lib)
    graph, faults = modules(lib, ranks)
    for name in sorted(os.listdir(lib)):
        if name.endswith((".c", ".h")):
            faults.append("lib/%s is in no layer's folder" % name)
    loop = find_loop(graph)
    if loop:
        faults.append("modules include each other: " +
                      " -> ".join("%s/%s" % m for m in loop))
    return faults


RELATIVE_IMPORT = re.compile(r"^\s*from \.(\w*) import (.+)$")


def python_imports(package):
    """{module: {modules of the package it imports}}."""
    graph = {}
    for name in sorted(os.listdir(package)):
        if not name.endswith(".py"):
            continue
        edges = graph.setdefault(name[:-3], set())
        with open(os.path.join(package, name), encoding="utf-8") as f:
            for line in f:
                m = RELATIVE_IMPORT.match(line.rstrip())
                if not m:
                    continue
                if m.group(1):
                    edges.add(m.group(1))
                else:
                    edges.update(n.strip() for n in
                                 m.group(2).strip("()").split(","))
    return graph


def check_python(package):
    """The import loops of the binding's package, as lines of text."""
    if not os.path.isdir(package):
        return []
    loop = find_loop(python_imports(package))
    return ["binding modules import each other: " + " -> ".join(loop)] \
        if loop else []


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def self_test():
    """Each kind of fault on a small tree is found; a clean one passes."""
    with tempfile.TemporaryDirectory() as top:
        lib = os.path.join(top, "lib")
        write(os.path.join(lib, "README.md"),
              "Layers, lowest first:\n`low -> mid|side -> high`\n")
        write(os.path.join(lib, "low", "a.h"), "")
        write(os.path.join(lib, "mid", "b.h"), '#include "low/a.h"\n')
        write(os.path.join(lib, "side", "s.h"), "")
        write(os.path.join(lib, "high", "c.c"),
              '#include "mid/b.h"\n#include "side/s.h"\n'
              '#include <stdio.h>\n#include "variantchess.h"\n')
        clean = check(lib)
        write(os.path.join(lib, "low", "a.c"), '#include "mid/b.h"\n')
        write(os.path.join(lib, "mid", "d.h"), '#include "side/s.h"\n')
        write(os.path.join(lib, "mid", "x.h"), '#include "y.h"\n')
        write(os.path.join(lib, "mid", "y.c"), '#include "x.h"\n')
        write(os.path.join(lib, "mid", "y.h"), "")
        write(os.path.join(lib, "stray.c"), "")
        found = "\n".join(check(lib))
        pkg = os.path.join(top, "pkg")
        write(os.path.join(pkg, "a.py"), "from . import b\n")
        write(os.path.join(pkg, "b.py"), "def f():\n    from .a import g\n")
        found += "\n" + "\n".join(check_python(pkg))
    wanted = ["lib/low/a.c includes mid/b.h: layer mid is above low",
              "lib/mid/d.h includes side/s.h: layer side is beside mid",
              "modules include each other: mid/x -> mid/y -> mid/x",
              "lib/stray.c is in no layer's folder",
              "binding modules import each other: a -> b -> a"]
    missed = [w for w in wanted if w not in found]
    if clean or missed:
        print("FAIL: the self-test: clean tree gave %r; missed %r in:\n%s"
              % (clean, missed, found))
        return False
    return True


def main():
    top = os.environ.get("top_srcdir", ".")
    if not self_test():
        return 1
    faults = check(os.path.join(top, "lib")) + check_python(
        os.path.join(top, "bindings", "python", "variantchess"))
    for fault in faults:
        print("FAIL: " + fault)
    if not faults:
        print("PASS: lib/ keeps its layers; no modules include or import "
              "each other round a loop")
    return 1 if faults else 0


if __name__ == "__main__":
    sys.exit(main())
