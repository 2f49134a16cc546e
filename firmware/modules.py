"""What a program loads for a while and lets go of (docs/memory.md).

Each program (the menu, a title) starts on a fresh heap, so nothing stays
past the next reload. Within a program, a part needed only now and then is
imported when used and let go once done: ``PARTS`` declares each part's
modules, ``load`` imports a module, ``done(part)`` drops the part's
modules from ``sys.modules`` and their packages, so the collector frees
them once nothing else holds their objects (they compile again if needed
again). Nothing else in the firmware lets modules go.
"""
import sys

PARTS = {
    # a program's start: the store read back, its problem's words
    "start": ("firmware.start", "firmware.store.load", "firmware.store.restore",
              "firmware.store.problems", "firmware.store.launch"),
    "notice": ("firmware.notice",),
    "initials": ("firmware.initials",),
    # a title's loading screen, the game list and the store's between-game
    # methods, once its game is on
    "loading": ("firmware.loading", "firmware.games", "firmware.store.between",
                "firmware.store.end"),
}


def load(name):
    """Module ``name`` (a dotted path), imported now if it is not yet."""
    module = sys.modules.get(name)
    if module is None:
        __import__(name)
        module = sys.modules[name]
    return module


def done(part):
    """Let ``PARTS[part]``'s modules be collected once their objects are gone."""
    forget(*PARTS[part])


def forget(*names):
    """Let modules ``names`` be collected once their objects are gone."""
    for name in names:
        module = sys.modules.pop(name, None)
        if module is not None:
            package, short = name.rsplit(".", 1)
            parent = sys.modules.get(package)
            if getattr(parent, short, None) is module:
                delattr(parent, short)
