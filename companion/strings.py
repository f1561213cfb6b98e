"""The UI strings, key → language → text (see companion.i18n for how they are used).

Keys are grouped by where they show: app, start, setup, picker, table (centre, seat, pending,
choice, command, toolbar), draw (the draw! panel), move/effect (the log), over, games, errors.
"""

from __future__ import annotations

STRINGS: dict[str, dict[str, str]] = {
    # ---- app and start screen ------------------------------------------------------------
    "app.title": {
        "fr": "BANG! — compagnon de table",
        "it": "BANG! — compagno di tavolo",
        "nl": "BANG! — tafelhulp",
        "en": "BANG! table companion",
    },
    "app.quit_hint": {
        "fr": "Ctrl+Q pour quitter (la partie est enregistrée).",
        "it": "Ctrl+Q per uscire (la partita è salvata).",
        "nl": "Ctrl+Q om af te sluiten (het spel is bewaard).",
        "en": "Ctrl+Q quits (the game is saved).",
    },
    "start.heading": {
        "fr": "Arbitre et compagnon pour une partie de BANG! avec de vraies cartes",
        "it": "Arbitro e compagno per una partita a BANG! con le carte vere",
        "nl": "Scheidsrechter en hulp bij een spel BANG! met echte kaarten",
        "en": "Referee and companion for a game of BANG! with a real deck",
    },
    "start.resume": {
        "fr": "Reprendre : {title} ({moves} coups, {when})",
        "it": "Riprendi: {title} ({moves} mosse, {when})",
        "nl": "Verder spelen: {title} ({moves} zetten, {when})",
        "en": "Resume: {title} ({moves} moves, {when})",
    },
    "start.new": {
        "fr": "Nouvelle partie",
        "it": "Nuova partita",
        "nl": "Nieuw spel",
        "en": "New game",
    },
    "start.past": {
        "fr": "Parties précédentes",
        "it": "Partite precedenti",
        "nl": "Eerdere spellen",
        "en": "Past games",
    },
    "start.language": {
        "fr": "Langue",
        "it": "Lingua",
        "nl": "Taal",
        "en": "Language",
    },
    "start.keys": {
        "fr": "F1 règles d'une carte · F2 langue · F6 tablette · Ctrl+Q quitter",
        "it": "F1 regole di una carta · F2 lingua · F6 tablet · Ctrl+Q esci",
        "nl": "F1 regels van een kaart · F2 taal · F6 tablet · Ctrl+Q afsluiten",
        "en": "F1 look up a card · F2 language · F6 tablet · Ctrl+Q quit",
    },
    # ---- new game ------------------------------------------------------------------------
    "setup.game": {
        "fr": "Jeu",
        "it": "Gioco",
        "nl": "Spel",
        "en": "Game",
    },
    "setup.duel_later": {
        "fr": "BANG! Duel (bientôt)",
        "it": "BANG! Duel (presto)",
        "nl": "BANG! Duel (binnenkort)",
        "en": "BANG! Duel (coming later)",
    },
    "setup.players": {
        "fr": "Joueurs, dans l'ordre où ils sont assis (sens horaire)",
        "it": "Giocatori, nell'ordine in cui siedono (senso orario)",
        "nl": "Spelers, in de volgorde waarin ze zitten (met de klok mee)",
        "en": "Players, in seating order (clockwise)",
    },
    "setup.name": {
        "fr": "Nom du joueur",
        "it": "Nome del giocatore",
        "nl": "Naam van de speler",
        "en": "Player's name",
    },
    "setup.add": {
        "fr": "Ajouter",
        "it": "Aggiungi",
        "nl": "Toevoegen",
        "en": "Add",
    },
    "setup.order_hint": {
        "fr": "Pour changer l'ordre : touchez un nom, puis la place où il doit aller.",
        "it": "Per cambiare l'ordine: tocca un nome, poi il posto dove deve andare.",
        "nl": "Volgorde wijzigen: tik op een naam en dan op de plek waar die heen moet.",
        "en": "To reorder: tap a name, then the place where it should go.",
    },
    "setup.random_character": {
        "fr": "Personnage au hasard",
        "it": "Personaggio a caso",
        "nl": "Willekeurig personage",
        "en": "Random character",
    },
    "setup.sheriff": {
        "fr": "Shérif",
        "it": "Sceriffo",
        "nl": "Sheriff",
        "en": "Sheriff",
    },
    "setup.start": {
        "fr": "Commencer la partie",
        "it": "Inizia la partita",
        "nl": "Spel beginnen",
        "en": "Start the game",
    },
    "setup.bad_name": {
        "fr": "Un nom ne peut pas contenir « : » ({name}).",
        "it": "Un nome non può contenere «:» ({name}).",
        "nl": "Een naam mag geen ':' bevatten ({name}).",
        "en": "A name cannot contain ':' ({name}).",
    },
    "setup.same_name": {
        "fr": "{name} est déjà à la table.",
        "it": "{name} è già al tavolo.",
        "nl": "{name} zit al aan tafel.",
        "en": "{name} is already at the table.",
    },
    "setup.too_many": {
        "fr": "BANG! se joue à {n} joueurs au plus.",
        "it": "BANG! si gioca al massimo in {n}.",
        "nl": "BANG! speel je met hoogstens {n} spelers.",
        "en": "BANG! is for at most {n} players.",
    },
    "setup.count": {
        "fr": "BANG! se joue de {low} à {high} joueurs.",
        "it": "BANG! si gioca da {low} a {high} giocatori.",
        "nl": "BANG! speel je met {low} tot {high} spelers.",
        "en": "BANG! is for {low} to {high} players.",
    },
    "setup.no_sheriff": {
        "fr": "Qui est le Shérif ? Il montre sa carte : touchez son étoile.",
        "it": "Chi è lo Sceriffo? Mostra la sua carta: tocca la sua stella.",
        "nl": "Wie is de Sheriff? Die toont zijn kaart: tik op zijn ster.",
        "en": "Who is the Sheriff? They show their card: tap their star.",
    },
    "picker.search": {
        "fr": "Chercher un personnage (n'importe quelle langue)",
        "it": "Cerca un personaggio (in qualsiasi lingua)",
        "nl": "Zoek een personage (in elke taal)",
        "en": "Search a character (any language)",
    },
    "picker.random": {
        "fr": "Au hasard",
        "it": "A caso",
        "nl": "Willekeurig",
        "en": "Deal at random",
    },
    # ---- the table -----------------------------------------------------------------------
    "centre.turn": {
        "fr": "Tour de {player} · {phase}",
        "it": "Turno di {player} · {phase}",
        "nl": "Beurt van {player} · {phase}",
        "en": "{player}'s turn · {phase}",
    },
    "centre.piles": {
        "fr": "Pioche {deck} · Défausse {discard} (dessus : {top})",
        "it": "Mazzo {deck} · Scarti {discard} (in cima: {top})",
        "nl": "Stapel {deck} · Aflegstapel {discard} (boven: {top})",
        "en": "Deck {deck} · Discard {discard} (top: {top})",
    },
    "centre.select_hint": {
        "fr": "Touchez un joueur pour voir les distances depuis lui.",
        "it": "Tocca un giocatore per vedere le distanze da lui.",
        "nl": "Tik op een speler om de afstanden vanaf hem te zien.",
        "en": "Tap a player to see the distances from them.",
    },
    "phase.draw": {
        "fr": "pioche",
        "it": "pesca",
        "nl": "trekken",
        "en": "draw",
    },
    "phase.play": {
        "fr": "jeu des cartes",
        "it": "gioco delle carte",
        "nl": "kaarten spelen",
        "en": "playing cards",
    },
    "phase.discard": {
        "fr": "défausse",
        "it": "scarto",
        "nl": "afleggen",
        "en": "discard",
    },
    "seat.eliminated": {
        "fr": "éliminé",
        "it": "eliminato",
        "nl": "uitgeschakeld",
        "en": "eliminated",
    },
    "seat.waiting": {
        "fr": "à lui de décider",
        "it": "tocca a lui decidere",
        "nl": "moet beslissen",
        "en": "to decide",
    },
    "seat.turn": {
        "fr": "son tour",
        "it": "il suo turno",
        "nl": "aan de beurt",
        "en": "their turn",
    },
    "seat.hand": {
        "fr": "{n} en main",
        "it": "{n} in mano",
        "nl": "{n} in de hand",
        "en": "{n} in hand",
    },
    "seat.selected": {
        "fr": "distances depuis ce joueur",
        "it": "distanze da questo giocatore",
        "nl": "afstanden vanaf deze speler",
        "en": "distances from this player",
    },
    "seat.distance": {
        "fr": "distance {n} ·",
        "it": "distanza {n} ·",
        "nl": "afstand {n} ·",
        "en": "distance {n} ·",
    },
    "pending.draw": {
        "fr": "{player} pioche.",
        "it": "{player} pesca.",
        "nl": "{player} trekt kaarten.",
        "en": "{player} draws.",
    },
    "pending.play": {
        "fr": "{player} joue des cartes ou finit son tour.",
        "it": "{player} gioca carte o finisce il turno.",
        "nl": "{player} speelt kaarten of beëindigt de beurt.",
        "en": "{player} plays cards or ends the turn.",
    },
    "pending.discard": {
        "fr": "{player} se défausse jusqu'à {limit} cartes.",
        "it": "{player} scarta fino a {limit} carte.",
        "nl": "{player} legt af tot {limit} kaarten.",
        "en": "{player} discards down to {limit} cards.",
    },
    "pending.respond": {
        "fr": "{player} répond à {attack} de {attacker}.",
        "it": "{player} risponde a {attack} di {attacker}.",
        "nl": "{player} antwoordt op {attack} van {attacker}.",
        "en": "{player} answers {attacker}'s {attack}.",
    },
    "pending.dying": {
        "fr": "{player} est à 0 : une Bière, ou l'élimination.",
        "it": "{player} è a 0: una Birra, o l'eliminazione.",
        "nl": "{player} staat op 0: een Bier, of uitgeschakeld.",
        "en": "{player} is at 0 life: a Beer, or elimination.",
    },
    "pending.check": {
        "fr": "Dégainez pour {player} ({reason}) : retournez la carte du dessus de la pioche.",
        "it": "Estrai per {player} ({reason}): scopri la prima carta del mazzo.",
        "nl": "Kans! voor {player} ({reason}): draai de bovenste kaart van de stapel om.",
        "en": "Draw! for {player} ({reason}): turn over the top card of the deck.",
    },
    "pending.general_store": {
        "fr": "Magasin de {player} : retournez une carte ({n} encore).",
        "it": "Emporio di {player}: scopri una carta (ancora {n}).",
        "nl": "Winkel van {player}: draai een kaart om (nog {n}).",
        "en": "{player}'s General Store: turn over a card ({n} to go).",
    },
    "pending.black_jack": {
        "fr": "{player} montre sa deuxième carte piochée.",
        "it": "{player} mostra la seconda carta pescata.",
        "nl": "{player} toont zijn tweede getrokken kaart.",
        "en": "{player} shows the second card drawn.",
    },
    "pending.pick": {
        "fr": "{player} choisit une carte au Magasin.",
        "it": "{player} sceglie una carta all'Emporio.",
        "nl": "{player} kiest een kaart uit de Winkel.",
        "en": "{player} picks a card from the General Store.",
    },
    "pending.put_back": {
        "fr": "{player} repose une des trois cartes sur la pioche.",
        "it": "{player} rimette una delle tre carte sul mazzo.",
        "nl": "{player} legt een van de drie kaarten terug op de stapel.",
        "en": "{player} puts one of the three cards back on the deck.",
    },
    "pending.reveal_role": {
        "fr": "{player} est éliminé : quel rôle montre-t-il ?",
        "it": "{player} è eliminato: quale ruolo mostra?",
        "nl": "{player} is uitgeschakeld: welke rol toont hij?",
        "en": "{player} is out: which role card do they show?",
    },
    "suit.hearts": {
        "fr": "cœur",
        "it": "cuori",
        "nl": "harten",
        "en": "hearts",
    },
    "suit.diamonds": {
        "fr": "carreau",
        "it": "quadri",
        "nl": "ruiten",
        "en": "diamonds",
    },
    "suit.clubs": {
        "fr": "trèfle",
        "it": "fiori",
        "nl": "klaveren",
        "en": "clubs",
    },
    "suit.spades": {
        "fr": "pique",
        "it": "picche",
        "nl": "schoppen",
        "en": "spades",
    },
    "choice.draw": {
        "fr": "Piocher",
        "it": "Pescare",
        "nl": "Trekken",
        "en": "Draw",
    },
    "choice.draw_discard": {
        "fr": "1re carte de la défausse",
        "it": "1ª carta dagli scarti",
        "nl": "1e kaart van de aflegstapel",
        "en": "1st card from the discard",
    },
    "choice.draw_from": {
        "fr": "1re carte de la main de…",
        "it": "1ª carta dalla mano di…",
        "nl": "1e kaart uit de hand van…",
        "en": "1st card from the hand of…",
    },
    "choice.check": {
        "fr": "Dégainer ({reason})",
        "it": "Estrarre ({reason})",
        "nl": "Kans! ({reason})",
        "en": "Draw! ({reason})",
    },
    "choice.take_hit": {
        "fr": "Encaisser",
        "it": "Subire il colpo",
        "nl": "Treffer incasseren",
        "en": "Take the hit",
    },
    "choice.lose_duel": {
        "fr": "Perdre le duel",
        "it": "Perdere il duello",
        "nl": "Duel verliezen",
        "en": "Lose the Duel",
    },
    "choice.die": {
        "fr": "Être éliminé",
        "it": "Essere eliminato",
        "nl": "Uitgeschakeld worden",
        "en": "Be eliminated",
    },
    "choice.pass": {
        "fr": "Passer",
        "it": "Passare",
        "nl": "Passen",
        "en": "Pass",
    },
    "choice.put_back": {
        "fr": "Reposer une carte",
        "it": "Rimettere una carta",
        "nl": "Kaart terugleggen",
        "en": "Put a card back",
    },
    "choice.put_back_card": {
        "fr": "Reposer {card}",
        "it": "Rimettere {card}",
        "nl": "{card} terugleggen",
        "en": "Put back {card}",
    },
    "choice.heal": {
        "fr": "Soin (2 cartes)",
        "it": "Cura (2 carte)",
        "nl": "Genezen (2 kaarten)",
        "en": "Heal (2 cards)",
    },
    "choice.end_turn": {
        "fr": "Fin du tour",
        "it": "Fine turno",
        "nl": "Beurt beëindigen",
        "en": "End turn",
    },
    "choice.hand": {
        "fr": "Une carte de sa main",
        "it": "Una carta dalla mano",
        "nl": "Een kaart uit de hand",
        "en": "A card from the hand",
    },
    "choice.back": {
        "fr": "← Retour",
        "it": "← Indietro",
        "nl": "← Terug",
        "en": "← Back",
    },
    "command.placeholder": {
        "fr": "Coup en notation, ex. « Anna plays BANG! on Ben » (Tab complète)",
        "it": "Mossa in notazione, es. «Anna plays BANG! on Ben» (Tab completa)",
        "nl": "Zet in notatie, bv. 'Anna plays BANG! on Ben' (Tab vult aan)",
        "en": "A move in notation, e.g. 'Anna plays BANG! on Ben' (Tab completes)",
    },
    "toolbar.undo": {
        "fr": "Annuler ^Z",
        "it": "Annulla ^Z",
        "nl": "Ongedaan ^Z",
        "en": "Undo ^Z",
    },
    "toolbar.redo": {
        "fr": "Rétablir ^Y",
        "it": "Ripeti ^Y",
        "nl": "Opnieuw ^Y",
        "en": "Redo ^Y",
    },
    "toolbar.export": {
        "fr": "Exporter F4",
        "it": "Esporta F4",
        "nl": "Exporteren F4",
        "en": "Export F4",
    },
    "toolbar.log": {
        "fr": "Journal F3",
        "it": "Registro F3",
        "nl": "Logboek F3",
        "en": "Log F3",
    },
    "toolbar.rules": {
        "fr": "Règles F1",
        "it": "Regole F1",
        "nl": "Regels F1",
        "en": "Rules F1",
    },
    "toolbar.language": {
        "fr": "Langue F2",
        "it": "Lingua F2",
        "nl": "Taal F2",
        "en": "Language F2",
    },
    "toolbar.big": {
        "fr": "Grand écran",
        "it": "Schermo grande",
        "nl": "Groot scherm",
        "en": "Big type",
    },
    "toolbar.menu": {
        "fr": "Menu F10",
        "it": "Menu F10",
        "nl": "Menu F10",
        "en": "Menu F10",
    },
    "refused": {
        "fr": "Refusé : {why}",
        "it": "Rifiutato: {why}",
        "nl": "Geweigerd: {why}",
        "en": "Refused: {why}",
    },
    "undo.done": {
        "fr": "Annulé : {move}",
        "it": "Annullato: {move}",
        "nl": "Ongedaan gemaakt: {move}",
        "en": "Undone: {move}",
    },
    "undo.nothing": {
        "fr": "Aucun coup à annuler.",
        "it": "Nessuna mossa da annullare.",
        "nl": "Geen zet om ongedaan te maken.",
        "en": "No move to undo.",
    },
    "redo.done": {
        "fr": "Rétabli : {move}",
        "it": "Ripetuto: {move}",
        "nl": "Opnieuw gedaan: {move}",
        "en": "Redone: {move}",
    },
    "redo.nothing": {
        "fr": "Aucun coup à rétablir.",
        "it": "Nessuna mossa da ripetere.",
        "nl": "Geen zet om opnieuw te doen.",
        "en": "No move to redo.",
    },
    "sync.updated": {
        "fr": "Partie mise à jour depuis un autre appareil.",
        "it": "Partita aggiornata da un altro dispositivo.",
        "nl": "Spel bijgewerkt vanaf een ander apparaat.",
        "en": "Game updated from another device.",
    },
    # ---- the draw! panel -----------------------------------------------------------------
    "draw.type_hint": {
        "fr": "Tapez la carte retournée : Q♥, dame de cœur, 10 picche, harten 4…",
        "it": "Scrivi la carta scoperta: Q♥, donna di cuori, 10 picche, harten 4…",
        "nl": "Typ de omgedraaide kaart: Q♥, harten vrouw, 10 picche, dame de cœur…",
        "en": "Type the card turned over: Q♥, queen of hearts, 10 picche, harten 4…",
    },
    "draw.placeholder": {
        "fr": "Carte retournée",
        "it": "Carta scoperta",
        "nl": "Omgedraaide kaart",
        "en": "Card turned over",
    },
    "draw.camera_starting": {
        "fr": "Caméra : démarrage…",
        "it": "Fotocamera: avvio…",
        "nl": "Camera: opstarten…",
        "en": "Camera: starting…",
    },
    "draw.camera_read": {
        "fr": "Caméra : {card} ({confidence} %)",
        "it": "Fotocamera: {card} ({confidence}%)",
        "nl": "Camera: {card} ({confidence}%)",
        "en": "Camera: {card} ({confidence}%)",
    },
    "draw.symbols_unknown": {
        "fr": "La caméra ne connaît pas encore les symboles de votre jeu : sa lecture n'est qu'une "
        "indication. Touchez ou tapez la carte, ou apprenez-lui les symboles (une minute, une "
        "fois pour toutes).",
        "it": "La fotocamera non conosce ancora i simboli del tuo mazzo: la sua lettura è solo "
        "un'indicazione. Tocca o scrivi la carta, oppure insegnale i simboli (un minuto, una "
        "volta per tutte).",
        "nl": "De camera kent de symbolen van je stapel nog niet: wat hij leest is maar een hint. "
        "Tik of typ de kaart, of leer hem de symbolen aan (een minuut, voor altijd).",
        "en": "The camera does not know your deck's symbols yet: what it reads is only a hint. "
        "Tap or type the card, or teach it the symbols (a minute, once and for all).",
    },
    "draw.learn_symbols": {
        "fr": "Apprendre les symboles",
        "it": "Insegna i simboli",
        "nl": "Symbolen aanleren",
        "en": "Learn the symbols",
    },
    "setup.learn_symbols": {
        "fr": "Apprendre vos symboles à la caméra",
        "it": "Insegna i tuoi simboli alla fotocamera",
        "nl": "Leer de camera je symbolen",
        "en": "Teach the camera your symbols",
    },
    "learn.title": {
        "fr": "Apprendre à la caméra les symboles de votre jeu BANG! Duel",
        "it": "Insegna alla fotocamera i simboli del tuo mazzo di BANG! Duel",
        "nl": "Leer de camera de symbolen van je BANG! Duel-stapel",
        "en": "Teach the camera your BANG! Duel deck's symbols",
    },
    "learn.show": {
        "fr": "Symbole {number} sur {total} : posez sous la caméra une carte au symbole "
        "« {symbol} », bien à plat, et ne la bougez plus.",
        "it": "Simbolo {number} di {total}: metti sotto la fotocamera una carta con il simbolo "
        "«{symbol}», ben distesa, e lasciala ferma.",
        "nl": "Symbool {number} van {total}: leg een kaart met het symbool '{symbol}' plat onder "
        "de camera en laat hem stil liggen.",
        "en": "Symbol {number} of {total}: lay a card with the '{symbol}' symbol flat under the "
        "camera and leave it still.",
    },
    "learn.hold": {
        "fr": "Ne bougez plus… {gauge}",
        "it": "Ferma così… {gauge}",
        "nl": "Stil houden… {gauge}",
        "en": "Keep it still… {gauge}",
    },
    "learn.take_away": {
        "fr": "« {symbol} » appris. Retirez la carte.",
        "it": "«{symbol}» imparato. Togli la carta.",
        "nl": "'{symbol}' aangeleerd. Haal de kaart weg.",
        "en": "'{symbol}' learnt. Take the card away.",
    },
    "learn.no_symbol": {
        "fr": "Aucun symbole trouvé dans les coins de cette carte : posez-la bien à plat, plus "
        "près de la caméra.",
        "it": "Nessun simbolo trovato negli angoli di questa carta: mettila ben distesa, più "
        "vicina alla fotocamera.",
        "nl": "Geen symbool gevonden in de hoeken van deze kaart: leg hem plat en dichter bij de "
        "camera.",
        "en": "No symbol found in this card's corners: lay it flat, closer to the camera.",
    },
    "learn.done": {
        "fr": "La caméra connaît maintenant les symboles de votre jeu.",
        "it": "Ora la fotocamera conosce i simboli del tuo mazzo.",
        "nl": "De camera kent nu de symbolen van je stapel.",
        "en": "The camera now knows your deck's symbols.",
    },
    "learn.unsaved": {
        "fr": "Les symboles n'ont pas pu être enregistrés ({why}).",
        "it": "Non è stato possibile salvare i simboli ({why}).",
        "nl": "De symbolen konden niet worden bewaard ({why}).",
        "en": "The symbols could not be saved ({why}).",
    },
    "learn.camera_off": {
        "fr": "Caméra indisponible : {why}",
        "it": "Fotocamera non disponibile: {why}",
        "nl": "Camera niet beschikbaar: {why}",
        "en": "Camera unavailable: {why}",
    },
    "learn.cancel": {
        "fr": "Annuler",
        "it": "Annulla",
        "nl": "Annuleren",
        "en": "Cancel",
    },
    "draw.camera_unsure": {
        "fr": "Caméra : pas de lecture sûre ({why})",
        "it": "Fotocamera: lettura incerta ({why})",
        "nl": "Camera: geen zekere lezing ({why})",
        "en": "Camera: no sure read ({why})",
    },
    "draw.hint_no_picture": {
        "fr": "la caméra ne donne pas d'image",
        "it": "la fotocamera non dà immagini",
        "nl": "de camera geeft geen beeld",
        "en": "the camera gives no picture",
    },
    "draw.hint_no_card": {
        "fr": "aucune carte entière en vue : posez-la à plat sur un fond uni",
        "it": "nessuna carta intera in vista: posala piatta su un fondo uniforme",
        "nl": "geen hele kaart in beeld: leg ze plat op een effen ondergrond",
        "en": "no whole card in view: lay it flat on a plain surface",
    },
    "draw.hint_closer": {
        "fr": "carte trop loin : approchez-la de la caméra",
        "it": "carta troppo lontana: avvicinala alla fotocamera",
        "nl": "kaart te ver weg: houd ze dichter bij de camera",
        "en": "card too far away: bring it closer to the camera",
    },
    "draw.hint_closer_small_camera": {
        "fr": "carte trop loin pour les petites images de cette webcam : approchez-la",
        "it": "carta troppo lontana per le piccole immagini di questa webcam: avvicinala",
        "nl": "kaart te ver weg voor de kleine beelden van deze webcam: houd ze dichterbij",
        "en": "card too far away for this webcam's small pictures: bring it closer",
    },
    "draw.hint_steady": {
        "fr": "coin illisible : tenez la carte immobile, sans reflet",
        "it": "angolo illeggibile: tieni ferma la carta, senza riflessi",
        "nl": "hoek onleesbaar: houd de kaart stil, zonder schittering",
        "en": "corner unreadable: hold the card still, out of glare",
    },
    "draw.no_camera": {
        "fr": "Pas de caméra : {why}.",
        "it": "Nessuna fotocamera: {why}.",
        "nl": "Geen camera: {why}.",
        "en": "No camera: {why}.",
    },
    "draw.trouble_not_found": {
        "fr": "aucune webcam trouvée (est-elle bien branchée ?)",
        "it": "nessuna webcam trovata (è collegata?)",
        "nl": "geen webcam gevonden (is er een aangesloten?)",
        "en": "no webcam found (is one plugged in?)",
    },
    "draw.trouble_busy": {
        "fr": "la webcam est occupée ou ne donne pas d'image (un autre programme l'utilise ?)",
        "it": "la webcam è occupata o non dà immagini (forse la usa un altro programma)",
        "nl": "de webcam is bezet of geeft geen beeld (misschien gebruikt een ander programma hem)",
        "en": "the webcam is busy or gives no picture (another program may be using it)",
    },
    "draw.trouble_unplugged": {
        "fr": "la webcam n'envoie plus d'images (débranchée ?)",
        "it": "la webcam non invia più immagini (scollegata?)",
        "nl": "de webcam stuurt geen beelden meer (losgekoppeld?)",
        "en": "the webcam stopped sending pictures (unplugged?)",
    },
    "draw.trouble_unreadable": {
        "fr": "la source vidéo ne donne aucune image",
        "it": "la sorgente video non dà immagini",
        "nl": "de videobron geeft geen beelden",
        "en": "the video source gives no pictures",
    },
    "draw.trouble_broken": {
        "fr": "le module caméra ne se charge pas sur cet ordinateur",
        "it": "il modulo della fotocamera non si carica su questo computer",
        "nl": "de cameramodule laadt niet op deze computer",
        "en": "the camera module cannot be loaded on this computer",
    },
    "draw.trouble_no_demo": {
        "fr": "le clip de démonstration manque à cette installation de l'application",
        "it": "il video dimostrativo manca in questa installazione dell'app",
        "nl": "de democlip ontbreekt in deze installatie van de app",
        "en": "the demo clip is missing from this installation of the app",
    },
    "draw.camera_disabled": {
        "fr": "caméra désactivée",
        "it": "fotocamera disattivata",
        "nl": "camera uitgeschakeld",
        "en": "camera turned off",
    },
    "draw.camera_busy": {
        "fr": "la caméra est utilisée par la session d'un autre appareil ({holder})",
        "it": "la fotocamera è usata dalla sessione di un altro dispositivo ({holder})",
        "nl": "de camera wordt gebruikt door de sessie van een ander apparaat ({holder})",
        "en": "the camera is in use by another device's session ({holder})",
    },
    "draw.use_demo": {
        "fr": "Caméra de démonstration",
        "it": "Fotocamera dimostrativa",
        "nl": "Demonstratiecamera",
        "en": "Demo camera",
    },
    # ---- the rules lookup ---------------------------------------------------------------
    "lookup.matched": {
        "fr": "(trouvé par « {name} », {language})",
        "it": "(trovato con «{name}», {language})",
        "nl": "(gevonden via '{name}', {language})",
        "en": "(matched '{name}', {language})",
    },
    "lookup.unsourced": {
        "fr": "(pas de nom imprimé : l'anglais est utilisé)",
        "it": "(nessun nome stampato: si usa l'inglese)",
        "nl": "(geen gedrukte naam: Engels gebruikt)",
        "en": "(no printed name: English used)",
    },
    "lookup.copies": {
        "fr": "  {n} exemplaire(s) : {copies}",
        "it": "  {n} copia/e: {copies}",
        "nl": "  {n} exempla(a)r(en): {copies}",
        "en": "  {n} cop(y/ies): {copies}",
    },
    "lookup.weapon": {
        "fr": "  arme, portée {range}",
        "it": "  arma, gittata {range}",
        "nl": "  wapen, bereik {range}",
        "en": "  weapon, range {range}",
    },
    "lookup.deck_sheriff": {
        "fr": "  paquet du Shérif : {count}",
        "it": "  mazzo dello Sceriffo: {count}",
        "nl": "  stapel van de Sheriff: {count}",
        "en": "  Sheriff deck: {count}",
    },
    "lookup.deck_outlaw": {
        "fr": "  paquet des Hors-la-loi : {count}",
        "it": "  mazzo dei Fuorilegge: {count}",
        "nl": "  stapel van de Outlaws: {count}",
        "en": "  Outlaw deck: {count}",
    },
    "lookup.nothing_close": {
        "fr": "Aucune carte, aucun personnage de ce nom.",
        "it": "Nessuna carta e nessun personaggio con questo nome.",
        "nl": "Geen kaart of personage met die naam.",
        "en": "No card or character has that name.",
    },
    "lookup.nothing": {
        "fr": "Aucune carte de ce nom. Vouliez-vous dire : {names} ?",
        "it": "Nessuna carta con questo nome. Forse: {names}?",
        "nl": "Geen kaart met die naam. Bedoelde je: {names}?",
        "en": "Nothing has that name. Did you mean: {names}?",
    },
    # ---- the log -------------------------------------------------------------------------
    "log.title": {
        "fr": "Journal",
        "it": "Registro",
        "nl": "Logboek",
        "en": "Log",
    },
    "log.empty": {
        "fr": "Aucun coup pour l'instant.",
        "it": "Ancora nessuna mossa.",
        "nl": "Nog geen zetten.",
        "en": "No moves yet.",
    },
    "log.undone": {
        "fr": "(annulé) {move}",
        "it": "(annullata) {move}",
        "nl": "(ongedaan) {move}",
        "en": "(undone) {move}",
    },
    "move.draw": {
        "fr": "{player} pioche",
        "it": "{player} pesca",
        "nl": "{player} trekt",
        "en": "{player} draws",
    },
    "move.draw_from": {
        "fr": "{player} pioche d'abord chez {source}",
        "it": "{player} pesca prima da {source}",
        "nl": "{player} trekt eerst bij {source}",
        "en": "{player} draws first from {source}",
    },
    "move.discard_pile": {
        "fr": "la défausse",
        "it": "gli scarti",
        "nl": "de aflegstapel",
        "en": "the discard pile",
    },
    "move.play": {
        "fr": "{player} joue {card}",
        "it": "{player} gioca {card}",
        "nl": "{player} speelt {card}",
        "en": "{player} plays {card}",
    },
    "move.play_on": {
        "fr": "{player} joue {card} sur {target}",
        "it": "{player} gioca {card} su {target}",
        "nl": "{player} speelt {card} op {target}",
        "en": "{player} plays {card} on {target}",
    },
    "move.play_on_card": {
        "fr": "{player} joue {card} sur {target} : {target_card}",
        "it": "{player} gioca {card} su {target}: {target_card}",
        "nl": "{player} speelt {card} op {target}: {target_card}",
        "en": "{player} plays {card} on {target}: {target_card}",
    },
    "move.play_on_hand": {
        "fr": "{player} joue {card} sur une carte de la main de {target}",
        "it": "{player} gioca {card} su una carta dalla mano di {target}",
        "nl": "{player} speelt {card} op een kaart uit de hand van {target}",
        "en": "{player} plays {card} on a card from {target}'s hand",
    },
    "move.as": {
        "fr": "{card} comme {as_card}",
        "it": "{card} come {as_card}",
        "nl": "{card} als {as_card}",
        "en": "{card} as {as_card}",
    },
    "move.check": {
        "fr": "{player} dégaine ({reason})",
        "it": "{player} estrae ({reason})",
        "nl": "{player} trekt een kans!-kaart ({reason})",
        "en": "{player} draws! ({reason})",
    },
    "move.pass": {
        "fr": "{player} ne répond pas",
        "it": "{player} non risponde",
        "nl": "{player} antwoordt niet",
        "en": "{player} does not answer",
    },
    "move.reveal": {
        "fr": "Carte retournée : {card}",
        "it": "Carta scoperta: {card}",
        "nl": "Omgedraaide kaart: {card}",
        "en": "Card turned over: {card}",
    },
    "move.pick": {
        "fr": "{player} prend {card}",
        "it": "{player} prende {card}",
        "nl": "{player} neemt {card}",
        "en": "{player} takes {card}",
    },
    "move.put_back": {
        "fr": "{player} repose une carte sur la pioche",
        "it": "{player} rimette una carta sul mazzo",
        "nl": "{player} legt een kaart terug op de stapel",
        "en": "{player} puts a card back on the deck",
    },
    "move.discard": {
        "fr": "{player} se défausse de {card}",
        "it": "{player} scarta {card}",
        "nl": "{player} legt {card} af",
        "en": "{player} discards {card}",
    },
    "move.heal": {
        "fr": "{player} se défausse de {first} et {second} pour se soigner",
        "it": "{player} scarta {first} e {second} per curarsi",
        "nl": "{player} legt {first} en {second} af om te genezen",
        "en": "{player} discards {first} and {second} to heal",
    },
    "move.end_turn": {
        "fr": "{player} finit son tour",
        "it": "{player} finisce il turno",
        "nl": "{player} beëindigt de beurt",
        "en": "{player} ends the turn",
    },
    "move.reveal_role": {
        "fr": "{player} était {role}",
        "it": "{player} era {role}",
        "nl": "{player} was {role}",
        "en": "{player} was {role}",
    },
    "effect.lost": {
        "fr": "{player} perd {n} PV (reste {life})",
        "it": "{player} perde {n} PV (ne restano {life})",
        "nl": "{player} verliest {n} leven (nog {life})",
        "en": "{player} loses {n} life ({life} left)",
    },
    "effect.gained": {
        "fr": "{player} regagne {n} PV ({life})",
        "it": "{player} recupera {n} PV ({life})",
        "nl": "{player} krijgt {n} leven terug ({life})",
        "en": "{player} regains {n} life ({life})",
    },
    "effect.eliminated": {
        "fr": "{player} est éliminé",
        "it": "{player} è eliminato",
        "nl": "{player} is uitgeschakeld",
        "en": "{player} is eliminated",
    },
    "effect.draws": {
        "fr": "{player} prend {n} carte(s)",
        "it": "{player} prende {n} carta/e",
        "nl": "{player} krijgt {n} kaart(en)",
        "en": "{player} gets {n} card(s)",
    },
    "effect.loses_all": {
        "fr": "{player} se défausse de toutes ses cartes",
        "it": "{player} scarta tutte le sue carte",
        "nl": "{player} legt al zijn kaarten af",
        "en": "{player} discards all their cards",
    },
    # ---- game over -----------------------------------------------------------------------
    "over.title": {
        "fr": "Fin de la partie",
        "it": "Fine della partita",
        "nl": "Einde van het spel",
        "en": "Game over",
    },
    "winner.sheriff": {
        "fr": "Le Shérif et ses Adjoints gagnent !",
        "it": "Vincono lo Sceriffo e i suoi Vice!",
        "nl": "De Sheriff en zijn Deputies winnen!",
        "en": "The Sheriff and the Deputies win!",
    },
    "winner.outlaws": {
        "fr": "Les Hors-la-loi gagnent !",
        "it": "Vincono i Fuorilegge!",
        "nl": "De Outlaws winnen!",
        "en": "The Outlaws win!",
    },
    "winner.renegade": {
        "fr": "Le Renégat gagne !",
        "it": "Vince il Rinnegato!",
        "nl": "De Renegade wint!",
        "en": "The Renegade wins!",
    },
    "why.sheriff": {
        "fr": "Tous les Hors-la-loi et le Renégat sont éliminés.",
        "it": "Tutti i Fuorilegge e il Rinnegato sono stati eliminati.",
        "nl": "Alle Outlaws en de Renegade zijn uitgeschakeld.",
        "en": "Every Outlaw and the Renegade have been eliminated.",
    },
    "why.outlaws": {
        "fr": "Le Shérif est mort.",
        "it": "Lo Sceriffo è morto.",
        "nl": "De Sheriff is dood.",
        "en": "The Sheriff is dead.",
    },
    "why.renegade": {
        "fr": "Le Renégat est le dernier debout, après le Shérif.",
        "it": "Il Rinnegato è l'ultimo rimasto, dopo lo Sceriffo.",
        "nl": "De Renegade blijft als laatste over, na de Sheriff.",
        "en": "The Renegade is the last one standing, after the Sheriff.",
    },
    "over.hidden_role": {
        "fr": "rôle non montré",
        "it": "ruolo non mostrato",
        "nl": "rol niet getoond",
        "en": "role not shown",
    },
    "over.alive": {
        "fr": "vivant",
        "it": "vivo",
        "nl": "in leven",
        "en": "alive",
    },
    "over.dead": {
        "fr": "éliminé",
        "it": "eliminato",
        "nl": "uitgeschakeld",
        "en": "eliminated",
    },
    "over.table": {
        "fr": "Voir la table",
        "it": "Vedi il tavolo",
        "nl": "Tafel bekijken",
        "en": "See the table",
    },
    # ---- past games and export -----------------------------------------------------------
    "games.heading": {
        "fr": "Parties enregistrées",
        "it": "Partite salvate",
        "nl": "Opgeslagen spellen",
        "en": "Saved games",
    },
    "games.none": {
        "fr": "Aucune partie enregistrée.",
        "it": "Nessuna partita salvata.",
        "nl": "Geen opgeslagen spellen.",
        "en": "No saved games.",
    },
    "games.row": {
        "fr": "{title} — {when} — {status}, {moves} entrées",
        "it": "{title} — {when} — {status}, {moves} voci",
        "nl": "{title} — {when} — {status}, {moves} regels",
        "en": "{title} — {when} — {status}, {moves} entries",
    },
    "games.playing": {
        "fr": "en cours",
        "it": "in corso",
        "nl": "bezig",
        "en": "in progress",
    },
    "games.over": {
        "fr": "terminée",
        "it": "finita",
        "nl": "afgelopen",
        "en": "finished",
    },
    "games.open": {
        "fr": "Ouvrir",
        "it": "Apri",
        "nl": "Openen",
        "en": "Open",
    },
    "games.export": {
        "fr": "Exporter",
        "it": "Esporta",
        "nl": "Exporteren",
        "en": "Export",
    },
    "games.rescue": {
        "fr": "Continuer sur une copie, jusqu'à l'entrée refusée",
        "it": "Continua su una copia, fino alla voce rifiutata",
        "nl": "Verder op een kopie, tot aan de geweigerde regel",
        "en": "Play on from a copy, up to the refused entry",
    },
    "games.copy": {
        "fr": "copie",
        "it": "copia",
        "nl": "kopie",
        "en": "copy",
    },
    "games.back": {
        "fr": "Retour",
        "it": "Indietro",
        "nl": "Terug",
        "en": "Back",
    },
    "export.players": {
        "fr": "Joueurs (ordre des places) :",
        "it": "Giocatori (ordine dei posti):",
        "nl": "Spelers (volgorde aan tafel):",
        "en": "Players (seating order):",
    },
    "export.moves": {
        "fr": "Coups :",
        "it": "Mosse:",
        "nl": "Zetten:",
        "en": "Moves:",
    },
    "export.unfinished": {
        "fr": "Partie non terminée.",
        "it": "Partita non finita.",
        "nl": "Spel niet afgelopen.",
        "en": "Game not finished.",
    },
    "export.done": {
        "fr": "Journal exporté : {path}",
        "it": "Registro esportato: {path}",
        "nl": "Logboek geëxporteerd: {path}",
        "en": "Log exported: {path}",
    },
    # ---- joining from a tablet ---------------------------------------------------------
    "join.title": {
        "fr": "Rejoindre depuis une tablette",
        "it": "Unirsi da un tablet",
        "nl": "Meedoen vanaf een tablet",
        "en": "Join from a tablet",
    },
    "join.scan": {
        "fr": "Scannez ce code avec la tablette, ou ouvrez : {url}",
        "it": "Inquadra questo codice con il tablet, oppure apri: {url}",
        "nl": "Scan deze code met de tablet, of open: {url}",
        "en": "Scan this code with the tablet, or open: {url}",
    },
    "join.not_served": {
        "fr": "Ce compagnon n'est pas partagé avec d'autres appareils. Pour jouer depuis des "
        "tablettes, lancez-le avec « bang-companion serve --lan » et scannez le code affiché.",
        "it": "Questo compagno non è condiviso con altri dispositivi. Per giocare dai tablet, "
        "avvialo con «bang-companion serve --lan» e inquadra il codice mostrato.",
        "nl": "Deze tafelhulp wordt niet met andere apparaten gedeeld. Om vanaf tablets te "
        "spelen, start je hem met 'bang-companion serve --lan' en scan je de getoonde code.",
        "en": "This companion is not being served to other devices. To play from tablets, "
        "start it with `bang-companion serve --lan` and scan the QR code it shows.",
    },
    "close": {
        "fr": "Fermer",
        "it": "Chiudi",
        "nl": "Sluiten",
        "en": "Close",
    },
    "start.join": {
        "fr": "Rejoindre depuis une tablette (F6)",
        "it": "Unirsi da un tablet (F6)",
        "nl": "Meedoen vanaf een tablet (F6)",
        "en": "Join from a tablet (F6)",
    },
    # ---- problems ------------------------------------------------------------------------
    "error.database": {
        "fr": "La base des parties ne peut pas être lue ({why}). Elle est conservée telle "
        "quelle ; les parties de cette session ne seront pas enregistrées.",
        "it": "L'archivio delle partite non si può leggere ({why}). Resta com'è; le partite "
        "di questa sessione non verranno salvate.",
        "nl": "De spellendatabase is niet leesbaar ({why}). Ze blijft zoals ze is; de spellen "
        "van deze sessie worden niet bewaard.",
        "en": "The games database cannot be read ({why}). It is kept as it is; games in this "
        "session will not be saved.",
    },
    "error.record": {
        "fr": "Cette partie ne peut pas être rouverte ; elle reste enregistrée telle quelle. "
        "({why})",
        "it": "Questa partita non si può riaprire; resta salvata così com'è. ({why})",
        "nl": "Dit spel kan niet heropend worden; het blijft bewaard zoals het is. ({why})",
        "en": "This game cannot be reopened; it stays saved as it is. ({why})",
    },
    "error.conflict": {
        "fr": "Un autre appareil a joué avant : la partie est rechargée, rejouez votre coup.",
        "it": "Un altro dispositivo ha giocato prima: partita ricaricata, rifai la mossa.",
        "nl": "Een ander apparaat was eerst: het spel is herladen, doe je zet opnieuw.",
        "en": "Another device moved first: the game was reloaded, enter your move again.",
    },
    "error.save": {
        "fr": "Le coup n'a pas pu être enregistré, il n'est pas joué ({why}).",
        "it": "La mossa non è stata salvata, quindi non è giocata ({why}).",
        "nl": "De zet kon niet bewaard worden en is niet gespeeld ({why}).",
        "en": "The move could not be saved, so it was not played ({why}).",
    },
    "error.notation": {
        "fr": "Illisible : {why}",
        "it": "Illeggibile: {why}",
        "nl": "Onleesbaar: {why}",
        "en": "Cannot read that: {why}",
    },
    "error.export": {
        "fr": "L'export a échoué ({why}).",
        "it": "Esportazione non riuscita ({why}).",
        "nl": "Exporteren is mislukt ({why}).",
        "en": "The export failed ({why}).",
    },
    # ---- BANG! Duel ---------------------------------------------------------------------
    "setup.duel": {
        "fr": "BANG! Duel",
        "it": "BANG! Duel",
        "nl": "BANG! Duel",
        "en": "BANG! Duel",
    },
    "setup.duel_players": {
        "fr": (
            "Les deux joueurs : les Représentants de la loi (pioche Shérif, jouent en premier) et "
            "les Hors-la-loi"
        ),
        "it": (
            "I due giocatori: i Tutori della legge (mazzo Sceriffo, giocano per primi) e i "
            "Fuorilegge"
        ),
        "nl": "De twee spelers: de Wetsdienaars (Sheriff-stapel, beginnen) en de Outlaws",
        "en": "The two players: the Lawmen (Sheriff deck, play first) and the Outlaws",
    },
    "setup.lawmen_name": {
        "fr": "Joueur des Représentants de la loi",
        "it": "Giocatore dei Tutori della legge",
        "nl": "Speler van de Wetsdienaars",
        "en": "Lawmen's player",
    },
    "setup.outlaws_name": {
        "fr": "Joueur des Hors-la-loi",
        "it": "Giocatore dei Fuorilegge",
        "nl": "Speler van de Outlaws",
        "en": "Outlaws' player",
    },
    "setup.duel_names": {
        "fr": "Entrez deux noms différents.",
        "it": "Inserisci due nomi diversi.",
        "nl": "Vul twee verschillende namen in.",
        "en": "Enter two different names.",
    },
    "setup.lives": {
        "fr": (
            "Points de vie : lisez-les sur chaque carte personnage. Entrez ceux qui diffèrent de "
            "ce que l'app suppose (ex. Jango 3, Sid Curry 4)."
        ),
        "it": (
            "Punti vita: leggeteli su ogni carta personaggio. Inserite quelli diversi da quanto "
            "suppone l'app (es. Jango 3, Sid Curry 4)."
        ),
        "nl": (
            "Levenspunten: lees ze op elke personagekaart. Vul in wat afwijkt van wat de app "
            "aanneemt (bv. Jango 3, Sid Curry 4)."
        ),
        "en": (
            "Life points: read them on each character card. Enter those that differ from what the "
            "app assumes (e.g. Jango 3, Sid Curry 4)."
        ),
    },
    "setup.lives_placeholder": {
        "fr": "personnage vie, …",
        "it": "personaggio vita, …",
        "nl": "personage leven, …",
        "en": "character life, …",
    },
    "setup.lives_assumed": {
        "fr": "Ce que l'app suppose (source unique, à vérifier) : {lives}",
        "it": "Cosa suppone l'app (fonte unica, da verificare): {lives}",
        "nl": "Wat de app aanneemt (één bron, controleer het): {lives}",
        "en": "What the app assumes (single source, check it): {lives}",
    },
    "setup.lives_entry": {
        "fr": "« {part} » : le nom d'un personnage, puis ses points de vie",
        "it": "«{part}»: il nome di un personaggio, poi i suoi punti vita",
        "nl": "'{part}': de naam van een personage, dan zijn levenspunten",
        "en": "'{part}': a character's name, then its life points",
    },
    "setup.bad_lives": {
        "fr": "Points de vie illisibles : {why}",
        "it": "Punti vita illeggibili: {why}",
        "nl": "Levenspunten onleesbaar: {why}",
        "en": "Cannot read the life points: {why}",
    },
    "pending.start": {
        "fr": "{player} choisit ses deux personnages : l'actif, puis celui de réserve.",
        "it": "{player} sceglie i due personaggi: prima l'attivo, poi quello di riserva.",
        "nl": "{player} kiest de twee personages: eerst de actieve, dan de reserve.",
        "en": "{player} chooses the two characters: the active one, then the backup.",
    },
    "pending.enter": {
        "fr": "{player} : quel personnage entre en jeu depuis la réserve ?",
        "it": "{player}: quale personaggio entra in gioco dalla riserva?",
        "nl": "{player}: welk personage komt uit de reserve in het spel?",
        "en": "{player}: which character comes in from the reserve?",
    },
    "pending.choose": {
        "fr": "{player} choisit.",
        "it": "{player} sceglie.",
        "nl": "{player} kiest.",
        "en": "{player} chooses.",
    },
    "pending.duel_discard": {
        "fr": "{player} défausse une carte.",
        "it": "{player} scarta una carta.",
        "nl": "{player} legt een kaart af.",
        "en": "{player} discards a card.",
    },
    "pending.duel_shot": {
        "fr": "{player} : {fighter} est visé par {attack}.",
        "it": "{player}: {fighter} è bersaglio di {attack}.",
        "nl": "{player}: {fighter} is het doelwit van {attack}.",
        "en": "{player}: {fighter} is the target of {attack}.",
    },
    "pending.duel_check": {
        "fr": "Révéler pour {fighter} ({reason}) : lisez le symbole du coin de la carte du dessus.",
        "it": (
            "Rivelare per {fighter} ({reason}): leggete il simbolo nell'angolo della prima carta."
        ),
        "nl": "Onthullen voor {fighter} ({reason}): lees het hoeksymbool van de bovenste kaart.",
        "en": "Reveal for {fighter} ({reason}): read the corner symbol of the top card.",
    },
    "pending.duel_store": {
        "fr": "Magasin : nommez chaque carte posée.",
        "it": "Emporio: nominate ogni carta scoperta.",
        "nl": "Winkel: noem elke opengelegde kaart.",
        "en": "General Store: name each card laid out.",
    },
    "pending.duel_pat": {
        "fr": "{player} montre la deuxième carte piochée : quel symbole ?",
        "it": "{player} mostra la seconda carta pescata: quale simbolo?",
        "nl": "{player} toont de tweede getrokken kaart: welk symbool?",
        "en": "{player} shows the second card drawn: which symbol?",
    },
    "choice.token": {
        "fr": "Déplacer le jeton",
        "it": "Spostare il segnalino",
        "nl": "Fiche verschuiven",
        "en": "Move the token",
    },
    "choice.reload": {
        "fr": "Recharger",
        "it": "Ricaricare",
        "nl": "Herladen",
        "en": "Reload",
    },
    "choice.use": {
        "fr": "Utiliser {what}",
        "it": "Usare {what}",
        "nl": "{what} gebruiken",
        "en": "Use {what}",
    },
    "move.start_with": {
        "fr": "{player} commence avec {active}",
        "it": "{player} inizia con {active}",
        "nl": "{player} begint met {active}",
        "en": "{player} starts with {active}",
    },
    "move.start_with_both": {
        "fr": "{player} commence avec {active} (actif) et {backup} (réserve)",
        "it": "{player} inizia con {active} (attivo) e {backup} (riserva)",
        "nl": "{player} begint met {active} (actief) en {backup} (reserve)",
        "en": "{player} starts with {active} (active) and {backup} (backup)",
    },
    "move.enter": {
        "fr": "{player} fait entrer {character}",
        "it": "{player} fa entrare {character}",
        "nl": "{player} brengt {character} in het spel",
        "en": "{player} brings in {character}",
    },
    "move.token": {
        "fr": "{player} déplace le jeton",
        "it": "{player} sposta il segnalino",
        "nl": "{player} verschuift de fiche",
        "en": "{player} moves the token",
    },
    "move.reload": {
        "fr": "{player} recharge {card}",
        "it": "{player} ricarica {card}",
        "nl": "{player} herlaadt {card}",
        "en": "{player} reloads {card}",
    },
    "move.use": {
        "fr": "{player} utilise {what}",
        "it": "{player} usa {what}",
        "nl": "{player} gebruikt {what}",
        "en": "{player} uses {what}",
    },
    "winner.lawmen": {
        "fr": "Les Représentants de la loi gagnent !",
        "it": "Vincono i Tutori della legge!",
        "nl": "De Wetsdienaars winnen!",
        "en": "The Lawmen win!",
    },
    "why.duel_lawmen": {
        "fr": "Les Hors-la-loi n'ont plus de personnage.",
        "it": "I Fuorilegge non hanno più personaggi.",
        "nl": "De Outlaws hebben geen personage meer.",
        "en": "The Outlaws have no character left.",
    },
    "why.duel_outlaws": {
        "fr": "Les Représentants de la loi n'ont plus de personnage.",
        "it": "I Tutori della legge non hanno più personaggi.",
        "nl": "De Wetsdienaars hebben geen personage meer.",
        "en": "The Lawmen have no character left.",
    },
    "duel.lawmen": {
        "fr": "Représentants de la loi",
        "it": "Tutori della legge",
        "nl": "Wetsdienaars",
        "en": "Lawmen",
    },
    "duel.outlaws": {
        "fr": "Hors-la-loi",
        "it": "Fuorilegge",
        "nl": "Outlaws",
        "en": "Outlaws",
    },
    "duel.active": {
        "fr": "actif",
        "it": "attivo",
        "nl": "actief",
        "en": "active",
    },
    "duel.backup": {
        "fr": "réserve",
        "it": "riserva",
        "nl": "reserve",
        "en": "backup",
    },
    "duel.alone": {
        "fr": "seul en jeu",
        "it": "da solo",
        "nl": "alleen",
        "en": "alone",
    },
    "duel.none": {
        "fr": "aucun personnage en jeu",
        "it": "nessun personaggio in gioco",
        "nl": "geen personage in het spel",
        "en": "no character in play",
    },
    "duel.counts": {
        "fr": "Personnages face cachée {reserve} · {hand} en main · pioche {deck}",
        "it": "Personaggi coperti {reserve} · {hand} in mano · mazzo {deck}",
        "nl": "Gesloten personages {reserve} · {hand} in de hand · stapel {deck}",
        "en": "Reserve {reserve} (face down) · {hand} in hand · deck {deck}",
    },
    "duel.piles": {
        "fr": "Pioche commune {common} · Défausse {discard} (dessus : {top})",
        "it": "Mazzo comune {common} · Scarti {discard} (in cima: {top})",
        "nl": "Gemeenschappelijke stapel {common} · Aflegstapel {discard} (boven: {top})",
        "en": "Common deck {common} · Discard {discard} (top: {top})",
    },
    "draw.symbol_hint": {
        "fr": (
            "Tapez le symbole du coin : tonneau, serpent, dynamite, fer à cheval (ou touchez-le)."
        ),
        "it": (
            "Scrivi il simbolo nell'angolo: barile, serpente, dinamite, ferro di cavallo (o "
            "toccalo)."
        ),
        "nl": "Typ het hoeksymbool: ton, slang, dynamiet, hoefijzer (of tik erop).",
        "en": "Type the corner symbol: barrel, snake, dynamite, horseshoe (or tap it).",
    },
    "draw.camera_symbol": {
        "fr": "La caméra lit : {symbol} ({confidence} %)",
        "it": "La fotocamera legge: {symbol} ({confidence}%)",
        "nl": "De camera leest: {symbol} ({confidence}%)",
        "en": "The camera reads: {symbol} ({confidence}%)",
    },
    "choice.reveal_check": {
        "fr": "Révéler ({reason})",
        "it": "Rivelare ({reason})",
        "nl": "Onthullen ({reason})",
        "en": "Reveal ({reason})",
    },
    "move.reveal_check": {
        "fr": "{player} révèle ({reason})",
        "it": "{player} rivela ({reason})",
        "nl": "{player} onthult ({reason})",
        "en": "{player} reveals ({reason})",
    },
    "draw.name_hint": {
        "fr": "Tapez le nom de la carte posée (Colt, Planque…) ou touchez-le.",
        "it": "Scrivi il nome della carta scoperta (Colt, Barrel…) o toccalo.",
        "nl": "Typ de naam van de opengelegde kaart (Colt, Barrel…) of tik erop.",
        "en": "Type the name of the card laid out (Colt, Barrel…) or tap it.",
    },
}
