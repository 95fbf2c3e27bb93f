"""The phone page is the page's own script plus one part per game (``assets/phone/games``): every
game that phones can play brings its part, and the shared script names no game, so a fifth game
adds a file and a kit line and edits nothing shared."""

from __future__ import annotations

import re

from game.phones import start
from game.scenes import registry
from game.scenes.table import phone_words


def _phone_games() -> list[str]:
    return [kit.key for kit in registry.KITS if kit.hook("phone") is not None]


def test_every_game_phones_play_registers_its_part_of_the_page():
    page = start.page()
    assert len(_phone_games()) == 4
    for game in _phone_games():
        assert (start.GAME_SCRIPTS / f"{game}.js").is_file(), game
        assert f"GAMES.{game} = " in page, game


def test_the_page_script_itself_names_no_game():
    shared = (start.PAGE_DIR / "phone.js").read_text(encoding="utf-8")
    for game in _phone_games():
        assert game not in shared.lower(), game


def _asked(script: str) -> set[str]:
    """The page's words a script shows (``ui("key")``)."""
    return set(re.findall(r'ui\("(\w+)"\)', script))


def test_a_game_is_sent_every_word_its_page_asks_for_and_no_other_games():
    shared = _asked((start.PAGE_DIR / "phone.js").read_text(encoding="utf-8"))
    for game in _phone_games():
        own = _asked((start.GAME_SCRIPTS / f"{game}.js").read_text(encoding="utf-8"))
        sent = set(phone_words.ui_words(game))
        assert shared | own <= sent, (game, sorted(shared | own - sent))
        others = {key for kit in registry.KITS if kit.key != game for key in kit.hook("phone_words") or {}}
        assert not (others - own - set(phone_words.UI)) & sent, game
