"""The bots' thoughts that a play table tells at the end of a round (the widget and its plain stand-in).

A bot of the package says, for each of its moves, what everyone saw of it and how it chooses
(:meth:`~loveletter_teach.bots.base.Bot.tell`): a sentence built from the learner's observation and
the public part of the move only, never from the bot's own observation. So two deals that the
learner cannot tell apart get the same words, with or without a showdown (tests/test_secrets.py),
and no sentence names a card the last player standing keeps hidden (ruling 16). A teacher's bot
without ``tell`` may have ``explain(observation, action)``: its own sentence is told as it is
written (the table cannot know what a teacher's sentence reveals: docs/ARCHITECTURE.md).

A sentence that fails costs only itself: the move is played, the round goes on, nothing is told
of that move (:meth:`Thoughts.note` returns the error, for the curious teacher).
"""

from . import fr
from .actions import Play
from .html import esc

W = fr.WIDGETS


class Thoughts:
    """The sentences of the round being played: (seat, turn, sentence), said to ``reader``."""

    def __init__(self, reader):
        self.reader = reader
        self.lines = []

    def clear(self):
        self.lines = []

    def __iter__(self):
        return iter(self.lines)

    def __len__(self):
        return len(self.lines)

    def note(self, bot, seat, obs, view, action):
        """Keep what ``bot`` (at ``seat``) may say of ``action``, chosen from its observation
        ``obs``; ``view``: the reader's observation at that moment (all that a bot's ``tell`` reads).
        Returns the error of a sentence that failed (nothing is kept of it), else None."""
        try:
            tell = getattr(bot, "tell", None)
            if callable(tell):
                sentence = tell(view, seat, action if isinstance(action, Play) else None)
            else:
                explain = getattr(bot, "explain", None)
                sentence = explain(obs, action) if callable(explain) else None
            sentence = str(sentence) if sentence else ""
        except Exception as exc:  # noqa: BLE001 — a teacher's bot may fail: only its sentence is lost
            return exc
        if sentence:
            self.lines.append((seat, view.turn, sentence))
        return None

    def html(self, names):
        """The thoughts as a folded list (empty when there are none)."""
        if not self.lines:
            return ""
        items = "".join(f"<li>{esc(line)}</li>" for line in self.text_lines(names))
        return (f"<details lang='fr' style='font-size:15px'><summary style='cursor:pointer;font-weight:700'>"
                f"{esc(W['bots_thoughts'])}</summary><ul>{items}</ul></details>")

    def text_lines(self, names):
        return [W["bot_line"].format(p=names[s], turn=turn, text=text) for s, turn, text in self.lines]
