"""The class report: every handed-in notebook and progress file of a folder, graded again from the
answers, as a CSV for a spreadsheet and an HTML table for the projector.

``python -m loveletter_teach.classe DOSSIER`` writes ``classe.csv`` and ``classe.html`` and prints a
French summary; ``rapport_de_classe("DOSSIER")`` does the same in a notebook cell and shows the table.

Nothing stored as « solved » is trusted: each learner's own variant is rebuilt from the name (in the
version of the exercise the record was made with) and every recorded answer is checked again, through
the same :class:`~.exercises.questions.Exercise` as in the notebook. What cannot be checked again is
said: a function checked by ``verifie`` (the learner's code is not run in the teacher's process) and a
variant whose version can no longer be rebuilt keep their stored outcome, marked « non revérifié ».
A file that cannot be read gets one French line, and the rest of the class is still reported.
"""

import csv
import json
import os
import sys
from collections import Counter
from dataclasses import dataclass, field

from . import fr
from .errors import LoveLetterError
from .html import FONT, esc, french_html
from .exercises.catalogue import CATALOGUE, CatalogueError
from .exercises.functions import TASKS
from .exercises.learners import Learner, LearnerNameError
from .exercises.progress import FORMAT, MIME_TYPE as MIME, VERSION
from .exercises.questions import Exercise
from .exercises.record import Record, json_answer

K = fr.CLASS
OUTPUTS = ("classe.csv", "classe.html")
FUNCTION_TRY = fr.FUNCTIONS["history"].split("{")[0]  # « la fonction … »: a try of verifie in the history
TOP_WRONG = 3  # raw wrong answers shown per exercise


class ClassReportError(LoveLetterError, ValueError):
    """A handed-in file that cannot be read (its message is the report's line about it)."""


def learner_of(entry):
    """The learner of one entry of a progress file's « learners » (the one place its identity is read)."""
    return Learner(entry["name"], entry.get("group"))


# --- reading the folder -------------------------------------------------------------------------------
@dataclass
class Copy:
    """One learner's records in one handed-in file."""

    file: str
    learner: Learner
    records: dict  # exercise id -> Record, as stored


def read_json(path, file):
    try:
        with open(path, encoding="utf-8-sig") as f:
            return json.load(f)
    except (UnicodeDecodeError, ValueError) as exc:  # json.JSONDecodeError is a ValueError
        raise ClassReportError(K["damaged"].format(file=file)) from exc
    except OSError as exc:
        raise ClassReportError(K["unreadable"].format(file=file, reason=exc.strerror or exc)) from exc


def progress_in_notebook(notebook, file):
    """The progress carried by a handed-in notebook: the last output of our mime type, in cell order."""
    if not isinstance(notebook, dict) or not isinstance(notebook.get("cells"), list):
        raise ClassReportError(K["not_notebook"].format(file=file))
    found = None
    for cell in notebook["cells"]:
        outputs = cell.get("outputs", []) if isinstance(cell, dict) else []
        for output in outputs if isinstance(outputs, list) else []:
            data = output.get("data") if isinstance(output, dict) else None
            if isinstance(data, dict) and MIME in data:
                found = data[MIME]
    if found is None:
        raise ClassReportError(K["foreign_notebook"].format(file=file))
    if isinstance(found, (str, list)):  # some tools keep a JSON output as its text
        try:
            found = json.loads("".join(found))
        except ValueError as exc:
            raise ClassReportError(K["damaged"].format(file=file)) from exc
    return found


def copies_of(data, file, notes):
    """The copies of a progress file's data; a bad learner or record is a line in ``notes``."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ClassReportError(K["not_progress"].format(file=file))
    version = data.get("version")
    if type(version) is not int or not 1 <= version <= VERSION:  # True is not 1; an older format is read
        raise ClassReportError(K["bad_version"].format(file=file, version=version, ours=VERSION))
    learners = data.get("learners")
    if not isinstance(learners, dict):
        raise ClassReportError(K["damaged_content"].format(file=file))
    if not learners:
        raise ClassReportError(K["nobody_in"].format(file=file))
    copies, unreadable = [], 0
    for entry in learners.values():
        try:
            learner = learner_of(entry)
            exercises = dict(entry.get("exercises") or {})
        except (LearnerNameError, KeyError, TypeError, ValueError, AttributeError):
            unreadable += 1
            continue
        records = {}
        for exercise_id, data in exercises.items():
            try:
                records[str(exercise_id)] = Record.from_json(data)
            except ValueError:
                notes.append(K["bad_record"].format(file=file, name=learner.label, id=exercise_id))
        copies.append(Copy(file, learner, records))
    if unreadable:
        notes.append(K["bad_learner"][unreadable > 1].format(file=file, n=unreadable))
    return copies


def read_folder(folder):
    """(copies, notes, files read) of ``folder``: every learner of every handed-in file, and one French
    line per thing that could not be read."""
    folder = os.fspath(folder)
    if not os.path.exists(folder):
        return [], [K["no_folder"].format(folder=folder)], 0
    if not os.path.isdir(folder):
        return [], [K["not_folder"].format(folder=folder)], 0
    copies, notes, read = [], [], 0
    for file in sorted(os.listdir(folder)):
        path = os.path.join(folder, file)
        if file.startswith(".") or file in OUTPUTS or not os.path.isfile(path):
            continue
        extension = os.path.splitext(file)[1].lower()
        if extension not in (".ipynb", ".json"):
            notes.append(K["ignored"].format(file=file))
            continue
        try:
            data = read_json(path, file)
            if extension == ".ipynb":
                data = progress_in_notebook(data, file)
            copies += copies_of(data, file, notes)
            read += 1
        except ClassReportError as exc:
            notes.append(str(exc))
    if not copies:
        notes.append(K["empty"].format(folder=folder))
    return copies, notes, read


# --- grading again -----------------------------------------------------------------------------------
CHECKED, UNVERIFIED, OLD, NEWER = "checked", "unverified", "old", "newer"
UNCHECKED = {UNVERIFIED: "unverified", OLD: "old", NEWER: "newer"}  # status -> its words in fr.CLASS


@dataclass
class Result:
    """One exercise of one copy, graded again from its answers."""

    tries: int = 0
    solved: bool = False
    last_answer: object = None
    status: str = CHECKED  # or UNVERIFIED (a function's stored outcome), OLD (variant gone), NEWER (a newer package's)
    wrong: list = field(default_factory=list)  # (answer text, trap index or None) per wrong try
    mistakes: dict = field(default_factory=dict)  # mistake key (or trap index) -> the message the learner read


def is_function_try(exercise_id, answer):
    return exercise_id in TASKS and isinstance(answer, str) and answer.startswith(FUNCTION_TRY)


def stored_result(record, status):
    """A result from the outcomes written in the history, for what cannot be checked again."""
    result = Result(status=status)
    for answer, correct in _tries(record):
        if result.solved:
            break
        result.tries += 1
        result.last_answer = answer
        result.solved = correct is True
    return result


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
        question = self.question(exercise_id, learner, record.version)
        if question is None:
            return stored_result(record, NEWER if record.version > CATALOGUE[exercise_id].version else OLD)
        exercise = Exercise(question)
        result = Result()
        for answer, stored in _tries(record):
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
                # a named mistake (Question.traps) is counted by its key, the same in every variant
                named = next(((getattr(message, "key", k), message) for k, (_, message) in enumerate(question.traps)
                              if message in feedback.message), None)
                trap = named[0] if named else None
                if named:
                    result.mistakes.setdefault(*named)
                result.wrong.append((answer_text(answer), trap))
        result.tries, result.solved = exercise.tries, exercise.solved
        result.last_answer = exercise.record.last_answer
        return result


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


# --- the report --------------------------------------------------------------------------------------
@dataclass
class Row:
    """One copy of the class, graded."""

    copy: Copy
    results: dict  # exercise id -> Result

    @property
    def solved(self):
        return sum(r.solved for r in self.results.values())


class ClassReport:
    """The graded class of a folder: ``rows`` (one per learner and file), ``exercise_ids`` (the
    catalogue's order, those somebody answered), ``notes`` (the French lines of what to check)."""

    def __init__(self, folder):
        self.folder = os.fspath(folder)
        copies, self.notes, self.files = read_folder(self.folder)
        self.written = ()
        grader = Grader()
        copies.sort(key=lambda c: (c.learner.key, c.file))
        self.rows = []
        for copy in copies:
            results, unknown, forged, old = {}, [], [], []
            for exercise_id, record in copy.records.items():
                if exercise_id not in CATALOGUE:
                    if record.history:
                        unknown.append(exercise_id)
                    continue
                if not record.started and not record.history:
                    continue
                result = results[exercise_id] = grader.grade(exercise_id, record, copy.learner)
                if record.solved and not result.solved and result.status == CHECKED:
                    forged.append(exercise_id)
                if result.status in (OLD, NEWER):
                    old.append((exercise_id, result.status))
            words = {"name": copy.learner.label, "file": copy.file}
            if unknown:
                self.notes.append(K["unknown_ids"].format(ids=", ".join(sorted(unknown)), **words))
            if forged:
                self.notes.append(K["forged"].format(ids=", ".join(forged), **words))
            for status in (OLD, NEWER):
                ids = [i for i, s in old if s == status]
                if ids:
                    self.notes.append(K[status + "_variant"].format(ids=", ".join(ids), **words))
            if not any(r.tries for r in results.values()):
                self.notes.append(K["no_answers"].format(**words))
            self.rows.append(Row(copy, results))
        self.notes += self._duplicates()
        answered = {i for row in self.rows for i in row.results}
        self.exercise_ids = [i for i in CATALOGUE if i in answered]

    def _duplicates(self):
        groups = {}
        for row in self.rows:
            groups.setdefault(row.copy.learner.key, []).append(row)
        lines = []
        for rows in groups.values():
            if len(rows) < 2:
                continue
            files = ", ".join(f"« {r.copy.file} »" for r in rows)
            names = list(dict.fromkeys(r.copy.learner.label for r in rows))
            name = names[0] + (K["also_written"].format(names=", ".join(f"« {n} »" for n in names[1:]))
                               if len(names) > 1 else "")
            line = K["duplicate"].format(count=len(rows), name=name, files=files)
            lines.append(line + " " + (K["duplicate_same"] if _one_after_another(rows) else K["duplicate_other"]))
        return lines

    # --- the CSV ---------------------------------------------------------------------------------------
    def header(self):
        columns = [K["student"], K["file"], K["solved_count"].format(n=len(self.exercise_ids))]
        for exercise_id in self.exercise_ids:
            columns += [K[c].format(id=exercise_id) for c in ("col_solved", "col_tries", "col_answer")]
        return columns

    def table(self):
        """The CSV's rows after its header: per exercise « oui »/« non » (with « non revérifié »…),
        the number of tries and the last answer, between « » so that no spreadsheet reads « 1/2 » as a
        date; blank cells for an exercise not tried."""
        lines = []
        for row in self.rows:
            line = [spreadsheet_text(row.copy.learner.label), spreadsheet_text(row.copy.file), row.solved]
            for exercise_id in self.exercise_ids:
                result = row.results.get(exercise_id)
                if result is None:
                    line += ["", "", ""]
                    continue
                solved = K["yes"] if result.solved else K["no"]
                if result.status != CHECKED:
                    solved += f" ({K[UNCHECKED[result.status]]})"
                answer = answer_text(result.last_answer)
                line += [solved, result.tries, f"« {answer} »" if answer else ""]
            lines.append(line)
        return lines

    def write_csv(self, path):
        with open(path, "w", encoding="utf-8-sig", newline="") as f:  # the BOM: Excel reads the accents
            writer = csv.writer(f, delimiter=";", lineterminator="\r\n")
            writer.writerow(self.header())
            writer.writerows(self.table())

    # --- per exercise ----------------------------------------------------------------------------------
    def exercise_parts(self):
        """(id, [parts]) per exercise: how many solved it, then the mistakes named by the exercise's
        traps (the message the learners read), then the most frequent raw wrong answers."""
        found = []
        for exercise_id in self.exercise_ids:
            results = [(row, row.results[exercise_id]) for row in self.rows if exercise_id in row.results]
            tried = [r for _, r in results if r.tries]
            solved = sum(r.solved for r in tried)
            head = K["exercise_line"][solved > 1].format(solved=solved, tried=len(tried)) if tried else K["nobody"]
            unverified = sum(r.solved and r.status != CHECKED for r in tried)
            parts = [head + (K["unverified_count"].format(n=unverified) if unverified else "")]
            mistakes, raw = {}, Counter()
            for row, result in results:
                for trap in {t for _, t in result.wrong if t is not None}:
                    mistakes.setdefault(trap, []).append((row, result.mistakes[trap]))
                raw.update({a for a, t in result.wrong if t is None and a})
            for trap, seen in sorted(mistakes.items(), key=lambda item: -len(item[1])):
                texts = Counter(message for _, message in seen)
                message = f"« {texts.most_common(1)[0][0].rstrip('.')} »"
                if len(texts) > 1:
                    name = next(row.copy.learner.label for row, m in seen if f"« {m.rstrip('.')} »" == message)
                    message = K["mistake_of"].format(message=message, name=name)
                parts.append(K["mistake"][len(seen) > 1].format(n=len(seen), message=message))
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
        n = len(self.rows)
        return K["headline"][n > 1].format(students=n, questions=len(self.exercise_ids), files=self.files,
                                           folder=self.folder)

    def summary(self):
        lines = [K["title"] + " : " + self.headline()]
        if self.written:
            lines.append(K["written"].format(csv=self.written[0], html=self.written[1]))
        if self.notes:
            lines.append(K["to_check"])
            lines += [f"- {note}" for note in self.notes]
        if self.exercise_ids:
            lines.append(K["per_exercise"] + " :")
            lines += [f"- {exercise_id} : {line}" for exercise_id, line in self.exercise_lines()]
        return "\n".join(lines)

    __str__ = summary

    def __repr__(self):
        return self.summary()

    def _cell(self, result):
        if result is None:
            return "<td class='none'>·</td>"
        mark = "✓" if result.solved else "✗"
        star = "*" if result.status != CHECKED else ""
        tip = esc(answer_text(result.last_answer))
        return (f"<td class='{'ok' if result.solved else 'ko'}' title='{tip}'>{mark}"
                f"<small>{result.tries}{star}</small></td>")

    def html(self):
        head = "".join(f"<th class='ex'><span>{esc(i)}</span></th>" for i in self.exercise_ids)
        same = Counter(row.copy.learner.key for row in self.rows)
        body = "".join(
            f"<tr><th class='name{' twice' if same[row.copy.learner.key] > 1 else ''}'>{esc(row.copy.learner.label)}"
            f"<small>{esc(row.copy.file)}</small></th>"
            f"<td class='total'>{row.solved}</td>" + "".join(self._cell(row.results.get(i)) for i in self.exercise_ids)
            + "</tr>" for row in self.rows)
        notes = "".join(f"<li>{french_html(note)}</li>" for note in self.notes)
        notes = f"<div class='notes'><b>{french_html(K['to_check'])}</b><ul>{notes}</ul></div>" if notes else ""
        per = "".join(f"<li><b>{esc(i)}</b> — {french_html(parts[0])}"
                      + (f"<ul>{''.join(f'<li>{french_html(p)}</li>' for p in parts[1:])}</ul>" if parts[1:] else "")
                      + "</li>" for i, parts in self.exercise_parts())
        per = f"<h3>{esc(K['per_exercise'])}</h3><ul class='per'>{per}</ul>" if per else ""
        table = (f"<div class='scroll'><table><thead><tr><th class='name'>{esc(K['student'])}</th>"
                 f"<th class='total'>{esc(K['solved_head'])}</th>{head}</tr>"
                 f"</thead><tbody>{body}</tbody></table></div><p class='legend'>{french_html(K['legend'])}</p>"
                 if self.rows else "")
        return (f"<div class='loveletter-classe' style='{FONT}'><style>{STYLE}</style>"
                f"<h2>{esc(K['title'])}</h2><p>{french_html(self.headline())}</p>{notes}{table}{per}</div>")

    def _repr_html_(self):
        return self.html()

    def write_html(self, path):
        page = (f"<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'><title>{esc(K['title'])}</title>"
                f"</head><body>{self.html()}</body></html>")
        with open(path, "w", encoding="utf-8") as f:
            f.write(page)

    def save(self, folder=None):
        """Write classe.csv and classe.html into ``folder`` (default: the folder read); a failure is a
        line of the notes, not an exception."""
        folder = self.folder if folder is None else os.fspath(folder)
        paths = tuple(os.path.join(folder, name) for name in OUTPUTS)
        try:
            self.write_csv(paths[0])
            self.write_html(paths[1])
        except OSError as exc:
            self.notes.append(K["cannot_write"].format(path=exc.filename or folder, reason=exc.strerror or exc))
            return self
        self.written = paths
        return self


def _one_after_another(rows):
    """True when, on every exercise two copies share, one's answers begin the other's (one learner who
    handed in twice, at two moments), and at least one exercise is shared."""
    shared = False
    for a, b in zip(rows, rows[1:]):
        for exercise_id in set(a.copy.records) & set(b.copy.records):
            x, y = a.copy.records[exercise_id].history, b.copy.records[exercise_id].history
            shorter, longer = sorted((x, y), key=len)
            if longer[:len(shorter)] != shorter:
                return False
            shared = shared or bool(shorter)
    return shared


STYLE = """
.loveletter-classe{font-size:18px;color:#222}
.loveletter-classe h2{margin:6px 0}
.loveletter-classe table{border-collapse:collapse;margin:10px 0}
.loveletter-classe th,.loveletter-classe td{border:1px solid #bbb;padding:3px 7px;text-align:center}
.loveletter-classe th.name{text-align:left;white-space:nowrap;font-weight:600}
.loveletter-classe th.name small{display:block;font-weight:normal;color:#777;font-size:11px}
.loveletter-classe th.ex{vertical-align:bottom;height:150px;padding:4px 2px}
.loveletter-classe th.ex span{writing-mode:vertical-rl;transform:rotate(180deg);font-weight:normal;font-size:13px;
  white-space:nowrap}
.loveletter-classe td.total{font-weight:700}
.loveletter-classe th.total{vertical-align:bottom;font-size:13px;font-weight:normal}
.loveletter-classe th.twice{background:#fff3cd}
.loveletter-classe th.twice small::before{content:"⚠ ";color:#b26a00;font-size:13px}
.loveletter-classe td.ok{background:#c8e6c9;color:#1b5e20;font-weight:700}
.loveletter-classe td.ko{background:#ffcdd2;color:#b71c1c;font-weight:700}
.loveletter-classe td.none{color:#bbb}
.loveletter-classe td small{font-size:11px;font-weight:normal;margin-left:1px}
.loveletter-classe .notes{background:#fff8e1;border-left:4px solid #f9a825;padding:4px 12px;margin:8px 0}
.loveletter-classe .notes ul{margin:4px 0;padding-left:20px}
.loveletter-classe .legend{font-size:13px;color:#555}
.loveletter-classe ul.per li{margin:4px 0}
.loveletter-classe ul.per ul{font-size:16px;color:#444}
.loveletter-classe .scroll{overflow-x:auto}
"""


def rapport_de_classe(dossier, sortie=None):
    """The class report of the folder ``dossier`` (handed-in notebooks and progress files): written to
    classe.csv and classe.html (in ``sortie``, default the folder itself), and shown as the table in a
    notebook cell (printed, it is the French summary)."""
    report = ClassReport(dossier)
    if report.rows:
        report.save(sortie)
    return report


def main(argv=None, out=None):
    """``python -m loveletter_teach.classe DOSSIER [--sortie DOSSIER]``: 0 when a report was written, 1
    when there was nothing to report or it could not be written, 2 for a wrong command."""
    argv = sys.argv[1:] if argv is None else list(argv)
    out = sys.stdout if out is None else out
    if any(a in ("-h", "--help") for a in argv):
        print(K["usage"], file=out)
        return 0
    sortie = None
    if "--sortie" in argv:
        at = argv.index("--sortie")
        if at + 1 >= len(argv):
            print(K["usage"], file=out)
            return 2
        sortie = argv.pop(at + 1)
        argv.pop(at)
    if len(argv) != 1 or argv[0].startswith("-"):
        print(K["usage"], file=out)
        return 2
    report = rapport_de_classe(argv[0], sortie)
    print(report.summary(), file=out)
    return 0 if report.written else 1


if __name__ == "__main__":
    sys.exit(main())


__all__ = ["ClassReport", "ClassReportError", "rapport_de_classe", "read_folder", "MIME", "main"]
