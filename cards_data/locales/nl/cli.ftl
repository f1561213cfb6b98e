# The command line's words, in Dutch (read by cards_data/sentences.py): `bang-companion`'s
# help and messages, in the language of --lang where a command has it, else the system's.
# Every id exists in every language folder with the same variables.

## bang-companion, the app

cli-description = Scheidsrechter en hulp voor een tafel die BANG! speelt met een echt kaartspel.
cli-usage_mistake = { $prog }: { $message } (zie: { $prog } --help)
cli-app_options = de app (zonder COMMAND)
cli-lang = taal van de app (standaard: de laatst gekozen, anders die van het systeem, anders en)
cli-data_dir = map van de opgeslagen spellen (standaard: ${ $variable } of de gegevensmap van de gebruiker)
cli-demo_camera = getrokken kaarten lezen uit de meegeleverde demobron, niet van een webcam
cli-no_camera = elke getrokken kaart typen
cli-seed = startwaarde voor willekeurig gedeelde personages
cli-camera = een kaart lezen met de webcam: read, watch, learn
cli-bad_data_dir = bang-companion: --data-dir { $folder }: { $why }
cli-not_a_folder = geen map
cli-cannot_create = kan niet worden aangemaakt ({ $why })
cli-cannot_write = er kan niet in geschreven worden
cli-broken_data = bang-companion: de kaartgegevens zijn beschadigd: { $error }

## bang-companion rules

rules-help = een kaart, personage of rol opzoeken op naam
rules-query = een naam in het Frans, Italiaans, Nederlands of Engels
rules-lang = taal van het antwoord
rules-game = het gespeelde spel: zijn items komen eerst

## bang-companion deck

deck-help = elke fysieke kaart van een spel opsommen
deck-json = uitvoer voor machines
deck-count = { $n ->
        [one] { $n } kaart
       *[other] { $n } kaarten
    }

## bang-companion check

check-help = de zetten van een scenario naspelen volgens de regels
check-lang = taal van de meldingen
check-failed = bang-companion check: { $error }
# The verdicts "ok" and "REFUSED" read the same in every language: scripts look for them.
check-ok = ok
check-refused = REFUSED [{ $code }] { $message }
check-player = { $name } { $character }{ $role } leven { $life }/{ $most }  hand { $hand }  in het spel: { $in_play }{ $status }
check-eliminated = (uitgeschakeld)
check-turn = beurt: { $player } ({ $phase }); wacht op: { $decision }
check-turn_by = beurt: { $player } ({ $phase }); wacht op: { $decision } door { $waiting }
check-winner = winnaar: { $winner }

## bang-companion simulate

simulate-help = spellen met volledige informatie tussen bots spelen
simulate-players = bv. 7 of 4-7
simulate-game = duel negeert --players
simulate-check_all = de invarianten na elke zet controleren (standaard: een op { $every })
simulate-not_a_count = '{ $text }' is geen aantal spelers zoals 5 of 4-7
simulate-player_count = BANG! is voor 4 tot 7 spelers
simulate-too_many_games = bang-companion simulate: --games loopt van 1 tot { $most }
simulate-finished = spellen uitgespeeld: { $finished }/{ $games }
simulate-wins = gewonnen: { $wins }
simulate-moves = zetten per spel: { $moves }
simulate-breaks = geschonden invarianten: { $breaks }
simulate-speed = spellen per seconde: { $speed }

## bang-companion serve

serve-help = de app als webpagina aanbieden (voor tablets en telefoons: --lan)
serve-description = Biedt de hulp aan als webpagina. Zonder --lan kan alleen deze machine haar openen; met --lan komen apparaten op het lokale netwerk binnen via een geheime link, getoond als QR-code.
serve-port = TCP-poort (standaard { $port }; 0: een willekeurige vrije)
serve-lan = aanbieden op het LAN-adres van de machine; alleen de geheime link (QR-code) komt binnen
serve-host = het adres om op aan te bieden, in plaats van het gevonden adres (met --lan: elk adres, de geheime link blijft nodig; zonder: alleen een loopback-adres)
serve-qr_png = de QR-code ook als PNG opslaan
serve-max_devices = apparaten tegelijk aan tafel, elk een app-proces hier (standaard { $most }); het volgende hoort dat de tafel vol is
serve-app_options = de app op elk apparaat
serve-data_dir = de map van de spellendatabase die ze delen
serve-lang = haar taal
serve-demo_camera = getrokken kaarten lezen uit de meegeleverde demobron, niet van de webcam
serve-failed = bang-companion serve: { $message }
serve-bad_port = --port { $port }: een poort is een getal van 0 tot 65535
serve-bad_max_devices = --max-devices { $most }: minstens één apparaat moet binnen kunnen
serve-no_address = geen netwerkadres gevonden: verbind deze machine met de wifi van de tafel, of geef haar adres met --host
serve-host_not_loopback = --host { $host } zou het netwerk binnenlaten zonder de geheime link: voeg --lan toe om andere apparaten te bedienen
serve-folder_not_created = de gegevensmap { $folder } kan niet worden aangemaakt: { $why }
serve-qr_not_saved = de QR-code kan niet worden opgeslagen: { $why }
serve-qr_not_png = { $path }: de QR-code wordt als PNG geschreven, dus de naam moet op .png eindigen
serve-qr_no_folder = { $path }: deze map bestaat niet
serve-qr_write_failed = { $path }: het bestand kon niet worden geschreven ({ $why })
serve-qr_saved = QR-code opgeslagen in { $path }
serve-ready = De spellen worden opgeslagen in { $folder }. Ctrl+C om te stoppen.
serve-served_at = BANG!-tafelhulp, aangeboden op:
serve-scan = Scan deze code met een tablet of telefoon op hetzelfde netwerk:
serve-only_link = Alleen deze link komt binnen; hij verandert bij elke start van `serve`.
serve-other_addresses = Andere adressen van deze machine (met --host): { $addresses }
serve-local_only = Alleen deze machine kan haar openen. Voor tablets en telefoons: bang-companion serve --lan

## why `serve` cannot listen where it was asked to

serve-unknown_host = { $host } is geen bekend adres: controleer --host
serve-port_in_use = poort { $port } is al in gebruik op { $host }: kies een andere met --port
serve-not_this_machine = { $host } is geen adres van deze machine: controleer --host
serve-port_needs_rights = poort { $port } vraagt beheerdersrechten: kies er een boven 1023 met --port
serve-cannot_listen = kan niet luisteren op { $host }:{ $port }: { $why }
