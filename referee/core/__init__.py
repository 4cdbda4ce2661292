"""Game-agnostic machinery: resources, errors, the game registry, tallies and score sheets."""
