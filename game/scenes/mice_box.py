"""The box atop Settings → Devices: whether several mice can be used, and if not exactly why and
what to do (the fix, which a button copies). Values in: the status, the scale, the text's width."""

from __future__ import annotations

import pygame

from game.engine import draw, layers, pictures
from game.engine.devices.several_mice import OFF, READY, MiceStatus
from game.i18n import _


def status_lines(status: MiceStatus) -> list[tuple[str, bool]]:
    """The box's text: (line, is it the headline)."""
    lines = [(status.reason, True)]
    if status.problem == READY:
        ready = _("Every mouse below has its own cursor; in a game, Ctrl+Alt+M lets go of them.")
        lines.append((ready, False))
    lines += [(fix, False) for fix in status.fixes]
    return lines


def status_images(status: MiceStatus, s: float, wrap: int) -> list[pygame.Surface]:
    out = []
    for line, headline in status_lines(status):
        colour = draw.CARD_FACE if headline else draw.TEXT_DIM
        out.append(draw.text(line, round(27 * s) if headline else round(24 * s), colour, headline, wrap))
    return out


def text_height(status: MiceStatus, s: float, wrap: int) -> int:
    """How tall the box's text stands, with its margins."""
    return sum(image.get_height() + round(6 * s) for image in status_images(status, s, wrap)) + round(16 * s)


def copied_text(copy_button: pygame.Rect, s: float) -> layers.Region:
    """"Copied", under the button that copied the fix."""
    where = (copy_button.centerx, copy_button.bottom + round(18 * s))
    words = _("Copied: paste it in a terminal")
    return pictures.text_region("copied", words, where, round(22 * s), draw.ACCENT, "center")


def paint_box(
    surface: pygame.Surface,
    s: float,
    wrap: int,
    copy_button: tuple,
    where: tuple,
    status: MiceStatus,
    copied: bool,
) -> None:
    """The box at ``where``: its edge says whether all is well; "Copied" under ``copy_button``."""
    box = pygame.Rect(where)
    edge = draw.ACCENT if status.ok else draw.DANGER if status.problem not in (OFF,) else draw.FELT_LIGHT
    draw.draw_panel(surface, box, (*draw.FELT_DARK, 240), round(18 * s), edge, max(round(3 * s), 2), 0)
    x, y = box.x + round(24 * s), box.y + round(16 * s)
    for image in status_images(status, s, wrap):
        surface.blit(image, (x, y))
        y += image.get_height() + round(6 * s)
    if copied:
        text = copied_text(pygame.Rect(copy_button), s)
        text.paint(surface, *text.args)
