# Why a scenario file (or a saved game) cannot be read, in Dutch (read by
# cards_data/sentences.py): scenario-<code>, the codes of rules/core/scenario_file.py and of
# the games' scenario modules. Keys of the file (players, deck_top, life…) and values as the
# file wrote them are shown as they are, in every language.
# Every id exists in every language folder with the same variables.

## where in the file: scenario-at_<place>, then the keys under it

scenario-under = { $place }: { $key }

scenario-at_top = het scenario
scenario-at_player = speler { $number }
scenario-at_player_named = speler { $number } ({ $name })
scenario-at_entry = { $key }, onderdeel { $number }

## the file itself

scenario-in_file = { $path }: { $error }
scenario-no_mapping = moet een tabel met sleutels zijn, met 'players' en 'moves'
scenario-not_a_file = geen bestand
scenario-no_such_file = onleesbaar (bestand bestaat niet)
scenario-cannot_read = onleesbaar ({ $why })
scenario-too_large = te groot: een scenario is hoogstens { $kb } KB
scenario-not_utf8 = geen UTF-8-tekst (byte { $byte } is 0x{ $value })
scenario-alias = regel { $line }: aliassen (*naam) mogen niet in een scenario
scenario-too_deep = regel { $line }: meer dan { $most } niveaus diep genest
# $problem is the YAML library's own words, in English
scenario-not_yaml_at = geen geldige YAML (regel { $line }, kolom { $column }: { $problem })
scenario-not_yaml = geen geldige YAML ({ $problem })
scenario-control_character = geen geldige YAML (regel { $line }, kolom { $column }: stuurteken U+{ $character } mag niet)
scenario-unreadable_value = een waarde is onleesbaar ({ $why })

## a field of the wrong type or range, named by where it is

scenario-unknown_key_close = { $where }: onbekende sleutel { $key } (bedoel je '{ $close }'?)
scenario-unknown_key = { $where }: onbekende sleutel { $key } (bekend: { $known })
scenario-not_a_mapping = { $where }: verwacht een tabel (sleutel: waarde), geen { $value }
scenario-not_a_list = { $where }: verwacht een lijst, geen { $value }
scenario-not_whole = { $where }: verwacht een geheel getal, geen { $value }
scenario-whole_at_least = { $where }: verwacht een geheel getal van minstens { $low }, geen { $value }
scenario-whole_between = { $where }: verwacht een geheel getal van { $low } tot { $high }, geen { $value }
scenario-not_a_name = { $where }: verwacht een naam, geen { $value }
scenario-not_a_flag = { $where }: verwacht true of false, geen { $value }
scenario-cards_above_deck = { $where }: { $count } kaarten, maar de stapel telt er { $most }
scenario-cards_above_decks = { $where }: { $count } kaarten, meer dan de twee stapels bevatten
scenario-too_many_characters = { $where }: { $count } personages, meer dan het spel telt

## the scenario as a game

scenario-unknown_game = spel { $game } wordt nog niet ondersteund
scenario-bad_mode = mode moet 'table' of 'full' zijn, niet { $mode }
scenario-no_players = 'players' moet de spelers opsommen in de volgorde waarin ze zitten
scenario-player_needs_name = { $where }: elke speler heeft minstens een naam en een personage nodig
scenario-move_as_mapping = { $where }: een zet is één regel tekst, geen tabel met de sleutel { $key } (zet een regel met ': ' tussen aanhalingstekens)
scenario-not_a_move = { $where }: verwacht een zet, geen { $value }
scenario-cannot_set_up = de tafel kan niet klaargezet worden: { $error }
