"""Which libraries the device's code imports, found by reading its source.

Every ``import`` in code.py, boot.py, core/ and firmware/ (and then in each
library they reach) is sorted into: a project module, a module built into
CircuitPython on a Pico, an optional import (inside ``try: ... except
ImportError``, e.g. ``typing``), or an Adafruit library module, found in the
installed (pinned) Python package that provides it. Anything else is an
error: the board would fail to import it.
"""
import ast
import importlib.metadata
import os

# Built into CircuitPython 9 and 10 on the Raspberry Pi Pico (the CircuitPython
# docs' module support matrix, board raspberry_pi_pico), so never bundled,
# even where a desktop package (Blinka) provides a stand-in. adafruit_pixelbuf
# is one: neopixel's pixel buffer is native on the RP2040.
BUILTINS = frozenset((
    "adafruit_bus_device adafruit_pixelbuf analogio array binascii bitmaptools board "
    "busdisplay busio collections digitalio displayio errno fontio fourwire gc i2cdisplaybus "
    "io json keypad math microcontroller micropython neopixel_write nvm os rainbowio random re "
    "rtc storage struct supervisor sys terminalio time usb_cdc").split())
PROJECT = ("code", "boot", "core", "firmware")


def _optional_lines(tree):
    """Line numbers of imports inside ``try`` blocks that catch ImportError."""
    lines = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Try):
            continue
        caught = set()
        for handler in node.handlers:
            types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
            caught.update(getattr(t, "id", None) for t in types)
        if caught & {"ImportError", "ModuleNotFoundError", "Exception", None}:
            for child in node.body:
                lines.update(n.lineno for n in ast.walk(child) if hasattr(n, "lineno"))
    return lines


def imported(path, module):
    """``(name, optional)`` for every module the file at ``path`` (module
    ``module``) may import, including ``from package import submodule``
    candidates and imports inside functions."""
    with open(path, "rb") as f:
        tree = ast.parse(f.read(), path)
    optional = _optional_lines(tree)
    package = module if os.path.basename(path) == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in ast.walk(tree):
        soft = getattr(node, "lineno", 0) in optional
        if isinstance(node, ast.Import):
            out.extend((alias.name, soft) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[:len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            out.append((base, soft))
            out.extend((base + "." + alias.name, None) for alias in node.names)
    return out


def library_index():
    """{top-level module name: distribution} over the installed packages."""
    index = {}
    for dist in importlib.metadata.distributions():
        for item in dist.files or ():
            parts = item.parts
            if parts[0].endswith(".dist-info") or parts[0] == "..":
                continue
            top = parts[0][:-3] if parts[0].endswith(".py") else parts[0]
            if len(parts) == 1 and not parts[0].endswith(".py"):
                continue
            index.setdefault(top, dist)
    return index


class Walk:
    """The import tree from the project's device files under ``root``.

    ``project``: {module: path}; ``libraries``: {module: (path, dist)};
    ``builtins``: the built-in modules used; ``missing``: (module, imported
    by) that nothing provides.
    """

    def __init__(self, root):
        self.root = root
        self.index = library_index()
        self.project = {}
        self.libraries = {}
        self.builtins = set()
        self.missing = []
        todo = []
        for name in sorted(os.listdir(root)):
            if name in ("code.py", "boot.py"):
                todo.append((name[:-3], os.path.join(root, name)))
        for package in ("core", "firmware"):
            for folder, dirs, names in os.walk(os.path.join(root, package)):
                dirs[:] = sorted(d for d in dirs if d != "__pycache__")
                dotted = os.path.relpath(folder, root).replace(os.sep, ".")
                for name in sorted(names):
                    if name.endswith(".py"):
                        module = dotted if name == "__init__.py" else dotted + "." + name[:-3]
                        todo.append((module, os.path.join(folder, name)))
        self.project.update(todo)
        while todo:
            module, path = todo.pop()
            for name, optional in imported(path, module):
                todo.extend(self._visit(name, optional, module))

    def _visit(self, name, optional, importer):
        """Sort module ``name``; return the library modules it adds, as
        (name, path), to be read in turn. ``optional`` True: guarded by
        ``except ImportError``, so never bundled (typing and the like);
        None: ``from package import name``, maybe not a module at all."""
        top = name.split(".")[0]
        if name in self.project or name in self.libraries or optional:
            return []
        if top in BUILTINS:
            self.builtins.add(top)
            return []
        dist = None if top in PROJECT else self.index.get(top)
        added = []
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):
            module = ".".join(parts[:depth])
            path = self._library_file(dist, module) if dist else None
            if path and module not in self.libraries:
                self.libraries[module] = (path, dist)
                added.append((module, path))
        if not (dist and self._library_file(dist, name)) and optional is False:
            self.missing.append((name, importer))
        return added

    @staticmethod
    def _library_file(dist, name):
        relative = name.replace(".", "/")
        for candidate in (relative + ".py", relative + "/__init__.py"):
            path = str(dist.locate_file(candidate))
            if os.path.isfile(path):
                return path
        return None
