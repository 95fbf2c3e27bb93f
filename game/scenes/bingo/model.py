"""What the Bingo table's widgets may read: the lagging shown state and the UI state (hover, peeking,
hints, the words of the moment), as frozen values built once a frame by ``of``.

``of`` is the one place that asks the scene's parts (presenter's shown copy, input's pointer, hint
desk, banner, notice) what to show; the widgets read only the model, never the scene, and compare
their slice of it to know when to repaint.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.bingo import SEAT_COLOURS, TO_CHOOSE, PlaceFree
from game.rules.cards import Card
from game.scenes.bingo.coming import coming
from game.scenes.table import lane, privacy
from game.scenes.table.hint import fan_index
from game.scenes.widgets.bingo_card import BingoCardWidget

if TYPE_CHECKING:
    from game.scenes.bingo.scene import BingoScene

TRUMP_GROW = 0.35  # a new trump's icon starts this much larger …
TRUMP_SETTLE_S = 0.8  # … and settles in this long


@dataclasses.dataclass(frozen=True)
class SeatLook:
    """One seat's panel as it changes: cards in hand, lit to move (and its frame's width while it
    breathes), its word ("to play", "WINNER"), covered numbers, lines and missed-track steps."""

    count: int
    active: bool
    status: str
    width: int
    covered: int
    lines: tuple[int, ...]
    missed: int


@dataclasses.dataclass(frozen=True)
class StatusLook:
    """The status panel: trick number, trump (and its icon's size while it settles), lead colour,
    the prompt, and whether the Hint button shows under it."""

    trick: int
    variant: bool
    trump: str | None
    trump_px: int
    trump_owner: str
    lead: str | None
    prompt: str
    asking: bool


@dataclasses.dataclass(frozen=True)
class HandLook:
    """The fanned hand: whose, its cards, face up or not, which may be played, the one lifted
    (hovered, else hinted) and the hinted one."""

    seat: int
    cards: tuple[Card, ...]
    face_up: bool
    playable: frozenset[int]
    lifted: int | None
    hinted: int | None


@dataclasses.dataclass(frozen=True)
class ChooserLook:
    """A large bingo card on which a human places a free marker."""

    seat: int
    title: str
    covered: int
    colour: tuple[int, int, int]
    hover: int | None  # the open number under a pointer
    hinted: int | None  # the number the hint suggests


@dataclasses.dataclass(frozen=True)
class BingoModel:
    players: int
    home: int
    seats: tuple[SeatLook, ...]
    status: StatusLook
    trick: tuple[tuple[int, Card], ...]
    marks: tuple[tuple[int, str], ...]
    played: int
    log: str  # the log strip's latest line
    hand: HandLook | None
    words: lane.Words
    choosers: tuple[ChooserLook, ...]
    hint_button: tuple[bool, bool]  # shown, thinking
    clock: float


def of(scene: BingoScene) -> BingoModel:
    """The model of ``scene`` now."""
    shown = scene.shown
    movers = set() if scene.presenting() else set(scene.state.to_move())
    seats = tuple(_seat(scene, seat, seat in movers) for seat in range(scene.state.players))
    hand = _hand(scene)
    humans = scene.humans_to_move()
    return BingoModel(
        players=scene.state.players,
        home=scene.home,
        seats=seats,
        status=_status(scene),
        trick=tuple(shown.trick),
        marks=tuple(sorted(shown.marks.items())),
        played=shown.played,
        log=scene.log.latest,
        hand=hand,
        words=_words(scene, hand),
        choosers=_choosers(scene),
        hint_button=(any(scene.hints.may_ask(seat) for seat in humans), scene.hints.thinking(None)),
        clock=scene.clock,
    )


def _seat(scene: BingoScene, seat: int, active: bool) -> SeatLook:
    shown = scene.shown
    return SeatLook(
        count=len(shown.hands[seat]),
        active=active,
        status=_seat_status(scene, seat, active),
        width=scene.panels[seat].turn_width(scene.pulse(active)) if active else 0,
        covered=shown.covered[seat],
        lines=tuple(shown.lines[seat]),
        missed=shown.missed[seat],
    )


def _seat_status(scene: BingoScene, seat: int, active: bool) -> str:
    if seat in scene.shown.winners:
        return _("WINNER")
    if scene.state.choices[seat] == TO_CHOOSE and not scene.presenting():
        return _("choosing")
    if seat in scene.shown.chosen:
        return _("chosen")
    if active:
        return _("thinking…") if scene.thinks(seat) else _("to play")
    return privacy.look_status(scene, seat)


def _status(scene: BingoScene) -> StatusLook:
    shown, lay = scene.shown, scene.layout
    variant = bool(scene.state.trump_variant)
    trump_px, owner = 0, ""
    if variant and shown.trump is not None:
        since = scene.clock - shown.trump_since
        trump_px = round(lay.icon_trump * (1.0 + TRUMP_GROW * max(0.0, 1.0 - since / TRUMP_SETTLE_S)))
        owner = scene.setup.seats[SEAT_COLOURS.index(shown.trump)].name
    return StatusLook(
        trick=scene.round_number(),
        variant=variant,
        trump=shown.trump,
        trump_px=trump_px,
        trump_owner=owner,
        lead=shown.trick[0][1].colour if shown.trick else None,
        prompt=prompt(scene),
        asking=not scene.presenting() and bool(scene.humans_to_move()),  # the Hint button may show
    )


def prompt(scene: BingoScene) -> str:
    """Who acts now, or next (``coming``) while the table still shows the last moves."""
    if scene.presenting():
        return coming(scene)  # the table is still showing the last moves: nobody may act
    if scene.state.is_over():
        return _("Game over")
    movers = scene.humans_to_move()
    if not movers:
        return coming(scene)
    seat = movers[0]
    name = scene.seat_name(seat)
    if scene.state.choices[seat] == TO_CHOOSE:
        return _("{player}: place your free marker").format(player=name)
    return _("{player}: play a card").format(player=name)


def _hand(scene: BingoScene) -> HandLook | None:
    if not scene.human_seats():
        return None
    seat = scene.hand_seat()
    cards = tuple(scene.shown.hands[seat])
    face_up = scene.hand_face_up(seat)
    playable = frozenset(scene.playable_indices(seat) if face_up else ())
    hover_pos = scene.input.hover_pos
    hover = None
    if hover_pos is not None and face_up:
        hover = scene.hand.index_at(hover_pos, len(cards), playable)
    hinted = fan_index(scene.hints, seat, list(cards)) if face_up else None
    held = scene.held.index(scene, seat, list(cards))  # a card waiting to be confirmed stays lifted
    lifted = held if held is not None else hinted if hover is None else hover
    return HandLook(seat, cards, face_up, playable, lifted, hinted)


def _words(scene: BingoScene, hand: HandLook | None) -> lane.Words:
    """The lane's sentence: a refusal, else the tip of a hovered card that may not be played, else
    a hint's reason, else what just happened, else whose hand it is."""
    notice = scene.shown_notice()
    if notice:
        return lane.Words(notice, lane.REFUSAL)
    if hand is not None and hand.lifted is not None and hand.lifted != hand.hinted:
        card = hand.cards[hand.lifted]
        if hand.lifted not in hand.playable and hand.playable and scene.hover_tips():
            reason = scene.refusal_words(scene.state.why_unplayable(hand.seat, card))
            if reason:
                return lane.Words(reason, lane.TIP)
    hinted = scene.hints.current()
    if hinted is not None:
        return lane.Words(hinted.hint.reason, lane.HINT)
    banner = scene.banner.showing
    if banner:
        return lane.Words(banner, lane.BANNER)
    if hand is not None:
        name = scene.setup.seats[hand.seat].name
        return lane.Words(privacy.hand_label(scene, hand.seat, name, hand.face_up), lane.LABEL)
    return lane.Words()


def _choosers(scene: BingoScene) -> tuple[ChooserLook, ...]:
    out = []
    choosers = scene.human_choosers()
    pos = scene.input.hover_pos
    for seat, rect in zip(choosers, scene.layout.chooser_rects(len(choosers)), strict=True):
        name = scene.setup.seats[seat].name
        hinted = scene.hints.current(seat)
        action = hinted.hint.action if hinted is not None else None
        number = action.number if isinstance(action, PlaceFree) else None
        out.append(
            ChooserLook(
                seat=seat,
                title=_("{player}: free marker on any open number").format(player=name),
                covered=scene.shown.covered[seat],
                colour=scene.seat_colour(seat),
                hover=BingoCardWidget(rect).number_at(pos) if pos is not None else None,
                hinted=number,
            )
        )
    return tuple(out)
