"""One Bayes update, laid out as a French maths class writes it.

Hypotheses: for each card c, H = « the player held c at the start of turn n » (before that turn's
draw). Event: E = everything the seat saw during turn n, its own draws included. Each row gives
P(H) (a priori: the déduction at the start of the turn), P_H(E) (vraisemblance), P(H ∩ E) =
P(H) × P_H(E) and P_E(H) = P(H ∩ E) / P(E) (a posteriori), where
P(E) = Σ P(H_i) × P_{H_i}(E) is the formule des probabilités totales.
"""

import html
from dataclasses import dataclass
from fractions import Fraction

from .. import fr
from ..html import esc, french_output
from ..errors import LoveLetterError
from ..events import (ChancellorReturned, Compared, Dealt, Discarded, Drew, Eliminated, Guessed, Looked, Played,
                      RoundEnded, Swapped, dispatch)
from ..names import seat_named
from ..narration import narrate_all
from .display import number
from .facts import check_observation
from .playmodel import DEFAULT
from .tracker import BeliefTracker
from .worlds import TooManyWorlds

B = fr.BAYES
# The lycée notation in plain text, and the same in HTML (longest first).
_SUBSCRIPTS = (("P_{H_i}(E)", "P<sub>H<sub>i</sub></sub>(E)"), ("H_i", "H<sub>i</sub>"),
               ("P_H(E)", "P<sub>H</sub>(E)"), ("P_E(H)", "P<sub>E</sub>(H)"))


@dataclass(frozen=True)
class BayesTable:
    """``rows``: (card, P(H), P_H(E), P(H ∩ E), P_E(H)) for each card the player may have held
    at the start of ``turn``; ``total``: P(E). ``hypothesis`` and ``event`` say what H and E are
    (``evidence``: the French sentences of the turn; ``own_draws``: the cards the seat drew during
    it, which are part of E)."""

    player: int
    turn: int
    evidence: tuple  # the French sentences of what the seat saw during the turn
    rows: tuple  # (card, prior, likelihood, product, posterior)
    total: Fraction  # P(E)
    names: tuple
    seat: int
    drawer: int = None  # the seat whose turn it was
    own_draws: tuple = ()  # the cards the seat drew during the turn (part of E)

    def _who(self):
        return self.names[self.player]

    def _of(self, seat):
        return fr.of(self.names[seat])

    @property
    def title(self):
        return B["title"].format(of_p=self._of(self.player), n=self.turn)

    @property
    def hypothesis(self):
        """« Pour chaque carte, H = « Bob avait cette carte au début du tour 3 », c'est-à-dire… »."""
        if self.drawer == self.player:
            moment = B["moment_own"]
        elif self.drawer == self.seat:
            moment = B["moment_yours"]
        else:
            moment = B["moment_other"].format(of_q=self._of(self.drawer))
        return B["h_line"].format(p=self._who(), n=self.turn, moment=moment)

    @property
    def event(self):
        """« E = « Alice joue le Garde… » (ce que vous avez vu pendant le tour 3). » and, when the
        seat drew cards during the turn, the sentence that says they are part of E."""
        lines = [B["e_line"].format(events=" ".join(self.evidence), event=B["event"].format(n=self.turn))]
        if self.own_draws:
            lines.append(B["e_draw"].format(cards=fr.join_and(fr.the(c) for c in self.own_draws),
                                            que_p=fr.elide("que", self._who())))
        return " ".join(lines)

    def _headers(self):
        return (B["hypothesis"].format(of_p=self._of(self.player)), B["prior"], B["likelihood"], B["product"],
                B["posterior"])

    def _total(self, show):
        terms = " + ".join(show(row[3]) for row in self.rows)
        return B["total"].format(terms=terms, total=show(self.total))

    def lines(self):
        """The table as lines of text: title, H, E, P(H), the header, the rows, P(E)."""
        lines = [self.title, self.hypothesis, self.event, B["prior_line"].format(n=self.turn),
                 " | ".join(self._headers())]
        for card, prior, likelihood, product, posterior in self.rows:
            lines.append(" | ".join([fr.the(card), str(prior), str(likelihood), str(product), str(posterior)]))
        lines.append(self._total(str))
        return lines

    def __str__(self):
        return "\n".join(self.lines())

    @french_output
    def _repr_html_(self):
        cells = "".join(f"<th scope='col'>{_html(h)}</th>" for h in self._headers())
        body = "".join(
            f"<tr><th scope='row'>{esc(fr.the(card))}</th><td>{number(prior)}</td><td>{number(likelihood)}</td>"
            f"<td>{number(product)}</td><td><b>{number(posterior)}</b></td></tr>"
            for card, prior, likelihood, product, posterior in self.rows)
        return (f"<div class='ll-bayes'><p><b>{esc(self.title)}</b></p>"
                f"<p>{_html(self.hypothesis)}</p><p>{_html(self.event)}</p>"
                f"<p>{_html(B['prior_line'].format(n=self.turn))}</p>"
                f"<table><tr>{cells}</tr>{body}</table>"
                f"<p>{_html(self._total(_plain))}</p></div>")


def _plain(p):
    """A Fraction as « 1/3 » (the percentages are in the table)."""
    return str(p)


def _html(text):
    """Escaped text with the subscripts of the lycée notation: P<sub>H</sub>(E)."""
    text = html.escape(text, quote=False)
    for plain, marked in _SUBSCRIPTS:
        text = text.replace(plain, marked)
    return text


def bayes_table(obs, player, turn=None, model=DEFAULT):
    """The update of the card ``player`` held at the start of ``turn`` by what the seat saw
    during that turn (default: the last turn that is over; turns are counted from 1 as in the
    facts). The numbers are exact Fractions; ``str()`` and the HTML display write them as a
    French maths class does (H, E, P(H), P_H(E), P(H ∩ E), P_E(H), formule des probabilités totales).
    """
    check_observation(obs)
    player = check_player(obs, player)
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
        updates = [(k, _update(before, worlds, obs.events[:end])) for k, worlds in worlds_by_card(before, player)]
    except TooManyWorlds as exc:
        raise LoveLetterError(B["too_many"]) from exc
    if not updates:
        raise LoveLetterError(B["no_card"].format(p=obs.names[player], n=turn))
    prior_total = before.total
    rows = [[before.cards[k], Fraction(mass, prior_total), likelihood, Fraction(mass, prior_total) * likelihood]
            for k, (mass, likelihood) in updates]
    total = sum(row[3] for row in rows)
    if not total:
        raise LoveLetterError(fr.BELIEFS["impossible"])
    rows = tuple((card, prior, like, product, product / total) for card, prior, like, product in rows)
    during = obs.events[begin:end]
    evidence = tuple(narrate_all(during, obs.seat, obs.names, obs.edition))
    return BayesTable(player, turn, evidence, rows, total, obs.names, obs.seat, drawer=obs.events[begin].seat,
                      own_draws=_own_draws(during, obs.seat))


def _own_draws(events, seat):
    """The cards ``seat`` drew among ``events`` (its turn's draw, a Prince's, a Chancellor's)."""
    cards = []
    get = _OwnDraws.HANDLERS.get
    for e in events:
        handler = get(type(e))
        if handler and e.seat == seat:
            cards += handler(e)
    return tuple(cards)


@dispatch()
class _OwnDraws:
    """:func:`_own_draws`, one method per event that gives its seat cards after the deal."""

    NOT_CONCERNED = (Dealt, Played, Guessed, Looked, Compared, Discarded, ChancellorReturned, Swapped, Eliminated,
                     RoundEnded)

    @staticmethod
    def _on_drew(e):
        return (e.card,)

    _on_redrew = _on_drew

    @staticmethod
    def _on_chancellor_drew(e):
        return e.cards


def worlds_by_card(worlds, player):
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
    """(prior mass, likelihood): P_H(E) is the mass kept, corrected for the common factors."""
    mass, scale = part.total, part.scale
    part.apply(events)
    return mass, Fraction(part.total * scale, mass * part.scale)


def check_player(obs, player):
    """The seat of ``player`` (a seat or a name) if it is another player than ``obs``'s, else a French error."""
    player = seat_named(obs.names, player)
    if not isinstance(player, int) or player == obs.seat or not 0 <= player < obs.n_players:
        raise LoveLetterError(B["bad_player"].format(player=player, names=", ".join(
            n for s, n in enumerate(obs.names) if s != obs.seat)))
    return player
