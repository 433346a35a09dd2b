"""Questions about views: prompts, free-text and count-option items, CoT traces, rewards,
splits. (Image MCQ distractors, image editing and exports are still to come: issue 4.)"""
