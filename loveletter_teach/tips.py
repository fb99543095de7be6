"""The strategy tips of the « Lettre d'amour » rule text, each stated as a claim and measured.

The text's cards are those of the ``lettre-d-amour`` edition (the classic 2012 deck renamed):
Espion = Garde (1), Prêtre (2), Duelliste = Baron (3), Bouclier = Servante (4), Messager = Prince (5),
Noble = Roi (6), Dame = Comtesse (7), Héritière = Princesse (8).

A tip is a :class:`Tip`: its quotation, its claim as the text makes it, ``measure(**settings)``
returning a :class:`Measure` (the figures, French lines, and the verdict given by the tip's rule) under
one way of playing. A probability is measured exactly (``card_counting``/``deduction`` on a real
position of the explorer) under each play model of ``PLAY_MODELS``; a strategy by a seeded simulation
between bots of one kind of ``BOT_MODELS``, reproducible bit for bit, with a 95 % interval:
« confirmé » when the interval is on the tip's side, « faux » when it is on the other, « nuancé »
otherwise (or when the claim is only true in part).

A tip's verdict (:attr:`Tip.verdict`) puts the verdicts of every way of playing together: the same
verdict when they all agree, « dépend de la façon de jouer » when they do not. The exact tips are
computed for every model when asked; the simulated ones would take minutes, so their table under every
bot is measured by ``benchmarks/tips_large.py`` and kept in :mod:`.tips_table` with its commit and
sample sizes (the notebook measures one bot live, on a smaller sample, beside that table).

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

from . import fr, tips_table
from .actions import Play
from .agents import play_until
from .bots import make_bot
from .editions import get_edition
from .errors import LoveLetterError
from .explorer import position
from .probability import PlayModel, card_counting, deduction
from .rounds import Round
from .seeds import check_seed
from .simulation import unit_seed
from .stats import mean_interval, wilson

T = fr.TIPS
EDITION = "lettre-d-amour"
CONFIRMED, NUANCED, WRONG, DEPENDS = "confirme", "nuance", "faux", "depend"
# The ways of playing a tip is measured under. Exact tips: the play model of the déduction (how likely
# a player is to play each card of a hand). Simulated tips: every player is a bot of that kind.
PLAY_MODELS = {"uniforme": PlayModel(), "garde_haute": PlayModel(keep_high=Fraction(9, 10))}
BOT_MODELS = ("prudent", "compteur", "déducteur")
_MEASURES = {}  # (tip id, way of playing, settings) -> Measure: a pure function of its seeds, kept once computed


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
    measured under one way of playing (``run(model=..., **settings)``), the rule that turns the figures
    into a verdict, the ways of playing it is measured under (``models``) and ``summary(figures)``, the
    one line of a row of its table."""

    id: str
    exact: bool  # True: a probability computed exactly; False: a seeded simulation
    run: object  # run(model=..., **settings) -> (figures, lines)
    rule: object  # rule(figures) -> verdict
    summary: object  # summary(figures) -> the French line of the table's row
    live: dict = dataclasses.field(default_factory=dict)  # the notebook's settings (a smaller sample)

    @property
    def quote(self):
        return T[self.id + "_quote"]

    @property
    def claim(self):
        return T[self.id + "_claim"]

    @property
    def models(self):
        return tuple(PLAY_MODELS) if self.exact else BOT_MODELS

    def measure(self, model=None, **settings):
        """The measure under ``model`` (a key of ``PLAY_MODELS`` for an exact tip, a bot of
        ``BOT_MODELS`` otherwise; the first by default for an exact tip, the ``compteur`` for a simulated
        one) with ``settings`` (the notebook's ``live`` settings when none is given, the run's own
        defaults otherwise). Measures are seeded, so the same settings give the same measure: it is
        computed once per process."""
        model = model or (self.models[0] if self.exact else "compteur")
        if model not in self.models:
            raise LoveLetterError(T["unknown_model"].format(model=model, models=", ".join(self.models)))
        settings = settings or dict(self.live)
        key = (self.id, model, tuple(sorted(settings.items())))
        if key not in _MEASURES:
            figures, lines = self.run(model=model, **settings)
            _MEASURES[key] = Measure(self.id, figures, tuple(lines), self.rule(figures))
        return _MEASURES[key]

    def rows(self):
        """{model: (verdict, figures, settings)} under every way of playing: computed for an exact tip,
        the recorded table of :mod:`.tips_table` for a simulated one."""
        if self.exact:
            return {m: (self.measure(m).verdict, self.measure(m).figures, {}) for m in self.models}
        return {m: (row["verdict"], row["figures"], row["settings"]) for m, row in tips_table.ROWS[self.id].items()}

    @property
    def verdict(self):
        """The verdict under every way of playing (:func:`combine`)."""
        return combine(v for v, _, _ in self.rows().values())

    @property
    def verdict_text(self):
        return T["verdicts"][self.verdict]

    def table(self):
        """The French lines of the verdict under every way of playing, and where they come from."""
        if self.exact:
            lines = [T["table_exact"]]
        else:
            lines = [T["table_recorded"].format(script="benchmarks/tips_large.py", commit=tips_table.COMMIT,
                                                date=date_text(tips_table.DATE))]
        for model, (verdict, figures, _) in self.rows().items():
            lines.append(T["table_row"].format(model=T["models"][model], summary=self.summary(figures),
                                               verdict=T["verdicts"][verdict]))
        lines.append(T["table_verdict"].format(verdict=self.verdict_text))
        return "\n".join(lines)

    def __str__(self):
        return f"{self.quote}\n{self.claim}"


def date_text(iso):
    """« 2 décembre 2026 » for « 2026-12-02 »."""
    year, month, day = (int(x) for x in iso.split("-"))
    return f"{day} {T['months'][month - 1]} {year}"


def combine(verdicts):
    """One verdict for several ways of playing: theirs when they all agree, « dépend de la façon de
    jouer » when they do not."""
    found = set(verdicts)
    if not found:
        raise LoveLetterError(T["no_verdict"])
    return found.pop() if len(found) == 1 else DEPENDS


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


def _heritiere_run(model="uniforme"):
    start = heritiere_position(()).observation()
    after = heritiere_position().observation()
    control = heritiere_position(CONTROL_MOVES).observation()
    f = {}
    for key, obs in (("start", start), ("after", after), ("control", control)):
        f[key + "_counting"] = card_counting(obs).prob("Bob", "Héritière")
        f[key + "_deduction"] = deduction(obs, PLAY_MODELS[model]).prob("Bob", "Héritière")
    lines = [T["model_line"].format(model=T["models"][model])]
    lines += [T["heritiere_" + key].format(counting=frac(f[key + "_counting"]), deduction=_prob_text(f[key + "_deduction"]))
              for key in ("start", "after", "control")]
    return f, lines


def _prob_text(p):
    """A fraction with a small denominator, else its decimal value."""
    p = Fraction(p)
    return frac(p) if p.denominator <= 100 else num(p)


def _heritiere_summary(f):
    return T["heritiere_summary"].format(after=_prob_text(f["after_deduction"]),
                                         control=_prob_text(f["control_deduction"]))


def _heritiere_rule(f):
    if f["after_deduction"] <= f["start_deduction"]:
        return WRONG
    return CONFIRMED if f["after_deduction"] > f["control_deduction"] else NUANCED


# --- 2. the Duelliste and the card kept (exact) -------------------------------------------------------------
def duel_odds(kept, model=None):
    """(P(Bob eliminated), P(Alice eliminated), P(tie)) by counting (by ``deduction`` under the play
    model ``model`` when one is given: at the first turn nobody has chosen yet, so it is the same) when
    Alice, at the first turn of a two-player round, plays the Duelliste and keeps ``kept``."""
    p = position(EDITION, 2, hands=["Duelliste", None], deck=[kept], seed=0)
    obs = p.observation()
    dist = (card_counting(obs) if model is None else deduction(obs, PLAY_MODELS[model])).players[1]
    v = obs.edition.card(kept).value
    win = sum((q for c, q in dist.items() if c.value < v), Fraction(0))
    lose = sum((q for c, q in dist.items() if c.value > v), Fraction(0))
    return win, lose, 1 - win - lose


def _duelliste_run(model="uniforme"):
    edition = get_edition(EDITION)
    rows, lines = {}, [T["model_line"].format(model=T["models"][model]), T["duelliste_head"]]
    for card in edition.cards:
        if card.name == "Duelliste" and card.count < 2:
            continue
        rows[card.name] = duel_odds(card.name, model)
        win, lose, tie = rows[card.name]
        lines.append(T["duelliste_row"].format(card=card.name, win=frac(win), lose=frac(lose), tie=frac(tie)))
    threshold = next((name for name, (w, l, _) in rows.items() if w > l), None)
    if threshold:
        lines.append(T["duelliste_threshold"].format(card=threshold, value=edition.card(threshold).value))
    return {"odds": rows, "threshold": threshold}, lines


def _duelliste_summary(f):
    return T["duelliste_summary"].format(card=f["threshold"] or "—")


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
def _messager_run(model="compteur", samples=600, seed=1):
    pairs = paired(_hand_is("Messager", "Prêtre"), ("Messager", "Prêtre"), 2, samples, seed, bot=model)
    (mean, low, high), line = _gain_lines(T["messager_what"], pairs)
    a = sum(x for x, _ in pairs) / len(pairs)
    b = sum(y for _, y in pairs) / len(pairs)
    rates = T["messager_rates"].format(a=f"{num(100 * a, 1)} %", b=f"{num(100 * b, 1)} %")
    lines = [T["bot_line"].format(model=T["models"][model]), line, rates]
    return {"gain": mean, "low": low, "high": high, "n": len(pairs), "with": a, "without": b}, lines


def _gain_rule(f):
    return interval_verdict(f["low"], f["high"])


def _gain_summary(f):
    return T["gain_summary"].format(mean=num(f["gain"]), low=num(f["low"]), high=num(f["high"]), n=f["n"])


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


def first_turn_guess():
    """(P(the card is a Prêtre), the highest probability of a card the Espion may name, those cards) by
    counting, for a player who holds the Espion and the Noble at the first turn of a two-player round:
    what a counting guesser sees when it chooses the card to name."""
    obs = position(EDITION, 2, viewer=1, first=1, hands=[None, "Espion"], deck=["Noble"], seed=0).observation()
    counted = card_counting(obs).players[0]
    options = {c: p for c, p in counted.items() if c in obs.edition.guessable()}
    top = max(options.values())
    return options.get(obs.edition.card("Prêtre"), Fraction(0)), top, [c.name for c, p in options.items() if p == top]


EDITION_SIZE = get_edition(EDITION).size


def _espion_run(model="compteur", rounds=2000, seed=2):
    tally = espion_hits(rounds, seed, bot=model)
    priest, top, best = first_turn_guess()
    unseen = EDITION_SIZE - 2  # the guesser sees its two cards
    f, lines = {"tally": tally}, [T["bot_line"].format(model=T["models"][model]),
                                  T["espion_first"].format(p=f"{priest * unseen}/{unseen}", top=f"{top * unseen}/{unseen}",
                                                           cards=fr.join_and(best))]
    for name in ("Espion", "Prêtre"):
        k, n = tally.get(name, (0, 0))
        low, high = wilson(k, n)
        f[name] = (k, n, low, high)
        card = get_edition(EDITION).card(name)
        lines.append(_share_line(T["espion_kept"].format(card=fr.the(card)), k, n, low, high))
    k = sum(h for name, (h, _) in tally.items() if name not in ("Espion", "Prêtre"))
    n = sum(m for name, (_, m) in tally.items() if name not in ("Espion", "Prêtre"))
    f["others"] = (k, n, *wilson(k, n))
    lines.append(_share_line(T["espion_others"], *f["others"]))
    lines.append(T["espion_half"].format(half=num(_espion_threshold(f))))
    return f, lines


def _share_line(what, k, n, low, high, k_text=None):
    """The line of a share k/n with its 95 % interval [low ; high] (``k_text``: k as written, when
    it is not a whole number)."""
    return T["share_line"].format(what=what, share=num(k / n if n else 0), k=k if k_text is None else k_text, n=n,
                                  low=num(low), high=num(high))


def _espion_threshold(f):
    """« Presque pas » : the claim holds for the Prêtre when it is hit less than half as often as the
    other kept cards (the Espion and the Prêtre set apart)."""
    k, n = f["others"][:2]
    return k / n / 2 if n else 0


def _espion_rule(f):
    if f["Espion"][0] > 0:  # a kept Espion was hit: the rule was broken
        return WRONG
    _, n, low, high = f["Prêtre"]
    if not n:
        return NUANCED
    return interval_verdict(_espion_threshold(f) - high, _espion_threshold(f) - low)


def _espion_summary(f):
    k, n, low, high = f["Prêtre"]
    return T["espion_summary"].format(share=num(k / n if n else 0), low=num(low), high=num(high),
                                      half=num(_espion_threshold(f)), n=n)


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


def _huit_run(model="compteur", rounds=2000, seed=3):
    wins, n, causes = heritiere_rounds(rounds, seed, bot=model)
    out = sum(causes.values())
    f = {"wins": wins, "n": n, "causes": dict(causes), "out": out, "out_interval": wilson(out, n),
         "win_interval": wilson(wins, n)}
    for name in ("Messager", "Duelliste"):
        f[name] = (causes.get(name, 0), *wilson(causes.get(name, 0), n))
    low, high = f["out_interval"]
    lines = [T["bot_line"].format(model=T["models"][model]),
             _share_line(T["huit_out"], out, n, low, high)]
    for name in ("Messager", "Duelliste"):
        k, lo, hi = f[name]
        lines.append(_share_line(T["huit_by"].format(card=name), k, n, lo, hi))
    listed = ", ".join(f"{name} {k}" for name, k in sorted(causes.items(), key=lambda x: -x[1])) or "—"
    lines.append(T["huit_causes"].format(causes=listed))
    if not causes.get("Duelliste"):
        lines.append(T["huit_duel"])
    low, high = f["win_interval"]
    lines.append(_share_line(T["huit_share"], wins, n, low, high, k_text=num(wins, 1).rstrip("0").rstrip(",")))
    return f, lines


def _huit_rule(f):
    # the claim: the Messager and the Duelliste can make the holder lose her. True of a card when it
    # eliminated some holders through her (then the share's interval is above 0), false when none.
    real = [f[name][0] > 0 for name in ("Messager", "Duelliste")]
    return CONFIRMED if all(real) else NUANCED if any(real) else WRONG


def _huit_summary(f):
    n = f["n"]
    return T["huit_summary"].format(out=num(f["out"] / n if n else 0), messager=num(f["Messager"][0] / n if n else 0),
                                    duel=f["Duelliste"][0], n=n)


# --- 6. the Bouclier at four players (simulation) ---------------------------------------------------------
def shield_situation(obs):
    """A hand with the Bouclier and another card the player may choose to play (not the Héritière, and no
    Dame forced)."""
    names = [c.name for c in obs.hand]
    if "Bouclier" not in names:
        return False
    other = [c for c in obs.hand if c.name != "Bouclier"]
    return bool(other) and other[0].effect != "lose_if_discarded" and obs.edition.forced_card(obs.hand) is None


def _bouclier_run(model="compteur", samples=600, seed=4):
    """The Bouclier's gain at 2 and 4 players, and each relative to a player's fair share (1/n): n × gain."""
    f, lines, rel = {}, [T["bot_line"].format(model=T["models"][model])], {}
    for n in (2, 4):
        pairs = paired(shield_situation, shield_or_other, n, samples, seed, bot=model)
        (mean, low, high), line = _gain_lines(T["bouclier_what"].format(n=n), pairs)
        diffs = [a - b for a, b in pairs]
        var = sum((d - mean) ** 2 for d in diffs) / (len(diffs) - 1) if len(diffs) > 1 else 0.0
        rel[n] = (n * mean, n * n * var / len(diffs))  # the relative gain and its variance
        f[n] = (mean, low, high, len(pairs))
        lines += [line, T["bouclier_relative"].format(n=n, rel=num(100 * n * mean, 0))]
    diff = rel[4][0] - rel[2][0]
    half = 1.959963984540054 * math.sqrt(rel[4][1] + rel[2][1])
    f["diff"], f["low"], f["high"] = diff, diff - half, diff + half
    lines.append(T["bouclier_diff"].format(diff=num(100 * diff, 0), low=num(100 * (diff - half), 0),
                                           high=num(100 * (diff + half), 0)))
    return f, lines


def _bouclier_summary(f):
    return T["bouclier_summary"].format(two=num(100 * 2 * f[2][0], 0), four=num(100 * 4 * f[4][0], 0),
                                        diff=num(100 * f["diff"], 0),
                                        low=num(100 * f["low"], 0), high=num(100 * f["high"], 0), n=f[2][3], m=f[4][3])


def shield_or_other(hand):
    """(« Bouclier », the other card of the hand): the two choices of the Bouclier tip."""
    return ("Bouclier", next(name for name in hand if name != "Bouclier"))


# ``live``: the samples of the notebook's live measure (each cell under 2 s of CPU); the defaults of the
# runs are the former notebook's; benchmarks/tips_large.py measures far more (benchmarks/README.md).
TIPS = {tip.id: tip for tip in (
    Tip("heritiere", True, _heritiere_run, _heritiere_rule, _heritiere_summary),
    Tip("duelliste", True, _duelliste_run, _duelliste_rule, _duelliste_summary),
    Tip("messager", False, _messager_run, _gain_rule, _gain_summary, {"samples": 150}),
    Tip("espion", False, _espion_run, _espion_rule, _espion_summary, {"rounds": 1000}),
    Tip("huit", False, _huit_run, _huit_rule, _huit_summary, {"rounds": 2000}),
    Tip("bouclier", False, _bouclier_run, _gain_rule, _bouclier_summary, {"samples": 150}),
)}

# The text's names and the classic edition's (the same cards, the same values and counts).
NAMES = {"Espion": "Garde", "Prêtre": "Prêtre", "Duelliste": "Baron", "Bouclier": "Servante",
         "Messager": "Prince", "Noble": "Roi", "Dame": "Comtesse", "Héritière": "Princesse"}


def name_table():
    """Lines « Espion (1, ×5) = Garde » for every card of the text."""
    ours, classic = get_edition(EDITION), get_edition("classique")
    return [f"{c.name} ({c.value}, ×{c.count}) = {classic.card(NAMES[c.name]).name}" for c in ours.cards]


__all__ = ["Tip", "Measure", "TIPS", "NAMES", "name_table", "interval_verdict", "combine", "paired", "PLAY_MODELS",
           "BOT_MODELS", "first_turn_guess", "DEPENDS",
           "Restricted", "shield_situation", "shield_or_other", "clear_cache", "duel_odds", "espion_hits", "heritiere_rounds", "heritiere_position",
           "CONFIRMED", "NUANCED", "WRONG"]
