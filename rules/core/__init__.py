"""The rules both games share: the game and its log, moves, refusals, table knowledge, notation
errors, player names, scenario files. It imports neither game (rules/bang, rules/duel)."""
