"""The Fishing table's words lane, as the model gives it (``model.of``): a refusal, else what a
hovered card, trick card or pile is, else a hint's reason, else what just happened (the banner);
and the rule that forbids a card, for the lane and for a refused press."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _, ngettext
from game.rules.cards import Card
from game.rules.fishing import PASS, PassCard, PlayCard
from game.scenes.table import lane
from game.scenes.widgets.cards import card_size
from game.scenes.widgets.fishing_cards import explain, title

if TYPE_CHECKING:
    from game.scenes.fishing.model import FanLook
    from game.scenes.fishing.scene import FishingScene


def words(scene: FishingScene, fans: list[FanLook]) -> lane.Words:
    """The lane's sentence: a refusal, else what a hovered card, trick card or pile is, else a
    hint's reason, else what just happened (whose hand it is stands over the hand)."""
    notice = scene.shown_notice()
    if notice:
        return lane.Words(notice, lane.REFUSAL)
    tip = _tip(scene, fans) if scene.hover_tips() else None
    if tip:
        return lane.Words(tip, lane.TIP)
    hinted = scene.hints.current()
    if hinted is not None:
        return lane.Words(hinted.hint.reason, lane.HINT)
    banner = scene.banner.showing
    return lane.Words(banner, lane.BANNER) if banner else lane.Words()


def _tip(scene: FishingScene, fans: list[FanLook]) -> str | None:
    """Why a hovered card may not be played, or what it does; what a hovered card of the trick
    does, or what the pile under the pointer is."""
    for fan in fans:
        if fan.lifted is None or fan.lifted == fan.hinted:
            continue
        card = fan.cards[fan.lifted]
        if fan.playable and fan.lifted not in fan.playable:
            return why_not(scene, fan.seat, card)
        return explain(card) if card is not None else None
    pos = scene.input.hover_pos
    if pos is None:
        return None
    card = trick_card_at(scene, pos)
    if card is not None and explain(card):
        return _("{card}: {rule}").format(card=title(card), rule=explain(card))
    return place_at(scene, pos)


def why_not(scene: FishingScene, seat: int, card: Card | None) -> str:
    """The rule that forbids ``seat`` to play (or pass) ``card`` now, in player words."""
    if card is None:
        return ""
    state = scene.state
    action = PassCard(card) if state.phase == PASS else PlayCard(card)
    return scene.refusal_words(state.why_illegal(seat, action))


def place_at(scene: FishingScene, pos: tuple[int, int]) -> str | None:
    """What the pile or score under ``pos`` is, for a newcomer hovering over it."""
    ocean = scene.layout.ocean
    half = card_size(scene.layout.ocean_card)[1] * 0.7
    if abs(pos[0] - ocean[0]) < half and abs(pos[1] - ocean[1]) < half:
        depth = scene.shown.ocean_depth
        words = ngettext(
            "The ocean: {n} cards, the next one has {depth} star. A boat that runs short draws here; "
            "deeper cards are stronger and stranger.",
            "The ocean: {n} cards, the next one has {depth} stars. A boat that runs short draws here; "
            "deeper cards are stronger and stranger.",
            depth,
        )
        return words.format(n=scene.shown.ocean, depth=depth)
    for seat, widget in scene.seats.items():
        name = scene.name(seat)
        if widget.hit(widget.fisherman_centre(), pos):
            return _(
                "{player}'s fisherman: cards won this round, 1 point each at round end; then "
                "they go under the boat."
            ).format(player=name)
        if widget.hit(widget.boat_centre(), pos):
            return _(
                "{player}'s boat: the draw pile for the next rounds, made of the cards {player} won."
            ).format(player=name)
    return None


def trick_card_at(scene: FishingScene, pos: tuple[int, int]) -> Card | None:
    """The card of the trick under ``pos`` (the topmost)."""
    w, h = card_size(scene.trick_area.card_width)
    for seat, card in reversed(scene.sight.trick_cards()):
        x, y = scene.sight.trick_pos(seat)
        if abs(pos[0] - x) <= w / 2 and abs(pos[1] - y) <= h / 2:
            return card
    return None
