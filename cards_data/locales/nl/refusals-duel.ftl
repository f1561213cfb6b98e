# Why a BANG! Duel move is refused, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = In een Duel kunnen alleen de levenspunten van een personage en het aantal kaarten in een hand worden gecorrigeerd.
refusal-duel_unseen_only = { $player } heeft maar { $unseen ->
        [one] { $unseen } onbekende kaart
       *[other] { $unseen } onbekende kaarten
    }: een kaart die de tafel al zag, verlaat de hand als ze gespeeld wordt.
refusal-correction_duel_life = { $target } zou { $life } levenspunten hebben: een correctie blijft tussen 1 en { $most } (voer de treffer in die het laatste punt kost).
refusal-no_such_character = { $target } is geen personage in het spel.
refusal-needs_character = { $card } moet op een personage gespeeld worden.
refusal-not_a_target = { $card } kan niet op { $target } gespeeld worden.
refusal-bang_limit = { $player } heeft deze beurt al een BANG!-kaart gespeeld.
refusal-token_already_moved = { $player } heeft de actief-fiche deze beurt al verplaatst.
refusal-single_character = { $player } heeft nog maar één personage.
refusal-reload_locked = Beide kampen hebben nog twee personages: { $card } kan nog niet herladen worden.
refusal-not_reloadable = { $player } kan { $card } niet herladen.
refusal-once_per_turn = { $player } heeft { $card } deze beurt al gebruikt.
refusal-ability_asleep = { $card } werkt nu niet voor { $player }.
refusal-not_in_reserve = { $card } zit niet in de reserve van { $player }.
refusal-no_such_card = Geen kaart van het spel past bij { $card }.
refusal-no_copy_left = Elk exemplaar van { $card } is al elders gezien.
refusal-not_a_dodge = { $card } ontwijkt dit schot niet.
refusal-not_a_shot_card = { $card } draagt het schotsymbool niet.
refusal-extra_card_owed = { $player } moet nog een kaart afleggen, of het schot incasseren.
refusal-nothing_to_use = { $card } geeft { $player } niets om tijdens een beurt te gebruiken.
refusal-katie_equipment = Cattle Katie kan alleen een eigen uitrustingskaart in het spel afleggen die niet altijd actief is.
refusal-other_choice = { $player } moet eerst de keuze van { $card } maken, niet { $used } gebruiken.
refusal-stetson_only = Tegen een schot kan { $player } een Stetson in het spel gebruiken, niet { $card }.
refusal-not_carried = { $fighter } draagt geen { $card } in het spel.
refusal-beer_on_own_turn = { $player } mag alleen tijdens de eigen beurt een Bier drinken.
refusal-nothing_to_copy = Bovenop de aflegstapel ligt geen actiekaart die Pearl Hat kan kopiëren.
refusal-hand_not_empty = { $player } heeft nog kaarten in de hand.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = de keuze van het actieve personage
refusal-duel-waiting-enter = het volgende personage uit de reserve
refusal-duel-waiting-choose = een keuze
refusal-duel-waiting-pick = de keuze van een kaart

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = het symbool
refusal-duel-missing-name = de naam
