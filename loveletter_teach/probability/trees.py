"""Weighted trees (arbres pondérés) and crossed tables (tableaux croisés), as a French maths class
writes them, hand-made or drawn from a seat's position.

A :class:`Tree` carries on each branch its weight, an irreducible Fraction, with the conditional
notation (« P(B) = 5/11 », « P_B(C) = 1/2 »), and at each leaf the product « P(B ∩ C) = 5/22 ».

Two cards drawn without replacement from 3 Gardes and 2 Prêtres (G₁: the first is a Garde…):

>>> def weight(path, event):
...     gardes = 3 - sum(e.startswith("G") for e in path)
...     return Fraction(gardes if event.startswith("G") else 5 - len(path) - gardes, 5 - len(path))
>>> t = Tree.from_levels([["G₁", "P₁"], ["G₂", "P₂"]], weight)
>>> t.probability("G₂"), t.conditional("G₁", given="G₂"), sum(leaf.probability for leaf in t.leaves())
(Fraction(3, 5), Fraction(1, 2), Fraction(1, 1))
>>> print(t.total_formula("G₂", name="G₂"))
P(G₂) = P(G₁) × P_G₁(G₂) + P(P₁) × P_P₁(G₂) = 3/5 × 1/2 + 2/5 × 3/4 = 3/5
>>> print(t)
├─ G₁ : P(G₁) = 3/5
│  ├─ G₂ : P_G₁(G₂) = 1/2  →  P(G₁ ∩ G₂) = 3/10
│  └─ P₂ : P_G₁(P₂) = 1/2  →  P(G₁ ∩ P₂) = 3/10
└─ P₁ : P(P₁) = 2/5
   ├─ G₂ : P_P₁(G₂) = 3/4  →  P(P₁ ∩ G₂) = 3/10
   └─ P₂ : P_P₁(P₂) = 1/4  →  P(P₁ ∩ P₂) = 1/10

A :class:`CrossTable` holds counts or probabilities with the totals of its rows and columns.
Builders from a position: :func:`burned_table` (the card of a player × the burned card, by card
counting) and :func:`play_tree` (the play model of one turn: the card held, the card drawn, the
card played), both computed by the package, exact.
"""

from dataclasses import dataclass, replace
from fractions import Fraction
from typing import NamedTuple

from .. import fr
from ..errors import LoveLetterError
from ..events import Drew, Played
from ..html import FONT, description_html, esc, french_output
from .bayes import check_player, worlds_by_card
from .facts import Knowledge, check_observation
from .playmodel import DEFAULT
from .tracker import BeliefTracker
from .worlds import TooManyWorlds

T = fr.TREES
LINE_WIDTH = 100  # a longer total formula is written one term per line
MAX_BRANCHES = 6  # beyond, the smallest branches of a node are grouped into « autre »
OTHER = "other"  # the key of a grouped branch


def frac(x):
    """« 5/11 », « 1 », « 0 » (a Fraction as a class writes it; None: the blank « ? »)."""
    if x is None:
        return "?"
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


def notation(event, given=(), html=False):
    """« P(B) », « P_B(C) », « P(D sachant H = Roi) » (in HTML with a subscript: P<sub>B</sub>(C)).

    In plain text, a condition of one symbol is written as a class types it, « P_B(C) »; a longer one
    (« H = Roi », « B ∩ C ») is read out, « P(D sachant B ∩ C) »: « P_H = Roi(D) » or « P_{H = Roi}(D) »
    cannot be read, and « P_(H = Roi)(D) » puts two parentheses side by side that a learner takes for a
    product. « sachant » is how the lycée says P_A(B) aloud.

    >>> notation("C", ("B",)), notation("E", ("H = Roi",)), notation("D", ("B", "C"))
    ('P_B(C)', 'P(E sachant H = Roi)', 'P(D sachant B ∩ C)')
    """
    if not given:
        return f"P({esc(event) if html else event})"
    cond = " ∩ ".join(given)
    if html:
        return f"P<sub>{esc(cond)}</sub>({esc(event)})"
    if len(given) == 1 and " " not in cond:
        return f"P_{cond}({event})"
    return T["given"].format(event=event, given=cond)


class Formula(str):
    """A formula's text (print it, format it) that a notebook draws from its HTML ``html`` (the same
    lines, with real subscripts; the line breaks and the alignment of the text kept)."""

    def __new__(cls, text, html):
        formula = super().__new__(cls, text)
        formula.html = html
        return formula

    def __repr__(self):
        return str(self)

    def _repr_html_(self):
        # its lines kept, but wrapped where the output is narrower than a line (a tablet, a side panel
        # open): a line cut at the edge hid the result, and made a box only a mouse could scroll
        return f"<span style='white-space:pre-wrap;font-family:monospace'>{self.html}</span>"
    _repr_html_ = french_output(_repr_html_, tag="span")  # a piece of a line (html.Lines puts it in a <p>)


def intersection(events, html=False):
    text = " ∩ ".join(events)
    return f"P({esc(text) if html else text})"


class Leaf(NamedTuple):
    """The end of a path: its events (notation), their keys, and the product of the weights (None
    when a weight on the path is blanked)."""

    events: tuple
    keys: tuple
    probability: object


@dataclass(frozen=True)
class Branch:
    """``event``: the notation of the event (« B », « T = Prêtre »); ``weight``: a Fraction (None
    when blanked: ``blank`` is then its id); ``key``: a value for programs (a card…)."""

    event: str
    weight: object
    subtree: object = None
    key: object = None
    blank: object = None


class Tree:
    """An arbre pondéré: ``Tree(root, [(event, weight, subtree), ...])`` (subtree a Tree or None;
    Branch objects are accepted too). The weights of a node's branches must add up to 1."""

    def __init__(self, root="", children=(), legend=()):
        self.root = root
        self.legend = tuple(legend)
        self.hidden = {}  # leaf events -> blank id: that leaf's product shown as « ? (id) »
        self._leaves = None  # the paths, once walked (leaves())
        branches = []
        for child in children:
            if not isinstance(child, Branch):
                event, weight, *rest = child
                child = Branch(str(event), weight, rest[0] if rest else None)
            if child.weight is not None:
                child = replace(child, weight=Fraction(child.weight))
                if not 0 <= child.weight <= 1:
                    raise LoveLetterError(T["bad_weight"].format(event=child.event, weight=frac(child.weight)))
            branches.append(child)
        self.branches = tuple(branches)
        known = [b.weight for b in self.branches]
        if branches and None not in known and sum(known) != 1:
            raise LoveLetterError(T["bad_sum"].format(events=", ".join(b.event for b in branches),
                                                      total=frac(sum(known))))

    @classmethod
    def from_levels(cls, levels, weight, root="", legend=()):
        """The tree whose level i offers the events ``levels[i]``; ``weight(path, event)`` gives the
        conditional weight of ``event`` after the events of ``path`` (a tuple). Zero branches are left
        out."""
        def grow(path):
            if len(path) == len(levels):
                return None
            children = []
            for event in levels[len(path)]:
                w = Fraction(weight(tuple(path), event))
                if w:
                    children.append(Branch(str(event), w, grow(path + (event,)), key=event))
            return cls(children=children)
        return cls(root, grow(()).branches, legend)

    # --- reading the tree ------------------------------------------------------------------
    def leaves(self):
        """Every path from the root, with the product of its weights (walked once: a tree never
        changes after it is built, and an exercise reads its probabilities many times)."""
        if self._leaves is None:
            self._leaves = tuple(self._walk((), (), Fraction(1)))
        return list(self._leaves)

    def _walk(self, events_before, keys_before, p_before):
        found = []
        for b in self.branches:
            p = None if p_before is None or b.weight is None else p_before * b.weight
            events, keys = events_before + (b.event,), keys_before + (b.key,)
            if b.subtree is None or not b.subtree.branches:
                found.append(Leaf(events, keys, p))
            else:
                found.extend(b.subtree._walk(events, keys, p))
        return found

    def probability(self, event):
        """P(event): the sum of the leaves whose path contains ``event`` (an event's notation) or that
        satisfy ``event`` (a function of a :class:`Leaf`)."""
        test = _test(event)
        values = [leaf.probability for leaf in self.leaves() if test(leaf)]
        if any(v is None for v in values):
            raise LoveLetterError(T["blanks_left"])
        return sum(values, Fraction(0))

    total = probability

    def conditional(self, event, given):
        """P_given(event) = P(given ∩ event) / P(given)."""
        both, condition = _test(event), _test(given)
        p_given = self.probability(condition)
        if not p_given:
            raise LoveLetterError(T["zero_given"])
        return self.probability(lambda leaf: both(leaf) and condition(leaf)) / p_given

    def decomposition(self, event):
        """The formule des probabilités totales along the first level: (branch, P_branch(event)) for
        every first-level branch."""
        test = _test(event)
        parts = []
        for b in self.branches:
            sub = Tree(children=[replace(b, weight=Fraction(1))])
            parts.append((b, sub.probability(test)))
        return parts

    def total_formula(self, event, name="E"):
        """« P(E) = P(A) × P_A(E) + P(B) × P_B(E) = 1/2 × 1/3 + … = 5/18 » (first-level terms with a
        zero conditional probability are left out), a :class:`Formula`: this text, which a notebook
        draws with real subscripts (« P(E sachant H = Roi) » as P with the subscript H = Roi)."""
        parts = [(b, p) for b, p in self.decomposition(event) if p]
        symbols = {html: [f"{notation(b.event, html=html)} × {notation(name, (b.event,), html=html)}"
                          for b, _ in parts] for html in (False, True)}
        numbers = [f"{frac(b.weight)} × {frac(p)}" for b, p in parts]
        total = frac(sum((b.weight * p for b, p in parts), Fraction(0)))

        def one_line(html):
            return T["total_formula"].format(name=esc(name) if html else name, symbols=" + ".join(symbols[html]) or "0",
                                             numbers=" + ".join(numbers) or "0", total=total)
        if len(one_line(False)) <= LINE_WIDTH:
            return Formula(one_line(False), one_line(True))
        # too long for one line: one term per line, as on the board, the « = » and « + » aligned
        head = f"P({name}) = "
        pad = " " * (len(head) - 2)
        for per_row in range(len(numbers), 0, -1):  # the numbers are short: as few lines as fit, even ones
            size = -(-len(numbers) // -(-len(numbers) // per_row))
            rows = [" + ".join(numbers[k:k + size]) for k in range(0, len(numbers), size)]
            if per_row == 1 or all(len(pad) + 2 + len(r) <= LINE_WIDTH for r in rows):
                break

        def board(html):
            terms = symbols[html]
            lines = [(esc(head) if html else head) + terms[0]] + [f"{pad}+ {term}" for term in terms[1:]]
            return "\n".join(lines + [f"{pad}= {rows[0]}"] + [f"{pad}+ {r}" for r in rows[1:]] + [f"{pad}= {total}"])
        return Formula(board(False), board(True))

    # --- changing the tree -----------------------------------------------------------------
    def collapse(self, max_branches=MAX_BRANCHES, keep=lambda branch: False, other=None):
        """A copy where a node with more than ``max_branches`` branches keeps the largest ones (and
        those ``keep`` names) and groups the others into one branch « autre », whose subtree mixes
        theirs (the probabilities of the other events are unchanged)."""
        branches = list(self.branches)
        if len(branches) > max_branches:
            order = sorted(range(len(branches)), key=lambda i: (not keep(branches[i]), -branches[i].weight, i))
            kept = set(order[:max_branches - 1])
            rest = [b for i, b in enumerate(branches) if i not in kept]
            merged = Branch(other(rest) if other else T["other"], sum(b.weight for b in rest),
                            _mix([(b.weight, b.subtree) for b in rest]), key=OTHER)
            branches = [b for i, b in enumerate(branches) if i in kept] + [merged]
        branches = [replace(b, subtree=b.subtree.collapse(max_branches, keep, other)) if b.subtree else b
                    for b in branches]
        return Tree(self.root, branches, self.legend)

    def with_blanks(self, select):
        """(tree, answers): a copy whose branches chosen by ``select(events, branch)`` (``events``:
        the path down to the branch, itself included) show « ? » with ids a, b, c…; ``answers`` maps
        each id to the hidden weight."""
        answers = {}

        def blank(tree, path):
            branches = []
            for b in tree.branches:
                events = path + (b.event,)
                sub = blank(b.subtree, events) if b.subtree else None
                if select(events, b):
                    blank_id = "abcdefghijklmnopqrstuvwxyz"[len(answers)]
                    answers[blank_id] = b.weight
                    branches.append(replace(b, weight=None, blank=blank_id, subtree=sub))
                else:
                    branches.append(replace(b, subtree=sub))
            return Tree(tree.root, branches, tree.legend)
        return blank(self, ()), answers

    def with_hidden_products(self, select):
        """(tree, answers): a copy whose leaves chosen by ``select(events)`` show « ? » with ids a, b,
        c… instead of the product of their path (the weights stay shown); ``answers`` maps each id to the
        leaf's events."""
        tree = Tree(self.root, self.branches, self.legend)
        for leaf in self.leaves():
            if select(leaf.events):
                tree.hidden[leaf.events] = "abcdefghijklmnopqrstuvwxyz"[len(tree.hidden)]
        return tree, {blank: events for events, blank in tree.hidden.items()}

    def _product_text(self, events, p):
        return T["blank"].format(id=self.hidden[events]) if events in self.hidden else frac(p)

    @property
    def blanks(self):
        """The ids of the blanked weights, in reading order."""
        found = []

        def walk(tree):
            for b in tree.branches:
                if b.blank is not None:
                    found.append(b.blank)
                if b.subtree:
                    walk(b.subtree)
        walk(self)
        return tuple(found)

    # --- display ---------------------------------------------------------------------------
    def __str__(self):
        lines = [self.root] if self.root else []
        lines += list(self.legend)

        def walk(tree, given, indent, p):
            for i, b in enumerate(tree.branches):
                last = i == len(tree.branches) - 1
                q = None if p is None or b.weight is None else p * b.weight
                line = f"{indent}{'└─' if last else '├─'} {b.event} : {notation(b.event, given)} = {_weight_text(b)}"
                if not (b.subtree and b.subtree.branches):
                    product = self._product_text(given + (b.event,), q)
                    line += f"  →  {intersection(given + (b.event,))} = {product}"
                lines.append(line)
                if b.subtree and b.subtree.branches:
                    walk(b.subtree, given + (b.event,), indent + ("   " if last else "│  "), q)
        walk(self, (), "", Fraction(1))
        return "\n".join(lines)

    def description(self):
        """The tree in words, one line per path: its events, the weight of each branch, the product at
        its leaf (a blank stays « ? (a) »), for a screen reader and for whoever reads text better than a
        drawing."""
        lines = []

        def walk(tree, events, weights, p):
            for b in tree.branches:
                q = None if p is None or b.weight is None else p * b.weight
                path, said = events + (b.event,), weights + [f"{notation(b.event, events)} = {_weight_text(b)}"]
                if b.subtree and b.subtree.branches:
                    walk(b.subtree, path, said, q)
                else:
                    lines.append(T["path"].format(events=T["then"].join(path), weights=", ".join(said),
                                                  product=f"{intersection(path)} = {self._product_text(path, q)}"))
        walk(self, (), [], Fraction(1))
        return lines

    @french_output
    def _repr_html_(self):
        depth = max((len(leaf.events) for leaf in self.leaves()), default=0)
        rows = []

        def walk(tree, given, cells, p):
            for b in tree.branches:
                q = None if p is None or b.weight is None else p * b.weight
                span = len(b.subtree.leaves()) if b.subtree and b.subtree.branches else 1
                cell = (f"<td rowspan='{span}' style='border-left:2px solid #888;padding:2px 10px;"
                        f"vertical-align:middle'><b>{esc(b.event)}</b><br><span style='color:#1a4d8f'>"
                        f"{notation(b.event, given, html=True)} = {esc(_weight_text(b))}</span></td>")
                if b.subtree and b.subtree.branches:
                    walk(b.subtree, given + (b.event,), cells + [cell], q)
                else:
                    pad = "<td></td>" * (depth - len(given) - 1)
                    leaf = (f"<td style='padding:2px 10px;border-left:1px dotted #888'>"
                            f"{intersection(given + (b.event,), html=True)} = "
                            f"<b>{esc(self._product_text(given + (b.event,), q))}</b></td>")
                    rows.append("<tr>" + "".join(cells + [cell]) + pad + leaf + "</tr>")
                cells = []  # written once: the rowspan covers the next rows
        walk(self, (), [], Fraction(1))
        head = f"<p><b>{esc(self.root)}</b></p>" if self.root else ""
        legend = "".join(f"<p style='margin:2px 0;font-size:13px'>{esc(line)}</p>" for line in self.legend)
        # the table only lays the drawing out (role='presentation'): the tree is read from its description
        return (f"<div class='ll-tree' style='{FONT}'>{head}{legend}"
                f"<table role='presentation' style='border-collapse:collapse'>{''.join(rows)}</table>"
                f"{description_html(self.description())}</div>")


def _weight_text(branch):
    return T["blank"].format(id=branch.blank) if branch.weight is None else frac(branch.weight)


def _test(event):
    if callable(event):
        return event
    return lambda leaf: event in leaf.events


def _mix(items):
    """The tree of a group of branches: weights averaged by event, subtrees mixed alike."""
    total = sum(w for w, _ in items)
    if not total or all(t is None for _, t in items):
        return None
    groups = {}
    for w, tree in items:
        for b in (tree.branches if tree else ()):
            group = groups.setdefault(b.event, [Fraction(0), [], b.key])
            group[0] += w * b.weight
            group[1].append((w * b.weight, b.subtree))
    return Tree(children=[Branch(event, mass / total, _mix(subs), key=key)
                          for event, (mass, subs, key) in groups.items() if mass])


# --- crossed tables ----------------------------------------------------------------------------
def _select(labels, chosen):
    """The labels an event keeps: None (all), a label, a collection, or a function of a label."""
    if chosen is None:
        return list(labels)
    if chosen in labels:  # a label (a card is a tuple too)
        return [chosen]
    if callable(chosen):
        return [x for x in labels if chosen(x)]
    if isinstance(chosen, (set, frozenset, list, tuple)):
        return [x for x in labels if x in chosen]
    return [x for x in labels if x == chosen]


class CrossTable:
    """A tableau croisé: ``cells[(row, column)]`` counts (int) or probabilities (Fraction), with the
    totals of its rows and columns. ``probabilities()`` divides by the total (total 1)."""

    def __init__(self, rows, columns, cells, row_title="", column_title="", title="", legend=()):
        self.rows, self.columns = tuple(rows), tuple(columns)
        self.cells = {(r, c): cells.get((r, c), 0) for r in self.rows for c in self.columns}
        self.row_title, self.column_title, self.title = row_title, column_title, title
        self.legend = tuple(legend)

    def row_total(self, row):
        return sum(self.cells[row, c] for c in self.columns)

    def column_total(self, column):
        return sum(self.cells[r, column] for r in self.rows)

    @property
    def total(self):
        return sum(self.cells.values())

    def probabilities(self):
        total = self.total
        return CrossTable(self.rows, self.columns, {k: Fraction(v, 1) / total for k, v in self.cells.items()},
                          self.row_title, self.column_title, self.title, self.legend)

    def probability(self, rows=None, columns=None):
        """P(row in ``rows`` ∩ column in ``columns``) (each: None for all, a label, a collection of
        labels or a function of a label)."""
        chosen = sum(self.cells[r, c] for r in _select(self.rows, rows) for c in _select(self.columns, columns))
        return Fraction(chosen) / self.total

    def conditional(self, rows=None, columns=None, given_rows=None, given_columns=None):
        """P_A(B), A the event (``given_rows``, ``given_columns``), B (``rows``, ``columns``)."""
        a_rows, a_cols = _select(self.rows, given_rows), _select(self.columns, given_columns)
        given = sum(self.cells[r, c] for r in a_rows for c in a_cols)
        if not given:
            raise LoveLetterError(T["zero_given"])
        b_rows, b_cols = set(_select(self.rows, rows)), set(_select(self.columns, columns))
        both = sum(self.cells[r, c] for r in a_rows for c in a_cols if r in b_rows and c in b_cols)
        return Fraction(both) / given

    def _grid(self):
        """The table as lines of text cells, with totals."""
        head = [f"{self.row_title} \\ {self.column_title}"] + [_label(c) for c in self.columns] + [T["total"]]
        body = [[_label(r)] + [frac(self.cells[r, c]) for c in self.columns] + [frac(self.row_total(r))]
                for r in self.rows]
        foot = [T["total"]] + [frac(self.column_total(c)) for c in self.columns] + [frac(self.total)]
        return head, body, foot

    def __str__(self):
        head, body, foot = self._grid()
        widths = [max(len(line[i]) for line in [head, *body, foot]) for i in range(len(head))]
        show = [" | ".join(cell.rjust(w) for cell, w in zip(line, widths)) for line in [head, *body, foot]]
        return "\n".join(([self.title] if self.title else []) + list(self.legend) + show)

    @french_output
    def _repr_html_(self):
        head, body, foot = self._grid()
        style = "border:1px solid #999;padding:2px 8px;text-align:center"
        th = "".join(f"<th scope='col' style='{style}'>{esc(c)}</th>" for c in head)
        tr = "".join("<tr>" + f"<th scope='row' style='{style}'>{esc(line[0])}</th>"
                     + "".join(f"<td style='{style}'>{esc(c)}</td>" for c in line[1:-1])
                     + f"<td style='{style}'><b>{esc(line[-1])}</b></td></tr>" for line in body)
        tf = (f"<tr><th scope='row' style='{style}'>{esc(foot[0])}</th>"
              + "".join(f"<td style='{style};font-weight:700'>{esc(c)}</td>" for c in foot[1:]) + "</tr>")
        title = f"<p><b>{esc(self.title)}</b></p>" if self.title else ""
        legend = "".join(f"<p style='margin:2px 0;font-size:13px'>{esc(line)}</p>" for line in self.legend)
        return (f"<div class='ll-crosstable' style='{FONT}'>{title}{legend}<table style='border-collapse:collapse'>"
                f"<tr>{th}</tr>{tr}{tf}</table></div>")


def _label(x):
    return getattr(x, "name", str(x))


# --- from a position -----------------------------------------------------------------------------
def unseen_counts(obs):
    """{card: copies} of the cards this seat cannot place (card counting's universe)."""
    knowledge = Knowledge(obs)
    unseen = {c: obs.edition.deck.count(c) for c in obs.edition.cards}
    for card in knowledge.placed():
        unseen[card] -= 1
    return {c: n for c, n in unseen.items() if n}, knowledge


def burned_table(obs, player):
    """Card counting as a tableau croisé: ``player``'s card (rows) × the burned card (columns),
    the number of ordered pairs of unseen cards. Its row totals divided by the total are the
    counting probabilities of ``player``'s card: the burned card changes nothing to them."""
    check_observation(obs)
    player = check_player(obs, player)
    unseen, knowledge = unseen_counts(obs)
    who = obs.names[player]
    if obs.burned_taken_by is not None:
        raise LoveLetterError(T["burned_taken"])
    if not obs.alive[player] or obs.hand_sizes[player] != 1 or knowledge.known_cards(player):
        raise LoveLetterError(T["no_table"].format(p=who, of_p=fr.of(who)))
    cards = [c for c in obs.edition.cards if c in unseen]
    cells = {(a, b): unseen[a] * (unseen[b] - (a == b)) for a in cards for b in cards}
    n = sum(unseen.values())
    legend = (T["burned_legend"].format(n=n, pairs=n * (n - 1), of_p=fr.of(who)),)
    return CrossTable(cards, cards, cells, T["card_of"].format(of_p=fr.of(who)), T["burned"],
                      T["burned_title"].format(of_p=fr.of(who)), legend)


def play_tree(obs, player, turn=None, model=DEFAULT, max_branches=MAX_BRANCHES, compact=False, articles=fr.TYPE):
    """The play model of ``player``'s turn ``turn`` (counted from 1 as in the facts; default: the
    last turn they played) as a weighted tree: H the card held before drawing (its law from the
    déduction of the position before that turn), T the card drawn, J the card played. ``compact``:
    two levels only, H then E or Ē, with P_H(E) on the branch (the draw and the choice together) —
    the tree of the formule des probabilités totales, its outcomes labelled « E » and « Ē » as the
    lesson's text writes them (the branches' keys stay ("J", card) and ("J", None)).

    The event E of the turn, « J = <the card played> » (« E » in the compact tree), is ``tree.event``:
    ``tree.probability(tree.event)`` is P(E) by the formule des probabilités totales and
    ``tree.conditional(held_event, tree.event)`` is P_E(H = h). ``articles``: how the legend of « H = autre »
    names its cards, « un Garde ou le Roi » (``fr.DEFINITE``: « le Garde », the exercises' earlier versions)."""
    check_observation(obs)
    player = check_player(obs, player)
    starts = [i for i, e in enumerate(obs.events) if type(e) is Drew]
    played = {}
    for i, start in enumerate(starts):
        if obs.events[start].seat == player:
            after = next((e for e in obs.events[start + 1:start + 3] if type(e) is Played and e.seat == player), None)
            if after is not None:
                played[i + 1] = after.card
    if turn is None:
        if not played:
            raise LoveLetterError(T["no_turn"].format(p=obs.names[player]))
        turn = max(played)
    if turn not in played:
        raise LoveLetterError(T["bad_turn"].format(turn=turn, p=obs.names[player],
                                                   turns=", ".join(map(str, sorted(played))) or "—"))
    card = played[turn]
    try:
        before = BeliefTracker(obs.seat, model).exact(obs, upto=starts[turn - 1]).copy()
        before.resolve(player)
    except TooManyWorlds as exc:
        raise LoveLetterError(fr.BAYES["too_many"]) from exc
    total = before.total
    if not total:
        raise LoveLetterError(fr.BELIEFS["impossible"])
    edition, cards = obs.edition, obs.edition.cards
    held_children = []
    for k, part in worlds_by_card(before, player):
        h = cards[k]
        _, _, (draw, divisor), mass = part.marginals([])
        drawn_children = []
        for j in sorted(draw):
            d = cards[j]
            plays = [(x, Fraction(model.play_weight(edition, (h, d), x), 2)) for x in dict.fromkeys((h, d))]
            leaves = [Branch(T["played"].format(card=x.name), w, key=("J", x)) for x, w in plays if w]
            drawn_children.append(Branch(T["drawn"].format(card=d.name), Fraction(draw[j], mass * divisor),
                                         Tree(children=leaves), key=("T", d)))
        if compact:
            p_e = sum((b.weight * w.weight for b in drawn_children for w in b.subtree.branches
                       if w.key == ("J", card)), Fraction(0))
            outcomes = [Branch(T["event"], p_e, key=("J", card)), Branch(T["not_event"], 1 - p_e, key=("J", None))]
            subtree = Tree(children=[b for b in outcomes if b.weight])
        else:
            subtree = Tree(children=[b for b in drawn_children if b.weight])
        held_children.append(Branch(T["held"].format(card=h.name), Fraction(mass, total), subtree, key=("H", h)))
    who = obs.names[player]
    legend = (T["legend_compact" if compact else "legend_play"].format(of_p=fr.of(who), turn=turn),
              T["legend_event"].format(card=fr.the(card), p=who))
    tree = Tree(T["play_title"].format(of_p=fr.of(who), turn=turn), held_children, legend)
    tree = tree.collapse(max_branches, keep=lambda b: b.key in (("T", card), ("J", card), ("J", None)),
                         other=lambda rest: T["other_event"].format(var=rest[0].key[0]))
    grouped = [b.key[1] for b in held_children if b.key not in {k.key for k in tree.branches}]
    if grouped:  # say which cards « H = autre » holds in this position
        tree.legend += (T["other_legend"].format(cards=fr.join_or(articles.card(c) for c in grouped)),)
    tree.event = T["event"] if compact else T["played"].format(card=card.name)
    if not tree.probability(tree.event):  # the player did what the play model never does
        raise LoveLetterError(fr.BELIEFS["impossible"])
    tree.card, tree.player, tree.turn = card, player, turn
    return tree


__all__ = ["Tree", "Branch", "Leaf", "Formula", "CrossTable", "burned_table", "play_tree", "notation", "frac", "unseen_counts",
           "MAX_BRANCHES"]
