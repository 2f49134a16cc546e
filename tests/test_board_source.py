"""The board gets every ``.py`` file without its docstrings, and the heap
benchmarks compile exactly what it gets: the bundle strips them
(tools/ship/docstrings.py), ``boardSource`` in tools/bench/mp_harness.mjs
does the same for the MicroPython benches and tests. These tests check
that the two agree on every file the bundle ships, that the code is
otherwise the same line for line, and that the interpreter then holds no
docstring."""
import ast
import json
import os
import subprocess

from tools.ship import bundle
from tools.ship.docstrings import strip

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRANSFORM = ("import {boardSource} from './tools/bench/mp_harness.mjs';"
             "import {readFileSync} from 'node:fs';"
             "const o = {}; for (const [k, v] of Object.entries(JSON.parse(readFileSync(0, 'utf8'))))"
             " o[k] = boardSource(v); console.log(JSON.stringify(o));")
DEFINITIONS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def board_source(sources):
    """{name: source} as the benches write each one into the interpreter."""
    done = subprocess.run(["node", "--input-type=module", "-e", TRANSFORM], input=json.dumps(sources),
                          cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def docstrings(source):
    """The module, classes and functions of ``source`` that have a docstring."""
    tree = ast.parse(source)
    return sorted(getattr(n, "name", "<module>") for n in ast.walk(tree)
                  if isinstance(n, DEFINITIONS) and ast.get_docstring(n, clean=False) is not None)


def code(source):
    """``source``'s ast dump without its docstrings and its ``pass`` statements."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, DEFINITIONS) and ast.get_docstring(node, clean=False) is not None:
            node.body = node.body[1:]
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if isinstance(body, list):
                setattr(node, field, [s for s in body if not isinstance(s, ast.Pass)])
    return ast.dump(tree)


def _agree(sources):
    """Each source as the benches and the bundle give it (the same text)."""
    done = board_source(sources)
    for name, source in sources.items():
        assert done[name] == strip(source), name
    return done


def test_every_shipped_file_loses_its_docstrings_and_keeps_its_code_and_lines():
    sources = {}
    for relative, path, origin in bundle.sources():
        with open(path, encoding="utf-8") as f:
            sources[relative] = f.read()
    done = _agree(sources)
    with_docs = 0
    for name, source in sources.items():
        assert docstrings(done[name]) == [], name
        with_docs += len(docstrings(source))
        assert done[name].count("\n") == source.count("\n"), name  # line numbers kept
        assert code(done[name]) == code(source), name
    assert with_docs > 300  # the project documents its modules, classes and functions
    assert "lib/neopixel.py" in sources  # the libraries are shipped stripped too


def test_tricky_layouts():
    src = ('#!/usr/bin/env python\n# a comment first\n\nr"""Module."""\n'
           'X = """\nclass Fake:\n    """\n'
           'class A(object):  # note\n\n    # comment\n    \'\'\'A\'\'\'\n'
           '    class B:\n        "B"\n        y = "class C:"\n'
           'class D: "D"\n'
           'def f():\n    """f: gone"""\n    class E(\n            object):\n'
           '        """E"""\n'
           'def g(a,\n      b=")"):  # (a header over two lines)\n    R"""g\n    over lines"""; x = 1\n'
           '    return "not a docstring"\n'
           'def h(): "h"\n'
           'async def k():\n    u"k"\n'
           'def m(): return "kept"\n'
           'Y = {"def n():": "kept"}\n')
    done = _agree({"m": src})["m"]
    assert docstrings(src) == ["<module>", "A", "B", "D", "E", "f", "g", "h", "k"]
    assert docstrings(done) == []
    assert done.count("\n") == src.count("\n") and code(done) == code(src)
    assert ast.literal_eval(done.split("X = ")[1].split("\nclass A")[0]) == "\nclass Fake:\n    "
    assert '    pass; x = 1\n\n    return "not a docstring"' in done
    assert 'def h(): pass\n' in done and 'def m(): return "kept"' in done and '"def n():": "kept"' in done


PROBE = """
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { boardSource } from "./tools/bench/mp_harness.mjs";
const q = '"'.repeat(3), doc = q + "d".repeat(3000) + q;
const body = "class C:\\n    " + q + "c".repeat(3000) + q + "\\n    x = 1\\n";
const out = [];
for (const src of [body, doc + "\\n" + body, boardSource(doc + "\\n" + body)]) {
  let text = "";
  const mp = await loadMicroPython({ heapsize: 256 * 1024, stdout: (t) => { text += t; } });
  mp.FS.writeFile("/m.py", src);
  mp.runPython("import gc, sys\\nsys.path.insert(0, '/')");
  mp.runPython("gc.collect()");
  mp.runPython("gc.collect()\\nprint(gc.mem_alloc())");
  const before = Number(text);
  text = "";
  mp.runPython("import m");
  mp.runPython("gc.collect()");
  mp.runPython("gc.collect()\\nprint(gc.mem_alloc())");
  out.push(Number(text) - before);
}
console.log(JSON.stringify(out));
"""


def test_the_interpreter_holds_no_docstring_of_a_board_source():
    done = subprocess.run(["node", "--input-type=module", "-e", PROBE], cwd=ROOT,
                          capture_output=True, text=True, check=True)
    class_doc, both_docs, board = json.loads(done.stdout)
    assert both_docs > class_doc + 2500  # the module's 3 KB docstring stays as written
    assert board < class_doc - 2500  # and neither stays once stripped
