"""A stand-in judge for the CLI tests: answers from the prompt, never from a model."""


def judge(prompt: str, images: list) -> str:
    assert images and all(isinstance(p, str) for p in images)
    if "Verdict" in prompt:
        return "The video shows option B.\nVerdict: Correct" if "Correct answer: B" in prompt \
            else "Verdict: Incorrect"
    if 'exactly "Score: <number>"' in prompt:
        return "The blocks fall in the right order.\nScore: 0.7"
    return "semantic_alignment: 0.9\nreference_consistency: 0.6\nphysical_validity: 0.3"
