"""``assert_presents_every_event``: every event class a game's rules can emit has a handler in its
presenter, so renaming or adding an event fails a test instead of vanishing from the screen."""

from __future__ import annotations

import importlib
import pkgutil
from types import ModuleType

from game.rules.base import Event


def events_of(rules: ModuleType) -> set[type]:
    """Every ``Event`` subclass defined in or imported into the modules of ``rules`` (a package or a
    module), e.g. ``game.rules.bingo`` with the shared ``CardPlayed`` it emits."""
    modules = [rules]
    if hasattr(rules, "__path__"):
        found = pkgutil.walk_packages(rules.__path__, rules.__name__ + ".")
        modules += [importlib.import_module(info.name) for info in found]
    events = set()
    for module in modules:
        for value in vars(module).values():
            if isinstance(value, type) and issubclass(value, Event) and value is not Event:
                events.add(value)
    return events


def assert_presents_every_event(rules: ModuleType, presenter: type) -> None:
    events = events_of(rules)
    assert events, f"{rules.__name__} defines no events"
    missing = sorted(kind.__name__ for kind in events - presenter.handled())
    assert missing == [], f"{presenter.__name__} has no handler for {missing}"
