"""What the Fishing table's widgets may read: the lagging shown state (cards still in flight left
out) and the UI state (hover, peeking, hints, the pass choices, the words of the moment), as frozen
values built once a frame by ``of``.

``of`` is the one place that asks the scene's parts (the shown copy and the motion, the input's
pointer, the hint desk, the banner, the refusal) what to show; the widgets read only the model,
never the scene, and compare their slice of it to know when to repaint.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.engine import draw
from game.i18n import N_, _
from game.rules.cards import Card
from game.rules.fishing import CALL, CAPTURE, PASS, PLAY, Capture, PassCard, PlayCard
from game.scenes.fishing import lane_words, trick_markers
from game.scenes.fishing.coming import coming
from game.scenes.fishing.layout import colour_at
from game.scenes.table import lane, privacy
from game.scenes.table.hint import fan_index
from game.scenes.table.words import together
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.hand import FannedHand

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene

CANDIDATE = (240, 178, 62)
"""The outline of a card the zero may capture."""


@dataclasses.dataclass(frozen=True)
class SeatLook:
    """One seat's panel as it changes: cards in hand, its fisherman, boat, score, lit to move (and
    its frame's width while it breathes) and its word ("to play", "leads", "WINNER")."""

    hand: int
    fisherman: tuple[Card, ...]
    boat: int
    score: int
    active: bool
    status: str
    width: int


@dataclasses.dataclass(frozen=True)
class StatusLook:
    """The status box: round, the round's hand size and trick, the prompt, and whether the Hint
    button shows under it."""

    round: int
    rounds: int
    hand_size: int
    trick: int
    prompt: str
    asking: bool


@dataclasses.dataclass(frozen=True)
class TrickCard:
    """A card of the trick: who played it, an outline (a card the zero may capture) and its pill
    (WINS, 0 captures) with the pill's colour."""

    seat: int
    card: Card
    outline: draw.Colour | None
    mark: tuple[str, draw.Colour] | None


@dataclasses.dataclass(frozen=True)
class FanLook:
    """A fanned hand: whose, at the bottom or in the middle (``passing``), its cards, face up or
    not, which may be played or passed, the one lifted (hovered, else hinted), the hinted one,
    and, while passing, whether its seat has chosen."""

    seat: int
    name: str
    passing: bool
    cards: tuple[Card | None, ...]
    face_up: bool
    playable: frozenset[int]
    lifted: int | None
    hinted: int | None
    chosen: bool = False
    label: str = ""  # over the hand at the bottom: whose, and how to look while it lies face down


@dataclasses.dataclass(frozen=True)
class PickerLook:
    """The colour buttons of a human calling the next trick's colour."""

    title: str
    hover: str | None  # the colour under a pointer
    trump: str


@dataclasses.dataclass(frozen=True)
class FishingModel:
    players: int
    home: int
    phase: str  # the rules' phase: a card pressed in a hand is played, or passed
    seats: tuple[SeatLook, ...]
    ocean: tuple[int, int]  # cards left, stars of the top card
    status: StatusLook
    log: str | None  # the log strip's latest line (None: a special card's explanation takes its place)
    trick: tuple[TrickCard, ...]
    pills: tuple[tuple[trick_markers.Line, ...], int]  # lead or called colour, *Lowest wins*; text size
    hand: FanLook | None  # at the bottom
    passing: tuple[FanLook, ...]  # in the middle, while several humans pass at once
    most_cards: int  # the longest of those hands: their frames are tiered for it
    words: lane.Words
    hint_button: tuple[bool, bool]  # shown, thinking
    picker: PickerLook | None
    pass_notice: tuple[str, str] | None  # the pass-left notice: to whom, from whom
    explaining: Card | None  # a special card's first appearance
    clock: float


def of(scene: FishingScene) -> FishingModel:
    """The model of ``scene`` now."""
    movers = set() if scene.presenting() else set(scene.state.to_move())
    fans = _fans(scene)
    passing = tuple(fan for fan in fans if fan.passing)
    hand = next((fan for fan in fans if not fan.passing), None)
    trick = _trick(scene)
    humans = scene.humans_to_move()
    explaining = scene.motion.explanation
    shown = explaining.explaining[0] if explaining.explaining and explaining.showing(scene.clock) else None
    return FishingModel(
        players=scene.state.players,
        home=scene.home,
        phase=scene.state.phase,
        seats=tuple(_seat(scene, seat, seat in movers) for seat in range(scene.state.players)),
        ocean=(scene.shown.ocean, scene.shown.ocean_depth),
        status=_status(scene),
        log=None if shown is not None else scene.log.latest,
        trick=trick,
        pills=_pills(scene, trick),
        hand=hand,
        passing=passing,
        most_cards=max((len(scene.shown.hands[fan.seat]) for fan in passing), default=0),
        words=lane_words.words(scene, fans),
        hint_button=(any(scene.hints.may_ask(seat) for seat in humans), scene.hints.thinking(None)),
        picker=_picker(scene),
        pass_notice=_pass_notice(scene),
        explaining=shown,
        clock=scene.clock,
    )


# -- seats and status -----------------------------------------------------------------------------
def _seat(scene: FishingScene, seat: int, active: bool) -> SeatLook:
    return SeatLook(
        hand=len(scene.sight.visible_hand(seat)),
        fisherman=tuple(scene.sight.fisherman(seat)),
        boat=scene.sight.boat(seat),
        score=scene.sight.score(seat),
        active=active,
        status=seat_status(scene, seat, active),
        width=scene.seats[seat].panel.turn_width(scene.pulse(active)) if active else 0,
    )


ASKED = {PASS: N_("choose a card to pass"), CALL: N_("call a colour"), CAPTURE: N_("capture a card")}
"""A human seat's word while it must make a phase's choice."""


def seat_status(scene: FishingScene, seat: int, active: bool) -> str:
    """A seat panel's word: the winner, what a seat to move must do (or that a bot thinks), a
    chosen pass, the leader, else whether its hand may be looked at."""
    shown = scene.shown
    if seat in shown.winners:
        return _("WINNER")
    if active:
        if scene.thinks(seat):
            return _("thinking…")
        return _(ASKED.get(scene.state.phase, N_("to play")))
    if seat in shown.chosen:
        return _("card chosen")
    if seat == shown.leader and not shown.trick and not shown.winners:  # none after the game
        return _("leads")
    return privacy.look_status(scene, seat)


def _status(scene: FishingScene) -> StatusLook:
    shown = scene.shown
    return StatusLook(
        round=scene.round_number(),
        rounds=scene.round_count(),
        hand_size=shown.hand_size,
        trick=min(shown.tricks + 1, shown.hand_size),
        prompt=prompt(scene),
        asking=not scene.presenting() and bool(scene.humans_to_move()),  # the Hint button may show
    )


def prompt(scene: FishingScene) -> str:
    """Who acts now and how, or who acts next (``coming``) while the table still shows the last
    moves ("Game over" then would spoil them)."""
    state = scene.state
    if scene.presenting():
        return coming(scene)
    if state.is_over():
        return _("Game over")
    movers = scene.humans_to_move()
    if not movers:
        return coming(scene)
    names = together([scene.seat_name(s) for s in movers])
    if state.phase == PASS:
        if len(scene.human_seats()) > 1:  # each hand's frame says whose it is and how to look
            return _("Everyone passes one card to the left: click it on your face-up hand")
        return _("{players}: pass one card to the left (click the card to pass)").format(players=names)
    if state.phase == CALL:
        return _("{players}: call the colour everyone must play next trick").format(players=names)
    if state.phase == CAPTURE:
        return _("{players}: your zero captures one card: click it in the trick").format(players=names)
    return _("{player}: play a card").format(player=names)


# -- the trick ------------------------------------------------------------------------------------
def capture_candidates(scene: FishingScene) -> list[Card]:
    """The cards a human's zero may capture now."""
    seats = waiting_humans(scene, CAPTURE)
    actions = scene.state.legal_actions(seats[0]) if seats else []
    return [action.card for action in actions if isinstance(action, Capture)]


def waiting_humans(scene: FishingScene, phase: str) -> list[int]:
    """Human seats that must make a ``phase`` choice now (none while the table animates)."""
    if scene.presenting() or scene.state.phase != phase:
        return []
    return scene.humans_to_move()


def _trick(scene: FishingScene) -> tuple[TrickCard, ...]:
    candidates = capture_candidates(scene)
    out = []
    for seat, card in scene.sight.trick_cards():
        mark = scene.motion.marks.get(card)
        outline = mark[1] if mark else CANDIDATE if card in candidates else None
        out.append(TrickCard(seat, card, outline, mark))
    return tuple(out)


def _pills(scene: FishingScene, trick: tuple[TrickCard, ...]) -> tuple[tuple[trick_markers.Line, ...], int]:
    lay, area, at = scene.layout, scene.trick_area, scene.sight.trick_pos
    badges = [area.badge_rect(at(c.seat), _(c.mark[0]), lay.badge) for c in trick if c.mark]
    grow = trick_markers.grow(scene.clock - scene.motion.lead_since)
    return trick_markers.lines(lay, scene.shown, scene.name, grow, badges)


# -- hands ----------------------------------------------------------------------------------------
def playable(scene: FishingScene, seat: int) -> set[int]:
    """Indices of the cards ``seat`` may play or pass now (lifted in its hand)."""
    if seat not in waiting_humans(scene, PLAY) and seat not in waiting_humans(scene, PASS):
        return set()
    allowed = {a.card for a in scene.state.legal_actions(seat) if isinstance(a, PlayCard | PassCard)}
    return {i for i, card in enumerate(scene.sight.visible_hand(seat)) if card in allowed}


def pass_hands(scene: FishingScene) -> dict[int, FannedHand]:
    """With several humans at the table, each human's hand sits in the middle while everyone
    chooses the card to pass, side by side, until every seat has chosen."""
    seats = scene.human_seats()
    if len(seats) < 2 or scene.state.phase != PASS:
        return {}
    fans = scene.pass_fans()
    return {seat: FannedHand(fan.centre, fan.card, fan.span, DECK) for seat, fan in fans.items()}


def _fans(scene: FishingScene) -> list[FanLook]:
    """The hands in play: every human's in the middle while passing, else the hand seat's at the
    bottom (if it has cards)."""
    hands = pass_hands(scene)
    if hands:
        return [_fan(scene, seat, fan, True) for seat, fan in hands.items()]
    seat = scene.hand_seat()
    if scene.human_seats() and scene.sight.visible_hand(seat):
        return [_fan(scene, seat, scene.hand, False)]
    return []


def _fan(scene: FishingScene, seat: int, fan: FannedHand, passing: bool) -> FanLook:
    cards = tuple(scene.sight.visible_hand(seat))
    face_up = scene.hand_face_up(seat) and None not in cards
    lit = frozenset(playable(scene, seat) if face_up else ())
    pos = scene.input.hover_pos
    hover = fan.index_at(pos, len(cards), lit) if pos is not None and face_up else None
    hinted = fan_index(scene.hints, seat, cards) if face_up else None
    chosen = seat not in scene.state.to_move()
    held = scene.held.index(scene, seat, list(cards))  # a card waiting to be confirmed stays lifted
    lifted = held if held is not None else hinted if hover is None else hover
    label = "" if passing else privacy.hand_label(scene, seat, scene.name(seat), scene.hand_face_up(seat))
    return FanLook(seat, scene.name(seat), passing, cards, face_up, lit, lifted, hinted, chosen, label)


# -- choices over the table -----------------------------------------------------------------------
def _picker(scene: FishingScene) -> PickerLook | None:
    callers = waiting_humans(scene, CALL)
    if not callers:
        return None
    pos = scene.input.hover_pos
    hover = colour_at(scene.layout, pos) if pos is not None else None
    words = _("{player}: call the colour for the next trick").format(player=scene.name(callers[0]))
    return PickerLook(words, hover, scene.state.deck.trump)


def _pass_notice(scene: FishingScene) -> tuple[str, str] | None:
    """Who gives to whom, while one human passes (several see their hands in the middle)."""
    passers = waiting_humans(scene, PASS)
    if not passers or pass_hands(scene):
        return None
    seat, n = passers[0], scene.state.players
    return scene.name((seat + 1) % n), scene.name((seat - 1) % n)
