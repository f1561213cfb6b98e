# The camera's words, in Italian (read by cards_data/sentences.py): `bang-companion camera`'s
# help and messages, and why a read is unsure (the camera gives a code: camera/unsure.py).
# Every id exists in every language folder with the same variables.

## bang-companion camera read | watch | learn

camera_cli-description = Leggere con una webcam le carte estratte.
camera_cli-read = leggere foto di carte
camera_cli-json = un oggetto JSON per riga
camera_cli-watch = mostrare ogni lettura stabile da una fotocamera, un video o una cartella di immagini
camera_cli-cards_seen = 2 per Lucky Duke
camera_cli-learn = tarare sul proprio mazzo
camera_cli-symbols = simboli del Duello da mostrare, in ordine (vuoto: nessuno)
camera_cli-cards_shown = carte di BANG! da mostrare dopo i simboli, per esempio 'Q hearts,10 spades'
camera_cli-out = file dei modelli (predefinito { $path }); ciò che contiene resta, tranne i simboli e le carte mostrati di nuovo
camera_cli-examples = gli esempi del mazzo, a cui si aggiungono le carte mostrate (predefinito { $path })
camera_cli-expect = cosa mostrano le carte: bang (l'indice del mazzo di BANG!, in basso a sinistra nella cornice), index (qualsiasi mazzo di carte da gioco) o symbol (BANG! Duello); predefinito: un indice o un simbolo
camera_cli-lang = lingua dei messaggi
camera_cli-device = numero della webcam (predefinito 0)
camera_cli-video = file video
camera_cli-images = cartella di immagini, lette nell'ordine dei nomi
camera_cli-demo = il filmato sintetico incluso
camera_cli-source_camera = fotocamera { $device }
camera_cli-source_video = video { $name }
camera_cli-source_images = cartella di immagini { $path }
camera_cli-source_demo = il filmato dimostrativo
camera_cli-unavailable_not_found = fotocamera non disponibile: { $source } non trovata
camera_cli-unavailable_busy = fotocamera non disponibile: { $source } è occupata o non dà immagini (forse la usa un altro programma)
camera_cli-unavailable_unplugged = fotocamera non disponibile: { $source } non invia più immagini (scollegata?)
camera_cli-unavailable_unreadable = fotocamera non disponibile: { $source } non dà immagini
camera_cli-watching = osservo { $source } (Ctrl-C per fermare)
camera_cli-watching_sized = osservo { $source }, immagini di { $width }x{ $height } (Ctrl-C per fermare)
camera_cli-small_pictures = nota: questa fotocamera dà immagini di { $got }, non di { $asked }: avvicina la carta
camera_cli-symbols_unlearnt = nota: i simboli del Duello del tuo mazzo non sono mai stati appresi (esegui: camera learn); una lettura può nominare il simbolo sbagliato
camera_cli-read_of = { $image }: { $read }
camera_cli-unsure = incerto ({ $why })
camera_cli-symbol = { $symbol } ({ $confidence })
camera_cli-card = { $rank }{ $sign } { $rank } di { $suit } ({ $confidence })
camera_cli-suit_only = { $suit }, valore illeggibile ({ $confidence })
camera_cli-learn_mistake = camera learn: { $mistake }
camera_cli-unknown_symbols = { $n ->
        [one] simbolo sconosciuto: { $unknown } (noti: { $known })
       *[other] simboli sconosciuti: { $unknown } (noti: { $known })
    }
camera_cli-not_a_card = non è una carta: { $card } (prova 'Q hearts' o '10 spades')
camera_cli-failed_no_symbol = taratura non riuscita: nessun simbolo trovato negli angoli della carta; tienila piatta e più vicina
camera_cli-failed_no_index = taratura non riuscita: nessun indice trovato negli angoli della carta; tienila piatta e più vicina
camera_cli-failed_no_pictures = taratura non riuscita: le immagini sono finite prima che una carta fosse vista con chiarezza
camera_cli-saved = modelli salvati in { $path }
camera_cli-examples_added = { $n ->
        [one] { $n } carta aggiunta agli esempi del mazzo in { $path }
       *[other] { $n } carte aggiunte agli esempi del mazzo in { $path }
    }

## Why a read is unsure (camera_unsure-<code>, the codes of camera/unsure.py)

camera_unsure-not_an_image = non è un'immagine
camera_unsure-no_card = nessuna carta in vista
camera_unsure-other_card_around = simbolo poco chiaro (la carta intorno si legge diversamente)
camera_unsure-no_index = nessun indice trovato sulla carta
camera_unsure-no_symbol = nessun simbolo trovato sulla carta
camera_unsure-no_index_or_symbol = né indice né simbolo trovati sulla carta
camera_unsure-symbol_unreadable = simbolo illeggibile
camera_unsure-indexes_disagree = i due indici della carta non concordano
camera_unsure-index_unclear = indice poco chiaro (forse { $rank } di { $suit })
camera_unsure-symbol_unclear = simbolo poco chiaro (forse { $symbol } o { $other })
camera_unsure-examples_disagree = le carte del mazzo stesso la leggono diversamente
camera_unsure-no_such_copy = l'indice si legge { $index }, che nessuna carta { $kind } porta
camera_unsure-of_kind = { $why }; una carta { $kind }
camera_unsure-not_a_file = non è un file
camera_unsure-file_not_found = file non trovato
camera_unsure-cannot_read = illeggibile ({ $why })
camera_unsure-file_too_large = file troppo grande: più di { $mb } MB
camera_unsure-too_small = troppo piccola: { $width }x{ $height } pixel, almeno { $least } per lato
camera_unsure-too_large = troppo grande: { $width }x{ $height } pixel, al massimo { $most } megapixel
