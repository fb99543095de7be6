"""The coach's words: a bot's reasoning given as advice to the learner is said in
the coach's voice (« le coach », « vous », never « je »), always gives a reason, and every fact and
chance it states is true of what the learner saw. The bots' own voice (explain to another seat, tell)
is unchanged."""

import random
import re

import pytest

from loveletter_teach import Round, fr
from loveletter_teach.actions import Play
from loveletter_teach.agents import advice
from loveletter_teach.bots import make_bot
from loveletter_teach.bots.base import Voice, VOICE, chances, say
from loveletter_teach.bots.simple import prob_of
from loveletter_teach.editions import EDITIONS
from loveletter_teach.probability import card_counting

REASON = fr.COACH["advice"].split("{reason}")[0].split("}")[-1]  # ". Son raisonnement : "
# First-person singular words (pronouns and possessives): the coach's own voice, which advice must not use.
FIRST_PERSON = re.compile(r"(?<![\w'])(je|j'|me|m'|moi|mon|ma|mes)(?![\w'])", re.IGNORECASE)
# The facts a coach states as certain: « Vous savez que Bob a le Baron. » / « qu'Alice a … (source : …) ».
KNOWN = re.compile(r"[Vv]ous savez qu(?:e |')(\w+) a (?:le |la |l')(.+?)(?:\.| \(source : )")


def test_keep_higher_agrees_for_every_card_of_every_edition():
    """« … je garde le Chancelier, la carte la plus forte, … »: the adjective agrees with « carte »,
    never with the card's name (« le Chancelier, plus forte » was wrong)."""
    for edition in EDITIONS.values():
        for card in edition.cards:
            for kept in edition.cards:
                if kept.value <= card.value:
                    continue
                for coach in (False, True):
                    token = VOICE.set(Voice(0, coach))
                    try:
                        text = say("keep_higher", card=card, kept=kept)
                    finally:
                        VOICE.reset(token)
                    assert f"{fr.the(kept)}, la carte la plus forte, pour la fin" in text, text
                    assert not re.search(r"\b(le|l')\s?[^,]+, plus fort", text), text


def _positions(edition, n, seeds, moves):
    """Learner's observations from random play: for each seed, the position after 0..moves moves."""
    for seed in seeds:
        r = Round.deal(edition, n, seed, first_player=seed % n)
        rng = random.Random(seed)
        for _ in range(rng.randrange(moves + 1)):
            if r.over:
                break
            r.play(rng.choice(r.legal_actions()))
        if not r.over:
            yield r, r.observation(r.current)


def check_advice(r, name, obs, text):
    """What the advice to the learner must be: in the coach's voice, with a reason, true."""
    assert text.startswith(f"Le coach ({name}) vous conseille de "), text
    reason = text.split(REASON, 1)[1] if REASON in text else ""
    assert reason.strip(), text  # never « Son raisonnement : » with nothing after it
    assert not FIRST_PERSON.search(reason), (FIRST_PERSON.search(reason).group(), text)
    assert not re.search(r"\b(de|à) (le|les) ", reason), text  # « du Garde », never « de le Garde »
    # never the move alone: « Vous jouez le Chancelier. » is no reason
    sentences = [s for s in re.split(r"(?<=\.)\s", reason) if s]
    assert not re.fullmatch(r"Vous jouez [^.,:;]+\.", sentences[0]) or len(sentences) > 1, text
    for who, card in KNOWN.findall(reason):  # a card stated as known is in that hand now
        assert r.edition.card(card) in r.hands[r.names.index(who)], (text, r.hands)
    return reason


@pytest.mark.parametrize("edition, n", [("classique", 2), ("classique", 4), ("2019", 3), ("2019", 5),
                                        ("16-cartes", 3), ("lettre-d-amour", 2)])
def test_the_deducteur_coach_speaks_to_the_learner_with_a_true_reason(edition, n):
    said = 0
    for r, obs in _positions(edition, n, range(40), 12):
        coach = make_bot("déducteur")
        text, kind = advice(coach, obs)
        assert kind == "hint", text
        reason = check_advice(r, "déducteur", obs, text)
        action = coach.choose(obs)
        assert coach.choose(obs) == make_bot("déducteur").choose(obs)  # words change no move
        if isinstance(action, Play) and action.guess is not None and "de toucher" in reason:
            p = prob_of(coach.beliefs(obs), action.target, action.guess)
            assert chances(p) in reason, (reason, p)
            if p == 1:
                assert action.guess in r.hands[action.target], text
        said += 1
    assert said


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 4)])
def test_the_compteur_and_prudent_coaches_speak_to_the_learner_too(edition, n):
    for r, obs in _positions(edition, n, range(8), 10):
        for name in ("compteur", "prudent", "hasard"):
            text, _ = advice(make_bot(name), obs)
            reason = check_advice(r, name, obs, text)
            action = make_bot(name).choose(obs)
            if name == "compteur" and isinstance(action, Play) and action.guess is not None:
                assert chances(prob_of(card_counting(obs), action.target, action.guess)) in reason, reason


@pytest.mark.parametrize("edition, n", [("classique", 2), ("2019", 3), ("lettre-d-amour", 4)])
def test_the_stratege_coach_speaks_to_the_learner_with_a_reason(edition, n):
    for r, obs in _positions(edition, n, range(10), 10):
        text, kind = advice(make_bot("stratège"), obs)
        assert kind == "hint", text
        check_advice(r, "stratège", obs, text)


def test_a_forced_countess_and_a_single_move_say_why():
    """The rule that forces the Countess, and the only legal move, are the reasons given."""
    from scenarios import build
    r = build("classique", 2, hands=["Comtesse", "Garde"], draws=["Roi", "Garde", "Garde"])
    obs = r.observation(0)
    text, _ = advice(make_bot("stratège"), obs)  # one legal move: the stratège does not search
    assert text.startswith("Le coach (stratège) vous conseille de jouer la Comtesse. Son raisonnement : Vous devez "
                           "jouer la Comtesse : l'autre carte de votre main vous y oblige."), text
    text, _ = advice(make_bot("déducteur"), obs)
    assert text.endswith("Son raisonnement : Vous devez jouer la Comtesse : l'autre carte de votre main vous y oblige."), text
    r = build("classique", 2, hands=["Servante", "Garde"], draws=["Servante", "Garde", "Garde"])
    obs = r.observation(0)
    assert len(obs.legal_actions) == 1
    text, _ = advice(make_bot("déducteur"), obs)
    assert text.endswith("Son raisonnement : Vous jouez la Servante. C'est le seul coup permis."), text


def test_the_bot_still_speaks_as_itself_to_another_seat():
    """explain to another seat (or to nobody) and tell are the bot's own voice, as before."""
    r = Round.deal("classique", 2, seed=3)
    obs = r.observation(r.current)
    bot = make_bot("déducteur")
    assert FIRST_PERSON.search(bot.explain(obs)) and FIRST_PERSON.search(bot.explain(obs, reader=1 - obs.seat))
    assert FIRST_PERSON.search(bot.tell(r.observation(1 - obs.seat), obs.seat, bot.choose(obs)))
