"""``spatial-iq audit DIR``: blind baselines over a dataset's questions (docs/questions.md,
"Blind baselines").

    features.py   what each option shows as structure, seen without the view: highlight
                  sets, colour groups, pairwise relations (image MCQ); values, ranks, gaps
                  (count options)
    shapes.py     what each option shows as a picture: highlight masks, parts, holes,
                  boundaries, areas as drawn, mark sizes, colours, pixel overlaps
    baselines.py  option-only heuristics (consensus, most highlighted, ranks, areas, median,
                  mirror, letter ...), the text-only prior and two learned classifiers
                  (scikit-learn: on structure, on pictures), each fitted on one half of the
                  scenes and scored on the other
    crossq.py     attacks from a scene's other questions (shared stacks, shared groups, the
                  count offered most often)
    edits.py      fixed image edits that ignore the view: the floor of each edit subtask
    report.py     the battery over a dataset, cell by cell (subtask x number of options) with
                  95 % scene-bootstrap intervals and the pass rule; JSON, the card's section
    cli.py        the command

Nothing here builds questions: it reads the question table and draws option pictures as the
export does. May import: ``questions`` (k-option variants, edit scoring), ``exports`` (option
pictures, a dataset's scenes), ``io``, ``errors``, ``rng``; scikit-learn (the ``audit`` extra)
inside the learned baselines only.
"""
