"""Questions about views (docs/questions.md): prompts, free-text and count-option items,
image MCQ options with cognitive-error distractors, image-editing items and masks, CoT
traces, rewards, splits, and the question table every dataset stores.

    prompts.py, text.py            the shared preamble, free-text and T1 count-option questions
    count_options.py               T1 count options (the pivot rule)
    distractors.py, mcq.py         image MCQ: recipes per subtask, options, letters, colours
    editing.py                     image editing: prompts, masks, scoring
    cot.py, rewards.py, splits.py  SFT-CoT traces, RL rewards, scene-level splits
    table.py                       every question of a scene's views, as stored

Questions are data built from labels and targets; their pictures are composed by
``exports/compose.py``. May import: ``voxel`` (camera specs), ``render`` (material
colours), ``rng``.
"""
