"""A piece asked to be one of a told total: a silence of the question's form.

"Is the bicycle token ONE OF THE 49 tokens or an extra piece?", "¿La ficha
de bicicleta ES UNA DE LAS 49 fichas o viene aparte?". A player who mixes
up two things of the box asks whether one is counted in the other's total.
The rule that ranks first is the rule of the piece ("the start player also
takes the bicycle token") or the count of the box ("7 dice and 49
tokens"): each holds half of the question, neither says the one is among
the other. The box says it, not the rulebook.

The question asks it when a sentence says a word of being (`counted_among_being`:
"is", "es") and then a phrase of being among (`counted_among`: "one of
the", "una de las", "part of the") right before a number; the thing asked
is the content words of the sentence before the phrase that the kind after
the number does not repeat ("bicycle" of "the bicycle TOKEN
... 49 TOKENS"). It is unanswered when none of the near rules has, in one
sentence, the number and a word of the thing. Only a question that says
"is X one of the N": "one of the 7 dice is missing" and "draw one of the 4
Starting Trait Tiles" tell a piece, they do not ask where it is counted.

On the tuning list it fires on two questions, both the rulebook's silence
("is the bicycle token one of the 49 tokens?" in blind88, "¿la ficha de
bicicleta es una de las 49 fichas?" in blind39): abstention 2,830 ->
2,832, top-1, top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, stopwords
from referee.rules.phrase_lists import listed_starts
from referee.rules.unstated_specifics import entry_sentences, sentence_words

SAME_WORD = 4  # letters two words share from their start to be one word told twice ("token" / "tokens", "ficha" / "fichas")


def _alike(word: str, other: str) -> bool:
    """Whether two folded words are one word, in the singular or the plural."""
    return word[:SAME_WORD] == other[:SAME_WORD] and abs(len(word) - len(other)) <= 2


def unstated_membership(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the thing asked to be among a told total when no rule
    of `near` has the total and the thing in one sentence; else None."""
    lang = lang_index.lang
    being = question_form_set(lang, "counted_among_being")
    stop = stopwords(lang)
    for said in sentence_words(query):
        if being.isdisjoint(said):
            continue  # (no word of being: most sentences)
        for start in listed_starts(said, lang, "counted_among"):
            end = next((at for at in range(start, len(said)) if said[at].isdigit()), None)
            if end is None or end - start > PHRASE_WORDS or being.isdisjoint(said[:start]):
                continue
            total, kind = said[end], said[end + 1:end + 1 + KIND_WORDS]
            thing = [word for word in said[:start] if word not in stop and word not in being and not word.isdigit()
                     and not any(_alike(word, other) for other in kind)]
            if not thing:
                continue
            if any(total in sentence and all(any(_alike(word, other) for other in sentence) for word in thing)
                   for number in near for sentence in entry_sentences(number, lang_index)):
                return None
            return " ".join(thing)
    return None


PHRASE_WORDS = 4  # the most words of a phrase of being among before its number ("included in the" 49)
KIND_WORDS = 2  # words after the number that name the kind counted ("49 TOKENS", "139 CARDS")
