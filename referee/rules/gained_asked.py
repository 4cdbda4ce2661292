"""How to come by a thing, asked bare: the entries whose titles give that thing come first.

"How do I get more of the little coins?", "¿cómo consigo fichas de
energía?", "how do I get HAPPINESS, basically?", "¿cómo gano plata?". A
first-time player asks how to earn a thing in everyday words: the rulebook
answers in the entry whose title gives it, the one a reader takes from the
contents ("WORK: lose 1 HAPPINESS, gain 3 COIN", "Taking the left-most
market card also gives 1 energy", "Career upper spot: 4 time for 1 money",
"Claiming a GOAL: place it left and add its HAPPINESS"). Before this, an
entry that names the thing otherwise came first: where its tokens are
placed or paid ("Place time, money and energy tokens on your visible action
spaces"), or a card whose name shares an everyday word of the question
(LOOP's "Buy More Earn More" for "get MORE of the coins").

The reading: a question that holds a phrase asking how to come by a thing
(`question_form.gain_asked`: "how do I get", "how can I earn", "cómo
consigo", "cómo se obtiene", and the moment of it, "when do I get",
"¿cuándo agarro?", "¿cuándo tengo que robar?", which the entry that gives
the thing states; or a phrase of `win_asked` followed by a thing
earned, `win_gained`: "¿cómo gano PLATA?", which rules/win_asked.py leaves
aside) names the thing in the words after it, up to the end of its clause
up to a word that begins another ask (`gain_thing_ends`: "and", "y"): its
content words, less the words that size or count it (`gain_vague`: "more",
"little") and, when another word names it, the words of a piece any thing
may be and of the points any thing scores (`gain_generic`: "tokens",
"fichas", "marcador", "points for my possessions").
An entry's title gives the thing when a word of the thing (by stem) follows
a word of giving (`gain_titled`: "gain", "gives", "for", "add", "da",
"por", "ganas", "Getting", "Obtener") within GIVEN_REACH words, not right
after a negation ("cuando NO tomas Recuerdo"); not a thing written "+N" (the
shorthand of an EVENT that changes an action, LOOP's "Overtime: WORK = -1
more HAPPINESS, +4 COIN", which went before WORK itself). Its first entry, when its title gives none, is
passed by the entries among the next SIBLING_RANKS whose titles give it and
that score at least PULL_SHARE of it, best first (rules/titled_whole.py),
a title that opens with the getting ("Getting Married: ...") before one
that gives the thing as one of an action's effects ("Date: ... for a
Partner or to get Married"):
of the first's game, or of any game when the question names, implies or
types none. A set look-up of the question's words first: most questions
hold no such phrase.

Round firstthree, on TUNE199 (195 sets, from `6c9e0998`, with the
rules/who_next.py change of the same round): top-1 36,054 -> 36,066 of
39,136, top-3 38,391 -> 38,396, abstention 5,821 (5,839) and false
abstention 1,174 unchanged; the check sets unchanged (767, 796, 131 (131),
17). (With the round's lexicon group of a debt not paid off: 36,072,
38,401, 5,821 (5,839), 1,169; the check sets 768, 797, 131 (131), 16.)
This reading: nine questions gained their first rule (blind194 "how
do i get money? my son has none", "how do i get more of the little
coins?", "¿Cómo consigo fichas de energía?", "¿Cuándo tengo que agarrar
una carta de EVENT?"; blind113 "how do i get HAPPINESS, basically?",
"¿Cómo se consigue un Recuerdo y qué te da?"; blind115 and blind44's
"¿cuándo robo un EVENT?"; blind120's next Mood Counter; blind152's friend
from level 4 to 5), one lost it: blind43 "¿Cómo gano FELICIDAD en LOOP?",
whose CONSUME title writes "+1 de Felicidad" and is passed by the EVENT
Make It Rain, "gasta 4+ Monedas y gana 1 de Felicidad" (a "+N" read as
giving put EVENT Overtime's "+4 COIN" before WORK itself). Without
`gain_generic`'s points and markers, "When do I get points for my
possessions?" and "¿Cuándo me dan el marcador de Grown Up?" lost theirs.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form, stem, stopwords, words
from referee.rules.phrase_lists import listed_runs, says_listed
from referee.rules.titled_whole import titled_first
from referee.rules.win_asked import asks_win

PULL_SHARE = 0.75  # an entry whose title gives the thing goes first from this share of the first entry's score
SIBLING_RANKS = 6  # rule entries looked at after the first
GIVEN_REACH = 3  # words at most from a word of giving to the thing given ("gain 3 COIN", "da 1 de energía")

_CLAUSE_MARKS = re.compile(r"[,;:.!?¿¡()\u2013\u2014]")


@lru_cache(maxsize=4)
def _words_of(lang: str) -> tuple[frozenset[str], ...]:
    """The folded words of a thing earned after a phrase of winning (`win_gained`), of a piece any thing may be
    (`gain_generic`), of giving in a title (`gain_titled`), that size or count a thing (`gain_vague`) and after
    which a phrase asks no thing (`gain_not_followed`: "get RID of", "cómo consigo QUE"), of a negation
    (`gain_negations`) and that end the thing asked (`gain_thing_ends`: "AND do I keep ...")."""
    form = question_form(lang)
    return tuple(frozenset(word for phrase in form.get(field, ()) for word in words(phrase))
                 for field in ("win_gained", "gain_generic", "gain_titled", "gain_vague", "gain_not_followed",
                               "gain_negations", "gain_thing_ends"))


def gained_thing(query: str, lang: str) -> frozenset[str]:
    """The stems of the thing a question asks how to come by ("how do I get more of the little COINS?" ->
    {"coin"}), or an empty set when it asks none."""
    folded = words(query)
    earned, generic, _, vague, not_followed, _, closing = _words_of(lang)
    if not says_listed(folded, lang, "gain_asked") \
            and not (says_listed(folded, lang, "win_asked") and not earned.isdisjoint(folded)):
        return frozenset()  # (a set look-up first: most questions hold no such phrase)
    if asks_win(folded, lang):
        return frozenset()  # ("¿cómo se consigue ganar?": how to win, rules/win_asked.py)
    stop = stopwords(lang)
    for clause in _CLAUSE_MARKS.split(query):
        told = words(clause)
        ends = [end for _, end in listed_runs(told, lang, "gain_asked")]
        ends += [end for _, end in listed_runs(told, lang, "win_asked")
                 if end < len(told) and told[end] in earned]  # ("¿cómo gano PLATA?", not "¿cómo gano en solitario?")
        for end in sorted(ends):
            if end < len(told) and told[end] in not_followed:
                continue  # ("how do I get RID of", "how do I get TO see")
            said = told[end:]
            said = said[:next((at for at, word in enumerate(said) if word in closing), len(said))]
            thing = [word for word in said if word not in stop and word not in vague and not word.isdigit()]
            named = [word for word in thing if word not in generic] or thing
            if named:
                return frozenset(stem(word, lang) for word in named)
    return frozenset()


@lru_cache(maxsize=16384)
def _given_in_title(title: str, lang: str) -> frozenset[str]:
    """The stems of the things a title gives: each word at most GIVEN_REACH words after a word of giving not
    right after a negation, in the same part of the title."""
    giving, negations = _words_of(lang)[2], _words_of(lang)[5]
    given: set[str] = set()
    for part in _CLAUSE_MARKS.split(title):  # ("Time icons TAKE meeples; ENERGY ...": another clause's thing)
        told = words(part)
        gives = [word in giving and not (at and told[at - 1] in negations) for at, word in enumerate(told)]
        given.update(stem(word, lang) for at, word in enumerate(told) if word not in giving
                     and any(gives[max(0, at - GIVEN_REACH):at]))
    return frozenset(given)


def title_gives(title: str, lang: str, thing: frozenset[str]) -> bool:
    """Whether an entry's title gives a word of the thing (by stem)."""
    return not thing.isdisjoint(_given_in_title(title, lang))


def giving_entries_first(scored: list[tuple[float, int]], thing: frozenset[str], title_of, game_of, any_game: bool,
                         may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` (value, rule entry number, best first) with the entries of
    the next SIBLING_RANKS whose titles (`title_of`: number -> (title,
    language)) give the thing moved first, best first, when the first's does
    not and they score at least PULL_SHARE of it; of the first's game unless
    `any_game`. None when nothing moves."""
    moved = titled_first(scored, lambda number: title_gives(*title_of(number), thing), game_of, any_game,
                         PULL_SHARE, SIBLING_RANKS, may_move)
    if moved is None:
        return None
    count = next((at for at, (_, number) in enumerate(moved) if not title_gives(*title_of(number), thing)), len(moved))
    return sorted(moved[:count], key=lambda item: not title_opens_giving(*title_of(item[1]), thing)) + moved[count:]


def title_opens_giving(title: str, lang: str, thing: frozenset[str]) -> bool:
    """Whether a title opens with the getting of the thing ("GETTING Married: ...", "OBTENER un Recuerdo: ..."):
    the entry of the whole asked, before one that gives it as one of an action's effects ("Date: ... for a
    Partner or to get Married")."""
    told = words(title)
    return bool(told) and told[0] in _words_of(lang)[2] and not thing.isdisjoint(_given_in_title(title, lang))
