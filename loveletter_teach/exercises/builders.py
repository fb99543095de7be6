"""Questions built from a seed (per-learner variants): the learner's seed, the redraws, the spread answers."""

import hashlib
import random
from dataclasses import replace
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..names import normalize
from .questions import Question  # noqa: F401  (the doctest of spread)

E = fr.EXERCISES
TRIES = 60  # variants drawn before a builder gives up (an exercise's conditions fit most positions)
CERTAIN = "certain"  # the condition of an exercise whose question is about a certain outcome
SAMPLE, LEAST, SPREAD_TRIES = 400, Fraction(1, 100), 2000  # spread(): an answer given to 1 seed in 100 comes
# within 2000 draws but for a chance of 2 in a billion
CONDITIONS = {}  # exercise id -> what each of its variants meets, condition(question) -> bool, or CERTAIN


def learner_seed(name, exercise=""):
    """A stable seed from a learner's name (the same on every computer, unlike ``hash``).

    >>> learner_seed("Camille") == learner_seed(" camille ")
    True
    """
    digest = hashlib.sha256(f"{normalize(name)}|{exercise}".encode()).hexdigest()
    return int(digest[:6], 16)


def variant(builder, seed):
    """The question ``builder(random.Random(seed))``, labelled as the learner's own; its seed is kept
    in ``Question.seed`` (a number that means nothing to a learner is never shown)."""
    question = builder(random.Random(seed))
    return replace(question, seed=seed, title=(question.title + " " + E["variant"]).strip())


def redraw_until(rng, draw, condition=None, tries=TRIES):
    """The first ``draw(rng)`` that is not None, raises no LoveLetterError and meets ``condition``
    (default: any); each new try draws again from the same ``rng``, so the variant is reproducible
    from the learner's seed. A French LoveLetterError after ``tries`` tries.

    >>> r = random.Random(1)
    >>> redraw_until(r, lambda rng: rng.randint(1, 6), lambda x: x == 6) == 6
    True
    """
    for _ in range(tries):
        try:
            drawn = draw(rng)
        except LoveLetterError:
            continue
        if drawn is not None and (condition is None or condition(drawn)):
            return drawn
    raise LoveLetterError(E["no_position"])


def _answer(question):
    return question.answer


def common_answers(builder, sample=SAMPLE, least=LEAST, key=None):
    """The answers ``builder`` gives to at least ``least`` of ``sample`` fixed seeds (0, 1, …), in the
    order they first come: the same on every computer. ``key(question)``: what counts as the answer
    (default ``question.answer``; a tree's answers, a dict, are told by ``answer_text()``)."""
    key = key or _answer
    counts = {}
    for seed in range(sample):
        answer = key(builder(random.Random(seed)))
        counts[answer] = counts.get(answer, 0) + 1
    return [answer for answer, count in counts.items() if count >= least * sample]


def spread(builder, least=LEAST, tries=SPREAD_TRIES, key=None):
    """``builder`` whose answers spread over a class: an answer drawn alike among its common answers
    (:func:`common_answers`, given to at least ``least`` of the seeds, computed at the first build), then
    ``builder``'s variants drawn until one has it (with ``builder`` alone, an answer most positions give
    goes to most learners; a slow builder takes a larger ``least``: fewer draws). ``key``: as in
    :func:`common_answers`.

    >>> dice = spread(lambda rng: Question("?", "number", min(rng.randint(1, 6), 3)))
    >>> sorted({dice(random.Random(s)).answer for s in range(60)})
    [Fraction(1, 1), Fraction(2, 1), Fraction(3, 1)]
    """
    answers, key = [], key or _answer

    def spread_builder(rng):
        if not answers:
            answers.extend(common_answers(builder, least=least, key=key))
        target = rng.choice(answers)
        return redraw_until(rng, builder, lambda question: key(question) == target, tries)
    spread_builder.__doc__ = builder.__doc__
    spread_builder.__wrapped__ = builder
    return spread_builder


def degenerate(exercise_id, question):
    """True when a variant's outcome is certain and its question is not about certainty: a probability
    of 0 or 1, a Guard's best chance of 0 or 1, or the exercise's own condition
    (``CONDITIONS[exercise_id]``) unmet (a duel that cannot be lost, a trivial comparison)."""
    condition = CONDITIONS.get(exercise_id)
    if condition == CERTAIN:
        return False
    if question.kind in ("probability", "independence") and question.answer in (0, 1):
        return True
    if question.kind == "guard" and max(p for _, _, p in question.answer) in (0, 1):
        return True
    return condition is not None and not condition(question)


__all__ = ["learner_seed", "variant", "redraw_until", "common_answers", "spread", "degenerate", "CONDITIONS", "CERTAIN"]
