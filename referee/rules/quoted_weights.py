"""A sentence of the rulebook the question quotes weighs as a scene in the ranking.

"bouncing left says add a Frustration Token over the motivation icon 'or
lose 2 VEP'. what if that track already has an unresolved frustration
sitting on the right end?", "El Rasgo Mimético se coloca 'si cumples su
requisito y nivel de amistad'. ¿Puedo poner dos Rasgos Miméticos sobre el
mismo rasgo...?": the player has read the sentence they quote; what they
ask is the case after it. Ranked on every word alike, the quoted sentence,
which matches one entry word for word, outweighed the words of the case,
so the entry the player had already read came first even when another
settles the case (the one on a track that already holds a Frustration, the
one on mimicking a trait once). A careful reader reads the quote as what is
known and the ask as what is asked: the words of the quote weigh as those
of a clause that sets the scene (rules/scene_weights.py, the same share);
the words of the ask, and a word said in both, keep theirs. A question that
says nothing outside the quote keeps every weight
(`scene_weights.scene_positions`).

Only a sentence copied in quotation marks, of at least TOLD_MIN_WORDS
words (quotes.PASSAGE_MIN_QUOTED, as `quotes.without_quotes` reads them):
* a shorter quote is a name or a term the player asks about ("what does
  'active' mean?", "Para la ACTIVITY 'DANCE', ¿qué MATERIAL gasto?"): it is
  the topic;
* a passage retold without marks ("It says you only need to meet the
  requirement at that moment. I played Stubborn...") is the player's own
  reading of the rule they ask to check (tests/rules/test_quotes.py);
* a quote of the English rulebook in a question of another language (one
  that holds an English little word the question's language lacks: "Dice
  que la barra roja se paga 'as long as the card is active'") is the one
  handle on the rule: the entries of the question's language do not say it
  in those words, and lowering it lost that rule (test_quotes.py);
* a quote the ask right after it checks, opened by a word of consequence
  ("'the game ends when ...' - SO everyone gets the same number of
  turns?", "... O SEA QUE ...": lexicon `question_form.premise_links`) is
  the rule the player asks to confirm: the topic. Damped, its words no
  longer told the game or the rule it is (merged with the other rounds'
  readings, another game's entry on the consequence came first). Not so
  when a question word follows ("so HOW do I use it?": a new case,
  `question_form.quote_new_asks`), nor for a quote in another language
  than the question's (the English-quote reading above judges it).
When the quote IS the rule asked, the entry that copies it still goes first
among the close ones that answer: rules/quoted_wording.py.

On the quoted questions of TUNE185 (811, 610 answerable), with
quoted_wording: top-1 561 -> 564, top-3 595 -> 597, abstention 90 (91) ->
94 (94) of 201, false abstention 23 -> 23 (every sentence quoted or retold
damped alike: 564 / 597 / 93 / 23, but it broke the two readings above;
marked quotes only, English ones too: 563 / 597 / 95 / 23).
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules.normalize import question_form, question_form_set, stopwords, words
from referee.rules.quotes import PASSAGE_MIN_QUOTED, quoted_spans

TOLD_MIN_WORDS = PASSAGE_MIN_QUOTED  # a run of quoted words this long is a sentence read, not a name


def marked_positions(text: str, lang: str | None = None,
                     read_as: Callable[[str, str], str] | None = None) -> set[int]:
    """The positions in `words(text)` of the words inside quotation marks,
    but (`lang` given) those of a quote in the question's language
    (`read_as(quote, lang)`) the ask right after it checks (`checked_by_ask`)."""
    inside: set[int] = set()
    for start, end in quoted_spans(text):
        if lang is not None and (checked_by_ask(text[end:], lang) or points_back(text[end:], lang)) and (
                read_as is None or read_as(text[start:end], lang) == lang):
            continue
        first = len(words(text[:start]))
        inside.update(range(first, first + len(words(text[start:end]))))
    return inside


def checked_by_ask(after: str, lang: str) -> bool:
    """Whether the text `after` a quote opens with a word of consequence
    (lexicon `question_form.premise_links`: "so", "o sea que",
    "entonces") and no question word (`question_form.quote_new_asks`:
    "so HOW do I...?" asks a new case): "'the game ends when ...' - SO
    everyone gets the same number of turns?" asks whether the quoted rule
    means what the player draws from it; the rule quoted is the topic."""
    said = words(after)
    form = question_form(lang)
    asks = {word for phrase in form.get("quote_new_asks", ()) for word in words(phrase)}
    for link in (words(phrase) for phrase in form.get("premise_links", ())):
        if link and said[:len(link)] == link:
            return not (said[len(link):len(link) + 1] and said[len(link)] in asks)
    return False


BACK_REACH = 4  # the words of the ask after a quote in which a word pointing back to it makes it the thing asked


def points_back(after: str, lang: str) -> bool:
    """Whether the ask right after a quote (its first BACK_REACH words, past
    a question mark or a dash) holds a word that points back to the quoted
    rule (lexicon `question_form.quote_back_words`: "can I do THAT in a BUY
    turn?", "¿LO puedo hacer en un turno de BUY?"), before any question word
    ("what if THAT track...": a new case): the quoted rule is what is asked
    of, the case after it a detail of it. Round quotetwo (TUNE187): on 62
    quoted questions, top-1 +1 and false abstention -1 (blind181's "¿LO
    puedo hacer en un turno de BUY?", where the damped quote let a gap of
    another entry answer), nothing else moved."""
    back = question_form_set(lang, "quote_back_words")
    asks = {word for phrase in question_form(lang).get("quote_new_asks", ()) for word in words(phrase)}
    for word in words(after)[:BACK_REACH]:
        if word in asks:
            return False  # ("WHAT if that track ...": a new case asked, "that" a word of it)
        if word in back:
            return True
    return False


def told_runs(flags: list[bool]) -> list[bool]:
    """`flags` (one per stem) kept only on runs of at least TOLD_MIN_WORDS
    consecutive stems."""
    told = [False] * len(flags)
    start = None
    for position, flag in enumerate([*flags, False]):
        if flag and start is None:
            start = position
        elif not flag and start is not None:
            if position - start >= TOLD_MIN_WORDS:
                told[start:position] = [True] * (position - start)
            start = None
    return told


def told_sentence(quoted: list[bool], marked: list[bool], surface: list[str], lang: str) -> list[bool]:
    """The stems of the question (`quoted`: in a passage of the rulebook,
    rules/quotes.py; `marked`: inside quotation marks; `surface`: the words
    as written) that weigh as a scene: a sentence copied in quotation marks,
    unless it is the English rulebook's in a question of another language."""
    told = told_runs([inside and mark for inside, mark in zip(quoted, marked)])
    if lang != "en" and any(told):
        english = stopwords("en") - stopwords(lang)
        if any(flag and word in english for flag, word in zip(told, surface)):
            return [False] * len(told)
    return told
