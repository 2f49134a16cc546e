"""The heap benchmarks compile each module as the board does: no module or
class docstring stays in the heap (CircuitPython and MicroPython for boards
are built without them; the WebAssembly interpreter the benches run keeps
them). ``boardSource`` in tools/bench/mp_harness.mjs turns those docstrings
into plain string statements; these tests check it against CPython's ast
on every file the benches load, and in the interpreter itself."""
import ast
import glob
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRANSFORM = ("import {boardSource} from './tools/bench/mp_harness.mjs';"
             "import {readFileSync} from 'node:fs';"
             "const o = {}; for (const [k, v] of Object.entries(JSON.parse(readFileSync(0, 'utf8'))))"
             " o[k] = boardSource(v); console.log(JSON.stringify(o));")


def board_source(sources):
    """{name: source} as the benches write each one into the interpreter."""
    done = subprocess.run(["node", "--input-type=module", "-e", TRANSFORM], input=json.dumps(sources),
                          cwd=ROOT, capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def docstrings(source):
    """The module and classes of ``source`` that have a docstring."""
    tree = ast.parse(source)
    nodes = [tree] + [n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)]
    return sorted(getattr(n, "name", "<module>") for n in nodes if ast.get_docstring(n) is not None)


def without_pass(tree):
    """``tree``'s dump with every ``pass`` dropped from statement lists."""
    for node in ast.walk(tree):
        for field in ("body", "orelse", "finalbody"):
            body = getattr(node, field, None)
            if isinstance(body, list):
                setattr(node, field, [s for s in body if not isinstance(s, ast.Pass)])
    return ast.dump(tree)


def test_every_loaded_file_keeps_its_code_and_loses_its_kept_docstrings():
    paths = sorted(glob.glob(os.path.join(ROOT, "core", "**", "*.py"), recursive=True)
                   + glob.glob(os.path.join(ROOT, "firmware", "**", "*.py"), recursive=True)
                   + glob.glob(os.path.join(ROOT, "tools", "sim", "*.py")))
    sources = {os.path.relpath(p, ROOT): open(p, encoding="utf-8").read() for p in paths}
    done = board_source(sources)
    with_docs = 0
    for name, source in sources.items():
        assert docstrings(done[name]) == [], name
        with_docs += len(docstrings(source))
        assert done[name].count("\n") == source.count("\n"), name  # line numbers kept
        assert without_pass(ast.parse(done[name])) == without_pass(ast.parse(source)), name
    assert with_docs > 50  # the project documents its modules and classes


def test_tricky_layouts():
    src = ('#!/usr/bin/env python\n# a comment first\n\nr"""Module."""\n'
           'X = """\nclass Fake:\n    """\n'
           'class A(object):  # note\n\n    # comment\n    \'\'\'A\'\'\'\n'
           '    class B:\n        "B"\n        y = "class C:"\n'
           'class D: "D"\n'
           'def f():\n    """kept by no compiler"""\n    class E(\n            object):\n'
           '        """E"""\n')
    done = board_source({"m": src})["m"]
    assert docstrings(done) == []
    assert docstrings(src) == ["<module>", "A", "B", "D", "E"]
    assert ast.literal_eval(done.split("X = ")[1].split("\nclass A")[0]) == "\nclass Fake:\n    "
    assert 'def f():\n    """kept by no compiler"""' in done


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
    assert board < class_doc - 2500  # and neither stays once turned
