// MicroPython tier: run the core's test modules inside the real MicroPython
// interpreter (WebAssembly build, pinned in package.json) under Node.
//
//   node tests/micropython/run.mjs [test_module ...]
//
// Copies core/, firmware/, tests/ and tools/sim/ into the interpreter's in-memory
// filesystem (firmware/ for the modules that run on the device and have no
// hardware imports, such as firmware/store/store.py; the project's code
// without docstrings, as boards build it: tools/bench/mp_harness.mjs
// boardSource, so heap figures here are the board's), imports
// every tests/test_*.py module that declares `MICROPYTHON = True`, each in a
// fresh interpreter, and calls
// each of its test_* functions in its own top-level runPython call: this
// interpreter only collects garbage between top-level calls. Random
// simulations run at a reduced scale (tests.util.SCALE). Tests that begin
// with tests.util.micropython_only() (pytest skips them on CPython) are
// listed by name at the end: they ran here. Any failure, or a module that
// fails to import, exits with status 1.
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { boardSource } from "../../tools/bench/mp_harness.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
const SCALE = process.env.MP_SCALE || "0.1";

function copyTree(mp, src, dst, asBoard = true) {
  mp.FS.mkdir(dst);
  for (const name of readdirSync(src)) {
    const path = join(src, name);
    if (name === "__pycache__" || name === "micropython") continue;
    if (statSync(path).isDirectory()) copyTree(mp, path, dst + "/" + name, asBoard);
    else if (asBoard && name.endsWith(".py")) mp.FS.writeFile(dst + "/" + name, boardSource(readFileSync(path, "utf8")));
    else if (/\.(py|txt)$/.test(name)) mp.FS.writeFile(dst + "/" + name, readFileSync(path));
  }
}

let out = "";
// A fresh interpreter for each test module: this one never gives heap areas
// back while a module's objects live, so a whole run in one interpreter
// grew past WebAssembly's 2 GB limit once the app tests played whole games.
async function fresh() {
  const mp = await loadMicroPython({ heapsize: 8 * 1024 * 1024, stdout: (t) => { out += t + "\n"; } });
  mp.FS.mkdir("/proj");
  copyTree(mp, join(ROOT, "core"), "/proj/core");
  copyTree(mp, join(ROOT, "firmware"), "/proj/firmware");
  copyTree(mp, join(ROOT, "tests"), "/proj/tests", false);
  // The fakes of the board that tests share with the simulator and benches.
  mp.FS.mkdir("/proj/tools");
  mp.FS.writeFile("/proj/tools/__init__.py", "");
  copyTree(mp, join(ROOT, "tools", "sim"), "/proj/tools/sim");
  mp.runPython(`import sys\nsys.path.insert(0, "/proj")\nimport tests.util\ntests.util.SCALE = ${SCALE}`);
  return mp;
}

const wanted = process.argv.slice(2);
const modules = readdirSync(join(ROOT, "tests"))
  .filter((n) => /^test_.*\.py$/.test(n))
  .map((n) => n.slice(0, -3))
  .filter((m) => wanted.length === 0 || wanted.includes(m));

let passed = 0, failed = 0, skipped = [], only = [];
for (const mod of modules) {
  const src = readFileSync(join(ROOT, "tests", mod + ".py"), "utf8");
  if (!/^MICROPYTHON = True$/m.test(src)) { skipped.push(mod); continue; }
  let names;
  const mp = await fresh();
  try {
    out = "";
    mp.runPython(`import tests.${mod} as _m\nprint(" ".join(sorted(n for n in dir(_m) if n.startswith("test_"))))`);
    names = out.trim().split(/\s+/).filter(Boolean);
  } catch (err) {
    console.log(`FAIL ${mod} (import): ${err.message}`);
    failed++;
    continue;
  }
  for (const name of names) {
    const t0 = Date.now();
    try {
      out = "";
      mp.runPython(`import tests.util as _u\ndel _u.MARKED[:]\nimport tests.${mod} as _m\n_m.${name}()`);
      passed++;
      mp.runPython(`print("MARKED", len(_u.MARKED))`);
      if (/^MARKED [1-9]/m.test(out)) only.push(`${mod}.${name}`);
      if (process.env.MP_VERBOSE) console.log(`ok   ${mod}.${name} ${Date.now() - t0} ms`);
    } catch (err) {
      failed++;
      console.log(`FAIL ${mod}.${name}: ${err.message}`);
    }
  }
}
if (only.length) console.log(`MicroPython-only tests (skipped on CPython), run here: ${only.join(", ")}`);
console.log(`MicroPython tier: ${passed} passed, ${failed} failed` +
  (skipped.length ? ` (CPython-only modules: ${skipped.join(", ")})` : ""));
process.exit(failed || passed === 0 ? 1 : 0);
