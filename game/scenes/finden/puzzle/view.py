"""Drawing the puzzle table from its layout and the game's state: boards with circled and crossed
shapes, this round's outline, the quarters, the centre column and the results."""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting
from game.engine.layers import Region
from game.i18n import N_, _
from game.rules.finden.sheet import DrawnKind, PuzzleVerdict
from game.rules.pentomino import SHAPES
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.look import (
    beside_guide,
    draw_frame,
    draw_seat_header,
    lane_region,
    seconds,
    timer_label_region,
    title_region,
)
from game.scenes.finden.picture import Picture, over
from game.scenes.finden.puzzle.present import CROSS, PAUSE
from game.scenes.finden.table import RESULTS, SEARCH, TablePart
from game.scenes.widgets.finden_board import Mark
from game.scenes.widgets.sand_timer import SandTimer

CROSSED_GREY = (150, 150, 140)
SEARCH_HINT = N_(
    "Drag through five cells: one five per round, of an open shape, on free cells. "
    "Right button erases. T, pad Y or a click on your name flips the timer (+1)."
)
CROSS_HINT = N_(
    "No valid five: draw a shape you cross out on free cells, symbols ignored. "
    "If nothing fits, click its tile."
)


class PuzzleView(TablePart):
    """Draws ``scene`` (a ``PuzzleScene``); reads its state, never changes it."""

    def __init__(self, scene) -> None:  # noqa: ANN001 - a PuzzleScene
        super().__init__(scene)
        self.picture = Picture()
        self.timer = SandTimer(pygame.Rect(0, 0, 0, 0))  # kept: its region is repainted when it changes

    def draw_static(self, background: pygame.Surface) -> None:
        """Seat panels, board frames, the quarters' trays and the dice tray's base."""
        scene, layout = self.scene, self.scene.layout
        for view, rects in zip(scene.views, layout.seats, strict=True):
            draw.draw_panel(background, rects.panel, (*draw.FELT_DARK, 220), radius=layout.panel_radius)
            draw_frame(background, view.board.rect, view.colour, layout.frame_border, layout.frame_radius)
            tray = (*draw.FELT_DARK, 160)
            draw.draw_panel(background, rects.quarter, tray, radius=layout.panel_radius, shadow_blur=0)
        scene.tray.draw_base(background)

    def draw(self, surface: pygame.Surface) -> None:
        """The picture (the centre column's and the seats' regions, the results at the end), the
        hint reasons over it."""
        scene = self.scene
        regions = self.centre_regions()
        for seat in range(len(scene.views)):
            regions += self.seat_regions(seat)
        if scene.stage == RESULTS:
            regions += self.results_regions()
        self.picture.draw(surface, scene.background(surface), regions)
        over(seat_hint.draw_reasons(surface, seat_hint.reasons(scene), scene.layout.scale))

    def sand_timer(self) -> SandTimer:
        if self.timer.rect != self.scene.layout.timer:
            self.timer = SandTimer(self.scene.layout.timer)
        return self.timer

    def centre_regions(self) -> list[Region]:
        scene, layout = self.scene, self.scene.layout
        running = scene.sand_left is not None and scene.stage == SEARCH
        left = scene.sand_left if running else scene.sand_s
        if scene.stage == SEARCH:
            label = seconds(left) if running else _("Flip the timer!")
        else:
            label = {CROSS: _("cross out"), PAUSE: _("next roll…"), RESULTS: _("game over")}.get(
                scene.stage, ""
            )
        hint = _(CROSS_HINT if scene.stage == CROSS else SEARCH_HINT)
        s = layout.scale
        how_to = lane_region("hint", hint, layout.how_to, layout.hint_size, s, draw.TEXT_DIM)
        regions = [
            title_region(scene.round_title(), layout.title, layout.title_size, s),
            scene.tray.region(),
            self.sand_timer().region(left, scene.sand_s, running, scene.time),
            timer_label_region(label, running, left, layout.timer_label, layout.timer_label_size, s),
        ]
        return regions + beside_guide(scene, [how_to])

    def marks(self, seat: int) -> tuple[Mark, ...]:
        """Circled and crossed shapes, this round's outline (a bot's shows "found" only), the hint
        (dashed); an outline or hint once circled leaves the circle alone."""
        scene, game = self.scene, self.scene.game
        view = scene.views[seat]
        out = []
        for d in game.sheets[seat].drawn:
            if d.kind is DrawnKind.CIRCLED:
                out.append(Mark(d.cells, view.colour, "solid", f"{d.shape} {game.values[d.shape]}"))
            else:
                out.append(Mark(d.cells, CROSSED_GREY, "struck", d.shape))
        drawn = {frozenset(d.cells) for d in game.sheets[seat].drawn}
        outline = () if frozenset(view.outline) in drawn else view.outline  # once circled, the circle
        if outline and (view.human or scene.stage != SEARCH or game.is_over()):
            badge = ""
            if scene.assist and view.human:
                valid = game.sheets[seat].judge(outline, game.roll.faces) is PuzzleVerdict.VALID
                badge = _("ok") if valid else _("no")
            out.append(Mark(outline, view.colour, "faint", badge))
        elif outline:
            out.append(Mark(outline, view.colour, "faint", _("found")))
        if view.hint and frozenset(view.hint) not in drawn:  # a hint drawn as told is done
            out.append(Mark(view.hint, draw.ACCENT, "hint", _("hint")))
        return tuple(out) + seat_hint.marks(scene, seat)

    def seat_regions(self, seat: int) -> list[Region]:
        """A seat's board, quarter and panel."""
        scene, layout, game = self.scene, self.scene.layout, self.scene.game
        view, rects = scene.views[seat], layout.seats[seat]
        sheet = game.sheets[seat]
        locked = scene.stage == SEARCH and not scene.solo and game.flipped == seat
        cue = scene.strokes.shown_cue(view)
        board = (self.marks(seat), tuple(view.draft.cells), view.colour, locked, cue)
        crossing = scene.stage == CROSS and seat in game.to_move()
        quarter = (
            tuple(str(sheet.quarter.mark(s)) for s in SHAPES),
            tuple(sheet.crossable()) if crossing else (),
        )
        line = _("score {score}").format(score=sheet.score(game.values))
        if sheet.time_marks:
            line += "   " + _("time marks {count}").format(count=sheet.time_marks)
        line += "   " + view.note
        flip = None
        if scene.stage == SEARCH and not scene.solo:
            text = (
                _("flipped +1") if game.flipped == seat else (_("FLIP +1") if scene.sand_left is None else "")
            )
            flip = (text, scene.hints.may_ask(seat), scene.hints.thinking(seat))
        return [
            Region(("board", seat), view.board.rect, view.board.draw, board),
            Region(("quarter", seat), view.quarter.rect, self.draw_quarter, (seat, *quarter)),
            Region(("panel", seat), rects.panel, self.draw_panel, (seat, view.name, line, flip)),
        ]

    def draw_quarter(self, surface: pygame.Surface, seat: int, marks: tuple, highlight: tuple) -> None:
        """A seat's quarter, its shapes marked as ``marks`` says, ``highlight`` ringed."""
        view, sheet = self.scene.views[seat], self.scene.game.sheets[seat]
        view.quarter.draw(surface, sheet.quarter, highlight, draw.DANGER)

    def draw_panel(
        self, surface: pygame.Surface, seat: int, name: str, line: str, flip: tuple | None
    ) -> None:
        """A seat's ``name`` and ``line``; while searching at a shared table (``flip``) its
        "FLIP +1" words and Hint button."""
        scene, layout = self.scene, self.scene.layout
        view, rects = scene.views[seat], layout.seats[seat]
        panel = rects.panel
        right = rects.hint.x if flip is not None else panel.right  # clear of the Hint button and "FLIP +1"
        room = right - round(10 * layout.scale) - panel.x - layout.header.text_x
        least = math.ceil(draw.MIN_LABEL * layout.size[1])
        draw_seat_header(surface, panel, view.colour, name, line, layout.header, fit=(room, least))
        if flip is None:
            return
        lane = rects.flip if flip[1] else rects.flip_alone  # beside the Hint button, or in its place
        text, size = fitting.fitted(flip[0], layout.flip_size, lane.w, True, least)
        if text:
            draw.blit_text(surface, text, lane.midright, size, draw.ACCENT, "midright", bold=True)
        seat_hint.draw_button_of(surface, scene, seat, flip[1:])

    def results_regions(self) -> list[Region]:
        """The shared results screen (``finden/results.py`` says what is in it)."""
        return self.scene.results_screen.regions(None)
