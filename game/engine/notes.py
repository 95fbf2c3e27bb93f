"""Warnings kept for later: storage finds a bad file while the app starts, before the language
setting is read, and the menu shows the warning whenever the player looks, in whatever language
they read then. A ``Note`` is its English sentence (a ``str``: logs, tests, ``in`` checks) that
remembers its catalog template and fields, so ``words`` can say it again in the active language.
"""

from __future__ import annotations

from typing import overload

from game.i18n import _


class Note(str):
    """A sentence from a template marked with ``N_`` and its fields (a field may be a Note too)."""

    template: str
    fields: dict[str, object]

    def __new__(cls, template: str, **fields: object) -> Note:
        note = super().__new__(cls, template.format(**fields))
        note.template, note.fields = template, fields
        return note

    def words(self) -> str:
        """The sentence in the player's language now."""
        return _(self.template).format(**{key: note_words(value) for key, value in self.fields.items()})


@overload
def note_words(note: str) -> str: ...
@overload
def note_words(note: object) -> object: ...
def note_words(note: object) -> object:
    """A warning as the player reads it now: a ``Note`` worded again, anything else as it is."""
    return note.words() if isinstance(note, Note) else note
