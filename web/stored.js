// What the web page keeps in the browser (localStorage) and takes from its
// URL (web/page.js). Every value, stored or in the URL, is checked before
// use: a damaged one is set aside for its default, a stored one forgotten,
// and the page says so (#notes); it always starts.
//
// Kept: twilight.build, twilight.scale, twilight.nvm.<build> (the nvm image
// as hex) and twilight.records (the finished games, [[file name, text], ...]).

const params = new URLSearchParams(location.search);
const store = (() => { try { return window.localStorage; } catch (err) { return null; } })();
const notes = [];  // what was damaged and what the page used instead
const NVM_BYTES = 4096;
const RECORD_NAME = /^[\w-]{1,80}\.txt$/;  // a file in records/: no folder, no ".."
const RECORDS = "twilight.records";

// Is URL parameter `name` there (a flag such as `manual`)?
export function flag(name) { return params.has(name); }

function shown(value) { return JSON.stringify(value.length > 40 ? value.slice(0, 40) + "..." : value); }

function read(key) { try { return store && store.getItem(key); } catch (err) { return null; } }

function forget(key) { try { if (store) store.removeItem(key); } catch (err) { /* nothing kept anyway */ } }

export function write(key, value) {
  try {
    if (store) store.setItem(key, value);
  } catch (err) {  // full, or turned off: the page goes on, unsaved
    if (!write.failed) { write.failed = true; note("this browser would not keep " + key + " (" + err.name + "): not saved"); }
  }
}

function note(text) { notes.push(text); showNotes(); }

export function showNotes() {
  const box = document.getElementById("notes");
  box.textContent = "Started with defaults for what was damaged or not allowed: " + notes.join("; ") + ".";
  box.hidden = !notes.length;
}

// URL parameter `name` if `ok` accepts it; null when it is not given or
// refused (noted, with the default `instead`).
export function given(name, ok, want, instead) {
  const value = params.get(name);
  if (value === null || ok(value)) return value;
  notes.push(`URL ${name}=${shown(value)} ignored (want ${want}): ${instead}`);
  return null;
}

// A setting: the URL's, else the stored twilight.<name>, if `ok` accepts
// it; a damaged stored one is forgotten. null: the default `instead`.
export function setting(name, ok, want, instead) {
  const value = given(name, ok, want, instead);
  if (value !== null) return value;
  const saved = read("twilight." + name);
  if (saved === null || ok(saved)) return saved;
  notes.push(`saved ${name} ${shown(saved)} was damaged (want ${want}): ${instead}`);
  forget("twilight." + name);
  return null;
}

// The nvm image saved under `key` as hex, "" for none: a value that is not the hex of
// at most a whole nvm is forgotten (the store reports damage inside one).
export function savedNvm(key) {
  const hex = read(key) || "";
  if (hex.length <= 2 * NVM_BYTES && /^(?:[0-9a-fA-F]{2})*$/.test(hex)) return hex;
  notes.push(`saved board memory (${key}) was damaged: a blank one, no saved game, default settings`);
  forget(key);
  return "";
}

// [the saved records that are [file name, text] pairs with a plain file
// name, how many entries are not (-1: the whole value is damaged)]
function storedRecords() {
  let all = null;
  try { all = JSON.parse(read(RECORDS) || "[]"); } catch (err) { /* damaged: below */ }
  if (!Array.isArray(all)) return [[], -1];
  const kept = all.filter((r) => Array.isArray(r) && r.length === 2 && typeof r[0] === "string"
    && RECORD_NAME.test(r[0]) && typeof r[1] === "string");
  return [kept, all.length - kept.length];
}

// The saved records at the start: what is damaged is dropped, and said.
export function loadRecords() {
  const [kept, damaged] = storedRecords();
  if (damaged < 0) {
    notes.push("saved records were damaged (not a list of records): none kept");
    forget(RECORDS);
  } else if (damaged) {
    notes.push(`${damaged} damaged saved record(s) dropped (a record is a file name in records/ and its text)`);
    write(RECORDS, JSON.stringify(kept));
  }
  return kept;
}

// Keep a finished game's record (its file name, its text), with what another
// tab may have added since: the records now kept, as [name, text] pairs.
export function keepRecord(name, text) {
  const kept = storedRecords()[0].filter(([n]) => n !== name);
  kept.push([name, text]);
  write(RECORDS, JSON.stringify(kept));
  return kept;
}
