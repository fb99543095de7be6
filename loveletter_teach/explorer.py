"""The position explorer: « what would you guess here? », for any position a real round can reach.

A :class:`Position` is a real round: an edition, the players, the seat whose view is explored (the
*viewer*), a complete deck order and the moves played, replayed by the engine. So it is exactly what
a round could produce; anything else is refused with a French reason (a card count exceeded, an
illegal play). The hidden cards are chosen for the explorer — from a seed, or by a search when a
move or a result asks for a card the deal did not give (:meth:`Position.with_move`) — and nothing
shown depends on them: :func:`explore` reads the viewer's observation only.

>>> p = position("classique", 3, hands=["Garde", "Prêtre", "Baron"], deck=["Comtesse"])
>>> p = p.with_move(("Garde", "Bob", "Roi"))          # Alice's Guard misses Bob
>>> q = from_code(p.code)                             # the share code rebuilds what Alice saw
>>> q.observation() == p.observation() and q.code == p.code
True
>>> p.code.startswith("LL2-")
True

:func:`explore` shows, side by side, the three levels (comptage, déduction, modèle with its
setting), the facts, the Guard advisor, the tree behind the best guess and a Monte Carlo check.
"""

import base64
import random
import zlib
from collections import Counter
from dataclasses import dataclass, field, replace
from fractions import Fraction

from . import fr
from .actions import Keep, Play
from .canonical import NoDeal, canonical_deal
from .editions import EDITIONS, get_edition
from .errors import (IllegalActionError, ImpossiblePositionError, LoveLetterError, PositionCodeError, SetupError,
                     UnknownCardError)
from .events import (ChancellorDrew, ChancellorReturned, Compared, Dealt, Discarded, Drew, Eliminated, Guessed,
                     Looked, Played, Redrew, RoundEnded, Swapped, dispatch)
from .html import FONT, attr, esc, french_output, message_html, observation_html
from .names import normalize, seat_named
from .narration import describe
from .probability import (DEDUCTION, MODEL, Knowledge, PlayModel, beliefs, card_counting, deduction, guard_advice,
                          monte_carlo, play_tree)
from .probability.display import number as _number
from .probability.facts import check_observation
from .rounds import Round, check_names, check_seat

X = fr.EXPLORER
HALF = Fraction(1, 2)
CODE_VERSION = 2  # 1: the moves' ranks among public moves, read back by a budgeted search (refused now)
PREFIX = f"LL{CODE_VERSION}-"
# The editions a code can name, by their index: never reorder (old codes would change meaning).
CODE_EDITIONS = ("classique", "2019", "16-cartes", "lettre-d-amour")
SWAP_SEARCH, SHUFFLE_SEARCH = True, 300  # the redeal search: every swap of two cards, then shuffles


# --- a position: a real round, seen by one seat ----------------------------------------------------
class HiddenKeep(Keep):
    """Another player's Chancellor choice as the viewer sees it: one card kept, the others under the
    deck, which ones unseen. :meth:`Position.public_moves` offers it instead of the real choices (they
    would name that player's cards); :meth:`Position.with_move` plays one of them (the viewer sees the
    same whichever it is)."""

    def __str__(self):
        return X["hidden_keep"]


HIDDEN_KEEP = HiddenKeep(None, ())


@dataclass(frozen=True)
class Position:
    """A round to explore: ``deck`` (every card, top first: the burned card, the face-up cards, one
    card per seat from ``first`` on, then the draw pile) and ``moves`` (Play/Keep values) replayed
    by the engine; ``viewer``: the seat whose observation is explored; ``keep_high``: the setting
    of the ``modèle`` level. Building one that no real round could produce raises
    :class:`ImpossiblePositionError` with the reason in French."""

    edition: object
    names: tuple
    viewer: int
    first: int
    deck: tuple
    moves: tuple = ()
    keep_high: Fraction = HALF
    _round: object = field(default=None, init=False, repr=False, compare=False)
    _code: object = field(default=None, init=False, repr=False, compare=False)

    def __post_init__(self):
        edition = get_edition(self.edition)
        object.__setattr__(self, "edition", edition)
        names = check_names(self.names, len(self.names))
        object.__setattr__(self, "names", names)
        check_seat(self.viewer, len(names))
        object.__setattr__(self, "keep_high", _keep_high(self.keep_high))
        deck = edition.cards_of(self.deck)
        object.__setattr__(self, "deck", deck)
        r = _replay(edition, names, self.first, deck, self.moves)
        object.__setattr__(self, "moves", tuple(r.actions))
        object.__setattr__(self, "_round", r)

    # --- what the explorer reads ----------------------------------------------------------------
    @property
    def n_players(self):
        return len(self.names)

    def round(self):
        """The whole round (the truth, hidden cards included): a copy, for the teacher."""
        return self._round.copy()

    def observation(self):
        """What the viewer knows: the only thing the panels read."""
        return self._round.observation(self.viewer)

    @property
    def over(self):
        return self._round.over

    @property
    def to_act(self):
        """The seat whose move comes next."""
        return self._round.current

    def legal_moves(self):
        """The engine's legal moves now (for the player to act, with the real hidden cards)."""
        return self._round.legal_actions()

    def public_moves(self):
        """Every move the player to act could be seen to make, whatever their hidden cards: for the
        viewer, their legal moves; for another player, every card they could hold on every target
        the rules allow; another player's Chancellor choice: :data:`HIDDEN_KEEP` (the cards it names
        stay hidden). :meth:`with_move` finds a deal."""
        if self._hidden_keep():
            return (HIDDEN_KEEP,)
        return _public_moves(self._round, self.viewer)

    def _hidden_keep(self):
        """True when the move to come is another player's Chancellor choice."""
        r = self._round
        return not r.over and r.phase == "keep" and r.current != self.viewer

    # --- changing it ------------------------------------------------------------------------------
    def with_move(self, move, result=None):
        """This position with one more move (a Play/Keep, or (card, target, named card) with names).

        ``result`` asks for what the viewer sees of it: « touché »/« raté » (a Guard), the loser,
        (the loser, the card they show) or « égalité » (a Baron), the card seen (the viewer's Priest), the card discarded (a Prince), the
        card the viewer receives (a King). When the deal does not give the move or the result, the
        hidden cards are chosen again, keeping everything the viewer saw; if the search finds no such
        deal, a French :class:`ImpossiblePositionError` says so, and why when what the viewer knows
        forbids it (« Alice sait que Bob a la Comtesse. »)."""
        r = self._round
        k = len(self.moves) + 1
        if r.over:
            raise ImpossiblePositionError(X["round_over"].format(k=k))
        if isinstance(move, HiddenKeep):  # any choice: the viewer sees the same
            move = r.legal_actions()[0] if self._hidden_keep() else move
        action = _action(r, move, k)
        wanted = None if result is None else _wanted(self, r, action, result)
        reason = _try(r, action, wanted, self.viewer)
        if reason is None:
            return replace(self, moves=self.moves + (action,))
        if r.current == self.viewer and action not in r.legal_actions():  # the viewer's own cards are fixed
            raise ImpossiblePositionError(X["bad_move"].format(k=k, who=r.names[r.current], reason=reason))
        found, closest = self._redeal(action, wanted)
        if found is not None:
            return found
        who, viewer = r.names[r.current], fr.elide("que", self.names[self.viewer])
        text = describe(action, r.names)
        known = _known_reason(self, action, wanted)  # certain: what the viewer knows forbids it
        words = {"who": who, "action": text, "viewer": viewer, "reason": known or closest or reason,
                 "result": _result_text(self, wanted) if wanted else ""}
        key = ("no_deal" if known else "not_found") + ("_result" if wanted else "")
        raise ImpossiblePositionError(X[key].format(**words))

    def as_seen(self):
        """The same position for the viewer, with the hidden cards of the canonical deal of what the
        viewer saw (a function of the viewer's observation alone: two positions the viewer cannot
        tell apart give the same one); this position itself when there is none."""
        seen = _canonical(self.observation(), self.keep_high)
        return seen if seen is not None and seen.observation() == self.observation() else self

    def undo(self):
        """This position without its last move."""
        return replace(self, moves=self.moves[:-1])

    def seen_by(self, viewer):
        """The same round explored from another seat (a seat or a name)."""
        seat = seat_named(self.names, viewer) if isinstance(viewer, str) else viewer
        return replace(self, viewer=check_seat(seat, self.n_players))

    def with_model(self, keep_high):
        """The same position with another setting of the ``modèle`` level."""
        return replace(self, keep_high=keep_high)

    def _redeal(self, action, wanted):
        """A position with other hidden cards, the same observation for the viewer, where ``action``
        (with its ``wanted`` result) happens, by exchanging the cards of the places the viewer never
        received. Returns (position, None), or (None, the engine's reason in a deal where the player
        holds the card but may not play it)."""
        obs = self.observation()
        free = _free_slots(self._round, self.viewer)
        closest = None
        for deck in _candidates(list(self.deck), free):
            try:
                r = _replay(self.edition, self.names, self.first, deck, self.moves)
            except ImpossiblePositionError:
                continue
            if r.observation(self.viewer) != obs:
                continue
            reason = _try(r, action, wanted, self.viewer)
            if reason is None:
                return replace(self, deck=tuple(deck), moves=self.moves + (action,)), None
            if closest is None and getattr(action, "card", None) in r.hands[r.current]:
                closest = reason
        return None, closest

    # --- sharing ------------------------------------------------------------------------------------
    @property
    def code(self):
        """A short text « LL2-… » that :func:`from_code` turns back into a position with the same
        observation for the viewer and nothing more (:func:`encode`: the canonical deal of what the
        viewer saw); a French :class:`ImpossiblePositionError` when there is none."""
        if self._code is None:
            object.__setattr__(self, "_code", encode(self))
        return self._code

    @property
    def deal_code(self):
        """A code that carries the whole deal too (the teacher's key: the real hidden cards, to
        reveal after the class has guessed); :func:`from_code` rebuilds this very round."""
        return encode(self, deal=True)

    @french_output
    def _repr_html_(self):
        return explore(self)._repr_html_()


def _keep_high(value):
    try:
        value = Fraction(value)
    except (TypeError, ValueError, ZeroDivisionError):
        raise ImpossiblePositionError(X["bad_keep_high"].format(value=value)) from None
    if not 0 <= value <= 1 or value.denominator > 255:
        raise ImpossiblePositionError(X["bad_keep_high"].format(value=value))
    return value


def _replay(edition, names, first, deck, moves):
    """The round of ``deck`` with ``moves`` played, or an ImpossiblePositionError saying why not."""
    try:
        r = Round.from_deck(edition, deck, len(names), first, names)
    except SetupError as exc:
        raise ImpossiblePositionError(_count_reason(edition, deck) or str(exc)) from None
    for k, move in enumerate(moves, 1):
        if r.over:
            raise ImpossiblePositionError(X["round_over"].format(k=k))
        action = _action(r, move, k)
        try:
            r.play(action)
        except IllegalActionError as exc:
            raise ImpossiblePositionError(X["bad_move"].format(k=k, who=r.names[r.current], reason=exc)) from None
    return r


def _count_reason(edition, cards):
    """« 2 Princesses demandées alors que l'édition classique n'en a que 1 », or None."""
    try:
        cards = edition.cards_of([c for c in cards if c is not None])
    except UnknownCardError:
        return None
    have = Counter(cards)
    for card in edition.cards:
        if have[card] > card.count:
            asked = fr.count_of(card, have[card])
            return X["too_many"].format(asked=asked, s="e" * card.feminine + "s" * (have[card] > 1),
                                        edition=edition.id, have=fr.count_of(card, card.count))
    return None


def _action(r, move, k):
    """``move`` as an engine action (names accepted), without checking that it is legal."""
    if isinstance(move, (Play, Keep)):
        action = move
    elif isinstance(move, str):
        action = Play(move)
    elif isinstance(move, (tuple, list)) and 1 <= len(move) <= 3:
        action = Play(*move)
    else:
        raise ImpossiblePositionError(X["bad_move_spec"].format(k=k, spec=move))
    try:
        return r._normalized(action)
    except (IllegalActionError, UnknownCardError) as exc:
        raise ImpossiblePositionError(X["bad_move"].format(k=k, who=r.names[r.current], reason=exc)) from None


# --- results the viewer sees, and the search for a deal ---------------------------------------------
def _wanted(p, r, action, result):
    """The result asked for ``action``, as :func:`_outcome` writes it: (kind, value)."""
    viewer, card, seat = p.viewer, action.card if isinstance(action, Play) else None, r.current
    effect = getattr(card, "effect", None)
    key = normalize(result) if isinstance(result, str) else result
    if effect == "guess" and action.target is not None:
        values = {normalize(X["hit"]): True, normalize(X["miss"]): False, True: True, False: False}
        if key in values:
            return ("guess", values[key])
        allowed = f"{X['hit']}, {X['miss']}"
    elif effect == "compare" and action.target is not None:
        if key == normalize(X["tie"]):
            return ("compare", None)
        who, shown = (result[0], result[1]) if isinstance(result, (tuple, list)) and len(result) == 2 else (
            result, None)
        loser = seat_named(r.names, who) if isinstance(who, str) else who
        if loser in (seat, action.target):
            try:
                return ("compare", loser) if shown is None else ("compare", loser, p.edition.card(shown))
            except (UnknownCardError, TypeError):
                pass
        allowed = ", ".join([X["tie"], r.names[seat], r.names[action.target],
                             X["loser_card"].format(p=r.names[action.target])])
    elif (effect == "peek" and action.target is not None and seat == viewer) or effect == "discard_redraw" or (
            effect == "swap" and action.target is not None and viewer in (seat, action.target)):
        try:
            return (effect, p.edition.card(result))
        except (UnknownCardError, TypeError):
            allowed = ", ".join(c.name for c in p.edition.cards)
    else:
        raise ImpossiblePositionError(X["no_result"].format(viewer=p.names[viewer], who=r.names[seat],
                                                            card=fr.the(card) if card else "—"))
    raise ImpossiblePositionError(X["bad_result"].format(result=result, card=fr.the(card), allowed=allowed))


def _outcome(events, viewer):
    """What the viewer sees of a move, from the events it added: (kind, value) or None."""
    outcome = _Outcome(events, viewer)
    handlers = outcome.HANDLERS
    for e in events:
        handler = handlers.get(type(e))
        if handler:
            found = handler(outcome, e)
            if found is not None:
                return found
    return None


@dispatch()
class _Outcome:
    """:func:`_outcome`, one method per event: what the viewer sees of it, or None (look further)."""

    NOT_CONCERNED = (Dealt, Drew, Played, Redrew, ChancellorDrew, ChancellorReturned, Eliminated, RoundEnded)

    def __init__(self, events, viewer):
        self.events, self.viewer = events, viewer

    def _on_guessed(self, e):
        return ("guess", e.hit)

    def _on_compared(self, e):
        shown = next((x.card for x in self.events if type(x) is Eliminated and x.seat == e.loser), None)
        return ("compare", e.loser, shown)

    def _on_looked(self, e):
        return ("peek", e.card) if e.seat == self.viewer else None

    def _on_discarded(self, e):
        return ("discard_redraw", e.card)

    def _on_swapped(self, e):
        viewer = self.viewer
        return ("swap", e.seat_card if e.seat == viewer else e.target_card) if viewer in (e.seat, e.target) else None


def _try(r, action, wanted, viewer):
    """None if ``action`` may be played in ``r`` with the ``wanted`` result; else the French reason."""
    if action not in r.legal_actions():
        return r.why_illegal(action) or fr.ERR["not_an_action"].format(action=action)
    if wanted is None:
        return None
    copy = r.copy()
    start = len(copy.log)
    copy.play(action)
    if (_outcome(copy.log[start:], viewer) or ())[:len(wanted)] != wanted:
        return X["other_result"]
    return None


def _public_moves(r, viewer):
    if r.over:
        return ()
    seat = r.current
    if seat == viewer or r.phase != "play":
        return r.legal_actions()
    e = r.edition
    moves = []
    for card in e.cards:
        targets = e.targets(card, seat, r.alive, r.protected)
        if not targets:
            moves.append(Play(card))
        elif e.names_card(card):
            moves.extend(Play(card, t, g) for t in targets for g in e.guessable())
        else:
            moves.extend(Play(card, t) for t in targets)
    return tuple(moves)


def _free_slots(r, viewer):
    """The places of the deck order whose card the viewer has not received itself: the burned card,
    the other seats' dealt cards and every draw but the viewer's own (face-up cards stay)."""
    k = r.edition.face_up_for(r.n)
    taken = []  # who took each card of the order after the face-up ones, in order
    get = _Takers.HANDLERS.get
    for e in r.log:
        handler = get(type(e))
        if handler:
            taken += handler(e)
    mine = {1 + k + i for i, seat in enumerate(taken[:len(r.order) - 1 - k]) if seat == viewer}
    return [0] + [i for i in range(1 + k, len(r.order)) if i not in mine]


@dispatch()
class _Takers:
    """:func:`_free_slots`, one method per event that takes cards from the deck: the seat that took
    each card, in order."""

    NOT_CONCERNED = (Played, Guessed, Looked, Compared, Discarded, ChancellorReturned, Swapped, Eliminated,
                     RoundEnded)

    @staticmethod
    def _on_dealt(e):
        return (e.seat,)

    _on_drew = _on_dealt

    @staticmethod
    def _on_redrew(e):
        return () if e.from_burned else (e.seat,)

    @staticmethod
    def _on_chancellor_drew(e):
        return (e.seat,) * len(e.cards)


def _candidates(deck, free):
    """Other deck orders to try: every exchange of two free places, then seeded shuffles of them."""
    if SWAP_SEARCH:
        for a in range(len(free)):
            for b in range(a + 1, len(free)):
                i, j = free[a], free[b]
                if deck[i] != deck[j]:
                    other = list(deck)
                    other[i], other[j] = other[j], other[i]
                    yield other
    rng = random.Random(0)
    for _ in range(SHUFFLE_SEARCH):
        cards = [deck[i] for i in free]
        rng.shuffle(cards)
        other = list(deck)
        for i, card in zip(free, cards):
            other[i] = card
        yield other


def _known_reason(p, action, wanted=None):
    """Why the viewer's own knowledge forbids ``action``: every copy of the card is already seen,
    the viewer knows the player's hand, or every copy of the card a Guard should hit is seen.
    None if it is not that simple."""
    if not isinstance(action, Play):
        return None
    obs = p.observation()
    knowledge = Knowledge(obs)
    seat, card = obs.current, action.card
    seen = Counter(knowledge.placed())
    if seat != p.viewer and seen[card] >= card.count:
        return _all_seen(p, card, seen[card])
    if wanted is not None and wanted[0] == "guess":
        target, guess = action.target, action.guess
        held = obs.hand if target == p.viewer else knowledge.known_cards(target)
        if held and (guess in held) != wanted[1]:
            if target == p.viewer:
                return X["own_hand"].format(viewer=p.names[p.viewer], cards=fr.join_and(fr.the(c) for c in held))
            return X["known_hand"].format(viewer=p.names[p.viewer], que_p=fr.elide("que", p.names[target]),
                                          card=fr.join_and(fr.the(c) for c in held))
        if wanted[1] and seen[guess] >= guess.count:
            return _all_seen(p, guess, seen[guess])
    known = knowledge.known_cards(seat) if seat != p.viewer else ()
    if known:
        text = X["known_hand"].format(viewer=p.names[p.viewer], que_p=fr.elide("que", p.names[seat]),
                                      card=fr.join_and(fr.the(c) for c in known))
        forced = p.edition.forced_card((known[0], card)) if len(known) == 1 else None
        if forced is not None and forced != card:  # « en gardant la Comtesse »
            text = text[:-1] + X["forced"].format(card=fr.the(card), forced=fr.the(forced))
        return text
    return None


def _all_seen(p, card, k):
    return X["all_seen"].format(count_seen=fr.count_of(card, k), s="e" * card.feminine + "s" * (k > 1),
                                viewer=p.names[p.viewer], edition=p.edition.id, have=fr.count_of(card, card.count))


def _result_text(p, wanted):
    kind, value = wanted[:2]
    if kind == "guess":
        return X["hit"] if value else X["miss"]
    if kind == "compare":
        if value is None:
            return X["tie"]
        if len(wanted) == 3:
            return X["loses_with"].format(p=p.names[value], card=fr.the(wanted[2]))
        return X["loses"].format(p=p.names[value])
    return value.name


# --- building a position -------------------------------------------------------------------------------
def position(edition="classique", players=None, viewer=0, *, hands=None, deck=(), burned=None, face_up=None,
             first=0, moves=(), seed=0, keep_high=HALF):
    """A position to explore. ``players``: a number or the players' names; ``viewer``: whose view
    (a seat or a name); ``hands``: each seat's first card (None: any); ``deck``: the draw pile, top
    first (None for any card); ``burned``, ``face_up`` (2 players): chosen or any. The cards left
    are dealt at random with ``seed``; then ``moves`` are played one by one as with
    :meth:`Position.with_move` (a move may be ``(move, result)``).

    >>> try:
    ...     position("classique", ["Alice", "Bob"], hands=["Princesse", "Princesse"])
    ... except ImpossiblePositionError as exc:
    ...     print(exc)
    Impossible : 2 Princesses demandées alors que l'édition classique compte 1 Princesse.
    """
    edition = get_edition(edition)
    if players is None:
        players = edition.min_players + 1 if edition.max_players > edition.min_players else edition.min_players
    if isinstance(players, int):
        edition.check_players(players)
    names = fr.DEFAULT_NAMES[:players] if isinstance(players, int) else tuple(players)
    edition.check_players(len(names))
    names = check_names(names, len(names))
    n, k = len(names), edition.face_up_for(len(names))
    viewer = seat_named(names, viewer) if isinstance(viewer, str) else viewer
    viewer, first = check_seat(viewer, n), check_seat(first, n)
    hands = [None] * n if hands is None else list(hands)
    if len(hands) != n:
        raise ImpossiblePositionError(X["hands_count"].format(n=n, got=len(hands)))
    if face_up is not None and len(face_up) != k:
        key = "too_many_face_up" if k else "no_face_up"
        raise ImpossiblePositionError(X[key].format(expected=k, edition=edition.id, got=len(face_up), n=n))
    face_up = [None] * k if face_up is None else list(face_up)
    dealt = [hands[(first + i) % n] for i in range(n)]
    room = edition.size - 1 - k - n
    if len(deck) > room:
        raise ImpossiblePositionError(X["deck_too_long"].format(n=n, edition=edition.id, room=room, got=len(deck)))
    draws = list(deck) + [None] * (room - len(deck))
    order = [burned, *face_up, *dealt, *draws]
    chosen = [None if c is None else edition.card(c) for c in order]
    reason = _count_reason(edition, chosen)
    if reason:
        raise ImpossiblePositionError(reason)
    rest = list((Counter(edition.deck) - Counter(c for c in chosen if c is not None)).elements())
    random.Random(seed).shuffle(rest)
    order = [c if c is not None else rest.pop() for c in chosen]
    p = Position(edition, names, viewer, first, tuple(order), keep_high=keep_high)
    for move in moves:
        if isinstance(move, tuple) and len(move) == 2 and isinstance(move[0], (Play, Keep, tuple, list)):
            p = p.with_move(*move)
        else:
            p = p.with_move(move)
    return p


def position_of(round_, viewer):
    """The position of a real round now, explored from ``viewer`` (a seat or a name)."""
    if not round_.order:
        raise ImpossiblePositionError(X["not_a_round"])
    seat = seat_named(round_.names, viewer) if isinstance(viewer, str) else viewer
    return Position(round_.edition, round_.names, check_seat(seat, round_.n), round_.first_player,
                    round_.order, tuple(round_.actions))


# --- the share code ------------------------------------------------------------------------------------
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_LOOKALIKE = str.maketrans({"0": "O", "1": "I", "8": "B"})


SEEN, DEAL = 0, 1  # what a code carries: what the viewer saw only, or the whole deal


def encode(p, deal=False):
    """``p`` as « LL2-XXXXX-XXXXX-… »: a version, then base32 of the packed position and a CRC-32
    check of it. By default the code carries what the viewer saw and nothing else: the deal it holds
    is the *canonical deal* of the viewer's observation (:func:`canonical.canonical_deal`, computed
    from that observation alone), so two positions the viewer cannot tell apart get the same code and
    its hidden cards say nothing of the real ones. ``deal=True``: the real deal (the teacher's key).
    A position that the canonical deal cannot rebuild gets no code: a French
    :class:`ImpossiblePositionError` says so (never the real deal instead)."""
    if p.edition.id not in CODE_EDITIONS or EDITIONS.get(p.edition.id) != p.edition:
        raise ImpossiblePositionError(X["custom_edition"].format(editions=", ".join(CODE_EDITIONS)))
    if deal:
        return _text(_header(p) + _pack(p, DEAL))
    seen = _canonical(p.observation(), p.keep_high)
    if seen is None or seen.observation() != p.observation():
        raise ImpossiblePositionError(X["code_unavailable"].format(viewer=fr.elide("que", p.names[p.viewer])))
    return _text(_header(seen) + _pack(seen, SEEN))


def _canonical(obs, keep_high):
    """The position of the canonical deal of ``obs`` (what its seat saw), or None if there is none."""
    try:
        first, deck, moves = canonical_deal(obs)
        return Position(obs.edition, obs.names, obs.seat, first, deck, moves, keep_high)
    except (NoDeal, ImpossiblePositionError):
        return None


def _header(p):
    data = bytearray([CODE_EDITIONS.index(p.edition.id), p.n_players, p.first, p.viewer,
                      p.keep_high.numerator, p.keep_high.denominator])
    if p.names == fr.DEFAULT_NAMES[:p.n_players]:
        data.append(0)
    else:
        text = "\x1f".join(p.names).encode("utf-8")
        if len(text) > 255:
            raise ImpossiblePositionError(X["too_long"])
        data += bytes([len(text)]) + text
    if len(p.moves) > 255:
        raise ImpossiblePositionError(X["too_long"])
    return bytes(data)


def _nibbles(values):
    values = list(values) + [0] * (len(values) % 2)
    return bytes(16 * values[i] + values[i + 1] for i in range(0, len(values), 2))


def _pack(p, kind):
    """The kind, the deck order (a card index per half byte) and each move as its rank among the legal moves."""
    index = {c: i for i, c in enumerate(p.edition.cards)}
    data = bytearray([kind]) + _nibbles([index[c] for c in p.deck]) + bytes([len(p.moves)])
    r = Round.from_deck(p.edition, p.deck, p.n_players, p.first, p.names)
    for move in p.moves:
        rank = r.legal_actions().index(move)
        if rank > 255:
            raise ImpossiblePositionError(X["too_long"])
        data.append(rank)
        r.play(move)
    return bytes(data)


def _text(data):
    data = bytes(data) + (zlib.crc32(bytes(data)) & 0xFFFFFF).to_bytes(3, "big")
    text = base64.b32encode(data).decode("ascii").rstrip("=")
    return PREFIX + "-".join(text[i:i + 5] for i in range(0, len(text), 5))


def from_code(code):
    """The position written by :attr:`Position.code` (or :attr:`Position.deal_code`); a mistyped or
    broken code raises a French :class:`PositionCodeError` (case, spaces and dashes do not matter;
    0, 1, 8 read as O, I, B)."""
    if not isinstance(code, str):
        raise PositionCodeError(X["code_type"].format(value=code))
    text = "".join(code.split()).upper().replace("-", "")
    if not text.startswith("LL") or len(text) < 3:
        raise PositionCodeError(X["code_prefix"].format(start=code.strip()[:8]))
    version, body = text[2], text[3:]  # one character of version: « LL2 »
    if version != str(CODE_VERSION):
        if version.isdigit() and int(version) > CODE_VERSION:
            raise PositionCodeError(X["code_version"].format(version=version))
        if version.isdigit() and int(version) > 0:
            raise PositionCodeError(X["code_old"].format(version=version))
        raise PositionCodeError(X["code_prefix"].format(start=code.strip()[:8]))
    body = body.translate(_LOOKALIKE)
    bad = sorted({ch for ch in body if ch not in _B32})
    if bad:
        raise PositionCodeError(X["code_letters"].format(bad=" ".join(bad)))
    try:
        data = base64.b32decode(body + "=" * (-len(body) % 8))
    except (ValueError, base64.binascii.Error):
        raise PositionCodeError(X["code_broken"]) from None
    if len(data) < 4 or (zlib.crc32(data[:-3]) & 0xFFFFFF).to_bytes(3, "big") != data[-3:]:
        raise PositionCodeError(X["code_checksum"])
    try:
        p, kind = _unpack(data[:-3])
    except ImpossiblePositionError as exc:
        raise PositionCodeError(X["code_position"].format(reason=exc)) from None
    except (IndexError, ValueError, LoveLetterError):
        raise PositionCodeError(X["code_broken"]) from None
    if kind == SEEN:  # a code of what the viewer saw holds the canonical deal of it, and nothing else
        seen = _canonical(p.observation(), p.keep_high)
        if seen is None or (seen.deck, seen.moves) != (p.deck, p.moves):
            raise PositionCodeError(X["code_broken"])
    return p


def _unpack(data):
    """(the position, its kind) of a code's bytes."""
    pos = 0

    def take(k):
        nonlocal pos
        if pos + k > len(data):
            raise IndexError("truncated")
        chunk = data[pos:pos + k]
        pos += k
        return chunk
    e_index, n, first, viewer, num, den = take(6)
    edition = EDITIONS[CODE_EDITIONS[e_index]]
    edition.check_players(n)
    size = take(1)[0]
    names = fr.DEFAULT_NAMES[:n] if size == 0 else tuple(take(size).decode("utf-8").split("\x1f"))
    kind = take(1)[0]
    packed = take((edition.size + 1) // 2)
    nibbles = [x for b in packed for x in (b >> 4, b & 15)][:edition.size]
    steps = take(take(1)[0])
    if pos != len(data) or not den or kind not in (SEEN, DEAL):
        raise ValueError("not a position")
    deck = tuple(edition.cards[i] for i in nibbles)
    r = _replay(edition, names, first, deck, ())
    moves = []
    for rank in steps:
        if r.over:
            raise ValueError("moves after the end")
        moves.append(r.legal_actions()[rank])
        r.play(moves[-1])
    return Position(edition, names, viewer, first, deck, tuple(moves), Fraction(num, den)), kind


# --- the panels ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Exploration:
    """Every panel of one position, computed from the viewer's observation only: ``counting``,
    ``deduction``, ``model`` (Beliefs), ``facts`` (French sentences), ``advice`` (GuardAdvice),
    ``best`` ((probability, seat, card) or None), ``tree`` (a Tree or None, ``tree_note`` says
    why not), ``check`` (the Monte Carlo Beliefs or None, ``check_note``)."""

    obs: object
    keep_high: Fraction
    counting: object
    deduction: object
    model: object
    facts: tuple
    advice: object
    best: object
    tree: object
    tree_note: str
    check: object
    check_note: str
    samples: int
    code: str = field(default="", compare=False)

    def panels(self):
        """(title, HTML) of every panel, in reading order (the share code is not a panel)."""
        obs, viewer = self.obs, self.obs.names[self.obs.seat]
        # a table wider than the page scrolls in its box; the box takes the focus, so that the keyboard
        # scrolls it too (WCAG 2.1.1), and is named for a screen reader
        levels = "".join(f"<div tabindex='0' role='region' aria-label='{attr(b.level)}' "
                         f"style='flex:0 1 auto;max-width:100%;overflow-x:auto'>{b._repr_html_()}</div>"
                         for b in (self.counting, self.deduction, self.model))
        setting = esc(X["model_setting"].format(p=_frac(self.keep_high)))
        facts = ("<ul>" + "".join(f"<li>{esc(str(f))}</li>" for f in self.facts) + "</ul>" if self.facts
                 else f"<p>{esc(X['no_facts'])}</p>")
        best = self.best_text()
        tree = self.tree._repr_html_() if self.tree is not None else message_html(self.tree_note)
        intro = message_html(self.tree_note) if self.tree is not None else ""
        return [
            (X["panel_position"].format(viewer=viewer), observation_html(obs)),
            (X["panel_levels"], (f"<div style='display:flex;flex-wrap:wrap;gap:12px'>{levels}</div>"
                                 f"<p style='font-size:13px'>{setting}</p>")),
            (X["panel_facts"].format(que_viewer=fr.elide("que", viewer)), facts),
            (X["panel_advice"], f"<p><b>{esc(best)}</b></p>{self.advice._repr_html_()}"),
            (X["panel_tree"], intro + tree),
            (X["panel_check"], self.check_html()),
        ]

    def best_text(self):
        if self.best is None:
            return X["no_guess"]
        p, seat, card = self.best
        return X["best_guess"].format(p=self.obs.names[seat], card=fr.one_of(card), prob=_number(p))

    def check_rows(self):
        """(player, card, exact, estimate, low, high, inside) for the cards of the best guess's player."""
        if self.check is None or self.best is None:
            return []
        _, seat, _ = self.best
        exact = self.deduction.players.get(seat, {})
        estimate = self.check.players.get(seat, {})
        errors = (self.check.stderr or {}).get(seat, {}) if isinstance(self.check.stderr, dict) else {}
        rows = []
        for card in self.obs.edition.cards:
            if card not in exact and card not in estimate:
                continue
            p, q = exact.get(card, 0), float(estimate.get(card, 0))
            half = 1.96 * float(errors.get(card, 0) or 0)
            low, high = max(0.0, q - half), min(1.0, q + half)
            rows.append((self.obs.names[seat], card, p, q, low, high, low - 1e-9 <= float(p) <= high + 1e-9))
        return rows

    def check_html(self):
        if self.check is None:
            return message_html(self.check_note)
        head = "".join(f"<th scope='col' style='padding:2px 8px'>{esc(h)}</th>" for h in X["check_head"])
        body = "".join(
            f"<tr><th scope='row' style='font-weight:400'>{esc(who)}</th><td>{esc(card.name)}</td><td>{_number(p)}</td>"
            f"<td>{fr.decimal(q, 3)}</td><td>[{fr.decimal(low, 3)} ; {fr.decimal(high, 3)}]</td>"
            f"<td>{X['yes'] if inside else X['no']}</td></tr>"
            for who, card, p, q, low, high, inside in self.check_rows())
        return (f"<p>{esc(self.check_note)}</p>"
                f"<table style='border-collapse:collapse'><tr>{head}</tr>{body}</table>")

    @french_output
    def _repr_html_(self):
        obs = self.obs
        title = X["title"].format(edition=obs.edition.title, n=obs.n_players, viewer=obs.names[obs.seat])
        parts = "".join(f"<details open><summary style='font-weight:700;font-size:15px'>{esc(t)}</summary>"
                        f"<div style='margin:4px 0 12px 12px'>{body}</div></details>" for t, body in self.panels())
        return f"<div class='ll-explorer' style='{FONT}color:#111'><h3>{esc(title)}</h3>{parts}</div>"

    def __str__(self):
        lines = [X["title"].format(edition=self.obs.edition.title, n=self.obs.n_players,
                                   viewer=self.obs.names[self.obs.seat])]
        lines += [str(self.counting), str(self.deduction), str(self.model),
                  X["model_setting"].format(p=_frac(self.keep_high))]
        lines += [str(f) for f in self.facts] or [X["no_facts"]]
        lines += [self.best_text(), str(self.advice)]
        lines.append(str(self.tree) if self.tree is not None else self.tree_note)
        lines.append(self.check_note)
        if self.code:
            lines.append(X["code_line"].format(code=self.code))
        return "\n".join(lines)


def analyse(obs, keep_high=HALF, samples=400, seed=0):
    """Every panel of ``obs`` (one seat's observation): the explorer's computations, which never
    see anything but the observation."""
    check_observation(obs)
    keep_high = _keep_high(keep_high)
    model = PlayModel(keep_high=keep_high)
    counting, exact = card_counting(obs), deduction(obs)
    modelled = beliefs(obs, MODEL, model=model)
    facts = tuple(Knowledge(obs).all_facts())
    advice = guard_advice(obs, DEDUCTION)
    best = advice.best[0] if advice.best else _best_guess(obs, exact)
    tree, tree_note = None, X["no_guess"]
    check, check_note = None, X["check_none"].format(reason=X["no_guess"])
    if best is not None:
        seat = best[1]
        who = obs.names[seat]
        try:
            tree = play_tree(obs, seat)  # the déduction's play model, as the best guess
            tree_note = X["tree_intro"].format(p=who, que_p=fr.elide("que", who))
        except LoveLetterError as exc:
            tree_note = X["no_tree"].format(p=who, reason=exc)
        try:
            check = monte_carlo(obs, DEDUCTION, samples=samples, seed=seed)
            check_note = X["check_intro"].format(samples=samples, viewer=fr.elide("que", obs.names[obs.seat]))
        except LoveLetterError as exc:
            check_note = X["check_failed"].format(reason=exc)
    return Exploration(obs, keep_high, counting, exact, modelled, facts, advice, best, tree, tree_note, check,
                       check_note, samples)


def _best_guess(obs, exact):
    """The most likely (probability, seat, card) a Guard could name, by déduction; None if nobody is left."""
    options = [(p, s, c) for s, dist in exact.players.items() for c, p in dist.items()
               if c in obs.edition.guessable()]
    if not options:
        return None
    return min(options, key=lambda o: (-o[0], o[1], o[2]))


def explore(p=None, *args, samples=400, check_seed=0, **build):
    """The explorer's panels for a :class:`Position`, a share code, or the arguments of
    :func:`position` (``explore("classique", 3, hands=[…], moves=[…])``). Displayed in a notebook,
    it shows every panel; ``.code`` is the share code; ``str()`` gives the same in text. ``samples``
    and ``check_seed``: the Monte Carlo check's worlds and seed."""
    if isinstance(p, str) and p.strip().upper().startswith("LL"):
        p = from_code(p)
    elif not isinstance(p, Position):
        p = position(p if p is not None else "classique", *args, **build)
    try:
        code = p.code
    except ImpossiblePositionError:  # no code of what the viewer saw: none at all (never the deal)
        code = ""
    return replace(analyse(p.observation(), p.keep_high, samples, check_seed), code=code)


def _frac(x):
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


__all__ = ["Position", "Exploration", "position", "position_of", "explore", "analyse", "from_code", "encode",
           "CODE_EDITIONS"]
