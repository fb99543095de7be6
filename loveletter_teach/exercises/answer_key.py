"""A teacher's answer key for a class: for each learner, each exercise's variant as that learner
sees it (built by the catalogue with the same seed), its answer and its worked solution.

The default, compact form is made to be printed: for each question its text (and the moves of its
position, as text), the answer and the worked solution, no card pictures, each learner starting on a new
page. ``compact=False`` shows every question as the learner's widget does (cards, trees, tables).

>>> key = answer_key(["Camille", "Léo"], notebook="01")
>>> key.save("corrige.html")  # doctest: +SKIP
"""

import csv
import io
import os

from .. import fr
from ..errors import LoveLetterError
from ..html import FONT, NBSP, esc, french_html
from .catalogue import entry
from .catalogue import exercise_ids as catalogue_ids
from .learners import Learner
from .questions import LETTERS

K = fr.ANSWER_KEY
VARIANT = fr.EXERCISES["variant"]


def variant_of(learner):
    """« (variante d'Inès) »: in a teacher's key, a personal question says whose it is."""
    return K["variant_of"].format(of_name=fr.of(learner.name))


def title_of(question, learner):
    """The question's title, « (votre variante) » replaced by the learner's name."""
    return question.title.replace(VARIANT, variant_of(learner))


def question_text(question):
    """The prompt with its choices, on one line (for a spreadsheet)."""
    choices = " ".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(question.choices))
    return f"{question.prompt} {choices}".strip()


class AnswerKey:
    """``rows``: (learner, entry, question) for each learner and each exercise, in order."""

    def __init__(self, learners, entries, compact=True):
        self.learners = list(learners)
        self.entries = list(entries)
        self.compact = compact
        self.rows = [(learner, e, e.build(learner)) for learner in self.learners for e in self.entries]

    def of(self, learner):
        learner = Learner(learner)
        return [(e, q) for who, e, q in self.rows if who == learner]

    def to_csv(self, delimiter=";"):
        """One row per learner and exercise: name, id, notion, question, answer (« ; » between
        columns, as French spreadsheets expect, since the comma is the decimal mark)."""
        out = io.StringIO()
        writer = csv.writer(out, delimiter=delimiter, lineterminator="\n")
        writer.writerow(K["columns"])
        for learner, e, q in self.rows:
            writer.writerow([learner.name, e.id, e.notion, question_text(q).replace(VARIANT, variant_of(learner)),
                             q.answer_text()])
        return out.getvalue()

    def _item_html(self, learner, e, q):
        """One question of ``learner``: the full picture (as the widget shows it) or, compact, its text."""
        head = f"<div style='color:#555;font-size:12px'>{esc(e.id)} · {esc(e.notion)} · {esc(e.level)}</div>"
        solution = (f"<div><b>{esc(K['solution'])}</b>{NBSP}: {french_html(q.explanation)}</div>"
                    if q.explanation else "")
        answer = f"<div><b>{esc(K['answer'])}</b>{NBSP}: {french_html(q.answer_text())}</div>"
        if not self.compact:
            question = q._repr_html_().replace(esc(VARIANT), esc(variant_of(learner)))
            return (f"<div style='margin:8px 0;page-break-inside:avoid'>{head}"
                    f"<div><b>{esc(K['question'])}</b>{question}</div>{answer}{solution}</div>")
        title = f"<b>{french_html(title_of(q, learner))}</b> " if q.title else ""
        moves = (f"<div style='color:#555;font-size:12px'>{french_html(' '.join(q.position.narration()))}</div>"
                 if q.position is not None else "")
        choices = " ".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(q._listed()))
        choices = f"<div style='font-size:12px'>{french_html(choices)}</div>" if choices else ""
        return (f"<div style='margin:6px 0;page-break-inside:avoid;font-size:12.5px'>{head}"
                f"<div>{title}{french_html(q.prompt)}</div>{moves}{choices}{answer}{solution}</div>")

    def _learner_html(self, learner, last):
        items = [self._item_html(learner, e, q) for e, q in self.of(learner)]
        breaks = "" if last else "page-break-after:always;break-after:page;"  # each learner on a new page
        return (f"<section style='{breaks}margin-bottom:24px'>"
                f"<h2 style='margin:4px 0'>{esc(K['title'].format(of_name=fr.of(learner.name)))}</h2>"
                f"<div style='color:#555'>{esc(K['subtitle'].format(n=len(items), of_name=fr.of(learner.name)))}</div>"
                f"{''.join(items)}</section>")

    def _repr_html_(self):
        sections = [self._learner_html(who, k == len(self.learners) - 1) for k, who in enumerate(self.learners)]
        return f"<div style='{FONT}font-size:14px;line-height:1.4'>{''.join(sections)}</div>"

    def save(self, path):
        """Write the key to ``path``: an HTML page to print (.html) or a spreadsheet (.csv)."""
        path = os.fspath(path)
        ext = os.path.splitext(path)[1].lower()
        if ext in (".html", ".htm"):
            text = ("<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'><title>"
                    f"{esc(K['title'].format(of_name=fr.of(', '.join(l.name for l in self.learners))))}</title></head><body>"
                    f"{self._repr_html_()}</body></html>")
            encoding = "utf-8"
        elif ext == ".csv":
            text, encoding = self.to_csv(), "utf-8-sig"  # the BOM lets a spreadsheet read the accents
        else:
            raise LoveLetterError(K["bad_format"].format(path=path))
        with open(path, "w", encoding=encoding, newline="") as f:
            f.write(text)
        return path


def answer_key(names, exercise_ids=None, notebook=None, compact=True):
    """The answer key of the class ``names`` (first names, as the learners type them) for
    ``exercise_ids`` (default: every exercise of ``notebook``, or of the whole catalogue).
    ``compact`` (the default, to print): the text of each question, its answer and its solution, no
    card pictures; ``compact=False``: each question as the learner's widget shows it."""
    if isinstance(names, str):
        names = [names]
    learners = [Learner(name) for name in names]
    if not learners:
        raise LoveLetterError(K["no_names"])
    ids = list(exercise_ids) if exercise_ids is not None else catalogue_ids(notebook)
    entries = [entry(i) for i in ids]
    if not entries:
        raise LoveLetterError(K["no_exercise"].format(notebook=notebook or "—"))
    return AnswerKey(learners, entries, compact)


__all__ = ["AnswerKey", "answer_key", "question_text", "variant_of", "title_of"]
