"""What an ask's pronoun points back to: the thing named in the story told before it.

"I have two Values face down since the start and I'm curious. Can I look at
THEM during the game?", "Tengo dos Valores boca abajo y me pica la
curiosidad. ¿Puedo mirarLOS?": the act asked of ("look", "mirar") has no
object in its own sentence; what it is done to is the thing the story
named ("Values"), not the last word the story happened to end on
("curious", "curiosidad"). Read on the words themselves, whatever
pronoun (English "them", "it"; a Spanish clitic, "los", "la", "lo") or
none the player typed: an act whose nearest object lies in another
sentence takes as object the nearest word told there that a glossary knows
(a thing or notion of the games: "Values", "face down", "the start"), not
a word no rule speaks of ("curious", "la curiosidad", "me pica").

On the tuning sets: false abstention 312 -> 311 of 13,760, nothing else
moved. With the nearest term of the entry's own game only (skipping "my
hand" for "the Trait Tiles" before it) a question about a hidden hand was
lost beside it (top-1 12,856 -> 12,855).

Used where the search looks for the object of a common act ("look at",
"run out", "limit", `search._object_covered`): a rule that says "you may
not look at your face-down Values" speaks of looking at the thing asked.

No act reaches back when a phrase it is part of names its object already
(`names_own_object`): "Acepté un FAVOUR y lo descarté porque pensé que
había límite. ¿Hay LÍMITE DE MANO?", "I thought there was a cap. Is there a
HAND LIMIT?" ask of the hand, which the common phrase of a hand limit says;
the story's words ("pensé", "había", "cap") are no object of that limit,
and a rule that says "No hay límite de mano" answers. Only a limit: a
phrase of running out is the act itself ("¿me QUEDO SIN nada?"), whose
object the story may still tell (blind77: read as named by its phrase, an
unanswerable question about social assistance was answered).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence


def told_antecedent(clause: Sequence[int], asked_at: int, nearest: int | None,
                    is_game_term: Callable[[int], bool]) -> int | None:
    """The position of the object of the act at `asked_at`, given `nearest`,
    the nearest word before it that could be one: `nearest` itself when it
    is in the act's own sentence (or the text is one sentence, `clause`
    empty); else the nearest word, from `nearest` back through the
    sentences told before, that `is_game_term` (a word of a glossary: what
    a story names and a pronoun points back to); else `nearest`."""
    if nearest is None or not clause or clause[nearest] == clause[asked_at]:
        return nearest
    return next((n for n in range(nearest, -1, -1) if clause[n] != clause[asked_at] and is_game_term(n)), nearest)


def names_own_object(phrases: Sequence[frozenset[str]], asked_at: int, topics: frozenset[str],
                     limits: Sequence[bool]) -> bool:
    """Whether the word at `asked_at` is part of a phrase of a common topic
    (one of `topics`) that spans a word beside it and holds a word of a limit
    (`limits`, for each word): "HAND limit", "límite de MANO" name what is
    limited, and no word of a story told before is its object. `phrases`: for
    each word, the phrase notions it is part of (`Thesaurus.concepts_at`,
    second member)."""
    own = phrases[asked_at] & topics
    if not own:
        return False
    span = [n for n in (asked_at - 1, asked_at, asked_at + 1) if 0 <= n < len(phrases) and phrases[n] & own]
    return len(span) > 1 and any(limits[n] for n in span)
