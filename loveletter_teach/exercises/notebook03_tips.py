"""The exercises of notebook 03, part 4: the tips of the « Lettre d'amour » rule text put to the test.

Every answer is computed by the package on real positions of the ``lettre-d-amour`` edition
(:mod:`loveletter_teach.tips`, the explorer's positions, card counting) or from a small seeded
simulation (the range a learner reads: « la fourchette de la simulation », a 95 % confidence interval said in a
lycée student's words).
"""

import math
from fractions import Fraction
from functools import partial

from .. import fr
from ..editions import get_edition
from ..probability import card_counting
from ..probability.trees import frac
from ..stats import mean_interval
from .builders import CERTAIN, CONDITIONS, redraw_until
from .catalogue import register
from .parsing import decimal_text
from .questions import Question, mistake

Q = fr.QUIZ_03_TIPS
EDITION = get_edition("lettre-d-amour")


def _tips():
    """The tips module, imported when a question is built: it needs the explorer, which imports this
    package (exercises.scenarios)."""
    from .. import tips
    return tips


def position(*args, **kwargs):
    from ..explorer import position as make
    return make(*args, **kwargs)


def _question(key, kind, answer, words, hints=2, **extra):
    return Question(Q[key + "_prompt"].format(**words), kind, answer,
                    hints=tuple(Q[f"{key}_hint_{k}"].format(**words) for k in range(1, hints + 1)),
                    explanation=Q[key + "_solution"].format(**words), title=Q[key + "_title"], **extra)


def _alice_turns():
    """Alice's observations at her turns in the two rounds of the Héritière tip (the text's round and
    its control)."""
    tips, out = _tips(), []
    for moves in (tips.HERITIERE_MOVES, tips.CONTROL_MOVES):
        for k in (2, 4, 6):
            out.append(tips.heritiere_position(moves[:k]).observation())
    return out


def heritiere_question(rng):
    """P(Bob holds the Héritière) by counting, at one of Alice's turns."""
    obs = rng.choice(_alice_turns())
    answer = card_counting(obs).prob("Bob", "Héritière")
    played = sum(len(pile) for pile in obs.discards)
    visible = played + len(obs.hand)
    words = {"seen": played, "visible": visible, "unseen": EDITION.size - visible}
    assert answer == Fraction(1, EDITION.size - visible)
    traps = ((Fraction(1, EDITION.size), mistake("whole_deck", me="Alice")),
             (Fraction(1, EDITION.size - played), mistake("hand_forgotten", me="Alice")))
    return _question("heritiere", "probability", answer, words, position=obs, irreducible=True, traps=traps)


def open_conditional(question):
    """P_A(B) is not certain: A holds other cards than the Héritière."""
    return 0 < question.answer < 1


def conditional_question(rng, condition=open_conditional):
    """P_A(B), A: « la carte de Bob vaut au moins v », B: « Bob a l'Héritière », by counting; drawn again
    until it meets ``condition`` (version 1: None)."""
    return redraw_until(rng, _conditional_question, condition)


def _conditional_question(rng):
    obs = rng.choice(_alice_turns())
    counted = card_counting(obs).players[1]
    v = rng.choice([4, 5, 6, 7])
    p_a = sum((p for c, p in counted.items() if c.value >= v), Fraction(0))
    p_ab = counted.get(EDITION.card("Héritière"), Fraction(0))
    answer = p_ab / p_a
    unseen = _unseen(obs)
    kept = sorted(c for c in unseen if c.value >= v)
    words = {"v": v, "n": len(unseen), "m": len(kept), "answer": frac(answer),
             "kept": ", ".join(c.name for c in kept)}
    traps = ((p_ab, mistake("intersection", inter="P(A ∩ B)", given="A")),)
    return _question("cond", "probability", answer, words, position=obs, irreducible=True, traps=traps)


def _unseen(obs):
    seen = list(obs.hand) + [c for pile in obs.discards for c in pile]
    rest = list(EDITION.deck)
    for card in seen:
        rest.remove(card)
    return rest


def duelliste_question(rng):
    """P(Bob eliminated) when Alice plays the Duelliste and keeps a card, first turn, by counting."""
    kept = EDITION.card(rng.choice(["Prêtre", "Bouclier", "Messager", "Noble", "Dame"]))
    win, _, _ = _tips().duel_odds(kept.name)
    obs = position(EDITION.id, 2, hands=["Duelliste", None], deck=[kept.name], seed=0).observation()
    lower = [c for c in _unseen(obs) if c.value < kept.value]
    assert win == Fraction(len(lower), 14)
    counts = {}
    for c in lower:
        counts[c] = counts.get(c, 0) + 1
    which = fr.join_and(fr.count_of(c, k) for c, k in counts.items()) if counts else "aucune"
    words = {"kept": fr.the(kept), "value": kept.value, "lower": len(lower), "which": which, "answer": frac(win)}
    ties = sum(c.value == kept.value for c in _unseen(obs))
    traps = ((Fraction(len(lower) + ties, 14), mistake("ties_won")), (1 - win, mistake("complement_extra")))
    return _question("duelliste", "probability", win, words, position=obs, traps=traps)


HANDS = [("Espion", "Espion"), ("Espion", "Duelliste"), ("Prêtre", "Messager"), ("Bouclier", "Messager"),
         ("Duelliste", "Bouclier"), ("Espion", "Noble")]


def espion_question(rng):
    """The chance that a counting Bob names the Prêtre with his Espion, at his first turn."""
    hand = rng.choice(HANDS)
    obs = position(EDITION.id, 2, viewer=1, first=1, hands=[None, hand[0]], deck=[hand[1]], seed=0).observation()
    counted = card_counting(obs).players[0]
    options = {c: p for c, p in counted.items() if c in EDITION.guessable()}
    top = max(options.values())
    best = sorted((c for c, p in options.items() if p == top), key=lambda c: c.value)
    priest = EDITION.card("Prêtre")
    answer = Fraction(1, len(best)) if priest in best else Fraction(0)
    cards = [EDITION.card(c) for c in hand]
    both = fr.count_of(cards[0], 2).replace("2 ", "deux ", 1)
    words = {"hand": both if cards[0] == cards[1] else " et ".join(fr.the(c) for c in cards), "best": fr.join_and(c.name for c in best),
             "count": int(top * 14), "k": len(best)}
    traps = ((counted.get(priest, Fraction(0)), mistake("card_not_choice", card=fr.the(priest), p="Bob")),)
    q = _question("espion", "probability", answer, words, traps=traps)
    if priest not in best:
        q = Question(q.prompt, q.kind, q.answer, hints=q.hints, title=q.title, traps=traps,
                     explanation=Q["espion_solution_no"].format(**words))
    return q


INTERVAL_CHOICES = ("yes", "no", "cannot")


def interval_question(rng):
    """Read a confidence interval of a small seeded simulation of a tip."""
    tips = _tips()
    which = rng.choice(["messager", "bouclier"])
    n, seed = rng.choice([100, 150, 200]), rng.randrange(1, 1000)
    if which == "messager":
        pairs = tips.paired(lambda obs: sorted(c.name for c in obs.hand) == ["Messager", "Prêtre"],
                            ("Messager", "Prêtre"), 2, n, seed)
    else:
        pairs = tips.paired(tips.shield_situation, tips.shield_or_other, 2, n, seed)
    mean, low, high = mean_interval([a - b for a, b in pairs])
    key = INTERVAL_CHOICES[("confirme", "faux", "nuance").index(tips.interval_verdict(low, high))]
    words = {"n": len(pairs), "mean": decimal_text(Fraction(mean).limit_denominator(10 ** 6), 3),
             "low": decimal_text(Fraction(low).limit_denominator(10 ** 6), 3),
             "high": decimal_text(Fraction(high).limit_denominator(10 ** 6), 3), "why": Q["intervalle_why_" + key]}
    choices = tuple(Q["intervalle_" + k] for k in INTERVAL_CHOICES)
    return _question("intervalle", "choice", Q["intervalle_" + key], words, choices=choices)


def size_question(rng):
    """n such that 1/√n equals a given half-width."""
    root = rng.choice([10, 20, 25, 40, 50, 100])
    half = Fraction(1, root)
    words = {"half": decimal_text(half, 3).rstrip("0"), "root": root, "answer": root * root}
    assert math.isqrt(root * root) == root
    return _question("taille", "number", root * root, words, traps=((root, mistake("not_squared")),))


def duel_huit_question(rng):
    """The Duelliste never eliminates the holder of the Héritière."""
    kept = EDITION.card(rng.choice(["Noble", "Dame", "Messager"]))
    return _question("duel_huit", "probability", Fraction(0), {"kept": fr.the(kept)})


def prediction_question(tip_id):
    """« Quel verdict prévoyez-vous ? » for one tip, asked before its measurement cell: the answer is
    the tip's verdict under every way of playing (:attr:`tips.Tip.verdict`, the table the cell shows
    beside its live measure), « dépend de la façon de jouer » among the choices (version 2)."""
    def builder(rng):
        tip = _tips().TIPS[tip_id]
        verdicts = fr.TIPS["verdicts"]
        words = {"quote": tip.quote, "claim": tip.claim, "lines": tip.table(), "verdict": tip.verdict_text,
                 "name": Q["prediction_name_" + tip_id]}
        return Question(Q["prediction_prompt"].format(**words), "choice", tip.verdict_text,
                        choices=tuple(verdicts[k] for k in ("confirme", "nuance", "faux", "depend")),
                        hints=(Q["prediction_hint_1"], Q["prediction_hint_" + tip_id]),
                        explanation=Q["prediction_solution"].format(**words),
                        title=Q["prediction_title"].format(**words))
    return builder


# Version 1 (issue 14): one way of playing (robots « compteur », the exact tips under the uniform
# model), three choices; its verdicts, as that version measured them, grade the answers handed in then.
FIRST_VERDICTS = {"heritiere": "nuance", "duelliste": "confirme", "messager": "nuance", "espion": "nuance",
                  "huit": "faux", "bouclier": "nuance"}


def first_prediction_question(tip_id):
    """The version 1 of :func:`prediction_question`."""
    def builder(rng):
        tip = _tips().TIPS[tip_id]
        verdicts = fr.TIPS["verdicts"]
        verdict = verdicts[FIRST_VERDICTS[tip_id]]
        words = {"quote": tip.quote, "claim": tip.claim, "lines": fr.TIPS["verdict_line"].format(verdict=verdict),
                 "verdict": verdict,
                 "name": Q["prediction_name_" + tip_id]}
        return Question(Q["prediction_prompt"].format(**words), "choice", verdict,
                        choices=tuple(verdicts[k] for k in ("confirme", "nuance", "faux")),
                        hints=(Q["prediction_hint_1"], Q["prediction_hint_" + tip_id]),
                        explanation=Q["prediction_solution"].format(**words),
                        title=Q["prediction_title"].format(**words))
    return builder


TIP_IDS = ("heritiere", "duelliste", "messager", "espion", "huit", "bouclier")
PREDICTIONS = {tip_id: f"03.conseils.prediction_{tip_id}" for tip_id in TIP_IDS}
PREDICTION_NOTIONS = {"heritiere": ("probabilité conditionnelle", "Première"),
                      "duelliste": ("probabilités sur un ensemble fini", "Seconde")}

EXERCISES = (
    ("03.conseils.heritiere", "probabilités sur un ensemble fini", "Seconde", "probability", heritiere_question),
    ("03.conseils.conditionnelle", "probabilité conditionnelle", "Première", "probability", conditional_question),
    ("03.conseils.duelliste", "probabilités sur un ensemble fini", "Seconde", "probability", duelliste_question),
    ("03.conseils.espion", "probabilités sur un ensemble fini", "Seconde", "probability", espion_question),
    ("03.conseils.duel_huit", "probabilités sur un ensemble fini", "Seconde", "probability", duel_huit_question),
    ("03.conseils.intervalle", "échantillonnage", "Seconde", "choice", interval_question),
    ("03.conseils.taille", "échantillonnage", "Seconde", "number", size_question),
)
FIRST_VERSIONS = {"03.conseils.conditionnelle": partial(conditional_question, condition=None)}  # issue 20
for exercise_id, notion, level, kind, builder in EXERCISES:
    first = FIRST_VERSIONS.get(exercise_id)
    register(exercise_id, "03", notion, level, kind, builder, version=2 if first else 1,
             older={1: first} if first else None)
CONDITIONS["03.conseils.conditionnelle"] = open_conditional
CONDITIONS["03.conseils.duel_huit"] = CERTAIN  # the question is that the Duelliste never eliminates her
CONDITIONS["03.conseils.espion"] = CERTAIN  # 0 is an answer of its own: a counting Bob never names the Prêtre
for tip_id, exercise_id in PREDICTIONS.items():
    notion, level = PREDICTION_NOTIONS.get(tip_id, ("simulation", "Seconde"))
    register(exercise_id, "03", notion, level, "choice", prediction_question(tip_id), version=2,
             older={1: first_prediction_question(tip_id)})
QUIZ_IDS = tuple(e[0] for e in EXERCISES)  # the graded questions at the end of part 4 (not the predictions)
