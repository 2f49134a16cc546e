"""Every game the board plays, declared once: what the firmware adds to the
core's own facts to load, set up, demo and count it.

The rules' facts are the core's: ``core.GAMES`` lists the games in menu
order, each package ``core/<name>/`` names its title and sides (read here
without loading the rules), its rules class checks the options. By
convention a game's rules are ``core.<name>.rules``, its bot ``core.<name>.bot``
and its screen adapter ``firmware.play.<name>``: a fourth game is a package
in core/, an adapter in firmware/play/ and a row here.
"""
from core import GAMES
from firmware.modules import load

# name: (its core helpers in core/<name>/, staged before the rules, each
#        after the ones it imports;
#        the options its menu offers: (option, label, values), the core's
#        own values (the core checks them again);
#        the seats of its idle demo;
#        with a bot seat, what loads after the core helpers, in order: "bot"
#        (the bot's modules, core.<name>.BOT), "adapter" (the game's screen
#        adapter), "turn" (firmware.play.bot_show and bot_turn) and, if named,
#        "rules" or a core helper (moved there from before them all). The last
#        modules compile with the most live, so the order that needs the
#        least heap was measured (docs/benchmarks.md): Dance's bot compiles
#        larger than its adapter, its adapter larger than its rules and
#        helpers, which its bot and adapter do not import; Venice's adapter
#        larger than its bot's modules)
ROWS = {
    "dance": (("board", "moves", "legal", "score", "view"),
              (("turns", "Turns", (12, 8, 10, 16, 20, 0)),
               ("moles", "Moles", ("turncoat", "loyal")),
               ("berlin_tiebreak", "Berlin tie", (True, False)),
               ("relocate", "Relocate", ("own", "any"))),
              "bot:normal,bot:normal",
              ("bot", "adapter", "moves", "legal", "view", "rules", "turn")),
    "venice": (("cards", "moves"),
               (),
               "bot:normal,bot:normal",
               ("turn", "adapter", "bot")),
    "rift": (("layout", "moves", "score", "view"),
             (("ring", "Ring", (3, 4)),),
             "bot:device",
             ("bot", "adapter", "turn")),
}

# The games a contest can be played in (firmware/play/contest.py), each with
# the names its players choose from in the menu ("Bot": the autoplay plays).
CONTEST = {"rift": ("Ann", "Ben", "Cy", "Dee", "Eli", "Flo", "Gus", "Bot")}
BOT_NAME = "Bot"

# What a game compiles once it is on, besides the count at its end
# (firmware.modules.LATE), that its loading interns the names of: Rift's
# Hint and Autoplay are in its game menu and part of its usual play.
LATE = {"rift": ("firmware.play.game_menu", "firmware.play.hint", "firmware.play.menu_keys")}


def about(name):
    """Game ``name``'s core package: its ``TITLE`` and ``SIDES``."""
    return load("core." + name)


def modules(name):
    """The modules game ``name`` needs to play, each after the ones it
    imports: the play screen and its parts first, while the least is
    live, then the game's core, then its adapter. A title's program has
    nothing of the menu in, so the chooser and the seats are listed too;
    where each part goes was measured (docs/benchmarks.md: moving the
    chooser first cost the sequence 3 KB)."""
    out = ["firmware.colour", "firmware.play", "firmware.play.picker", "firmware.play.footing",
           "firmware.play.keys", "firmware.chooser", "firmware.play.frame", "firmware.play.seats",
           "firmware.play.screen", "core.options", "core.game", "core.rng", "core." + name]
    for helper in ROWS[name][0]:
        out.append("core.%s.%s" % (name, helper))
    out += ["core.%s.rules" % name, "firmware.play.adapter", "firmware.play." + name]
    return out


def menu_options(name):
    return ROWS[name][1]


def demo_seats(name):
    return ROWS[name][2]


def late(name):
    """The modules game ``name``'s loading interns the names of (``LATE``)."""
    return LATE.get(name, ())


def bot_order(name):
    """What a bot seat of game ``name`` loads after its rules, in order (see ROWS)."""
    return ROWS[name][3]
