"""A game of several rounds: tokens, spy bonus, who starts next, and the end of the game."""

import random
from dataclasses import replace

from . import fr
from .editions import get_edition
from .errors import IllegalActionError
from .rounds import Round, check_names
from .seeds import check_seed


class Game:
    """Rounds are dealt from ``seed``: the same seed and the same actions give the same game.

    >>> game = Game("classique", 2, seed=7)
    >>> game.tokens, game.target
    ([0, 0], 7)
    """

    def __init__(self, edition, n_players, names=None, seed=None, deck=None):
        self.edition = get_edition(edition)
        self.edition.check_players(n_players)
        self.n = n_players
        self.names = check_names(names, n_players)
        seed = check_seed(seed)  # a saved game must be able to replay it
        if seed is None:  # still reproducible: the drawn seed is kept and saved
            seed = random.SystemRandom().getrandbits(63)
        self.seed = seed
        self.rng = random.Random(seed)
        self.target = self.edition.tokens_for(n_players)
        self.tokens = [0] * n_players
        self.rounds = []
        self.chosen = []  # per round: was its deck chosen (a teacher's scenario) rather than dealt?
        self.winners = ()
        self.new_round(deck)

    @property
    def round(self):
        """The round being played (or the last one, once the game is over)."""
        return self.rounds[-1]

    @property
    def over(self):
        return bool(self.winners)

    def first_player(self):
        """Round 1: the edition's rule; later: the previous winner, or one of them at random."""
        if not self.rounds:
            rule = self.edition.first_player
            return self.rng.randrange(self.n) if rule == "random" else rule % self.n
        winners = self.round.result.winners
        return winners[0] if len(winners) == 1 else self.rng.choice(winners)

    def new_round(self, deck=None):
        """Deal the next round (the previous one must be over), or lay out ``deck`` (top first: the
        burned card, the face-up cards, one card per seat from the first player on, the draws)."""
        if self.over:
            raise IllegalActionError(fr.ERR["game_over"])
        if self.rounds and not self.round.over:
            raise IllegalActionError(fr.ERR["round_not_over"])
        first = self.first_player()
        round_seed = self.rng.getrandbits(64)  # drawn even for a chosen deck: later rounds stay the same
        if deck is None:
            new = Round.deal(self.edition, self.n, round_seed, first_player=first, names=self.names)
        else:
            new = Round.from_deck(self.edition, deck, self.n, first_player=first, names=self.names)
        self.rounds.append(new)
        self.chosen.append(deck is not None)
        return self.round

    def legal_actions(self):
        return self.round.legal_actions()

    def play(self, action):
        """Play in the current round; at its end, give the tokens and check for the game's end."""
        played = self.round.play(action)
        if self.round.over:
            for seat, gained in enumerate(self.round.result.tokens):
                self.tokens[seat] += gained
            if max(self.tokens) >= self.target:
                self.winners = tuple(s for s in range(self.n) if self.tokens[s] >= self.target)
        return played

    def observation(self, seat):
        """The current round seen by ``seat``, with everyone's tokens."""
        return replace(self.round.observation(seat), tokens=tuple(self.tokens))

    def omniscient(self):
        return replace(self.round.omniscient(), tokens=tuple(self.tokens))

    def summary(self, viewer=None):
        """The tokens, and the winners once the game is over, in French; ``viewer``: the seat the
        sentences speak to (« Vous remportez la partie ! »)."""
        lines = [fr.GAME["tokens"].format(name=name, tokens=fr.plural_form(fr.GAME["token"], k))
                 for name, k in zip(self.names, self.tokens)]
        if self.over:
            others = [self.names[s] for s in self.winners if s != viewer]
            if viewer in self.winners:
                line = fr.GAME["game_you_win_with"].format(names=fr.join_and(others)) if others else \
                    fr.GAME["game_you_win"]
            else:
                key = "game_winner" if len(self.winners) == 1 else "game_winners"
                line = fr.GAME[key].format(names=fr.join_and(others))
            lines.append(line)
        return lines

    def replay(self):
        """A new game from the same seed with the same actions: an identical state."""
        decks = [r.order if chosen else None for r, chosen in zip(self.rounds, self.chosen)]
        copy = Game(self.edition, self.n, self.names, self.seed, decks[0])
        for index, played in enumerate(self.rounds):
            if index:
                copy.new_round(decks[index])
            for action in played.actions:
                copy.play(action)
        return copy

    def snapshot(self):
        return (self.edition, self.n, self.names, self.seed, tuple(self.tokens), self.winners,
                tuple(r.snapshot() for r in self.rounds))

    def __repr__(self):
        return f"<Game {self.edition.id} {self.n} joueurs, manche {len(self.rounds)}, pions {self.tokens}>"
