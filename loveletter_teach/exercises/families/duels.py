"""Family « espérance, d'un échange et d'un duel » (notebook 03, Première): on Alice's first turn
(:mod:`.first_turn`) with the Roi in her hand, compare E(X), the value of the card the exchange would
give her, with her card's; with the Baron, G the outcome of the duel (1 won, 0 tie, −1 lost): E(G),
whether the duel is fair, and E(N), the tokens won by two independent duels. The duel's three questions
share one position per learner (the catalogue's ``seed`` rule).

Version 2 (issue 20): no exchange or duel is settled in advance (:func:`open_exchange`,
:func:`open_duel`). Version 3 of the duel's questions: their shared position is drawn so that E(G)
spreads over a class (:func:`spread_duel`). Older versions' builders stay, so that the class report
grades the answers handed in on them.

Each exercise is a :class:`~.base.Problem`: ``draw`` (the learner's position and numbers, the exact
answer) beside ``question`` (the words of :data:`WORDS` filled with them, and the named mistakes).
"""

from ... import fr
from ...probability.variables import Law, decimal_text
from ...probability.variables import frac as vfrac
from ..builders import CONDITIONS, redraw_until, spread
from ..questions import mistake
from .base import Problem, Variant, built, register_all
from .first_turn import EDITION, LEVEL, PLACES, TOLERANCE, ask, bob_value, card_list, first_turn, unseen
from .random_variable import value_words

WORDS = {
    "roi": {
        "title": "Échanger avec le Roi ?",
        "prompt": "Vous êtes {me} : vous avez le Roi et {other} (valeur {value}). En jouant le Roi, vous donnez "
                  "{other} à {p} et recevez sa carte, dont la valeur X vous est inconnue. L'échange fait-il monter "
                  "la valeur de votre carte en moyenne ? Comparez E(X) à la valeur de votre carte.",
        "hints": (
            "Dressez la loi de X à partir des cartes que vous ne voyez pas.",
            "Calculez E(X) = x_1 × P(X = x_1) + x_2 × P(X = x_2) + …",
            "Sans échange, la valeur de votre carte est certaine : {value}.",
        ),
        "solution": "{e_formula} ≈ {e_decimal}, contre {value} pour {other}. {verdict} Attention : après l'échange, "
                    "{p} connaît votre carte.",
        "mine": "la valeur {of_card} ({value})",
        "keep": "En moyenne, l'échange ferait baisser la valeur de votre carte.",
        "swap": "En moyenne, l'échange fait monter la valeur de votre carte.",
        "same": "En moyenne, l'échange ne change pas la valeur de votre carte.",
    },
    "baron": {
        "title": "Le duel du Baron",
        "prompt": "Vous êtes {me} : vous jouez le Baron contre {p} et gardez {kept} (valeur {value}). La "
                  "variable aléatoire G vaut 1 si vous gagnez le duel (votre carte est plus forte), 0 en cas "
                  "d'égalité et −1 si vous le perdez. Calculez l'espérance E(G) (une fraction, ou un nombre "
                  "décimal arrondi au centième).",
        "hints": (
            "P(G = 1) est la proportion, parmi les cartes que vous ne voyez pas, de celles qui valent moins "
            "de {value}.",
            "P(G = 0) : la proportion de celles qui valent exactement {value} ; P(G = −1) : de celles qui "
            "valent plus.",
            "E(G) = 1 × P(G = 1) + 0 × P(G = 0) + (−1) × P(G = −1).",
        ),
        "solution": "Parmi les {n} cartes que vous ne voyez pas, plus faibles que {kept} : {lower} ; de même "
                    "valeur : {ties} ; plus fortes : {higher}. Loi de G : {law}. {e_formula}.",
    },
    "equitable": {
        "title": "Le duel est-il équitable ?",
        "prompt": "Vous êtes {me} : vous jouez le Baron contre {p} et gardez {kept} (valeur {value}). G vaut "
                  "1 si vous gagnez le duel, 0 en cas d'égalité, −1 si vous le perdez. On dit que le duel "
                  "est équitable si E(G) = 0. Ce duel est :",
        "hints": (
            "Dressez la loi de G à partir des cartes que vous ne voyez pas.",
            "Le signe de E(G) = P(G = 1) − P(G = −1) répond à la question.",
        ),
        "solution": "P(G = 1) = {win}, P(G = 0) = {tie} et P(G = −1) = {loss}, donc {e_formula} : le duel "
                    "est {verdict}.",
        "choices": (
            "favorable pour vous",
            "équitable",
            "défavorable pour vous",
        ),
    },
    "jetons": {
        "title": "Combien de jetons en moyenne ?",
        "prompt": "Vous êtes {me} : vous jouez le Baron contre {p} et gardez {kept}. À deux joueurs, gagner le "
                  "duel élimine {p} et vous rapporte un jeton. Imaginez que la même situation se présente dans "
                  "deux manches : le paquet est remélangé entre les deux, donc les deux duels sont indépendants. "
                  "N est le nombre de jetons gagnés grâce à ces deux duels. Calculez E(N) (une fraction, ou un "
                  "nombre décimal arrondi au centième).",
        "hints": (
            "Calculez d'abord p = P(G = 1), la probabilité que la carte {of_p} soit plus faible que "
            "{kept}.",
            "Faites l'arbre des deux duels indépendants : à chaque duel, gagné avec la probabilité p, pas "
            "gagné avec la probabilité 1 − p.",
            "N vaut 0, 1 ou 2 : lisez sa loi sur l'arbre, puis E(N) = 0 × P(N = 0) + 1 × P(N = 1) + 2 × "
            "P(N = 2).",
        ),
        "solution": "p = P(G = 1) = {pw}. Les duels sont indépendants : P(N = 0) = ({q})² = {p0}, P(N = 1) = "
                    "2 × {pw} × {q} = {p1} et P(N = 2) = ({pw})² = {p2}. {n_formula}, soit 2 × p : deux fois "
                    "l'espérance d'un seul duel.",
    },
}

# The named mistakes of this family (those shared with other exercises are in fr.MISTAKES).
MISTAKES = {}


# --- the King's exchange ------------------------------------------------------------------------------------
def _other(obs):
    """Alice's card beside the Roi (None if she holds two)."""
    return next((c for c in obs.hand if c.name != "Roi"), None)


def open_exchange(obs):
    """The King's exchange is a real comparison: Alice's other card is worth strictly more than the
    lowest value Bob may hold and strictly less than the highest (else E(X) is on one side for sure)."""
    other = _other(obs)
    values = bob_value(obs).values
    return other is not None and min(values) < other.value < max(values)


def _exchange(rng):
    obs = first_turn(rng, hand=["Roi"])
    other = _other(obs)
    if other is None or other.name == "Comtesse":  # the Comtesse must be played beside the Roi
        return None
    return Variant(obs=obs, other=other, answer=(bob_value(obs).expectation(), other.value))


def draw_king_exchange(rng, condition=open_exchange):
    """Alice holds the Roi and another card: compare E(X) (the card she would get) with her card's value;
    the position is drawn again until it meets ``condition`` (version 1: None)."""
    return redraw_until(rng, _exchange, condition and (lambda v: condition(v.obs)))


def king_exchange_question(v):
    _, words = value_words(v.obs)
    e, value = v.answer
    symbol = "<" if e < value else ">" if e > value else "="
    w = WORDS["roi"]
    words.update(other=fr.the(v.other), value=value, e_decimal=decimal_text(e, PLACES),
                 verdict=w[{"<": "keep", ">": "swap", "=": "same"}[symbol]])
    mine = w["mine"].format(of_card=fr.de(v.other), value=value)
    return ask(w, "compare", v.answer, words, v.obs, choices=("E(X)", mine))


# --- the Baron's duel ---------------------------------------------------------------------------------------
def duel(obs):
    """(kept card, the law of G): G = 1 if Alice's kept card beats Bob's, 0 on a tie, −1 if it loses."""
    baron = EDITION.card("Baron")
    hand = list(obs.hand)
    hand.remove(baron)
    kept = hand[0]
    X = bob_value(obs)
    G = X.map(lambda x: (x < kept.value) - (x > kept.value), "G", keep_zeros=True, values=(-1, 0, 1))
    return kept, G


def open_duel(obs):
    """The Baron's duel can be won and can be lost (else G, E(G), the fairness and N are certain)."""
    _, G = duel(obs)
    return G.probability(1) > 0 and G.probability(-1) > 0


def draw_duel(rng, condition=open_duel):
    """Alice holds the Baron: the position shared by the duel's questions, drawn again until it meets
    ``condition`` (version 1: None); the answer: the law of G."""
    obs = redraw_until(rng, lambda rng: first_turn(rng, hand=["Baron"]), condition)
    return Variant(obs=obs, answer=duel(obs)[1])


_SPREAD = {}  # condition -> draw_duel spread on E(G) (its common values are computed once)


def spread_duel(rng, condition=open_duel):
    """Version 3 (issue 20, item 6): :func:`draw_duel` with E(G) drawn first, alike among its common
    values (:func:`~loveletter_teach.exercises.builders.spread`): with version 2, one value of E(G) went
    to more than a quarter of a class of 32 in 6 % of classes. The three questions still share it."""
    if condition not in _SPREAD:
        _SPREAD[condition] = spread(lambda rng: draw_duel(rng, condition), key=lambda v: v.answer.expectation())
    return _SPREAD[condition](rng)


def _duel_words(obs):
    counts, n, words = unseen(obs)
    kept, G = duel(obs)
    lower = {c: k for c, k in counts.items() if c.value < kept.value}
    higher = {c: k for c, k in counts.items() if c.value > kept.value}
    words.update(kept=fr.the(kept), value=kept.value, n=n, of_kept=fr.de(kept),
                 win=vfrac(G.probability(1)), tie=vfrac(G.probability(0)), loss=vfrac(G.probability(-1)),
                 lower=card_list(lower), higher=card_list(higher), ties=fr.count_of(kept, counts.get(kept, 0)),
                 law=G.inline(), e_formula=G.expectation_formula(), E=vfrac(G.expectation()))
    return kept, G, words


def draw_baron_duel(rng, condition=open_duel, position=draw_duel):
    """E(G), G the outcome of the Baron's duel (1 won, 0 tie, −1 lost)."""
    v = position(rng, condition)
    v.answer = v.answer.expectation()
    return v


def baron_duel_question(v):
    kept, G, words = _duel_words(v.obs)
    traps = ((G.probability(1), mistake("wins_only")), (-G.expectation(), mistake("sign", me=words["me"])))
    return ask(WORDS["baron"], "number", v.answer, words, v.obs, tolerance=TOLERANCE, traps=traps)


def draw_fair_duel(rng, condition=open_duel, position=draw_duel):
    """« Le duel est-il équitable ? »: the sign of E(G)."""
    v = position(rng, condition)
    e = v.answer.expectation()
    choices = WORDS["equitable"]["choices"]
    v.answer = choices[0] if e > 0 else choices[1] if e == 0 else choices[2]
    return v


def fair_duel_question(v):
    kept, G, words = _duel_words(v.obs)
    words.update(verdict=v.answer)
    choices = WORDS["equitable"]["choices"]
    opposite = {choices[0]: choices[2], choices[2]: choices[0]}.get(v.answer)  # « favorable » for « défavorable »
    reasons = {opposite: mistake("verdict_reversed")} if opposite else {}
    return ask(WORDS["equitable"], "choice", v.answer, words, v.obs, choices=choices, reasons=reasons)


def tokens_law(p):
    """N, the tokens won over two independent duels each won with probability ``p``."""
    return Law({0: (1 - p) ** 2, 1: 2 * p * (1 - p), 2: p * p}, "N", keep_zeros=True)


def draw_tokens(rng, condition=open_duel, position=draw_duel):
    """E(N), N the number of tokens won by two independent duels (a tree of two independent rounds)."""
    v = position(rng, condition)
    v.answer = tokens_law(v.answer.probability(1)).expectation()
    return v


def tokens_question(v):
    kept, G, words = _duel_words(v.obs)
    p = G.probability(1)
    N = tokens_law(p)
    words.update(pw=vfrac(p), q=vfrac(1 - p), p0=vfrac(N.probability(0)), p1=vfrac(N.probability(1)),
                 p2=vfrac(N.probability(2)), n_formula=N.expectation_formula(), E_N=vfrac(N.expectation()))
    return ask(WORDS["jetons"], "number", v.answer, words, v.obs, tolerance=TOLERANCE,
               traps=((p, mistake("one_duel")),))


def _settled(draw, question):
    """Version 1: ``draw`` without its condition (a duel or an exchange could be settled in advance)."""
    return built(lambda rng: draw(rng, condition=None), question)


def _shared(learner):
    """The duel's three questions share the learner's position."""
    return learner.seed("03.aleatoire.duel")


FIRST_VERSIONS = {"03.aleatoire.roi": _settled(draw_king_exchange, king_exchange_question),
                  "03.aleatoire.baron": _settled(draw_baron_duel, baron_duel_question),
                  "03.aleatoire.equitable": _settled(draw_fair_duel, fair_duel_question),
                  "03.aleatoire.jetons": _settled(draw_tokens, tokens_question)}

def _spread(draw):
    """Version 3's draw: ``draw`` on the shared position spread on E(G) (:func:`spread_duel`)."""
    def spread_draw(rng):
        return draw(rng, position=spread_duel)
    spread_draw.__doc__ = draw.__doc__
    return spread_draw


# Why, by nature, the most frequent answer of these goes to more than 1 learner in 4 of most classes
# (issue 36): the catalogue says it, benchmarks/variant_spread.py reports it.
SPREAD_LIMITS = {
    "03.aleatoire.equitable": ("un choix entre 3 réponses (favorable, équitable, défavorable) : l'une d'elles va à un "
                               "tiers de la classe au moins"),
    "03.aleatoire.jetons": ("8 réponses possibles : E(N) vaut 2k/11 sur la position du duel, que partagent les trois "
                            "questions du Baron"),
}

PROBLEMS = register_all(
    Problem("03.aleatoire.roi", "espérance", "compare", draw_king_exchange, king_exchange_question, level=LEVEL,
            version=2, older={1: FIRST_VERSIONS["03.aleatoire.roi"]}, title="Échanger avec le Roi ?"),
    Problem("03.aleatoire.baron", "espérance", "number", _spread(draw_baron_duel), baron_duel_question,
            level=LEVEL, version=3, older={1: FIRST_VERSIONS["03.aleatoire.baron"],
                   2: built(draw_baron_duel, baron_duel_question)}, seed=_shared, title="Espérance du gain au Baron"),
    Problem("03.aleatoire.equitable", "espérance", "choice", _spread(draw_fair_duel), fair_duel_question,
            level=LEVEL, version=3, older={1: FIRST_VERSIONS["03.aleatoire.equitable"],
                   2: built(draw_fair_duel, fair_duel_question)}, seed=_shared,
            spread_limit=SPREAD_LIMITS["03.aleatoire.equitable"], title="Duel au Baron équitable ?"),
    Problem("03.aleatoire.jetons", "espérance", "number", _spread(draw_tokens), tokens_question, level=LEVEL,
            version=3, older={1: FIRST_VERSIONS["03.aleatoire.jetons"],
                   2: built(draw_tokens, tokens_question)}, seed=_shared,
            spread_limit=SPREAD_LIMITS["03.aleatoire.jetons"], title="Jetons gagnés en deux duels"),
)
CONDITIONS["03.aleatoire.roi"] = lambda question: open_exchange(question.position)
for _id in ("03.aleatoire.baron", "03.aleatoire.equitable", "03.aleatoire.jetons"):
    CONDITIONS[_id] = lambda question: open_duel(question.position)
