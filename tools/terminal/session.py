"""A terminal game between people and bots that shows each person only what they may know.

Everything printed is rendered for the *watcher*, the person at the
terminal: their view, and every move as ``game.seen(move, watcher)``. With
one person (against bots, or Rift alone) the watcher never changes; with no
person the game is shown as player 0 sees it. Two people hand the terminal
over whenever the other one is to move: the mover presses Enter to hide
their board (on a terminal the screen and its scrollback are cleared), then
the next one presses Enter to see theirs; nothing private is printed in
between. Once the game is over everything may be shown.
"""

import importlib

from core import record
from tools.terminal import seats as play_seats

CLEAR = "\033[H\033[2J\033[3J"  # cursor home, clear the screen and the scrollback
DEALT = ("venice", "rift")  # their seed deals what is hidden
HAND_OVER = "--- pass to %s ---"

HELP = """commands at the prompt:
  MOVE or NUMBER   play a move (as listed by 'moves')
  moves            list your legal moves
  undo             take back your last move and the bots' moves after it;
                   with two people only before you hand over, never once over
  record           the moves so far as you have seen them; once the game is
                   over, the full record (seed and every hidden role)
  save FILE        write the full record to FILE (it names every secret)
  help             this list
  quit             leave (so do Ctrl-C and end of input)
two people: after your move, Enter hides your board ('undo' takes the move
back); then the next player presses Enter to see theirs."""


class Leave(Exception):
    """The person left the game: 'quit', or the end of the input."""


class Session:
    """One game at the terminal.

    :param game: the core game (it may already hold moves)
    :param seats: each player's bot level, None for a person
    :param read: ``read(prompt)`` -> a line, or None at the end of input
    :param out: where everything is written
    :param bool seed_given: the seed was given, so it may be shown at the
        start; a random one is shown then only if it decides nothing hidden
        (no deal, no bot's choices), else once the game is over
    """

    def __init__(self, game, seats, read, out, seed_given=False):
        self.game = game
        self.seats = seats
        self.read = read
        self.out = out
        self.render = importlib.import_module("tools.terminal." + game.NAME).render
        self.people = [p for p in range(len(seats)) if seats[p] is None]
        self.two = len(self.people) > 1
        # None until the first hand-over of a two-person game
        self.watcher = None if self.two and not game.is_over() else (self.people or [0])[0]
        self.seed_known = seed_given or (game.NAME not in DEALT and len(self.people) == len(seats))
        self.played = []  # (the game before the move, its mover, the move as each player saw it)
        self.since = 0  # moves before this index were played before the last hand-over
        self.shown = False  # the watcher has seen the position as it stands
        replay = type(game)(game.seed, **game.options)
        for move in game.history:
            self._push(replay, move)

    def _push(self, game, move):
        """Play ``move`` on ``game`` (ValueError, nothing changed, if illegal)
        and remember it for undo and the record; how each player saw it."""
        before = game.copy()
        game.play(move)
        seen = tuple(before.seen(move, p) for p in range(game.PLAYERS))
        self.played.append((before, before.to_move(), seen))
        self.shown = False
        return seen

    def who(self, player):
        level = self.seats[player]
        name = play_seats.side(self.game.NAME, player)
        if level is None:
            return "%s (player %d)" % (name, player)
        return "autoplay (%s)" % level if self.game.PLAYERS == 1 else "%s bot (%s)" % (name, level)

    def seed_line(self):
        return "seed %d: replay with --seed %d" % (self.game.seed, self.game.seed)

    def run(self):
        """Play until the game is left; the game as it then stands."""
        self.out.write("%s: %s\n" % (self.game.NAME, ", ".join(
            self.who(p) for p in range(len(self.seats)))))
        self.out.write((self.seed_line() if self.seed_known else
                        "the seed is random and decides what is hidden: it is shown when the game ends") + "\n")
        try:
            while True:
                mover = self.game.to_move()
                if mover is not None and self.seats[mover] is not None:
                    self.bot_move()
                elif mover is not None and mover != self.watcher:
                    self.hand_over(mover)
                else:
                    if not self.shown:
                        self.show()
                    self.command(self.ask("> "))
        except Leave as why:
            return self.stop(str(why))

    def ask(self, prompt):
        """The line typed; Leave at 'quit' or at the end of input."""
        line = self.read(prompt)
        if line is None:
            raise Leave("end of input")
        if line.strip() == "quit":
            raise Leave("quit")
        return line.strip()

    def stop(self, why):
        """Leave mid-game or after it: the game is over for everyone, so the seed may show."""
        self.out.write("\n%s: game left after %d moves; %s\n" % (
            why, len(self.game.history), self.seed_line()))
        return self.game

    def hand_over(self, player):
        """Give the terminal to ``player``: the last mover hides their board
        first (or takes their move back), then ``player`` asks for theirs."""
        if self.watcher is not None:
            line = None
            while line not in ("", "undo"):
                line = self.ask("end of your turn: Enter hides your board ('undo' takes the move back) ")
            if line == "undo":
                self.command("undo")
                return
            if getattr(self.out, "isatty", lambda: False)():
                self.out.write(CLEAR)  # (not before the first turn: the seed line stays)
        self.out.write(HAND_OVER % self.who(player) + "\n")
        self.ask("%s: press Enter to see your board " % play_seats.side(self.game.NAME, player))
        self.watcher = player
        self.since = len(self.played)
        self.shown = False

    def show(self):
        game = self.game
        self.out.write(self.render(game.view(self.watcher)) + "\n")
        self.shown = True
        if game.is_over():
            self.out.write("game over; %s\n(record, save FILE, help or quit)\n" % self.seed_line())
        else:
            self.out.write("%s to move (%d legal moves; 'moves', 'help')\n" % (
                self.who(game.to_move()), len(game.legal_moves())))

    def bot_move(self):
        mover = self.game.to_move()
        move, reason = play_seats.think(self.game, self.seats[mover])
        seen = self._push(self.game, move)[self.watcher]
        self.out.write("%s plays: %s%s\n" % (self.who(mover), seen, "  (%s)" % reason if reason else ""))

    def command(self, line):
        """Carry out one prompt line; a refused one is explained."""
        words = line.split()
        if not words:
            return
        try:
            if words[0] == "help":
                self.out.write(HELP + "\n")
            elif words[0] == "moves":
                self.list_moves()
            elif words[0] == "record":
                self.show_record()
            elif words[0] == "save":
                self.save(" ".join(words[1:]))
            elif words[0] == "undo":
                self.undo()
            else:
                self.play_line(" ".join(words))
        except ValueError as err:
            self.out.write("%s\n" % err)

    def play_line(self, move):
        if self.game.is_over():
            raise ValueError("the game is over: no more moves")
        moves = self.game.legal_moves()
        if move.isdigit():
            if not 1 <= int(move) <= len(moves):
                raise ValueError("no move number %s (1-%d)" % (move, len(moves)))
            move = moves[int(move) - 1]
        self.out.write("played: %s\n" % self._push(self.game, move)[self.watcher])

    def list_moves(self):
        moves = self.game.legal_moves()
        if not moves:
            self.out.write("no moves: the game is over\n")
        for i, move in enumerate(moves, 1):
            self.out.write("%4d  %s\n" % (i, move))

    def show_record(self):
        if self.game.is_over():
            self.out.write(record.dump(self.game))
            return
        self.out.write("the moves so far as you have seen them (the full record"
                       " shows when the game is over):\n")
        for i, entry in enumerate(self.played, 1):
            self.out.write("%4d  %s\n" % (i, entry[2][self.watcher]))

    def save(self, path):
        if not path:
            raise ValueError("save needs a file name: save FILE")
        try:
            with open(path, "w") as f:
                f.write(record.dump(self.game))
        except OSError as err:
            raise ValueError("could not save to %s: %s (the game goes on)" % (
                path, err.strerror or err))
        self.out.write("saved to %s\n" % path)

    def undo(self):
        """Take back the watcher's last move and every move after it, if no
        other person has looked since (always so with one person)."""
        if self.two and self.game.is_over():
            raise ValueError("the game is over: no move can be taken back")
        mine = [i for i in range(self.since, len(self.played))
                if self.played[i][1] == self.watcher and self.watcher in self.people]
        if not mine:
            raise ValueError("nothing to undo" + (
                ": with two people only your own move, before you hand over" if self.two else ""))
        first = mine[-1]
        self.game = self.played[first][0]
        self.out.write("took back %d move%s\n" % (
            len(self.played) - first, "" if len(self.played) - first == 1 else "s"))
        del self.played[first:]
        self.shown = False
