"""Many rounds or games between bots: seeded, reproducible bit for bit, parallel if you like.

Each round (or game) ``i`` gets its own seed, derived from the master seed and ``i`` alone (by
SHA-256): the shuffle, the first player and the bots' seeds come from it. So a run split over
several processes gives exactly the same results as a run in one process, whatever the order in
which the pieces finish.

>>> res = simulate(["compteur", "hasard"], "classique", rounds=20, seed=1, progress=False)
>>> res.rounds, len(res.records)
(20, 20)
"""

import hashlib
import os
import random
import sys
from concurrent.futures import Executor, as_completed

from . import fr
from .html import esc, french_output
from .agents import play_until
from .bots import Bot, bot_class
from .editions import EDITIONS, Edition, get_edition
from .errors import LoveLetterError
from .game import Game
from .rounds import Round
from .seeds import check_seed
from .stats import mean_interval, wilson

S = fr.SIMULATION
LARGE = 2000  # from this many rounds on, simulate() uses processes unless told otherwise


# --- one round, one game ----------------------------------------------------------------------
def unit_seed(seed, index):
    """The seed of round (or game) ``index`` of a run seeded by ``seed``: the same in every process."""
    digest = hashlib.sha256(f"loveletter_teach|{seed}|{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def _bot(spec, seed, options):
    if isinstance(spec, str):
        spec = bot_class(spec)
    if isinstance(spec, type) and issubclass(spec, Bot):
        return spec(seed=seed, **options.get(spec.name, {}))
    return spec(seed)  # any picklable callable seed -> bot


def _label(spec):
    if isinstance(spec, str):
        return bot_class(spec).name
    if isinstance(spec, type):
        return getattr(spec, "name", spec.__name__)
    return getattr(spec, "name", getattr(spec, "__name__", str(spec)))


def _resolved(spec):
    """A bot's spec as each round uses it: a name becomes its class, once per run (the name is
    checked here, before any round is played)."""
    return bot_class(spec) if isinstance(spec, str) else spec


def play_round(bots, edition, seed, options=None):
    """One round between ``bots`` (one spec per seat), dealt from ``seed``.
    Returns (winners, first player, turns, spy bonus)."""
    options = options or {}
    rng = random.Random(seed)
    n = len(bots)
    first = rng.randrange(n)
    deal_seed = rng.getrandbits(64)
    players = [_bot(spec, rng.getrandbits(63), options) for spec in bots]
    r = Round.deal(edition, n, deal_seed, first_player=first)
    play_until(r, players)
    return (r.result.winners, first, r.turn, r.result.spy_bonus)


def play_game(bots, edition, seed, options=None):
    """One game between ``bots``. Returns (winners, first player of round 1, rounds, None)."""
    options = options or {}
    rng = random.Random(seed)
    n = len(bots)
    game = Game(edition, n, seed=rng.getrandbits(64))
    first = game.round.first_player
    players = [_bot(spec, rng.getrandbits(63), options) for spec in bots]
    while True:
        play_until(game, players)
        if game.over:
            return (game.winners, first, len(game.rounds), None)
        game.new_round()


def _portable(edition):
    """What a worker process receives for ``edition``: a preset's id, or a custom edition's dict.
    (An Edition object does not survive pickling: its cached card identities would be stale.)"""
    return edition.id if EDITIONS.get(edition.id) is edition else ("dict", edition.to_dict())


_REBUILT = {}


def _unportable(spec):
    if isinstance(spec, str):
        return get_edition(spec)
    key = repr(spec[1])
    if key not in _REBUILT:
        _REBUILT[key] = Edition.from_dict(spec[1])
    return _REBUILT[key]


def _run_chunk(task):
    """Run units ``start`` … ``stop - 1``: a module-level function, so processes can run it."""
    bots, edition, games, seed, start, stop, options = task
    edition = _unportable(edition)
    play = play_game if games else play_round
    return start, [play(bots, edition, unit_seed(seed, i), options) for i in range(start, stop)]


# --- the runner -------------------------------------------------------------------------------
def simulate(bots, edition="classique", rounds=1000, seed=0, *, games=False, executor=None, progress=True,
             chunk_size=None, options=None):
    """Play ``rounds`` rounds (``games=True``: whole games) between ``bots``, one per seat.

    ``bots``: names (« hasard », « compteur »…), Bot classes, or picklable callables seed -> bot.
    ``executor``: any ``concurrent.futures.Executor`` (its pieces are run there); None: processes
    for large runs (one process where processes are unavailable, e.g. in Pyodide); False: one process.
    ``progress``: a progress bar (tqdm's notebook bar in Jupyter when tqdm is installed, text in a
    terminal); False: none. ``options``: {bot name: {option: value}}, e.g. the stratège's budget.
    """
    edition = get_edition(edition)
    bots = tuple(bots)
    edition.check_players(len(bots))
    seed = check_seed(seed, none=False)
    if not isinstance(rounds, int) or rounds < 1:
        raise LoveLetterError(S["bad_rounds"].format(value=rounds))
    options = {bot_class(k).name: dict(v) for k, v in (options or {}).items()}
    labels = tuple(_label(b) for b in bots)
    bots = tuple(_resolved(b) for b in bots)
    own = None
    if executor is None and rounds >= LARGE:
        executor = own = _process_pool()
    workers = getattr(executor, "_max_workers", None) or os.cpu_count() or 1
    if chunk_size is None:
        chunk_size = max(1, min(250, rounds // (8 * workers) if executor else 100))
    tasks = [(bots, _portable(edition), games, seed, start, min(start + chunk_size, rounds), options)
             for start in range(0, rounds, chunk_size)]
    bar = _bar(rounds, progress, S["games"] if games else S["rounds"])
    records = [None] * rounds
    try:
        if isinstance(executor, Executor):
            futures = [executor.submit(_run_chunk, task) for task in tasks]
            for future in as_completed(futures):
                start, chunk = future.result()
                records[start:start + len(chunk)] = chunk
                bar.update(len(chunk))
        else:
            for task in tasks:
                start, chunk = _run_chunk(task)
                records[start:start + len(chunk)] = chunk
                bar.update(len(chunk))
    finally:
        bar.close()
        if own is not None:
            own.shutdown()
    return SimulationResult(edition.id, labels, games, seed, tuple(records))


def versus(a, b, edition="classique", n_players=2, rounds=1000, seed=0, **kwargs):
    """Bot ``a`` against bot ``b``: seats alternate a, b, a, b… (the first player is drawn at random
    each round, so no seat is favoured)."""
    return simulate([a if s % 2 == 0 else b for s in range(n_players)], edition, rounds, seed, **kwargs)


def _process_pool():
    try:
        from concurrent.futures import ProcessPoolExecutor  # optional: Pyodide has no processes (then one)
        pool = ProcessPoolExecutor(max_workers=os.cpu_count() or 1)
        pool.submit(int).result()  # fails here if this platform cannot start processes
        return pool
    except (ImportError, NotImplementedError, OSError, RuntimeError, AttributeError):
        return None


# --- progress bars ----------------------------------------------------------------------------
class _NoBar:
    def update(self, n):
        pass

    def close(self):
        pass


class _TextBar:
    """A plain text bar on stderr, for terminals without tqdm."""

    def __init__(self, total, label, stream=None, width=30):
        self.total, self.label, self.done, self.width = total, label, 0, width
        self.stream = stream or sys.stderr
        self._draw()

    def update(self, n):
        self.done += n
        self._draw()

    def _draw(self):
        filled = self.width * self.done // max(self.total, 1)
        self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total}")
        self.stream.flush()

    def close(self):
        self.stream.write("\n")
        self.stream.flush()


def _bar(total, progress, label):
    if not progress:
        return _NoBar()
    try:
        from tqdm.auto import tqdm  # the notebook bar inside Jupyter, the text bar elsewhere
    except ImportError:
        return _TextBar(total, label)
    return tqdm(total=total, desc=label)


# --- the results --------------------------------------------------------------------------------
class SimulationResult:
    """Records of every round (winners, first player, length, spy bonus) and their summary.

    A win shared by k players counts 1/k for each, so that the wins of all seats add up to the
    number of rounds."""

    def __init__(self, edition, bots, games, seed, records):
        self.edition, self.bots, self.games, self.seed, self.records = edition, bots, games, seed, records

    @property
    def rounds(self):
        return len(self.records)

    @property
    def n_players(self):
        return len(self.bots)

    def _shares(self):
        shares = [0.0] * self.n_players
        for winners, *_ in self.records:
            for s in winners:
                shares[s] += 1 / len(winners)
        return shares

    def wins_by_seat(self):
        """[(seat, bot, wins, rate, low, high)]."""
        n = self.rounds
        return [(s, self.bots[s], w, w / n, *wilson(w, n)) for s, w in enumerate(self._shares())]

    def wins_by_bot(self):
        """[(bot, seats, wins, rate, low, high)]: the rounds won by any seat of that bot."""
        n, shares, out = self.rounds, self._shares(), []
        for bot in dict.fromkeys(self.bots):
            seats = tuple(s for s, b in enumerate(self.bots) if b == bot)
            w = sum(shares[s] for s in seats)
            out.append((bot, seats, w, w / n, *wilson(w, n)))
        return out

    def mean_length(self):
        """(mean, low, high) of the number of turns per round (of rounds per game)."""
        return mean_interval([r[2] for r in self.records])

    def first_player(self):
        """(rate, low, high, fair share 1/n): how often the first player wins."""
        w = sum(1 / len(winners) for winners, first, *_ in self.records if first in winners)
        n = self.rounds
        return (w / n, *wilson(w, n), 1 / self.n_players)

    def data(self):
        """Everything as plain Python data (for pandas, JSON or a chart)."""
        return {
            "edition": self.edition, "bots": list(self.bots), "unit": "games" if self.games else "rounds",
            "count": self.rounds, "seed": self.seed,
            "wins_by_seat": [dict(zip(("seat", "bot", "wins", "rate", "low", "high"), row))
                             for row in self.wins_by_seat()],
            "wins_by_bot": [dict(zip(("bot", "seats", "wins", "rate", "low", "high"), row))
                            for row in self.wins_by_bot()],
            "mean_length": dict(zip(("mean", "low", "high"), self.mean_length())),
            "first_player": dict(zip(("rate", "low", "high", "fair"), self.first_player())),
        }

    def _rows(self):
        """(label, value, interval) lines shared by the text and the HTML tables."""
        rows = []
        for seat, bot, w, p, lo, hi in self.wins_by_seat():
            rows.append((S["seat"].format(n=seat + 1, bot=bot), _pct(p), _interval(lo, hi)))
        if len(set(self.bots)) < self.n_players:
            for bot, seats, w, p, lo, hi in self.wins_by_bot():
                rows.append((S["bot"].format(bot=bot, seats=", ".join(str(s + 1) for s in seats)),
                             _pct(p), _interval(lo, hi)))
        mean, lo, hi = self.mean_length()
        rows.append((S["length_games"] if self.games else S["length"], _num(mean), _interval(lo, hi, pct=False)))
        p, lo, hi, fair = self.first_player()
        rows.append((S["first"].format(fair=_pct(fair)), _pct(p), _interval(lo, hi)))
        return rows

    def title(self):
        unit = S["games"] if self.games else S["rounds"]
        return S["title"].format(count=self.rounds, unit=unit, edition=self.edition,
                                 bots=" – ".join(self.bots), seed=self.seed)

    def __str__(self):
        rows = self._rows()
        head = (S["what"], S["value"], S["interval"])
        widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(3)]
        lines = [self.title(), "  ".join(h.ljust(w) for h, w in zip(head, widths))]
        lines += ["  ".join(str(c).ljust(w) for c, w in zip(r, widths)) for r in rows]
        return "\n".join(lines)

    def __repr__(self):
        return f"<SimulationResult {self.edition} {' – '.join(self.bots)} : {self.rounds}>"

    @french_output
    def _repr_html_(self):
        head = "".join(f"<th scope='col'>{esc(h)}</th>" for h in (S["what"], S["value"], S["interval"]))
        body = "".join(f"<tr><th scope='row' style='text-align:left'>{esc(a)}</th><td>{esc(b)}</td><td>{esc(c)}</td></tr>"
                       for a, b, c in self._rows())
        return (f"<div class='ll-simulation'><p><b>{esc(self.title())}</b></p>"
                f"<table><tr>{head}</tr>{body}</table><p><small>{esc(S['note'])}</small></p></div>")


def _pct(p):
    return f"{fr.decimal(p * 100, 1)} %"


def _num(x):
    return fr.decimal(x, 2)


def _interval(lo, hi, pct=True):
    f = (lambda x: fr.decimal(x * 100, 1)) if pct else _num
    return f"[{f(lo)} ; {f(hi)}]" + (" %" if pct else "")


__all__ = ["simulate", "versus", "SimulationResult", "play_round", "play_game", "unit_seed", "wilson",
           "mean_interval"]
