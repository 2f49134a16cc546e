"""A Rift contest at the terminal: 2 to 4 players play the same deal in turn, then the ranking.

Each person plays a ``Turn`` (a Session that keeps the seed back and ends at
the Enter that hides their finished board); the terminal is then handed
over (cleared on a real terminal) and nothing of the game just played
shows until every player has played. A bot seat ("bot" or "bot:LEVEL")
plays its game without printing a move. Then the ranking
(core/rift/contest.py), the seed, and ``save FILE`` writes the contest
record, which ``--replay`` steps through.
"""
from core.rift import contest
from tools.terminal import seats as play_seats
from tools.terminal.session import CLEAR, HAND_OVER, Leave, Session

BOT = "Bot"  # the name a bot seat plays under


def players(text, levels):
    """(names, bot levels: None for a person) of ``--contest N`` (players
    P1..PN) or ``--contest NAME,NAME,...`` (``bot`` or ``bot:LEVEL`` a bot
    seat); ValueError naming a bad one."""
    if text.isdigit():
        names = ["P%d" % (i + 1) for i in range(int(text))]
    else:
        names = text.split(",")
    out, bots = [], []
    for name in names:
        level = None
        if name == "bot" or name.startswith("bot:"):
            level = name[4:] or levels[0]
            if level not in levels:
                raise ValueError("bad bot %r: want bot or bot:LEVEL, LEVEL one of %s" % (
                    name, ", ".join(levels)))
            name = BOT if BOT not in out else BOT + str(len(out) + 1)
        out.append(name)
        bots.append(level)
    contest.head(out)  # a name the record cannot hold is refused
    if len(set(out)) != len(out):
        raise ValueError("bad contest %r: two players share a name" % text)
    contest.check([(0, 0, 0, 0)] * len(out))  # 2 to 4 players
    return out, bots


class Turn(Session):
    """One person's game of the contest."""

    def __init__(self, game, name, read, out, seed_given=False):
        Session.__init__(self, game, [None], read, out, seed_given)
        self.seed_given = seed_given
        self.seed_known = True  # seed_line says when a random one shows
        self.name = name
        self.left = None  # why the person left the game before its end

    def who(self, player):
        return self.name

    def seed_line(self):
        if self.seed_given:
            return Session.seed_line(self)
        return "the seed is random: it shows once every player has played"

    def show(self):
        Session.show(self)
        if self.game.is_over():
            self.out.write("%s, your game is over: Enter hides your board"
                           " and hands over\n" % self.name)

    def command(self, line):
        if self.game.is_over() and not line:
            raise Leave("done")
        Session.command(self, line)

    def stop(self, why):
        if not self.game.is_over():
            self.left = why
            Session.stop(self, why)
        return self.game


class Contest:
    """The whole contest: each player's game in turn, then the ranking.

    :param game: a fresh game of the deal every player plays
    :param names: the players, in turn; ``bots`` each one's bot level or None
    :param bool seed_given: the seed was given (``--seed``), so it shows from the start
    """

    def __init__(self, game, names, bots, read, out, seed_given=False):
        self.deal = game
        self.seed_given = seed_given
        self.names = names
        self.bots = bots
        self.read = read
        self.out = out
        self.games = []

    def run(self):
        out = self.out
        out.write("rift contest on one deal, in turn: %s\n" % ", ".join(self.names))
        for p in range(len(self.names)):
            game = type(self.deal)(self.deal.seed, **self.deal.options)
            if p:
                if getattr(out, "isatty", lambda: False)():
                    out.write(CLEAR)
                out.write(HAND_OVER % self.names[p] + " (the last game is hidden)\n")
            if self.bots[p] is not None:
                out.write("%s plays its game (not shown)... " % self.names[p])
                while not game.is_over():
                    game.play(play_seats.think(game, self.bots[p])[0])
                out.write("done\n")
            else:
                line = self.read("%s: press Enter to start your game " % self.names[p])
                if line is None or line.strip() == "quit":
                    return self.stop("end of input" if line is None else "quit")
                turn = Turn(game, self.names[p], self.read, out, self.seed_given)
                game = turn.run()
                if turn.left is not None:
                    return self.stop(turn.left)
            self.games.append(game)
        return self.ranking()

    def stop(self, why):
        self.out.write("%s: contest left after %d of %d players\n" % (
            why, len(self.games), len(self.names)))
        return self.games

    def ranking(self):
        """Print the ranking; offer to save the contest record."""
        out = self.out
        entries = [contest.entry(g.result()) for g in self.games]
        out.write("\n".join(lines(self.names, entries)) + "\n")
        out.write("seed %d: replay with --seed %d\n" % (self.deal.seed, self.deal.seed))
        while True:
            line = self.read("'save FILE' writes the contest record; Enter ends ")
            if line is None or not line.strip():
                return self.games
            words = line.split(None, 1)
            if words[0] != "save" or len(words) < 2:
                out.write("save FILE, or Enter\n")
                continue
            try:
                with open(words[1].strip(), "w") as f:
                    f.write(contest.dump(self.names, self.games))
                out.write("saved to %s\n" % words[1].strip())
            except OSError as err:
                out.write("could not save to %s: %s\n" % (words[1].strip(), err.strerror or err))


def lines(names, entries):
    """The ranking as text lines, best first: place, name, won or lost,
    Victory Points, Gate - Void, the conditions missed."""
    out = ["=== contest ranking ==="]
    for place, p in contest.ranking(entries):
        won, vp, tiebreak, _ = entries[p]
        miss = contest.missed(entries[p])
        out.append("%d. %-8s %-4s VP %2d  Gate-Void %+d%s" % (
            place, names[p], "WON" if won else "lost", vp, tiebreak,
            "  missed: " + ", ".join(miss) if miss else ""))
    return out
