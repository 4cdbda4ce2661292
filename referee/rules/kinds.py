"""A word that says which one of a kind, beside the kind the entry speaks of.

"My HAPPINESS goes past the end of the track": Adulthood's glossary knows the
"Happiness track", so "happiness" says which track; the entry "a marker that
reaches the end of a track ..." speaks of any track, and answers. "Just
played a LEISURE card": the glossary's "leisure card" / "carta de Ocio" is a
kind of card, and the rule for "a card you play" holds for every kind. The
search judged such a word a topic the entry lacks (blind26, final2), and
`ask` said the rulebook was silent while its first entry answered.

The reading: a question word is one of a kind when it is a glossary name of
its own in the entry's game and a glossary name of two words joins it to its
kind ("Happiness track", "leisure card"; "pista de Felicidad", "carta de
Ocio"); the question says that kind, the entry holds it, and the entry's
title or text says it at least once without a glossary word naming which
one ("a track", not only "the Impact track"). Then the word narrows what the
question asks of, and the entry that speaks of the kind in general answers
it. Only the first entry's judgement is read again (after `_best_covering`,
so no other entry moves), only when that one word is all it lacks, never
when the question hands something over ("can I trade my Leisure card" still
wants a rule about trading), and never against a gap an entry's note reads.

Counts on the tuning sets (+blind26, blind27): 3 false abstentions answered
(blind26 happiness and leisure, final2 leisure), abstention unchanged. Looser
readings measured worse: any glossary name of several words joining the word
to a kind lost 9 abstentions ("Ficha de Interés" beside a rule of "Fichas de
Fuerza de Voluntad", "the face-down deck"); judging every candidate so, not
only the first, reordered entries and lost 4 answers.

The first entry is read so inside `search._best_covering` too, where the
candidates are judged, not only after it: otherwise a close second that
happens to hold the word ("score track") covers every topic and passes the
first, which answers ("when do I resolve a life event I picked up from a
space on the score track?": the rule for the Life Event spaces of any track,
not the Scoring Board's overview). Still only the first by score is read
again, so no other entry moves up by it. Counts (tuning sets, 6,167
answerable): top-1 5739 -> 5740, false abstentions 120 -> 118, abstention and
top-3 unchanged; the four check sets unchanged.

A member named without its kind counts as the kind too, when the glossary
lists it as one (`[[kinds]]` `kind_of`: LOOP's FAVOURs by type): "can I
REJECT a SHARE by discarding a BARTER?" never says "FAVOUR", and "You can
REJECT a FAVOUR only by discarding another FAVOUR of the same type" answers
for each type (`_members_alone`: every lacking topic, at most
MEMBERS_ALONE_MOST distinct ones, such a member, of a kind the entry speaks
of in general). Read on the entry the search put first only: read while
the candidates are judged too, it let a reading pass that a close gap then
took ("somebody played a BARTER on me, how do i say no" lost its answer from
the top three). TUNE47: false abstentions 493 -> 490 (3 FAVOURs asked by type), top-1, top-3 and
abstention unchanged.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from referee.rules import corpus
from referee.rules.index import get_index
from referee.rules.kind_words import tables, unpacked_tables
from referee.rules.normalize import key, words


def kinds_of(game: str, lang: str) -> dict[str, frozenset[str]]:
    """`kind_words.build_kinds_of`, kept with the index (`Index.kind_words`: `packed_tables`)."""
    return _kept(game, lang)[0]


def members_of(game: str, lang: str) -> dict[str, frozenset[str]]:
    """`kind_words.build_members_of`, kept with the index (`Index.kind_words`: `packed_tables`)."""
    return _kept(game, lang)[1]


def _glossary_stems(game: str, lang: str) -> frozenset[str]:
    """`kind_words.build_glossary_stems`, kept with the index (`Index.kind_words`: `packed_tables`)."""
    return _kept(game, lang)[2]


@lru_cache(maxsize=16)
def _kept(game: str, lang: str) -> tuple[dict[str, frozenset[str]], dict[str, frozenset[str]], frozenset[str]]:
    """`tables(game, lang)` as the index keeps them (worked out when it does not)."""
    kept = get_index().kind_words.get(lang, {}).get(game)
    return unpacked_tables(kept) if kept is not None else tables(game, lang)


def one_of_kind(stems: list[str], found: tuple, held, entry: corpus.Entry, lang: str,
                handed: list[bool] | tuple = (), alone: bool = False) -> tuple:
    """`found` (the evidence: word, topic, covered per stem) with the one
    lacking topic that names one of a kind read as no topic, when the
    question says that kind, the entry holds it (`held`: the entry's tokens
    among the question's) and speaks of it in general (`_in_general`).
    Unchanged when more than one topic is lacking, when none is so, or when
    the question hands something over (`handed`: "can I HAND a card": a
    trade, whatever the card). `alone`: a member named without its kind
    counts as the kind too (`_members_alone`; read on the entry the search
    put first, not while it picks one)."""
    lacking = [n for n, (_, topic, covered) in enumerate(found) if topic and not covered]
    if not lacking or any(handed):
        return found
    if len(lacking) != 1:
        return _members_alone(stems, found, lacking, entry, lang) if alone else found
    position = lacking[0]
    kinds = kinds_of(entry.game, lang).get(stems[position])
    if not kinds or not any(stems[n] in kinds for n in range(len(found)) if n != position):
        # the kind unsaid: "can I REJECT a SHARE?"
        return _members_alone(stems, found, lacking, entry, lang) if alone else found
    said = {stems[n] for n in range(len(found)) if n != position and stems[n] in kinds and stems[n] in held}
    if not any(_in_general(entry, lang, kind) for kind in said):
        return found
    if _names_another(entry, lang, stems[position], said):
        return found  # "Rob gains MOTIVATION Tokens ... he may take tokens": the entry's tokens are another kind's
    word = found[position][0]
    return found[:position] + ((word, False, False),) + found[position + 1:]


MEMBERS_ALONE_MOST = 2  # distinct lacking members read so at most (the tuning list's questions name one or two FAVOURs)


def _members_alone(stems: list[str], found: tuple, lacking: list[int], entry: corpus.Entry, lang: str) -> tuple:
    """`found` with its lacking topics read as no topic when each is a
    member its game's glossary lists as one of a kind (`[[kinds]]`
    `kind_of`, `members_of`) and the entry speaks of that kind in general,
    though the question never says it: "can I REJECT a SHARE by discarding
    a BARTER?" asks of two FAVOURs by type, and "You can REJECT a FAVOUR
    only by discarding another FAVOUR of the same type" answers for each.
    Not a word the glossary does not list so ("Happiness" of the "Happiness
    track" still wants the question to say "track"), nor when the entry
    names another member of that kind (`_names_another`)."""
    if len({stems[position] for position in lacking}) > MEMBERS_ALONE_MOST:
        return found  # (one member said twice is one: "a SHARE ... another SHARE")
    listed = members_of(entry.game, lang)
    if any(stems[position] not in listed for position in lacking):
        return found
    common = frozenset.intersection(*(listed[stems[position]] for position in lacking))
    if not any(_in_general(entry, lang, kind) for kind in common):
        return found
    if any(_names_another(entry, lang, stems[position], set(common)) for position in lacking):
        return found
    return tuple((word, False, False) if n in lacking else (word, topic, covered)
                 for n, (word, topic, covered) in enumerate(found))


def _in_general(entry: corpus.Entry, lang: str, kind: str) -> bool:
    """Whether the entry's title or text says the kind without a word of
    its game's glossary naming which one: "the end of A TRACK", "a card you
    play" (English: the word before it), "una carta que juegas" (Spanish:
    "de" and the word after it), not only "the Impact track" or "Fichas de
    Fuerza de Voluntad"."""
    named_words = _glossary_stems(entry.game, lang)
    folded = [key(word, lang) for word in words(f"{entry.title}\n{entry.text}")]
    for place, stemmed in enumerate(folded):
        if stemmed != kind:
            continue
        if lang == "es":
            named = place + 2 < len(folded) and folded[place + 1] in _OF and folded[place + 2] in named_words
        else:
            named = place > 0 and folded[place - 1] in named_words
        if not named:
            return True
    return False


def _names_another(entry: corpus.Entry, lang: str, asked: str, said: set[str]) -> bool:
    """Whether the entry names another one of the kinds the question says,
    as its game names it ("Motivation Token", "Ficha de Motivación": a
    glossary name of its own joined to the kind, not the one asked): "does
    Rob ever gain WILLPOWER Tokens?" beside "Rob gains one MOTIVATION Token
    ... he may take tokens": its general "tokens" are Motivation Tokens, so
    the entry does not speak of the Willpower ones. ("add 25 to their
    score" names no track: "score" is not before "track" there.)"""
    others = {word for word, heads in kinds_of(entry.game, lang).items() if word != asked and not heads.isdisjoint(said)}
    if not others:
        return False
    folded = [key(word, lang) for word in words(f"{entry.title}\n{entry.text}")]
    for place, stemmed in enumerate(folded):
        if stemmed not in said:
            continue
        if lang == "es":
            if place + 2 < len(folded) and folded[place + 1] in _OF and folded[place + 2] in others:
                return True
        elif place > 0 and folded[place - 1] in others:
            return True
    return False


_OF = frozenset({"de", "del"})  # ("carta DE Ocio": the Spanish name follows its kind)


def may_read_one_of_kind(found: tuple, concepts: list, game: str) -> bool:
    """Whether `one_of_kind` may read anything of `found`: one topic alone
    is lacking and a phrase of `game`'s own glossary covers its word
    (`concepts`: the game's thesaurus at each position of the question; the
    concepts of the glossary shared by every game do not count). A look
    first that needs no table of kinds."""
    lacking = [n for n, (_, topic, covered) in enumerate(found) if topic and not covered]
    own = f"~{game}:"
    return len(lacking) == 1 and any(concept.startswith(own) for concept in concepts[lacking[0]][0])


def one_of_kind_answers(stems: list[str], evidence: tuple, held, entry: corpus.Entry, lang: str, handed,
                        answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple], alone: bool = False):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) when `one_of_kind` lets one lacking
    word go; as judged otherwise (a gap an entry's note reads is kept).
    Returns (answered, missing, evidence)."""
    read = one_of_kind(stems, evidence, held, entry, lang, handed, alone)
    if read is evidence:
        return (*judged, evidence)
    return (*answers(read), read)
