"""Which libraries the device's code imports, found by reading its source.

Every ``import`` in code.py, boot.py, core/ and firmware/ (and then in each
library they reach) is sorted into: a project module, a module built into
CircuitPython on a Pico, an optional import (inside ``try: ... except
ImportError``, e.g. ``typing``), or an Adafruit library module, found in the
installed (pinned) Python package that provides it. Anything else is an
error: the board would fail to import it.
"""
import ast
import collections
import importlib.metadata
import os

# Built into CircuitPython 9 and 10 on the Raspberry Pi Pico (the CircuitPython
# docs' module support matrix, board raspberry_pi_pico), so never bundled,
# even where a desktop package (Blinka) provides a stand-in. adafruit_pixelbuf
# is one: neopixel's pixel buffer is native on the RP2040.
BUILTINS = frozenset((
    "adafruit_bus_device adafruit_pixelbuf analogio array binascii bitmaptools board "
    "busdisplay busio collections digitalio displayio errno fontio fourwire gc i2cdisplaybus "
    "io json keypad math microcontroller micropython neopixel_write nvm os pwmio rainbowio random re "
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


def _nodes(tree, lazy):
    """Every node of ``tree``; with ``lazy`` False none inside a function
    (what runs when the module is imported: its top level and class bodies)."""
    todo = collections.deque([tree])  # breadth first, as ast.walk
    while todo:
        node = todo.popleft()
        yield node
        for child in ast.iter_child_nodes(node):
            if lazy or not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
                todo.append(child)


def imported(path, module, lazy=True):
    """``(name, optional)`` for every module the file at ``path`` (module
    ``module``) may import, including ``from package import submodule``
    candidates and, unless ``lazy`` is False, imports inside functions."""
    with open(path, "rb") as f:
        tree = ast.parse(f.read(), path)
    optional = _optional_lines(tree)
    package = module if os.path.basename(path) == "__init__.py" else module.rpartition(".")[0]
    out = []
    for node in _nodes(tree, lazy):
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


def project_modules(root):
    """{module: path} of the device's own files under ``root``: code.py,
    boot.py and every module of core/ and firmware/."""
    out = {}
    for name in sorted(os.listdir(root)):
        if name in ("code.py", "boot.py"):
            out[name[:-3]] = os.path.join(root, name)
    for package in ("core", "firmware"):
        for folder, dirs, names in os.walk(os.path.join(root, package)):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            dotted = os.path.relpath(folder, root).replace(os.sep, ".")
            for name in sorted(names):
                if name.endswith(".py"):
                    module = dotted if name == "__init__.py" else dotted + "." + name[:-3]
                    out[module] = os.path.join(folder, name)
    return out


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
        todo = list(project_modules(root).items())
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


def graph(root, lazy=True):
    """{project module: the project modules it imports}, each import also
    naming the packages it runs first (``core.dance.bot`` runs ``core`` and
    ``core.dance``); with ``lazy`` False only the imports made when the
    module is imported, not those inside its functions. Modules loaded by
    a computed name (``core.game_class``, ``firmware.modules.load``) are
    no edges: that is the load-on-demand mechanism."""
    project = project_modules(root)
    out = {}
    for module, path in project.items():
        edges = set()
        for name, _ in imported(path, module, lazy):
            parts = name.split(".")
            edges.update(".".join(parts[:n]) for n in range(1, len(parts) + 1))
        edges.discard(module)
        out[module] = sorted(edges & set(project))
    return out


def loops(edges):
    """The import loops in ``edges`` ({module: modules it imports}): each
    a sorted list of the modules that import one another round in a circle
    (a strongly connected component of two or more), in name order."""
    order, low, stack, on_stack, found = {}, {}, [], set(), []
    for start in sorted(edges):
        if start in order:
            continue
        work = [(start, iter(edges[start]))]  # Tarjan's, without recursion
        order[start] = low[start] = len(order)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is None:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == order[node]:
                    component = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        component.append(member)
                        if member == node:
                            break
                    if len(component) > 1:
                        found.append(sorted(component))
            elif child not in order:
                order[child] = low[child] = len(order)
                stack.append(child)
                on_stack.add(child)
                work.append((child, iter(edges.get(child, ()))))
            elif child in on_stack:
                low[node] = min(low[node], order[child])
    return sorted(found)


def main(argv=None):
    """``python -m tools.ship.imports [--loops] [root]``: the import graph's
    summary (modules, imports, libraries) and its loops; with ``--loops``
    the loops alone. Exit status 1 if there is a loop or a missing module."""
    import sys
    args = sys.argv[1:] if argv is None else argv
    only_loops = "--loops" in args
    root = ([a for a in args if a != "--loops"] or ["."])[0]
    edges = graph(root)
    found = loops(edges)
    missing = []
    if not only_loops:
        walk = Walk(root)
        missing = walk.missing
        lazy = sum(len(v) for v in edges.values()) - sum(len(v) for v in graph(root, False).values())
        print("%d project modules, %d imports among them (%d only inside functions)"
              % (len(edges), sum(len(v) for v in edges.values()), lazy))
        print("libraries: %s" % (", ".join(sorted(walk.libraries)) or "none"))
        print("built in: %s" % ", ".join(sorted(walk.builtins)))
        for name, importer in missing:
            print("missing: %s (imported by %s)" % (name, importer))
    print("%d import loop%s" % (len(found), "" if len(found) == 1 else "s"))
    for component in found:
        print("loop of %d:" % len(component))
        for module in component:
            print("  %s -> %s" % (module, ", ".join(m for m in edges[module] if m in component)))
    return 1 if found or missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
