"""An account asked in brief: the words that say how long the answer should be, never what it is about.

"solo mode IN A NUTSHELL?", "how do GOALs work, SHORT VERSION", "give me THE
SHORT VERSION of the solo mode", "¿me explica EN POCAS PALABRAS cómo funciona
el modo solitario?", "WORK, BUY y CONSUME: explicámelos EN UNA LÍNEA CADA
UNO", "¿Para qué sirven los Registros de Ánimo, EN UNA FRASE?". A player who
wants the big picture asks for a rule (the solo mode, a turn, the GOALs) and
says how much of it to tell. Read word by word, "nutshell", "version",
"short", "pocas", "frase", "línea" were topics no entry covers (nouns the
rulebooks never use, or the common topic of a shorter game, whose gap then
said the rulebook is silent), and `ask` answered "the rulebook does not
cover it" while the rule asked ranked first. The phrases are idioms (lexicon
`question_form.idioms`, group "an account asked in brief", both languages):
the search reads their positions as the player's wording (rules/idioms.py),
and so does the reading of a marking's meaning (rules/marking_asked.py: "EN
UNA FRASE" is no funny sentence printed on a card).

A short or quick version (lexicon `question_form.brief_versions`: "short
version", "versión corta") is also the shorter GAME the rulebooks never
offer ("is there A short version?", "¿hay UNA versión corta de CV?", lexicon
`common_groups`, and the gap catalogs' shorter game). It is the account
asked only when the word before it offers no such thing: not an indefinite
word (`brief_version_offered`: "a", "any", "una", "alguna", "otra"), nor a
verb of playing before its article ("can we PLAY THE short version?",
`brief_version_played`). "THE short version of solo mode", "DAME LA versión
corta", "..., short version" (the question's last words) and "Short version
please" ask how much to tell; "shorter"/"más corta" is always the game.

A notion said only inside such wording is no more in a gap than in the
rule (search._gap_holds_more): "dame LA VERSIÓN CORTA del modo solitario"
met the gap of a shorter game by "versión corta" alone.

Measured on blind112 (players asking for the big picture): false abstention
16 -> 4 of 200, top-1 142 -> 143, top-3 and abstention unchanged. TUNE117
(113 sets): top-1 20,537 -> 20,538, false abstention 558 -> 546, top-3
21,751 and abstention 3,596 unchanged; no other set moved. The cost is a
set look-up per question ("short"/"quick"/"version" absent: most).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import first_word_reach, phrase_positions, question_form, question_form_set, words


@lru_cache(maxsize=4)
def _versions(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of a short version (`brief_versions`) of `lang` and their reach."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get("brief_versions", ()))
    return phrases, first_word_reach(phrases)


def brief_version_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words of a short version asked as the account
    ("THE SHORT VERSION of solo mode", "how do GOALs work, SHORT VERSION"),
    not offered as a shorter game ("is there A short version?"). Empty for
    a question without a word a short version starts with (most: one set
    look-up)."""
    phrases, reach = _versions(lang)
    if reach.keys().isdisjoint(folded):
        return set()
    found = phrase_positions(folded, phrases, reach)
    if not found:
        return set()
    offered = question_form_set(lang, "brief_version_offered")
    played = question_form_set(lang, "brief_version_played")
    kept: set[int] = set()
    runs = sorted(found)
    start = runs[0]
    for at, position in enumerate(runs):
        if at + 1 < len(runs) and runs[at + 1] == position + 1:
            continue  # (the run goes on)
        before = folded[start - 1] if start else ""
        two_before = folded[start - 2] if start > 1 else ""
        if before not in offered and before not in played and two_before not in played:
            kept.update(range(start, position + 1))
        if at + 1 < len(runs):
            start = runs[at + 1]
    return kept
