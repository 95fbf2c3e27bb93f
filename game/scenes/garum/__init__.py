"""The Garum table screen, one module per job: ``scene`` routes between ``layout`` (the zones),
``input``, ``present`` (with ``shown``), ``model`` (what the widgets read), ``view`` (the widgets of
``board_widgets`` and ``column_widgets``) and ``words`` (the sentences shown)."""
