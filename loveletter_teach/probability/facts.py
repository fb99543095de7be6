"""What a seat can state for sure, in French, each fact with where it came from.

The facts explain the ``déduction`` level (which uses all of them, and the play model besides)
and give the ``comptage`` level the cards whose place the seat knows.
"""

from collections import Counter
from typing import NamedTuple

from .. import fr
from ..errors import NotAnObservationError
from ..events import Dealt, dispatch
from ..observation import Observation

F = fr.FACTS
# What still holds when a player draws: a card known in hand is still there, and the Countess they
# last played is still the card they last played; « n'a pas… », « plus forte que… » were about
# the one card they held before.
KEPT_ON_DRAW = ("exact", "maybe_forced", "burned_taken")


class Fact(NamedTuple):
    """One thing a seat knows, true of the real deal now: ``exact`` (the player holds ``card``;
    with two cards in hand, one of them), ``not`` (holds no ``card``), ``higher`` (the card held is
    higher than ``card``), ``equal`` (same value as the card of seat ``card``), ``no_countess``
    (holds no Countess: ``card`` is the King or Prince played), ``maybe_forced`` (the player last
    played the Countess ``card`` and may hold a card that forced her), ``under_deck`` (``card``:
    the cards this seat put under the deck still there, top first) and ``burned_taken`` (holds the
    card set aside)."""

    seat: object  # the player the fact is about (None: the deck)
    kind: str  # exact, not, higher, equal, no_countess, maybe_forced, under_deck, burned_taken
    card: object  # a Card, a tuple of Cards (under_deck) or a seat (equal)
    source: str
    text: str = ""
    by: object = None  # no_countess after a swap: the seat who played ``card`` and kept this card

    def __str__(self):
        return f"{self.text} (source : {self.source})"


def check_observation(obs):
    """Raise unless ``obs`` is one seat's observation (the probabilities never read the state)."""
    if not isinstance(obs, Observation):
        raise NotAnObservationError(fr.BELIEFS["not_observation"])
    if obs.seat is None:
        raise NotAnObservationError(fr.BELIEFS["omniscient"])


@dispatch()
class Knowledge:
    """The one walk of a seat's events that keeps what it knows now: the facts
    (:meth:`all_facts`), the cards it knows in each hand (:meth:`known_cards`), every card it can
    place (:meth:`placed`), the deck's layout as it knows it (``layout``, top first) and who knows
    the card it holds (:meth:`who_knows_my_card`)."""

    NOT_CONCERNED = (Dealt,)  # the deal: the layout counts it (``dealt``), the seat's hand is in ``obs``

    def __init__(self, obs, words=True):
        check_observation(obs)
        self.obs, self.seat, self.words = obs, obs.seat, words
        self.facts = {s: [] for s in range(obs.n_players)}
        self.under_deck = []  # (source, size) of each block of cards this seat put under the deck
        dealt = sum(1 for e in obs.events if type(e) is Dealt)
        # The deck as this seat knows it, top first: None for a card it has not seen.
        self.layout = [None] * (obs.edition.size - 1 - len(obs.face_up) - dealt)
        self.blocks = [None] * len(self.layout)  # beside each card: the block this seat put there
        self.turn = 0
        self.last_play = None  # (seat, card) of the card being resolved
        self.pending_winner = None  # a Baron between two others: (winner, source)
        self.watchers = {}  # {other seat: card}: who knows the card this seat holds
        handlers = self.HANDLERS
        for event in obs.events:
            handler = handlers.get(type(event))
            if handler:
                handler(self, event)

    # --- bookkeeping -------------------------------------------------------------------------
    def source(self, key, seat=None, card=None, **words):
        """« votre Garde, raté (tour 3) », « le Baron de Bob contre Chloé (tour 4) »; "" for a
        Knowledge made with ``words=False`` (for what it knows, not for how it is said)."""
        if not self.words:
            return ""
        if card is not None:
            mine = seat == self.seat
            words["owned"] = (F["yours"].format(card=card.name) if mine
                              else F["theirs"].format(card=fr.the(card), of_p=fr.of(self.obs.names[seat])))
            words["of_owned"] = (F["yours_of"].format(card=card.name) if mine
                                 else F["theirs"].format(card=fr.de(card), of_p=fr.of(self.obs.names[seat])))
            words["the_card"], words["p"] = fr.the(card), self.who(seat)
        return F[key].format(turn=F["turn"].format(n=self.turn), **words)

    def add(self, seat, kind, card, source):
        self.facts[seat].append(Fact(seat, kind, card, source))

    def set_exact(self, seat, card, source):
        self.facts[seat] = [Fact(seat, "exact", card, source)]

    def known_cards(self, seat):
        """The cards this seat knows to be in ``seat``'s hand now."""
        return [f.card for f in self.facts[seat] if f.kind == "exact"]

    def forget(self, seat, keep=()):
        """``seat``'s hand changed: keep only its facts of the kinds ``keep``, and drop the
        « same value as » facts of the others about it."""
        self.facts[seat] = [f for f in self.facts[seat] if f.kind in keep]
        for other, found in self.facts.items():
            if any(f.kind == "equal" and f.card == seat for f in found):
                self.facts[other] = [f for f in found if not (f.kind == "equal" and f.card == seat)]

    def draw(self, seat):
        """``seat`` draws the top card: what was true of its one card may not hold for its hand
        now (« n'a pas le Prince », « plus forte que… »); a card in hand is still there."""
        card = self.layout.pop(0) if self.layout else None
        if self.blocks:
            self.blocks.pop(0)
        self.forget(seat, KEPT_ON_DRAW)
        if card is not None and seat != self.seat:  # a card this seat put under the deck
            self.add(seat, "exact", card, self.source("src_draw", p=self.who(seat)))

    # --- events ------------------------------------------------------------------------------
    def _on_drew(self, e):
        self.turn += 1
        self.draw(e.seat)

    def _on_played(self, e):
        self.last_play = (e.seat, e.card)
        if e.seat == self.seat:  # playing the card another player knows hides the one left
            self.watchers = {} if e.card.effect == "draw_keep" else \
                {o: c for o, c in self.watchers.items() if c != e.card}
        else:
            self.keep_after_play(e.seat, e.card)
            self.countess_facts(e.seat, e.card)

    def keep_after_play(self, seat, card):
        """After a play, keep only the facts that still hold for the card kept."""
        exact = [f for f in self.facts[seat] if f.kind == "exact"]
        if len(exact) == 2:  # both cards known: the other one is kept
            exact.remove(next(f for f in exact if f.card == card))
        elif not (exact and exact[0].card != card):  # unless the known card was not the one played
            exact = []
        self.forget(seat)
        self.facts[seat] = exact

    def countess_facts(self, seat, card):
        edition = self.obs.edition
        countesses = edition.with_effect("forced")
        if not countesses:
            return
        source = self.source("src_play", seat, card)
        if edition.forces_countess(card):  # had the Countess been kept, she had to be played
            self.add(seat, "no_countess", card, source)
        elif card.effect == "forced" and not self.known_cards(seat):  # a known card says if she was
            self.add(seat, "maybe_forced", card, source)

    def _on_guessed(self, e):
        if not e.hit and e.target != self.seat:
            self.add(e.target, "not", e.guess, self.source("src_guess", e.seat, e.card))

    def _on_looked(self, e):
        if e.target == self.seat:
            self.watchers[e.seat] = e.card
        if e.seat == self.seat:
            self.set_exact(e.target, e.card, self.source("src_priest", *self.last_play))

    def _on_compared(self, e):
        source = self.source("src_baron", *self.last_play, q=self.who(e.target))
        if e.loser is None and self.seat in (e.seat, e.target):  # a tie: the other knows my card
            other, mine = (e.target, e.seat_card) if e.seat == self.seat else (e.seat, e.target_card)
            self.watchers[other] = mine
        if self.seat == e.seat:
            self.set_exact(e.target, e.target_card, source)
        elif self.seat == e.target:
            self.set_exact(e.seat, e.seat_card, source)
        elif e.loser is None:
            self.add(e.seat, "equal", e.target, source)
            self.add(e.target, "equal", e.seat, source)
        else:
            self.pending_winner = (e.target if e.loser == e.seat else e.seat, source)

    def _on_eliminated(self, e):
        if self.pending_winner and e.card is not None:
            winner, source = self.pending_winner
            self.add(winner, "higher", e.card, source)
        self.pending_winner = None
        self.forget(e.seat)  # "same value as" a player who left says nothing more

    def _on_discarded(self, e):
        self.forget(e.seat)
        if e.seat == self.seat:
            self.watchers = {}

    def _on_redrew(self, e):
        if e.from_burned:
            self.add(e.seat, "burned_taken", None, self.source("src_prince", *self.last_play))
        else:
            self.draw(e.seat)

    def _on_chancellor_drew(self, e):
        for _ in e.cards:
            self.draw(e.seat)

    def _on_chancellor_returned(self, e):
        self.layout.extend(e.cards)  # None for cards another seat returned
        mine = e.seat == self.seat and e.cards
        self.blocks.extend([len(self.under_deck) if mine else None] * len(e.cards))
        if mine:
            self.under_deck.append((self.source("src_chancellor", *self.last_play), len(e.cards)))
        elif e.seat != self.seat:
            self.forget(e.seat)

    def _on_swapped(self, e):
        source = self.source("src_swap", *self.last_play)
        a, b = e.seat, e.target
        if self.seat in (a, b):  # the other gave me the card I hold now, and knows it
            self.watchers = {b: e.seat_card} if a == self.seat else {a: e.target_card}
            self.forget(a)
            self.forget(b)
            if self.seat == a:
                self.set_exact(b, e.target_card, source)
            else:
                self.set_exact(a, e.seat_card, source)
            return
        # The facts follow the cards: each is restated about its new holder, with both sources.
        played = self.source("src_play", *self.last_play)
        given = {a: self.facts[b], b: self.facts[a]}
        for holder, found in given.items():
            self.facts[holder] = [self.moved(f, holder, source, played) for f in found if f.kind != "maybe_forced"]
        other = {a: b, b: a}
        for seat, found in self.facts.items():
            self.facts[seat] = [f._replace(card=other.get(f.card, f.card)) if f.kind == "equal" else f
                                for f in found]

    def moved(self, fact, holder, swap_source, played):
        """``fact`` about a card that ``holder`` now holds after a swap."""
        source = swap_source if fact.source == played else F["src_then"].format(first=fact.source, then=swap_source)
        if fact.kind == "no_countess" and fact.by is None:  # « avec le Roi… »: who played it
            fact = fact._replace(by=fact.seat)
        return fact._replace(seat=holder, source=source)

    def _on_round_ended(self, e):
        for seat, card in enumerate(e.hands):  # at a showdown every hand is shown
            if card is not None and seat != self.seat:
                self.forget(seat)
                self.set_exact(seat, card, self.source("src_showdown"))

    # --- answers -------------------------------------------------------------------------------
    def who_knows_my_card(self):
        """{other seat: card} for the players who know the card this seat holds now (they looked
        at it with a Priest, tied a Baron duel with it, or gave it in a King's swap)."""
        return dict(self.watchers)

    def who(self, seat):
        return fr.YOU if seat == self.seat else self.obs.names[seat]

    def render(self, fact):
        """The fact's French sentence."""
        p = self.who(fact.seat) if fact.seat is not None else ""
        card = fact.card
        if fact.kind == "exact":
            text = F["exact"].format(p=p, card=fr.the(card))
        elif fact.kind == "not":
            text = F["not"].format(p=p, card=fr.none_of(card))  # « n'a pas de Prince », one of two
        elif fact.kind == "higher":
            text = F["higher"].format(p=p, card=fr.the(card), value=card.value)
        elif fact.kind == "equal":
            text = F["equal"].format(p=p, q=self.who(card))
        elif fact.kind == "no_countess":
            countess = self.obs.edition.with_effect("forced")[0]
            key = "no_countess" if fact.by is None else "no_countess_given"
            text = F[key].format(p=p, countess=fr.the(countess), card=fr.the(card),
                                 que_q=fr.elide("que", self.who(fact.by)) if fact.by is not None else "")
        elif fact.kind == "maybe_forced":
            forcing = fr.join_or(fr.one_of(c) for c in self.forcing_cards(fact.seat))  # « le Roi ou un Prince »
            text = F["maybe_forced"].format(p=p, countess=fr.the(card), forcing=forcing)
        elif fact.kind in ("under_deck", "under_deck_left"):
            text = F[fact.kind].format(cards=fr.join_and(fr.the(c) for c in card),
                                       order=F["top_down"] if len(card) > 1 else "")
        else:
            text = F["burned_taken"].format(p=p)
        return fact._replace(text=text[:1].upper() + text[1:])

    def deck_facts(self):
        """The cards this seat put under the deck and that are still there, block by block."""
        found = []
        for block, (source, size) in enumerate(self.under_deck):
            cards = tuple(c for c, b in zip(self.layout, self.blocks) if b == block)
            if cards:
                found.append(Fact(None, "under_deck" if len(cards) == size else "under_deck_left", cards, source))
        return found

    def all_facts(self):
        """Every fact still true now: about the other players in the round, then about the deck."""
        found = [f for s in range(self.obs.n_players) if s != self.seat and self.obs.alive[s]
                 for f in self.facts[s] if f.kind != "maybe_forced" or self.forcing_cards(s)]
        found.extend(self.deck_facts())
        return [self.render(f) for f in found]

    def possible_cards(self, seat):
        """The cards ``seat`` (holding one card this seat does not know) may hold, by the facts:
        unseen, not ruled out by « n'a pas », « plus forte que » or « n'a pas la Comtesse »."""
        unseen = Counter(self.obs.edition.deck) - Counter(self.placed())
        ruled_out = set()
        for f in self.facts[seat]:
            if f.kind == "not":
                ruled_out.add(f.card)
            elif f.kind == "higher":
                ruled_out.update(c for c in unseen if c.value <= f.card.value)
            elif f.kind == "no_countess":
                ruled_out.update(self.obs.edition.with_effect("forced"))
        return [c for c in self.obs.edition.cards if unseen[c] and c not in ruled_out]

    def forcing_cards(self, seat):
        """The cards that forced the Countess that ``seat`` may still hold (a « peut-être »)."""
        ed = self.obs.edition
        return [c for c in self.possible_cards(seat) if ed.forces_countess(c)]

    def placed(self):
        """Every card whose place this seat knows: its hand, the discards, the face-up cards,
        the hands it knows and its own cards still under the deck."""
        obs = self.obs
        cards = list(obs.hand) + list(obs.face_up)
        for pile in obs.discards:
            cards.extend(pile)
        for s in range(obs.n_players):
            if s != self.seat and obs.alive[s]:
                cards.extend(self.known_cards(s))
        cards.extend(c for c in self.layout if c is not None)
        return cards


def facts(obs):
    """The facts this seat knows now, in French, each with its source (a list of :class:`Fact`)."""
    return Knowledge(obs).all_facts()
