"""A game's pages in the main menu (``firmware.menu``): its options and
seats, each a setting whose value OK cycles, then Start and How to play.

Each game's last options are settings in the store: ``<game>.<option>``,
with ``<game>.seat0`` and ``.seat1`` for who plays each seat of a
two-player game (firmware/play/seats.py); a game that can be a contest
(Rift) adds ``<game>.contest`` (off or 2 to 4 players) and ``.name0`` to
``.name3``, the players' names, shown as many as play: a name from a short
list, or initials typed with the keys (its last choice, "type...").

Functions of the menu (its ``rows``, ``picks`` and ``game``), not a screen
of their own: the menu program's first frame shows only the main list, and
this module, the game list and the seats load in the idle frames after it.
"""
from firmware import games
from firmware.play import seats

HOW = "How to play"  # after Start in a game's options (firmware/howto/)
TYPE = "type..."  # a player name's last choice: type initials instead


def _index(values, saved):
    """Where the ``saved`` setting is in ``values``; 0 if it is not there."""
    for i in range(len(values)):
        if values[i] == saved and type(values[i]) is type(saved):
            return i
    return 0


def _default(key, values):
    """A setting's value before it is ever saved: the core's first, a
    seat's DEFAULT, each player a name of their own."""
    if key[:4] == "seat":
        return seats.DEFAULT[int(key[4])]
    return values[int(key[4])] if key[:4] == "name" else None


def _text(value):
    if value is True:
        return "on"
    if value is False:
        return "off"
    if value == 0:
        return "none"
    if type(value) is str and value[:4] in ("huma", "bot:"):
        return seats.text(value)
    return str(value)


def _rows(menu, game):
    """Game ``game``'s rows (key, label, values), made the first time its
    page opens, and its picks from the saved settings."""
    rows = menu.rows.get(game)
    if rows is not None:
        return rows
    rows = list(games.menu_options(game))
    sides = games.about(game).SIDES
    choices = seats.choices(menu.app.device)
    for i in range(len(sides) if len(sides) > 1 else 0):
        rows.append(("seat%d" % i, sides[i], choices))
    names = games.CONTEST.get(game)
    if names:
        rows.append(("contest", "Contest", ("off", 2, 3, 4)))
        for i in range(4):
            saved = menu.settings.get("%s.name%d" % (game, i))
            typed = [saved] if type(saved) is str and saved not in names else []
            rows.append(("name%d" % i, "Player %d" % (i + 1), list(names) + typed + [TYPE]))
    menu.rows[game] = rows
    menu.picks[game] = [_index(values, menu.settings.get(
        game + "." + key, _default(key, values))) for key, name, values in rows]
    return rows


def _shown(menu):
    """The rows of the game being set up that show: a player name only
    for as many players as the contest has."""
    rows = menu.rows[menu.game]
    picks = menu.picks[menu.game]
    out = []
    players = 0
    for i in range(len(rows)):
        key = rows[i][0]
        if key == "contest":
            players = rows[i][2][picks[i]]
            players = 0 if players == "off" else players
        if key[:4] != "name" or int(key[4]) < players:
            out.append(i)
    return out


def offer(menu, index):
    """Show the page of the game being set up, the highlight on line ``index``."""
    rows = _rows(menu, menu.game)
    picks = menu.picks[menu.game]
    labels = []
    for i in _shown(menu):
        key, name, values = rows[i]
        labels.append("%s: %s" % (name, _text(values[picks[i]])))
    labels.append("Start")
    labels.append(HOW)
    menu.chooser.offer((), labels)
    menu.chooser.index = index
    menu.app.dirty = True


def options(menu):
    """The chosen options of the game being set up, as core keywords."""
    out = {}
    picks = menu.picks[menu.game]
    for i, (key, name, values) in enumerate(games.menu_options(menu.game)):
        out[key] = values[picks[i]]
    return out


def _seats(menu, game):
    """The seats chosen for ``game``, as the store saves them."""
    rows = menu.rows[game]
    picks = menu.picks[game]
    out = [rows[i][2][picks[i]] for i in range(len(rows)) if rows[i][0][:4] == "seat"]
    return ",".join(out) or "human"


def _contest(menu):
    """(names, seats) of the contest being set up, None if it is off,
    or False (noted) if two players share a name."""
    rows = menu.rows[menu.game]
    picks = menu.picks[menu.game]
    names = [rows[i][2][picks[i]] for i in _shown(menu) if rows[i][0][:4] == "name"]
    if not names:
        return None
    for name in names:
        if name == TYPE:
            menu.app.note("OK on type... types")
            return False
        if names.count(name) > 1:
            menu.app.note("two players named " + name)
            return False
    return names, ["bot:device" if name == games.BOT_NAME else "human" for name in names]


def key(menu, index):
    """OK on line ``index`` of the game's page: cycle a setting, type a
    name, read How to play, or Start (the settings are saved with it)."""
    game = menu.game
    settings = menu.rows[game]
    shown = _shown(menu)
    if index < len(shown):
        row = shown[index]
        picks = menu.picks[game]
        if settings[row][2][picks[row]] == TYPE:
            return _type(menu, row, index)
        picks[row] = (picks[row] + 1) % len(settings[row][2])
        offer(menu, index)
    elif index > len(shown):
        _how(menu, index)
    else:
        chosen = options(menu)
        contest = _contest(menu)
        if contest is False:
            return
        if contest is not None:
            chosen["contest"] = contest
        values = {}
        picks = menu.picks[game]
        for i in range(len(settings)):
            values[game + "." + settings[i][0]] = settings[i][2][picks[i]]
        menu.settings.update(values)  # saved once the OLED says the game starts
        menu.app.load(game, chosen, ",".join(contest[1]) if contest else _seats(menu, game), menu.settings)


def _type(menu, row, index):
    """Type a player's initials (firmware/initials.py): they become
    the row's value, kept among its choices."""
    from firmware.initials import Initials
    app = menu.app
    game = menu.game
    values = menu.rows[game][row][2]

    def back():
        from firmware.modules import done
        app.current = menu
        done("initials")
        offer(menu, index)

    def typed(text):
        if text not in values:
            if values[-2] not in games.CONTEST[game]:
                values.pop(-2)  # one typed name a row: the last
            values.insert(len(values) - 1, text)
        menu.picks[game][row] = values.index(text)
        back()
    app.current = Initials(app, menu.rows[game][row][1], typed, back)


def _how(menu, index):
    """The game's How to play pages, with the options chosen; back here."""
    from firmware.howto.screen import Help
    app = menu.app

    def back():
        app.current = menu
        offer(menu, index)
    app.current = Help(app, menu.game, back, options=options(menu))
