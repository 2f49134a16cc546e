"""How to play each game, on the OLED and the lights: pages made from the game's own tables."""
