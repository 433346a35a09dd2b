"""Evaluation: scoring model answers with the paper's diagnostic metrics (docs/evaluation.md).

Where things are:
- ``parsing``: reading an answer out of raw model text (tags, digits, number words, letters)
- ``predictions``: reading a predictions file without trusting it
- ``scoring``: one result row per question in scope
- ``hierarchy``: relation integrity, referential chain, supports, summation, rotation
- ``metrics``: accuracy tables with intervals and chance adjustment, breakdowns
- ``lift``: within-view lift across responders, permutation null, Benjamini-Hochberg
- ``stats``: the statistics, from ``scipy.stats`` (Wilson, binomial, McNemar, chi-square, BH, Pearson)
- ``release_data``: reading the release's eval_raw CSV files strictly; its model groups
- ``release_tables`` / ``release_scores`` / ``release_correlations``: the release's Tables 1-9 and
  figure data; the scoring rules they differ by; the rotation, mechanism and camera correlations
- ``dependency`` / ``twoway`` / ``paired_tests``: Appendix F (within-scene lift; two-way fixed
  effects), Table 6's McNemar tests, paired camera effects
- ``release_report`` / ``release_figures``: those tables under the release's file names, its figures
- ``release_frames``: our scored rows as the release's per-view frames
- ``responders``: oracle, random and shortcut strategies
- ``report`` / ``figures``: the report folder
- ``cli``: ``spatial-iq eval`` and ``spatial-iq respond``

May import: ``exports`` (the release's task names, option pictures), ``questions``, ``io``,
``phystool`` (PhysTool datasets are routed to its scorer), ``errors``, ``rng``.
"""
