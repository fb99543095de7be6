"""Invariant checks shared by the tests and the soak benchmark.

Every check raises :class:`AssertionError` with a message that ends with a reproduction
(``Round.from_deck(...)`` and the actions played so far). The checks restate the rules
independently of the engine's code, so that a bug shows up as a disagreement.

Typical use, one step at a time::

    before = capture(r)
    check_state(r); check_legal(r)
    r.play(action)
    check_step(before, r, action)
    ...
    check_round(r)           # everything, including every seat's observation

or simply :func:`play_checked_round` / :func:`play_checked_game` with a seeded ``random.Random``.
"""

import random
from collections import Counter
from itertools import pairwise
from . import events as ev
from .actions import Keep, Play
from .errors import IllegalActionError

# Restated here on purpose, apart from the edition's table: the effects that need another player
# (with none to target, the card is played without effect).
NEEDS_ANOTHER = ("guess", "peek", "compare", "swap")


# Restated: which hidden fields each record has, and who may see them (a seat sees its own cards,
# and the cards shown to it: a Priest's look, both hands of a Baron duel or a King's swap it took part in).
def _by_actor(e):
    return (e.seat,)


def _by_pair(e):
    return (e.seat, e.target)


HIDDEN = {
    ev.Dealt: (("card",), _by_actor),
    ev.Drew: (("card",), _by_actor),
    ev.Redrew: (("card",), _by_actor),
    ev.ChancellorDrew: (("cards",), _by_actor),
    ev.ChancellorReturned: (("cards",), _by_actor),
    ev.Looked: (("card",), _by_pair),
    ev.Compared: (("seat_card", "target_card"), _by_pair),
    ev.Swapped: (("seat_card", "target_card"), _by_pair),
}
PUBLIC = (ev.Played, ev.Guessed, ev.Discarded, ev.Eliminated, ev.RoundEnded)


# --- messages ---------------------------------------------------------------------------------
def describe_action(action):
    """An action written with card names, accepted back by ``Round.play``."""
    if isinstance(action, Keep):
        return f"Keep({action.card.name!r}, {tuple(c.name for c in action.bottom)!r})"
    guess = None if action.guess is None else action.guess.name
    return f"Play({action.card.name!r}, {action.target!r}, {guess!r})"


def reproduction(r):
    """Python that rebuilds ``r``: its deck, seats and the actions played so far."""
    e = r.edition
    deck = [c.name for c in r.order]
    acts = ", ".join(describe_action(a) for a in r.actions)
    return (f"Round.from_deck(EDITIONS[{e.id!r}].with_rules(tie_break={e.tie_break!r}, "
            f"visible_discards={e.visible_discards!r}), {deck!r}, {r.n}, first_player={r.first_player}); "
            f"actions: [{acts}]")


def fail(r, message):
    raise AssertionError(f"{message}\n  turn {r.turn}, phase {r.phase!r}, current seat {r.current}\n"
                         f"  reproduce: {reproduction(r)}")


def _names(cards):
    return sorted(c.name for c in cards)


def _order(cards):
    return [c.name for c in cards]


# --- the state at any moment ------------------------------------------------------------------
def all_cards(r):
    """Every physical card of the round, wherever it lies."""
    cards = [c for hand in r.hands for c in hand]
    cards += r.deck
    cards += r.face_up
    cards += [c for d in r.discards for c in d]
    if r.burned is not None:
        cards.append(r.burned)
    return cards


def initial_deck_size(r):
    """Cards in the draw pile right after the deal."""
    return r.edition.size - 1 - r.edition.face_up_for(r.n) - r.n


def check_conservation(r):
    cards = all_cards(r)
    if not r.edition.is_deck(cards):
        have, want = Counter(cards), Counter(r.edition.deck)
        fail(r, f"cards appeared {_names((have - want).elements())} "
                f"or vanished {_names((want - have).elements())}")


def check_state(r):
    """Card conservation, hand sizes, burned card, protection and round length."""
    check_conservation(r)
    n, phase, cur = r.n, r.phase, r.current
    k = r.edition.face_up_for(n)
    if tuple(r.face_up) != tuple(r.order[1:1 + k]):
        fail(r, f"the face-up cards changed: {_names(r.face_up)}")
    if (r.burned is None) == (r.burned_taken_by is None):
        fail(r, f"burned card {r.burned} but burned_taken_by={r.burned_taken_by}")
    if r.burned_taken_by is not None and r.deck:
        fail(r, "the burned card was taken while the deck still held cards")
    if phase not in ("play", "keep", "over"):
        fail(r, f"unknown phase {phase!r}")
    if (phase == "over") != (r.result is not None) or r.over != (phase == "over"):
        fail(r, f"phase {phase!r} but result {r.result}")
    if not 1 <= r.turn <= initial_deck_size(r):
        fail(r, f"turn {r.turn} out of 1..{initial_deck_size(r)}: the round does not end in time")
    for s in range(n):
        size = len(r.hands[s])
        if not r.alive[s]:
            if size or r.protected[s]:
                fail(r, f"eliminated seat {s} holds {_names(r.hands[s])}, protected={r.protected[s]}")
        elif s == cur and phase == "play":
            if size != 2:
                fail(r, f"the player to act (seat {s}) holds {size} cards, not 2")
        elif s == cur and phase == "keep":
            if size not in (2, 3):
                fail(r, f"seat {s} chooses among {size} cards after a Chancellor (2 or 3 expected)")
        elif size != 1:
            fail(r, f"seat {s} holds {size} cards between turns, not 1")
    if phase != "over":
        if not r.alive[cur]:
            fail(r, f"eliminated seat {cur} is to act")
        if r.protected[cur]:
            fail(r, f"seat {cur} is still protected during its own turn")
        if sum(r.alive) < 2:
            fail(r, "the round goes on with fewer than two players")


# --- legal actions ----------------------------------------------------------------------------
def expected_actions(r):
    """The legal actions, computed again from the rules (unsorted set)."""
    cur, hand, e = r.current, r.hands[r.current], r.edition
    if r.phase == "over":
        return set()
    if r.phase == "keep":
        out = set()
        for i, card in enumerate(hand):
            rest = hand[:i] + hand[i + 1:]
            out.add(Keep(card, tuple(rest)))
            out.add(Keep(card, tuple(reversed(rest))))
        return out
    cards = set(hand)
    countess = [c for c in hand if c.effect == "forced"]
    if countess and any(e.forces_countess(c) for c in hand if c.effect != "forced"):
        cards = set(countess)  # the Countess must be played beside a King or a Prince
    others = [s for s in range(r.n) if s != cur and r.alive[s] and not r.protected[s]]
    out = set()
    for card in cards:
        if card.effect in NEEDS_ANOTHER and not others:
            out.add(Play(card))  # nobody to target: played without effect
        elif card.effect == "guess":
            out.update(Play(card, t, g) for t in others for g in e.cards if g.effect != "guess")
        elif card.effect in NEEDS_ANOTHER:
            out.update(Play(card, t) for t in others)
        elif card.effect == "discard_redraw":
            out.update(Play(card, t) for t in others + [cur])
        else:
            out.add(Play(card))
    return out


def check_legal(r, thorough=False, sample=None):
    """Legal actions: sorted and unique, as the rules say, each one accepted by ``why_illegal``.

    ``thorough``: also try near-miss actions (other targets, guesses, cards, orders) and check
    that ``why_illegal`` refuses exactly those that are not legal. ``sample`` (a random.Random):
    ask ``why_illegal`` about one legal action only, to go faster."""
    acts = r.legal_actions()
    keys = [a.sort_key() for a in acts]
    if any(a >= b for a, b in pairwise(keys)):
        fail(r, f"legal actions not sorted or not unique: {[describe_action(a) for a in acts]}")
    if r.over:
        if acts:
            fail(r, "legal actions after the end of the round")
        return
    if not acts:
        fail(r, "no legal action although the round is not over")
    want = expected_actions(r)
    if set(acts) != want:
        extra = [describe_action(a) for a in set(acts) - want]
        missing = [describe_action(a) for a in want - set(acts)]
        fail(r, f"legal actions disagree with the rules: extra {extra}, missing {missing}")
    for a in acts if sample is None else (acts[int(sample.random() * len(acts))],):
        reason = r.why_illegal(a)
        if reason is not None:
            fail(r, f"legal action {describe_action(a)} refused by why_illegal: {reason}")
    if thorough:
        legal = set(acts)
        for a in near_misses(r):
            reason = r.why_illegal(a)
            if (reason is None) != (a in legal):
                fail(r, f"why_illegal({describe_action(a)}) = {reason!r}, but legal = {a in legal}")


def near_misses(r):
    """Actions close to the legal ones: every card of the hand (and one not in it), every
    target (and None), a guess or not."""
    e, hand = r.edition, r.hands[r.current]
    if r.phase == "keep":
        out = []
        for card in e.cards:
            rest = list(hand)
            if card in rest:
                rest.remove(card)
            out += [Keep(card, tuple(rest)), Keep(card, tuple(rest[:1])), Keep(card, tuple(hand))]
        return out
    cards = set(hand) | {next((c for c in e.cards if c not in hand), hand[0])}
    guesses = [None, *e.cards]
    return [Play(c, t, g) for c in sorted(cards) for t in [None, *range(r.n)] for g in guesses
            if g is None or c.effect == "guess"] + [Play(hand[0], None, e.cards[-1])]


# --- one step ---------------------------------------------------------------------------------
def capture(r):
    """The state before an action, for :func:`check_step` (the round's own copy)."""
    r.legal_actions()  # computed now, so that the copy keeps them
    return r.copy()


def check_step(before, r, action):
    """The action was legal, made by a seat still in the round, on allowed targets, and the
    turn passed to the next seat still in the round."""
    cur = before.current
    if before.phase == "over" or not before.alive[cur]:
        fail(r, f"seat {cur} acted while out of the round (phase {before.phase!r})")
    if action not in before.legal_actions() or r.actions[-1] != action:
        fail(r, f"{describe_action(action)} was played but not legal")
    new = r.log[len(before.log):]
    if not new:
        fail(r, "an action left no trace in the log")
    first = new[0]
    if before.phase == "play":
        if first != ev.Played(cur, action.card, action.target, action.guess):
            fail(r, f"first event {first} does not match {describe_action(action)}")
        _check_target(before, r, first)
    elif first != ev.ChancellorReturned(cur, tuple(action.bottom)) or r.hands[cur] != [action.card]:
        fail(r, f"Keep {describe_action(action)} gave {first} and hand {_names(r.hands[cur])}")
    for event in new[1:]:
        check = _AfterAction.HANDLERS.get(type(event))
        problem = check(event, before, action) if check else None
        if problem:
            fail(r, f"{problem} after {describe_action(action)}")
    _check_draws(before, r, action, new)
    for s in range(r.n):
        if r.alive[s] and not before.alive[s]:
            fail(r, f"seat {s} came back into the round")
    if r.phase == "keep":
        if before.phase != "play" or action.card.effect != "draw_keep" or r.current != cur:
            fail(r, f"phase 'keep' after {describe_action(action)}")
    elif r.phase == "play":
        following = (cur + 1) % r.n
        while not r.alive[following]:
            following = (following + 1) % r.n
        if r.current != following:
            fail(r, f"seat {r.current} plays after seat {cur}; seat {following} expected")
        if not isinstance(new[-1], ev.Drew) or new[-1].seat != following:
            fail(r, f"the turn of seat {following} did not start with a draw")
    for s in range(r.n):
        if s not in (cur, r.current) and r.protected[s] != (before.protected[s] and r.alive[s]):
            fail(r, f"the protection of seat {s} changed on another player's turn")
    if before.phase == "play" and action.card.effect == "protect" and not r.protected[cur]:
        fail(r, f"seat {cur} played {action.card} but is not protected")


def _check_draws(before, r, action, new):
    """Cards leave the deck from the top only, in the order the log says they were drawn;
    a Chancellor's cards go under the deck, in the order the player chose."""
    pile = list(before.deck)  # top first
    if before.phase == "keep":
        pile.extend(action.bottom)
    taken = len(pile) - len(r.deck)
    drawn = [card for e in new for card in _deck_moves(e)[0]]
    for e in new:
        if isinstance(e, ev.Redrew) and e.from_burned and (
                before.deck or e.card != before.burned or r.burned is not None or r.burned_taken_by != e.seat):
            fail(r, f"{e} although the deck held {len(before.deck)} cards and the burned card was {before.burned}")
    if r.deck != pile[taken:] or drawn != pile[:taken]:
        fail(r, f"after {describe_action(action)} the deck (top first) is {_order(r.deck)} and "
                f"{_order(drawn)} were drawn, from the top of {_order(pile)}")


def _check_target(before, r, played):
    cur, card, target = played.seat, played.card, played.target
    effect = card.effect
    others = [s for s in range(r.n) if s != cur and before.alive[s] and not before.protected[s]]
    if target is None:
        if effect == "discard_redraw" or (effect in NEEDS_ANOTHER and others):
            fail(r, f"{card} played without a target although {others} could be targeted")
        return
    if effect not in NEEDS_ANOTHER and effect != "discard_redraw":
        fail(r, f"{card} cannot take a target")
    if not before.alive[target]:
        fail(r, f"eliminated seat {target} targeted by {card}")
    if target == cur and effect != "discard_redraw":
        fail(r, f"seat {cur} targeted itself with {card}")
    if target != cur and before.protected[target]:
        fail(r, f"protected seat {target} targeted by {card}")


# --- the end of a round -----------------------------------------------------------------------
def check_end(r):
    """Winners are still in the round; showdown, tie-break, spy bonus and tokens."""
    if not r.over:
        fail(r, "check_end called on a round that is not over")
    res, last = r.result, r.log[-1]
    alive = [s for s in range(r.n) if r.alive[s]]
    if not isinstance(last, ev.RoundEnded) or last.winners != res.winners:
        fail(r, f"the log does not end with the result: {last}")
    if sum(isinstance(e, ev.RoundEnded) for e in r.log) != 1:
        fail(r, "several RoundEnded events")
    if not res.winners or not set(res.winners) <= set(alive) or list(res.winners) != sorted(set(res.winners)):
        fail(r, f"winners {res.winners} are not distinct seats still in the round {alive}")
    if len(alive) == 1:
        if res.showdown or res.winners != (alive[0],) or any(h is not None for h in last.hands):
            fail(r, f"last player standing {alive[0]}: result {res}, shown hands {last.hands}")
    else:
        if not res.showdown or r.deck:
            fail(r, f"{len(alive)} players left and {len(r.deck)} cards in the deck, but showdown={res.showdown}")
        best = max(r.hands[s][0].value for s in alive)
        tied = [s for s in alive if r.hands[s][0].value == best]
        if r.edition.tie_break == "discard_sum" and len(tied) > 1:
            sums = {s: sum(c.value for c in r.discards[s]) for s in tied}
            tied = [s for s in tied if sums[s] == max(sums.values())]
        if list(res.winners) != tied:
            fail(r, f"showdown winners {res.winners}, expected {tied}")
        shown = tuple(r.hands[s][0] if r.alive[s] else None for s in range(r.n))
        if last.hands != shown:
            fail(r, f"showdown shows {last.hands}, expected {shown}")
    spies = [s for s in alive if any(c.effect == "spy" for c in r.discards[s])]
    spy = spies[0] if len(spies) == 1 else None
    if res.spy_bonus != spy:
        fail(r, f"spy bonus {res.spy_bonus}, expected {spy}")
    tokens = tuple(int(s in res.winners) + int(s == spy) for s in range(r.n))
    if res.tokens != tokens:
        fail(r, f"tokens {res.tokens}, expected {tokens}")
    for e in r.log:
        if isinstance(e, ev.Eliminated) and e.card is not None and e.card not in r.discards[e.seat]:
            fail(r, f"eliminated seat {e.seat} did not show {e.card}")


# --- what each seat sees ----------------------------------------------------------------------
def check_redaction(r, seat, obs):
    """``obs`` shows no hidden card that ``seat`` may not see, and hides nothing public."""
    if obs.seat != seat or obs.deck is not None or obs.burned is not None:
        fail(r, f"observation of seat {seat} shows the deck or the burned card")
    for s in range(r.n):
        shown = r.result is not None and r.result.showdown and r.alive[s]  # hands compared at the end
        want = tuple(r.hands[s]) if s == seat or shown else None
        if obs.hands[s] != want:
            fail(r, f"seat {seat} sees hand {s} as {obs.hands[s]}")
    if obs.hand_sizes != tuple(map(len, r.hands)) or obs.deck_size != len(r.deck):
        fail(r, f"seat {seat}: wrong hand sizes or deck size")
    legal = r.legal_actions() if seat == r.current and not r.over else ()
    if tuple(obs.legal_actions) != tuple(legal):
        fail(r, f"seat {seat} is offered {obs.legal_actions}, expected {legal}")
    if len(obs.events) != len(r.log):
        fail(r, f"seat {seat} sees {len(obs.events)} events out of {len(r.log)}")
    for true, seen in zip(r.log, obs.events):
        if type(seen) is not type(true):
            fail(r, f"seat {seat} sees {seen} for {true}")
        if isinstance(true, PUBLIC):
            if seen != true:
                fail(r, f"seat {seat} sees public event {true} as {seen}")
            continue
        fields, shown_to = HIDDEN[type(true)]
        entitled = seat in shown_to(true)
        for name in true._fields:
            value, got = getattr(true, name), getattr(seen, name)
            if name not in fields or entitled:
                ok = got == value
            elif name == "cards":  # a Chancellor's cards: how many is public, not which
                ok = got == (None,) * len(value)
            else:
                ok = got is None
            if not ok:
                fail(r, f"seat {seat} sees field {name} of {true} as {got!r}")


def shown_opponents(r, seat):
    """Opponents whose card ``seat`` was shown this round (Priest, Baron, King, a showdown)."""
    shown = set()
    for e in r.log:
        told = _Shown.HANDLERS.get(type(e))
        if told:
            shown.update(told(e, seat))
    shown.discard(seat)
    return shown


def known_deck_positions(r, seat):
    """Flags over ``r.deck`` (top first): True where ``seat`` put the card back with a
    Chancellor. The deck is followed through the log, which also checks the deck's size."""
    flags = [False] * initial_deck_size(r)
    for e in r.log:
        taken, under = _deck_moves(e)
        del flags[:len(taken)]
        flags.extend([e.seat == seat] * len(under))
    if len(flags) != len(r.deck):
        fail(r, f"the log accounts for {len(flags)} cards in the deck, which holds {len(r.deck)}")
    return flags


def hidden_exchange(copy, seat, rng):
    """Shuffle, in ``copy``, every card ``seat`` cannot know: deck cards (not those it put back
    itself), the burned card, and the hands of opponents it was never shown this round."""
    slots = [("deck", i) for i, known in enumerate(known_deck_positions(copy, seat)) if not known]
    if copy.burned is not None:
        slots.append(("burned", 0))
    shown = shown_opponents(copy, seat)
    for s in range(copy.n):
        if s != seat and s not in shown:
            slots += [(s, i) for i in range(len(copy.hands[s]))]
    cards = [_slot(copy, place, i) for place, i in slots]
    rng.shuffle(cards)
    for (place, i), card in zip(slots, cards):
        if place == "deck":
            copy.deck[i] = card
        elif place == "burned":
            copy.burned = card
        else:
            copy.hands[place][i] = card
    return len(slots)


def _slot(r, place, i):
    return r.deck[i] if place == "deck" else r.burned if place == "burned" else r.hands[place][i]


def check_observations(r, rng=None):
    """Every seat's observation hides what it must, and stays the same when the cards it cannot
    know are exchanged (in a copy made by ``replay()``; the round itself is left untouched)."""
    rng = rng or random.Random(0)
    original = r.snapshot()
    copy = r.replay()
    if copy.snapshot() != original:
        fail(r, "replay() does not rebuild the same state")
    for seat in range(r.n):
        obs = r.observation(seat)
        check_redaction(r, seat, obs)
        saved = (list(copy.deck), [list(h) for h in copy.hands], copy.burned)
        hidden_exchange(copy, seat, rng)
        other = copy.observation(seat)
        if other != obs:
            diff = [f for f in obs.__dataclass_fields__ if getattr(obs, f) != getattr(other, f)]
            fail(r, f"seat {seat}'s observation changed when hidden cards were exchanged: {diff}")
        copy.deck, copy.hands, copy.burned = saved[0], saved[1], saved[2]
    omni = r.omniscient()
    if omni.hands != tuple(map(tuple, r.hands)) or omni.deck != r.deck_top_first() or omni.burned != r.burned:
        fail(r, "the omniscient view is not the whole truth")
    if r.snapshot() != original:
        fail(r, "checking the observations changed the round")


# --- all at once ------------------------------------------------------------------------------
def check_round(r, rng=None, thorough=False, observations=True):
    """Every check that needs only the round as it is now."""
    check_state(r)
    check_legal(r, thorough)
    if r.over:
        check_end(r)
    if observations:
        check_observations(r, rng)


def random_action(r, rng, by_card=False):
    """A uniform legal action; ``by_card``: a uniform card first, then a uniform action with it
    (a Guard's many guesses then no longer crowd out the other cards)."""
    acts = r.legal_actions()
    if by_card:
        cards = sorted({a.card for a in acts})
        card = cards[int(rng.random() * len(cards))]
        acts = [a for a in acts if a.card == card]
    return acts[int(rng.random() * len(acts))]


def play_checked_round(r, rng, *, thorough=False, observe=1.0, check_rng=None, by_card=False, fast=False,
                       observe_end=1.0):
    """Play ``r`` to its end with random legal actions, checking every step.

    ``observe``: probability of checking every seat's observation at each step, ``observe_end``
    at the end; ``fast``: ask ``why_illegal`` about one random legal action per step, not all of them.
    Returns the number of actions played."""
    check_rng = check_rng or random.Random(rng.random())
    sample = check_rng if fast else None
    limit = 2 * initial_deck_size(r) + 2
    steps = 0
    while not r.over:
        _checked_step(r, r.play, rng, check_rng, sample, thorough, observe, by_card)
        steps += 1
        if steps > limit:
            fail(r, f"the round is still going after {steps} actions")
    check_round(r, check_rng, thorough, observations=observe_end >= 1 or check_rng.random() < observe_end)
    return steps


def _checked_step(r, play, rng, check_rng, sample, thorough, observe, by_card):
    """Check the position, play one random legal action with ``play``, check the step."""
    check_state(r)
    check_legal(r, thorough, sample)
    if observe >= 1 or check_rng.random() < observe:
        check_observations(r, check_rng)
    before = capture(r)
    action = random_action(r, rng, by_card)
    play(action)
    check_step(before, r, action)


def play_checked_game(game, rng, *, thorough=False, observe=1.0, by_card=False, fast=False):
    """Play a whole Game with random legal actions; check every round, the tokens (given once,
    never taken back), who starts each round, and the end. Returns the number of rounds.
    The options are those of :func:`play_checked_round`."""
    check_rng = random.Random(rng.random())
    sample = check_rng if fast else None
    n, target = game.n, game.target
    max_rounds = n * (target - 1) + 1
    while True:
        r = game.round
        if r.over:
            check_round(r, check_rng, thorough)
            if game.over:
                return _check_game_over(game)
            game.new_round()
            if game.round.first_player not in r.result.winners:
                fail(game.round, f"round {len(game.rounds)} starts with seat {game.round.first_player}, "
                                 f"not a winner of the previous round {r.result.winners}")
            if len(game.rounds) > max_rounds:
                fail(game.round, f"the game is still going after {len(game.rounds)} rounds")
            continue
        before = list(game.tokens)
        _checked_step(r, game.play, rng, check_rng, sample, thorough, observe, by_card)
        gained = r.result.tokens if r.over else (0,) * n
        if game.tokens != [b + g for b, g in zip(before, gained)]:
            fail(r, f"tokens {before} -> {game.tokens}, the round gave {gained}")
        winners = tuple(s for s in range(n) if game.tokens[s] >= target)
        if game.winners != winners:
            fail(r, f"game winners {game.winners}, tokens {game.tokens}, target {target}")


def _check_game_over(game):
    r = game.round
    if not game.winners or max(game.tokens) < game.target:
        fail(r, f"the game ended with tokens {game.tokens} (target {game.target})")
    if sum(game.tokens) != sum(sum(x.result.tokens) for x in game.rounds):
        fail(r, f"tokens {game.tokens} are not the sum of the rounds' tokens")
    try:
        game.new_round()
    except IllegalActionError:
        pass
    else:
        fail(game.round, "a new round was dealt after the end of the game")
    return len(game.rounds)


# --- what each event means to these checks (one class per question: a new event must answer each) ---
def _deck_moves(e):
    """(cards taken off the top of the deck, cards put under it) by the event ``e``."""
    move = _DeckMoves.HANDLERS.get(type(e))
    return move(e) if move else ((), ())


@ev.dispatch()
class _DeckMoves:
    """How an event moves the deck: a draw takes its top card, a Chancellor takes cards and puts
    cards back under it. The burned card is not in the deck."""

    NOT_CONCERNED = (ev.Dealt, ev.Played, ev.Guessed, ev.Looked, ev.Compared, ev.Discarded, ev.Swapped,
                     ev.Eliminated, ev.RoundEnded)

    @staticmethod
    def _on_drew(e):
        return (e.card,), ()

    @staticmethod
    def _on_redrew(e):
        return ((), ()) if e.from_burned else ((e.card,), ())

    @staticmethod
    def _on_chancellor_drew(e):
        return tuple(e.cards), ()

    @staticmethod
    def _on_chancellor_returned(e):
        return (), tuple(e.cards)


@ev.dispatch()
class _Shown:
    """The seats whose hand an event showed to ``seat`` (``seat`` itself may be among them)."""

    NOT_CONCERNED = (ev.Dealt, ev.Drew, ev.Played, ev.Guessed, ev.Discarded, ev.Redrew, ev.ChancellorDrew,
                     ev.ChancellorReturned, ev.Eliminated)

    @staticmethod
    def _on_looked(e, seat):
        return (e.target,) if e.seat == seat else ()

    @staticmethod
    def _on_compared(e, seat):
        return (e.seat, e.target) if seat in (e.seat, e.target) else ()

    _on_swapped = _on_compared

    @staticmethod
    def _on_round_ended(e, seat):  # a showdown: every hand still in is compared
        return [s for s, hand in enumerate(e.hands or ()) if hand is not None]


@ev.dispatch()
class _AfterAction:
    """What is wrong with an event that follows the first event of an action (None: nothing)."""

    NOT_CONCERNED = (ev.Drew, ev.Discarded, ev.Redrew, ev.ChancellorDrew, ev.RoundEnded)

    @staticmethod
    def _on_played(e, before, action):
        return f"unexpected event {e}"

    _on_chancellor_returned = _on_dealt = _on_played

    @staticmethod
    def _on_guessed(e, before, action):
        if e.seat != before.current or e.target != action.target:
            return f"event {e} names another player or target"
        return None

    _on_looked = _on_compared = _on_swapped = _on_guessed

    @staticmethod
    def _on_eliminated(e, before, action):
        return None if before.alive[e.seat] else f"seat {e.seat} eliminated twice"
