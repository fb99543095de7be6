"""Positions to look at: a round from chosen hands, why a move is refused, the legal moves in
French, and whole rounds played by bots or at random."""

import random
from collections import Counter

from .. import fr
from ..actions import Keep, Play
from ..agents import play_until, seat_seed
from ..bots import make_bot
from ..editions import get_edition
from ..errors import SetupError
from ..narration import describe
from ..rounds import Round
from ..seeds import check_seed


def scenario(edition, hands, draws=(), burned=None, face_up=None, first=0, names=None, actions=()):
    """A round where seat ``s`` is dealt ``hands[s]``, the first player then draws ``draws[0]``, the
    next player ``draws[1]``… (the rest of the deck follows in card order); then ``actions`` are
    played. An action is a Play/Keep, or a tuple (card, target, named card) with names.

    >>> r = scenario("classique", ["Garde", "Prêtre"], ["Baron"], actions=[("Garde", "Bob", "Prêtre")])
    >>> r.over, r.result.winners
    (True, (0,))
    """
    edition = get_edition(edition)
    rest = Counter(edition.deck)
    chosen = [*hands, *draws, *([burned] if burned else []), *(face_up or [])]
    chosen = edition.cards_of(chosen)
    rest.subtract(chosen)
    bad = [c.name for c, k in rest.items() if k < 0]
    if bad:
        raise SetupError(fr.ERR["deck_extra"].format(cards=", ".join(bad)))
    others = [c for c in edition.cards for _ in range(rest[c])]
    burned = burned if burned is not None else others.pop()
    face = list(face_up or [])
    while len(face) < edition.face_up_for(len(hands)):
        face.append(others.pop())
    r = Round.from_hands(edition, list(hands), [*draws, *others], burned, face, first, names)
    for action in actions:
        r.play(_action(action))
    return r


def _action(spec):
    if isinstance(spec, (Play, Keep)):
        return spec
    if isinstance(spec, str):
        return Play(spec)
    return Play(*spec)


def why_not(round_, card, target=None, guess=None):
    """Why playing ``card`` (on ``target``, naming ``guess``; names accepted) is refused now, in
    French; or a sentence saying that it is allowed.

    >>> r = scenario("classique", ["Comtesse", "Garde"], ["Roi"])
    >>> print(why_not(r, "Roi", "Bob"))
    Alice doit jouer la Comtesse : l'autre carte est le Roi.
    >>> print(why_not(r, "Comtesse"))
    C'est permis : jouer la Comtesse.
    """
    edition = round_.edition
    action = Play(edition.card(card), None if target is None else round_.seat_of(target),
                  None if guess is None else edition.card(guess))
    return round_.why_illegal(action) or fr.EXERCISES["allowed"].format(action=describe(action, round_.names))


def legal_text(round_):
    """Every legal action of the player to act, in French, one per line."""
    return "\n".join(describe(a, round_.names) for a in round_.legal_actions())


def bot_round(edition, n_players, seed, bot="prudent", names=None):
    """A whole round dealt from ``seed`` and played by bots of the kind ``bot`` (seeded too)."""
    seed = check_seed(seed, none=False)
    r = Round.deal(edition, n_players, seed, first_player=seed % n_players, names=names)
    play_until(r, [make_bot(bot, seed=seat_seed(seed, s)) for s in range(n_players)])
    return r


def random_round(edition, n_players, seed, names=None):
    """A whole round dealt from ``seed`` where every player picks a legal action at random
    (seeded): the rules only, no strategy. Handy for rare positions such as ties."""
    rng = random.Random(check_seed(seed, none=False))
    r = Round.deal(edition, n_players, rng=rng, first_player=seed % n_players, names=names)
    while not r.over:
        r.play(rng.choice(r.legal_actions()))
    return r


def random_round_at(edition, n_players, seed, turns):
    """A round dealt from ``seed`` and played at random (seeded) until turn ``turns`` or its end: a
    fixed position in the middle of a round, for measures and tests."""
    r = Round.deal(edition, n_players, seed=check_seed(seed, none=False))
    rng = random.Random(seed)
    while r.turn < turns and not r.over:
        actions = r.legal_actions()
        r.play(actions[rng.randrange(len(actions))])
    return r


__all__ = ["scenario", "why_not", "describe", "legal_text", "bot_round", "random_round", "random_round_at"]
