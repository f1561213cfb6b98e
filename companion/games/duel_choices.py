"""BANG! Duel's decision as touch choices, and what it waits for, as one line.

The same tree as BANG!'s (companion/choice_tree.py): its own moves (the two starting
characters, the token, reloads, abilities) are extra paths, its targets are characters in
play, and its reveals are corner symbols.
"""

from __future__ import annotations

from cards_data import load_duel
from companion.choice_tree import (
    Choice,
    Step,
    aim_path,
    card_key,
    legal_tree,
    name_leaves,
    offer_refused_targets,
    offer_reveals,
)
from companion.i18n import t
from companion.names import card_label, character_name, duel_card_name, reason_name, symbol_name
from rules.core.face_up import FaceUp
from rules.core.game import Game
from rules.core.moves import DrawCheck, Pass, Play, Reveal
from rules.core.pending import Pending
from rules.duel import state as duel
from rules.duel.cards import Card as DuelCard
from rules.duel.moves import DuelMove, Enter, MoveToken, Reload, StartWith, Use
from rules.duel.notation import REVEAL_CHECKS, SYMBOL_NAMES
from rules.duel.reveals import reveal_needs


@card_key.register
def _duel_card_key(card: DuelCard) -> str:
    return "-".join(part or "x" for part in (card.kind, card.deck, card.symbol))


def choices(game: Game, lang: str) -> Choice:
    """The root of the choice tree for the decision the game is waiting for."""
    root = legal_tree(game, lang, _own_path, _reveal_tree)
    waiting = game.pending
    if waiting.kind == "play" and waiting.player is not None:
        targets = [(f.id, character_name(f.id, lang)) for _side, f in game.state.fighters()]
        offer_refused_targets(root, game, waiting.player, targets, lang, _on_a_character)
    return root


def _on_a_character(sample: Play) -> bool:
    """A card played on a character in play, not on one of their cards."""
    return sample.target_card is None


def _own_path(move: DuelMove, waiting: Pending, lang: str) -> list[Step] | None:
    """The buttons of the moves a Duel has and BANG! has not, its reveals to dodge, its pass."""
    match move:
        case DrawCheck(_, reason) if reason in REVEAL_CHECKS:
            label = t("choice.reveal_check", lang, reason=reason_name(reason, lang))
            return [(f"check-{reason}", label)]
        case Pass():
            return [("pass", _pass_label(waiting, lang))]
        case StartWith(_, active, backup):
            steps = [(f"active-{active}", character_name(active, lang))]
            if backup is not None:
                steps.append((f"backup-{backup}", character_name(backup, lang)))
            return steps
        case Enter(_, character):
            return [(f"enter-{character}", character_name(character, lang))]
        case MoveToken():
            return [("token", t("choice.token", lang))]
        case Reload(_, card):
            return [
                ("reload", t("choice.reload", lang)),
                (f"card-{card_key(card)}", card_label(card, lang)),
            ]
        case Use(_, what, card, target, target_card):
            steps = [(f"use-{what}", t("choice.use", lang, what=reason_name(what, lang)))]
            if card is not None:
                steps.append((f"card-{card_key(card)}", card_label(card, lang)))
            return steps + aim_path(target, target_card, lang)
    return None


def _pass_label(waiting: Pending, lang: str) -> str:
    match waiting.request:
        case duel.Shot() | duel.IndiansAttack():
            return t("choice.take_hit", lang)
        case duel.DuelFight():
            return t("choice.lose_duel", lang)
    return t("choice.pass", lang)


def _reveal_tree(root: Choice, game: Game, lang: str) -> None:
    """The corner symbol the table reads; the card's name for the General Store and a
    card that landed face up. As in BANG!, what the engine refuses (every copy of the card
    already seen elsewhere) is offered refused, with its reason, before it is tapped."""
    request = game.pending.request
    if request is not None and reveal_needs(request) == "name":
        leaves = name_leaves(root, load_duel().cards, duel_card_name, DuelCard, lang)
    else:
        leaves = [
            (root.child(f"symbol-{symbol}", symbol_name(symbol, lang)), DuelCard(symbol=symbol))
            for symbol in SYMBOL_NAMES
        ]
    offer_reveals(leaves, [game.check(Reveal(card)) for _leaf, card in leaves], lang)


def pending_text(game: Game, lang: str) -> str:
    """What the game waits for, as one line for the status bar (and the banner)."""
    waiting = game.pending
    request = waiting.request
    player = waiting.player or ""
    if isinstance(request, duel.Shot):
        return t(
            "pending.duel_shot",
            lang,
            player=player,
            fighter=character_name(request.fighter, lang),
            attack=reason_name(request.source, lang),
        )
    if isinstance(request, duel.IndiansAttack | duel.DuelFight):
        attack = "indiens" if isinstance(request, duel.IndiansAttack) else "duel"
        return t(
            "pending.duel_shot",
            lang,
            player=player,
            fighter=character_name(request.fighter, lang),
            attack=duel_card_name(attack, lang),
        )
    if isinstance(request, duel.Check):
        fighter = character_name(request.fighter, lang)
        if request.reason == request.fighter:  # Sid Curry's own ability: no "(Sid Curry)"
            return t("pending.duel_check_own", lang, fighter=fighter)
        reason = reason_name(request.reason, lang)
        return t("pending.duel_check", lang, fighter=fighter, reason=reason)
    if isinstance(request, duel.StoreReveal):
        return t("pending.duel_store", lang)
    if isinstance(request, duel.PatShow):
        return t("pending.duel_pat", lang, player=request.player)
    if isinstance(request, FaceUp):
        return t("pending.face_up", lang)
    if waiting.kind == "game_over":
        return t(f"winner.{game.winner}", lang)
    kind = "duel_discard" if waiting.kind == "discard" else waiting.kind
    return t(f"pending.{kind}", lang, player=player)
