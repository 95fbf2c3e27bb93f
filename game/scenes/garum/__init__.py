"""The Garum table screen, one module per job: ``scene`` ties ``layout``, ``input``, ``present``
(with ``shown``), ``view`` and ``words`` together."""
