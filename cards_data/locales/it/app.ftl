# The companion's words in Italian, in Fluent syntax (read by cards_data/sentences.py).
# An id is a key of t() with "-" for ".": t("centre.turn") reads centre-turn.
# Every id exists in every language folder with the same variables (tests/companion/test_i18n.py).

## app and start screen

app-title = BANG! — compagno di tavolo
app-quit_hint = Ctrl+Q per uscire (la partita è salvata).
start-heading = Arbitro e compagno per una partita a BANG! con le carte vere
start-resume = Riprendi: { $title } ({ $moves } mosse, { $when })
start-new = Nuova partita
start-past = Partite precedenti
start-language = Lingua
start-keys = F1 regole di una carta · F2 lingua · F6 tablet · Ctrl+Q esci

## new game

setup-game = Gioco
setup-duel_later = BANG! Duel (presto)
setup-players = Giocatori, nell'ordine in cui siedono (senso orario)
setup-name = Nome del giocatore
setup-add = Aggiungi
setup-order_hint = Per cambiare l'ordine: tocca un nome, poi il posto dove deve andare.
setup-random_character = Personaggio a caso
setup-sheriff = Sceriffo
setup-start = Inizia la partita
setup-too_many = BANG! si gioca al massimo in { $n }.
setup-count = BANG! si gioca da { $low } a { $high } giocatori.
setup-no_sheriff = Chi è lo Sceriffo? Mostra la sua carta: tocca la sua stella.
picker-search = Cerca un personaggio (in qualsiasi lingua)
picker-random = A caso

## the table

centre-turn = Turno di { $player } · { $phase }
centre-piles = Mazzo { $deck } · Scarti { $discard } (in cima: { $top })
centre-top_one_of = una tra { $cards }
centre-select_hint = Tocca un giocatore per vedere le distanze dal suo posto.
centre-out = Fuori gioco: { $players }
phase-draw = pesca
phase-play = gioco delle carte
phase-discard = scarto
seat-eliminated = fuori gioco
seat-waiting = deve decidere
seat-turn = il suo turno
seat-hand = { $n } in mano
seat-selected = distanze da questo giocatore
seat-distance = distanza { $n } ·
pending-draw = { $player } pesca.
pending-play = { $player } gioca carte o finisce il turno.
pending-discard = { $player } scarta fino a { $limit } carte.
pending-respond = { $player } risponde a { $attack } di { $attacker }.
pending-dying = { $player } è a 0: { $n ->
        [one] una Birra
       *[other] { $n } Birre
    }, o l'eliminazione.
pending-check = Estrai per { $player } ({ $reason }): scopri la prima carta del mazzo.
pending-check_two = Estrai per { $player } ({ $reason }): due carte, poi { $player } sceglie quella che conta. Scopri la carta { $n } di 2.
pending-general_store = Emporio di { $player }: scopri una carta (ancora { $n }).
pending-black_jack = { $player } mostra la seconda carta pescata.
pending-pick = { $player } sceglie una carta all'Emporio.
pending-put_back = { $player } rimette una delle tre carte sul mazzo.
pending-reveal_role = { $player } esce dal gioco: quale ruolo mostra?
suit-hearts = cuori
suit-diamonds = quadri
suit-clubs = fiori
suit-spades = picche
choice-draw = Pescare
choice-draw_discard = 1ª carta dagli scarti
choice-draw_from = 1ª carta dalla mano di…
choice-check = Estrarre ({ $reason })
choice-take_hit = Subire il colpo
choice-lose_duel = Perdere il duello
choice-die = Uscire dal gioco
choice-pass = Passare
choice-heal = Cura (2 carte)
choice-heal_by = { $player }: Cura (2 carte)
choice-end_turn = Fine turno
choice-hand = Una carta dalla mano
choice-back = ← Indietro
command-placeholder = Mossa in notazione, es. «Anna plays BANG! on Ben» (Tab completa)
toolbar-undo = Annulla ^Z
toolbar-redo = Ripeti ^Y
toolbar-export = Esporta F4
toolbar-log = Registro F3
toolbar-rules = Regole F1
toolbar-language = Lingua F2
toolbar-menu = Menu F10
refused = Rifiutato: { $why }
undo-done = Annullato: { $move }
undo-nothing = Nessuna mossa da annullare.
redo-done = Ripetuto: { $move }
redo-nothing = Nessuna mossa da ripetere.
sync-played = Da un altro dispositivo: { $said }
sync-undone = Annullato su un altro dispositivo: { $move }

## the draw! panel

draw-type_hint = Scrivi la carta scoperta: Q♥, donna di cuori, 10 picche, harten 4…
draw-placeholder = Carta scoperta
draw-camera_starting = Fotocamera: avvio…
draw-camera_read = Fotocamera: { $card } ({ $confidence }%)
draw-symbols_unknown = La fotocamera non conosce ancora i simboli del tuo mazzo: la sua lettura è solo un'indicazione. Tocca o scrivi la carta, oppure insegnale i simboli (un minuto, una volta per tutte).
draw-learn_symbols = Insegna i simboli
setup-learn_symbols = Insegna i tuoi simboli alla fotocamera
learn-title = Insegna alla fotocamera i simboli del tuo mazzo di BANG! Duel
learn-show = Simbolo { $number } di { $total }: metti sotto la fotocamera una carta con il simbolo «{ $symbol }», ben distesa, e lasciala ferma.
learn-hold = Ferma così… { $gauge }
learn-take_away = «{ $symbol }» imparato. Togli la carta.
learn-no_symbol = Nessun simbolo trovato negli angoli di questa carta: mettila ben distesa, più vicina alla fotocamera.
learn-done = Ora la fotocamera conosce i simboli del tuo mazzo.
learn-unsaved = Non è stato possibile salvare i simboli ({ $why }).
learn-camera_off = Fotocamera non disponibile: { $why }
learn-cancel = Annulla
draw-camera_unsure = Fotocamera: lettura incerta ({ $why })
draw-hint_no_picture = la fotocamera non dà immagini
draw-hint_no_card = nessuna carta intera in vista: posala piatta su un fondo uniforme
draw-hint_closer = carta troppo lontana: avvicinala alla fotocamera
draw-hint_closer_small_camera = carta troppo lontana per le piccole immagini di questa webcam: avvicinala
draw-hint_steady = angolo illeggibile: tieni ferma la carta, senza riflessi
draw-no_camera = Nessuna fotocamera: { $why }.
draw-trouble_not_found = nessuna webcam trovata (è collegata?)
draw-trouble_busy = la webcam è occupata o non dà immagini (forse la usa un altro programma)
draw-trouble_unplugged = la webcam non invia più immagini (scollegata?)
draw-trouble_unreadable = la sorgente video non dà immagini
draw-trouble_broken = il modulo della fotocamera non si carica su questo computer
draw-trouble_no_demo = il video dimostrativo manca in questa installazione dell'app
draw-camera_disabled = fotocamera disattivata
draw-camera_busy = la fotocamera è usata dalla sessione di un altro dispositivo ({ $holder })
draw-use_demo = Fotocamera dimostrativa

## the rules lookup

lookup-matched = (trovato con «{ $name }», { $language })
lookup-unsourced = (nessun nome stampato: si usa l'inglese)
lookup-copies = {"  "}{ $n ->
        [one] { $n } copia
       *[other] { $n } copie
    }: { $copies }
lookup-weapon = {"  "}arma, gittata { $range }
lookup-deck_sheriff = {"  "}mazzo dello Sceriffo: { $count }
lookup-deck_outlaw = {"  "}mazzo dei Fuorilegge: { $count }
lookup-nothing_close = Nessuna carta e nessun personaggio con questo nome.
lookup-false_friend = (falso amico: «{ $name }» in { $language })
lookup-other_game = (l'altro gioco)
lookup-our_translation = (nessun nome stampato: nostra traduzione)
lookup-other_name = {"  "}{ $language }: { $name }
lookup-not_called = Nessuna carta, personaggio o ruolo si chiama «{ $query }».
lookup-did_you_mean = Forse: { $names }?
lookup-several = { $n } voci corrispondono a «{ $query }»:
language-fr = francese
language-it = italiano
language-nl = olandese
language-en = inglese
# The language's own name, on its button in the language menu.
language-self = Italiano
name-english = ingl.

## the log

log-title = Registro
log-empty = Ancora nessuna mossa.
log-undone = (annullata) { $move }
move-draw = { $player } pesca
move-draw_from = { $player } pesca prima da { $source }
move-discard_pile = gli scarti
move-draw_discard_card = { $player } pesca prima { $card } dagli scarti
move-play = { $player } gioca { $card }
move-play_on = { $player } gioca { $card } su { $target }
move-play_on_card = { $player } gioca { $card } su { $target }: { $target_card }
move-play_on_hand = { $player } gioca { $card } su una carta dalla mano di { $target }
move-as = { $card } come { $as_card }
move-check = { $player } estrae ({ $reason })
move-pass = { $player } non risponde
move-reveal = Carta scoperta: { $card }
move-reveal_face_up = Caduta scoperta: { $card }
move-pick = { $player } prende { $card }
move-put_back = { $player } rimette una carta sul mazzo
move-discard = { $player } scarta { $card }
move-heal = { $player } scarta { $first } e { $second } per curarsi
move-end_turn = { $player } finisce il turno
move-reveal_role = { $player } era { $role }
effect-lost = { $player } perde { $n } PV (ne restano { $life })
effect-gained = { $player } recupera { $n } PV ({ $life })
effect-eliminated = { $player } esce dal gioco
effect-draws = { $player } pesca { $n ->
        [one] una carta
       *[other] { $n } carte
    } per aver eliminato un Fuorilegge
effect-loses_all = { $player } scarta tutte le sue carte: lo Sceriffo ha eliminato un Vice

## game over

over-title = Fine della partita
winner-sheriff = Vincono lo Sceriffo e i suoi Vice!
winner-outlaws = Vincono i Fuorilegge!
winner-renegade = Vince il Rinnegato!
why-sheriff = Tutti i Fuorilegge e il Rinnegato sono stati eliminati.
why-outlaws = Lo Sceriffo è morto.
why-renegade = Il Rinnegato è l'ultimo rimasto, dopo lo Sceriffo.
over-hidden_role = ruolo non mostrato
over-alive = in gioco
over-dead = fuori gioco
over-table = Vedi il tavolo

## past games and export

games-heading = Partite salvate
games-none = Nessuna partita salvata.
games-damaged = La partita { $number } non si può leggere; resta salvata com'è. ({ $why })
games-row = { $title } — { $when } — { $status }, { $moves } voci
games-playing = in corso
games-over = finita
games-open = Apri
games-export = Esporta
games-rescue = Continua su una copia, fino alla voce rifiutata
games-copy = copia
games-back = Indietro
export-players = Giocatori (ordine dei posti):
export-moves = Mosse:
export-unfinished = Partita non finita.
export-done = Registro esportato: { $path }

## joining from a tablet

join-title = Unirsi da un tablet
join-scan = Inquadra questo codice con il tablet, oppure apri: { $url }
join-not_served = Questo compagno non è condiviso con altri dispositivi. Per giocare dai tablet, avvialo con «bang-companion serve --lan» e inquadra il codice mostrato.
close = Chiudi
start-join = Unirsi da un tablet (F6)
start-quit = Esci (Ctrl+Q)

## problems

error-database = L'archivio delle partite non si può leggere ({ $why }). Resta com'è; le partite di questa sessione non verranno salvate.
error-record = Questa partita non si può riaprire; resta salvata così com'è. ({ $why })
error-conflict = Un altro dispositivo ha giocato prima: partita ricaricata, rifai la mossa.
error-save = La mossa non è stata salvata, quindi non è giocata ({ $why }).
error-busy = L'archivio delle partite è usato da un altro programma, quindi la mossa non è giocata. Riprova tra un momento.
error-notation = Illeggibile: { $why }
error-export = Esportazione non riuscita ({ $why }).

## BANG! Duel

setup-duel = BANG! Duel
setup-duel_players = I due giocatori: i Tutori della legge (mazzo Sceriffo, giocano per primi) e i Fuorilegge
setup-lawmen_name = Giocatore dei Tutori della legge
setup-outlaws_name = Giocatore dei Fuorilegge
setup-lives = Punti vita: leggeteli su ogni carta personaggio. Inserite quelli diversi da quanto suppone l'app (es. Jango 3, Sid Curry 4).
setup-lives_placeholder = personaggio vita, …
setup-lives_assumed = Cosa suppone l'app (fonte unica, da verificare): { $lives }
setup-lives_entry = «{ $part }»: il nome di un personaggio, poi i suoi punti vita
setup-bad_lives = Punti vita illeggibili: { $why }
pending-start = { $player } sceglie i due personaggi: prima l'attivo, poi quello di riserva.
pending-enter = { $player }: quale personaggio entra in gioco dalla riserva?
pending-choose = { $player } sceglie.
pending-duel_discard = { $player } scarta una carta.
pending-duel_shot = { $player }: { $fighter } è bersaglio di { $attack }.
pending-duel_check = Rivelare per { $fighter } ({ $reason }): leggete il simbolo nell'angolo della prima carta.
pending-duel_check_own = Rivelare per l'abilità di { $fighter }: leggete il simbolo nell'angolo della prima carta.
pending-duel_store = Emporio: nominate ogni carta scoperta.
pending-duel_pat = { $player } mostra la seconda carta pescata: quale simbolo?
pending-face_up = Una carta è scartata scoperta: quale?
choice-token = Spostare il segnalino
choice-reload = Ricaricare
choice-use = Usare { $what }
move-start_with = { $player } inizia con { $active }
move-start_with_both = { $player } inizia con { $active } (attivo) e { $backup } (riserva)
move-enter = { $player } fa entrare { $character }
move-token = { $player } sposta il segnalino
move-reload = { $player } ricarica { $card }
move-use = { $player } usa { $what }
winner-lawmen = Vincono i Tutori della legge!
why-duel_lawmen = I Fuorilegge non hanno più personaggi.
why-duel_outlaws = I Tutori della legge non hanno più personaggi.
duel-lawmen = Tutori della legge
duel-outlaws = Fuorilegge
duel-active = attivo
duel-backup = riserva
duel-alone = da solo
duel-none = nessun personaggio in gioco
duel-counts = Personaggi coperti { $reserve } · { $hand } in mano · mazzo { $deck }
duel-piles = Mazzo comune { $common } · Scarti { $discard } (in cima: { $top })
draw-symbol_hint = Scrivi il simbolo nell'angolo: barile, serpente, dinamite, ferro di cavallo (o toccalo).
draw-camera_symbol = La fotocamera legge: { $symbol } ({ $confidence }%)
choice-reveal_check = Rivelare ({ $reason })
move-reveal_check = { $player } rivela ({ $reason })
draw-name_hint = Scrivi il nome della carta scoperta ({ $examples }…) o toccalo.
draw-face_up_hint = Scrivi il nome della carta finita scoperta ({ $examples }…) o toccala.
draw-name_placeholder = Nome della carta

## what a move set off, and who is next

move-take_hit = { $player } subisce il colpo
move-lose_duel = { $player } perde il duello
move-die = { $player } non beve una Birra
effect-check_free = { $player }: estrarre per { $reason } — { $cards }, cuori: esce dalla { $reason } e gioca il turno
effect-check_jailed = { $player }: estrarre per { $reason } — { $cards }, non cuori: resta in { $reason }, salta il turno
effect-check_passes = { $player }: estrarre per { $reason } — { $cards }: non esplode, la { $reason } passa a { $to }
effect-check_stays = { $player }: estrarre per { $reason } — { $cards }: non esplode, la { $reason } resta (nessun altro può prenderla)
effect-check_explodes = { $player }: estrarre per { $reason } — { $cards }, dal 2 al 9 di picche: esplode, 3 danni
effect-check_dodged = { $player }: estrarre per { $reason } — { $cards }, cuori: il colpo è schivato
effect-check_no_help = { $player }: estrarre per { $reason } — { $cards }, non cuori: nessun aiuto contro il colpo
effect-check_half = { $player }: estrarre per { $reason } — prima carta { $card }, ancora una da scoprire
effect-check_choice = { $player }: estrarre per { $reason } — { $first } e { $second }, { $player } sceglie quella che conta
effect-lucky_cards = { $first } e { $second }, tiene { $kept }
effect-no_card = { $player }: estrarre per { $reason } — nessuna carta rimasta da scoprire
effect-second_card = { $player } mostra la seconda carta: { $card }, non rossa: nessuna carta in più
effect-second_card_bonus = { $player } mostra la seconda carta: { $card }, rossa: pesca una carta in più
effect-store_card = Emporio: { $card } scoperta
effect-store_last = { $player } riceve l'ultima carta dell'Emporio: { $card }
effect-suzy = { $player } non ha più carte: ne pesca una
effect-bart = { $player } pesca { $n ->
        [one] una carta
       *[other] { $n } carte
    } per i punti vita persi
effect-needs_beers = { $player } è a 0 PV: { $n ->
        [one] serve una Birra
       *[other] servono { $n } Birre
    } per restare in gioco
effect-hopeless = { $player } non può avere abbastanza Birre: fuori gioco
effect-vulture = { $player } prende { $n ->
        [one] la carta
       *[other] le { $n } carte
    } di { $dead }
banner = ▶ { $player } — { $what }
banner-draw = pesca
banner-play = gioca carte o finisce il turno
banner-discard = scarta fino a { $limit ->
        [one] una carta
       *[other] { $limit } carte
    }
banner-respond = risponde a { $attack }
banner-dying = { $n ->
        [one] una Birra
       *[other] { $n } Birre
    }, o fuori gioco
banner-check = estrarre per { $reason }
banner-black_jack = mostra la seconda carta pescata
banner-general_store = scopre una carta dell'Emporio (ancora { $n })
banner-pick = prende una carta dall'Emporio
banner-put_back = rimette una carta sul mazzo
banner-choose = sceglie la carta che conta per l'estrazione
banner-reveal_role = mostra la carta del ruolo

## the table

pending-lucky_choice = { $player } sceglie la carta che conta per l'estrazione ({ $reason }).
choice-keep = Tenere { $first } + { $second }
choice-keep_unseen = Tenere due carte (una torna sul mazzo)
choice-unseen_card = una carta non vista
choice-lucky_card = Contare { $card }: { $outcome }
outcome-dodged = colpo evitato
outcome-not_dodged = colpo non evitato
outcome-leaves_jail = esce di prigione e gioca
outcome-stays_in_jail = resta in prigione, salta il turno
outcome-dynamite_passes = la Dinamite passa al prossimo
outcome-dynamite_explodes = la Dinamite esplode (3 danni)
toolbar-join = Tablet F6
redo-branch = Niente da ripetere: questa mossa ha aperto un nuovo ramo. Le mosse annullate restano nel registro e nell'esportazione.
export-branches = Mosse annullate e poi sostituite:
export-branch = {"  "}dopo la mossa { $at }:

## the log

move-keep = { $player } tiene due carte e ne rimette una sul mazzo
move-lucky_choice = { $player } fa contare { $card }

## corrections: the referee makes the app agree with the table

correction-life = Correzione: { $player } { $change } punti vita
correction-hand = Correzione: { $player } ha { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } in mano
correction-role = Correzione: { $player } è { $role }
correction-move = Correzione: { $card }, da { $source } a { $destination }
correction-a_card = una carta sconosciuta
place-hand = la mano di { $player }
place-table = il gioco di { $player }
place-discard = gli scarti
place-deck = il mazzo
toolbar-correct = Correggi
correct-title = Correggere: cosa mostra il tavolo?
correct-kind-life = Punti vita
correct-kind-hand = Carte in mano
correct-kind-move = Spostare una carta
correct-kind-role = Ruolo
correct-who = Quale giocatore?
correct-life_now = { $player }: { $life } punti vita su { $most }
correct-hand_now = { $player } ha { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } in mano
correct-role_pick = Che ruolo ha { $player }?
correct-from = Da dove viene la carta?
correct-card = Quale carta, presa da { $source }?
correct-card_name = O scrivila: Barile, Q♥…
correct-to = Dove va { $card }?
setup-removed = { $name } ha lasciato il tavolo.
setup-undo_remove = ↶ Annulla
confirm-no = No, tenere
games-delete = Elimina
games-delete_question = Eliminare per sempre «{ $title }» ({ $when }) e tutto il suo registro?
games-deleted = Partita eliminata: { $title }
export-sent = Registro inviato a questo browser: { $name }

## new game

setup-bad_name = Un nome non può contenere «:» ({ $name }).
setup-same_name = { $name } è già al tavolo.

## the table

choice-put_back = Rimettere una carta
choice-put_back_card = Rimettere { $card }
toolbar-big = Schermo grande

## BANG! Duel

setup-duel_names = Inserisci due nomi diversi.

## the draw! panel

draw-rank_unread = { $suit }, valore illeggibile
draw-decided = Fotocamera: { $card }. { $outcome } (scrivi la carta per correggere, dopo Ctrl+Z)
draw-outcome_good = { $check }: riuscito.
draw-outcome_bad = { $check }: fallito.
draw-outcome_red = { $check }: rossa, una carta in più.
draw-outcome_black = { $check }: nera, nessuna carta in più.
draw-outcome_choose = { $player } sceglie la carta che conta.
draw-examples_unreadable = Le carte imparate del tuo mazzo sono illeggibili e ignorate: { $why }
draw-examples_unsaved = Non è stato possibile imparare la carta: { $why }

# What a Duel reveal did (companion/told.py)
effect-duel_dodged = { $player }: rivelata per { $reason } — { $cards }: il colpo è schivato
effect-duel_no_help = { $player }: rivelata per { $reason } — { $cards }, niente barile: nessun aiuto contro il colpo
effect-duel_explodes = { $player }: rivelata per { $reason } — { $cards }: esplode, 3 danni
effect-duel_passes = { $player }: rivelata per { $reason } — { $cards }, niente dinamite: passa a { $to }
effect-duel_stays = { $player }: rivelata per { $reason } — { $cards }, niente dinamite: resta dov'è
effect-duel_bites = { $player }: rivelata per { $reason } — { $cards }: morde, 1 danno
effect-duel_no_bite = { $player }: rivelata per { $reason } — { $cards }, niente serpente: nessun morso
effect-duel_two_cards = { $first } e { $second }, conta { $kept }
effect-duel_first_card = { $player }: rivelata per { $reason } — prima carta { $card }, ancora una da rivelare
effect-duel_second_card = { $player }: rivelata per { $reason } — seconda carta { $card }: scegli quella che conta
effect-duel_pat = { $player } mostra { $card }
effect-duel_pat_draws = { $player } mostra { $card }, un ferro di cavallo: una carta in più dall'altro mazzo

## what an entry of the card data is, in the title of its look-up

lookup-title = { $name } — { $kind }, { $game }
kind-card = carta
kind-character = personaggio
kind-role = ruolo

## a device turned away: the table has as many devices as `serve --max-devices` allows

table_full-title = Tavolo al completo
table_full-sentence = Questo tavolo ha già { $devices } dispositivi collegati: chiudine uno e ricarica la pagina.

## the games database: what is wrong with it (store-<code>), and which record failed

store-not_ours = { $path }: questo database non è stato scritto dal compagno
store-other_version = { $path }: salvato da un'altra versione (schema { $version })
store-table_missing = { $path }: manca la sua tabella «{ $table }»
store-no_such_game = nessuna partita salvata ha il numero { $game }
store-disk_full = { $where }: disco pieno, non è stato salvato nulla
store-busy = { $where }: in uso da un altro programma, non è stato salvato nulla
store-failed = { $where }: { $why }
store-empty_file = { $path }: il file è vuoto (0 byte), non è un database di partite
store-bad_time = ora illeggibile { $text }
store-not_text = il suo campo { $what } non è testo ({ $value })
store-in_game = partita { $game }: { $why }
store-setup_unreadable = partita { $game }: la sua preparazione è illeggibile ({ $why })
store-setup_not_mapping = partita { $game }: la sua preparazione non è una tabella di chiavi ({ $text })
store-entry_missing = partita { $game }: manca la voce { $entry }
store-unknown_kind = partita { $game }, voce { $entry }: tipo sconosciuto { $kind }
store-in_entry = partita { $game }, voce { $entry }: { $why }
store-field_title = titolo
store-field_status = stato
store-field_lang = lingua
store-field_winner = vincitore
store-field_text = testo
store-field_setup = preparazione
record-reason = { $where }: { $why }
record-game = partita { $game }
record-setup = partita { $game }, la sua preparazione
record-entry = partita { $game }, voce { $entry } ({ $kind } «{ $text }»)
