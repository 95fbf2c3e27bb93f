"""The lobby every game shares: who sits where, as what, under which name and colour; the options.

``scene`` ties it together; ``layout`` places the cards and buttons; ``card_presses`` routes
presses on the cards to ``seating``, which turns them into seats and keeps the pointer hub in step
with the plan; ``name_field`` types a seat's name; ``look`` draws the words around the seat cards
(``cards``); ``demo`` seats scripted players for benchmarks.
"""

from game.scenes.lobby.demo import demo_table
from game.scenes.lobby.scene import LobbyScene, store_key

__all__ = ["LobbyScene", "demo_table", "store_key"]
