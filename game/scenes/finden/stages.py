"""The stages every 5er Finden table goes through (a table's presenter may add its own)."""

ROLLING, SEARCH, RESULTS = "rolling", "search", "results"
