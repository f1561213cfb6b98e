"""The rules engine: rules.core (what both games share), rules.bang (BANG!) and rules.duel
(BANG! Duel), siblings on the core that never import each other."""
