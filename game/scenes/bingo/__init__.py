"""The Trick-Taking Bingo screen: ``scene`` ties ``layout``, ``input``, ``present``, ``view`` and
``shown`` (what the table currently shows)."""

from game.scenes.bingo.scene import BingoScene

__all__ = ["BingoScene"]
