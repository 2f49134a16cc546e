"""Python source as the bundle ships it: every docstring left out.

A board compiles each ``.py`` module whole when it is first imported, and
its parser holds every string of more than 10 characters as an object
until the module's code is made, docstrings included, though the board
then drops them (CircuitPython and MicroPython for boards keep no
``__doc__``). A docstring thus costs the board heap only while its module
compiles, and a module compiled while a game is loaded compiles in the
fullest heap. So the bundle replaces each docstring (a module's, a
class's, a function's) by ``pass``: the code is the same, and every line
keeps its number. ``boardSource`` in tools/bench/mp_harness.mjs does the
same for the MicroPython benches and tests (tests/test_board_source.py
checks that the two agree on every file the bundle ships).
"""
import ast

DEFINITIONS = (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)


def _spans(tree):
    """(first line, column, last line, end column) of each docstring, lines
    from 0, columns in UTF-8 bytes (as ``ast`` counts them)."""
    for node in ast.walk(tree):
        if isinstance(node, DEFINITIONS) and node.body:
            first = node.body[0]
            if (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)
                    and isinstance(first.value.value, str)):
                yield first.lineno - 1, first.col_offset, first.end_lineno - 1, first.end_col_offset


def strip(source):
    """``source`` with each docstring replaced by ``pass``: what followed it
    on its last line follows the ``pass``, and the lines it spanned after
    its first stay, empty."""
    lines = [line.encode("utf-8") for line in source.split("\n")]
    for first, column, last, end in sorted(_spans(ast.parse(source)), reverse=True):
        lines[first:last + 1] = ([lines[first][:column] + b"pass" + lines[last][end:]]
                                 + [b""] * (last - first))
    return "\n".join(line.decode("utf-8") for line in lines)
