# Twilight Board: `make play` sets up the Python venv and plays (no node needed),
# `make test` sets up both and runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup browser play play-terminal web web-serve test test-cpython test-micropython bench clean

setup: $(VENV)/.installed node_modules/.installed browser

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --silent --no-audit --no-fund
	touch $@

# Headless Chromium and its WebDriver, from the system's packages, for the
# page's browser test (tests/test_web.py).
browser:
	@command -v chromium >/dev/null && command -v chromedriver >/dev/null || \
		{ SUDO=$$(command -v sudo >/dev/null && [ "$$(id -u)" != 0 ] && echo sudo); \
		  $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y chromium chromium-driver; }

play: $(VENV)/.installed
	$(PY) -m tools.simulator

play-terminal: $(VENV)/.installed
	$(PY) -m tools.play

# The board in a web page (web/): build/web/ is a static site.
web: $(VENV)/.installed node_modules/.installed
	$(PY) -m web.build --out build/web

web-serve: web
	@echo "Twilight Board: open http://localhost:8000/"
	$(PY) -m http.server 8000 --bind 127.0.0.1 --directory build/web

# The two tiers are single-threaded: run side by side on two cores, each
# one's output printed whole when it ends; either failing fails the run.
test: setup
	$(MAKE) --no-print-directory -j2 --output-sync=target test-cpython test-micropython

test-cpython: setup
	$(PY) -m pytest tests --durations=15

test-micropython: setup
	node tests/micropython/run.mjs

bench: setup
	$(PY) -m tools.bench.core

clean:
	rm -rf $(VENV) node_modules .pytest_cache
