"""The Fishing screen: ``scene`` ties ``layout``, ``input``, ``present`` (events) and ``motion``
(animations), ``view`` and ``overlays`` (drawing), ``results`` and ``shown`` (what the table
currently shows)."""
