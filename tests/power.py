"""Power cuts in app tests: what the nvm must hold after any frame.

A ``Ledger`` runs beside an app a test drives. ``frame(app)`` runs one
frame and notes what firmware/app.py promises the nvm holds once it is
over: the game in progress as of its last save (a game is saved when it
starts and after every move, in the frame after: saving is the first thing
a frame does; a take-back saves the shortened game at once, in the middle
of its frame: firmware/play/takeback.py), no game once it is quit or
counted, and each finished game
counted once: in the frame after its last move (right after that frame's
save would be; until then the game is held as last saved), or in the
frame itself when the game is left in it or is a contest's. A board powered up on
that nvm must then show the main menu (nothing damaged), offer "Continue"
exactly when an unfinished game is held, count every finished game once
(``check``), and Continue must give back that very game, seats and all
(checked as it happens). Shared by tests/test_app_seats.py (stand-in board,
MicroPython too) and tests/test_app_fuzz.py (desktop simulator).
"""
from core import GAMES, new_game, record


def _kind(app):
    return type(app.current).__name__


class Ledger:
    """What the nvm under an app must hold, frame by frame."""

    def __init__(self):
        self.held = None  # (name, seed, options, seats, history) of the unfinished game
        self.played = {}  # finished games, by name
        self.last = None  # the last finished game seen (counted once)
        self.ending = None  # the name of a finished game the next frame counts
        self.resumes = 0  # games Continue gave back

    def copy(self):
        """The same account, for a board powered up on a copy of the nvm."""
        other = Ledger()
        other.held = self.held
        other.played = dict(self.played)
        other.last = self.last  # (a count still to come is not: cut before it, the game is held)
        return other

    def frame(self, app):
        """Run one frame of ``app`` and note what it saved."""
        game = app.game
        going = game is not None and not game.is_over()
        history = list(game.history) if going else None
        seats = app.seats  # as the frame's save finds them (Autoplay changes them later in it)
        loading = app.current if _kind(app) == "Loading" else None
        kept = _kind(app) in ("HandOver", "Hidden")  # a contest's: BACK keeps the game for Continue
        counted = self._counted(app)
        self._wiped(app)
        self._taken(app)
        contest = getattr(app, "contest", None) is not None
        ending = self.ending
        app.step()
        if ending is not None and app.ending is None:  # counted now
            self.ending = None
            self.held = None
            self._count(ending)
        contest = contest or getattr(app, "contest", None) is not None
        if going and app.saving:  # the frame began by saving it
            self.held = (game.NAME, game.seed, game.options, seats, history)
        now = app.game
        loaded = loading is not None and app.current is not loading
        if loaded and now is not None and loading.options is None:
            self._resumed(app)
        taken = self._taken(app)
        if taken is not None:  # a take-back saved the shortened game
            again, seats, moves = taken
            name = game.NAME if going else loading.name if loaded else None
            assert again.NAME == name, "a save of another game mid-frame"
            if going:  # (taken back from where this frame's keys got to)
                short = min(len(moves), len(history))
                assert moves[:short] == history[:short], (moves, history)
            self.held = (again.NAME, again.seed, again.options, seats, moves)
        if now is None and (going or loaded) and not kept and _kind(app) != "Loading":
            self.held = None  # quit (or a Continue that could not go on); not a reload to resume it
        for done in (game, now):  # it may end and be left in one frame
            if done is not None and done.is_over() and done is not self.last:
                self.last = done
                if not contest and app.ending is not None and app.ending[0] is done:
                    self.ending = done.NAME  # held as last saved till then
                    continue
                self.held = self._next_player(app) if contest else None
                if not contest:  # a contest counts apart (per name)
                    self._count(done.NAME)
        if contest and now is not None and now is not game and not now.is_over():
            # a contest's player finished: the next one's game is saved at once
            self.held = (now.NAME, now.seed, now.options, app.seats, list(now.history))
        if loaded and now is None and self._counted(app) != counted:
            # The game started, and the keys typed while it loaded ended
            # it and left it (firmware/loading.py), all in this frame.
            assert app.status != "finished game counted", "a finished game was stored"
            self._count(loading.name)
            assert self._counted(app) == counted + 1, (app.store.stats(), self.played)
        if self._wiped(app):
            self.played = {}  # "Yes, reset" on the Statistics screen

    def _count(self, name):
        self.played[name] = self.played.get(name, 0) + 1

    @staticmethod
    def _wiped(app):
        """Whether the statistics were reset (the one ``save_stats({})``,
        firmware/stats_screen.py) since the last call."""
        store = app.store
        if not hasattr(store, "wiped"):
            save = store.save_stats

            def save_stats(values):
                store.wiped = store.wiped or not values
                save(values)
            store.save_stats = save_stats
        wiped = getattr(store, "wiped", False)
        store.wiped = False
        return wiped

    @staticmethod
    def _taken(app):
        """(game, seats, moves) of the last game a take-back saved (an
        ``app.store.save_game`` of a game other than ``app.game``, which only
        ``firmware.play.takeback.rebuilt`` makes) since the last call, or None."""
        store = app.store
        if not hasattr(store, "taken"):
            save = store.save_game

            def save_game(game, seats, contest=False):
                fits = save(game, seats, contest)
                if fits and game is not app.game:
                    store.taken = (game, seats, list(game.history))
                return fits
            store.save_game = save_game
        taken = getattr(store, "taken", None)
        store.taken = None
        return taken

    @staticmethod
    def _counted(app):
        """Finished games in ``app``'s statistics."""
        stats = app.store.stats()
        return sum(stats.get(name + ".played", 0) for name in GAMES)

    @staticmethod
    def _next_player(app):
        """The next player's game, saved in the write that ended a
        contest player's game (its program starts after a reload, so this
        app never holds it), or None once the contest is over."""
        saved = app.store.game_record()  # read only: ``resume`` would swap the store's game
        if saved is None:
            return None
        game = record.load(saved[0])
        if game.is_over():
            return None
        return (game.NAME, game.seed, game.options, saved[1], list(game.history))

    def _resumed(self, app):
        """Continue gave back the held game: same title, seed, options,
        seats and moves (keys typed while it loaded may have added some)."""
        assert self.held is not None, "Continue gave a game though none was held"
        name, seed, options, seats, history = self.held
        game = app.game
        assert (game.NAME, game.seed, game.options, app.seats) == (name, seed, options, seats), \
            (game.NAME, game.seed, game.options, app.seats, self.held)
        assert game.history[:len(history)] == history, (game.history, history)
        self.resumes += 1

    def menu(self, app):
        """In ``app``'s main list "Continue" comes first exactly when an
        unfinished game is held."""
        if app.menu.game is None:
            labels = list(app.menu.chooser.labels)
            assert ("Continue" in labels) == (self.held is not None), (labels, self.held)
            assert "Continue" not in labels[1:], labels

    def check(self, app):
        """``app`` has just powered up on the nvm: it shows the main menu,
        with "Continue" first exactly when an unfinished game is held, the
        store holds that very game, and each finished game is counted once."""
        assert _kind(app) == "Menu", _kind(app)
        self.menu(app)
        stats = app.store.stats()
        for name in GAMES:
            assert stats.get(name + ".played", 0) == self.played.get(name, 0), (stats, self.played)
        if self.held is not None:
            name, seed, options, seats, history = self.held
            game = new_game(name, seed, **options)
            for move in history:
                game.play(move)
            saved = app.store.resume()
            assert saved[1] == seats and saved[0].snapshot() == game.snapshot(), (saved, self.held)
