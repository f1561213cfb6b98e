# Why a BANG! Duel move is refused, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = In un Duello si correggono solo i punti vita di un personaggio e il numero di carte in mano.
refusal-duel_unseen_only = { $player } ha solo { $unseen ->
        [one] { $unseen } carta sconosciuta
       *[other] { $unseen } carte sconosciute
    }: una carta già vista lascia la mano quando viene giocata.
refusal-correction_duel_life = { $target } avrebbe { $life } punti vita: una correzione resta tra 1 e { $most } (inserisci il colpo che toglie l'ultimo punto).
refusal-no_such_character = { $target } non è un personaggio in gioco.
refusal-needs_character = { $card } va giocata su un personaggio.
refusal-not_a_target = { $card } non si può giocare su { $target }.
refusal-bang_limit = { $player } ha già giocato la sua carta BANG! in questo turno.
refusal-token_already_moved = { $player } ha già spostato il segnalino attivo in questo turno.
refusal-single_character = A { $player } resta un solo personaggio.
refusal-reload_locked = Entrambi i lati hanno ancora due personaggi: { $card } non si può ancora ricaricare.
refusal-not_reloadable = { $player } non può ricaricare { $card }.
refusal-once_per_turn = { $player } ha già usato { $card } in questo turno.
refusal-ability_asleep = { $card } ora non è attivo per { $player }.
refusal-not_in_reserve = { $card } non è nella riserva di { $player }.
refusal-no_such_card = Nessuna carta del gioco corrisponde a { $card }.
refusal-no_copy_left = Ogni copia di { $card } è già visibile altrove.
refusal-not_a_dodge = { $card } non schiva questo colpo.
refusal-not_a_shot_card = { $card } non ha il simbolo del colpo.
refusal-extra_card_owed = { $player } deve scartare un'altra carta, o subire il colpo.
refusal-nothing_to_use = { $card } non dà a { $player } niente da usare durante un turno.
refusal-katie_equipment = Cattle Katie può scartare solo un suo equipaggiamento in gioco che non sia sempre attivo.
refusal-other_choice = { $player } deve prima fare la scelta di { $card }, non usare { $used }.
refusal-stetson_only = Contro un colpo { $player } può usare uno Stetson in gioco, non { $card }.
refusal-not_carried = { $fighter } non porta uno { $card } in gioco.
refusal-beer_on_own_turn = { $player } può bere una Birra solo durante il proprio turno.
refusal-nothing_to_copy = In cima agli scarti non c'è una carta azione che Pearl Hat possa copiare.
refusal-hand_not_empty = { $player } ha ancora carte in mano.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = la scelta del personaggio attivo
refusal-duel-waiting-enter = il prossimo personaggio della riserva
refusal-duel-waiting-choose = una scelta
refusal-duel-waiting-pick = la scelta di una carta

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = il simbolo
refusal-duel-missing-name = il nome
