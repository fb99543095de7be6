"""Every number, probability, tree, comparison and Guard exercise of notebook 02:
for 50 learner names, the expected answer equals the exact probability of what the prompt shows,
recomputed here without the package's probability module: from the position shown (the face-up cards,
the seat's hand, the cards played, as a learner recounts them) and the words of the prompt, by counting
the cards or enumerating the ordered pairs (card held, card drawn) under the play model the prompt
states. ``LOVELETTER_TEACH_FULL=1`` is not needed: 50 names is the default and the full count."""

import importlib.util
import re
from collections import Counter
from fractions import Fraction
from itertools import permutations
from pathlib import Path

import pytest

from loveletter_teach.exercises import CATALOGUE, build, exercise_ids

ROOT = Path(__file__).resolve().parents[1]
SPEC = importlib.util.spec_from_file_location("variant_spread", ROOT / "benchmarks" / "variant_spread.py")
bench = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bench)
NAMES = bench.NAMES[::4]  # 50 common French first names


# --- what a learner reads ---------------------------------------------------------------------------
def cards_in(text, edition):
    """The cards of ``edition`` named in ``text``, in the order they come (« Prince » is not read inside
    « Princesse »)."""
    found = []
    for card in edition.cards:
        for m in re.finditer(r"(?<![\wÀ-ÿ])" + re.escape(card.name) + r"(?![\wÀ-ÿ])", text):
            found.append((m.start(), card))
    return [card for _, card in sorted(found, key=lambda x: x[0])]


def player_in(text, obs):
    """The one player other than the seat named in ``text``."""
    named = [s for s, name in enumerate(obs.names)
             if s != obs.seat and re.search(r"(?<![\wÀ-ÿ])" + re.escape(name) + r"(?![\wÀ-ÿ])", text)]
    assert len(named) == 1, (text, named)
    return named[0]


def seen_in_hands(obs):
    """{seat: card} of the cards the journal showed the seat in another player's hand and that are
    still there (a Priest's look, a Baron's tie, a King's swap), read from the events themselves."""
    me, known = obs.seat, {}
    for e in obs.events:
        kind = type(e).__name__
        if kind == "Looked" and e.seat == me and e.card is not None:
            known[e.target] = e.card
        elif kind == "Compared" and e.loser is None:
            for seat, card in ((e.seat, e.seat_card), (e.target, e.target_card)):
                if seat != me and card is not None:
                    known[seat] = card
        elif kind == "Swapped":  # seat_card: what the King's player holds after the swap
            for seat, card in ((e.seat, e.seat_card), (e.target, e.target_card)):
                if seat != me and card is not None:
                    known[seat] = card
        elif kind in ("Played", "Discarded", "Eliminated", "Redrew") and known.get(e.seat) is not None:
            if kind in ("Eliminated", "Redrew") or known[e.seat] == e.card:
                known.pop(e.seat)
    return known


def unseen(obs):
    """The physical cards the seat does not see, as a learner recounts them: the whole deck less the
    cards set aside face up, the seat's hand, every card played or discarded (the journal) and the cards
    the journal showed in another hand."""
    pool = Counter(obs.edition.deck)
    pool.subtract(obs.face_up)
    pool.subtract(obs.hand)
    for pile in obs.discards:
        pool.subtract(pile)
    pool.subtract(seen_in_hands(obs).values())
    assert min(pool.values()) >= 0
    return +pool


def counting(obs, card):
    pool = unseen(obs)
    return Fraction(pool[card], sum(pool.values()))


# --- the play model the turn questions state ------------------------------------------------------------
def chance_to_play(card, held, drawn):
    """The model of the prompt: one of the two cards at random, each as likely, never the Princess by
    choice, the Countess when it is with the King or a Prince."""
    hand = (held, drawn)
    names = [c.name for c in hand]
    if "Comtesse" in names and ("Roi" in names or "Prince" in names):
        allowed = ["Comtesse"]
    elif "Princesse" in names and names.count("Princesse") == 1:
        allowed = [n for n in names if n != "Princesse"]
    else:
        allowed = names
    return Fraction(allowed.count(card.name), len(allowed))


def turn_law(q):
    """{(letter, E happened): probability} over the ordered pairs (card held, card drawn) of the cards the
    seat does not see, the letters read from the tree's legend (« A : c'était le Garde ou le Prêtre »)."""
    obs = q.position
    edition = obs.edition
    assert not any(obs.discards), "the turn questions show the moment before the first card is played"
    event = next(line for line in q.figure.legend if line.startswith("E : "))
    played = cards_in(re.search(r"« \S+ joue ([^»]+) »", event).group(1), edition)[0]
    letters = {}
    for line in q.figure.legend:
        m = re.match(r"([ABC]) : c'était (.+) ;$", line)
        if m:
            for card in cards_in(m.group(2), edition):
                letters[card] = m.group(1)
    cards = [c for c, k in unseen(obs).items() for _ in range(k)]
    law, pairs = Counter(), 0
    for i, j in permutations(range(len(cards)), 2):
        held, drawn = cards[i], cards[j]
        p = chance_to_play(played, held, drawn)
        law[letters[held], True] += p
        law[letters[held], False] += 1 - p
        pairs += 1
    return {k: v / pairs for k, v in law.items()}


def p_e(law):
    return sum(v for (_, e), v in law.items() if e)


def p_letter(law, letter, e=None):
    return sum(v for (h, happened), v in law.items() if h == letter and (e is None or happened == e))


def asked_letter(q):
    return re.search(r"hypothèse ([ABC])", q.prompt).group(1)


# --- the exact answer of each exercise ------------------------------------------------------------------
def unseen_number(q):
    obs = q.position
    return len(obs.edition.deck) - len(obs.hand) - len(obs.face_up) - sum(map(len, obs.discards))


def counted(q):
    obs = q.position
    return counting(obs, cards_in(q.prompt.split("«")[-1], obs.edition)[-1])


def union(q):
    obs = q.position
    x, y = cards_in(q.prompt.split(" ait ")[-1], obs.edition)
    return counting(obs, x) + counting(obs, y)


def table(q):
    """P(B | A), A: the card set aside is not the card; by the ordered pairs (player's card, card set aside)."""
    obs = q.position
    card = cards_in(q.prompt.split("A :")[1], obs.edition)[0]
    cards = [c for c, k in unseen(obs).items() for _ in range(k)]
    given = [(a, b) for a, b in permutations(range(len(cards)), 2) if cards[b] != card]
    return Fraction(sum(cards[a] == card for a, _ in given), len(given))


def guard_missed(q):
    """The player's card is any unseen card but the one the Guard named."""
    obs = q.position
    named, card = cards_in(q.prompt.split("nommant")[1], obs.edition)
    pool = unseen(obs)
    return Fraction(pool[card], sum(pool.values()) - pool[named])


def memory_count(q):
    obs = q.position
    card = cards_in(q.prompt.split("exemplaires")[1], obs.edition)[0]
    return unseen(obs)[card]


def two_draws(q):
    """The second draw's weights, from the numbers the prompt gives, checked against the position."""
    obs = q.position
    n, k = map(int, re.search(r"Parmi les (\d+) cartes .*, il y a (\d+) ", q.prompt).groups())
    card = cards_in(q.figure.legend[0].split("chacune est")[1], obs.edition)[0]  # the prompt says « 2 Servantes »
    assert (n, k) == (sum(unseen(obs).values()), unseen(obs)[card])
    drawn = ["X"] * k + ["o"] * (n - k)
    pairs = list(permutations(range(n), 2))
    out = {}
    for blank, events in blanks_of(q.figure).items():
        first, second = ("\u0304" not in e for e in events)  # C₁, C₂; C̄₁, C̄₂ their contraries
        given = [(a, b) for a, b in pairs if (drawn[a] == "X") == first]
        out[blank] = Fraction(sum((drawn[b] == "X") == second for _, b in given), len(given))
    return out


def blanks_of(tree, path=()):
    found = {}
    for b in tree.branches:
        if b.blank is not None:
            found[b.blank] = path + (b.event,)
        if b.subtree:
            found.update(blanks_of(b.subtree, path + (b.event,)))
    return found


def total(q):
    return p_e(turn_law(q))


def bayes(q):
    law = turn_law(q)
    return p_letter(law, asked_letter(q), True) / p_e(law)


def confusion(q):
    law = turn_law(q)
    h = asked_letter(q)
    posterior, likelihood = p_letter(law, h, True) / p_e(law), p_letter(law, h, True) / p_letter(law, h)
    assert posterior != likelihood
    return "<" if posterior < likelihood else ">"


def paths(q):
    law = turn_law(q)
    out = {blank: p_letter(law, events[0], True) for events, blank in q.figure.hidden.items()}
    assert all(events[-1] == "E" for events in q.figure.hidden)
    total_id = re.search(r"P\(E\) \((\w)\)", q.prompt).group(1)
    return {**out, total_id: p_e(law)}


def guard(q):
    """At the first turn every other card is as likely to be any unseen card: (target, card, chance) for
    every guess the Guard allows (the unprotected opponents, every card but the Guard)."""
    obs = q.position
    assert not any(obs.discards)
    guard_card = obs.edition.with_effect("guess")[0]
    return {(name, card, counting(obs, card)) for s, name in enumerate(obs.names) if s != obs.seat
            for card in obs.edition.cards if card != guard_card}


EXACT = {
    "02.voir.inconnues": unseen_number, "02.savoir.inconnues": unseen_number,
    "02.voir.comptage": counted, "02.savoir.comptage": counted, "02.memoire.comptage": counted,
    "02.voir.contraire": lambda q: 1 - counted(q),
    "02.voir.reunion": union, "02.voir.tableau": table, "02.savoir.garde_rate": guard_missed,
    "02.savoir.prince": counted, "02.memoire.compte": memory_count,
    "02.choisir.arbre": two_draws, "02.choisir.chemins": paths, "02.choisir.total": total,
    "02.choisir.bayes": bayes, "02.choisir.confusion": confusion, "02.choisir.total_3": total,
    "02.deviner.debut": guard, "02.deviner.trois": guard, "02.deviner.quatre": guard, "02.deviner.2019": guard,
}


def test_every_graded_exercise_of_02_is_recomputed():
    assert set(EXACT) == {i for i in exercise_ids("02") if CATALOGUE[i].kind != "choice"}


@pytest.mark.parametrize("exercise_id", sorted(EXACT))
def test_the_answer_is_the_exact_probability_of_what_the_prompt_shows(exercise_id):
    for name in NAMES:
        q = build(exercise_id, name)
        expected = EXACT[exercise_id](q)
        if q.kind == "guard":
            assert {(t, c, p) for t, c, p in q.answer} == expected, name
        else:
            assert q.answer == expected, (name, q.answer, expected)


def test_the_turn_questions_state_their_model_and_name_every_card_of_each_hypothesis():
    for exercise_id in ("02.choisir.chemins", "02.choisir.total", "02.choisir.bayes", "02.choisir.confusion",
                        "02.choisir.total_3"):
        for name in NAMES[:10]:
            q = build(exercise_id, name)
            assert "Modèle de jeu" in q.prompt and "= autre" not in str(q.figure)
            named = set()
            for line in q.figure.legend:
                if re.match(r"[ABC] : ", line):
                    assert "autre" not in line
                    named |= set(cards_in(line, q.position.edition))
            assert named >= set(unseen(q.position)), (exercise_id, name)  # every card Bob may have held


def test_version_1_showed_later_events_than_its_tree():
    """The issue's position: the turn questions of version 1 showed the turn's effect and the next draw,
    which the tree left out (its answer was not that of the position shown)."""
    later = 0
    for name in NAMES[:10]:
        q = build("02.choisir.bayes", name, version=1)
        later += any(q.position.discards)
    assert later == 10
