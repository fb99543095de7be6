"""A question, the check of an answer with French feedback that never gives the answer away, and a
learner's attempt (tries, hints one at a time, the solution)."""

import math
import re
from dataclasses import dataclass, replace
from fractions import Fraction

from .. import fr
from ..editions import get_edition
from ..errors import AnswerSizeError, LoveLetterError, UnknownCardError
from ..html import french_html, french_output, message_html, visible_text
from ..names import normalize
from ..probability.variables import frac
from .expressions import bracketing, read_expression
from .parsing import check_size, decimal_text, number_text, parse_number
from .record import Record, json_answer
from .tries import allowed_tries

E = fr.EXERCISES
A = fr.ANSWERS
KINDS = ("choice", "card", "number", "fraction", "probability", "tree", "guard", "compare", "independence")
COMPARISONS = ("<", "=", ">")
VERDICTS = (True, False)  # "independence": independent, not independent (the order the widget shows them)
LETTERS = "ABCDEFGHIJ"


@dataclass(frozen=True)
class Question:
    """One question. ``kind``: "choice" (``answer`` is the right choice), "card" (a card name of
    ``edition``), "number" or "fraction" (``answer`` a number; decimals within ``tolerance``),
    "probability" (a fraction, a decimal, a percentage or an expression such as « 1 - 5/11 »;
    ``precision`` decimal places for a decimal, ``irreducible`` asks for an irreducible fraction),
    "tree" (``figure`` a :class:`~loveletter_teach.probability.trees.Tree` with blanks, ``answer``
    {blank id: weight}), "guard" (``answer`` the options (target name, card, chance) of every legal
    guess; the learner gives a target, a card and its chance), "compare" (``answer`` "<", "=" or ">",
    or the pair (P(A), P(B)); ``choices`` the names of A and B) or "independence" (``answer`` a probability
    read as for "probability", ``independent`` the verdict: one try gives both, « 3/11 ; non indépendants »,
    right only if both are; a right value with the wrong verdict is the mistake its ``reasons`` name).

    A right value in a non-irreducible form (« 2/6 ») when ``irreducible`` is asked: « juste, mais
    simplifiez », not solved yet, and no try lost (the learner found the value).

    ``traps``: the wrong answers a student typically gives, computed from the same position as the
    answer, each with a message that names the mistake without giving the value (a tree's trap value is
    {blank id: value}, the blanks filled under that mistake). A trap that could not be told from the
    answer, or from a trap declared before it, is dropped here (:func:`declared_traps`)."""

    prompt: str
    kind: str
    answer: object
    choices: tuple = ()
    hints: tuple = ()
    explanation: str = ""
    tolerance: object = None  # default: 1/1000 for a fraction, 0 for a number
    edition: object = None
    title: str = ""
    seed: object = None  # the variant's seed, to rebuild it
    precision: int = 3  # probability, tree, guard: decimal places a decimal answer must get right
    irreducible: bool = False  # probability, tree, guard: a fraction must be irreducible
    figure: object = None  # a Tree or a CrossTable shown with the question
    position: object = None  # the observation the question is about, shown before it
    reasons: tuple = ()  # choice: (choice, why it is wrong) pairs, said after that wrong choice
    traps: tuple = ()  # number, probability, tree: (typical wrong value, what that mistake names) pairs
    independent: object = None  # independence: the verdict, True (independent) or False
    fraction_possible = True  # the answer's exact form is a fraction (not σ(X), a square root): said when rounding

    def __post_init__(self):
        if self.kind not in KINDS:
            raise LoveLetterError(E["bad_kind"].format(kind=self.kind, kinds=", ".join(KINDS)))
        object.__setattr__(self, "choices", tuple(self.choices))
        object.__setattr__(self, "hints", tuple(self.hints))
        reasons = self.reasons.items() if isinstance(self.reasons, dict) else self.reasons
        object.__setattr__(self, "reasons", tuple((str(c), why if isinstance(why, str) else str(why))
                                                  for c, why in reasons))  # a Mistake keeps its key
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
        if self.kind in ("probability", "independence"):
            object.__setattr__(self, "answer", read_expression(self.answer).value)
        if self.kind == "independence" and self.independent not in VERDICTS:
            raise LoveLetterError(E["bad_answer"].format(answer=self.independent))
        if self.kind == "tree":
            object.__setattr__(self, "answer", {k: read_expression(v).value for k, v in dict(self.answer).items()})
        if self.kind == "guard":
            edition = get_edition(self.edition or "classique")
            object.__setattr__(self, "edition", edition)
            object.__setattr__(self, "answer", tuple((t, edition.card(c), read_expression(p).value)
                                                     for t, c, p in self.answer))
        if self.kind == "compare" and self.answer not in COMPARISONS:
            a, b = (read_expression(x).value for x in self.answer)
            object.__setattr__(self, "answer", COMPARISONS[(a > b) - (a < b) + 1])
        object.__setattr__(self, "traps", declared_traps(self))

    @property
    def max_tries(self):
        """The tries this question gives: the one rule of :func:`~.tries.allowed_tries`."""
        return allowed_tries(self.kind, len(COMPARISONS) if self.kind == "compare" else len(self.choices))

    @property
    def tolerance_decimal(self):
        """How far a decimal answer may be: half a unit of the last place asked (« arrondi au
        centième »: 0,005)."""
        return Fraction(1, 2 * 10 ** self.precision)

    def _places(self):
        return A["places"].get(self.precision, A["places_n"].format(n=self.precision))

    def instructions(self, widget=False):
        """What form of answer is expected, with the tolerance stated; ``widget``: the controls show
        the shape of the answer (boxes, menus), so the written form is not described."""
        if widget and self.kind in ("choice", "card"):  # radio buttons and a menu: nothing to type
            return A["instr_pick"]
        text = self._instructions()
        if not widget and self.kind in ("tree", "guard", "independence"):
            text += A[f"instr_{self.kind}_text"]
        return text

    def _instructions(self):
        if self.kind == "fraction":
            return E["instr_fraction"].format(tol=decimal_text(self.tolerance, 6))
        if self.kind == "number":
            if self.tolerance:
                return E["instr_number_tol"].format(tol=decimal_text(self.tolerance, 6))
            return E["instr_number"]
        if self.kind == "card":
            return E["instr_card"].format(cards=", ".join(c.name for c in self.edition.cards))
        irreducible = A["instr_irreducible"] if self.irreducible else ""
        if self.kind == "probability":
            return A["instr_probability"].format(places=self._places(), irreducible=irreducible, **self._examples())
        if self.kind == "tree":
            return A["instr_tree"].format(blanks=", ".join(sorted(self.answer)), places=self._places(),
                                          irreducible=irreducible)
        if self.kind == "guard":
            return A["instr_guard"].format(places=self._places())
        if self.kind == "compare":
            return A["instr_compare"]
        if self.kind == "independence":
            return A["instr_independence"].format(places=self._places(), irreducible=irreducible)
        return E["instr_choice"]

    def _examples(self):
        """The first set of examples none of whose values is within 1/20 of the answer."""
        def far(example):
            values = [read_expression(x).value for x in example["calculations"].split(", ")]
            values += [read_expression(example[k]).value for k in ("fraction", "decimal", "percent")]
            return all(abs(v - self.answer) > Fraction(1, 20) for v in values)
        return next((ex for ex in A["examples"] if far(ex)), A["examples"][-1])

    def compare_choices(self):
        """(symbol, French words) of the three answers of a "compare" question."""
        a, b = (tuple(self.choices) + ("A", "B"))[:2]
        return tuple((s, A["compare_" + {"<": "lt", "=": "eq", ">": "gt"}[s]].format(a=a, b=b)) for s in COMPARISONS)

    def verdict_text(self, independent=None):
        """« indépendants » or « non indépendants »: the verdict ``independent`` (default: the right one)."""
        return A["verdict_yes" if (self.independent if independent is None else independent) else "verdict_no"]

    def with_verdict(self, value):
        """The written answer ``value`` (a probability's text), with the right verdict after it for an
        "independence" question (« 3/11 ; non indépendants »); any other kind: ``value`` itself."""
        return f"{value} ; {self.verdict_text()}" if self.kind == "independence" else value

    def best_guesses(self):
        """The (target, card, chance) options of a "guard" question with the highest chance."""
        top = max(p for _, _, p in self.answer)
        return tuple(o for o in self.answer if o[2] == top)

    def answer_text(self):
        if self.kind in ("number", "fraction", "probability"):
            return number_text(self.answer)
        if self.kind == "independence":  # « 3/11 ; non indépendants »
            return self.with_verdict(number_text(self.answer))
        if self.kind == "tree":
            return " ; ".join(f"{k} = {number_text(v)}" for k, v in sorted(self.answer.items()))
        if self.kind == "guard":
            return fr.join_or(A["guess"].format(p=t, card=fr.the(c), prob=number_text(p)) for t, c, p in self.best_guesses())
        if self.kind == "compare":
            return dict(self.compare_choices())[self.answer]
        if self.kind == "card":
            return fr.the(self.answer)
        return self.answer

    @french_output
    def _repr_html_(self):
        title = f"<b>{french_html(self.title)}</b><br>" if self.title else ""
        figure = self.figures_html()
        choices = "".join(f"<li><b>{LETTERS[i]}.</b> {french_html(c)}</li>" for i, c in enumerate(self._listed()))
        choices = f"<ul style='list-style:none;padding-left:8px'>{choices}</ul>" if choices else ""
        return (f"<div style='font-size:16px;margin:4px 0'>{title}{french_html(self.prompt)}{figure}{choices}"
                f"<div style='font-size:13px;color:#555'>{french_html(self.instructions())}</div></div>")

    def figures_html(self):
        """The position (the seat's view, with its journal) and the figure, in HTML."""
        parts = [self.position, self.figure]
        return "".join(part._repr_html_() for part in parts if part is not None)

    def _listed(self):
        if self.kind == "compare":
            return [words for _, words in self.compare_choices()]
        return self.choices if self.kind == "choice" else ()

    def __str__(self):
        figure = [str(self.figure)] if self.figure is not None else []
        position = [visible_text(self.position), *self.position.narration()] if self.position is not None else []
        lines = [self.prompt] + position + figure + [f"{LETTERS[i]}. {c}" for i, c in enumerate(self._listed())]
        return "\n".join(lines + [self.instructions()])


@dataclass(frozen=True)
class Feedback:
    """The result of a check: ``correct`` (None for a hint or a notice), a French message, and the keys
    of the typical mistakes the check recognised (``mistakes``, keys of :func:`mistake_vocabulary`): the
    class report counts them by key, never by reading the message."""

    correct: object
    message: str
    kind: str = "info"  # "ok", "error", "hint", "info"
    counted: bool = True  # False: the answer was unreadable and costs no try
    mistakes: tuple = ()

    @property
    def mistake(self):
        """The key of the (first) typical mistake named, or None."""
        return self.mistakes[0] if self.mistakes else None

    def __str__(self):
        return self.message

    @french_output
    def _repr_html_(self):
        return message_html(self.message, self.kind)


def check(question, answer):
    """Check ``answer`` against ``question``: a :class:`Feedback` that says what was checked, never
    the expected answer. A wrong value that is one of the question's ``traps`` gets the message of
    that typical mistake; a decimal cut instead of rounded, or rounded to another place than the one
    asked, is told so. An answer beyond the limits of what is read (:func:`~.parsing.check_size`) is
    refused at once and costs no try."""
    try:
        check_size(answer)
    except AnswerSizeError as exc:
        return Feedback(False, str(exc), "error", counted=False)
    return _check(question, answer)


# --- typical mistakes ---------------------------------------------------------------------------------
class Mistake(str):
    """A trap's message that knows which typical mistake it names (``key``, a key of ``fr.MISTAKES``):
    the class report counts one mistake across variants whose words differ."""

    def __new__(cls, text, key):
        message = super().__new__(cls, text)
        message.key = key
        return message


def mistake(key, **words):
    """The message of the typical mistake ``key`` of ``fr.MISTAKES``, filled with ``words`` (a name
    ``me`` also gives ``que_me``, « que Bob », « qu'Alice »)."""
    elided = {f"que_{k}": fr.elide("que", v) for k, v in words.items() if k in ("me", "p") and isinstance(v, str)}
    return Mistake(fr.MISTAKES[key].format(**{**elided, **words}), key)


def named_feedback(key, read, **words):
    """The Feedback of a wrong answer ``read`` that is the generic mistake ``key`` (fr.MISTAKES)."""
    return Feedback(False, A["trap"].format(read=read, message=mistake(key, **words)), "error", mistakes=(key,))


def trap_feedback(read, message):
    """The Feedback of a wrong answer ``read`` that falls on a trap (``message``: a :class:`Mistake`)."""
    return Feedback(False, A["trap"].format(read=read, message=message), "error", mistakes=(message.key,))


def declared_traps(q):
    """``q.traps`` without the values a learner's answer could not tell apart: a value within the
    tolerance of the answer (for a tree, of its blank's answer: that blank is left out), or of a trap
    declared before it (the first one declared names that value: a builder lists its traps from the
    most telling)."""
    if q.kind not in ("number", "fraction", "probability", "tree", "independence"):
        return tuple(q.traps)
    tol = q.tolerance or 0
    out, taken = [], {}  # taken: blank (None for a single answer) -> the trap values already named
    for value, message in q.traps:
        values = {str(k).lower(): Fraction(v) for k, v in dict(value).items()} if q.kind == "tree" \
            else {None: Fraction(value)}
        found = {}
        for key, v in values.items():
            if q.kind == "tree" and key not in q.answer:
                continue
            right = q.answer[key] if q.kind == "tree" else q.answer
            if abs(v - right) > tol and all(abs(v - w) > tol for w in taken.get(key, ())):
                found[key] = v
        if found:
            for key, v in found.items():
                taken.setdefault(key, []).append(v)
            text = message if isinstance(message, str) else str(message)  # a Mistake keeps its key
            out.append((found if q.kind == "tree" else found[None], text))
    return tuple(out)


def _trap(q, value, approximate, blank=None):
    """The message of the trap ``value`` falls on (a decimal: within half a unit of the last place
    asked), or None."""
    for trap, message in q.traps:
        target = trap.get(blank) if isinstance(trap, dict) else trap
        if target is None:
            continue
        near = q.tolerance_decimal if approximate and q.kind in ("probability", "tree", "guard", "independence") \
            else (q.tolerance or 0)
        if abs(value - target) <= near:
            return message
    return None


# --- rounding -------------------------------------------------------------------------------------------
_DECIMAL = re.compile(r"^\s*[≈~=]?\s*[-−]?\s*\d+(?:[.,](\d+))?\s*(%?)\s*$")


def typed(answer):
    """What the learner typed, as they typed it (« 36 % », « 0,3141 »), for the feedback to echo."""
    return " ".join(answer.split()) if isinstance(answer, str) else None


def _typed_places(answer):
    """How many decimal places of the probability a plain decimal gives (« 0,33 »: 2; « 36,3 % »: 3),
    or None for anything else (a fraction, a calculation)."""
    found = _DECIMAL.match(answer) if isinstance(answer, str) else None
    if not found:
        return None
    return len(found.group(1) or "") + (2 if found.group(2) else 0)


def _rounding(q, answer, value, expected):
    """The mistake key and its words for a decimal that is the expected value cut instead of rounded,
    or rounded to a coarser place than the one asked; None otherwise."""
    places = _typed_places(answer)
    if places is None or expected < 0:
        return None
    scale = 10 ** places
    if places == q.precision and value == Fraction(math.floor(expected * scale), scale):
        return "truncated", {}
    if places < q.precision and abs(value - expected) <= Fraction(1, 2 * scale):
        return "too_coarse", _coarse_words(q, places, q.precision)
    return None


def _coarse_words(q, places, asked):
    """The words of « too_coarse »: the place the learner rounded to, the one asked, how many more places
    to keep, and « (ou donnez une fraction) » only where a fraction is the answer's exact form (never for
    σ(X), a square root)."""
    def place(n):
        return A["places"].get(n, A["places_n"].format(n=n))
    return {"coarse": place(places), "places": place(asked), "more": fr.plural_form(A["more_places"], asked - places),
            "or_fraction": A["or_fraction"] if q.fraction_possible else ""}


def _number_places(q):
    """The decimal places a "number" question's tolerance asks (1/100: 2), or None (another tolerance)."""
    for places in range(1, 7):
        if q.tolerance == Fraction(1, 10 ** places):
            return places
    return None


def _coarse_number(q, answer, value):
    """The words of « too_coarse » for a "number" answer rounded to fewer decimal places than its tolerance
    asks, one at least (« 3,3 » when E(X) is asked to the hundredth), or None (a "fraction" question's
    tolerance, « à 0,001 près », asks no rounding)."""
    asked, places = _number_places(q), _typed_places(answer)
    if q.kind != "number" or asked is None or not places or places >= asked or "%" in answer:
        return None  # a whole number (« 0 » for E(G) ≈ 0,27, « 6 ») is not read as a rounding, as for a probability
    if abs(value - q.answer) > Fraction(1, 2 * 10 ** places):
        return None
    return _coarse_words(q, places, asked)


def _generic(value, expected, tolerance):
    """The key of a generic mistake ``value`` makes (``expected`` the right value), or None: a
    percentage for a proportion, the right number with the wrong sign, a probability out of [0, 1]."""
    if 0 < expected <= 1 and abs(value - 100 * expected) <= 100 * tolerance:  # « 100 » for a certain event too
        return "percent"
    if expected and abs(value + expected) <= tolerance:
        return "opposite_sign"
    return None


def _check(question, answer):
    q = question
    if answer is None or (isinstance(answer, str) and not answer.strip()):
        return Feedback(False, E["empty"].format(instructions=q.instructions()), "error", counted=False)
    if q.kind == "choice":
        return _check_choice(q, answer)
    if q.kind in NEW_CHECKS:
        return NEW_CHECKS[q.kind](q, answer)
    if q.kind == "card":
        try:
            card = q.edition.card(_stored_card(q.edition, answer))
        except UnknownCardError as exc:
            return Feedback(False, str(exc), "error", counted=False)
        if card == q.answer:
            return Feedback(True, E["right"], "ok")
        return Feedback(False, E["wrong_card"].format(card=fr.the(card), value=card.value), "error")
    try:
        value = parse_number(answer)
    except AnswerSizeError as exc:
        return Feedback(False, str(exc), "error", counted=False)
    if value is None:
        return Feedback(False, E["unreadable"].format(text=answer, instructions=q.instructions()), "error",
                        counted=False)
    gap = abs(value - q.answer)
    read = typed(answer) or number_text(value)
    if gap <= q.tolerance:
        return Feedback(True, E["right"], "ok")
    coarse = _coarse_number(q, answer, value)  # « 2,4 » for 2,43: a rounding first, as for a probability
    if coarse:
        return named_feedback("too_coarse", read, **coarse)
    trap = _trap(q, value, False)
    if trap:
        return trap_feedback(read, trap)
    if q.tolerance and gap <= 10 * q.tolerance:
        return named_feedback("imprecise", read, precision=E["within"].format(tol=decimal_text(q.tolerance, 6)))
    generic = _generic(value, q.answer, q.tolerance)
    if generic:
        return named_feedback(generic, read)
    if q.kind == "fraction" and not 0 <= value <= 1:
        return named_feedback("out_of_range", read)
    return Feedback(False, E["wrong_number"].format(read=read), "error")


def _stored_card(edition, answer):
    """The card that a file handed in before cards were kept by their name holds as the list of its
    fields (``[7, "Comtesse", "forced", 1, True, ""]``); any other answer as it is."""
    if isinstance(answer, list):
        return next((card for card in edition.cards if list(card) == answer), answer)
    return answer


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
    why = dict(q.reasons).get(chosen)
    message = E["wrong_choice"].format(choice=chosen)
    key = getattr(why, "key", None)
    return Feedback(False, f"{message} {why}" if why else message, "error", mistakes=(key,) if key else ())


# --- the kinds that read a probability --------------------------------------------------------
def _judge(q, answer, expected, blank=None):
    """(status, message, mistake or None) for one probability written by the learner: status "right",
    "simplify" (right value, not an irreducible fraction when one is asked), "brackets" (a chain of divisions
    that brackets make right: :func:`~.expressions.bracketing`; no try counted), "wrong" or "unreadable". The
    message echoes what was typed and names a typical mistake (a trap of ``q``, of its ``blank`` for a tree;
    a decimal cut instead of rounded…), never the expected value; the :class:`Mistake` it names (its
    ``key``) comes third."""
    status, message, *named = _judged(q, answer, expected, blank)
    return status, message, (named[0] if named else None)


def _judged(q, answer, expected, blank):
    try:
        reading = read_expression(answer)
    except LoveLetterError as exc:
        return "unreadable", str(exc)
    value = reading.value
    read = typed(answer) or (decimal_text(value, 6) if reading.approximate else number_text(value))
    if reading.approximate:
        gap = abs(value - expected)
        if gap <= q.tolerance_decimal:
            if q.irreducible:
                return "simplify", A["decimal_not_fraction"].format(read=read)
            if not gap:  # the exact value, written as a decimal: nothing was rounded
                return "right", E["right"]
            places = _typed_places(answer)
            shown = _as_proportion(read, value, places)
            if places is not None and places > q.precision:  # « 0,3333 »: near enough, not « arrondi au millième »
                return "right", A["right_more_places"].format(read=shown, places=q._places())
            return "right", A["right_decimal"].format(read=shown, places=q._places())
        rounding = _rounding(q, answer, value, expected)
        if rounding:
            key, words = rounding
            named = mistake(key, **words)
            return "wrong", A["trap"].format(read=read, message=named), named
    elif value == expected:
        form = reading.fraction
        if q.irreducible and form is None:
            return "simplify", A["expression_not_fraction"].format(read=read)
        if q.irreducible and math.gcd(*form) != 1:
            return "simplify", A["simplify"].format(read=read)
        return "right", E["right"]
    fixed = bracketing(answer, expected, q.tolerance_decimal if reading.approximate else 0) \
        if isinstance(answer, str) else None
    if fixed:  # « 1/30 / 1/5 » for (1/30) / (1/5): the calculation is right, its brackets are missing
        shown = decimal_text(value, 6) if reading.approximate else frac(value)
        return "brackets", A["left_to_right"].format(read=read, value=shown, fixed=fixed)
    trap = _trap(q, value, reading.approximate, blank)
    if trap:
        return "wrong", A["trap"].format(read=read, message=trap), trap
    key, words = _off(q, reading, value, expected)
    if key:
        named = mistake(key, **words)
        return "wrong", A["trap"].format(read=read, message=named), named
    return "wrong", A["wrong"].format(read=read)


def _as_proportion(read, value, places):
    """« 36,4 % (0,364) »: a right percentage (``read`` as typed, ``places`` of the proportion) echoed with
    the proportion it stands for (« 36,4 % est bien arrondi au millième » read as a tenth); anything else
    as it was read."""
    if not read.endswith("%") or places is None:
        return read
    return f"{read} ({decimal_text(value, places)})"


def _off(q, reading, value, expected):
    """(key, words) of a generic mistake of a probability: near but not precise enough, a percentage
    for a probability, the opposite sign, a value out of [0, 1]; (None, {}) for none of them."""
    if reading.approximate and abs(value - expected) <= 10 * q.tolerance_decimal:
        return "imprecise", {"precision": A["asked_places"].format(places=q._places())}
    generic = _generic(value, expected, q.tolerance_decimal)  # « 3 » for 3,03 %: a percentage rounded to the unit
    if generic:
        return generic, {}
    if not 0 <= value <= 1:
        return "out_of_range", {}
    return None, {}


def _as_feedback(status, message, named=None):
    if status == "right":
        return Feedback(True, message, "ok")
    if status == "wrong":
        return Feedback(False, message, "error", mistakes=(named.key,) if named else ())
    return Feedback(False, message, "info" if status == "simplify" else "error", counted=False)


def _check_probability(q, answer):
    return _as_feedback(*_judge(q, answer, q.answer))


def _split(text, count):
    """« Bob, Prêtre, 2/7 » or « Bob ; Prêtre ; 0,28 »: ``count`` parts (a decimal comma survives)."""
    if isinstance(text, (tuple, list)):
        return [str(x) for x in text]
    text = str(text)
    parts = text.split(";") if ";" in text else text.split(",", count - 1)
    return [part.strip() for part in parts]


def _tree_answers(q, answer):
    """{blank id: text} from a dict, a list in the order of the blanks, or « a = 1/2 ; b = 3/4 »."""
    ids = sorted(q.answer)
    if isinstance(answer, dict):  # a box may hold « d = 8/10 » as well as « 8/10 »
        found = {str(k).strip().lower(): str(v) for k, v in answer.items()}
        return {k: v.split("=", 1)[1] if v.strip().lower().startswith(k) and "=" in v else v
                for k, v in found.items()}
    if isinstance(answer, (tuple, list)):
        return dict(zip(ids, answer))
    found = {}
    parts = [p for p in str(answer).replace("\n", ";").split(";") if p.strip()]
    for position, part in enumerate(parts):
        key, sep, value = part.partition("=") if "=" in part else part.partition(":")
        if sep and key.strip().lower() in ids:
            found[key.strip().lower()] = value
        elif position < len(ids):
            found[ids[position]] = part
    return found


def _check_tree(q, answer):
    given = _tree_answers(q, answer)
    missing = [k for k in sorted(q.answer) if not str(given.get(k, "")).strip()]
    judged = {k: _judge(q, given[k], q.answer[k], k) for k in sorted(q.answer) if k not in missing}
    unreadable = [k for k, (status, *_) in judged.items() if status == "unreadable"]
    if missing or unreadable:
        parts = []
        if missing:
            parts.append(A["tree_missing"].format(ids=", ".join(missing)))
        for k in unreadable:
            parts.append(A["tree_unreadable"].format(id=k, message=judged[k][1]))
        return Feedback(False, " ".join(parts), "error", counted=False)
    right = [k for k, (status, *_) in judged.items() if status == "right"]
    simplify = [k for k, (status, *_) in judged.items() if status == "simplify"]
    wrong = [k for k, (status, *_) in judged.items() if status == "wrong"]
    brackets = [k for k, (status, *_) in judged.items() if status == "brackets"]
    if not wrong and not simplify and not brackets:
        return Feedback(True, E["right"] + " " + A["tree_all_right"], "ok")
    parts = [A["tree_right"].format(ids=", ".join(right))] if right else []
    named = [judged[k][2] for k in wrong]  # each wrong blank's named mistake: a trap, a rounding, a percentage…
    if wrong:
        parts.append(A["tree_wrong"].format(ids=", ".join(wrong)))
        parts.extend(dict.fromkeys(str(m) for m in named if m))
    if simplify:
        parts.append(A["tree_simplify"].format(ids=", ".join(simplify)))
    parts.extend(A["tree_unreadable"].format(id=k, message=judged[k][1]) for k in brackets)  # costs no try
    keys = tuple(dict.fromkeys(m.key for m in named if m))
    return Feedback(False, " ".join(parts), "error" if wrong or brackets else "info", counted=bool(wrong),
                    mistakes=keys)


def _check_guard(q, answer):
    parts = _split(answer, 3)
    if len(parts) != 3 or not all(parts):
        return Feedback(False, A["guard_form"], "error", counted=False)
    target_text, card_text, chance = parts
    targets = list(dict.fromkeys(t for t, _, _ in q.answer))
    target = next((t for t in targets if normalize(t) == normalize(target_text)), None)
    if target is None:
        return Feedback(False, A["guard_target"].format(text=target_text, targets=", ".join(targets)), "error",
                        counted=False)
    try:
        card = q.edition.card(card_text)
    except UnknownCardError as exc:
        return Feedback(False, str(exc), "error", counted=False)
    option = next((o for o in q.answer if o[0] == target and o[1] == card), None)
    if option is None:
        return Feedback(False, A["guard_not_allowed"].format(p=target, card=fr.the(card)), "error", counted=False)
    status, message, named = _judge(q, chance, option[2])
    if status in ("unreadable", "simplify", "brackets"):
        return _as_feedback(status, message)
    best = option in q.best_guesses()
    if best and status == "right":
        return Feedback(True, E["right"] + " " + A["guard_right"], "ok")
    keys = (named.key,) if named else ()
    if best:
        return Feedback(False, A["guard_best_wrong_chance"].format(message=message), "error", mistakes=keys)
    if status == "right":
        return Feedback(False, A["guard_half"], "error", mistakes=("not_best_guess",))
    return Feedback(False, A["guard_wrong"].format(message=message), "error", mistakes=("not_best_guess", *keys))


def _check_compare(q, answer):
    text = normalize(str(answer))
    words = {normalize(w): s for s, key in zip(COMPARISONS, ("lt", "eq", "gt")) for w in A["words_" + key]}
    found = [s for s in COMPARISONS if s in str(answer)]
    chosen = found[0] if len(found) == 1 else words.get(text)
    if chosen is None and len(text.rstrip(".)")) == 1 and text[0].upper() in LETTERS[:3]:
        chosen = COMPARISONS[LETTERS.index(text[0].upper())]
    if chosen is None:
        return Feedback(False, A["compare_unknown"].format(text=answer), "error", counted=False)
    if chosen == q.answer:
        return Feedback(True, E["right"], "ok")
    message = A["compare_wrong"].format(choice=dict(q.compare_choices())[chosen])
    why = dict(q.reasons).get(chosen)  # an exercise's own words for that choice, keyed
    if why is None and {chosen, q.answer} == {"<", ">"}:
        why = mistake("reversed_comparison")
    key = getattr(why, "key", None)
    return Feedback(False, f"{message} {why}" if why else message, "error", mistakes=(key,) if key else ())


_VERDICT_SPLIT = re.compile(r"\b(?:oui|non|pas|ne|n|ils|elles|ind[ée]p\w*|d[ée]pendant\w*)\b", re.IGNORECASE)


def verdict_of(text):
    """True (« indépendants », « oui »), False (« non indépendants », « dépendants », « non »,
    « ils ne sont pas indépendants ») or None (no verdict read) from a verdict's words."""
    words = {normalize(w) for w in re.split(r"[^\w]+", str(text))}  # « n'est » gives « n »
    if words & {"non", "pas", "ne", "n", "dependants", "dependant", "dependantes", "dependante", "dependents"}:
        return False
    if words & {"oui", "independants", "independant", "independantes", "independante", "indep"}:
        return True
    return None


def independence_parts(answer):
    """(value text, verdict text) of an "independence" answer: « 3/11 ; non », the pair (« 3/11 »,
    False), or « 3/11 non indépendants » (the verdict starts at its first word)."""
    if isinstance(answer, (tuple, list)):
        value, verdict = (list(answer) + ["", ""])[:2]
        return str(value or ""), verdict
    text = str(answer)
    if ";" in text:
        value, _, verdict = text.rpartition(";")
        return value.strip(), verdict.strip()
    found = _VERDICT_SPLIT.search(text)
    if found is None:
        return text.strip(), ""
    return text[:found.start()].strip(" ,"), text[found.start():].strip()


def _check_independence(q, answer):
    """One try is the value and the verdict together, right only if both are: a wrong value is named
    as for a probability (its verdict is not judged, so a bare guess learns nothing); a right value with
    the wrong verdict is the mistake of ``q.reasons``. No verdict, or one not read: no try counted."""
    value, verdict = independence_parts(answer)
    if not value.strip():
        said = isinstance(verdict, bool) or str(verdict).strip()  # « non » alone: a verdict without its value
        return Feedback(False, A["value_missing"] if said else E["empty"].format(instructions=q.instructions()),
                        "error", counted=False)
    chosen = verdict if isinstance(verdict, bool) else (verdict_of(verdict) if str(verdict).strip() else None)
    if chosen is None:
        key = "verdict_unknown" if str(verdict).strip() else "verdict_missing"
        return Feedback(False, A[key].format(text=verdict, yes=A["verdict_yes"], no=A["verdict_no"]), "error",
                        counted=False)
    status, message, named = _judge(q, value, q.answer)
    if status != "right":
        if status == "wrong":
            message += " " + A["verdict_after_value"]
        return _as_feedback(status, message, named)
    if chosen == q.independent:
        return Feedback(True, E["right"] + " " + A["verdict_right"].format(verdict=q.verdict_text()), "ok")
    why = dict(q.reasons).get(q.verdict_text(chosen)) or mistake("independence_verdict")
    told = A["verdict_wrong"].format(read=typed(value) or value, verdict=q.verdict_text(chosen))
    return Feedback(False, f"{told} {why}", "error", mistakes=(getattr(why, "key", "independence_verdict"),))


NEW_CHECKS = {"probability": _check_probability, "tree": _check_tree, "guard": _check_guard,
              "compare": _check_compare, "independence": _check_independence}


def _in_record(name):
    """An attribute of an Exercise that lives in its record."""
    return property(lambda self: getattr(self.record, name), lambda self, value: setattr(self.record, name, value))


class Exercise:
    """A learner's attempt at a question: tries, hints shown one at a time, and the solution, which
    opens after a right answer or after ``question.max_tries`` wrong ones.

    The attempt's state lives in ``record`` (a :class:`~.record.Record`): give the record kept by the
    progress store and the attempt goes on where it stopped (a cell run again)."""

    def __init__(self, question, record=None):
        self.question = question
        self.record = Record() if record is None else record
        self.hints_offered = True  # False where no « Indice » button is shown (an exit ticket)

    tries = _in_record("tries")
    solved = _in_record("solved")
    hints_shown = _in_record("hints_shown")
    history = _in_record("history")

    def _keep(self, feedback, answer=None):
        """Remember the last feedback (and answer) shown, for a widget built again; returns it."""
        self.record.last_feedback, self.record.last_kind = feedback.message, feedback.kind
        if answer is not None:
            self.record.last_answer = json_answer(answer)
        return feedback

    @property
    def solution_available(self):
        return self.solved or self.tries >= self.question.max_tries

    def answer(self, value):
        """Check ``value``; a wrong answer costs a try, an unreadable one does not. Once solved, the
        right answer stays the one remembered; an answer beyond the limits of what is read is not
        remembered either (it is refused, and the last answer kept stays)."""
        already = self.solved
        try:
            check_size(value)
        except AnswerSizeError as exc:
            return self._keep(Feedback(False, str(exc), "error", counted=False))
        return self._keep(self._answer(value), None if already else value)

    @property
    def closed(self):
        """A multiple choice whose tries are used up: another try would only eliminate."""
        return not self.solved and self.question.kind in ("choice", "compare") and \
            self.tries >= self.question.max_tries

    def _answer(self, value):
        if self.solved:
            return Feedback(True, E["already"] + " " + self._solution_text(), "ok")
        if self.closed:
            return Feedback(False, fr.plural_form(E["no_tries_left"], self.question.max_tries), "info",
                            counted=False)
        feedback = check(self.question, value)
        if feedback.counted:
            self.tries += 1
            self.history.append([json_answer(value), feedback.correct])
        if feedback.correct:
            self.solved = True
            return replace(feedback, message=feedback.message + " " + self._solution_text())
        if feedback.counted:
            left = self.question.max_tries - self.tries
            if self.closed:  # a choice: no other try (it would only eliminate), said now, not after a click
                extra = fr.plural_form(E["no_tries_left"], self.question.max_tries)
            else:
                extra = E["solution_ready"] if left <= 0 else fr.plural_form(E["tries_left"], left)
            if self.hints_offered and not self.closed and self.hints_shown < len(self.question.hints):
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

    def shown_hints(self):
        """The hints shown so far, as one Feedback (None before the first)."""
        return Feedback(None, self._all_hints(), "hint") if self.hints_shown else None

    def last_feedback(self):
        """The last feedback given (an answer checked, the solution shown), or None."""
        r = self.record
        if not r.last_feedback:
            return None
        return Feedback({"ok": True, "error": False}.get(r.last_kind), r.last_feedback, r.last_kind or "info")

    def solution(self):
        if not self.solution_available:
            left = self.question.max_tries - self.tries
            return Feedback(None, E["solution_locked"].format(n=self.question.max_tries, left=left), "info")
        return self._keep(Feedback(None, self._solution_text(), "info"))

    def _solution_text(self):
        q = self.question
        answer = str(q.answer_text()).rstrip(".")  # the template ends the answer's sentence itself (no « .. »)
        return E["solution"].format(answer=answer, explanation=q.explanation).strip()

    @french_output
    def _repr_html_(self):
        return self.question._repr_html_()


__all__ = ["Question", "Feedback", "check", "declared_traps", "typed", "Mistake", "mistake", "Exercise", "KINDS", "LETTERS",
           "COMPARISONS", "VERDICTS", "verdict_of", "independence_parts"]
