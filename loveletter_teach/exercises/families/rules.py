"""Family « les règles » (notebook 01): the rules quiz, question by question (the same for everybody,
level « règles »: no probability), and its three personal questions: the cards left in the deck after
the set-up (« dénombrement », Seconde), a Baron's duel (the rules) and the probability that the card set
aside is a given card (Seconde).

The personal questions keep the seeds notebook 01 has always given them,
``rules_quiz(seed=learner_seed(name))[-3:]`` (the name's seed, plus 1, plus 2), so that a learner keeps
the same questions whether the notebook asks through ``MON_PRENOM`` or through the learner field.

Each personal question is a :class:`~.base.Problem`: ``draw`` (the learner's numbers, the exact answer)
beside ``question`` (the words of :data:`WORDS` filled with them).
"""

from fractions import Fraction

from ... import fr
from ...editions import get_edition
from ..builders import variant
from ..catalogue import register
from ..questions import Question
from .base import Problem, Variant, built, question, register_all

# The rules quiz of notebook 01 (one entry per question, in the notebook's order).
QUIZ = {
    "paquet": {
        "title": "Les petites cartes",
        "prompt": "Dans l'édition classique, combien de cartes du paquet ont une valeur de 3 ou moins ?",
        "kind": "number", "answer": 9,
        "hints": ("Regardez la valeur écrite sur chaque carte, puis le nombre d'exemplaires de chacune.",
                  "Seules trois sortes de cartes valent 3 ou moins : additionnez leurs exemplaires."),
        "explanation": "Le Garde (1), le Prêtre (2) et le Baron (3) valent 3 ou moins : 5 Gardes, 2 Prêtres et "
                       "2 Barons, soit 5 + 2 + 2 = 9 cartes sur 16.",
    },
    "tour": {
        "title": "Un tour de jeu",
        "prompt": "C'est votre tour. Que faites-vous ?",
        "kind": "choice",
        "choices": ("Je joue une de mes cartes, puis je pioche.",
                    "Je pioche une carte, puis je joue une de mes deux cartes.",
                    "Je pioche deux cartes et j'en garde une."),
        "answer": "Je pioche une carte, puis je joue une de mes deux cartes.",
        "hints": ("Entre deux tours, chaque joueur n'a qu'une carte en main.",),
        "reasons": {
            "Je joue une de mes cartes, puis je pioche.":
                "Entre deux tours, vous n'avez qu'une carte : en jouant d'abord, vous n'auriez jamais le choix.",
            "Je pioche deux cartes et j'en garde une.":
                "Au début du tour, on ne pioche qu'une seule carte.",
        },
        "explanation": "On pioche toujours d'abord : on a alors deux cartes en main et on en joue une. "
                       "Entre deux tours, on n'a donc qu'une seule carte.",
    },
    "garde_garde": {
        "title": "Le Garde",
        "prompt": "Vous jouez le Garde sur Bob. Pouvez-vous nommer « Garde » ?",
        "kind": "choice",
        "choices": ("Oui, on peut nommer n'importe quelle carte.",
                    "Non, le Garde ne peut pas nommer le Garde.",
                    "Seulement s'il reste des Gardes dans la pioche."),
        "answer": "Non, le Garde ne peut pas nommer le Garde.",
        "hints": ("Relisez le texte de la carte Garde.",),
        "reasons": {
            "Oui, on peut nommer n'importe quelle carte.":
                "Le texte du Garde met une carte à part : relisez-le.",
            "Seulement s'il reste des Gardes dans la pioche.":
                "Ce qui reste dans la pioche ne change rien : on peut même nommer une carte dont tous les "
                "exemplaires sont déjà visibles.",
        },
        "explanation": "Le Garde nomme n'importe quelle carte sauf le Garde (même une carte dont tous "
                       "les exemplaires sont déjà visibles).",
    },
    "comtesse": {
        "title": "La Comtesse",
        "prompt": "Vous avez en main la Comtesse et le Roi. Quelle carte devez-vous jouer ? "
                  "(Répondez par le nom de la carte.)",
        "kind": "card", "answer": "Comtesse", "edition": "classique",
        "hints": ("Relisez le texte de la Comtesse : quand est-elle obligatoire ?",),
        "explanation": "Avec le Roi ou un Prince, la Comtesse doit être jouée. Avec une autre carte, "
                       "on choisit librement.",
    },
    "prince_princesse": {
        "title": "Le Prince et la Princesse",
        "prompt": "Vous jouez le Prince sur Bob, qui a la Princesse en main. Que se passe-t-il ?",
        "kind": "choice",
        "choices": ("Bob défausse la Princesse, pioche une nouvelle carte et reste dans la manche.",
                    "Bob défausse la Princesse et quitte la manche.",
                    "Le Prince ne peut pas viser un joueur qui a la Princesse."),
        "answer": "Bob défausse la Princesse et quitte la manche.",
        "hints": ("Que dit la Princesse si on la défausse, pour quelque raison que ce soit ?",),
        "reasons": {
            "Bob défausse la Princesse, pioche une nouvelle carte et reste dans la manche.":
                "Relisez la Princesse : défausser est aussi grave que jouer.",
            "Le Prince ne peut pas viser un joueur qui a la Princesse.":
                "Le Prince vise n'importe quel joueur encore en lice et non protégé ; d'ailleurs, personne ne "
                "sait qui a la Princesse.",
        },
        "explanation": "Défausser la Princesse fait quitter la manche, même si c'est un Prince qui "
                       "l'y oblige. Bob ne pioche pas de nouvelle carte.",
    },
    "tous_proteges": {
        "title": "Tout le monde est protégé",
        "prompt": "Tous les autres joueurs sont protégés par une Servante. Vous avez un Garde et un "
                  "Prince. Quelle affirmation est juste ?",
        "kind": "choice",
        "choices": ("Vous pouvez jouer le Garde : il est joué sans effet.",
                    "Vous ne pouvez jouer aucune carte : vous passez votre tour.",
                    "Vous pouvez jouer le Garde sur un joueur protégé."),
        "answer": "Vous pouvez jouer le Garde : il est joué sans effet.",
        "hints": ("Passer son tour n'existe pas dans Love Letter.",),
        "reasons": {
            "Vous ne pouvez jouer aucune carte : vous passez votre tour.":
                "Passer son tour n'existe pas : à chaque tour, on joue l'une de ses deux cartes.",
            "Vous pouvez jouer le Garde sur un joueur protégé.":
                "La Servante empêche justement toute carte adverse de viser son joueur.",
        },
        "explanation": "Une carte qui vise un autre joueur se joue sans effet si personne ne peut être "
                       "visé. Le Prince, lui, devrait alors vous viser vous-même.",
    },
    "baron_egalite": {
        "title": "Égalité au Baron",
        "prompt": "Vous jouez le Baron sur Bob. Il vous reste un Prêtre, et Bob a aussi un Prêtre. "
                  "Qui quitte la manche ?",
        "kind": "choice",
        "choices": ("Vous", "Bob", "Personne"),
        "answer": "Personne",
        "hints": ("Les deux valeurs sont les mêmes.",),
        "reasons": {
            "Vous": "Un Prêtre contre un Prêtre : aucune des deux cartes n'est plus faible que l'autre.",
            "Bob": "Un Prêtre contre un Prêtre : aucune des deux cartes n'est plus faible que l'autre.",
        },
        "explanation": "À égalité au Baron, personne ne quitte la manche.",
    },
    "princesse": {
        "title": "La carte à ne pas lâcher",
        "prompt": "Quelle carte de l'édition classique vous fait quitter la manche dès que vous la "
                  "jouez ou la défaussez ?",
        "kind": "card", "answer": "Princesse", "edition": "classique",
        "hints": ("C'est la carte la plus forte.",),
        "explanation": "La Princesse (8) : la jouer ou la défausser fait quitter la manche.",
    },
    "servante": {
        "title": "La Servante",
        "prompt": "Alice joue la Servante. Jusqu'à quand est-elle protégée ?",
        "kind": "choice",
        "choices": ("Jusqu'à la fin de la manche.",
                    "Jusqu'au début de son prochain tour.",
                    "Jusqu'à ce que le joueur suivant ait joué."),
        "answer": "Jusqu'au début de son prochain tour.",
        "hints": ("La protection dure un tour de table complet.",),
        "reasons": {
            "Jusqu'à la fin de la manche.": "La protection ne dure pas si longtemps : elle s'arrête pendant la manche.",
            "Jusqu'à ce que le joueur suivant ait joué.":
                "À trois joueurs ou plus, d'autres joueurs jouent encore après le suivant : Alice reste "
                "protégée contre eux aussi.",
        },
        "explanation": "La protection de la Servante dure jusqu'au début du prochain tour d'Alice.",
    },
    "fin_manche": {
        "title": "Fin de la pioche",
        "prompt": "La pioche est vide et le tour est fini. Alice a le Baron (3), Bob le Prince (5) et "
                  "Chloé un Garde (1). Qui remporte la manche ?",
        "kind": "choice",
        "choices": ("Alice", "Bob", "Chloé", "Personne : on rejoue la manche"),
        "answer": "Bob",
        "hints": ("Quand la pioche est vide, on compare les mains.",),
        "reasons": {
            "Alice": "Le Baron (3) n'est pas la plus forte des trois cartes.",
            "Chloé": "Le Garde (1) est la plus faible des trois cartes.",
            "Personne : on rejoue la manche": "Une manche a toujours un gagnant : quand la pioche est vide, on "
                                              "compare les mains.",
        },
        "explanation": "Quand la pioche est vide, les joueurs encore en lice montrent leur carte : la "
                       "plus forte gagne.",
    },
    "chancelier": {
        "title": "Le Chancelier (édition 2019)",
        "prompt": "Vous jouez le Chancelier et il reste 5 cartes dans la pioche. Que faites-vous ?",
        "kind": "choice",
        "choices": ("Je pioche 2 cartes, j'en garde 1 parmi mes 3 cartes et je place les 2 autres sous "
                    "la pioche.",
                    "Je pioche 2 cartes et je les garde toutes les deux.",
                    "Je regarde la main d'un autre joueur."),
        "answer": "Je pioche 2 cartes, j'en garde 1 parmi mes 3 cartes et je place les 2 autres sous "
                  "la pioche.",
        "hints": ("À la fin de votre tour, vous n'avez toujours qu'une carte en main.",),
        "reasons": {
            "Je pioche 2 cartes et je les garde toutes les deux.":
                "À la fin de votre tour, vous n'avez toujours qu'une carte en main.",
            "Je regarde la main d'un autre joueur.": "C'est l'effet du Prêtre, pas celui du Chancelier.",
        },
        "explanation": "Le Chancelier fait piocher 2 cartes ; on garde 1 carte parmi les 3 et on place "
                       "les 2 autres sous la pioche, dans l'ordre de son choix.",
    },
    "espionne": {
        "title": "L'Espionne (édition 2019)",
        "prompt": "Fin de manche : Alice gagne la manche. Bob, toujours en lice, est le seul à avoir joué "
                  "une Espionne. Combien de pions Faveur Bob gagne-t-il ?",
        "kind": "number", "answer": 1,
        "hints": ("L'Espionne rapporte un pion à la seule personne encore en lice qui en a joué "
                  "ou défaussé une.",),
        "explanation": "Bob gagne 1 pion grâce à l'Espionne, même s'il n'a pas gagné la manche ; "
                       "Alice gagne 1 pion pour la manche.",
    },
    "egalite_2019": {
        "title": "Égalité en fin de manche",
        "prompt": "Édition 2019, la pioche est vide. Alice et Bob, seuls en lice, ont chacun un Prince. "
                  "Qui remporte la manche ?",
        "kind": "choice",
        "choices": ("Alice et Bob, ensemble.", "Personne.",
                    "Celui dont les cartes défaussées font la plus grande somme."),
        "answer": "Alice et Bob, ensemble.",
        # the hint sends back to the rule, it does not state it
        "hints": ("Chaque édition a sa propre règle en cas d'égalité : relisez celle de l'édition 2019 dans la "
                  "partie « Fin de la pioche et égalités ».",),
        "reasons": {
            "Personne.": "Une manche a toujours au moins un gagnant.",
            "Celui dont les cartes défaussées font la plus grande somme.":
                "C'est la règle de l'édition classique ; l'édition 2019 en a une autre.",
        },
        "explanation": "Dans l'édition 2019, tous les ex aequo gagnent la manche. Dans l'édition "
                       "classique, on départage par la somme des cartes défaussées.",
    },
}

# Each rules question's title in the catalogue: the heading of its column in the class report.
TITLES = {
    "paquet": "Cartes de valeur 3 ou moins",
    "tour": "Déroulement d'un tour",
    "garde_garde": "Garde contre Garde",
    "comtesse": "Comtesse avec le Roi",
    "prince_princesse": "Prince sur la Princesse",
    "tous_proteges": "Tous protégés par la Servante",
    "baron_egalite": "Égalité au Baron",
    "princesse": "Carte à ne jamais défausser",
    "servante": "Durée de la Servante",
    "fin_manche": "Pioche vide : qui gagne ?",
    "chancelier": "Chancelier (édition 2019)",
    "espionne": "Espionne (édition 2019)",
    "egalite_2019": "Égalité en fin de manche (2019)",
}

# The personal questions at the end of the quiz (each learner gets their own numbers).
WORDS = {
    "deck_count": {
        "title": "Compter les cartes",
        "prompt": "{title} : le paquet compte {size} cartes. On joue à {n} joueurs. Une fois la "
                  "manche mise en place, et avant que le premier joueur ne pioche, combien de cartes "
                  "reste-t-il dans la pioche ?",
        "hints": ("Retirez d'abord la carte mise de côté face cachée.",
                  "Retirez ensuite une carte par joueur ; {face}"),
        "face_up": "à 2 joueurs, retirez aussi les {k} cartes écartées face visible.",
        "no_face_up": "ici, aucune carte n'est écartée face visible.",
        "solution": "{size} − 1 (mise de côté) − {k} (face visible) − {n} (une par joueur) = {left}.",
    },
    "baron": {
        "title": "Duel au Baron",
        "prompt": "Vous avez {baron} et {mine} ({mv}). Vous jouez {baron} sur Bob, qui a {theirs} ({tv}). "
                  "Qui quitte la manche ?",
        "choices": ("Vous", "Bob", "Personne"),
        "hints": ("Après avoir joué le Baron, il vous reste une seule carte : c'est elle qu'on compare.",
                  "La plus petite valeur quitte la manche ; à égalité, personne."),
        "why_equal": "Les deux cartes ont la même valeur ({mv}) : aucune n'est plus faible que l'autre.",
        "why_you": "Votre carte, {mine} ({mv}), est plus forte que celle de Bob ({tv}).",
        "why_them": "La carte de Bob, {theirs} ({tv}), est plus forte que la vôtre ({mv}).",
        "why_nobody": "Les deux valeurs ne sont pas égales ({mv} et {tv}) : la plus faible quitte la manche.",
        "solution": "On compare les valeurs des deux cartes restantes : la plus petite quitte la "
                    "manche, et en cas d'égalité personne ne part.",
    },
    "burned": {
        "title": "Une première probabilité",
        "prompt": "{title} : les {size} cartes sont bien mélangées et la première est mise de côté, face "
                  "cachée. Quelle est la probabilité que ce soit {card} ?",
        "hints": ("Le paquet contient {cards}.",
                  "Chaque carte a la même chance d'être la première : nombre de cas favorables sur "
                  "nombre de cas possibles."),
        "solution": "{cards} sur {size} cartes en tout, toutes également probables : {count}/{size}.",
    },
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {}


def rules_question(key):
    """A fixed question of the rules quiz (notebook 01), from its key in :data:`QUIZ`."""
    data = dict(QUIZ[key])
    return Question(data.pop("prompt"), data.pop("kind"), data.pop("answer"),
                    choices=tuple(data.pop("choices", ())), hints=tuple(data.pop("hints", ())),
                    title=data.pop("title", ""), **data)


# --- the cards left in the deck ----------------------------------------------------------------------------
def draw_deck_count(rng):
    """How many cards are left to draw after the set-up (an edition and a player count at random)."""
    edition = get_edition(rng.choice(["classique", "2019", "16-cartes", "lettre-d-amour"]))
    n = rng.randint(edition.min_players, edition.max_players)
    k = edition.face_up_for(n)
    return Variant(edition=edition, n=n, k=k, answer=edition.size - 1 - k - n)


def deck_count_words(v):
    w = WORDS["deck_count"]
    face = w["face_up"].format(k=v.k) if v.k else w["no_face_up"]
    return question(w, "number", v.answer, dict(title=v.edition.title, size=v.edition.size, n=v.n, k=v.k,
                                                left=v.answer, face=face))


# --- a Baron's duel -------------------------------------------------------------------------------------------
def draw_baron(rng):
    """A Baron duel between two random cards: who leaves the round?"""
    edition = get_edition(rng.choice(["classique", "2019"]))
    baron = edition.with_effect("compare")[0]
    pool = [c for c in edition.deck]
    pool.remove(baron)
    mine = rng.choice(pool)
    pool.remove(mine)
    theirs = rng.choice(pool)
    choices = WORDS["baron"]["choices"]
    answer = choices[0] if mine.value < theirs.value else choices[1] if mine.value > theirs.value else choices[2]
    return Variant(edition=edition, baron=baron, mine=mine, theirs=theirs, answer=answer)


def baron_words(v):
    w = WORDS["baron"]
    choices = w["choices"]
    words = dict(mine=fr.the(v.mine), mv=v.mine.value, theirs=fr.the(v.theirs), tv=v.theirs.value)
    equal = w["why_equal"].format(**words)
    same = v.mine.value == v.theirs.value
    reasons = {choices[0]: equal if same else w["why_you"].format(**words),
               choices[1]: equal if same else w["why_them"].format(**words),
               choices[2]: w["why_nobody"].format(**words)}
    reasons.pop(v.answer)  # said only after a wrong choice
    return question(w, "choice", v.answer, dict(words, baron=fr.the(v.baron)), choices=choices, reasons=reasons,
                    edition=v.edition)


# --- the card set aside ------------------------------------------------------------------------------------------
def draw_burned(rng):
    """The probability that the card set aside is a given card (a first probability)."""
    edition = get_edition(rng.choice(["classique", "2019"]))
    card = rng.choice([c for c in edition.cards])
    return Variant(edition=edition, card=card, answer=Fraction(card.count, edition.size))


def burned_words(v):
    card, size = v.card, v.edition.size
    named = fr.the(card) if card.count == 1 else fr.a(card)  # « la Princesse », but « un Garde » among 6
    return question(WORDS["burned"], "fraction", v.answer, dict(title=v.edition.title, size=size, card=named,
                                                                 cards=fr.count_of(card, card.count),
                                                                 count=card.count))


deck_count_question = built(draw_deck_count, deck_count_words)
baron_question = built(draw_baron, baron_words)
draw_probability_question = built(draw_burned, burned_words)


def rules_quiz(seed=0):
    """Every question of the rules quiz: the fixed ones, then three variants built from ``seed``."""
    fixed = [rules_question(key) for key in QUIZ]
    return fixed + [variant(deck_count_question, seed), variant(baron_question, seed + 1),
                    variant(draw_probability_question, seed + 2)]


# --- the catalogue ----------------------------------------------------------------------------------------------
NOTIONS = {"paquet": "dénombrement"}  # every other rules question is about the rules only


def _legacy_seed(offset):
    """The seed of ``rules_quiz(seed=learner_seed(name))``'s variant number ``offset``."""
    return lambda learner: learner.name_seed() + offset


for _key in QUIZ:
    _question = rules_question(_key)
    register(f"01.regles.{_key}", "01", NOTIONS.get(_key, "règles du jeu"), "règles", _question.kind, _question,
             title=TITLES[_key])
# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "01.perso.cartes": ("8 réponses possibles : les cartes qui restent ne dépendent que de l'édition et du nombre de "
                        "joueurs"),
    "01.perso.baron": ("un choix entre 3 réponses (vous, Bob, personne) : l'une d'elles va à un tiers de la classe au "
                       "moins"),
    "01.perso.tirage": ("6 réponses possibles : 1, 2, 5 ou 6 exemplaires de la carte sur les 16 ou 21 cartes d'une "
                        "édition"),
}

PROBLEMS = register_all(
    Problem("01.perso.cartes", "dénombrement", "number", draw_deck_count, deck_count_words, level="Seconde",
            seed=_legacy_seed(0), spread_limit=SPREAD_LIMITS["01.perso.cartes"],
            title="Cartes restant dans la pioche"),
    Problem("01.perso.baron", "règles du jeu", "choice", draw_baron, baron_words, level="règles",
            seed=_legacy_seed(1), spread_limit=SPREAD_LIMITS["01.perso.baron"], title="Duel au Baron"),
    Problem("01.perso.tirage", "probabilités sur un ensemble fini", "fraction", draw_burned, burned_words,
            level="Seconde", seed=_legacy_seed(2), spread_limit=SPREAD_LIMITS["01.perso.tirage"],
            title="Probabilité, carte mise de côté"),
)
