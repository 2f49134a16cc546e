"""The terminal's Rift contest (tools/terminal/contest.py): turns, hand-over, ranking, record."""
import io

from core import new_game
from core.rift import contest
from tests.util import raises
from tools import play as cli
from tools.terminal import contest as contest_play

RANKING = "=== contest ranking ==="


def run(names, pick, seed=4, ring=3, end=("",)):
    """(transcript, contest) of a contest where each person types move
    number ``pick(name, ply)`` (modulo the legal moves) at every prompt,
    Enter once over; then
    ``end`` at the ranking's prompt."""
    out = io.StringIO()
    tail = list(end)
    state = {"name": None, "ply": 0}

    def read(prompt):
        out.write(prompt)
        if prompt.endswith("press Enter to start your game "):
            state["name"], state["ply"] = prompt.split(":")[0], 0
            line = ""
        elif prompt == "> ":
            since = out.getvalue().rsplit("press Enter to start your game", 1)[1]
            over = "your game is over" in since
            legal = int(since.rsplit("(", 1)[1].split(" ")[0]) if not over else 0
            line = "" if over else str(1 + (pick(state["name"], state["ply"]) - 1) % legal)
            state["ply"] += 1
        else:
            line = tail.pop(0) if tail else None
        if line is not None:
            out.write(line + "\n")
        return line

    names, bots = contest_play.players(names, ("device", "expert"))
    played = contest_play.Contest(new_game("rift", seed, ring=ring), names, bots, read, out)
    played.run()
    return out.getvalue(), played


def test_everyone_plays_the_deal_then_the_ranking_shows_each_score_and_missed_condition():
    text, played = run("Ann,Bob,bot", lambda name, ply: 1 if name == "Ann" else 2)
    assert [g.seed for g in played.games] == [4, 4, 4] and all(g.is_over() for g in played.games)
    assert played.games[0].history != played.games[1].history
    ranking = text.split(RANKING)[1]
    entries = [contest.entry(g.result()) for g in played.games]
    for place, p in contest.ranking(entries):
        name = ("Ann", "Bob", "Bot")[p]
        line = [row for row in ranking.split("\n") if (" %s " % name) in row][0]
        assert line.startswith("%d. " % place) and "VP %2d" % entries[p][1] in line
        assert ("missed: " + ", ".join(contest.missed(entries[p]))) in line or not entries[p][3]
    assert "seed 4: replay with --seed 4" in ranking and "seed 4" not in text.split(RANKING)[0]


def test_the_next_player_sees_nothing_of_the_last_game():
    # two worlds that differ only in Ann's moves: Bob's part reads the same
    one, _ = run("Ann,Bob", lambda name, ply: 1 if name == "Ann" else 3, seed=9)
    two, _ = run("Ann,Bob", lambda name, ply: 1 + ply % 2 if name == "Ann" else 3, seed=9)

    def bobs(text):
        return text.split("--- pass to Bob")[1].split(RANKING)[0]

    assert one.split("--- pass to Bob")[0] != two.split("--- pass to Bob")[0]
    assert bobs(one) == bobs(two)
    assert bobs(one).startswith(" --- (the last game is hidden)\nBob: press Enter to start")


def test_a_bot_seat_plays_its_game_without_printing_a_move():
    text, played = run("bot,Ann", lambda name, ply: 1)
    bot_part = text.split("--- pass to Ann")[0]
    assert "Bot plays its game (not shown)... done" in bot_part
    for move in played.games[0].history:
        assert move not in bot_part.split("done", 1)[1]
    assert "Inner Gate" not in bot_part


def test_the_saved_contest_record_replays_every_game(tmp_path):
    path = tmp_path / "c.txt"
    text, played = run("Ann,Bob", lambda name, ply: 2, end=("save " + str(path), ""))
    assert "saved to " + str(path) in text
    names, games = contest.load(path.read_text())
    assert names == ["Ann", "Bob"] and [g.history for g in games] == [g.history for g in played.games]
    out = io.StringIO()
    cli.replay(path.read_text(), lambda prompt: "", out)
    shown = out.getvalue()
    assert shown.index("=== Ann's game ===") < shown.index("=== Bob's game ===") < shown.index(RANKING)


def test_quitting_mid_game_leaves_the_contest():
    out = io.StringIO()
    lines = ["", "1", "quit"]
    names, bots = contest_play.players("2", ("device",))
    games = contest_play.Contest(new_game("rift", 1), names, bots,
                                 lambda p: lines.pop(0) if lines else None, out).run()
    assert games == [] and "quit: contest left after 0 of 2 players" in out.getvalue()


def test_bad_contests_are_refused_by_name():
    assert "1 players" in raises(contest_play.players, "1", ("device",))
    assert "share a name" in raises(contest_play.players, "Ann,Ann", ("device",))
    assert "bot:hard" in raises(contest_play.players, "Ann,bot:hard", ("device",))
    assert contest_play.players("Ann,bot", ("device",)) == (["Ann", "Bot"], [None, "device"])
    assert cli.main(["venice", "--contest", "2"]) == 2


def test_the_seed_line_of_a_contest_is_true(monkeypatch):
    """``--contest ... --seed 7`` shows the seed given; without ``--seed``
    the random seed is said to show once every player has played (a
    contest's seed never shows at one player's game end)."""
    for argv, want in ((["--seed", "7"], "seed 7: replay with --seed 7"),
                       ([], "the seed is random: it shows once every player has played")):
        lines = iter(["", "quit"])
        monkeypatch.setattr(cli, "read_line", lambda prompt: next(lines, None))
        out = io.StringIO()
        cli.start(cli.parser().parse_args(["rift", "--contest", "Ann,bot"] + argv), out).run()
        text = out.getvalue()
        assert text.split("rift: Ann\n", 1)[1].split("\n", 1)[0] == want, text[:300]
        assert "random" not in text or not argv
