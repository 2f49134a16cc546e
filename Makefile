# Twilight Board: `make play` sets up the Python venv and plays (no node needed),
# `make test` sets up both and runs every test.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: setup play play-terminal test test-cpython test-micropython bench clean

setup: $(VENV)/.installed node_modules/.installed

$(VENV)/.installed: requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.txt
	touch $@

node_modules/.installed: package.json package-lock.json
	npm ci --silent --no-audit --no-fund
	touch $@

play: $(VENV)/.installed
	$(PY) -m tools.simulator

play-terminal: $(VENV)/.installed
	$(PY) -m tools.play

test: setup test-cpython test-micropython

test-cpython: setup
	$(PY) -m pytest tests

test-micropython: setup
	node tests/micropython/run.mjs

bench: setup
	$(PY) -m tools.bench.core

clean:
	rm -rf $(VENV) node_modules .pytest_cache
