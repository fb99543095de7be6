"""Exercises: a question, a check with French feedback, hints one at a time, and the solution
after success or after a number of tries. Pure Python (a widget in ``loveletter_teach.widgets``
drives the same objects).

>>> from fractions import Fraction
>>> q = Question("Probabilité de tirer un Garde ?", "fraction", Fraction(5, 16))
>>> check(q, "10/32").correct, check(q, "0,3125").correct, check(q, "31,25 %").correct
(True, True, True)
>>> ex = Exercise(q)
>>> ex.answer("1/2").correct
False
>>> ex.solution_available
False

Per-learner variants come from a seed (:func:`learner_seed` turns a name into one), so that a
teacher can rebuild the very question a learner saw.
"""

import hashlib
import random
from collections import Counter
from dataclasses import dataclass, replace
from fractions import Fraction

from . import fr
from .actions import Keep, Play
from .agents import play_until, seat_seed
from .editions import get_edition
from .errors import LoveLetterError, UnknownCardError
from .names import normalize
from .rounds import Round

E = fr.EXERCISES
KINDS = ("choice", "card", "number", "fraction")
LETTERS = "ABCDEFGHIJ"


# --- numbers as learners write them ---------------------------------------------------------------
def parse_number(text):
    """A Fraction from "2/6", "0,333", "0.333", "33,3 %", "1" (spaces ignored); None if unreadable.

    >>> parse_number("2 / 6"), parse_number("0,25"), parse_number("50 %")
    (Fraction(1, 3), Fraction(1, 4), Fraction(1, 2))
    >>> parse_number("environ un tiers") is None
    True
    """
    if isinstance(text, bool):
        return None
    if isinstance(text, (int, Fraction)):
        return Fraction(text)
    if isinstance(text, float):
        return Fraction(repr(text))
    s = "".join(str(text).split()).replace(",", ".").lstrip("≈~=")
    percent = s.endswith("%")
    s = s.rstrip("%")
    try:
        if s.count("/") == 1:
            top, bottom = s.split("/")
            value = Fraction(top) / Fraction(bottom)
        else:
            value = Fraction(s)
    except (ValueError, ZeroDivisionError):
        return None
    return value / 100 if percent else value


def decimal_text(x, places=4):
    """« 0,3333 » (French decimal comma, trailing zeros dropped)."""
    text = f"{float(x):.{places}f}".rstrip("0").rstrip(".")
    return text.replace(".", ",") if text not in ("", "-0") else "0"


def number_text(x):
    """A Fraction as a learner reads it: « 1/3 ≈ 0,3333 », « 2 », « 0,5 »."""
    x = Fraction(x)
    if x.denominator == 1:
        return str(x.numerator)
    exact = decimal_text(x, 10)
    if Fraction(exact.replace(",", ".")) == x:
        return f"{x.numerator}/{x.denominator} = {exact}"
    return f"{x.numerator}/{x.denominator} ≈ {decimal_text(x)}"


# --- questions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class Question:
    """One question. ``kind``: "choice" (``answer`` is the right choice), "card" (a card name of
    ``edition``), "number" or "fraction" (``answer`` a number; decimals within ``tolerance``)."""

    prompt: str
    kind: str
    answer: object
    choices: tuple = ()
    hints: tuple = ()
    explanation: str = ""
    tolerance: object = None  # default: 1/1000 for a fraction, 0 for a number
    max_tries: int = 3
    edition: object = None
    title: str = ""
    seed: object = None  # the variant's seed, to rebuild it

    def __post_init__(self):
        if self.kind not in KINDS:
            raise LoveLetterError(E["bad_kind"].format(kind=self.kind, kinds=", ".join(KINDS)))
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "hints", tuple(self.hints))
        if self.kind in ("number", "fraction"):
            object.__setattr__(self, "answer", parse_number(self.answer))
            tol = self.tolerance
            tol = (Fraction(1, 1000) if self.kind == "fraction" else Fraction(0)) if tol is None else parse_number(tol)
            object.__setattr__(self, "tolerance", tol)
        if self.kind == "card":
            edition = get_edition(self.edition or "classique")
            object.__setattr__(self, "edition", edition)
            object.__setattr__(self, "answer", edition.card(self.answer))
        if self.kind == "choice" and self.answer not in self.choices:
            raise LoveLetterError(E["bad_answer"].format(answer=self.answer))

    def instructions(self):
        """What form of answer is expected, with the tolerance stated."""
        if self.kind == "fraction":
            return E["instr_fraction"].format(tol=decimal_text(self.tolerance, 6))
        if self.kind == "number":
            if self.tolerance:
                return E["instr_number_tol"].format(tol=decimal_text(self.tolerance, 6))
            return E["instr_number"]
        if self.kind == "card":
            return E["instr_card"].format(cards=", ".join(c.name for c in self.edition.cards))
        return E["instr_choice"]

    def answer_text(self):
        if self.kind in ("number", "fraction"):
            return number_text(self.answer)
        if self.kind == "card":
            return fr.the(self.answer)
        return self.answer

    def _repr_html_(self):
        from .html import esc
        title = f"<b>{esc(self.title)}</b><br>" if self.title else ""
        choices = "".join(f"<li><b>{LETTERS[i]}.</b> {esc(c)}</li>" for i, c in enumerate(self.choices))
        choices = f"<ul style='list-style:none;padding-left:8px'>{choices}</ul>" if choices else ""
        return (f"<div style='font-size:16px;margin:4px 0'>{title}{esc(self.prompt)}{choices}"
                f"<div style='font-size:13px;color:#555'>{esc(self.instructions())}</div></div>")

    def __str__(self):
        lines = [self.prompt] + [f"{LETTERS[i]}. {c}" for i, c in enumerate(self.choices)]
        return "\n".join(lines + [self.instructions()])


@dataclass(frozen=True)
class Feedback:
    """The result of a check: ``correct`` (None for a hint or a notice) and a French message."""

    correct: object
    message: str
    kind: str = "info"  # "ok", "error", "hint", "info"
    counted: bool = True  # False: the answer was unreadable and costs no try

    def __str__(self):
        return self.message

    def _repr_html_(self):
        from .html import message_html
        return message_html(self.message, self.kind)


def check(question, answer):
    """Check ``answer`` against ``question``: a :class:`Feedback` that says what was checked, never
    the expected answer. This is the plain function for places without widgets."""
    q = question
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return Feedback(False, E["empty"].format(instructions=q.instructions()), "error", counted=False)
    if q.kind == "choice":
        return _check_choice(q, answer)
    if q.kind == "card":
        try:
            card = q.edition.card(answer)
        except UnknownCardError as exc:
            return Feedback(False, str(exc), "error", counted=False)
        if card == q.answer:
            return Feedback(True, E["right"], "ok")
        return Feedback(False, E["wrong_card"].format(card=fr.the(card), value=card.value), "error")
    value = parse_number(answer)
    if value is None:
        return Feedback(False, E["unreadable"].format(text=answer, instructions=q.instructions()), "error",
                        counted=False)
    gap = abs(value - q.answer)
    read = number_text(value)
    if gap <= q.tolerance:
        return Feedback(True, E["right"], "ok")
    tol = E["exactly"] if not q.tolerance else E["within"].format(tol=decimal_text(q.tolerance, 6))
    if q.tolerance and gap <= 10 * q.tolerance:
        return Feedback(False, E["close"].format(read=read, tol=tol), "error")
    if q.kind == "fraction" and not 0 <= value <= 1:
        return Feedback(False, E["not_probability"].format(read=read), "error")
    return Feedback(False, E["wrong_number"].format(read=read, tol=tol), "error")


def _check_choice(q, answer):
    text = str(answer).strip()
    chosen = None
    for choice in q.choices:
        if normalize(choice) == normalize(text):
            chosen = choice
    if chosen is None and len(text.rstrip(".)")) == 1 and text[0].upper() in LETTERS[:len(q.choices)]:
        chosen = q.choices[LETTERS.index(text[0].upper())]
    if chosen is None:
        letters = ", ".join(LETTERS[:len(q.choices)])
        return Feedback(False, E["unknown_choice"].format(text=text, letters=letters), "error", counted=False)
    if chosen == q.answer:
        return Feedback(True, E["right"], "ok")
    return Feedback(False, E["wrong_choice"].format(choice=chosen), "error")


class Exercise:
    """A learner's attempt at a question: tries, hints shown one at a time, and the solution, which
    opens after a right answer or after ``question.max_tries`` wrong ones."""

    def __init__(self, question):
        self.question = question
        self.tries = 0
        self.solved = False
        self.hints_shown = 0
        self.history = []

    @property
    def solution_available(self):
        return self.solved or self.tries >= self.question.max_tries

    def answer(self, value):
        """Check ``value``; a wrong answer costs a try, an unreadable one does not."""
        if self.solved:
            return Feedback(True, E["already"] + " " + self._solution_text(), "ok")
        feedback = check(self.question, value)
        if feedback.counted:
            self.tries += 1
            self.history.append((value, feedback.correct))
        if feedback.correct:
            self.solved = True
            return replace(feedback, message=feedback.message + " " + self._solution_text())
        if feedback.counted:
            left = self.question.max_tries - self.tries
            extra = E["solution_ready"] if left <= 0 else fr.plural_form(E["tries_left"], left)
            if self.hints_shown < len(self.question.hints):
                extra += " " + E["hint_available"]
            return replace(feedback, message=feedback.message + " " + extra)
        return feedback

    def hint(self):
        """The next hint (they come one at a time)."""
        hints = self.question.hints
        if not hints:
            return Feedback(None, E["no_hints"], "hint")
        if self.hints_shown >= len(hints):
            return Feedback(None, E["no_more_hints"] + " " + self._all_hints(), "hint")
        self.hints_shown += 1
        return Feedback(None, self._all_hints(), "hint")

    def _all_hints(self):
        hints = self.question.hints
        return " ".join(E["hint"].format(k=k + 1, n=len(hints), text=hints[k]) for k in range(self.hints_shown))

    def solution(self):
        if not self.solution_available:
            left = self.question.max_tries - self.tries
            return Feedback(None, E["solution_locked"].format(n=self.question.max_tries, left=left), "info")
        return Feedback(None, self._solution_text(), "info")

    def _solution_text(self):
        q = self.question
        return E["solution"].format(answer=q.answer_text(), explanation=q.explanation).strip()

    def _repr_html_(self):
        return self.question._repr_html_()


# --- variants -------------------------------------------------------------------------------------
def learner_seed(name, exercise=""):
    """A stable seed from a learner's name (the same on every computer, unlike ``hash``).

    >>> learner_seed("Camille") == learner_seed(" camille ")
    True
    """
    digest = hashlib.sha256(f"{normalize(name)}|{exercise}".encode()).hexdigest()
    return int(digest[:6], 16)


def variant(builder, seed):
    """The question ``builder(random.Random(seed))``, labelled with its seed."""
    question = builder(random.Random(seed))
    return replace(question, seed=seed, title=(question.title + " " + E["variant"].format(seed=seed)).strip())


def deck_count_question(rng):
    """How many cards are left to draw after the set-up (an edition and a player count at random)."""
    edition = get_edition(rng.choice(["classique", "2019", "16-cartes", "lettre-d-amour"]))
    n = rng.randint(edition.min_players, edition.max_players)
    k = edition.face_up_for(n)
    left = edition.size - 1 - k - n
    V = fr.VARIANTS["deck_count"]
    face = V["face_up"].format(k=k) if k else V["no_face_up"]
    return Question(V["prompt"].format(title=edition.title, size=edition.size, n=n), "number", left,
                    hints=(V["hint1"], V["hint2"].format(face=face)),
                    explanation=V["explanation"].format(size=edition.size, k=k, n=n, left=left),
                    title=V["title"])


def baron_question(rng):
    """A Baron duel between two random cards: who leaves the round?"""
    edition = get_edition(rng.choice(["classique", "2019"]))
    baron = edition.with_effect("compare")[0]
    pool = [c for c in edition.deck]
    pool.remove(baron)
    mine = rng.choice(pool)
    pool.remove(mine)
    theirs = rng.choice(pool)
    V = fr.VARIANTS["baron"]
    choices = (V["you"], V["them"], V["nobody"])
    answer = choices[0] if mine.value < theirs.value else choices[1] if mine.value > theirs.value else choices[2]
    return Question(V["prompt"].format(baron=fr.the(baron), mine=fr.the(mine), mv=mine.value,
                                       theirs=fr.the(theirs), tv=theirs.value),
                    "choice", answer, choices=choices, hints=(V["hint1"], V["hint2"]),
                    explanation=V["explanation"], edition=edition, title=V["title"], max_tries=1)


def draw_probability_question(rng):
    """The probability that the card set aside is a given card (a first probability)."""
    edition = get_edition(rng.choice(["classique", "2019"]))
    card = rng.choice([c for c in edition.cards])
    V = fr.VARIANTS["burned"]
    return Question(V["prompt"].format(title=edition.title, size=edition.size, card=fr.the(card)), "fraction",
                    Fraction(card.count, edition.size),
                    hints=(V["hint1"].format(count=fr.count_of(card, card.count)), V["hint2"]),
                    explanation=V["explanation"].format(count=card.count, size=edition.size, card=card.name),
                    title=V["title"])


def rules_question(key):
    """A fixed question of the rules quiz (notebook 01), from its key in ``fr.QUIZ_REGLES``."""
    data = dict(fr.QUIZ_REGLES[key])
    return Question(data.pop("prompt"), data.pop("kind"), data.pop("answer"),
                    choices=tuple(data.pop("choices", ())), hints=tuple(data.pop("hints", ())),
                    title=data.pop("title", ""), **data)


def rules_quiz(seed=0):
    """Every question of the rules quiz: the fixed ones, then three variants built from ``seed``."""
    fixed = [rules_question(key) for key in fr.QUIZ_REGLES]
    return fixed + [variant(deck_count_question, seed), variant(baron_question, seed + 1),
                    variant(draw_probability_question, seed + 2)]


# --- positions to look at -----------------------------------------------------------------------
def scenario(edition, hands, draws=(), burned=None, face_up=None, first=0, names=None, actions=()):
    """A round where seat ``s`` is dealt ``hands[s]``, the first player then draws ``draws[0]``, the
    next player ``draws[1]``… (the rest of the deck follows in card order); then ``actions`` are
    played. An action is a Play/Keep, or a tuple (card, target, named card) with names.

    >>> r = scenario("classique", ["Garde", "Prêtre"], ["Baron"], actions=[("Garde", "Bob", "Prêtre")])
    >>> r.over, r.result.winners
    (True, (0,))
    """
    edition = get_edition(edition)
    rest = Counter(edition.deck)
    chosen = [*hands, *draws, *([burned] if burned else []), *(face_up or [])]
    chosen = edition.cards_of(chosen)
    rest.subtract(chosen)
    bad = [c.name for c, k in rest.items() if k < 0]
    if bad:
        from .errors import SetupError
        raise SetupError(fr.ERR["deck_extra"].format(cards=", ".join(bad)))
    others = [c for c in edition.cards for _ in range(rest[c])]
    burned = burned if burned is not None else others.pop()
    face = list(face_up or [])
    while len(face) < edition.face_up_for(len(hands)):
        face.append(others.pop())
    r = Round.from_hands(edition, list(hands), [*draws, *others], burned, face, first, names)
    for action in actions:
        r.play(_action(action))
    return r


def _action(spec):
    if isinstance(spec, (Play, Keep)):
        return spec
    if isinstance(spec, str):
        return Play(spec)
    return Play(*spec)


def why_not(round_, card, target=None, guess=None):
    """Why playing ``card`` (on ``target``, naming ``guess``; names accepted) is refused now, in
    French; or a sentence saying that it is allowed.

    >>> r = scenario("classique", ["Comtesse", "Garde"], ["Roi"])
    >>> print(why_not(r, "Roi", "Bob"))
    Alice doit jouer la Comtesse : l'autre carte est le Roi.
    >>> print(why_not(r, "Comtesse"))
    C'est permis : jouer la Comtesse.
    """
    edition = round_.edition
    action = Play(edition.card(card), None if target is None else round_.seat_of(target),
                  None if guess is None else edition.card(guess))
    return round_.why_illegal(action) or fr.EXERCISES["allowed"].format(action=describe(action, round_.names))


def describe(action, names):
    """An action in French with the players' names: « jouer le Prince sur Alice »."""
    if isinstance(action, Keep):
        return str(action)
    text = fr.ACTIONS["play"].format(card=fr.the(action.card))
    if action.target is not None:
        text += fr.ACTIONS["on"].format(target=names[action.target])
    if action.guess is not None:
        text += fr.ACTIONS["naming"].format(guess=fr.the(action.guess))
    return text


def legal_text(round_):
    """Every legal action of the player to act, in French, one per line."""
    return "\n".join(describe(a, round_.names) for a in round_.legal_actions())


def bot_round(edition, n_players, seed, bot="prudent", names=None):
    """A whole round dealt from ``seed`` and played by bots of the kind ``bot`` (seeded too)."""
    from .bots import make_bot
    r = Round.deal(edition, n_players, seed, first_player=seed % n_players, names=names)
    play_until(r, [make_bot(bot, seed=seat_seed(seed, s)) for s in range(n_players)])
    return r


def random_round(edition, n_players, seed, names=None):
    """A whole round dealt from ``seed`` where every player picks a legal action at random
    (seeded): the rules only, no strategy. Handy for rare positions such as ties."""
    rng = random.Random(seed)
    r = Round.deal(edition, n_players, rng=rng, first_player=seed % n_players, names=names)
    while not r.over:
        r.play(rng.choice(r.legal_actions()))
    return r
