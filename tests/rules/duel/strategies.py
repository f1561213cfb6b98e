"""Hypothesis strategies for Duel setups: any table `validate` accepts, in either mode.

Shared by the save round trip (every field in every combination the format must carry) and
the legal-moves check (table-mode states far from a fresh deal).
"""

from __future__ import annotations

from hypothesis import strategies as st

from cards_data import load_duel
from rules.duel.cards import OUTLAW, SHERIFF, Card, character_side, is_equipment
from rules.duel.reveals import PAT_GARRET_SYMBOL, WANTED
from rules.duel.setup import MAX_LIFE, Camp, DuelSetup, InPlay
from rules.duel.state import LAWMEN, OUTLAWS

KINDS = sorted(load_duel().cards)
EQUIPMENT = [kind for kind in KINDS if is_equipment(kind)]
SYMBOLS = sorted({*WANTED.values(), PAT_GARRET_SYMBOL})
DECKS = (SHERIFF, OUTLAW)
NAMES = st.from_regex(r"[A-Za-zéà][A-Za-z éà']{0,8}[A-Za-zéà']", fullmatch=True).filter(
    lambda name: "  " not in name
)
"""Player names as set-up takes them (rules/core/player_names.py): no blank ones, no double
space."""


def cards(kinds: list[str] = KINDS) -> st.SearchStrategy[Card]:
    """A card with any of its three fields known or not (the kind from `kinds`)."""
    return st.builds(
        Card,
        st.none() | st.sampled_from(kinds),
        st.none() | st.sampled_from(DECKS),
        st.none() | st.sampled_from(SYMBOLS),
    )


def _characters(side: str) -> list[str]:
    return sorted(c for c in load_duel().characters if character_side(c) == side)


@st.composite
def camps(draw: st.DrawFn, side: str, player: str) -> Camp:
    """One side: characters in play (0 to 2) and in the reserve, known or counted, and cards."""
    pool = draw(st.permutations(_characters(side)))
    playing = draw(st.integers(0, 2))
    reserve = tuple(pool[playing : playing + draw(st.integers(0, 3))])
    reserve_size = draw(st.none() | st.integers(0, 4))
    if not playing and len(reserve) + (reserve_size or 0) < 2:
        reserve_size = 2
    in_play = tuple(
        InPlay(
            character,
            draw(st.none() | st.integers(1, 3)),
            tuple(draw(st.lists(cards(EQUIPMENT).filter(lambda c: c.kind), max_size=2))),
        )
        for character in pool[:playing]
    )
    return Camp(
        player,
        reserve,
        reserve_size,
        in_play,
        tuple(draw(st.lists(cards(), max_size=4))),
        draw(st.none() | st.integers(0, 7)),
        tuple(draw(st.lists(cards(), max_size=3))),
        draw(st.none() | st.integers(0, 30)),
    )


@st.composite
def duel_setups(draw: st.DrawFn, full_information: bool | None = None) -> DuelSetup:
    """A valid DuelSetup; `full_information` None draws the mode too."""
    players = draw(st.lists(NAMES, min_size=2, max_size=2, unique_by=str.casefold))
    characters = sorted(load_duel().characters)
    return DuelSetup(
        draw(camps(LAWMEN, players[0])),
        draw(camps(OUTLAWS, players[1])),
        draw(st.booleans()) if full_information is None else full_information,
        draw(st.integers(0, 2**32)),
        draw(st.dictionaries(st.sampled_from(characters), st.integers(1, MAX_LIFE), max_size=3)),
        tuple(draw(st.lists(cards(), max_size=3))),
        draw(st.sampled_from((LAWMEN, OUTLAWS, *players))),
        draw(st.sampled_from(("draw", "play"))),
        draw(st.integers(0, 2)),
    )
