"""Front line and backup: which abilities and cards work now, who may be targeted, in what order.

Only the active character's ability and cards work, except those with the "always active" icon;
a character that is the target of a card or ability wakes up just to react, and while it does
its side's active character sleeps (rulebook, "Jouer des cartes et déplacer votre jeton PA").
"""

from __future__ import annotations

from rules.duel.cards import SHOT_KINDS, always_active, card_type
from rules.duel.state import DuelState, Fighter, Side


def concerned(state: DuelState) -> str | None:
    """The character the decision on top of the stack is about (a target), if any."""
    if not state.stack:
        return None
    return getattr(state.stack[-1], "fighter", None)


def awake(state: DuelState, side: Side, fighter: Fighter | None) -> bool:
    """Whether the character's ability and non-"always active" cards work at this moment."""
    if fighter is None or fighter.down:
        return False
    target = concerned(state)
    if target == fighter.id:
        return True
    if target is not None and any(f.id == target for f in side.fighters()):
        return False
    return fighter is side.pa


def ability(state: DuelState, side: Side, character: str) -> Fighter | None:
    """The side's character with this id, if its ability works now."""
    for fighter in side.slots:  # either slot, in no order: the id says which (many a move)
        if fighter is not None and fighter.id == character and not fighter.down:
            return fighter if always_active(character) or awake(state, side, fighter) else None
    return None


def card_works(state: DuelState, side: Side, fighter: Fighter, kind: str) -> bool:
    """Whether an equipment card the character carries works now."""
    if not fighter.carries(kind) or fighter.down:
        return False
    return always_active(kind) or awake(state, side, fighter)


def anywhere(state: DuelState, side: Side, character: str) -> Fighter | None:
    """An always-active character's ability, whoever's turn or target it is."""
    found = state.find(character)
    if found is None or found[0] is not side or found[1].down:
        return None
    return found[1]


def in_order(state: DuelState) -> list[tuple[Side, Fighter]]:
    """The order of simultaneous effects: your PA, the opponent's PA, your PR, theirs.

    "Your" is the player whose turn it is. A lone survivor appears once.
    """
    you = state.current
    them = state.opponent(you)
    order: list[tuple[Side, Fighter]] = []
    for side, fighter in ((you, you.pa), (them, them.pa), (you, you.pr), (them, them.pr)):
        if fighter is not None and all(f is not fighter for _, f in order):
            order.append((side, fighter))
    return order


def reachable(state: DuelState, side: Side, kind: str) -> list[Fighter]:
    """The characters a card played by `side` may target (`kind` as it is played).

    BANG! and other shot cards: the opponent's PA (PR too with a Scope, or a Winchester);
    action cards: anyone but the opponent's PR; equipment: your PR or the opponent's PA, and
    Dynamite only your PR. Jack Ransome, active, plays any card on any character.
    """
    them = state.opponent(side)
    if ability(state, side, "jack_ransome"):
        everyone = [f for _, f in state.fighters()]
        if kind == "coup_de_foudre" and not side.alone:
            everyone.remove(side.pr)
        return [f for f in everyone if not f.down]
    if kind in SHOT_KINDS or kind == "duel":
        targets = [them.pa]
        scope = side.pa is not None and card_works(state, side, side.pa, "lunette")
        if kind == "winchester" or (scope and kind != "duel"):
            targets.append(them.pr)
    elif kind == "dynamite":
        targets = [side.pr]
    elif card_type(kind) == "equipment":
        targets = [side.pr, them.pa]
    elif kind == "coup_de_foudre":
        targets = [side.pa, them.pa]
    else:
        targets = [side.pa, side.pr, them.pa]
    unique: list[Fighter] = []
    for fighter in targets:
        if fighter is not None and not fighter.down and all(f is not fighter for f in unique):
            unique.append(fighter)
    return unique
