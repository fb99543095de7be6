"""The one rule for tries (issue 20, item 3): 3 tries, fewer when there is little choice. A question
among k proposed answers (a multiple choice, a comparison « < = > ») gives k − 1 tries, at most 3 and at
least 1: with k tries, the last one would be won by elimination. After the last try the solution opens
(a multiple choice is then closed). A function checked by ``verifie`` counts as its question: each check
of a function that runs is one try of that question.

:data:`Question.max_tries <.questions.Question.max_tries>` is this rule and nothing else; each notebook
states it once, in the words :func:`rule_text` returns (tests/test_tries.py checks both).

>>> allowed_tries("number"), allowed_tries("choice", 4), allowed_tries("choice", 3), allowed_tries("choice", 2)
(3, 3, 2, 1)
"""

import re

from .. import fr

TRIES = 3
CHOOSING = ("choice", "compare")  # the kinds where the learner picks among proposed answers


def allowed_tries(kind, options=0):
    """The tries a question of ``kind`` gives, ``options`` the number of answers it proposes."""
    if kind in CHOOSING:
        return max(1, min(TRIES, options - 1))
    return TRIES


def rule_text():
    """The rule as each notebook states it, its numbers computed by :func:`allowed_tries`."""
    return fr.EXERCISES["tries_rule"].format(n=TRIES, three=allowed_tries("choice", 3), two=allowed_tries("choice", 2))


def rule_markdown():
    """:func:`rule_text` as a notebook's Markdown writes it: a non-breaking space before « : ; ? ! »."""
    return re.sub(r" ([:;?!»])", "\u00a0\\1", rule_text())


__all__ = ["TRIES", "allowed_tries", "rule_text", "rule_markdown"]
