"""A table game saved and resumed: its autosave (setup + record), where a saved game stands in its
status line's words, and the round the status line counts.

``TableScene`` mixes it in; a game's scene says ``round_of`` and ``rounds_of`` for its state."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Self

from game.engine.recent import SavedGame
from game.engine.seats import TableSetup
from game.i18n import _
from game.rules.base import TurnState
from game.scenes.table.hint import uses_of, with_uses
from game.scenes.table.log_replay import replayed_lines
from game.scenes.table.members import TableMembers

if TYPE_CHECKING:
    from game.services import AppServices


class SavedTable(TableMembers):
    """Saving and resuming (what it reads and calls of its scene: ``TableMembers``)."""

    @classmethod
    def resume(cls, app: AppServices, saved: SavedGame) -> Self:
        """Rebuild a game from its autosave (setup + record); ``ValueError`` if it is not one."""
        setup = TableSetup.from_json(saved["setup"])
        scene = cls(app, setup, cls.saved_state(saved))  # type: ignore[call-arg]  # the scene's constructor
        scene.log.lines = replayed_lines(cls, app, setup, scene.state)
        if scene.last_trick is not None:
            scene.last_trick.memory.replay(type(scene.state), saved["record"])
        scene.hints.uses = uses_of(saved["record"])
        return scene

    @classmethod
    def saved_state(cls, saved: SavedGame) -> TurnState:
        """The rules state an autosave (setup + record) describes, replayed."""
        setup = TableSetup.from_json(saved["setup"])
        fresh: TurnState = cls.rules_module.new_game(len(setup.seats), seed=setup.seed, **setup.options)
        return type(fresh).from_record(saved["record"])

    @classmethod
    def progress(cls, saved: SavedGame) -> str:
        """Where a saved game stands, in the words of its status line ("Round 3 of 8")."""
        state = cls.saved_state(saved)
        return cls.round_words(cls.round_of(state), cls.rounds_of(state))

    @staticmethod
    def round_words(number: int, count: int) -> str:
        return _("Round {n} of {rounds}").format(n=number, rounds=count)

    @classmethod
    def round_of(cls, state: Any) -> int:
        """The round (Bingo's trick) ``state`` is in, from 1."""
        raise NotImplementedError

    @classmethod
    def rounds_of(cls, state: Any) -> int:
        """How many rounds (Bingo: tricks) the game of ``state`` has."""
        raise NotImplementedError

    def save_data(self) -> SavedGame:
        """The game as its autosave, kept record and ``--record`` file: setup and record."""
        record = self.kept_record.of(self.state)  # the actions since the last save written, not all
        return {"setup": self.setup.to_json(), "record": with_uses(record, self.hints.uses)}

    def autosave(self) -> None:
        """Save the game in progress. A finished game's save stays until ``_drive`` keeps the game
        and removes it in one step: removed here first, a kill in between would lose the game."""
        if not self.watching and not self.state.is_over():
            self.app.storage.save_autosave(self.key, self.save_data())

    def round_count(self) -> int:
        """How many rounds the status line counts (Bingo's: tricks); a replay's bar says the same."""
        return self.rounds_of(self.state)

    def round_number(self) -> int:
        """The round (Bingo's trick) the status line shows now, from the shown state: the table
        and a replay's bar say the same number."""
        return self.round_of(self.shown)
