"""A count of the cards of a kind that print something, told as a belief to confirm: a silence of what cards print.

"i reckon ONLY A COUPLE OF Wellness cards CARRY the Family icon, right?",
"Creo que NINGUNA Career PIDE el icono Shady para ascender, ¿no?", "CASI
TODAS las Careers DAN dinero ...", "HAY DOS ACTIVITY QUE PIDEN dos
PLASTIC, ¿es así?". The player counts the cards of a kind by what they
print, as "how many Health cards give money?" does (rules/instances.py
`asked_listing`), but tells the count instead of asking it: the rulebook
prints no list of those cards (only each LOOP career and event, each
Coming of Age trait), so what the cards print is read on the cards. The
rule that names the kind and the thing ranks first and covers every word.

The form: a word that counts in a belief (`count_believed`: "only a couple
of", "none of the", "almost all", "ninguna", "casi todas", "hay dos"),
then, after the little words of a listing (`listing_skipped`: "the",
"las"), the kind in at most NAME_WORDS words ending in a word of a kind
(`listing_typed`, `listing_generic`), a relative pronoun or not, and a
verb of what a card prints, one card or many (`count_believed_verbs`:
"carry", "pide", "dan"). Silent unless the rulebook of the first entry's
game prints each card of the kind (`instances.unprinted_kind`).

blind161 (a belief to confirm in every question): 4 such questions, all
unanswerable and answered before.
"""

from __future__ import annotations

from referee.rules.index import Index, LangIndex
from referee.rules.instances import NAME_WORDS, unprinted_kind
from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import find_phrase


def believed_kind(query: str, lang: str) -> tuple[str, ...]:
    """The words of the kind of card a belief counts by what its cards print
    ("wellness cards", "careers"), or ()."""
    said = words(query)
    if question_form_openers(lang, "count_believed").isdisjoint(said):
        return ()  # (no word a counting belief opens with: most questions)
    verbs = question_form_set(lang, "count_believed_verbs")
    if verbs.isdisjoint(said):
        return ()
    kinds = question_form_set(lang, "listing_typed") | question_form_set(lang, "listing_generic")
    skipped, relatives = question_form_set(lang, "listing_skipped"), question_form_set(lang, "listing_relatives")
    for phrase in question_form_phrases(lang, "count_believed"):
        at = find_phrase(said, phrase)
        if at < 0:
            continue
        rest = said[at + len(phrase):]
        while rest and rest[0] in skipped:
            rest = rest[1:]
        for end, word in enumerate(rest[:NAME_WORDS]):
            if word in kinds:
                verb = end + 2 if end + 2 < len(rest) and rest[end + 1] in relatives else end + 1
                if verb < len(rest) and rest[verb] in verbs:
                    return tuple(rest[:end + 1])
                break
    return ()


def unstated_believed_count(query: str, game: str, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The words of the kind a belief counts by what its cards print, when
    the rulebook of `game` does not print each card of it; else ()."""
    return unprinted_kind(believed_kind(query, lang_index.lang), game, index, lang_index)
