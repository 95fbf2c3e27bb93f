"""The lobby every game shares: who sits where, as what, under which name and colour; the options.

``scene`` ties it together; ``seating`` turns presses into seats and keeps the pointer hub in step
with the plan; ``name_field`` types a seat's name; ``look`` draws the words around the seat cards
(``cards``); ``demo`` seats scripted players for benchmarks.
"""

from game.scenes.lobby.demo import demo_table
from game.scenes.lobby.scene import LobbyScene, store_key

__all__ = ["LobbyScene", "demo_table", "store_key"]
