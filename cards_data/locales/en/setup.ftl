# Why a BANG! set-up cannot be played, and which player names are refused, in English (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! set-up that cannot be played (scenario files, saved games): setup_error-<code>

setup_error-same_names = two players have the same name
setup_error-player_count = BANG! is for 4 to 7 players, not { $count }
setup_error-unknown_character = { $player }: unknown character '{ $character }'
setup_error-unknown_role = { $player }: unknown role '{ $role }'
setup_error-life_above_most = { $player }: { $life } life points, above { $most }
setup_error-one_sheriff = exactly one player must be the { $sheriff }
setup_error-turn_not_seated = the turn belongs to '{ $player }', who is not at the table
setup_error-first_phase = a game starts in the draw or play phase, not '{ $phase }'
setup_error-character_twice = two players are { $character }
setup_error-too_many_cards = { $count } cards are dealt or placed, but the deck has { $most }
setup_error-deck_and_top = give the whole draw pile (deck) or its known top (deck_top), not both
setup_error-too_few_alive = { $count } players alive: a game needs at least two
setup_error-card_not_left = no card { $card } is left in the deck

## a player's name the notation could not read back (both games): setup_error-<code>

setup_error-name_blank = a player's name is blank
setup_error-name_too_long = '{ $name }' is longer than { $most } characters
setup_error-name_bad_character = { $written } holds { $char }, which a move line cannot hold in a name
setup_error-name_reserved = '{ $name }' cannot be a player's name: the game would read it as { $what }
setup_error-names_alike = '{ $name }' and '{ $other }' cannot be told apart when a move is typed

## what a reserved name reads as, the $what of name_reserved

setup_error-reads_as-discard = the discard pile
setup_error-reads_as-character = a character
setup_error-reads_as-side = the other side
