"""A noun left out after an article, put back from a glossary term said just before: "la secreta" -> "la meta secreta".

"¿qué le digo sobre las cartas de META de vida, LA SECRETA y LAS PÚBLICAS?":
a Spanish speaker names the kind once and, for each sort of it, says the
article and the adjective alone ("la secreta" is the secret goal, "las
públicas" the public goals), as a careful reader resolves the ellipsis. Read
as they are, "secreta" and "públicas" are bare words that a gap of the
catalog holds and the public-goals rule lacks, so the question was abstained
on (blind182, once the teacher's frame is taken out: rules/teaching.py).

`with_nouns` puts the noun back, and only when every sign of the ellipsis is
there:

* the word after the article (`elided_articles`: "el", "la", "los", "las",
  "un", "una", ...) is an ADJECTIVE OF A GLOSSARY TERM: the last word of a
  two-word term of some game ("meta SECRETA", "meta PÚBLICA", "modo
  COMPETITIVO"), in the singular or with a plural "-s", of three letters or
  more and no number or letter ("paso 3", "objetivo B"), and it opens no term
  of any game (so no noun: "la carta", "el turno" are heads, never put back
  to), nor is it a stopword; a head that is a stopword ("la brecha", "se
  rompe") makes no term of an adjective;
* the HEAD of that term ("meta") was said before the article in the
  question, in the singular or the plural: the noun the speaker left out is
  the one just named ("las cartas de META de vida, la secreta"), never a
  noun guessed from the glossary; and it is said as a noun of its own, not
  inside a glossary name that opens before it ("una FICHA DE Frustración
  ... ya tiene una superada" leaves out "ficha", not "frustración");
* nothing but a stopword, a mark or the end comes after the adjective ("la
  secreta Y las públicas?"): a word after it could be the noun itself.

The noun put back takes the adjective's number ("las públicas" -> "las
metas públicas", "las superadas" -> "las frustraciones superadas"). A question with no article before such an adjective (most)
is left as it is. Spanish only: English puts the adjective before the noun
and says the ellipsis with "one" ("the red one"), which the lexicon of
English does not list (`elided_articles` is empty).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from referee.rules import corpus
from referee.rules.normalize import fold, question_form, stopwords

if TYPE_CHECKING:
    from referee.rules.index_types import Index

_TOKEN = re.compile(r"[^\W_]+")


def build_adjectives(lang: str) -> dict[str, frozenset[str]]:
    """The folded adjectives of the glossaries' two-word terms in `lang`, each with the heads it follows
    ("secreta": {"meta"}), without the words that open a term (nouns) or are stopwords. Worked out with the
    index and kept in its cache (`Index.elided_adjectives`): a search parses no glossary file."""
    heads: dict[str, set[str]] = {}
    openers: set[str] = set()
    for game in corpus.available_games():
        for term in corpus.glossary(game):
            for term_lang, names in term.names:
                if term_lang != lang:
                    continue
                for name in names:
                    parts = fold(name).split()
                    if parts:
                        openers.add(parts[0])
                    if len(parts) == 2 and parts[1].isalpha() and len(parts[1]) > 2:
                        heads.setdefault(parts[1], set()).add(parts[0])
    stop = stopwords(lang)
    return {adjective: frozenset(found - stop) for adjective, found in heads.items()
            if adjective not in openers and adjective not in stop and found - stop}


def build_names(lang: str) -> frozenset[str]:
    """The folded names of several words of every game's glossary in `lang` ("ficha de frustracion"), kept
    with the index as `build_adjectives` is (`Index.glossary_long_names`)."""
    return frozenset(folded for game in corpus.available_games() for term in corpus.glossary(game)
                     for term_lang, names in term.names if term_lang == lang
                     for folded in (fold(name) for name in names) if " " in folded)


def _singular(word: str) -> str:
    """A folded Spanish plural back in the singular ("fichas" -> "ficha", "registros" -> "registro")."""
    return word[:-1] if word.endswith("s") else word


def _inside_name(folded: list[str], at: int, names: frozenset[str]) -> bool:
    """Whether the word at `at` is inside a glossary name that opens before it ("FICHA DE frustracion"): there
    it is no head said, but a complement of the noun the speaker named."""
    for start in range(max(0, at - 4), at):
        first = [_singular(folded[start])] + folded[start + 1:at + 1]
        for end in range(at + 1, min(len(folded), at + 4) + 1):
            phrase = first + folded[at + 1:end]
            if " ".join(phrase) in names or " ".join([folded[start]] + phrase[1:]) in names:
                return True
    return False


def _heads_of(word: str, table: dict[str, frozenset[str]]) -> tuple[frozenset[str], bool]:
    """The heads an adjective follows in a term, and whether it is said in the plural ("publicas")."""
    if word in table:
        return table[word], False
    if word.endswith("s") and word[:-1] in table:
        return table[word[:-1]], True
    return frozenset(), False


def _plural(noun: str) -> str:
    """The Spanish plural of a folded noun: "-s" after a vowel ("metas"), "-es" after a consonant ("frustraciones")."""
    if noun.endswith("s"):
        return noun
    return noun + ("s" if noun[-1] in "aeiou" else "es")


def with_nouns(text: str, lang: str, index: Index) -> str:
    """`text` with each noun elided after an article put back ("la secreta" -> "la meta secreta"); `text`
    itself when it elides none (most questions). The glossary's tables come from `index` (the search's,
    read from its cache)."""
    articles = frozenset(question_form(lang).get("elided_articles", ()))
    if not articles:
        return text
    tokens = list(_TOKEN.finditer(text))
    folded = [fold(token.group()) for token in tokens]
    if articles.isdisjoint(folded):
        return text
    adjectives = index.elided_adjectives.get(lang, {})
    names = index.glossary_long_names.get(lang, frozenset())
    stop = stopwords(lang)
    inserts: list[tuple[int, str]] = []
    for at in range(1, len(tokens)):
        if folded[at - 1] not in articles or " " in folded[at]:
            continue
        heads, plural = _heads_of(folded[at], adjectives)
        if not heads:
            continue
        if at + 1 < len(tokens):
            between = text[tokens[at].end():tokens[at + 1].start()]
            if not between.strip() and folded[at + 1] not in stop:
                continue  # (a word right after the adjective may be the noun itself: "la secreta META")
        said = {word for place, word in enumerate(folded[:at - 1]) if not _inside_name(folded, place, names)}
        head = next((head for head in sorted(heads) if head in said or _plural(head) in said), None)
        if head is None:
            continue
        inserts.append((tokens[at].start(), (_plural(head) if plural else head) + " "))
    if not inserts:
        return text
    pieces: list[str] = []
    kept = 0
    for start, noun in inserts:
        pieces.append(text[kept:start])
        pieces.append(noun)
        kept = start
    pieces.append(text[kept:])
    return "".join(pieces)
