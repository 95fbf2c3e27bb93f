"""The Garum table screen, one module per job: ``scene`` routes between ``layout`` (the zones),
``input``, ``present`` (with ``shown``), ``model`` (what the widgets read, made of ``looks``),
``view`` (the widgets of ``board_widgets`` and ``column_widgets``) and ``words`` (the sentences)."""
