"""The classic 5er Finden table: scene, layout, input, present, view."""
