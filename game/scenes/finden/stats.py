"""5er Finden's own statistics: the race's shapes per round and fastest shape, the puzzle's games
(its kit names ``STATS``; ``stats.book`` tallies them)."""

from __future__ import annotations

from game.i18n import N_
from game.rules.finden.actions import Draw
from game.rules.finden.classic import ClassicGame
from game.rules.finden.puzzle import PUZZLE
from game.rules.finden.scoring import Verdict
from game.rules.finden.spec import SPEC
from game.stats.book import Figures, GameStats, of_games


def read(game: ClassicGame) -> list[Figures]:
    """Shapes that counted, over the rounds; the fastest counted shape in seconds from the start
    of its round's search (absent when none counted)."""
    per_second = game.options.steps_per_second
    drawn: dict[tuple[int, int, tuple[int, ...]], int] = {}
    for round_, step, seat, action in game.history:
        if isinstance(action, Draw):
            drawn.setdefault((round_, seat, tuple(action.cells)), step)
    out: list[Figures] = []
    for seat in range(game.players):
        shapes, fastest = 0, None
        found: int | None
        for round_, scores in enumerate(game.results, 1):
            for outline in scores[seat].outlines:
                if outline.verdict is Verdict.COUNTS:
                    shapes += 1
                    found = drawn.get((round_, seat, tuple(outline.cells)))
                    if found is not None:
                        fastest = found if fastest is None else min(fastest, found)
        figures = {"shapes": float(shapes), "rounds": float(len(game.results))}
        if fastest is not None:
            figures["fastest"] = round(fastest / per_second, 2)
        out.append(figures)
    return out


def winners(game: ClassicGame) -> tuple[int, ...]:
    return tuple(game.ranking().winners)


FIGURES = (
    ("shapes_per_round", N_("Shapes per round"), "shapes", "rounds"),
    ("fastest", N_("Fastest shape (s)"), "fastest", "min"),
)
STATS = (
    GameStats(
        SPEC.key,
        SPEC.short or SPEC.title,
        FIGURES,
        of_games(ClassicGame, read),
        of_games(ClassicGame, winners),
    ),
    GameStats(PUZZLE.key, PUZZLE.short or PUZZLE.title),
)
