"""The strategy tips of the « Lettre d'amour » rule text, each stated as a claim and measured.

The text's cards are those of the ``lettre-d-amour`` edition (the classic 2012 deck renamed):
Espion = Garde (1), Prêtre (2), Duelliste = Baron (3), Bouclier = Servante (4), Messager = Prince (5),
Noble = Roi (6), Dame = Comtesse (7), Héritière = Princesse (8).

A tip is a :class:`Tip`: its quotation, its claim, ``measure(**settings)`` returning a
:class:`Measure` (the figures, French lines, and the verdict given by the tip's rule). A probability is
measured exactly (``card_counting``/``deduction`` on a real position of the explorer); a strategy by a
seeded simulation between ``compteur`` bots, reproducible bit for bit, with a 95 % interval:
« confirmé » when the interval is on the tip's side, « faux » when it is on the other, « nuancé »
otherwise.

>>> m = TIPS["duelliste"].measure()
>>> m.verdict, m.figures["threshold"]
('confirme', 'Bouclier')
"""

import dataclasses
import math
import random
from collections import Counter
from dataclasses import dataclass
from fractions import Fraction

from . import fr
from .actions import Play
from .agents import play_until
from .bots import make_bot
from .editions import get_edition
from .explorer import position
from .probability import card_counting, deduction
from .rounds import Round
from .seeds import check_seed
from .simulation import unit_seed
from .stats import mean_interval, wilson

T = fr.TIPS
EDITION = "lettre-d-amour"
CONFIRMED, NUANCED, WRONG = "confirme", "nuance", "faux"
_MEASURES = {}  # (tip id, settings) -> Measure: a pure function of its seeds, kept once computed


def clear_cache():
    """Forget the measures computed so far (tests measure again to check reproducibility)."""
    _MEASURES.clear()


@dataclass(frozen=True)
class Measure:
    """What a tip's measure found: ``figures`` (numbers), ``lines`` (French), ``verdict`` (a key of
    ``fr.TIPS['verdicts']``)."""

    tip: str
    figures: dict
    lines: tuple
    verdict: str

    @property
    def verdict_text(self):
        return T["verdicts"][self.verdict]

    def __str__(self):
        return "\n".join([*self.lines, T["verdict_line"].format(verdict=self.verdict_text)])


@dataclass(frozen=True)
class Tip:
    """One tip: ``id`` (its texts in ``fr.TIPS`` are ``<id>_quote`` and ``<id>_claim``), how it is
    measured and the rule that turns the figures into a verdict."""

    id: str
    exact: bool  # True: a probability computed exactly; False: a seeded simulation
    run: object  # run(**settings) -> (figures, lines)
    rule: object  # rule(figures) -> verdict

    @property
    def quote(self):
        return T[self.id + "_quote"]

    @property
    def claim(self):
        return T[self.id + "_claim"]

    def measure(self, **settings):
        """The measure with ``settings`` (the run's own defaults otherwise). Measures are seeded, so
        the same settings give the same measure: it is computed once per process (the prediction
        question asked before the measurement cell and the cell itself share it)."""
        key = (self.id, tuple(sorted(settings.items())))
        if key not in _MEASURES:
            figures, lines = self.run(**settings)
            _MEASURES[key] = Measure(self.id, figures, tuple(lines), self.rule(figures))
        return _MEASURES[key]

    def __str__(self):
        return f"{self.quote}\n{self.claim}"


def interval_verdict(low, high, reference=0):
    """« confirmé » when the interval is above ``reference``, « faux » below it, « nuancé » when it
    contains it."""
    if low > reference:
        return CONFIRMED
    if high < reference:
        return WRONG
    return NUANCED


def num(x, places=3):
    return fr.decimal(float(x), places)


def frac(x):
    x = Fraction(x)
    return str(x.numerator) if x.denominator == 1 else f"{x.numerator}/{x.denominator}"


# --- 1. the Héritière after the two Duellistes and the Dame (exact) ------------------------------------------
HERITIERE_MOVES = [("Bouclier", None, None), ("Duelliste", None, None), ("Bouclier", None, None),
                   ("Duelliste", None, None), ("Espion", "Bob", "Noble"), ("Dame", None, None)]
CONTROL_MOVES = [("Bouclier", None, None), ("Prêtre", None, None), ("Bouclier", None, None),
                 ("Prêtre", None, None), ("Espion", "Bob", "Noble"), ("Espion", "Alice", "Noble")]


def heritiere_position(moves=HERITIERE_MOVES):
    """Alice (the viewer) holds an Espion and plays both Boucliers; Bob plays ``moves``' cards. The
    position is at Alice's next turn."""
    p = position(EDITION, 2, hands=["Espion", None], deck=["Bouclier", None, "Bouclier", None, "Espion", None,
                                                           "Prêtre"], seed=1)
    for move in moves:
        p = p.with_move(move)
    return p


def _heritiere_run():
    start = heritiere_position(()).observation()
    after = heritiere_position().observation()
    control = heritiere_position(CONTROL_MOVES).observation()
    f = {}
    for key, obs in (("start", start), ("after", after), ("control", control)):
        f[key + "_counting"] = card_counting(obs).prob("Bob", "Héritière")
        f[key + "_deduction"] = deduction(obs).prob("Bob", "Héritière")
    lines = [T["heritiere_" + key].format(counting=frac(f[key + "_counting"]), deduction=frac(f[key + "_deduction"]))
             for key in ("start", "after", "control")]
    return f, lines


def _heritiere_rule(f):
    if f["after_deduction"] <= f["start_deduction"]:
        return WRONG
    return CONFIRMED if f["after_deduction"] > f["control_deduction"] else NUANCED


# --- 2. the Duelliste and the card kept (exact) -------------------------------------------------------------
def duel_odds(kept):
    """(P(Bob eliminated), P(Alice eliminated), P(tie)) by counting when Alice, at the first turn of a
    two-player round, plays the Duelliste and keeps ``kept``."""
    p = position(EDITION, 2, hands=["Duelliste", None], deck=[kept], seed=0)
    obs = p.observation()
    dist = card_counting(obs).players[1]
    v = obs.edition.card(kept).value
    win = sum((q for c, q in dist.items() if c.value < v), Fraction(0))
    lose = sum((q for c, q in dist.items() if c.value > v), Fraction(0))
    return win, lose, 1 - win - lose


def _duelliste_run():
    edition = get_edition(EDITION)
    rows, lines = {}, [T["duelliste_head"]]
    for card in edition.cards:
        if card.name == "Duelliste" and card.count < 2:
            continue
        rows[card.name] = duel_odds(card.name)
        win, lose, tie = rows[card.name]
        lines.append(T["duelliste_row"].format(card=card.name, win=frac(win), lose=frac(lose), tie=frac(tie)))
    threshold = next((name for name, (w, l, _) in rows.items() if w > l), None)
    if threshold:
        lines.append(T["duelliste_threshold"].format(card=threshold, value=edition.card(threshold).value))
    return {"odds": rows, "threshold": threshold}, lines


def _duelliste_rule(f):
    odds = list(f["odds"].values())
    gains = [w - l for w, l, _ in odds]
    if gains != sorted(gains):
        return NUANCED
    if gains[0] < 0 < gains[-1]:
        return CONFIRMED
    return WRONG


# --- simulations: bots that follow a tip or not ---------------------------------------------------------------
class Restricted:
    """A bot playing only ``card`` when ``situation(obs)`` holds (the tip followed, or not); elsewhere the
    bot itself."""

    def __init__(self, bot, situation, card):
        self.bot, self.situation, self.card = bot, situation, card

    def choose(self, obs):
        if obs.phase == "play" and self.situation(obs):
            plays = tuple(a for a in obs.legal_actions if a.card.name == self.card)
            if plays:
                obs = dataclasses.replace(obs, legal_actions=plays)
        return self.bot.choose(obs)


def paired(situation, cards, n_players=2, samples=200, seed=0, bot="compteur", edition=EDITION):
    """Rounds between ``bot``s, each stopped the first time a player to move meets ``situation``
    (rounds where it never happens are skipped), then played on twice from there: playing
    ``cards[0]``, then ``cards[1]``, the other players and the rest unchanged. ``cards`` may also be a
    function of the names of the hand. Returns the list of (win share with cards[0], win share with
    cards[1]) of that player, one pair per round kept."""
    seed, pairs, i = check_seed(seed, none=False), [], 0
    while len(pairs) < samples and i < 100 * samples:
        rng = random.Random(unit_seed(seed, i))
        i += 1
        first, deal = rng.randrange(n_players), rng.getrandbits(64)
        bots = [make_bot(bot, seed=rng.getrandbits(63)) for _ in range(n_players)]
        r = Round.deal(edition, n_players, deal, first_player=first)
        play_until(r, bots, stop=lambda obs: obs.phase == "play" and situation(obs))
        if r.over:
            continue
        seat, wins = r.current, []
        for card in (cards([c.name for c in r.hands[seat]]) if callable(cards) else cards):
            branch = r.copy()
            agents = list(bots)
            agents[seat] = Restricted(bots[seat], situation, card)
            play_until(branch, agents, max_moves=1)
            play_until(branch, bots)
            winners = branch.result.winners
            wins.append(1 / len(winners) if seat in winners else 0)
        pairs.append(tuple(wins))
    return pairs


def _hand_is(*names):
    wanted = sorted(names)
    return lambda obs: sorted(c.name for c in obs.hand) == wanted


def _gain_lines(what, pairs):
    mean, low, high = mean_interval([a - b for a, b in pairs])
    return (mean, low, high), T["mean_line"].format(what=what, mean=num(mean), low=num(low), high=num(high),
                                                    n=len(pairs))


# --- 3. the Messager and the Prêtre (simulation) ----------------------------------------------------------
def _messager_run(samples=600, seed=1):
    pairs = paired(_hand_is("Messager", "Prêtre"), ("Messager", "Prêtre"), 2, samples, seed)
    (mean, low, high), line = _gain_lines(T["messager_what"], pairs)
    a = sum(x for x, _ in pairs) / len(pairs)
    b = sum(y for _, y in pairs) / len(pairs)
    rates = T["messager_rates"].format(a=f"{num(100 * a, 1)} %", b=f"{num(100 * b, 1)} %")
    return {"gain": mean, "low": low, "high": high, "n": len(pairs), "with": a, "without": b}, [line, rates]


def _gain_rule(f):
    return interval_verdict(f["low"], f["high"])


# --- 4. a kept Espion or Prêtre and the opponent's Espion (simulation) -----------------------------------
def espion_hits(rounds=600, seed=2, n_players=2, bot="compteur", edition=EDITION):
    """{card name: (hits, Espions played on a holder of that card)} over ``rounds`` rounds."""
    tally = {}
    for i in range(rounds):
        rng = random.Random(unit_seed(seed, i))
        first, deal = rng.randrange(n_players), rng.getrandbits(64)
        bots = [make_bot(bot, seed=rng.getrandbits(63)) for _ in range(n_players)]
        r = Round.deal(edition, n_players, deal, first_player=first)

        def seen(seat, obs, action, r=r):
            if isinstance(action, Play) and action.card.effect == "guess" and action.target is not None:
                held = r.hands[action.target][0]
                hits, plays = tally.get(held.name, (0, 0))
                tally[held.name] = (hits + (action.guess == held), plays + 1)
        play_until(r, bots, on_move=seen)
    return tally


def _espion_run(rounds=2000, seed=2):
    tally = espion_hits(rounds, seed)
    f, lines = {"tally": tally}, []
    for name in ("Espion", "Prêtre"):
        k, n = tally.get(name, (0, 0))
        low, high = wilson(k, n)
        f[name] = (k, n, low, high)
        card = get_edition(EDITION).card(name)
        lines.append(T["share_line"].format(what=T["espion_kept"].format(card=fr.the(card)), share=num(k / n if n else 0),
                                            k=k, n=n, low=num(low), high=num(high)))
    k = sum(h for name, (h, _) in tally.items() if name != "Espion")
    n = sum(m for name, (_, m) in tally.items() if name != "Espion")
    f["all"] = (k, n, *wilson(k, n))
    lines.append(T["share_line"].format(what=T["espion_all"], share=num(k / n if n else 0), k=k, n=n,
                                        low=num(f["all"][2]), high=num(f["all"][3])))
    return f, lines


def _espion_rule(f):
    k, n, low, high = f["Prêtre"]
    overall = f["all"][0] / f["all"][1] if f["all"][1] else 0
    if f["Espion"][0] > 0:  # a kept Espion was hit: the rule was broken
        return WRONG
    # the tip holds when the Prêtre is hit less often than a kept card in general
    return interval_verdict(overall - high, overall - low)


# --- 5. keeping the Héritière (simulation) ----------------------------------------------------------------
def heritiere_rounds(rounds=600, seed=3, bot="compteur", edition=EDITION):
    """(wins of the player who received the Héritière at the deal, rounds where one did, Counter of
    the cards played when a holder of the Héritière was eliminated), two players."""
    wins, kept, causes = 0.0, 0, Counter()
    for i in range(rounds):
        rng = random.Random(unit_seed(seed, i))
        first, deal = rng.randrange(2), rng.getrandbits(64)
        bots = [make_bot(bot, seed=rng.getrandbits(63)) for _ in range(2)]
        r = Round.deal(edition, 2, deal, first_player=first)
        holder = next((s for s in range(2) if any(c.effect == "lose_if_discarded" for c in r.hands[s])), None)
        if holder is None:
            continue
        kept += 1
        while not r.over:
            holding = [s for s in range(2) if r.alive[s] and any(c.effect == "lose_if_discarded" for c in r.hands[s])]
            played = []
            play_until(r, bots, max_moves=1, on_move=lambda s, o, a: played.append(a))
            for s in holding:
                if not r.alive[s]:
                    causes[played[0].card.name] += 1
        if holder in r.result.winners:
            wins += 1 / len(r.result.winners)
    return wins, kept, causes


def _huit_run(rounds=2000, seed=3):
    wins, n, causes = heritiere_rounds(rounds, seed)
    low, high = wilson(wins, n)
    share = T["share_line"].format(what=T["huit_share"], share=num(wins / n), k=num(wins, 1).rstrip("0").rstrip(","),
                                   n=n, low=num(low), high=num(high))
    listed = ", ".join(f"{name} {k}" for name, k in sorted(causes.items(), key=lambda x: -x[1])) or "—"
    lines = [share, T["huit_causes"].format(causes=listed)]
    if not causes.get("Duelliste"):
        lines.append(T["huit_duel"])
    return {"wins": wins, "n": n, "low": low, "high": high, "causes": dict(causes)}, lines


def _huit_rule(f):
    # the claim: the holder wins less than half the rounds
    return interval_verdict(1 - f["high"], 1 - f["low"], Fraction(1, 2))


# --- 6. the Bouclier at four players (simulation) ---------------------------------------------------------
def shield_situation(obs):
    """A hand with the Bouclier and another card the player may choose to play (not the Héritière, and no
    Dame forced)."""
    names = [c.name for c in obs.hand]
    if "Bouclier" not in names:
        return False
    other = [c for c in obs.hand if c.name != "Bouclier"]
    return bool(other) and other[0].effect != "lose_if_discarded" and obs.edition.forced_card(obs.hand) is None


def _bouclier_run(samples=600, seed=4):
    f, lines, gains = {}, [], {}
    for n in (2, 4):
        pairs = paired(shield_situation, shield_or_other, n, samples, seed)
        (mean, low, high), line = _gain_lines(T["bouclier_what"].format(n=n), pairs)
        diffs = [a - b for a, b in pairs]
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1)
        gains[n] = (mean, var / len(diffs))
        f[n] = (mean, low, high, len(pairs))
        lines += [line, T["bouclier_relative"].format(n=n, rel=num(100 * n * mean, 0))]
    diff = gains[4][0] - gains[2][0]
    half = 1.959963984540054 * math.sqrt(gains[4][1] + gains[2][1])
    f["diff"], f["low"], f["high"] = diff, diff - half, diff + half
    lines.append(T["bouclier_diff"].format(diff=num(diff), low=num(diff - half), high=num(diff + half)))
    return f, lines


def shield_or_other(hand):
    """(« Bouclier », the other card of the hand): the two choices of the Bouclier tip."""
    return ("Bouclier", next(name for name in hand if name != "Bouclier"))


TIPS = {tip.id: tip for tip in (
    Tip("heritiere", True, _heritiere_run, _heritiere_rule),
    Tip("duelliste", True, _duelliste_run, _duelliste_rule),
    Tip("messager", False, _messager_run, _gain_rule),
    Tip("espion", False, _espion_run, _espion_rule),
    Tip("huit", False, _huit_run, _huit_rule),
    Tip("bouclier", False, _bouclier_run, _gain_rule),
)}

# The text's names and the classic edition's (the same cards, the same values and counts).
NAMES = {"Espion": "Garde", "Prêtre": "Prêtre", "Duelliste": "Baron", "Bouclier": "Servante",
         "Messager": "Prince", "Noble": "Roi", "Dame": "Comtesse", "Héritière": "Princesse"}


def name_table():
    """Lines « Espion (1, ×5) = Garde » for every card of the text."""
    ours, classic = get_edition(EDITION), get_edition("classique")
    return [f"{c.name} ({c.value}, ×{c.count}) = {classic.card(NAMES[c.name]).name}" for c in ours.cards]


__all__ = ["Tip", "Measure", "TIPS", "NAMES", "name_table", "interval_verdict", "paired",
           "Restricted", "shield_situation", "shield_or_other", "clear_cache", "duel_odds", "espion_hits", "heritiere_rounds", "heritiere_position",
           "CONFIRMED", "NUANCED", "WRONG"]
