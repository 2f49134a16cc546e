"""Printable overlays and the hardware drawings."""
