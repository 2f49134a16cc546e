"""Saved games survive firmware updates: an nvm image written by the
firmware before the package restructure (tests/data/nvm_2026-11-30.txt)
loads with the current store and resumes the same game, because a saved
game names its title, options, seats and moves, never a module path."""
from firmware.store.store import Store
from tests.util import read_data

MICROPYTHON = True
MOVES = ["shunt KD BON S", "place SA CPH", "move MAD LON", "shunt SD SOF N",
         "shunt KA ROM N", "place SA MOS", "place KM HEL"]


def _image():
    text = "".join(line for line in read_data("nvm_2026-11-30.txt").split("\n")
                   if line and not line.startswith("#"))
    image = bytearray(b"\xff" * 4096)
    for i in range(len(text) // 2):
        image[i] = int(text[2 * i:2 * i + 2], 16)
    return image


def test_an_image_saved_before_the_restructure_resumes_the_same_game():
    store = Store(_image())
    assert store.status == "ok" and store.problem is None
    assert store.game_name() == "dance"
    assert store.settings() == {"brightness": 2, "dance.turns": 8, "dance.seat1": "bot:hard"}
    assert store.stats() == {"rift.played": 1, "rift.best": 1, "rift.loss": 1, "rift.streak": 0}
    game, seats = store.resume()
    assert seats == "human,bot:hard"
    assert game.history == MOVES and game.options["turns"] == 8 and game.seed == 41
    assert not game.is_over() and game.to_move() == 1
