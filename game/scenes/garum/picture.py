"""The Garum table as a composite picture (``engine.layers``): its regions now, each named with
the values it shows, so the retained screen repaints a tank when a tile lands in it, a line when a
worker arrives, a seat row when its score or outline changes — never the whole 4K board.

Everything here reads the scene and builds values (tuples, frozen rows); the painting is in
``view`` and the widgets. A region's args must name everything its paint shows: a value left out
is a region that stays stale (``tests/test_retained_garum.py`` compares with a whole redraw).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game import i18n
from game.engine import draw, tween
from game.engine.layers import Region
from game.i18n import N_, _
from game.rules.garum import UNKNOWN
from game.scenes.garum.coming import coming
from game.scenes.garum.present import COIN_FLIP
from game.scenes.garum.words import hand_foot, named, prompt
from game.scenes.table import privacy
from game.scenes.table.breakdown import draw_breakdown
from game.scenes.table.log import draw_strip
from game.scenes.widgets import garum_fish
from game.scenes.widgets import garum_panels as panels
from game.scenes.widgets.garum_workers import by_line

if TYPE_CHECKING:
    from game.scenes.garum.view import GarumView

DUMMY_GHOST_ALPHA = 190
"""The dummy's tile over its slot while the start player turns it."""


def regions(view: GarumView) -> list[Region]:
    """Every region, bottom to top: the board, its marks, the right column, the log, the
    breakdown (the results are added by the view)."""
    return [*_board(view), *_marks(view), *_column(view), *_extras(view)]


def _board(view: GarumView) -> list[Region]:
    """Placed tiles per tank, the tanks' number tabs, the workers per line: built again only when
    a tile lands, a worker arrives or the round's tank changes (64 regions' geometry per frame
    would cost more than the repainting they save)."""
    scene = view.scene
    grid, shown = scene.layout.grid, scene.shown
    fills = tuple(tuple(slots) for slots in shown.fills.values())
    key = (grid, fills, shown.tank, tuple(shown.workers), i18n.language())  # digits' widths too
    if view.board_regions is not None and view.board_regions[0] == key:
        return view.board_regions[1]
    out = [
        Region(("tiles", tank), grid.tank_rect(tank), grid.draw_tank_tiles, (tank, tuple(slots)))
        for tank, slots in shown.fills.items()
    ]
    out += [
        Region(("tab", tank), grid.tab_rect(tank), grid.draw_tank_tab, (tank, tank == shown.tank))
        for tank in grid.board.tanks
    ]
    for line, pieces in by_line(shown.workers).items():
        workers = grid.workers
        out.append(Region(("workers", line), workers.bounds(line, pieces), workers.draw_line, (line, pieces)))
    view.board_regions = (key, out)
    return out


def _marks(view: GarumView) -> list[Region]:
    """The round's tank, the line being scored, and what the human to move may click."""
    scene, lay = view.scene, view.scene.layout
    grid, shown, state = lay.grid, scene.shown, scene.state
    out = []
    if shown.tank is not None and shown.scoring is None:
        tank = grid.tank_rect(shown.tank)
        out.append(Region("tank ring", lay.tank_ring.bounds(tank), lay.tank_ring.draw, (draw.ACCENT, tank)))
    if shown.scoring is not None:
        line, colour, _count, _points = shown.scoring
        out.append(Region("scoring band", grid.line_rect(line), grid.light_band, (line, 70)))
        lit = (line, garum_fish.SPECIES_COLOURS[colour], 5)
        out.append(Region("scoring space", grid.space_rect(line), grid.light_space, lit))
    movers = scene.humans_to_move() if not scene.presenting() else []
    if not movers:
        return out
    seat = movers[0]
    hover = scene.input.hover_pos
    if state.phase == "tank":
        for tank in state.board.tanks:
            if tank not in state.used:
                rect = grid.tank_rect(tank)
                out.append(Region(("choice", tank), rect, lay.choice_ring.draw, (draw.ACCENT, rect)))
    elif state.phase == "tile":
        slots = tuple(sorted(scene.legal_slots(seat)))
        at = grid.slot_at(hover) if hover else None
        tile = scene.selected_tile(seat)
        ghost = None
        if at and at[0] == state.tank and at[1] in slots and tile is not None and scene.hand_face_up(seat):
            ghost = (at[1], state.data.tiles[tile].turned(scene.choices.turn(seat)), scene.hand_colour(seat))
        out.append(Region("slots", grid.tank_rect(state.tank), view.paint_slots, (state.tank, slots, ghost)))
    elif state.phase == "worker":
        lines = scene.legal_lines(seat)
        for line in state.board.tank_lines(state.tank):
            out.append(
                Region(
                    ("space", line),
                    grid.space_rect(line).inflate(4, 4),
                    view.paint_space,
                    (line, line in lines),
                )
            )
        at = grid.line_at(hover) if hover else None
        if at in lines:
            out.append(Region("hover band", grid.line_rect(at), grid.light_band, (at, 45)))
    elif state.phase == "dummy":
        (slot,) = state.free_slots()
        fish = state.data.tiles[state.dummy_tile].turned(scene.choices.turn(seat))
        rect = grid.slot_rect(state.tank, slot)
        args = (fish, rect.center, state.dummy, DUMMY_GHOST_ALPHA)
        out.append(Region("dummy ghost", rect, grid.draw_tile_at, args))
    return out


def _column(view: GarumView) -> list[Region]:
    """The header and its coin, a row per seat, the hand, the controls."""
    scene, lay = view.scene, view.scene.layout
    state, shown = scene.state, scene.shown
    out = [Region("header", lay.header, view.paint_header, _header(scene))]
    if shown.tank is not None:
        since = (scene.clock - scene.presenter.coin_since) * tween.get_speed()
        squash = abs(math.cos(since / COIN_FLIP * 3 * math.pi)) if 0 <= since < COIN_FLIP else 1.0
        args = (lay.coin_centre, shown.tank, squash, lay.coin_look)
        out.append(Region("coin", panels.coin_rect(lay.coin_centre, lay.coin_look), panels.draw_coin, args))
    for seat in range(state.players):
        args = (lay.seats[seat], lay.seat_look, *_seat(scene, seat))
        out.append(Region(("seat", seat), lay.seats[seat], panels.draw_seat_row, args))
    if lay.hand.h:
        out.append(Region("hand", lay.hand, view.paint_hand, (_dummy(scene), _hand(scene))))
    buttons = _buttons(scene)
    after = "" if buttons else coming(scene)  # no empty frame while no buttons show
    out.append(Region("controls", lay.controls, view.paint_controls, (prompt(scene), buttons, after)))
    return out


def _header(scene) -> tuple[str, str, str]:
    """The round's title, the start player and variants, the Priest's coming coins."""
    state = scene.state
    title = _("{board} · round {n} of {rounds}").format(
        board=named(state.board.title), n=scene.round_number(), rounds=scene.round_count()
    )
    tags = [_(name) for name, on in ((N_("Emperor"), state.emperor), (N_("Priest"), state.priest)) if on]
    start = scene.setup.seats[state.owner[state.start_colour()]].name if not state.is_over() else ""
    info = _("Start player: {player}").format(player=start) if start else _("Final scoring")
    if tags:
        info += " · " + " + ".join(tags)
    upcoming = ""
    if state.priest and state.coins:
        upcoming = _("Next coins: {coins}").format(coins=" ".join(str(c) for c in state.coins[:8]))
    return title, info, upcoming


def _seat(scene, seat: int) -> tuple:
    """What a seat's row shows: (name, its colours, initial, colour rows, score, outline width, winner,
    status) — values, so a seat changed in place (a bot taking a vacated seat) is seen as a change."""
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
    return info.name, colours, info.initial, tuple(rows), score, ring, seat in shown.winners, status


def _dummy(scene) -> tuple | None:
    """The dummy's tile beside the hand (fish as turned, its colour, whether a human turns it now:
    then it is the tile ringed) once turned. At a table of bots its panel shows nothing else:
    there the tile shows face down (fish None) until turned, while its pile holds tiles. None when
    there is nothing to show."""
    state = scene.state
    if scene.shown.dummy_tile is None:
        alone = not scene.human_seats() and state.dummy is not None and state.piles[state.dummy]
        return (None, state.dummy, False) if alone else None
    seat = state.to_move()[0] if state.phase == "dummy" else None
    turning = seat in scene.humans_to_move()
    turn = scene.choices.turn(seat) if turning else 0
    return state.data.tiles[scene.shown.dummy_tile].turned(turn), state.dummy, turning


def _hand(scene) -> tuple | None:
    """The hand shown: its label, its colour, each tile's fish as turned (None: face down) with
    whether it is the one picked, the line at its foot (the turning hint only while that seat
    places its own tile) and whether its Undo button shows; None when no human plays."""
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
    return label, colour, tuple(tiles), hand_foot(state, colour, placing), undo


def _buttons(scene) -> tuple:
    """The worker controls while the human to move places a worker: (key, label, chosen)."""
    state = scene.state
    movers = scene.humans_to_move()
    if not movers or state.phase != "worker" or scene.presenting():
        return ()
    apprentices, foremen = state.left[state.colour_to_move()]
    foreman = scene.choices.foreman.get(movers[0], False)
    labels = {
        "apprentice": _("Apprentice ({n} left)").format(n=apprentices),
        "foreman": _("Foreman ({n} left)").format(n=foremen),
        "none": _("No worker"),
    }
    return tuple(
        (key, labels[key], (key == "foreman") == foreman and key != "none") for key in scene.layout.buttons
    )


def _extras(view: GarumView) -> list[Region]:
    """The log strip and the final scoring's breakdown over the board."""
    scene = view.scene
    out = []
    if scene.log_rect is not None:
        out.append(Region("log", scene.log_rect, draw_strip, (scene.log_rect, scene.s, scene.log.latest)))
    shown = scene.breakdown.shown
    if shown is not None:
        rect = scene.layout.breakdown
        out.append(Region("breakdown", rect, draw_breakdown, (shown, rect, scene.layout.s)))
    return out


def paint_whole(surface: pygame.Surface, base: pygame.Surface, parts: list[Region]) -> None:
    """The picture painted straight onto ``surface`` (a replay's table above its bar, where the
    picture is not the screen's size): the base, then each region clipped to its rect."""
    surface.blit(base, (0, 0))
    kept = surface.get_clip()
    for region in parts:
        clip = region.rect.clip(kept)
        if clip.w > 0 and clip.h > 0:
            surface.set_clip(clip)
            region.paint(surface, *region.args)
    surface.set_clip(kept)
