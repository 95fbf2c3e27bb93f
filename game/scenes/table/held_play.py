"""Confirm each play (issue 51, setting ``confirm_plays``): at a card table a human's card play is
first held, its card raised in the hand with a Confirm button on it, and only played when the
player confirms (the button, the same card again, or the action button: E, pad Y); Back (right
click, pad B, Q) or Escape keeps the card in the hand. Nothing is applied while a play is held, so
nothing of it has been shown to anybody; bots, replays and phones (the phone page confirms on its
own) never hold.

``TableScene.submit`` asks ``holds`` first; a game names the plays it holds (``held_plays``: the
card plays) and draws ``draw_at`` over its table; its hand lifts ``index`` a little more.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence, Sized
from typing import TYPE_CHECKING, Protocol

import pygame

from game.engine import draw
from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.engine.seats import HUMAN
from game.i18n import N_, _
from game.rules.cards import Card, PlayCard
from game.scenes.widgets.cards import card_size
from game.scenes.widgets.hand import FannedHand

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

CONFIRM = N_("Confirm")
KEEP = N_("Back: keep it")


@dataclasses.dataclass(frozen=True)
class Held:
    seat: int
    action: PlayCard
    moves: int
    """How many actions the game had when the play was held: any other one drops it."""


class Moves(Protocol):
    @property
    def history(self) -> Sized: ...


class Hands(Moves, Protocol):
    @property
    def hands(self) -> Sequence[Sequence[Card | None]]: ...


class Played(Protocol):
    """When a held play goes: once the game moved on or its results show."""

    @property
    def state(self) -> Moves: ...

    @property
    def results_since(self) -> float | None: ...


class HandTable(Played, Protocol):
    """What the Confirm button is drawn from: the table's fanned hand, its scale and its hands."""

    @property
    def hand(self) -> FannedHand: ...

    @property
    def s(self) -> float: ...

    @property
    def state(self) -> Hands: ...


class HeldPlay:
    """The one play a table holds, if any, and its Confirm button."""

    def __init__(self) -> None:
        self._held: Held | None = None
        self.button: pygame.Rect | None = None
        """Where the Confirm button was drawn last (its click target)."""

    def current(self, scene: Played) -> Held | None:
        """The play held now: dropped once anything else happened or the table shows something."""
        held = self._held
        if held is not None and (held.moves != len(scene.state.history) or scene.results_since is not None):
            self._held = held = None
        return held

    def holds(self, scene: TableScene, seat: int, action: object) -> bool:
        """Whether ``submit`` must hold this play rather than apply it: True while it is newly held
        (a play of the same card again is the confirmation: False, it is applied)."""
        held = self.current(scene)
        if held is not None and (held.seat, held.action) == (seat, action):
            self._held = None
            return False
        if not isinstance(action, PlayCard) or not self._may_hold(scene, seat, action):
            return False
        self._held = Held(seat, action, len(scene.state.history))
        scene.app.audio.play("card")
        return True

    @staticmethod
    def _may_hold(scene: TableScene, seat: int, action: object) -> bool:
        return (
            bool(scene.app.settings.get("confirm_plays"))
            and not scene.watching
            and isinstance(action, scene.held_plays)
            and scene.setup.seats[seat].kind == HUMAN
            and action in scene.state.legal_actions(seat)  # an illegal one is refused at once
        )

    def confirm(self, scene: TableScene) -> bool:
        held = self.current(scene)
        self._held = None
        return held is not None and scene.submit(held.seat, held.action, confirmed=True)

    def cancel(self) -> bool:
        """Keep the held card in the hand; True if one was held."""
        held, self._held = self._held, None
        return held is not None

    def index(self, scene: TableScene, seat: int, cards: list[Card | None]) -> int | None:
        """The held card's place in ``seat``'s shown hand (the game lifts it), if it holds one."""
        held = self.current(scene)
        if held is None or held.seat != seat or held.action.card not in cards:
            return None
        return cards.index(held.action.card)

    # -- input ---------------------------------------------------------------------------------
    def click(self, scene: TableScene, event: PointerEvent) -> bool:
        """A press of the held seat's pointer: Confirm (or the action button) plays, Back keeps."""
        held = self.current(scene)
        if held is None or event.kind != DOWN or scene.acting_seat(event.pointer) != held.seat:
            return False
        if event.button == SECONDARY:
            return self.cancel()
        on_button = self.button is not None and self.button.collidepoint(event.pos)
        if event.button == ACTION or (event.button == PRIMARY and on_button):
            return self.confirm(scene)
        return False

    def key(self, scene: TableScene, event: pygame.event.Event) -> bool:
        """Escape keeps a held card in the hand (instead of pausing the game)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.current(scene):
            return self.cancel()
        return False

    # -- look ----------------------------------------------------------------------------------
    def draw_at(self, surface: pygame.Surface, scene: HandTable) -> list[pygame.Rect]:
        """The Confirm button on the held card of the table's hand (``scene.hand``), over its lower
        part (its corner still shows which card it is): the button and the card again both play it,
        and nothing else of the table is covered."""
        held = self.current(scene)
        self.button = None
        if held is None:
            return []
        cards = list(scene.state.hands[held.seat])
        if held.action.card not in cards:
            return []
        fan, s = scene.hand, scene.s
        (x, y), _angle = fan.positions(len(cards))[cards.index(held.action.card)]
        size, small = round(30 * s), max(round(20 * s), round(draw.MIN_LABEL * surface.get_height()))
        words = (_(CONFIRM), _(KEEP))
        width = max(draw.text(words[0], size, bold=True).get_width(), draw.text(words[1], small).get_width())
        rect = pygame.Rect(0, 0, width + round(44 * s), round(86 * s))
        rect.center = (round(x), round(y + card_size(fan.card_width)[1] * 0.12 - fan.lift))  # on the card
        rect.clamp_ip(surface.get_rect())
        surface.blit(draw.panel(rect.size, (*draw.ACCENT, 255), round(14 * s)), rect)
        pygame.draw.rect(surface, draw.INK, rect, max(2, round(3 * s)), border_radius=round(14 * s))
        draw.blit_text(
            surface, words[0], (rect.centerx, rect.y + rect.h * 0.36), size, draw.INK, "center", True
        )
        draw.blit_text(surface, words[1], (rect.centerx, rect.y + rect.h * 0.74), small, draw.INK, "center")
        self.button = rect
        return [rect]
