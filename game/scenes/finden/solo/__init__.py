"""Solo Puzzle: the puzzle table for one (scene, layout, input, view) and its menu."""
