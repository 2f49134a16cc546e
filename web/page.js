// The board on a page: the firmware App (web/board.py's Page) in the
// MicroPython WebAssembly interpreter, one App frame per animation frame.
// It draws what the App's device shows, the same way the desktop simulator
// (tools/simulator.py) does: the OLED from the displayio stand-ins (the
// text's bitmap, drawn with the board's terminalio glyphs by
// tools/sim/pixels.py), pixel for pixel at the chosen scale; the 17 lights
// where firmware/layout.py puts them, with the game's overlay labels. Keys,
// clicks and touches press and release the keys.
//
// URL parameters: build=full|lite, scale=N, seed=N (the first game's seed),
// manual (for tests: the clock moves only by twilight.frame(ms)).
//
// What the browser keeps and what the URL may give: web/stored.js; the
// OLED's drawing: web/oled.js.
import { loadMicroPython } from "./micropython.js";
import { H, W, drawOled, oledBits } from "./oled.js";
import { flag, given, keepRecord, loadRecords, savedNvm, setting, showNotes, write } from "./stored.js";

const BUILDS = ["full", "lite"], SCALES = [2, 3, 4, 5];
const build = setting("build", (v) => BUILDS.includes(v), "full or lite", "full") || "full";
const seed = given("seed", (v) => /^\d{1,30}$/.test(v), "a whole number", "a seed from the clock") || "None";
const manual = flag("manual");
const NVM = "twilight.nvm." + build;
const $ = (id) => document.getElementById(id);

let mp, facts, fixed, scale, overlay = { game: "", labels: [], accent: [], caption: "" };
let last = null, clock = 0;

function py(src) { mp.runPython(src); }
function pyGet(src) { py("_out = " + src); return mp.globals.get("_out"); }

let saved = [];  // the finished games' records, [name, text]: what twilight.records holds

async function boot() {
  const [board, files] = await Promise.all(["board.json", "files.json"].map((n) => fetch(n).then((r) => r.json())));
  facts = board;
  const nvm = savedNvm(NVM);
  saved = loadRecords();
  mp = await loadMicroPython({ heapsize: 16 * 1024 * 1024, stdout: (t) => console.log(t) });
  const made = new Set();
  const mkdir = (dir) => { if (!made.has(dir)) { made.add(dir); mp.FS.mkdir(dir); } };
  for (const [path, text] of Object.entries(files)) {
    const parts = ("proj/" + path).split("/");
    for (let i = 1; i < parts.length; i++) mkdir("/" + parts.slice(0, i).join("/"));
    mp.FS.writeFile("/" + parts.join("/"), text);
  }
  mkdir("/web");
  mkdir("/web/records");
  for (const [name, text] of saved) mp.FS.writeFile("/web/records/" + name, text);
  py(`import sys\nsys.path.insert(0, "/proj")\nfrom web.board import Page\nfrom web.replay import Replay\n` +
     `_p = Page(${JSON.stringify(build)}, ${JSON.stringify(nvm)}, ${seed})`);
  fixed = JSON.parse(pyGet("_p.layout()"));
  setUp();
  $("status").textContent = "";
  showNotes();
  frame(0);
  if (!manual) {
    const start = performance.now();
    const tick = (t) => {
      try {
        frame(Math.max(clock, Math.floor(t - start)));
      } catch (err) {  // a Python exception: say so, stop (the board would stop too)
        $("status").textContent = "stopped: " + String(err.message).trim().split("\n").pop();
        throw err;
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }
  window.twilight = { frame: (ms) => frame(clock + ms), sync, lightColours, where, ready: true,
    oledBits: () => oledBits($("oled"), scale, facts.oled_dark), overlay: () => overlay, clock: () => clock };
}

// --- one frame -------------------------------------------------------------

function frame(now) {
  clock = now;
  last = JSON.parse(pyGet(`_p.frame(${now})`));
  if (last.overlay) { overlay = last.overlay; $("game").textContent = overlay.game ? "- " + overlay.game : ""; }
  if (last.nvm) write(NVM, last.nvm);
  if (last.record) addRecord(...last.record);
  drawOled($("oled"), last, scale, facts.oled_dark);
  drawBoard(last);
  return last;
}

// Tests: let a bot finish thinking (how many frames that takes depends on the
// machine), then move the clock to the next multiple of `period` ms for one
// frame, and `after` frames more, so that clock-driven animations match
// another run's.
function sync(period, frameMs, after) {
  while (last.thinking) frame(clock + frameMs);
  frame(Math.floor(clock / period + 1) * period);
  for (let i = 0; i < after; i++) frame(clock + frameMs);
}

function key(meaning, down) {
  if (fixed.keys.includes(meaning)) py(`_p.key(${JSON.stringify(meaning)}, ${down ? "True" : "False"})`);
}

// --- the lights ------------------------------------------------------------

const lift = (v) => Math.round(255 * Math.pow(v / 255, 1 / 2.2));  // pictures.light_rgb

function sent(rgb, brightness) {  // what the strip sends: each channel * brightness (adafruit_pixelbuf)
  return [rgb >> 16, (rgb >> 8) & 255, rgb & 255].map((c) => Math.trunc(c * brightness));
}

function geometry() {
  const cell = 24 * scale, margin = 4 * scale, radius = Math.floor(cell * 7 / 25);
  return { cell, margin, radius, top: margin + 5 * scale };
}

function centre(where) {
  const g = geometry(), [x, y] = fixed.positions[where];
  return [g.margin + Math.floor(x * g.cell / 2), g.top + Math.floor(y * g.cell / 2)];
}

function lightRadius(where) { const r = geometry().radius; return Math.floor(r * (where === 16 ? 3 : 5) / 5); }

const rgb = (c) => `rgb(${c[0]},${c[1]},${c[2]})`;

function drawBoard(state) {
  const g = geometry(), c = facts.colours, ctx = $("board").getContext("2d");
  ctx.fillStyle = rgb(c.window);
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  ctx.fillStyle = rgb(c.sheet);
  ctx.fillRect(g.margin, g.top, 4 * g.cell, 4 * g.cell);
  ctx.strokeStyle = rgb(c.rim);
  ctx.lineWidth = 1;
  for (let k = 1; k < 4; k++) {
    ctx.beginPath();
    ctx.moveTo(g.margin + k * g.cell + 0.5, g.top); ctx.lineTo(g.margin + k * g.cell + 0.5, g.top + 4 * g.cell);
    ctx.moveTo(g.margin, g.top + k * g.cell + 0.5); ctx.lineTo(g.margin + 4 * g.cell, g.top + k * g.cell + 0.5);
    ctx.stroke();
  }
  const names = {};
  for (const [name, meaning] of Object.entries(facts.keyboard)) {
    if (typeof meaning === "number" && fixed.keys.includes(meaning)) names[meaning] = keyName(name).toUpperCase();
  }
  ctx.textAlign = "center";
  for (let where = 0; where < 17; where++) {
    const [x, y] = centre(where), r = lightRadius(where);
    disc(ctx, x, y, r, rgb(c.rim));
    disc(ctx, x, y, r - 2, rgb(sent(state.lights[where], state.brightness).map(lift)));
    const label = overlay.labels[where];
    if (label) {
      ctx.fillStyle = rgb(overlay.accent.includes(where) ? c.accent : c.ink);
      ctx.font = `${4 * scale}px sans-serif`;
      ctx.textBaseline = "top";
      ctx.fillText(label, x, y + r + Math.floor(scale / 2));
    }
    if (names[where]) {
      ctx.fillStyle = rgb(c.faint);
      ctx.font = `${3 * scale}px sans-serif`;
      ctx.textBaseline = "bottom";
      ctx.fillText(names[where], x, y - r - 1);
    }
  }
  $("caption").textContent = overlay.caption;
}

function disc(ctx, x, y, r, fill) {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, 2 * Math.PI);
  ctx.fill();
}

// Where on the page (CSS pixels) a key is: a light's centre, or a button's (tests).
function where(meaning) {
  if (typeof meaning === "number") {
    const box = $("board").getBoundingClientRect(), [x, y] = centre(meaning);
    return [box.left + x * box.width / $("board").width, box.top + y * box.height / $("board").height];
  }
  const box = [...$("buttons").children].find((b) => b.textContent === meaning).getBoundingClientRect();
  return [box.left + box.width / 2, box.top + box.height / 2];
}

function lightColours() {  // the colour drawn at each light's centre (tests)
  const ctx = $("board").getContext("2d");
  return fixed.positions.map((_, where) => { const [x, y] = centre(where); return Array.from(ctx.getImageData(x, y, 1, 1).data.slice(0, 3)); });
}

// --- keys, clicks and touches ---------------------------------------------

function setUp() {
  // default: the largest scale (up to board.json's) that puts the board beside the OLED
  const fits = Math.max(2, Math.min(facts.scale, Math.floor((window.innerWidth - 80) / 240)));
  scale = +(setting("scale", (v) => /^\d+$/.test(v) && SCALES.includes(+v), SCALES.join(", "), "the scale that fits, " + fits) || fits);
  const g = geometry();
  Object.assign($("board"), { width: 2 * g.margin + 4 * g.cell, height: g.top + 4 * g.cell + g.margin });
  Object.assign($("oled"), { width: W * scale, height: H * scale });
  // each side as wide as its canvas: a long caption or legend wraps, the OLED stays beside the board
  $("left").style.width = $("board").width + "px";
  $("right").style.width = $("oled").width + 8 + "px";  // the OLED's 4 px border each side
  $("build").value = build;
  $("scale").value = String(scale);
  $("build").onchange = (e) => { write("twilight.build", e.target.value); reload({ build: e.target.value }); };
  $("scale").onchange = (e) => { write("twilight.scale", e.target.value); reload({ scale: e.target.value }); };
  document.addEventListener("keydown", (e) => {
    const meaning = facts.keyboard[e.key.toLowerCase()];
    if (meaning === undefined || e.ctrlKey || e.altKey || e.metaKey || e.target.tagName === "SELECT") return;
    e.preventDefault();
    if (!e.repeat) key(meaning, true);
  });
  document.addEventListener("keyup", (e) => {
    const meaning = facts.keyboard[e.key.toLowerCase()];
    if (meaning !== undefined) key(meaning, false);
  });
  window.addEventListener("blur", () => py("_p.release_all()"));
  for (const meaning of fixed.keys.filter((k) => typeof k === "string")) {
    const button = document.createElement("button");
    button.textContent = meaning;
    hold(button, () => meaning);
    $("buttons").append(button);
  }
  if (build === "full") hold($("board"), (e) => lightAt(e));
  legend();
  showRecords();
  $("open").onchange = async (e) => { const file = e.target.files[0]; if (file) openReplay(await file.text()); };
}

function reload(change) {
  const next = new URLSearchParams(location.search);
  for (const [k, v] of Object.entries(change)) next.set(k, v);
  location.search = next.toString();
}

// A pointer (mouse, pen or finger) held on `element` holds the key `which(e)` gives.
function hold(element, which) {
  let held = null;
  element.addEventListener("pointerdown", (e) => {
    const meaning = which(e);
    if (meaning === null || meaning === undefined) return;
    e.preventDefault();
    element.setPointerCapture(e.pointerId);
    held = meaning;
    key(held, true);
  });
  const up = () => { if (held !== null) { key(held, false); held = null; } };
  for (const kind of ["pointerup", "pointercancel", "lostpointercapture"]) element.addEventListener(kind, up);
}

function lightAt(e) {
  const box = $("board").getBoundingClientRect();
  const px = (e.clientX - box.left) * $("board").width / box.width, py = (e.clientY - box.top) * $("board").height / box.height;
  for (let where = 0; where < 17; where++) {
    const [x, y] = centre(where), r = geometry().radius;
    if ((px - x) ** 2 + (py - y) ** 2 <= r * r) return where;
  }
  return null;
}

const KEY_NAMES = { " ": "Space", arrowup: "Up arrow", arrowdown: "Down arrow", arrowleft: "Left arrow", arrowright: "Right arrow" };
const keyName = (k) => KEY_NAMES[k] || k[0].toUpperCase() + k.slice(1);

function legend() {  // the simulator's legend: named keys and their keyboard keys
  const items = build === "full" ? ["light: key above it, click or touch"] : [];
  for (const meaning of fixed.keys.filter((k) => typeof k === "string")) {
    const keys = Object.keys(facts.keyboard).filter((k) => facts.keyboard[k] === meaning);
    items.push(`${meaning}: ${keys.map(keyName).join(", ")}`);
  }
  $("legend").textContent = items.join(" \u00b7 ");
}

// --- records and replays ----------------------------------------------------

function addRecord(name, text) {
  saved = keepRecord(name, text);
  showRecords();
}

function showRecords() {
  const list = $("records");
  list.replaceChildren();
  for (const [name, text] of saved) {
    const item = document.createElement("li");
    const link = document.createElement("a");
    link.textContent = name;
    link.download = name;
    link.href = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const view = document.createElement("button");
    view.textContent = "replay";
    view.onclick = () => openReplay(text);
    item.append(link, " ", view);
    list.append(item);
  }
  if (!list.children.length) list.textContent = "none yet: a game played to its end is kept here as a record file";
}

let at = 0, moves = 0;

function openReplay(text) {
  mp.globals.set("_text", text);
  try {
    py("_r = Replay(_text)");
  } catch (err) {
    $("position").textContent = String(err.message).trim().split("\n").pop();
    $("replay").hidden = false;
    return;
  }
  moves = pyGet("len(_r.moves)");
  $("first").onclick = () => showMove(0);
  $("prev").onclick = () => showMove(at - 1);
  $("next").onclick = () => showMove(at + 1);
  $("last").onclick = () => showMove(moves);
  $("close").onclick = () => { $("replay").hidden = true; };
  $("replay").hidden = false;
  showMove(0);
}

function showMove(n) {
  at = Math.max(0, Math.min(moves, n));
  $("position").textContent = pyGet(`_r.show(${at})`);
}

boot().catch((err) => { $("status").textContent = "failed to start: " + err; console.error(err); });
