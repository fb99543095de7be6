"""Events dispatch on their class, from one table per dispatcher (events.handlers)."""

import inspect

import pytest

from loveletter_teach import events as ev
from loveletter_teach.narration import _Teller
from loveletter_teach.probability.facts import Knowledge
from loveletter_teach.probability.worlds import Worlds


def test_every_record_class_is_an_event_with_its_own_kind():
    records = {cls for _, cls in inspect.getmembers(ev, inspect.isclass)
               if cls.__module__ == ev.__name__ and hasattr(cls, "seen_by")}
    assert records == set(ev.EVENTS)
    assert ev.BY_KIND == {cls.kind: cls for cls in ev.EVENTS} and len(ev.BY_KIND) == len(ev.EVENTS)
    assert ev.ChancellorDrew.kind == "chancellor_drew" and ev.RoundEnded.kind == "round_ended"


def test_a_handler_for_an_event_that_does_not_exist_is_an_error():
    class Renamed:
        def _on_drew(self, event):
            return "drew"

        def _on_drawn(self, event):  # as if the class Drew had been renamed or misspelt
            return "drawn"

    with pytest.raises(TypeError, match="_on_drawn"):
        ev.handlers(Renamed)
    with pytest.raises(TypeError, match="roundended"):
        ev.dispatch()(type("Old", (), {"_on_roundended": lambda self, e: None}))


def test_handlers_are_found_by_prefix_and_keyed_by_class():
    class Teller:
        def tell_looked(self, event):
            return event.card

        def helper(self):  # not a handler: no prefix
            return None

    table = ev.handlers(Teller, "tell_")
    assert table == {ev.Looked: Teller.tell_looked}
    assert table[type(ev.Looked(0, 1, "x"))](Teller(), ev.Looked(0, 1, "x")) == "x"


def test_each_dispatcher_handles_the_events_it_should():
    everything = set(ev.EVENTS)
    assert set(Worlds.HANDLERS) == everything
    assert set(_Teller.HANDLERS) == everything
    # the deal is counted once at the start; at a showdown the hands shown are known
    assert set(Knowledge.HANDLERS) == everything - {ev.Dealt}
    for dispatcher in (Worlds, _Teller, Knowledge):
        for cls, function in dispatcher.HANDLERS.items():
            assert function.__name__ in ("_on_" + cls.kind, "_on_dealt")  # Worlds: _on_drew = _on_dealt


def test_no_dispatch_on_class_name_strings_is_left():
    import loveletter_teach
    from pathlib import Path
    root = Path(loveletter_teach.__file__).parent
    for path in [*root.rglob("*.py"), *Path(__file__).parent.glob("*.py")]:
        if path.name == Path(__file__).name:
            continue
        text = path.read_text(encoding="utf-8")
        assert "type(e).__name__ ==" not in text and '"_on_" + type(' not in text, path


def test_knowledge_says_who_knows_my_card():
    from scenarios import act, build
    from loveletter_teach.bots.base import who_knows_my_card
    r = build("classique", 2, hands=["Prêtre", "Garde"], draws=["Baron"])
    act(r, "Prêtre", 1)  # Alice looks at Bob's Guard
    assert Knowledge(r.observation(1)).who_knows_my_card() == {0: r.edition.card("Garde")}
    assert Knowledge(r.observation(0)).who_knows_my_card() == {}
    for seat in range(2):  # the bots' helper is the same walk
        assert who_knows_my_card(r.observation(seat)) == Knowledge(r.observation(seat)).who_knows_my_card()


def test_after_a_kings_swap_the_other_knows_the_card_it_gave():
    from scenarios import act, build
    from loveletter_teach.bots.base import who_knows_my_card
    r = build("classique", 2, hands=["Roi", "Baron"], draws=["Garde"])
    act(r, "Roi", 1)  # Alice gives her Guard to Bob and gets his Baron
    card = r.edition.card
    assert r.hands[0] == [card("Baron")] and card("Garde") in r.hands[1]  # Bob has drawn since
    assert Knowledge(r.observation(0)).who_knows_my_card() == {1: card("Baron")}  # Bob gave it
    assert Knowledge(r.observation(1)).who_knows_my_card() == {0: card("Garde")}  # Alice gave it
    for seat in range(2):
        assert who_knows_my_card(r.observation(seat)) == Knowledge(r.observation(seat)).who_knows_my_card()
