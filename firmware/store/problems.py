"""What the store found wrong at power-up, in words for the screen
(``firmware.store.store.Store.problem``, by its ``status``)."""

MESSAGES = {
    "foreign": "Memory held unknown data: starting afresh",
    "version": "Saved data is from another version: starting afresh",
    "damaged": "Saved data was damaged: starting afresh",
    "partial": "Last save was cut short: kept what was intact",
    "refused": "Saved game would not replay: it was dropped",
}
