"""The 5er Finden dice tray: five symbol dice that tumble and settle, rerolls shown, not hidden.

``start(roll)`` plays every throw of a ``Roll``: the dice tumble, land, and when three or more
show the same symbol those are ringed with "three alike: roll again" before the next throw. The
tumbling faces come from a private seeded generator — they are decoration, never game state.
The animation runs on game time scaled by the global animation speed (instant when it is 0).
"""

from __future__ import annotations

import functools
import math
from collections import Counter

import pygame

from game.engine import draw, tween
from game.engine.layers import Region
from game.i18n import N_, _
from game.rules.finden import SYMBOL_NAMES, SYMBOLS, Roll
from game.rules.finden.dice import MAX_SAME_FACE

TUMBLE_S = 0.9
SETTLE_S = 0.3
REROLL_PAUSE_S = 1.1
FACE_CHANGE_S = 0.08
AGAIN = N_("Three alike: roll again")


@functools.lru_cache(maxsize=64)
def die_face(letter: str, size: int) -> pygame.Surface:
    """One die showing ``letter``'s symbol: a warm rounded cube face with the coloured symbol."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    surface.blit(
        draw.panel((size, size), draw.CARD_FACE, size // 6, draw.CARD_EDGE, max(size // 24, 1)), (0, 0)
    )
    name = SYMBOL_NAMES[letter]
    icon = draw.icon(name, int(size * 0.66), draw.SYMBOL_COLOURS[name])
    surface.blit(icon, icon.get_rect(center=(size // 2, size // 2)))
    return surface


class DiceTray:
    def __init__(self, rect: pygame.Rect):
        self.rect = rect
        self.roll: Roll | None = None
        self.t = 0.0
        self._segments: list[tuple[float, float, int]] = []  # (start, end, throw index)

    def start(self, roll: Roll) -> None:
        self.roll, self.t = roll, 0.0
        self._segments = []
        start = 0.0
        for i in range(len(roll.throws)):
            end = start + TUMBLE_S + SETTLE_S + (REROLL_PAUSE_S if i < len(roll.throws) - 1 else 0.0)
            self._segments.append((start, end, i))
            start = end

    @property
    def duration(self) -> float:
        return self._segments[-1][1] if self._segments else 0.0

    @property
    def done(self) -> bool:
        return self.roll is None or self.t >= self.duration

    def update(self, dt: float) -> None:
        speed = tween.get_speed()
        self.t = self.duration if speed == 0 else min(self.t + dt * speed, self.duration)

    def skip(self) -> None:
        self.t = self.duration

    def _now(self) -> tuple[int, float]:
        for start, end, i in self._segments:
            if self.t < end:
                return i, self.t - start
        return len(self._segments) - 1, math.inf

    def region(self, base: bool = False) -> Region:
        """The tray as a region of a table's picture (``engine.layers``), repainted while the dice
        tumble and when a throw lands."""
        return Region("tray", self.bounds(), self._paint, (self.look(), base))

    def look(self) -> tuple:
        """What the dice show now: the roll, the throw and, while they tumble, the moment."""
        if self.roll is None:
            return ()
        throw, local = self._now()
        return (self.roll, throw, self.t if local < TUMBLE_S else None)

    def _paint(self, surface: pygame.Surface, look: tuple, base: bool) -> None:
        self.draw(surface, base)

    def draw_base(self, surface: pygame.Surface) -> None:
        """The wooden tray itself (static: scenes may bake it into their background)."""
        draw.draw_panel(surface, self.rect, (*draw.WOOD, 235), radius=self.rect.h // 5, shadow_blur=8)

    def draw(self, surface: pygame.Surface, base: bool = False) -> None:
        """The dice (and the tray too with ``base``, when it is not baked into a background)."""
        if base:
            self.draw_base(surface)
        if self.roll is None:
            return
        size = int(min(self.rect.h * 0.62, self.rect.w / 6.2))
        gap = (self.rect.w - 5 * size) / 6
        throw, local = self._now()
        faces = self.roll.throws[throw]
        tumbling = local < TUMBLE_S
        tick = int(self.t / FACE_CHANGE_S)
        counts = Counter(faces)
        for k in range(5):
            x = self.rect.x + gap + k * (size + gap)
            y = self.rect.y + (self.rect.h - size) / 2
            letter = faces[k]
            if tumbling:
                letter = SYMBOLS[(tick * 7 + k * 11 + throw * 5) % len(SYMBOLS)]
                phase = local / TUMBLE_S
                y -= abs(math.sin(phase * math.pi * 3 + k)) * size * 0.35 * (1 - phase)
                face = pygame.transform.rotate(
                    die_face(letter, size), (1 - phase) * 140 * (1 if k % 2 else -1)
                )
            else:
                face = die_face(letter, size)
            surface.blit(face, face.get_rect(center=(x + size / 2, y + size / 2)))
            if not tumbling and counts[faces[k]] > MAX_SAME_FACE and throw < len(self.roll.throws) - 1:
                pygame.draw.rect(
                    surface, draw.DANGER, (x - 4, y - 4, size + 8, size + 8), 4, border_radius=size // 5
                )
        if not tumbling and throw < len(self.roll.throws) - 1:
            draw.blit_text(
                surface, _(AGAIN), *self._again_at(), draw.ACCENT, "midtop", bold=True, shadow=True
            )

    def _again_at(self) -> tuple[tuple[int, int], int]:
        """Where "three alike" goes (under the tray) and its size."""
        return (self.rect.centerx, self.rect.bottom + 6), max(int(self.rect.h * 0.26), 12)

    def bounds(self) -> pygame.Rect:
        """Everything ``draw`` may touch: tumbling dice jump and turn past the tray's edges, and
        "three alike" hangs under it (as wide as its words)."""
        r = self.rect
        dice = pygame.Rect(r.x - r.h // 4, r.y - r.h // 2, r.w + r.h // 2, 2 * r.h)
        (x, y), size = self._again_at()
        words = draw.text(_(AGAIN), size, draw.ACCENT, True).get_rect(midtop=(x, y))
        shadow = draw.shadow_drop(size)
        return dice.union(words.inflate(2 * shadow, 2 * shadow))
