"""The game tables hold their layout in every language (issue 16): German words are long, Chinese
lines short. The same busy states as ``test_layout``, at 1280x720 and 3840x2160, in each language
besides English (``test_layout`` covers English at every size)."""

import pytest

from game import i18n
from tests.layout_probe import SIZES
from tests.test_layout import FINDEN_CASES, TURN_CASES, check_finden_case, check_turn_case, open_app

LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.ENGLISH]


@pytest.fixture(params=[(code, size) for code in LANGUAGES for size in ("720p", "4k")], ids=str)
def spoken_app(request):
    code, size = request.param
    app = open_app(SIZES[size])
    app.settings.for_this_run("language", code)
    i18n.set_language(code)
    yield app
    app.close()
    i18n.set_language(i18n.ENGLISH)


@pytest.mark.parametrize("case", list(TURN_CASES))
def test_turn_based_tables_fit_in_every_language(spoken_app, case):
    check_turn_case(spoken_app, case)


@pytest.mark.parametrize("case", list(FINDEN_CASES))
def test_finden_tables_fit_in_every_language(spoken_app, case):
    check_finden_case(spoken_app, case)
