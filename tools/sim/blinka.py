"""Blinka's displayio on the desktop, safe from its own refresh thread.

Importing ``displayio`` (Blinka) starts a thread that calls ``_background()``
on every allocated display about once a millisecond. A display is allocated
in ``BusDisplay.__new__``, before its ``__init__`` has set
``_auto_refresh``, so the thread could read an attribute not there yet and
print "'SSD1306' object has no attribute '_auto_refresh'". Every display
here is made with ``auto_refresh=False`` (firmware/hardware.py), so the
class says False until ``__init__`` sets the instance's own: the thread
then leaves a display being made alone.
Import this (after ``tools.sim``) before any display is made.
"""
import busdisplay

busdisplay.BusDisplay._auto_refresh = False
