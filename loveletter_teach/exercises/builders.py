"""Questions built from a seed (per-learner variants) and the rules quiz of notebook 01."""

import hashlib
import random
from dataclasses import replace
from fractions import Fraction

from .. import fr
from ..editions import get_edition
from ..errors import LoveLetterError
from ..names import normalize
from .questions import Question

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
    raise LoveLetterError(fr.QUIZ_02["no_position"])


def common_answers(builder, sample=SAMPLE, least=LEAST, key=None):
    """The answers ``builder`` gives to at least ``least`` of ``sample`` fixed seeds (0, 1, …), in the
    order they first come: the same on every computer. ``key(question)``: what counts as the answer
    (default ``question.answer``; a tree's answers, a dict, are told by ``answer_text()``)."""
    key = key or (lambda question: question.answer)
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
    answers = []

    def spread_builder(rng):
        if not answers:
            answers.extend(common_answers(builder, least=least, key=key))
        target = rng.choice(answers)
        return redraw_until(rng, builder, lambda question: (key or (lambda q: q.answer))(question) == target, tries)
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
    if question.kind == "probability" and question.answer in (0, 1):
        return True
    if question.kind == "guard" and max(p for _, _, p in question.answer) in (0, 1):
        return True
    return condition is not None and not condition(question)


def deck_count_question(rng):
    """How many cards are left to draw after the set-up (an edition and a player count at random)."""
    edition = get_edition(rng.choice(["classique", "2019", "16-cartes", "lettre-d-amour"]))
    n = rng.randint(edition.min_players, edition.max_players)
    k = edition.face_up_for(n)
    left = edition.size - 1 - k - n
    V = fr.VARIANTS["deck_count"]
    face = V["face_up"].format(k=k) if k else V["no_face_up"]
    return Question(V["prompt"].format(title=edition.title, size=edition.size, n=n), "number", left,
                    hints=(V["hint1"], V["hint2"].format(face=face)),
                    explanation=V["explanation"].format(size=edition.size, k=k, n=n, left=left),
                    title=V["title"])


def baron_question(rng):
    """A Baron duel between two random cards: who leaves the round?"""
    edition = get_edition(rng.choice(["classique", "2019"]))
    baron = edition.with_effect("compare")[0]
    pool = [c for c in edition.deck]
    pool.remove(baron)
    mine = rng.choice(pool)
    pool.remove(mine)
    theirs = rng.choice(pool)
    V = fr.VARIANTS["baron"]
    choices = (V["you"], V["them"], V["nobody"])
    answer = choices[0] if mine.value < theirs.value else choices[1] if mine.value > theirs.value else choices[2]
    words = dict(mine=fr.the(mine), mv=mine.value, theirs=fr.the(theirs), tv=theirs.value)
    equal = V["why_equal"].format(**words)
    reasons = {choices[0]: equal if mine.value == theirs.value else V["why_you"].format(**words),
               choices[1]: equal if mine.value == theirs.value else V["why_them"].format(**words),
               choices[2]: V["why_nobody"].format(**words)}
    reasons.pop(answer)  # said only after a wrong choice
    return Question(V["prompt"].format(baron=fr.the(baron), **words),
                    "choice", answer, choices=choices, hints=(V["hint1"], V["hint2"]), reasons=reasons,
                    explanation=V["explanation"], edition=edition, title=V["title"])


def draw_probability_question(rng):
    """The probability that the card set aside is a given card (a first probability)."""
    edition = get_edition(rng.choice(["classique", "2019"]))
    card = rng.choice([c for c in edition.cards])
    V = fr.VARIANTS["burned"]
    named = fr.the(card) if card.count == 1 else fr.a(card)  # « la Princesse », but « un Garde » among 6
    return Question(V["prompt"].format(title=edition.title, size=edition.size, card=named), "fraction",
                    Fraction(card.count, edition.size),
                    hints=(V["hint1"].format(count=fr.count_of(card, card.count)), V["hint2"]),
                    explanation=V["explanation"].format(cards=fr.count_of(card, card.count), count=card.count,
                                                        size=edition.size),
                    title=V["title"])


def rules_question(key):
    """A fixed question of the rules quiz (notebook 01), from its key in ``fr.QUIZ_REGLES``."""
    data = dict(fr.QUIZ_REGLES[key])
    return Question(data.pop("prompt"), data.pop("kind"), data.pop("answer"),
                    choices=tuple(data.pop("choices", ())), hints=tuple(data.pop("hints", ())),
                    title=data.pop("title", ""), **data)


def rules_quiz(seed=0):
    """Every question of the rules quiz: the fixed ones, then three variants built from ``seed``."""
    fixed = [rules_question(key) for key in fr.QUIZ_REGLES]
    return fixed + [variant(deck_count_question, seed), variant(baron_question, seed + 1),
                    variant(draw_probability_question, seed + 2)]


__all__ = ["learner_seed", "variant", "redraw_until", "common_answers", "spread", "degenerate", "CONDITIONS", "CERTAIN",
           "deck_count_question", "baron_question", "draw_probability_question",
           "rules_question", "rules_quiz"]
