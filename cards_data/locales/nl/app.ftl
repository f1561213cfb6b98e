# The companion's words in Dutch, in Fluent syntax (read by cards_data/sentences.py).
# An id is a key of t() with "-" for ".": t("centre.turn") reads centre-turn.
# Every id exists in every language folder with the same variables (tests/companion/test_i18n.py).

## app and start screen

app-title = BANG! — tafelhulp
app-quit_hint = Ctrl+Q om af te sluiten (het spel is bewaard).
start-heading = Scheidsrechter en hulp bij een spel BANG! met echte kaarten
start-resume = Verder spelen: { $title } ({ $moves } zetten, { $when })
start-new = Nieuw spel
start-past = Eerdere spellen
start-language = Taal
start-keys = F1 regels van een kaart · F2 taal · F6 tablet · Ctrl+Q afsluiten

## new game

setup-game = Spel
setup-duel_later = BANG! Duel (binnenkort)
setup-players = Spelers, in de volgorde waarin ze zitten (met de klok mee)
setup-name = Naam van de speler
setup-add = Toevoegen
setup-order_hint = Volgorde wijzigen: tik op een naam en dan op de plek waar die heen moet.
setup-random_character = Willekeurig personage
setup-sheriff = Sheriff
setup-start = Spel beginnen
setup-too_many = BANG! speel je met hoogstens { $n } spelers.
setup-count = BANG! speel je met { $low } tot { $high } spelers.
setup-no_sheriff = Wie is de Sheriff? Die kaart ligt open: tik op de ster bij die naam.
picker-search = Zoek een personage (in elke taal)
picker-random = Willekeurig

## the table

centre-turn = Beurt van { $player } · { $phase }
centre-piles = Stapel { $deck } · Aflegstapel { $discard } (boven: { $top })
centre-top_one_of = een van { $cards }
centre-select_hint = Tik op een speler om de afstanden vanaf die plek te zien.
centre-out = Uitgeschakeld: { $players }
phase-draw = trekken
phase-play = kaarten spelen
phase-discard = afleggen
seat-eliminated = uitgeschakeld
seat-waiting = moet beslissen
seat-turn = aan de beurt
seat-hand = { $n } in de hand
seat-selected = afstanden vanaf deze speler
seat-distance = afstand { $n } ·
pending-draw = { $player } trekt kaarten.
pending-play = { $player } speelt kaarten of beëindigt de beurt.
pending-discard = { $player } legt af tot { $limit } kaarten.
pending-respond = { $player } antwoordt op { $attack } van { $attacker }.
pending-dying = { $player } staat op 0: { $n ->
        [one] een Bier
       *[other] { $n } Bieren
    }, of uitgeschakeld.
pending-check = Kans! voor { $player } ({ $reason }): draai de bovenste kaart van de stapel om.
pending-check_two = Kans! voor { $player } ({ $reason }): twee kaarten, daarna kiest { $player } welke telt. Draai kaart { $n } van 2 om.
pending-general_store = Winkel van { $player }: draai een kaart om (nog { $n }).
pending-black_jack = { $player } toont de tweede getrokken kaart.
pending-pick = { $player } kiest een kaart uit de Winkel.
pending-put_back = { $player } legt een van de drie kaarten terug op de stapel.
pending-reveal_role = { $player } is uitgeschakeld: welke rol wordt getoond?
suit-hearts = harten
suit-diamonds = ruiten
suit-clubs = klaveren
suit-spades = schoppen
choice-draw = Trekken
choice-draw_discard = 1e kaart van de aflegstapel
choice-draw_from = 1e kaart uit de hand van…
choice-check = Kans! ({ $reason })
choice-take_hit = Treffer incasseren
choice-lose_duel = Duel verliezen
choice-die = Uitgeschakeld worden
choice-pass = Passen
choice-heal = Genezen (2 kaarten)
choice-heal_by = { $player }: Genezen (2 kaarten)
choice-end_turn = Klaar
choice-hand = Een kaart uit de hand
choice-back = ← Terug
command-placeholder = Zet in notatie, bv. 'Anna plays BANG! on Ben' (Tab vult aan)
toolbar-undo = Ongedaan ^Z
toolbar-redo = Opnieuw ^Y
toolbar-export = Exporteer F4
toolbar-log = Logboek F3
toolbar-rules = Regels F1
toolbar-language = Taal F2
toolbar-menu = Menu F10
refused = Geweigerd: { $why }
undo-done = Ongedaan gemaakt: { $move }
undo-nothing = Geen zet om ongedaan te maken.
redo-done = Opnieuw gedaan: { $move }
redo-nothing = Geen zet om opnieuw te doen.
sync-played = Vanaf een ander apparaat: { $said }
sync-undone = Ongedaan gemaakt op een ander apparaat: { $move }

## the draw! panel

draw-type_hint = Typ de omgedraaide kaart: Q♥, harten vrouw, 10 picche, dame de cœur…
draw-placeholder = Omgedraaide kaart
draw-camera_starting = Camera: opstarten…
draw-camera_read = Camera: { $card } ({ $confidence }%)
draw-symbols_unknown = De camera kent de symbolen van je stapel nog niet: wat hij leest is maar een hint. Tik of typ de kaart, of leer hem de symbolen aan (een minuut, voor altijd).
draw-learn_symbols = Symbolen aanleren
setup-learn_symbols = Leer de camera je symbolen
learn-title = Leer de camera de symbolen van je BANG! Duel-stapel
learn-show = Symbool { $number } van { $total }: leg een kaart met het symbool '{ $symbol }' plat onder de camera en laat hem stil liggen.
learn-hold = Stil houden… { $gauge }
learn-take_away = '{ $symbol }' aangeleerd. Haal de kaart weg.
learn-no_symbol = Geen symbool gevonden in de hoeken van deze kaart: leg hem plat en dichter bij de camera.
learn-done = De camera kent nu de symbolen van je stapel.
learn-unsaved = De symbolen konden niet worden bewaard ({ $why }).
learn-camera_off = Camera niet beschikbaar: { $why }
learn-cancel = Annuleren
draw-camera_unsure = Camera: geen zekere lezing ({ $why })
draw-hint_no_picture = de camera geeft geen beeld
draw-hint_no_card = geen hele kaart in beeld: leg ze plat op een effen ondergrond
draw-hint_closer = kaart te ver weg: houd ze dichter bij de camera
draw-hint_closer_small_camera = kaart te ver weg voor de kleine beelden van deze webcam: houd ze dichterbij
draw-hint_steady = hoek onleesbaar: houd de kaart stil, zonder schittering
draw-no_camera = Geen camera: { $why }.
draw-trouble_not_found = geen webcam gevonden (is er een aangesloten?)
draw-trouble_busy = de webcam is bezet of geeft geen beeld (misschien gebruikt een ander programma hem)
draw-trouble_unplugged = de webcam stuurt geen beelden meer (losgekoppeld?)
draw-trouble_unreadable = de videobron geeft geen beelden
draw-trouble_broken = de cameramodule laadt niet op deze computer
draw-trouble_no_demo = de democlip ontbreekt in deze installatie van de app
draw-camera_disabled = camera uitgeschakeld
draw-camera_busy = de camera wordt gebruikt door de sessie van een ander apparaat ({ $holder })
draw-use_demo = Demonstratiecamera

## the rules lookup

lookup-matched = (gevonden via '{ $name }', { $language })
lookup-unsourced = (geen gedrukte naam: Engels gebruikt)
lookup-copies = {"  "}{ $n ->
        [one] { $n } exemplaar
       *[other] { $n } exemplaren
    }: { $copies }
lookup-weapon = {"  "}wapen, bereik { $range }
lookup-deck_sheriff = {"  "}stapel van de Sheriff: { $count }
lookup-deck_outlaw = {"  "}stapel van de Outlaws: { $count }
lookup-nothing_close = Geen kaart of personage met die naam.
lookup-false_friend = (valse vriend: '{ $name }' in het { $language })
lookup-other_game = (het andere spel)
lookup-our_translation = (geen gedrukte naam: onze vertaling)
lookup-other_name = {"  "}{ $language }: { $name }
lookup-not_called = Geen kaart, personage of rol heet '{ $query }'.
lookup-did_you_mean = Bedoelde je: { $names }?
lookup-several = { $n } items passen bij '{ $query }':
language-fr = Frans
language-it = Italiaans
language-nl = Nederlands
language-en = Engels
# The language's own name, on its button in the language menu.
language-self = Nederlands
name-english = Eng.

## the log

log-title = Logboek
log-empty = Nog geen zetten.
log-undone = (ongedaan) { $move }
move-draw = { $player } trekt
move-draw_from = { $player } trekt eerst bij { $source }
move-discard_pile = de aflegstapel
move-draw_discard_card = { $player } trekt eerst { $card } van de aflegstapel
move-play = { $player } speelt { $card }
move-play_on = { $player } speelt { $card } op { $target }
move-play_on_card = { $player } speelt { $card } op { $target }: { $target_card }
move-play_on_hand = { $player } speelt { $card } op een kaart uit de hand van { $target }
move-as = { $card } als { $as_card }
move-check = { $player } trekt een kans!-kaart ({ $reason })
move-pass = { $player } antwoordt niet
move-reveal = Omgedraaide kaart: { $card }
move-reveal_face_up = Open gevallen: { $card }
move-pick = { $player } neemt { $card }
move-put_back = { $player } legt een kaart terug op de stapel
move-discard = { $player } legt { $card } af
move-heal = { $player } legt { $first } en { $second } af om te genezen
move-end_turn = { $player } beëindigt de beurt
move-reveal_role = { $player } was { $role }
effect-lost = { $player } verliest { $n } leven (nog { $life })
effect-gained = { $player } krijgt { $n } leven terug ({ $life })
effect-eliminated = { $player } is uitgeschakeld
effect-draws = { $player } trekt { $n ->
        [one] een kaart
       *[other] { $n } kaarten
    } voor het uitschakelen van een Outlaw
effect-loses_all = { $player } legt alle kaarten af: de Sheriff schakelde een Deputy uit

## game over

over-title = Einde van het spel
winner-sheriff = De Sheriff en zijn Deputy's winnen!
winner-outlaws = De Outlaws winnen!
winner-renegade = De Renegade wint!
why-sheriff = Alle Outlaws en de Renegade zijn uitgeschakeld.
why-outlaws = De Sheriff is dood.
why-renegade = De Renegade blijft als laatste over, na de Sheriff.
over-hidden_role = rol niet getoond
over-alive = in leven
over-dead = uitgeschakeld
over-table = Tafel bekijken

## past games and export

games-heading = Opgeslagen spellen
games-none = Geen opgeslagen spellen.
games-damaged = Spel { $number } is niet leesbaar; het blijft bewaard zoals het is. ({ $why })
games-row = { $title } — { $when } — { $status }, { $moves } regels
games-playing = bezig
games-over = afgelopen
games-open = Openen
games-export = Exporteren
games-rescue = Verder op een kopie, tot aan de geweigerde regel
games-copy = kopie
games-back = Terug
export-players = Spelers (volgorde aan tafel):
export-moves = Zetten:
export-unfinished = Spel niet afgelopen.
export-done = Logboek geëxporteerd: { $path }

## joining from a tablet

join-title = Meedoen vanaf een tablet
join-scan = Scan deze code met de tablet, of open: { $url }
join-not_served = Deze tafelhulp wordt niet met andere apparaten gedeeld. Om vanaf tablets te spelen, start je hem met 'bang-companion serve --lan' en scan je de getoonde code.
close = Sluiten
start-join = Meedoen vanaf een tablet (F6)
start-quit = Afsluiten (Ctrl+Q)

## problems

error-database = De spellendatabase is niet leesbaar ({ $why }). Ze blijft zoals ze is; de spellen van deze sessie worden niet bewaard.
error-record = Dit spel kan niet heropend worden; het blijft bewaard zoals het is. ({ $why })
error-conflict = Een ander apparaat was eerst: het spel is herladen, doe je zet opnieuw.
error-save = De zet kon niet bewaard worden en is niet gespeeld ({ $why }).
error-busy = De spellendatabase is in gebruik door een ander programma, dus de zet is niet gespeeld. Probeer het zo opnieuw.
error-notation = Onleesbaar: { $why }
error-export = Exporteren is mislukt ({ $why }).

## BANG! Duel

setup-duel = BANG! Duel
setup-duel_players = De twee spelers: de Wetsdienaars (Sheriff-stapel, beginnen) en de Outlaws
setup-lawmen_name = Speler van de Wetsdienaars
setup-outlaws_name = Speler van de Outlaws
setup-lives = Levenspunten: lees ze op elke personagekaart. Vul in wat afwijkt van wat de app aanneemt (bv. Jango 3, Sid Curry 4).
setup-lives_placeholder = personage leven, …
setup-lives_assumed = Wat de app aanneemt (één bron, controleer het): { $lives }
setup-lives_entry = '{ $part }': de naam van een personage, dan zijn levenspunten
setup-bad_lives = Levenspunten onleesbaar: { $why }
pending-start = { $player } kiest de twee personages: eerst de actieve, dan de reserve.
pending-enter = { $player }: welk personage komt uit de reserve in het spel?
pending-choose = { $player } kiest.
pending-duel_discard = { $player } legt een kaart af.
pending-duel_shot = { $player }: { $fighter } is het doelwit van { $attack }.
pending-duel_check = Onthullen voor { $fighter } ({ $reason }): lees het hoeksymbool van de bovenste kaart.
pending-duel_check_own = Onthullen voor de vaardigheid van { $fighter }: lees het hoeksymbool van de bovenste kaart.
pending-duel_store = Winkel: noem elke opengelegde kaart.
pending-duel_pat = { $player } toont de tweede getrokken kaart: welk symbool?
pending-face_up = Een kaart ligt open op de aflegstapel: welke?
choice-token = Fiche verschuiven
choice-reload = Herladen
choice-use = { $what } gebruiken
move-start_with = { $player } begint met { $active }
move-start_with_both = { $player } begint met { $active } (actief) en { $backup } (reserve)
move-enter = { $player } brengt { $character } in het spel
move-token = { $player } verschuift de fiche
move-reload = { $player } herlaadt { $card }
move-use = { $player } gebruikt { $what }
winner-lawmen = De Wetsdienaars winnen!
why-duel_lawmen = De Outlaws hebben geen personage meer.
why-duel_outlaws = De Wetsdienaars hebben geen personage meer.
duel-lawmen = Wetsdienaars
duel-outlaws = Outlaws
duel-active = actief
duel-backup = reserve
duel-alone = alleen
duel-none = geen personage in het spel
duel-counts = Gesloten personages { $reserve } · { $hand } in de hand · stapel { $deck }
duel-piles = Gemeenschappelijke stapel { $common } · Aflegstapel { $discard } (boven: { $top })
draw-symbol_hint = Typ het hoeksymbool: ton, slang, dynamiet, hoefijzer (of tik erop).
draw-camera_symbol = De camera leest: { $symbol } ({ $confidence }%)
choice-reveal_check = Onthullen ({ $reason })
move-reveal_check = { $player } onthult ({ $reason })
draw-name_hint = Typ de naam van de opengelegde kaart ({ $examples }…) of tik erop.
draw-face_up_hint = Typ de naam van de kaart die open kwam te liggen ({ $examples }…) of tik erop.
draw-name_placeholder = Naam van de kaart

## what a move set off, and who is next

move-take_hit = { $player } incasseert de treffer
move-lose_duel = { $player } verliest het duel
move-die = { $player } drinkt geen Bier
effect-check_free = { $player }: kans! voor { $reason } — { $cards }, harten: uit de { $reason }, speelt de beurt
effect-check_jailed = { $player }: kans! voor { $reason } — { $cards }, geen harten: blijft in de { $reason }, beurt overgeslagen
effect-check_passes = { $player }: kans! voor { $reason } — { $cards }: geen ontploffing, het { $reason } gaat naar { $to }
effect-check_stays = { $player }: kans! voor { $reason } — { $cards }: geen ontploffing, het { $reason } blijft liggen (niemand anders kan het nemen)
effect-check_explodes = { $player }: kans! voor { $reason } — { $cards }, 2 tot 9 van schoppen: ontploft, 3 schade
effect-check_dodged = { $player }: kans! voor { $reason } — { $cards }, harten: het schot is ontweken
effect-check_no_help = { $player }: kans! voor { $reason } — { $cards }, geen harten: geen hulp tegen het schot
effect-check_half = { $player }: kans! voor { $reason } — eerste kaart { $card }, nog een om te draaien
effect-check_choice = { $player }: kans! voor { $reason } — { $first } en { $second }, { $player } kiest welke telt
effect-lucky_cards = { $first } en { $second }, houdt { $kept }
effect-no_card = { $player }: kans! voor { $reason } — geen kaart meer om te draaien
effect-second_card = { $player } toont de tweede kaart: { $card }, niet rood: geen kaart extra
effect-second_card_bonus = { $player } toont de tweede kaart: { $card }, rood: trekt een kaart extra
effect-store_card = Winkel: { $card } open gelegd
effect-store_last = { $player } krijgt de laatste kaart van de Winkel: { $card }
effect-suzy = { $player } heeft geen kaarten meer: trekt er een
effect-bart = { $player } trekt { $n ->
        [one] een kaart
       *[other] { $n } kaarten
    } voor het verloren leven
effect-needs_beers = { $player } staat op 0 levens: { $n ->
        [one] een Bier
       *[other] { $n } Bieren
    } nodig om in het spel te blijven
effect-hopeless = { $player } kan niet genoeg Bier hebben: uit het spel
effect-vulture = { $player } neemt { $n ->
        [one] de kaart
       *[other] de { $n } kaarten
    } van { $dead }
banner = ▶ { $player } — { $what }
banner-draw = trekt
banner-play = speelt kaarten of beëindigt de beurt
banner-discard = legt af tot { $limit ->
        [one] een kaart
       *[other] { $limit } kaarten
    }
banner-respond = antwoordt op { $attack }
banner-dying = { $n ->
        [one] een Bier
       *[other] { $n } Bieren
    }, of uit het spel
banner-check = kans! voor { $reason }
banner-black_jack = toont de tweede getrokken kaart
banner-general_store = draait een kaart om voor de Winkel (nog { $n })
banner-pick = neemt een kaart uit de Winkel
banner-put_back = legt een kaart terug op de stapel
banner-choose = kiest welke kaart telt voor de kans!
banner-reveal_role = toont de rolkaart

## the table

pending-lucky_choice = { $player } kiest welke kaart telt voor de kans! ({ $reason }).
choice-keep = { $first } + { $second } houden
choice-keep_unseen = Twee kaarten houden (één gaat terug)
choice-unseen_card = een ongeziene kaart
choice-lucky_card = { $card } telt: { $outcome }
outcome-dodged = schot ontweken
outcome-not_dodged = schot niet ontweken
outcome-leaves_jail = komt vrij en speelt
outcome-stays_in_jail = blijft in de gevangenis, slaat de beurt over
outcome-dynamite_passes = de Dynamiet gaat door
outcome-dynamite_explodes = de Dynamiet ontploft (3 schade)
toolbar-join = Tablet F6
redo-branch = Niets om opnieuw te doen: deze zet begon een nieuwe tak. De ongedane zetten blijven in het logboek en de export.
export-branches = Ongedaan gemaakte en vervangen zetten:
export-branch = {"  "}na zet { $at }:

## the log

move-keep = { $player } houdt twee kaarten en legt er een terug op de stapel
move-lucky_choice = { $player } laat { $card } tellen

## corrections: the referee makes the app agree with the table

correction-life = Correctie: { $player } { $change } levenspunten
correction-hand = Correctie: { $player } heeft { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    } in de hand
correction-role = Correctie: { $player } is { $role }
correction-move = Correctie: { $card }, van { $source } naar { $destination }
correction-a_card = een onbekende kaart
place-hand = de hand van { $player }
place-table = het spel van { $player }
place-discard = de aflegstapel
place-deck = de stapel
toolbar-correct = Corrigeer
correct-title = Corrigeren: wat ligt er op tafel?
correct-kind-life = Levenspunten
correct-kind-hand = Kaarten in de hand
correct-kind-move = Kaart verplaatsen
correct-kind-role = Rol
correct-who = Welke speler?
correct-life_now = { $player }: { $life } van { $most } levenspunten
correct-hand_now = { $player } heeft { $count ->
        [one] { $count } kaart
       *[other] { $count } kaarten
    } in de hand
correct-role_pick = Welke rol heeft { $player }?
correct-from = Waar komt de kaart vandaan?
correct-card = Welke kaart, uit { $source }?
correct-card_name = Of typ haar: Ton, Q♥…
correct-to = Waar gaat { $card } heen?
setup-removed = { $name } is van tafel gehaald.
setup-undo_remove = ↶ Ongedaan maken
confirm-no = Nee, bewaren
games-delete = Verwijderen
games-delete_question = '{ $title }' ({ $when }) en het hele logboek voorgoed verwijderen?
games-deleted = Spel verwijderd: { $title }
export-sent = Logboek naar deze browser gestuurd: { $name }

## new game

setup-bad_name = Een naam mag geen ':' bevatten ({ $name }).
setup-same_name = { $name } zit al aan tafel.

## the table

choice-put_back = Kaart terugleggen
choice-put_back_card = { $card } terugleggen
toolbar-big = Groot scherm

## BANG! Duel

setup-duel_names = Vul twee verschillende namen in.

## the draw! panel

draw-rank_unread = { $suit }, waarde onleesbaar
draw-decided = Camera: { $card }. { $outcome } (typ de kaart om te verbeteren, na Ctrl+Z)
draw-outcome_good = { $check }: gelukt.
draw-outcome_bad = { $check }: mislukt.
draw-outcome_red = { $check }: rood, een kaart extra.
draw-outcome_black = { $check }: zwart, geen kaart extra.
draw-outcome_choose = { $player } kiest de kaart die telt.
draw-examples_unreadable = De geleerde kaarten van je stapel zijn onleesbaar en worden genegeerd: { $why }
draw-examples_unsaved = De kaart kon niet geleerd worden: { $why }

# What a Duel reveal did (companion/told.py)
effect-duel_dodged = { $player }: onthuld voor { $reason } — { $cards }: het schot is ontweken
effect-duel_no_help = { $player }: onthuld voor { $reason } — { $cards }, geen ton: geen hulp tegen het schot
effect-duel_explodes = { $player }: onthuld voor { $reason } — { $cards }: het ontploft, 3 schade
effect-duel_passes = { $player }: onthuld voor { $reason } — { $cards }, geen dynamiet: het gaat naar { $to }
effect-duel_stays = { $player }: onthuld voor { $reason } — { $cards }, geen dynamiet: het blijft liggen
effect-duel_bites = { $player }: onthuld voor { $reason } — { $cards }: hij bijt, 1 schade
effect-duel_no_bite = { $player }: onthuld voor { $reason } — { $cards }, geen slang: geen beet
effect-duel_two_cards = { $first } en { $second }, { $kept } telt
effect-duel_first_card = { $player }: onthuld voor { $reason } — eerste kaart { $card }, nog een te onthullen
effect-duel_second_card = { $player }: onthuld voor { $reason } — tweede kaart { $card }: kies de kaart die telt
effect-duel_pat = { $player } toont { $card }
effect-duel_pat_draws = { $player } toont { $card }, een hoefijzer: één kaart extra van de andere stapel

## what an entry of the card data is, in the title of its look-up

lookup-title = { $name } — { $kind }, { $game }
kind-card = kaart
kind-character = personage
kind-role = rol

## a device turned away: the table has as many devices as `serve --max-devices` allows

table_full-title = Tafel vol
table_full-sentence = Aan deze tafel zijn al { $devices } apparaten verbonden: sluit er een en laad de pagina opnieuw.

## the games database: what is wrong with it (store-<code>), and which record failed

store-not_ours = { $path }: deze database is niet door de tafelhulp geschreven
store-other_version = { $path }: opgeslagen door een andere versie (schema { $version })
store-table_missing = { $path }: de tabel '{ $table }' ontbreekt
store-no_such_game = geen opgeslagen spel heeft nummer { $game }
store-disk_full = { $where }: schijf vol, niets opgeslagen
store-busy = { $where }: in gebruik door een ander programma, niets opgeslagen
store-failed = { $where }: { $why }
store-empty_file = { $path }: het bestand is leeg (0 bytes), geen spellendatabase
store-bad_time = onleesbare tijd { $text }
store-not_text = het veld { $what } is geen tekst ({ $value })
store-in_game = spel { $game }: { $why }
store-setup_unreadable = spel { $game }: de opstelling is onleesbaar ({ $why })
store-setup_not_mapping = spel { $game }: de opstelling is geen tabel van sleutels ({ $text })
store-entry_missing = spel { $game }: regel { $entry } ontbreekt
store-unknown_kind = spel { $game }, regel { $entry }: onbekende soort { $kind }
store-in_entry = spel { $game }, regel { $entry }: { $why }
store-field_title = titel
store-field_status = status
store-field_lang = taal
store-field_winner = winnaar
store-field_text = tekst
store-field_setup = opstelling
record-reason = { $where }: { $why }
record-game = spel { $game }
record-setup = spel { $game }, de opstelling
record-entry = spel { $game }, regel { $entry } ({ $kind } '{ $text }')
