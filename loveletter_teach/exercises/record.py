"""One learner's attempt at one exercise, as plain JSON-friendly data: an :class:`Exercise` keeps
its state in a Record, and the progress store keeps the Records (no import of anything else here)."""

from dataclasses import dataclass, field, fields


@dataclass
class Record:
    """One learner's attempt at one exercise (every field is plain JSON)."""

    tries: int = 0
    hints_shown: int = 0
    solved: bool = False
    last_answer: object = None
    last_feedback: str = ""
    last_kind: str = ""  # the Feedback kind of last_feedback: "ok", "error", "info"
    history: list = field(default_factory=list)  # [answer, correct] per counted try
    version: int = 1  # the version of the exercise's variants when the record was made (catalogue)

    @property
    def started(self):
        return bool(self.tries or self.hints_shown or self.solved)

    def merge(self, other):
        """Keep the furthest progress of both, in place (the widgets showing this record see it)."""
        if (other.tries, other.solved) > (self.tries, self.solved):
            self.last_answer, self.last_feedback, self.last_kind = (other.last_answer, other.last_feedback,
                                                                    other.last_kind)
            self.history = list(other.history)
            self.version = other.version
        self.tries = max(self.tries, other.tries)
        self.hints_shown = max(self.hints_shown, other.hints_shown)
        self.solved = self.solved or other.solved

    @classmethod
    def from_json(cls, data):
        """A record from its JSON dict; ValueError if a field has the wrong type."""
        if not isinstance(data, dict):
            raise ValueError(data)
        known = {f.name: f for f in fields(cls)}
        record = cls()
        for name, value in data.items():
            if name not in known:
                continue
            expected = {"tries": int, "hints_shown": int, "solved": bool, "last_feedback": str,
                        "last_kind": str, "history": list, "version": int}.get(name)
            if expected and (not isinstance(value, expected) or (expected is int and isinstance(value, bool))):
                raise ValueError(name)
            if expected is int and value < (1 if name == "version" else 0):
                raise ValueError(name)
            setattr(record, name, value)
        return record


def json_answer(value):
    """An answer as JSON can hold it (tuples become lists, a tree's blanks a dict, a card its name,
    anything else its text): what the class report checks again as the learner's answer.

    >>> from loveletter_teach.editions import CLASSIQUE
    >>> json_answer(CLASSIQUE.card("comtesse")), json_answer(("Bob", CLASSIQUE.card("Baron"), "1/3"))
    ('Comtesse', ['Bob', 'Baron', '1/3'])
    """
    if value is None or isinstance(value, (str, int, float, bool)):
        return value
    if _is_card(value):
        return value.name  # not the list of its fields, which no question reads as a card
    if isinstance(value, (list, tuple)):
        return [json_answer(v) for v in value]
    if isinstance(value, dict):
        return {str(k): json_answer(v) for k, v in value.items()}
    return str(value)



def _is_card(value):
    """A Card of :mod:`~loveletter_teach.editions` (a NamedTuple with a name; nothing is imported here)."""
    return isinstance(value, tuple) and hasattr(value, "_fields") and isinstance(getattr(value, "name", None), str)


__all__ = ["Record", "json_answer"]
