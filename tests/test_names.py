"""Names are cleaned where they enter and drawn safely whatever they hold."""

import json

import pytest

from game.engine import draw
from game.engine.seats import NAME_LIMIT, Seat, clean_name
from game.engine.storage import Storage
from game.engine.table_plan import TablePlan


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Ann\x00", "Ann"),
        ("\x07Bo\tb ", "Bo b"),
        ("\ud800Cy", "Cy"),
        ("Dee\u202e", "Dee"),
        ("x" * 99, "x" * NAME_LIMIT),
        ("y" * (NAME_LIMIT - 1) + " z", "y" * (NAME_LIMIT - 1)),  # the cut leaves no space behind
    ],
)
def test_clean_name_drops_control_characters_and_bounds_the_length(raw, clean):
    assert clean_name(raw) == clean


def test_a_seat_loaded_from_a_file_has_a_clean_name():
    seat = Seat.from_json({"kind": "human", "name": "Ev\x00e", "colour": [1, 2, 3]})
    assert seat.name == "Eve" and seat.initial == "E"


def test_a_remembered_lobby_with_a_nul_name_loads_clean(tmp_path):
    store = Storage(tmp_path)
    (tmp_path / "lobby_fishing.json").write_text(
        json.dumps(
            {"game": "fishing", "seats": [{"kind": "human", "name": "\x00Al\x00", "colour": [0, 0, 0]}]}
        )
    )
    data = store.load_json("lobby_fishing", {})
    assert data["seats"][0]["name"] == "Al"
    plan = TablePlan("fishing", 2, 4)
    plan.restore({**data, "seats": [{"kind": "human", "name": "B\x00o", "colour": [0, 0, 0]}]})
    assert plan.seats[0].name == "Bo"


@pytest.mark.parametrize("text", ["a\x00b", "\ud800", "\x00"])
def test_text_with_a_nul_or_a_lone_surrogate_draws(text):
    import pygame

    pygame.font.init()
    assert draw.text(text, 20).get_height() > 0


def test_the_solo_name_file_is_cleaned_at_load(tmp_path):
    (tmp_path / "solo_player.json").write_text(json.dumps({"name": "Zo\x00e"}))
    assert Storage(tmp_path).load_json("solo_player", {}) == {"name": "Zoe"}


@pytest.mark.parametrize("language", ("en", "de", "zh-Hant", "vi"))
def test_a_numbered_bot_keeps_its_number_in_every_language(language):
    """``--autoplay`` names bots "Medium bot 5": the number must survive the name's length limit."""
    from game import i18n
    from game.engine.seats import bot_name

    i18n.set_language(language)
    try:
        for level in ("easy", "medium", "hard"):
            name = bot_name(level, 5)
            assert clean_name(name) == name, (language, name)
    finally:
        i18n.set_language(i18n.ENGLISH)
