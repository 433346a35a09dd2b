"""Questions about views: prompts, free-text and count-option items, image MCQ options with
cognitive-error distractors, image-editing items and masks, CoT traces, rewards, splits.
(Exports live in ``generators/exports``; the gallery is still to come.)"""
