# What a browser is told when the served table turns it away, in French.
# Every id exists in every language folder with the same variables.

## pages for a refused browser: its language is not known, so they say it in every language

serving-private-title = Cette table est privée
serving-private = Scannez le code QR affiché sur l'écran de l'hôte pour rejoindre la partie.
serving-other_site-title = Pas depuis un autre site
serving-other_site = La table ne s'ouvre que depuis sa propre adresse.
serving-wrong_address-title = Mauvaise adresse
serving-wrong_address = Cette table ne répond qu'à { $address }, sur sa propre machine.

## the answer to a request for the websocket's address that is not a websocket

serving-websocket_only = Cette adresse ne sert que le websocket de la page.
