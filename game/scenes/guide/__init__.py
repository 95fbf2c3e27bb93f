"""The first-game guide: coach marks on the real table that step forward as the player acts.

``coach`` holds the steps and their progress (and remembers, in the settings, which games' guides
were seen); ``marks`` places and draws a step's ring, arrow and speech box beside its target,
where ``spots`` finds the box the place that hides least of what the players read.
Each game lists its steps in ``game/scenes/<game>/guide.py``.
"""

from game.scenes.guide.coach import IDLE, Coach, Guide, Step, begin, forget, replay_guide, seen

__all__ = ["IDLE", "Coach", "Guide", "Step", "begin", "forget", "replay_guide", "seen"]
