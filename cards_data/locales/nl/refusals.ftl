# Why a BANG! move is refused, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = Het spel is afgelopen.
refusal-unknown_player = Er zit geen speler met de naam { $player } aan deze tafel.
refusal-player_dead = { $player } is uitgeschakeld.
refusal-not_your_decision = Het spel wacht op { $waiting }, niet op { $player }.
refusal-wrong_moment = { $player } kan dat nu niet: het spel wacht op { $waiting_for }.
refusal-not_in_hand = { $player } heeft geen { $card } in de hand.
refusal-needs_target = { $card } moet op een speler gespeeld worden.
refusal-no_target_needed = { $card } wordt niet op een speler gespeeld.
refusal-target_self = { $player } kan { $card } niet op zichzelf spelen.
refusal-out_of_range = { $target } zit op afstand { $distance }; het wapen van { $player } ({ $weapon }) reikt tot { $reach }.
refusal-too_far = { $target } zit op afstand { $distance }; { $card } reikt alleen tot afstand 1.
refusal-one_bang_per_turn = { $player } heeft deze beurt al een BANG! gespeeld.
refusal-same_card_in_play = { $target } heeft al { $card } in het spel.
refusal-jail_on_sheriff = { $target } is de Sheriff en kan niet in de { $card }.
refusal-no_such_card_in_play = { $target } heeft geen { $card } in het spel.
refusal-empty_hand = { $target } heeft geen kaarten in de hand.
refusal-needs_target_card = Welke kaart van { $target }? Noem er een in het spel, of 'hand'.
refusal-response_only = { $card } speel je alleen om een schot te ontwijken.
refusal-wrong_answer = { $card } is geen antwoord op { $attack }.
refusal-beer_out_of_turn = Buiten de beurt drinkt { $player } alleen Bier om het leven te redden.
refusal-beer_two_players = Met nog twee spelers redt Bier niemand meer.
refusal-no_barrel = { $player } heeft geen { $reason } om kans op te trekken.
refusal-barrel_only_against_shots = { $reason } trekt alleen kans tegen een schot (BANG!, Gatling), niet tegen { $attack }.
refusal-check_used = { $player } heeft al kans getrokken voor { $reason } tegen dit schot.
refusal-ability_not_yours = { $player } heeft deze personage-eigenschap niet.
refusal-nothing_to_draw_from = { $player } kan daar niet trekken: er ligt geen kaart.
refusal-not_discard_top = { $card } kan niet de bovenste kaart van de aflegstapel zijn.
refusal-hand_within_limit = { $player } heeft { $hand } kaarten en mag er { $limit } houden: niets af te leggen.
refusal-not_on_display = { $card } ligt niet open op tafel.
refusal-reveal_not_needed = Er hoeft nu geen kaart getoond te worden.
refusal-reveal_incomplete = Geef { $missing } van de getoonde kaart.
refusal-not_in_deck = Het kaartspel heeft geen { $card } met { $index }.
refusal-already_seen = { $card } ligt al { $where }: het kaartspel heeft er geen tweede.
refusal-already_held = { $card } ligt al bij { $target }: het kaartspel heeft er geen tweede.
refusal-reveal_contradicts = De bovenste kaart is bekend: { $known }.
refusal-role_impossible = { $player } kan geen { $role } zijn: die rol is niet meer over.
refusal-sid_two_cards = { $player } legt precies twee kaarten af voor een levenspunt, niet { $count }.
refusal-sid_full_life = { $player } zit al op maximaal leven.
refusal-kit_keeps_two = { $player } houdt twee van de drie getrokken kaarten, niet { $count }.
refusal-not_drawn = { $card } zit niet bij de kaarten die { $player } trok.
refusal-choose_a_flipped_card = { $player } kiest een van de omgedraaide kaarten: { $cards }.
refusal-correction_changes_nothing = Deze correctie verandert niets.
refusal-correction_life_range = { $player } zou { $life } levenspunten hebben: dat blijft tussen 0 en { $most }.
refusal-correction_hand_count = { $player } kan geen { $count } kaarten in de hand hebben: hoogstens { $most }.
refusal-correction_unseen_only = { $player } heeft maar { $unseen ->
        [one] { $unseen } onbekende kaart
       *[other] { $unseen } onbekende kaarten
    }: verplaats de andere bij naam.
refusal-correction_place_empty = Er ligt geen kaart { $place }.
refusal-correction_not_there = Er ligt geen { $card } { $place }.
refusal-correction_bad_place = Er kan geen kaart liggen op '{ $pile }'.
refusal-correction_needs_name = Noem de kaart die in het spel komt.
refusal-correction_not_blue = { $card } blijft niet in het spel.
refusal-correction_second_weapon = { $target } heeft al { $weapon } in het spel: haal die eerst weg.
refusal-correction_sheriff_role = { $player } is de Sheriff, bekend vanaf het begin.
refusal-correction_role_awaited = Geef eerst de rol van { $player }.

## what the game is waiting for, the $waiting_for of wrong_moment

refusal-waiting-draw = het trekken
refusal-waiting-play = een kaart of het einde van de beurt
refusal-waiting-discard = afleggen tot de handlimiet
refusal-waiting-respond = een antwoord op een aanval
refusal-waiting-dying = een Bier of de uitschakeling
refusal-waiting-reveal = de getoonde kaart
refusal-waiting-pick = een keuze uit de Winkel
refusal-waiting-put_back = de twee kaarten die Kit Carlson houdt
refusal-waiting-choose = de kaart die Lucky Duke kiest
refusal-waiting-reveal_role = de rol van de uitgeschakelde speler

## what a revealed card lacks, the $missing of reveal_incomplete

refusal-missing-index = kleur en waarde
refusal-missing-name = de naam

## where a card was already seen, the $where of already_seen

refusal-where-discard = op de aflegstapel
refusal-where-deck = in de stapel
refusal-where-store = bij de kaarten van de Winkel

## where a correction takes a card from, the $place of correction_not_there

refusal-place-hand = in de hand van { $player }
refusal-place-table = in het spel bij { $player }
refusal-place-discard = op de aflegstapel
refusal-place-deck = boven op de stapel
