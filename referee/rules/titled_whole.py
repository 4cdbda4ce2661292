"""The entries whose titles state the whole a bare ask asks are moved first.

A first-time player asks the whole of a thing in a few everyday words ("how
do I win?", "¿cuándo se termina?"), often with no word of the game: the
rulebook answers it in the entry whose title states that whole ("Solo win:
...", "The game ends after round 4"), the one a reader takes from the
contents, not an entry that says it in passing or a part with a like word
("When the year (turn) ends"). The readings of each such ask
(rules/win_asked.py, rules/end_asked.py) say which titles state it; this
moves them.

TUNE197 (193 sets, round plainasks, both readings on 1c54e828): top-1
35,641 -> 35,649 of 38,720, top-3 37,981 -> 37,985, abstention 5,768
(5,785) and false abstention 1,164 unchanged; the check sets unchanged
(767, 796, 131 (131), 17). Ten questions gained their first rule (blind194
"¿Cuándo se termina? Mi hijo pregunta cuántos años hay que jugar", "so when
does it end?", Adulthood's solo end and win, "¿Cómo se gana en
Adulthood?"), two lost it (LOOP's "All modes end the same way" and a
question of two asks); four gained a place in the first three ("playing by
myself, how do i win?", "jugando solo, ¿cómo se gana?").
"""

from __future__ import annotations


def titled_first(scored: list[tuple[float, int]], titled, game_of, any_game: bool, share: float, ranks: int,
                 may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the entries of
    the next `ranks` for which `titled(number)` holds moved first, best
    first, when the first's title does not and they score at least `share`
    of it; of the first's game unless `any_game` (the question names,
    implies or types none: the game is then what the evidence says, and an
    entry that states the asked whole is stronger evidence than one that
    says it in passing). Not an entry `may_move` keeps (a variant the
    question does not name). None when nothing moves."""
    if len(scored) < 2:
        return None
    best, first = scored[0]
    if titled(first):
        return None
    game = game_of(first)
    moved = [rank for rank, (value, number) in enumerate(scored[1:ranks + 1], start=1)
             if value >= best * share and (any_game or game_of(number) == game) and may_move(number)
             and titled(number)]
    if not moved:
        return None
    return [scored[rank] for rank in moved] + [item for rank, item in enumerate(scored) if rank not in moved]
