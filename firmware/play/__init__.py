"""A game on the board: the play screen, the move picker, seats and bot turns, one adapter per game."""
