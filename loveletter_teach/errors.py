"""One exception hierarchy; every message is French and says what is allowed."""


class LoveLetterError(Exception):
    """Base class of every error raised by loveletter_teach."""


class EditionError(LoveLetterError, ValueError):
    """An edition definition is invalid (unknown effect, bad counts, bad range…)."""


class UnknownCardError(LoveLetterError, ValueError):
    """A card name does not belong to the edition."""


class PlayerCountError(LoveLetterError, ValueError):
    """The number of players is outside the edition's range."""


class SetupError(LoveLetterError, ValueError):
    """A deck order or explicit deal does not match the edition."""


class IllegalActionError(LoveLetterError, ValueError):
    """An action breaks a rule; the game is left as it was. ``key``: the rule broken, as the engine
    names it (a key of ``fr.ERR``, or None), and ``fields``: the words its sentence was made of, so
    that a view can say the same refusal in its own words without checking the rule again."""

    def __init__(self, message="", key=None, fields=None):
        super().__init__(message)
        self.key, self.fields = key, dict(fields or {})


class OutOfTimeError(LoveLetterError, TimeoutError):
    """Code run under a time budget (a teacher's bot) took longer than its budget; it was stopped."""


class AnswerSizeError(LoveLetterError, ValueError):
    """An answer too long, with too many digits or too deeply nested to be read: refused before any
    computation, and no try is counted."""


class SaveFileError(LoveLetterError, ValueError):
    """A saved game is malformed, tampered with or from an unknown version, or a file cannot be read
    or written (a missing folder, no rights), or what was given is no game to save."""


class NotAnObservationError(LoveLetterError, TypeError):
    """Probability code reads one seat's observation, never the whole state."""


class ImpossiblePositionError(LoveLetterError, ValueError):
    """A position to explore that no real round could produce (too many copies, an illegal play…)."""


class PositionCodeError(SaveFileError):
    """A position's share code is mistyped, truncated or from an unknown version."""


class PlotError(LoveLetterError, ValueError):
    """A plotting call that the package's own SVG drawing (used where matplotlib is missing) cannot draw."""
