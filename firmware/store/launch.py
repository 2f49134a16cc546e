"""The launch request: which program the next reload starts (docs/memory.md).

One setting, ``launch``, a one-line str, so a request is one small log
entry and a power cut leaves the old request or the new one, never half:
"" (or none) is the menu; ``!`` and a note is the menu showing that note;
``*`` resumes the saved game; otherwise a new game, tab-separated: its
name, seed, seats, a contest's players (their names joined by ``,``;
their seats are the seats) or nothing, then its options as the lines of a
``firmware.store.items`` payload.
"""
from firmware.store import items

KEY = "launch"
CONTINUE = "*"
NOTE = "!"


def _write(store, text):
    settings = store.settings()
    settings[KEY] = text
    store.save_settings(settings)


def new_game(store, name, options, seats, seed):
    """Ask for game ``name`` with ``options`` (core keywords; "contest":
    (names, seats) for a contest), ``seats`` and ``seed``; ValueError for
    a value a line cannot hold."""
    options = dict(options)
    contest = options.pop("contest", None)
    for text in (name, seats) + (tuple(contest[0]) if contest else ()):
        if "\t" in text or "\n" in text:
            raise ValueError("bad launch field %r (want one line, no tab)" % (text,))
    names = ",".join(contest[0]) if contest else ""
    payload = items.encode(items.REPLACE, options).replace("\n", "\t")
    _write(store, "\t".join((name, str(seed), seats, names, payload)))


def resume(store):
    """Ask for the saved game to go on."""
    _write(store, CONTINUE)


def note(store, text):
    """Ask for the menu, showing ``text`` (one line)."""
    _write(store, NOTE + text)


def take(store):
    """The request, cleared in the store (a crash before the next reload
    finds the menu): None for the menu, ("note", text), ("continue",) or
    ("new", name, options, seats, seed)."""
    text = store.settings().get(KEY)
    if not text or type(text) is not str:
        return None
    _write(store, "")
    if text[0] == NOTE:
        return ("note", text[1:])
    if text == CONTINUE:
        return ("continue",)
    from firmware.store.load import decode
    name, seed, seats, names, payload = text.split("\t", 4)
    options = decode(payload.replace("\t", "\n"), {})
    if names:
        options["contest"] = (names.split(","), seats.split(","))
    return ("new", name, options, seats, int(seed))
