"""Typical mistakes named (issue 36, item 2): a class of 32 simulated students works through the Première
lesson (notebook 02 and 03's Première part); on each question, each student first gives the wrong answers of
the typical mistakes listed for it in ``docs/erreurs_par_exercice.md`` that apply to their variant, then the
right answer. Those wrong answers are computed here, from the prompt's text and the variant's numbers (the
position the student sees, the tree or the table shown), by this file's own code: never by the package's
traps. Each one is given to the real check (``loveletter_teach.exercises.check``) and, through each student's
progress file, to the class report (``ClassReport``), and counted per mistake: named with the right key
(success), named with another key, or not named (both failures).

    python benchmarks/mistakes_named.py [--students 32] [--details]

A mistake applies to a variant when its answer differs from the right one; when two mistakes of a question
give the same answer (within what the check tells apart), only the first of the list is asked (the others are
counted as « confondues »). The right answers are recomputed the same way, and compared with the package's.
"""

import argparse
import json
import math
import os
import re
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import replace
from fractions import Fraction

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
sys.path.insert(0, ROOT)

from loveletter_teach import fr  # noqa: E402
from loveletter_teach.exercises.report import ClassReport  # noqa: E402
from loveletter_teach.events import Compared, Discarded, Looked, Swapped  # noqa: E402
from loveletter_teach.exercises import CATALOGUE, Session, answer, check, je_suis, question  # noqa: E402

NAMES = ["Adèle", "Amir", "Anaïs", "Baptiste", "Camille", "Chloé", "Clément", "Élodie", "Emma", "Enzo", "Gaëlle",
         "Hugo", "Inès", "Jade", "Jules", "Kenza", "Léo", "Lina", "Louis", "Maël", "Manon", "Mathis", "Noé", "Nora",
         "Océane", "Paul", "Rayan", "Sarah", "Théo", "Yanis", "Zoé", "Wassim"]
LESSON = [i for i in CATALOGUE if i.startswith(("02.", "03.conditionnel.", "03.aleatoire.", "03.ticket."))]
HALF = Fraction(1, 2000)  # what a decimal to the thousandth may be off by: half a thousandth
CENT = Fraction(1, 100)  # the tolerance of E(X), V(X), σ(X), E(G), E(N)

# The mistakes, in the order of docs/erreurs_par_exercice.md: (label, key).
LABELS = {
    "event_a": "P(A) pour P_A(B)",
    "prior": "P(B) pour P_A(B)",
    "universe_not_reduced": "P(B) pour P_A(B) (univers non réduit)",
    "guard_ignored": "P(B) pour P_A(B) (Garde raté ignoré)",
    "given_ignored": "P(B) pour P_A(B) (condition ignorée)",
    "intersection": "P(A ∩ B) pour P_A(B)",
    "given_not_intersection": "P_A(B) pour P(A ∩ B)",
    "inverse": "P_B(A) pour P_A(B)",
    "complement_forgotten": "complément oublié (P(A ∩ B) pour P(A ∩ B̄))",
    "complement_missed": "complément oublié (P(B) pour P(B̄))",
    "complement_extra": "l'événement contraire",
    "zero_branch": "branche nulle (chemin impossible)",
    "forgotten_branch": "branche oubliée",
    "no_weights": "poids des branches oubliés",
    "conditional_only": "seconde branche seule",
    "conditional_only_path": "seconde branche seule (chemin)",
    "added": "somme au lieu du produit",
    "product_union": "produit au lieu de la somme",
    "one_of_two": "une seule des deux cartes",
    "reversed_comparison": "comparaison inversée",
    "verdict_reversed": "verdict inversé (duel équitable)",
    "with_replacement": "avec remise pour sans remise",
    "card_removed": "sans remise pour avec remise",
    "copy_not_removed": "exemplaire tiré non retiré",
    "independence_assumed": "indépendance supposée",
    "independence_verdict": "valeur juste, conclusion d'indépendance fausse",
    "union_not_intersection": "A ∪ B pour A ∩ B",
    "rounded_early": "arrondi intermédiaire trop tôt",
    "count_given": "un nombre de cas pour une probabilité",
    "whole_deck": "tout le paquet",
    "copies_seen": "exemplaires vus comptés",
    "discard_counted": "défausse encore comptée",
    "hand_forgotten": "main oubliée",
    "burned_seen": "carte mise de côté retirée",
    "face_up_forgotten": "cartes face visible oubliées",
    "played_forgotten": "cartes jouées oubliées",
    "all_copies": "tous les exemplaires du paquet",
    "strict": "inégalité stricte",
    "only_equal": "la seule valeur v",
    "unweighted": "moyenne non pondérée",
    "no_mean_square": "E(X²) sans − E(X)²",
    "std_given": "écart type pour variance",
    "variance_given": "variance pour écart type",
    "wins_only": "les victoires seules",
    "sign": "signe inversé",
    "one_duel": "un seul duel",
    "not_best_guess": "pas le meilleur coup de Garde",
    "percent": "pourcentage",
    "truncated": "arrondi coupé",
    "too_coarse": "arrondi trop grossier",
    "out_of_range": "hors de [0 ; 1]",
}


# --- reading what the student sees ------------------------------------------------------------------------
def card_pattern(edition):
    names = sorted((c.name for c in edition.cards), key=len, reverse=True)
    return re.compile(r"(?<!\w)(" + "|".join(map(re.escape, names)) + r")s?(?!\w)")


def cards_in(text, edition):
    """The cards named in ``text``, in order (« 2 Princes » is the Prince)."""
    by_name = {c.name: c for c in edition.cards}
    return [by_name[m.group(1)] for m in card_pattern(edition).finditer(text)]


def quoted(text):
    return re.findall(r"« (.+?) »", text)


def number(text):
    text = text.replace("−", "-")
    return Fraction(text) if "/" in text else Fraction(text.replace(",", "."))


def unseen(obs):
    """{card: copies} the seat does not see: the edition's deck, less its hand, the cards face up, every card
    played or discarded, and the cards it knows in another hand (its Priest's look, its King's exchange, its
    Baron's tie), until that hand changes."""
    counts = Counter(obs.edition.deck)
    counts.subtract(list(obs.hand) + list(obs.face_up) + [c for pile in obs.discards for c in pile])
    known = {}
    for event in obs.events:
        kind = type(event)
        if kind is Looked and event.seat == obs.seat:
            known[event.target] = event.card
        elif kind is Swapped and obs.seat in (event.seat, event.target):
            other = event.target if event.seat == obs.seat else event.seat
            known[other] = event.target_card if other == event.target else event.seat_card
        elif kind is Swapped:
            known.pop(event.seat, None), known.pop(event.target, None)
        elif kind is Compared and obs.seat in (event.seat, event.target) and event.loser is None:
            other = event.target if event.seat == obs.seat else event.seat
            known[other] = event.target_card if other == event.target else event.seat_card
        elif kind is Discarded:
            known.pop(event.seat, None)
        elif getattr(event, "seat", None) in known and getattr(event, "card", None) == known[event.seat] \
                and type(event).__name__ == "Played":
            known.pop(event.seat)
    for seat, card in known.items():
        if obs.alive[seat]:
            counts[card] -= 1
    return {c: k for c, k in counts.items() if k > 0}


def tree_branches(tree):
    """[(event, weight, [(event, weight, blank id)])] of a two-level tree."""
    return [(b.event, b.weight, [(c.event, c.weight, getattr(c, "blank", None)) for c in
                                 (b.subtree.branches if b.subtree else ())]) for b in tree.branches]


def hypotheses(tree):
    """{letter: (P(letter), P_letter(E))} of a turn's tree (E absent: 0)."""
    return {event: (w, next((cw for ce, cw, _ in children if ce == "E"), Fraction(0)))
            for event, w, children in tree_branches(tree)}


def half_up(x, places):
    scale = 10 ** places
    return Fraction(math.floor(Fraction(x) * scale + Fraction(1, 2)), scale)


def fixed(x, places):
    return f"{float(x):.{places}f}".replace(".", ",")


def frac_text(x):
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


# --- each exercise: the right answer and the typical mistakes (docs/erreurs_par_exercice.md) -------------
def counting(q, card):
    """(n, k, N, copies): the cards the student does not see, those of ``card``, the deck, its copies."""
    counts = unseen(q.position)
    return sum(counts.values()), counts.get(card, 0), q.position.edition.size, card.count


def comptage(q):
    event = quoted(q.prompt)[0]
    card = cards_in(event, q.position.edition)[0]
    n, k, size, copies = counting(q, card)
    p = Fraction(k, n)
    return p, [("complement_extra", 1 - p), ("whole_deck", Fraction(k, size)), ("copies_seen", Fraction(copies, n)),
               ("count_given", k)]


def contraire(q):
    card = cards_in(quoted(q.prompt)[0], q.position.edition)[0]
    n, k, size, _ = counting(q, card)
    return 1 - Fraction(k, n), [("complement_missed", Fraction(k, n)), ("whole_deck", 1 - Fraction(k, size)),
                                ("count_given", n - k)]


def reunion(q):
    x, y = cards_in(q.prompt.split(" ait ")[-1], q.position.edition)[:2]
    counts = unseen(q.position)
    n, a, b = sum(counts.values()), counts[x], counts[y]
    p = Fraction(a + b, n)
    return p, [("one_of_two", Fraction(a, n)), ("product_union", Fraction(a * b, n * n)),
               ("complement_extra", 1 - p), ("count_given", a + b)]


def table_cells(q):
    t = q.figure
    return t.rows, t.columns, dict(t.cells)


def voir_tableau(q):
    a, b = quoted(q.prompt)[:2]
    card = cards_in(b, q.position.edition)[0]
    rows, columns, cells = table_cells(q)
    total = sum(cells.values())
    given = sum(v for (r, c), v in cells.items() if c != card)
    both = sum(v for (r, c), v in cells.items() if c != card and r == card)
    row = sum(v for (r, c), v in cells.items() if r == card)
    return Fraction(both, given), [("intersection", Fraction(both, total)), ("prior", Fraction(row, total)),
                                   ("inverse", Fraction(both, row)), ("event_a", Fraction(given, total)),
                                   ("count_given", both)]


def garde_rate(q):
    edition = q.position.edition
    named = cards_in(q.prompt.split("en nommant")[1].split(":")[0], edition)[0]
    card = cards_in(q.prompt.split(" ait ")[-1], edition)[0]
    counts = unseen(q.position)
    n, k, k_named = sum(counts.values()), counts.get(card, 0), counts.get(named, 0)
    p = Fraction(k, n - k_named)
    return p, [("guard_ignored", Fraction(k, n)), ("complement_extra", 1 - p), ("count_given", k)]


def prince(q):
    edition = q.position.edition
    discarded = cards_in(q.prompt.split("défausser")[1].split(" et ")[0], edition)[0]
    card = cards_in(q.prompt.split(" soit ")[-1], edition)[0]
    counts = unseen(q.position)
    n, k = sum(counts.values()), counts.get(card, 0)
    p = Fraction(k, n)
    return p, [("discard_counted", Fraction(k + (discarded == card), n + 1)), ("complement_extra", 1 - p),
               ("count_given", k)]


def inconnues(q):
    obs = q.position
    n = sum(unseen(obs).values())
    played = sum(len(pile) for pile in obs.discards)
    wrong = [("hand_forgotten", n + len(obs.hand)), ("burned_seen", n - 1)]
    if obs.face_up:
        wrong.append(("face_up_forgotten", n + len(obs.face_up)))
    if played:
        wrong.append(("played_forgotten", n + played))
    return Fraction(n), wrong


def memoire_compte(q):
    card = cards_in(q.prompt, q.position.edition)[0]
    return Fraction(unseen(q.position).get(card, 0)), [("all_copies", card.count)]


def arbre(q):
    n, k = (int(x) for x in re.search(r"Parmi les (\d+) cartes .*?il y a (\d+) ", q.prompt).groups())

    def weight(event, left, size):  # the chance that the second card is the card (C₂), or not (C̄₂)
        return Fraction(left, size) if event == "C₂" else Fraction(size - left, size)
    blanks = {c_blank: (given, event) for given, _, children in tree_branches(q.figure)
              for event, _, c_blank in children if c_blank}
    right = {b: weight(e, k - (g == "C₁"), n - 1) for b, (g, e) in blanks.items()}
    replaced = {b: weight(e, k, n) for b, (g, e) in blanks.items()}
    kept = {b: (weight(e, k, n - 1) if g == "C₁" else right[b]) for b, (g, e) in blanks.items()}
    zero = {b: (Fraction(0) if (g, e) == ("C₁", "C₂") and k >= 2 else right[b]) for b, (g, e) in blanks.items()}
    bar = {b: (weight("C₂", k - (g == "C₁"), n - 1) if e == "C̄₂" else right[b]) for b, (g, e) in blanks.items()}
    return right, [("with_replacement", replaced), ("copy_not_removed", kept), ("zero_branch", zero),
                   ("complement_forgotten", bar)]


def chemins(q):
    tree = q.figure
    h = hypotheses(tree)
    paths = {blank: events[0] for events, blank in tree.hidden.items()}
    total_id = next(b for b in q.answer if b not in paths)  # the blank of P(E): the one no path holds
    right = {b: h[x][0] * h[x][1] for b, x in paths.items()}
    total = sum(right.values())
    right[total_id] = total
    first = sorted(paths)[0]
    return right, [("forgotten_branch", {**right, total_id: total - right[first]}),
                   ("no_weights", {**right, total_id: sum(h[x][1] for x in paths.values())}),
                   ("conditional_only_path", {**right, **{b: h[x][1] for b, x in paths.items()}}),
                   ("added", {**right, **{b: h[x][0] + h[x][1] for b, x in paths.items()}}),
                   ("zero_branch", {**right, first: Fraction(0)})]


def total_turn(q):
    h = hypotheses(q.figure)
    terms = [(w * p, p) for w, p in h.values()]
    total = sum(t for t, _ in terms)
    forgotten = next(t for t, p in terms if p)
    return total, [("forgotten_branch", total - forgotten), ("no_weights", sum(p for _, p in terms))]


def bayes_turn(q):
    letter = re.search(r"probabilité de l'hypothèse (\w)", q.prompt).group(1)
    h = hypotheses(q.figure)
    total = sum(w * p for w, p in h.values())
    w, p = h[letter]
    return w * p / total, [("inverse", p), ("intersection", w * p), ("prior", w), ("event_a", total)]


def confusion_turn(q):
    letter = re.search(r"L'hypothèse (\w)", q.prompt).group(1)
    h = hypotheses(q.figure)
    total = sum(w * p for w, p in h.values())
    w, p = h[letter]
    posterior = w * p / total
    symbol = "<" if posterior < p else ">" if posterior > p else "="
    return symbol, [("reversed_comparison", {"<": ">", ">": "<"}.get(symbol))]


def guard(q):
    obs = q.position
    counts = unseen(obs)
    n = sum(counts.values())
    guessable = [c for c in obs.edition.cards if c.effect != "guess"]
    targets = [s for s in range(obs.n_players) if s != obs.seat and obs.alive[s]]
    options = [(obs.names[s], c, Fraction(counts.get(c, 0), n)) for s in targets for c in guessable]
    best = max(p for _, _, p in options)
    top = next(o for o in options if o[2] == best)
    other = next((o for o in options if o[2] < best), None)
    wrong = [("not_best_guess", other)] if other else []
    return top, wrong


def univers(q):
    edition = q.position.edition
    v = int(re.search(r"vaut au moins (\d+)", q.prompt).group(1))
    card = cards_in(quoted(q.prompt)[1], edition)[0]
    counts = unseen(q.position)
    n, k = sum(counts.values()), counts[card]
    m = sum(x for c, x in counts.items() if c.value >= v)
    return Fraction(k, m), [("universe_not_reduced", Fraction(k, n)), ("event_a", Fraction(m, n)),
                            ("count_given", k)]


def cond_tableau(q):
    edition = q.position.edition
    a, b = quoted(q.prompt)[:2]
    column = cards_in(a, edition)[-1]
    found = re.search(r"vaut au moins (\d+)", b)
    in_b = (lambda r: r.value >= int(found.group(1))) if found else (lambda r, d=cards_in(b, edition)[-1]: r == d)
    _, _, cells = table_cells(q)
    total = sum(cells.values())
    col = sum(v for (r, c), v in cells.items() if c == column)
    cell = sum(v for (r, c), v in cells.items() if c == column and in_b(r))
    row = sum(v for (r, c), v in cells.items() if in_b(r))
    return Fraction(cell, col), [("intersection", Fraction(cell, total)), ("inverse", Fraction(cell, row)),
                                 ("prior", Fraction(row, total)), ("event_a", Fraction(col, total)),
                                 ("count_given", cell)]


def independance(q):
    parity = 0 if "valeur paire" in q.prompt else 1
    w = int(re.search(r"vaut au moins (\d+)", q.prompt).group(1))
    _, _, cells = table_cells(q)
    total = sum(cells.values())
    cell = sum(v for (r, c), v in cells.items() if r.value % 2 == parity and c.value >= w)
    p_a = Fraction(sum(v for (r, c), v in cells.items() if r.value % 2 == parity), total)
    p_b = Fraction(sum(v for (r, c), v in cells.items() if c.value >= w), total)
    both = Fraction(cell, total)
    return both, [("independence_assumed", p_a * p_b), ("given_not_intersection", both / p_a),
                  ("union_not_intersection", p_a + p_b - both), ("count_given", cell)]


def produit(q):
    n, k = (int(x) for x in re.search(r"Parmi les (\d+) cartes .*?il y a (\d+) ", q.prompt).groups())
    first, second = re.search(r"Calculez P\((\S+) ∩ (\S+)\)", q.prompt).groups()

    def path(f, s, replaced=False):
        p1 = Fraction(k, n) if f == "A" else Fraction(n - k, n)
        left = k if replaced else k - (f == "A")
        size = n if replaced else n - 1
        p2 = Fraction(left, size) if s == "B" else Fraction(size - left, size)
        return p1, p2
    p1, p2 = path(first, second)
    bare = second.replace("B̄", "B") if "̄" in second else second
    unbarred = (first, bare) if bare != second else (first.replace("Ā", "A"), second)
    forgot = math.prod(path(*unbarred))
    wrong = [("with_replacement", math.prod(path(first, second, replaced=True))), ("conditional_only", p2),
             ("added", p1 + p2), ("zero_branch" if forgot == 0 else "complement_forgotten", forgot)]
    return p1 * p2, wrong


def cond_total(q):
    found = re.search(r"vous ne voyez pas, (\d+) (?:vaut|valent) au moins", q.prompt)
    n = int(re.search(r"Parmi les (\d+) cartes", q.prompt).group(1))
    k = int(found.group(1)) if found else int(re.search(r"il y a (\d+) ", q.prompt).group(1))
    p_a, p_ab, p_nab = Fraction(k, n), Fraction(k - 1, n - 1), Fraction(k, n - 1)
    total = p_a * p_ab + (1 - p_a) * p_nab
    return total, [("forgotten_branch", p_a * p_ab), ("no_weights", p_ab + p_nab)]


def cond_confusion(q):
    edition = q.position.edition
    h, e = quoted(q.prompt)[:2]
    card = cards_in(h, edition)[-1]
    w = int(re.search(r"vaut au moins (\d+)", e).group(1))
    _, _, cells = table_cells(q)
    total = sum(cells.values())
    col = sum(v for (r, c), v in cells.items() if c.value >= w)
    row = sum(v for (r, c), v in cells.items() if r == card)
    cell = sum(v for (r, c), v in cells.items() if r == card and c.value >= w)
    return Fraction(cell, col), [("inverse", Fraction(cell, row)), ("intersection", Fraction(cell, total)),
                                 ("prior", Fraction(row, total)), ("event_a", Fraction(col, total)),
                                 ("count_given", cell)]


def cond_bayes(q):
    branch = re.search(r"la branche « (\w+) »", q.prompt).group(1)
    p_e = number(re.search(r"P\(E\) = (\d+(?:/\d+)?)", q.prompt).group(1))
    w, p = hypotheses(q.figure)[branch]
    return w * p / p_e, [("inverse", p), ("intersection", w * p), ("prior", w), ("event_a", p_e)]


def values_law(q):
    """{value: P(X = value)} of X, the value of Bob's card, from the cards the student does not see."""
    counts = unseen(q.position)
    n = sum(counts.values())
    law = Counter()
    for c, k in counts.items():
        law[c.value] += Fraction(k, n)
    return dict(law)


def moments(law):
    e = sum(x * p for x, p in law.items())
    e2 = sum(x * x * p for x, p in law.items())
    return e, e2, e2 - e * e


def loi(q):
    v = int(re.search(r"P\(X ≥ (\d+)\)", q.prompt).group(1))
    counts = unseen(q.position)
    n = sum(counts.values())
    m = sum(k for c, k in counts.items() if c.value >= v)
    return Fraction(m, n), [("strict", Fraction(sum(k for c, k in counts.items() if c.value > v), n)),
                            ("only_equal", Fraction(sum(k for c, k in counts.items() if c.value == v), n)),
                            ("complement_extra", 1 - Fraction(m, n)), ("count_given", m)]


def esperance(q):
    law = values_law(q)
    return moments(law)[0], [("unweighted", Fraction(sum(law), len(law)))]


def variance(q):
    e, e2, v = moments(values_law(q))
    return v, [("no_mean_square", e2), ("std_given", Fraction(math.sqrt(v))),
               ("rounded_early", e2 - half_up(e, 1) ** 2)]  # E(X) rounded to the tenth, then squared


def ecart_type(q):
    e, e2, v = moments(values_law(q))
    return Fraction(math.sqrt(v)), [("variance_given", v), ("rounded_early", Fraction(math.sqrt(half_up(v, 1))))]


def roi(q):
    value = int(re.search(r"\(valeur (\d+)\)", q.prompt).group(1))
    e = moments(values_law(q))[0]
    symbol = "<" if e < value else ">" if e > value else "="
    return symbol, [("reversed_comparison", {"<": ">", ">": "<"}.get(symbol))]


def duel(q):
    value = int(re.search(r"\(valeur (\d+)\)", q.prompt).group(1)) if "(valeur" in q.prompt else \
        cards_in(q.prompt.split("gardez")[1], q.position.edition)[0].value
    counts = unseen(q.position)
    n = sum(counts.values())
    win = Fraction(sum(k for c, k in counts.items() if c.value < value), n)
    lose = Fraction(sum(k for c, k in counts.items() if c.value > value), n)
    return win, lose


def baron(q):
    win, lose = duel(q)
    return win - lose, [("wins_only", win), ("sign", lose - win)]


def equitable(q):
    win, lose = duel(q)
    choices = q.choices
    right = choices[0] if win > lose else choices[1] if win == lose else choices[2]
    opposite = {choices[0]: choices[2], choices[2]: choices[0]}.get(right)
    return right, [("verdict_reversed", opposite)]


def jetons(q):
    win, _ = duel(q)
    return 2 * win, [("one_duel", win)]


def ticket_sachant(q):
    edition = q.position.edition
    c, d = cards_in(q.prompt.split("Sachant que")[1], edition)[:2]
    counts = unseen(q.position)
    n, k_c, k_d = sum(counts.values()), counts[c], counts[d]
    p = Fraction(k_d, n - k_c)
    return p, [("given_ignored", Fraction(k_d, n)), ("complement_extra", 1 - p), ("count_given", k_d)]


def ticket_esperance(q):
    from loveletter_teach.editions import get_edition
    edition = get_edition("classique")
    listed = re.search(r"cartes que vous ne voyez pas : (.+?)\. Vous", q.prompt).group(1)
    counts = Counter()
    for k, name in re.findall(r"(\d+) (\w+)", listed):
        counts[cards_in(name, edition)[0]] += int(k)
    m = sum(counts.values())
    e = sum(Fraction(c.value * k, m) for c, k in counts.items())
    values = {c.value for c in counts}
    return e, [("unweighted", Fraction(sum(values), len(values)))]


def ticket_independance(q):
    size, k = (int(x) for x in re.search(r"compte (\d+) cartes, dont (\d+) ", q.prompt).groups())
    both = re.search(r"soit (\d+) cartes de B", q.prompt)  # B « un Prêtre ou un Baron »: both counts
    k = int(both.group(1)) if both else k
    a, b = (cards_in(event, q.edition) for event in quoted(q.prompt)[:2])
    independent = ticket_verdict(q)
    left = k - (a[-1] in b)
    if independent:
        return Fraction(k, size), [("card_removed", Fraction(left, size - 1)), ("count_given", k)]
    return Fraction(left, size - 1), [("with_replacement", Fraction(k, size)), ("count_given", left)]


def ticket_verdict(q):
    return "remélangé" in q.prompt or "remettez" in q.prompt  # a new shuffle, a card put back: independent


def independance_verdict(q):
    """P(A ∩ B) = P(A) × P(B), recounted from the table."""
    both, wrong = independance(q)
    return both == dict(wrong)["independence_assumed"]


# The verdict of the "independence" questions (one try: the value and the verdict), computed apart.
VERDICTS = {"03.conditionnel.independance": independance_verdict, "03.ticket.independance": ticket_verdict}


SOLVERS = {
    "02.voir.inconnues": inconnues, "02.voir.comptage": comptage, "02.voir.contraire": contraire,
    "02.voir.reunion": reunion, "02.voir.tableau": voir_tableau, "02.savoir.garde_rate": garde_rate,
    "02.savoir.prince": prince, "02.savoir.comptage": comptage, "02.savoir.inconnues": inconnues,
    "02.choisir.arbre": arbre, "02.choisir.chemins": chemins, "02.choisir.total": total_turn,
    "02.choisir.bayes": bayes_turn, "02.choisir.confusion": confusion_turn, "02.choisir.total_3": total_turn,
    "02.deviner.debut": guard, "02.deviner.trois": guard, "02.deviner.quatre": guard, "02.deviner.2019": guard,
    "02.memoire.compte": memoire_compte, "02.memoire.comptage": comptage,
    "03.conditionnel.univers": univers, "03.conditionnel.tableau": cond_tableau,
    "03.conditionnel.independance": independance, "03.conditionnel.produit": produit,
    "03.conditionnel.total": cond_total, "03.conditionnel.confusion": cond_confusion,
    "03.conditionnel.bayes": cond_bayes, "03.aleatoire.loi": loi, "03.aleatoire.esperance": esperance,
    "03.aleatoire.variance": variance, "03.aleatoire.ecart_type": ecart_type, "03.aleatoire.roi": roi,
    "03.aleatoire.baron": baron, "03.aleatoire.equitable": equitable, "03.aleatoire.jetons": jetons,
    "03.ticket.sachant": ticket_sachant, "03.ticket.esperance": ticket_esperance,
    "03.ticket.independance": ticket_independance,
}
NUMBERS = {"03.aleatoire.esperance", "03.aleatoire.variance", "03.aleatoire.ecart_type", "03.aleatoire.baron",
           "03.aleatoire.jetons", "03.ticket.esperance"}  # answers accepted to 0,01: rounded to the hundredth


# --- the generic mistakes, and how a student writes each answer -------------------------------------------
def generic_probability(p):
    """(key, text) of the generic mistakes of a probability p, where they apply (docs: « + probabilité »)."""
    p = Fraction(p)
    out = []
    if p:
        out.append(("percent", fixed(100 * p, 1)))  # « 36,4 » for 0,3636…
    cut = Fraction(math.floor(p * 1000), 1000)
    if abs(cut - p) > HALF:
        out.append(("truncated", fixed(cut, 3)))
    coarse = half_up(p, 2)
    if abs(coarse - p) > HALF:
        out.append(("too_coarse", fixed(coarse, 2)))
    if 0 < p < 1 and 1 / p != 100 * p:  # (for 1/10, « 10 » is its percentage too)
        out.append(("out_of_range", frac_text(1 / p)))  # cases possible over favourable
    return out


def written(value, k, exercise_id):
    """How student number ``k`` writes the value of a wrong probability or number: a fraction, or (one student
    in two) a decimal to the thousandth; a number accepted to 0,01, to the hundredth."""
    value = Fraction(value)
    if exercise_id in NUMBERS:
        return fixed(half_up(value, 2), 2)
    if k % 2 and 0 < value < 1:
        return fixed(half_up(value, 3), 3)
    return frac_text(value)


def read(text):
    """The value a written answer stands for (a percentage typed without « % »: the number typed)."""
    return number(text) if isinstance(text, str) else Fraction(text)


ROUNDINGS = ("truncated", "too_coarse")


def near(a, b, tolerance):
    return abs(read(a) - read(b)) <= tolerance


def mistakes_of(exercise_id, q, k):
    """(right answer, [(key, answer typed)], [confused keys]): the student ``k``'s wrong answers on ``q``."""
    right, wrong = SOLVERS[exercise_id](q)
    kind = q.kind
    if kind == "guard":
        target, card, p = right
        out = [("not_best_guess", f"{o[0]} ; {o[1].name} ; {frac_text(o[2])}") for _, o in wrong]
        out += [(key, f"{target} ; {card.name} ; {text}") for key, text in generic_probability(p)]
        return right, out, []
    if kind in ("compare", "choice"):
        return right, [(key, w) for key, w in wrong if w is not None], []
    if kind == "tree":
        out = []
        for key, values in wrong:
            out.append((key, {b: (written(v, k, exercise_id) if v != right[b] else frac_text(v))
                              for b, v in values.items()}))
        for key in ("percent", "truncated", "too_coarse", "out_of_range"):
            forms = {b: dict(generic_probability(v)).get(key) for b, v in right.items()}
            out.append((key, {b: forms[b] or frac_text(right[b]) for b in right}))
        kept, confused = [], []
        for key, answer_ in out:
            values = {b: read(t) for b, t in answer_.items()}
            if not tree_differs(right, values):
                continue
            if any(values == {b: read(t) for b, t in other.items()} for _, other in kept):
                confused.append(key)
                continue
            kept.append((key, answer_))
        return right, kept, confused
    if kind == "independence":  # the value's mistakes with the right verdict; the right value with the wrong one
        verdict = VERDICTS[exercise_id](q)
        _, kept, confused = mistakes_of(exercise_id, replace(q, kind="probability", independent=None), k)
        words = {v: fr.ANSWERS["verdict_yes" if v else "verdict_no"] for v in (True, False)}
        kept = [(key, f"{text} ; {words[verdict]}") for key, text in kept]
        return (right, verdict), kept + [("independence_verdict", f"{frac_text(right)} ; {words[not verdict]}")], \
            confused
    tolerance = CENT if exercise_id in NUMBERS or kind == "number" and q.tolerance else HALF
    if kind == "number" and not q.tolerance:
        tolerance = Fraction(0)
    out = [(key, written(v, k, exercise_id)) for key, v in wrong]
    if kind == "probability":
        out += generic_probability(right)
        # a trap written as a decimal that is also the answer cut to the thousandth reads as that cut: a fraction
        cut = fixed(Fraction(math.floor(right * 1000), 1000), 3)
        out = [(key, frac_text(dict(wrong)[key]) if key in dict(wrong) and text == cut else text)
               for key, text in out]
    elif exercise_id in NUMBERS:
        coarse = half_up(right, 1)
        if coarse and abs(coarse - right) > CENT:
            out.append(("too_coarse", fixed(coarse, 1)))
    kept, confused = [], []
    for key, text in out:
        if near(text, right, tolerance):
            continue  # not a mistake on this variant
        # a rounding is told by its form (fewer places than asked, or the answer cut), not by its value
        if key not in ROUNDINGS and any(near(text, other, tolerance) for other_key, other in kept
                                        if other_key not in ROUNDINGS):
            confused.append(key)
            continue
        kept.append((key, text))
    return right, kept, confused


def tree_differs(right, values):
    """Whether a tree's answer has a blank that is not right (a decimal: beyond half a thousandth)."""
    return any(abs(values[b] - right[b]) > HALF for b in right)


# --- the class ------------------------------------------------------------------------------------------------
def outcome(keys, expected):
    if not keys:
        return "unnamed"
    return "named" if tuple(keys) == (expected,) else "misnamed"


def simulate(students, folder, details):
    """Every student through the lesson: the check's verdicts per mistake, and the progress files."""
    student_counts = defaultdict(Counter)  # key -> {"named", "misnamed", "unnamed"}
    injected = {}  # (name, exercise id) -> [expected keys], in the order given
    agree = Counter()
    confused = Counter()
    odd = []
    for k, name in enumerate(NAMES[:students]):
        session = Session()
        je_suis(name, session=session)
        for exercise_id in LESSON:
            q = question(exercise_id, session=session)
            right, wrong, mixed = mistakes_of(exercise_id, q, k)
            confused.update(mixed)
            agree[_agrees(q, right)] += 1
            given = []
            for key, text in wrong:
                feedback = check(q, text)
                if feedback.correct or not feedback.counted:
                    odd.append((name, exercise_id, key, text, feedback.message))
                    continue
                verdict = outcome(feedback.mistakes, key)
                student_counts[key][verdict] += 1
                if details and verdict != "named":
                    print(f"  élève : {name}, {exercise_id}, {key}, {text!r} → {feedback.mistakes} "
                          f"{feedback.message[:160]}")
                answer(exercise_id, text, session=session)
                given.append(key)
            answer(exercise_id, _right_text(q), session=session)
            injected[(name, exercise_id)] = given
        with open(os.path.join(folder, f"progression_{k:02d}.json"), "w", encoding="utf-8") as f:
            json.dump(session.progress.to_json(), f, ensure_ascii=False)
    return student_counts, injected, agree, confused, odd


def _agrees(q, right):
    """Whether the answer recomputed here is the package's."""
    if q.kind == "independence":
        return right == (q.answer, q.independent)
    if q.kind == "guard":
        return right[2] == max(p for _, _, p in q.answer)
    if q.kind == "tree":
        return right == q.answer
    if q.kind in ("compare", "choice"):
        return right == q.answer
    if q.kind == "number" and q.tolerance and Fraction(q.answer).denominator > 10 ** 5:
        return abs(Fraction(right) - Fraction(q.answer)) < Fraction(1, 10 ** 6)  # σ(X): a rounded square root
    return Fraction(right) == Fraction(q.answer)


def _right_text(q):
    if q.kind == "guard":
        target, card, p = q.best_guesses()[0]
        return f"{target} ; {card.name} ; {frac_text(p)}"
    if q.kind == "tree":
        return {b: frac_text(v) for b, v in q.answer.items()}
    if q.kind in ("compare", "choice"):
        return q.answer
    if q.kind == "independence":
        return q.with_verdict(frac_text(q.answer))
    return frac_text(q.answer) if Fraction(q.answer).denominator < 10 ** 5 else fixed(q.answer, 2)


def graded(folder, injected, details):
    """The class report's key for each injected mistake: the wrong tries of each student's exercise, in order."""
    report = ClassReport(folder)
    counts = defaultdict(Counter)
    for row in report.rows:
        name = row.learner.name
        for exercise_id, result in row.results.items():
            expected = injected.get((name, exercise_id), [])
            keys = [key for _, key in result.wrong]
            for i, key in enumerate(expected):
                found = keys[i] if i < len(keys) else None
                verdict = "unnamed" if found is None else "named" if found == key else "misnamed"
                counts[key][verdict] += 1
                if details and verdict != "named":
                    print(f"  rapport : {name}, {exercise_id}, {key} → {found}")
    return report, counts


def table(student, report):
    keys = [k for k in LABELS if k in student or k in report]
    lines = ["| erreur | clé | données | nommées à l'élève | mal nommées | non nommées | nommées dans le rapport |",
             "|---|---|---|---|---|---|---|"]
    totals = Counter()
    for key in keys:
        s, r = student[key], report[key]
        n = sum(s.values())
        totals.update({"n": n, **{f"s_{v}": s[v] for v in s}, **{f"r_{v}": r[v] for v in r}})
        lines.append(f"| {LABELS[key]} | `{key}` | {n} | {s['named']} ({pct(s['named'], n)}) | {s['misnamed']} | "
                     f"{s['unnamed']} | {r['named']} ({pct(r['named'], sum(r.values()))}) |")
    n = totals["n"]
    lines.append(f"| **ensemble** | | {n} | {totals['s_named']} ({pct(totals['s_named'], n)}) | "
                 f"{totals['s_misnamed']} | {totals['s_unnamed']} | {totals['r_named']} "
                 f"({pct(totals['r_named'], totals['r_named'] + totals['r_misnamed'] + totals['r_unnamed'])}) |")
    return lines, totals


def pct(a, n):
    return f"{100 * a / n:.1f} %".replace(".", ",") if n else "—"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--students", type=int, default=32)
    parser.add_argument("--details", action="store_true", help="chaque erreur mal nommée ou non nommée")
    args = parser.parse_args()
    start = time.perf_counter()
    folder = tempfile.mkdtemp()
    student, injected, agree, confused, odd = simulate(args.students, folder, args.details)
    report, counts = graded(folder, injected, args.details)
    lines, totals = table(student, counts)
    print(f"{len(report.rows)} élèves, {len(LESSON)} questions de la leçon de Première ; bonnes réponses recalculées "
          f"ici et égales à celles du paquet : {agree[True]} sur {agree[True] + agree[False]}")
    print("\n".join(lines))
    n = totals["n"]
    print(f"À l'élève : {totals['s_named']} sur {n} nommées ({pct(totals['s_named'], n)}), "
          f"{totals['s_misnamed']} mal nommées, {totals['s_unnamed']} non nommées. Dans le rapport : "
          f"{totals['r_named']} nommées, {totals['r_misnamed']} mal nommées, {totals['r_unnamed']} non nommées.")
    if confused:
        print("Confondues avec une erreur déjà donnée (même réponse), non posées : "
              + ", ".join(f"{k} ({v})" for k, v in confused.most_common()))
    if odd:
        print(f"{len(odd)} réponses fausses calculées ici jugées justes par le paquet (non posées) :")
        for item in odd[:10]:
            print("  ", item)
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
