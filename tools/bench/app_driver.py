# The key driver of the firmware app benchmark: tools/bench/app_bench.mjs
# runs it in its interpreters' own namespace (_app, _sim, gc and the rest
# are the harness's names) to choose the keys of the games in _games through
# tools/sim/appkeys.py: a random legal move each turn (from _state, the
# seed); with a game's `assist`, Rift's Hint before each of the first two
# moves and its Autoplay from ply AUTOPLAY (40) on; with _how, the How to
# play pages from the options before Start and from the game menu at ply 2.
# tools/bench/app_interpreter.mjs puts a prelude before it: the import of
# appkeys and the config's _state, _games and _how, in that order (the
# harness's allocations, and their order, move the heap figures).

def _pick(n):
    _state[0] = (_state[0] * 75 + 74) % 65537
    return _state[0] % n

def _keys(title, settings, _assist):
    yield from appkeys.start(_app, title, settings, _how)
    from firmware.play import BOT, HINT  # loaded by the app by now
    hints = 2 if _assist else 0  # Rift: a hint before each of the first moves,
    hinted = False  # then random moves, then Autoplay from ply AUTOPLAY on
    read = False  # with _how: the game menu's How to play was read
    while True:
        yield from appkeys.go_on(_app)
        if _app.current.state == BOT:
            yield None  # a bot seat thinks and shows its move: a frame
            continue
        if _app.current.state == HINT:
            yield "OK"  # the hint was shown: back to the move
            hinted = True
        if _app.game.is_over():
            break
        if _assist and len(_app.game.history) >= 40:  # AUTOPLAY: the ply from which Autoplay plays on
            yield from appkeys.game_menu(_app, "Autoplay")
            continue
        if hints and not hinted:
            hints -= 1
            yield from appkeys.game_menu(_app, "Hint")
            continue
        hinted = False
        if _how and len(_app.game.history) >= 2 and not read:
            read = True  # How to play from the game menu, then Resume
            yield from appkeys.game_menu(_app, "How to play")
            yield from appkeys.pages(_app)
            yield from appkeys.label(_app, _app.current.menu, "Resume")
            continue
        yield from appkeys.move(_app, _random(_app.game.legal_moves()))

# The end pages' keys come from a generator of their own, made once the game
# is over: this interpreter keeps what a generator's stack slots last held
# (a sub-generator, and the Play screen it read), so the game's generator
# would keep the whole game alive after the app lets it go. Then the next
# game's keys, from the main menu.
_ending = [False]
_gen = None
_playing = [0]  # the index in _games of the game played

def _random(moves):
    return moves[_pick(len(moves))]

def _next():
    global _gen
    k = next(_gen, "done")
    while k == "done":
        if not _ending[0]:
            _ending[0] = True
            _gen = appkeys.end(_app)
        elif _playing[0] + 1 < len(_games):
            _ending[0] = False
            _playing[0] += 1
            _gen = _keys(*_games[_playing[0]])
        else:
            return k
        k = next(_gen, "done")
    return k

def _press():
    global _before, _gen
    if _gen is None:
        _gen = _keys(*_games[0])
    k = _next()
    if k == "done":
        print(k)
        return
    print(repr(k))  # the key, for runs that play the same keys again (_replay)
    game = _app.game  # its history only is kept: the game is the app's to let go of
    _before = (game.history if game else None, len(game.history) if game else -1, k)
    if k is not None:
        _sim.tap(k)
    _sim.advance(20)
    gc.collect()  # no collection inside the timed frame (app_bench.mjs's top)

def _replay(k, ms):
    """A frame of the board's loop, its key (or None) as _press chose it."""
    if k is not None:
        _sim.tap(k)
    _sim.advance(ms)
    _app.step()

def _idle():
    _sim.advance(33)
    gc.collect()

def _what():
    history, plies, k = _before
    what = "key" if k is not None else "frame"
    if history is None and _app.game is not None:
        what = "start"
    elif history is not None and len(history) > plies:
        what = "move"
    elif history is not None and _app.game is None:
        what = "quit"
    print(_playing[0], what if k is None else "%s %s" % (what, k))

def _nothing():
    pass

# A frame, timed; with reloads (tools/sim/board.py, TIMED_RELOAD),
# _reloaded() prints the µs from its start to its reload and to the last
# device frame before it (what the OLED shows while the next program
# starts), -1 -1 if it did not reload (JavaScript's clock: this port's
# ticks_us counts whole ms).
_reload_at = [-1, 0, -1]

def _frame():
    if _now:
        _reload_at[1] = _now()
        _reload_at[2] = -1
    _app.step()

_now = None

def _reloaded():
    print(_reload_at[0], _reload_at[2] if _reload_at[0] >= 0 else -1)
    _reload_at[0] = -1
