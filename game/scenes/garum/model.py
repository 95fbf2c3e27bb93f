"""What the Garum table's widgets may read: the lagging shown state and the UI state (hover, peeking,
hints, the picked tile and its turn, the worker kind, the words of the moment), as frozen values
built once a frame by ``of``.

``of`` is the one place that asks the scene's parts (the presenter's shown copy and coin, the
input's pointer and choices, the hint desk, the banner, the refusal) what to show; the widgets read
only the model and compare their slice of it to know when to repaint.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from typing import TYPE_CHECKING

from game.engine import tween
from game.i18n import N_, _
from game.rules.garum import UNKNOWN, ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy
from game.rules.garum.data import SIZE
from game.scenes.garum.coming import coming
from game.scenes.garum.looks import (
    CLOSED,
    OPEN,
    ControlsLook,
    DummyLook,
    Ghost,
    HandLook,
    HintMark,
    LineLook,
    LineTip,
    SeatRow,
    TankLook,
    Turn,
)
from game.scenes.garum.present import COIN_FLIP
from game.scenes.garum.words import closed_zones, hand_foot, line_title, named, prompt, worker_note
from game.scenes.table import lane, privacy
from game.scenes.table.breakdown import Breakdown
from game.scenes.widgets import garum_fish
from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.garum_workers import by_line

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene


@dataclasses.dataclass(frozen=True)
class GarumModel:
    tanks: tuple[TankLook, ...]  # in ``board.tanks`` order
    current: int | None  # the round's tank (its number tab lit)
    lines: tuple[LineLook, ...]
    scoring_band: int | None  # the line being scored, its cells lit
    hover_band: int | None  # an open line under the pointer
    header: tuple[str, str, str]  # title, start player and variants, the Priest's coming coins
    coin: tuple[int, float] | None  # the round's tank and the coin's width while it flips
    seats: tuple[SeatRow, ...]
    hand: HandLook | None
    dummy: DummyLook | None
    controls: ControlsLook
    hint_button: tuple[bool, bool]  # shown, thinking
    words: lane.Words
    log: str
    breakdown: Breakdown | None
    hint: HintMark | None
    tip: LineTip | None
    turn: Turn | None  # None: no human may act now
    hand_seat: int | None  # the seat whose tiles a press on the hand picks
    clock: float


def of(scene: GarumScene) -> GarumModel:
    """The model of ``scene`` now."""
    state, shown, grid = scene.state, scene.shown, scene.layout.grid
    movers = [] if scene.presenting() else scene.humans_to_move()
    turn = _turn(scene, movers[0]) if movers else None
    tanks = tuple(_tank(scene, tank, turn) for tank in grid.board.tanks)
    hover = scene.input.hover_pos
    hover_line = grid.line_at(hover) if hover is not None else None
    lines = _lines(scene, turn)
    open_hover = hover_line if hover_line is not None and lines[hover_line].mark == OPEN else None
    hand = _hand(scene)
    return GarumModel(
        tanks=tanks,
        current=shown.tank,
        lines=lines,
        scoring_band=shown.scoring[0] if shown.scoring is not None else None,
        hover_band=open_hover,
        header=_header(scene),
        coin=_coin(scene),
        seats=tuple(_seat(scene, seat) for seat in range(state.players)),
        hand=hand,
        dummy=_dummy(scene),
        controls=_controls(scene),
        hint_button=(any(scene.hints.may_ask(seat) for seat in movers), scene.hints.thinking(None)),
        words=_words(scene),
        log=scene.log.latest,
        breakdown=scene.breakdown.shown,
        hint=_hint(scene),
        tip=_tip(scene, hover, hover_line),
        turn=turn,
        hand_seat=scene.hand_seat() if hand is not None else None,
        clock=scene.clock,
    )


def _turn(scene: GarumScene, seat: int) -> Turn:
    state, choices = scene.state, scene.choices
    colour = state.colour_to_move()
    left = state.left[colour] if colour is not None else (0, 0)
    tile = scene.selected_tile(seat) if scene.hand_face_up(seat) else None
    foreman = choices.foreman.get(seat, False)
    return Turn(seat, state.phase, state.tank, tile, choices.turn(seat), foreman, (left[0], left[1]))


def _tank(scene: GarumScene, tank: int, turn: Turn | None) -> TankLook:
    state, shown = scene.state, scene.shown
    tiles = tuple(shown.fills[tank])
    ringed = tank == shown.tank and shown.scoring is None
    if turn is None or tank != state.tank and turn.phase != "tank":
        return TankLook(tiles, ringed)
    if turn.phase == "tank":
        return TankLook(tiles, ringed, choice=tank not in state.used)
    if turn.phase == "dummy" and state.dummy_tile is not None:
        (slot,) = state.free_slots()
        fish = state.data.tiles[state.dummy_tile].turned(turn.turn)
        return TankLook(tiles, ringed, ghost=Ghost(slot, fish, state.dummy, DUMMY_GHOST_ALPHA))
    if turn.phase != "tile":
        return TankLook(tiles, ringed)
    slots = tuple(sorted(scene.legal_slots(turn.seat)))
    hover = scene.input.hover_pos
    at = scene.layout.grid.slot_at(hover) if hover is not None else None
    ghost = None
    if at is not None and at[0] == tank and at[1] in slots and turn.tile is not None:
        fish = state.data.tiles[turn.tile].turned(turn.turn)
        ghost = Ghost(at[1], fish, scene.hand_colour(turn.seat), GHOST_ALPHA)
    return TankLook(tiles, ringed, slots=slots, ghost=ghost)


DUMMY_GHOST_ALPHA = 190
"""The dummy's tile over its slot while the start player turns it."""
GHOST_ALPHA = 215
"""A hand tile over a lit slot."""


def _lines(scene: GarumScene, turn: Turn | None) -> tuple[LineLook, ...]:
    state, shown = scene.state, scene.shown
    marks: tuple[tuple[int, str], ...] = ()
    if turn is not None and turn.phase == "worker" and state.tank is not None:
        legal = scene.legal_lines(turn.seat)
        marks = tuple(
            (line, OPEN if line in legal else CLOSED) for line in state.board.tank_lines(state.tank)
        )
    scoring = shown.scoring[:2] if shown.scoring is not None else None
    return _line_looks(tuple(shown.workers), marks, scoring)


@functools.lru_cache(maxsize=4)
def _line_looks(
    workers: tuple[tuple[int, int, bool], ...],
    marks: tuple[tuple[int, str], ...],
    scoring: tuple[int, int] | None,
) -> tuple[LineLook, ...]:
    """Each line's look, kept while nothing on it changes (the same looks: nothing to compare)."""
    pieces, lit = by_line(list(workers)), dict(marks)
    scored = {scoring[0]: scoring[1]} if scoring is not None else {}
    return tuple(LineLook(pieces.get(line, ()), lit.get(line), scored.get(line)) for line in range(2 * SIZE))


def _header(scene: GarumScene) -> tuple[str, str, str]:
    """The round's title, the start player and variants, the Priest's coming coins."""
    state = scene.state
    title = _("{board} · round {n} of {rounds}").format(
        board=named(state.board.title), n=scene.round_number(), rounds=scene.round_count()
    )
    tags = [_(name) for name, on in ((N_("Emperor"), state.emperor), (N_("Priest"), state.priest)) if on]
    starter = state.owner[state.start_colour()]
    start = scene.setup.seats[starter].name if starter is not None and not state.is_over() else ""
    info = _("Start player: {player}").format(player=start) if start else _("Final scoring")
    if tags:
        info += " · " + " + ".join(tags)
    upcoming = ""
    if state.priest and state.coins:
        upcoming = _("Next coins: {coins}").format(coins=" ".join(str(c) for c in state.coins[:8]))
    return title, info, upcoming


def _coin(scene: GarumScene) -> tuple[int, float] | None:
    """The round's tank on the coin, and its width (0–1) while it flips."""
    tank = scene.shown.tank
    if tank is None:
        return None
    since = (scene.clock - scene.presenter.coin_since) * tween.get_speed()
    squash = abs(math.cos(since / COIN_FLIP * 3 * math.pi)) if 0 <= since < COIN_FLIP else 1.0
    return tank, squash


def _seat(scene: GarumScene, seat: int) -> SeatRow:
    """What a seat's row shows — values, so a seat changed in place (a bot taking a vacated seat) is
    seen as a change."""
    state, shown, look = scene.state, scene.shown, scene.layout.seat_look
    active = not scene.presenting() and seat in state.to_move()
    info = scene.setup.seats[seat]
    rows = []
    for colour in state.colours_of(seat):
        placed = [w[2] for w in shown.workers if w[0] == colour]
        kept = [False] * (state.data.apprentices - placed.count(False))
        kept += [True] * (state.data.foremen - placed.count(True))
        rows.append(panels.ColourRow(colour, tuple(kept), len(state.hands[colour])))
    score = sum(shown.bonus[c] + shown.final[c] for c in state.colours_of(seat))
    if active:
        status = _("thinking…") if scene.thinks(seat) else _("to play")
    else:
        status = privacy.look_status(scene, seat)
    ring = look.ring_width(scene.pulse(True)) if active else 0
    colours = tuple(garum_fish.SPECIES_COLOURS[colour] for colour in state.colours_of(seat))
    return SeatRow(info.name, colours, info.initial, tuple(rows), score, ring, seat in shown.winners, status)


def _dummy(scene: GarumScene) -> DummyLook | None:
    """The dummy's tile beside the hand once turned. At a table of bots its panel shows nothing
    else: there the tile shows face down until turned, while its pile holds tiles."""
    state = scene.state
    if state.dummy is None:
        return None
    if scene.shown.dummy_tile is None:
        alone = not scene.human_seats() and state.piles[state.dummy]
        return DummyLook(None, state.dummy, False) if alone else None
    seat = state.to_move()[0] if state.phase == "dummy" else None
    turning = seat is not None and seat in scene.humans_to_move()
    turn = scene.choices.turn(seat) if seat is not None and turning else 0
    return DummyLook(state.data.tiles[scene.shown.dummy_tile].turned(turn), state.dummy, turning)


def _hand(scene: GarumScene) -> HandLook | None:
    """The hand shown (None when no human plays): the turning hint at its foot only while its seat
    places its own tile."""
    if not scene.human_seats():
        return None
    state = scene.state
    seat = scene.hand_seat()
    colour = scene.hand_colour(seat)
    hand = state.hands[colour]
    face_up = scene.hand_face_up(seat)
    label = (
        _("{player}'s tiles ({species})")
        if face_up
        else _("{player}'s tiles ({species}), hidden: {peek} to look")
    )
    species, peek = named(state.data.species[colour]), scene.peek_words(seat)
    label = label.format(player=scene.setup.seats[seat].name, species=species, peek=peek)
    selected = min(scene.choices.selected.get(seat, 0), max(len(hand) - 1, 0))
    turn = scene.choices.turn(seat)
    tiles = []
    for index, tile in enumerate(hand):
        fish = None
        if face_up and tile != UNKNOWN:
            fish = state.data.tiles[tile].turned(turn if index == selected else 0)
        tiles.append((fish, index == selected and state.phase != "dummy"))  # then the dummy's is ringed
    placing = state.phase == "tile" and seat in scene.humans_to_move()  # its own tile, not a bot's
    undo = face_up and scene.can_undo(seat)  # the tile just placed may come back: Undo
    return HandLook(seat, colour, label, tuple(tiles), hand_foot(state, colour, placing), undo, face_up)


def _controls(scene: GarumScene) -> ControlsLook:
    """The prompt, and the worker buttons while the human to move places a worker, else what comes
    next (no empty frame while no buttons show)."""
    state = scene.state
    movers = scene.humans_to_move()
    buttons: tuple[tuple[str, str, bool], ...] = ()
    if movers and state.phase == "worker" and not scene.presenting():
        colour = state.colour_to_move()
        apprentices, foremen = state.left[colour] if colour is not None else (0, 0)
        foreman = scene.choices.foreman.get(movers[0], False)
        labels = {
            "apprentice": _("Apprentice ({n} left)").format(n=apprentices),
            "foreman": _("Foreman ({n} left)").format(n=foremen),
            "none": _("No worker"),
        }
        keys = scene.layout.buttons
        buttons = tuple((key, labels[key], (key == "foreman") == foreman and key != "none") for key in keys)
    return ControlsLook(prompt(scene), buttons, "" if buttons else coming(scene))


def _words(scene: GarumScene) -> lane.Words:
    """The lane's sentence: a refusal, else a hint's reason, else why some worker spaces are crossed
    out (while a human places a worker), else what just happened, else nothing (the lane then shows
    the log's latest line)."""
    notice = scene.shown_notice()
    if notice:
        return lane.Words(notice, lane.REFUSAL)
    hinted = scene.hints.current()
    if hinted is not None:
        return lane.Words(hinted.hint.reason, lane.HINT)
    state = scene.state
    if state.phase == "worker" and not scene.presenting() and scene.humans_to_move():
        closed = closed_zones(state)
        if closed:
            return lane.Words(closed, lane.TIP)
    banner = scene.banner.showing
    if banner and scene.results_since is None:
        return lane.Words(banner, lane.BANNER)
    return lane.Words()


def _hint(scene: GarumScene) -> HintMark | None:
    """The hinted move on the table: the suggested tile as a ghost in its slot, the worker's space,
    the tank to open, the neutral tile's slot or the No worker button, ringed."""
    shown = scene.hints.current()
    if shown is None:
        return None
    lay, state = scene.layout, scene.state
    grid, action = lay.grid, shown.hint.action
    if isinstance(action, PlaceTile) and state.tank is not None:
        target = grid.slot_rect(state.tank, action.slot)
        fish = state.data.tiles[action.tile].turned(action.rotation)
        return HintMark(target, (fish, target.center, scene.hand_colour(shown.seat)))
    if isinstance(action, PlaceWorker):
        return HintMark(grid.space_rect(action.line))
    if isinstance(action, ChooseTank):
        return HintMark(grid.tank_rect(action.tank))
    if isinstance(action, TurnDummy) and state.tank is not None:
        (slot,) = state.free_slots()
        return HintMark(grid.slot_rect(state.tank, slot))
    if isinstance(action, NoWorker):
        return HintMark(lay.buttons["none"])
    return None


def _tip(scene: GarumScene, hover: tuple[int, int] | None, line: int | None) -> LineTip | None:
    """The line tooltip while the pointer is on a worker space."""
    if hover is None or line is None or not scene.hover_tips():
        return None
    colours = scene.viewer_colours()
    note = worker_note(scene.state, line, colours[0]) if colours else ""
    return LineTip(hover, line_title(line), tuple(scene.state.counts[line]), note)
