"""Fishing's rules: ``deck`` (the cards as data, from levels/fishing/deck.toml), ``moves`` (phases,
actions, events), ``setup`` (a new game, dealt or given), ``flow`` (what each decision does:
tricks, effects, passing, rounds), ``knowledge`` (what the table knows of hidden cards, for bots),
``state`` (``FishingState``, ``new_game``, ``SPEC``). The names other code uses are re-exported
here, so ``from game.rules.fishing import X`` is the one way in."""

from game.rules.cards import Card, CardPlayed, Play, PlayCard
from game.rules.fishing.deck import (
    BUOYS,
    CALL_COLOUR,
    CAPTURE_ALL,
    DECK_FILE,
    LOWEST_WINS,
    MINUS_THREE,
    NEXT_TRICK_EFFECTS,
    PASS_LEFT,
    PENALTY,
    PLAY_FIRST,
    Deck,
    Table,
    card_key,
    is_buoy,
    is_zero,
    load_deck,
    parse_card,
)
from game.rules.fishing.hidden import HIDDEN
from game.rules.fishing.knowledge import Knowledge, Untracked
from game.rules.fishing.moves import (
    CALL,
    CAPTURE,
    OVER,
    PASS,
    PLAY,
    CallColour,
    Capture,
    CaptureAllTook,
    CardPassed,
    CardsDrawn,
    ColourCalled,
    EffectWasted,
    GameOver,
    LeadColourSet,
    OverFishing,
    PassCard,
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
from game.rules.fishing.setup import SETUP_OPTIONS
from game.rules.fishing.state import SPEC, FishingState, new_game

__all__ = [
    "BUOYS", "CALL", "CALL_COLOUR", "CAPTURE", "CAPTURE_ALL", "DECK_FILE", "HIDDEN", "LOWEST_WINS",
    "MINUS_THREE", "NEXT_TRICK_EFFECTS", "OVER", "PASS", "PASS_LEFT", "PENALTY", "PLAY",
    "PLAY_FIRST", "SETUP_OPTIONS", "SPEC", "CallColour", "Capture", "CaptureAllTook", "Card",
    "CardPassed", "CardPlayed", "CardsDrawn", "ColourCalled", "Deck", "EffectWasted",
    "FishingState", "GameOver", "Knowledge", "LeadColourSet", "OverFishing", "PassCard",
    "PassChosen", "Penalty", "Play", "PlayCard", "PlaysFirst", "RoundScored", "RoundStarted",
    "ShuffledUnderBoat", "Table", "TrickStarted", "TrickTaken", "TrickWon", "Untracked",
    "ZeroCaptured", "card_key", "is_buoy", "is_zero", "load_deck", "new_game", "parse_card",
]
