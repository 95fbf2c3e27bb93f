"""5er Finden screens: the classic and puzzle tables (each a package: scene, layout, input, present,
view), the solo game and its menu, and what they share (``table``, ``look``). ``entry`` is what the
menu's 5er Finden entry opens."""
