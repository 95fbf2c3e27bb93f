"""The 5er Finden menu entry opens one of two tables, chosen by the lobby's Mode option; a saved
game resumes at the table it was saved from."""

from __future__ import annotations

from game.engine.scene import Scene
from game.engine.seats import TableSetup
from game.rules.finden.spec import MODE
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.rounds import saved_round
from game.services import AppServices

TABLES: dict[str, type[ClassicScene] | type[PuzzleScene]] = {"classic": ClassicScene, "puzzle": PuzzleScene}


class FindenTables:
    """Called like a scene class by the app (``scene(app, setup)``; ``scene.resume(app, saved)``)."""

    @staticmethod
    def table(setup: TableSetup) -> type[ClassicScene] | type[PuzzleScene]:
        return TABLES[str(setup.options.get(MODE.key, MODE.default))]

    def __call__(self, app: AppServices, setup: TableSetup) -> Scene:
        return self.table(setup)(app, setup)

    def resume(self, app: AppServices, saved: dict) -> Scene:
        return self.table(TableSetup.from_json(saved["setup"])).resume(app, saved)

    def progress(self, saved: dict) -> str:
        """Where a saved game stands ("Round 2 of 5"), as the table it was saved from says it."""
        mode = TableSetup.from_json(saved["setup"]).options.get(MODE.key, MODE.default)
        return saved_round(str(mode), saved)


FINDEN = FindenTables()
