# What a browser is told when the served table turns it away, in Italian.
# Every id exists in every language folder with the same variables.

## pages for a refused browser: its language is not known, so they say it in every language

serving-private-title = Questo tavolo è privato
serving-private = Inquadra il codice QR sullo schermo di chi ospita per unirti alla partita.
serving-other_site-title = Non da un altro sito
serving-other_site = Il tavolo si apre solo dal suo indirizzo.
serving-wrong_address-title = Indirizzo sbagliato
serving-wrong_address = Questo tavolo risponde solo a { $address }, sulla sua macchina.

## the answer to a request for the websocket's address that is not a websocket

serving-websocket_only = Questo indirizzo serve solo il websocket della pagina.
