"""What a learner's page may say during a PlayTable round, worked out in this process.

The play table in the browser and a copy built here with the same seed play the same game bit for
bit (same code, same seed, the same clicks). At each moment of the round, the copy's *learner
observation* says which card names the learner may legitimately meet: the cards in their hand, the
cards face up, every discard, every line of their journal, the tooltips of their own cards, the
table's own words, and at the end the score. The bots' thoughts, shown at the end, are not on that
list: they must not tell a card the learner could not know. A kind of card none of that
names is *secret* at that moment: its name must appear nowhere in the page's DOM nor in any
websocket frame the kernel sends, except inside a list of every card of the edition (the Guard's
menu). The seed is chosen so that the burned card, a card in an opponent's hand and a card of the
deck are each secret at some moment while the round is played.

Pure Python (no browser): the functions here are tested in ``test_leaks.py`` on made-up frames.
"""

import json
import re
import unicodedata

from loveletter_teach import fr


def norm(text):
    """Lower case, without accents: « Prêtre », « pretre » and « PRÊTRE » are one name here."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c)).lower()


def name_pattern(name):
    return re.compile(r"(?<![a-z0-9])" + re.escape(norm(name)) + r"(?![a-z0-9])")


def every_card_pattern(edition):
    """Every card name of the edition in the edition's order, each soon after the one before (and
    maybe twice, as in a repr of (label, value) pairs): the Guard's menu, as a list, a repr or the
    text of a <select>."""
    def word(name):
        return r"(?<![a-z0-9])" + re.escape(norm(name)) + r"(?![a-z0-9])"

    pieces = [f"{word(c.name)}(?:.{{0,40}}?{word(c.name)})?" for c in edition.cards]
    return re.compile(".{0,80}?".join(pieces), re.S)


def without_complete_lists(text, edition):
    return every_card_pattern(edition).sub(" ", norm(text))


def found(text, secret, edition):
    """The secret names found in ``text`` outside the lists of every card."""
    clean = without_complete_lists(text, edition)
    return sorted(c.name for c in secret if name_pattern(c.name).search(clean))


def excerpt(text, name, edition, width=70):
    """Where ``name`` was found in ``text`` (lower case, without accents), for the failure message."""
    clean = without_complete_lists(text, edition)
    match = name_pattern(name).search(clean)
    return "…" + clean[max(0, match.start() - width):match.end() + width].replace("\n", " ") + "…" if match else ""


# --- websocket frames -------------------------------------------------------------------------------
def parse_frame(payload):
    """The message(s) of one kernel websocket frame: the JSON text protocol, or the binary
    ``v1.kernel.websocket.jupyter.org`` one (offsets, channel, header, parent, metadata, content,
    buffers). Returns a list of decoded parts (dicts, or strings for what is not JSON)."""
    if isinstance(payload, str):
        return [_json_or_text(payload)]
    data = bytes(payload)
    try:
        count = int.from_bytes(data[:8], "little")
        if not 2 <= count <= 64 or len(data) < 8 * (count + 1):
            raise ValueError("not a v1 frame")
        offsets = [int.from_bytes(data[8 * (i + 1):8 * (i + 2)], "little") for i in range(count)]
        if offsets != sorted(offsets) or offsets[-1] > len(data):
            raise ValueError("not a v1 frame")
        parts = [data[offsets[i]:offsets[i + 1]] for i in range(count - 1)] + [data[offsets[-1]:]]
        return [_json_or_text(p.decode("utf-8", errors="replace")) for p in parts if p]
    except ValueError:
        return [_json_or_text(data.decode("utf-8", errors="replace"))]


def _json_or_text(text):
    try:
        return json.loads(text)
    except ValueError:
        return text


def frame_text(payload, edition):
    """Everything a frame says, as one text, with the lists of every card label taken out."""
    labels = {tuple(norm(f"{c.name} ({c.value})") for c in edition.cards), tuple(norm(c.name) for c in edition.cards)}

    def walk(value):
        if isinstance(value, dict):
            return {k: walk(v) for k, v in value.items()}
        if isinstance(value, list):
            if value and all(isinstance(v, str) for v in value) and tuple(norm(v) for v in value) in labels:
                return "[every card]"
            return [walk(v) for v in value]
        return value

    return "\n".join(p if isinstance(p, str) else json.dumps(walk(p), ensure_ascii=False)
                     for p in parse_frame(payload))


# --- the round, played in this process ----------------------------------------------------------------
STATIC = " ".join(str(v) for words in (fr.WIDGETS, fr.COACH, fr.HTML) for v in words.values())


def seen_by_learner(table):
    """Every text the learner's observation lets the page show now (see the module's docstring)."""
    obs = table.observation()
    edition = obs.edition
    texts = []
    for pile in (*obs.hands, *obs.table, *obs.discards, obs.face_up):
        texts += [c.name for c in pile or () if c is not None]
    texts += list(obs.narration())
    texts += [edition.summary(c) for c in obs.hand or ()]
    texts += [name for name in obs.names]
    if obs.over:
        texts += list(table.game.summary(table.seat))
    return texts


def thoughts_shown(table):
    """The bots' thoughts the table shows at the end of the round, as sentences."""
    told = getattr(table, "thoughts_told", None)
    items = told(table.observation()) if callable(told) else table.thoughts
    return [item[2] for item in items]


def thoughts_leaks(table, moment):
    """The secret cards (at the round's last screen) that the bots' thoughts shown name."""
    return sorted({(c.name, text) for text in thoughts_shown(table) for c in moment.secret
                   if name_pattern(c.name).search(norm(text))})


class Moment:
    """One screen of the round: what the learner may see, what is secret, what the truth is."""

    def __init__(self, table, legit_so_far, action=None):
        rnd = table.round
        self.edition = table.game.edition
        self.legit = legit_so_far
        text = norm(" ".join(legit_so_far))
        self.secret = {c for c in self.edition.cards if not name_pattern(c.name).search(text)}
        self.burned = rnd.burned
        self.opponents = {c for s, hand in enumerate(rnd.hands) if s != table.seat for c in hand}
        self.deck = set(rnd.deck)
        self.narration = list(table.observation().narration())
        self.action = action  # the learner's action that leads to the next moment (None at the end)
        self.over = table.observation().over


def play(edition, n_players, seed, choose=lambda legal: legal[0]):
    """Play a round in this process as the browser will: the learner (seat 0) plays ``choose`` of
    the legal actions at each turn; returns the table and its moments."""
    from loveletter_teach.widgets import PlayTable

    table = PlayTable(edition, n_players, seat=0, seed=seed)
    legit, moments = [STATIC], []
    for _ in range(100):
        obs = table.observation()
        legit = legit + seen_by_learner(table)
        action = choose(obs.legal_actions) if obs.my_turn and not obs.over else None
        moments.append(Moment(table, legit, action))
        if action is None:
            return table, moments
        table.play(action)
    raise AssertionError("the round did not end in 100 turns")


def good_seed(edition, n_players, start, tries=60, min_turns=3):
    """Of the seeds ``start`` … ``start + tries - 1``, the one whose round keeps secret longest, at
    the learner's screens, the burned card, a card in an opponent's hand and a card of the deck
    (each at one screen at least), among the rounds where the learner plays ``min_turns`` times."""
    best = None
    for seed in range(start, start + tries):
        table, moments = play(edition, n_players, seed)
        if sum(m.action is not None for m in moments) < min_turns:
            continue
        counts = (sum(m.burned in m.secret for m in moments), sum(bool(m.opponents & m.secret) for m in moments),
                  sum(bool(m.deck & m.secret) for m in moments))
        score = (min(counts), sum(counts), -seed)
        if min(counts) and (best is None or score > best[0]):
            best = score, seed, table, moments
    if best is None:
        raise AssertionError(f"no seed in [{start}, {start + tries}) hides a burned, a held and a deck card")
    return best[1:]
