"""Damaged, truncated, foreign and random flash contents.

"Detected" means: the store reports a problem (``status`` other than "ok",
with a ``problem`` message) and holds only what was really saved: a whole
earlier state when the damage is in the appended log, or parts (settings,
statistics, game) of an earlier state, each either as saved or empty, when
the damage hits the snapshot. Damage in the erased space after the log
loses nothing, so the store reads the full state and reports nothing, but
rewrites the sector at its next save instead of programming over the
damage. Cutting an image exactly where an appended entry ends gives an image
that really existed (the one before the later saves): the store reads that
state, as it must. Nothing ever raises, and loading writes nothing.
"""
from core import new_game
from core.rng import Rng
from firmware.store import format as fmt
from firmware.store.store import Store
from tools.sim.flashmodel import Flash
from tests.test_store import saves, state
from tests.util import count, raises

MICROPYTHON = True


def history(size):
    """A store image whose snapshot holds settings, statistics and a game
    with moves, followed by appended entries of every kind. Returns the
    image, the states after each save, and {where the log ended: state} for
    the saves since the snapshot was written."""
    flash = Flash(size)
    store = Store(flash)
    states = [state(store)]
    marks = {}

    def saved():
        if store.generation != generation:
            marks.clear()
        states.append(state(store))
        marks[store._end] = states[-1]

    generation = 0
    store.save_settings({"brightness": 2, "build": "lite"})
    saved()
    generation = 1
    store.save_stats({"rift.played": 4})
    saved()
    game = new_game("rift", 3)
    rnd = Rng(4)
    for _ in range(5):
        game.play(game.legal_moves()[rnd.below(len(game.legal_moves()))])
    store.RESERVE = size  # no room for a new game: it starts a new snapshot
    store.save_game(game, "human")
    saved()
    generation = 2
    store.RESERVE = 0
    for _ in range(3):
        game.play(game.legal_moves()[rnd.below(len(game.legal_moves()))])
        store.save_game(game, "human")
        saved()
    store.save_settings({"brightness": 3, "build": "lite"})
    saved()
    store.save_stats({"rift.played": 5})
    saved()
    for game in saves("dance", 8, store, plies=3):
        saved()
    store.end_game({"rift.played": 5, "dance.played": 1})
    saved()
    assert store.generation == 2 and flash.erases == 1
    return bytes(flash.mem), states, marks


def snapshot_end(image):
    return fmt.HEADER + ((image[6] << 8) | image[7])


def detected(image, states):
    """Load ``image``; assert the store reports a problem and holds only
    what was saved."""
    flash = Flash(len(image), image)
    store = Store(flash)
    got = state(store)
    assert store.status != "ok" and store.problem is not None, store.status
    assert flash.writes == 0
    if got not in states:
        for part in range(3):
            assert got[part] in [s[part] for s in states] + [({}, {}, None)[part]], got
    return store


def test_every_single_bit_flip_is_detected_or_harmless():
    image, states, marks = history(1024)
    end = max(marks)
    for at in range(end):
        for bit in range(8):
            flipped = bytearray(image)
            flipped[at] ^= 1 << bit
            store = detected(flipped, states)
            if at >= snapshot_end(image):
                assert state(store) in states
    for at in range(end, len(image), 7):
        flipped = bytearray(image)
        flipped[at] ^= 1 << (at % 8)
        flash = Flash(len(image), flipped)
        store = Store(flash)
        # A flip where the next entry would start looks like a cut save.
        assert store.status in ("ok", "partial") and state(store) == states[-1]
        store.save_settings({"brightness": 9})
        assert flash.erases == 1  # a rewrite, not a program over the flipped bit
        assert state(Store(flash)) == ({"brightness": 9},) + states[-1][1:]


def test_every_truncation_is_detected_or_is_an_earlier_image():
    image, states, marks = history(1024)
    for cut in range(len(image) + 1):
        truncated = image[:cut] + b"\xff" * (len(image) - cut)
        if cut in marks or cut > max(marks):
            store = Store(Flash(len(image), truncated))
            assert store.status == "ok"
            assert state(store) == marks[min(cut, max(marks))]
        elif cut > 0:
            detected(truncated, states)
        else:
            assert Store(Flash(len(image), truncated)).status == "blank"


def test_an_entry_counts_only_once_its_commit_byte_is_programmed():
    image, states, marks = history(1024)
    end = max(marks)
    before = max(at for at in marks if at < end)
    for commit in (0xFF, 0x7F, 0x01):  # not written, or cut while written
        torn = bytearray(image)
        torn[end - 1] = commit
        store = Store(Flash(len(torn), torn))
        assert store.status == "partial" and state(store) == marks[before]


def test_a_snapshot_length_that_splits_an_entry_is_reported():
    image, states, marks = history(1024)
    bad = bytearray(image)
    bad[0:fmt.HEADER] = fmt.header(snapshot_end(image) - fmt.HEADER + 3, 2)
    assert detected(bad, states).status == "partial"


def valid_header(size, rnd):
    image = bytearray(rnd.below(256) for _ in range(size))
    image[0:fmt.HEADER] = fmt.header(rnd.below(size), rnd.below(1000))
    return image


def random_entries(size, rnd):
    """A good header, then entries with good CRCs and commit bytes whose
    payloads are random text-ish bytes: valid framing, nonsense inside."""
    image = valid_header(size, rnd)
    at = fmt.HEADER
    alphabet = b"=+\nisb01-9xX\xff\x80\xc3TB1 dance seed="
    while True:
        payload = bytes(alphabet[rnd.below(len(alphabet))] for _ in range(rnd.below(40)))
        end = fmt.put(image, at, fmt.KINDS[rnd.below(len(fmt.KINDS))], (payload,))
        if end < 0:
            return image
        at = end


def test_random_and_nonsense_images_never_raise():
    rnd = Rng(77)
    for i in range(count(150)):
        size = (64, 300, 4096)[i % 3]
        image = (bytearray(rnd.below(256) for _ in range(size)), valid_header(size, rnd),
                 random_entries(size, rnd))[i % 3 if i < 3 else rnd.below(3)]
        flash = Flash(size, image)
        store = Store(flash)
        assert store.status in ("ok", "foreign", "damaged", "partial", "version")
        for values in (store.settings(), store.stats()):
            for key in values:
                assert type(key) is str and type(values[key]) in (int, str, bool)
        resumed = store.resume()
        assert resumed is None or resumed[1] == store.game_record()[1]
        assert flash.writes == 0


def test_foreign_and_other_version_data_is_reported_then_replaced():
    for image, status in ((b"\x00" * 4096, "foreign"),
                          (b"print('hello')\n" + b"\xff" * 4081, "foreign")):
        flash = Flash(4096, image)
        store = Store(flash)
        assert store.status == status and state(store) == ({}, {}, None)
        store.acknowledge()
        assert Store(flash).status == "ok" and flash.erases == 1
    for version in (0, 2):
        head = bytearray(fmt.header(0, 1))
        head[4] = version
        head[12:16] = fmt.crc32(head[0:12])
        store = Store(Flash(4096, bytes(head) + b"\xff" * 4080))
        assert store.status == "version" and "version" in store.problem


def test_a_flash_that_fails_to_read_is_reported_not_raised():
    class Broken(Flash):
        def __getitem__(self, index):
            raise OSError("read failed")

    store = Store(Broken())
    assert store.status == "damaged" and state(store) == ({}, {}, None)


def test_a_flash_too_small_or_too_large_is_a_programming_error():
    for size in (0, 23, 65536):
        raises(Store, Flash(size))


def test_moves_that_are_not_printable_ascii_stop_the_log_as_damage():
    # Every move's notation is printable ASCII: an M entry holding anything
    # else (its CRC good) is read as damage, the game kept up to it.
    for junk in (b"place KA \xc3\xa9", b"pass\tpass", b"\x7f"):
        flash = Flash(1024)
        store = Store(flash)
        for game in saves("dance", 5, store, plies=3):
            pass
        before = state(store)
        at = store._end
        data = fmt.entry(fmt.MOVES, junk)
        flash[at:at + len(data)] = data
        flash[at + len(data)] = fmt.COMMIT
        again = Store(flash)
        assert again.status == "partial" and state(again) == before
        assert again.resume()[0].history == game.history
