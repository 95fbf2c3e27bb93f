"""A small reader for gettext ``.po`` catalogs, so the game loads its words straight from the text
files it ships (no compile step: ``pip install .`` from a clean checkout just copies them).

It reads what ``tools/extract_messages.py`` and translators write: ``msgctxt`` is not used,
``msgid``/``msgid_plural``/``msgstr``/``msgstr[n]`` with continued string lines, ``#`` comments,
and the header's ``Plural-Forms`` (only the few formulas our languages use).
"""

from __future__ import annotations

import ast
import dataclasses
import gettext
import re
import string
from collections.abc import Callable


@dataclasses.dataclass
class Entry:
    msgid: str
    plural: str | None = None
    strings: dict[int, str] = dataclasses.field(default_factory=dict)
    """``msgstr`` (index 0) or ``msgstr[n]`` by n."""
    comments: list[str] = dataclasses.field(default_factory=list)
    """``#`` lines above the entry, kept as written (``#.``, ``#:``, ``#,`` and translator notes)."""
    fuzzy: bool = False


class PoError(ValueError):
    """A catalog line the reader cannot understand; the message names the file and line."""


_KEYWORD = re.compile(r'^(msgid|msgid_plural|msgstr(?:\[(\d+)\])?)\s+(".*")\s*$')


def _string(text: str, where: str) -> str:
    try:
        value = ast.literal_eval(text)
    except (SyntaxError, ValueError) as error:
        raise PoError(f"{where}: not a quoted string: {text}") from error
    if not isinstance(value, str):
        raise PoError(f"{where}: not a quoted string: {text}")
    return value


def parse(text: str, name: str = "<po>") -> list[Entry]:
    """Every entry of a catalog, the header (``msgid ""``) first if present."""
    entries: list[Entry] = []
    current: Entry | None = None
    comments: list[str] = []
    field: tuple[str, int] | None = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        where = f"{name}:{number}"
        if not line:
            field = None
            continue
        if line.startswith("#"):
            if line.startswith("#~"):
                continue  # obsolete entries are not loaded
            comments.append(line)
            field = None
            continue
        if line.startswith('"'):
            if current is None or field is None:
                raise PoError(f"{where}: a continued string outside an entry")
            kind, index = field
            value = _string(line, where)
            if kind == "msgid":
                current.msgid += value
            elif kind == "msgid_plural":
                current.plural = (current.plural or "") + value
            else:
                current.strings[index] += value
            continue
        match = _KEYWORD.match(line)
        if match is None:
            raise PoError(f"{where}: expected msgid, msgid_plural or msgstr, got {line!r}")
        keyword, slot_text, quoted = match.group(1), match.group(2), match.group(3)
        value = _string(quoted, where)
        if keyword == "msgid":
            fuzzy = any("fuzzy" in c for c in comments if c.startswith("#,"))
            current = Entry(value, comments=comments, fuzzy=fuzzy)
            comments = []
            entries.append(current)
            field = ("msgid", 0)
        elif current is None:
            raise PoError(f"{where}: {keyword} before msgid")
        elif keyword == "msgid_plural":
            current.plural = value
            field = ("msgid_plural", 0)
        else:
            slot = int(slot_text) if slot_text is not None else 0
            current.strings[slot] = value
            field = ("msgstr", slot)
    return entries


def header(entries: list[Entry]) -> dict[str, str]:
    """The header entry's ``Key: value`` lines."""
    for entry in entries:
        if entry.msgid == "":
            lines = entry.strings.get(0, "").splitlines()
            return {k.strip(): v.strip() for k, _sep, v in (line.partition(":") for line in lines) if _sep}
    return {}


PLURAL_RULES: dict[str, Callable[[int], int]] = {
    "0": lambda n: 0,
    "(n != 1)": lambda n: int(n != 1),
    "n != 1": lambda n: int(n != 1),
}
"""The plural formulas our catalogs use, by their text in ``Plural-Forms`` (no eval of catalog text)."""


def plural_rule(entries: list[Entry], name: str = "<po>") -> Callable[[int], int]:
    forms = header(entries).get("Plural-Forms", "nplurals=2; plural=(n != 1);")
    match = re.search(r"plural\s*=\s*([^;]+);?", forms)
    formula = match.group(1).strip() if match else "(n != 1)"
    if formula not in PLURAL_RULES:
        raise PoError(f"{name}: unsupported plural formula {formula!r}")
    return PLURAL_RULES[formula]


def fields(text: str) -> set[str] | None:
    """The ``{placeholder}`` names ``str.format`` fills in ``text`` (``{0}`` and ``{}`` count as
    names too); None when ``text`` is not a valid format string (a lone brace)."""
    try:
        return {
            name for _literal, name, _spec, _conversion in string.Formatter().parse(text) if name is not None
        }
    except ValueError:
        return None


def placeholder_problem(entry: Entry) -> str | None:
    """Why a translated entry cannot be used as it is: a translation whose placeholders are not the
    English ones (``{bot}`` written ``{bot_de}``, or ``{0}``) would raise or lose words when the
    game fills it in. A plural form may leave out the count (one form says "one"), never add."""
    english = fields(entry.msgid) or set()
    if entry.plural is not None:
        english |= fields(entry.plural) or set()
    for index, text in entry.strings.items():
        found = fields(text)
        if found is None or (found - english) or (entry.plural is None and text and found != english):
            shown = (
                "a lone brace" if found is None else ", ".join(sorted(f"{{{f}}}" for f in found)) or "none"
            )
            return f"msgstr[{index}] of {entry.msgid[:40]!r} has placeholders {shown}, not the English ones"
    return None


class Catalog(gettext.NullTranslations):
    """A loaded catalog; untranslated and fuzzy entries fall back to the English source, and so does
    an entry whose placeholders differ from the English (said in ``problems``)."""

    def __init__(self, entries: list[Entry], name: str = "<po>"):
        super().__init__()
        self.plural = plural_rule(entries, name)
        self.singles: dict[str, str] = {}
        self.plurals: dict[str, dict[int, str]] = {}
        self.problems: list[str] = []
        for entry in entries:
            if entry.msgid == "" or entry.fuzzy:
                continue
            problem = placeholder_problem(entry)
            if problem is not None:
                self.problems.append(problem)
            elif entry.plural is not None:
                if all(entry.strings.values()) and entry.strings:
                    self.plurals[entry.msgid] = dict(entry.strings)
            elif entry.strings.get(0):
                self.singles[entry.msgid] = entry.strings[0]

    def gettext(self, message: str) -> str:
        return self.singles.get(message, message)

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        forms = self.plurals.get(msgid1)
        if forms is None:
            return msgid1 if n == 1 else msgid2
        return forms.get(self.plural(n), forms[max(forms)])
