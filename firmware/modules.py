"""What a program loads for a while and lets go of (docs/memory.md).

Each program (the menu, a title) starts on a fresh heap, so nothing stays
past the next reload. Within a program, a part needed only now and then is
imported when used (``load``) and let go once done (``done``): ``PARTS``
declares, by part, the modules ``done`` drops from ``sys.modules`` and
their packages, so the collector frees them once nothing else holds their
objects (they compile again if needed again); ``since`` lets go of all a
screen loaded. Nothing else in the firmware lets modules go. A program
whose first frame needs only part of its modules loads the rest ahead, one
an idle frame (``ahead``), so no frame compiles them all.
"""
import sys

PARTS = {
    # code.py: the device is built
    "hardware": ("firmware.hardware", "firmware.pins"),
    # a program's start (firmware.start): the store read back, its launch
    # request taken, its problem's words
    "start": ("firmware.start", "firmware.store.load", "firmware.store.restore",
              "firmware.store.problems", "firmware.store.launch"),
    # the menu program's screens, back in the main menu
    "notice": ("firmware.notice",),
    "initials": ("firmware.initials",),
    "selftest": ("firmware.selftest",),
    "statistics": ("firmware.stats_screen", "firmware.store.tally"),
    # a new game's modules listed (firmware.loading.Loading): the game list
    # and the store's between-game methods (a resume needs them to start)
    "new game": ("firmware.games", "firmware.store.between", "firmware.store.end"),
    # a title's game on (firmware.loading.start): the loading screen, the
    # game list, the store's between-game methods, a resume's replay
    "loading": ("firmware.loading", "firmware.games", "firmware.store.between",
                "firmware.store.end", "core.record", "core.seal"),
    # saved once, a game's options are not needed again (App.save)
    "options": ("core.options",),
    # How to play left (with ``since``: what it loaded for the game's pages)
    "howto": ("firmware.howto.screen", "firmware.howto"),
    # the game menu closed; a take-back done
    "game menu": ("firmware.play.game_menu", "firmware.play.hint", "firmware.play.menu_keys"),
    "takeback": ("firmware.play.takeback", "core.record", "core.seal"),
    # a game against a bot over (App.finished): its bot's modules, which
    # depend on the game (``done("bot", *firmware.play.seats.bot_modules(name))``)
    "bot": (),
}

# What a title's program compiles only at its game's end, to count it:
# its loading imports each once and lets it go (``intern``). The names a
# compile interns stay for good, in pools that double, each one block; a
# pool that fills in the loading's clean heap needs no hole in the game's
# fragmented one (docs/memory.md, "Garbage and holes").
LATE = ("firmware.ending", "firmware.store.tally")  # (firmware.store.end: in since App())


def ahead(names):
    """Import the first of modules ``names`` (a screen's ``AHEAD``, each
    after the ones it imports) not loaded yet: a key may have needed it
    first."""
    for name in names:
        if name not in sys.modules:
            load(name)
            return


def loaded(names):
    """True if every module of ``names`` is imported."""
    for name in names:
        if name not in sys.modules:
            return False
    return True


def load(name):
    """Module ``name`` (a dotted path), imported now if it is not yet."""
    module = sys.modules.get(name)
    if module is None:
        __import__(name)
        module = sys.modules[name]
    return module


def intern(name):
    """Import module ``name`` for its names only (``LATE``), then let it
    and every module it pulled in go."""
    had = list(sys.modules)
    load(name)
    forget(*[new for new in sys.modules if new not in had])


def done(part, *named):
    """Let ``PARTS[part]``'s modules, and ``named`` where the part's
    modules depend on the game, be collected once their objects are gone."""
    forget(*(PARTS[part] + named))


def since(before):
    """Let every firmware and core module imported since ``before`` (the
    names ``sys.modules`` held then) be collected: a screen that loads a
    game's modules only to show its pages."""
    forget(*[name for name in sys.modules if name not in before
             and (name[:5] == "core." or name[:9] == "firmware.")])


def forget(*names):
    """Let modules ``names`` be collected once their objects are gone."""
    for name in names:
        module = sys.modules.pop(name, None)
        if module is not None:
            package, short = name.rsplit(".", 1)
            parent = sys.modules.get(package)
            if getattr(parent, short, None) is module:
                delattr(parent, short)
