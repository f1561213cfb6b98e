# Why a BANG! Duel set-up cannot be played, in English (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## a BANG! Duel set-up that cannot be played: duel_setup_error-<code>

duel_setup_error-characters_drawn = each side draws 2 to { $most } characters, not { $asked }
duel_setup_error-no_card_left = no card { $card } is left
duel_setup_error-same_names = the two players have the same name
duel_setup_error-lives_unknown = lives: unknown character '{ $character }'
duel_setup_error-lives_range = lives: { $character } cannot have { $life } life points (1 to { $most })
duel_setup_error-wrong_side = { $player }: { $character } is not one of the { $side }
duel_setup_error-twice = { $character } appears twice
duel_setup_error-in_play_at_most_two = { $player }: at most two characters are in play
duel_setup_error-two_to_start = { $player }: two characters are needed to start
duel_setup_error-not_equipment = { $character }: { $card } is not equipment
duel_setup_error-turn_not_at_table = the turn belongs to '{ $turn }', who is not at the table
duel_setup_error-bad_phase = a game starts in the draw or play phase, not '{ $phase }'
duel_setup_error-bad_mode = mode must be 'table' or 'full', not '{ $mode }'
duel_setup_error-bad_lives = 'lives' maps character names to their printed life points
duel_setup_error-camp_needs_player = '{ $key }' needs at least a player
duel_setup_error-bad_in_play = a character in play is a name or has 'character': { $raw }
duel_setup_error-bad_card_list = expected a list of cards, not { $raw }

## the two sides, the $side of the messages above

duel_setup_error-side-lawmen = lawmen
duel_setup_error-side-outlaws = outlaws
