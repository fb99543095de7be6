"""The exercises of notebook 01 (les règles) in the catalogue: the rules quiz, question by question,
and the three personal questions at the end. A question on the rules has the level « règles » (it counts as
no probability exercise); the counting and probability questions are « Seconde ».

The personal questions keep the seeds notebook 01 has always given them,
``rules_quiz(seed=learner_seed(name))[-3:]`` (the name's seed, plus 1, plus 2), so that a learner keeps
the same questions whether the notebook asks through ``MON_PRENOM`` or through the learner field.
"""

from .. import fr
from .builders import baron_question, deck_count_question, draw_probability_question, rules_question
from .catalogue import register

NOTIONS_01 = {"paquet": "dénombrement"}  # every other rules question is about the rules only
PERSONAL = (("01.perso.cartes", deck_count_question, "dénombrement", "number"),
            ("01.perso.baron", baron_question, "règles du jeu", "choice"),
            ("01.perso.tirage", draw_probability_question, "probabilités sur un ensemble fini", "fraction"))


def _legacy_seed(offset):
    """The seed of ``rules_quiz(seed=learner_seed(name))``'s variant number ``offset``."""
    return lambda learner: learner.name_seed() + offset


for key in fr.QUIZ_REGLES:
    question = rules_question(key)
    register(f"01.regles.{key}", "01", NOTIONS_01.get(key, "règles du jeu"), "règles", question.kind, question)
for offset, (exercise_id, builder, notion, kind) in enumerate(PERSONAL):
    level = "règles" if notion == "règles du jeu" else "Seconde"  # a question on the rules is no probability
    register(exercise_id, "01", notion, level, kind, builder, seed=_legacy_seed(offset))
