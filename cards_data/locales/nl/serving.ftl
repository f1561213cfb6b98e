# What a browser is told when the served table turns it away, in Dutch.
# Every id exists in every language folder with the same variables.

## pages for a refused browser: its language is not known, so they say it in every language

serving-private-title = Deze tafel is privé
serving-private = Scan de QR-code op het scherm van de gastheer om mee te spelen.
serving-other_site-title = Niet vanaf een andere site
serving-other_site = De tafel opent alleen vanaf haar eigen adres.
serving-wrong_address-title = Verkeerd adres
serving-wrong_address = Deze tafel antwoordt alleen op { $address }, op haar eigen machine.

## the answer to a request for the websocket's address that is not a websocket

serving-websocket_only = Dit adres dient alleen de websocket van de pagina.
