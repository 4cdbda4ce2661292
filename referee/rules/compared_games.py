"""A game the question names only to compare with: not the game it asks about.

Players who know one game of the family ask about another one in the words
of the game they know: "In Adulthood, does the market refill like the BUY
AREA in LOOP?", "¿En CV también se pierde ánimo como en Coming of Age?",
"LOOP stops at HAPPINESS 12. What happens here when a Mood Counter has to go
right?", "In LOOP you start with 2 COIN. What does each player get at setup
in Adulthood?". Read as naming, the compared game's name kept its entries
at full weight (and, named alone, set every other game's entries back to
`OTHER_GAME_FACTOR`), and the compared game's words pulled its own rule
first: on blind80, top-1 was 80 % without the game and 93 % with it.

The reading. A game's name is a comparison when

* a word of comparison (`compared_games.markers`: "like", "as in", "como
  en", "como la", "igual que"...) stands at most `reach` words before it,
  with no clause opening between ("like the Nurse in LOOP", "como la
  CREDIT CARD de LOOP", "like CV's public life goals"), or
* it is named only in a statement beside the question ("In LOOP you start
  with 2 COIN. What ...?", "CV has the bicycle card to pick the first
  player. Who goes first in adulthood?").

Such a game is the one compared with, not the one asked about, when the
question names another game outside the comparison, or says "here", "this
game", "aquí" (`compared_games.here`), or its own words (those outside the
comparison) point to other games only (`search._implied_games`). Else the
name keeps naming ("We just set up LOOP. Who starts?", "¿cómo la juego en
LOOP?": the words are LOOP's, or no other game is in sight).

A statement of `STATEMENT_WORDS` words or more that names the only game
named ("The dice in Coming of Age are gone once used. Do my time meeples
come back every turn?") compares too when the question asks in a glossary
term of two words or more of another game ("time meeples", "Memory Card")
and none of the statement's game (`search._compared_asked_elsewhere`), and
does not ask whether there is such a thing at all (`asked_whether`), or asks
in a word typed in capitals that another game prints so ("In CV only the top
card of each stack is active. How many ACTIVITY can I keep at once?", even
told in CV's terms; TUNE34: top-1 +1, top-3 +1): a label
("Adulthood:", "Modo solitario de LOOP:") is shorter, and "In LOOP last
night, my happiness went from 3 to 9 ..." asks about LOOP in words of its own.
Any word of another game's rule text (not of its glossary) would take such
questions from their game (TUNE32: top-1 -6, abstention -4). A statement told
after the question ("How do I get Promoted? In LOOP your CAREER never
changes") is not the scene the question is set in but what the player knows
from the other game: it compares whenever the question's own words point to
other games only, a word of their rule text too (`_answers_after`; TUNE34:
top-1 +3, top-3 +3, false abstention -4). One that opens "In <game>", "En
<game>" ("Who starts? In LOOP it's whoever spent $100 most recently") sets
the other game's way against the question and compares even when the
question's words point to no game (`_opens_with_name`; TUNE34: top-1 +1,
top-3 +2, false abstention -1): the other games answer.
So does a comparison that opens its clause and names a thing of its game's
glossary (", like Rob Bot in Coming of Age?", "Is it like the Life Event
spaces on the Adulthood track?": `search._thing_named`; TUNE34: top-1 +4,
top-3 +3); inside its clause it may be an example of what is asked ("How
does a card like the Nurse in LOOP work?"; ungated: top-1 +5, top-3 +4,
false abstention -1).

The compared game's own term right after its name ("like LOOP's BUY AREA",
a term of its glossary, alone or in a phrase) is the thing compared with,
and no vote for that game (`search._named_right_after`; TUNE34: top-1 +1,
top-3 +1). A term of it further on may still tell of it ("Como el Scavenger
de LOOP que rebusca en la BASURA, ¿puedo coger un Recuerdo...?": any term so,
abstention -1).

A word of the comparison that the asked game's rules print too is still no
topic when it is part of a phrase of the compared game's glossary that the
asked game's glossary does not phrase ("like LOOP's BUY AREA" asked of
Adulthood, which says "buy" and "area" apart: `search._in_compared_phrase`;
TUNE34: false abstention -1), except in a question of whether there is such
a thing (`asks_whether_too`: "do Memory Tokens of one colour give a set
BONUS, like the Life icon sets in Adulthood?"; without it, abstention -1).

Words outside the comparison that point to the compared game and to another
one ("Only the top card of a STACK works, right? Like only your current
Career in Adulthood?": "stack" is CV's term and a word of Adulthood's rule
text) leave the compared game aside when none of them is a term of its
glossary (`search._glossary_votes`; TUNE32: top-1 +2, top-3 +2).

The compared thing is not always between the word of comparison and the
name: "Like LOOP removing MATERIAL sets ..., how are the childhood cards
prepared in CV?", "Is there a HAPPINESS target like in LOOP?". A word
outside the comparisons that is a term of the compared games' glossaries
and of no other game's is read as one of the comparison's words
(`search._compared_terms_outside`; TUNE32: false abstention -1).

The words of the comparison (from its word of comparison to the game's name,
or the whole statement) say what the player compares with: they do not vote
for the game asked about (`_Query.comparing`), and the compared game's
entries rank at `COMPARED_GAME_FACTOR`. A word of them that the entry's game
never uses ("like losing HAPPINESS in LOOP", asked of Coming of Age) is no
topic its rule must cover, except in a question of what there is ("¿hay
penalización al final, como la del LANDFILL de LOOP?": the compared thing is
the very thing asked about). Read as mere framing, every word of them (a
version tried and dropped), they let the asked game's entries answer "does
this game also have X, like LOOP's X?" (blind80: abstention 80.0 -> 77.5 %; with
only the statement's words so framed, 77.5 % and false abstention up).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import lexicon_table, words

CONTEXT = -1  # (search.CONTEXT: a word of a statement beside the question)
# the fewest words of a statement that says something of its game, where a label has a name and a word or two
# ("Adulthood:", "Competitive mode in loop:", "Modo solitario de LOOP:"): STATEMENT_WORDS
STATEMENT_WORDS = 5


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> tuple[dict[str, tuple[tuple[str, ...], ...]], int, frozenset[tuple[str, ...]], frozenset[str],
                                 frozenset[str], frozenset[str], frozenset[str]]:
    """The phrases of comparison of `lang` by their first word, the reach,
    the phrases that say "this game", their first words, and the words that
    compare only right before the name; the words after which a word of
    comparison is a verb, and before which it is a filler ("for like 4 turns")."""
    table = lexicon_table(lang, "compared_games")
    here = frozenset(tuple(words(phrase)) for phrase in table.get("here", ()) if words(phrase))
    return (_by_first(table.get("markers", ()), longest_first=True),
            int(table.get("reach", 0)), here, frozenset(phrase[0] for phrase in here),
            frozenset(word for phrase in table.get("direct", ()) for word in words(phrase)),
            frozenset(table.get("filler_after", ())), frozenset(table.get("verb_after", ())))


def _marker_before(folded: list[str], start: int, opens: frozenset[int], names: set[int], lang: str) -> int | None:
    """The position of a word of comparison at most `reach` words before the
    name at `start`, in the same clause and with no other game's name
    between (`names`: "like LOOP's limit in Coming of Age" compares LOOP
    only); None when there is none."""
    by_first, reach, _, _, direct, filler_after, verb_after = _lexicon(lang)
    if start and folded[start - 1] in direct:  # ("like CV's goals", "como LOOP")
        return start - 1
    for position in range(start - 1, max(-1, start - 1 - reach), -1):
        if position + 1 in opens or position in names:  # a clause opens, or another name stands, between
            return None
        for phrase in by_first.get(folded[position], ()):
            end = position + len(phrase)
            if end <= start and tuple(folded[position:end]) == phrase:
                if len(phrase) == 1 and (folded[end].isdigit() or folded[end] in filler_after
                                         or position and folded[position - 1] in verb_after):
                    continue  # ("for LIKE 4 turns", "LIKE is there...", "the order I LIKE")
                return position
    return None


def says_here(folded: list[str], lang: str, within: set[int] | None = None) -> bool:
    """Whether the question says "here", "this game" (at a position of `within`, when given)."""
    _, _, here, firsts, _, _, _ = _lexicon(lang)
    if firsts.isdisjoint(folded):
        return False
    return _held_at(folded, {first: tuple(phrase for phrase in here if phrase[0] == first) for first in firsts},
                    range(len(folded)) if within is None else within)


def comparisons(folded: list[str], spans: list[tuple[str, int, int]], clause: list[int], opens: frozenset[int],
                lang: str, lone: set[str] | None = None, after: set[str] | None = None,
                itself: set[str] | None = None) -> dict[str, set[int]]:
    """The games named only in a comparison or in a statement beside the
    question, each with the positions of the words of its comparisons
    (and, in `itself`, those every comparison of which sets the game
    itself beside the question: `_sets_game_itself`).
    Empty for a question that names no game, or names none so (a set
    look-up of the words of comparison, and of a statement, first)."""
    if not spans:
        return {}
    by_first, _, _, _, direct, _, _ = _lexicon(lang)
    stated = bool(clause) and CONTEXT in clause
    if not stated and by_first.keys().isdisjoint(folded) and direct.isdisjoint(folded):
        return {}
    compared: dict[str, set[int]] = {}
    told: dict[str, set[int]] = {}  # games named in a statement beside the question, and its words
    plain: set[str] = set()  # games named outside any comparison
    names = {position for _, start, end in spans for position in range(start, end)}
    by_itself: dict[str, bool] = {}
    for game, start, end in spans:
        marker = _marker_before(folded, start, opens, names, lang)
        if marker is not None:
            compared.setdefault(game, set()).update(range(marker, end))
            by_itself[game] = by_itself.get(game, True) and _sets_game_itself(folded[marker:start], lang)
        elif stated and all(clause[position] == CONTEXT for position in range(start, end)):
            told.setdefault(game, set()).update(_sentence_around(clause, start))
        else:
            plain.add(game)
    if told:  # ("We just set up LOOP. Who starts?" names the game asked: a statement compares only beside another
        # game named in the question, or "here"; ...
        asked = {position for position, number in enumerate(clause) if number != CONTEXT}
        beside = bool(plain - told.keys()) or says_here(folded, lang, asked)
        for game, positions in told.items():
            # ... or when it says something of its game ("The dice in Coming of Age are gone once used."), not a
            # label ("Adulthood:", "Modo solitario de LOOP:"), and the question's own words point to another game
            # (search._compared_asked_elsewhere); not when the question asks whether there is such a thing too ("In
            # Adulthood you score extra for sets. Do I get BONUS VEP for 3 Memory Tokens?"), which a game that lacks
            # it leaves unanswered: read as about another game, its nearest rules answered (TUNE32: abstention -3)
            if beside or len(positions) >= STATEMENT_WORDS and not asks_whether_too(folded, asked, lang):
                compared.setdefault(game, set()).update(positions)
                # (told so to the caller, which asks for a term of another game; not a statement after the question,
                # `_answers_after`)
                if not beside and lone is not None and not _answers_after(asked, positions):
                    lone.add(game)
                elif not beside and after is not None and _answers_after(asked, positions) \
                        and _opens_with_name(folded, positions, spans, game, lang):
                    after.add(game)  # (told so to the caller: compared even when no other game is in sight)
    if itself is not None:
        itself.update(game for game, whole in by_itself.items() if whole and game not in plain)
    return {game: positions for game, positions in compared.items() if game not in plain}


def _sets_game_itself(between: list[str], lang: str) -> bool:
    """Whether the words of a comparison up to the name (`between`) are one of
    the lexicon's `compared_games.itself` ("like in", "como en"): "LIKE IN
    CV, do I roll all my dice at once?", "Is there a round limit LIKE IN
    Coming of Age?" set the game itself beside the question, its way, not a
    thing of it ("like CV's goals", "como la CREDIT CARD de LOOP"): no
    player asks "like in CV" of CV, so the game is compared with whatever
    the question's own words point to (`search._compared_asked_elsewhere`)."""
    return tuple(between) in _itself_phrases(lang)


@lru_cache(maxsize=4)
def _itself_phrases(lang: str) -> frozenset[tuple[str, ...]]:
    """The lexicon's `compared_games.itself` phrases of `lang`, as word tuples."""
    return frozenset(tuple(words(phrase)) for phrase in lexicon_table(lang, "compared_games").get("itself", ()))


def _answers_after(asked: set[int], positions: set[int]) -> bool:
    """Whether the statement at `positions` comes after the question (the
    words at `asked`): "How do I get Promoted? In LOOP your CAREER never
    changes", "¿Cuántas Parejas puedo tener a la vez? En CV solo vale la
    carta de arriba". Told after the question, a statement of the only game
    named sets it beside the game asked (what the player knows from it), not
    the scene of the question ("We just set up LOOP. Who starts?", told
    first): the question's own words then say which game it asks about, a
    term of that game's glossary or a word of its rule text alike
    (`search._compared_asked_elsewhere`); with no such word, the name keeps
    naming ("Who starts? In LOOP it's whoever spent $100 most recently")."""
    return bool(asked) and min(asked) < min(positions)


def _opens_with_name(folded: list[str], positions: set[int], spans: list[tuple[str, int, int]], game: str,
                     lang: str) -> bool:
    """Whether the statement at `positions` opens with "In <game>", "En
    <game>" (the lexicon's `compared_games.told_in`): "Who starts? IN LOOP
    it's whoever spent $100 most recently" sets the other game's way against
    the question; "Who starts? We're playing LOOP tonight" does not."""
    first = min(positions)
    return folded[first] in lexicon_table(lang, "compared_games").get("told_in", ()) and any(
        named == game and start == first + 1 for named, start, _ in spans)


def asks_whether_too(folded: list[str], asked: set[int], lang: str) -> bool:
    """Whether the question (the words at `asked`) asks whether a thing is
    there or happens at all ("is there", "anything", "bonus": the lexicon's
    `compared_games.asked_whether`)."""
    return _held_at(folded, _asked_whether(lang), asked)


@lru_cache(maxsize=4)
def _asked_whether(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The phrases of `compared_games.asked_whether` of `lang`, by their first word."""
    return _by_first(lexicon_table(lang, "compared_games").get("asked_whether", ()))


def _by_first(phrases, longest_first: bool = False) -> dict[str, tuple[tuple[str, ...], ...]]:
    """Lexicon phrases folded into their words and grouped by their first
    word (the longest first when asked: the longest marker wins)."""
    grouped: dict[str, list[tuple[str, ...]]] = {}
    for phrase in phrases:
        folded = tuple(words(phrase))
        if folded:
            grouped.setdefault(folded[0], []).append(folded)
    return {first: tuple(sorted(found, key=len, reverse=True) if longest_first else found)
            for first, found in grouped.items()}


def _held_at(folded: list[str], by_first: dict[str, tuple[tuple[str, ...], ...]], positions) -> bool:
    """Whether one of the phrases (`by_first`: by their first word) starts
    at one of `positions` of the folded words."""
    for position in positions:
        for phrase in by_first.get(folded[position], ()):
            if tuple(folded[position:position + len(phrase)]) == phrase:
                return True
    return False


def _sentence_around(clause: list[int], position: int) -> range:
    """The positions of the statement (a run of CONTEXT words) holding `position`."""
    start = position
    while start > 0 and clause[start - 1] == CONTEXT:
        start -= 1
    end = position
    while end + 1 < len(clause) and clause[end + 1] == CONTEXT:
        end += 1
    return range(start, end + 1)
