"""Benchmarks: the core, the app, the bots, flash wear and tournaments."""
