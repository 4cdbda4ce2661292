"""What is printed on a component, asked in so many words: a silence of the question's form.

"whats printed on the 4 player reference cards", "what's on the back of the
Values cards", "whats on the arcades experience space", "¿qué pone en el
reverso de las losetas?". A rulebook says what a component is for and how
it is used, seldom what is printed on it: that is on the component, which
the table reads (`referee facts`). The rule that ranks first for such a
question is the one that counts the component or says how it is used
("There are 4 player reference cards, one per player"), and would answer
with confidence something it does not say.

The question asks it when it holds a phrase of asking what is printed
(`print_asked`: "what's on", "whats printed", "what is written", "printed
on the back", "qué pone en", "qué lleva impreso"). It is unanswered when
the first rule says nothing of what a component shows (`print_told`:
"shows", "printed", "depicts", "muestra", "impreso"): a rule that does
("if the Bus Stop Tile SHOWS a neutral Character Token") may be the one
that reads the print. Only the first rule, as rules/twins_drawn.py reads a
pair: the rule of the component asked ranks first.

A near rule that tells the print goes first (`teller_first`, round
printed, blind126: players asking about what they see printed): when the
first rule says nothing of a print, a rule of its game among the first
TELLER_RANKS, scoring TELLER_SHARE of it, whose sentence of print holds the
first TELLER_THING_WORDS content words of the thing asked ("what's on the
BACK of the CAREER cards": LOOP's "INTERN (PRINTED on the BACK of every
CAREER card)", behind the INTERN's own entry) answers. Tuning list TUNE129:
one false abstention fewer and one top-1 more (blind126); nothing else
moved. Without the words of the thing, blind57's "what's on the back of
the Values cards" (silent) was answered by "Values cards SHOW your deeply
held values", a print of no back.
"""

from __future__ import annotations

from referee.rules.index import Index, LangIndex
from referee.rules.instances import without_game_names
from referee.rules.normalize import question_form_by_opener, question_form_phrases, stem, stopwords, words
from referee.rules.unstated_specifics import entries_tell, entry_sentences, entry_tells, holds

TELLER_SHARE = 0.85  # the least share of the first rule's score at which a near rule that tells the print goes first
TELLER_RANKS = 3  # the first rule and the next ones among which a rule that tells the print is looked for
TELLER_THING_WORDS = 2  # the content words after the phrase a rule that tells the print must hold ("the BACK of the CAREER cards")
THING_WORDS = 4  # the most words after the phrase kept to name what the print is asked of ("back roadblock tiles")


def unstated_print(query: str, first: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The words of the thing whose print the question asks (or the
    phrase's own, when none follow; the names of games said in passing
    left out) when it asks what is printed on a component and the rule of
    `first` (the one that would answer, or none) says nothing of what a
    component shows; else None."""
    lang = lang_index.lang
    asked = question_form_by_opener(lang, "print_asked")
    if _asked_at(words(query), asked) is None:
        return None  # (no print asked: most questions)
    if entries_tell(first, lang_index, "print_told"):
        return None
    said = words(without_game_names(query, index, lang))  # ("the reference cards IN CV": the game, not the thing)
    position, phrase = _asked_at(said, asked) or (len(said), ())
    stop = stopwords(lang)
    thing = [word for word in said[position + len(phrase):] if word not in stop][:THING_WORDS]
    return " ".join(thing or phrase or said[-1:])


def _asked_at(said: list[str], asked: dict[str, tuple[tuple[str, ...], ...]]) -> tuple[int, tuple[str, ...]] | None:
    """The position and the phrase of the first phrase of `asked` (phrases
    by their first word) in the folded words `said`, or None."""
    if asked.keys().isdisjoint(said):
        return None  # (no word that opens a phrase: most questions)
    return next(((position, phrase) for position, word in enumerate(said) for phrase in asked.get(word, ())
                 if tuple(said[position:position + len(phrase)]) == phrase), None)


def teller_first(query: str, scored: list[tuple[float, int]], lang_index: LangIndex) -> list[tuple[float, int]]:
    """`scored` with a near rule that tells what a component shows moved
    first, when the question asks what is printed and the first rule does
    not tell it: "what's on the back of the career cards" is answered by
    LOOP's "INTERN (PRINTED on the back of every CAREER card)", which ranked
    second behind the INTERN's own entry (no word of print). The near rule
    is of the first rule's game, among its first TELLER_RANKS, and scores
    at least TELLER_SHARE of it; else `scored` unchanged (most questions:
    no phrase of print asked, one set look-up)."""
    said = words(query)
    at = _asked_at(said, question_form_by_opener(lang_index.lang, "print_asked"))
    if at is None:
        return scored
    first_value, first = scored[0]
    if first >= lang_index.gap_start or entry_tells(first, lang_index, "print_told"):
        return scored
    game = lang_index.docs[first].entry.game
    position, phrase = at
    stop = stopwords(lang_index.lang)
    thing = frozenset(stem(word, lang_index.lang) for word in [word for word in said[position + len(phrase):]
                                                               if word not in stop][:TELLER_THING_WORDS])
    told = question_form_phrases(lang_index.lang, "print_told")

    def tells_thing(number: int) -> bool:
        """Whether a sentence of the entry tells a print and holds every word of the thing asked ("the BACK")."""
        return any(holds(sentence, told) and thing <= {stem(word, lang_index.lang) for word in sentence}
                   for sentence in entry_sentences(number, lang_index))

    teller = next((item for item in scored[1:TELLER_RANKS] if item[1] < lang_index.gap_start
                   and lang_index.docs[item[1]].entry.game == game and item[0] >= TELLER_SHARE * first_value
                   and entry_tells(item[1], lang_index, "print_told") and tells_thing(item[1])), None)
    if teller is None:
        return scored
    return [teller, *(item for item in scored if item is not teller)]
