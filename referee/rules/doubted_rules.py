"""A rule a player doubts exists, of which the first rule does not hold every game term.

"Mi primo dice que el jugador con la bicicleta tiene que descartarla cuando
empieza el mazo de la edad media. ¿Es una regla?", "my friend says the
Landfill is emptied when the Material deck runs out, is that a real rule?".
A player who asks whether a rule exists at all (`question_form.claim_doubted`:
"is that a real rule?", "is that a thing?", "¿es una regla?", "¿existe
ese...?"), not whether a detail is right ("is that right?", "¿quién tiene
razón?"), tells the rule in the game's own terms. When the rulebook has it,
its entry names each of them (the bicycle, the deck of middle age); the
rule that ranks first for the bicycle, which says who takes the token at
set-up, never names the middle-age deck: the rulebook has no such rule.

Only the game's glossary terms count (not an everyday word: "whoever", "the
highest" would be any rule's paraphrase), nor the frame of the claim ("my
cousin says") or the doubt ("is that a REAL rule?"), nor the games' names. On the tuning sets every question that
doubts a rule so (10) is unanswerable, and a claim disputed in play is
named in other terms than its rule (135 answered claims of "is that right?"
miss a term of their first rule): the doubt alone makes the form.
"""

from __future__ import annotations

from referee.rules import framing
from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import key, question_form_phrases, stopwords, words
from referee.rules.payment import game_concepts
from referee.rules.unstated_specifics import holds

# (id of the index, language, entry number) -> (the index, kept alive; the game concepts its text names)
_NAMED: dict[tuple[int, str, int], tuple[Index, frozenset[str]]] = {}


def _entry_concepts(number: int, index: Index, lang_index: LangIndex) -> frozenset[str]:
    """The game concepts an entry's section, title and text name (worked out once per entry)."""
    cache_key = (id(index), lang_index.lang, number)
    kept = _NAMED.get(cache_key)
    if kept is None:
        entry = lang_index.docs[number].entry
        lang = lang_index.lang
        stems = [key(word, lang) for word in words(f"{entry.section} . {entry.title} . {entry.text}")
                 if word not in stopwords(lang)]
        kept = _NAMED[cache_key] = (index, frozenset().union(*game_concepts(stems, entry.game, index, lang)))
    return kept[1]


def unstated_doubted(query: str, near: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The question's words of the game's terms the first of `near` does not
    name, when the question doubts a rule exists; else None."""
    lang = lang_index.lang
    doubted = question_form_phrases(lang, "claim_doubted")
    if not near or not holds(words(query), doubted):
        return None  # (no doubt of a rule: most questions)
    said = words(without_game_names(query, index, lang))
    told = framing.speech_positions(said, lang) | framing.doubt_positions(said, lang)
    stop = stopwords(lang)
    stems = ["" if position in told or word in stop else key(word, lang) for position, word in enumerate(said)]
    game = lang_index.docs[near[0]].entry.game
    named = _entry_concepts(near[0], index, lang_index)
    unnamed = [word for word, own in zip(said, game_concepts(stems, game, index, lang)) if own and not own & named]
    return " ".join(unnamed) or None
