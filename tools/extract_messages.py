"""Find every player-visible string (``_()``, ``ngettext()``, ``N_()`` calls with literal text) in
``game/``, write ``assets/locale/messages.pot`` and merge it into each language's ``arcade.po``:
new strings arrive untranslated, stale ones are dropped, translations and comments are kept.

    python tools/extract_messages.py          # rewrite messages.pot and merge every .po
    python tools/extract_messages.py --check  # exit 1 if the .pot or a .po is out of date, or a
                                              # catalog cannot be used as it is (placeholders)

ast-based (no babel): the calls are plain names imported from ``game.i18n``, so a syntax walk finds
them exactly, and the tool needs nothing beyond the standard library.
"""

from __future__ import annotations

import argparse
import ast
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import i18n, po  # noqa: E402

SOURCES = ROOT / "game"
POT = i18n.LOCALE_DIR / "messages.pot"
CONTENT_TYPE = "text/plain; charset=UTF-8"
MARKERS = {"_": 1, "N_": 1, "ngettext": 2, "IllegalMove": 1}
"""Marker call name -> how many leading literal arguments are messages (singular, plural).
``IllegalMove("...")`` templates count too: the rules stay free of gettext, and the table's wording
(``game/scenes/table/words.py``) translates the template before filling in the seats."""
PLURAL_FORMS = {
    "de": "nplurals=2; plural=(n != 1);",
    "zh-Hant": "nplurals=1; plural=0;",
    "vi": "nplurals=1; plural=0;",
}


@dataclass
class Message:
    msgid: str
    plural: str | None = None
    places: list[str] = field(default_factory=list)


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _spec_texts(node: ast.Call) -> list[str]:
    """Words the rules declare for the lobby and menu (kept free of gettext there): a
    ``GameSpec``'s ``title``/``short`` and an ``Option``'s label, choice labels and ``about``."""
    name = node.func.id if isinstance(node.func, ast.Name) else ""
    found: list[str | None] = []
    if name == "GameSpec":
        found = [_literal(k.value) for k in node.keywords if k.arg in ("title", "short")]
    elif name == "Option" and len(node.args) >= 3:
        found = [_literal(node.args[1])]
        if isinstance(node.args[2], ast.Tuple):
            found += [_literal(pair.elts[1]) for pair in node.args[2].elts if isinstance(pair, ast.Tuple)]
        found += [_literal(k.value) for k in node.keywords if k.arg == "about"]
    return [text for text in found if text]


def extract(root: Path = SOURCES) -> dict[str, Message]:
    """Every marked message in the ``.py`` files under ``root``, in file order."""
    found: dict[str, Message] = {}
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = (path.relative_to(ROOT) if path.is_relative_to(ROOT) else path.relative_to(root)).as_posix()
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            for text in _spec_texts(node):
                message = found.setdefault(text, Message(text))
                if where not in message.places:
                    message.places.append(where)
            count = MARKERS.get(node.func.id)
            if count is None or len(node.args) < count:
                continue
            texts = [_literal(arg) for arg in node.args[:count]]
            if None in texts:
                continue  # a variable: translated here, extracted where it was marked with N_
            message = found.setdefault(texts[0], Message(texts[0], texts[1] if count == 2 else None))
            if count == 2:
                message.plural = texts[1]
            if where not in message.places:  # files, not lines: edits elsewhere leave catalogs alone
                message.places.append(where)
    return found


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    lines = escaped.split("\n")
    if len(lines) == 1:
        return f'"{escaped}"'
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    return '""\n' + "\n".join(f'"{part}"' for part in parts)


def _entry(comments: list[str], msgid: str, plural: str | None, strings: dict[int, str], forms: int) -> str:
    out = list(comments)
    out.append(f"msgid {_quote(msgid)}")
    if plural is not None:
        out.append(f"msgid_plural {_quote(plural)}")
        for index in range(forms):
            out.append(f"msgstr[{index}] {_quote(strings.get(index, ''))}")
    else:
        out.append(f"msgstr {_quote(strings.get(0, ''))}")
    return "\n".join(out)


def pot_text(messages: dict[str, Message]) -> str:
    head = _entry(
        ["# Tabletop Arcade: every player-visible string (made by tools/extract_messages.py)."],
        "",
        None,
        {0: "Content-Type: text/plain; charset=UTF-8\nPlural-Forms: nplurals=2; plural=(n != 1);\n"},
        1,
    )
    body = [_entry([f"#: {' '.join(m.places)}"], m.msgid, m.plural, {}, 2) for m in messages.values()]
    return "\n\n".join([head, *body]) + "\n"


def merged_po(code: str, messages: dict[str, Message], old_text: str) -> str:
    """The catalog for ``code`` with exactly ``messages``, keeping what ``old_text`` translated."""
    old = {entry.msgid: entry for entry in po.parse(old_text)} if old_text else {}
    forms = int(PLURAL_FORMS[code].split(";")[0].split("=")[1])
    header = old.get("")
    head_comments = header.comments if header else [f"# Tabletop Arcade in {i18n.LANGUAGES[code]}."]
    head = _entry(
        head_comments,
        "",
        None,
        {0: f"Language: {code}\nContent-Type: {CONTENT_TYPE}\nPlural-Forms: {PLURAL_FORMS[code]}\n"},
        1,
    )
    body = []
    for message in messages.values():
        previous = old.get(message.msgid)
        notes = [c for c in previous.comments if not c.startswith("#:")] if previous else []
        strings = dict(previous.strings) if previous and previous.plural == message.plural else {}
        body.append(
            _entry([*notes, f"#: {' '.join(message.places)}"], message.msgid, message.plural, strings, forms)
        )
    return "\n\n".join([head, *body]) + "\n"


def outputs() -> dict[Path, str]:
    """Every file this tool writes, with the text it should hold now."""
    messages = extract()
    files = {POT: pot_text(messages)}
    for code in i18n.LANGUAGES:
        if code == i18n.ENGLISH:
            continue
        path = i18n.catalog_path(code)
        old = path.read_text(encoding="utf-8") if path.exists() else ""
        files[path] = merged_po(code, messages, old)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only report files that are out of date")
    args = parser.parse_args(argv)
    stale = []
    for path, text in outputs().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'out of date' if args.check else 'wrote'}: {path.relative_to(ROOT)}")
    broken = catalog_problems()
    for problem in broken:
        print(f"cannot be used as it is: {problem}")
    return 1 if (args.check and stale) or broken else 0


def catalog_problems() -> list[str]:
    """What the game could not use of each catalog (read as the game reads it, ``i18n.load_catalog``):
    a file it cannot read or parse, an entry whose placeholders differ from the English. The game
    would fall back to English there; the build refuses to ship it."""
    return [problem for code in i18n.LANGUAGES if (problem := i18n.load_catalog(code)[1])]


if __name__ == "__main__":
    sys.exit(main())
