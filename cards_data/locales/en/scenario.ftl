# Why a scenario file (or a saved game) cannot be read, in English (read by
# cards_data/sentences.py): scenario-<code>, the codes of rules/core/scenario_file.py and of
# the games' scenario modules. Keys of the file (players, deck_top, life…) and values as the
# file wrote them are shown as they are, in every language.
# Every id exists in every language folder with the same variables.

## where in the file: scenario-at_<place>, then the keys under it

scenario-under = { $place }: { $key }

scenario-at_top = the scenario
scenario-at_player = player { $number }
scenario-at_player_named = player { $number } ({ $name })
scenario-at_entry = { $key }, entry { $number }

## the file itself

scenario-in_file = { $path }: { $error }
scenario-no_mapping = should be a mapping with 'players' and 'moves'
scenario-not_a_file = not a file
scenario-no_such_file = cannot be read (no such file)
scenario-cannot_read = cannot be read ({ $why })
scenario-too_large = too large: a scenario is at most { $kb } KB
scenario-not_utf8 = not UTF-8 text (byte { $byte } is 0x{ $value })
scenario-alias = line { $line }: aliases (*name) are not allowed in a scenario
scenario-too_deep = line { $line }: nested more than { $most } levels deep
# $problem is the YAML library's own words, in English
scenario-not_yaml_at = is not valid YAML (line { $line }, column { $column }: { $problem })
scenario-not_yaml = is not valid YAML ({ $problem })
scenario-control_character = is not valid YAML (line { $line }, column { $column }: control character U+{ $character } is not allowed)
scenario-unreadable_value = a value cannot be read ({ $why })

## a field of the wrong type or range, named by where it is

scenario-unknown_key_close = { $where }: unknown key { $key } (did you mean '{ $close }'?)
scenario-unknown_key = { $where }: unknown key { $key } (known: { $known })
scenario-not_a_mapping = { $where }: expected a mapping (key: value), not { $value }
scenario-not_a_list = { $where }: expected a list, not { $value }
scenario-not_whole = { $where }: expected a whole number, not { $value }
scenario-whole_at_least = { $where }: expected a whole number of at least { $low }, not { $value }
scenario-whole_between = { $where }: expected a whole number from { $low } to { $high }, not { $value }
scenario-not_a_name = { $where }: expected a name, not { $value }
scenario-not_a_flag = { $where }: expected true or false, not { $value }
scenario-cards_above_deck = { $where }: { $count } cards, but the deck has { $most }
scenario-cards_above_decks = { $where }: { $count } cards, more than the two decks hold
scenario-too_many_characters = { $where }: { $count } characters, more than the game has

## the scenario as a game

scenario-unknown_game = game { $game } is not supported yet
scenario-bad_mode = mode must be 'table' or 'full', not { $mode }
scenario-no_players = 'players' must list the players in seating order
scenario-player_needs_name = { $where }: each player needs at least a name and a character
scenario-move_as_mapping = { $where }: a move is one line of text, not a mapping with the key { $key } (put a line holding ': ' in quotes)
scenario-not_a_move = { $where }: expected a move, not { $value }
scenario-cannot_set_up = the table cannot be set up: { $error }
