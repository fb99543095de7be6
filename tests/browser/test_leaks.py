"""The leak detector of the browser test, on made-up text and frames (fast, no browser)."""

import json

import pytest

from leaks import every_card_pattern, found, frame_text, norm, parse_frame, play, thoughts_leaks

from loveletter_teach import CLASSIQUE

CARDS = {c.name: c for c in CLASSIQUE.cards}


def v1_frame(channel, *parts):
    """A frame of the binary kernel websocket protocol, built as jupyter_server does."""
    blobs = [json.dumps(p).encode() for p in parts]
    offsets = [8 * (1 + 1 + len(blobs) + 1)]
    offsets.append(offsets[-1] + len(channel))
    for blob in blobs:
        offsets.append(offsets[-1] + len(blob))
    head = len(offsets).to_bytes(8, "little") + b"".join(o.to_bytes(8, "little") for o in offsets)
    return head + channel.encode() + b"".join(blobs)


def test_a_name_is_found_without_accents_or_case_and_as_a_whole_word():
    secret = {CARDS["Prêtre"], CARDS["Prince"], CARDS["Garde"]}
    assert found("Bob a le PRETRE", secret, CLASSIQUE) == ["Prêtre"]
    assert found("Regardez la Princesse", secret, CLASSIQUE) == []  # neither « Garde » nor « Prince »
    assert found("<span>garde</span>", secret, CLASSIQUE) == ["Garde"]


def test_the_list_of_every_card_is_not_a_leak_but_a_part_of_it_is():
    secret = {CARDS["Princesse"]}
    labels = [f"{c.name} ({c.value})" for c in CLASSIQUE.cards]
    assert every_card_pattern(CLASSIQUE).search(norm("\n".join(labels)))
    assert found(repr(tuple((label, label.split()[0]) for label in labels)), secret, CLASSIQUE) == []
    assert found(", ".join(labels[-3:]), secret, CLASSIQUE) == ["Princesse"]


def test_frames_of_both_protocols_are_read():
    labels = [f"{c.name} ({c.value})" for c in CLASSIQUE.cards]
    content = {"data": {"state": {"_options_labels": labels, "value": "<b>Princesse</b>"}}}
    binary = v1_frame("iopub", {"msg_type": "comm_msg"}, {}, {}, content)
    parts = parse_frame(binary)
    assert parts[0] == "iopub" and parts[-1] == content
    text = frame_text(binary, CLASSIQUE)
    assert "[every card]" in text and found(text, {CARDS["Princesse"]}, CLASSIQUE) == ["Princesse"]
    legacy = json.dumps({"channel": "iopub", "content": {"data": {"state": {"_options_labels": labels}}}})
    assert found(frame_text(legacy, CLASSIQUE), {CARDS["Princesse"]}, CLASSIQUE) == []


def test_the_round_played_here_is_the_same_every_time():
    pytest.importorskip("ipywidgets")
    _, first = play("classique", 3, 2060)
    _, again = play("classique", 3, 2060)
    assert [m.narration for m in first] == [m.narration for m in again]
    assert first[-1].over and first[0].secret  # something is secret at the start


def test_the_bots_thoughts_name_no_card_the_learner_cannot_know():
    pytest.importorskip("ipywidgets")
    leaks = {}
    for seed in range(2030, 2070):  # among them, rounds a bot wins as last player standing with a card unseen
        table, moments = play("classique", 3, seed)
        if thoughts_leaks(table, moments[-1]):
            leaks[seed] = thoughts_leaks(table, moments[-1])
    assert not leaks, leaks
