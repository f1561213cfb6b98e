# Why a BANG! move is refused, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = La partita è finita.
    .rule = La partita è finita.
refusal-unknown_player = Nessun giocatore si chiama { $player } a questo tavolo.
    .rule = Le mosse nominano giocatori di questo tavolo.
refusal-player_dead = { $player } non è più in gioco.
    .rule = I giocatori eliminati non partecipano più alla partita.
refusal-not_your_decision = La partita aspetta { $waiting }, non { $player }.
    .rule = Solo il giocatore di cui si attende la decisione può muovere.
refusal-wrong_moment = { $player } non può farlo adesso: la partita aspetta { $waiting_for }.
    .rule = Ogni mossa ha il suo momento nel turno.
refusal-not_in_hand = { $player } non ha { $card } in mano.
    .rule = Si giocano solo carte dalla propria mano.
refusal-needs_target = { $card } va giocata su un giocatore.
    .rule = Questa carta si gioca su un altro giocatore.
refusal-no_target_needed = { $card } non si gioca su un giocatore.
    .rule = Questa carta non prende di mira nessuno.
refusal-target_self = { $player } non può giocare { $card } su di sé.
    .rule = Non puoi prendere di mira te stesso.
refusal-out_of_range = { $target } è a distanza { $distance }; { $player } spara fino a { $reach } con la sua arma ({ $weapon }).
    .rule = Un BANG! raggiunge i giocatori alla portata della tua arma.
refusal-too_far = { $target } è a distanza { $distance }; { $card } arriva solo a distanza 1.
    .rule = Panico! raggiunge solo i giocatori a distanza 1; le armi non contano.
refusal-one_bang_per_turn = { $player } ha già giocato un BANG! in questo turno.
    .rule = Una sola carta BANG! per turno (salvo con Volcanic o Willy the Kid).
refusal-same_card_in_play = { $target } ha già { $card } in gioco.
    .rule = Nessuno può avere in gioco due carte con lo stesso nome.
refusal-jail_on_sheriff = { $target } è lo Sceriffo e non può finire in { $card }.
    .rule = Lo Sceriffo non può essere messo in Prigione.
refusal-no_such_card_in_play = { $target } non ha { $card } in gioco.
    .rule = Solo le carte davvero in gioco possono essere prese o scartate.
refusal-empty_hand = { $target } non ha carte in mano.
    .rule = Serve una carta da prendere.
refusal-needs_target_card = Quale carta di { $target }? Nominane una in gioco, oppure 'hand'.
    .rule = Di' quale carta: una in gioco, o 'hand' per una a caso.
refusal-response_only = { $card } si gioca solo per evitare un colpo.
    .rule = Mancato! si gioca solo contro uno sparo.
refusal-wrong_answer = { $card } non risponde a { $attack }.
    .rule = Ogni attacco ha le sue risposte.
refusal-beer_out_of_turn = Fuori turno, { $player } può bere una Birra solo per salvarsi la vita.
    .rule = Fuori turno, la Birra si gioca solo contro un colpo mortale.
refusal-beer_two_players = Con due giocatori rimasti, la Birra non salva più nessuno.
    .rule = La Birra non cura nessuno quando restano solo due giocatori.
refusal-no_barrel = { $player } non ha { $reason } per estrarre.
    .rule = Estrarre contro uno sparo richiede un Barile in gioco (o Jourdonnais).
refusal-barrel_only_against_shots = { $reason } estrae solo contro un colpo (BANG!, Gatling), non contro { $attack }.
    .rule = Il Barile, e l'abilità di Jourdonnais, fanno estrarre solo contro uno sparo (BANG!, Gatling).
refusal-check_used = { $player } ha già estratto per { $reason } contro questo colpo.
    .rule = Ogni Barile fa estrarre una volta per sparo.
refusal-ability_not_yours = { $player } non ha questa abilità del personaggio.
    .rule = Solo il personaggio che ha un'abilità può usarla.
refusal-nothing_to_draw_from = { $player } non può pescare da lì: non ci sono carte.
    .rule = La fonte da cui si pesca deve avere carte.
refusal-not_discard_top = { $card } non può essere la carta in cima agli scarti.
    .rule = Pedro Ramirez prende la carta in cima agli scarti.
refusal-hand_within_limit = { $player } ha { $hand } carte e può tenerne { $limit }: niente da scartare.
    .rule = Si scarta solo fino al proprio limite di mano.
refusal-not_on_display = { $card } non è tra le carte scoperte.
    .rule = Scegli una carta tra quelle scoperte.
refusal-reveal_not_needed = Nessuna carta va rivelata adesso.
    .rule = Le carte si rivelano solo quando un'estrazione o carte scoperte lo chiedono.
refusal-reveal_incomplete = Indica { $missing } della carta rivelata.
    .rule = Un'estrazione chiede seme e valore; le carte scoperte, il nome della carta.
refusal-not_in_deck = Nessuna carta { $card } del mazzo porta { $index }.
    .rule = Una carta giocata o rivelata deve essere una delle carte del mazzo.
refusal-already_seen = { $card } è già { $where }: il mazzo non ne ha un'altra.
    .rule = Ogni carta del mazzo esiste una volta: una carta vista altrove non può ricomparire.
refusal-already_held = { $card } è già da { $target }: il mazzo non ne ha un'altra.
    .rule = Ogni carta del mazzo esiste una volta: una carta vista altrove non può ricomparire.
refusal-reveal_contradicts = La carta in cima è nota: { $known }.
    .rule = La carta rivelata deve concordare con ciò che si sa del mazzo.
refusal-role_impossible = { $player } non può essere { $role }: quel ruolo non è più disponibile.
    .rule = I ruoli seguono la tabella dei ruoli per questo numero di giocatori.
refusal-sid_two_cards = { $player } scarta esattamente due carte per un punto vita, non { $count }.
    .rule = Sid Ketchum scarta due carte per recuperare un punto vita.
refusal-sid_full_life = { $player } ha già la vita al massimo.
    .rule = Sid Ketchum si cura solo sotto il suo massimo di vita.
refusal-kit_keeps_two = { $player } tiene due delle tre carte pescate, non { $count }.
    .rule = Kit Carlson tiene due delle tre carte che pesca e rimette la terza.
refusal-not_drawn = { $card } non è tra le carte pescate da { $player }.
    .rule = Kit Carlson tiene, o rimette, solo carte che ha pescato.
refusal-choose_a_flipped_card = { $player } sceglie una delle carte scoperte: { $cards }.
    .rule = Lucky Duke sceglie una delle due carte che ha girato.
refusal-correction_changes_nothing = Questa correzione non cambia nulla.
    .rule = Una correzione cambia il tavolo.
refusal-correction_life_range = { $player } avrebbe { $life } punti vita: restano tra 0 e { $most }.
    .rule = I punti vita restano tra 0 e il massimo del giocatore.
refusal-correction_hand_count = { $player } non può avere { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } in mano: { $most } al massimo.
    .rule = Una mano contiene carte del mazzo e degli scarti, non di più.
refusal-correction_unseen_only = { $player } ha solo { $unseen ->
        [one] { $unseen } carta sconosciuta
       *[other] { $unseen } carte sconosciute
    }: sposta le altre per nome.
    .rule = Un conteggio di carte in mano cala solo di carte mai viste; una carta nota si sposta per nome.
refusal-correction_place_empty = Non c'è nessuna carta { $place }.
    .rule = Una carta si sposta dal punto in cui si trova.
refusal-correction_not_there = Non c'è { $card } { $place }.
    .rule = Una carta si sposta dal punto in cui si trova.
refusal-correction_bad_place = Nessuna carta può stare in «{ $pile }».
    .rule = Le carte stanno in mano, in gioco, negli scarti o nel mazzo.
refusal-correction_needs_name = Indica il nome della carta che entra in gioco.
    .rule = Una carta in gioco è scoperta: il suo nome è noto.
refusal-correction_not_blue = { $card } non resta in gioco.
    .rule = Solo le carte dal bordo blu restano in gioco.
refusal-correction_second_weapon = { $target } ha già { $weapon } in gioco: toglila prima.
    .rule = Un giocatore ha al massimo un'arma in gioco.
refusal-correction_sheriff_role = { $player } è lo Sceriffo, noto fin dall'inizio.
    .rule = Il ruolo dello Sceriffo è mostrato fin dall'inizio.
refusal-correction_role_awaited = Indica prima il ruolo di { $player }.
    .rule = Un ruolo che la partita attende si dà per primo.

## what the game is waiting for, the $waiting_for of wrong_moment

refusal-waiting-draw = la pesca
refusal-waiting-play = una carta o la fine del turno
refusal-waiting-discard = gli scarti fino al limite
refusal-waiting-respond = una risposta a un attacco
refusal-waiting-dying = una Birra o l'eliminazione
refusal-waiting-reveal = la carta rivelata
refusal-waiting-pick = una scelta all'Emporio
refusal-waiting-put_back = le due carte che Kit Carlson tiene
refusal-waiting-choose = la carta che sceglie Lucky Duke
refusal-waiting-reveal_role = il ruolo mostrato all'eliminazione

## what a revealed card lacks, the $missing of reveal_incomplete

refusal-missing-index = seme e valore
refusal-missing-name = il nome

## where a card was already seen, the $where of already_seen

refusal-where-discard = negli scarti
refusal-where-deck = nel mazzo
refusal-where-store = tra le carte dell'Emporio

## where a correction takes a card from, the $place of correction_not_there

refusal-place-hand = in mano a { $player }
refusal-place-table = in gioco davanti a { $player }
refusal-place-discard = negli scarti
refusal-place-deck = in cima al mazzo
