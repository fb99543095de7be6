"""Editions as frozen data: cards, player range, tokens and rule switches.

The engine has one code path per *effect*; an edition only says which cards carry which effect.
"""

from dataclasses import dataclass, field, fields, replace
from typing import NamedTuple

from . import fr
from .errors import EditionError, PlayerCountError, UnknownCardError
from .html import card_html, edition_html, french_output
from .names import normalize

# What an effect's player must choose: no target, another player, or any player (self included).
NO_TARGET, OTHER, ANY = "none", "other", "any"


class Effect(NamedTuple):
    """What a card's effect needs. A targeted effect with no player to target has no effect."""

    id: str
    target: str = NO_TARGET
    names_card: bool = False  # the player names a card (not a card of this effect)
    forced_by: tuple = ()  # this card must be played when the other card in hand has one of these effects


# Every effect the engine knows, in the order of the game's values; fr.EFFECT_SUMMARIES is keyed by these ids.
EFFECTS = {e.id: e for e in (
    Effect("spy"), Effect("guess", OTHER, names_card=True), Effect("peek", OTHER), Effect("compare", OTHER),
    Effect("protect"), Effect("discard_redraw", ANY), Effect("draw_keep"), Effect("swap", OTHER),
    Effect("forced", forced_by=("swap", "discard_redraw")), Effect("lose_if_discarded"),
)}
TIE_BREAKS = ("shared", "discard_sum")
VISIBLE_DISCARDS = ("all", "last")
MAX_PLAYERS = 8
MAX_COPIES = 20  # per card: a deck stays a deck of cards (and a tampered file cannot fill memory)


class Card(NamedTuple):
    """A kind of card; hands and decks hold these (physical copies of one kind are alike)."""

    value: int
    name: str
    effect: str
    count: int
    feminine: bool = False
    plural: str = ""

    def __str__(self):
        return self.name

    @french_output
    def _repr_html_(self):
        return card_html(self, size="large")


@dataclass(frozen=True, eq=False)
class Edition:
    """A complete, validated rule set. Build custom ones with :func:`define_edition`."""

    id: str
    title: str
    cards: tuple
    min_players: int
    max_players: int
    tokens_to_win: tuple  # (player count, tokens) pairs
    face_up_two_players: int = 3
    tie_break: str = "shared"
    visible_discards: str = "all"
    first_player: object = "random"
    countess_forced_by: tuple = EFFECTS["forced"].forced_by
    source: str = ""
    # Derived once and never written again (an edition is shared, and every observation reaches it):
    deck: tuple = field(init=False, repr=False, compare=False)  # every physical card, in card order
    _by_key: dict = field(init=False, repr=False, compare=False)
    _guessable: tuple = field(init=False, repr=False, compare=False)
    _ids: frozenset = field(init=False, repr=False, compare=False)
    _deck_ids: list = field(init=False, repr=False, compare=False)
    _by_effect: dict = field(init=False, repr=False, compare=False)
    _hash: int = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        try:
            cards = tuple(sorted(self.cards))
        except TypeError:  # a value or name of the wrong type: _validate explains it in French
            cards = tuple(self.cards)
        object.__setattr__(self, "cards", cards)
        object.__setattr__(self, "tokens_to_win", tuple(sorted(dict(self.tokens_to_win).items())))
        if isinstance(self.countess_forced_by, str):
            object.__setattr__(self, "countess_forced_by", (self.countess_forced_by,))
        object.__setattr__(self, "countess_forced_by", tuple(self.countess_forced_by))
        _validate(self)
        object.__setattr__(self, "deck", tuple(c for c in cards for _ in range(c.count)))
        object.__setattr__(self, "_by_key", {normalize(c.name): c for c in cards})
        object.__setattr__(self, "_guessable", tuple(c for c in cards if c.effect != "guess"))
        object.__setattr__(self, "_ids", frozenset(map(id, cards)))
        object.__setattr__(self, "_deck_ids", sorted(map(id, self.deck)))
        by_effect = {}
        for c in cards:
            by_effect[c.effect] = by_effect.get(c.effect, ()) + (c,)
        object.__setattr__(self, "_by_effect", by_effect)
        try:
            object.__setattr__(self, "_hash", hash(self.definition()))
        except TypeError as exc:  # a list where a text was expected (a tampered file)
            raise EditionError(fr.ERR["save_field"].format(field="edition")) from exc

    def definition(self):
        """The fields that define the edition (what equality, hashing and pickling use)."""
        return tuple(getattr(self, f) for f in _DEFINITION)

    def __eq__(self, other):
        return self is other or (isinstance(other, Edition) and self.definition() == other.definition())

    def __hash__(self):  # computed once: editions key the engine's caches
        return self._hash

    def __reduce__(self):
        """Pickle the definition only: the derived data (card identities) is rebuilt on loading."""
        return (_rebuild, (self.definition(),))

    # --- derived data -------------------------------------------------------------------
    @property
    def size(self):
        return len(self.deck)

    def card(self, name):
        """The card called ``name`` (case and accents ignored); a Card of this edition passes through."""
        if id(name) in self._ids:
            return name
        if isinstance(name, Card):
            if name in self.cards:
                return name
            name = name.name
        found = self._by_key.get(normalize(name)) or self._by_key.get(normalize(_without_article(name)))
        if found is None:
            raise UnknownCardError(fr.ERR["unknown_card"].format(
                name=name, edition=self.id, cards=", ".join(c.name for c in self.cards)))
        return found

    def cards_of(self, cards):
        """``cards`` as this edition's Card objects (names accepted)."""
        if self._ids.issuperset(map(id, cards)):
            return tuple(cards)
        return tuple(map(self.card, cards))

    def is_deck(self, cards):
        """True when ``cards`` (this edition's Card objects) are exactly the edition's deck."""
        return sorted(map(id, cards)) == self._deck_ids

    def with_effect(self, effect):
        """The cards carrying ``effect`` (several in custom editions)."""
        return self._by_effect.get(effect, ())

    def guessable(self):
        """The cards a guessing card may name: all but the guessing cards themselves (a Guard never names a Guard)."""
        return self._guessable

    def forces_countess(self, card):
        """True when a forced card (the Countess) kept beside ``card`` must be played."""
        return card.effect in self.countess_forced_by

    def forced_card(self, hand):
        """The card of a two-card ``hand`` that must be played (the Countess beside a King or a
        Prince), or None."""
        if len(hand) == 2:
            first, second = hand
            if first.effect == "forced" and self.forces_countess(second):
                return first
            if second.effect == "forced" and self.forces_countess(first):
                return second
        return None

    def playable(self, hand):
        """The distinct cards of ``hand`` that may be played, sorted."""
        forced = self.forced_card(hand)
        if forced is not None:
            return [forced]
        if len(hand) == 2:  # the usual case, kept fast
            first, second = hand
            return [first] if first == second else [first, second] if first < second else [second, first]
        return sorted(set(hand))

    def target_kind(self, card):
        """NO_TARGET, OTHER (another player) or ANY (any player, the player included)."""
        return EFFECTS[card.effect].target

    def names_card(self, card):
        """True when playing ``card`` on a player names a card (the Guard)."""
        return EFFECTS[card.effect].names_card

    def targets(self, card, seat, alive, protected):
        """The seats ``seat`` may target with ``card``: in the round and not protected; the
        player itself only for an ANY effect. Empty for a card without a target."""
        return self.targets_among(card, seat, tuple([s for s in range(len(alive)) if alive[s] and not protected[s]]))

    def targets_among(self, card, seat, open_seats):
        """:meth:`targets`, given the seats in the round and not protected (sorted)."""
        kind = EFFECTS[card.effect].target
        if kind == NO_TARGET:
            return ()
        return open_seats if kind == ANY or seat not in open_seats else tuple([s for s in open_seats if s != seat])

    def tokens_for(self, n_players):
        self.check_players(n_players)
        return dict(self.tokens_to_win)[n_players]

    def face_up_for(self, n_players):
        return self.face_up_two_players if n_players == 2 else 0

    def check_players(self, n_players):
        """The one check of a number of players: a whole number within the edition's range."""
        if not isinstance(n_players, int) or isinstance(n_players, bool):
            shown = repr(n_players)
            raise PlayerCountError(fr.ERR["player_count_type"].format(
                edition=self.id, low=self.min_players, high=self.max_players,
                n=shown if len(shown) <= 40 else shown[:39] + "…"))
        if not self.min_players <= n_players <= self.max_players:
            raise PlayerCountError(fr.ERR["player_count"].format(
                edition=self.id, low=self.min_players, high=self.max_players, n=n_players))

    def summary(self, card):
        """The French effect text of ``card``, with this edition's names."""
        card = self.card(card)
        text = fr.EFFECT_SUMMARIES[card.effect]
        spies = self.with_effect("spy") or (card,)
        guards = self.with_effect("guess") or (card,)
        forcing = [c for c in self.cards if self.forces_countess(c)]
        return text.format(
            spy=fr.a(spies[0]), guard=fr.the(guards[0]),
            forcing=fr.join_or(fr.the(c) if c.count == 1 else fr.a(c) for c in forcing) if forcing else "—")

    def with_rules(self, **changes):
        """A copy with some switches changed (validated again), e.g. ``tie_break='discard_sum'``."""
        changes.setdefault("id", self.id)
        return replace(self, **changes)

    @french_output
    def _repr_html_(self):
        return edition_html(self)

    # --- saving ---------------------------------------------------------------------------
    def to_dict(self):
        return {
            "id": self.id, "title": self.title,
            "cards": [{"name": c.name, "value": c.value, "count": c.count, "effect": c.effect,
                       "feminine": c.feminine, "plural": c.plural} for c in self.cards],
            "min_players": self.min_players, "max_players": self.max_players,
            "tokens_to_win": {str(n): t for n, t in self.tokens_to_win},
            "face_up_two_players": self.face_up_two_players, "tie_break": self.tie_break,
            "visible_discards": self.visible_discards, "first_player": self.first_player,
            "countess_forced_by": list(self.countess_forced_by), "source": self.source,
        }

    @classmethod
    def from_dict(cls, data):
        """Rebuild (and validate) an edition written by :meth:`to_dict`."""
        try:
            fields = dict(data)
            cards = list(fields.pop("cards"))
            tokens = fields.pop("tokens_to_win")
            tokens = {int(n): t for n, t in dict(tokens).items()}
            forced = tuple(fields.pop("countess_forced_by", EFFECTS["forced"].forced_by))
        except (TypeError, KeyError, ValueError, AttributeError) as exc:
            raise EditionError(fr.ERR["save_field"].format(field="edition")) from exc
        return define_edition(fields.pop("id", fr.CUSTOM_EDITION_ID), cards, tokens_to_win=tokens,
                              countess_forced_by=forced, **fields)


_DEFINITION = ("id", "title", "cards", "min_players", "max_players", "tokens_to_win", "face_up_two_players",
               "tie_break", "visible_discards", "first_player", "countess_forced_by", "source")


def _rebuild(values):
    edition = Edition(*values)
    preset = EDITIONS.get(edition.id)
    return preset if preset == edition else edition


def _without_article(name):
    """« la Princesse » → « Princesse », « l'Héritière » → « Héritière »."""
    text = str(name).strip()
    for article in ("le ", "la ", "les ", "l'", "l’", "un ", "une "):
        if text.lower().startswith(article):
            return text[len(article):]
    return text


def _flag(value, card):
    """A yes/no field of a saved card: only true or false (« "no" » would read as true)."""
    if not isinstance(value, bool):
        raise EditionError(fr.ERR["save_field"].format(field=f"feminine ({card})"))
    return value


def _card_from(spec):
    """A Card from a Card, a dict or a (name, value, count, effect[, feminine]) tuple."""
    if isinstance(spec, Card):
        return spec
    if isinstance(spec, dict):
        spec = dict(spec)
        try:
            return Card(value=spec["value"], name=spec["name"], effect=spec["effect"],
                        count=spec["count"], feminine=_flag(spec.get("feminine", False), spec.get("name")),
                        plural=spec.get("plural", ""))
        except KeyError as exc:
            raise EditionError(fr.ERR["save_field"].format(field=exc.args[0])) from exc
    try:
        name, value, count, effect, *rest = spec
    except (TypeError, ValueError) as exc:
        raise EditionError(fr.ERR["save_field"].format(field="cards")) from exc
    return Card(value=value, name=name, effect=effect, count=count, feminine=bool(rest and rest[0]))


def define_edition(id, cards, *, min_players=2, max_players=4, tokens_to_win=None, title=None, **rules):
    """A teacher's own edition, validated with French errors.

    ``cards``: Card objects, dicts or tuples ``(name, value, count, effect)``; ``tokens_to_win``: a
    dict {player count: tokens} (default: 7/5/4/3/3… as in the original game).

    >>> e = define_edition("mini", [("Garde", 1, 3, "guess"), ("Princesse", 8, 1, "lose_if_discarded", True),
    ...                             ("Baron", 3, 2, "compare")], max_players=2, face_up_two_players=0)
    >>> e.size, [c.name for c in e.cards]
    (6, ['Garde', 'Baron', 'Princesse'])
    """
    if tokens_to_win is None:
        tokens_to_win = {n: max(3, 9 - n) if n > 2 else 7 for n in range(min_players, max_players + 1)}
    if isinstance(tokens_to_win, dict):
        tokens_to_win = tuple(tokens_to_win.items())
    switches = [f.name for f in fields(Edition) if f.init][6:]  # after id … tokens_to_win
    for switch in rules:
        if switch not in switches:
            raise EditionError(fr.ERR["unknown_switch"].format(switch=switch, allowed=", ".join(switches)))
    return Edition(id=id, title=title or id, cards=tuple(_card_from(c) for c in cards),
                   min_players=min_players, max_players=max_players, tokens_to_win=tokens_to_win, **rules)


def _validate(e):
    err = fr.ERR
    for name in ("title", "source"):
        if not isinstance(getattr(e, name), str):
            raise EditionError(err["save_field"].format(field=name))
    if not e.cards:
        raise EditionError(err["no_cards"])
    seen = set()
    for c in e.cards:
        if not isinstance(c.name, str) or not normalize(c.name):
            raise EditionError(err["bad_name"].format(name=c.name))
        if normalize(c.name) in seen:
            raise EditionError(err["duplicate_card"].format(name=c.name))
        seen.add(normalize(c.name))
        if not isinstance(c.effect, str) or c.effect not in EFFECTS:
            raise EditionError(err["unknown_effect"].format(
                effect=c.effect, card=c.name, effects=", ".join(EFFECTS)))
        if not isinstance(c.count, int) or isinstance(c.count, bool) or not 1 <= c.count <= MAX_COPIES:
            raise EditionError(err["bad_count"].format(card=c.name, count=c.count, max=MAX_COPIES))
        if not isinstance(c.value, int) or isinstance(c.value, bool):
            raise EditionError(err["bad_value"].format(card=c.name, value=c.value))
    low, high = e.min_players, e.max_players
    if not all(isinstance(x, int) and not isinstance(x, bool) for x in (low, high)) \
            or not 2 <= low <= high <= MAX_PLAYERS:
        raise EditionError(err["bad_range"].format(max=MAX_PLAYERS, low=low, high=high))
    tokens = dict(e.tokens_to_win)
    if set(tokens) != set(range(low, high + 1)) or not all(
            isinstance(t, int) and not isinstance(t, bool) and t >= 1 for t in tokens.values()):
        raise EditionError(err["bad_tokens"].format(low=low, high=high, tokens=tokens))
    _check_switch("tie_break", e.tie_break, TIE_BREAKS)
    _check_switch("visible_discards", e.visible_discards, VISIBLE_DISCARDS)
    if e.first_player != "random" and (not isinstance(e.first_player, int) or isinstance(e.first_player, bool)
                                       or not 0 <= e.first_player < low):
        raise EditionError(err["bad_first_player"].format(value=e.first_player, last=low - 1))
    face_up = e.face_up_two_players
    if not isinstance(face_up, int) or isinstance(face_up, bool) or face_up < 0:
        raise EditionError(err["bad_face_up"].format(value=face_up))
    if not all(isinstance(x, str) for x in e.countess_forced_by) or not set(e.countess_forced_by) <= set(EFFECTS):
        raise EditionError(err["bad_forced_by"].format(value=e.countess_forced_by))
    total = sum(c.count for c in e.cards)
    for n in (low, high):
        needed = 1 + (face_up if n == 2 else 0) + n + 1
        if total < needed:
            raise EditionError(err["too_few_cards"].format(
                total=total, n=n, needed=needed, face_up=face_up if n == 2 else 0))
    guards = [c for c in e.cards if c.effect == "guess"]
    if guards and len(guards) == len(e.cards):
        raise EditionError(err["guard_needs_target"].format(guard=fr.the(guards[0])))


def _check_switch(switch, value, allowed):
    if value not in allowed:
        raise EditionError(fr.ERR["bad_switch"].format(switch=switch, value=value, allowed=", ".join(allowed)))


# --- The four presets ------------------------------------------------------------
def _cards(*rows):
    return tuple(Card(value=v, name=n, effect=eff, count=k, feminine=fem) for n, v, k, eff, fem in rows)


CLASSIQUE = Edition(
    id="classique", title="Love Letter (édition originale, 2012)",
    cards=_cards(("Garde", 1, 5, "guess", False), ("Prêtre", 2, 2, "peek", False),
                 ("Baron", 3, 2, "compare", False), ("Servante", 4, 2, "protect", True),
                 ("Prince", 5, 2, "discard_redraw", False), ("Roi", 6, 1, "swap", False),
                 ("Comtesse", 7, 1, "forced", True), ("Princesse", 8, 1, "lose_if_discarded", True)),
    min_players=2, max_players=4, tokens_to_win={2: 7, 3: 5, 4: 4},
    face_up_two_players=3, tie_break="discard_sum",
    source="Le jeu original de 2012 (16 cartes).")

EDITION_2019 = Edition(
    id="2019", title="Love Letter (édition 2019, 21 cartes)",
    cards=_cards(("Espionne", 0, 2, "spy", True), ("Garde", 1, 6, "guess", False),
                 ("Prêtre", 2, 2, "peek", False), ("Baron", 3, 2, "compare", False),
                 ("Servante", 4, 2, "protect", True), ("Prince", 5, 2, "discard_redraw", False),
                 ("Chancelier", 6, 2, "draw_keep", False), ("Roi", 7, 1, "swap", False),
                 ("Comtesse", 8, 1, "forced", True), ("Princesse", 9, 1, "lose_if_discarded", True)),
    min_players=2, max_players=6, tokens_to_win={2: 6, 3: 5, 4: 4, 5: 3, 6: 3},
    face_up_two_players=3, tie_break="shared",
    source="Règles de l'édition 2019 (21 cartes, de 2 à 6 joueurs).")

SEIZE_CARTES = Edition(
    id="16-cartes", title="Love Letter, version de base à 16 cartes",
    cards=_cards(("Garde", 1, 5, "guess", False), ("Prêtre", 2, 2, "peek", False),
                 ("Baron", 3, 2, "compare", False), ("Servante", 4, 2, "protect", True),
                 ("Prince", 5, 2, "discard_redraw", False), ("Roi", 7, 1, "swap", False),
                 ("Comtesse", 8, 1, "forced", True), ("Princesse", 9, 1, "lose_if_discarded", True)),
    min_players=2, max_players=4, tokens_to_win={2: 6, 3: 5, 4: 4},
    face_up_two_players=3, tie_break="shared",
    source="Règles de la version de base à 16 cartes.")

LETTRE_D_AMOUR = Edition(
    id="lettre-d-amour", title="Lettre d'amour (16 cartes)",
    cards=_cards(("Espion", 1, 5, "guess", False), ("Prêtre", 2, 2, "peek", False),
                 ("Duelliste", 3, 2, "compare", False), ("Bouclier", 4, 2, "protect", False),
                 ("Messager", 5, 2, "discard_redraw", False), ("Noble", 6, 1, "swap", False),
                 ("Dame", 7, 1, "forced", True), ("Héritière", 8, 1, "lose_if_discarded", True)),
    min_players=2, max_players=4, tokens_to_win={2: 7, 3: 5, 4: 4},
    face_up_two_players=0, tie_break="discard_sum", first_player=0,
    source="Règles de Lettre d'amour (16 cartes).")

EDITIONS = {e.id: e for e in (CLASSIQUE, EDITION_2019, SEIZE_CARTES, LETTRE_D_AMOUR)}


def get_edition(edition):
    """An Edition from itself or from its id ("classique", "2019", "16-cartes", "lettre-d-amour")."""
    if isinstance(edition, Edition):
        return edition
    if edition in EDITIONS:
        return EDITIONS[edition]
    for key, found in EDITIONS.items():
        if normalize(key) == normalize(edition):
            return found
    raise EditionError(fr.ERR["unknown_edition"].format(name=edition, editions=", ".join(EDITIONS)))
