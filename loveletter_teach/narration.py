"""The round told in French, from one seat's point of view (the viewer is « vous »), and a move worded with
the players' names (:func:`describe`)."""

from . import fr
from .actions import Keep
from .editions import ANY, OTHER
from .events import dispatch

T = fr.NARRATION


def narrate_all(events, viewer, names, edition):
    """One French sentence (or two) per event that the viewer can tell; quiet events are skipped."""
    teller = _Teller(viewer, names, edition)
    return [line for line in map(teller.tell, events) if line]


def describe(action, names):
    """An action in French with the players' names: « jouer le Prince sur Alice »."""
    if isinstance(action, Keep):
        return str(action)
    text = fr.ACTIONS["play"].format(card=fr.the(action.card))
    if action.target is not None:
        text += fr.ACTIONS["on"].format(target=names[action.target])
    if action.guess is not None:
        text += fr.ACTIONS["naming"].format(guess=fr.the(action.guess))
    return text


@dispatch()
class _Teller:
    def __init__(self, viewer, names, edition):
        self.viewer, self.names, self.edition = viewer, names, edition
        self.redrew = set()  # seats a Prince made draw since their last turn began

    def tell(self, event):
        method = self.HANDLERS.get(type(event))
        return method(self, event) if method else None

    # --- words ---------------------------------------------------------------------------
    def who(self, seat):
        return T["you"] if seat == self.viewer else self.names[seat]

    def pick(self, key, seat, **words):
        """The template for ``seat`` as subject, filled in and capitalised."""
        third, second = T[key]
        text = (second if seat == self.viewer else third).format(p=self.who(seat), **words)
        return text[:1].upper() + text[1:]

    def sees(self, value):
        return value is not None and not (isinstance(value, tuple) and None in value)

    # --- one method per event ------------------------------------------------------------
    def _on_dealt(self, e):
        if not self.sees(e.card):
            return T["deal_hidden"].format(p=self.who(e.seat))
        return self.pick("deal", e.seat, card=fr.the(e.card))

    def _on_drew(self, e):
        turn = e.seat in self.redrew  # « Bob pioche le Prêtre. Bob pioche le Garde. » reads as one turn
        self.redrew.discard(e.seat)
        if not self.sees(e.card):
            return T["turn_draw_hidden" if turn else "draw_hidden"].format(p=self.who(e.seat))
        return self.pick("turn_draw" if turn else "draw", e.seat, card=fr.the(e.card))

    def _on_played(self, e):
        card, effect, kind = fr.the(e.card), e.card.effect, self.edition.target_kind(e.card)
        if self.edition.names_card(e.card) and e.target is not None:
            return None  # told with its result by _on_guessed
        if kind == OTHER and e.target is None:
            return self.pick("play_void", e.seat, card=card)
        if kind == ANY and e.target == e.seat:
            return self.pick("play_self", e.seat, card=card)
        if e.target is not None:
            return self.pick("play_on", e.seat, card=card, t=self.who(e.target))
        if effect == "protect":
            return self.pick("protect", e.seat, card=card)
        return self.pick("play", e.seat, card=card)

    def _on_guessed(self, e):
        return self.pick("guess", e.seat, card=fr.the(e.card), t=self.who(e.target),
                         guess=fr.the(e.guess), outcome=T["hit"] if e.hit else T["miss"])

    def _on_looked(self, e):
        if self.viewer == e.target:
            return T["look_you"].format(p=self.who(e.seat))
        if self.sees(e.card):
            return self.pick("look_seen", e.seat, of_t=fr.of(self.who(e.target)), card=fr.the(e.card))
        return None  # the Played line already says who looked at whom

    def _on_compared(self, e):
        if e.loser is None:
            outcome = T["tie"]
        else:
            third, second = T["loses"]
            outcome = second if e.loser == self.viewer else third.format(p=self.who(e.loser))
        if not self.sees(e.seat_card):
            text = T["compare_hidden"].format(p=self.who(e.seat), t=self.who(e.target), outcome=outcome)
        else:
            has = T["has"]
            text = T["compare_seen"].format(
                p=self.who(e.seat), has=has[e.seat == self.viewer], pc=fr.the(e.seat_card),
                t=self.who(e.target), thas=has[e.target == self.viewer], tc=fr.the(e.target_card),
                outcome=outcome)
        return text[:1].upper() + text[1:]

    def _on_discarded(self, e):
        return self.pick("discard", e.seat, card=fr.the(e.card))

    def _on_redrew(self, e):
        if e.from_burned:
            if not self.sees(e.card):
                return T["burned_hidden"].format(p=self.who(e.seat))
            return self.pick("burned", e.seat, card=fr.the(e.card))
        self.redrew.add(e.seat)
        if not self.sees(e.card):
            return T["redraw_hidden"].format(p=self.who(e.seat))
        return self.pick("redraw", e.seat, card=fr.the(e.card))

    def _count(self, n):
        one, many = T["cards"]
        return one if n == 1 else many.format(n=n)

    def _on_chancellor_drew(self, e):
        if not e.cards:
            return T["chancellor_empty"]
        if not self.sees(e.cards):
            return T["chancellor_draw_hidden"].format(p=self.who(e.seat), n=self._count(len(e.cards)))
        return self.pick("chancellor_draw", e.seat, cards=fr.join_and(fr.the(c) for c in e.cards))

    def _on_chancellor_returned(self, e):
        if not self.sees(e.cards):
            return T["chancellor_return_hidden"].format(p=self.who(e.seat), n=self._count(len(e.cards)))
        return self.pick("chancellor_return", e.seat, cards=fr.join_and(fr.the(c) for c in e.cards))

    def _on_swapped(self, e):
        if not self.sees(e.seat_card):
            text = T["swap_hidden"].format(p=self.who(e.seat), t=self.who(e.target))
            return text[:1].upper() + text[1:]
        if self.viewer == e.target:
            return self.pick("swap_seen", e.target, mine=fr.the(e.target_card), t=self.who(e.seat),
                             theirs=fr.the(e.seat_card))
        return self.pick("swap_seen", e.seat, mine=fr.the(e.seat_card), t=self.who(e.target),
                         theirs=fr.the(e.target_card))

    def _on_eliminated(self, e):
        if e.card is None:
            return self.pick("eliminated_empty", e.seat)
        return self.pick("eliminated", e.seat, card=fr.the(e.card))

    def _on_round_ended(self, e):
        lines = []
        if e.showdown:
            shown = [T["hand_of"].format(p=self.who(s), card=fr.the(c)) for s, c in enumerate(e.hands) if c]
            lines.append(T["showdown"].format(hands=", ".join(shown)))
            if e.discard_sums:
                sums = ", ".join(f"{self.who(s)} : {total}" for s, total in e.discard_sums)
                lines.append(T["tie_break"].format(sums=sums))
        else:
            lines.append(T["last_standing"].format(que=fr.elide("que", self.who(e.winners[0]))))
        if len(e.winners) == 1:
            lines.append(self.pick("winner", e.winners[0]))
        else:
            you_win = self.viewer in e.winners
            ordered = sorted(e.winners, key=lambda s: s != self.viewer)
            names = fr.join_and(self.who(s) for s in ordered)
            text = T["winners"][you_win].format(ps=names)
            lines.append(text[:1].upper() + text[1:])
        if e.spy_bonus is not None:
            spies = self.edition.with_effect("spy")
            lines.append(self.pick("spy_bonus", e.spy_bonus, spy=fr.a(spies[0]) if spies else "?"))
        return " ".join(lines)

