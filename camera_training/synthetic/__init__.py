"""Seeded synthetic cards, scenes and clips: the only pictures this project has."""
