# Why a BANG! move is refused, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## refused moves: refusal-<code>, the code check --json prints; .rule, the rule broken

refusal-game_over = La partita è finita.
refusal-unknown_player = Nessun giocatore si chiama { $player } a questo tavolo.
refusal-player_dead = { $player } non è più in gioco.
refusal-not_your_decision = La partita aspetta { $waiting }, non { $player }.
refusal-wrong_moment = { $player } non può farlo adesso: la partita aspetta { $waiting_for }.
refusal-not_in_hand = { $player } non ha { $card } in mano.
refusal-needs_target = { $card } va giocata su un giocatore.
refusal-no_target_needed = { $card } non si gioca su un giocatore.
refusal-target_self = { $player } non può giocare { $card } su di sé.
refusal-out_of_range = { $target } è a distanza { $distance }; { $player } spara fino a { $reach } con la sua arma ({ $weapon }).
refusal-too_far = { $target } è a distanza { $distance }; { $card } arriva solo a distanza 1.
refusal-one_bang_per_turn = { $player } ha già giocato un BANG! in questo turno.
refusal-same_card_in_play = { $target } ha già { $card } in gioco.
refusal-jail_on_sheriff = { $target } è lo Sceriffo e non può finire in { $card }.
refusal-no_such_card_in_play = { $target } non ha { $card } in gioco.
refusal-empty_hand = { $target } non ha carte in mano.
refusal-needs_target_card = Quale carta di { $target }? Nominane una in gioco, oppure 'hand'.
refusal-response_only = { $card } si gioca solo per evitare un colpo.
refusal-wrong_answer = { $card } non risponde a { $attack }.
refusal-beer_out_of_turn = Fuori turno, { $player } può bere una Birra solo per salvarsi la vita.
refusal-beer_two_players = Con due giocatori rimasti, la Birra non salva più nessuno.
refusal-no_barrel = { $player } non ha { $reason } per estrarre.
refusal-barrel_only_against_shots = { $reason } estrae solo contro un colpo (BANG!, Gatling), non contro { $attack }.
refusal-check_used = { $player } ha già estratto per { $reason } contro questo colpo.
refusal-ability_not_yours = { $player } non ha questa abilità del personaggio.
refusal-nothing_to_draw_from = { $player } non può pescare da lì: non ci sono carte.
refusal-not_discard_top = { $card } non può essere la carta in cima agli scarti.
refusal-hand_within_limit = { $player } ha { $hand } carte e può tenerne { $limit }: niente da scartare.
refusal-not_on_display = { $card } non è tra le carte scoperte.
refusal-reveal_not_needed = Nessuna carta va rivelata adesso.
refusal-reveal_incomplete = Indica { $missing } della carta rivelata.
refusal-not_in_deck = Nessuna carta { $card } del mazzo porta { $index }.
refusal-already_seen = { $card } è già { $where }: il mazzo non ne ha un'altra.
refusal-already_held = { $card } è già da { $target }: il mazzo non ne ha un'altra.
refusal-reveal_contradicts = La carta in cima è nota: { $known }.
refusal-role_impossible = { $player } non può essere { $role }: quel ruolo non è più disponibile.
refusal-sid_two_cards = { $player } scarta esattamente due carte per un punto vita, non { $count }.
refusal-sid_full_life = { $player } ha già la vita al massimo.
refusal-kit_keeps_two = { $player } tiene due delle tre carte pescate, non { $count }.
refusal-not_drawn = { $card } non è tra le carte pescate da { $player }.
refusal-choose_a_flipped_card = { $player } sceglie una delle carte scoperte: { $cards }.
refusal-correction_changes_nothing = Questa correzione non cambia nulla.
refusal-correction_life_range = { $player } avrebbe { $life } punti vita: restano tra 0 e { $most }.
refusal-correction_hand_count = { $player } non può avere { $count ->
        [one] { $count } carta
       *[other] { $count } carte
    } in mano: { $most } al massimo.
refusal-correction_unseen_only = { $player } ha solo { $unseen ->
        [one] { $unseen } carta sconosciuta
       *[other] { $unseen } carte sconosciute
    }: sposta le altre per nome.
refusal-correction_place_empty = Non c'è nessuna carta { $place }.
refusal-correction_not_there = Non c'è { $card } { $place }.
refusal-correction_bad_place = Nessuna carta può stare in «{ $pile }».
refusal-correction_needs_name = Indica il nome della carta che entra in gioco.
refusal-correction_not_blue = { $card } non resta in gioco.
refusal-correction_second_weapon = { $target } ha già { $weapon } in gioco: toglila prima.
refusal-correction_sheriff_role = { $player } è lo Sceriffo, noto fin dall'inizio.
refusal-correction_role_awaited = Indica prima il ruolo di { $player }.

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
