"""Record versions (core/record.py): TB2, written today, has a CRC-32
trailer that sees two move lines swapped; TB1 records (Adler-32), written
before, load from a file only if no swap their sum cannot see also replays,
and a game the device saved then (its entries have their own CRC) resumes."""
from core import record
from core.crc import crc32
from firmware.store import format as fmt
from firmware.store import items
from firmware.store.store import Store
from tools.sim.flashmodel import Flash
from tests.test_venice_golden import parse
from tests.util import raises, read_data

MICROPYTHON = True


def tb1_records():
    """The TB1 records of tests/data/records_tb1.txt, as texts."""
    out = []
    for line in read_data("records_tb1.txt").split("\n"):
        if not line or line.startswith("#"):
            continue
        if line.startswith("TB1 "):
            out.append("")
        out[-1] += line + "\n"
    return out


def swapped(text, i, j):
    """``text`` with its lines ``i`` and ``j`` (0 = header) swapped."""
    lines = text.split("\n")
    lines[i], lines[j] = lines[j], lines[i]
    return "\n".join(lines)


def test_crc_is_the_standard_crc32():
    # 0xCBF43926: CRC-32's published check value for "123456789".
    assert record.crc("123456789") == "cbf43926"
    assert crc32(b"123456789") == bytes((0xCB, 0xF4, 0x39, 0x26))


def test_two_guard_lines_swapped_are_refused():
    """Golden Venice match 15 plays 'guards 2 + 2 0' as move 22 and
    'guards 2 + 1 1' as move 43: equal length and byte sum. Swapped, the
    match still replays legally, to other positions, and an Adler-32 (TB1)
    trailer cannot tell; the TB2 record is refused."""
    text = parse(read_data("golden_venice.txt"))[0][2]
    assert text.startswith("TB2 venice seed=15\n")
    game = record.load(text)
    assert (game.history[21], game.history[42]) == ("guards 2 + 2 0", "guards 2 + 1 1")
    assert "checksum" in raises(record.load, swapped(text, 22, 43))
    # Sealed as TB1, the swap is a legal, different match with the same
    # checksum: TB1 cannot tell which was played, so neither is read.
    moves = list(game.history)
    moves[21], moves[42] = moves[42], moves[21]
    old = record.seal("TB1 venice seed=15", moves)
    assert swapped(record.seal("TB1 venice seed=15", game.history), 22, 43) == old
    assert record.load(record.seal("TB2 venice seed=15", moves)).view(0)["positions"] \
        != game.view(0)["positions"]
    for text in (old, record.seal("TB1 venice seed=15", game.history)):
        message = raises(record.load, text)
        assert "TB1 cannot tell the order of moves" in message, message


# How many first moves of each TB1 record (tests/data/records_tb1.txt) no
# swap of two lines of equal length and byte sum replays legally.
PINNED = (2, 42, 23)
AMBIGUOUS = (("shunt KA MOS N", "shunt KA WAR S"), ("guards 2 + 2 0", "guards 2 + 1 1"),
             ("step E I d3", "step E I c4"))


def pinned_tb1_records():
    """The TB1 records cut to their first moves whose order is pinned."""
    out = []
    for text, count in zip(tb1_records(), PINNED):
        lines = text.split("\n")
        out.append(record.seal(lines[0], lines[1:1 + count]))
    return out


def test_a_tb1_record_whose_lines_swap_to_another_legal_game_is_refused():
    for text, pair in zip(tb1_records(), AMBIGUOUS):
        message = raises(record.load, text)
        assert "TB1 cannot tell the order" in message and repr(pair)[1:-1] in message, message
    for text, count in zip(tb1_records(), PINNED):  # one move more: a legal swap appears
        lines = text.split("\n")
        assert "TB1 cannot tell" in raises(record.load, record.seal(lines[0], lines[1:2 + count]))


def test_dump_writes_tb2():
    for text in pinned_tb1_records():
        game = record.load(text)
        again = record.dump(game)
        assert again.startswith("TB2 ") and again.split("\n")[1:-2] == game.history
        assert record.load(again).snapshot() == game.snapshot()


def test_tb1_records_whose_order_is_pinned_still_load_and_are_still_checked():
    texts = pinned_tb1_records()
    assert [t.split(" ", 2)[1] for t in texts] == ["dance", "venice", "rift"]
    for text in texts:
        game = record.load(text)
        assert game.history == text.split("\n")[1:-2]
        at = text.index("\n") + 1  # the first move's first byte
        damaged = text[:at] + chr(ord(text[at]) ^ 1) + text[at + 1:]
        assert "checksum" in raises(record.load, damaged)


def test_unknown_versions_are_refused_by_name():
    for head in ("TB3 dance seed=0", "TB0 rift seed=1", "tb2 venice seed=2"):
        message = raises(record.load, record.seal(head, []))
        assert "header" in message and head in message, message


def test_a_game_saved_as_tb1_on_the_device_resumes():
    """A store written before TB2 holds a TB1 header line: the game resumes
    from it (its entries' CRC-32 vouches for the order of moves, swappable
    ones included), and continues to be saved and resumed after new moves."""
    text = tb1_records()[1]
    lines = text.split("\n")[:-2]
    moves = lines[1:46]
    payload = "\n".join([lines[0], "human,human"] + moves).encode()
    image = fmt.image(4096, 1, items.encode(items.REPLACE, {}).encode(),
                      items.encode(items.REPLACE, {}).encode(), (payload,))[0]
    flash = Flash(4096, image)
    store = Store(flash)
    assert store.status == "ok"
    game, seats = store.resume()
    assert seats == "human,human" and game.history == moves
    game.play(game.legal_moves()[0])
    assert store.save_game(game, seats)
    again, _ = Store(Flash(4096, flash.mem)).resume()
    assert again.history == game.history and again.snapshot() == game.snapshot()
