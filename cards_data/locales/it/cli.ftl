# The command line's words, in Italian (read by cards_data/sentences.py): `bang-companion`'s
# help and messages, in the language of --lang where a command has it, else the system's.
# Every id exists in every language folder with the same variables.

## bang-companion, the app

cli-description = Arbitro e compagno per un tavolo che gioca a BANG! con un mazzo vero.
cli-usage_mistake = { $prog }: { $message } (vedi: { $prog } --help)
cli-app_options = l'applicazione (senza COMMAND)
cli-lang = lingua dell'applicazione (predefinita: l'ultima scelta, altrimenti quella del sistema, altrimenti en)
cli-data_dir = cartella delle partite salvate (predefinita: ${ $variable } o la cartella dati dell'utente)
cli-demo_camera = leggere le carte estratte dalla sorgente dimostrativa inclusa, non da una webcam
cli-no_camera = scrivere ogni carta estratta
cli-seed = seme per i personaggi distribuiti a caso
cli-camera = leggere una carta con la webcam: read, watch, learn
cli-bad_data_dir = bang-companion: --data-dir { $folder }: { $why }
cli-not_a_folder = non è una cartella
cli-cannot_create = non si può creare ({ $why })
cli-cannot_write = non ci si può scrivere
cli-broken_data = bang-companion: i dati delle carte sono danneggiati: { $error }

## bang-companion rules

rules-help = cercare una carta, un personaggio o un ruolo per nome
rules-query = un nome in francese, italiano, olandese o inglese
rules-lang = lingua della risposta
rules-game = il gioco in corso: le sue voci vengono prima

## bang-companion deck

deck-help = elencare ogni carta fisica di un gioco
deck-json = uscita leggibile da una macchina
deck-count = { $n ->
        [one] { $n } carta
       *[other] { $n } carte
    }

## bang-companion check

check-help = rigiocare le mosse di uno scenario secondo le regole
check-lang = lingua dei messaggi
check-failed = bang-companion check: { $error }
# The verdicts "ok" and "REFUSED" read the same in every language: scripts look for them.
check-ok = ok
check-refused = REFUSED [{ $code }] { $message }
check-player = { $name } { $character }{ $role } vita { $life }/{ $most }  mano { $hand }  in gioco: { $in_play }{ $status }
check-eliminated = (fuori gioco)
check-turn = turno: { $player } ({ $phase }); in attesa di: { $decision }
check-turn_by = turno: { $player } ({ $phase }); in attesa di: { $decision } da { $waiting }
check-winner = vincitore: { $winner }

## bang-companion simulate

simulate-help = giocare partite a informazione completa tra bot
simulate-players = per es. 7 o 4-7
simulate-game = duel ignora --players
simulate-check_all = verificare gli invarianti dopo ogni mossa (predefinito: una su { $every })
simulate-not_a_count = «{ $text }» non è un numero di giocatori come 5 o 4-7
simulate-player_count = BANG! si gioca da 4 a 7 giocatori
simulate-too_many_games = bang-companion simulate: --games va da 1 a { $most }
simulate-finished = partite finite: { $finished }/{ $games }
simulate-wins = vittorie: { $wins }
simulate-moves = mosse per partita: { $moves }
simulate-breaks = invarianti violati: { $breaks }
simulate-speed = partite al secondo: { $speed }

## bang-companion serve

serve-help = servire l'applicazione come pagina web (per tablet e telefoni: --lan)
serve-description = Serve il compagno come pagina web. Senza --lan solo questa macchina può aprirla; con --lan, i dispositivi della rete locale entrano con un link segreto, mostrato come codice QR.
serve-port = porta TCP (predefinita { $port }; 0: una libera qualsiasi)
serve-lan = servire sull'indirizzo di rete locale della macchina; entra solo il link segreto (codice QR)
serve-host = l'indirizzo su cui servire, invece di quello trovato (con --lan: qualsiasi indirizzo, il link segreto resta necessario; senza: solo un indirizzo di loopback)
serve-qr_png = salvare anche il codice QR come PNG
serve-max_devices = dispositivi al tavolo insieme, ognuno un processo dell'applicazione qui (predefinito { $most }); al successivo si dice che il tavolo è al completo
serve-app_options = l'applicazione su ogni dispositivo
serve-data_dir = la cartella della base di partite che condividono
serve-lang = la sua lingua
serve-demo_camera = leggere le carte estratte dalla sorgente dimostrativa inclusa, non dalla webcam
serve-failed = bang-companion serve: { $message }
serve-bad_port = --port { $port }: una porta è un numero da 0 a 65535
serve-bad_max_devices = --max-devices { $most }: almeno un dispositivo deve poter entrare
serve-no_address = nessun indirizzo di rete trovato: collega questa macchina al Wi-Fi del tavolo, o indica il suo indirizzo con --host
serve-host_not_loopback = --host { $host } farebbe entrare la rete senza il link segreto: aggiungi --lan per servire altri dispositivi
serve-folder_not_created = la cartella dati { $folder } non si può creare: { $why }
serve-qr_not_saved = il codice QR non si può salvare: { $why }
serve-qr_not_png = { $path }: il codice QR è scritto in PNG, quindi il nome deve finire con .png
serve-qr_no_folder = { $path }: questa cartella non esiste
serve-qr_write_failed = { $path }: il file non si è potuto scrivere ({ $why })
serve-qr_saved = Codice QR salvato in { $path }
serve-ready = Le partite sono salvate in { $folder }. Ctrl+C per fermare.
serve-served_at = Compagno da tavolo BANG!, servito a:
serve-scan = Inquadra questo codice con un tablet o un telefono della stessa rete:
serve-only_link = Entra solo questo link; cambia a ogni avvio di `serve`.
serve-other_addresses = Altri indirizzi di questa macchina (con --host): { $addresses }
serve-local_only = Solo questa macchina può aprirla. Per tablet e telefoni: bang-companion serve --lan

## why `serve` cannot listen where it was asked to

serve-unknown_host = { $host } non è un indirizzo noto: controlla --host
serve-port_in_use = la porta { $port } è già in uso su { $host }: scegline un'altra con --port
serve-not_this_machine = { $host } non è un indirizzo di questa macchina: controlla --host
serve-port_needs_rights = la porta { $port } richiede i diritti di amministratore: scegline una sopra 1023 con --port
serve-cannot_listen = impossibile ascoltare su { $host }:{ $port }: { $why }
