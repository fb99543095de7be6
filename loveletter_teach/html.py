"""Plain HTML pictures of cards, editions, rounds and observations (no ipywidgets needed).

Everything here returns a string of HTML with inline styles only, so that it renders the same in
JupyterLab, in an ipywidgets ``HTML`` value, and in Pyodide notebooks (Capytale, Basthon,
JupyterLite). The cards are drawn by us: a colour per value, the value, the name, the effect.

>>> from loveletter_teach import CLASSIQUE
>>> "Princesse" in card_html(CLASSIQUE.card("princesse"), CLASSIQUE)
True
"""

import base64
import functools
import html as _html
import re
import textwrap

from . import fr

W = fr.HTML

# One colour per value (dark for the frame and the band, light for the body); readable on a projector, and
# at 4.5:1 at least under white text and on the light body (tests/test_html.py).
PALETTE = (
    ("#37474f", "#eceff1"),  # 0
    ("#1565c0", "#e3f2fd"),  # 1
    ("#00796b", "#e0f2f1"),  # 2
    ("#2e7d32", "#e8f5e9"),  # 3
    ("#8d5a00", "#fff3e0"),  # 4
    ("#bf360c", "#fbe9e7"),  # 5 (#d84315, lighter, was 4.4:1 under white text: WCAG 1.4.3 wants 4.5)
    ("#6a1b9a", "#f3e5f5"),  # 6
    ("#ad1457", "#fce4ec"),  # 7
    ("#b71c1c", "#ffebee"),  # 8
    ("#6d4c00", "#fff8e1"),  # 9
)
BACK = "#4a148c"
FONT = "font-family:Segoe UI,Roboto,Helvetica Neue,Arial,sans-serif;"


# Text for a screen reader only: kept in the page (read aloud, copied), drawn nowhere.
SCREEN_READER_ONLY = ("position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;"
                      "clip:rect(0,0,0,0);white-space:nowrap;border:0")


def french(html, tag="div"):
    """``html`` marked as French (``lang="fr"``), so that a screen reader reads it with a French voice
    whatever language the page around it declares; ``tag``: ``"span"`` for a piece of a line.

    >>> french("<b>Bravo</b>")
    "<div lang='fr'><b>Bravo</b></div>"
    """
    return f"<{tag} lang='fr'>{html}</{tag}>" if html else html


def french_output(repr_html, tag="div"):
    """A ``_repr_html_`` whose output is marked as French (:func:`french`): every HTML output of the
    package is decorated so (``tests/test_accessibility.py`` checks each class that has one)."""
    @functools.wraps(repr_html)
    def marked(self):
        return french(repr_html(self), tag)
    marked.french = True
    return marked


# What can turn the text around it: the letters of right-to-left scripts (Hebrew, Arabic…) and the
# embeddings, overrides and isolates (« \u202eAlice » would print the rest of the line backwards).
_RTL = ("\u0590-\u08ff\u200f\u202a-\u202e\u2066-\u2069\ufb1d-\ufdff\ufe70-\ufefc"
        "\U00010800-\U00010fff\U0001e800-\U0001efff")
_WORD = rf"[^\s<>]*[{_RTL}][^\s<>]*"
_BIDI_RUN = re.compile(rf"{_WORD}(?:\s+{_WORD})*")
_HAS_RTL = re.compile(f"[{_RTL}]")


def isolate_html(escaped):
    """Every run of words holding a right-to-left letter or a direction control, in ``<bdi>``: a
    name such as « \u202eAlice » can no longer turn the sentence around it (HTML already escaped).

    >>> isolate_html("Au tour de \u202eAlice : jouez.")
    'Au tour de <bdi>\u202eAlice</bdi> : jouez.'
    """
    if not _HAS_RTL.search(escaped):  # the usual case: one quick look
        return escaped
    return _BIDI_RUN.sub(lambda m: f"<bdi>{m.group(0)}</bdi>", escaped)


# A letter under a combining macron (« Ā », « B̄ », « C̄₁ »: the complement) is a hair-thin bar at 100 %
# zoom: the HTML adds a real overline above it; the text (read aloud, copied, searched) stays « Ā ».
_BARRED = re.compile("([^\\W\\d_])\u0304|([ĀāĒēĪīŌōŪūȲȳḠḡ])")  # a letter and the macron, or one character
_HAS_BAR = re.compile("[\u0304ĀāĒēĪīŌōŪūȲȳḠḡ]")


def overlined_html(escaped):
    """« Ā » with an overline that every zoom shows, its text unchanged (HTML escaped).

    >>> overlined_html("P(B\u0304)").count("text-decoration:overline")
    1
    """
    return _BARRED.sub(_overlined, escaped) if _HAS_BAR.search(escaped) else escaped  # one quick look first


def _overlined(match):
    if match.group(1):  # « B̄ »: the font's macron (drawn, or transparent but cutting the line) blurs the bar
        return f"<span style='text-decoration:overline'>{match.group(1)}<span style='font-size:0'>\u0304</span></span>"
    return f"<span style='text-decoration:overline'>{match.group(0)}</span>"  # the text stays « Ā »


def esc(text):
    """``text`` as HTML content: escaped, a barred letter drawn with a real overline
    (:func:`overlined_html`), and whatever a learner typed in a right-to-left script or with direction
    controls isolated (:func:`isolate_html`). Every text of the package's HTML goes through here (or
    :func:`french_html`), names, answers and moves included."""
    return overlined_html(_escaped(text))


def _escaped(text):
    return isolate_html(_html.escape(str(text)))


def attr(text):
    """``text`` escaped for an attribute's value (a tooltip): no markup there."""
    return _html.escape(str(text))


NBSP, NNBSP = "\u00a0", "\u202f"  # the space before « : » and inside « », the thin one before ; ? !
_BEFORE = {":": NBSP, "»": NBSP, ";": NNBSP, "?": NNBSP, "!": NNBSP}
_SPACE_BEFORE = re.compile(r" +([:;?!»])")
_SPACE_AFTER = re.compile(r"« +")
_SPACE_PERCENT = re.compile(r"(?<=\d) +%")  # « 14,3 % » never split from its sign
_SPACE_SET = re.compile(r" +([∩∪]) +")  # « P(Ā ∩ B) » never split at the end of a line
# « P_A(B) », « x_i », « P_Ā(B) »: one letter (not the end of a longer name such as je_suis), then its index
_SUBSCRIPT = re.compile(r"(?<![\w.])([A-Za-z])_((?:[^\W_][\u0300-\u036f]*)+)(?![\w])")  # « B̄ »: a mark too


def typography_html(html):
    """French typography for HTML that a browser lays out: the space before « : ; ? ! » » and after
    « « » becomes non-breaking (no line starts with « : » or ends with « « »), and so does the space
    between a number and « % », and those around « ∩ » and « ∪ ». Only for HTML text: the plain-text outputs
    keep ordinary spaces.

    >>> typography_html("Bravo : c'est « juste » ?") == "Bravo\u00a0: c'est «\u00a0juste\u00a0» ?".replace(" ?", "\u202f?")
    True
    """
    html = _SPACE_BEFORE.sub(lambda m: _BEFORE[m.group(1)] + m.group(1), html)
    html = _SPACE_PERCENT.sub(NBSP + "%", html)
    html = _SPACE_SET.sub(lambda m: NBSP + m.group(1) + NBSP, html)
    return _SPACE_AFTER.sub("«" + NBSP, html)


def subscripts_html(html):
    """« P_A(B) » → P<sub>A</sub>(B), « x_i » → x<sub>i</sub> (the lycée notation typed with « _ »).

    >>> subscripts_html("P_A(B) = P(B) ; P(X = x_i) ; je_suis")
    'P<sub>A</sub>(B) = P(B) ; P(X = x<sub>i</sub>) ; je_suis'
    """
    return _SUBSCRIPT.sub(r"\1<sub>\2</sub>", html)


def french_html(text):
    """French text as HTML: escaped, the « _ » subscripts of the notation as real subscripts, French
    non-breaking spaces. The one function through which a learner's French text becomes HTML."""
    return typography_html(overlined_html(subscripts_html(_escaped(text))))


class Lines(tuple):
    """Lines of results as a class writes them, « P_A(E) » with a real subscript in HTML (a line that
    has its own HTML, a :class:`~loveletter_teach.probability.trees.Formula`, is drawn with it)."""

    def __repr__(self):
        return "\n".join(map(str, self))  # a line kept for its HTML (a tree) prints as its text

    @french_output
    def _repr_html_(self):
        return "".join(f"<div style='margin:4px 0'>{line._repr_html_()}</div>"  # a table, a tree: a block
                       if hasattr(line, "_repr_html_") and not isinstance(line, str) else
                       f"<p style='margin:2px 0;font-size:15px'>"
                       f"{line._repr_html_() if hasattr(line, '_repr_html_') else french_html(line)}</p>"
                       for line in self)


def show(*lines):
    """The lines given (texts, « P_E(C) = 13/24 », formulas), shown in the programme's notation: a notebook
    draws « P_E(C) » as P with the subscript E; the text is the same, one line each."""
    return Lines(line if hasattr(line, "_repr_html_") else str(line) for line in lines)


class Revealed(Lines):
    """:class:`Lines` folded under « Montrer la réponse » (an HTML ``<details>``, closed): on a projected
    notebook, the answer to a class question is on screen only when the teacher opens it, after Run All
    as on opening the saved notebook. The text is the same lines, unfolded (what nbval compares)."""

    def __new__(cls, lines, summary):
        folded = super().__new__(cls, lines)
        folded.summary = summary
        return folded

    @french_output
    def _repr_html_(self):
        return (f"<details style='{FONT}margin:4px 0'><summary style='cursor:pointer;font-weight:700;"
                f"color:#1565c0'>{esc(self.summary)}</summary>{super()._repr_html_()}</details>")


def reveal(*lines, result=False):
    """:func:`show`'s lines folded until someone asks: under « Montrer la réponse » (the answer to a
    question the class is asked), or « Montrer le résultat » with ``result=True`` (a worked example's
    result, which the text asks the reader to foresee).

    >>> folded = reveal("P_B(A) = 1/5")
    >>> folded
    P_B(A) = 1/5
    >>> "<details" in folded._repr_html_() and "P<sub>B</sub>(A) = 1/5" in folded._repr_html_()
    True
    """
    return Revealed(show(*lines), W["reveal_result" if result else "reveal_answer"])


def colours(card):
    """(dark, light) colours of a card, by its value."""
    return PALETTE[card.value % len(PALETTE)]


# --- cards ----------------------------------------------------------------------------------
def card_html(card, edition=None, size="large", count=None, note=None):
    """One card drawn in HTML. ``size``: "large" (with the effect text), "small" (hands, discards)
    or "tiny" (a chip inside a line of text). ``edition`` gives the effect text in its own names."""
    dark, light = colours(card)
    label = fr.EFFECT_LABELS.get(card.effect, card.effect)
    summary = edition.summary(card) if edition is not None else ""
    title = f"{card.name} ({card.value}) : {summary or label}"
    if size == "tiny":
        return (f"<span title='{attr(title)}' style='display:inline-block;padding:1px 7px;margin:1px 2px;"
                f"border:2px solid {dark};border-radius:6px;background:{light};color:#111;font-weight:600;"
                f"white-space:nowrap'><span style='color:{dark}'>{card.value}</span> {esc(card.name)}</span>")
    large = size == "large"
    width, height = (168, 236) if large else (118, 100)
    badge = 36 if large else 28
    extra = ""
    if count is not None:
        extra += (f"<div style='position:absolute;right:8px;bottom:6px;font-size:15px;font-weight:700;"
                  f"color:{dark}'>×{count}</div>")
    body = (f"<div style='font-size:13.5px;line-height:1.3;padding:6px 9px;color:#1a1a1a'>{esc(summary)}</div>"
            if large and summary else "")
    foot = (f"<div style='font-size:12px;text-align:center;color:#333;padding:2px 4px'>{esc(note)}</div>"
            if note else "")
    return (
        f"<div title='{attr(title)}' style='{FONT}display:inline-block;vertical-align:top;position:relative;"
        f"width:{width}px;min-height:{height}px;margin:4px;border:3px solid {dark};border-radius:12px;"
        f"background:{light};box-shadow:1px 2px 4px rgba(0,0,0,.25);overflow:hidden;text-align:left'>"
        f"<div style='background:{dark};color:white;padding:5px 6px;display:flex;align-items:center;gap:6px'>"
        f"<span style='display:inline-block;min-width:{badge}px;height:{badge}px;line-height:{badge}px;"
        f"border-radius:50%;background:white;color:{dark};text-align:center;font-weight:800;"
        f"font-size:{badge * 0.62:.0f}px'>{card.value}</span>"
        f"<span style='font-weight:700;font-size:{17 if large else 14}px;line-height:1.1;overflow-wrap:anywhere'>{esc(card.name)}</span>"
        f"</div>"
        f"<div style='font-size:{13 if large else 11.5}px;font-style:italic;color:{dark};padding:4px 9px 0;"
        f"font-weight:600'>{esc(label)}</div>{body}{foot}{extra}</div>")


def hidden_card_html(size="small", note=None):
    """The back of a card (a card this view may not see)."""
    width, height = (168, 236) if size == "large" else (118, 100)
    # a picture named in words: a screen reader says « Carte cachée », not « ? »
    named = f"role='img' aria-label='{attr(W['hidden'] + (f' ({note})' if note else ''))}'"
    if size == "tiny":
        return (f"<span {named} style='display:inline-block;padding:1px 9px;margin:1px 2px;border-radius:6px;"
                f"background:{BACK};color:white;font-weight:700'>?</span>")
    foot = (f"<div style='position:absolute;bottom:6px;width:100%;text-align:center;font-size:12px;"
            f"color:white'>{esc(note)}</div>" if note else "")
    return (f"<div title='{attr(W['hidden'])}' {named} style='{FONT}display:inline-block;vertical-align:top;"
            f"position:relative;width:{width}px;height:{height}px;margin:4px;border:3px solid #222;"
            f"border-radius:12px;background:repeating-linear-gradient(45deg,{BACK},{BACK} 8px,#6a1b9a 8px,"
            f"#6a1b9a 16px);box-shadow:1px 2px 4px rgba(0,0,0,.25)'>"
            f"<div style='text-align:center;color:white;font-size:40px;font-weight:800;margin-top:{height // 2 - 30}px'>"
            f"?</div>{foot}</div>")


def cards_html(cards, edition=None, size="small"):
    return "".join(card_html(c, edition, size) for c in cards)


# --- editions ---------------------------------------------------------------------------------
def edition_html(edition):
    """The cards of an edition (with their counts) and its rule switches."""
    gallery = "".join(card_html(c, edition, "large", count=c.count) for c in edition.cards)
    tokens = ", ".join(W["tokens_for"].format(n=n, k=k) for n, k in edition.tokens_to_win)
    rules = [
        W["ed_cards"].format(total=edition.size, kinds=len(edition.cards)),
        W["ed_players"].format(low=edition.min_players, high=edition.max_players),
        W["ed_tokens"].format(tokens=tokens),
        W["ed_face_up"].format(k=edition.face_up_two_players) if edition.face_up_two_players
        else W["ed_face_up_none"],
        W["ed_tie"].format(rule=fr.TIE_BREAKS[edition.tie_break]),
        W["ed_visible"].format(rule=fr.VISIBLE_DISCARDS[edition.visible_discards]),
    ] + _notes(edition)
    items = "".join(f"<li>{esc(x)}</li>" for x in rules)
    return (f"<div style='{FONT}'><h3 style='margin:4px 0'>{esc(edition.title)}</h3>"
            f"<div>{gallery}</div><ul style='font-size:15px'>{items}</ul></div>")


TEXT_WIDTH = 88  # a notebook's output area holds about 100 characters on a classroom screen


def edition_text(edition):
    """The same as :func:`edition_html`, in plain text (for ``print``), in lines short enough that
    the notebook never has to cut a word (« quitte la manch / e »)."""
    lines = [edition.title]
    for c in edition.cards:
        lines.append(W["text_card"].format(value=c.value, name=c.name, count=c.count,
                                           summary=edition.summary(c)))
    lines.append(W["ed_cards"].format(total=edition.size, kinds=len(edition.cards)))
    return "\n".join(wrapped(line) for line in lines + _notes(edition))


def wrapped(line, width=TEXT_WIDTH):
    """``line`` cut between words into lines of at most ``width`` characters, the next ones indented;
    never before a French « : », « ; », « ? » or « ! » (the space before them holds)."""
    glued = line
    for mark in ":;?!":
        glued = glued.replace(" " + mark, "\0" + mark)
    text = textwrap.fill(glued, width=width, subsequent_indent="    ", break_long_words=False,
                         break_on_hyphens=False)
    return text.replace("\0", " ")


def _notes(edition):
    """What the card list alone leaves unexplained (« valeurs 1 à 9 » without a 6)."""
    note = W["ed_notes"].get(edition.id)
    return [note] if note else []


# --- observations and rounds ----------------------------------------------------------------------
def _badge(text, colour):
    return (f"<span style='display:inline-block;padding:1px 8px;margin-left:6px;border-radius:10px;"
            f"background:{colour};color:white;font-size:13px;font-weight:600'>{esc(text)}</span>")


def _seat_html(obs, s, memory=False):
    edition = obs.edition
    name = obs.names[s] + (W["you_suffix"] if s == obs.seat else "")
    badges = ""
    if not obs.over and s == obs.current and obs.alive[s]:
        badges += _badge(W["to_play"], "#1565c0")
    if not obs.alive[s]:
        badges += _badge(W["out"], "#616161")
    elif obs.protected[s]:
        handmaid = edition.with_effect("protect")
        badges += _badge(W["protected"].format(card=fr.the(handmaid[0]) if handmaid else "?"), "#8d5a00")
    if obs.result is not None and s in obs.result.winners:
        badges += _badge(W["winner"], "#2e7d32")
    if obs.result is not None and obs.result.spy_bonus == s:
        badges += _badge(W["spy_bonus"], "#37474f")
    tokens = ""
    if obs.tokens is not None:
        tokens = (f"<span style='margin-left:8px;font-size:14px' title='{attr(W['tokens_title'])}'>"
                  f"{'❤' * obs.tokens[s]}{' ' if obs.tokens[s] else ''}"
                  f"{esc(fr.plural_form(fr.GAME['token'], obs.tokens[s]))}</span>")
    hand = obs.hands[s]
    if hand is not None:
        hand_html = cards_html(hand, edition)
    else:
        hand_html = "".join(hidden_card_html() for _ in range(obs.hand_sizes[s]))
    if not hand_html:
        hand_html = f"<span style='color:#595959;font-style:italic'>{esc(W['empty_hand'])}</span>"
    table = obs.table[s]
    table_html = cards_html(table, edition) if table else (
        f"<span style='color:#595959;font-style:italic'>{esc(W['nothing_played'])}</span>")
    remembered = memory
    memory = ""
    if remembered and len(obs.discards[s]) != len(table):
        hidden = list(obs.discards[s])
        for c in table:
            if c in hidden:
                hidden.remove(c)
        chips = "".join(card_html(c, edition, "tiny") for c in hidden)
        memory = (f"<div style='font-size:13px;color:#555;margin-top:2px'>{esc(W['memory'])} {chips}</div>")
    # a player out of the round: greyed (cards without colour, a dashed border), not faded: a faded text
    # falls under the contrast a reader needs (4.5:1, WCAG 1.4.3)
    out = "filter:grayscale(1);border-style:dashed;background:#f2f2f2;" if not obs.alive[s] else "background:white;"
    border = "#1565c0" if (s == obs.current and not obs.over and obs.alive[s]) else "#bbb"
    return (f"<div style='border:2px solid {border};border-radius:10px;padding:6px 8px;margin:6px 0;{out}'>"
            f"<div style='font-size:17px;font-weight:700'>{esc(name)}{badges}{tokens}</div>"
            f"<div style='display:flex;flex-wrap:wrap;gap:18px;align-items:flex-start'>"
            f"<div><div style='font-size:13px;color:#555'>{esc(W['hand'])}</div>{hand_html}</div>"
            f"<div><div style='font-size:13px;color:#555'>{esc(W['table'])}</div>{table_html}{memory}</div>"
            f"</div></div>")


def _centre_html(obs):
    edition = obs.edition
    parts = []
    deck = fr.plural_form(W["deck_size"], obs.deck_size)
    if obs.deck is not None and obs.deck:
        deck_cards = "".join(card_html(c, edition, "tiny") for c in obs.deck)
        parts.append(f"<div><b>{esc(deck)}</b> {esc(W['deck_order'])} {deck_cards}</div>")
    else:
        parts.append(f"<div><b>{esc(deck)}</b></div>")
    if obs.burned_taken_by is not None:
        burned = W["burned_taken"].format(p=obs.names[obs.burned_taken_by])
        parts.append(f"<div>{esc(burned)}</div>")
    elif obs.burned is not None:
        parts.append(f"<div>{esc(W['burned'])} {card_html(obs.burned, edition, 'tiny')}</div>")
    else:
        parts.append(f"<div>{esc(W['burned'])} {hidden_card_html('tiny')} {esc(W['burned_hidden'])}</div>")
    if obs.face_up:
        chips = "".join(card_html(c, edition, "tiny") for c in obs.face_up)
        parts.append(f"<div>{esc(W['face_up'])} {chips}</div>")
    return f"<div style='font-size:15px;line-height:1.9;margin:4px 0'>{''.join(parts)}</div>"


def visible_text(obs):
    """What lies face up in ``obs``, in text, as the seat's view shows it (no pictures): the cards set
    aside face up, the cards played and still face up, the seat's own hand, the deck's size; with the
    narration, enough to recount the cards from paper."""
    names = lambda cards: ", ".join(card.name for card in cards)  # noqa: E731
    parts = [f"{W['face_up']} {names(obs.face_up)}."] if obs.face_up else []
    played = [W["text_played_by"].format(cards=names(cards), p=obs.names[s]) for s, cards in enumerate(obs.table) if cards]
    parts.append(W["text_played"].format(cards=", ".join(played) or W["nothing_played"]))
    for s, hand in enumerate(obs.hands):
        if hand is not None:
            cards = names(hand) or W["empty_hand"]
            parts.append(W["text_hand"].format(cards=cards) if s == obs.seat
                         else W["text_hand_of"].format(of_p=fr.of(obs.names[s]), cards=cards))
    parts.append(fr.plural_form(W["deck_size"], obs.deck_size) + ".")
    return " ".join(parts)


def header_text(obs):
    """« Point de vue : Alice · tour 3 · à Bob de jouer »."""
    view = W["omniscient"] if obs.seat is None else W["view_of"].format(of_p=fr.of(obs.names[obs.seat]))
    if obs.over:
        state = W["round_over"]
    elif obs.phase == "keep":
        state = W["keeping"].format(p=obs.names[obs.current])
    else:
        state = W["turn_of"].format(p=obs.names[obs.current])
    return W["header"].format(view=view, turn=obs.turn, state=state)


def narration_html(lines, start=0, title=None, open_=True):
    """A numbered list of narration lines; lines from ``start`` on are highlighted."""
    items = "".join(
        f"<li style='{'font-weight:700;background:#fff8c4;' if i >= start else ''}padding:1px 4px'>{esc(line)}</li>"
        for i, line in enumerate(lines))
    title = W["journal"] if title is None else title
    return (f"<details {'open' if open_ else ''} lang='fr' style='{FONT}font-size:15px;margin-top:6px'>"
            f"<summary style='cursor:pointer;font-weight:700'>{esc(title)}</summary>"
            f"<ol style='margin:4px 0'>{items}</ol></details>")


def observation_html(obs, narration=True, memory=False):
    """A seat's view of a round (or the omniscient view): hands, table, deck, tokens, narration;
    ``memory=True``: with a reminder of the cards no longer face up (under ``visible_discards='last'``
    only; off by default, since remembering them is the point of that variant)."""
    seats = "".join(_seat_html(obs, s, memory) for s in range(obs.n_players))
    journal = narration_html(obs.narration(), start=len(obs.narration()), open_=False) if narration else ""
    return (f"<div lang='fr' style='{FONT}max-width:900px;color:#111'>"
            f"<div style='font-size:16px;font-weight:700;background:#eee;padding:4px 8px;border-radius:6px'>"
            f"{esc(header_text(obs))}</div>{_centre_html(obs)}{seats}{journal}</div>")


def round_html(round_, seat=None):
    """A round seen from ``seat`` (None: the omniscient view)."""
    obs = round_.omniscient() if seat is None else round_.observation(seat)
    return observation_html(obs)


def message_html(text, kind="info", raw=False):
    """A coloured box for feedback: kind is "info", "ok", "error" or "hint"; ``text`` is escaped
    unless ``raw`` (already HTML). The kind is also a sign (✓, ✗, 💡, ℹ) and, for a screen reader, a
    word (« Erreur »): never said by the colour alone."""
    colour, background = {"ok": ("#1b5e20", "#e8f5e9"), "error": ("#b71c1c", "#ffebee"),
                          "hint": ("#8d5a00", "#fff8e1")}.get(kind, ("#0d47a1", "#e3f2fd"))
    if not text:
        return ""
    sign, word = W["kinds"].get(kind, W["kinds"]["info"])
    mark = (f"<span aria-hidden='true' style='font-weight:700;margin-right:6px'>{sign}</span>"
            f"<span style='{SCREEN_READER_ONLY}'>{esc(word)} : </span>")
    text = text if raw else french_html(text).replace("\n", "<br>")  # a formula of several lines keeps them
    return (f"<div lang='fr' style='{FONT}border-left:5px solid {colour};background:{background};color:#111;"
            f"padding:6px 10px;margin:4px 0;font-size:15px'>{mark}{text}</div>")


class Description(tuple):
    """Lines that say a picture in words (a graph: ``plt.show()`` shows them under it), folded
    (:func:`description_html`); as text, the lines."""

    def __repr__(self):
        return "\n".join(self)

    @french_output
    def _repr_html_(self):
        return description_html(self)


def description_html(lines):
    """What a picture (a tree, a table, a graph) shows, in words and with all its numbers, folded under it:
    a closed « Description textuelle » that a screen reader (or anyone) opens on demand."""
    items = "".join(f"<li>{french_html(line)}</li>" for line in lines)
    return (f"<details class='ll-description' lang='fr' style='{FONT}font-size:14px;margin:2px 0'>"
            f"<summary style='cursor:pointer'>{esc(W['description'])}</summary>"
            f"<ul style='margin:2px 0'>{items}</ul></details>")


# --- figures ----------------------------------------------------------------------------------
def figure_text(title="", xlabel="", ylabel="", legend=()):
    """A figure's text alternative, in French: its title, its axes and its legend (what a screen
    reader says of the picture).

    >>> figure_text("", "n", "fréquence", ["graine 1", "graine 2"])
    'Graphique. En abscisse : n. En ordonnée : fréquence. Légende : graine 1 ; graine 2.'
    """
    P = fr.PLOTS
    words = [P["alt_title"].format(title=title) if title else P["alt"]]
    if xlabel:
        words.append(P["alt_x"].format(x=xlabel))
    if ylabel:
        words.append(P["alt_y"].format(y=ylabel))
    if legend:
        words.append(P["alt_legend"].format(labels=" ; ".join(legend)))
    return " ".join(words)


def figure_html(mime, data, text):
    """A picture (``data``, bytes of type ``mime``) as an <img> with its text alternative ``text``:
    JupyterLab shows an image output (a PNG, an SVG) as an <img> with none, which a screen reader
    reads as « image » (WCAG 1.1.1). It shrinks to the output's width (a phone), never wider."""
    encoded = base64.b64encode(data).decode("ascii")
    return f"<img src='data:{mime};base64,{encoded}' style='max-width:100%;height:auto' alt='{attr(text)}'>"
