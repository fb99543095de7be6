"""One Bayes update, laid out as a table a class can check by hand.

Hypotheses H: the card a player held at the start of a turn. Evidence E: everything the seat saw
during that turn. Each row gives P(H), P(E | H), their product and P(H | E) = P(H) P(E | H) / P(E).
"""

import html
from dataclasses import dataclass
from fractions import Fraction

from .. import fr
from ..errors import LoveLetterError
from ..events import Drew
from ..narration import narrate_all
from .display import number
from .facts import check_observation
from .playmodel import DEFAULT
from .tracker import BeliefTracker
from .worlds import TooManyWorlds

B = fr.BAYES


@dataclass(frozen=True)
class BayesTable:
    player: int
    turn: int
    evidence: tuple  # the French sentences of what the seat saw during the turn
    rows: tuple  # (card, prior, likelihood, product, posterior)
    total: Fraction  # P(E)
    names: tuple
    seat: int

    def _who(self):
        return self.names[self.player]

    def __str__(self):
        head = B["title"].format(p=self._who(), event=B["event"].format(turn=fr.FACTS["turn"].format(n=self.turn)))
        lines = [head, "E : " + " ".join(self.evidence),
                 " | ".join([B["hypothesis"].format(p=self._who()), B["prior"], B["likelihood"], B["product"],
                             B["posterior"]])]
        for card, prior, likelihood, product, posterior in self.rows:
            lines.append(" | ".join([fr.the(card), str(prior), str(likelihood), str(product), str(posterior)]))
        lines.append(B["total"].format(total=self.total))
        return "\n".join(lines)

    def _repr_html_(self):
        cells = "".join(f"<th>{html.escape(h)}</th>" for h in (
            B["hypothesis"].format(p=self._who()), B["prior"], B["likelihood"], B["product"], B["posterior"]))
        body = "".join(
            f"<tr><td>{html.escape(fr.the(card))}</td><td>{number(prior)}</td><td>{number(likelihood)}</td>"
            f"<td>{number(product)}</td><td><b>{number(posterior)}</b></td></tr>"
            for card, prior, likelihood, product, posterior in self.rows)
        head = B["title"].format(p=self._who(), event=B["event"].format(turn=fr.FACTS["turn"].format(n=self.turn)))
        return (f"<div class='ll-bayes'><p><b>{html.escape(head)}</b></p>"
                f"<p>E : {html.escape(' '.join(self.evidence))}</p>"
                f"<table><tr>{cells}</tr>{body}</table>"
                f"<p>{html.escape(B['total'].format(total=number(self.total)))}</p></div>")


def bayes_table(obs, player, turn=None, model=DEFAULT):
    """The update of ``player``'s card by what the seat saw during ``turn`` (default: the last
    turn that is over; the turns are counted from 1 as in the facts)."""
    check_observation(obs)
    player = _check_player(obs, player)
    starts = [i for i, e in enumerate(obs.events) if type(e) is Drew]
    if turn is None:
        turn = len(starts) - 1 if len(starts) > 1 else len(starts)
    if not 1 <= turn <= len(starts):
        raise LoveLetterError(B["bad_turn"].format(turn=turn, last=len(starts)))
    begin = starts[turn - 1]
    end = starts[turn] if turn < len(starts) else len(obs.events)
    try:
        before = BeliefTracker(obs.seat, model).exact(obs, upto=begin).copy()
        before.resolve(player)  # the hypotheses are the values of that card
        updates = [(k, _update(before, worlds, obs.events[:end])) for k, worlds in _by_card(before, player)]
    except TooManyWorlds as exc:
        raise LoveLetterError(B["too_many"]) from exc
    prior_total = before.total
    rows = [[before.cards[k], Fraction(mass, prior_total), likelihood, Fraction(mass, prior_total) * likelihood]
            for k, (mass, likelihood) in updates]
    total = sum(row[3] for row in rows)
    if not total:
        raise LoveLetterError(fr.BELIEFS["impossible"])
    rows = tuple((card, prior, like, product, product / total) for card, prior, like, product in rows)
    evidence = tuple(narrate_all(obs.events[begin:end], obs.seat, obs.names, obs.edition))
    return BayesTable(player, turn, evidence, rows, total, obs.names, obs.seat)


def _by_card(worlds, player):
    """The worlds split by the card ``player`` holds (a one-card hand)."""
    groups = {}
    for world, weight in worlds.weights.items():
        hand = world.hands[player]
        if len(hand) == 1:
            groups.setdefault(hand[0], {})[world] = weight
    for k in sorted(groups):
        part = worlds.copy()
        part.weights = groups[k]
        yield k, part


def _update(before, part, events):
    """(prior mass, likelihood): P(E | H) is the mass kept, corrected for the common factors."""
    mass, scale = part.total, part.scale
    part.apply(events)
    return mass, Fraction(part.total * scale, mass * part.scale)


def _check_player(obs, player):
    if isinstance(player, str):
        for seat, name in enumerate(obs.names):
            if name.lower() == player.lower():
                player = seat
    if not isinstance(player, int) or player == obs.seat or not 0 <= player < obs.n_players:
        raise LoveLetterError(B["bad_player"].format(player=player, names=", ".join(
            n for s, n in enumerate(obs.names) if s != obs.seat)))
    return player
