"""The README's screenshots script (tools/screenshots.py) still reaches
every screen it pictures, so it cannot break silently when the menus
change. CPython only (pygame).
"""
import os
import struct

from tools import screenshots
def _png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    assert head[:8] == b"\x89PNG\r\n\x1a\n", path
    return struct.unpack(">II", head[16:24])


def test_every_picture_is_written(tmp_path, capsys):
    screenshots.main(["--out", str(tmp_path)])
    names = sorted(os.listdir(tmp_path))
    assert names == ["chosen.png", "dance.png", "handover.png", "howto.png", "menu.png", "rift.png",
                     "selftest.png", "venice.png"]
    sizes = {_png_size(os.path.join(tmp_path, name)) for name in names}
    assert len(sizes) == 1  # one window size for all
    width, height = sizes.pop()
    assert width > 100 and height > 100
    assert capsys.readouterr().out.count("bytes") == len(names)


def test_a_picture_comes_out_the_same_every_run(tmp_path):
    shot = [s for s in screenshots.SHOTS if s[0] == "dance.png"][0]
    pictures = []
    for run in ("a", "b"):
        path = os.path.join(tmp_path, run + ".png")
        screenshots.shoot(path, *shot[1:])
        with open(path, "rb") as f:
            pictures.append(f.read())
    assert pictures[0] == pictures[1]
