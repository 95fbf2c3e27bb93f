"""The shared turn-based table (Bingo, Fishing, Garum): the scene base, the presenter base, and
what every table shows (results, log, banners, tooltip), the view base and the
layout arithmetic of seats around a table."""

from game.scenes.table.driving import AUTOPLAY_RESULTS_S
from game.scenes.table.present import Presenter
from game.scenes.table.scene import TableScene
from game.scenes.table.view import TableView

__all__ = ["AUTOPLAY_RESULTS_S", "Presenter", "TableScene", "TableView"]
