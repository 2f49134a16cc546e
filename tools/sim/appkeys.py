"""Which keys a person presses to reach a list line, a light or a whole move.

Each function is a generator of keys (a key name, or a place on the full
build, or None for no key: a person waiting a frame): the caller presses
the key it gets and runs the app for a frame before asking for the next, so every choice reads what the app offers after
the previous key, as a person reading the screen would. Shared by the
desktop-simulator tests (tests/test_app_driver.py), the MicroPython tier
(tests/test_app_micropython.py) and tools/bench/app.py; runs on both.
Firmware modules are imported only when needed, so that the benchmark sees
the app load them itself.
"""


def waiting(app):
    """Does the OLED say "please wait" (a game's pages or a title loading:
    keys pressed now are dropped)? The one rule for every scripted person."""
    current = app.current
    if current is None:
        return False
    shown = current.footer()
    from firmware.footer import footer  # loaded by the app already: it drew that footer
    return shown == footer(app.device.build, "wait")


def settle(app):
    """No key while the board says "please wait": people wait to see the
    next screen."""
    while waiting(app):
        yield None


def label(app, chooser, text):
    """Highlight the list line ``text``, then OK (and wait for what it
    opens to show, if the menu loads it first)."""
    yield from settle(app)
    index = list(chooser.labels).index(text)
    if app.lite:
        while not chooser.in_list:
            yield "DOWN"
        while chooser.index != index:
            yield "DOWN" if chooser.index < index else "UP"
    else:
        while chooser.index != index:
            yield "MENU"
    yield "OK"
    yield from settle(app)


def place(app, chooser, where):
    """The key under light ``where``, or the lite cursor walked there, then OK."""
    if not app.lite:
        yield where
        return
    from firmware.chooser import ROWS
    row = [r for r in range(len(ROWS)) if where in ROWS[r]][0]
    while chooser.in_list:
        yield "UP"
    while chooser.row != row:
        yield "DOWN" if chooser.row < row else "UP"
    while chooser.cursor() != where:
        yield "RIGHT"
    yield "OK"


def start(app, title, settings=(), how=False):
    """From the main menu: choose ``title``, cycle each setting in
    ``settings`` (label prefix, wanted label) until it shows, then Start;
    with ``how``, read its How to play pages first. ``app`` is a
    ``tools.sim.board.Board``: Start reloads into the title's program,
    which loads its modules a frame at a time."""
    chooser = app.menu.chooser
    yield from label(app, chooser, title)
    for prefix, wanted in settings:
        for _ in range(10):
            line = [t for t in chooser.labels if t.startswith(prefix)][0]
            if line == wanted:
                break
            yield from label(app, chooser, line)
        assert wanted in chooser.labels, chooser.labels
    if how:
        yield from label(app, chooser, "How to play")
        yield from pages(app)
    yield from label(app, chooser, "Start")
    for _ in range(100):
        if app.game is not None:
            break
        yield None  # the title's program loads its modules a frame at a time
    screen = getattr(app.current, "play", app.current)  # (a contest's: behind its hand-over)
    assert app.game is not None and getattr(screen, "game", None) is app.game


def pages(app):
    """OK through the How to play pages showing now, to where they were
    opened from."""
    shown = app.current
    while app.current is shown:
        yield "OK"


def move(app, legal):
    """Pick legal move ``legal`` token by token (checked on the screen's
    game: a contest's app has its next player's game once one ends)."""
    from firmware import play
    game = app.current
    assert game.state == play.PICK
    history = game.game.history
    before = len(history)
    for token in game.board.tokens(legal):
        if len(history) > before:
            break  # the screen took the move's last label itself: it was the only one
        if type(token) is int:
            yield from place(app, game.chooser, token)
        else:
            yield from label(app, game.chooser, token)
    assert history[before:] == [legal], (legal, history[before:])


def go_on(app):
    """OK through hand-over screens and notices until a move is asked for
    or the game is over (its end pages showing)."""
    from firmware import play
    while app.current.state in (play.HAND, play.NOTE):
        yield "OK"


def end(app):
    """OK through the end pages, back to the main menu (the board reloads
    into it with the last OK: ``app`` is a ``tools.sim.board.Board``)."""
    while app.menu is None or app.current is not app.menu:
        yield "OK"


def game_menu(app, text):
    """Open the game menu of the game in play (BACK with no choice made)
    and choose ``text`` (Rift's "Autoplay": and answer yes when asked)."""
    yield "BACK"
    yield from label(app, app.current.menu, text)
    if text == "Autoplay":
        yield from label(app, app.current.menu, "Yes, autoplay")


def quit(app):
    """Quit the game in play from its game menu, answering yes when asked."""
    yield from game_menu(app, "Quit game")
    yield from label(app, app.current.menu, "Yes, quit")
