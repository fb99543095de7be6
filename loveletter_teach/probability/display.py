"""Text and HTML tables of probabilities, as a teacher would write them on the board."""

from fractions import Fraction

from .. import fr
from ..html import esc, french_html


def number(p):
    """« 1/3 (33,3 %) » for a Fraction, « 0,334 » for an estimate."""
    if isinstance(p, Fraction):
        percent = fr.decimal(float(p) * 100, 1)
        return f"{p.numerator}/{p.denominator} ({percent} %)" if p.denominator != 1 else f"{p.numerator}"
    return fr.decimal(p, 3)


def _estimate(p, error):
    """« 0,537 ± 0,025 »: an estimate with its standard error (DESIGN.md: a Monte Carlo gives its error)."""
    if error is None:
        return number(p)
    return fr.MONTE_CARLO["plus_minus"].format(value=number(p), error=fr.decimal(error, 3))


def _columns(beliefs):
    used = {card for _, _, dist in beliefs.keyed_rows() for card in (dist or {})}
    return [c for c in beliefs.edition.cards if c in used]


def _notes(beliefs):
    """The beliefs' note and, for an estimate with errors, how to read « ± »."""
    return [beliefs.note, fr.MONTE_CARLO["interval"]] if beliefs.stderr else [beliefs.note]


def _cell(beliefs, key, dist, card):
    errors = beliefs.stderr.get(key) if beliefs.stderr else None
    return _estimate(dist[card], None if errors is None else errors.get(card, 0.0))


def beliefs_text(beliefs):
    cards = _columns(beliefs)
    lines = _notes(beliefs)
    for key, label, dist in beliefs.keyed_rows():
        cells = [f"{c.name} {_cell(beliefs, key, dist, c)}" for c in cards if dist and c in dist]
        lines.append(f"{label} : " + " ; ".join(cells))
    return "\n".join(lines)


def beliefs_html(beliefs):
    cards = _columns(beliefs)
    head = "".join(f"<th scope='col'>{esc(c.name)} ({c.value})</th>" for c in cards)
    body = []
    for key, label, dist in beliefs.keyed_rows():
        cells = "".join(f"<td>{esc(_cell(beliefs, key, dist, c)) if dist and c in dist else '0'}</td>"
                        for c in cards)
        body.append(f"<tr><th scope='row'>{esc(label)}</th>{cells}</tr>")
    level = esc(fr.LEVELS.get(beliefs.level, beliefs.level))
    notes = "<br>".join(french_html(n) for n in _notes(beliefs))
    return (f"<div class='ll-beliefs'><p><b>{level}</b> — {notes}</p>"
            f"<table><tr><td></td>{head}</tr>{''.join(body)}</table></div>")
