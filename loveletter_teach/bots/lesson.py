"""The stratège coach's lesson: the words that follow its search, said to the learner.

For the advised move and the best other one (:func:`lesson`): the fact that decides each, with the
probabilities of the seat's déduction as the Probabilités panel computes them (a Guard guess's chance
to hit, a Baron's chances to win, lose or tie, a Handmaid's risk after each opponent's draw…), what the
others know of the learner's cards and what the move shows them (:func:`watchers`, :func:`reveal`);
when a card's place is known and decides between the two moves, that fact first (:func:`known_reason`);
when two moves are within the search's noise, why the guide prefers one (:func:`guide_factor`).

Only words: the move is the search's (:mod:`.stratege`). Every number is computed from what the
seat saw (``tests/test_coach_reasons.py`` recomputes them on random positions).
"""

import math
from fractions import Fraction

from .. import fr
from ..editions import NO_TARGET
from ..events import Dealt, Eliminated, Guessed, RoundEnded, dispatch
from ..probability.beliefs import EXACT, FALLBACK, MONTE_CARLO
from ..probability.facts import Knowledge
from ..probability.risk import draw_places, held_after_draw
from .base import WORDS, chances, kept_after, named, paragraphs, percent, who, who_knows_my_card, word

C = fr.COACH
ROUNDED = 20  # a Fraction of a larger denominator is also said as a percentage


def points(x):
    """A difference of shares in percentage points, to the tenth: « 1,5 point », « 4,2 points »."""
    value = round(x * 100, 1)
    return fr.decimal(value, 1) + " " + word("points")[value >= 2]


def number(x):
    """« 2 », « 1,5 »: a margin as French writes it."""
    return f"{x:g}".replace(".", ",")


def guide_factor(obs, action, other, part):
    """What the guide's score of ``action`` has more than ``other``'s, in words: ``part`` of
    :meth:`Deducteur.parts` — a card another player knows, the card kept, or what the card does now."""
    card = action.card
    if part == "known":
        knows = [o for o, c in who_knows_my_card(obs).items() if c == card and obs.alive[o]]
        return word("factor_known").format(of_card=fr.de(card), names=fr.join_and(obs.names[o] for o in knows),
                                           know=word("know")[len(knows) > 1])
    if part == "keep":
        kept, other_kept = kept_after(obs, action), kept_after(obs, other)
        if other_kept is None or other.card.effect == "swap" or (other.card.effect == "discard_redraw"
                                                                 and other.target == obs.seat):
            return word("factor_keep_alone").format(kept=fr.the(kept), value=kept.value)  # the other gives it away
        return word("factor_keep").format(kept=fr.the(kept), value=kept.value, other_kept=fr.the(other_kept),
                                          other_value=other_kept.value)
    effect, target = card.effect, action.target
    princesses = obs.edition.with_effect("lose_if_discarded")
    if effect == "discard_redraw" and target == obs.seat:
        effect = "prince_self"
    elif effect == "discard_redraw" and not princesses:
        effect = "play"
    key = "factor_" + effect if "factor_" + effect in fr.BOTS else "factor_play"
    return word(key).format(card=fr.the(card), of_card=fr.de(card), p=who(obs, target) if target is not None else "",
                            of_p=fr.of(who(obs, target)) if target is not None else "",
                            princess=fr.the(princesses[0]) if princesses else "")


# --- the coach's lesson: the fact that decides each move, in the lesson's terms ---------------------
def lesson(obs, beliefs, actions, filters=None):
    """The coach's words after the search (said to the learner at ``obs``'s seat, in the play phase):
    where the numbers come from, then for each of ``actions`` (None skipped) the fact that decides it
    (:func:`move_fact`), then what the others know of the learner's cards (:func:`watchers`).
    Every number is read from ``beliefs``, the seat's déduction, or from ``filters()``, the worlds
    behind it (:func:`after_draw`): nothing the seat cannot know."""
    if not WORDS.get():
        return ""
    seen = _watchers(obs)  # one walk of the events serves every move and the closing sentence
    moves = [C["lesson_move"].format(action=named(obs, a, obs.seat), fact=move_fact(obs, beliefs, a, seen, filters))
             for a in dict.fromkeys(actions) if a is not None]
    return paragraphs(C["lesson"].format(source=C["lesson_source"][_source(beliefs)]), *moves, watchers(obs, seen))


def _source(beliefs):
    if beliefs.status == EXACT:
        return "exact"
    return "estimate" if beliefs.status in (MONTE_CARLO, FALLBACK) else "counting"


def move_fact(obs, beliefs, action, seen, filters=None):
    """What decides ``action`` (a play of ``obs``'s seat), by its card's effect (:data:`FACTS`: for a
    Guard the probability that the guess hits, for a Baron those of winning, losing and tying the
    duel, for a Handmaid the probability that each opponent holds a Guard, for a Prince the
    probability that its target holds the Princess, for a Priest its target's likeliest card, for a
    King the mean value of the card received, for a Spy who else may take its token); then what the
    move shows of the learner's card (:func:`reveal`; ``seen``: :func:`_watchers`). ``filters``: a
    function giving the worlds behind ``beliefs`` (for a Handmaid, each opponent's hand after his draw)."""
    if action.target is None and obs.edition.target_kind(action.card) != NO_TARGET:
        fact = C["fact_no_target"]
    else:
        said = FACTS.get(action.card.effect)
        fact = said(_Move(obs, beliefs, action, filters)) if said else ""
    return C["lesson_and"].join(x for x in (fact, reveal(obs, action, seen)) if x)


class _Move:
    """A play as its lesson reads it: ``card``, ``target`` (its ``name``), the card ``kept`` and the
    ``odds`` of the target's cards in the seat's déduction; ``filters``: the worlds behind it (a function)."""

    def __init__(self, obs, beliefs, action, filters=None):
        self.obs, self.beliefs, self.action, self.filters = obs, beliefs, action, filters
        self.card, self.target, self.kept = action.card, action.target, kept_after(obs, action)
        self.name = obs.names[self.target] if self.target is not None else None
        self.odds = beliefs.players.get(self.target, {})

    def holds(self, cards, event=None):
        """« P(Bob a un Prince) = 2/11 (2 chances sur 11) »: the target holds one of ``cards``."""
        return probability(self.beliefs, self.target, cards, event or _has(self.name, cards[0]), alone=event is None)


def _guess_fact(m):
    return C["fact_guess"].format(guard=fr.the(m.card), p=m.name, card=fr.one_of(m.action.guess),
                                  prob=m.holds([m.action.guess]))


def _compare_fact(m):
    value = m.kept.value
    win, lose, tie = (m.holds([c for c in m.odds if test(c.value)], C[key].format(p=m.name))
                      for key, test in (("weaker", lambda v: v < value), ("stronger", lambda v: v > value),
                                        ("same", lambda v: v == value)))
    return C["fact_compare"].format(mine=fr.the(m.kept), value=value, of_p=fr.of(m.name), win=win, lose=lose,
                                    tie=tie)


def _protect_fact(m):
    """What a Handmaid guards against: each opponent's hand at his own turn, after his draw
    (:func:`after_draw`); the hand alone, today, when the seat's déduction has no worlds."""
    guards, obs = m.obs.edition.with_effect("guess"), m.obs
    others = [s for s in draw_places(obs) if s in m.beliefs.players]  # in the order they play
    if not (guards and others):
        return C["fact_protect_plain"]
    if not obs.deck_size:
        return C["fact_protect_last"]
    risks = after_draw(obs, m.filters(), guards, others) if m.filters else None
    if risks is None:  # counting shown (no world explains what happened): the hand alone, today
        probs = (probability(m.beliefs, s, guards, C["has"].format(p=obs.names[s], card=fr.a(guards[0])))
                 for s in others)
        return C["fact_protect_today"].format(guard=fr.the(guards[0]), probs=fr.join_and(probs))
    probs = []
    for s in others:
        p, error, draws = risks[s]
        event = C["has_after" if draws else "has"].format(p=obs.names[s], card=fr.a(guards[0]))
        said = said_probability(p, event, error)
        probs.append(said if draws else C["no_draw"].format(prob=said, p=obs.names[s]))
    return C["fact_protect"].format(guard=fr.the(guards[0]), probs=fr.join_and(probs))


def after_draw(obs, filters, cards, seats):
    """{seat: (P(``seat`` holds one of ``cards`` among his hand and his next draw), its standard
    error or None, whether he draws before the round ends)} from the seat's déduction (``filters``:
    the exact filter, or the Monte Carlo filters whose mean is the estimate:
    :meth:`~loveletter_teach.probability.tracker.BeliefTracker.filters`); None when no world is
    left (:func:`~loveletter_teach.probability.risk.held_after_draw`)."""
    places, found = draw_places(obs), {}
    burned = obs.burned_taken_by is None
    for s in seats:
        values = [v for v in (held_after_draw(f, s, cards, places[s], burned) for f in filters) if v is not None]
        if not values:  # (a Monte Carlo filter that lost every world counts for nothing, as in the panel)
            return None
        if len(values) == 1:
            p, error = values[0], None
        else:  # the mean of the Monte Carlo filters and its standard error, as the panel gives it
            k = len(values)
            p = sum(map(float, values)) / k
            error = math.sqrt(sum((float(v) - p) ** 2 for v in values) / (k - 1) / k)
        found[s] = p, error, places[s] < obs.deck_size
    return found


def _prince_fact(m):
    if m.target == m.obs.seat:
        key = "fact_prince_self_princess" if m.kept.effect == "lose_if_discarded" else "fact_prince_self"
        return C[key].format(kept=fr.the(m.kept))
    princesses = m.obs.edition.with_effect("lose_if_discarded")
    if not princesses:
        return ""
    return C["fact_prince"].format(p=m.name, princess=fr.the(princesses[0]), prob=m.holds(princesses))


def _peek_fact(m):
    top = max(m.odds.values(), default=0)
    likeliest = [c for c in m.obs.edition.cards if m.odds.get(c, 0) == top]
    key = "fact_peek" if len(likeliest) == 1 else "fact_peek_tie"
    return C[key].format(of_p=fr.of(m.name), card=fr.the(likeliest[0]), prob=m.holds(likeliest[:1]))


def _swap_fact(m):
    mean = sum(p * c.value for c, p in m.odds.items()) / (sum(m.odds.values()) or 1)
    return C["fact_swap"].format(mine=fr.the(m.kept), value=m.kept.value, p=m.name, mean=fr.decimal(float(mean), 1))


def _spy_fact(m):
    """The Spy's token (2019): who still in the round has played or discarded one (public)."""
    obs, a_spy = m.obs, fr.a(m.card)

    def spied(seat):
        return any(c.effect == "spy" for c in obs.discards[seat])
    if spied(obs.seat):
        return C["fact_spy_again"].format(a_spy=a_spy)
    others = [obs.names[s] for s in range(obs.n_players) if s != obs.seat and obs.alive[s] and spied(s)]
    if others:
        return C["fact_spy_taken"].format(names=fr.join_and(others), have=C["have"][len(others) > 1], a_spy=a_spy)
    return C["fact_spy"].format(a_spy=a_spy)


# The lesson of a play, by its card's effect (the other effects say only what the move shows).
FACTS = {"guess": _guess_fact, "compare": _compare_fact, "protect": _protect_fact, "discard_redraw": _prince_fact,
         "peek": _peek_fact, "swap": _swap_fact, "spy": _spy_fact}


def reveal(obs, action, seen):
    """What ``action`` shows of the learner's cards to the others (or that it ends the learner's
    round): a Baron shows the card kept to its target, a King gives it to them; otherwise nobody
    sees the card kept, and a player who knew the card played no longer knows the learner's card.
    ``seen``: what each other player knows of the learner's cards (:func:`_watchers`)."""
    card, target, kept = action.card, action.target, kept_after(obs, action)
    effect = card.effect
    if effect == "lose_if_discarded":
        return C["reveal_out"]
    if target is not None and target != obs.seat and effect in ("compare", "swap"):
        return C["reveal_" + effect].format(p=obs.names[target], mine=fr.the(kept))
    if effect == "discard_redraw" and target == obs.seat:
        return ""  # the card kept is discarded face up (said by move_fact)
    hides, still = [], []
    for other, known in sorted(seen.items()):
        left = () if effect == "draw_keep" else _without(known, card)
        if left:  # they knew the card kept
            still.append(C["reveal_still"].format(p=obs.names[other], card=fr.the(left[0])))
        else:  # the card they knew is played (or put back)
            hides.append(C["reveal_hides"].format(p=obs.names[other], card=fr.the(known[0])))
    return C["lesson_and"].join(([] if still else [C["reveal_none"]]) + hides + still)


def watchers(obs, seen):
    """« Ce que les autres savent de vos cartes : … »: who knows the learner's card (a Priest's look,
    a Baron tie, a King's swap, a card put under the deck: :func:`_watchers`), or that nobody saw it
    with those cards."""
    if seen:
        who = fr.join_and(C["watchers"].format(p=obs.names[o], card=fr.join_and(fr.the(c) for c in cards))
                          for o, cards in sorted(seen.items()))
    else:
        cards = [c for effect in ("peek", "compare", "swap") for c in obs.edition.with_effect(effect)]
        who = C["watchers_none"].format(cards=fr.join_or(fr.a(c) for c in cards)) if cards \
            else C["watchers_none_at_all"]
    return C["watchers_sentence"].format(who=who)


def _watchers(obs):
    """{other seat still in the round: the cards of the seat's hand it knows}: it looked at one with a
    Priest, tied a Baron duel with it, gave it in a King's swap, or put it under the deck with a
    Chancellor before the seat drew it; a card the seat played, or put back with a Chancellor, or
    had to discard, is no longer known.

    The lesson's own walk of the events: ``Knowledge.who_knows_my_card`` (which the search's
    playouts and the déducteur read, so that their moves stay as they were) keeps one card per
    player and leaves out the Chancellor's cards."""
    w = _Watchers(obs)
    get = w.HANDLERS.get
    for e in obs.events:
        handler = get(type(e))
        if handler:
            handler(w, e)
    return {o: c for o, c in w.seen.items() if c and obs.alive[o]}


@dispatch()
class _Watchers:
    """:func:`_watchers`, one method per event: ``seen`` {other seat: the cards of the seat's hand
    it knows}; ``placed``, beside each card of the deck, top first: the seat that put it under the
    deck."""

    NOT_CONCERNED = (Dealt, Guessed, Eliminated, RoundEnded)

    def __init__(self, obs):
        self.me, self.seen = obs.seat, {}
        self.placed = [None] * (obs.edition.size - 1 - len(obs.face_up) - sum(type(d) is Dealt for d in obs.events))

    def drawn(self, e, cards, learns):
        """``e.seat`` draws ``cards`` from the top; if ``learns``, the viewer knows who saw them."""
        placed, me, seen = self.placed, self.me, self.seen
        for card in cards:
            owner = placed.pop(0) if placed else None
            if learns and e.seat == me and owner is not None and owner != me:
                seen[owner] = seen.get(owner, ()) + (card,)

    def _on_drew(self, e):
        self.drawn(e, (e.card,), True)

    def _on_redrew(self, e):
        if not e.from_burned:
            self.drawn(e, (e.card,), True)

    def _on_chancellor_drew(self, e):
        self.drawn(e, e.cards, False)

    def _on_chancellor_returned(self, e):
        self.placed.extend([e.seat] * len(e.cards))

    def _on_looked(self, e):
        if e.target == self.me:
            self.seen[e.seat] = (e.card,)

    def _on_compared(self, e):
        me = self.me
        if e.loser is None and me in (e.seat, e.target):
            self.seen[e.target if e.seat == me else e.seat] = (e.seat_card if e.seat == me else e.target_card,)

    def _on_swapped(self, e):
        if self.me in (e.seat, e.target):
            self.seen = {e.target: (e.seat_card,)} if e.seat == self.me else {e.seat: (e.target_card,)}

    def _on_played(self, e):
        if e.seat == self.me:
            seen = self.seen
            self.seen = {} if e.card.effect == "draw_keep" else {o: _without(c, e.card) for o, c in seen.items()}

    def _on_discarded(self, e):
        if e.seat == self.me:
            self.seen = {}


def _without(cards, card):
    cards = list(cards)
    if card in cards:
        cards.remove(card)
    return tuple(cards)


# --- a card whose place the seat knows, when it decides the move ------------------------------------
def known_places(obs, beliefs):
    """[(seat, card, source)]: the card the seat knows another player still in the round to hold (a
    hand of one card), with where it knows it from: a fact of its events (a Priest's look, a Baron
    duel, a King's swap, a card it put under the deck that this player drew:
    :class:`~loveletter_teach.probability.facts.Knowledge`), else the certainty of its exact
    déduction (the only card possible). Each is true of the real deal now."""
    knowledge, found = Knowledge(obs), []
    for s in range(obs.n_players):
        if s == obs.seat or not obs.alive[s] or obs.hand_sizes[s] != 1:
            continue
        facts = [f for f in knowledge.facts[s] if f.kind == "exact"]
        if len(facts) == 1:
            found.append((s, facts[0].card, facts[0].source))
        elif beliefs.status == EXACT:
            sure = [c for c, p in beliefs.players.get(s, {}).items() if p == 1]
            if len(sure) == 1:
                found.append((s, sure[0], C["known_by_deduction"]))
    return found


def _consequences(obs, action, seat, card, advised):
    """[(French clause, +1 if it speaks for the advised move, −1 if against it)]: what playing
    ``action`` does when ``seat`` holds ``card`` for sure (``advised``: ``action`` is the advised move)."""
    found, sign = [], 1 if advised else -1
    target, effect, name = action.target, action.card.effect, obs.names[seat]
    kept = kept_after(obs, action)
    play = dict(card=fr.the(action.card), p=name, of_p=fr.of(name), known=fr.the(card), value=card.value)
    if target == seat:
        if effect == "guess":
            hit = action.guess == card
            found.append((C["known_guess_hit" if hit else "known_guess_miss"].format(
                guess=fr.the(action.guess), **play), sign if hit else -sign))
        elif effect == "compare" and kept.value != card.value:
            win = kept.value > card.value
            found.append((C["known_compare_win" if win else "known_compare_lose"].format(
                kept=fr.the(kept), kept_value=kept.value, **play), sign if win else -sign))
        elif effect == "discard_redraw" and card.effect == "lose_if_discarded":
            found.append((C["known_prince_princess"].format(**play), sign))
        elif effect == "peek":
            found.append((C["known_peek"].format(**play), -sign))
        if effect in ("guess", "compare", "discard_redraw", "peek", "swap"):
            return found  # the duel, the swap or the discard is what the known card changes
    if kept is None or (effect == "discard_redraw" and target == obs.seat) or effect == "lose_if_discarded":
        return found  # the card kept is discarded, or the learner leaves the round
    beats = kept.value > card.value
    if effect == "draw_keep" and not (advised and beats):
        return found  # a Chancellor may bring a stronger card to keep: only « can keep » is certain
    key = "known_keep_can" if effect == "draw_keep" else "known_keep_beats" if beats else "known_keep_loses"
    found.append((C[key].format(kept=fr.the(kept), kept_value=kept.value, **play), None))
    return found


def known_reason(obs, beliefs, action, other):
    """« Ce qui décide : vous savez que Bob a le Roi (source) ; … »: the card whose place the seat
    knows (:func:`known_places`) when what it makes certain speaks for the advised ``action`` against
    the best ``other`` move (a Guard that hits or cannot, a duel won or lost, a Princess discarded, a
    Priest that would teach nothing, the card kept that beats the known card or not); "" when no
    such card decides between them."""
    if other is None or obs.phase != "play":
        return ""
    said = []
    for seat, card, source in known_places(obs, beliefs):
        mine = _consequences(obs, action, seat, card, True)
        theirs = _consequences(obs, other, seat, card, False)
        clauses = [(c, s) for c, s in mine + theirs if s is not None]
        kept = [[c for c, s in found if s is None] for found in (mine, theirs)]
        if all(kept):  # the cards kept, on either side of the known card
            beats = [kept_after(obs, a).value > card.value for a in (action, other)]
            if beats[0] != beats[1]:
                clauses += [(kept[0][0], 1 if beats[0] else -1), (kept[1][0], 1 if beats[0] else -1)]
        if clauses and all(s > 0 for _, s in clauses):
            said.append(C["known_fact"].format(que_p=fr.elide("que", obs.names[seat]), card=fr.the(card),
                                               source=source, what=C["lesson_and"].join(c for c, _ in clauses)))
    return C["known_decides"].format(facts=C["lesson_and"].join(said)) if said else ""


def _has(name, card):
    return C["has"].format(p=name, card=fr.one_of(card))  # an event about a card type: « Bob a un Prince »


def probability(beliefs, seat, cards, event, alone=True):
    """« P(Bob a un Prince) = 2/11 (2 chances sur 11) »: the probability that ``seat`` holds one of
    ``cards`` (one card at a time: a hand of one card), read from ``beliefs`` — a Fraction when exact,
    « ≈ 18 % (à ± 4 points près) » when it is a Monte Carlo estimate (two standard errors, given for
    one card only). ``alone``: with the chances in words."""
    dist = beliefs.players.get(seat, {})
    p = sum((dist.get(c, 0) for c in dict.fromkeys(cards)), Fraction(0))
    error = None
    if isinstance(p, float):
        errors = beliefs.stderr.get(seat, {}) if beliefs.stderr else {}
        error = errors.get(cards[0]) if len(set(cards)) == 1 else None
    return said_probability(p, event, error, alone)


def said_probability(p, event, error=None, alone=False):
    """« P(event) = p »: a Fraction as it is (« ≈ 35 % » beside it when its denominator is large;
    ``alone``: with the chances in words), a float as a Monte Carlo estimate (``error``: its standard
    error, said as two)."""
    if isinstance(p, float):
        if error is not None:
            return C["prob_estimate_error"].format(event=event, percent=percent(p), error=percent(2 * error))
        return C["prob_estimate"].format(event=event, percent=percent(p))
    p = Fraction(p)
    if p.denominator > ROUNDED:
        return C["prob_rounded"].format(event=event, p=p, percent=percent(p))
    return C["prob_chances" if alone else "prob_exact"].format(event=event, p=p, chances=chances(p))
