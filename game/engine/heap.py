"""Python's cycle collector and the frame budget. A full collection walks every object the
program holds: about 47,000 once the menu stands (fonts, catalogs, pygame_gui, the screens'
parts), 15-30 ms on this machine, a visible hitch whenever one falls due. Nearly all of them
live as long as the program, so after the first frame they are moved out of the collector's
reach (``gc.freeze``) and later collections walk only what was made since (a table adds about
1,600: under a millisecond)."""

from __future__ import annotations

import gc

_settled = False


def settle() -> None:
    """Freeze what lives now, once per process (no collection first: that would cost the
    hitch it saves; the garbage of start-up is small and stays). A second app in the same
    process (tests) freezes nothing more, so nothing it drops is kept for good."""
    global _settled
    if not _settled:
        _settled = True
        gc.freeze()
