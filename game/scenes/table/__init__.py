"""The shared turn-based table (Bingo, Fishing, Garum): the scene base (``scene.TableScene``), the
presenter base (``present``), and what every table shows (results, log, banners, tooltip), the
view base (``view``) and the layout arithmetic of seats around a table. The package imports none
of them, so a module importing one of its siblings does not import the whole table."""
