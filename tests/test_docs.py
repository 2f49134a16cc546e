"""The docs stay honest: every make target, ``python -m`` module, file,
picture and link that README.md and the guides name exists; README stays a
short front door; no document narrates how the project was made; every
figures table of docs/benchmarks.md says the commit and date it was
measured at. CPython only.
"""
import glob
import importlib.util
import os
import re
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = sorted(["README.md", "CHANGELOG.md"] +
              [os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md"))] +
              [os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "hardware", "*.md"))])
# A path in inline code or a command is the repository's when it starts with
# one of its folders (build/, records/ and the drive's files are made later).
FOLDERS = ("core", "firmware", "tools", "tests", "docs", "hardware", "web")
PATH = re.compile(r"(?<![\w./-])((?:%s)/[\w./-]*)(.?)" % "|".join(FOLDERS))
MAKE = re.compile(r"(?:^|[\s;&(])make\s+([\w-]+)")
MODULE = re.compile(r"python3?\s+-m\s+([\w.]+)")
LINK = re.compile(r"\]\(([^)\s]+)\)")
# How the project was made belongs to git, not to the docs.
NARRATION = re.compile(r"\b(?:sessions? \d+|this session|issues? #?\d+|work periods?|"
                       r"helper sessions?)\b", re.I)
MEASURED = re.compile(r"measured at ([0-9a-f]{7,40}), (\d{4}-\d{2}-\d{2})", re.I)


def _read(doc):
    with open(os.path.join(ROOT, doc), encoding="utf-8") as f:
        return f.read()


def code_text(text):
    """The text of every fenced block and inline code span of markdown ``text``."""
    out, fenced = [], False
    for line in text.split("\n"):
        if line.strip().startswith("```"):
            fenced = not fenced
        elif fenced:
            out.append(line)
        else:
            out.extend(re.findall(r"`([^`]+)`", line))
    return "\n".join(out)


def named(text):
    """(make targets, modules, repository paths) that markdown ``text`` names in code."""
    code = code_text(text)
    paths = [path.rstrip(".,") for path, after in PATH.findall(code)
             if after not in ("*", "<", "{")]  # a wildcard or a template is no path
    return set(MAKE.findall(code)), set(MODULE.findall(code)), set(paths)


def make_targets():
    with open(os.path.join(ROOT, "Makefile")) as f:
        return set(re.findall(r"^([\w-]+):", f.read(), re.M))


def slug(heading):
    """GitHub's anchor for a heading's text."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(doc):
    return {slug(h) for h in re.findall(r"^#+ (.*)$", _read(doc), re.M)}


def broken_links(doc):
    """Every relative link or picture of ``doc`` whose file (or heading) is missing."""
    broken = []
    for target in LINK.findall(_read(doc)):
        if "://" in target or target.startswith("mailto:"):
            continue
        path, _, anchor = target.partition("#")
        where = os.path.normpath(os.path.join(os.path.dirname(doc), path)) if path else doc
        if not os.path.exists(os.path.join(ROOT, where)):
            broken.append(target)
        elif anchor and where.endswith(".md") and anchor not in anchors(where):
            broken.append(target)
    return broken


def test_every_link_and_picture_of_the_docs_is_there():
    for doc in DOCS:
        assert broken_links(doc) == [], doc


def test_every_make_target_module_and_path_the_docs_name_exists():
    targets = make_targets()
    for doc in DOCS:
        makes, modules, paths = named(_read(doc))
        assert makes <= targets, (doc, makes - targets)
        for module in modules:
            assert importlib.util.find_spec(module) is not None, (doc, module)
        for path in paths:
            assert os.path.exists(os.path.join(ROOT, path)), (doc, path)


def test_the_checks_catch_a_wrong_name():
    makes, modules, paths = named("Run `make plya`, then\n```sh\n.venv/bin/python -m "
                                  "tools.simulater\nnode tools/bench/nothing.mjs\n```\n"
                                  "See `tests/test_app_*.py` and make sure.")
    assert makes == {"plya"} and not makes <= make_targets()
    assert modules == {"tools.simulater"} and importlib.util.find_spec("tools.simulater") is None
    assert paths == {"tools/bench/nothing.mjs"}  # a wildcard is not a path
    assert slug("Strip order (serpentine)") == "strip-order-serpentine"


def test_readme_is_a_short_front_door():
    text = _read("README.md")
    assert len(text.split("\n")) <= 200
    for heading in ("## Try it", "## Build one", "## Play", "## Develop", "## Licence"):
        assert heading in text
    for guide in ("hardware/README.md", "docs/play.md", "docs/architecture.md", "LICENSE"):
        assert "(%s)" % guide in text, guide


def test_no_document_narrates_the_development():
    for doc in DOCS:
        found = NARRATION.findall(_read(doc))
        assert found == [], (doc, found)


def _tables(text):
    """[(the text since the last heading or table, the table's lines)]."""
    out, before, table = [], [], []
    for line in text.split("\n") + [""]:
        if line.startswith("|"):
            table.append(line)
            continue
        if table:
            out.append(("\n".join(before), table))
            before, table = [], []
        before = [] if line.startswith("#") else before + [line]
    return out


def test_every_figures_table_of_the_benchmarks_says_its_command_commit_and_date():
    tables = 0
    for before, table in _tables(_read("docs/benchmarks.md")):
        if len(table) <= 2 or table[0].startswith("| figure | meaning"):
            continue  # an empty table to fill, or the figures' meanings
        tables += 1
        assert "```sh" in before, table[0]
        found = MEASURED.search(before)
        assert found, table[0]
        commit = found.group(1)
        if os.path.exists(os.path.join(ROOT, ".git")):
            done = subprocess.run(["git", "cat-file", "-e", commit + "^{commit}"], cwd=ROOT,
                                  capture_output=True)
            assert done.returncode == 0, "no commit %s" % commit
    assert tables >= 3
