"""Family « que devineriez-vous ? » (notebook 02, section 4): the Guard's best guess at the first turn,
at two, three and four players and in the 2019 edition: which player to aim at, which card to name, and
the chance to hit. Nobody has chosen anything yet, so counting is the exact answer. The question and its
words are the position question « guard » (:mod:`.positions`), on the learner's own deal.
"""

from .base import Problem, as_drawn, register_all
from .positions import from_position

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {}


def _guard(exercise_id, title, **position):
    return Problem(exercise_id, "probabilités sur un ensemble fini", "guard", from_position("guard", **position),
                   as_drawn, level="Seconde", title=title)


PROBLEMS = register_all(
    _guard("02.deviner.debut", "Meilleur coup de Garde à 2"),
    _guard("02.deviner.trois", "Meilleur coup de Garde à 3", n=3),
    _guard("02.deviner.quatre", "Meilleur coup de Garde à 4", n=4),
    _guard("02.deviner.2019", "Meilleur coup de Garde, 2019", edition="2019"),
)
