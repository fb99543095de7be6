"""Plain stand-ins for the widgets, for notebooks run without ipywidgets (Capytale, Basthon, JupyterLite).

Each class has the name and the arguments of a widget of :mod:`loveletter_teach.widgets`, which
exports these when ``import ipywidgets`` fails, so that a notebook runs unchanged. A stand-in shows
itself in HTML (``_repr_html_``, and in text with ``repr``) and says which line of Python does what
the widget's buttons do: ``je_suis("Camille")`` and ``answer(id, value)`` for the exercises, the whole
narration of a round instead of its step-by-step viewer, and ``jouer(...)`` for the play table.
Nothing here imports ipywidgets.

>>> from loveletter_teach.exercises import Session, scenario
>>> s = Session()
>>> "je_suis" in LearnerField(session=s)._repr_html_()
True
>>> viewer = RoundViewer(scenario("classique", ["Garde", "Prêtre"], ["Baron"],
...                               actions=[("Garde", "Bob", "Prêtre")]))
>>> print(repr(viewer).splitlines()[-1])
Étape 1 : Alice joue le Garde sur Bob et nomme le Prêtre : touché. Bob quitte la manche et montre le Prêtre. Il ne reste qu'Alice en lice. Alice remporte la manche.
>>> table = PlayTable("classique", 2, seed=2026)
>>> print(repr(table).splitlines()[1])
1. Jouer le Garde sur Bob en nommant le Prêtre
>>> jouer(1) is table
True
"""

from dataclasses import replace

from . import fr
from .actions import Keep, Play
from .agents import DEFAULT_TIME_BUDGET
from .bots.base import cap, named
from .errors import SetupError
from .exercises import SESSION
from .exercises.attempt import Attempt
from .exercises.autosave import status_bundle
from .exercises.progress import MIME_TYPE
from .exercises.session import greeting, je_suis_call
from .explorer import explore, from_code, position as new_position
from .html import FONT, esc, french_output, message_html, narration_html, observation_html
from .rounds import Round
from .table_model import TableFront, TableModel

T = fr.PLAIN
W = fr.WIDGETS
C = fr.COACH
L = fr.LEARNERS
S = fr.SAVING
BOX = "border:1px solid #ccc;border-radius:6px;padding:6px 10px;margin:6px 0;"


def code_html(*lines):
    """Lines of Python to copy into a cell, as a grey block."""
    text = "\n".join(esc(line) for line in lines)
    return (f"<pre style='font-family:Consolas,Menlo,DejaVu Sans Mono,monospace;background:#f4f4f4;border:1px solid #ddd;border-radius:4px;padding:6px 10px;"
            f"margin:4px 0;font-size:14px;white-space:pre-wrap'>{text}</pre>")


def _code_text(*lines):
    return "\n".join("    " + line for line in lines)


class Plain:
    """A stand-in: ``_repr_html_`` for notebooks, ``repr`` in text (a console, a plain front-end)."""

    def html(self):
        raise NotImplementedError

    def plain_text(self):
        raise NotImplementedError

    @french_output
    def _repr_html_(self):
        return f"<div style='{FONT}{BOX}color:#111'>{self.html()}</div>"

    def __repr__(self):
        return self.plain_text()


# --- a round, told at once ------------------------------------------------------------------------
class RoundViewer(Plain):
    """A round told from ``seat`` (None: omniscient), every step at once: the table at the deal, the
    narration step by step, the table at the end. ``step`` is accepted and ignored (every step is shown);
    ``memory`` lists the cards turned face down, as the widget does."""

    def __init__(self, round_, seat=None, step=0, tokens=None, memory=False):
        self.round = round_
        self.memory = memory
        self.seat = seat
        self.tokens = tuple(tokens) if tokens is not None else None

    def _view(self, position):
        obs = position.omniscient() if self.seat is None else position.observation(self.seat)
        return obs if self.tokens is None else replace(obs, tokens=self.tokens)

    def steps(self):
        """[(k, new narration lines)] for k = 0 (the deal) to the number of actions, and the first
        and last views."""
        r = self.round
        position = Round(r.edition, r.order, r.n, r.first_player, r.names)
        first = self._view(position)
        before, steps = first.narration(), []
        steps.append((0, list(before)))
        for k, action in enumerate(r.actions, 1):
            position.play(action)
            lines = self._view(position).narration()
            steps.append((k, lines[len(before):]))
            before = lines
        return steps, first, self._view(position)

    def html(self):
        steps, first, last = self.steps()
        items = "".join(
            f"<li><b>{esc(T['viewer_deal'] if k == 0 else T['viewer_step'].format(k=k))}</b> : "
            f"{'<br>'.join(esc(line) for line in lines)}</li>" for k, lines in steps if lines or k)
        return (message_html(T["viewer_note"], "info")
                + f"<ol style='list-style:none;padding-left:6px;font-size:15px;line-height:1.5'>{items}</ol>"
                + f"<details><summary style='cursor:pointer;font-weight:700'>{esc(T['viewer_start'])}</summary>"
                + observation_html(first, narration=False, memory=self.memory) + "</details>"
                + f"<div style='font-weight:700;margin-top:6px'>{esc(T['viewer_end'])}</div>"
                + observation_html(last, narration=False, memory=self.memory))

    @property
    def text(self):
        """The whole narration from the chosen point of view, as plain text (the widget's ``text`` at
        its last step)."""
        return "\n".join(self.steps()[2].narration())

    def plain_text(self):
        return "\n".join(T["viewer_deal"] + " : " + " ".join(lines) if k == 0 else
                         T["viewer_step"].format(k=k) + " : " + " ".join(lines) for k, lines in self.steps()[0])


# --- exercises ----------------------------------------------------------------------------------
class ExerciseWidget(Plain):
    """A question (a catalogue id, or a Question) with the lines that answer it: ``answer(id, …)``,
    ``hint(id)``, ``solution(id)`` (a fixed question of the catalogue is found by its id). A question
    outside the catalogue keeps its own attempt: ``.answer(value)``, ``.hint()``, ``.solution()``.
    ``hints=False``: the ``hint(id)`` line is not offered (an exit ticket, done alone)."""

    def __init__(self, question, exercise_id=None, session=None, hints=True):
        self.session = SESSION if session is None else session
        self.offer_hints = hints
        # the record, the answer, the hints and the solution, as the widget's (an unknown id is refused
        # at once, in French); the learner's record is made at the first answer, not when shown. Its
        # feedback may say that a hint helps, as answer(id, …) does: q.hint() and hint(id) still answer.
        self.attempt = Attempt(question, exercise_id, session=self.session, create=False)
        self.exercise_id = self.attempt.exercise_id
        self.own = self.attempt.exercise if self.exercise_id is None else None
        if self.exercise_id is not None:  # as the widget: a name given makes what was done before it theirs
            self.session.observe(self._learner_set)

    def _learner_set(self, learner):
        self.attempt.load(learner)

    def _attempt(self):
        """The attempt, for the session's learner now (a name given since: what was done before it is theirs)."""
        self.attempt.load(self.session.learner)
        return self.attempt

    def _record(self):
        return self._attempt().record

    @property
    def question(self):
        """The question as the current learner sees it (None while a personal question waits for a name)."""
        return self._attempt().question

    @property
    def solved(self):
        return self._attempt().solved

    def answer(self, value):
        attempt = self._attempt()
        return attempt.with_notice(attempt.answer(value))

    def hint(self):
        attempt = self._attempt()
        return attempt.with_notice(attempt.hint())

    def solution(self):
        attempt = self._attempt()
        return attempt.with_notice(attempt.solution())

    def _calls(self):
        if self.own is not None:
            return T["own_how"], T["own_calls"]
        i = self.exercise_id
        hint = (T["call_hint"].format(id=i),) if self.offer_hints else ()
        return T["answer_how"], (T["import_answer"], T["call_answer"].format(id=i), *hint,
                                 T["call_solution"].format(id=i))

    def html(self, ask_name=True):
        """``ask_name``: say how to give a name when none is given (a quiz says it once, above)."""
        q = self.question
        if q is None:
            return message_html(T["needs_name"], "info") + (code_html(T["import_answer"], T["call_je_suis"])
                                                            if ask_name else "")
        record = self._record()
        state = ""
        if record is not None:
            ex = self.attempt.exercise
            hints, last = ex.shown_hints(), ex.last_feedback()
            state = (hints._repr_html_() if hints else "") + (last._repr_html_() if last else "")
        how, calls = self._calls()
        name = ""
        if ask_name and self.own is None and self.session.learner is None:
            name = f"<div style='font-size:13px'>{esc(T['name_first'])}</div>{code_html(T['call_je_suis'])}"
        return (q._repr_html_() + state + f"<div style='font-size:14px'>{esc(how)}</div>" + code_html(*calls)
                + name)

    def plain_text(self):
        q = self.question
        if q is None:
            return "\n".join([T["needs_name"], _code_text(T["import_answer"], T["call_je_suis"])])
        how, calls = self._calls()
        return "\n".join([str(q), how, _code_text(*calls)])


class QuizWidget(Plain):
    """Several exercises one under the other, with the score so far."""

    def __init__(self, questions, title="", session=None, hints=True):
        self.session = SESSION if session is None else session
        self.title = title
        self.items = [ExerciseWidget(q, session=self.session, hints=hints) for q in questions]

    def _score(self):
        solved = sum(item.solved for item in self.items)
        return W["score"].format(k=solved, n=len(self.items)), "ok" if solved == len(self.items) else "info"

    def html(self):
        title = f"<h3>{esc(self.title)}</h3>" if self.title else ""
        name = ""
        if self.session.learner is None and any(item.own is None for item in self.items):
            name = (f"<div style='font-size:14px'>{esc(T['name_first'])}</div>"
                    + code_html(T["import_answer"], T["call_je_suis"]))
        items = "".join(f"<div style='{BOX}'>{item.html(ask_name=False)}</div>" for item in self.items)
        return title + name + items + message_html(*self._score())

    def plain_text(self):
        parts = [self.title] if self.title else []
        return "\n\n".join(parts + [item.plain_text() for item in self.items] + [self._score()[0]])


class Handed(Plain):
    """A stand-in whose output also carries the save line and the learner's progress as JSON
    (:data:`MIME_TYPE`): the handed-in notebook holds the answers as they were when the cell ran."""

    def _repr_mimebundle_(self, include=None, exclude=None):
        status = status_bundle(self.session)
        return {"text/html": self._repr_html_() + status["text/html"],
                "text/plain": f"{self.plain_text()}\n{status['text/plain']}", MIME_TYPE: status[MIME_TYPE]}


class LearnerField(Handed):
    """Who is at the keyboard: the greeting once a name is given, else the ``je_suis`` line (and the
    name last given in this folder, to type again if it is yours: it is never set by itself)."""

    def __init__(self, session=None):
        self.session = SESSION if session is None else session

    def _calls(self):
        last = self.session.last_learner()
        calls = [T["import_je_suis"], T["call_je_suis"]]
        return calls, ((S["last_plain"].format(name=last.label), je_suis_call(last)) if last else None)

    def html(self):
        learner = self.session.learner
        if learner is not None:
            return message_html(greeting(learner, self.session.restored), "ok")
        calls, last = self._calls()
        offer = "" if last is None else f"<div style='font-size:14px'>{esc(last[0])}</div>{code_html(last[1])}"
        return message_html(T["learner_how"], "info") + code_html(*calls) + offer

    def plain_text(self):
        learner = self.session.learner
        if learner is not None:
            return greeting(learner, self.session.restored)
        calls, last = self._calls()
        return "\n".join([T["learner_how"], _code_text(*calls)] + ([last[0], _code_text(last[1])] if last else []))


class ProgressWidget(Handed):
    """The score so far of the session's learner (saved at each answer); with ``path``, the line that
    also saves it to that file."""

    def __init__(self, session=None, path=None):
        self.session = SESSION if session is None else session
        self.path = path

    def _save(self):
        return [T["import_save"], T["call_save"].format(path=self.path)] if self.path else []

    def html(self):
        learner = self.session.learner
        summary = (message_html(L["no_learner_plain"], "info") if learner is None
                   else self.session.summary(learner)._repr_html_())
        save = self._save()
        return summary + (f"<div style='font-size:14px'>{esc(T['progress_how'])}</div>{code_html(*save)}"
                          if save else "")

    def plain_text(self):
        learner = self.session.learner
        summary = L["no_learner_plain"] if learner is None else str(self.session.summary(learner))
        save = self._save()
        return "\n".join([summary] + ([T["progress_how"], _code_text(*save)] if save else []))


# --- a game against bots, played with jouer(...) ----------------------------------------------------------
LAST_TABLE = None  # the table jouer(), manche_suivante(), conseil() and probabilites() act on


class PlainTable(TableFront, Plain):
    """A game where the learner holds ``seat`` and bots the other seats (arguments as the widget's;
    the game, the bots, the coach and every check are the :class:`~loveletter_teach.table_model.TableModel`'s,
    ``self.model``). Play with ``jouer(n)`` (the move numbered n in the list shown), or
    ``jouer("Garde", "Bob", "Prêtre")``; ``manche_suivante()``, ``conseil()`` and ``probabilites()`` do
    what the widget's buttons do. These functions act on the table built last (each is also a method
    of the table). ``memory`` lists the cards turned face down."""

    def __init__(self, edition="classique", n_players=2, seat=0, bots=None, seed=None, names=None, coach=None,
                 memory=False, time_budget=DEFAULT_TIME_BUDGET):
        global LAST_TABLE
        self.model = TableModel(edition, n_players, seat, bots, seed, names, coach, time_budget)
        self.memory = memory
        self.message = ""  # HTML shown above the table: a refused move, the coach's answer, a bot that failed
        self._moved()
        LAST_TABLE = self

    def jouer(self, *choice):
        """Play the move numbered ``choice[0]`` of the list, or the action given (a Play, a Keep, or
        the card, the target and the named card); then the bots play until your turn."""
        obs = self.observation()
        moves = self.legal_moves()
        if not obs.my_turn:
            action = None  # the model says why
        elif len(choice) == 1 and isinstance(choice[0], int) and not isinstance(choice[0], bool):
            if not 1 <= choice[0] <= len(moves):
                return self._say(T["bad_number"].format(k=choice[0], last=len(moves)), "error")
            action = moves[choice[0] - 1]
        elif len(choice) == 1 and isinstance(choice[0], (Play, Keep)):
            action = choice[0]
        elif not choice:
            return self._say(T["bad_number"].format(k="?", last=len(moves)), "error")
        elif obs.phase == "keep":
            action = Keep(choice[0], tuple(choice[1:]))
        elif len(choice) <= 3:
            action = Play(*choice)
        else:  # a card, a target and a named card at most
            return self._say(T["too_many"], "error")
        return self._after(self.model.play(action))

    def play(self, action):
        """Play ``action`` for the learner (as the widget's ``play``, for tests and demos)."""
        return self.jouer(action)

    def manche_suivante(self):
        """The next round, or a new game (the next seed) once the game is over."""
        return self._after(self.model.new_game() if self.game.over else self.model.next_round())

    def conseil(self):
        """The move the coach would play in your place, and why."""
        return self._after(self.model.show_advice(), moved=False)

    def probabilites(self):
        """What you can know of the others' cards, from everything you have seen."""
        self.model.show_beliefs()
        return self._after(None, moved=False)

    def _moved(self):
        if self.model.problems:  # a bot that failed
            self._say(" ".join(self.model.problems), "error")
        else:
            self.message = self._said = ""

    def _after(self, refusal, moved=True):
        """The message after one of the learner's calls: why it was refused, or the panels."""
        if refusal is not None:
            return self._say(self._refused(refusal), "error" if refusal.key == "illegal" else "info")
        if moved:
            self._moved()
        else:
            self.message, self._said = self.model.panels(), ""
        return self

    def _refused(self, refusal):
        if refusal.key == "illegal":
            return W["illegal"].format(reason=refusal.reason)
        if refusal.key == "round_goes_on" and not self.observation().my_turn:
            return T["not_your_turn"]
        return T[refusal.key]

    def _say(self, text, kind):
        self.message, self._said = message_html(text, kind), text
        return self

    def _prompt(self):
        """(French sentence, [numbered moves]) of the learner's situation now."""
        stage = self.model.stage()
        if stage in ("game_over", "round_over"):
            return T[stage], self.model.summary()
        if stage == "wait":
            return "", []
        obs = self.observation()
        moves = [T["move"].format(k=k, move=cap(_move_text(obs, a))) for k, a in enumerate(obs.legal_actions, 1)]
        return (T["your_keep"] if stage == "keep" else T["your_turn"]), moves

    def _calls(self):
        return [T["import_table"], T["call_play"], T["call_next"]] + (list(T["call_coach"]) if self.coach else [])

    def html(self):
        obs = self.observation()
        sentence, lines = self._prompt()
        prompt = message_html(f"<b>{esc(sentence)}</b><br>" + "<br>".join(esc(x) for x in lines), "info", raw=True)
        return (message_html(T["why"], "info") + self.message + prompt
                + f"<div style='font-size:14px'>{esc(T['table_how'])}</div>{code_html(*self._calls())}"
                + observation_html(obs, narration=False, memory=self.memory)
                + narration_html(obs.narration(), start=self.model.mark, title=fr.HTML["journal"])
                + (self.thoughts.html(obs.names) if obs.over else ""))

    def plain_text(self):
        sentence, lines = self._prompt()
        obs = self.observation()
        thoughts = [W["bots_thoughts"], *self.thoughts.text_lines(obs.names)] if obs.over and self.thoughts else []
        said = [self._said] if self._said else []  # a refused move, a bot that failed
        return "\n".join([*said, sentence, *lines, *thoughts, T["table_how"], _code_text(*self._calls())])


PlayTable = PlainTable  # the widget's name (``widgets.PlayTable`` is this one without ipywidgets)


def _move_text(obs, action):
    """A move of the learner's list, in French: their own seat said as the widget table says it
    (« jouer le Prince sur Alice (vous-même) »), the others by name."""
    if getattr(action, "target", None) == obs.seat:
        return str(action._replace(target=W["target_you"].format(name=obs.names[obs.seat])))
    return named(obs, action)


def _table():
    if LAST_TABLE is None:
        raise SetupError(T["no_table"])
    return LAST_TABLE


def jouer(*choice):
    """Play on the table built last: ``jouer(1)`` (the move numbered 1), ``jouer("Garde", "Bob", "Prêtre")``."""
    return _table().jouer(*choice)


def manche_suivante():
    """The next round (or a new game) on the table built last."""
    return _table().manche_suivante()


def conseil():
    """The coach's advice on the table built last."""
    return _table().conseil()


def probabilites():
    """The learner's probabilities on the table built last."""
    return _table().probabilites()


__all__ = ["RoundViewer", "PlayTable", "ExerciseWidget", "QuizWidget", "LearnerField", "ProgressWidget", "jouer",
           "manche_suivante", "conseil", "probabilites", "code_html"]


# --- the position explorer ---------------------------------------------------------------------------
class ExplorerWidget(Plain):
    """The explorer's panels for ``position`` or a share ``code``, with the lines that change it
    (``position(...)``, ``.with_move(...)``, ``explore(...)``) instead of the widget's menus."""

    def __init__(self, position=None, code=None, samples=400):
        p = position if position is not None else from_code(code) if code else new_position("classique", 3)
        self.exploration = explore(p, samples=samples)

    def html(self):
        return (message_html(fr.PLAIN["why"]) + code_html(*fr.PLAIN["explorer_lines"])
                + self.exploration._repr_html_())

    def plain_text(self):
        return "\n".join([fr.PLAIN["why"], *fr.PLAIN["explorer_lines"], str(self.exploration)])
