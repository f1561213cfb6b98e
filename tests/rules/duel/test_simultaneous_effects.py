"""The order of simultaneous effects ("Effets simultanés"), with the rulebook's Gatling example."""

from __future__ import annotations

from tests.rules.duel.helpers import fighter, kinds, play, side, start, waiting


def test_the_rulebooks_gatling_example():
    # Dalon Ranger is your PA, Annie Oakley (1 life) your PR; Sid Curry is the opponent's only
    # character; your last card is a Gatling.
    game = start(
        {
            "in_play": [
                "Dalon Ranger",
                {"character": "Annie Oakley", "life": 1, "equipment": ["Lunette"]},
            ],
            "reserve": ["Jango"],
            "hand": ["Gatling"],
            "deck_top": ["Gourde (barrel)", "Manqué !", "Colt"],
        },
        {"in_play": ["Sid Curry"], "hand": []},
        "Anna plays Gatling",
    )
    # Dalon, your PA, is not affected; Sid Curry, the opponent's PA, is next.
    assert waiting(game) == ("Ben", "respond")
    assert game.pending.request.fighter == "sid_curry"
    # Sid reveals from his opponent's deck: a barrel, the shot is dodged; his shot back waits.
    play(game, "Ben uses Sid Curry")
    assert game.pending.request.fighter == "annie_oakley"
    assert fighter(game, "dalon_ranger").life == 5
    # Annie has no card to answer with: she loses her last life point.
    play(game, "Anna passes")
    # The opponent's PR is Sid again, who is not affected twice. The Gatling is over: Annie's
    # equipment goes, Anna draws 2, Jango comes in; then Sid's shot reaches Dalon Ranger...
    assert [f.id for f in side(game, "Anna").fighters()] == ["dalon_ranger", "jango"]
    assert "lunette" in kinds(game.state.discard)
    assert sorted(kinds(side(game, "Anna").hand)) == ["colt", "manque"]
    assert waiting(game) == ("Anna", "respond")
    assert game.pending.request.fighter == "dalon_ranger"
    # ...who can dodge it with a card just drawn.
    play(game, "Anna plays Manqué !")
    assert fighter(game, "dalon_ranger").life == 5
    assert waiting(game) == ("Anna", "play")


def test_gatling_order_is_opponents_pa_then_your_pr_then_opponents_pr():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Gatling"]},
        {"in_play": ["Babe Leroy", "Tom Thorn"], "hand": []},
        "Anna plays Gatling",
    )
    order = []
    while game.pending.kind == "respond":
        order.append(game.pending.request.fighter)
        play(game, f"{game.pending.player} passes")
    assert order == ["babe_leroy", "wild_bill", "tom_thorn"]


def test_eliminations_wait_until_the_card_is_resolved():
    game = start(
        {"in_play": ["Jango", "Wild Bill"], "hand": ["Indiens !"]},
        {
            "in_play": [
                {"character": "Babe Leroy", "life": 1},
                {"character": "Tom Thorn", "life": 1},
            ],
            "reserve": ["Les Dalton", "Pearl Hat"],
            "hand": [],
        },
        "Anna plays Indiens !",
        "Ben passes",
    )
    # Babe Leroy is down but still in her place while the Indians go on.
    assert fighter(game, "babe_leroy").down
    play(game, "Anna passes", "Ben passes")
    assert [f.id for f in side(game, "Ben").fighters()] == ["les_dalton", "pearl_hat"]
    assert len(side(game, "Ben").hand) == 4


def test_simultaneous_draws_jango_and_pocket_watch():
    # Jango as PA and a Pocket Watch on him: both draw when the opponent moves their token.
    game = start(
        {
            "in_play": [{"character": "Jango", "equipment": ["Montre à gousset"]}, "Wild Bill"],
            "hand": [],
        },
        {"in_play": ["Babe Leroy", "Slim Poet"], "hand": []},
        turn="outlaws",
    )
    play(game, "Ben moves the token")
    assert len(side(game, "Anna").hand) == 2
