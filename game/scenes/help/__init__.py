"""Player help: how to play each game, page by page (``scene``), from Markdown files in
``assets/help/`` (format in ``pages``), with pictures from ``game.scenes.help_pictures``."""

from game.scenes.help.scene import HelpScene

__all__ = ["HelpScene"]
