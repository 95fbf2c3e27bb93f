"""Drawing the classic table from its layout and the game's state: felt and boards (cached), the
centre column, each seat's board and panel, flying points, the round table and the results."""

from __future__ import annotations

import math

import pygame

from game.engine import draw, fitting, seat_marks
from game.engine.layers import Region
from game.i18n import N_, _
from game.rules.finden.actions import Phase
from game.rules.finden.board import judge
from game.rules.finden.scoring import Verdict
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.classic.present import SCORING, TABLE
from game.scenes.finden.look import (
    draw_frame,
    draw_overlay,
    draw_seat_header,
    lane_region,
    score_line,
    seconds,
    timer_label_region,
    title_region,
)
from game.scenes.finden.picture import Picture, over
from game.scenes.finden.rounds import classic_round
from game.scenes.finden.table import RESULTS, SEARCH, TablePart
from game.scenes.widgets.finden_board import Mark
from game.scenes.widgets.flights import points_painter, points_words

VERDICT_BADGE = {
    Verdict.OVERLAP: N_("overlap"),
    Verdict.WRONG_SYMBOLS: N_("wrong symbols"),  # "symbols" alone said nothing to a newcomer
    Verdict.REPEATED_SHAPE: N_("repeat"),
    Verdict.OVER_FIVE: N_("over 5"),
    Verdict.NOT_PENTOMINO: N_("not a five"),
}
HINT = N_("Drag five cells · right button erases\nFlip the timer: T, pad Y or FLIP\nHint: H or ?")
"""The controls, a line each (three short lines read from a couch; a long translation wraps)."""
FLIP = N_("FLIP +1")
SHADOW = 64  # the round table's shadow reaches this much (both sides together) past its panel


class ClassicView(TablePart):
    """Draws ``scene`` (a ``ClassicScene``); reads its state, never changes it."""

    def __init__(self, scene) -> None:  # noqa: ANN001 - a ClassicScene
        super().__init__(scene)
        self.picture = Picture()

    def draw_static(self, background: pygame.Surface) -> None:
        """Seat panels, board frames, shape tiles and the dice tray's base."""
        scene, layout = self.scene, self.scene.layout
        for view, rects in zip(scene.views, layout.seats, strict=True):
            panel = rects.panel.inflate(layout.panel_pad, layout.panel_pad)
            draw.draw_panel(background, panel, (*draw.FELT_DARK, 220), radius=layout.panel_radius)
            draw_frame(background, view.board.rect, view.colour, layout.frame_border, layout.frame_radius)
        scene.tiles.draw(background)
        scene.tray.draw_base(background)

    def draw(self, surface: pygame.Surface) -> None:
        """The picture (``regions``), then what moves over it: bots' cursors, hint reasons and
        points in flight."""
        scene, layout = self.scene, self.scene.layout
        self.picture.draw(surface, scene.background(surface), self.regions())
        drawn = [self.draw_cursor(surface, seat) for seat in range(len(scene.views))]
        drawn += seat_hint.draw_reasons(surface, scene)
        for flyer in scene.flyers:  # on a pill: bare, a "+1" over the board's symbols read "-+1"
            paint = points_painter(flyer.points, layout.flyer_size, backed=True, colour=flyer.colour)
            drawn.append(paint(surface, flyer.motion.value))
        over(drawn)

    def regions(self) -> list[Region]:
        """The parts of the picture, in drawing order: the centre column, then each seat's board
        and panel, then the round table between rounds or the results at the end (``finden/results.py``
        says what is in them)."""
        scene, layout, game = self.scene, self.scene.layout, self.scene.game
        title = classic_round(game)
        running, left = game.phase is Phase.SAND, game.sand_left
        s = layout.scale
        out = [
            title_region(title, layout.title, layout.title_size, s),
            scene.tray.region(),
            scene.timer.region(left, game.options.sand_seconds, running, scene.time),
        ]
        out.append(Region("points", scene.tiles.band, scene.tiles.draw_header))
        if scene.stage == SEARCH and any(v.human for v in scene.views):
            out.append(lane_region("hint", _(HINT), layout.how_to, layout.hint_size, s, draw.TEXT_DIM))
        calling = scene.stage == SEARCH and not scene.watching  # a replay calls nobody
        label = seconds(left) if running else (_("Flip the timer!") if calling else "")
        out.append(timer_label_region(label, running, left, layout.timer_label, layout.timer_label_size, s))
        for seat, (view, rects) in enumerate(zip(scene.views, layout.seats, strict=True)):
            mine = game.seats[seat]
            bot = scene.bots.get(seat)
            draft = tuple(view.draft.cells) if view.human else (tuple(bot.stroke) if bot else ())
            locked = mine.locked and scene.stage == SEARCH
            board = (self.marks(seat), draft, view.colour, locked, scene.strokes.shown_cue(view))
            out.append(Region(("board", seat), view.board.rect, view.board.draw, board))
            panel = rects.panel.inflate(layout.panel_pad, layout.panel_pad)
            out.append(Region(("panel", seat), panel, self.draw_panel, (seat, self.panel_look(seat))))
        if scene.stage == TABLE:
            totals = tuple(tuple(scores) for scores in game.round_totals())
            rect = layout.table.rect.inflate(SHADOW, SHADOW)
            out.append(Region("table", rect, self.draw_table, (game.round, totals)))
        elif scene.stage == RESULTS:
            out += scene.results_screen.regions(None)  # the shared results, still while shown
        return out

    def marks(self, seat: int) -> tuple[Mark, ...]:
        """A seat's outlines: plain while searching (assist: "ok" on valid ones); judged one by one
        while the round is scored."""
        scene, game = self.scene, self.scene.game
        view = scene.views[seat]
        outlines = game.seats[seat].outlines
        if scene.stage in (SCORING, TABLE) and game.results:
            marks = []
            for k, item in enumerate(game.results[-1][seat].outlines):
                if k >= view.revealed:
                    marks.append(Mark(item.cells, view.colour))
                elif item.verdict is Verdict.COUNTS:  # as it counts: doubled in the last round
                    factor = game.results[-1][seat].factor
                    marks.append(Mark(item.cells, view.colour, "solid", points_words(item.points * factor)))
                else:
                    marks.append(Mark(item.cells, view.colour, "struck", _(VERDICT_BADGE[item.verdict])))
            return tuple(marks)
        if scene.assist and game.roll is not None:
            faces = game.roll.faces
            return tuple(
                Mark(o, view.colour, badge=_("ok") if judge(view.board.board, o, faces).valid else "")
                for o in outlines
            ) + seat_hint.marks(scene, seat)
        return tuple(Mark(o, view.colour) for o in outlines) + seat_hint.marks(scene, seat)

    def panel_look(self, seat: int) -> tuple:
        """What a seat's panel shows: its status line and note, and its flip and Hint buttons."""
        scene, game = self.scene, self.scene.game
        view, mine = scene.views[seat], game.seats[seat]
        scoring = scene.stage in (SCORING, TABLE)
        line = score_line(view.shown_total, view.shown_round if scoring else None)
        header = (view.name, line, view.note if scoring else "")
        if scene.stage != SEARCH:
            return header, None
        if mine.flipped:
            text, colour = _("flipped +1"), draw.ACCENT
        elif mine.locked:
            text, colour = _("locked"), draw.TEXT_DIM
        elif game.phase is Phase.SAND:
            text, colour = _("hurry!"), draw.DANGER
        else:
            text, colour = _(FLIP), draw.ACCENT
        hint = (scene.hints.may_ask(seat), scene.hints.thinking(seat))
        return header, (text, colour, hint)

    def draw_panel(self, surface: pygame.Surface, seat: int, look: tuple) -> None:
        """A seat's panel as ``panel_look`` says: name and status line (fitted left of the
        buttons), flip button (a "?" Hint button at its left while the seat may ask)."""
        scene, layout = self.scene, self.scene.layout
        view, rects = scene.views[seat], layout.seats[seat]
        (name, line, note), flip_look = look
        flip, least = rects.flip, math.ceil(draw.MIN_LABEL * surface.get_height())
        buttons = (rects.hint if flip_look[2][0] else flip) if flip_look is not None else None  # 2: hint look
        right = buttons.x if buttons is not None else rects.panel.right  # the buttons' left
        room = right - round(10 * layout.scale) - rects.panel.x - layout.header.text_x
        draw_seat_header(surface, rects.panel, view.colour, name, line, layout.header, note, (room, least))
        if flip_look is None:
            return
        text, colour, hint = flip_look
        fill, ink = (colour, draw.INK) if text == _(FLIP) else (draw.FELT_LIGHT, colour)
        seat_hint.draw_button_of(surface, scene, seat, hint, seat_hint.SHORT_LABEL)
        if text != _(FLIP) or not scene.watching:  # a replay's table is not live
            text, size = fitting.fitted(text, layout.flip_size, flip.w - round(12 * layout.scale), True,
                                        least)
            draw.draw_button(surface, flip, text, size, fill, ink, layout.flip_radius)

    def draw_cursor(self, surface: pygame.Surface, seat: int) -> pygame.Rect | None:
        """A searching bot's arrow on its board (where it was drawn, if it was)."""
        scene, layout = self.scene, self.scene.layout
        bot = scene.bots.get(seat)
        if bot is None or scene.stage != SEARCH or scene.game.seats[seat].locked:
            return None
        view = scene.views[seat]
        x, y = view.board.point(*bot.cursor)
        tip = [(x + dx, y + dy) for dx, dy in layout.cursor]
        pygame.draw.polygon(surface, view.colour, tip)
        return pygame.draw.polygon(surface, draw.INK, tip, 2).inflate(2, 2)

    def draw_table(self, surface: pygame.Surface, shown_round: int, totals: tuple) -> None:
        """The round table after ``shown_round``: every seat's score per round so far (``totals``)
        and the totals."""
        scene, t = self.scene, self.scene.layout.table
        draw_overlay(surface, t.rect, scene.layout.overlay_radius)
        title = _("After round {round}").format(round=shown_round)
        draw.blit_text(surface, title, t.title_pos, t.title_size, draw.ACCENT, "midtop", bold=True)
        *rounds_x, total_x = t.column_x
        for r, x in enumerate(rounds_x):
            draw.blit_text(
                surface,
                _("R{round}").format(round=r + 1),
                (x, t.header_y),
                t.header_size,
                draw.TEXT_DIM,
                "midtop",
            )
        draw.blit_text(surface, _("total"), (total_x, t.header_y), t.header_size, draw.TEXT_DIM, "midtop")
        for view, scores, y in zip(scene.views, totals, t.row_y, strict=True):
            seat_marks.draw_seat_mark(surface, view.colour, (t.dot_x, y + t.dot_dy), t.dot_r)
            draw.blit_text(surface, view.name, (t.name_x, y), t.name_size, draw.TEXT, bold=True)
            for value, x in zip(scores, rounds_x, strict=False):
                draw.blit_text(surface, str(value), (x, y), t.value_size, draw.TEXT, "midtop")
            total = str(sum(scores))
            draw.blit_text(surface, total, (total_x, y), t.total_size, draw.ACCENT, "midtop", bold=True)
