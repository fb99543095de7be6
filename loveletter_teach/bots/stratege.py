"""``stratège``: determinized search (perfect-information Monte Carlo) over worlds drawn from the
exact posterior of ``déduction``.

How a decision is made:

1. The hidden worlds compatible with the seat's observation come from the probability package's
   filter (:class:`~loveletter_teach.probability.worlds.Worlds`, kept incrementally by the bot's
   :class:`~loveletter_teach.probability.tracker.BeliefTracker` for the seat);
   when they are too many, a pruned filter (a weighted sample of worlds) is used instead; when what
   happened is impossible under the play model (someone played the Princess by choice), the
   filter is rebuilt with a model that allows it.
2. Each drawn world becomes a complete :class:`~loveletter_teach.rounds.Round` by
   :func:`determinize`: the other players' hands come from the world; the world's *pool* (the
   burned card and the top of the deck, exchangeable) is shuffled, its first card is the burned
   one (unless a Prince already took it) and the rest is the top of the deck; then come the
   blocks that Chancellors put under the deck, each shuffled inside, in the order they were
   returned. A card the filter keeps UNKNOWN (in a hand or a block, exchangeable with the pool)
   takes a uniform card of the pool first. Everything public (discards, who is in, protections,
   turn, phase) is copied from the observation. No hidden card of the real round is ever read: the
   bot receives an observation.
3. Each candidate action is played in the same sampled worlds (common random numbers), and the
   round is played out by :class:`~loveletter_teach.bots.playout.Playout` (simulated players who
   use what they learn: a Priest's look, a Baron tie, a King's swap). Guard candidates are pruned
   to the two likeliest guesses per target. With ``rollouts`` (and an ``opponent``), the playouts start
   instead from the seated replay's complete rounds and are played by the real bots (:mod:`.rollout`).
4. The search alone is noisy (a few hundred playouts): the bot starts from the move of a guide, a
   ``déducteur`` that also values a Handmaid's protection more and likes to play a card another
   player knows, and plays another candidate only when it won more simulated rounds by ``margin``
   standard errors of the paired difference. When its move and the best other one are within that
   margin (:func:`paired_gap`), its sentence says so, with the margin, the standard error of the
   search it just ran and why it plays its move (the guide's reason: the part of the guide's score
   the other move lacks, :func:`guide_factor`).

5. As a coach (:meth:`Stratege.suggest`), it adds the lesson of its move and of the best other one
   (:func:`lesson`): the fact that decides each, with the probabilities of the seat's déduction as
   the Probabilités panel computes them (a Guard guess's chance to hit, a Baron's chances to win,
   lose or tie, for a Handmaid each opponent's chance to hold a Guard after his draw…), and what the
   others know of the learner's cards and what the move shows them; before it, « Ce qui décide »
   when a card whose place the learner knows makes something certain that speaks for the move
   (:func:`known_reason`). Only words: the move is the search's.

Everything is seeded from the bot's seed and the observation: same seed, same move.
"""

import math
import random
from collections import Counter
from fractions import Fraction
from typing import NamedTuple

from .. import fr
from ..editions import NO_TARGET
from ..events import Dealt, Eliminated, Guessed, RoundEnded, dispatch
from ..probability.beliefs import EXACT, FALLBACK, MONTE_CARLO
from ..probability.facts import Knowledge
from ..probability.playmodel import DEFAULT, PlayModel
from ..probability.risk import draw_places, held_after_draw
from ..probability.tracker import BeliefTracker
from ..rounds import Round
from ..stats import mean_interval
from .base import (VOICE, WORDS, Bot, Voice, by_card, cap, chances, join, kept_after, named, percent, public_move, say,
                   who, who_knows_my_card, word)
from .deducteur import Deducteur
from .playout import Playout, ScoredPlayout
from .rollout import Rollout, replayed_rounds
from .seated import Seated, beliefs
from .simple import Compteur, Hasard, Prudent, simple_reason

C = fr.COACH
ROUNDED = 20  # a Fraction of a larger denominator is also said as a percentage
PERMISSIVE = PlayModel(avoid_princess=False)
# The guide values protection more than déducteur does, and playing a card another player knows
# (alone, it won about 51.8 % of 20,000 two-player rounds against déducteur, 30/11/2026).
GUIDE = {"protect": 0.45, "known_card": 0.3}
# The simulated players: « simple », a careful beginner; « scored », déducteur's scores on each
# simulated player's own count (bots/playout.py).
PLAYOUTS = {"simple": Playout, "scored": ScoredPlayout}
# The bots a stratège may take its opponent to be (``opponent=``): the worlds are then weighted by
# that bot's choices (bots/seated.py: its ``likelihood`` of each move, given the observation of its
# seat; its random stream is not known, so a draw counts as its chances) instead of the uniform play
# model. Two players only (the replay of bots/seated.py).
OPPONENTS = {bot.name: bot for bot in (Deducteur, Compteur, Prudent, Hasard)}
# Those whose moves are draws (a card, a target): drawn again in each rollout (bots/rollout.py).
DRAWN = (Prudent, Hasard)
# The coach's strong options, where the table's opponent is one of OPPONENTS (:func:`coach_options`):
# measured in benchmarks/README.md (« Le coach à sa force »).
STRONG = {"seated_guide": True, "rollouts": True, "playouts": 200, "margin": 1.0}


def coach_options(n_players, opponents):
    """The options of the stratège that coaches a seat at a table (the one rule): the strong ones
    (:data:`STRONG`, with ``opponent``) when the table has two players and its other seat holds one
    of :data:`OPPONENTS` as the package builds it (that class exactly, its options the defaults, the
    seed aside), which the worlds and the rollouts can then replay; otherwise {} (the stratège's
    documented defaults). ``opponents``: the bots of the other seats.

    >>> from loveletter_teach.bots import make_bot
    >>> coach_options(2, [make_bot("prudent", seed=5)])["opponent"]
    'prudent'
    >>> coach_options(2, [make_bot("déducteur", protect=0.45)]), coach_options(3, [Prudent(), Prudent()])
    ({}, {})
    """
    opponents = list(opponents)
    if n_players != 2 or len(opponents) != 1 or not modelled(opponents[0]):
        return {}
    return {"opponent": opponents[0].name, **STRONG}


def modelled(bot):
    """True when ``bot`` plays as the stratège's model of it would: a bot of :data:`OPPONENTS`, that
    class exactly, with the options a fresh one has (its seed and its caches aside)."""
    cls = OPPONENTS.get(getattr(type(bot), "name", None))
    return type(bot) is cls and _settings(bot) == _settings(cls())


def _settings(bot):
    return {k: v for k, v in vars(bot).items() if not k.startswith("_") and k != "seed"}


class Stratege(Bot):
    """Search bot and coach: ``choose``, ``explain`` and ``suggest`` (action, explanation).

    ``playouts``: the iteration budget per decision (playouts shared among the candidates; 0 with a
    guide: the guide's move, for measuring what the search adds);
    ``guesses``: Guard guesses kept per target; ``max_worlds``: the limit of the exact filter,
    beyond which a pruned filter of ``prune_to`` worlds is used (a limit in worlds, not in seconds,
    so that the same seed gives the same move on any machine); ``guide``: start from
    ``déducteur``'s move and leave it only when the simulations say another one wins more often,
    by ``margin`` standard errors (the search alone is noisy); ``opponent``: the name of the bot the
    table seats against it (two players; None: the uniform play model of ``déduction``), whose
    choices weight the worlds (:mod:`.seated`); ``seated_guide``: the guide scores its moves with the
    probabilities of those worlds too; ``rollouts``: with an ``opponent``, the playouts start from the
    replayed rounds and are played by that bot and the guide (:mod:`.rollout`) when the round can be
    replayed."""

    name = "stratège"

    def __init__(self, seed=0, playouts=400, guesses=2, max_worlds=50_000, prune_to=2000, guide=True,
                 margin=2.0, policy="simple", opponent=None, seated_guide=False, rollouts=False):
        super().__init__(seed)
        self.policy = PLAYOUTS[policy]
        self.playouts, self.guesses = playouts, guesses
        self.max_worlds, self.prune_to = max_worlds, prune_to
        self.guide = Deducteur(seed, **GUIDE) if guide else None
        self.margin = margin
        self.opponent = OPPONENTS[opponent] if opponent is not None else None
        self._seated = {}  # seat -> Seated: the worlds weighted by the opponent's choices
        self.seated_guide = seated_guide  # the guide reads those worlds too
        self.rollouts = rollouts and opponent is not None
        self._trackers = {}  # seat -> BeliefTracker: the incremental posterior
        self._panels = {}  # seat -> BeliefTracker of the Probabilités panel's budget: the lesson's numbers
        self._last = None  # (observation key, search result) for explain() after choose()

    # --- the posterior over worlds ----------------------------------------------------------
    def worlds(self, obs):
        """A Worlds filter for ``obs`` (exact when possible), kept incrementally by one
        :class:`~loveletter_teach.probability.tracker.BeliefTracker` per seat. When no world
        explains what happened under the play model, the seat's tracker becomes one of a model
        that allows it (for the rest of the round). With an ``opponent``, the worlds weighted by
        its choices when the round can be replayed and some world explains them (:mod:`.seated`)."""
        if self.opponent is not None:
            seated = self._seated.get(obs.seat)
            if seated is None:
                seated = self._seated[obs.seat] = Seated(self.opponent())
            weights = seated.worlds(obs)
            if weights is not None:
                return Weighted({world: w for world, w in weights.items() if w})
        tracker = self._trackers.get(obs.seat)
        models = (PERMISSIVE,) if tracker and tracker.model is PERMISSIVE and tracker.follows(obs) \
            else (DEFAULT, PERMISSIVE)
        for model in models:
            if tracker is None or tracker.model is not model:
                tracker = BeliefTracker(obs.seat, model, max_worlds=self.max_worlds, samples=self.prune_to)
            worlds = tracker.worlds(obs, rng=self.rng(obs, "prune"))
            if worlds is not None:
                self._trackers[obs.seat] = tracker
                return worlds
            tracker = None
        self._trackers.pop(obs.seat, None)
        return None  # a pruned filter lost every world: determinize by counting instead

    # --- the search -------------------------------------------------------------------------
    def decide(self, obs):
        """The searched move and its sentence; the search is kept for the same observation, the
        sentence is said again for each reader (``explain`` after ``choose``)."""
        key = (obs.seat, obs.events, obs.phase, obs.tokens)
        if not (self._last and self._last[0] == key):
            self._last = key, self._search(obs)
        return self._said(obs, self._last[1])

    def _said(self, obs, searched, you=False):
        action, share, runner_up, per = searched[:4]
        if share is None:  # one legal move: nothing was searched
            # one legal move (simple_reason says so), or the guide's move unsearched (``playouts=0``)
            return action, simple_reason(obs, action, "scored") if obs.phase == "play" else \
                say("keep_highest", card=action.card)
        other, reader = searched.other, obs.seat if you else None
        tie = None
        if other is not None and WORDS.get():
            gap = paired_gap(searched.mine, searched.theirs, self.margin)
            if gap.tie:
                tie = gap, self._tie_reason(obs, searched, reader)
        return action, self._sentence(named(obs, action, reader), share, runner_up, per,
                                      other=named(obs, other, reader) if other is not None else None,
                                      k=searched.k, players=obs.n_players, you=you, tie=tie)

    def _tie_reason(self, obs, searched, reader):
        """Why the search plays its move when the best other one is within the simulations' noise:
        the pick rule of :meth:`_pick`, said with what decides it (for the guide's move, the part of
        the guide's score that the other move lacks: :meth:`Deducteur.parts`)."""
        action, other = searched.action, searched.other
        words = dict(action=named(obs, action, reader), other_action=named(obs, other, reader))
        if action != searched.guide:  # the most simulated rounds won (the first of equals, in legal order)
            return say("tie_most" if searched.share > searched.runner_up else "tie_first", **words)
        if obs.phase != "play":
            return say("tie_guide_keep", **words)
        guide = self.guide
        beliefs = searched.guide_beliefs if searched.guide_beliefs is not None else guide.beliefs(obs)
        mine, theirs = guide.parts(obs, beliefs, action), guide.parts(obs, beliefs, other)
        if sum(mine.values()) <= sum(theirs.values()):  # scored alike: the guide drew one of them
            return say("tie_guide_equal", **words)
        part = max(mine, key=lambda k: mine[k] - theirs[k])
        return say("tie_guide", factor=guide_factor(obs, action, other, part), **words)

    def _search(self, obs):
        """The move and what the search found (:class:`Searched`)."""
        legal = obs.legal_actions
        if len(legal) == 1:
            return Searched(legal[0], None, None, None, None, 1)
        rng = self.rng(obs)
        worlds = self.worlds(obs)
        population = list(worlds.weights.items()) if worlds else []
        weights = [float(w) for _, w in population]
        guide_beliefs = self._guide_beliefs(obs, worlds) if self.guide else None
        guide = self.guide.decide(obs, guide_beliefs)[0] if self.guide else None
        if not self.playouts and guide is not None:  # no simulation: the guide's move, unsearched
            return Searched(guide, None, None, None, None, 1, guide)
        candidates = self.candidates(obs, population, weights, guide)
        per = max(4, self.playouts // len(candidates))
        seeds = [rng.getrandbits(64) for _ in range(per)]
        rounds, play = self._starts(obs, worlds, population, weights, rng, seeds)
        results = {a: [] for a in candidates}
        for start, s in zip(rounds, seeds):  # every candidate in the same worlds, same random draws
            for action in candidates:
                r = start.copy()
                r.play(action)
                results[action].append(play(r, s))
        action = self._pick(candidates, results, guide)
        share = sum(results[action]) / per
        others = [a for a in candidates if a != action]
        other = max(others, key=lambda a: sum(results[a])) if others else None  # the first of equals
        return Searched(action, share, sum(results[other]) / per if others else None, per, other, len(candidates),
                        guide, tuple(results[action]), tuple(results[other]) if others else (), guide_beliefs)

    def _starts(self, obs, worlds, population, weights, rng, seeds):
        """(the rounds the playouts start from, play(round, seed) -> the seat's share won): the
        replayed rounds played by the real bots (``rollouts``), else determinized worlds played by
        the simulated players of ``policy``."""
        rounds = self._replayed(obs, worlds, len(seeds), seeds[0])
        if rounds is not None:
            redrawn = [s for s in range(obs.n_players) if s != obs.seat] if self.opponent in DRAWN else ()
            rollout = Rollout(self._rollout_bots(obs), redrawn)
            return rounds, lambda r, s: rollout.run(r, obs.seat, s)
        if population:
            drawn = rng.choices([w for w, _ in population], weights=weights, k=len(seeds))
            rounds = [determinize(obs, world, random.Random(s)) for world, s in zip(drawn, seeds)]
        else:
            rounds = [determinize_by_counting(obs, random.Random(s)) for s in seeds]
        known = _known_at_start(obs)
        return rounds, lambda r, s: self.policy(random.Random(s ^ 0x5DEECE66D), known).run(r, obs.seat)

    def _replayed(self, obs, worlds, k, seed):
        """With ``rollouts``, ``k`` rounds of the seated replay to start the playouts from (None:
        the usual determinized worlds, also when the round was not replayed)."""
        if not self.rollouts or type(worlds) is not Weighted:
            return None
        return replayed_rounds(self._seated[obs.seat], obs, k, seed)

    def _rollout_bots(self, obs):
        """The bots of a rollout: the seated opponent's bot, and the guide at the searcher's seat."""
        bots = [self.opponent() for _ in range(obs.n_players)]
        bots[obs.seat] = Deducteur(self.seed, **GUIDE)  # a fresh guide: its trackers follow the rollouts only
        return bots

    def _guide_beliefs(self, obs, worlds):
        """The guide's déduction: its own, or with ``seated_guide`` the one of the worlds weighted by
        the opponent's choices (when the search has them)."""
        if self.seated_guide and type(worlds) is Weighted:
            return beliefs(obs, worlds.weights)
        return None

    def _pick(self, candidates, results, guide):
        """The candidate that won most simulated rounds; when a guide is set, it must beat the
        guide's move by ``margin`` standard errors of the paired difference (the same worlds)."""
        best = max(candidates, key=lambda a: sum(results[a]))  # the first of equals: legal order
        if guide is None or best == guide:
            return best
        _, low, _ = mean_interval([x - y for x, y in zip(results[best], results[guide])], z=self.margin)
        return best if low > 0 else guide

    def candidates(self, obs, population, weights, guide=None):
        """The legal actions worth searching: every one, except Guard guesses pruned to the
        likeliest ``guesses`` per target and the Princess played by choice (the guide's move is
        always kept)."""
        legal = obs.legal_actions
        groups = by_card(legal)
        if obs.phase == "play" and len(groups) > 1:
            groups = {c: plays for c, plays in groups.items() if c.effect != "lose_if_discarded"} or groups
        chosen = []
        for card, plays in groups.items():
            if population and obs.phase == "play" and card.effect == "guess" and plays[0].target is not None:
                mass = _held(obs, population, weights)
                for target in dict.fromkeys(a.target for a in plays):
                    options = [a for a in plays if a.target == target]
                    options.sort(key=lambda a: -mass[target][obs.edition.cards.index(a.guess)])
                    chosen.extend(options[:self.guesses])
            else:
                chosen.extend(plays)
        chosen = set(chosen) | {guide}
        return [a for a in legal if a in chosen]

    def _sentence(self, action, share, runner_up, per, other=None, k=2, players=2, you=False, tie=None):
        """The search's sentence: the count of imagined endings, the share of them the move won, and
        the best ``other`` move's share; ``tie``: (:class:`Gap`, why the move is played) when the two
        are within the simulations' noise (:func:`paired_gap`), said with the margin and the reason;
        « tous … perdent » when every move lost them all.
        ``you``: said to the learner whose moves they are (the coach)."""
        if not WORDS.get():
            return ""
        against = word("strategist_against")[players > 2]
        if runner_up is None:
            count = word("strategist_count_one" if k == 1 else "strategist_count").format(n=per, k=k, total=per * k)
            return cap(word("strategist_only").format(count=count, action=action, share=percent(share),
                                                      against=against))
        count = word("strategist_count").format(n=per, k=k, total=per * k)
        words = dict(count=count, action=action, share=percent(share), other=percent(runner_up),
                     other_action=other, against=against)
        if share == 0 and runner_up == 0:
            return cap(word("strategist_lost").format(mine=word("strategist_lost_mine")[you], **words))
        if share == 1 and runner_up == 1:  # no error to speak of: every ending was won
            return cap(word("strategist_won").format(mine=word("strategist_lost_mine")[you], **words))
        if tie is None:
            return cap(word("strategist").format(**words))
        gap, why = tie
        if gap.se == 0:  # the same outcome in every ending: no noise to speak of, nothing to tell apart
            return join(cap(word("strategist_equal").format(**words)), cap(word("strategist_same_endings")), why)
        key = "tie_more" if gap.mean > 0 else "tie_less" if gap.mean < 0 else "tie_same"
        said = word(key).format(diff=points(abs(gap.mean)), **words)
        noise = word("strategist_tie").format(gap=said, margin=number(gap.margin), se=points(gap.se),
                                              half=points(gap.margin * gap.se))
        return join(cap(word("strategist_equal").format(**words)), cap(noise), why)

    def told(self, view, seat, move):
        return say("told_strategist" if self.guide else "told_strategist_alone", action=public_move(view, move))

    def suggest(self, obs):
        """The coach: (the move it would play, French sentences saying why, said to the learner
        whose moves they are: « tous vos coups perdent »), then :meth:`lesson` on it and on the best
        other move searched. Said in the coach's voice (base.Voice): « le coach », never « je »."""
        self.decide(obs)  # the search, kept in self._last
        token, words = VOICE.set(Voice(obs.seat, coach=True)), WORDS.set(True)
        try:
            action, reason = self._said(obs, self._last[1], you=True)
        finally:
            WORDS.reset(words)
            VOICE.reset(token)
        if obs.phase != "play":
            return action, reason
        searched = self._last[1]
        other = searched.other
        alike = searched.share == searched.runner_up and searched.share in (0, 1)  # every move lost, or won
        decides = "" if alike else known_reason(obs, self.beliefs(obs), action, other)
        return action, join(reason, decides, self.lesson(obs, (action, other)))

    def beliefs(self, obs):
        """The seat's déduction as the play table's Probabilités panel computes it (the same tracker
        and budget: exact, or the same Monte Carlo estimate beyond the budget)."""
        tracker = self._panels.get(obs.seat)
        if tracker is None:
            tracker = self._panels[obs.seat] = BeliefTracker(obs.seat)
        return tracker.update(obs)

    def lesson(self, obs, actions):
        """The facts that decide between ``actions`` (the advised move, then the best other one or
        None), in the lesson's terms, said to the learner: :func:`lesson`."""
        beliefs = self.beliefs(obs)
        return lesson(obs, beliefs, actions, filters=lambda: self._panels[obs.seat].filters(obs))

    def explain_other(self, obs, action):
        return say("other", action=named(obs, action))


class Weighted(NamedTuple):
    """Worlds and their weights ({World: weight}), as :class:`Worlds` gives them to the search."""

    weights: dict


class Searched(NamedTuple):
    """What a search found: the ``action`` it plays and the ``share`` of the simulated rounds it won
    (None: nothing was searched), the best ``other`` move (None: no other) and its share
    ``runner_up``, the rounds ``per`` move, the ``k`` candidates searched, the ``guide``'s move, both
    moves' results round by round in the same worlds (``mine``, ``theirs``: paired) and the beliefs
    the guide scored with (None: its own)."""

    action: object
    share: object
    runner_up: object
    per: object
    other: object
    k: int
    guide: object = None
    mine: tuple = ()
    theirs: tuple = ()
    guide_beliefs: object = None


class Gap(NamedTuple):
    """The paired difference of two moves' results: its ``mean`` (won by the first, minus the
    second), its standard error ``se``, the ``margin`` in standard errors, and ``tie``: within it."""

    mean: float
    se: float
    margin: float
    tie: bool


def paired_gap(mine, theirs, margin):
    """:class:`Gap` of two moves played in the same worlds: ``tie`` when the mean difference lies
    within ``margin`` standard errors of zero, the interval that :meth:`Stratege._pick` reads
    (``mean_interval`` with ``z=margin``)."""
    mean, low, high = mean_interval([x - y for x, y in zip(mine, theirs)], z=margin)
    se = (high - mean) / margin if margin else 0.0
    return Gap(mean, se, margin, low <= 0 <= high)


def points(x):
    """A difference of shares in percentage points, to the tenth: « 1,5 point », « 4,2 points »."""
    value = round(x * 100, 1)
    return fr.decimal(value, 1) + " " + word("points")[value >= 2]


def number(x):
    """« 2 », « 1,5 »: a margin as French writes it."""
    return f"{x:g}".replace(".", ",")


def guide_factor(obs, action, other, part):
    """What the guide's score of ``action`` has more than ``other``'s, in words: ``part`` of
    :meth:`Deducteur.parts` — a card another player knows, the card kept, or what the card does now."""
    card = action.card
    if part == "known":
        knows = [o for o, c in who_knows_my_card(obs).items() if c == card and obs.alive[o]]
        return word("factor_known").format(of_card=fr.de(card), names=fr.join_and(obs.names[o] for o in knows),
                                           know=word("know")[len(knows) > 1])
    if part == "keep":
        kept, other_kept = kept_after(obs, action), kept_after(obs, other)
        if other_kept is None or other.card.effect == "swap" or (other.card.effect == "discard_redraw"
                                                                 and other.target == obs.seat):
            return word("factor_keep_alone").format(kept=fr.the(kept), value=kept.value)  # the other gives it away
        return word("factor_keep").format(kept=fr.the(kept), value=kept.value, other_kept=fr.the(other_kept),
                                          other_value=other_kept.value)
    effect, target = card.effect, action.target
    princesses = obs.edition.with_effect("lose_if_discarded")
    if effect == "discard_redraw" and target == obs.seat:
        effect = "prince_self"
    elif effect == "discard_redraw" and not princesses:
        effect = "play"
    key = "factor_" + effect if "factor_" + effect in fr.BOTS else "factor_play"
    return word(key).format(card=fr.the(card), of_card=fr.de(card), p=who(obs, target) if target is not None else "",
                            of_p=fr.of(who(obs, target)) if target is not None else "",
                            princess=fr.the(princesses[0]) if princesses else "")


# --- the coach's lesson: the fact that decides each move, in the lesson's terms ---------------------
def lesson(obs, beliefs, actions, filters=None):
    """The coach's words after the search (said to the learner at ``obs``'s seat, in the play phase):
    where the numbers come from, then for each of ``actions`` (None skipped) the fact that decides it
    (:func:`move_fact`), then what the others know of the learner's cards (:func:`watchers`).
    Every number is read from ``beliefs``, the seat's déduction, or from ``filters()``, the worlds
    behind it (:func:`after_draw`): nothing the seat cannot know."""
    if not WORDS.get():
        return ""
    seen = _watchers(obs)  # one walk of the events serves every move and the closing sentence
    moves = [C["lesson_move"].format(action=named(obs, a, obs.seat), fact=move_fact(obs, beliefs, a, seen, filters))
             for a in dict.fromkeys(actions) if a is not None]
    return join(C["lesson"].format(source=C["lesson_source"][_source(beliefs)]), *moves, watchers(obs, seen))


def _source(beliefs):
    if beliefs.status == EXACT:
        return "exact"
    return "estimate" if beliefs.status in (MONTE_CARLO, FALLBACK) else "counting"


def move_fact(obs, beliefs, action, seen, filters=None):
    """What decides ``action`` (a play of ``obs``'s seat), by its card's effect (:data:`FACTS`: for a
    Guard the probability that the guess hits, for a Baron those of winning, losing and tying the
    duel, for a Handmaid the probability that each opponent holds a Guard, for a Prince the
    probability that its target holds the Princess, for a Priest its target's likeliest card, for a
    King the mean value of the card received, for a Spy who else may take its token); then what the
    move shows of the learner's card (:func:`reveal`; ``seen``: :func:`_watchers`). ``filters``: a
    function giving the worlds behind ``beliefs`` (for a Handmaid, each opponent's hand after his draw)."""
    if action.target is None and obs.edition.target_kind(action.card) != NO_TARGET:
        fact = C["fact_no_target"]
    else:
        said = FACTS.get(action.card.effect)
        fact = said(_Move(obs, beliefs, action, filters)) if said else ""
    return C["lesson_and"].join(x for x in (fact, reveal(obs, action, seen)) if x)


class _Move:
    """A play as its lesson reads it: ``card``, ``target`` (its ``name``), the card ``kept`` and the
    ``odds`` of the target's cards in the seat's déduction; ``filters``: the worlds behind it (a function)."""

    def __init__(self, obs, beliefs, action, filters=None):
        self.obs, self.beliefs, self.action, self.filters = obs, beliefs, action, filters
        self.card, self.target, self.kept = action.card, action.target, kept_after(obs, action)
        self.name = obs.names[self.target] if self.target is not None else None
        self.odds = beliefs.players.get(self.target, {})

    def holds(self, cards, event=None):
        """« P(Bob a un Prince) = 2/11 (2 chances sur 11) »: the target holds one of ``cards``."""
        return probability(self.beliefs, self.target, cards, event or _has(self.name, cards[0]), alone=event is None)


def _guess_fact(m):
    return C["fact_guess"].format(guard=fr.the(m.card), p=m.name, card=fr.one_of(m.action.guess),
                                  prob=m.holds([m.action.guess]))


def _compare_fact(m):
    value = m.kept.value
    win, lose, tie = (m.holds([c for c in m.odds if test(c.value)], C[key].format(p=m.name))
                      for key, test in (("weaker", lambda v: v < value), ("stronger", lambda v: v > value),
                                        ("same", lambda v: v == value)))
    return C["fact_compare"].format(mine=fr.the(m.kept), value=value, of_p=fr.of(m.name), win=win, lose=lose,
                                    tie=tie)


def _protect_fact(m):
    """What a Handmaid guards against: each opponent's hand at his own turn, after his draw
    (:func:`after_draw`); the hand alone, today, when the seat's déduction has no worlds."""
    guards, obs = m.obs.edition.with_effect("guess"), m.obs
    others = [s for s in draw_places(obs) if s in m.beliefs.players]  # in the order they play
    if not (guards and others):
        return C["fact_protect_plain"]
    if not obs.deck_size:
        return C["fact_protect_last"]
    risks = after_draw(obs, m.filters(), guards, others) if m.filters else None
    if risks is None:  # counting shown (no world explains what happened): the hand alone, today
        probs = (probability(m.beliefs, s, guards, C["has"].format(p=obs.names[s], card=fr.a(guards[0])))
                 for s in others)
        return C["fact_protect_today"].format(guard=fr.the(guards[0]), probs=fr.join_and(probs))
    probs = []
    for s in others:
        p, error, draws = risks[s]
        event = C["has_after" if draws else "has"].format(p=obs.names[s], card=fr.a(guards[0]))
        said = said_probability(p, event, error)
        probs.append(said if draws else C["no_draw"].format(prob=said, p=obs.names[s]))
    return C["fact_protect"].format(guard=fr.the(guards[0]), probs=fr.join_and(probs))


def after_draw(obs, filters, cards, seats):
    """{seat: (P(``seat`` holds one of ``cards`` among his hand and his next draw), its standard
    error or None, whether he draws before the round ends)} from the seat's déduction (``filters``:
    the exact filter, or the Monte Carlo filters whose mean is the estimate:
    :meth:`~loveletter_teach.probability.tracker.BeliefTracker.filters`); None when no world is
    left (:func:`~loveletter_teach.probability.risk.held_after_draw`)."""
    places, found = draw_places(obs), {}
    burned = obs.burned_taken_by is None
    for s in seats:
        values = [v for v in (held_after_draw(f, s, cards, places[s], burned) for f in filters) if v is not None]
        if not values:  # (a Monte Carlo filter that lost every world counts for nothing, as in the panel)
            return None
        if len(values) == 1:
            p, error = values[0], None
        else:  # the mean of the Monte Carlo filters and its standard error, as the panel gives it
            k = len(values)
            p = sum(map(float, values)) / k
            error = math.sqrt(sum((float(v) - p) ** 2 for v in values) / (k - 1) / k)
        found[s] = p, error, places[s] < obs.deck_size
    return found


def _prince_fact(m):
    if m.target == m.obs.seat:
        key = "fact_prince_self_princess" if m.kept.effect == "lose_if_discarded" else "fact_prince_self"
        return C[key].format(kept=fr.the(m.kept))
    princesses = m.obs.edition.with_effect("lose_if_discarded")
    if not princesses:
        return ""
    return C["fact_prince"].format(p=m.name, princess=fr.the(princesses[0]), prob=m.holds(princesses))


def _peek_fact(m):
    top = max(m.odds.values(), default=0)
    likeliest = [c for c in m.obs.edition.cards if m.odds.get(c, 0) == top]
    key = "fact_peek" if len(likeliest) == 1 else "fact_peek_tie"
    return C[key].format(of_p=fr.of(m.name), card=fr.the(likeliest[0]), prob=m.holds(likeliest[:1]))


def _swap_fact(m):
    mean = sum(p * c.value for c, p in m.odds.items()) / (sum(m.odds.values()) or 1)
    return C["fact_swap"].format(mine=fr.the(m.kept), value=m.kept.value, p=m.name, mean=fr.decimal(float(mean), 1))


def _spy_fact(m):
    """The Spy's token (2019): who still in the round has played or discarded one (public)."""
    obs, a_spy = m.obs, fr.a(m.card)

    def spied(seat):
        return any(c.effect == "spy" for c in obs.discards[seat])
    if spied(obs.seat):
        return C["fact_spy_again"].format(a_spy=a_spy)
    others = [obs.names[s] for s in range(obs.n_players) if s != obs.seat and obs.alive[s] and spied(s)]
    if others:
        return C["fact_spy_taken"].format(names=fr.join_and(others), have=C["have"][len(others) > 1], a_spy=a_spy)
    return C["fact_spy"].format(a_spy=a_spy)


# The lesson of a play, by its card's effect (the other effects say only what the move shows).
FACTS = {"guess": _guess_fact, "compare": _compare_fact, "protect": _protect_fact, "discard_redraw": _prince_fact,
         "peek": _peek_fact, "swap": _swap_fact, "spy": _spy_fact}


def reveal(obs, action, seen):
    """What ``action`` shows of the learner's cards to the others (or that it ends the learner's
    round): a Baron shows the card kept to its target, a King gives it to them; otherwise nobody
    sees the card kept, and a player who knew the card played no longer knows the learner's card.
    ``seen``: what each other player knows of the learner's cards (:func:`_watchers`)."""
    card, target, kept = action.card, action.target, kept_after(obs, action)
    effect = card.effect
    if effect == "lose_if_discarded":
        return C["reveal_out"]
    if target is not None and target != obs.seat and effect in ("compare", "swap"):
        return C["reveal_" + effect].format(p=obs.names[target], mine=fr.the(kept))
    if effect == "discard_redraw" and target == obs.seat:
        return ""  # the card kept is discarded face up (said by move_fact)
    hides, still = [], []
    for other, known in sorted(seen.items()):
        left = () if effect == "draw_keep" else _without(known, card)
        if left:  # they knew the card kept
            still.append(C["reveal_still"].format(p=obs.names[other], card=fr.the(left[0])))
        else:  # the card they knew is played (or put back)
            hides.append(C["reveal_hides"].format(p=obs.names[other], card=fr.the(known[0])))
    return C["lesson_and"].join(([] if still else [C["reveal_none"]]) + hides + still)


def watchers(obs, seen):
    """« Ce que les autres savent de vos cartes : … »: who knows the learner's card (a Priest's look,
    a Baron tie, a King's swap, a card put under the deck: :func:`_watchers`), or that nobody saw it
    with those cards."""
    if seen:
        who = fr.join_and(C["watchers"].format(p=obs.names[o], card=fr.join_and(fr.the(c) for c in cards))
                          for o, cards in sorted(seen.items()))
    else:
        cards = [c for effect in ("peek", "compare", "swap") for c in obs.edition.with_effect(effect)]
        who = C["watchers_none"].format(cards=fr.join_or(fr.a(c) for c in cards)) if cards \
            else C["watchers_none_at_all"]
    return C["watchers_sentence"].format(who=who)


def _watchers(obs):
    """{other seat still in the round: the cards of the seat's hand it knows}: it looked at one with a
    Priest, tied a Baron duel with it, gave it in a King's swap, or put it under the deck with a
    Chancellor before the seat drew it; a card the seat played, or put back with a Chancellor, or
    had to discard, is no longer known.

    The lesson's own walk of the events: ``Knowledge.who_knows_my_card`` (which the search's
    playouts and the déducteur read, so that their moves stay as they were) keeps one card per
    player and leaves out the Chancellor's cards."""
    w = _Watchers(obs)
    get = w.HANDLERS.get
    for e in obs.events:
        handler = get(type(e))
        if handler:
            handler(w, e)
    return {o: c for o, c in w.seen.items() if c and obs.alive[o]}


@dispatch()
class _Watchers:
    """:func:`_watchers`, one method per event: ``seen`` {other seat: the cards of the seat's hand
    it knows}; ``placed``, beside each card of the deck, top first: the seat that put it under the
    deck."""

    NOT_CONCERNED = (Dealt, Guessed, Eliminated, RoundEnded)

    def __init__(self, obs):
        self.me, self.seen = obs.seat, {}
        self.placed = [None] * (obs.edition.size - 1 - len(obs.face_up) - sum(type(d) is Dealt for d in obs.events))

    def drawn(self, e, cards, learns):
        """``e.seat`` draws ``cards`` from the top; if ``learns``, the viewer knows who saw them."""
        placed, me, seen = self.placed, self.me, self.seen
        for card in cards:
            owner = placed.pop(0) if placed else None
            if learns and e.seat == me and owner is not None and owner != me:
                seen[owner] = seen.get(owner, ()) + (card,)

    def _on_drew(self, e):
        self.drawn(e, (e.card,), True)

    def _on_redrew(self, e):
        if not e.from_burned:
            self.drawn(e, (e.card,), True)

    def _on_chancellor_drew(self, e):
        self.drawn(e, e.cards, False)

    def _on_chancellor_returned(self, e):
        self.placed.extend([e.seat] * len(e.cards))

    def _on_looked(self, e):
        if e.target == self.me:
            self.seen[e.seat] = (e.card,)

    def _on_compared(self, e):
        me = self.me
        if e.loser is None and me in (e.seat, e.target):
            self.seen[e.target if e.seat == me else e.seat] = (e.seat_card if e.seat == me else e.target_card,)

    def _on_swapped(self, e):
        if self.me in (e.seat, e.target):
            self.seen = {e.target: (e.seat_card,)} if e.seat == self.me else {e.seat: (e.target_card,)}

    def _on_played(self, e):
        if e.seat == self.me:
            seen = self.seen
            self.seen = {} if e.card.effect == "draw_keep" else {o: _without(c, e.card) for o, c in seen.items()}

    def _on_discarded(self, e):
        if e.seat == self.me:
            self.seen = {}


def _without(cards, card):
    cards = list(cards)
    if card in cards:
        cards.remove(card)
    return tuple(cards)


# --- a card whose place the seat knows, when it decides the move ------------------------------------
def known_places(obs, beliefs):
    """[(seat, card, source)]: the card the seat knows another player still in the round to hold (a
    hand of one card), with where it knows it from: a fact of its events (a Priest's look, a Baron
    duel, a King's swap, a card it put under the deck that this player drew:
    :class:`~loveletter_teach.probability.facts.Knowledge`), else the certainty of its exact
    déduction (the only card possible). Each is true of the real deal now."""
    knowledge, found = Knowledge(obs), []
    for s in range(obs.n_players):
        if s == obs.seat or not obs.alive[s] or obs.hand_sizes[s] != 1:
            continue
        facts = [f for f in knowledge.facts[s] if f.kind == "exact"]
        if len(facts) == 1:
            found.append((s, facts[0].card, facts[0].source))
        elif beliefs.status == EXACT:
            sure = [c for c, p in beliefs.players.get(s, {}).items() if p == 1]
            if len(sure) == 1:
                found.append((s, sure[0], C["known_by_deduction"]))
    return found


def _consequences(obs, action, seat, card, advised):
    """[(French clause, +1 if it speaks for the advised move, −1 if against it)]: what playing
    ``action`` does when ``seat`` holds ``card`` for sure (``advised``: ``action`` is the advised move)."""
    found, sign = [], 1 if advised else -1
    target, effect, name = action.target, action.card.effect, obs.names[seat]
    kept = kept_after(obs, action)
    play = dict(card=fr.the(action.card), p=name, of_p=fr.of(name), known=fr.the(card), value=card.value)
    if target == seat:
        if effect == "guess":
            hit = action.guess == card
            found.append((C["known_guess_hit" if hit else "known_guess_miss"].format(
                guess=fr.the(action.guess), **play), sign if hit else -sign))
        elif effect == "compare" and kept.value != card.value:
            win = kept.value > card.value
            found.append((C["known_compare_win" if win else "known_compare_lose"].format(
                kept=fr.the(kept), kept_value=kept.value, **play), sign if win else -sign))
        elif effect == "discard_redraw" and card.effect == "lose_if_discarded":
            found.append((C["known_prince_princess"].format(**play), sign))
        elif effect == "peek":
            found.append((C["known_peek"].format(**play), -sign))
        if effect in ("guess", "compare", "discard_redraw", "peek", "swap"):
            return found  # the duel, the swap or the discard is what the known card changes
    if kept is None or (effect == "discard_redraw" and target == obs.seat) or effect == "lose_if_discarded":
        return found  # the card kept is discarded, or the learner leaves the round
    beats = kept.value > card.value
    if effect == "draw_keep" and not (advised and beats):
        return found  # a Chancellor may bring a stronger card to keep: only « can keep » is certain
    key = "known_keep_can" if effect == "draw_keep" else "known_keep_beats" if beats else "known_keep_loses"
    found.append((C[key].format(kept=fr.the(kept), kept_value=kept.value, **play), None))
    return found


def known_reason(obs, beliefs, action, other):
    """« Ce qui décide : vous savez que Bob a le Roi (source) ; … »: the card whose place the seat
    knows (:func:`known_places`) when what it makes certain speaks for the advised ``action`` against
    the best ``other`` move (a Guard that hits or cannot, a duel won or lost, a Princess discarded, a
    Priest that would teach nothing, the card kept that beats the known card or not); "" when no
    such card decides between them."""
    if other is None or obs.phase != "play":
        return ""
    said = []
    for seat, card, source in known_places(obs, beliefs):
        mine = _consequences(obs, action, seat, card, True)
        theirs = _consequences(obs, other, seat, card, False)
        clauses = [(c, s) for c, s in mine + theirs if s is not None]
        kept = [[c for c, s in found if s is None] for found in (mine, theirs)]
        if all(kept):  # the cards kept, on either side of the known card
            beats = [kept_after(obs, a).value > card.value for a in (action, other)]
            if beats[0] != beats[1]:
                clauses += [(kept[0][0], 1 if beats[0] else -1), (kept[1][0], 1 if beats[0] else -1)]
        if clauses and all(s > 0 for _, s in clauses):
            said.append(C["known_fact"].format(que_p=fr.elide("que", obs.names[seat]), card=fr.the(card),
                                               source=source, what=C["lesson_and"].join(c for c, _ in clauses)))
    return C["known_decides"].format(facts=C["lesson_and"].join(said)) if said else ""


def _has(name, card):
    return C["has"].format(p=name, card=fr.one_of(card))  # an event about a card type: « Bob a un Prince »


def probability(beliefs, seat, cards, event, alone=True):
    """« P(Bob a un Prince) = 2/11 (2 chances sur 11) »: the probability that ``seat`` holds one of
    ``cards`` (one card at a time: a hand of one card), read from ``beliefs`` — a Fraction when exact,
    « ≈ 18 % (à ± 4 points près) » when it is a Monte Carlo estimate (two standard errors, given for
    one card only). ``alone``: with the chances in words."""
    dist = beliefs.players.get(seat, {})
    p = sum((dist.get(c, 0) for c in dict.fromkeys(cards)), Fraction(0))
    error = None
    if isinstance(p, float):
        errors = beliefs.stderr.get(seat, {}) if beliefs.stderr else {}
        error = errors.get(cards[0]) if len(set(cards)) == 1 else None
    return said_probability(p, event, error, alone)


def said_probability(p, event, error=None, alone=False):
    """« P(event) = p »: a Fraction as it is (« ≈ 35 % » beside it when its denominator is large;
    ``alone``: with the chances in words), a float as a Monte Carlo estimate (``error``: its standard
    error, said as two)."""
    if isinstance(p, float):
        if error is not None:
            return C["prob_estimate_error"].format(event=event, percent=percent(p), error=percent(2 * error))
        return C["prob_estimate"].format(event=event, percent=percent(p))
    p = Fraction(p)
    if p.denominator > ROUNDED:
        return C["prob_rounded"].format(event=event, p=p, percent=percent(p))
    return C["prob_chances" if alone else "prob_exact"].format(event=event, p=p, chances=chances(p))


def _held(obs, population, weights):
    """Weighted mass of each card index in each seat's hand, over the worlds."""
    mass = {s: Counter() for s in range(obs.n_players)}
    for (world, _), w in zip(population, weights):
        hands, pool = world.hands, world.pool
        size = sum(pool) or 1
        for s, hand in enumerate(hands):
            for k in set(hand):
                if k >= 0:
                    mass[s][k] += w
                else:  # an UNKNOWN card: any card of the pool, in proportion
                    for j, count in enumerate(pool):
                        mass[s][j] += w * count / size
    return mass


def _known_at_start(obs):
    """What is known of other hands now: {(viewer, seat): card}. The searching seat's knowledge,
    and what the others know of its own card (a Priest's look, a Baron tie, a King's swap)."""
    knowledge, me = Knowledge(obs), obs.seat
    known = {}
    for other in range(obs.n_players):
        cards = knowledge.known_cards(other) if other != me and obs.alive[other] else []
        if len(cards) == 1 and obs.hand_sizes[other] == 1:
            known[me, other] = cards[0]
    for other, card in knowledge.who_knows_my_card().items():
        if obs.alive[other]:
            known[other, me] = card
    return known


# --- from a world to a Round ------------------------------------------------------------------
def determinize(obs, world, rng):
    """A complete Round that ``obs``'s seat cannot tell from the real one, built from ``world``
    (a key of :class:`Worlds`: other hands, blocks under the deck, exchangeable pool)."""
    hands, bottom, pool = world
    cards = obs.edition.cards
    pooled = [cards[k] for k, count in enumerate(pool) for _ in range(count)]
    rng.shuffle(pooled)
    # A card the filter left UNKNOWN (negative index, in a hand or a block) is exchangeable with the
    # pool: it takes a uniform card of the pool, as the burned card and the top of the deck do.
    def place(cards_or_unknown):
        return [cards[k] if k >= 0 else pooled.pop() for k in cards_or_unknown]
    other_hands = [place(hand) for hand in hands]
    blocks = [place(block) for block in bottom]  # a block may hold UNKNOWN cards too
    if obs.burned_taken_by is None:
        burned, top = pooled[0], pooled[1:]
    else:
        burned, top = None, pooled
    deck_top_first = list(top)
    for block in blocks:
        rng.shuffle(block)
        deck_top_first.extend(block)
    return Round.determinized(obs, other_hands, burned, deck_top_first)


def determinize_by_counting(obs, rng):
    """The last resort (a pruned filter that lost every world): the cards the seat cannot place
    are dealt uniformly to the unknown places; known hands and the seat's own cards under the
    deck stay where the seat knows they are."""
    knowledge = Knowledge(obs)
    unseen = list((Counter(obs.edition.deck) - Counter(knowledge.placed())).elements())
    rng.shuffle(unseen)
    hands = []
    for s in range(obs.n_players):
        if s == obs.seat or not obs.alive[s]:
            hands.append([])
            continue
        hand = list(knowledge.known_cards(s))
        while len(hand) < obs.hand_sizes[s]:
            hand.append(unseen.pop())
        hands.append(hand)
    deck_top_first = [c if c is not None else unseen.pop() for c in knowledge.layout]
    burned = unseen.pop() if obs.burned_taken_by is None else None
    return Round.determinized(obs, hands, burned, deck_top_first)
