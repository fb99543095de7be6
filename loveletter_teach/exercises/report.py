"""The class report: every handed-in notebook and progress file of a folder (at any depth) or a .zip,
graded again from the answers, one row per student, as a CSV for a spreadsheet and an HTML table for the
projector.

``python -m loveletter_teach.classe COPIES [--sortie DOSSIER] [--classe LISTE.txt]`` writes
``classe.csv`` and ``classe.html`` and prints a French summary; ``rapport_de_classe("COPIES")`` does the
same in a notebook cell and shows the table. Where the files are and how each is read:
:mod:`loveletter_teach.exercises.handins`. The command keeps the name teachers type, the module's
old path (:mod:`loveletter_teach.classe` hands this module's names on).

Nothing stored as « solved » is trusted: each learner's own variant is rebuilt from the name (in the
version of the exercise the record was made with) and every recorded answer is checked again, through
the same :class:`~.questions.Exercise` as in the notebook. Only what is graded again counts as
réussi, with one exception, said and marked: a function checked by ``verifie`` keeps its stored outcome
(the learner's code is not run in the teacher's process). A version of an exercise this package does not
know is never counted. Copies of one learner whose answers continue each other (a notebook and its
progress file, a file handed in twice) are one row; every total counts rows.
"""

import csv
import io
import os
import re
import sys
from collections import Counter
from dataclasses import dataclass, field

from .. import fr
from ..errors import LoveLetterError
from ..html import FONT, attr, esc, french_html, french_output
from ..names import normalize
from .answer_key import learner_of as class_list_entry
from .autosave import write_reason
from .catalogue import CATALOGUE, CatalogueError, title_of
from .families import LESSONS
from .functions import TASKS
from .handins import MAX_TRIES, Copy, HandInError, read_hand_ins, shown_name, shown_value
from .learners import Learner, LearnerNameError
from .progress import MIME_TYPE as MIME, write_whole
from .questions import Exercise
from .record import Record, json_answer

K = fr.CLASS
OUTPUTS = ("classe.csv", "classe.html")
FUNCTION_TRY = fr.FUNCTIONS["history"].split("{")[0]  # « la fonction … »: a try of verifie in the history
TOP_WRONG = 3  # raw wrong answers shown per exercise
SAME_ANSWERS = 3  # exercises answered alike, at least, before two names' files are said to be one file
ClassReportError = HandInError  # the former name


def n_of(pair, n, **words):
    """« 1 élève », « 33 questions »: the singular or plural of ``pair``, filled."""
    return pair[n > 1].format(n=n, **words)


# --- grading again -----------------------------------------------------------------------------------
CHECKED, UNVERIFIED, OLD, NEWER = "checked", "unverified", "old", "newer"
UNCHECKED = {UNVERIFIED: "unverified", OLD: "old", NEWER: "newer"}  # status -> its words in fr.CLASS
MARKS = {UNVERIFIED: "*", OLD: "?", NEWER: "?"}  # a cell's mark; « ! »: a « réussi » the answers deny


@dataclass
class Result:
    """One exercise of one row, graded again from its answers."""

    tries: int = 0
    solved: bool = False
    last_answer: object = None
    status: str = CHECKED  # or UNVERIFIED (a function's stored outcome), OLD / NEWER (a version not rebuilt)
    forged: bool = False  # the file said « réussi », the answers say otherwise
    capped: int = 0  # tries in the file beyond MAX_TRIES, not graded
    wrong: list = field(default_factory=list)  # (answer text, mistake key or None) per wrong try
    mistakes: dict = field(default_factory=dict)  # mistake key -> the message the learner read

    @property
    def counted(self):
        """Réussi, as the totals count it: graded again (or a function's own check)."""
        return self.solved and self.status in (CHECKED, UNVERIFIED)


def is_function_try(exercise_id, answer):
    return exercise_id in TASKS and isinstance(answer, str) and answer.startswith(FUNCTION_TRY)


def _tries(record):
    return [(item[0], item[1] if len(item) > 1 else None) if isinstance(item, list) and item else (item, None)
            for item in record.history]


class Grader:
    """Grades records again; each learner's variant is built once per (exercise, learner, version)."""

    def __init__(self):
        self._questions = {}

    def question(self, exercise_id, learner, version):
        key = (exercise_id, learner.key, version)
        if key not in self._questions:
            try:
                self._questions[key] = CATALOGUE[exercise_id].build(learner, version)
            except CatalogueError:
                self._questions[key] = None
        return self._questions[key]

    def grade(self, exercise_id, record, learner):
        """The :class:`Result` of ``record`` (never its stored « solved »)."""
        tries = _tries(record)
        capped = max(0, len(tries) - MAX_TRIES)
        tries = tries[:MAX_TRIES]
        question = self.question(exercise_id, learner, record.version)
        if question is None:  # a version gone, or one this package never had: shown, never counted
            status = NEWER if record.version > CATALOGUE[exercise_id].version else OLD
            solved = any(correct is True for _, correct in tries)
            return Result(len(tries), solved, tries[-1][0] if tries else None, status, capped=capped)
        exercise = Exercise(question)
        result = Result(capped=capped)
        for answer, stored in tries:
            if is_function_try(exercise_id, answer):
                result.status = UNVERIFIED
                if not exercise.solved:
                    exercise.tries += 1
                    exercise.history.append([answer, stored is True])
                    exercise.solved = stored is True
                    exercise.record.last_answer = answer
                continue
            before = exercise.tries
            try:
                feedback = exercise.answer(answer)
            except Exception:  # noqa: BLE001 (a handed-in file may hold anything: it is a wrong answer)
                exercise.tries += 1
                exercise.history.append([json_answer(answer), False])
                result.wrong.append((answer_text(answer), None))
                continue
            if exercise.tries > before and not feedback.correct:
                # a named mistake is counted by the key its check gives, the same in every variant
                traps = {getattr(message, "key", None): message for _, message in question.traps}
                for key in feedback.mistakes:
                    result.mistakes.setdefault(key, str(traps.get(key, "")))  # a generic check: its name says it
                result.wrong.append((answer_text(answer), feedback.mistake))
        result.tries, result.solved = exercise.tries, exercise.solved
        result.last_answer = exercise.record.last_answer
        result.forged = record.solved and not result.solved and result.status == CHECKED
        return result


def _grade_exercise(items):
    """[Result or None] of ``items`` [(exercise id, record, (name, group))]: one exercise's records (a
    worker's share: each variant's common answers are then computed by one process only). A record
    that cannot be graded is None (its own line in the notes)."""
    grader, results = Grader(), []
    for exercise_id, record, (name, group) in items:
        try:
            result = grader.grade(exercise_id, record, Learner(name, group))
        except Exception:  # noqa: BLE001 (one exercise that cannot be graded costs its own line)
            result = None
        else:
            result.mistakes = {k: str(m) for k, m in result.mistakes.items()}  # plain text: it crosses processes
        results.append(result)
    return results


def grade_all(tasks, workers=1):
    """[Result or None] of ``tasks`` [(exercise id, record, learner)], in order; with ``workers`` > 1
    (the command, on a system that forks), the exercises are shared among that many processes."""
    by_exercise = {}
    for k, (exercise_id, record, learner) in enumerate(tasks):
        by_exercise.setdefault(exercise_id, []).append((k, (exercise_id, record, (learner.name, learner.group))))
    shares = sorted(by_exercise.values(), key=len, reverse=True)  # the longest first: the workers end together
    graded = _in_processes(shares, workers) if workers > 1 and len(shares) > 1 else None
    if graded is None:
        graded = [_grade_exercise([item for _, item in share]) for share in shares]
    results = [None] * len(tasks)
    for share, found in zip(shares, graded):
        for (k, _), result in zip(share, found):
            results[k] = result
    return results


def _in_processes(shares, workers):
    """The shares graded by ``workers`` forked processes, or None where processes cannot be had (no
    fork: Windows, macOS, Pyodide; then one process does it all)."""
    import multiprocessing  # only the command uses it, and Pyodide has no processes
    if "fork" not in multiprocessing.get_all_start_methods() or sys.platform == "darwin":
        return None
    try:
        with multiprocessing.get_context("fork").Pool(min(workers, len(shares))) as pool:
            return pool.map(_grade_exercise, [[item for _, item in share] for share in shares], chunksize=1)
    except (OSError, ImportError):
        return None


def answer_text(answer):
    """An answer as one line of text: « 3/8 », « a = 1/2 ; b = 3/4 », « Bob, Prêtre, 1/3 »."""
    if answer is None:
        return ""
    if isinstance(answer, dict):
        return " ; ".join(f"{k} = {answer_text(v)}" for k, v in answer.items())
    if isinstance(answer, (list, tuple)):
        return ", ".join(answer_text(v) for v in answer)
    if isinstance(answer, float):
        return repr(answer).replace(".", ",")
    return " ".join(str(answer).split())


def spreadsheet_text(text):
    """A text that a spreadsheet will not take for a formula (« =… », « +… », « -… », « @… »)."""
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


# --- one student, one row ------------------------------------------------------------------------------
def spelled_alike(a, b):
    """Two typed names that are one spelling (case and spaces aside): « Léa » and « léa », not « Lea »."""
    return " ".join(a.label.casefold().split()) == " ".join(b.label.casefold().split())


def continues(a, b):
    """True when, on every exercise both copies hold, one's answers begin the other's: one learner's
    file at two moments (or a notebook and the progress file it loaded)."""
    for exercise_id in set(a.records) & set(b.records):
        x, y = a.records[exercise_id].history, b.records[exercise_id].history
        shorter, longer = sorted((x, y), key=len)
        if longer[:len(shorter)] != shorter:
            return False
    return True


def same_learner(copies, copy):
    """``copy`` goes with ``copies`` (one learner's key): spelled alike or from the same sub-folder, and
    answers that continue each other's."""
    return all((spelled_alike(c.learner, copy.learner) or c.folder == copy.folder) and continues(c, copy)
               for c in copies)


def gather(copies):
    """The copies grouped by learner: [[Copy]], one list per row, in the order of the names."""
    groups = {}
    for copy in sorted(copies, key=lambda c: (c.learner.key, c.folder, c.file)):
        rows = groups.setdefault(copy.learner.key, [])
        mine = next((row for row in rows if same_learner(row, copy)), None)
        if mine is None:
            rows.append([copy])
        else:
            mine.append(copy)
    return [row for rows in groups.values() for row in rows]


def merged_records(copies):
    """{id: Record} of one learner's copies, merged as autosave merges two notebooks (furthest kept)."""
    merged = {}
    for copy in copies:
        for exercise_id, record in copy.records.items():
            merged.setdefault(exercise_id, Record()).merge(record)
    return merged


# --- the report --------------------------------------------------------------------------------------
@dataclass
class Row:
    """One student of the class: their copies (one or more files), graded."""

    copies: list
    results: dict  # exercise id -> Result
    checks: list = field(default_factory=list)  # short French words of what to check (« fichier modifié »)

    @property
    def copy(self):
        return self.copies[0]

    @property
    def learner(self):
        return self.copies[0].learner

    @property
    def files(self):
        return [c.file for c in self.copies]

    @property
    def folders(self):
        return list(dict.fromkeys(c.folder for c in self.copies if c.folder))

    @property
    def solved(self):
        return sum(r.counted for r in self.results.values())

    @property
    def mistakes(self):
        """{mistake key: [exercise ids]} of the typical mistakes this student made, named by the checks."""
        found = {}
        for exercise_id, result in self.results.items():
            for key in result.mistakes:
                found.setdefault(key, []).append(exercise_id)
        return found

    @property
    def answers(self):
        """{id: history} of what this row answered (its exercises with tries)."""
        return {i: r.history for c in self.copies for i, r in c.records.items() if r.history}


class ClassReport:
    """The graded class of a folder or a .zip: ``rows`` (one per student), ``exercise_ids`` (the
    catalogue's order, those somebody answered), ``notes`` (the French lines of what to check),
    ``files`` (the notebooks and progress files found) and ``merged`` (those merged into another's row).
    ``roster``: an optional class list (names, or a file of one name per line) to say who handed in
    nothing."""

    def __init__(self, folder, roster=None, workers=1):
        self.folder = os.fspath(folder)
        copies, self.notes, self.files, self.folders = read_hand_ins(self.folder)
        self.written = ()
        groups = gather(copies)
        self.merged = sum(len(g) - 1 for g in groups)
        records = [merged_records(g) for g in groups]
        tasks = [(k, exercise_id, record) for k, mine in enumerate(records) for exercise_id, record in mine.items()
                 if exercise_id in CATALOGUE and (record.started or record.history)]
        graded = grade_all([(i, r, groups[k][0].learner) for k, i, r in tasks], workers)
        results = [{} for _ in groups]
        for (k, exercise_id, _), result in zip(tasks, graded):
            results[k][exercise_id] = result
        self.rows = [self._row(group, mine, found) for group, mine, found in zip(groups, records, results)]
        self.notes += self._twins() + self._same_answers()
        answered = {i for row in self.rows for i in row.results}
        self.exercise_ids = [i for i in CATALOGUE if i in answered]
        self.roster = None if roster is None else Roster(roster, self.rows)
        if self.roster is not None:
            self.notes += self.roster.notes

    def _row(self, copies, records, results):
        """The row of one learner's copies, from their merged records and graded results; its notes."""
        row = Row(copies, {i: r for i, r in results.items() if r is not None})
        words = {"name": row.learner.label, "file": ", ".join(row.files)}
        if len(copies) > 1:
            self.notes.append(K["merged"].format(files=", ".join(f"« {f} »" for f in row.files), **words))
        unknown = sorted(shown_name(i) for i, r in records.items() if i not in CATALOGUE and r.history)
        odd = {}
        for exercise_id, result in results.items():
            if result is None:
                self.notes.append(K["ungraded"].format(id=exercise_id, **words))
                continue
            for what in ("forged", "capped"):
                if getattr(result, what):
                    odd.setdefault(what, []).append(exercise_id)
            if result.status in (OLD, NEWER):
                odd.setdefault(result.status, []).append(f"{exercise_id} (n° {records[exercise_id].version})")
        if unknown:
            self.notes.append(K["unknown_ids"].format(ids=", ".join(unknown), **words))
            row.checks.append(K["check_unknown"])
        for what in ("forged", OLD, NEWER, "capped"):
            if odd.get(what):
                extra = {"cap": MAX_TRIES, "tries": max(len(records[i.split()[0]].history) for i in odd[what])}
                self.notes.append(K[what + "_note"].format(ids=", ".join(odd[what]), **words, **extra))
                row.checks.append(K["check_" + what])
        if not any(r.tries for r in row.results.values()):
            self.notes.append(K["no_answers"].format(**words))
        return row

    def _twins(self):
        """Lines on two rows of one key: two students of the same name (or one who answered twice
        differently)."""
        groups = {}
        for row in self.rows:
            groups.setdefault(row.learner.key, []).append(row)
        lines = []
        for rows in groups.values():
            if len(rows) < 2:
                continue
            files = ", ".join(f"« {f} »" for row in rows for f in row.files)
            names = list(dict.fromkeys(r.learner.label for r in rows))
            name = names[0] + (K["also_written"].format(names=", ".join(f"« {n} »" for n in names[1:]))
                               if len(names) > 1 else "")
            lines.append(K["duplicate"].format(count=len(rows), name=name, files=files) + " " + K["duplicate_other"])
            for row in rows:
                row.checks.append(K["check_twin"])
        return lines

    def _same_answers(self):
        """Lines on rows of different names whose files hold exactly the same answers: a file copied."""
        seen, lines = {}, []
        for row in self.rows:
            answers = row.answers
            if len(answers) < SAME_ANSWERS:
                continue
            key = repr(sorted(answers.items()))
            other = seen.setdefault(key, row)
            if other is not row and other.learner.key != row.learner.key:
                lines.append(K["same_answers"].format(a=other.learner.label, b=row.learner.label, n=len(answers),
                                                      files=", ".join(f"« {f} »" for f in other.files + row.files)))
                for r in (other, row):
                    r.checks.append(K["check_copied"].format(name=(row if r is other else other).learner.label))
        return lines

    # --- the CSV ---------------------------------------------------------------------------------------
    def titles(self):
        return [title_of(i) for i in self.exercise_ids]

    def header(self):
        """The CSV's two header lines: the columns' French titles, then the exercises' ids."""
        first = [K["student"], K["folder"], K["file"], K["check_head"],
                 K["solved_count"].format(n=len(self.exercise_ids)), K["mistakes_head"]]
        second = [""] * len(first)
        for exercise_id, title in zip(self.exercise_ids, self.titles()):
            first += [K[c].format(title=title) for c in ("col_solved", "col_tries", "col_answer")]
            second += [exercise_id] * 3
        return [first, second]

    def table(self):
        """The CSV's rows after its header: per exercise « oui »/« non » (with « non revérifié »…),
        the number of tries and the last answer, between « » so that no spreadsheet reads « 1/2 » as a
        date; blank cells for an exercise not tried."""
        lines = []
        for row in self.rows:
            line = [spreadsheet_text(row.learner.label), spreadsheet_text(" ; ".join(row.folders)),
                    spreadsheet_text(" ; ".join(row.files)), spreadsheet_text(" ; ".join(row.checks)), row.solved,
                    spreadsheet_text(" ; ".join(self.mistake_name(k) for k in sorted(row.mistakes)))]
            for exercise_id in self.exercise_ids:
                result = row.results.get(exercise_id)
                if result is None:
                    line += ["", "", ""]
                    continue
                solved = K["yes"] if result.counted else K["no"]
                if result.status != CHECKED:
                    solved += f" ({K[UNCHECKED[result.status]]})"
                elif result.forged:
                    solved += f" ({K['forged_cell']})"
                answer = answer_text(result.last_answer)
                line += [solved, result.tries, spreadsheet_text(f"« {answer} »") if answer else ""]
            lines.append(line)
        return lines

    def csv_text(self):
        out = io.StringIO()
        writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
        writer.writerows(self.header())
        writer.writerows(self.table())
        return "\ufeff" + out.getvalue()  # the BOM: Excel reads the accents

    # --- what to teach tomorrow -------------------------------------------------------------------------
    def retake(self, top=3):
        """[(key, students, Lesson or None)]: the class's ``top`` most frequent named mistakes, each with
        the number of students who made it (on any exercise)."""
        count = Counter(key for row in self.rows for key in row.mistakes)
        ranked = sorted(count.items(), key=lambda item: (-item[1], item[0]))[:top]
        return [(key, n, LESSONS.get(key)) for key, n in ranked]

    def retake_parts(self):
        """Per mistake of :meth:`retake`: (its name, the lines that say what to do about it)."""
        parts = []
        for key, n, lesson in self.retake():
            if lesson is None:  # a key without its lesson yet: its name is the key
                parts.append((key, [n_of(K["retake_students"], n)]))
                continue
            notebook, heading = lesson.part
            lines = [n_of(K["retake_students"], n), K["retake_notion"].format(notion=lesson.notion),
                     K["retake_part"].format(notebook=fr.NOTEBOOKS.get(notebook, notebook), n=notebook,
                                             heading=heading),
                     K["retake_exercise"].format(title=title_of(lesson.exercise), id=lesson.exercise),
                     K["retake_say"].format(sentence=lesson.sentence)]
            parts.append((lesson.name, lines))
        return parts

    def mistake_name(self, key):
        lesson = LESSONS.get(key)
        return lesson.name if lesson else key

    # --- per exercise ----------------------------------------------------------------------------------
    def exercise_parts(self):
        """(id, [parts]) per exercise: how many solved it, then the mistakes named by the exercise's
        traps (the message the learners read), then the most frequent raw wrong answers."""
        found = []
        for exercise_id in self.exercise_ids:
            results = [(row, row.results[exercise_id]) for row in self.rows if exercise_id in row.results]
            tried = [r for _, r in results if r.tries]
            solved = sum(r.counted for r in tried)
            head = (K["nobody"] if not tried else K["exercise_none"].format(tried=len(tried)) if not solved
                    else K["exercise_line"][solved > 1].format(solved=solved, tried=len(tried)))
            unverified = sum(r.counted and r.status != CHECKED for r in tried)
            parts = [head + (K["unverified_count"].format(n=unverified) if unverified else "")]
            mistakes, raw = {}, Counter()
            for row, result in results:
                for key, message in result.mistakes.items():
                    mistakes.setdefault(key, []).append((row, message))
                raw.update({a for a, t in result.wrong if t is None and a})
            for key, seen in sorted(mistakes.items(), key=lambda item: (-len(item[1]), item[0])):
                texts = Counter(message for _, message in seen if message)
                if not texts:
                    parts.append(K["mistake_named"][len(seen) > 1].format(n=len(seen), name=self.mistake_name(key)))
                    continue
                message = f"« {texts.most_common(1)[0][0].rstrip('.')} »"
                if len(texts) > 1:
                    name = next(row.learner.label for row, m in seen if f"« {m.rstrip('.')} »" == message)
                    message = K["mistake_of"].format(message=message, name=name)
                parts.append(K["mistake"][len(seen) > 1].format(n=len(seen), name=self.mistake_name(key),
                                                                message=message))
            top = sorted(raw.items(), key=lambda item: (-item[1], item[0]))[:TOP_WRONG]
            if top:
                entry = CATALOGUE[exercise_id]
                own = entry.personal and entry.kind not in ("choice", "compare")  # numbers of one's own
                lead = K["wrong_lead_personal" if own else "wrong_lead"]
                parts.append(lead + " ; ".join(K["wrong"][n > 1].format(answer=a, n=n) for a, n in top))
            found.append((exercise_id, parts))
        return found

    def exercise_lines(self):
        """(id, line) per exercise: :meth:`exercise_parts` in one French sentence."""
        return [(exercise_id, " ; ".join(parts) + ".") for exercise_id, parts in self.exercise_parts()]

    # --- the summary and the HTML --------------------------------------------------------------------
    def headline(self):
        where = n_of(K["subfolders"], self.folders) if self.folders else ""
        merged = n_of(K["merged_count"], self.merged) if self.merged else ""
        return K["headline"].format(students=n_of(K["students"], len(self.rows)),
                                    questions=n_of(K["questions"], len(self.exercise_ids)),
                                    files=n_of(K["files"], self.files), folder=shown_name(self.folder),
                                    where=where, merged=merged)

    def summary(self):
        lines = [K["title"] + " : " + self.headline()]
        if self.written:
            lines.append(K["written"].format(csv=shown_name(self.written[0]), html=shown_name(self.written[1])))
        if self.notes:
            lines.append(K["to_check"])
            lines += [f"- {note}" for note in self.notes]
        if self.roster is not None:
            lines += self.roster.lines()
        retake = self.retake_parts()
        if retake:
            lines.append(K["retake"] + " :")
            lines += [f"- {name} : " + " ; ".join(parts) for name, parts in retake]  # the sentence ends it
        if self.exercise_ids:
            lines.append(K["per_exercise"] + " :")
            lines += [f"- {title_of(exercise_id)} ({exercise_id}) : {line}"
                      for exercise_id, line in self.exercise_lines()]
        per = self.student_lines()
        if per:
            lines.append(K["per_student"] + " :")
            lines += [f"- {line}" for line in per]
        return "\n".join(lines)

    def student_lines(self):
        """One line per student who made named mistakes: the mistakes, and on which exercises."""
        return [K["student_mistakes"].format(name=row.learner.label, mistakes=" ; ".join(
                    f"{self.mistake_name(key)} ({', '.join(ids)})" for key, ids in sorted(row.mistakes.items())))
                for row in self.rows if row.mistakes]

    __str__ = summary

    def __repr__(self):
        return self.summary()

    def _cell(self, result):
        if result is None:
            return f"<td class='none'>·<span class='sr'> {esc(K['not_tried'])}</span></td>"
        mark = "✓" if result.counted else "✗"
        extra = MARKS.get(result.status, "!" if result.forged else "")
        tip = attr(answer_text(result.last_answer))
        # a mark in bold; framed when the cell is not counted as it says (the row's name says why, ⚠)
        kind = ("ok" if result.counted else "ko") + (" marked" if extra and extra != "*" else "")
        said = f"<span class='sr'> {esc(K['cell_said'][bool(result.counted)])} </span>"  # ✓ and ✗ in words
        return (f"<td class='{kind}' title='{tip}'>{mark}{said}<small>{result.tries}</small>"
                f"{f'<b class=mark>{extra}</b>' if extra else ''}</td>")

    def _name_cell(self, row):
        """The name, then one line per file (its path shows the sub-folder: the sub-folder gets a line of its
        own only where no path shows it), then what to check."""
        where = [folder for folder in row.folders if not any(folder in file for file in row.files)]
        # a long path wraps after a « / » first (« …_assignsubmission_file_/ » then the file's name)
        lines = "".join(f"<small>{'/<wbr>'.join(esc(part) for part in line.split('/'))}</small>"
                        for line in where + row.files)
        check = f"<small class='check'>⚠ {esc(' ; '.join(row.checks))}</small>" if row.checks else ""
        return (f"<th class='name{' flagged' if row.checks else ''}' scope='row'>{esc(row.learner.label)}"
                f"{lines}{check}</th>")

    def html(self):
        # one header row: each exercise's title, its id beside it in small (a second line of the turned text)
        heads = "".join(f"<th class='ex' scope='col'><span>{esc(title_of(i))} <small>{esc(i)}</small></span></th>"
                        for i in self.exercise_ids)
        total = esc(K["solved_count"].format(n=len(self.exercise_ids)))
        body = "".join(
            f"<tr>{self._name_cell(row)}<td class='total'>{row.solved}</td>"
            + "".join(self._cell(row.results.get(i)) for i in self.exercise_ids) + "</tr>" for row in self.rows)
        notes = "".join(f"<li>{french_html(note)}</li>" for note in self.notes)
        notes = f"<div class='notes'><b>{french_html(K['to_check'])}</b><ul>{notes}</ul></div>" if notes else ""
        per = "".join(f"<li><b>{esc(title_of(i))}</b> <small>({esc(i)})</small> — {french_html(parts[0])}"
                      + (f"<ul>{''.join(f'<li>{french_html(p)}</li>' for p in parts[1:])}</ul>" if parts[1:] else "")
                      + "</li>" for i, parts in self.exercise_parts())
        per = f"<h3>{esc(K['per_exercise'])}</h3><ul class='per'>{per}</ul>" if per else ""
        table = (f"<p class='legend'>{french_html(K['legend'])}</p>"  # above: read before the 30 rows
                 f"<div class='scroll'><table><thead><tr><th class='name' scope='col'>{esc(K['student'])}</th>"
                 f"<th class='total' scope='col'><span>{total}</span></th>{heads}</tr></thead>"
                 f"<tbody>{body}</tbody></table></div>" if self.rows else "")
        roster = self.roster.html() if self.roster is not None else ""
        return (f"<div class='loveletter-classe' lang='fr' style='{FONT}'><style>{STYLE}</style>"
                f"<h2>{esc(K['title'])}</h2><p>{french_html(self.headline())}</p>{notes}{roster}{self._retake_html()}"
                f"{table}{per}{self._students_html()}</div>")

    def _retake_html(self):
        items = "".join(f"<li><b>{french_html(name)}</b><ul>{''.join(f'<li>{french_html(p)}</li>' for p in parts)}"
                        f"</ul></li>" for name, parts in self.retake_parts())
        return f"<section class='retake'><h3>{esc(K['retake'])}</h3><ol>{items}</ol></section>" if items else ""

    def _students_html(self):
        items = "".join(f"<li>{french_html(line)}</li>" for line in self.student_lines())
        return f"<h3>{esc(K['per_student'])}</h3><ul class='per'>{items}</ul>" if items else ""

    @french_output
    def _repr_html_(self):
        return self.html()

    def html_page(self):
        """classe.html: the page itself scrolls (the table is not in a box of its own, as in a notebook's
        output), so that the titles of the columns and the names of the rows stay on screen."""
        return (f"<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'><title>{esc(K['title'])}</title>"
                f"<style>{PAGE_STYLE}</style></head><body>{self.html()}</body></html>")

    def save(self, folder=None):
        """Write classe.csv and classe.html into ``folder`` (default: the folder read, or the one that
        holds the zip), each whole or not at all (a link at that path is replaced, never followed); a
        failure is a line of the notes, not an exception."""
        folder = default_output(self.folder) if folder is None else os.fspath(folder)
        paths = tuple(os.path.join(folder, name) for name in OUTPUTS)
        try:
            if not os.path.isdir(folder):
                raise FileNotFoundError(2, "", folder)
            write_whole(paths[0], self.csv_text(), newline="")
            write_whole(paths[1], self.html_page())
        except OSError as exc:
            reason = K["no_output_folder"] if isinstance(exc, FileNotFoundError) else write_reason(exc)
            self.notes.append(K["cannot_write"].format(path=shown_name(folder), reason=reason))
            return self
        self.written = paths
        return self


def default_output(source):
    """Where the report goes: into the folder read, or beside a zip."""
    return os.path.dirname(os.path.abspath(source)) if os.path.isfile(source) else source


# --- the class list ----------------------------------------------------------------------------------
class Roster:
    """A class list against the rows: who handed in nothing, and who handed in but is not on it. A
    name on the list matches a row of the same key (« Léa (2) » for a name given with a number), or
    the sub-folder a row came from (an ENT's folder is named after the student)."""

    def __init__(self, roster, rows):
        self.notes, self.listed, self.missing = [], [], []
        names = read_roster(roster) if isinstance(roster, (str, os.PathLike)) else list(roster)
        matched = set()
        for name in names:
            try:
                learner = roster_learner(name)
            except LearnerNameError:
                self.notes.append(K["roster_bad"].format(line=shown_value(name)))
                continue
            found = [row for row in rows if row.learner.key == learner.key or in_folders(learner, row)]
            self.listed.append(learner)
            matched.update(id(row) for row in found)
            if not found:
                self.missing.append(learner)
        self.unlisted = [row for row in rows if id(row) not in matched]

    def lines(self):
        handed = len(self.listed) - len(self.missing)
        if not self.listed:
            return [K["roster_empty"]]
        lines = [K["roster_head"][handed > 1].format(n=len(self.listed), handed=handed)]
        if self.missing:
            lines.append(K["roster_missing"].format(names=", ".join(m.label for m in self.missing)))
        if self.unlisted:
            lines.append(K["roster_unlisted"].format(names=", ".join(r.learner.label for r in self.unlisted)))
        return lines

    def html(self):
        items = "".join(f"<li>{french_html(line)}</li>" for line in self.lines()[1:])
        return f"<div class='roster'><b>{french_html(self.lines()[0])}</b><ul>{items}</ul></div>"


def roster_learner(line):
    """The learner of a line of the class list: « Léa », or « Léa (2) » for a name given with a number."""
    entry = class_list_entry(line)
    return Learner(*entry) if isinstance(entry, tuple) else Learner(entry)


def in_folders(learner, row):
    """True when the row came from a sub-folder named after ``learner`` (« MARTIN Léa_1234_… »)."""
    words = {normalize(w) for w in re.split(r"[\W_]+", learner.name)} - {""}
    return any(words <= {normalize(w) for w in re.split(r"[\W_/]+", folder)} for folder in row.folders)


def read_roster(path):
    """The names of a class list file, one per line (blank lines and « # » comments skipped)."""
    try:
        with open(path, encoding="utf-8-sig") as f:
            text = f.read(1 << 20)
    except OSError as exc:
        raise LoveLetterError(K["roster_unreadable"].format(path=shown_name(os.fspath(path)),
                                                            reason=fr.os_reason(exc))) from None
    except UnicodeDecodeError:
        raise LoveLetterError(K["roster_not_text"].format(path=shown_name(os.fspath(path)))) from None
    return [line.strip() for line in text.splitlines() if line.strip() and not line.strip().startswith("#")]


STYLE = """
.loveletter-classe{font-size:18px;color:#222}
.loveletter-classe h2{margin:6px 0}
.loveletter-classe table{border-collapse:separate;border-spacing:0;margin:10px 0;
  border-top:1px solid #999;border-left:1px solid #999}
.loveletter-classe th,.loveletter-classe td{border:solid #999;border-width:0 1px 1px 0;padding:3px 4px;
  text-align:center}
.loveletter-classe thead th{position:sticky;top:0;z-index:2;background:#fff;vertical-align:bottom}
.loveletter-classe th.name{position:sticky;left:0;z-index:1;background:#fff;text-align:left;white-space:nowrap;
  font-weight:600}
.loveletter-classe thead th.name{z-index:3}
.loveletter-classe th.name small{display:block;font-weight:normal;color:#555;font-size:12px;max-width:20em;
  white-space:normal;overflow-wrap:anywhere}
.loveletter-classe th.name small.check{color:#7a4100;font-weight:600}
.loveletter-classe th.ex,.loveletter-classe th.total{padding:6px 2px}
.loveletter-classe th.ex span,.loveletter-classe th.total span{writing-mode:vertical-rl;transform:rotate(180deg);
  white-space:nowrap;text-align:left}
.loveletter-classe th.ex span{font-weight:600;font-size:13px}
.loveletter-classe th.ex small{display:block;font-weight:normal;font-size:11px;color:#555}
.loveletter-classe th.total span{font-weight:normal;font-size:13px}
.loveletter-classe td.total{font-weight:700}
.loveletter-classe th.flagged{background:#fff3cd}
.loveletter-classe td.ok{background:#c8e6c9;color:#1b5e20;font-weight:700}
.loveletter-classe td.ko{background:#ffcdd2;color:#8e0000;font-weight:700}
.loveletter-classe td.none{color:#595959}
.loveletter-classe td small{font-size:12px;font-weight:normal;margin-left:1px}
.loveletter-classe td.marked{box-shadow:inset 0 0 0 3px #7a4100}
.loveletter-classe td b.mark{font-size:16px;color:#000;margin-left:1px}
.loveletter-classe .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.loveletter-classe .notes,.loveletter-classe .roster{background:#fff8e1;border-left:4px solid #f9a825;
  padding:4px 12px;margin:8px 0}
.loveletter-classe .notes ul,.loveletter-classe .roster ul{margin:4px 0;padding-left:20px}
.loveletter-classe .legend{font-size:14px;color:#333;max-width:75em;margin:8px 0}
.loveletter-classe ul.per li{margin:4px 0}
.loveletter-classe ul.per ul{font-size:16px;color:#444}
.loveletter-classe .scroll{overflow-x:auto}
.loveletter-classe .retake{background:#e8f0fe;border-left:4px solid #1a56c4;padding:4px 12px;margin:8px 0}
.loveletter-classe .retake ol{margin:4px 0;padding-left:24px}
.loveletter-classe .retake ul{font-size:16px;margin:2px 0 6px;padding-left:18px}
"""
PAGE_STYLE = "body .loveletter-classe .scroll{overflow:visible}"  # classe.html: the page scrolls (html_page)


def rapport_de_classe(dossier, sortie=None, classe=None, workers=1):
    """The class report of ``dossier`` (a folder of handed-in notebooks and progress files, at any
    depth, or a .zip): written to classe.csv and classe.html (in ``sortie``, default the folder itself,
    or beside the zip), and shown as the table in a notebook cell (printed, it is the French summary).
    ``classe``: the class list, a file of one name per line or a list of names; ``workers``: processes
    that grade (the command uses every core; in a notebook, one)."""
    report = ClassReport(dossier, classe, workers)
    if report.rows:
        report.save(sortie)
    return report


def main(argv=None, out=None):
    """``python -m loveletter_teach.classe COPIES [--sortie DOSSIER] [--classe LISTE]``: 0 when a report
    was written, 1 when there was nothing to report or it could not be written, 2 for a wrong command."""
    argv = sys.argv[1:] if argv is None else list(argv)
    out = sys.stdout if out is None else out
    if any(a in ("-h", "--help") for a in argv):
        print(K["usage"], file=out)
        return 0
    options = {}
    for option in ("--sortie", "--classe"):
        if option in argv:
            at = argv.index(option)
            if at + 1 >= len(argv):
                print(K["usage"], file=out)
                return 2
            options[option] = argv.pop(at + 1)
            argv.pop(at)
    if len(argv) != 1 or argv[0].startswith("-"):
        print(K["usage"], file=out)
        return 2
    try:
        report = rapport_de_classe(argv[0], options.get("--sortie"), options.get("--classe"), os.cpu_count() or 1)
    except LoveLetterError as exc:
        print(exc, file=out)
        return 2
    print(report.summary(), file=out)
    return 0 if report.written else 1


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["ClassReport", "ClassReportError", "Copy", "Roster", "rapport_de_classe", "MIME", "main"]
