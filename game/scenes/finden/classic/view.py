"""Drawing the classic table from its layout and the game's state: felt and boards (cached), the
centre column, each seat's board and panel, flying points, the round table and the results."""

from __future__ import annotations

import pygame

from game.engine import draw
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
    draw_timer_label,
    draw_title,
    score_line,
    seconds,
)
from game.scenes.finden.table import RESULTS, SEARCH, TablePart
from game.scenes.widgets.finden_board import Mark
from game.scenes.widgets.flights import points_words

VERDICT_BADGE = {
    Verdict.OVERLAP: N_("overlap"),
    Verdict.WRONG_SYMBOLS: N_("symbols"),
    Verdict.REPEATED_SHAPE: N_("repeat"),
    Verdict.OVER_FIVE: N_("over 5"),
    Verdict.NOT_PENTOMINO: N_("not a five"),
}
HINT = N_("Drag five cells · right button erases · T, pad Y or FLIP flips the timer · H or ? hints")
FLIP = N_("FLIP +1")


class ClassicView(TablePart):
    """Draws ``scene`` (a ``ClassicScene``); reads its state, never changes it."""

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
        scene, layout, game = self.scene, self.scene.layout, self.scene.game
        surface.blit(scene.background(surface), (0, 0))
        draw_title(
            surface,
            _("Round {round} of {rounds}").format(round=game.round, rounds=game.options.rounds),
            layout.title_pos,
            layout.title_size,
        )
        scene.tray.draw(surface)
        running = game.phase is Phase.SAND
        left = game.sand_left
        scene.timer.draw(surface, left, game.options.sand_seconds, running, scene.time)
        if scene.stage == SEARCH and any(v.human for v in scene.views):
            draw.blit_text(
                surface,
                _(HINT),
                layout.hint_pos,
                layout.hint_size,
                draw.TEXT_DIM,
                "midtop",
                wrap=layout.centre.w,
            )
        calling = scene.stage == SEARCH and not getattr(scene, "watching", False)  # a replay calls nobody
        label = seconds(left) if running else (_("flip the timer!") if calling else "")
        draw_timer_label(surface, label, running, left, layout.timer_label_pos, layout.timer_label_size)
        for seat in range(len(scene.views)):
            self.draw_seat(surface, seat)
        seat_hint.draw_reasons(surface, scene)
        for flyer in scene.flyers:
            pos = flyer.motion.value
            draw.blit_text(
                surface, flyer.text, pos, layout.flyer_size, flyer.colour, "center", bold=True, shadow=True
            )
        if scene.stage == TABLE:
            self.draw_table(surface)
        elif scene.stage == RESULTS:
            self.draw_results(surface)

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

    def draw_seat(self, surface: pygame.Surface, seat: int) -> None:
        scene, layout, game = self.scene, self.scene.layout, self.scene.game
        view, rects = scene.views[seat], layout.seats[seat]
        mine = game.seats[seat]
        bot = scene.bots.get(seat)
        draft = view.draft.cells if view.human else (bot.stroke if bot else ())
        locked = mine.locked and scene.stage == SEARCH
        view.board.draw(surface, self.marks(seat), draft, view.colour, locked, scene.shown_cue(view))
        scoring = scene.stage in (SCORING, TABLE)
        note = view.note if scoring else ""
        line = score_line(view.shown_total, view.shown_round if scoring else None)
        draw_seat_header(surface, rects.panel, view.colour, view.name, line, layout.header, note)
        if scene.stage == SEARCH:
            if mine.flipped:
                text, colour = _("flipped +1"), draw.ACCENT
            elif mine.locked:
                text, colour = _("locked"), draw.TEXT_DIM
            elif game.phase is Phase.SAND:
                text, colour = _("hurry!"), draw.DANGER
            else:
                text, colour = _(FLIP), draw.ACCENT
            fill, ink = (colour, draw.INK) if text == _(FLIP) else (draw.FELT_LIGHT, colour)
            flip = seat_hint.beside_flip(surface, scene, seat, rects.flip)  # "?" at its left end
            if text != _(FLIP) or not getattr(scene, "watching", False):  # a replay's table is not live
                draw.draw_button(surface, flip, text, layout.flip_size, fill, ink, layout.flip_radius)
        if bot is not None and scene.stage == SEARCH and not mine.locked:
            x, y = view.board.point(*bot.cursor)
            tip = [(x + dx, y + dy) for dx, dy in layout.cursor]
            pygame.draw.polygon(surface, view.colour, tip)
            pygame.draw.polygon(surface, draw.INK, tip, 2)

    def draw_table(self, surface: pygame.Surface) -> None:
        """The round table: every seat's score per round so far and the totals."""
        scene, t = self.scene, self.scene.layout.table
        draw_overlay(surface, t.rect, scene.layout.overlay_radius)
        title = _("After round {round}").format(round=scene.game.round)
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
        for view, scores, y in zip(scene.views, scene.game.round_totals(), t.row_y, strict=True):
            pygame.draw.circle(surface, view.colour, (t.dot_x, y + t.dot_dy), t.dot_r)
            draw.blit_text(surface, view.name, (t.name_x, y), t.name_size, draw.TEXT, bold=True)
            for value, x in zip(scores, rounds_x, strict=False):
                draw.blit_text(surface, str(value), (x, y), t.value_size, draw.TEXT, "midtop")
            total = str(sum(scores))
            draw.blit_text(surface, total, (total_x, y), t.total_size, draw.ACCENT, "midtop", bold=True)

    def draw_results(self, surface: pygame.Surface) -> None:
        """The shared results screen (``finden/results.py`` says what is in it)."""
        self.scene.results_screen.draw(surface)
