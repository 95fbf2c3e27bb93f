"""The rules' verdicts (and quarter marks) in player words: ``rules/finden`` names them in plain
English values (and stays free of gettext); the tables show them through the catalog."""

from __future__ import annotations

from game.i18n import N_, _

VERDICTS = {
    "counts": N_("counts"),
    "valid": N_("valid"),
    "not a pentomino": N_("not a pentomino"),
    "shape not open": N_("shape not open"),
    "on used cells": N_("on used cells"),
    "wrong symbols": N_("wrong symbols"),
    "overlap": N_("overlap"),
    "repeated shape": N_("repeated shape"),
    "over five": N_("over five"),
}
MARKS = (N_("open"), N_("circled"), N_("crossed"))
"""A quarter's marks, which puzzle refusals name ("... is already {current}")."""


def verdict_words(verdict: str) -> str:
    """A ``Verdict`` or ``PuzzleVerdict`` (or its value) as the player reads it."""
    return _(VERDICTS.get(str(verdict), str(verdict)))
