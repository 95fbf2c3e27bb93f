"""A hint for a person at the Garum table: the heuristic's move and one line saying why.

``hint(view, seat)`` reads only the seat's view (hidden tiles and coins play no part), answers at
once (no search, so a hint never holds a frame) and names lines, species and colours as players
see them ("row 5", "tuna", "red"), never seats or indices. Tables ask for ``HINT`` (the game's
kit names it): the hard bot chooses on a hint's budget, ``reason`` says why.

``reason`` explains the hard bot's move, which need not be the heuristic's: every sentence is a
fact about the move checked before it is said (the fish it lays, the icon it covers, the workers
on its lines) or the hard bot's own calibrated outlook (``garum_leaf``), and when nothing true and
more telling is at hand, what the bot did: played the round out and found this move best.
"""

from __future__ import annotations

from game.ai.garum.bot import make_bot
from game.ai.garum.fast import FastGarum, pictures
from game.ai.garum.heuristic import Judge, best
from game.ai.garum.leaf import LeafOutlook
from game.ai.hints import SearchHint, Wording
from game.i18n import N_, _
from game.rules.base import Action, TurnState
from game.rules.garum.data import SIZE, WILD
from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy
from game.rules.garum.state import GarumState

LOOKED_AHEAD = N_("Played out to the end of the round, this move did best for you.")
"""What the hard bot did, when no fact about the move says more (it searches a round ahead)."""


def line_words(line: int) -> str:
    if line < SIZE:
        return _("row {number}").format(number=line + 1)
    return _("column {number}").format(number=line - SIZE + 1)


def level_word(word: str) -> str:
    """A species or colour name from the level files in the player's language: the catalog holds
    them (``scenes/garum/words.LEVEL_WORDS``, ``scenes/table/words.CARD_COLOURS``)."""
    return _(word)


def hint(view: GarumState, seat: int) -> tuple[Action, str]:
    """The heuristic's action for ``seat`` and a reason in player words (at once, no search)."""
    state = FastGarum.from_state(view)
    actions = state.legal_actions(seat)
    judge = Judge(state, seat)
    action = best(actions, judge.scores(actions)) if len(actions) > 1 else actions[0]
    return action, _reason(judge, action)


def reason(view: GarumState, seat: int, action: Action) -> str:
    """Why ``action`` (the hard bot's choice, say) is good for ``seat``, told from its view and
    valued as the hard bot values lines and kept workers (``LeafOutlook``)."""
    state = FastGarum.from_state(view)
    return _reason(Judge(state, seat, LeafOutlook), action)


def worded_reason(view: TurnState, seat: int, action: Action, say: Wording) -> str:
    """``reason``: it names lines, species and colours, never cards, so it needs no card words."""
    if not isinstance(view, GarumState):
        raise TypeError(f"a Garum hint is given {type(view).__name__}")
    return reason(view, seat, action)


HINT = SearchHint(make_bot, worded_reason, budget="moves")


def _reason(judge: Judge, action: Action) -> str:
    if len(judge.state.legal_actions(judge.seat)) == 1:
        return _("The only move.")
    if isinstance(action, PlaceTile):
        return _tile_reason(judge, action)
    if isinstance(action, PlaceWorker):
        return _worker_reason(judge, action)
    if isinstance(action, NoWorker):
        return _hold_reason(judge)
    if isinstance(action, ChooseTank):
        if _tank_is_best(judge, action.tank):
            return _("Open tank {tank}: it is where your workers' lines gain most.").format(tank=action.tank)
        return _(LOOKED_AHEAD)
    if isinstance(action, TurnDummy):
        own, rival = _dummy_feeds(judge, action)
        if own and not rival:
            return _("Turn the neutral tile so its fish help your lines, not your rivals'.")
        turns = [turn for turn in judge.state.legal_actions(judge.seat) if isinstance(turn, TurnDummy)]
        feeds = [_dummy_feeds(judge, turn) for turn in turns]
        if not any(own or rival for own, rival in feeds):
            return _("The neutral tile feeds no worker's line whichever way it is turned.")
        if rival == min(r for _own, r in feeds) < max(r for _own, r in feeds):
            return _("Turn the neutral tile so it feeds your rivals' lines as little as it can.")
        return _(LOOKED_AHEAD)
    return _("The only move.")


def own_colours(judge: Judge) -> set[int]:
    """The colours the hint's seat plays (two each at a two-player table)."""
    return {c for c, owner in enumerate(judge.state.owner) if owner == judge.seat}


def _tank_is_best(judge: Judge, tank: int) -> bool:
    """True when our workers' lines run through ``tank`` (a foreman's twice), more than or as
    much as through any other tank the Emperor may open."""
    state, own = judge.state, own_colours(judge)

    def gain(t: int) -> int:
        lines = state.board.tank_lines(t)
        return sum(2 if f else 1 for c, ln, f in state.workers if c in own and ln in lines)

    choices = [a.tank for a in state.legal_actions(judge.seat) if isinstance(a, ChooseTank)]
    return gain(tank) > 0 and gain(tank) >= max(gain(t) for t in choices)


def _dummy_feeds(judge: Judge, action: TurnDummy) -> tuple[int, int]:
    """Fish the dummy's tile, turned so, lays on our workers' lines of their species, and on
    rivals' lines of theirs."""
    state, own = judge.state, own_colours(judge)
    fish = pictures()[state.dummy_tile][action.rotation]
    cells = list(zip(state.tables.cell_lines[state.tank, state.free[0]], fish, strict=True))
    ours = rivals = 0
    for c, line, _foreman in state.workers:
        fed = sum(1 for pair, kind in cells if kind == c and line in pair)
        if c in own:
            ours += fed
        elif state.owner[c] is not None:
            rivals += fed
    return ours, rivals


def _hold_reason(judge: Judge) -> str:
    """Keeping the workers: true as said when no line of this tank beats a kept worker in the hard
    bot's outlook; otherwise the best line's worth, and that playing on favoured keeping."""
    state, colour = judge.state, judge.colour
    options = [a for a in state.legal_actions(judge.seat) if isinstance(a, PlaceWorker)]
    gains = [judge.worker_gain(colour, a.line, a.foreman) for a in options]
    if max(gains) <= 0:
        return _("Keep your workers: no line through this tank promises more than a later one.")
    top = options[gains.index(max(gains))]
    points = judge.outlook.worker(colour, top.line, top.foreman, _new(judge, top.line))
    words = _(
        "Keep your workers: {line} promises about {points} points, "
        "but played out to the end of the round, keeping them did better."
    )
    return words.format(line=line_words(top.line), points=round(points))


def _new(judge: Judge, line: int) -> int:
    """1 when a worker there would be the colour's first on that line (its zone share changes)."""
    return int(all(not (c == judge.colour and ln == line) for c, ln, _f in judge.state.workers))


def _tile_reason(judge: Judge, action: PlaceTile) -> str:
    state, colour = judge.state, judge.colour
    data = state.data
    species = level_word(data.species[colour])
    fish = pictures()[action.tile][action.rotation]
    cells = list(zip(state.tables.cell_lines[state.tank, action.slot], fish, strict=True))
    icon = state.board.bonus.get((state.tank, action.slot))
    if icon is not None and icon[1] != WILD and fish[icon[0]] == icon[1]:
        return _("Covers the {species} icon: +{points} now.").format(
            species=level_word(data.species[icon[1]]), points=data.species_points
        )
    mine: dict[int, bool] = {}  # our lines, True where a foreman works (with or without an apprentice)
    for c, line, foreman in state.workers:
        if c == colour:
            mine[line] = mine.get(line, False) or foreman
    fed: dict[int, int] = {}
    for (row, column), kind in cells:
        for line in (row, column):
            if kind == colour and line in mine:
                fed[line] = fed.get(line, 0) + 1
    if fed:
        line = max(fed, key=lambda ln: (fed[ln], mine[ln]))
        if mine[line]:
            text = _("Puts {count} {species} on {line}, where your foreman works.")
        else:
            text = _("Puts {count} {species} on {line}, where your apprentice works.")
        return text.format(count=fed[line], species=species, line=line_words(line))
    if icon is not None and icon[1] == WILD:
        return _("Fills a bonus space: +{points} now.").format(points=data.wild_points)
    rivals = [
        (c, line)
        for c, line, _worker in state.workers
        if judge.weight[c] < 0 and _starves(cells, line, c)
    ]
    if rivals:
        c, line = rivals[0]
        words = _("Fills {line} with fish your rival's {species} worker there cannot use.")
        return words.format(line=line_words(line), species=level_word(data.species[c]))
    open_lines = set(state.open_lines()) if any(state.left[colour]) else set()
    own = sum(1 for pair, kind in cells if kind == colour and open_lines.intersection(pair))
    if not own:
        return _(LOOKED_AHEAD)
    return _("Lays {count} {species} where a worker can still build a line.").format(
        count=own, species=species
    )


def _starves(cells: list, line: int, colour: int) -> bool:
    """The tile lays fish on ``line``, none of them ``colour``'s species."""
    kinds = [kind for pair, kind in cells if line in pair]
    return bool(kinds) and colour not in kinds


def _worker_reason(judge: Judge, action: PlaceWorker) -> str:
    state, colour = judge.state, judge.colour
    new = _new(judge, action.line)
    mean, _spread = judge.outlook.line(colour, action.line, new)
    now = state.counts[action.line * 4 + colour]
    mean = now + getattr(judge.outlook, "factor", 1.0) * (mean - now)  # as the hard bot expects
    points = judge.outlook.worker(colour, action.line, action.foreman, new)
    if action.foreman:
        text = _("Foreman on {line}: about {fish} {species} expected there, worth about {points} points.")
    else:
        text = _("Apprentice on {line}: about {fish} {species} expected there, worth about {points} points.")
    return text.format(
        line=line_words(action.line),
        fish=f"{mean:.0f}",
        species=level_word(state.data.species[colour]),
        points=round(points),  # an int: never "-0"
    )
