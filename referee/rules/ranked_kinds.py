"""Which card of a kind is the best, or gives the most: the rulebook ranks no cards.

"¿Qué Career de Adulthood da más dinero?", "¿Qué carta de Leisure da más
Happiness?", "which goal in LOOP gives the most happiness?", "¿cuál es la
carta de Posesión que más puntos da?". A rulebook explains each kind of
component, and sometimes prints the cards of one kind, but it does not
compare them: which one gives the most is read off the components
themselves, side by side (rules/instances.py: what cards print). The rule
about the kind ranks first and would answer with confidence; it holds the
kind and the thing given, never which card gives the most of it.

The question asks for a ranking when, in one clause, a word of asking
(`question_form.ranking_asking`: which, what, qué, cuál) is followed by a
word of a kind of component (`instance_kinds`, `listing_typed`, or a word
of the same glossary concept: "Career" in a Spanish question), with only
the words of `ranking_between` between them ("cuál ES LA carta") and at
most TYPE_WORDS words of its type before it ("cuál es la Life EVENT"), and
later in the clause by a word of the most (`ranking_most`: the most, best,
más, mejor) that no word of comparing with a number, or of a place,
follows (`ranking_not_after`: "más DE tres", "more THAN", "la de más A la
izquierda"). A rule that ranks the cards of a kind does so by their
difficulty ("CAREER with more difficulty icons are harder to play"): a
first entry that holds a word of `ranking_rule` answers ("which career is
the hardest?").

A kind is also a term of the game's own glossary said right after the
word of asking that opens the clause ("¿QUÉ ACHIEVEMENT del solitario es
el más fácil para empezar?", "¿CUÁL ES LA FAVOUR más útil en
competitivo?"), not a word of player (CV's "player"). Anywhere else a
"qué" is as often a conjunction ("dice QUE en CV el empate lo gana quien
tiene MÁS cartas") or the term follows a verb ("¿qué gana ROB ... avanzar
más?"): read so, 5 answerable questions abstained. "Más veces", "más
tarde" (`ranking_not_after`) say how often or when, no ranking; but an
act after it ("the cheapest TO PLAY", `ranking_acts`) ranks by that act. Round
bigsil, TUNE117: abstention +2 (blind112), nothing else moved.

On the tuning sets: 2 abstentions more (blind20, blind30; both Spanish; 5
more of the kind were already abstained for other reasons, no answerable
question of the form), nothing else moved.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import PLAYER_WORDS, is_common_concept, key, question_form, question_form_set, words

TYPE_WORDS = 1  # the words of a type the kind may follow ("la Life EVENT", "which Leisure CARD")
_CLAUSE = re.compile(r"[^.,;:!?¿¡()\"—–]+")


@lru_cache(maxsize=8)
def _lists(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], tuple[tuple[str, ...], ...],
                               frozenset[str], frozenset[str]]:
    """The words of asking, between, the kinds' stems, the phrases of the most
    (longest first), the words of comparing with a number, and the stems of a
    rule's words of ranking, of `lang`."""
    form = question_form(lang)
    kinds = frozenset(key(word, lang) for field in ("instance_kinds", "listing_typed") for word in form.get(field, ()))
    most = tuple(sorted((tuple(words(phrase)) for phrase in form.get("ranking_most", ())), key=len, reverse=True))
    return (frozenset(form.get("ranking_asking", ())), frozenset(form.get("ranking_between", ())), kinds, most,
            frozenset(form.get("ranking_not_after", ())),
            frozenset(key(word, lang) for word in form.get("ranking_rule", ())))


@lru_cache(maxsize=8)
def _most_starts(lang: str) -> frozenset[str]:
    """The first words of the phrases of the most of `lang`."""
    return frozenset(phrase[0] for phrase in _lists(lang)[3] if phrase)


def _kind_concepts(game: str, index: Index, lang: str) -> frozenset[str]:
    """The game's glossary concepts of the words of a kind of component."""
    kinds = sorted(_lists(lang)[2])
    return frozenset(concept for own, _ in index.thesaurus(game).concepts_at(kinds, lang) for concept in own
                     if not is_common_concept(concept))


def _own_term(own: frozenset[str], stemmed: str, game: str, lang: str) -> bool:
    """Whether a word is a term of the game's own glossary that names a kind
    of its things ("¿qué ACHIEVEMENT del solitario es el más fácil?", "¿cuál
    es la FAVOUR más útil?"), not a word of player (CV's "player" card)."""
    return any(concept.startswith(f"~{game}:") for concept in own) and stemmed not in _player_stems(lang)


@lru_cache(maxsize=8)
def _player_stems(lang: str) -> frozenset[str]:
    """The stems of the words of player in `lang` (made once)."""
    return frozenset(key(word, lang) for word in PLAYER_WORDS)


def _infinitive_after(said: list[str], at: int, lang: str) -> bool:
    """Whether the word of `ranking_not_after` at `at` opens an act, not a
    number, a place or a time ("the cheapest TO PLAY", "la más fácil DE
    CONSEGUIR": `ranking_acts` follows it), so the ranking stands."""
    return at + 1 < len(said) and said[at + 1] in question_form_set(lang, "ranking_acts")


def asked_ranking(query: str, game: str, index: Index, lang: str) -> tuple[str, ...]:
    """The kind word and the phrase of the most of a question that asks which
    card of a kind is the best or gives the most, or ()."""
    asking, between, kinds, most, not_after, _ = _lists(lang)
    if not most:
        return ()
    said = words(query)
    if asking.isdisjoint(said) or _most_starts(lang).isdisjoint(said):
        return ()  # (the cheap look first: most questions ask no "which" or no "most")
    concepts = None
    for clause in _CLAUSE.findall(query):
        said = words(clause)
        for start, word in enumerate(said):
            if word not in asking:
                continue
            at = start + 1
            while at < len(said) and said[at] in between:
                at += 1
            kind_at, begin = None, at
            for at in range(at, min(at + TYPE_WORDS + 1, len(said))):
                stemmed = key(said[at], lang)
                if stemmed not in kinds:
                    if concepts is None:
                        concepts = _kind_concepts(game, index, lang)
                    own = index.thesaurus(game).concepts_at([stemmed], lang)[0][0]
                    # (a term of the game's own only right after the word of asking that opens the clause: "¿QUÉ
                    # ACHIEVEMENT es el más fácil?", not "¿qué gana ROB ... más?" nor "dice QUE en CV ... más")
                    if not own & concepts and not (start == 0 and at == begin and _own_term(own, stemmed, game, lang)):
                        continue
                kind_at = at
                break
            if kind_at is None:
                continue
            at = kind_at
            for after in range(at + 1, len(said)):
                phrase = next((phrase for phrase in most if tuple(said[after:after + len(phrase)]) == phrase), None)
                if phrase and (after + len(phrase) >= len(said) or said[after + len(phrase)] not in not_after
                               or _infinitive_after(said, after + len(phrase), lang)):
                    return (*said[begin:at + 1], *phrase)
    return ()


def unranked(query: str, first: int, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The words of a ranking of a kind's cards the question asks for
    (`asked_ranking`), when the first entry (the one that would answer) ranks
    nothing by difficulty; () otherwise."""
    lang = lang_index.lang
    entry = lang_index.docs[first].entry
    asked = asked_ranking(query, entry.game, index, lang)
    if not asked:
        return ()
    if _lists(lang)[5] & {key(word, lang) for word in words(f"{entry.title} {entry.text}")}:
        return ()
    return asked
