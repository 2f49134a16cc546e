"""The core's own modules use the engine's public surface (docs/engine.md).

Only ``core/game.py`` and each game's ``rules.py`` (the class) touch the
engine's private fields and methods; the bots, worlds and helpers read views
and play through ``play``, whose legality check and history they would
otherwise skip. And a Rift world is rebuilt only from a game in progress.
"""
import ast
import os

import pytest

from core import new_game
from core.rift.plan_view import unseen
from core.rift.world import from_view
from core.rng import Rng
from tests.util import play_random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ENGINE = {"_result", "_legal", "_options", "_apply", "_generate", "_moves", "_refusal",
          "_viewer", "_seen", "_copy_base"}


def _private_uses(path):
    """(line, attribute) of each engine-private attribute read or set on
    anything but ``self`` in the file at ``path``."""
    with open(path) as f:
        tree = ast.parse(f.read(), path)
    return sorted((node.lineno, node.attr) for node in ast.walk(tree)
            if isinstance(node, ast.Attribute) and node.attr in ENGINE
            and not (isinstance(node.value, ast.Name) and node.value.id == "self"))


def test_only_the_engine_and_the_rules_touch_the_engine_s_private_parts():
    found = {}
    for folder, dirs, names in os.walk(os.path.join(ROOT, "core")):
        dirs[:] = [d for d in dirs if d != "__pycache__"]
        for name in names:
            path = os.path.join(folder, name)
            relative = os.path.relpath(path, ROOT)
            if name.endswith(".py") and relative != os.path.join("core", "game.py") \
                    and name != "rules.py":
                uses = _private_uses(path)
                if uses:
                    found[relative] = uses
    assert found == {}


def test_the_check_sees_a_private_call(tmp_path):
    path = tmp_path / "bot.py"
    path.write_text("def f(g, m):\n    g._apply(m)\n    self._apply(m)\n    return g._result\n")
    assert _private_uses(str(path)) == [(2, "_apply"), (4, "_result")]


def test_a_finished_rift_game_is_not_rebuilt_from_its_view():
    g = new_game("rift", 4)
    play_random(g, Rng(4))
    view = g.view(0)
    assert view["over"]
    with pytest.raises(ValueError, match="finished rift game"):
        from_view(view, unseen(view))
