"""Getting the firmware onto a board: the bundle, deploy and the import graph."""
