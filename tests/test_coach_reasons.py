"""The coach's lesson (``Stratege.lesson``) says, for a move, the fact that decides
it in the lesson's terms — and every sentence of it is true.

- On seeded random rounds of both editions at 2 to 4 players, at every turn of the seat to play,
  the lesson of EVERY legal move is read back: each « P(…) = p » is recomputed independently (a
  fresh ``deduction`` of the seat, with this file's own sums: weaker, stronger, same value, a
  Guard…), a probability 0 or 1 is checked against the real hands, and what the lesson says the
  others know of the learner's cards, and what the move shows them, is checked against the other
  seats' own knowledge, before and after the move is really played.
- On small decks, the same numbers are checked against brute force (every deck order, every
  branch of the play model: tests/bruteforce.py), not against the probability package.
- Two deals the learner cannot tell apart (the pair harness, tests/pairs.py) give the same advice.

``LOVELETTER_COACH=full`` runs more rounds (the default is a reduced count).
"""

import os
import random
import re
from collections import Counter
from fractions import Fraction
from itertools import permutations

import pytest

from loveletter_teach import LoveLetterError, Round, fr
from loveletter_teach.bots import make_bot
from loveletter_teach.bots import lesson
from loveletter_teach.bots.base import kept_after
from loveletter_teach.bots.stratege import Stratege
from loveletter_teach.events import ChancellorReturned, Compared, Swapped
from loveletter_teach.probability import EXACT, IMPOSSIBLE, LOST, BeliefTracker, Knowledge, deduction
from loveletter_teach.probability.risk import draw_places

FULL = os.environ.get("LOVELETTER_COACH") == "full"
ROUNDS = 12 if FULL else 2  # random rounds per edition and player count
SETTINGS = [(e, n) for e in ("classique", "2019") for n in (2, 3, 4)]
PROB = re.compile(r"P\(([^()]*)\) (=|≈) ([0-9/]+)")


def coach(seed=0):
    """A stratège whose lesson is read (no search is run: ``lesson`` only reads the déduction)."""
    return Stratege(seed=seed, playouts=8, max_worlds=2000, prune_to=50)


def moves_of(text):
    """{move's French name: its sentence} of a lesson."""
    return {m.group(1): m.group(2) for m in re.finditer(r"Pour « (.*?) », (.*?)\.(?=\nPour « |\nCe que|$)", text)}


def stated(sentence):
    """[(event, Fraction or float)] of the probabilities a sentence states."""
    found = []
    for event, sign, value in PROB.findall(sentence):
        found.append((event, Fraction(value) if sign == "=" else float(value) / 100))
    return found


def expected(obs, action, dist):
    """[(event, P)] the lesson must state for ``action``, recomputed here from ``dist`` ({seat:
    {card: P}}, the seat's posterior) with this file's own sums."""
    card, target = action.card, action.target
    name = obs.names[target] if target is not None else None
    hand = list(obs.hand)
    hand.remove(card)
    kept = hand[0]
    of = dist.get(target, {})
    if target is None:
        return []
    if card.effect == "guess":
        return [(f"{name} a {fr.one_of(action.guess)}", of.get(action.guess, 0))]
    if card.effect == "compare":
        return [(f"{name} a une carte plus faible", sum(p for c, p in of.items() if c.value < kept.value)),
                (f"{name} a une carte plus forte", sum(p for c, p in of.items() if c.value > kept.value)),
                (f"{name} a une carte de même valeur", sum(p for c, p in of.items() if c.value == kept.value))]
    if card.effect == "discard_redraw" and target != obs.seat:
        princess = obs.edition.with_effect("lose_if_discarded")[0]
        return [(f"{name} a {fr.one_of(princess)}", of.get(princess, 0))]
    if card.effect == "peek":
        top = max(of.values())
        return [(f"{name} a {fr.one_of(c)}", p) for c, p in of.items() if p == top]  # one of them is named
    return []


def _single(obs, action, dist, worlds=True):
    """:func:`expected` (or the Handmaid's list), with the Priest's likeliest card and a Handmaid's
    risk after the draw not checked (None); ``worlds``: whether the seat's déduction has worlds (else
    the Handmaid's lesson says each hand today, as counting shows it)."""
    if action.card.effect == "protect":
        if not worlds:
            guard = obs.edition.with_effect("guess")[0]
            return [(f"{obs.names[s]} a {fr.a(guard)}", dist[s].get(guard, 0)) for s in order_after(obs) if s in dist] \
                if obs.deck_size else []
        return [(event, None) for event in protect_events(obs, dist)]
    want = expected(obs, action, dist)
    return [(want[0][0], None)] if action.card.effect == "peek" and want else want


def order_after(obs):
    """The other players still in the round, in the order they play after the seat."""
    order = [s for s in ((obs.seat + k) % obs.n_players for k in range(1, obs.n_players)) if obs.alive[s]]
    assert order == list(draw_places(obs)) and list(draw_places(obs).values()) == list(range(len(order)))
    return order


def protect_events(obs, dist):
    """The events a Handmaid's lesson states: each opponent holds a Guard after his draw (his hand
    alone when the deck runs out before his turn)."""
    guard = obs.edition.with_effect("guess")[0]
    if not obs.deck_size:
        return []
    return [f"{obs.names[s]} a {fr.a(guard)}" + (" après sa pioche" if place < obs.deck_size else "")
            for place, s in enumerate(order_after(obs)) if s in dist]


def protect_expected(obs, worlds):
    """[(event, P)]: each opponent holds a Guard among his hand and his next draw, by enumerating,
    in each of the seat's exact worlds, every way of taking the unknown cards from the pool and
    every place of a Chancellor's block (written apart from probability/risk.py)."""
    guard = obs.edition.cards.index(obs.edition.with_effect("guess")[0])
    above = worlds.free - (obs.burned_taken_by is None)
    found = []
    events = protect_events(obs, order_after(obs))
    for (place, s), event in zip(enumerate(order_after(obs)), events):
        groups = Counter()
        for (hands, bottom, pool), weight in worlds.weights.items():
            groups[hands[s], bottom, pool] += weight
        hit = total = Fraction(0)
        for (hand, bottom, pool), weight in groups.items():
            known = [k for k in hand if k >= 0]
            unknown = len(hand) - len(known)
            instances = [k for k, count in enumerate(pool) for _ in range(count)]
            if place < above:  # a card of the pool
                draws = [(None,)]
            else:  # a card of a block (each place of the block alike), or nothing left to draw
                rest, draws = place - above, [()]
                for block in bottom:
                    if rest < len(block):
                        draws = [(k,) for k in block]
                        break
                    rest -= len(block)
            share = Fraction(0)
            for draw in draws:
                slots = unknown + sum(1 for k in draw if k is None or k < 0)
                fixed = known + [k for k in draw if k is not None and k >= 0]
                ways = list(permutations(range(len(instances)), slots))
                good = sum(1 for way in ways if guard in fixed + [instances[i] for i in way])
                share += Fraction(good, len(ways)) / len(draws)
            hit += weight * share
            total += weight
        found.append((event, hit / total))
    return found


def check_numbers(obs, action, sentence, dist, after=None):
    """The probabilities stated for ``action`` are those of ``dist``, each as a Fraction (a Handmaid's:
    ``after``, [(event, P)] after each opponent's draw)."""
    got = stated(sentence)
    if action.card.effect == "protect":
        assert got == after, (sentence, after)
        return
    want = expected(obs, action, dist)
    if action.card.effect == "swap" and action.target is not None:  # the mean value of the card received
        of = dist[action.target]
        mean = sum(p * c.value for c, p in of.items()) / sum(of.values())
        assert f"qui vaut en moyenne {fr.decimal(float(mean), 1)} " in sentence, (sentence, mean)
    if action.card.effect == "peek" and action.target is not None:
        assert len(got) == 1 and got[0] in want, (sentence, want)
        return
    assert got == [(e, Fraction(p)) for e, p in want], (sentence, want)


def check_against_the_deal(r, obs, action, sentence, text, counts):
    """What the lesson says of the learner's cards is true of the real deal: before the move, who
    knows them; after the move is really played, what the others know."""
    me = obs.seat
    for event, p in stated(sentence):
        seat = next(s for s in range(r.n) if event.startswith(obs.names[s] + " a "))
        after = event.endswith(" après sa pioche")  # a Handmaid's risk: his hand and his next draw
        if p in (0, 1) and action.card.effect in ("guess", "discard_redraw", "protect", "peek"):
            cards = [c for c in r.edition.cards if event.removesuffix(" après sa pioche").endswith(
                (" " + fr.the(c), " " + fr.a(c)))]
            place = order_after(obs).index(seat)
            held = r.hands[seat] + (r.deck[place:place + 1] if after else [])
            assert (cards[0] in held) == (p == 1), (event, p, held)
            counts["after_draw_sure"] += after
        if p in (0, 1) and action.card.effect == "compare":
            theirs, mine = r.hands[seat][0].value, kept_after(obs, action).value
            true = {"faible": theirs < mine, "forte": theirs > mine, "valeur": theirs == mine}[event.split()[-1]]
            assert true == (p == 1), (event, p, r.hands[seat])
    if action.card.effect == "spy":  # who has played or discarded a Spy, from the real round
        spied = [s for s in range(r.n) if r.alive[s] and any(c.effect == "spy" for c in r.discards[s])]
        if me in spied:
            assert "vous avez déjà joué ou défaussé une" in sentence
        elif spied:
            assert f"{fr.join_and(obs.names[s] for s in spied)} {'ont' if len(spied) > 1 else 'a'} déjà" in sentence
        else:
            assert sentence.startswith("aucun autre joueur encore en lice n'a joué ni défaussé une")
        counts["spy"] += 1
    knows = {s: Knowledge(r.observation(s)).known_cards(me) for s in range(r.n) if s != me and r.alive[s]}
    part = text.split("Ce que les autres savent de vos cartes : ")[1]
    for s, cards in knows.items():
        name = obs.names[s]
        if cards:  # they know these cards (their own view of the round), and the learner holds them
            mentioned = re.search(name + r" sait que vous avez (.+?)(?:, \w+ sait| et \w+ sait|\.$)", part).group(1)
            assert sorted(fr.the(c) for c in cards) == sorted(re.split(r", | et ", mentioned)), (name, cards, part)
            assert not Counter(cards) - Counter(r.hands[me])
            counts["watchers"] += 1
        else:
            assert f"{name} sait" not in part, (name, part)
        counts["chancellor"] += _drew_from(r, s) and bool(cards)
    after = r.copy()
    after.play(action)
    if after.phase == "keep" and after.current == me:
        after.play(after.legal_actions()[0])
    if after.over or not after.alive[me]:  # a showdown shows every hand
        return
    mine = after.hands[me][0]
    for s in range(r.n):
        if s == me or not after.alive[s]:
            continue
        name, known = obs.names[s], Knowledge(after.observation(s)).known_cards(me)
        shown = [e for e in after.log[len(r.log):] if type(e) in (Compared, Swapped) and s in (e.seat, e.target)]
        if f"{name} verra " in sentence:
            assert shown and type(shown[0]) is Compared and shown[0].seat_card == mine
        elif f"{name} saura quelle carte vous avez" in sentence:
            assert known == [mine] and shown and type(shown[0]) is Swapped
        elif f"{name} sait toujours que vous avez {fr.the(mine)}" in sentence:
            assert mine in known
        elif f"{name} connaissait" in sentence or "personne ne verra la carte que vous gardez" in sentence:
            assert mine not in known, (sentence, name, known)
            counts["hidden"] += 1


def _drew_from(r, seat):
    return any(type(e) is ChancellorReturned and e.seat == seat for e in r.log)


def positions(edition, n, seed):
    """(round, observation) at every play turn of a seeded random round."""
    r, rng = Round.deal(edition, n, seed=seed), random.Random(seed)
    while not r.over:
        if r.phase == "play":
            yield r, r.observation(r.current)
        r.play(rng.choice(r.legal_actions()))


@pytest.mark.parametrize("edition, n", SETTINGS)
def test_every_sentence_of_the_lesson_is_true_of_the_real_deal(edition, n):
    counts = {"positions": 0, "moves": 0, "numbers": 0, "hidden": 0, "chancellor": 0, "estimates": 0, "watchers": 0,
              "spy": 0, "after_draw": 0, "after_draw_sure": 0}
    for k in range(ROUNDS):
        bot = coach(k)
        for r, obs in positions(edition, n, 100 * n + k):
            text = bot.lesson(obs, obs.legal_actions)
            moves = moves_of(text)
            legal = {fr_name(obs, a): a for a in obs.legal_actions}
            assert set(moves) == set(legal), (set(legal) - set(moves), text)
            truth = deduction(obs)  # a fresh déduction of the seat, not the coach's tracker
            counts["positions"] += 1
            exact = truth.status == EXACT
            source = "Voici ce qui compte, d'après tout ce que vous avez vu (ce sont les probabilités exactes"
            assert text.startswith(source) == exact
            for name, sentence in moves.items():
                action = legal[name]
                counts["moves"] += 1
                if exact:
                    after = protect_expected(obs, BeliefTracker(obs.seat).exact(obs)) \
                        if action.card.effect == "protect" else None
                    check_numbers(obs, action, sentence, truth.players, after)
                    counts["after_draw"] += action.card.effect == "protect" and len(stated(sentence))
                    counts["numbers"] += len(stated(sentence))
                else:  # a Monte Carlo estimate: the panel's own numbers (a fresh tracker), rounded to the point
                    panel = BeliefTracker(obs.seat).update(obs)
                    assert panel.status == truth.status
                    want_all = _single(obs, action, panel.players, panel.status not in (LOST, IMPOSSIBLE))
                    assert len(stated(sentence)) == len(want_all), (sentence, want_all)
                    for (event, p), (want, q) in zip(stated(sentence), want_all):
                        assert event == want and (q is None or abs(p - q) <= 0.005 + 1e-9), (sentence, want, q)
                    counts["estimates"] += len(stated(sentence))
                check_against_the_deal(r, obs, action, sentence, text, counts)
    print(f"\n{edition} {n}: {counts}")
    assert counts["numbers"] > 20 and counts["hidden"] > 10 and (counts["spy"] or edition != "2019" or n == 2)


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 3)])
def test_the_coachs_lesson_is_the_lesson_of_a_fresh_deduction(edition, n):
    """The coach keeps one tracker per seat, updated event by event: its lesson is the one a fresh
    déduction of the position gives (``lesson.lesson``, the module's words alone)."""
    bot, checked = coach(1), 0
    for seed in range(3):
        for r, obs in positions(edition, n, seed):
            tracker = BeliefTracker(obs.seat)
            fresh = lesson.lesson(obs, tracker.update(obs), obs.legal_actions, filters=lambda: tracker.filters(obs))
            assert bot.lesson(obs, obs.legal_actions) == fresh
            checked += 1
    assert checked > 10


def fr_name(obs, action):
    from loveletter_teach.bots.base import named
    return named(obs, action, obs.seat)


@pytest.mark.slow
def test_the_lesson_against_brute_force_on_small_decks():
    """Independent of the probability package: the posteriors of every deck order (tests/bruteforce.py)."""
    from test_probability_bruteforce import brute_force

    checked = 0
    for name, n in (("prêtre-baron", 2), ("roi-comtesse", 2)):
        for seat in range(n):
            bot = coach()
            for obs, truth in brute_force(name, n)[seat].values():
                if obs.over or not obs.my_turn or obs.phase != "play":
                    continue
                moves = moves_of(bot.lesson(obs, obs.legal_actions))
                dist = {s: truth[s] for s in truth if isinstance(s, int)}
                guard = obs.edition.with_effect("guess")[0]
                after = [(event, truth[("after", s)].get(guard, 0))  # the real hand and deck of every deal
                         for event, s in zip(protect_events(obs, order_after(obs)), order_after(obs))]
                for a in obs.legal_actions:
                    check_numbers(obs, a, moves[fr_name(obs, a)], {s: dist.get(s, {}) for s in dist}, after)
                    checked += len(stated(moves[fr_name(obs, a)]))
    assert checked > 200


def test_the_coach_says_the_lesson_of_its_move_and_of_the_best_other_one():
    r = Round.deal("classique", 2, seed=3)
    bot = make_bot("stratège", seed=1, playouts=40)
    for _ in range(3):
        obs = r.observation(r.current)
        action, text = bot.suggest(obs)
        searched = bot._last[1]
        moves = moves_of(text[text.index("Voici ce qui compte"):])
        assert fr_name(obs, action) in moves
        if searched[4] is not None:
            assert fr_name(obs, searched[4]) in moves and len(moves) == 2
        assert bot.choose(obs) == action  # the words do not change the move
        r.play(action)
        if r.over:
            break


def test_two_deals_the_learner_cannot_tell_apart_give_the_same_advice():
    """The pair harness: other deck orders where only cards the learner never received are exchanged
    and the same public moves are played (tests/pairs.py): the advice is the same, word for word,
    although another seat saw other cards."""
    from pairs import redeals

    compared = differ = 0
    for k in range(40):
        if compared >= 8:
            break
        edition, n = SETTINGS[k % len(SETTINGS)]
        seed = 500 + k
        r, rng = Round.deal(edition, n, seed=seed), random.Random(seed)
        moves = []
        for _ in range(rng.randrange(1, 5)):
            if r.over:
                break
            moves.append(rng.choice(r.legal_actions()))
            r.play(moves[-1])
        if r.over or r.phase != "play":
            continue
        seat = r.current
        for deck in redeals(r, seat, random.Random(seed))[:8]:
            twin = Round.from_deck(r.edition, deck, n)
            try:
                for m in moves:
                    twin.play(m)
            except LoveLetterError:  # the same moves may be illegal with other cards
                continue
            if twin.observation(seat) != r.observation(seat):
                continue
            a = make_bot("stratège", seed=2, playouts=16).suggest(r.observation(seat))
            b = make_bot("stratège", seed=2, playouts=16).suggest(twin.observation(seat))
            assert a == b
            compared += 1
            differ += any(twin.observation(s) != r.observation(s) for s in range(n) if s != seat)
            break
    assert compared >= 8 and differ >= 4, (compared, differ)


@pytest.mark.parametrize("edition, n", SETTINGS)
def test_a_handmaids_risk_is_each_opponents_hand_after_his_draw(edition, n):
    """At positions where the learner may play a Handmaid (random rounds, several seeds), the lesson
    states, for each opponent in the order they play, P(he holds a Guard after his draw): the exact
    value of an enumeration over the seat's exact worlds, and a certainty true of the real hand and
    deck (never the hand alone « aujourd'hui »)."""
    checked = 0
    for seed in range(60 if FULL else 25):
        bot = coach(seed)
        r, rng = Round.deal(edition, n, seed=7000 + seed), random.Random(seed)
        while not r.over and checked < (40 if FULL else 12):
            obs = r.observation(r.current) if r.phase == "play" else None
            handmaids = [a for a in obs.legal_actions if a.card.effect == "protect"] if obs else []
            if handmaids and deduction(obs).status == EXACT:
                sentence = moves_of(bot.lesson(obs, handmaids))[fr_name(obs, handmaids[0])]
                assert "aujourd'hui" not in sentence, sentence
                want = protect_expected(obs, BeliefTracker(obs.seat).exact(obs))
                assert stated(sentence) == want, (sentence, want)
                for event, p in want:
                    s = obs.names.index(event.split(" a ")[0])
                    place = order_after(obs).index(s)
                    held = r.hands[s] + (r.deck[place:place + 1] if event.endswith("après sa pioche") else [])
                    assert p not in (0, 1) or (any(c.effect == "guess" for c in held) == (p == 1)), (event, p, held)
                checked += 1
            r.play(rng.choice(r.legal_actions()))
        if checked >= (40 if FULL else 12):
            break
    assert checked >= 6, checked


KNOWN_FACT = re.compile(r"vous savez qu(?:e |')(\w+) a (?:le |la |l')(.+?) \(source : ")
KEPT = re.compile(r"en jouant (?:le |la |l')(\w+), vous (?:gardez|pouvez garder) (?:le |la |l')(\w+) \((\d+)\)")


def _known_positions(edition, n, seed):
    """(round, observation) at the play turns of a round where the players like to look at, compare and
    swap cards (so that the seat often knows another hand), then play at random."""
    r, rng = Round.deal(edition, n, seed=seed), random.Random(seed)
    while not r.over:
        legal = r.legal_actions()
        if r.phase == "play":
            yield r, r.observation(r.current)
        liked = [a for a in legal if r.phase == "play" and a.card.effect in ("peek", "swap", "draw_keep")
                 and a.target != r.current]
        r.play(rng.choice(liked) if liked and rng.random() < 0.8 else rng.choice(legal))


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 2), ("2019", 3), ("classique", 4)])
def test_a_known_card_that_decides_is_the_reason_and_is_really_there(edition, n):
    """When the learner knows another player's card and it speaks for the advised move against the
    best other one, the coach says so (« Ce qui décide : vous savez que Bob a … »): the card named is in
    that hand in the real deal, each card said to be kept is the one the move keeps, and a Guard said
    to hit for sure hits."""
    said = 0
    for seed in range(40 if FULL else 14):
        for r, obs in _known_positions(edition, n, 900 + seed):
            if len(obs.legal_actions) < 2:
                continue
            bot = make_bot("stratège", seed=seed, playouts=24, max_worlds=5_000, prune_to=200)
            action, text = bot.suggest(obs)
            if "Ce qui décide : " not in text:
                continue
            decides = text.split("Ce qui décide : ")[1].split(".\nVoici ce qui compte")[0]
            other = bot._last[1].other
            moves = {a.card.name: a for a in (action, other)}
            for name, card in KNOWN_FACT.findall(decides):
                seat = obs.names.index(name)
                assert r.edition.card(card) in r.hands[seat], (decides, r.hands)
            for played, kept, value in KEPT.findall(decides):
                assert kept_after(obs, moves[played]).name == kept and kept_after(obs, moves[played]).value == int(value)
            for found in re.finditer(r"en nommant (?:le |la |l')(\w+), vous touchez à coup sûr", decides):
                target = next(a.target for a in (action, other) if a.guess is not None and a.guess.name == found.group(1))
                assert r.edition.card(found.group(1)) in r.hands[target], (decides, r.hands)
            said += 1
    assert said >= 3, said
