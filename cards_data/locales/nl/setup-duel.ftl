# Why a BANG! Duel set-up cannot be played, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! Duel set-up that cannot be played: duel_setup_error-<code>

duel_setup_error-characters_drawn = elke kant trekt 2 tot { $most } personages, niet { $asked }
duel_setup_error-no_card_left = er is geen kaart { $card } meer over
duel_setup_error-same_names = de twee spelers hebben dezelfde naam
duel_setup_error-lives_unknown = levenspunten: onbekend personage '{ $character }'
duel_setup_error-lives_range = levenspunten: { $character } kan er geen { $life } hebben (1 tot { $most })
duel_setup_error-wrong_side = { $player }: { $character } hoort niet bij de { $side }
duel_setup_error-twice = { $character } komt twee keer voor
duel_setup_error-in_play_at_most_two = { $player }: hoogstens twee personages in het spel
duel_setup_error-two_to_start = { $player }: er zijn twee personages nodig om te beginnen
duel_setup_error-not_equipment = { $character }: { $card } is geen uitrusting
duel_setup_error-turn_not_at_table = de beurt is aan '{ $turn }', die niet aan tafel zit
duel_setup_error-bad_phase = een spel begint in de trek- of speelfase, niet '{ $phase }'
duel_setup_error-bad_mode = de modus is 'table' of 'full', niet '{ $mode }'
duel_setup_error-bad_lives = 'lives' koppelt namen van personages aan hun gedrukte levenspunten
duel_setup_error-camp_needs_player = '{ $key }' heeft minstens een speler nodig
duel_setup_error-bad_in_play = een personage in het spel is een naam of heeft 'character': { $raw }
duel_setup_error-bad_card_list = verwacht een lijst van kaarten, niet { $raw }

## the two sides, the $side of the messages above

duel_setup_error-side-lawmen = Wetsdienaars
duel_setup_error-side-outlaws = Outlaws
