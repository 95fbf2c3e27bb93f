"""The Trick-Taking Bingo screen: ``scene`` ties ``layout``, ``input``, ``present``, ``view`` and
``shown`` (what the table currently shows)."""
