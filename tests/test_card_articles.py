"""An event about a card type of which the deck has several copies says « Bob a un
Garde », « la carte mise de côté est un Garde », « Bob n'a pas de Garde », never « Bob a le Garde »
(five Guards: which one?). A card of one copy keeps « le Roi »; a card shown with its value, « qui a le
Garde (1) », is a particular card and keeps « le »."""

import re

import pytest

from loveletter_teach import fr
from loveletter_teach.editions import get_edition
from loveletter_teach.exercises import CATALOGUE, build

NAMES = ["Léa", "Hugo", "Zoé", "Inès", "Tom", "Jade", "Lucas", "Emma", "Nina", "Paul",
         "Sami", "Lina", "Yanis", "Chloé", "Adam", "Rose", "Noé", "Manon", "Théo", "Louise"]
# « a le Garde », « ait le Garde », « est le Garde », « soit le Garde », « n'ait pas le Garde »…, but not
# « a le Garde (1) », a card shown with its value
EVENT = re.compile(r"\b(?:a|ait|avait|est|était|soit|sont|pas)\s+(?:le |la |l')(\w+)(?! \(\d)")


def several(name, edition):
    """True for a card of ``edition`` with several copies (not « la carte », « le paquet »…)."""
    return any(card.name == name and card.count > 1 for card in edition.cards)


def misnamed(q):
    """The events of ``q``'s prompt, figure and hints about a card type of several copies named « le »."""
    edition = q.edition or get_edition("classique")
    texts = (q.prompt, *q.hints, "" if q.figure is None else str(q.figure))
    return [m.group(0) for text in texts for m in EVENT.finditer(text)
            if several(m.group(1), edition)]


def test_the_articles():
    classic = get_edition("classique")
    assert (fr.one_of(classic.card("Garde")), fr.none_of(classic.card("Garde"))) == ("un Garde", "de Garde")
    assert (fr.one_of(classic.card("Roi")), fr.none_of(classic.card("Roi"))) == ("le Roi", "le Roi")
    assert fr.none_of(get_edition("2019").card("Espionne")) == "d'Espionne"


SLOW = {"03.conseils.intervalle", "03.seconde.premier"}  # several seconds each: marked slow


@pytest.mark.parametrize("exercise_id", [pytest.param(i, marks=pytest.mark.slow) if i in SLOW else i
                                         for i in sorted(CATALOGUE)])
def test_no_event_says_the_card_of_several_copies(exercise_id):
    found = {text for name in NAMES for text in misnamed(build(exercise_id, name))}
    assert not found, f"{exercise_id} : {sorted(found)}"
