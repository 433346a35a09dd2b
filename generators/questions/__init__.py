"""Questions about views: prompts, free-text and count-option items, image MCQ options with
cognitive-error distractors, CoT traces, rewards, splits. (Image editing, exports and
the gallery are still to come: issue 4.)"""
