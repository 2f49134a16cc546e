"""Every test runs in some tier: a test pytest skips as MicroPython only
(``tests.util.micropython_only()``) must be one the MicroPython tier runs,
a ``test_*`` function of a module declaring ``MICROPYTHON = True`` (what
tests/micropython/run.mjs selects; it lists those tests when it runs them)."""
import ast
import os
import re

TESTS = os.path.dirname(__file__)


def _calls_micropython_only(node):
    return (isinstance(node, ast.Expr) and isinstance(node.value, ast.Call)
            and getattr(node.value.func, "id", None) == "micropython_only")


def test_micropython_only_tests_are_run_by_the_micropython_tier():
    marked = []
    for name in sorted(os.listdir(TESTS)):
        if not name.endswith(".py"):
            continue
        with open(os.path.join(TESTS, name)) as f:
            source = f.read()
        tree = ast.parse(source)
        calls = [node for node in ast.walk(tree) if isinstance(node, ast.Call)
                 and getattr(node.func, "id", None) == "micropython_only"]
        if name == "util.py" or not calls:
            continue
        assert name.startswith("test_"), name
        assert re.search(r"^MICROPYTHON = True$", source, re.M), name
        tests = [node for node in tree.body if isinstance(node, ast.FunctionDef)
                 and node.name.startswith("test_") and _calls_micropython_only(node.body[0])]
        assert len(tests) == len(calls), (name, "micropython_only() begins a test_ function")
        marked += [name + "::" + node.name for node in tests]
    assert len(marked) >= 3, marked  # the bots' heap tests, Dance, Venice and Rift
