"""Questions about views: prompts, free-text and count-option items, image MCQ options with
cognitive-error distractors, image-editing items and masks, CoT traces, rewards, splits.
(Exports and the gallery are still to come: issue 4.)"""
