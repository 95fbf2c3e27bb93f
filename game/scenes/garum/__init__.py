"""The Garum table screen, one module per job: ``scene`` ties ``layout``, ``input``, ``present``
(with ``shown``), ``view`` and ``words`` together."""

from game.scenes.garum.scene import GarumScene
from game.scenes.garum.shown import Shown

__all__ = ["GarumScene", "Shown"]
