"""Choosing among lights and text lines with either key build.

Every screen offers a set of places (lights) and a list of labels (OLED
lines). Full build: a key under a light picks that place, MENU moves the
list highlight, OK picks the highlighted label. Lite build: the arrows move a
blinking cursor over the grid (the centre light is a row of its own between
grid rows 1 and 2) and on down into the list; OK picks what the cursor is on.
"""

# Cursor rows over the board: grid rows, with the centre light between.
ROWS = ((0, 1, 2, 3), (4, 5, 6, 7), (16,), (8, 9, 10, 11), (12, 13, 14, 15))
VISIBLE = 3  # list lines on the OLED


class Chooser:
    """Where the highlight and the cursor are, and what a key means now.

    :param bool lite: the six-button build
    :param bool board: the lights are part of the choice (a game's turn:
        the lite cursor goes on from the list's ends onto them, to point
        at a light even where none is offered); else the list goes round
    """

    def __init__(self, lite, board=False):
        self.lite = lite
        self.board = board
        self.places = ()
        self.labels = ()
        self.index = 0
        self.row = 1
        self.col = 1
        self.in_list = True

    def offer(self, places, labels, board_first=False):
        """Start a new choice among ``places`` and ``labels``: the lite
        cursor on the list's first line if there is one (so OK picks what
        the highlight shows at every turn), on the first place if there is
        none or with ``board_first``."""
        self.places = places
        self.labels = labels
        self.index = 0
        self.in_list = bool(labels)
        if self.lite and places and (board_first or not labels):
            self.put(places[0])

    def put(self, where):
        """Move the lite cursor onto place ``where``."""
        for r in range(len(ROWS)):
            if where in ROWS[r]:
                self.row = r
                if where != 16:
                    self.col = ROWS[r].index(where)
        self.in_list = False

    def cursor(self):
        """The place under the lite cursor, or None (full build, or in the list)."""
        if not self.lite or self.in_list:
            return None
        row = ROWS[self.row]
        return row[self.col] if len(row) > 1 else row[0]

    def window(self):
        """(first label shown, line of the highlight within the window)."""
        first = 0
        if self.index >= VISIBLE:
            first = self.index - VISIBLE + 1
        return first, (self.index - first if self.in_list or not self.lite else None)

    def key(self, meaning):
        """Act on a key press. Returns ``("place", p)``, ``("label", i)``,
        the key name for BACK and MENU keys it does not use, or None when the
        key only moved the highlight or the cursor."""
        if type(meaning) is int:
            return ("place", meaning)
        if meaning == "OK":
            if self.lite and not self.in_list:
                return ("place", self.cursor())
            if self.labels:
                return ("label", self.index)
            return "OK"
        if meaning == "MENU":
            if self.labels:
                self.index = (self.index + 1) % len(self.labels)
                return None
            return "MENU"
        if meaning in ("UP", "DOWN", "LEFT", "RIGHT"):
            self._arrow(meaning)
            return None
        return meaning

    def _arrow(self, meaning):
        count = len(self.labels)
        if self.in_list:  # off the list's ends onto the board, or round a menu
            step = -1 if meaning in ("UP", "LEFT") else 1
            if self.board and (meaning == "UP" and self.index == 0 or
                               meaning == "DOWN" and self.index == count - 1):
                self.in_list = False
                self.row = len(ROWS) - 1 if meaning == "UP" else 0
            else:
                self.index = (self.index + step) % count
            return
        if meaning in ("LEFT", "RIGHT"):
            if len(ROWS[self.row]) > 1:
                self.col = (self.col + (1 if meaning == "RIGHT" else -1)) % 4
            return
        step = 1 if meaning == "DOWN" else -1
        edge = len(ROWS) - 1 if step > 0 else 0
        if self.row == edge and count:
            self.in_list = True
            self.index = 0 if step > 0 else count - 1
        else:
            self.row = (self.row + step) % len(ROWS)


class NoChoice:
    """A chooser with no labels: the lines are information only."""
    labels = ()
