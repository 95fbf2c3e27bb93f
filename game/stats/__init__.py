"""Players who are remembered: their profiles and what each finished game adds to their statistics.

``figures`` reads a finished game (pure, from its final state and record), ``book`` folds it into a
player's tallies per game and opponent kind (pure), ``kept`` stores those tallies, ``profiles``
the names and colours the lobby offers, ``tonight`` words what changed, ``sheet`` and ``export``
lay the figures out for the Statistics screen and a CSV file.
"""
