"""The app bench's figures (tools/bench/app.py): a run's steps as Pico ms
and KB, the targets they are held to, and their text form.

A frame runs at its game's Pico factor, a program's start (the start-up,
what follows a reload, a game's loading frames) at the start factor
(tools/bench/pico.json; docs/benchmarks.md says how both were calibrated).
"""
from firmware.app import FRAME_MS
from tools.bench.pico import PICO_FACTOR, START_FACTOR
from tools.bench.stats import percentile

KEY_MS = 33  # target: a key's feedback within one frame at 30 fps (ordinary keys, p95)
STEP_MS = 250  # target: no single frame longer (game start included)
START_KEY_MS = 50  # target: the frame after OK on Start (it says the game is loading)
START_MS = 2000  # target: from OK on Start to the game's first playable frame
STARTUP_MS = 1000  # target: importing from .py to the first menu frame
HEAP_KB = 80  # target: the whole app and game in the board's loop, fixed costs included


def verdict(value, target):
    return "pass" if value <= target else "FAIL"


def _loadings(steps):
    """[(index of the OK on Start's step, index of the step whose frame made
    the game)] for each game started: the key's frame and the frame after
    it, then both frames of every event until the game exists ("frame"
    events: the driver waits, presses nothing)."""
    out = []
    for i, s in enumerate(steps):
        if not s["what"].startswith("start"):
            continue
        j = i
        while j > 0 and steps[j - 1]["what"] == "frame":
            j -= 1
        out.append((j - 1 if s["what"] == "start" else i, i))
    return out


def _frames(steps):
    """Every frame as (step index, "us" or "idle", µs until its reload or
    None, µs until the last OLED frame before that reload or None, µs in all)."""
    for k, s in enumerate(steps):
        yield k, "us", s.get("reload"), s.get("shown"), s["us"]
        yield k, "idle", s.get("idleReload"), s.get("idleShown"), s["idle"]


def bot_waits(steps, frame):
    """Pico ms from each move to a bot's move that follows it with no key
    between: what a person waits for the bot (its thinking, its at least
    400 ms of "thinking", its move shown a token at a time). ``frame(us,
    g)`` is a frame's Pico ms; the board's loop spends at least FRAME_MS
    on a frame."""
    def wall(us, g):
        return max(FRAME_MS, frame(us, g))
    waits, wait = [], None
    for s in steps:
        if wait is not None and s["what"] == "frame":
            wait += wall(s["us"], s["g"]) + wall(s["idle"], s["g"])
        elif wait is not None and s["what"] == "move":
            waits.append(round(wait + wall(s["us"], s["g"]), 1))
        if s["what"] != "frame":
            wait = wall(s["idle"], s["g"]) if s["what"].startswith("move") else None
    return waits


def summary(name, games, d):
    """The figures of one run, Pico ms and KB: the object ``--json`` prints.

    A frame runs at its game's factor, a program's start (the start-up, what
    follows a reload, a game's loading frames) at the start factor. A frame
    that reloads counts up to its reload; the program started after it is
    the game's loading when a title is next, else a restart of the menu's
    program, held to the start-up's target."""
    if "error" in d:
        return {"title": name, "error": d["error"]}
    steps = d["steps"]
    factor = [PICO_FACTOR[g[2]] for g in games]

    def pico(us, g=0):
        return round(us * factor[g] / 1000.0, 1)

    def starting(us):
        return round(max(0.0, us) * START_FACTOR / 1000.0, 1)

    loadings = _loadings(steps)
    loading = {}  # (step, "us"/"idle") of a loading frame: its game's OK on Start's step
    for key, made in loadings:
        loading[(key, "us")] = key
        for k in range(key, made):
            loading[(k, "idle")] = loading[(k + 1, "us")] = key
    frames, restarts, shown = [], [], []
    # OK on Start's step: [its frame up to a reload, the title's program
    # start after that reload (0 without one), the loading frames after it,
    # its frame up to what the OLED shows through the reload]
    loads = dict((key, [None, 0.0, [], None]) for key, _ in loadings)
    for k, which, cut, said, us in _frames(steps):
        what = steps[k]["what"] + (", idle" if which == "idle" else "")
        g = steps[k]["g"]
        key = loading.get((k, which))
        if said is not None:  # what the OLED keeps through a reload shows this soon
            shown.append((pico(said, g), what))
        if key is not None and (k, which) == (key, "us"):  # OK on Start: its frame, then a reload or not
            loads[key][0] = pico(us if cut is None else cut, g)
            loads[key][3] = loads[key][0] if said is None else pico(said, g)
            frames.append((loads[key][0], what))
            if cut is not None:
                loads[key][1] = starting(us - cut)
        elif key is not None:
            loads[key][2].append(starting(us))
            frames.append((loads[key][2][-1], what))
        elif cut is not None:
            frames.append((pico(cut, g), what + " (to its reload)"))
            restarts.append((starting(us - cut), what))
        else:
            frames.append((pico(us, g), what))
    ordinary = [pico(s["us"], s["g"]) for s in steps if s["what"].startswith("key ")]
    moves = [pico(s["us"], s["g"]) for s in steps if s["what"].startswith("move")]
    waits = bot_waits(steps, pico)
    slowest = max(frames)
    restart = max(restarts) if restarts else (None, None)
    loads = list(loads.values())

    def kb(heap, harness):
        return None if heap is None else round((heap - harness) / 1024.0, 1)

    return {
        "title": name, "games": [g[0] for g in games], "build": d["build"],
        "needed_kb": kb(d["boardHeapNeeded"], d["boardHarness"]),
        "needed_kb_over": None if d["boardHeapNeeded"] else kb(d["boardScannedTo"], d["boardHarness"]),
        "needed_kb_collected": round((d["heapNeeded"] - d["heapHarness"]) / 1024.0, 1),
        "menu_kb_collected": round((d["menuHeapNeeded"] - d["heapHarness"]) / 1024.0, 1),
        "set_by": d["boardSetBy"], "set_by_collected": d["heapSetBy"],
        "collections": d["boardCollections"],
        "slowest_frame_ms": slowest[0], "slowest_frame": slowest[1],
        "startup_ms": starting(d["startup"]),
        "restart_ms": restart[0], "restart": restart[1],
        "reload_shown_ms": max(shown)[0] if shown else None, "reload_shown": max(shown)[1] if shown else None,
        "start_key_ms": max(said for _, _, _, said in loads) if loads else None,
        "title_start_ms": max(r for _, r, _, _ in loads) if loads else None,
        "start_to_play_ms": max(round(k + r + sum(one), 1) for k, r, one, _ in loads) if loads else None,
        "loading_slowest_frame_ms": max(max(one) for _, _, one, _ in loads) if loads else None,
        "key_p95_ms": percentile(ordinary, 0.95) if ordinary else None,
        "move_p95_ms": percentile(moves, 0.95) if moves else None,
        "bot_wait_p95_ms": percentile(waits, 0.95) if waits else None,
        "bot_wait_max_ms": max(waits) if waits else None, "bot_moves": len(waits),
        "key_events": len(steps), "moves": len(moves),
        "reloads": sum(("reload" in s) + ("idleReload" in s) for s in steps),
        "live_kb_max": round(max(d["lives"]) / 1024.0, 1), "lowest_collected": d["low"],
    }


def report(f):
    """Lines describing a run's summary against the targets."""
    if "error" in f:
        return ["%s: ERROR %s" % (f["title"], f["error"])]
    return [
        "%s (%s build, %d key events, %d moves; Pico estimate)" % (
            f["title"], f["build"], f["key_events"], f["moves"]),
        "  heap needed, the board's loop (a collection only when a frame runs out): %s"
        " (<= %d: %s), %s collections; set by %s" % (
            "%.1f KB" % f["needed_kb"] if f["needed_kb"] else "over %.1f KB" % f["needed_kb_over"],
            HEAP_KB, verdict(f["needed_kb"] or f["needed_kb_over"], HEAP_KB), f["collections"], f["set_by"]),
        "  heap needed, a collection after every frame: %.1f KB (to the menu %.1f); set by %s;"
        " lowest point %s, %.1f KB free, largest block %.1f KB" % (
            f["needed_kb_collected"], f["menu_kb_collected"], f["set_by_collected"],
            f["lowest_collected"]["phase"], f["lowest_collected"]["free"] / 1024.0,
            f["lowest_collected"]["maxFree"] / 1024.0),
        "  slowest frame: %.0f ms, '%s' (<= %d: %s)" % (
            f["slowest_frame_ms"], f["slowest_frame"], STEP_MS, verdict(f["slowest_frame_ms"], STEP_MS)),
        "  ordinary key p95 %.0f ms (<= %d: %s); key that plays a move p95 %.0f ms" % (
            f["key_p95_ms"], KEY_MS, verdict(f["key_p95_ms"], KEY_MS), f["move_p95_ms"] or 0),
    ] + ([] if f["bot_wait_p95_ms"] is None else [
        "  waiting for a bot's move (from the move before it, frames of at least %d ms): p95 %.0f ms,"
        " the longest %.0f ms, %d bot moves" % (
            FRAME_MS, f["bot_wait_p95_ms"], f["bot_wait_max_ms"], f["bot_moves"])]) + [
        "  OK on Start: its frame %.0f ms (<= %d: %s); to the first playable frame %.0f ms"
        " (<= %d: %s), the title's program starting %.0f ms, slowest loading frame %.0f ms" % (
            f["start_key_ms"], START_KEY_MS, verdict(f["start_key_ms"], START_KEY_MS),
            f["start_to_play_ms"], START_MS, verdict(f["start_to_play_ms"], START_MS),
            f["title_start_ms"], f["loading_slowest_frame_ms"]),
        "  start-up to the first menu frame: %.0f ms (<= %d: %s); live up to %.1f KB" % (
            f["startup_ms"], STARTUP_MS, verdict(f["startup_ms"], STARTUP_MS), f["live_kb_max"]),
    ] + ([] if f["restart_ms"] is None else [
        "  the menu's program again after '%s': %.0f ms to its first frame (<= %d: %s)" % (
            f["restart"], f["restart_ms"], STARTUP_MS, verdict(f["restart_ms"], STARTUP_MS))]) + (
        [] if f["reload_shown_ms"] is None else [
            "  a key that reloads: the frame saying so shows in %.0f ms at the most, '%s' (<= %d: %s)" % (
                f["reload_shown_ms"], f["reload_shown"], START_KEY_MS,
                verdict(f["reload_shown_ms"], START_KEY_MS))])


def profile(name, d, top=12):
    """The frames whose end (garbage uncollected) held the most: where to cut."""
    if "error" in d:
        return ["%s: ERROR %s" % (name, d["error"])]
    frames = sorted(d["frames"], key=lambda f: -f["end"])
    out = ["%s: the %d frames that held the most (live before, at the end with the frame's garbage;"
           " names the app interned by its end, %d at the most)" % (name, top, max(f["names"] for f in frames))]
    for f in frames[:top]:
        out.append("  %6.1f KB  %6.1f KB  %5d  %s" % (f["before"] / 1024.0, f["end"] / 1024.0,
                                                      f["names"], f["phase"]))
        if f.get("calls"):
            out.append("      " + ", ".join("%s %.1f" % (k, v / 1024.0) for k, v in f["calls"].items()))
    return out + resident(d["resident"], d["fixed"])


def resident(r, fixed, top=8):
    """What the fullest frame's program holds for good: its modules (as
    the profile measured them), the board's name pools and the OLED's
    fixed bytes; no collection frees any of it."""
    mods = r["modules"]
    parts = {}
    for m, size, *_ in mods:
        part = m.split(".")[0]
        parts[part] = parts.get(part, 0) + size
    pools = r["pools"]
    oled = fixed["oled"] + fixed["screen"]
    total = sum(parts.values()) + pools + oled
    return ["  what its program holds at '%s', before any game or bot data: %.1f KB" % (r["phase"], total / 1024.0),
            "    %d modules %.1f KB (%s), %d names in pools of %.1f KB, the OLED %.1f KB" % (
                len(mods), sum(parts.values()) / 1024.0,
                ", ".join("%s %.1f" % (k, v / 1024.0) for k, v in sorted(parts.items(), key=lambda kv: -kv[1])),
                r["names"], pools / 1024.0, oled / 1024.0),
            "    the largest: " + ", ".join("%s %.1f" % (m, size / 1024.0) for m, size, *_ in
                                            sorted(mods, key=lambda row: -row[1])[:top])] + frozen(mods)


def frozen(mods):
    """The modules' bytes split into what their import makes (the modules,
    their dicts, functions, classes, global values: in RAM however they load) and
    their compiled code (which modules frozen into a firmware image keep in
    flash); [] where the profile could not split them (from .mpy)."""
    if not mods or len(mods[0]) < 3:
        return []
    held = sum(row[1] for row in mods)
    made = sum(row[2] for row in mods)
    return ["    of the modules' %.1f KB, %.1f KB is compiled code (frozen into the firmware image, it would stay in"
            " flash) and %.1f KB the objects their import makes (in RAM either way)" % (
                held / 1024.0, (held - made) / 1024.0, made / 1024.0)]
