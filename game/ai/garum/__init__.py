"""Garum bots: the bot, its fast copy of the rules and its helpers."""
