"""How the Fishing table shows what the rules did: one handler per rule event, in order.

Each handler queues its event's animation (``motion``) on the table's timeline. Events that happen
at once at a real table (every seat passing, shuffling its fisherman under its boat, drawing from
its boat) are gathered and move together; ocean draws come one seat after another in the rule's
order, after the boats. A banner says in words what just happened.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

from game.rules.cards import Card
from game.rules.fishing import (
    CaptureAllTook,
    CardPassed,
    CardPlayed,
    CardsDrawn,
    ColourCalled,
    EffectWasted,
    GameOver,
    LeadColourSet,
    OverFishing,
    PassChosen,
    Penalty,
    PlaysFirst,
    RoundScored,
    RoundStarted,
    ShuffledUnderBoat,
    TrickStarted,
    TrickTaken,
    TrickWon,
    ZeroCaptured,
)
from game.rules.fishing.deck import CAPTURE_ALL
from game.scenes.fishing.breakdown import RoundTally
from game.scenes.fishing.motion import AFTER_COUNT, BEFORE_WINNER, OVER_FISHING, ROUND_BANNER
from game.scenes.table.banner import BannerPlace
from game.scenes.table.present import Presenter, handles
from game.scenes.widgets.fishing_cards import NAMES, title
from game.scenes.widgets.fishing_piles import ocean_wave


def _together(event: Any) -> bool:
    """Events every seat does at once at a real table: passing, shuffling under, drawing from boats."""
    return isinstance(event, CardPassed | ShuffledUnderBoat) or (
        isinstance(event, CardsDrawn) and event.source == "boat"
    )


def _cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


class FishingPresenter(Presenter):
    def __init__(self, scene: Any):
        super().__init__(scene)
        self.motion = scene.motion
        self._group: list = []  # events gathered to move together
        self.tally = RoundTally(scene.state.players)  # this round's captures and penalties

    def present(self, event: Any) -> None:
        self.tally.note(event)
        super().present(event)

    def banner_place(self) -> BannerPlace:
        """Above the trick, else below it (where the hand's label is), else higher up; never on a
        seat panel, the status panel, the ocean, the log or a special card's explanation."""
        scene, lay = self.scene, self.scene.layout
        s = lay.s
        keep = [*lay.seats.values(), lay.status, ocean_wave(lay.ocean, lay.ocean_card, s)]
        if scene.log_rect is not None:
            keep.append(scene.log_rect)
        if scene.human_seats():  # the hand and its label
            top, left = lay.hand_label[1] - 20 * s, lay.hand_centre[0] - lay.hand_span / 2
            keep.append(pygame.Rect(left, top, lay.hand_span, lay.size[1] - top))
        cx, cy = lay.banner_centre
        x, y = lay.hand_label
        spots = [(cx, cy), (cx, cy + 60 * s), (x, y), (cx, cy - 60 * s), (cx, lay.trick_centre[1])]
        screen = pygame.Rect((0, 0), lay.size)
        font, wrap, pad, radius = lay.font_heading, lay.banner_wrap, lay.banner_pad, lay.banner_radius
        return BannerPlace(spots, font, wrap, pad, radius, keep, screen)

    def breakdown_rect(self) -> pygame.Rect:
        """Over the trick (empty at a round's end), as wide as the table allows between the seats
        on its left and the ocean or the seats on its right: clear of every score."""
        lay, s = self.scene.layout, self.scene.layout.s
        cx, cy = lay.trick_centre
        rect = pygame.Rect(0, 0, round(760 * s), round(480 * s))
        rect.center = (round(cx), round(cy + 10 * s))
        left, right = 0, lay.size[0]
        for other in [*lay.seats.values(), ocean_wave(lay.ocean, lay.ocean_card, s)]:
            if other.top < rect.bottom and other.bottom > rect.top:
                if other.centerx < cx:
                    left = max(left, other.right + round(12 * s))
                else:
                    right = min(right, other.x - round(12 * s))
        rect.w = min(rect.w, right - left)
        rect.centerx = round(cx)
        rect.x = min(max(rect.x, left), right - rect.w)
        return rect

    def present_all(self, events: Iterable[Any]) -> None:
        for event in events:
            if self._group and not (_together(event) and type(event) is type(self._group[0])):
                self._launch_group()
            self.present(event)
        self._launch_group()

    def _launch_group(self) -> None:
        if not self._group:
            return
        events, self._group = self._group, []
        first, motion = events[0], self.motion
        if isinstance(first, CardPassed):
            motion.say("Pass left: everyone passes one card to the next player")
            self.say("Everyone passed one card to the left")
            motion.step(lambda: motion.slide_passes(events))
        elif isinstance(first, ShuffledUnderBoat):
            motion.step(lambda: motion.shuffle_under(events))
        else:
            motion.step(lambda: motion.draw_from(events))

    # -- cards moving -----------------------------------------------------------------------------
    @handles(CardPassed, ShuffledUnderBoat)
    def gather(self, event: CardPassed | ShuffledUnderBoat) -> None:
        self._group.append(event)

    @handles(CardsDrawn)
    def cards_drawn(self, event: CardsDrawn) -> None:
        if _together(event):  # from the boats: all at once
            self._group.append(event)
            self.say(f"{self.name(event.seat)} drew {event.count} from the boat")
        else:  # from the ocean: one seat after the other
            self.motion.step(lambda: self.motion.draw_from([event]))
            self.say(f"{self.name(event.seat)} fished {event.count} from the ocean")

    @handles(CardPlayed)
    def card_played(self, event: CardPlayed) -> None:
        self.motion.step(lambda: self.motion.play_card(event))
        self.say(f"{self.name(event.seat)} played {title(event.card)}")

    @handles(TrickWon)
    def trick_won(self, event: TrickWon) -> None:
        self.motion.timeline.wait(BEFORE_WINNER)
        self.motion.step(lambda: self.motion.won(event))
        how = f" with {title(event.card)}" if event.card is not None else ""
        self.say(f"{self.name(event.seat)} won the trick{how}")

    @handles(ZeroCaptured)
    def zero_captured(self, event: ZeroCaptured) -> None:
        who = self.scene.name(event.seat)
        said = f"{who}'s zero captures {title(event.card)} onto {who}'s fisherman"
        self.motion.step(lambda: self.motion.capture(event, [event.card], event.zero, "0 captures", said))
        self.say(f"{self.name(event.seat)}'s zero captured {title(event.card)}")

    @handles(CaptureAllTook)
    def capture_all_took(self, event: CaptureAllTook) -> None:
        who, buoy = self.scene.name(event.seat), Card(None, None, CAPTURE_ALL)
        said = f"{who}'s Capture all takes {len(event.cards)} cards; the winner keeps only the buoy"
        self.motion.step(lambda: self.motion.capture(event, list(event.cards), buoy, "captures all", said))
        self.say(f"{self.name(event.seat)}'s Capture all took {len(event.cards)} cards")

    @handles(TrickTaken)
    def trick_taken(self, event: TrickTaken) -> None:
        self.motion.step(lambda: self.motion.sweep(event))
        self.say(f"{self.name(event.seat)} took {_cards(len(event.cards))} from the trick")

    @handles(Penalty)
    def penalty(self, event: Penalty) -> None:
        self.motion.step(lambda: self.motion.penalty(event))
        self.say(f"{self.name(event.seat)} lost {-event.points} points")

    @handles(RoundScored)
    def round_scored(self, event: RoundScored) -> None:
        self.motion.step(lambda: self.motion.count_up(event))
        self.motion.timeline.wait(AFTER_COUNT)
        table = self.tally.table(self.scene, event)
        self.scene.breakdown.hold(self.motion.timeline, lambda: table)
        totals = ", ".join(f"{self.name(seat)} {score}" for seat, score in enumerate(event.scores))
        self.say(f"Round {event.round} scored. Points so far: {totals}")

    # -- markers and banners ----------------------------------------------------------------------
    @handles(LeadColourSet)
    def lead_colour_set(self, event: LeadColourSet) -> None:
        self.motion.announce(event, self.motion.lead_changed)

    @handles(TrickStarted)
    def trick_started(self, event: TrickStarted) -> None:
        def lowest() -> float:
            self.motion.show_banner("Lowest wins this trick!")
            return 0.8

        self.motion.announce(event, lowest if event.lowest_wins else lambda: 0.0)

    @handles(ColourCalled)
    def colour_called(self, event: ColourCalled) -> None:
        def called() -> float:
            who, colour = self.scene.name(event.seat), event.colour
            self.motion.show_banner(f"{who} calls {colour}: everyone must play {colour} if they can")
            self.motion.lead_changed()
            return 1.0

        self.motion.announce(event, called)
        self.say(f"{self.name(event.seat)} called {event.colour}")

    @handles(PlaysFirst)
    def plays_first(self, event: PlaysFirst) -> None:
        def first() -> float:
            self.motion.show_banner(f"{self.scene.name(event.seat)} plays first next trick (Play first buoy)")
            return 0.8

        self.motion.announce(event, first)
        self.say(f"{self.name(event.seat)} plays first next trick")

    @handles(EffectWasted)
    def effect_wasted(self, event: EffectWasted) -> None:
        def wasted() -> float:
            what = NAMES.get(event.card.special, str(event.card))
            who = self.scene.name(event.seat)
            self.motion.show_banner(f"{who}'s {what} is wasted: it was the round's last trick")
            return 1.0

        self.motion.announce(event, wasted)
        self.say(f"{self.name(event.seat)}'s {NAMES.get(event.card.special, str(event.card))} was wasted")

    @handles(PassChosen)
    def pass_chosen(self, event: PassChosen) -> None:
        self.motion.announce(event, lambda: 0.05)

    @handles(RoundStarted)
    def round_started(self, event: RoundStarted) -> None:
        def started() -> float:
            scene = self.scene
            scene.shown.reveal(scene.state.hands)
            self.motion.show_banner(
                f"Round {event.round} of {scene.state.deck.rounds}: {event.hand_size} cards each. "
                f"{scene.name(event.leader)} leads (fewest points)",
                3.0,
            )
            return ROUND_BANNER

        self.motion.announce(event, started)
        lead = self.name(event.leader)
        self.say(f"Round {event.round}: {_cards(event.hand_size)} each, {lead} leads")

    @handles(OverFishing)
    def over_fishing(self, event: OverFishing) -> None:
        def over() -> float:
            self.motion.show_banner(
                f"Over-fishing! The boats need {event.missing} cards, the ocean has only "
                f"{event.ocean}. The game ends.",
                OVER_FISHING + 2,
            )
            self.scene.app.audio.play("buzzer")
            return OVER_FISHING

        self.motion.announce(event, over)
        self.say(f"Over-fishing: the boats need {event.missing} cards, the ocean has {event.ocean}")

    @handles(GameOver)
    def game_over(self, event: GameOver) -> None:
        self.motion.announce(event, lambda: 0.8)
        self.say(self.scene.winners_title())
