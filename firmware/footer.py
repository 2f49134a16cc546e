"""The OLED's last line: which keys work on this screen and what they do.

One table for every screen, per key build, so the wording is the same
wherever a situation comes back and never names a key the build lacks
(the lite build has no MENU key and no key under each light). Every text
fits the 21 characters of a line (tests/test_footers.py checks each with
the longest name it is given).
"""

CHARS = 21  # characters on an OLED line (6x12 font, 128 px), for firmware.oled too

# situation: its text, or (full build's, lite build's) where they differ;
# "%s" is the name footer() is given. A text is written once where both
# builds say the same: each string of more than 10 characters is an object
# held for as long as the module is loaded.
TEXTS = {
    "list": ("MENU next, OK pick", "UP/DOWN move, OK pick"),  # a list of lines
    "scroll": ("MENU next, BACK menu", "UP/DOWN, BACK menu"),  # lines to read
    "places": ("press a lit %s", "arrows, OK: lit %s"),  # only lights to choose
    "both": ("lit %s or MENU/OK", "arrows move, OK pick"),  # lights and lines
    "hand": "OK: I am %s",  # a hand-over
    "bot": ("MENU: stop the bot", "BACK: stop the bot"),  # a bot's turn
    "note": "OK: go on",  # a notice between moves
    "round": "OK: next deal",  # a round's final position
    "result": "OK: match result",  # the final position of the round that ended the match
    "page": "OK: next page",  # end pages, more to come
    "last": "OK: back to menu",  # the last end page
    "pass": "OK: pass to %s",  # a contest player's last end page
    "ranking": "OK: the ranking",  # the contest's last player's
    "hidden": "BACK: stop for now",  # a contest bot's unseen game
    "peek": "OK: hide it",  # a player's secrets showing
    "any": "any key: back",  # a hint, a demo
    "wait": "please wait",  # a title loading: keys typed now are dropped
}


def footer(build, situation, name=""):
    """The footer of ``situation`` (a TEXTS key) on ``build`` ("full" or
    "lite"), with ``name`` (a side, a kind of light) where it has one."""
    text = TEXTS[situation]
    if type(text) is tuple:
        text = text[build == "lite"]
    return text % name if "%s" in text else text


def wrap(text, width=CHARS, sep=" "):
    """``text`` cut into lines of at most ``width`` characters at spaces;
    with ``sep`` (", ": it ends in a space), only between the parts it
    separates, each but the last keeping its comma."""
    parts = text.split(sep)
    out = []
    line = ""
    for i in range(len(parts)):
        word = parts[i] if i == len(parts) - 1 else parts[i] + sep[:-1]
        if line and len(line) + 1 + len(word) > width:
            out.append(line)
            line = word
        else:
            line = line + " " + word if line else word
    return out + [line]
