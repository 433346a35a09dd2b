"""Questions about views (docs/questions.md): prompts, free-text and count-option items,
image MCQs, image-editing items and masks, CoT traces, rewards, splits, and the question
table every dataset stores.

    prompts.py, text.py            the shared preamble, free-text and T1 count-option questions
    count_options.py               T1 count options: runs through the count, one per scene
    marks.py                       image MCQs on numbered marks, text options (the default style)
    siblings.py, sibling_sets.py   the stacks sibling-style image MCQs show: the scene and its siblings
    mcq.py                         image MCQs of every style, names, letters, 3/4-option variants
    release_style.py               the release's named-error MCQs (questions.style=release)
    colours.py                     highlight and group colours
    editing.py                     image editing: prompts, masks, scoring
    cot.py, rewards.py, splits.py  SFT-CoT traces, RL rewards, scene-level splits
    table.py                       every question of a scene's views, as stored

Questions are data built from labels, targets and the stored pixel buffers; their pictures
are composed by ``exports/compose.py``. May import: ``voxel`` (cameras, labels of sibling
stacks), ``render`` (material colours, tracing edited stacks), ``config`` (the question
styles), ``rng``.
"""
