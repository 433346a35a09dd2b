"""Evaluation: scoring model answers with the paper's diagnostic metrics (docs/evaluation.md).

Where things are:
- ``parsing``: reading an answer out of raw model text (tags, digits, number words, letters)
- ``predictions``: reading a predictions file without trusting it
- ``scoring``: one result row per question in scope
- ``hierarchy``: relation integrity, referential chain, supports, summation, rotation
- ``metrics``: accuracy tables with intervals and chance adjustment, breakdowns
- ``lift``: within-view lift across responders, permutation null, Benjamini-Hochberg
- ``release_table``: the public release's Table 1 from its eval_raw CSV files
- ``responders``: oracle, random and shortcut strategies
- ``report`` / ``figures``: the report folder
- ``cli``: ``spatial-iq eval`` and ``spatial-iq respond``

May import: ``exports`` (the release's task names, option pictures), ``questions``, ``io``,
``phystool`` (PhysTool datasets are routed to its scorer), ``errors``, ``rng``.
"""
