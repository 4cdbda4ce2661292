"""A word typed in capitals that only one game prints in capitals: that game.

LOOP's cards and rules print their terms in capitals (CAREER, COIN, BUY,
FAVOUR, GOAL); no other game's English rules print those words so
(`game_words.printed_in_capitals`, built with the index). A player who types
one of them in capitals in a question ("how many COIN come in the box",
"¿qué CAREER no puedo usar en solitario?") is reading it off that game's
cards: the question all but names the game, whatever other games' coins,
careers or goals. The words' votes (`search._implied_games`) weigh such a
word as one word among the others, and "career" is Adulthood's word too, so
the capitals decide instead.

Over the tuning sets, 1,213 questions type such a word in capitals (472 in
English, 741 in Spanish), every one of them about the game that prints it.

A question typed all in capitals ("WHEN DOES THE GAME END") says nothing by
its capitals: only a question whose words are mostly not in capitals is
read so.

The same word typed with only its first letter in capitals ("Career"), in
a question of another language, says the other way round when another
game's English glossary names it too (`printed_word_votes`): Adulthood's
cards print "Career", "Life Event" and "Happiness" so, and LOOP's never do,
so "¿cuántas cartas de Career me dan?" is copied off Adulthood's cards.
Over the tuning sets, 70 Spanish questions that name no game type such a
word so (Career, Event, Happiness) mid-sentence: all 70 are Adulthood's.
Typed in lower case the word tells neither ("cuantos goal": 3 of 6 LOOP's),
and votes for LOOP as before.

Such a word typed in title case alone (no capital beside it: not "Event" of
"un Life Event") that one other game's glossary writes in title case as its
cards print it (`Index.titled_sources`: "Career" is Adulthood's and LOOP's;
CV's glossary says "career" only as a player's word for its Work card) is
also read as that game's Spanish term (`titled_card_words`, search._prepare):
read as Spanish, "career" was "car" of "cara", and "¿qué es una carta de
Career?" ranked CV's dice faces first, "¿cuántas cartas de Career me dan al
principio?" LOOP's two-sided player mat. TUNE143 on 1aa68fc5: top-1 25,400
-> 25,407, top-3 26,977 -> 26,980, abstention 4,308 = 4,308, false
abstention 677 = 677 (the share of the vote narrowed to those games too:
two unanswerable questions about Life Events answered from CV's Event
cards, dropped); CHECK4 unchanged.

The same game also picks the English card words read as its Spanish terms
(search._prepare's `box_words`) when the question names no game: "career"
is a term of three games (LOOP's Profesión, Adulthood's carrera, CV's
trabajo), so no term of every game gave it, and "¿Las cartas CAREER para
qué sirven?" read "career" as a Spanish word, "car" of "cara", and ranked
LOOP's coin flip (Insurance) and the black side of the Reputation token
first. Only the words no term of every game gives are added, and not a
sibling its English name tells apart ("Hice WORK ya": LOOP's WORK stays,
boxed as "trabajar" it lost the FAVOUR rule of playing any time), and
only a word typed in capitals itself (not the "Discard Pile" beside "el
LANDFILL", which then matched LOOP's discard pile), and only a word that
read as Spanish is another word of the rules (not "3 COIN", which stays).
A word typed in capitals with a plural "s" in lower case ("what do CAREERs
do?", "EVENTs - what are they, in short?", "how do GOALs work") is the
printed word made plural as one writes: before, it counted as no capitals,
and "careers" and "events" voted Adulthood's Career cards and Life Events
(blind112, the big picture). TUNE117 on 589210a5 with rules/outline_asked.py:
top-1 20,539 -> 20,540, top-3 21,750 -> 21,751 (blind112's EVENTs), nothing
else moved.
TUNE55: top-1 19,083 -> 19,091, top-3 20,182 -> 20,188, abstention
3,372 = 3,372, false abstention 533 -> 530 (with the Spanish purpose tails of
rules/purpose.py; the whole game's words instead: 19,090, 20,187, 3,374,
527, but tests/rules/test_gap_over_rule.py failed).
"""

from __future__ import annotations

import re

from referee.rules.normalize import fold

_WORD = re.compile(r"[^\W\d_]{2,}")
_WORD_OR_GAP = re.compile(r"\w+")  # every word, numbers too: the neighbours of a word typed in title case
SHOUTED_SHARE = 0.5  # a question with this share of its words in capitals or more is shouted, not quoting cards


def _capital_words(text: str) -> list[str]:
    """The words of two or more letters in `text` written all in capitals."""
    return [word for word in _WORD.findall(text) if word.isupper()]


def typed_in_capitals(text: str) -> frozenset[str]:
    """The folded words of `text` typed all in capitals ("How many ACTIVITY
    can I keep?"); none when the question is shouted."""
    capitals = _capital_words(text)
    if not capitals or len(capitals) >= SHOUTED_SHARE * len(_WORD.findall(text)):
        return frozenset()
    return frozenset(map(fold, capitals))


def _capital_or_plural_words(text: str) -> list[str]:
    """`_capital_words`, and the capitals of a word typed in capitals with a plural "s" in lower case
    ("what do CAREERs do?", "EVENTs - what are they?": the printed word, made plural as one writes)."""
    return [word if word.isupper() else word[:-1] for word in _WORD.findall(text)
            if word.isupper() or (len(word) > 2 and word[-1] == "s" and word[:-1].isupper())]


def capitals_game(text: str, printed: dict[str, str]) -> str | None:
    """The one game whose printed-in-capitals words (`printed`: folded word ->
    game) the question `text` types in capitals (a plural "s" in lower case
    or not: "CAREERs"), or None: none typed, two games' words typed, or the
    question shouted."""
    every = _WORD.findall(text)
    capitals = _capital_or_plural_words(text)
    if not capitals or len(capitals) >= SHOUTED_SHARE * len(every):
        return None
    games = {printed[word] for word in map(fold, capitals) if word in printed}
    return next(iter(games)) if len(games) == 1 else None


_SENTENCE_START = re.compile(r"(?:^|[.?!¿¡:;\"'«(])\s*$")


def typed_in_title_case(text: str) -> frozenset[str]:
    """The folded words of `text` typed with only their first letter in
    capitals, away from the start of a sentence ("la carta de Career")."""
    return frozenset(fold(match.group()) for match in _WORD.finditer(text)
                     if match.group()[0].isupper() and match.group()[1:].islower()
                     and not _SENTENCE_START.search(text[: match.start()]))


def printed_word_votes(surface: list[str], titled: frozenset[str], printed: dict[str, str],
                       sources: dict[str, frozenset[str]], vocabulary) -> dict[str, float]:
    """Game -> votes from the English words of a question of another
    language that one game prints in capitals (`printed`), left as typed
    (`surface`: folded, none the language's rules write, `vocabulary`): one
    vote for that game, unless the word is typed in title case (`titled`)
    and other games' English glossaries name it (`sources`: word -> the
    games that do): then a vote shared by those games, whose cards print it
    so ("la carta de Career": Adulthood's)."""
    votes: dict[str, float] = {}
    for word in dict.fromkeys(surface):
        if word not in printed or word in vocabulary:
            continue
        others = sources.get(word, frozenset()) - {printed[word]}
        if word not in titled or not others:
            votes[printed[word]] = votes.get(printed[word], 0.0) + 1.0
        else:
            for game in others:
                votes[game] = votes.get(game, 0.0) + 1.0 / len(others)
    return votes


def _alone_in_title_case(text: str) -> frozenset[str]:
    """`typed_in_title_case`, but only a word whose neighbours are not typed
    with a capital too: "Event" of "un Life Event" is a word of a longer
    name, Adulthood's, not CV's Event card."""
    found = _WORD_OR_GAP.findall(text)
    titled = typed_in_title_case(text)
    alone = set()
    for n, word in enumerate(found):
        if fold(word) in titled and not any(0 <= m < len(found) and found[m][:1].isupper() for m in (n - 1, n + 1)):
            alone.add(fold(word))
    return frozenset(alone)


def titled_card_words(text: str, printed: dict[str, str], titled_sources: dict[str, frozenset[str]],
                      vocabulary) -> dict[str, str]:
    """The words of a question of another language (`text`) that one game
    prints in capitals (`printed`), typed in title case, that no rule text of
    the language writes (`vocabulary`), not beside another word typed with a
    capital ("un Life Event"), and that one other game's glossary
    writes in title case as its cards print it (`titled_sources`), each with
    that game: "la carta de Career" is Adulthood's Career card, read as its
    Spanish term ("carrera"); read as Spanish, "career" was "car" of "cara",
    and LOOP's two-sided player mat and CV's dice faces came first."""
    found: dict[str, str] = {}
    for word in _alone_in_title_case(text):
        if word in printed and word not in vocabulary:
            printing = titled_sources.get(word, frozenset()) - {printed[word]}
            if len(printing) == 1:
                found[word] = next(iter(printing))
    return found
