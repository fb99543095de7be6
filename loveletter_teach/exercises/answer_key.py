"""A teacher's answer key for a class: a grid of the expected answers (one row per learner, one column
per exercise, each learner's own variant built by the catalogue with the same seed), then, on request,
each learner's questions and worked solutions.

The grid comes first and is made to be printed: a lesson's 9 questions for 32 learners hold on one A4
page. ``solutions=True`` (or a list of learners) adds, for each learner, each question's text with the
cards that lie face up and the moves of its position (enough to recount from paper), its answer and
its worked solution, compact; ``compact=False`` shows those questions as the learner's widget does.

Two learners of the same name are told apart by a class or a number (``("Camille", 2)``, as
``je_suis("Camille", 2)``): two sections. The same name twice without one is one learner, one variant:
the key says so once.

>>> key = answer_key(["Camille", "Léo"], notebook="01")
>>> key.save("corrige.html")  # doctest: +SKIP
"""

import csv
import io
import math
import os
import re
import sys
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..html import FONT, NBSP, esc, french_html, french_output, visible_text
from .catalogue import entry
from .catalogue import exercise_ids as catalogue_ids
from .learners import Learner
from .parsing import decimal_text, number_text
from .questions import LETTERS

K = fr.ANSWER_KEY
VARIANT = fr.EXERCISES["variant"]
COLUMNS = 9  # exercises per grid table: a wider key continues in another table
GREY = "color:#555;font-size:11px"


def variant_of(learner):
    """« (variante d'Inès) »: in a teacher's key, a personal question says whose it is."""
    return K["variant_of"].format(of_name=fr.of(Learner(learner).label))


def title_of(question, learner):
    """The question's title, « (votre variante) » replaced by the learner's name."""
    return question.title.replace(VARIANT, variant_of(learner))


def position_text(question):
    """The cards face up in the question's position, then its moves, in text ("" without a position)."""
    if question.position is None:
        return ""
    return " ".join([visible_text(question.position), *question.position.narration()])


def question_text(question):
    """The prompt, the position (cards face up, moves) and the choices, on one line (for a spreadsheet)."""
    choices = " ".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(question.choices))
    return " ".join(part for part in (question.prompt, position_text(question), choices) if part)


def cell_text(question, shared=False):
    """The expected answer, short enough for a cell of the class grid. ``shared``: every learner's
    variant has the same choices, which the column's heading gives; the cell then gives the sign of a
    comparison, or the letter and the first words of a choice."""
    q = question
    if q.kind == "tree":
        return " ; ".join(f"{k} = {number_text(v).split(' ')[0]}" for k, v in sorted(q.answer.items()))
    if q.kind == "compare":
        a, b = (tuple(q.choices) + ("A", "B"))[:2]
        return q.answer if shared else f"{a} {q.answer} {b}"
    if q.kind == "choice" and q.answer in q.choices:
        letter = LETTERS[q.choices.index(q.answer)]
        return f"{letter}. {short_choices(q.choices)[q.answer] if shared else q.answer}"
    if q.kind == "guard":  # « Alice ou Chloé : Prêtre, Baron ou Prince (1/7) »
        best = q.best_guesses()
        targets = list(dict.fromkeys(t for t, _, _ in best))
        cards = list(dict.fromkeys(c.name for _, c, _ in best))
        chance = number_text(best[0][2]).split(" ")[0]
        if len(best) == len(targets) * len(cards):  # every target with every card
            return f"{fr.join_or(targets)} : {fr.join_or(cards)} ({chance})"
        return " ; ".join(f"{t} : {fr.join_or(c.name for u, c, _ in best if u == t)}" for t in targets) + f" ({chance})"
    if q.kind in ("fraction", "probability") and Fraction(q.answer).denominator != 1:
        return rounded_text(Fraction(q.answer), q.precision)
    if q.kind == "independence":  # « 3/11 ≈ 0,273 ; non indépendants »
        return q.with_verdict(rounded_text(Fraction(q.answer), q.precision))
    return q.answer_text()


def rounded_text(x, places):
    """« 1/3 ≈ 0,333 », « 2/5 = 0,4 »: the fraction, then its value rounded as the question asks."""
    rounded = Fraction(math.floor(x * 10 ** places + Fraction(1, 2)), 10 ** places)
    return f"{x.numerator}/{x.denominator} {'=' if rounded == x else '≈'} {decimal_text(rounded, places)}"


def short_choices(choices):
    """{choice: its words up to the first comma or colon}, or the whole choices if two would read alike."""
    short = {c: c.replace(":", ",").split(",")[0].strip() for c in choices}
    return short if len(set(short.values())) == len(short) else {c: c for c in choices}


def heading_text(question):
    """What a column's heading adds when the choices are the same for all: « P(A ∩ B) ? P(A) × P(B) »."""
    if question.kind == "compare":
        a, b = (tuple(question.choices) + ("A", "B"))[:2]
        return f"{a} ? {b}"
    return ""


def plural(pair, count, **words):
    """The singular or plural template of ``pair`` for ``count``, filled in with ``words``."""
    return pair[0 if count <= 1 else 1].format(**words)


def as_learner(who):
    """A learner from a name, a Learner or a (name, group) pair."""
    if isinstance(who, (tuple, list)):
        if len(who) != 2:
            raise LoveLetterError(K["bad_learner"].format(value=", ".join(map(str, who))))
        return Learner(*who)
    return Learner(who)


class AnswerKey:
    """The key of ``learners`` (each once: the same name twice is one learner, counted in
    ``duplicates``) for ``entries``. ``rows``: (learner, entry, question) for each learner and each
    exercise, in order. ``solutions``: the learners whose worked solutions follow the grid."""

    def __init__(self, learners, entries, compact=True, solutions=()):
        given = [as_learner(who) for who in learners]
        self.learners = list(dict.fromkeys(given))
        self.duplicates = [(first, [w for w in given if w == first]) for first in self.learners
                           if given.count(first) > 1]
        self.entries = list(entries)
        self.compact = compact
        self.rows = [(learner, e, e.build(learner)) for learner in self.learners for e in self.entries]
        # the exercises whose choices are the same for every learner: the grid names them once
        self.shared = {e.id for e in self.entries if len({q.choices for _, f, q in self.rows if f is e}) == 1}
        self.solutions = [self._in_class(who) for who in solutions]

    def _in_class(self, who):
        learner = as_learner(who)
        if learner not in self.learners:
            raise LoveLetterError(K["not_in_class"].format(name=learner.label))
        return learner

    def of(self, learner):
        """[(entry, question)] of one learner of the class (a name, a Learner or a (name, group) pair)."""
        learner = self._in_class(learner)
        return [(e, q) for who, e, q in self.rows if who == learner]

    def to_csv(self, delimiter=";"):
        """One row per learner and exercise: name, class or number, id, notion, question, the cards face
        up and the moves, answer (« ; » between columns, as French spreadsheets expect, since the comma
        is the decimal mark)."""
        out = io.StringIO()
        writer = csv.writer(out, delimiter=delimiter, lineterminator="\n")
        writer.writerow(K["columns"])
        for learner, e, q in self.rows:
            choices = " ".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(q.choices))
            question = " ".join(part for part in (q.prompt, choices) if part).replace(VARIANT, variant_of(learner))
            writer.writerow([learner.name, learner.group or "", e.id, e.notion, question, position_text(q),
                             q.answer_text()])
        return out.getvalue()

    # --- the class grid -------------------------------------------------------------------------
    def _notes_html(self):
        notes = []
        for learner, written in self.duplicates:
            names = list(dict.fromkeys(w.name for w in written))
            spellings = K["spellings"].format(names=" », « ".join(names)) if len(names) > 1 else ""
            notes.append(K["duplicate"].format(name=learner.name, count=len(written), spellings=spellings))
        return "".join(f"<p style='margin:3px 0;font-size:11px;color:#8d5a00'>{french_html(n)}</p>" for n in notes)

    def _table_html(self, start):
        entries = self.entries[start:start + COLUMNS]
        questions = {(who, e.id): q for who, e, q in self.rows}
        shared = {e.id: e.id in self.shared for e in entries}
        cell = "border:1px solid #999;padding:1px 3px;vertical-align:top;"
        head = []
        for k, e in enumerate(entries):
            more = heading_text(questions[self.learners[0], e.id]) if shared[e.id] else ""
            more = f"<br><span style='font-weight:400'>{french_html(more)}</span>" if more else ""
            head.append(f"<th scope='col' style='{cell}background:#eee;font-size:9px;overflow-wrap:anywhere'>{start + k + 1}. "
                        f"{esc(self._short_id(e))}{more}</th>")
        lines = []
        for n, who in enumerate(self.learners):
            shade = "background:#f4f4f4;" if n % 2 else ""
            cells = "".join(f"<td style='{cell}'>{french_html(cell_text(questions[who, e.id], shared[e.id]))}</td>"
                            for e in entries)
            lines.append(f"<tr style='{shade}break-inside:avoid'><th scope='row' style='{cell}text-align:left'>"
                         f"{esc(who.label)}</th>{cells}</tr>")
        return (f"<table style='border-collapse:collapse;width:100%;table-layout:fixed;font-size:10px;"
                f"line-height:1.2;margin:4px 0 8px'><colgroup><col style='width:10%'></colgroup>"
                f"<thead><tr><th scope='col' style='{cell}background:#eee;text-align:left'>{esc(K['learner'])}</th>"
                f"{''.join(head)}</tr></thead><tbody>{''.join(lines)}</tbody></table>")

    def _short_id(self, e):
        """« univers » for 03.conditionnel.univers; « ticket.independance » if another column ends alike."""
        last = e.id.split(".")[-1]
        alike = [f for f in self.entries if f.id.split(".")[-1] == last]
        return last if len(alike) == 1 else e.id.split(".", 1)[1].replace(".", ".\u200b")

    def _legend_html(self):
        first = {e.id: q for who, e, q in self.rows if who == self.learners[0]}
        items = []
        for k, e in enumerate(self.entries, 1):
            title = first[e.id].title.replace(VARIANT, "").strip() if first[e.id].title else ""
            fixed = f" · {K['same_for_all']}" if not e.personal else ""
            q = first[e.id]
            choices = (" · " + " ; ".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(q.choices))
                       if q.kind == "choice" and e.id in self.shared else "")
            items.append(f"<li><b>{k}.</b> {esc(e.id)}{' · ' + french_html(title) if title else ''} · "
                         f"{esc(e.notion)} · {esc(e.level)}{esc(fixed)}{french_html(choices)}</li>")
        return (f"<div style='font-size:10px;break-inside:avoid'><b>{esc(K['legend'])}</b>"
                f"<ol style='list-style:none;padding-left:0;margin:2px 0;columns:2'>{''.join(items)}</ol></div>")

    def grid_html(self):
        """The class grid: a title, the notes on repeated names, the table(s), what each column is."""
        subtitle = plural(K["class_subtitle"], len(self.learners), learners=len(self.learners), n=len(self.entries))
        tables = "".join(self._table_html(start) for start in range(0, len(self.entries), COLUMNS))
        more = "" if self.solutions else f"<p style='{GREY}'>{french_html(K['more'])}</p>"
        return (f"<section><h2 style='margin:0 0 2px;font-size:18px'>{esc(K['class_title'])}</h2>"
                f"<div style='{GREY}'>{french_html(subtitle)}</div>{self._notes_html()}{tables}"
                f"{self._legend_html()}{more}</section>")

    # --- each learner's questions and solutions ---------------------------------------------------
    def _item_html(self, k, learner, e, q):
        """One question of ``learner``: compact, its text, the cards face up and the moves; else the full
        picture, as the widget shows it. Then the answer and the worked solution."""
        answer = f"<b>{esc(K['answer'])}</b>{NBSP}: {french_html(q.answer_text())}"
        solution = f" · <b>{esc(K['solution'])}</b>{NBSP}: {french_html(q.explanation)}" if q.explanation else ""
        head = f"<b>{k}. {esc(e.id)}</b>"
        if not self.compact:
            question = q._repr_html_().replace(esc(VARIANT), esc(variant_of(learner)))
            return (f"<div style='margin:8px 0;break-inside:avoid'>{head}"
                    f"<div>{question}</div><div>{answer}{solution}</div></div>")
        title = f" · <b>{french_html(title_of(q, learner))}</b>" if q.title else ""
        position = ""
        if q.position is not None:
            position = (f"<div style='{GREY}'><b>{esc(K['position'])}</b>{NBSP}: {french_html(visible_text(q.position))} "
                        f"<b>{esc(K['moves'])}</b>{NBSP}: {french_html(' '.join(q.position.narration()))}</div>")
        choices = " · ".join(f"<b>{LETTERS[i]}.</b> {french_html(c)}" for i, c in enumerate(q.choices))
        choices = f"<div>{choices}</div>" if q.kind == "choice" else ""
        return (f"<div style='margin:4px 0;break-inside:avoid'><div>{head}{title} {french_html(q.prompt)}</div>"
                f"{position}{choices}<div>{answer}{solution}</div></div>")

    def learner_html(self, learner):
        """One learner's questions, answers and solutions, headed by the count of their own exercises."""
        learner = self._in_class(learner)
        items = [self._item_html(k, learner, e, q) for k, (e, q) in enumerate(self.of(learner), 1)]
        subtitle = plural(K["subtitle"], len(items), n=len(items), of_name=fr.of(learner.label))
        return (f"<section style='margin-top:10px'><h3 style='margin:4px 0 0;font-size:14px;break-after:avoid'>"
                f"{esc(K['title'].format(of_name=fr.of(learner.label)))}</h3>"
                f"<div style='{GREY};break-after:avoid'>{esc(subtitle)}</div>"
                f"{''.join(items)}</section>")

    @french_output
    def _repr_html_(self):
        solutions = "".join(self.learner_html(who) for who in self.solutions)
        if solutions:
            solutions = f"<div style='break-before:page;font-size:11.5px'>{solutions}</div>"
        return f"<div style='{FONT}font-size:12px;line-height:1.35;color:#111'>{self.grid_html()}{solutions}</div>"

    def html_page(self):
        """The key as a whole HTML page, A4 margins for printing."""
        return ("<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'>"
                f"<title>{esc(K['class_title'])}</title><style>@page {{ size: A4; margin: 10mm }} "
                "body { margin: 0 }</style></head>"
                f"<body>{self._repr_html_()}</body></html>")

    def save(self, path):
        """Write the key to ``path``: an HTML page to print (.html) or a spreadsheet (.csv)."""
        path = os.fspath(path)
        ext = os.path.splitext(path)[1].lower()
        if ext in (".html", ".htm"):
            text, encoding = self.html_page(), "utf-8"
        elif ext == ".csv":
            text, encoding = self.to_csv(), "utf-8-sig"  # the BOM lets a spreadsheet read the accents
        else:
            raise LoveLetterError(K["bad_format"].format(path=path))
        with open(path, "w", encoding=encoding, newline="") as f:
            f.write(text)
        return path


def answer_key(names, exercise_ids=None, notebook=None, compact=True, solutions=False):
    """The answer key of the class ``names`` (first names as the learners type them; ``("Camille", 2)``
    or a Learner for a name given with a class or a number) for ``exercise_ids`` (default: every
    exercise of ``notebook``, or of the whole catalogue): the class grid of the expected answers.
    ``solutions``: True for every learner's questions and worked solutions after the grid, or a list
    of learners; ``compact`` (the default, to print): those questions in text, with the cards face up;
    ``compact=False``: as the learner's widget shows them."""
    if isinstance(names, (str, Learner)):
        names = [names]
    learners = [as_learner(who) for who in names]
    if not learners:
        raise LoveLetterError(K["no_names"])
    ids = list(exercise_ids) if exercise_ids is not None else catalogue_ids(notebook)
    entries = [entry(i) for i in ids]
    if not entries:
        raise LoveLetterError(K["no_exercise"].format(notebook=notebook or "—"))
    if solutions is True:
        solutions = list(dict.fromkeys(learners))
    elif not solutions:
        solutions = ()
    elif isinstance(solutions, (str, Learner)):
        solutions = [solutions]
    return AnswerKey(learners, entries, compact, solutions)


def learner_of(text):
    """« Léa (2) » → ("Léa", "2"); « Camille » → "Camille" (a line of a class list)."""
    match = re.fullmatch(r"\s*(.*?\S)\s*\(([^()]*)\)\s*", text)
    return (match.group(1), match.group(2)) if match else text


def selected_ids(wanted):
    """The catalogue's ids named by ``wanted``: ids, « 03.conditionnel » (a section), « 03 » (a notebook)."""
    ids = []
    for want in wanted:
        parts = want.split(".")
        if len(parts) >= 3:
            ids.append(entry(want).id)  # an unknown id: a French error that names the near ones
            continue
        found = catalogue_ids(*parts[:2])
        if not found:
            raise LoveLetterError(K["no_exercise"].format(notebook=want))
        ids.extend(found)
    return list(dict.fromkeys(ids))


def main(argv=None, out=None):
    """``python -m loveletter_teach.exercises corrige PRÉNOM… [--classe FICHIER] [--exercices ID…]
    [--solutions] [--sortie corrige.html]``: 0 when the key was written, 2 for a wrong command or input
    (said in French)."""
    argv = sys.argv[1:] if argv is None else list(argv)
    out = sys.stdout if out is None else out
    if any(a in ("-h", "--help") for a in argv):
        print(K["usage"], file=out)
        return 0
    names, ids, options = [], [], {"--sortie": "corrige.html", "--solutions": False}
    listing = names  # where the next plain argument goes: names, or ids after --exercices
    args = iter(argv)
    for arg in args:
        if arg == "--solutions":
            options[arg] = True
        elif arg == "--exercices":
            listing = ids
        elif arg in ("--classe", "--sortie"):
            options[arg] = next(args, None)
            if options[arg] is None:
                print(K["usage"], file=out)
                return 2
        elif arg.startswith("-"):
            print(K["usage"], file=out)
            return 2
        else:
            listing.append(arg)
    if not names and "--classe" not in options:
        print(K["usage"], file=out)
        return 2
    try:
        if "--classe" in options:
            try:
                with open(options["--classe"], encoding="utf-8-sig") as f:
                    names += [line for line in f.read().splitlines() if line.strip()]
            except OSError:
                raise LoveLetterError(K["no_file"].format(path=options["--classe"])) from None
        key = answer_key([learner_of(n) for n in names], selected_ids(ids) if ids else None,
                         solutions=options["--solutions"])
        path = key.save(options["--sortie"])
    except LoveLetterError as error:
        print(error, file=out)
        return 2
    print(plural(K["written"], len(key.learners), path=path, learners=len(key.learners), n=len(key.entries),
                 ids=", ".join(e.id for e in key.entries)), file=out)
    return 0


__all__ = ["AnswerKey", "answer_key", "main", "learner_of", "selected_ids", "question_text", "position_text", "cell_text", "variant_of", "title_of"]
