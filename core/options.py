"""Game options: checking keyword values and reading/writing them as text.

A game declares its options as a tuple of ``(name, default, choices)``;
``choices`` is a tuple of allowed values, or None for "any int >= 0" (ints)
and "True or False" (bools). Types are strict: ``turns=True`` and
``berlin_tiebreak=1`` are errors, as the rules demand.
"""


def _entry(spec, game, name):
    for entry in spec:
        if entry[0] == name:
            return entry
    raise ValueError("unknown option %r for %s" % (name, game))


def _check_value(game, entry, value):
    name, default, choices = entry
    ok = type(value) is type(default)
    if ok and choices is not None:
        ok = value in choices
    elif ok and type(value) is int:
        ok = value >= 0
    if not ok:
        raise ValueError("bad value %r for option %r of %s" % (value, name, game))


def check(game, spec, given):
    """Return a dict of every option, defaults filled in; raise ValueError
    naming the first unknown option or bad value in ``given``."""
    out = {}
    for entry in spec:
        out[entry[0]] = entry[1]
    for name in given:
        entry = _entry(spec, game, name)
        _check_value(game, entry, given[name])
        out[name] = given[name]
    return out


def number(text):
    """The int ``text`` writes as the records do ("12", "-3": ASCII digits,
    no "+", no leading zero), else None; ``int`` alone takes other
    scripts' digits, spaces and "_" on CPython, which a board would not."""
    try:
        value = int(text)
    except ValueError:
        return None
    return value if str(value) == text else None


def parse(game, spec, words):
    """Read ``name=value`` words (bools as on/off) into a checked dict;
    a name given twice is refused, not settled by the last."""
    given = {}
    for word in words:
        eq = word.find("=")
        if eq <= 0:
            raise ValueError("bad option %r for %s (want name=value)" % (word, game))
        name = word[:eq]
        text = word[eq + 1:]
        if name in given:
            raise ValueError("option %r given twice for %s" % (name, game))
        default = _entry(spec, game, name)[1]
        if type(default) is bool:
            if text not in ("on", "off"):
                raise ValueError("bad value %r for option %r of %s (on/off)" % (text, name, game))
            value = text == "on"
        elif type(default) is int:
            value = number(text)
            if value is None:
                raise ValueError("bad value %r for option %r of %s" % (text, name, game))
        else:
            value = text
        given[name] = value
    return check(game, spec, given)


def format(spec, values):
    """The words `parse` reads back, every option in declaration order."""
    words = []
    for entry in spec:
        value = values[entry[0]]
        if type(value) is bool:
            value = "on" if value else "off"
        words.append("%s=%s" % (entry[0], value))
    return " ".join(words)
