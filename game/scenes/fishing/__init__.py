"""The Fishing screen: ``scene`` ties ``layout`` (with ``pass_fans``), ``input``, ``present``
(events, in ``words``) and ``motion`` (animations: ``flights``, ``explanation``), ``view`` and
``overlays`` (drawing: ``trick_markers``, ``word_places``), ``results`` and ``shown`` (what the
table currently shows)."""
