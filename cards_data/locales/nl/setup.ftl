# Why a BANG! set-up cannot be played, and which player names are refused, in Dutch (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! set-up that cannot be played (scenario files, saved games): setup_error-<code>

setup_error-same_names = twee spelers hebben dezelfde naam
setup_error-player_count = BANG! is voor 4 tot 7 spelers, niet { $count }
setup_error-unknown_character = { $player }: onbekend personage '{ $character }'
setup_error-unknown_role = { $player }: onbekende rol '{ $role }'
setup_error-life_above_most = { $player }: { $life } levenspunten, meer dan { $most }
setup_error-one_sheriff = er moet precies één speler { $sheriff } zijn
setup_error-turn_not_seated = de beurt is aan '{ $player }', die niet aan tafel zit
setup_error-first_phase = een spel begint bij het trekken of het spelen van kaarten, niet '{ $phase }'
setup_error-character_twice = twee spelers zijn { $character }
setup_error-too_many_cards = { $count } kaarten zijn gedeeld of neergelegd, maar de stapel heeft er { $most }
setup_error-deck_and_top = geef de hele trekstapel (deck) of de bekende bovenkant (deck_top), niet beide
setup_error-too_few_alive = { $count } spelers in leven: een spel heeft er minstens twee nodig
setup_error-card_not_left = er is geen kaart { $card } meer over in de stapel

## a player's name the notation could not read back (both games): setup_error-<code>

setup_error-name_blank = de naam van een speler is leeg
setup_error-name_too_long = '{ $name }' is langer dan { $most } tekens
setup_error-name_bad_character = { $written } bevat { $char }, wat een naam in een zet niet kan bevatten
setup_error-name_reserved = '{ $name }' kan geen spelersnaam zijn: het spel zou het lezen als { $what }
setup_error-names_alike = '{ $name }' en '{ $other }' zijn niet uit elkaar te houden bij het typen van een zet

## what a reserved name reads as, the $what of name_reserved

setup_error-reads_as-discard = de aflegstapel
setup_error-reads_as-character = een personage
setup_error-reads_as-side = de andere kant
