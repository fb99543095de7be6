"""A teacher's answer key for a class: for each learner, each exercise's variant as that learner
sees it (built by the catalogue with the same seed), its answer and its worked solution.

>>> key = answer_key(["Camille", "Léo"], notebook="01")
>>> key.save("corrige.html")  # doctest: +SKIP
"""

import csv
import io
import os

from .. import fr
from ..errors import LoveLetterError
from ..html import FONT, esc
from .catalogue import entry
from .catalogue import exercise_ids as catalogue_ids
from .learners import Learner
from .questions import LETTERS

K = fr.ANSWER_KEY


def question_text(question):
    """The prompt with its choices, on one line (for a spreadsheet)."""
    choices = " ".join(f"{LETTERS[i]}. {c}" for i, c in enumerate(question.choices))
    return f"{question.prompt} {choices}".strip()


class AnswerKey:
    """``rows``: (learner, entry, question) for each learner and each exercise, in order."""

    def __init__(self, learners, entries):
        self.learners = list(learners)
        self.entries = list(entries)
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
            writer.writerow([learner.name, e.id, e.notion, question_text(q), q.answer_text()])
        return out.getvalue()

    def _learner_html(self, learner, last):
        items = []
        for e, q in self.of(learner):
            items.append(  # the question as the learner's widget shows it, then its answer
                f"<div style='margin:8px 0;page-break-inside:avoid'>"
                f"<div style='color:#555;font-size:12px'>{esc(e.id)} · {esc(e.notion)} · {esc(e.level)}</div>"
                f"<div><b>{esc(K['question'])}</b>{q._repr_html_()}</div>"
                f"<div><b>{esc(K['answer'])}</b> : {esc(q.answer_text())}</div>"
                + (f"<div><b>{esc(K['solution'])}</b> : {esc(q.explanation)}</div>" if q.explanation else "")
                + "</div>")
        breaks = "" if last else "page-break-after:always;break-after:page;"
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


def answer_key(names, exercise_ids=None, notebook=None):
    """The answer key of the class ``names`` (first names, as the learners type them) for
    ``exercise_ids`` (default: every exercise of ``notebook``, or of the whole catalogue)."""
    if isinstance(names, str):
        names = [names]
    learners = [Learner(name) for name in names]
    if not learners:
        raise LoveLetterError(K["no_names"])
    ids = list(exercise_ids) if exercise_ids is not None else catalogue_ids(notebook)
    entries = [entry(i) for i in ids]
    if not entries:
        raise LoveLetterError(K["no_exercise"].format(notebook=notebook or "—"))
    return AnswerKey(learners, entries)


__all__ = ["AnswerKey", "answer_key", "question_text"]
