"""The terminal player's parts: a session (hand-over, masking, undo), its seats and bots, and one text renderer per game."""
