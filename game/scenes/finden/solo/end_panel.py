"""The solo table's end panel over the dimmed table: score, par, details, what the par means, the
place in the high scores with the name box under a new best, confetti for a new best, and the
panel's buttons. What changes on it is a region of its own (the pulsing title, the name being
typed, the buttons lit under the mouse), so the still panel costs nothing a frame."""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING

import pygame

from game.engine import draw, fitting
from game.engine.layers import Region
from game.engine.pointers import DOWN, PointerEvent
from game.engine.seats import SEAT_COLOURS
from game.i18n import N_, _, ngettext
from game.scenes.finden.look import clock_text, draw_overlay
from game.scenes.finden.picture import text_region
from game.scenes.finden.solo.name_box import typing
from game.scenes.finden.table import TablePart
from game.scenes.widgets import results_panel

if TYPE_CHECKING:
    from game.scenes.finden.solo.scene import SoloScene  # noqa: F401 - named as a string in the base

END_BUTTONS = (("again", N_("Play again")), ("scores", N_("High scores")), ("menu", N_("Menu")))
PAR_NOTE = N_(
    "Par is the best score knowing all 12 rolls in advance, which you did not. "
    '"Best found" means the computer is still searching: the par may yet go up.'
)
PROVEN_NOTE = N_("Par is the best score knowing all 12 rolls in advance, which you did not.")
"""The note once the par is proven: no "best found" on screen to explain."""
CONFETTI_S = 6.0
NAME_LABEL = N_("Your name")


def _confetti() -> list[tuple[float, float, float, float, tuple[int, int, int]]]:
    """Confetti for a new best: (x, fall speed, sway, phase, colour); decoration, seeded once."""
    rng = random.Random(2026)
    return [
        (rng.random(), rng.uniform(0.12, 0.3), rng.uniform(-0.5, 0.5), rng.random(), rng.choice(SEAT_COLOURS))
        for _piece in range(90)
    ]


CONFETTI = _confetti()


def draw_confetti(surface: pygame.Surface, t: float, size: int) -> None:
    """Paper bits falling over the end screen for a few seconds (a new best is celebrated)."""
    if t > CONFETTI_S:
        return
    w, h = surface.get_size()
    for x, speed, sway, phase, colour in CONFETTI:
        y = (phase * 0.6 - 0.6 + t * speed) * h
        if 0 <= y <= h:
            cx = (x + sway * 0.05 * math.sin(t * 3 + phase * 6)) * w
            flip = abs(math.sin(t * 5 + phase * 9))
            pygame.draw.rect(surface, colour, (cx, y, size, max(int(size * flip), 1)))


class EndPanel(TablePart["SoloScene"]):
    """The end panel of ``scene`` (a ``SoloScene``) as regions of its picture, and the presses and
    keys it takes: its buttons, the name box under a new high score."""

    def pressed(self, pos: tuple[int, int]) -> bool:
        """Play again, High scores or Menu on the end panel (the name typed is kept first)."""
        scene = self.scene
        scene.keep_name()
        pressed = {"again": scene.play_again, "scores": scene.open_scores, "menu": scene.app.to_menu}
        key = next((key for key, rect in scene.layout.end.buttons.items() if rect.collidepoint(pos)), None)
        if key is not None:
            pressed[key]()
        return key is not None

    def typed(self, event: pygame.event.Event) -> bool:
        """Keys and text go to the name box under a new high score (Enter keeps the name); Esc
        still leaves the panel (keeping it too)."""
        box = self.scene.name_entry()
        if box is None or not typing(event):
            return False
        if box.handle(event):
            self.scene.keep_name()
        return True

    def name_pressed(self, event: PointerEvent) -> bool:
        """A press on the name box edits the name (anywhere else on the end panel keeps it)."""
        box = self.scene.name_entry()
        return box is not None and event.kind == DOWN and box.press(event)

    def regions(self) -> list[Region]:
        """The end panel over the dimmed table (confetti falling under it for a new best), with
        what changes on it as regions of their own: the pulsing title, the name being typed, the
        buttons lit under the mouse."""
        scene, game, end = self.scene, self.scene.game, self.scene.layout.end
        high = scene.high_score
        best = high.rank == 0
        since = scene.race - scene.stage_at
        falling = since if best and since <= CONFETTI_S else None
        hints = game.hints[0]
        circled = game.sheets[0].circled_count()
        details = ngettext("{n} shape circled", "{n} shapes circled", circled).format(n=circled)
        details += " · " + clock_text(scene.elapsed)
        if hints:
            details += " · " + ngettext("{n} hint", "{n} hints", hints).format(n=hints)
        score = _("Score {score}").format(score=game.scores()[0])
        words = (score, high.par_text(), details, self.par_note())
        title = _("New best!") if best else _("Game over")
        size = int(end.title_size * (1 + 0.06 * math.sin(scene.time * 6))) if best else end.title_size
        area = pygame.Rect((0, 0), scene.layout.size)
        box = scene.name_entry()
        note_at = end.note_pos if box is None else end.name_note_pos
        regions = [
            Region("results", area, self.draw_end, (falling, *words, note_at)),
            text_region("title", title, end.title_pos, size, draw.ACCENT, "midtop", bold=True, shadow=True),
            text_region("place", self.place_text(), end.place_pos, end.place_size, draw.TEXT_DIM, "midtop"),
        ]
        if box is not None:  # "Your name" and its box; the note moves down under them
            at = box.entry.rect.move(-round(16 * scene.layout.scale), 0).midleft
            label = text_region("name label", _(NAME_LABEL), at, end.place_size, draw.TEXT, "midright")
            regions.append(label)
            regions.extend(box.regions())
        mouse = scene.app.pointers.pointers.get("mouse")
        for key, button in () if scene.watching else END_BUTTONS:  # the buttons every game's results have
            rect = end.buttons[key]
            lit = mouse is not None and rect.collidepoint(mouse.pos)
            look = (rect, _(button), scene.layout.scale, lit)
            regions.append(Region(("end", key), rect, results_panel.draw_button, look))
        return regions

    def draw_end(
        self,
        surface: pygame.Surface,
        falling: float | None,
        score: str,
        par: str,
        details: str,
        note: str,
        note_at: tuple[int, int],
    ) -> None:
        """The dimmed table, confetti ``falling`` this long (None: none), the end panel and its
        still words (the note at ``note_at``: lower while the name box is open)."""
        scene, end = self.scene, self.scene.layout.end
        surface.blit(draw.dim(surface.get_size(), results_panel.DIM), (0, 0))  # as every game's results
        if falling is not None:
            draw_confetti(surface, falling, end.confetti)
        draw_overlay(surface, end.rect, scene.layout.overlay_radius)
        draw.blit_text(surface, score, end.score_pos, end.score_size, draw.TEXT, "midtop", bold=True)
        draw.blit_text(surface, par, end.par_pos, end.par_size, draw.ACCENT, "midtop", bold=True)
        draw.blit_text(surface, details, end.details_pos, end.details_size, draw.TEXT, "midtop")
        wrap, top = end.note_width, min(button.y for button in end.buttons.values())
        least = math.ceil(draw.MIN_LABEL * surface.get_height())  # grown words: over the buttons
        size = fitting.fitting_block(note, end.note_size, wrap, top - note_at[1], smallest=least)
        draw.blit_text(surface, note, note_at, size, draw.TEXT_DIM, "midtop", wrap=wrap)

    def par_note(self) -> str:
        """What the par means; the "best found" sentence only while the solver has not proven it."""
        solver = self.scene.high_score.solver
        if solver is None:
            return ""
        return _(PROVEN_NOTE if solver.result.proven else PAR_NOTE)

    def place_text(self) -> str:
        scene = self.scene
        if scene.watching:  # a replay of a kept game: its place is on the high scores below
            return ""
        rank = scene.high_score.rank
        if rank is not None and scene.high_score.entry is not None:
            return _("Place {place} in the high scores: type your name, Enter keeps it").format(
                place=rank + 1
            )
        if rank is not None:
            if rank:
                return _("Place {place} in the high scores").format(place=rank + 1)
            return _("Top of the high scores")
        return _("Not among the high scores this time")
