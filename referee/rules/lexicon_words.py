"""The words of a language's lexicon are words of that language, never typos.

The typo guesser (search._correct) reads a word the rule text does not know
as the nearest word it does, one or two letters away: "tokn" is "token",
"reputaton" is "reputation". A real word of the language is no slip, yet
the rule text of four games holds few of them, and the guesser rewrote
words the lexicons list for what they are: "renunciar" read as "anunciar"
(gaps5 fixed that one by a group), "anunciamos" as "renunciamos", "fight" as
"right", "habla" as "tabla", "aprender" as "ascender", "puesta" as
"cuesta". Every word of a language's lexicon (`referee/rules/lexicon/
<lang>.toml`: its stopwords, weak words, question forms, neighbours, names of
players...) is read as written, as a word of the everyday groups already
is. Not the tables whose words are not words of the language: the stems
and endings of `[stemmer]` and the typed short forms of `[shorthand]`
("recieve", "qual": read there as what they stand for).

Only when the guess reads another word: the two differ before the word's
last letters (its length less the edits and one more). An ending changed
("broke" / "broken", "burnt" / "burn", "revisa" / "revisar", "agree" /
"agreed") reads the same word in the rule text's form, and the guesser still
does it: kept as written, those words took 2 right first answers and 5
answers of the tuning list (TUNE49) away. With the narrowing, on TUNE49:
top-3 19,015 -> 19,017 ("una carta de Wellness PUESTA", no more "cuesta"),
top-1 (17,990), abstention (3,164) and false abstention (494) unchanged,
once the two words it laid bare were read: "el libro HABLA de", "del que
HABLA el reglamento" (was "tabla") is the rulebook as who speaks (lexicon
`passage_verbs`, `passage_according`; as a detail word its stem also took
"hablar", talking at the table, a topic, away), and "¿la caja OCUPA MUCHO?
¿CABE en una mesa chica?" (was "acabe") asks the box's dimensions (common
group "dimensions"). Re-landed on TUNE51: top-3 19,401 -> 19,403, the other
figures unchanged; "protect", read as written, meets a gap whose silence
still names the kind the cards print (rules/silences.py `printed_beside_gap`).

One set look-up, made once per word (the guesser's cache), and only for a
word the guesser would rewrite. The list itself is built, for the index, by
rules/lexicon_word_list.py: the index's build reads that module, not this one.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.lexicon_word_list import worked_out


@lru_cache(maxsize=8)
def lexicon_words(lang: str) -> frozenset[str]:
    """The folded words of `lang`'s lexicon (rules/lexicon_word_list.py `worked_out`), as the index keeps them
    (`Index.lexicon_words`): working them out folds the whole lexicon, about 9-12 ms of CPU at the first
    guess of a process that reads another word."""
    from referee.rules.index import get_index  # (imported here: the index loads at the first guess, not at import)
    kept = get_index().lexicon_words.get(lang)
    if kept is None:
        return worked_out(lang)
    return frozenset(kept.split("\n")) if kept else frozenset()


def another_word(word: str, guess: str, edits: int, lang: str) -> bool:
    """Whether the guesser's `guess` for `word` (at most `edits` away) reads
    a word of `lang`'s lexicon as another word: the two differ before the
    word's last letters ("RENUNCIAR" / "anunciar", "HABLA" / "tabla"), not
    an ending changed ("broke" / "broken", "burnt" / "burn", "revisa" /
    "revisar"), which reads the same word in the rule text's form."""
    keep = len(word) - edits - 1
    return not guess.startswith(word[:keep]) and word in lexicon_words(lang)
