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
   the other move lacks, :func:`.lesson.guide_factor`).

5. As a coach (:meth:`Stratege.suggest`), it adds the lesson of its move and of the best other one
   (:func:`.lesson.lesson`, in :mod:`.lesson`): the fact that decides each, with the probabilities of the seat's déduction as
   the Probabilités panel computes them (a Guard guess's chance to hit, a Baron's chances to win,
   lose or tie, for a Handmaid each opponent's chance to hold a Guard after his draw…), and what the
   others know of the learner's cards and what the move shows them; before it, « Ce qui décide »
   when a card whose place the learner knows makes something certain that speaks for the move
   (:func:`.lesson.known_reason`). Only words: the move is the search's.

Everything is seeded from the bot's seed and the observation: same seed, same move.
"""

import random
from collections import Counter
from math import fsum
from typing import NamedTuple

from ..editions import get_edition
from ..probability.facts import Knowledge
from ..probability.playmodel import DEFAULT, PlayModel
from ..probability.tracker import BeliefTracker
from ..rounds import Round
from ..stats import mean_interval, side_of_zero
from .base import (VOICE, WORDS, Bot, Voice, by_card, cap, join, named, paragraphs, percent, public_move, say,
                   word)
from .deducteur import Deducteur
from .lesson import guide_factor, known_reason, lesson, number, points
from .playout import Playout, ScoredPlayout
from .rollout import Rollout, replayed_rounds
from .seated import Seated, beliefs
from .simple import Compteur, Hasard, Prudent, simple_reason

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
# model. At any number of players, every other seat holding that bot (the replay of bots/seated.py).
OPPONENTS = {bot.name: bot for bot in (Deducteur, Compteur, Prudent, Hasard)}
# Those whose moves are draws (a card, a target): drawn again in each rollout (bots/rollout.py).
DRAWN = (Prudent, Hasard)
# The coach's strong options, where the table's opponent is one of OPPONENTS (:func:`coach_options`):
# measured in benchmarks/README.md (« Le coach à sa force »).
STRONG = {"seated_guide": True, "rollouts": True, "playouts": 200, "margin": 1.0}
# At three players, classique, against two déducteurs (the one opponent where it was measured a gain):
# the same with 80 playouts (with 200, the real bots finishing every imagined round cost a p95 over
# 300 ms per move there; in 2019 the replay alone does): « À trois joueurs » in benchmarks/README.md.
THREE = {"seated_guide": True, "rollouts": True, "playouts": 80, "margin": 1.0}
THREE_AGAINST = ("déducteur",)


def coach_options(n_players, opponents, edition=None):
    """The options of the stratège that coaches a seat at a table (the one rule): the strong ones
    (:data:`STRONG`, with ``opponent``) when the table has two players and its other seat holds one
    of :data:`OPPONENTS` as the package builds it (that class exactly, its options the defaults, the
    seed aside), which the worlds and the rollouts can then replay; :data:`THREE` (with ``opponent``)
    at three players in the classique ``edition`` when both other seats hold a bot of
    :data:`THREE_AGAINST` so built; otherwise {} (the stratège's documented defaults).
    ``opponents``: the bots of the other seats.

    >>> from loveletter_teach.bots import make_bot
    >>> coach_options(2, [make_bot("prudent", seed=5)])["opponent"]
    'prudent'
    >>> coach_options(2, [make_bot("déducteur", protect=0.45)]), coach_options(3, [Prudent(), Prudent()], "2019")
    ({}, {})
    >>> coach_options(3, [Deducteur(1), Deducteur(2)], "classique") == {"opponent": "déducteur", **THREE}
    True
    >>> coach_options(3, [Prudent(1), Prudent(2)], "classique")
    {}
    """
    opponents = list(opponents)
    if len(opponents) != n_players - 1 or not opponents or not all(modelled(bot) for bot in opponents) \
            or len({bot.name for bot in opponents}) != 1:
        return {}
    if n_players == 2:
        return {"opponent": opponents[0].name, **STRONG}
    if n_players == 3 and opponents[0].name in THREE_AGAINST and edition is not None \
            and get_edition(edition).id == "classique":
        return {"opponent": opponents[0].name, **THREE}
    return {}


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
    table seats at every other seat (None: the uniform play model of ``déduction``), whose
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
        if fsum(mine.values()) <= fsum(theirs.values()):  # scored alike: the guide drew one of them
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
        share = fsum(results[action]) / per  # fsum: the same last bits in every Python (side_of_zero)
        others = [a for a in candidates if a != action]
        other = max(others, key=lambda a: fsum(results[a])) if others else None  # the first of equals
        return Searched(action, share, fsum(results[other]) / per if others else None, per, other, len(candidates),
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
        best = max(candidates, key=lambda a: fsum(results[a]))  # the first of equals: legal order
        if guide is None or best == guide:
            return best
        above = side_of_zero([x - y for x, y in zip(results[best], results[guide])], self.margin) > 0
        return best if above else guide

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
        beliefs = self.beliefs(obs)  # once: the fact that decides and the lesson read the same numbers
        decides = "" if alike else known_reason(obs, beliefs, action, other)
        return action, paragraphs(reason, decides, self.lesson(obs, (action, other), beliefs))

    def beliefs(self, obs):
        """The seat's déduction as the play table's Probabilités panel computes it (the same tracker
        and budget: exact, or the same Monte Carlo estimate beyond the budget)."""
        tracker = self._panels.get(obs.seat)
        if tracker is None:
            tracker = self._panels[obs.seat] = BeliefTracker(obs.seat)
        return tracker.update(obs)

    def lesson(self, obs, actions, beliefs=None):
        """The facts that decide between ``actions`` (the advised move, then the best other one or
        None), in the lesson's terms, said to the learner: :func:`lesson`. ``beliefs``: the seat's déduction
        when the caller has it already (default: :meth:`beliefs`)."""
        beliefs = self.beliefs(obs) if beliefs is None else beliefs
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
    (``mean_interval`` with ``z=margin``; the tie decided exactly by :func:`side_of_zero`)."""
    differences = [x - y for x, y in zip(mine, theirs)]
    mean, _, high = mean_interval(differences, z=margin)
    se = (high - mean) / margin if margin else 0.0
    return Gap(mean, se, margin, side_of_zero(differences, margin) == 0)


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
