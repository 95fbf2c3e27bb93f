"""How the Fishing table shows what the rules did: one handler per rule event, in order.

Each handler queues its event's animation (``motion``) on the table's timeline. Events that happen
at once at a real table (every seat passing, shuffling its fisherman under its boat, drawing from
its boat) are gathered and move together; ocean draws come one seat after another in the rule's
order, after the boats. A banner says in words what just happened.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext
from game.rules.base import Event
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
from game.scenes.fishing.words import buoy_name, trick_line
from game.scenes.table.present import Presenter, handles
from game.scenes.table.words import card_colour
from game.scenes.widgets.fishing_cards import title

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene


def _together(event: Event) -> bool:
    """Events every seat does at once at a real table: passing, shuffling under, drawing from boats."""
    return isinstance(event, CardPassed | ShuffledUnderBoat) or (
        isinstance(event, CardsDrawn) and event.source == "boat"
    )


class FishingPresenter(Presenter):
    def __init__(self, scene: FishingScene):
        super().__init__(scene)
        self.motion = scene.motion
        self._group: list = []  # events gathered to move together
        self.tally = RoundTally(scene.state.players)  # this round's captures and penalties

    def present(self, event: Event) -> None:
        self.tally.note(event)
        super().present(event)

    def present_all(self, events: Iterable[Event]) -> None:
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
            motion.say(_("Pass left: everyone passes one card to the next player"))
            self.say(_("Everyone passed one card to the left"))
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
            self.say(_("{player} drew {n} from the boat").format(player=self.name(event.seat), n=event.count))
        else:  # from the ocean: one seat after the other
            self.motion.step(lambda: self.motion.draw_from([event]))
            words = _("{player} fished {n} from the ocean")
            self.say(words.format(player=self.name(event.seat), n=event.count))

    @handles(CardPlayed)
    def card_played(self, event: CardPlayed) -> None:
        self.motion.step(lambda: self.motion.play_card(event))
        self.say(_("{player} played {card}").format(player=self.name(event.seat), card=title(event.card)))

    @handles(TrickWon)
    def trick_won(self, event: TrickWon) -> None:
        self.motion.timeline.wait(BEFORE_WINNER)
        self.motion.step(lambda: self.motion.won(event))
        self.say(trick_line(event, self.name))

    @handles(ZeroCaptured)
    def zero_captured(self, event: ZeroCaptured) -> None:
        who = self.scene.name(event.seat)
        card = title(event.card)
        said = _("{player}'s zero captures {card} onto {player}'s fisherman").format(player=who, card=card)
        self.motion.step(lambda: self.motion.capture(event, [event.card], event.zero, N_("0 captures"), said))
        self.say(trick_line(event, self.name))

    @handles(CaptureAllTook)
    def capture_all_took(self, event: CaptureAllTook) -> None:
        who, buoy = self.scene.name(event.seat), Card(None, None, CAPTURE_ALL)
        n = len(event.cards)
        said = ngettext(
            "{player}'s Capture all takes {n} card; the winner keeps only the buoy",
            "{player}'s Capture all takes {n} cards; the winner keeps only the buoy",
            n,
        ).format(player=who, n=n)
        self.motion.step(
            lambda: self.motion.capture(event, list(event.cards), buoy, N_("captures all"), said)
        )
        self.say(trick_line(event, self.name))

    @handles(TrickTaken)
    def trick_taken(self, event: TrickTaken) -> None:
        self.motion.step(lambda: self.motion.sweep(event))
        self.say(trick_line(event, self.name))

    @handles(Penalty)
    def penalty(self, event: Penalty) -> None:
        self.motion.step(lambda: self.motion.penalty(event))
        self.say(trick_line(event, self.name))

    @handles(RoundScored)
    def round_scored(self, event: RoundScored) -> None:
        self.motion.step(lambda: self.motion.count_up(event))
        self.motion.timeline.wait(AFTER_COUNT)
        table = self.tally.table(self.scene, event)
        self.scene.breakdown.hold(self.motion.timeline, lambda: table)
        totals = ", ".join(f"{self.name(seat)} {score}" for seat, score in enumerate(event.scores))
        self.say(_("Round {n} scored. Points so far: {totals}").format(n=event.round, totals=totals))

    # -- markers and banners ----------------------------------------------------------------------
    @handles(LeadColourSet)
    def lead_colour_set(self, event: LeadColourSet) -> None:
        self.motion.announce(event, self.motion.lead_changed)

    @handles(TrickStarted)
    def trick_started(self, event: TrickStarted) -> None:
        def lowest() -> float:
            self.motion.show_banner(_("Lowest wins this trick!"))
            return 0.8

        self.motion.announce(event, lowest if event.lowest_wins else lambda: 0.0)

    @handles(ColourCalled)
    def colour_called(self, event: ColourCalled) -> None:
        def called() -> float:
            who, colour = self.scene.name(event.seat), card_colour(event.colour)
            words = _("{player} calls {colour}: everyone must play {colour} if they can")
            self.motion.show_banner(words.format(player=who, colour=colour))
            self.motion.lead_changed()
            return 1.0

        self.motion.announce(event, called)
        colour = card_colour(event.colour)
        self.say(_("{player} called {colour}").format(player=self.name(event.seat), colour=colour))

    @handles(PlaysFirst)
    def plays_first(self, event: PlaysFirst) -> None:
        def first() -> float:
            words = _("{player} plays first next trick (Play first buoy)")
            self.motion.show_banner(words.format(player=self.scene.name(event.seat)))
            return 0.8

        self.motion.announce(event, first)
        self.say(_("{player} plays first next trick").format(player=self.name(event.seat)))

    @handles(EffectWasted)
    def effect_wasted(self, event: EffectWasted) -> None:
        def wasted() -> float:
            words = _("{player}'s {card} is wasted: it was the round's last trick")
            self.motion.show_banner(
                words.format(player=self.scene.name(event.seat), card=buoy_name(event.card))
            )
            return 1.0

        self.motion.announce(event, wasted)
        self.say(trick_line(event, self.name))

    @handles(PassChosen)
    def pass_chosen(self, event: PassChosen) -> None:
        self.motion.announce(event, lambda: 0.05)

    @handles(RoundStarted)
    def round_started(self, event: RoundStarted) -> None:
        def started() -> float:
            scene = self.scene
            scene.shown.reveal(scene.state.hands)
            words = ngettext(
                "Round {n} of {rounds}: {cards} card each. {player} leads (fewest points)",
                "Round {n} of {rounds}: {cards} cards each. {player} leads (fewest points)",
                event.hand_size,
            )
            rounds, leader = scene.state.deck.rounds, scene.name(event.leader)
            words = words.format(n=event.round, rounds=rounds, cards=event.hand_size, player=leader)
            self.motion.show_banner(words, 3.0)
            return ROUND_BANNER

        self.motion.announce(event, started)
        lead = self.name(event.leader)
        words = ngettext(
            "Round {n}: {cards} card each, {player} leads",
            "Round {n}: {cards} cards each, {player} leads",
            event.hand_size,
        )
        self.say(words.format(n=event.round, cards=event.hand_size, player=lead))

    @handles(OverFishing)
    def over_fishing(self, event: OverFishing) -> None:
        def over() -> float:
            words = _(
                "Over-fishing! The boats need {missing} cards, the ocean has only {ocean}. The game ends."
            )
            self.motion.show_banner(words.format(missing=event.missing, ocean=event.ocean), OVER_FISHING + 2)
            self.scene.app.audio.play("buzzer")
            return OVER_FISHING

        self.motion.announce(event, over)
        words = _("Over-fishing: the boats need {missing} cards, the ocean has {ocean}")
        self.say(words.format(missing=event.missing, ocean=event.ocean))

    @handles(GameOver)
    def game_over(self, event: GameOver) -> None:
        self.motion.announce(event, lambda: 0.8)
        self.say(self.scene.winners_title())
