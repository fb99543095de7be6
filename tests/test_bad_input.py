"""Bad input gets a clear French error at once, and nothing is saved that cannot be read back."""

import json

import pytest

from loveletter_teach import Game, LoveLetterError, Play, Round, savefile
from loveletter_teach.errors import SaveFileError, SetupError


@pytest.mark.parametrize("seed", ["abc", 1.5, True, [1]])
def test_a_game_refuses_a_seed_that_is_not_a_whole_number(seed):
    with pytest.raises(SetupError, match="graine doit être un nombre entier"):
        Game("classique", 2, seed=seed)


@pytest.mark.parametrize("name", ["", "   ", "🙂", "!!"])
def test_a_name_without_a_letter_is_refused_for_what_it_is(name):
    with pytest.raises(SetupError, match="au moins une lettre") as caught:
        Round.deal("classique", 2, seed=1, names=[name, "Bob"])
    assert "même nom" not in str(caught.value)


def test_two_names_alike_are_still_refused_as_duplicates():
    with pytest.raises(SetupError, match="même nom"):
        Round.deal("classique", 2, seed=1, names=["Zoé", "zoe"])


def saved():
    return json.loads(savefile.dumps(Game("classique", 2, seed=3)))


def test_a_deeply_nested_file_is_not_a_saved_game():
    text = "[" * 100_000 + "]" * 100_000
    with pytest.raises(SaveFileError):
        savefile.loads(text)


def test_version_true_is_not_version_1():
    data = saved()
    data["version"] = True
    with pytest.raises(SaveFileError):
        savefile.from_dict(data)


def test_a_saved_card_whose_gender_is_not_true_or_false_is_refused():
    data = saved()
    data["edition"]["cards"][0]["feminine"] = "no"
    data["edition"]["id"] = "maison"
    with pytest.raises(LoveLetterError, match="feminine"):
        savefile.from_dict(data)


def test_what_a_learner_reads_in_the_quiz_of_01():
    """No « .. » in a solution, no « répondre par sa lettre » above radio buttons, « un Garde » among several."""
    from loveletter_teach import fr
    from loveletter_teach.exercises import CATALOGUE, Exercise, Learner, build
    from loveletter_teach.exercises.families.rules import draw_probability_question
    import random
    for exercise_id in [i for i in CATALOGUE if i.startswith("01.")]:
        q = build(exercise_id, Learner("Camille"))
        assert ".." not in Exercise(q)._solution_text()
        if q.kind in ("choice", "card"):
            assert "lettre" not in q.instructions(widget=True) and "accents" not in q.instructions(widget=True)
    prompts = [draw_probability_question(random.Random(s)).prompt for s in range(40)]
    assert any("un Garde" in p for p in prompts) and not any("le Garde" in p for p in prompts)
    assert not any(ch in text for text in fr.WIDGETS.values() if isinstance(text, str) for ch in "⏮⏭")


def test_the_game_speaks_to_the_learner_and_a_protected_target_alone_is_explained():
    from loveletter_teach.exercises import scenario
    game = Game("classique", 2, seed=1)
    while not game.over:
        while not game.round.over:
            game.play(game.round.legal_actions()[0])
        if not game.over:
            game.new_round()
    winner = game.winners[0]
    assert game.summary(winner)[-1] == "Vous remportez la partie !"
    assert game.summary(1 - winner)[-1].startswith(game.names[winner])
    r = scenario("classique", ["Baron", "Servante"], ["Prêtre", "Garde"], actions=[("Prêtre", 1), Play("Servante")])
    # Bob is protected: Alice's Baron has nobody to aim at
    reason = r.why_illegal(Play(r.edition.card("Baron"), 1))
    assert "personne d'autre" in reason and "autre cible" not in reason
