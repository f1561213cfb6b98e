"""Every automatic consequence is said, on screen and in the log, in the UI language.

Each situation is played at a table (table mode: the cards turned over are typed) and with the
virtual deck (full mode: the deck decides), in one of French, Italian, Dutch and English, then
read in the other three as the players switch language: the table's message after the last
move and the log must both say what the engine settled on its own.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest
import yaml
from textual.pilot import Pilot
from textual.widgets import Static

from companion.session import Session
from rules.core.moves import Reveal
from rules.core.scenario import setup_from_dict
from rules.duel.cards import Card as DuelCard
from tests.companion.driver import WIDE, message, move, open_table, table, tap


@dataclass(frozen=True)
class Situation:
    """Seats, the moves typed, the deck's top (`top`, first card on top; at a table, the
    cards revealed when the game waits for one, unless `reveals` says otherwise), and what
    must be said, by language."""

    seats: str
    lines: tuple[str, ...]
    top: tuple[str, ...]
    said: dict[str, tuple[str, ...]]
    turn: str = "Anna"
    phase: str = "play"
    reveals: tuple[str, ...] | None = None


def seats(anna: str = "", ben: str = "", dan: str = "Pedro Ramirez") -> str:
    """Anna (Sheriff), Ben and Carla (Outlaws), Dan (Renegade); Ben's and Anna's extras."""
    return f"""
      - {{name: Anna, character: {anna or "Jesse Jones, hand: [BANG! A♠]"}, role: Sheriff}}
      - {{name: Ben, character: {ben or "Jesse Jones, hand: []"}, role: Outlaw}}
      - {{name: Carla, character: Pedro Ramirez, role: Outlaw, hand: [Missed! 8♠]}}
      - {{name: Dan, character: {dan}, role: Renegade, hand: [Missed! 7♠]}}
    """


SITUATIONS = {
    "jail_stays": Situation(
        seats(ben="Jesse Jones, hand: [], in_play: [Jail]"),
        ("Anna ends turn",),
        ("Missed! 4♠",),
        {
            "en": ("Ben: draw! for Jail — ", "4♠, not hearts: stays in Jail, turn skipped"),
            "fr": ("Ben : dégainer pour Prison — ", "pas cœur : reste en Prison, passe son tour"),
            "it": ("Ben: estrarre per Prigione — ", "non cuori: resta in Prigione, salta il turno"),
            "nl": ("Ben: kans! voor Gevangenis — ", "geen harten: blijft in de Gevangenis"),
        },
    ),
    "jail_free": Situation(
        seats(ben="Jesse Jones, hand: [], in_play: [Jail]"),
        ("Anna ends turn",),
        ("Beer 6♥",),
        {
            "en": ("6♥, hearts: leaves Jail and plays the turn",),
            "fr": ("6♥, cœur : sort de Prison et joue son tour",),
            "it": ("6♥, cuori: esce dalla Prigione e gioca il turno",),
            "nl": ("6♥, harten: uit de Gevangenis, speelt de beurt",),
        },
    ),
    "barrel": Situation(
        seats(ben="Jesse Jones, hand: [], in_play: [Barrel]"),
        ("Anna plays BANG! on Ben", "Ben uses Barrel"),
        ("Beer 6♥",),
        {
            "en": ("Ben: draw! for Barrel — ", "hearts: the shot is dodged"),
            "fr": ("Ben : dégainer pour Planque — ", "cœur : le tir est esquivé"),
            "it": ("Ben: estrarre per Barile — ", "cuori: il colpo è schivato"),
            "nl": ("Ben: kans! voor Ton — ", "harten: het schot is ontweken"),
        },
    ),
    "dynamite_passes": Situation(
        seats(ben="Jesse Jones, hand: [], in_play: [Dynamite]"),
        ("Anna ends turn",),
        ("Beer 6♥",),
        {
            "en": ("no explosion, Dynamite passes to Carla",),
            "fr": ("pas d'explosion, la Dynamite passe à Carla",),
            "it": ("non esplode, la Dinamite passa a Carla",),
            "nl": ("geen ontploffing, het Dynamiet gaat naar Carla",),
        },
    ),
    "dynamite_explodes": Situation(
        seats(ben="Jesse Jones, hand: [], in_play: [Dynamite]"),
        ("Anna ends turn",),
        ("Missed! 4♠",),
        {
            "en": ("2 to 9 of spades: it explodes, 3 damage", "Ben loses 3 life (1 left)"),
            "fr": ("2 à 9 de pique : elle explose, 3 dégâts", "Ben perd 3 PV (reste 1)"),
            "it": ("dal 2 al 9 di picche: esplode, 3 danni", "Ben perde 3 PV (ne restano 1)"),
            "nl": ("2 tot 9 van schoppen: ontploft, 3 schade", "Ben verliest 3 leven (nog 1)"),
        },
    ),
    "black_jack": Situation(
        seats(ben="Black Jack, hand: []"),
        ("Ben draws",),
        ("Missed! 4♠", "Beer 6♥"),
        {
            "en": ("Ben shows the second card: ", "6♥, red: draws one card more"),
            "fr": ("Ben montre la deuxième carte : ", "6♥, rouge : pioche une carte de plus"),
            "it": ("Ben mostra la seconda carta: ", "6♥, rossa: pesca una carta in più"),
            "nl": ("Ben toont de tweede kaart: ", "6♥, rood: trekt een kaart extra"),
        },
        turn="Ben",
        phase="draw",
        reveals=("Beer 6♥",),
    ),
    "lucky_duke": Situation(
        seats(ben="Lucky Duke, hand: [], in_play: [Jail]"),
        ("Anna ends turn", "Ben chooses 6♥"),
        ("BANG! 2♦", "Beer 6♥"),
        {
            "en": ("2♦ and ", "6♥, keeps ", "hearts: leaves Jail"),
            "fr": ("2♦ et ", "6♥, garde ", "cœur : sort de Prison"),
            "it": ("2♦ e ", "6♥, tiene ", "cuori: esce dalla Prigione"),
            "nl": ("2♦ en ", "6♥, houdt ", "harten: uit de Gevangenis"),
        },
    ),
    "bart_cassidy": Situation(
        seats(ben="Bart Cassidy, hand: []"),
        ("Anna plays BANG! on Ben", "Ben takes the hit"),
        (),
        {
            "en": ("Ben takes the hit", "Ben draws a card for the life lost"),
            "fr": ("Ben encaisse le coup", "Ben pioche une carte pour les points de vie perdus"),
            "it": ("Ben subisce il colpo", "Ben pesca una carta per i punti vita persi"),
            "nl": ("Ben incasseert de treffer", "Ben trekt een kaart voor het verloren leven"),
        },
    ),
    "vulture_sam": Situation(
        seats(
            ben="Jesse Jones, life: 1, hand: [Beer 6♥, Gatling], in_play: [Barrel]",
            dan="Vulture Sam",
        ),
        ("Anna plays BANG! on Ben", "Ben takes the hit", "Ben dies"),
        (),
        {
            "en": ("Ben drinks no Beer", "Dan takes the 3 cards of Ben"),
            "fr": ("Ben ne boit pas de Bière", "Dan prend les 3 cartes de Ben"),
            "it": ("Ben non beve una Birra", "Dan prende le 3 carte di Ben"),
            "nl": ("Ben drinkt geen Bier", "Dan neemt de 3 kaarten van Ben"),
        },
    ),
    "general_store": Situation(
        seats(anna="Jesse Jones, hand: [General Store]"),
        (
            "Anna plays General Store",
            "Anna picks Duel",
            "Ben picks Missed!",
            "Carla picks Gatling",
        ),
        ("Beer 6♥", "Gatling", "Missed! 4♠", "Duel Q♦"),
        {
            "en": ("Dan gets the last General Store card: Beer",),
            "fr": ("Dan reçoit la dernière carte du Magasin : Bière",),
            "it": ("Dan riceve l'ultima carta dell'Emporio: Birra",),
            "nl": ("Dan krijgt de laatste kaart van de Winkel: Bier",),
        },
    ),
    "suzy_lafayette": Situation(
        seats(anna="Suzy Lafayette, hand: [BANG! A♠]"),
        ("Anna plays BANG! on Ben",),
        (),
        {
            "en": ("Anna has no card left: draws one",),
            "fr": ("Anna n'a plus de carte : en pioche une",),
            "it": ("Anna non ha più carte: ne pesca una",),
            "nl": ("Anna heeft geen kaarten meer: trekt er een",),
        },
    ),
    "dying_below_zero": Situation(
        seats(ben="Jesse Jones, life: 1, hand: [Beer 6♥, Beer 7♥], in_play: [Dynamite]"),
        ("Anna ends turn",),
        ("Missed! 4♠",),
        {
            "en": ("Ben loses 3 life (0 left)", "Ben is at 0 life: 3 Beers needed"),
            "fr": ("Ben perd 3 PV (reste 0)", "Ben est à 0 PV : 3 Bières pour rester en jeu"),
            "it": ("Ben perde 3 PV (ne restano 0)", "Ben è a 0 PV: servono 3 Birre"),
            "nl": ("Ben verliest 3 leven (nog 0)", "Ben staat op 0 levens: 3 Bieren nodig"),
        },
    ),
}

BANNERS = {
    "en": "▶ Ben — draw! for Jail",
    "fr": "▶ Ben — dégainer pour Prison",
    "it": "▶ Ben — estrarre per Prigione",
    "nl": "▶ Ben — kans! voor Gevangenis",
}


def open_situation(pilot: Pilot, situation: Situation, mode: str) -> Session:
    """The situation's game, saved and shown on its table."""
    document = yaml.safe_load(
        f"mode: {mode}\nturn: {situation.turn}\nphase: {situation.phase}\n"
        f"players: {situation.seats}\n"
    )
    if mode == "full":
        document["deck_top"] = list(situation.top)
    app = pilot.app
    session = Session.start(app.store, setup_from_dict(document), "test", app.ui_lang)
    app.play(session)
    return session


def needs_reveal(pilot: Pilot) -> bool:
    return table(pilot).session.game.pending.kind == "reveal"


async def play_situation(pilot: Pilot, situation: Situation, mode: str) -> None:
    """Type the moves; at a table, type each card the draw! or the General Store needs."""
    reveals = iter(situation.top if situation.reveals is None else situation.reveals)
    for line in situation.lines:
        said = await move(pilot, line)
        assert table(pilot).session.history, said
        while mode == "table" and needs_reveal(pilot):
            await move(pilot, f"reveal {next(reveals)}")


def shown(pilot: Pilot, selector: str) -> str:
    return str(table(pilot).query_one(selector, Static).content)


LANGUAGES = ("fr", "it", "nl", "en")


@pytest.mark.parametrize("mode", ["table", "full"])
async def test_every_automatic_consequence_is_said_on_screen_and_in_the_log(make_app, mode):
    """Each situation is played in one language (each in turn) and read in all four, the
    players switching language once it is said."""
    app = make_app()
    async with app.run_test(size=(150, 56)) as pilot:
        for n, (name, situation) in enumerate(SITUATIONS.items()):
            app.ui_lang = LANGUAGES[n % len(LANGUAGES)]
            open_situation(pilot, situation, mode)
            await pilot.pause()
            await play_situation(pilot, situation, mode)
            for lang in LANGUAGES[n % len(LANGUAGES) :] + LANGUAGES[: n % len(LANGUAGES)]:
                app.ui_lang = lang
                await pilot.pause()
                message, log = shown(pilot, "#message"), shown(pilot, "#log-text")
                for fragment in situation.said[lang]:
                    assert fragment in message, (name, lang, message)
                    assert fragment in log, (name, lang, log)
            app.pop_screen()
            await pilot.pause()


@pytest.mark.parametrize("lang", ["fr", "it", "nl", "en"])
async def test_the_banner_says_who_must_draw_for_jail(make_app, lang: str):
    app = make_app(lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        open_situation(pilot, SITUATIONS["jail_stays"], "table")
        await pilot.pause()
        await move(pilot, "Anna ends turn")
        assert shown(pilot, "#next-banner") == BANNERS[lang]
        assert table(pilot).query_one("#next-banner").region.y < 24


DUEL_DODGED = {
    "en": "the shot is dodged",
    "fr": "le tir est esquivé",
    "it": "il colpo è schivato",
    "nl": "het schot is ontweken",
}


async def planque_reveal(pilot, backup: str, lang: str) -> None:
    """A table-mode Duel at Jango's Planque reveal: Ben shot him, Anna used the Planque."""
    jango = {"character": "Jango", "equipment": ["Planque"]}
    setup = setup_from_dict(
        {
            "game": "duel",
            "lawmen": {"player": "Anna", "in_play": [jango, backup]},
            "outlaws": {"player": "Ben", "in_play": ["Sid Curry"], "hand": ["Colt"]},
            "turn": "Ben",
            "phase": "play",
        }
    )
    session = Session.start(pilot.app.store, setup, "Duel: Anna, Ben", lang)
    for line in ("Ben plays Colt on Jango", "Anna uses Planque"):
        assert session.play(session.parse(line)) is None, line
    pilot.app.play(session)
    await pilot.pause()


@pytest.mark.parametrize("lang", sorted(DUEL_DODGED))
async def test_a_duel_reveal_says_what_it_did_in_every_language(make_app, lang):
    app = make_app(lang=lang, camera="off")
    async with app.run_test(size=WIDE) as pilot:
        await planque_reveal(pilot, "Wild Bill", lang)
        assert await table(pilot).submit(Reveal(DuelCard(symbol="barrel")))
        said = message(pilot)
        assert said.split(" → ")[1].startswith("Jango"), said  # after the reveal itself
        assert DUEL_DODGED[lang] in said, said
        log = str(table(pilot).query_one("#log-text", Static).content)
        assert DUEL_DODGED[lang] in log


async def test_bart_mastersons_first_card_is_told_before_the_second_is_entered(make_app):
    app = make_app(camera="off")
    async with app.run_test(size=WIDE) as pilot:
        await planque_reveal(pilot, "Bart Masterson", "en")
        assert await table(pilot).submit(Reveal(DuelCard(symbol="dynamite")))
        assert "first card" in message(pilot) and "one more to reveal" in message(pilot)
        assert await table(pilot).submit(Reveal(DuelCard(symbol="barrel")))
        assert "second card" in message(pilot) and "choose the card that counts" in message(pilot)


async def _refused_by_typing(pilot: Pilot) -> None:
    await move(pilot, "Anna plays BANG! on Carla")  # out of the Colt's reach


async def _refused_by_a_red_button(pilot: Pilot) -> None:
    await tap(pilot, "#choice-card-bang-x-x")
    await tap(pilot, "#choice-p-Carla")


async def _mistyped(pilot: Pilot) -> None:
    await move(pilot, "Anna plays Bnag on Ben")


async def _undone(pilot: Pilot) -> None:
    await move(pilot, "undo")


@pytest.mark.parametrize(
    "say",
    [_refused_by_typing, _refused_by_a_red_button, _mistyped, _undone],
    ids=lambda say: say.__name__.strip("_"),
)
async def test_the_last_message_is_said_again_in_a_language_chosen_after_it(make_app, say):
    """Switched to French, the table says what a French table says, and an error stays one."""
    said = {}
    for first in ("en", "fr"):
        app = make_app(lang=first)
        async with app.run_test(size=WIDE) as pilot:
            await open_table(pilot, "Anna draws")
            await say(pilot)
            before = message(pilot)
            if first == "en":
                await tap(pilot, "#tool-next_language")  # by touch: English, then French
            said[first] = (before, message(pilot), table(pilot).query_one("#message").classes)
    (english, switched, classes), (french, _, french_classes) = said["en"], said["fr"]
    assert switched == french != english
    assert classes == french_classes
