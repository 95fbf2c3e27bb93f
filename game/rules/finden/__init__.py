"""5er Finden rules: the classic race, the puzzle game and its solo form, over one set of rules.

Modules, each with one job: ``dice`` (symbols, rolls), ``board`` (a board, judging an outline),
``levels`` (board and value files, the board generator), ``scoring`` (classic verdicts, rankings),
``sheet`` (a puzzle sheet and its quarter), ``actions`` / ``events``, ``classic`` (the stepped
real-time game and its spec), ``timing`` (its steps, auto-timer and sand timer), ``puzzle``
(puzzle and solo games and their spec), ``high_scores`` (solo tables: proof, rank), ``daily``
(the daily challenge) and ``spec`` (the menu entry).
"""

from game.rules.finden.actions import CrossOut, Draw, Erase, Flip, GiveUp, Hint, Phase, Submit
from game.rules.finden.board import BOARD_SIZE, Board, Judgement, Outline, is_pentomino, judge, used_mask
from game.rules.finden.classic import CLASSIC, ClassicGame, ClassicOptions
from game.rules.finden.dice import (
    SYMBOL_COLOURS,
    SYMBOL_INDEX,
    SYMBOL_NAMES,
    SYMBOLS,
    Roll,
    dice_key,
    dice_results,
)
from game.rules.finden.events import (
    Circled,
    CrossedOut,
    Erased,
    GameOver,
    HintShown,
    OutlineDrawn,
    OutlineErased,
    RoundOver,
    RoundStarted,
    SandTick,
    TimeMarked,
    TimerStarted,
)
from game.rules.finden.puzzle import PUZZLE, PuzzleGame, new_solo
from game.rules.finden.scoring import COUNTED_OUTLINES, RoundScore, ScoredOutline, Verdict, score_round
from game.rules.finden.sheet import PUZZLE_ROUNDS, Mark, PuzzleSheet, PuzzleVerdict, Quarter
from game.rules.finden.spec import MODES, SPEC, new_game

__all__ = [
    "BOARD_SIZE",
    "CLASSIC",
    "COUNTED_OUTLINES",
    "MODES",
    "PUZZLE",
    "PUZZLE_ROUNDS",
    "SPEC",
    "SYMBOLS",
    "SYMBOL_COLOURS",
    "SYMBOL_INDEX",
    "SYMBOL_NAMES",
    "Board",
    "Circled",
    "ClassicGame",
    "ClassicOptions",
    "CrossOut",
    "CrossedOut",
    "Draw",
    "Erase",
    "Erased",
    "Flip",
    "GameOver",
    "GiveUp",
    "Hint",
    "HintShown",
    "Judgement",
    "Mark",
    "Outline",
    "OutlineDrawn",
    "OutlineErased",
    "Phase",
    "PuzzleGame",
    "PuzzleSheet",
    "PuzzleVerdict",
    "Quarter",
    "Roll",
    "RoundOver",
    "RoundScore",
    "RoundStarted",
    "SandTick",
    "ScoredOutline",
    "Submit",
    "TimeMarked",
    "TimerStarted",
    "Verdict",
    "dice_key",
    "dice_results",
    "is_pentomino",
    "judge",
    "new_game",
    "new_solo",
    "score_round",
    "used_mask",
]
