"""A two-player reference to check the coach against (issue 24, item 4): an equilibrium strategy of
a reduced deck by CFR+, its exploitability computed exactly, and the bots measured against it.

The deck (``DECK``, built with ``define_edition``): Garde ×2, Prêtre, Baron, Servante, Prince,
Princesse — 7 cards, two players, one burned card, no face-up card, the classic tie-break (discard
sum). The game model is ``benchmarks/cfr_model.py`` (checked against the engine by
``tests/test_cfr_model.py``); the whole tree (every deck order, merged by card kinds) is built once.

    PYTHONPATH=. python benchmarks/cfr_reference.py solve --iterations 2000
    PYTHONPATH=. python benchmarks/cfr_reference.py brcheck --iterations 10 --deals 40000
    PYTHONPATH=. python benchmarks/cfr_reference.py versus --deals 10000 [--bots stratège --playouts 400]

``solve`` runs CFR+ (alternating updates, regret matching+, linear averaging) over the full tree and
prints the exploitability of the average strategy at ``--checkpoints``; it writes the average
strategy to ``benchmarks/data/cfr_7cards.json.gz`` (one probability list per information set, in
the order the tree meets them, with a digest of their keys). ``brcheck`` plays the best response to
an early strategy in the engine, to check the exploitability computation. ``versus`` loads the saved
strategy and plays it (from its own seat's observation) against each bot over paired deals: the
bot's win rate, and at each of the bot's decisions the equilibrium's view of its move (the move it
prefers, a move it never plays, what the bot's move costs). Figures: benchmarks/README.md.
"""

import argparse
import gzip
import hashlib
import json
import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))

from cfr_model import Rules, State, from_engine, key_from_events, to_engine  # noqa: E402

from loveletter_teach import agents  # noqa: E402
from loveletter_teach.agents import play_until  # noqa: E402
from loveletter_teach.bots import make_bot  # noqa: E402
from loveletter_teach.editions import define_edition  # noqa: E402
from loveletter_teach.rounds import Round  # noqa: E402
from loveletter_teach.stats import mean_interval  # noqa: E402

DECK = define_edition(
    "reduite-7", [("Garde", 1, 2, "guess"), ("Prêtre", 2, 1, "peek"), ("Baron", 3, 1, "compare"),
                  ("Servante", 4, 1, "protect", True), ("Prince", 5, 1, "discard_redraw"),
                  ("Princesse", 8, 1, "lose_if_discarded", True)],
    min_players=2, max_players=2, face_up_two_players=0, tie_break="discard_sum",
    title="Love Letter réduit à 7 cartes (référence CFR)")
DATA = os.path.join(ROOT, "benchmarks", "data", "cfr_7cards.json.gz")


class Tree:
    """The whole game tree as flat lists (node ids in depth-first order)."""

    def __init__(self, rules):
        self.rules = rules
        self.kind, self.util, self.children, self.probs, self.info = [], [], [], [], []
        self.keys, self.index, self.actions, self.player, self.nodes_of = [], {}, [], [], []
        self._build(State.start(rules))

    def _build(self, s):
        n = len(self.kind)
        self.kind.append(0)
        self.util.append(0)
        self.children.append(())
        self.probs.append(())
        self.info.append(-1)
        if s.over:
            self.util[n] = s.utility()
            return n
        if s.is_chance:
            outcomes = s.chance()
            total = sum(k for _, k in outcomes)
            self.kind[n] = 1
            self.probs[n] = tuple(k / total for _, k in outcomes)
            self.children[n] = tuple(self._build(s.draw(c)) for c, _ in outcomes)
            return n
        key, legal = s.key(), s.legal()
        i = self.index.get(key)
        if i is None:
            i = self.index[key] = len(self.keys)
            self.keys.append(key)
            self.actions.append(tuple(legal))
            self.player.append(s.current)
            self.nodes_of.append([])
        elif self.actions[i] != tuple(legal):
            raise AssertionError(f"two nodes of one information set with other actions: {key}")
        self.kind[n] = 2
        self.info[n] = i
        self.nodes_of[i].append(n)
        self.children[n] = tuple(self._build(s.play(a)) for a in legal)
        return n

    def digest(self):
        return hashlib.sha256(repr(self.keys).encode()).hexdigest()[:16]


def regret_matching(regrets):
    pos = [r if r > 0 else 0.0 for r in regrets]
    total = sum(pos)
    return [p / total for p in pos] if total > 0 else [1.0 / len(regrets)] * len(regrets)


def normalized(sums):
    total = sum(sums)
    return [s / total for s in sums] if total > 0 else [1.0 / len(sums)] * len(sums)


class CFRPlus:
    """CFR+ with alternating updates over the full tree (chance enumerated)."""

    def __init__(self, tree):
        self.tree = tree
        m = len(tree.keys)
        self.regret = [[0.0] * len(tree.actions[i]) for i in range(m)]
        self.total = [[0.0] * len(tree.actions[i]) for i in range(m)]
        self.t = 0

    def iterate(self):
        self.t += 1
        for player in (0, 1):
            sigma = [regret_matching(r) for r in self.regret]
            self._walk(0, player, 1.0, 1.0, sigma, float(self.t))
            for i, p in enumerate(self.tree.player):
                if p == player:
                    self.regret[i] = [r if r > 0 else 0.0 for r in self.regret[i]]

    def _walk(self, root, upd, roc, rs, sigma, weight):
        kind, util, children, probs, info, player = (self.tree.kind, self.tree.util, self.tree.children,
                                                     self.tree.probs, self.tree.info, self.tree.player)
        regret, total = self.regret, self.total
        sign = 1 if upd == 0 else -1

        def walk(n, roc, rs):
            k = kind[n]
            if k == 0:
                return sign * util[n]
            ch = children[n]
            if k == 1:
                v = 0.0
                for c, p in zip(ch, probs[n]):
                    v += p * walk(c, roc * p, rs)
                return v
            i = info[n]
            sg = sigma[i]
            if player[i] == upd:
                vals = [walk(c, roc, rs * s) for c, s in zip(ch, sg)]
                v = sum(s * x for s, x in zip(sg, vals))
                r, tot = regret[i], total[i]
                for a in range(len(vals)):
                    r[a] += roc * (vals[a] - v)
                    tot[a] += weight * rs * sg[a]
                return v
            # No pruning of the opponent's unplayed actions: the average strategy is summed at every
            # node of an information set, and each set must count the same nodes at every iteration.
            v = 0.0
            for c, s in zip(ch, sg):
                v += s * walk(c, roc * s, rs)
            return v

        return walk(root, roc, rs)

    def average(self):
        return [normalized(t) for t in self.total]


def best_response_value(tree, strategy, br, choices=None):
    """The value for player ``br`` (+1 a win, -1 a loss) of its best response to ``strategy``;
    ``choices``: a dict filled with {information set: the best response's action index}."""
    kind, util, children, probs, info, player = tree.kind, tree.util, tree.children, tree.probs, tree.info, tree.player
    sign = 1 if br == 0 else -1
    weight = [0.0] * len(kind)  # chance × opponent reach
    stack = [(0, 1.0)]
    while stack:
        n, w = stack.pop()
        weight[n] = w
        k = kind[n]
        if k == 1:
            stack.extend((c, w * p) for c, p in zip(children[n], probs[n]))
        elif k == 2:
            i = info[n]
            if player[i] == br:
                stack.extend((c, w) for c in children[n])
            else:
                stack.extend((c, w * s) for c, s in zip(children[n], strategy[i]))
    value = {}
    choice = {} if choices is None else choices

    def val(n):
        v = value.get(n)
        if v is not None:
            return v
        k = kind[n]
        if k == 0:
            v = sign * util[n]
        elif k == 1:
            v = sum(p * val(c) for c, p in zip(children[n], probs[n]))
        else:
            i = info[n]
            if player[i] == br:
                v = val(children[n][choose(i)])
            else:
                v = sum(s * val(c) for c, s in zip(children[n], strategy[i]) if s > 0)
        value[n] = v
        return v

    def choose(i):
        a = choice.get(i)
        if a is None:
            scores = [0.0] * len(tree.actions[i])
            for n in tree.nodes_of[i]:
                w = weight[n]
                for a, c in enumerate(children[n]):
                    scores[a] += w * val(c)
            a = choice[i] = max(range(len(scores)), key=scores.__getitem__)
        return a

    sys.setrecursionlimit(10_000)
    return val(0)


def game_value(tree, strategy):
    """Player 0's expected utility when both play ``strategy``."""
    kind, util, children, probs, info = tree.kind, tree.util, tree.children, tree.probs, tree.info

    def val(n):
        k = kind[n]
        if k == 0:
            return util[n]
        if k == 1:
            return sum(p * val(c) for c, p in zip(children[n], probs[n]))
        return sum(s * val(c) for c, s in zip(children[n], strategy[info[n]]) if s > 0)

    return val(0)


def action_values(tree, strategy):
    """For each information set, the expected utility of each action for the player to act (+1 a
    win, -1 a loss) when both follow ``strategy`` afterwards and the position is weighed by the chance
    and the opponent's play that lead there; None where the opponent never leads there."""
    kind, util, children, probs, info, player = tree.kind, tree.util, tree.children, tree.probs, tree.info, tree.player
    reach = [None] * len(kind)  # (chance × player 1's reach, chance × player 0's reach): the weight for 0, for 1
    stack = [(0, 1.0, 1.0)]
    while stack:
        n, w0, w1 = stack.pop()
        reach[n] = (w0, w1)
        k = kind[n]
        if k == 1:
            stack.extend((c, w0 * p, w1 * p) for c, p in zip(children[n], probs[n]))
        elif k == 2:
            i = info[n]
            if player[i] == 0:
                stack.extend((c, w0, w1 * q) for c, q in zip(children[n], strategy[i]))
            else:
                stack.extend((c, w0 * q, w1) for c, q in zip(children[n], strategy[i]))
    value = [0.0] * len(kind)
    for n in range(len(kind) - 1, -1, -1):  # children have larger ids (depth-first order)
        k = kind[n]
        if k == 0:
            value[n] = util[n]
        elif k == 1:
            value[n] = sum(p * value[c] for c, p in zip(children[n], probs[n]))
        else:
            value[n] = sum(q * value[c] for c, q in zip(children[n], strategy[info[n]]))
    result = []
    for i, nodes in enumerate(tree.nodes_of):
        p = player[i]
        sign = 1 if p == 0 else -1
        total = sum(reach[n][p] for n in nodes)
        if total == 0:
            result.append(None)
            continue
        q = [0.0] * len(tree.actions[i])
        for n in nodes:
            w = reach[n][p]
            for a, c in enumerate(children[n]):
                q[a] += w * sign * value[c]
        result.append([x / total for x in q])
    return result


def exploitability(tree, strategy):
    """(best response as first player, as second player, their mean): in utility (+1/-1) units;
    the mean is 0 exactly at an equilibrium."""
    b0, b1 = best_response_value(tree, strategy, 0), best_response_value(tree, strategy, 1)
    return b0, b1, (b0 + b1) / 2


def save(tree, strategy, meta, path=DATA):
    data = dict(meta, deck=DECK.to_dict(), keys=tree.digest(), infosets=len(tree.keys),
                strategy=[[round(p, 5) for p in s] for s in strategy])
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:  # the same bytes each run
        f.write(json.dumps(data, separators=(",", ":")).encode("utf-8"))


def load(tree, path=DATA):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        data = json.load(f)
    if data["keys"] != tree.digest():
        raise ValueError("the saved strategy is not of this model's tree (keys differ)")
    return [normalized(s) for s in data["strategy"]], data


# --- the equilibrium as a player of the engine ----------------------------------------------------
class Equilibrium:
    """Plays the saved average strategy from its own seat's observation: the information set is
    built from ``obs.events`` (what that seat saw), nothing else. Seeded like the package's bots."""

    name = "équilibre"

    def __init__(self, tree, strategy, seed=0, values=None):
        self.tree, self.strategy, self.seed = tree, strategy, seed
        self.rules = tree.rules
        self.values = values  # action_values(tree, strategy), for the cost of another move

    def cost(self, obs, action):
        """How much ``action`` loses at ``obs`` against the equilibrium's own mix, both players
        following the equilibrium afterwards (utility ±1), or None off the equilibrium's path."""
        key = key_from_events(self.rules, obs.events, obs.seat)
        i = self.tree.index[key]
        q = self.values[i]
        if q is None:
            return None
        mine = q[self.tree.actions[i].index(from_engine(self.rules, action, obs.events[0].seat))]
        return sum(p * x for p, x in zip(self.strategy[i], q)) - mine

    def policy(self, obs):
        """{engine action: probability} at ``obs`` (its legal actions only)."""
        key = key_from_events(self.rules, obs.events, obs.seat)
        i = self.tree.index[key]
        first = obs.events[0].seat
        policy = {to_engine(self.rules, a, first): p for a, p in zip(self.tree.actions[i], self.strategy[i])}
        if set(policy) != set(obs.legal_actions):
            raise AssertionError("the model's legal actions differ from the engine's")
        return policy

    def choose(self, obs):
        policy = self.policy(obs)
        rng = random.Random(f"{self.name}|{self.seed}|{obs.seat}|{len(obs.events)}")
        actions = sorted(policy, key=lambda a: a.sort_key())
        return rng.choices(actions, [policy[a] for a in actions])[0]


def build():
    start = time.process_time()
    tree = Tree(Rules(DECK))
    print(f"arbre : {len(tree.kind)} nœuds, {len(tree.keys)} ensembles d'information, "
          f"construit en {time.process_time() - start:.1f} s (processeur)", flush=True)
    return tree


def solve(args):
    tree = build()
    cfr = CFRPlus(tree)
    checkpoints = {int(x) for x in args.checkpoints.split(",")}
    start = time.process_time()
    print("| itérations | exploitabilité (utilité ±1) | en points de taux de victoire | valeur du 1er joueur | "
          "temps |")
    print("|---|---|---|---|---|")
    for t in range(1, args.iterations + 1):
        cfr.iterate()
        if t in checkpoints or t == args.iterations:
            avg = cfr.average()
            b0, b1, e = exploitability(tree, avg)
            v = game_value(tree, avg)
            print(f"| {t} | {e:.2e} (BR 1er {b0:+.5f}, 2e {b1:+.5f}) | {e / 2 * 100:.4f} | {v:+.4f} | "
                  f"{time.process_time() - start:.0f} s |", flush=True)
    avg = cfr.average()
    save(tree, avg, {"iterations": args.iterations, "algorithm": "CFR+ (alternating, linear averaging)"})
    loaded, _ = load(tree)
    b0, b1, e = exploitability(tree, loaded)
    print(f"stratégie enregistrée (arrondie à 1e-5) : exploitabilité {e:.2e} (BR 1er {b0:+.5f}, 2e {b1:+.5f}), "
          f"valeur du 1er joueur {game_value(tree, loaded):+.4f} ; {DATA}")


def deal(seed, index):
    """(first player, deal seed) of deal ``index``: both seatings of a pair play this deal."""
    rng = random.Random(f"cfr|{seed}|{index}")
    return rng.randrange(2), rng.getrandbits(64)


def score(r, seat):
    winners = r.result.winners
    return 1.0 / len(winners) if seat in winners else 0.0


class Agreement:
    """At each decision of a bot with more than one legal action: the equilibrium's probabilities
    of the same information set (built from the bot's own observation) against the bot's move."""

    TOL = 1e-3  # a probability under TOL: « never played »; within TOL of the highest: « best »

    def __init__(self):
        self.n = self.best = self.never = self.card = self.pure = self.pure_best = self.valued = 0
        self.mass = self.cost = 0.0
        self.losses = {}  # (the bot's move, the equilibrium's likeliest move), card names: [count, total cost]

    def add(self, policy, action, cost=None, seat=None):
        if cost is not None:
            self.valued += 1
            self.cost += cost
            if cost > self.TOL:
                top = max(policy, key=policy.get)
                key = (_short(action, seat), _short(top, seat))
                entry = self.losses.setdefault(key, [0, 0.0])
                entry[0] += 1
                entry[1] += cost
        p = policy[action]
        top = max(policy.values())
        cards = {}
        for a, q in policy.items():
            cards[a.card] = cards.get(a.card, 0.0) + q
        self.n += 1
        self.mass += p
        self.best += p >= top - self.TOL
        self.never += p < self.TOL
        self.card += cards[action.card] >= max(cards.values()) - self.TOL
        if top >= 1 - self.TOL:  # the equilibrium plays one move here
            self.pure += 1
            self.pure_best += p >= top - self.TOL

    def row(self, name):
        n = max(self.n, 1)
        cost = self.cost / max(self.valued, 1) / 2  # utility ±1 -> share of wins
        return (f"| {name} | {self.n} | {pct(self.best / n)} % | {pct(self.card / n)} % | {pct(self.never / n)} % | "
                f"{pct(self.mass / n)} % | {pct(self.pure_best / max(self.pure, 1))} % (sur {self.pure}) | "
                f"{pct(cost)} points (sur {self.valued}) |")


def _short(action, seat):
    """« Garde→Prêtre », « Prince→soi », « Baron »: a move of ``seat`` without the seats' numbers."""
    card = action.card.name
    if action.guess is not None:
        return f"{card}→{action.guess.name}"
    if action.card.effect == "discard_redraw":
        return f"{card}→{'soi' if action.target == seat else 'adversaire'}"
    return card


def pct(x):
    return f"{x * 100:.1f}".replace(".", ",")


def advice(coach, obs):
    """The move ``loveletter_teach.agents.advice`` advises: the coach's ``suggest`` (whose sentence
    names it), asked like the play table asks it."""
    return agents._suggestion(coach, obs)[0]


def make_player(name, seed, tree, strategy, playouts):
    if name == "équilibre":
        return Equilibrium(tree, strategy, seed=seed)
    options = {"playouts": playouts} if name in ("stratège", "stratege") else {}
    return make_bot(name, seed=seed, **options)


def versus(args):
    """Each bot against the equilibrium over paired deals (the same deck order and first player,
    the bot in each seat in turn), and its agreement with the equilibrium at its own decisions."""
    tree = build()
    strategy, meta = load(tree)
    print(f"stratégie : {meta['iterations']} itérations de {meta['algorithm']}", flush=True)
    values = action_values(tree, strategy)
    wins, agree, notes = [], [], []
    for name in args.bots.split(","):
        start = time.process_time()
        pairs, firsts, seconds = [], [], []
        agreement = Agreement()
        advised = [0, 0]  # advice equal to the move played, advice asked
        for index in range(args.deals):
            first, deal_seed = deal(args.seed, index)
            pair = 0.0
            for bot_seat in (0, 1):
                bot = make_player(name, 2 * index + bot_seat, tree, strategy, args.playouts)
                eq = Equilibrium(tree, strategy, seed=10**9 + 2 * index + bot_seat, values=values)
                r = Round.deal(DECK, 2, deal_seed, first_player=first)
                agents = [eq, eq]
                agents[bot_seat] = bot

                def on_move(seat, obs, action, bot=bot, bot_seat=bot_seat):
                    if seat == bot_seat and len(obs.legal_actions) > 1:
                        agreement.add(eq.policy(obs), action, eq.cost(obs, action), seat)
                        if hasattr(bot, "suggest") and advised[1] < args.advice:  # the coach's advice
                            advised[0] += advice(bot, obs) == action
                            advised[1] += 1

                play_until(r, agents, on_move=on_move)
                x = score(r, bot_seat)
                pair += x / 2
                (firsts if bot_seat == first else seconds).append(x)
            pairs.append(pair)
        mean, low, high = mean_interval(pairs)
        f = sum(firsts) / len(firsts)
        sec = sum(seconds) / len(seconds)
        wins.append(f"| {name} | {args.deals} × 2 | {pct(mean)} % | [{pct(low)} ; {pct(high)}] | {pct(f)} % | "
                    f"{pct(sec)} % | {time.process_time() - start:.0f} s |")
        agree.append(agreement.row(name))
        if args.detail:
            worst = sorted(agreement.losses.items(), key=lambda kv: -kv[1][1])[:args.detail]
            notes.append(f"{name}, coups qui perdent le plus (coup du robot / coup préféré de l'équilibre : "
                         f"décisions, perte totale en manches) : " + " ; ".join(
                             f"{a} / {b} : {k}, {c / 2:.1f}" for (a, b), (k, c) in worst))
        if advised[1]:
            notes.append(f"{name} : conseil du coach (suggest) = coup joué à {advised[0]} décisions sur {advised[1]}")
        print(wins[-1], flush=True)
        print(agree[-1], flush=True)
    v = game_value(tree, strategy)
    print(f"\nvaleur de l'équilibre pour le premier joueur : {v:+.4f}, soit {pct((1 + v) / 2)} % de victoires "
          f"(le second : {pct((1 - v) / 2)} %)")
    print("\n| robot | manches (donnes × 2 places) | victoires contre l'équilibre | IC 95 % | en 1er joueur | "
          "en 2e joueur | temps |")
    print("|---|---|---|---|---|---|---|")
    print("\n".join(wins))
    print("\n| robot | décisions (plus d'un coup permis) | coup le plus probable de l'équilibre | même carte | "
          "coup que l'équilibre ne joue jamais (< 0,1 %) | probabilité moyenne du coup | là où l'équilibre "
          "ne joue qu'un coup | perte moyenne du coup (l'équilibre ensuite) |")
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(agree))
    print("\n".join(notes))


def brcheck(args):
    """The exploitability computation checked in the engine: after a few iterations, the best
    response to the average strategy is played against it, and its win rate compared with the value
    the best-response computation gave."""
    tree = build()
    cfr = CFRPlus(tree)
    for _ in range(args.iterations):
        cfr.iterate()
    strategy = cfr.average()
    for br in (0, 1):
        choices = {}
        value = best_response_value(tree, strategy, br, choices)
        pure = [list(s) for s in strategy]
        for i, a in choices.items():
            pure[i] = [1.0 if b == a else 0.0 for b in range(len(pure[i]))]
        total, missing = 0.0, 0
        for index in range(args.deals):
            first, deal_seed = deal(args.seed + 1, index)
            r = Round.deal(DECK, 2, deal_seed, first_player=first)
            br_seat = (first + br) % 2
            agents = [None, None]
            agents[br_seat] = Equilibrium(tree, pure, seed=index)
            agents[1 - br_seat] = Equilibrium(tree, strategy, seed=10**9 + index)
            play_until(r, agents)
            total += score(r, br_seat)
        rate = total / args.deals
        print(f"meilleure réponse en {'premier' if br == 0 else 'second'} joueur, après {args.iterations} "
              f"itérations : valeur calculée {value:+.4f}, soit {pct((1 + value) / 2)} % ; jouée dans le moteur : "
              f"{pct(rate)} % sur {args.deals} manches (écart type {pct((rate * (1 - rate) / args.deals) ** 0.5)} "
              f"points)", flush=True)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("solve")
    p.add_argument("--iterations", type=int, default=1000)
    p.add_argument("--checkpoints", default="1,10,30,100,300,1000,2000",
                   help="the iteration counts at which the exploitability is computed")
    p = sub.add_parser("versus")
    p.add_argument("--bots", default="équilibre,hasard,compteur,déducteur,stratège")
    p.add_argument("--deals", type=int, default=2000)
    p.add_argument("--playouts", type=int, default=400, help="the stratège's budget (its default: 400)")
    p.add_argument("--seed", type=int, default=2026)
    p.add_argument("--detail", type=int, default=6, help="list the bot's costliest kinds of moves")
    p.add_argument("--advice", type=int, default=500,
                   help="at that many of a coach's decisions, check that its advice is the move it plays")
    p = sub.add_parser("brcheck")
    p.add_argument("--iterations", type=int, default=10)
    p.add_argument("--deals", type=int, default=20000)
    p.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args(argv)
    {"solve": solve, "versus": versus, "brcheck": brcheck}[args.command](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
