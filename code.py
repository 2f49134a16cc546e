"""Twilight Board: build the device and run the app (see firmware/)."""
from firmware.hardware import make_device
from firmware.app import App

App(make_device()).run()
