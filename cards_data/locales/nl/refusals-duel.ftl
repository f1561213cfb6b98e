# Why a BANG! Duel move is refused, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = In een Duel kunnen alleen de levenspunten van een personage en het aantal kaarten in een hand worden gecorrigeerd.
    .rule = In een Duel corrigeert de scheidsrechter levenspunten en aantallen handkaarten.
refusal-duel_unseen_only = { $player } heeft maar { $unseen ->
        [one] { $unseen } onbekende kaart
       *[other] { $unseen } onbekende kaarten
    }: een kaart die de tafel al zag, verlaat de hand als ze gespeeld wordt.
    .rule = Een aantal handkaarten zakt alleen met ongeziene kaarten; een kaart die de tafel zag, verdwijnt als ze gespeeld wordt.
refusal-correction_duel_life = { $target } zou { $life } levenspunten hebben: een correctie blijft tussen 1 en { $most } (voer de treffer in die het laatste punt kost).
    .rule = Een correctie houdt een personage in het spel: het valt door de treffer die het neerhaalt.
refusal-no_such_character = { $target } is geen personage in het spel.
    .rule = Kaarten speel je op personages in het spel.
refusal-needs_character = { $card } moet op een personage gespeeld worden.
    .rule = Deze kaart speel je op een personage.
refusal-not_a_target = { $card } kan niet op { $target } gespeeld worden.
    .rule = BANG!-kaarten bereiken alleen het actieve personage van de tegenstander; actiekaarten iedereen behalve de reserve van de tegenstander; uitrusting je eigen reserve of het actieve personage van de tegenstander.
refusal-bang_limit = { $player } heeft deze beurt al een BANG!-kaart gespeeld.
    .rule = Eén BANG!-kaart per beurt (meer met een Gun Belt, West Harding of The Man with No Name).
refusal-token_already_moved = { $player } heeft de actief-fiche deze beurt al verplaatst.
    .rule = Het actieve fiche verschuift hoogstens één keer per speelfase.
refusal-single_character = { $player } heeft nog maar één personage.
    .rule = Een eenzame overlevende is zowel het actieve personage als de reserve: er valt niets te wisselen.
refusal-reload_locked = Beide kampen hebben nog twee personages: { $card } kan nog niet herladen worden.
    .rule = Kaarten worden pas herladen als een van beide kanten nog maar één personage heeft.
refusal-not_reloadable = { $player } kan { $card } niet herladen.
    .rule = Alleen kaarten met het herlaadicoon, uit de hand of van het actieve personage, worden herladen.
refusal-once_per_turn = { $player } heeft { $card } deze beurt al gebruikt.
    .rule = Dit vermogen werkt één keer per beurt.
refusal-ability_asleep = { $card } werkt nu niet voor { $player }.
    .rule = Alleen het vermogen en de kaarten van het actieve personage werken, tenzij altijd actief of als doelwit gekozen.
refusal-not_in_reserve = { $card } zit niet in de reserve van { $player }.
    .rule = Personages komen in het spel uit de reserve van hun eigen kant.
refusal-no_such_card = Geen kaart van het spel past bij { $card }.
    .rule = Een onthulde kaart is een van de 80 kaarten van het spel.
refusal-no_copy_left = Elk exemplaar van { $card } is al elders gezien.
    .rule = Een kaart mag je alleen noemen zolang er een ongezien exemplaar van kan bestaan.
refusal-not_a_dodge = { $card } ontwijkt dit schot niet.
    .rule = Een schot ontwijk je met een ontwijkkaart (Missed!, Return Fire) of zoals een vermogen het toestaat.
refusal-not_a_shot_card = { $card } draagt het schotsymbool niet.
    .rule = Op Duel en Indians! antwoord je alleen met kaarten met het schiet-icoon.
refusal-extra_card_owed = { $player } moet nog een kaart afleggen, of het schot incasseren.
    .rule = Tegen de BANG!-kaarten van Tex Killer moet je één kaart extra afleggen, van elke soort.
refusal-nothing_to_use = { $card } geeft { $player } niets om tijdens een beurt te gebruiken.
    .rule = Alleen een kaart of personage met een bruikbaar vermogen kan gebruikt worden.
refusal-katie_equipment = Cattle Katie kan alleen een eigen uitrustingskaart in het spel afleggen die niet altijd actief is.
    .rule = Cattle Katie legt een van haar uitrustingskaarten in het spel af die niet altijd actief is.
refusal-other_choice = { $player } moet eerst de keuze van { $card } maken, niet { $used } gebruiken.
    .rule = Een keuze die een kaart openlaat, maak je voor al het andere.
refusal-stetson_only = Tegen een schot kan { $player } een Stetson in het spel gebruiken, niet { $card }.
    .rule = Tegen een schot is de enige kaart die je uit het spel gebruikt een Stetson; ontwijkingen komen uit de hand.
refusal-not_carried = { $fighter } draagt geen { $card } in het spel.
    .rule = Een Stetson ontwijkt vanuit het spel, gedragen door het beschoten personage; niet vanuit de hand.
refusal-beer_on_own_turn = { $player } mag alleen tijdens de eigen beurt een Bier drinken.
    .rule = In BANG! Duel speel je Beer nooit buiten je beurt.
refusal-nothing_to_copy = Bovenop de aflegstapel ligt geen actiekaart die Pearl Hat kan kopiëren.
    .rule = Pearl Hat kopieert de actiekaart bovenop de aflegstapel, maar niet Missed! of Return Fire.
refusal-hand_not_empty = { $player } heeft nog kaarten in de hand.
    .rule = Babe Leroy trekt alleen met een lege hand.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = de keuze van het actieve personage
refusal-duel-waiting-enter = het volgende personage uit de reserve
refusal-duel-waiting-choose = een keuze
refusal-duel-waiting-pick = de keuze van een kaart

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = het symbool
refusal-duel-missing-name = de naam
