"""The Garum table screen, one module per job: ``scene`` ties ``layout``, ``input``, ``present``
(with ``shown``), ``view``, ``words`` and ``word_places`` (where the banner sits) together."""
