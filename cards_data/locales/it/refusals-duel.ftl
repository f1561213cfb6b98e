# Why a BANG! Duel move is refused, in Italian (read by cards_data/sentences.py).
# Every id exists in every language folder with the same variables.

## BANG! Duel's refused moves (the codes both games share are in refusals.ftl)

refusal-duel_corrections = In un Duello si correggono solo i punti vita di un personaggio e il numero di carte in mano.
    .rule = Nel Duello l'arbitro corregge i punti vita e il numero di carte in mano.
refusal-duel_unseen_only = { $player } ha solo { $unseen ->
        [one] { $unseen } carta sconosciuta
       *[other] { $unseen } carte sconosciute
    }: una carta già vista lascia la mano quando viene giocata.
    .rule = Un conteggio di carte in mano cala solo di carte mai viste; una carta vista dal tavolo se ne va quando è giocata.
refusal-correction_duel_life = { $target } avrebbe { $life } punti vita: una correzione resta tra 1 e { $most } (inserisci il colpo che toglie l'ultimo punto).
    .rule = Una correzione tiene un personaggio in gioco: cade per il colpo che lo abbatte.
refusal-no_such_character = { $target } non è un personaggio in gioco.
    .rule = Le carte si giocano su personaggi in gioco.
refusal-needs_character = { $card } va giocata su un personaggio.
    .rule = Questa carta si gioca su un personaggio.
refusal-not_a_target = { $card } non si può giocare su { $target }.
    .rule = Le carte BANG! raggiungono solo il personaggio attivo avversario; le carte azione chiunque tranne la riserva avversaria; l'equipaggiamento la tua riserva o il personaggio attivo avversario.
refusal-bang_limit = { $player } ha già giocato la sua carta BANG! in questo turno.
    .rule = Una carta BANG! per turno (di più con una Gun Belt, West Harding o The Man with No Name).
refusal-token_already_moved = { $player } ha già spostato il segnalino attivo in questo turno.
    .rule = Il segnalino attivo si sposta al massimo una volta per fase di gioco.
refusal-single_character = A { $player } resta un solo personaggio.
    .rule = Un superstite solo è insieme il personaggio attivo e la riserva: non c'è nulla da scambiare.
refusal-reload_locked = Entrambi i lati hanno ancora due personaggi: { $card } non si può ancora ricaricare.
    .rule = Le carte si ricaricano solo quando una delle due parti ha un solo personaggio.
refusal-not_reloadable = { $player } non può ricaricare { $card }.
    .rule = Si ricaricano solo le carte con l'icona di ricarica, dalla mano o dal personaggio attivo.
refusal-once_per_turn = { $player } ha già usato { $card } in questo turno.
    .rule = Questa abilità funziona una volta per turno.
refusal-ability_asleep = { $card } ora non è attivo per { $player }.
    .rule = Funzionano solo l'abilità e le carte del personaggio attivo, salvo se sempre attive o prese di mira.
refusal-not_in_reserve = { $card } non è nella riserva di { $player }.
    .rule = I personaggi entrano in gioco dalla riserva della propria parte.
refusal-no_such_card = Nessuna carta del gioco corrisponde a { $card }.
    .rule = Una carta rivelata è una delle 80 carte del gioco.
refusal-no_copy_left = Ogni copia di { $card } è già visibile altrove.
    .rule = Una carta si può nominare solo finché può esisterne una copia mai vista.
refusal-not_a_dodge = { $card } non schiva questo colpo.
    .rule = Uno sparo si schiva con una carta di schivata (Missed!, Return Fire) o come un'abilità lo consente.
refusal-not_a_shot_card = { $card } non ha il simbolo del colpo.
    .rule = A Duel e Indians! si risponde solo con carte con l'icona dello sparo.
refusal-extra_card_owed = { $player } deve scartare un'altra carta, o subire il colpo.
    .rule = Contro le carte BANG! di Tex Killer va scartata una carta in più, di qualsiasi tipo.
refusal-nothing_to_use = { $card } non dà a { $player } niente da usare durante un turno.
    .rule = Si può usare solo una carta o un personaggio con un'abilità da usare.
refusal-katie_equipment = Cattle Katie può scartare solo un suo equipaggiamento in gioco che non sia sempre attivo.
    .rule = Cattle Katie scarta una delle sue carte equipaggiamento in gioco che non è sempre attiva.
refusal-other_choice = { $player } deve prima fare la scelta di { $card }, non usare { $used }.
    .rule = Una scelta lasciata da una carta si fa prima di ogni altra cosa.
refusal-stetson_only = Contro un colpo { $player } può usare uno Stetson in gioco, non { $card }.
    .rule = Contro uno sparo l'unica carta usata dal gioco è uno Stetson; le schivate vengono dalla mano.
refusal-not_carried = { $fighter } non porta uno { $card } in gioco.
    .rule = Uno Stetson schiva dal gioco, portato dal personaggio colpito; non dalla mano.
refusal-beer_on_own_turn = { $player } può bere una Birra solo durante il proprio turno.
    .rule = In BANG! Duello la Beer non si gioca mai fuori turno.
refusal-nothing_to_copy = In cima agli scarti non c'è una carta azione che Pearl Hat possa copiare.
    .rule = Pearl Hat copia la carta azione in cima agli scarti, ma non Missed! né Return Fire.
refusal-hand_not_empty = { $player } ha ancora carte in mano.
    .rule = Babe Leroy pesca solo con la mano vuota.

## what a Duel is waiting for, the $waiting_for of wrong_moment

refusal-duel-waiting-start = la scelta del personaggio attivo
refusal-duel-waiting-enter = il prossimo personaggio della riserva
refusal-duel-waiting-choose = una scelta
refusal-duel-waiting-pick = la scelta di una carta

## what a revealed Duel card lacks, the $missing of reveal_incomplete

refusal-duel-missing-symbol = il simbolo
refusal-duel-missing-name = il nome
