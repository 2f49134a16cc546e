"""Loading and forgetting modules: how the firmware fits a Pico's heap.

On the board a module's code lives in the heap (compiled from ``.py`` when
first imported), so what is needed only now and then is imported when it
is needed and forgotten afterwards: ``forget`` drops it from
``sys.modules`` and from its package, and once nothing else holds its
objects the collector frees it; it is compiled again if it is needed
again. Game and bot modules are staged, imported one per frame, from the
lists in ``firmware.games``, so no frame stalls on compiling.
"""
import sys


def load(name):
    """Module ``name`` (a dotted path), imported now if it is not yet."""
    module = sys.modules.get(name)
    if module is None:
        __import__(name)
        module = sys.modules[name]
    return module


def forget(*names):
    """Let modules ``names`` be collected once their objects are gone."""
    for name in names:
        module = sys.modules.pop(name, None)
        if module is not None:
            package, short = name.rsplit(".", 1)
            parent = sys.modules.get(package)
            if getattr(parent, short, None) is module:
                delattr(parent, short)


def forget_new(kept):
    """Forget the firmware's and the core's modules not in ``kept`` (names
    that were loaded before: what the app runs on), so what only a game or
    a screen loaded does not stay for good."""
    forget(*[name for name in sys.modules if name not in kept
             and (name[:5] == "core." or name[:9] == "firmware.")])
