"""The form every exercise family takes: a :class:`Problem` is one exercise of the catalogue, made of
two functions side by side with the words they fill.

- ``draw(rng) -> Variant``: the numbers of one learner's variant (the position, n, k, …) and its exact
  answer, drawn from the learner's ``random.Random`` (so the same name always gets the same variant);
- ``question(variant) -> Question``: the prompt, hints, named mistakes and worked solution, the family's
  words (one dict at the top of its module) filled with the variant's numbers.

``Problem.register()`` puts it in the catalogue; :func:`~.checking.check_problem` draws 100 learners'
variants and compares each answer with an exact count written apart from the package.
"""

import math
import types
from dataclasses import dataclass, field
from fractions import Fraction

from ... import fr
from ..builders import spread
from ..catalogue import MAX_TITLE, CatalogueError, register
from ..parsing import decimal_text
from ..questions import Mistake, Question


REGISTERED = {}  # exercise id -> its Problem, filled by Problem.register() (what checking.check_problem finds)


class Variant(types.SimpleNamespace):
    """The numbers of one learner's variant, as attributes (``v.n``, ``v.p``, ``v.answer``): what
    ``question`` words and what a check recounts. ``answer`` is the exact answer."""


def question(words, kind, answer, values, cls=Question, **extra):
    """The :class:`Question` of ``words`` (one exercise's dict: "title", "prompt", "hints", "solution"),
    each filled with ``values``; ``extra``: the Question's other fields (``traps``, ``position``…);
    ``cls``: a subclass of Question (one that shows its answer otherwise)."""
    return cls(words["prompt"].format(**values), kind, answer,
                    hints=tuple(hint.format(**values) for hint in words["hints"]),
                    explanation=words["solution"].format(**values), title=words["title"], **extra)


def named(mistakes, key, **values):
    """The family's named mistake ``key`` (a key of its ``MISTAKES``), filled with ``values``: the class
    report counts it by ``key`` across variants whose words differ."""
    return Mistake(mistakes[key].format(**values), key)


@dataclass(frozen=True)
class Problem:
    """One exercise: its catalogue id, notion, kind and level, its ``draw`` and ``question`` (see the
    module's docstring), and its ``title`` (required: a few French words, unique in the catalogue, that
    head its column in the class report). ``spread=True`` draws the answer alike among the common ones first
    (:func:`~loveletter_teach.exercises.builders.spread`; ``least``: the share of seeds an answer needs to
    be one of them, default ``builders.LEAST``). ``version``, ``older`` ({version: builder})
    and ``seed`` (a rule ``seed(learner)``: exercises that share the learner's position) as in
    :func:`~loveletter_teach.exercises.catalogue.register`. ``spread_limit``: why, by nature, the most
    frequent answer goes to more than 1 learner in 4 of a class (French; a choice between 3, few
    possible answers), checked by tests/test_variants.py and reported by benchmarks/variant_spread.py."""

    id: str
    notion: str
    kind: str
    draw: object
    question: object
    level: str = "Terminale"
    spread: bool = False
    least: object = None
    version: int = 1
    older: dict = field(default_factory=dict)
    seed: object = None
    title: str = ""
    spread_limit: str = ""

    def __post_init__(self):
        if self.spread:
            object.__setattr__(self, "draw", spread(self.draw, **({} if self.least is None else {"least": self.least})))

    def variant(self, rng):
        """The numbers of the variant ``rng`` draws (what :meth:`build` words)."""
        return self.draw(rng)

    def build(self, rng):
        """The question of the variant ``rng`` draws: the catalogue's builder."""
        return self.question(self.draw(rng))

    def register(self):
        """Add this exercise to the catalogue (notebook: the id's first part); returns self. A French
        CatalogueError if it has no title: a column of the class report would have only its id."""
        if not self.title:
            raise CatalogueError(fr.CATALOGUE["no_title"].format(id=self.id, most=MAX_TITLE))
        register(self.id, self.id.split(".")[0], self.notion, self.level, self.kind, self.build,
                 version=self.version, older=self.older, seed=self.seed, title=self.title,
                 spread_limit=self.spread_limit)
        REGISTERED[self.id] = self
        return self


# An exercise taught on the classic deck whose variant deals the 2019 edition names it in its prompt: the
# position shown does not, and the learner counts on that deck's cards.
DECK_2019 = "On joue avec le paquet de l'édition 2019 ({size} cartes, dont le Chancelier et l'Espionne). "


def deck_said(edition):
    """The words before a prompt on ``edition``: :data:`DECK_2019` for the 2019 deck, nothing for the classic."""
    return "" if edition.id == "classique" else DECK_2019.format(size=edition.size)


def built(draw, question):
    """The builder ``rng -> question(draw(rng))`` (an earlier version of an exercise, in ``older``)."""
    def builder(rng):
        return question(draw(rng))
    builder.__doc__ = draw.__doc__
    return builder


def as_drawn(question):
    """The ``question`` of a Problem whose ``draw`` words the Question itself (notebook 02's exercises: a
    position drawn and worded in one pass, each redrawn until its question can be asked): that Question."""
    return question


def register_all(*problems):
    """Register ``problems`` in this order (the notebook's order); returns them as a tuple."""
    return tuple(p.register() for p in problems)


def rounded(x, places):
    """``x`` rounded half up to ``places`` decimals, as a learner rounds an intermediate result (a Fraction)."""
    scale = 10 ** places
    return Fraction(math.floor(Fraction(x) * scale + Fraction(1, 2)), scale)


def dec(x, places=4):
    """« 0,2777 »: a decimal with a comma, for the worked solutions."""
    return decimal_text(x, places)
