"""How many spaces a track or a board has: a silence of the question's form.

"How many SPACES does the VEP track HAVE?", "¿Cuántas CASILLAS TIENE el
Registro de Realización Personal?", "¿cuántas casillas de solo VEP tiene el
Registro de Amistad de Rob?". The rule that ranks first is the rule of the
track (what it is for, where a counter starts, how it moves) and holds
every word asked but the count: the spaces of a track are printed on the
board, not in the rulebook, unless a near rule counts them ("a Player
Board has EIGHT ACTION SPOTS", "THREE LEVELS of difficulty", "levels
(0-7)").

The ask is a word of how many (`spaces_how_many`) with a word of spaces
right after it, perhaps one word between (`spaces_words`: "spaces",
"levels", "slots", "casillas", "niveles", "huecos"), and after them, in the
same sentence, a verb of having (`spaces_having`: "have", "has", "tiene",
"hay"; not "have TO", "hay QUE": `spaces_having_except`): how many steps a counter moves ("how many spaces do I go back?")
asks no length. A near rule counts the spaces when a number stands at most
COUNT_REACH words before one of its words of spaces ("ocho espacios de
acción") or a range follows it ("levels (0-7)", "niveles del 0 al 7"); a
number right after it is a place on the track ("space 5"), no count.
Cheap: one set look-up of the words of spaces passes over most questions.
TUNE22 sets: 3 abstentions more (blind44, blind50, blind71: the Personal
Fulfillment, VEP and Rob's Friendship tracks), nothing else moved; the 8
answerable questions that ask how many spaces, levels or spots a thing has
are answered by a near rule that counts them.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import is_number, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, phrase_starts, phrases_held, sentence_words

COUNT_REACH = 2  # words from a number to the word of spaces it counts ("ocho ESPACIOS", "eight action SPOTS")
RANGE_REACH = 3  # words after a word of spaces within which a range of them starts ("levels (0-7)")
KIND_WORDS = 1  # words between the word of how many and the word of spaces ("how many ACTION spaces")


def _asked(query: str, lang: str) -> tuple[str, ...] | None:
    """The words of how many, of spaces and of having asked in one sentence
    ("how many", "spaces", "have"), or None."""
    spaces = question_form_set(lang, "spaces_words")
    if spaces.isdisjoint(words(query)):
        return None  # (no word of spaces: most questions)
    how_many = question_form_phrases(lang, "spaces_how_many")
    having = question_form_set(lang, "spaces_having")
    for said in sentence_words(query):
        for phrase in phrases_held(said, how_many):
            start = next(phrase_starts(said, phrase)) + len(phrase)
            space = next((n for n in range(start, min(len(said), start + KIND_WORDS + 1)) if said[n] in spaces), None)
            if space is None:
                continue
            obliged = question_form_set(lang, "spaces_having_except")
            verb = next((word for n, word in enumerate(said[space + 1:], space + 1)
                         if word in having and said[n + 1:n + 2] not in ([w] for w in obliged)), None)
            if verb is not None:
                return (*phrase, said[space], verb)
    return None


def _counts_spaces(sentence: list[str], lang: str) -> bool:
    """Whether a sentence of a rule counts spaces: a number at most
    COUNT_REACH words before a word of spaces, or a range after it."""
    spaces = question_form_set(lang, "spaces_words")
    for position, word in enumerate(sentence):
        if word not in spaces:
            continue
        if any(is_number(before, lang) for before in sentence[max(0, position - COUNT_REACH):position]):
            return True
        after = sentence[position + 1:position + 1 + RANGE_REACH + 1]
        if any(is_number(first, lang) and is_number(second, lang) for first, second in zip(after, after[1:])) \
                or any(is_number(first, lang) and is_number(third, lang) for first, third in zip(after, after[2:])):
            return True
    return False


def unstated_spaces(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask how many spaces a thing has when no near rule
    counts spaces; else None."""
    lang = lang_index.lang
    asked = _asked(query, lang)
    if asked is None:
        return None
    if any(_counts_spaces(sentence, lang) for number in near for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(asked)
