"""CV: state, rules and scoring of the game; pure Python, no I/O."""
