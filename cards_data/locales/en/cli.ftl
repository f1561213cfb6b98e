# The command line's words, in English (read by cards_data/sentences.py): `bang-companion`'s
# help and messages, in the language of --lang where a command has it, else the system's.
# Every id exists in every language folder with the same variables.

## bang-companion, the app

cli-description = Referee and companion for a table playing BANG! with a physical deck.
cli-usage_mistake = { $prog }: { $message } (see: { $prog } --help)
cli-app_options = the app (no COMMAND)
cli-lang = language of the app (default: the one chosen last, else the system's, else en)
cli-data_dir = folder of the saved games (default: ${ $variable } or the user data folder)
cli-demo_camera = read draw! cards from the bundled demo source, not a webcam
cli-no_camera = type every draw! card
cli-seed = seed for characters dealt at random
cli-camera = read a card with the webcam: read, watch, learn
cli-bad_data_dir = bang-companion: --data-dir { $folder }: { $why }
cli-not_a_folder = not a folder
cli-cannot_create = cannot be created ({ $why })
cli-cannot_write = cannot be written to
cli-broken_data = bang-companion: the card data is broken: { $error }

## bang-companion rules

rules-help = look up a card, character or role by name
rules-query = a name in French, Italian, Dutch or English
rules-lang = language of the answer
rules-game = the game played: its entries come first

## bang-companion deck

deck-help = list every physical card of a game
deck-json = machine-readable output
deck-count = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }

## bang-companion check

check-help = replay a scenario's moves against the rules
check-lang = language of messages
check-failed = bang-companion check: { $error }
# The verdicts "ok" and "REFUSED" read the same in every language: scripts look for them.
check-ok = ok
check-refused = REFUSED [{ $code }] { $message }
check-player = { $name } { $character }{ $role } life { $life }/{ $most }  hand { $hand }  in play: { $in_play }{ $status }
check-eliminated = (eliminated)
check-turn = turn: { $player } ({ $phase }); waiting for: { $decision }
check-turn_by = turn: { $player } ({ $phase }); waiting for: { $decision } by { $waiting }
check-winner = winner: { $winner }

## bang-companion simulate

simulate-help = play full-information games between bots
simulate-players = e.g. 7 or 4-7
simulate-game = duel ignores --players
simulate-check_all = check the invariants after every move (default: one in { $every })
simulate-not_a_count = '{ $text }' is not a player count like 5 or 4-7
simulate-player_count = BANG! is for 4 to 7 players
simulate-too_many_games = bang-companion simulate: --games must be from 1 to { $most }
simulate-finished = games finished: { $finished }/{ $games }
simulate-wins = wins: { $wins }
simulate-moves = moves per game: { $moves }
simulate-breaks = invariant breaks: { $breaks }
simulate-speed = games per second: { $speed }

## bang-companion serve

serve-help = serve the app as a web page (for tablets and phones: --lan)
serve-description = Serve the companion as a web page. Without --lan only this machine can open it; with --lan, devices on the local network join through a secret link, shown as a QR code.
serve-port = TCP port (default { $port }; 0: any free one)
serve-lan = serve on the machine's LAN address; only the secret link (QR code) gets in
serve-host = the address to serve on, instead of the one found (with --lan: any address, the secret link is still required; without it: a loopback address only)
serve-qr_png = also save the QR code as a PNG
serve-max_devices = devices at the table at once, each an app process here (default { $most }); the next one is told the table is full
serve-app_options = the app on every device
serve-data_dir = the folder of the games database they share
serve-lang = its language
serve-demo_camera = read draw! cards from the bundled demo source, not the webcam
serve-failed = bang-companion serve: { $message }
serve-bad_port = --port { $port }: a port is a number from 0 to 65535
serve-bad_max_devices = --max-devices { $most }: at least one device must get in
serve-no_address = no network address found: connect this machine to the table's Wi-Fi, or name its address with --host
serve-host_not_loopback = --host { $host } would let the network in without the secret link: add --lan to serve other devices
serve-folder_not_created = the data folder { $folder } cannot be created: { $why }
serve-qr_not_saved = the QR code cannot be saved: { $why }
serve-qr_not_png = { $path }: the QR code is written as PNG, so the name must end in .png
serve-qr_no_folder = { $path }: no such folder
serve-qr_write_failed = { $path }: the file could not be written ({ $why })
serve-qr_saved = QR code saved to { $path }
serve-ready = Games are saved in { $folder }. Press Ctrl+C to stop.
serve-served_at = BANG! table companion, served at:
serve-scan = Scan this code with a tablet or phone on the same network:
serve-only_link = Only this link gets in; it changes each time `serve` starts.
serve-other_addresses = Other addresses of this machine (use --host): { $addresses }
serve-local_only = Only this machine can open it. For tablets and phones: bang-companion serve --lan

## why `serve` cannot listen where it was asked to

serve-unknown_host = { $host } is not a known address: check --host
serve-port_in_use = port { $port } is already in use on { $host }: choose another with --port
serve-not_this_machine = { $host } is not an address of this machine: check --host
serve-port_needs_rights = port { $port } needs administrator rights: choose one above 1023 with --port
serve-cannot_listen = cannot listen on { $host }:{ $port }: { $why }
