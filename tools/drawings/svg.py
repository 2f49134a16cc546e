"""A tiny SVG writer for the printed sheets and hardware drawings.

Drawings are in millimetres (the viewBox is the page, the page's width and
height carry "mm"), so an SVG prints at its true size. Numbers are written
with at most two decimals and attributes in a fixed order, so the same data
always gives the same bytes: the generated files are checked in and a test
regenerates them.
"""
from xml.sax.saxutils import escape, quoteattr

FONT = "DejaVu Sans, Helvetica, Arial, sans-serif"


def number(value):
    """``value`` with at most two decimals and no trailing zeros."""
    text = "%.2f" % value
    text = text.rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attributes(attrs):
    out = []
    for key in sorted(attrs):
        value = attrs[key]
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            value = number(value)
        out.append(" %s=%s" % (key.replace("_", "-"), quoteattr(str(value))))
    return "".join(out)


class Svg:
    """A page of ``width`` x ``height`` mm; shapes are added in drawing order.

    :param str title: the document's title (shown by viewers)
    """

    def __init__(self, width, height, title):
        self.width = width
        self.height = height
        self.lines = ["<title>%s</title>" % escape(title)]

    def add(self, tag, attrs, text=None):
        if text is None:
            self.lines.append("<%s%s/>" % (tag, _attributes(attrs)))
        else:
            self.lines.append("<%s%s>%s</%s>" % (tag, _attributes(attrs), escape(text), tag))

    def rect(self, x, y, w, h, **attrs):
        attrs.update(x=x, y=y, width=w, height=h)
        self.add("rect", attrs)

    def circle(self, cx, cy, r, **attrs):
        attrs.update(cx=cx, cy=cy, r=r)
        self.add("circle", attrs)

    def line(self, x1, y1, x2, y2, **attrs):
        attrs.update(x1=x1, y1=y1, x2=x2, y2=y2)
        self.add("line", attrs)

    def text(self, x, y, text, size, anchor="middle", **attrs):
        """``text`` with its baseline at ``y``, ``size`` mm high."""
        attrs.update(x=x, y=y, font_size=size, text_anchor=anchor, font_family=FONT)
        self.add("text", attrs, text)

    def comment(self, text):
        self.lines.append("<!-- %s -->" % escape(text).replace("--", "- -"))

    def source(self):
        """The whole document as text."""
        head = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" '
                'viewBox="0 0 %s %s">' % (number(self.width), number(self.height),
                                          number(self.width), number(self.height)))
        return "\n".join([head] + self.lines + ["</svg>"]) + "\n"


def write(path, drawing):
    """Write ``drawing`` (an Svg) to ``path`` as UTF-8 with "\\n" line ends;
    returns True when the file changed."""
    return save(path, drawing.source().encode("utf-8"))


def save(path, data):
    """Write bytes ``data`` to ``path`` unless it holds them already;
    returns True when the file changed."""
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    except OSError:
        pass
    with open(path, "wb") as f:
        f.write(data)
    return True
