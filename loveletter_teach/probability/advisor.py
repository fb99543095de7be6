"""The Guard advisor: for every legal target and named card, the chance of a hit, and why."""

from collections import Counter
from dataclasses import dataclass

from .. import fr
from ..actions import Play
from ..html import esc, french_output
from .beliefs import COUNTING, DEDUCTION, level_of
from .display import number
from .facts import Knowledge
from .levels import beliefs

A = fr.ADVISOR


@dataclass(frozen=True)
class GuardAdvice:
    """``options``: (probability of a hit, target seat, named card) for every legal guess, best first."""

    options: tuple
    best: tuple
    explanation: tuple  # French sentences
    level: str
    names: tuple

    def __str__(self):
        return "\n".join(self.explanation)

    @french_output
    def _repr_html_(self):
        head = "".join(f"<th scope='col'>{esc(h)}</th>" for h in fr.ADVISOR["head"])
        rows = "".join(f"<tr><th scope='row' style='font-weight:400'>{esc(self.names[t])}</th><td>{esc(c.name)}</td>"
                       f"<td>{number(p)}</td></tr>" for p, t, c in self.options)
        text = "".join(f"<p>{esc(line)}</p>" for line in self.explanation)
        return f"<div class='ll-advice'>{text}<table><tr>{head}</tr>{rows}</table></div>"


def guard_advice(obs, level=DEDUCTION):
    """Rank every guess the seat's guessing card allows, by the chance of a hit at ``level``."""
    level = level_of(level)
    knowledge = Knowledge(obs)  # refuses anything but one seat's observation
    if not obs.my_turn:
        return _advice((), (A["not_your_turn"],), level, obs)
    if obs.phase != "play":  # a Chancellor's choice: the seat keeps a card, it plays none now
        return _advice((), (A["keep_phase"],), level, obs)
    guesses = [a for a in obs.legal_actions if isinstance(a, Play) and a.card.effect == "guess"
               and a.target is not None]
    guards = obs.edition.with_effect("guess")
    guard = guards[0] if guards else None
    if not guesses:
        if guard in obs.hand:
            return _advice((), (A["no_target"].format(card=guard.name),), level, obs)
        return _advice((), (A["no_guard"].format(card=guard.name if guard else "?"),), level, obs)
    probs = beliefs(obs, level)
    options = sorted(((probs.players[a.target].get(a.guess, 0), a.target, a.guess) for a in guesses),
                     key=lambda o: (-o[0], o[1], o[2]))
    top = options[0][0]
    best = tuple(o for o in options if o[0] == top)
    unseen = Counter(obs.edition.deck) - Counter(knowledge.placed())
    total = sum(unseen.values())
    lines = []
    if len(best) == 1:
        p, target, card = best[0]
        lines.append(A["best"].format(card=fr.the(card), p=obs.names[target], prob=number(p)))
    else:
        choices = fr.join_and(A["choice"].format(card=fr.the(c), p=obs.names[t]) for _, t, c in best[:4])
        lines.append(A["best_many"].format(prob=number(top), choices=choices))
    p, target, card = best[0]
    lines.append(A["count"].format(count=fr.count_of(card, unseen[card]), unseen=total))
    if level != COUNTING:
        lines.append(A["deduction"].format(que_p=fr.elide("que", obs.names[target]), card=fr.one_of(card),
                                           prob=number(p)))
    return _advice(tuple(options), lines, level, obs, best)


def _advice(options, lines, level, obs, best=()):
    return GuardAdvice(options, best, tuple(lines), level, obs.names)
