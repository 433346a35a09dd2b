"""``spatial-iq audit DIR``: blind baselines over a dataset's questions (docs/questions.md,
"Blind baselines").

    features.py   what each option shows, seen without the view: highlight sets, colour
                  groups, pairwise relations (image MCQ); values, ranks, gaps (count options)
    baselines.py  option-only heuristics (consensus, most/second-most highlighted, ranks,
                  median, mirror, letter ...), the text-only prior and a learned option-only
                  classifier (scikit-learn), each fitted on one half of the scenes and scored
                  on the other
    report.py     the battery over a dataset: accuracy against chance per modality, number
                  of options and subtask with 95 % scene-bootstrap intervals; JSON, the
                  dataset card's section
    cli.py        the command

Nothing here builds questions: it reads the stored question table and the views' metadata.
May import: ``questions`` (k-option variants, phantom areas), ``io``, ``errors``, ``rng``;
scikit-learn (the ``audit`` extra) inside the learned baseline only.
"""
