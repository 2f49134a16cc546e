"""The board on a web page (web/index.html): build with ``make web``."""
