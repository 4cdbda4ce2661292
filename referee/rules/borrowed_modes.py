"""A rule of one mode asked of another, "like in" that mode: a silence of the question's form.

"In LOOP competitive, can I sell a MATERIAL back to the bank LIKE THE SOLO
RESELL?", "¿podemos jugar con las cartas boca arriba en el modo
competitivo, COMO EN EL COOPERATIVO?", "en el modo normal, ¿puedo cambiar
un material COMO HACE EL BARTER azul DEL SOLITARIO?". The player knows the
rule of one mode and asks whether it holds in another. The entry that
ranks first is that mode's own rule (the solo RESELL, the co-op's open
hands): it says how that mode plays, not that the mode asked borrows it. A
rulebook that lets a rule of one mode into another says so where it gives
the other mode's rules, so the mode's own entry is silent on the question.

The question borrows when a phrase of likeness (`question_form.borrowed_like`:
"like", "as in", "como en", "como hace", "igual que"; not the verb after a
person or a denial, `borrowed_like_not_after`: "I'd like", "we don't like")
is followed, within COMPARED_REACH words, by the name of one of the game's
variants (its modes but the default one, named as the index names them:
"solo", "solitario", "co-op", "cooperativo"), and the question also names,
outside those words, the mode it asks of: another of the game's variants,
or the ordinary game (`borrowed_ordinary`: "normal", "regular", "basic",
"básico"). It is silent only when the first entry is of the compared
variant (by its id or the head of its section). The other way round ("en el solitario, ¿se reparten Valores
COMO EN LA PARTIDA NORMAL?", "en cooperativo se roba un FAVOUR como en el
básico") compares with the ordinary game, no variant: the variant's own
entry, first, says whether it does, and the question keeps its answer.

A variant's rule asked outside it ("refresh the market OUTSIDE SOLO?",
"FUERA DEL MODO SOLITARIO", `borrowed_outside`) asks it of the ordinary game
in so many words, and is silent the same way (`_outside_asked`).

Cheap: a set look-up of the phrases' first words, then of the mode names in a
few words; most questions hold neither.
"""

from __future__ import annotations

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import key, question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import phrase_starts, phrases_held

COMPARED_REACH = 5  # words after the phrase of likeness within which it names the mode compared ("como hace EL BARTER
# AZUL DEL SOLITARIO": the fifth)


_NAMES_READ: list = [None, {}]  # (the index last read, the variants' names of each game and language in it)


def _variant_names(game: str, lang: str, index: Index) -> tuple[tuple[str, frozenset[str]], ...]:
    """`_names_of_variants`, worked out once per game and language of the
    index last read (a question with a phrase of likeness, "like", about
    half of them, read every game mode's names again)."""
    if _NAMES_READ[0] is not index:
        _NAMES_READ[:] = [index, {}]
    kept = _NAMES_READ[1]
    if (game, lang) not in kept:
        kept[(game, lang)] = tuple(_names_of_variants(game, lang, index))
    return kept[(game, lang)]


def _names_of_variants(game: str, lang: str, index: Index) -> list[tuple[str, frozenset[str]]]:
    """The game's variants (not its default mode), each with the sets of
    plain keys that name it in `lang` (sets of concepts or intents aside)."""
    variants = {mode for mode, spec in index.game_modes.get(game, {}).items() if not spec.default}
    return [(mode, signature) for (mode_game, mode), per_lang in index.mode_names.items()
            if mode_game == game and mode in variants
            for signature in per_lang.get(lang, ()) if not any(token[:1] in "~?" for token in signature)]


def _named(keys: list[str], names: list[tuple[str, frozenset[str]]]) -> set[str]:
    """The variants whose whole name `keys` hold."""
    held = set(keys)
    return {mode for mode, signature in names if signature <= held}


def _entry_variant(number: int, index: Index, lang_index: LangIndex, names: list[tuple[str, frozenset[str]]]) -> str | None:
    """The variant an entry is about: by its id (`index.entry_modes`) or by
    the head of its section ("Cooperative Mode", "Modo Solitario"); None
    for a rule of the whole game."""
    entry = lang_index.docs[number].entry
    variants = {mode for mode, _ in names}
    mode = index.entry_modes.get(entry.game, {}).get(entry.id)
    if mode in variants:
        return mode
    head = [key(word, lang_index.lang) for word in words(entry.section.split(">")[0])]
    return next(iter(_named(head, names)), None)


def unstated_borrowing(query: str, first: int, index: Index, lang_index: LangIndex) -> str | None:
    """The words that compare with a variant ("like the solo RESELL") when
    the question asks of another mode a rule of that variant and the first
    entry is the variant's own rule; else None."""
    lang = lang_index.lang
    said = words(query)
    if question_form_openers(lang, "borrowed_like").isdisjoint(said) \
            and question_form_openers(lang, "borrowed_outside").isdisjoint(said):
        return None  # (no phrase of likeness nor of being outside a mode: most questions)
    names = _variant_names(lang_index.docs[first].entry.game, lang, index)
    if not names:
        return None  # (a game of one mode)
    keys = [key(word, lang) for word in said]
    outside_asked = _outside_asked(said, keys, first, index, lang_index, names)
    if outside_asked:
        return outside_asked
    for phrase in phrases_held(said, question_form_phrases(lang, "borrowed_like")):
        start = next(phrase_starts(said, phrase))
        if start and said[start - 1] in question_form_set(lang, "borrowed_like_not_after"):
            continue  # ("I'd LIKE to play solo", "we don't LIKE the co-op": a verb of liking, no likeness)
        after = start + len(phrase)
        compared = _named(keys[after:after + COMPARED_REACH], names)
        if not compared:
            continue
        outside = keys[:start] + keys[after + COMPARED_REACH:]
        asked = _named(outside, names) - compared
        ordinary = not question_form_set(lang, "borrowed_ordinary").isdisjoint(said[:start] + said[after + COMPARED_REACH:])
        if (asked or ordinary) and _entry_variant(first, index, lang_index, names) in compared:
            return " ".join(said[start:after + COMPARED_REACH])
    return None


def _outside_asked(said: list[str], keys: list[str], first: int, index: Index, lang_index: LangIndex,
                   names: list[tuple[str, frozenset[str]]]) -> str | None:
    """The words that ask a variant's rule outside it ("is there any way to
    refresh the market OUTSIDE SOLO?", "FUERA DEL MODO SOLITARIO, ¿puedo
    ...?", `borrowed_outside` followed within COMPARED_REACH words by the
    variant's name) when the first entry is that variant's own rule: the
    player asks it of the ordinary game, which the variant's rule does not
    speak of; else None. Round newsil (TUNE121): abstention +1 (blind118's
    market refresh; blind35's and blind54's "fuera del modo solitario" were
    already unanswered), nothing else moved."""
    lang = lang_index.lang
    for phrase in phrases_held(said, question_form_phrases(lang, "borrowed_outside")):
        start = next(phrase_starts(said, phrase))
        after = start + len(phrase)
        reach = next((length for length in range(1, COMPARED_REACH + 1) if _named(keys[after:after + length], names)), 0)
        if reach and _entry_variant(first, index, lang_index, names) in _named(keys[after:after + reach], names):
            return " ".join(said[start:after + reach])  # (up to the variant's name: "fuera del modo solitario")
    return None
