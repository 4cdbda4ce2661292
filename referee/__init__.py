"""referee: a referee and rules assistant for physical tabletop games."""

__version__ = "0.1.0"
