"""Every test runs headless and keeps its files in its own temporary user data directory."""

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(scope="module", autouse=True)
def _module_data_dir(tmp_path_factory):
    """Apps a module shares (one per size or language) are made before any test's own directory:
    they get one per module, never the developer's real one, nor one another xdist worker
    writes in at the same moment."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path_factory.mktemp("module-home")))
        patch.setenv("LANGUAGE", "en")
        yield


def _language_kept(before: str, what: str) -> None:
    """Fail ``what`` loudly if it left the game speaking another language than it found (a later
    test in the same xdist worker would read its words in that language), after restoring it."""
    from game import i18n

    left = i18n.language()
    if left != before:
        i18n.set_language(before)
        pytest.fail(f"{what} left the language {left!r} (it found {before!r}): restore it", pytrace=False)


@pytest.fixture(scope="module", autouse=True)
def _module_keeps_the_language(request):
    """A module's shared fixtures (an app per language) put the language back when they end."""
    from game import i18n

    before = i18n.language()
    yield
    _language_kept(before, f"module {request.node.nodeid}")


@pytest.fixture(autouse=True)
def _test_keeps_the_language(request):
    """Each test puts the language back as it found it (``every_language`` does it for its users)."""
    from game import i18n

    before = i18n.language()
    yield
    _language_kept(before, request.node.nodeid)


@pytest.fixture(autouse=True)
def _user_data_dir(tmp_path_factory, monkeypatch):
    """Settings, scores and autosaves written by a test land in a fresh directory, never in the
    developer's real one."""
    monkeypatch.setenv("TABLETOP_ARCADE_HOME", str(tmp_path_factory.mktemp("home")))
    monkeypatch.setenv("LANGUAGE", "en")  # a first start follows the system locale: tests speak English


@pytest.fixture(scope="session", autouse=True)
def _pictures_drawn_afresh():
    """No picture is kept on disk for a later launch (``picture_cache``): a test's home is fresh,
    and the probes of drawn words must see every picture drawn; ``test_picture_cache`` keeps them.
    For the session, so that apps a module shares are made without it too."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("game.engine.picture_cache.ENABLED", False)
        yield


class Driver:
    """Scripted input for a headless app: posts real pygame events and runs whole frames."""

    def __init__(self, app):
        self.app = app

    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.frame()

    def post(self, kind: int, **attrs) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(kind, **attrs))
        self.frames(2)  # one frame to handle it, one for what pygame_gui posts in reply

    def key(self, key: int) -> None:
        import pygame

        self.post(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)
        self.post(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)

    def move(self, pos) -> None:
        import pygame

        self.post(pygame.MOUSEMOTION, pos=tuple(pos), rel=(0, 0), buttons=(0, 0, 0), touch=False)

    def click(self, pos, button: int = 1) -> None:
        import pygame

        self.move(pos)
        self.post(pygame.MOUSEBUTTONDOWN, pos=tuple(pos), button=button, touch=False)
        self.post(pygame.MOUSEBUTTONUP, pos=tuple(pos), button=button, touch=False)

    @property
    def top(self):
        return self.app.scenes.top

    def stack(self) -> list[str]:
        return [type(scene).__name__ for scene in self.app.scenes]


@pytest.fixture
def app():
    """A headless app at 960×540 on the main menu (seed 1); closed afterwards."""
    from game.app import App, parse_args

    instance = App(parse_args(["--headless", "--size", "960x540", "--seed", "1"]))
    instance.to_menu()
    instance.loop.start()
    yield instance
    instance.close()


@pytest.fixture(scope="module")
def shared_app():
    """A headless app at 960x540 on the main menu, one per module: for tests that build scenes on
    it and probe them, never play it (the zone probes' tables at every size and language)."""
    from game.app import App, parse_args

    instance = App(parse_args(["--headless", "--size", "960x540", "--seed", "1"]))
    instance.to_menu()
    yield instance
    instance.close()


@pytest.fixture
def drive(app):
    return Driver(app)


def _animation_speed(factor: float):
    from game.engine import tween

    before = tween.get_speed()
    tween.set_speed(factor)
    yield
    tween.set_speed(before)


@pytest.fixture
def fast():
    """Animations at 4× so whole games fit in a few hundred frames."""
    yield from _animation_speed(4.0)


@pytest.fixture(autouse=True)
def quick_reader(monkeypatch):
    """Tests read four times as quick as a player (``table/reading.py``): a table still waits for
    every outcome to be read, but games fit in the frames they took before it did;
    ``test_reading_time`` reads at the players' pace."""
    from game.scenes.table import reading

    monkeypatch.setattr(reading, "READ_BASE_S", reading.READ_BASE_S / 4)
    monkeypatch.setattr(reading, "READ_WORD_S", reading.READ_WORD_S / 4)


@pytest.fixture
def instant():
    """Animations off: every event's presentation completes within one update."""
    yield from _animation_speed(0)


SIZE_NAMES = ("720p", "1080p", "1440p", "4k", "16:10", "21:9")
"""The keys of ``layout_probe.SIZES`` (that module imports pygame: not at collection time)."""


@pytest.fixture(scope="module", params=SIZE_NAMES)
def app_sized(request):
    """A headless app at each supported window size (``layout_probe.SIZES``), one per module and
    size: for tests that measure a table's layout at every size."""
    from game.app import App, parse_args
    from tests.layout_probe import SIZES

    assert set(SIZES) == set(SIZE_NAMES), "keep SIZE_NAMES in step with layout_probe.SIZES"
    w, h = SIZES[request.param]
    instance = App(parse_args(["--headless", "--size", f"{w}x{h}", "--seed", "1"]))
    yield instance
    instance.close()


LANGUAGE_CODES = ("en", "de", "zh-Hant", "vi")
"""The keys of ``i18n.LANGUAGES`` (kept here so collection needs no game import)."""


@pytest.fixture(params=LANGUAGE_CODES)
def every_language(request):
    """The game speaks each language in turn during the test; English again afterwards."""
    from game import i18n

    assert set(i18n.LANGUAGES) == set(LANGUAGE_CODES), "keep LANGUAGE_CODES in step with i18n"
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language(i18n.ENGLISH)
