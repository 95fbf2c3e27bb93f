"""The sentences the Garum table shows: the prompt under the hand, why some lines are closed, what
a line holds and what a worker would score there. Player words only:
seats by name, tanks and lines by their printed numbers."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.ai.garum.hint import line_words
from game.i18n import N_, _, ngettext
from game.rules.garum import BonusScored, GarumState, WorkerScored, line_id, line_name
from game.rules.garum.data import WILD
from game.scenes.garum.coming import waiting
from game.scenes.widgets.flights import points_words

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

LEVEL_WORDS = (N_("tuna"), N_("mackerel"), N_("squid"), N_("crab"), N_("Troia"), N_("Baelo Claudia"))
"""The species and board names the level files hold (``levels/garum/board.toml``), for the catalog."""


HAND_HINT = N_("Wheel, R or shoulder buttons turn the tile · click a lit slot to place it")


def hand_foot(state: GarumState, colour: int, placing: bool) -> str:
    """Under the hand: how to turn and place a tile while the human places one; otherwise how many
    tiles are left to draw (shown nowhere else), which tells a newcomer when the hand runs down."""
    if placing:
        return _(HAND_HINT)
    left = len(state.piles[colour])
    if not left:
        return _("No tiles left to draw: these are the last.")
    return ngettext(
        "A tile is drawn after each one placed: {n} tile left to draw.",
        "A tile is drawn after each one placed: {n} tiles left to draw.",
        left,
    ).format(n=left)


def named(word: str) -> str:
    """A species or board name from the level files in the player's language."""
    return _(word)


def prompt(scene: GarumScene) -> str:
    """What the table waits for, addressed to the human to move."""
    state = scene.state
    if state.is_over() or scene.shown.winners:
        return _("Final scoring: every worker scores its line.")
    movers = scene.humans_to_move()
    if not movers:
        return waiting(scene) if scene.human_seats() else _("Bots are playing…")
    name = scene.setup.seats[movers[0]].name
    if state.phase == "tank":
        return _("{player}: as Emperor, choose an unfilled tank for this round.").format(player=name)
    if state.phase == "dummy":
        return _("{player}: turn the neutral tile (wheel or R), then click its slot.").format(player=name)
    if state.phase == "tile":
        return _("{player}: place a tile in tank {tank}.").format(player=name, tank=state.tank)
    text = _("{player}: place a worker on a lit line through tank {tank}, or none.")
    return text.format(player=name, tank=state.tank)


def closed_zones(state: GarumState) -> str:
    """Why some lines through the tank are not lit: the zone's last unfilled tank (said in the words
    lane under the board, beside the crossed-out spaces, while a human places a worker)."""
    notes: list[str] = []
    if state.tank is None:
        return ""
    for zone in state.board.zones[state.tank]:
        if all(t in state.used for t in state.board.zone_tanks[zone]):
            first = (zone % 4) * 4 + 1
            note = (
                _("No worker on rows {first}–{last}: tank {tank} is the last unfilled tank of that zone.")
                if zone < 4
                else _(
                    "No worker on columns {first}–{last}: tank {tank} is the last unfilled tank of that zone."
                )
            )
            notes.append(note.format(first=first, last=first + 3, tank=state.tank))
    return " ".join(notes)


def line_title(line: int) -> str:
    axis, index = line_name(line)
    words = {"row": N_("Row {number}"), "column": N_("Column {number}")}
    return _(words.get(axis, axis.capitalize() + " {number}")).format(number=index + 1)


def worker_words(owner: str, species: str, event: WorkerScored) -> str:
    """Final scoring of one worker, for the banner and the log: whose worker, which line, how many
    fish of its species, the points."""
    where = line_words(line_id(event.axis, event.index))  # mid-sentence: "on row 5"
    points = points_words(event.points)
    if event.foreman:
        words = _("{player}'s foreman on {line}: {count} × {species}, {points} (double)")
    else:
        words = _("{player}'s apprentice on {line}: {count} × {species}, {points}")
    return words.format(player=owner, line=where, count=event.count, species=named(species), points=points)


def worker_note(state: GarumState, line: int, colour: int) -> str:
    """What a worker of ``colour`` on ``line`` would score now, as apprentice and as foreman."""
    n = state.counts[line][colour]
    apprentice = state.board.points(n, False, state.data.foreman_factor)
    foreman = state.board.points(n, True, state.data.foreman_factor)
    species = named(state.data.species[colour])
    text = _("A {species} worker here now: apprentice {apprentice}, foreman {foreman}")
    return text.format(species=species, apprentice=f"{apprentice:+d}", foreman=f"{foreman:+d}")


def bonus_words(event: BonusScored, owner: str, icon: int | None, species: Sequence[str]) -> str:
    """A bonus's banner: the icon the tile covered (``icon``: a species index, ``WILD``; None for a
    bonus without an icon) and the points, ``owner`` naming who scored."""
    points = points_words(event.points)
    if icon is None:
        words = _("{player} scores {points} bonus on tank {tank}")
        return words.format(player=owner, points=points, tank=event.tank)
    if icon == WILD:
        words = _("{player}'s tile covers the wild icon on tank {tank}: {points}")
        return words.format(player=owner, tank=event.tank, points=points)
    words = _("{player}'s tile covers the {species} icon on tank {tank} with a {species}: {points}")
    return words.format(player=owner, species=named(species[icon]), tank=event.tank, points=points)
