"""The round told in French from each seat's point of view, and never more than that seat knows."""

import random
import re
from collections import Counter

import pytest

from loveletter_teach import EDITIONS, Card, Game, Keep, Play, Round, define_edition, get_edition
from loveletter_teach import events as ev
from loveletter_teach.exercises import scenario
from loveletter_teach.fr import the as fr_the
from loveletter_teach.narration import narrate_all

# --- helpers ---------------------------------------------------------------------------------


def deal(edition, hands, draws=(), burned=None, face_up=None, first=0, names=None):
    """Seat s holds hands[s]; the draws come first, then the edition's other cards in card order
    (the burned and face-up cards, unless given, are taken from the end)."""
    edition = get_edition(edition)
    rest = Counter(c.name for c in edition.deck)
    chosen = [*hands, *draws, *([burned] if burned else []), *(face_up or [])]
    rest.subtract(edition.card(c).name for c in chosen)
    assert min(rest.values()) >= 0
    others = [c.name for c in edition.cards for _ in range(rest[c.name])]
    burned = burned or others.pop()
    face_up = list(face_up or [])
    while len(face_up) < edition.face_up_for(len(hands)):
        face_up.append(others.pop())
    return Round.from_hands(edition, hands, [*draws, *others], burned, face_up, first, names)


def step(round_, action):
    """Play ``action``; the new narration lines for each viewer (None: omniscient), the next
    player's draw included."""
    viewers = [None, *range(round_.n)]
    before = {v: len(round_.narration(v)) for v in viewers}
    round_.play(action)
    return {v: round_.narration(v)[before[v]:] for v in viewers}


# Small editions where the deck runs out after a few turns (the engine has one path per effect).
PRINCE_MINI = define_edition(
    "mini-prince", [("Garde", 1, 1, "guess"), ("Baron", 3, 1, "compare"), ("Prince", 5, 1, "discard_redraw"),
                    ("Princesse", 8, 1, "lose_if_discarded", True)],
    max_players=2, face_up_two_players=0)
TIE_MINI = define_edition(
    "mini-egalite", [("Garde", 1, 3, "guess"), ("Prêtre", 2, 1, "peek"), ("Servante", 4, 1, "protect", True),
                     ("Princesse", 8, 1, "lose_if_discarded", True)],
    max_players=2, face_up_two_players=0, tie_break="discard_sum")


# --- one sentence per effect -----------------------------------------------------------------------


def test_guard_miss_and_hit():
    r = deal("classique", ["Garde", "Baron", "Prêtre"], ["Garde", "Roi", "Garde"])
    told = step(r, Play("Garde", 1, "Prêtre"))
    assert told[None] == ["Alice joue le Garde sur Bob et nomme le Prêtre : raté.", "Bob pioche le Roi."]
    assert told[0] == ["Vous jouez le Garde sur Bob et nommez le Prêtre : raté.", "Bob pioche une carte."]
    assert told[1] == ["Alice joue le Garde sur vous et nomme le Prêtre : raté.", "Vous piochez le Roi."]
    assert told[2] == ["Alice joue le Garde sur Bob et nomme le Prêtre : raté.", "Bob pioche une carte."]
    step(r, Play("Roi", 2))  # Bob now holds Chloé's Prêtre
    told = step(r, Play("Garde", 1, "Prêtre"))
    assert told[1][:2] == ["Chloé joue le Garde sur vous et nomme le Prêtre : touché.",
                           "Vous quittez la manche et montrez le Prêtre."]
    assert told[0][:2] == ["Chloé joue le Garde sur Bob et nomme le Prêtre : touché.",
                           "Bob quitte la manche et montre le Prêtre."]
    assert told[0][2].startswith("Vous piochez ") and told[1][2] == "Alice pioche une carte."


def test_priest():
    r = deal("classique", ["Prêtre", "Baron", "Garde"], ["Garde"])
    told = step(r, Play("Prêtre", 1))
    assert told[0] == ["Vous jouez le Prêtre sur Bob.", "Vous voyez la main de Bob : le Baron.",
                       "Bob pioche une carte."]
    assert told[1] == ["Alice joue le Prêtre sur vous.", "Alice regarde votre main.", "Vous piochez le Garde."]
    assert told[2] == ["Alice joue le Prêtre sur Bob.", "Bob pioche une carte."]
    assert told[None] == ["Alice joue le Prêtre sur Bob.", "Alice voit la main de Bob : le Baron.",
                          "Bob pioche le Garde."]


def test_baron_seen_by_the_two_players_and_by_a_third():
    r = deal("classique", ["Garde", "Baron", "Prêtre"], ["Prêtre", "Roi", "Garde"])
    step(r, Play("Garde", 1, "Prêtre"))
    told = step(r, Play("Baron", 0))  # Bob's Roi against Alice's Prêtre
    assert told[1] == ["Vous jouez le Baron sur Alice.", "Vous avez le Roi, Alice a le Prêtre : Alice perd.",
                       "Alice quitte la manche et montre le Prêtre.", "Chloé pioche une carte."]
    assert told[0] == ["Bob joue le Baron sur vous.", "Bob a le Roi, vous avez le Prêtre : vous perdez.",
                       "Vous quittez la manche et montrez le Prêtre.", "Chloé pioche une carte."]
    # Chloé learns who lost and the loser's card, never the winner's card
    assert told[2] == ["Bob joue le Baron sur Alice.", "Bob et Alice comparent leurs mains en secret : Alice perd.",
                       "Alice quitte la manche et montre le Prêtre.", "Vous piochez le Garde."]
    assert not any("Roi" in line for line in r.narration(2))
    assert told[None][1] == "Bob a le Roi, Alice a le Prêtre : Alice perd."


def test_baron_tie():
    r = deal("classique", ["Baron", "Garde", "Prêtre"], ["Garde"])
    told = step(r, Play("Baron", 1))
    assert told[1] == ["Alice joue le Baron sur vous.",
                       "Alice a le Garde, vous avez le Garde : égalité, personne ne quitte la manche.",
                       "Vous piochez le Garde."]
    assert told[2][1] == "Alice et Bob comparent leurs mains en secret : égalité, personne ne quitte la manche."


def test_king():
    r = deal("classique", ["Roi", "Baron", "Prêtre"], ["Servante", "Garde"])
    told = step(r, Play("Roi", 1))
    assert told[0] == ["Vous jouez le Roi sur Bob.", "Vous avez maintenant le Baron ; Bob a la Servante.",
                       "Bob pioche une carte."]
    assert told[1] == ["Alice joue le Roi sur vous.", "Vous avez maintenant la Servante ; Alice a le Baron.",
                       "Vous piochez le Garde."]
    assert told[2] == ["Alice joue le Roi sur Bob.", "Alice et Bob échangent leurs mains.", "Bob pioche une carte."]
    assert told[None][1] == "Alice a maintenant le Baron ; Bob a la Servante."


def test_chancellor():
    r = deal("2019", ["Chancelier", "Prêtre", "Baron"], ["Garde", "Princesse", "Espionne"])
    told = step(r, Play("Chancelier"))
    assert told[0] == ["Vous jouez le Chancelier.", "Vous piochez la Princesse et l'Espionne."]
    assert told[1] == told[2] == ["Alice joue le Chancelier.", "Alice pioche 2 cartes."]
    told = step(r, Keep("Garde", ("Espionne", "Princesse")))
    assert told[0] == ["Vous placez sous le paquet l'Espionne et la Princesse (de haut en bas).",
                       "Bob pioche une carte."]
    assert told[1] == ["Alice place 2 cartes sous le paquet.", "Vous piochez l'Espionne."]
    assert told[2] == ["Alice place 2 cartes sous le paquet.", "Bob pioche une carte."]
    # the others learn only how many cards; Alice's own draw (the Garde) stays hers
    assert not any(re.search(r"Princesse|Espionne|Garde", line) for line in r.narration(2))


def test_chancellor_with_one_card_left_and_with_none():
    """Found by seeded random play: a Chancellor drawing the last card, and one on an empty deck."""
    rng = random.Random(6)
    found = set()
    for _ in range(400):
        r = Round.deal("2019", 2, rng=rng)
        while not r.over:
            r.play(rng.choice(r.legal_actions()))
        for event in r.log:
            if isinstance(event, ev.ChancellorDrew) and len(event.cards) < 2:
                who = r.names[event.seat]
                other = 1 - event.seat
                lines = r.narration(other)
                if not event.cards:
                    assert "Le paquet est vide : il n'y a rien à piocher, la carte est sans effet." in lines
                else:
                    assert f"{who} pioche 1 carte." in lines and f"{who} place 1 carte sous le paquet." in lines
                    assert f"Vous piochez {fr_the(event.cards[0])}." in r.narration(event.seat)
                found.add(len(event.cards))
        if found == {0, 1}:
            break
    assert found == {0, 1}


def test_prince_takes_the_burned_card():
    r = Round.from_hands(PRINCE_MINI, ["Prince", "Garde"], ["Baron"], "Princesse")
    told = step(r, Play("Prince", 1))
    assert told[1] == ["Alice joue le Prince sur vous.", "Vous défaussez le Garde.",
                       "Vous prenez la carte mise de côté : la Princesse.",
                       # the showdown shows every hand (ruling 16)
                       "Fin de la pioche : on compare les mains (Alice : le Baron, vous : la Princesse). "
                       "Vous remportez la manche."]
    assert told[0] == ["Vous jouez le Prince sur Bob.", "Bob défausse le Garde.",
                       "Le paquet est vide : Bob prend la carte mise de côté.",
                       "Fin de la pioche : on compare les mains (vous : le Baron, Bob : la Princesse). "
                       "Bob remporte la manche."]
    assert told[None][2] == "Bob prend la carte mise de côté : la Princesse."


def test_prince_on_self_and_princess_discarded():
    r = deal("classique", ["Prince", "Princesse", "Garde"], ["Garde", "Baron"])
    told = step(r, Play("Prince", 0))
    assert told[1] == ["Alice joue le Prince et se vise.", "Alice défausse le Garde.",
                       "Alice pioche une nouvelle carte.", "Vous piochez le Garde."]
    assert told[0] == ["Vous jouez le Prince et vous visez.", "Vous défaussez le Garde.",
                       "Vous piochez une nouvelle carte : le Baron.",
                       "Bob pioche une carte."]
    r = deal("classique", ["Prince", "Princesse", "Garde"], ["Garde"])
    told = step(r, Play("Prince", 1))
    assert told[2] == ["Alice joue le Prince sur Bob.", "Bob défausse la Princesse.", "Bob quitte la manche.",
                       "Vous piochez le Garde."]


def test_handmaid_and_no_target():
    r = deal("classique", ["Servante", "Garde"], ["Garde", "Prêtre"])
    told = step(r, Play("Servante"))
    assert told[1] == ["Alice joue la Servante : aucune carte ne peut viser Alice jusqu'à son prochain tour.",
                       "Vous piochez le Prêtre."]
    assert told[0][0] == "Vous jouez la Servante : aucune carte ne peut vous viser jusqu'à votre prochain tour."
    told = step(r, Play("Garde"))
    assert told[0][0] == told[None][0] == "Bob joue le Garde, sans effet : personne ne peut être ciblé."
    assert told[1][0] == "Vous jouez le Garde, sans effet : personne ne peut être ciblé."


def test_showdown_tie_break_sentences():
    r = Round.from_hands(TIE_MINI, ["Garde", "Garde"], ["Servante", "Prêtre", "Garde"], "Princesse")
    step(r, Play("Servante"))
    step(r, Play("Prêtre"))  # Alice is protected: no effect
    told = step(r, Play("Garde", 1, "Princesse"))
    assert r.result.winners == (0,) and r.result.showdown
    assert told[None] == [
        "Alice joue le Garde sur Bob et nomme la Princesse : raté.",
        "Fin de la pioche : on compare les mains (Alice : le Garde, Bob : le Garde). "
        "Égalité : on départage par la somme des cartes défaussées (Alice : 5, Bob : 2). "
        "Alice remporte la manche."]
    assert told[1][-1] == (
        "Fin de la pioche : on compare les mains (Alice : le Garde, vous : le Garde). "
        "Égalité : on départage par la somme des cartes défaussées (Alice : 5, vous : 2). "
        "Alice remporte la manche.")
    assert told[0][-1].endswith("(vous : 5, Bob : 2). Vous remportez la manche.")
    shared = Round.from_hands(TIE_MINI.with_rules(tie_break="shared"), ["Garde", "Garde"],
                              ["Servante", "Prêtre", "Garde"], "Princesse")
    for action in (Play("Servante"), Play("Prêtre"), Play("Garde", 1, "Princesse")):
        shared.play(action)
    assert shared.narration()[-1].endswith("Alice et Bob remportent la manche ensemble.")
    assert shared.narration(0)[-1].endswith("Vous et Bob remportez la manche ensemble.")
    assert shared.narration(1)[-1].endswith("Vous et Alice remportez la manche ensemble.")
    assert "départage" not in shared.narration()[-1]


def test_last_standing_and_spy_bonus():
    r = deal("2019", ["Espionne", "Prêtre"], ["Garde", "Prêtre", "Garde"])
    told = step(r, Play("Espionne"))
    assert told[1] == ["Alice joue l'Espionne.", "Vous piochez le Prêtre."]
    step(r, Play("Prêtre", 0))
    told = step(r, Play("Garde", 1, "Prêtre"))
    assert told[None] == [
        "Alice joue le Garde sur Bob et nomme le Prêtre : touché.", "Bob quitte la manche et montre le Prêtre.",
        "Il ne reste qu'Alice en lice. Alice remporte la manche. Alice est la seule personne encore en lice "
        "à avoir joué ou défaussé une Espionne : 1 pion Faveur de plus."]
    assert told[0][-1] == (
        "Il ne reste que vous en lice. Vous remportez la manche. Vous êtes la seule personne encore en lice "
        "à avoir joué ou défaussé une Espionne : 1 pion Faveur de plus.")
    # the last player standing does not show their hand (ruling 16)
    assert "Garde" not in told[1][-1]


def test_lettre_d_amour_names():
    r = deal("lettre-d-amour", ["Espion", "Héritière", "Prêtre"], ["Espion", "Bouclier"])
    told = step(r, Play("Espion", 1, "Prêtre"))
    assert told[2][0] == "Alice joue l'Espion sur Bob et nomme le Prêtre : raté."
    told = step(r, Play("Bouclier"))
    assert told[0][0] == "Bob joue le Bouclier : aucune carte ne peut viser Bob jusqu'à son prochain tour."
    r = deal("lettre-d-amour", ["Espion", "Héritière", "Prêtre"], ["Espion"])
    told = step(r, Play("Espion", 1, "Héritière"))
    assert told[2][:2] == ["Alice joue l'Espion sur Bob et nomme l'Héritière : touché.",
                           "Bob quitte la manche et montre l'Héritière."]
    assert told[1] == ["Alice joue l'Espion sur vous et nomme l'Héritière : touché.",
                       "Vous quittez la manche et montrez l'Héritière.", "Chloé pioche une carte."]
    r = deal("lettre-d-amour", ["Duelliste", "Noble", "Prêtre"], ["Dame"])
    told = step(r, Play("Duelliste", 1))
    assert told[2][:3] == ["Alice joue le Duelliste sur Bob.",
                           "Alice et Bob comparent leurs mains en secret : Bob perd.",
                           "Bob quitte la manche et montre le Noble."]
    assert told[1][1] == "Alice a la Dame, vous avez le Noble : vous perdez."
    assert not any("Dame" in line for line in r.narration(2))


def test_deal_and_draw_lines():
    r = deal("classique", ["Garde", "Baron"], ["Prince"], names=["Zoé", "Hugo"])
    assert r.narration(0)[:2] == ["Vous recevez le Garde.", "Hugo reçoit une carte."]
    assert r.narration(1)[:3] == ["Zoé reçoit une carte.", "Vous recevez le Baron.", "Zoé pioche une carte."]
    assert r.narration()[:3] == ["Zoé reçoit le Garde.", "Hugo reçoit le Baron.", "Zoé pioche le Prince."]


def test_visible_discards_do_not_change_the_story():
    """Ruling 22: 'last' changes the table, not what a seat remembers or is told."""
    for seed in range(5):
        a = Round.deal("2019", 4, seed=seed)
        b = Round.deal(get_edition("2019").with_rules(visible_discards="last"), 4, seed=seed)
        rng = random.Random(seed)
        while not a.over:
            action = rng.choice(a.legal_actions())
            a.play(action)
            b.play(action)
        for seat in (None, 0, 1, 2, 3):
            assert a.narration(seat) == b.narration(seat)


# --- nobody is told a card they cannot know -----------------------------------------------------------

# Who may see the hidden cards of each kind of event (docs/RULINGS.md, ruling 18), written out here rather
# than read from the engine: a draw only its player; a Priest, Baron or King only the two players;
# a Chancellor only its player.
ONLY_ACTOR = (ev.Dealt, ev.Drew, ev.Redrew, ev.ChancellorDrew, ev.ChancellorReturned)
PAIR = (ev.Looked, ev.Compared, ev.Swapped)


def may_see(event, seat):
    if seat is None:
        return True
    if isinstance(event, ONLY_ACTOR):
        return seat == event.seat
    if isinstance(event, PAIR):
        return seat in (event.seat, event.target)
    return True


def names_in(text, edition):
    return {c.name for c in edition.cards if re.search(rf"(?<![\w]){re.escape(c.name)}(?![\w])", text)}


def hidden_cards(event):
    cards = []
    for field in ("card", "cards", "seat_card", "target_card"):
        value = getattr(event, field, None)
        if isinstance(value, Card):
            cards.append(value)
        elif isinstance(value, tuple):
            cards += list(value)
    return {c.name for c in cards}


def one_draw(line):
    """« Bob commence son tour et pioche le Garde. » as told without the Prince before it."""
    return line.replace(" commence son tour et pioche ", " pioche ").replace(
        "Vous commencez votre tour et piochez ", "Vous piochez ")


def check_round(round_, seen):
    edition, names = round_.edition, round_.names
    everything = {s: [] for s in [None, *range(round_.n)]}
    for event in round_.log:
        full = narrate_all([event], None, names, edition)
        for seat in everything:
            lines = narrate_all([event.seen_by(seat)], seat, names, edition)
            everything[seat] += lines
            told = set().union(*(names_in(line, edition) for line in lines))
            if type(event).PRIVATE and not may_see(event, seat):
                assert not told, (type(event).__name__, seat, lines)
                seen["hidden", type(event)] += 1
            elif type(event).PRIVATE:
                if not (isinstance(event, ev.Looked) and seat == event.target):
                    assert told == hidden_cards(event), (event, seat, lines)
            else:  # public: everyone is told the same cards
                assert told == set().union(*(names_in(line, edition) for line in full)), (event, seat, lines)
    for seat, lines in everything.items():
        # told one event at a time, the draw that begins a turn after a Prince cannot say so
        assert lines == [one_draw(line) for line in round_.narration(seat)]
        for line in lines:
            assert line[:1].isupper() and line.endswith("."), line
            assert "None" not in line and "{" not in line


@pytest.mark.parametrize("edition", list(EDITIONS.values()), ids=list(EDITIONS))
def test_no_seat_is_told_what_it_cannot_know(edition):
    seen = Counter()
    rng = random.Random(edition.id)
    for index in range(60):
        n = edition.min_players + index % (edition.max_players - edition.min_players + 1)
        r = Round.deal(edition, n, rng=rng, first_player=index % n)
        while not r.over:
            r.play(rng.choice(r.legal_actions()))
        check_round(r, seen)
    # the sample met every kind of secret
    kinds = {ev.Drew, ev.Dealt, ev.Looked, ev.Compared, ev.Swapped, ev.Redrew}
    if edition.id == "2019":
        kinds |= {ev.ChancellorDrew, ev.ChancellorReturned}
    assert kinds <= {kind for _, kind in seen}, seen


def test_game_narration_follows_the_current_round():
    game = Game("2019", 3, seed=5)
    rng = random.Random(5)
    while not game.round.over:
        game.play(rng.choice(game.legal_actions()))
    game.new_round()
    assert game.observation(1).narration() == game.round.narration(1)
    assert len(game.round.narration(1)) == 4  # three deals and one draw: a fresh round


def test_the_draw_after_a_prince_says_the_turn_begins():
    # « Bob pioche le Prêtre. Bob pioche le Garde. » read as two draws of one turn
    r = scenario("classique", ["Prince", "Baron"], ["Garde", "Prêtre"], actions=[("Prince", "Bob")])
    assert r.narration()[-2:] == ["Bob pioche une nouvelle carte : le Prêtre.",
                                  "Bob commence son tour et pioche le Garde."]
    assert r.narration(1)[-2:] == ["Vous piochez une nouvelle carte : le Prêtre.",
                                   "Vous commencez votre tour et piochez le Garde."]
    assert r.narration(0)[-2:] == ["Bob pioche une nouvelle carte.", "Bob commence son tour et pioche une carte."]
    r.play(Play("Garde", 0, "Baron"))  # the turn after: an ordinary draw again
    assert r.over or r.narration(0)[-1].startswith("Vous piochez ")
