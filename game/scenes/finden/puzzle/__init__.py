"""The 5er Finden puzzle table: scene, layout, input, present, view, and its bot seats in time."""
