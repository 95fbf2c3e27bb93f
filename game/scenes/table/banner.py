"""The banner: one sentence in player words saying what just happened at the table (who took the
trick, who covers which number, who scores what for which line), for every game.

A presenter queues ``say`` on the timeline so the banner appears when the table shows the thing it
talks about, and stays for a readable time scaled by the animation speed; the table moves on only
once it has been read (``table/reading.py``) or a human clicked. Where it appears is the first of the
layout's candidate spots whose frame keeps clear of what it must not hide (seat panels and their
scores, bingo cards, the ocean, the hand): a banner never covers the thing it explains.
``frame`` is where it was last drawn, so a test can check that.
"""

from __future__ import annotations

import dataclasses
from collections import deque
from collections.abc import Callable, Sequence

import pygame

from game.engine import draw, look, tween
from game.scenes.table import reading

BANNER_S = 2.4
"""Seconds a banner stays at 1× speed, unless the presenter says otherwise."""
FILL = (*draw.INK, 235)
MIN_SPEED = 0.25
NARROWER = (1.0, 0.66, 0.5)
"""Wrap widths tried in turn (of the spot's) when a banner fits nowhere in fewer lines."""


@dataclasses.dataclass(frozen=True)
class Spot:
    """A place a banner may take: its frame's ``anchor`` (a pygame.Rect attribute) at ``pos``,
    its text wrapped at ``wrap`` pixels (0: the place's wrap)."""

    pos: tuple[float, float]
    anchor: str = "center"
    wrap: int = 0


@dataclasses.dataclass(frozen=True)
class BannerPlace:
    """Where a table may show its banner: candidate spots (``Spot`` or centres) in order of
    preference, the text's size and wrap width, and the rects the frame must keep clear of."""

    spots: Sequence[Spot | tuple[float, float]]
    font: int
    wrap: int
    pad: tuple[int, int]
    radius: int
    keep_clear: Sequence[pygame.Rect] = ()
    screen: pygame.Rect | None = None
    yield_to: Sequence[pygame.Rect] = ()
    """What the player asked to see (a hint's reason, a card's tip): kept clear like the rest, and
    where no spot clears it the banner waits, unseen, while it shows (its words are in the log)."""


class Banner:
    """The sentence on show (``text`` until ``until``, scene time) and every sentence shown so far
    (``said``: tests read what a player was told).

    A sentence is an outcome to read: it stays at least ``reading.wait_s`` (``read_by``) before
    another takes its place; one that comes sooner waits its turn (``waiting``), and the table
    counts as still presenting (``unread``) until the last has been read or a human clicked
    (``skip``). At "instant" nothing waits."""

    def __init__(self, clock: Callable[[], float]):
        self.clock = clock
        self.text, self.until, self.read_by = "", 0.0, 0.0
        self.waiting: deque[tuple[str, float]] = deque()
        self.said: list[str] = []
        self.frame: pygame.Rect | None = None

    def show(self, text: str, seconds: float = BANNER_S) -> None:
        """Show ``text`` now, or once the sentence on show has been read."""
        self.waiting.append((text, seconds))
        self._next()

    def _next(self) -> None:
        """The next waiting sentence takes the banner once the one on show has been read."""
        while self.waiting and self.clock() >= self.read_by:
            text, seconds = self.waiting.popleft()
            now, hold = self.clock(), reading.wait_s(text)
            self.text, self.read_by = text, now + hold
            self.until = max(now + seconds / max(tween.get_speed(), MIN_SPEED), self.read_by)
            self.said.append(text)

    def say(self, timeline: tween.Timeline, text: str, seconds: float = BANNER_S) -> None:
        """Show ``text`` once the animations queued so far have played and the sentence before it
        has been read (the timeline waits for that, so words and motion stay together)."""
        timeline.add(reading.WaitUntil(lambda: not self.unread))
        timeline.call(lambda: self.show(text, seconds))

    def clear(self) -> None:
        self.text, self.until, self.read_by = "", 0.0, 0.0
        self.waiting.clear()

    def skip(self) -> bool:
        """A human's click: the sentence on show counts as read (the next waiting one shows).
        False when nothing was waiting to be read."""
        if not self.unread:
            return False
        self.read_by = self.clock()
        self._next()
        return True

    @property
    def unread(self) -> bool:
        """Whether a sentence is still to be read: the table waits for it."""
        self._next()
        return bool(self.waiting) or (bool(self.text) and self.clock() < self.read_by)

    @property
    def showing(self) -> str:
        self._next()
        return self.text if self.text and self.clock() <= self.until else ""

    def draw(self, surface: pygame.Surface, place: BannerPlace) -> list[pygame.Rect]:
        """The sentence on show, if any; returns where it was drawn."""
        text = self.showing
        self.frame = None
        if not text:
            return []
        image, frame = choose(text, place)
        if frame.collidelist(list(place.yield_to)) >= 0:
            return []
        self.frame = _paint_at(surface, image, frame, place.radius)
        return [frame]


def paint(surface: pygame.Surface, text: str, place: BannerPlace) -> pygame.Rect:
    """A banner saying ``text`` at its place (``choose``); returns its frame."""
    return _paint_at(surface, *choose(text, place), place.radius)


def _paint_at(surface: pygame.Surface, image: pygame.Surface, frame: pygame.Rect, radius: int) -> pygame.Rect:
    """The banner's panel at ``frame`` with its words centred; returns the frame."""
    draw.draw_panel(surface, frame, FILL, radius, draw.ACCENT, 2, 0)
    surface.blit(image, image.get_rect(center=frame.center))
    return frame


def choose(text: str, place: BannerPlace) -> tuple[pygame.Surface, pygame.Rect]:
    """The text and its frame at the first spot that keeps clear of ``place.keep_clear`` (kept on
    screen), trying narrower wraps (more lines) when none does at full width; the first spot when
    nothing fits; words grown by the interface size shrink back (``look.shrink_steps``) first."""
    found = []
    keep = [*place.keep_clear, *place.yield_to]
    for smaller, narrower in ((f, n) for f in look.shrink_steps() for n in NARROWER):
        font = max(round(place.font * smaller), 1)
        for spot in place.spots:
            if not isinstance(spot, Spot):
                spot = Spot((spot[0], spot[1]))
            wrap = round((spot.wrap or place.wrap) * narrower)
            image = draw.text(text, font, draw.TEXT, bold=True, wrap=wrap)
            frame = pygame.Rect(0, 0, image.get_width() + place.pad[0], image.get_height() + place.pad[1])
            setattr(frame, spot.anchor, (round(spot.pos[0]), round(spot.pos[1])))
            if place.screen is not None:
                frame.clamp_ip(place.screen)
            if frame.collidelist(keep) < 0:
                return image, frame
            found.append((image, frame))
    return found[0]
