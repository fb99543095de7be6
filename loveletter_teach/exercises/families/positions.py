"""The positions notebook 02's exercises are drawn on, and the questions any position can ask.

A position is a deal and a few moves by ``prudent`` bots (the play model of ``déduction``), seen from
the seat to act (:func:`position`). ``position_question(obs, notion)`` turns one seat's observation and a
notion of the lesson (the keys of :data:`WORDS`: counting, the complement, the crossed table, the formule
des probabilités totales, Bayes, the Guard's best guess) into a :class:`~..questions.Question` whose prompt
gives the position's numbers, whose answer is computed by the package (exact Fractions), whose solution is
the computation a teacher writes on the board, and whose hints name the method, the universe and what to
count, never the number; :func:`from_position` makes it an exercise, drawn on the learner's own position.

The families of notebook 02 use them: :mod:`.unseen` (« ce que l'on voit »), :mod:`.played_cards` (« ce
que l'on sait »), :mod:`.two_draws` and :mod:`.hypotheses` (« ce que les autres choisissent »),
:mod:`.guess` (« que devineriez-vous ? ») and :mod:`.memory` (« jouer de mémoire »); notebook 03's
:mod:`.bayes` keeps a first version drawn here.
"""

import random
from fractions import Fraction

from ... import fr
from ...agents import play_until
from ...bots import make_bot
from ...errors import LoveLetterError
from ...names import seat_named
from ...probability.advisor import guard_advice
from ...probability.beliefs import card_counting, opponents
from ...probability.trees import burned_table, frac, notation, play_tree, unseen_counts
from ...rounds import Round
from ..builders import redraw_until, spread
from ..questions import mistake
from . import base

# The hints several notions share.
UNIVERSE = ("Commencez par l'univers : les cartes que vous ne voyez pas (le paquet entier, moins votre main, les "
            "cartes jouées et les cartes écartées face visible).")
COUNT = "Parmi ces cartes, comptez les {cards} : ce sont les cas favorables."
TOTAL = ("Les hypothèses H = … (la carte {of_p} avant de piocher) forment une partition : utilisez la formule des "
         "probabilités totales.")

# The words of each notion's question (a key of WORDS is a notion).
WORDS = {
    "comptage": {
        "title": "Comptage",
        "prompt": "Vous êtes {me}. Vous ne connaissez pas la carte {of_p}. En comptant les cartes que vous ne "
                  "voyez pas (comptage), quelle est la probabilité de l'événement B : « {p} a {card} » ?",
        "hints": (UNIVERSE, COUNT,
                  "Chaque carte que vous ne voyez pas a la même chance d'être celle {of_p} : "
                  "probabilité = cas favorables / cas possibles."),
        "solution": "Il reste {n} cartes que vous ne voyez pas, dont {count} : P(B) = {ratio}.",
    },
    "complement": {
        "title": "Événement contraire",
        "prompt": "Vous êtes {me}. Par comptage, quelle est la probabilité {que_p} n'ait pas {no_card} "
                  "(l'événement contraire B̄ de B : « {p} a {card} ») ?",
        "hints": ("Calculez d'abord P(B), puis utilisez l'événement contraire : P(B̄) = 1 − P(B).",
                  UNIVERSE, COUNT),
        "solution": "Il reste {n} cartes que vous ne voyez pas, dont {count} : P(B) = {ratio}, "
                    "donc P(B̄) = 1 − P(B) = 1 − {p_b} = {answer}.",
    },
    "conditional": {
        "title": "Probabilité conditionnelle (tableau croisé)",
        "prompt": "Vous êtes {me}. Le tableau croise la carte {of_p} et la carte mise de côté (comptage). "
                  "A : « la carte mise de côté n'est pas {card} » ; B : « {p} a {card} ». "
                  "Calculez {pa}, la probabilité de B sachant A.",
        "hints": ("Sachant A, l'univers n'est plus le tableau entier : seulement les cases où A est réalisé.",
                  "Additionnez les couples des colonnes où la carte mise de côté n'est pas {card}.",
                  "Parmi ces couples, gardez ceux de la ligne où {p} a {card}."),
        "solution": "A correspond aux colonnes autres que {column} : {given} couples. Parmi eux, {both} sont "
                    "sur la ligne « {p} a {card} ». {pa} = P(A ∩ B) / P(A) = {ratio}.",
    },
    "total_probability": {
        "title": "Formule des probabilités totales",
        "prompt": "Vous êtes {me}. Au tour n° {turn}, {p} a pioché une carte puis joué. Selon le modèle de jeu "
                  "(chaque carte permise jouée au hasard, jamais la Princesse par choix), quelle était la "
                  "probabilité de l'événement E : « {p} joue {card} » ?",
        "hints": (TOTAL,
                  "Repérez dans l'arbre les feuilles où {p} joue {card} : chacune vaut le produit des poids "
                  "de son chemin.",
                  "P(E) est la somme des probabilités de ces feuilles."),
        "solution": "Formule des probabilités totales : {formula}.",
    },
    "bayes": {
        "title": "Formule de Bayes",
        "prompt": "Vous êtes {me}. Au tour n° {turn}, {p} a joué {card} (l'événement E). Sachant E, quelle est "
                  "la probabilité de l'hypothèse {h} (la carte {que_p} avait avant de piocher) ?",
        "hints": ("On cherche {pe} = {inter} / P(E).",
                  "{inter} : additionnez les feuilles du chemin {h} où {p} joue {card}.",
                  TOTAL),
        "solution": "{pe} = {inter} / P(E) = {both} / {total} = {answer}.",
    },
    "guard": {
        "title": "Le meilleur coup de Garde",
        "prompt": "Vous êtes {me} et vous jouez {guard}. Quel joueur viser, quelle carte nommer, et quelle est "
                  "la probabilité de toucher ?",
        "hints": ("La chance de toucher en nommant une carte est la probabilité que le joueur visé ait cette carte.",
                  "Tenez compte de tout ce que vous avez vu : cartes jouées, cartes écartées, cartes "
                  "regardées avec le Prêtre.",
                  "Plusieurs choix peuvent être aussi bons : n'importe lequel convient."),
        "solution": "{advice}",
    },
}
NOTIONS = tuple(WORDS)

# Why a notion does not apply to a position (a French LoveLetterError; an exercise then draws another one).
REFUSALS = {
    "bad_notion": "Notion inconnue : « {notion} ». Notions possibles : {notions}.",
    "no_unknown_player": "Dans cette position, vous connaissez la carte de chaque adversaire (ou aucun n'a une seule "
                         "carte en main) : pas de question de comptage.",
    "not_unknown": "{p} n'a pas une seule carte inconnue de vous : choisissez un autre joueur.",
    "no_conditional": "Toutes les cartes inconnues sont {card} : la question conditionnelle n'a pas de sens ici.",
    "no_tree": "Aucun adversaire n'a encore joué de tour dont on puisse dessiner l'arbre.",
    "guard_not_now": "Ce n'est pas à vous de jouer une carte : pas de question sur le Garde dans cette position.",
}

# For the teacher, per named mistake of this family (families.Lesson): its short name, the notion, the part
# of a notebook to project again (notebook, words of its heading), an exercise that names it, a sentence
# to say to the class.
LESSONS = {
    "complement_missed": (
        "P(B) au lieu de P(B̄)", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.contraire",
        "Quand la question porte sur l'événement contraire, on calcule P(B), puis on n'oublie pas la dernière "
        "étape : P(B̄) = 1 − P(B)."),
    "copies_seen": (
        "exemplaires déjà vus comptés comme favorables", "probabilités sur un ensemble fini",
        ("02", "Ce que l'on voit : compter les cas"), "02.voir.comptage",
        "Les cas favorables se comptent parmi les cartes que l'on ne voit pas : un exemplaire déjà vu, en main "
        "ou joué, n'en fait plus partie."),
}

# The named mistakes only the position questions make (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {
    "complement_missed": "Vous avez calculé P(B), la probabilité de l'événement lui-même : la question porte sur "
                         "l'événement contraire B̄. Il reste une étape : P(B̄) = 1 − P(B).",
    "copies_seen": "Vous avez compté tous les exemplaires {of_card}, même ceux {que_me} voit déjà : seuls ceux "
                   "{que_me} ne voit pas sont des cas favorables.",
}


# --- the positions ---------------------------------------------------------------------------------------------
def position(rng, edition="classique", n=2, moves=0, sensible=False):
    """A random position: a deal, then ``moves`` moves by ``prudent`` bots; the observation of the
    seat to act (None if the round ended before). ``sensible``: None also when that seat, the learner's,
    played a Guard naming a card it saw every copy of (in its hand, face up, played or discarded): the
    bots name a card at random, and « vous nommez la Princesse » with the Princesse face up is no move a
    learner would make (the earlier versions of the exercises drew such positions)."""
    r = Round.deal(edition, n, seed=rng.getrandbits(32), first_player=rng.randrange(n))
    blind = set()  # the seats that named a card they saw every copy of

    def watch(seat, obs, action):
        if getattr(action, "guess", None) is not None and not could_hold(obs, action.guess):
            blind.add(seat)
    play_until(r, [make_bot("prudent", seed=rng.getrandbits(32)) for _ in range(n)], max_moves=moves,
               on_move=watch if sensible else None)
    return None if r.over or r.current in blind else r.observation(r.current)


def could_hold(obs, card):
    """False when ``obs``'s seat sees every copy of ``card`` (in its hand, face up, played or discarded,
    as it remembers them): no other player can hold it, and a Guard that names it can only miss."""
    seen = list(obs.hand) + list(obs.face_up) + [c for pile in obs.discards for c in pile]
    return seen.count(card) < obs.edition.deck.count(card)


def pick(rng, counts, exclude=()):
    """A card among those still unseen (not in ``exclude``)."""
    cards = sorted((c for c, k in counts.items() if k and c not in exclude), key=lambda c: c.value)
    return rng.choice(cards) if cards else None


def ask(words, kind, answer, values, obs, **extra):
    """The question of ``words`` (an exercise's dict of a family's WORDS) filled with ``values``, about the
    position ``obs`` (shown before it), in its edition."""
    return base.question(words, kind, answer, values, edition=obs.edition, position=obs, **extra)


def from_position(notion, edition="classique", n=2, moves=0, articles=fr.TYPE, sensible=False):
    """A builder of ``position_question(obs, notion)`` on random positions (:func:`position`, and its
    ``sensible``); ``articles``: as in :func:`position_question`."""
    def builder(rng):
        def make(rng):
            obs = position(rng, edition, n, moves, sensible)
            return obs and position_question(obs, notion, seed=rng.getrandbits(32), articles=articles)
        return redraw_until(rng, make)
    return builder


def spread_problem(exercise_id, notion, kind, first, level="Seconde", title="", reworded=None, spread_limit=""):
    """Version 2 of an exercise of notebook 02 (issue 20): an answer drawn alike among those ``first`` gives,
    then its positions until one gives it (builders.spread); ``first``, version 1, kept for the class report.
    ``reworded``: ``first`` with the words of version 3 (issue 36: « Bob a un Garde »), on the same positions;
    version 2 is kept too. ``spread_limit``: as in :class:`~.base.Problem`."""
    if reworded is None:
        return base.Problem(exercise_id, notion, kind, first, base.as_drawn, level=level, spread=True, version=2,
                            older={1: first}, title=title, spread_limit=spread_limit)
    return base.Problem(exercise_id, notion, kind, reworded, base.as_drawn, level=level, spread=True, version=3,
                        older={1: first, 2: spread(first)}, title=title, spread_limit=spread_limit)


# --- a notion's question on a position ---------------------------------------------------------------------------
def position_question(obs, notion, player=None, card=None, seed=0, articles=fr.TYPE):
    """The question of ``notion`` on ``obs`` (``player``: a seat or a name, default one chosen with
    ``seed``; ``card``: the card asked about, default one chosen alike; ``articles``: how an event names
    that card, « Bob a un Garde », or ``fr.DEFINITE`` for the words of earlier versions). A notion that
    does not apply to the position raises a French :class:`LoveLetterError` that says why."""
    if notion not in BUILDERS:
        raise LoveLetterError(REFUSALS["bad_notion"].format(notion=notion, notions=", ".join(NOTIONS)))
    # about obs: the learner sees the position
    return BUILDERS[notion](obs, player, card, random.Random(seed), articles=articles)


def ratio_text(top, bottom):
    """« 4/12 = 1/3 » or « 2/11 » (the fraction written, then reduced if it can be)."""
    reduced = Fraction(top, bottom)
    written = f"{top}/{bottom}"
    return written if frac(reduced) == written else f"{written} = {frac(reduced)}"


def bracket(text):
    """« (4/105) » for a fraction inside a quotient, so that « (4/105) / (1/15) » reads one way only."""
    return f"({text})" if "/" in text else text


def _seat(obs, player):
    return seat_named(obs.names, player)


def _counting_setup(obs, player, card, rng):
    """(seat, card, unseen counts, total unseen) for a player whose one card the seat does not know."""
    unseen, knowledge = unseen_counts(obs)
    candidates = [s for s in opponents(obs) if obs.hand_sizes[s] == 1 and not knowledge.known_cards(s)]
    player = _seat(obs, player)
    if player is None:
        if not candidates:
            raise LoveLetterError(REFUSALS["no_unknown_player"])
        player = rng.choice(candidates)
    elif player not in candidates:
        name = obs.names[player] if isinstance(player, int) else player
        raise LoveLetterError(REFUSALS["not_unknown"].format(p=name))
    if card is None:
        card = rng.choice(sorted(unseen, key=lambda c: c.value))
    else:
        card = obs.edition.card(card)
    return player, card, unseen, sum(unseen.values())


def _common(obs, player):
    name = obs.names[player]
    return {"me": obs.names[obs.seat], "p": name, "of_p": fr.of(name), "que_p": fr.elide("que", name)}


def _counting(obs, player, card, rng, articles):
    player, card, unseen, n = _counting_setup(obs, player, card, rng)
    answer = card_counting(obs).players[player].get(card, Fraction(0))
    k = unseen.get(card, 0)
    words = dict(_common(obs, player), card=articles.card(card), cards=fr.plural(card), n=n, count=fr.count_of(card, k),
                 ratio=ratio_text(k, n))
    traps = ((1 - answer, mistake("complement_extra")),
             (Fraction(k, obs.edition.size), mistake("whole_deck", **words)),
             (Fraction(card.count, n), base.named(MISTAKES, "copies_seen", of_card=fr.de(card),
                                             que_me=fr.elide("que", words["me"]))),
             (Fraction(k), mistake("count_given")))
    return ask(WORDS["comptage"], "probability", answer, words, obs, traps=traps)


def _complement(obs, player, card, rng, articles):
    player, card, unseen, n = _counting_setup(obs, player, card, rng)
    p = card_counting(obs).players[player].get(card, Fraction(0))
    k = unseen.get(card, 0)
    words = dict(_common(obs, player), card=articles.card(card), no_card=articles.none(card), cards=fr.plural(card), n=n, count=fr.count_of(card, k),
                 ratio=ratio_text(k, n),
                 p_b=frac(p), answer=frac(1 - p))
    traps = ((p, base.named(MISTAKES, "complement_missed")),
             (1 - Fraction(k, obs.edition.size), mistake("whole_deck", **words)),
             (Fraction(n - k), mistake("count_given")))
    return ask(WORDS["complement"], "probability", 1 - p, words, obs, traps=traps)


def _conditional(obs, player, card, rng, articles):
    player, card, unseen, n = _counting_setup(obs, player, card, rng)
    table = burned_table(obs, player)
    not_card = [c for c in table.columns if c != card]
    if not not_card or card not in table.rows:
        raise LoveLetterError(REFUSALS["no_conditional"].format(card=fr.the(card)))
    answer = table.conditional(rows=card, given_columns=not_card)
    given = sum(table.cells[r, c] for r in table.rows for c in not_card)
    both = sum(table.cells[card, c] for c in not_card)
    words = dict(_common(obs, player), card=articles.card(card), column=fr.the(card), n=n, given=given, both=both, ratio=ratio_text(both, given),
                 pa=notation("B", ("A",)))
    row = table.row_total(card)
    traps = ((Fraction(both, table.total), mistake("intersection", inter="P(A ∩ B)", given="A")),
             (Fraction(row, table.total), mistake("prior", prior="P(B)", given="A")),
             (Fraction(both, row) if row else None, mistake("inverse", wrong=notation("A", ("B",)),
                                                                        right=words["pa"], given="A", event="B")),
             (Fraction(given, table.total), mistake("event_a", cond="P(A)", event="B", given="A")),
             (Fraction(both), mistake("count_given")))
    return ask(WORDS["conditional"], "probability", answer, words, obs, figure=table, traps=_known(traps))


def _tree_of(obs, player, rng, articles):
    player = _seat(obs, player)
    if player is None:
        candidates = [s for s in range(obs.n_players) if s != obs.seat]
        rng.shuffle(candidates)
        for seat in candidates:
            try:
                return seat, play_tree(obs, seat, compact=True, articles=articles)
            except LoveLetterError:
                continue
        raise LoveLetterError(REFUSALS["no_tree"])
    return player, play_tree(obs, player, compact=True, articles=articles)


def _total_probability(obs, player, card, rng, articles):
    player, tree = _tree_of(obs, player, rng, articles)
    answer = tree.probability(tree.event)
    words = dict(_common(obs, player), card=fr.the(tree.card), turn=tree.turn,
                 formula=tree.total_formula(tree.event))
    return ask(WORDS["total_probability"], "probability", answer, words, obs, figure=tree,
               traps=total_traps(tree, tree.event, "E"))


def _bayes(obs, player, card, rng, articles):
    player, tree = _tree_of(obs, player, rng, articles)
    held = [b for b in tree.branches if tree.probability(lambda leaf, e=b.event: e in leaf.events
                                                         and tree.event in leaf.events)]
    if card is not None:
        card = obs.edition.card(card)
        held = [b for b in held if b.key == ("H", card)] or held
    branch = rng.choice(held)
    both = tree.probability(lambda leaf: branch.event in leaf.events and tree.event in leaf.events)
    total = tree.probability(tree.event)
    answer = tree.conditional(branch.event, tree.event)
    words = dict(_common(obs, player), card=fr.the(tree.card), turn=tree.turn, h=branch.event,
                 both=bracket(frac(both)), total=bracket(frac(total)), answer=frac(answer),
                 pe=notation(branch.event, ("E",)), inter=f"P({branch.event} ∩ E)")
    h = branch.event
    traps = ((tree.conditional(tree.event, h), mistake("inverse", wrong=notation("E", (h,)), right=words["pe"],
                                                                   given="E", event=h)),
             (both, mistake("intersection", inter=words["inter"], given="E")),
             (tree.probability(h), mistake("prior", prior=f"P({h})", given="E")))
    return ask(WORDS["bayes"], "probability", answer, words, obs, figure=tree, traps=traps)


def total_traps(tree, event, name):
    """The typical mistakes of the formule des probabilités totales on ``tree``: a first-level branch
    forgotten in the sum (the only path to the event forgotten: 0), and the conditional probabilities
    added without their branches' weights (even beyond 1)."""
    parts = [(b.weight, p) for b, p in tree.decomposition(event) if p]
    total = sum((w * p for w, p in parts), Fraction(0))
    # a single path to the event forgotten leaves 0 (a card of one copy: P_A(B) = 0, only Ā leads to B)
    traps = [(total - w * p, mistake("forgotten_branch", event=name)) for w, p in parts]
    # named even beyond 1: « out of [0, 1] » would not say which step went wrong
    traps.append((sum((p for _, p in parts), Fraction(0)), mistake("no_weights", event=name)))
    return tuple(traps)


def _known(traps):
    """The traps whose value could be computed (None: not in this position)."""
    return tuple((v, m) for v, m in traps if v is not None)


def _guard(obs, player, card, rng, articles):
    if not obs.my_turn or not all(hasattr(a, "target") for a in obs.legal_actions):
        raise LoveLetterError(REFUSALS["guard_not_now"])
    advice = guard_advice(obs)
    if not advice.options:
        raise LoveLetterError(" ".join(advice.explanation))
    options = tuple((obs.names[t], c, p) for p, t, c in advice.options)
    words = {"me": obs.names[obs.seat], "guard": fr.the(obs.edition.with_effect("guess")[0]),
             "advice": " ".join(advice.explanation)}
    return ask(WORDS["guard"], "guard", options, words, obs)


BUILDERS = {"comptage": _counting, "complement": _complement, "conditional": _conditional,
            "total_probability": _total_probability, "bayes": _bayes, "guard": _guard}

__all__ = ["position", "position_question", "from_position", "NOTIONS", "WORDS", "ratio_text", "total_traps"]
