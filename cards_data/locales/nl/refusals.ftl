# Why a BANG! move is refused, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = Het spel is afgelopen.
    .rule = Het spel is voorbij.
refusal-unknown_player = Er zit geen speler met de naam { $player } aan deze tafel.
    .rule = Zetten noemen spelers aan deze tafel.
refusal-player_dead = { $player } is uitgeschakeld.
    .rule = Uitgeschakelde spelers doen niet meer mee.
refusal-not_your_decision = Het spel wacht op { $waiting }, niet op { $player }.
    .rule = Alleen de speler op wiens beslissing gewacht wordt, mag zetten.
refusal-wrong_moment = { $player } kan dat nu niet: het spel wacht op { $waiting_for }.
    .rule = Elke zet hoort bij een moment van de beurt.
refusal-not_in_hand = { $player } heeft geen { $card } in de hand.
    .rule = Je speelt alleen kaarten uit je hand.
refusal-needs_target = { $card } moet op een speler gespeeld worden.
    .rule = Deze kaart speel je op een andere speler.
refusal-no_target_needed = { $card } wordt niet op een speler gespeeld.
    .rule = Deze kaart richt zich op niemand.
refusal-target_self = { $player } kan { $card } niet op zichzelf spelen.
    .rule = Je kunt jezelf niet als doelwit kiezen.
refusal-out_of_range = { $target } zit op afstand { $distance }; het wapen van { $player } ({ $weapon }) reikt tot { $reach }.
    .rule = Een BANG! bereikt spelers binnen het bereik van je wapen.
refusal-too_far = { $target } zit op afstand { $distance }; { $card } reikt alleen tot afstand 1.
    .rule = Paniek! bereikt alleen spelers op afstand 1; wapens tellen niet mee.
refusal-one_bang_per_turn = { $player } heeft deze beurt al een BANG! gespeeld.
    .rule = Eén BANG!-kaart per beurt (behalve met Volcanic of Willy the Kid).
refusal-same_card_in_play = { $target } heeft al { $card } in het spel.
    .rule = Niemand mag twee kaarten met dezelfde naam in het spel hebben.
refusal-jail_on_sheriff = { $target } is de Sheriff en kan niet in de { $card }.
    .rule = De Sheriff kan niet in de Gevangenis gezet worden.
refusal-no_such_card_in_play = { $target } heeft geen { $card } in het spel.
    .rule = Alleen kaarten die echt in het spel liggen, kun je pakken of afleggen.
refusal-empty_hand = { $target } heeft geen kaarten in de hand.
    .rule = Er moet een kaart zijn om te pakken.
refusal-needs_target_card = Welke kaart van { $target }? Noem er een in het spel, of 'hand'.
    .rule = Zeg welke kaart: een in het spel, of 'hand' voor een willekeurige.
refusal-response_only = { $card } speel je alleen om een schot te ontwijken.
    .rule = Mis! speel je alleen tegen een schot.
refusal-wrong_answer = { $card } is geen antwoord op { $attack }.
    .rule = Elke aanval heeft zijn eigen antwoorden.
refusal-beer_out_of_turn = Buiten de beurt drinkt { $player } alleen Bier om het leven te redden.
    .rule = Buiten je beurt speel je Bier alleen tegen een dodelijke treffer.
refusal-beer_two_players = Met nog twee spelers redt Bier niemand meer.
    .rule = Bier geneest niemand als er nog maar twee spelers over zijn.
refusal-no_barrel = { $player } heeft geen { $reason } om kans op te trekken.
    .rule = Een kans! tegen een schot vraagt een Ton in het spel (of Jourdonnais).
refusal-barrel_only_against_shots = { $reason } trekt alleen kans tegen een schot (BANG!, Gatling), niet tegen { $attack }.
    .rule = Een Ton, en het vermogen van Jourdonnais, geven alleen een kans! tegen een schot (BANG!, Gatling).
refusal-check_used = { $player } heeft al kans getrokken voor { $reason } tegen dit schot.
    .rule = Elke Ton geeft één kans! per schot.
refusal-ability_not_yours = { $player } heeft deze personage-eigenschap niet.
    .rule = Alleen het personage met een vermogen mag het gebruiken.
refusal-nothing_to_draw_from = { $player } kan daar niet trekken: er ligt geen kaart.
    .rule = De bron waaruit je trekt, moet kaarten hebben.
refusal-not_discard_top = { $card } kan niet de bovenste kaart van de aflegstapel zijn.
    .rule = Pedro Ramirez pakt de bovenste kaart van de aflegstapel.
refusal-hand_within_limit = { $player } heeft { $hand } kaarten en mag er { $limit } houden: niets af te leggen.
    .rule = Leg alleen af tot je handlimiet.
refusal-not_on_display = { $card } ligt niet open op tafel.
    .rule = Kies een kaart die openligt.
refusal-reveal_not_needed = Er hoeft nu geen kaart getoond te worden.
    .rule = Kaarten worden alleen onthuld als een kans! of openliggende kaarten erom vragen.
refusal-reveal_incomplete = Geef { $missing } van de getoonde kaart.
    .rule = Een kans! vraagt kleur en waarde; openliggende kaarten de naam van de kaart.
refusal-not_in_deck = Het kaartspel heeft geen { $card } met { $index }.
    .rule = Een gespeelde of onthulde kaart moet een van de kaarten van de stapel zijn.
refusal-already_seen = { $card } ligt al { $where }: het kaartspel heeft er geen tweede.
    .rule = Elke kaart van de stapel bestaat één keer: een kaart die elders gezien is, kan niet nog eens opduiken.
refusal-already_held = { $card } ligt al bij { $target }: het kaartspel heeft er geen tweede.
    .rule = Elke kaart van de stapel bestaat één keer: een kaart die elders gezien is, kan niet nog eens opduiken.
refusal-reveal_contradicts = De bovenste kaart is bekend: { $known }.
    .rule = De onthulde kaart moet kloppen met wat er van de stapel bekend is.
refusal-role_impossible = { $player } kan geen { $role } zijn: die rol is niet meer over.
    .rule = De rollen volgen de rollentabel voor dit aantal spelers.
refusal-sid_two_cards = { $player } legt precies twee kaarten af voor een levenspunt, niet { $count }.
    .rule = Sid Ketchum legt twee kaarten af om één levenspunt terug te krijgen.
refusal-sid_full_life = { $player } zit al op maximaal leven.
    .rule = Sid Ketchum geneest alleen onder zijn maximale levenspunten.
refusal-kit_keeps_two = { $player } houdt twee van de drie getrokken kaarten, niet { $count }.
    .rule = Kit Carlson houdt twee van de drie kaarten die hij trekt en legt de derde terug.
refusal-not_drawn = { $card } zit niet bij de kaarten die { $player } trok.
    .rule = Kit Carlson houdt, of legt terug, alleen kaarten die hij trok.
refusal-choose_a_flipped_card = { $player } kiest een van de omgedraaide kaarten: { $cards }.
    .rule = Lucky Duke kiest een van de twee kaarten die hij omdraaide.
refusal-correction_changes_nothing = Deze correctie verandert niets.
    .rule = Een correctie verandert de tafel.
refusal-correction_life_range = { $player } zou { $life } levenspunten hebben: dat blijft tussen 0 en { $most }.
    .rule = Levenspunten blijven tussen 0 en het maximum van de speler.
refusal-correction_hand_count = { $player } kan geen { $count } kaarten in de hand hebben: hoogstens { $most }.
    .rule = Een hand bevat kaarten van de trekstapel en de aflegstapel, niet meer.
refusal-correction_unseen_only = { $player } heeft maar { $unseen ->
        [one] { $unseen } onbekende kaart
       *[other] { $unseen } onbekende kaarten
    }: verplaats de andere bij naam.
    .rule = Een aantal handkaarten zakt alleen met ongeziene kaarten; een bekende kaart verplaats je bij naam.
refusal-correction_place_empty = Er ligt geen kaart { $place }.
    .rule = Een kaart verplaats je vanaf de plek waar ze ligt.
refusal-correction_not_there = Er ligt geen { $card } { $place }.
    .rule = Een kaart verplaats je vanaf de plek waar ze ligt.
refusal-correction_bad_place = Er kan geen kaart liggen op '{ $pile }'.
    .rule = Kaarten liggen in een hand, in het spel, op de aflegstapel of op de trekstapel.
refusal-correction_needs_name = Noem de kaart die in het spel komt.
    .rule = Een kaart in het spel ligt open: haar naam is bekend.
refusal-correction_not_blue = { $card } blijft niet in het spel.
    .rule = Alleen kaarten met een blauwe rand blijven in het spel.
refusal-correction_second_weapon = { $target } heeft al { $weapon } in het spel: haal die eerst weg.
    .rule = Een speler heeft hoogstens één wapen in het spel.
refusal-correction_sheriff_role = { $player } is de Sheriff, bekend vanaf het begin.
    .rule = De rol van de Sheriff is vanaf het begin zichtbaar.
refusal-correction_role_awaited = Geef eerst de rol van { $player }.
    .rule = Een rol waarop het spel wacht, geef je eerst.

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
