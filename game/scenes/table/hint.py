"""Hints at a table: a Hint button, H on the keyboard, Back on a gamepad, for the seat to move.

A ``HintDesk`` belongs to one table scene. Asking starts a ``HintJob`` (``ai/hints.py``) on the
asking seat's own view; the desk thinks a slice per update (a hint never freezes a frame), then
shows the move until that seat (or anyone) acts. Each game's view draws the move *on* the table
(the card lifted and ringed, the Garum slot lit, the five's cells outlined) and says the one line
of reason: the card games and Garum in their words lane, 5er Finden beside the seat's board.

Hint use is recorded, not played: ``uses`` is a list of ``[seat, move]`` (the number of actions
in the game's record when the hint was asked). It rides in the saved record under ``"hints"``,
which ``from_record`` ignores, so replays stay equal; ``hint_counts(record)`` and
``hints_used_words`` give the results and the replay "Blue used 2 hints".
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.ai.hints import PLAIN, Hint, Hinter, HintJob, Wording
from game.engine.devices import keyboard
from game.engine.pointers import DOWN, PRIMARY, Pointer, PointerEvent, PointerHub
from game.i18n import ngettext
from game.rules.base import Record, rng_for
from game.rules.cards import Card, CardAction
from game.scenes import registry
from game.scenes.table.hint_button import HintButton
from game.scenes.table.privacy import look_first
from game.scenes.table.words import card_colour

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

RECORD_KEY = "hints"
HINT_KEY = pygame.K_h
PAD_HINT = pygame.CONTROLLER_BUTTON_BACK  # A, B, X, Y and the shoulders already steer the cursor
RING = (255, 214, 120)


# -- the record -------------------------------------------------------------------------------------
def with_uses(record: Record, uses: list[list[int]]) -> Record:
    """``record`` with the hints asked (left out when none were: such records stay as they were)."""
    return {**record, RECORD_KEY: [list(u) for u in uses]} if uses else record


def uses_of(record: object) -> list[list[int]]:
    """The ``[seat, move]`` hint uses a record carries (a malformed entry is dropped, not trusted)."""
    entries = record.get(RECORD_KEY, []) if isinstance(record, dict) else []
    if not isinstance(entries, list):
        return []
    return [
        [e[0], e[1]]
        for e in entries
        if isinstance(e, list)
        and len(e) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) for n in e)
    ]


def hint_counts(record: object, players: int) -> list[int]:
    """Hints each seat asked for, from a record."""
    counts = [0] * players
    for seat, _move in uses_of(record):
        if 0 <= seat < players:
            counts[seat] += 1
    return counts


def hints_used_words(player: str, count: int) -> str:
    """ "Blue used 2 hints" for the results and the replay."""
    return ngettext("{player} used {n} hint", "{player} used {n} hints", count).format(player=player, n=count)


# -- asking -----------------------------------------------------------------------------------------
def hint_press(event: pygame.event.Event, hub: PointerHub) -> Pointer | None:
    """The pointer whose device asked for a hint by key or pad button, else None: H belongs to the
    mouse player (unless a keyboard cursor steers with it), Back to its gamepad's cursor."""
    if event.type == pygame.KEYDOWN:
        return keyboard.mouse_shortcut(event, hub, HINT_KEY)
    if event.type == pygame.CONTROLLERBUTTONDOWN and event.button == PAD_HINT:
        return hub.pointers.get(f"pad:{event.instance_id}")
    return None


@dataclasses.dataclass
class Shown:
    seat: int
    hint: Hint
    moment: object  # the seat's ``moment`` when asked: the hint goes once it changes (the seat acted)


class HintDesk:
    """Asks, thinks and shows hints for one table, for each seat on its own. ``hinter`` is the
    game's hint (``ai/<game>/hint.py``, named by its kit); ``view(seat)`` is what the seat sees;
    ``may_ask(seat)`` whether it may ask now (a human whose turn it is); ``moment(seat)`` changes
    when the seat's hint no longer applies; ``actions()`` counts the actions in the game's record
    (when a hint was asked); ``say`` names the cards in the reasons (the table's card words). A
    hint tells the seat's hidden cards: it shows only while ``visible(seat)`` (its hand is face
    up); asked for while it is not, ``hidden(seat)`` tells the seat how to look."""

    def __init__(
        self,
        hinter: Hinter | None,
        seed: int,
        view: Callable[[int], object],
        may_ask: Callable[[int], bool],
        moment: Callable[[int], object],
        actions: Callable[[], int],
        say: Wording = PLAIN,
        visible: Callable[[int], bool] = lambda seat: True,
        hidden: Callable[[int], None] = lambda seat: None,
    ):
        self.hinter, self.seed, self.say = hinter, seed, say
        self.visible, self.hidden = visible, hidden
        self.view, self.may_ask, self.moment, self.actions = view, may_ask, moment, actions
        self.uses: list[list[int]] = []
        self.jobs: dict[int, tuple[HintJob, object]] = {}
        self.shown: dict[int, Shown] = {}

    @classmethod
    def for_table(cls, scene: TableScene) -> HintDesk:
        """The desk of a turn-based ``TableScene``: its true state's view, humans to move only,
        never while the table still animates, in a replay or over the results; a hint lasts
        until the next action at the table. A game its kit gives no hint (or no kit: a test's
        table) never offers one."""
        kit = registry.kit_of(scene.key)
        hinter = kit.hook("hint") if kit is not None else None

        def may_ask(seat: int) -> bool:
            return (
                hinter is not None
                and seat in scene.humans_to_move()
                and not scene.watching
                and scene.results_since is None
                and not scene.presenting()
            )

        def actions() -> int:
            return len(scene.state.history)

        return cls(
            hinter,
            scene.setup.seed,
            lambda seat: scene.state.view(seat),
            may_ask,
            lambda seat: actions(),
            actions,
            Wording(scene.card_words, card_colour),
            lambda seat: scene.hand_face_up(seat) or not scene.turn_uses_hand(seat),
            lambda seat: scene.refused(seat, None, look_first(scene.peek_words(seat)), private=False),
        )

    def ask(self, seat: int | None) -> bool:
        """``seat`` asks for a hint: True if taken (asked now, or already thinking or shown)."""
        if seat is None or not self.may_ask(seat):
            return False
        if not self.visible(seat):
            self.hidden(seat)
            return True
        if self.current(seat) is not None or seat in self.jobs:
            return True
        moment, actions = self.moment(seat), self.actions()
        seed = rng_for(self.seed, "hint", seat, actions).randrange(2**31)
        assert self.hinter is not None, "may_ask is False for a table without hints"
        self.jobs[seat] = (HintJob(self.hinter, self.view(seat), seat, seed, self.say), moment)
        self.shown.pop(seat, None)
        self.uses.append([seat, actions])
        return True

    def update(self, max_seconds: float) -> None:
        """Think a slice for each seat asking; drop a question its seat has moved past."""
        for seat, (job, moment) in list(self.jobs.items()):
            if self.moment(seat) != moment:
                del self.jobs[seat]
                continue
            job.step(max_seconds)
            if job.done:
                del self.jobs[seat]
                if job.hint is not None:
                    self.shown[seat] = Shown(seat, job.hint, moment)

    def thinking(self, seat: int | None = None) -> bool:
        return bool(self.jobs) if seat is None else seat in self.jobs

    def current(self, seat: int | None = None) -> Shown | None:
        """The hint on show for ``seat`` (None: for any seat), until that seat's moment passes."""
        seats = list(self.shown) if seat is None else [seat]
        for each in seats:
            shown = self.shown.get(each)
            fresh = shown is not None and self.moment(each) == shown.moment
            if fresh and self.may_ask(each) and self.visible(each):
                return shown
        return None

    def click(self, seat: int | None, event: PointerEvent, buttons: Sequence[HintButton]) -> bool:
        """A press on one of the table's Hint ``buttons`` (its layout's) asks for the pointer's seat."""
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        return any(button.hit(event.pos, seat) for button in buttons) and self.ask(seat)


# -- drawing ----------------------------------------------------------------------------------------
def draw_ring(
    surface: pygame.Surface, rect: pygame.Rect, s: float, clock: float, angle: float = 0.0
) -> pygame.Rect:
    """A breathing ring around the suggested card, slot or spot, turned by ``angle`` degrees as a
    fanned card is (``draw_card`` turns its picture so); returns where it was drawn."""
    grow = round((4 + 3 * (0.5 + 0.5 * math.sin(clock * 5))) * s)
    ring = rect.inflate(2 * grow, 2 * grow)
    width, radius = max(3, round(6 * s)), round(12 * s)
    if not round(angle):
        return pygame.draw.rect(surface, RING, ring, width, border_radius=radius)
    picture = pygame.Surface(ring.size, pygame.SRCALPHA)
    pygame.draw.rect(picture, RING, picture.get_rect(), width, border_radius=radius)
    turned = pygame.transform.rotate(picture, round(angle))
    return surface.blit(turned, turned.get_rect(center=ring.center))


def fan_index(desk: HintDesk, seat: int, cards: Sequence[Card | None]) -> int | None:
    """Where the card the hint plays or passes lies in ``seat``'s fanned hand, if it does."""
    shown = desk.current(seat)
    card = shown.hint.action.card if shown and isinstance(shown.hint.action, CardAction) else None
    return cards.index(card) if card is not None and card in cards else None
