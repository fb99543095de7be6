"""Family « les conseils du livret » (notebook 03, part 4): the tips of the « Lettre d'amour » rule text
put to the test. Every answer is computed by the package on real positions of the ``lettre-d-amour``
edition (:mod:`loveletter_teach.tips`, the explorer's positions, card counting) or from a small seeded
simulation (the range a learner reads: « la fourchette de la simulation », a 95 % confidence interval said
in a lycée student's words); before each tip's measurement cell, a prediction asks for its verdict.

Each exercise is a builder ``builder(rng) -> Question`` that draws its position from the learner's seed
and words it in the same pass, registered as a :class:`~.base.Problem` (its ``question`` is
:func:`~.base.as_drawn`).
"""

import math
from fractions import Fraction
from functools import partial

from ... import fr, tips
from ...editions import get_edition
from ...explorer import position
from ...probability import card_counting
from ...probability.trees import frac
from ...stats import mean_interval
from ..builders import CERTAIN, CONDITIONS, redraw_until
from ..parsing import decimal_text
from ..questions import Question, mistake
from .base import Problem, as_drawn, named, question, register_all

EDITION = get_edition("lettre-d-amour")

WORDS = {
    "heritiere": {
        "title": "L'Héritière, par comptage",
        "prompt": "Édition Lettre d'amour, deux joueurs, aucune carte face visible. Vous êtes Alice et c'est "
                  "votre tour : vous voyez vos deux cartes et les {seen} cartes déjà jouées, dont aucune "
                  "Héritière. Par comptage (toutes les cartes que vous ne voyez pas ont la même chance d'être "
                  "celle de Bob), quelle est la probabilité que Bob ait l'Héritière ?",
        "hints": (
            "Comptez les cartes que vous ne voyez pas : les 16 cartes du paquet moins celles que vous voyez.",
            "Il n'y a qu'une Héritière : c'est un cas favorable parmi les cartes que vous ne voyez pas.",
        ),
        "solution": "Vous voyez {visible} cartes : il en reste 16 − {visible} = {unseen} que vous ne voyez pas, "
                    "dont une Héritière. P(Bob a l'Héritière) = 1/{unseen}.",
    },
    "cond": {
        "title": "L'Héritière, sachant que la carte de Bob est forte",
        "prompt": "Même édition, même position (voir ci-dessus). Par comptage, on note A l'événement « la carte "
                  "de Bob vaut au moins {v} » et B « Bob a l'Héritière ». Quelle est la probabilité P_A(B) de B "
                  "sachant A ?",
        "hints": (
            "Sachant A, l'univers se réduit aux cartes que vous ne voyez pas et qui valent au moins {v}.",
            "Dans cet univers réduit, les cartes restent équiprobables : P_A(B) = cas favorables / cas possibles.",
        ),
        "solution": "Parmi les {n} cartes que vous ne voyez pas, {m} valent au moins {v} : {kept}. Une seule est "
                    "l'Héritière : P_A(B) = {answer}.",
    },
    "duelliste": {
        "title": "Le Duelliste et la carte gardée",
        "prompt": "Édition Lettre d'amour, deux joueurs, premier tour. Vous êtes Alice : vous avez le Duelliste "
                  "et {kept} (valeur {value}). Vous jouez le Duelliste sur Bob. Par comptage, quelle est la "
                  "probabilité que Bob soit éliminé (sa carte plus faible que la vôtre) ?",
        "hints": (
            "Les 14 cartes que vous ne voyez pas ont chacune la même chance d'être celle de Bob.",
            "Comptez, parmi ces 14 cartes, celles de valeur strictement inférieure à la carte que vous gardez.",
        ),
        "solution": "Vous ne voyez pas 14 cartes ; {lower} valent moins de {value} : {which}. P(Bob éliminé) = "
                    "{lower}/14 = {answer}.",
    },
    "espion": {
        "title": "L'Espion d'un compteur",
        "prompt": "Édition Lettre d'amour, deux joueurs, premier tour. Bob compte les cartes : il nomme la carte "
                  "la plus probable, au hasard entre les ex æquo. Bob voit ses deux cartes, {hand}, et joue "
                  "l'Espion sur vous. Quelle est la probabilité qu'il nomme le Prêtre ?",
        "hints": (
            "Pour Bob, les cartes qu'il ne voit pas ont chacune la même chance d'être la vôtre : la carte la plus "
            "probable est celle qui a le plus d'exemplaires qu'il ne voit pas.",
            "Faites la liste des cartes (sauf l'Espion, qu'on ne peut pas nommer) qui ont ce plus grand nombre "
            "d'exemplaires : Bob choisit l'une d'elles au hasard.",
        ),
        "solution": "Bob ne voit pas 14 cartes. Les plus nombreuses, sauf l'Espion, sont {best} ({count} "
                    "exemplaires chacune) : {k} cartes ex æquo. Le Prêtre en fait partie, donc P = 1/{k}.",
        "solution_no": "Bob ne voit pas 14 cartes. Les plus nombreuses, sauf l'Espion, sont {best} ({count} "
                       "exemplaires chacune) ; le Prêtre n'en fait pas partie : P = 0.",
    },
    "intervalle": {
        "title": "Lire la fourchette d'une simulation",
        "prompt": "On mesure le gain d'un conseil par simulation : sur {n} positions, le gain moyen vaut {mean} "
                  "et la fourchette de la simulation est [{low} ; {high}] (les valeurs du gain que la fluctuation "
                  "d'échantillonnage laisse possibles). Que peut-on conclure ?",
        "hints": (
            "Un gain nul (0) voudrait dire que le conseil ne change rien.",
            "Regardez si 0 est dans la fourchette, au-dessous ou au-dessus.",
        ),
        "solution": "La fourchette est [{low} ; {high}] : {why}",
        "yes": "le conseil aide",
        "no": "le conseil nuit",
        "cannot": "on ne peut pas conclure",
        "why_yes": "elle est entièrement au-dessus de 0, le conseil aide (confirmé).",
        "why_no": "elle est entièrement au-dessous de 0, le conseil nuit (faux).",
        "why_cannot": "elle contient 0, on ne peut pas conclure (nuancé) ; il faudrait plus de positions.",
    },
    "taille": {
        "title": "Combien de manches ?",
        "prompt": "On estime une probabilité p par la fréquence f observée sur n manches simulées ; comme dans la "
                  "partie 1, l'écart entre f et p est de l'ordre de 1/√n. Combien de manches n faut-il simuler "
                  "pour que 1/√n vaille {half} ?",
        "hints": (
            "Écrivez 1/√n = {half} et isolez √n.",
            "Puis élevez au carré.",
        ),
        "solution": "1/√n = {half} donne √n = {root}, donc n = {root}² = {answer}.",
    },
    "duel_huit": {
        "title": "Le Duelliste contre l'Héritière",
        "prompt": "Bob garde l'Héritière. Alice joue le Duelliste sur lui en gardant {kept}. Quelle est la "
                  "probabilité que Bob soit éliminé par ce duel ?",
        "hints": (
            "Le duel élimine celui dont la carte a la plus petite valeur.",
            "Quelle est la valeur de l'Héritière ? Une carte de l'édition peut-elle valoir plus ?",
        ),
        "solution": "L'Héritière vaut 8, la plus grande valeur de l'édition, et il n'y en a qu'une : Bob ne peut "
                    "jamais perdre le duel. La probabilité est 0 (seuls le Messager, ou un Espion qui nomme le 8, "
                    "la lui font perdre).",
    },
    "prediction": {
        "title": "Votre prédiction : {name}",
        "prompt": "Le livret dit : {quote} Nous l'écrivons ainsi : {claim} Avant d'exécuter la cellule de mesure, "
                  "quel verdict prévoyez-vous ?",
        "solution": "La mesure donne :\n{lines}",
        "hint": "Le verdict suit une règle fixée d'avance : l'affirmation est vraie (la fourchette de la "
                "simulation entièrement de son côté), fausse (entièrement de l'autre côté), ou on ne peut pas "
                "trancher ; et si la réponse change quand les joueurs jouent autrement, le verdict le dit.",
        "names": {
            "heritiere": "l'Héritière après les Duellistes et la Dame",
            "duelliste": "le Duelliste et la carte gardée",
            "messager": "le Messager ou le Prêtre",
            "espion": "l'Espion contre un Prêtre gardé",
            "huit": "garder l'Héritière",
            "bouclier": "le Bouclier à quatre joueurs",
        },
        "tip_hints": {
            "heritiere": "Par comptage, seul compte le nombre de cartes que vous voyez, pas leur nom. Par "
                         "déduction, Bob qui garde longtemps la même carte en dit plus que les noms des cartes "
                         "qu'il joue.",
            "duelliste": "Avec un Espion gardé, le duel ne peut pas éliminer Bob ; avec la carte la plus forte, "
                         "il ne peut pas vous éliminer. Entre les deux ?",
            "messager": "Les deux cartes ne font pas grand-chose contre un joueur qui compte : une petite "
                        "différence demande beaucoup de manches pour se voir.",
            "espion": "Un compteur nomme la carte la plus nombreuse parmi celles qu'il ne voit pas : combien y "
                      "a-t-il de Prêtres dans le paquet, et combien d'exemplaires des autres cartes ?",
            "huit": "Le Messager fait défausser une main ; le Duelliste élimine la carte la plus basse. "
                    "L'Héritière est la plus forte carte : laquelle des deux peut vraiment la faire perdre ?",
            "bouclier": "À quatre joueurs, vous êtes protégé de trois adversaires, mais vous ne gagnez en moyenne "
                        "qu'une manche sur quatre : un gain en points n'est pas un gain en proportion.",
        },
    },
}


# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "card_not_choice": (
        "probabilité d'avoir la carte au lieu de celle qu'on la nomme", "probabilités sur un ensemble fini",
        ("03", "un Espion ou un Prêtre gardé n'attire pas l'Espion"), "03.conseils.espion",
        "La probabilité qu'un joueur nomme une carte dépend de sa façon de choisir : un compteur nomme l'une des "
        "cartes les plus probables pour lui, au hasard entre les ex æquo."),
    "not_squared": (
        "√n au lieu de n", "échantillonnage",
        ("03", "La fluctuation d'échantillonnage et l'écart 1/√n"), "03.conseils.taille",
        "De 1/√n = h, on tire √n = 1/h, puis on élève au carré pour trouver n : il ne faut pas s'arrêter à √n."),
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "card_not_choice": "Vous avez calculé la probabilité que vous ayez {card} : on demande celle {que_p} le nomme, "
                       "et {p} nomme toujours une carte parmi les plus probables pour lui.",
    "not_squared": "Vous avez donné √n : on cherche n, donc on élève au carré.",
}


def _alice_turns():
    """Alice's observations at her turns in the two rounds of the Héritière tip (the text's round and
    its control)."""
    out = []
    for moves in (tips.HERITIERE_MOVES, tips.CONTROL_MOVES):
        for k in (2, 4, 6):
            out.append(tips.heritiere_position(moves[:k]).observation())
    return out


def _unseen(obs):
    seen = list(obs.hand) + [c for pile in obs.discards for c in pile]
    rest = list(EDITION.deck)
    for card in seen:
        rest.remove(card)
    return rest


def heritiere_question(rng):
    """P(Bob holds the Héritière) by counting, at one of Alice's turns."""
    obs = rng.choice(_alice_turns())
    answer = card_counting(obs).prob("Bob", "Héritière")
    played = sum(len(pile) for pile in obs.discards)
    visible = played + len(obs.hand)
    words = {"seen": played, "visible": visible, "unseen": EDITION.size - visible}
    if answer != Fraction(1, EDITION.size - visible):
        raise ValueError("le comptage ne donne pas 1 sur les cartes que l'on ne voit pas")
    traps = ((Fraction(1, EDITION.size), mistake("whole_deck", me="Alice")),
             (Fraction(1, EDITION.size - played), mistake("hand_forgotten", me="Alice")))
    return question(WORDS["heritiere"], "probability", answer, words, position=obs, irreducible=True, traps=traps)


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
    return question(WORDS["cond"], "probability", answer, words, position=obs, irreducible=True, traps=traps)


def duelliste_question(rng):
    """P(Bob eliminated) when Alice plays the Duelliste and keeps a card, first turn, by counting."""
    kept = EDITION.card(rng.choice(["Prêtre", "Bouclier", "Messager", "Noble", "Dame"]))
    win, _, _ = tips.duel_odds(kept.name)
    obs = position(EDITION.id, 2, hands=["Duelliste", None], deck=[kept.name], seed=0).observation()
    unseen = _unseen(obs)
    lower = [c for c in unseen if c.value < kept.value]
    if win != Fraction(len(lower), len(unseen)):
        raise ValueError("les chances du duel ne sont pas celles du comptage")
    counts = {}
    for c in lower:
        counts[c] = counts.get(c, 0) + 1
    which = fr.join_and(fr.count_of(c, k) for c, k in counts.items()) if counts else "aucune"
    words = {"kept": fr.the(kept), "value": kept.value, "lower": len(lower), "which": which, "answer": frac(win)}
    ties = sum(c.value == kept.value for c in unseen)
    traps = ((Fraction(len(lower) + ties, 14), mistake("ties_won")), (1 - win, mistake("complement_extra")))
    return question(WORDS["duelliste"], "probability", win, words, position=obs, traps=traps)


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
    words = {"hand": both if cards[0] == cards[1] else " et ".join(fr.the(c) for c in cards),
             "best": fr.join_and(c.name for c in best), "count": int(top * 14), "k": len(best)}
    traps = ((counted.get(priest, Fraction(0)),
              named(MISTAKES, "card_not_choice", card=fr.the(priest), p="Bob", que_p=fr.elide("que", "Bob"))),)
    said = WORDS["espion"] if priest in best else {**WORDS["espion"], "solution": WORDS["espion"]["solution_no"]}
    return question(said, "probability", answer, words, traps=traps)


INTERVAL_CHOICES = ("yes", "no", "cannot")


def interval_question(rng):
    """Read a confidence interval of a small seeded simulation of a tip."""
    said = WORDS["intervalle"]
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
             "high": decimal_text(Fraction(high).limit_denominator(10 ** 6), 3), "why": said["why_" + key]}
    return question(said, "choice", said[key], words, choices=tuple(said[k] for k in INTERVAL_CHOICES))


def size_question(rng, roots=(10, 20, 25, 40, 50, 100)):
    """n such that 1/√n equals a given half-width."""
    root = rng.choice(roots)
    half = Fraction(1, root)
    words = {"half": decimal_text(half, 3).rstrip("0"), "root": root, "answer": root * root}
    if math.isqrt(root * root) != root:
        raise ValueError("n n'est pas le carré de √n")
    return question(WORDS["taille"], "number", root * root, words, traps=((root, named(MISTAKES, "not_squared")),))


def duel_huit_question(rng):
    """The Duelliste never eliminates the holder of the Héritière."""
    kept = EDITION.card(rng.choice(["Noble", "Dame", "Messager"]))
    return question(WORDS["duel_huit"], "probability", Fraction(0), {"kept": fr.the(kept)})


def _prediction(tip_id, verdict, lines, choices):
    """The prediction question of ``tip_id`` whose answer is ``verdict``, ``lines`` its measure."""
    tip, said = tips.TIPS[tip_id], WORDS["prediction"]
    words = {"quote": tip.quote, "claim": tip.claim, "lines": lines, "verdict": verdict,
             "name": said["names"][tip_id]}
    return Question(said["prompt"].format(**words), "choice", verdict, choices=choices,
                    hints=(said["hint"], said["tip_hints"][tip_id]), explanation=said["solution"].format(**words),
                    title=said["title"].format(**words))


def prediction_question(tip_id):
    """« Quel verdict prévoyez-vous ? » for one tip, asked before its measurement cell: the answer is
    the tip's verdict under every way of playing (:attr:`tips.Tip.verdict`, the table the cell shows
    beside its live measure), « dépend de la façon de jouer » among the choices (version 2)."""
    def builder(rng):
        tip, verdicts = tips.TIPS[tip_id], fr.TIPS["verdicts"]
        return _prediction(tip_id, tip.verdict_text, tip.table(),
                           tuple(verdicts[k] for k in ("confirme", "nuance", "faux", "depend")))
    return builder


# Version 1 (issue 14): one way of playing (robots « compteur », the exact tips under the uniform
# model), three choices; its verdicts, as that version measured them, grade the answers handed in then.
FIRST_VERDICTS = {"heritiere": "nuance", "duelliste": "confirme", "messager": "nuance", "espion": "nuance",
                  "huit": "faux", "bouclier": "nuance"}


def first_prediction_question(tip_id):
    """The version 1 of :func:`prediction_question`."""
    def builder(rng):
        verdicts = fr.TIPS["verdicts"]
        verdict = verdicts[FIRST_VERDICTS[tip_id]]
        return _prediction(tip_id, verdict, fr.TIPS["verdict_line"].format(verdict=verdict),
                           tuple(verdicts[k] for k in ("confirme", "nuance", "faux")))
    return builder


TIP_IDS = ("heritiere", "duelliste", "messager", "espion", "huit", "bouclier")
PREDICTIONS = {tip_id: f"03.conseils.prediction_{tip_id}" for tip_id in TIP_IDS}
PREDICTION_NOTIONS = {"heritiere": ("probabilité conditionnelle", "Première"),
                      "duelliste": ("probabilités sur un ensemble fini", "Seconde")}
# each prediction's title in the catalogue (its column's heading in the class report)
PREDICTION_TITLES = {"heritiere": "Prédiction : Héritière plus probable",
                     "duelliste": "Prédiction : Duelliste, carte haute",
                     "messager": "Prédiction : Messager ou Prêtre",
                     "espion": "Prédiction : Espion et Prêtre gardé",
                     "huit": "Prédiction : garder l'Héritière",
                     "bouclier": "Prédiction : Bouclier à 4 joueurs"}
FINITE = "probabilités sur un ensemble fini"
FIRST_VERSIONS = {"03.conseils.conditionnelle": partial(conditional_question, condition=None)}  # issue 20


def _prediction_problem(tip_id):
    notion, level = PREDICTION_NOTIONS.get(tip_id, ("simulation", "Seconde"))
    return Problem(PREDICTIONS[tip_id], notion, "choice", prediction_question(tip_id), as_drawn, level=level,
                   version=2, older={1: first_prediction_question(tip_id)}, title=PREDICTION_TITLES[tip_id])


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "03.conseils.heritiere": "3 réponses possibles : les positions du livret, en petit nombre",
    "03.conseils.conditionnelle": "4 réponses possibles : les positions du livret, en petit nombre",
    "03.conseils.duelliste": "5 réponses possibles : les positions du livret, en petit nombre",
    "03.conseils.espion": "4 réponses possibles : les positions du livret, en petit nombre",
    "03.conseils.duel_huit": "une seule réponse possible (0) : la certitude est la question",
    "03.conseils.intervalle": ("un choix entre 3 réponses (le conseil aide, nuit, on ne peut pas conclure) : l'une "
                               "d'elles va à un tiers de la classe au moins"),
}

PROBLEMS = register_all(
    Problem("03.conseils.heritiere", FINITE, "probability", heritiere_question, as_drawn, level="Seconde",
            spread_limit=SPREAD_LIMITS["03.conseils.heritiere"], title="Héritière par comptage"),
    Problem("03.conseils.conditionnelle", "probabilité conditionnelle", "probability", conditional_question,
            as_drawn, level="Première", version=2, older={1: FIRST_VERSIONS["03.conseils.conditionnelle"]},
            spread_limit=SPREAD_LIMITS["03.conseils.conditionnelle"], title="Héritière sachant une carte forte"),
    Problem("03.conseils.duelliste", FINITE, "probability", duelliste_question, as_drawn, level="Seconde",
            spread_limit=SPREAD_LIMITS["03.conseils.duelliste"], title="Duelliste : Bob éliminé"),
    Problem("03.conseils.espion", FINITE, "probability", espion_question, as_drawn, level="Seconde",
            spread_limit=SPREAD_LIMITS["03.conseils.espion"], title="Carte nommée par l'Espion"),
    Problem("03.conseils.duel_huit", FINITE, "probability", duel_huit_question, as_drawn, level="Seconde",
            spread_limit=SPREAD_LIMITS["03.conseils.duel_huit"], title="Duelliste contre l'Héritière"),
    Problem("03.conseils.intervalle", "échantillonnage", "choice", interval_question, as_drawn, level="Seconde",
            spread_limit=SPREAD_LIMITS["03.conseils.intervalle"], title="Lire la fourchette d'un gain"),
    # Version 2 (issue 36): 6 roots gave 6 answers, a quarter of most classes; these 10 (1/√n exact in 3
    # decimals) give 10, alike.
    Problem("03.conseils.taille", "échantillonnage", "number", partial(size_question, roots=(8, 10, 20, 25, 40, 50,
            100, 125, 200, 250)), as_drawn, level="Seconde", version=2, older={1: size_question},
            title="Manches à simuler pour 1/√n"),
    *(_prediction_problem(tip_id) for tip_id in TIP_IDS),
)
CONDITIONS["03.conseils.conditionnelle"] = open_conditional
CONDITIONS["03.conseils.duel_huit"] = CERTAIN  # the question is that the Duelliste never eliminates her
CONDITIONS["03.conseils.espion"] = CERTAIN  # 0 is an answer of its own: a counting Bob never names the Prêtre
QUIZ_IDS = tuple(p.id for p in PROBLEMS if p.id not in PREDICTIONS.values())  # the graded questions ending part 4
