"""What a player starts with, asked: the setup step that deals it comes first.

"How many coins do I start with as the Intern?", "¿cuántas Fichas de Interés
tengo al empezar?". A player who asks how many of a thing there are at the
start of the game asks for the step of setup that hands it out ("Start with
2 COIN and 1 random MATERIAL", "7 Fichas de Interés en tu reserva
personal"). The entries of play about the same thing hold the question's
words as well ("Intern: starts with HAPPINESS 4", "Parent Card discard pile
is public; always 2 in hand"), and so does the list of components (how many
tokens are in the box): the start is one phrase, the thing is the rest.

The lexicon (`question_form.start_asked`, `setup_sections`) names the words,
in each language. Once the search has decided, an answered question that
asks a count ("?num": how many, how much) and says the start has the first
of the next SIBLING_RANKS rule entries of its first entry's game whose
SECTION is of the rulebook's setup moved first, when it scores at least
PULL_SHARE of the first and the first is of no setup section
(`siblings.stating_sibling_first`). Both are needed: "at the start" alone
is often the scene of another ask ("can I trade at the start of my turn?"),
as was the whole setup part of the rulebook in rules/rulebook_parts.py.
Only the question's first ask is read: "do I get to see my parent cards?
how many do I draw at the start" asks first what the setup step does not
say, and with the step first it went unanswered. The check is a set look-up
of the question's words: most questions hold none.

The start of a round or a turn is no start of the game ("AL EMPEZAR LA
RONDA 3, ¿cuántos dados nos tocan?" asks the dice the round adds, not the
set-up's starting die): a word of `each_period_words` within PERIOD_REACH
words after every start phrase reads no start asked. Round reorder,
TUNE129: top-1 22,768 -> 22,769 (that question), nothing else moved.

What a player starts with is asked without a count too ("WHICH two Mood
Tracks do we START WITH?", "¿CON QUÉ EMPIEZO si juego de Becario?"): a
word of `start_what` and a phrase of `start_held` in the first ask read as
the start asked. "At the start" is no such phrase: "what can I do at the
start of my turn?" asks play. TUNE117: top-1 +1 (the starting Mood
Counters before the overview of the Mood Tracks), nothing else moved; the
INTERN's starting COIN ("what does the intern start with?") stays behind
the player's area entries, which score far above the setup step.

The same deal is asked with no word of the start, as what each player gets
("how many life goals does everybody get?", "¿cuántas cartas GOAL recibe
cada jugador?"): a count, a phrase of each player (`each_asked`) and a verb
of getting (`each_getting`) in the first ask, with no word of a turn or
round (`each_period_words`: "how many cards does each player get each
round?" asks play), reads as the start asked (`asks_each_gets`); so does
the count said right before the phrase of each player with no verb at all
("meta de vida, ¿cuántas cada uno?": `each_elided`). There the
setup entries themselves are often first in the wrong order: LOOP's "18
GOAL types; 3 per player in Basic Mode", a setup entry of the player's
area, before "Deal 3 GOAL to each player"; CV's "public life goals =
number of players minus one" before "deal one secret life goal to each
player". When no entry of setup moves first, the first of the next
SIBLING_RANKS entries of the game whose title says the deal (`setup_deal_told`)
goes first from DEAL_SHARE of the first's score, when the first's title
does not (`deal_entry_first`).

Two kinds of setup entries answer no "each player gets", though they hold
its words: the entry of what no player gets (`setup_undealt_told`: the
cards set aside, "Unused childhood cards are set aside"; the common supply
within everyone's reach, "Setup 2: common supply of tokens, 1 Time
meeple"), and, when the question names how many play ("a tres jugadores,
¿cuántas cartas de infancia recibe cada uno?"), the entry of the deal for
another count ("Paso 5: a 4 jugadores, 3 cartas de infancia a cada uno").
Neither moves first (the caller's `may_move`); and when the first entry
itself is one of what no player gets, the next setup entry that may move
goes first from DEAL_SHARE of its score (`dealt_entry_first`), unless the
question's first ask asks for what is left over itself (`undealt_asked`:
"¿... y cuántas quedan apartadas?").

A section is of setup by its last part ("Setup > General Setup",
"Competitive Mode > Setup & Career": `of_setup`): LOOP's rulebook describes
the player's area inside its setup chapter ("Basic Mode Setup > Player
Area": the CAREER card, the FAVOUR and GOAL cards, the LANDFILL), and those
entries say what the things are, not what a player is dealt. Read as setup,
"The CAREER card; INTERN in Basic Mode" stayed first for "how much money do
I start with as the intern?" and no setup step could pass it. TUNE109, on
the 502 questions that ask a start amount or what each player gets: top-1
+4 (5 gained: the INTERN's starting COIN and MATERIAL x4, solo LOOP's GOAL
and FAVOUR deck; 1 lost: "How much money do I start with as the INTERN, and
what else?" had the INTERN's starting HAPPINESS first, now the INTERN's own
entry, which says the 2 COIN too), nothing else moved.

The list of the box (a section of `box_sections`: "Components") counts what
the box holds ("Cards and tiles: Parent, Memory, Trait and Goal", "33 Time
tokens (meeples)"), never what a player starts with or gets, yet it holds
the thing's name and its count and often scores far above the step that
deals it ("ok box is open, how many parent cards does everyone start
with?": the box's cards 71.8, "Shuffle your Parent deck and draw 2" 51.7).
When the first entry is of the box, the first of the next BOX_RANKS entries
of its game of a setup section goes first from BOX_SHARE of its score
(`past_box_first`), after the pulls above found nothing to move.
TUNE152 (round setuptop): top-1 27,079 -> 27,082 of 29,360 (blind148 +3:
the Parent Cards and the Time meeples each player starts with), top-3
+2, abstention and false abstention unchanged, nothing lost. Tried with it
and dropped: Spanish "empieza" as a verb of getting ("¿con cuántas ...
EMPIEZA cada jugador?"): blind148 unchanged, and the 4-player childhood
deal went before the starting hand (top-1 -1).

When the question names how many play ("Somos tres, ¿cuántos FAVOUR le
tocan a cada uno?"), a first entry whose title says it varies with the
player count (`count_table_told`: "Starting FAVOUR by seat position and
player count") answers that count: no pull of "each player gets" moves
past it (`tells_count_table`; "Remove the blue FAVOUR, deal red FAVOUR by
seat" went first). TUNE152: top-1 27,082 -> 27,083 (that question),
nothing else moved.

How a thing is dealt, asked with no count and no turn or round ("how are
Values DEALT?", "En cooperativo, ¿cómo SE REPARTEN los FAVOUR?",
`setup_deal_asked`), is read as the start asked (`asks_deal`): the setup
step that deals it goes first from PULL_SHARE, as for a count at the start
("Co-op: each player gets one of each red FAVOUR" before the co-op play
rule "no draw, played face up"). TUNE152: top-1 27,083 -> 27,086 (blind148,
blind98, blind68), nothing else moved. It is read only with a word of how in
the same ask (`setup_deal_how`): without it "When do I reveal the secret life
goal I was DEALT?" (a deal in a relative clause) was read as the deal and
lost its answer (round explainrank, TUNE153: top-1 27,278 -> 27,281, blind98,
blind148, blind150; CHECK4 unchanged).
"""

from __future__ import annotations

from referee.rules.normalize import intents, question_form_set, words
from referee.rules.phrase_lists import listed_positions, says_listed, text_says_listed
from referee.rules.siblings import stating_sibling_first
from referee.rules.triggers import form_phrases, triggered_by

PULL_SHARE = 0.85  # the setup step goes first from this share of the first entry's score
SIBLING_RANKS = 2  # rule entries looked at after the first
DEAL_SHARE = 0.75  # the entry whose title deals it goes first from this share of the first entry's score (tuning
# list, top-1 of the questions asking what each player gets: 0.95 +7, 0.85 +8, 0.8 +10, 0.75 +11, 0.7 +10: 'how many
# of the little wooden time people does each player get?' lost its setup entry to 'Deal 2 Career cards')


@triggered_by(form_phrases("start_held", "start_asked"), absent=False)
def asks_start_amount(query: str, lang: str) -> bool:
    """Whether a question's first ask (up to its first question mark) asks
    how many of a thing there are at the start ("how many ... AT THE
    START", "¿cuántas ... AL EMPEZAR?"), or what a player starts with
    ("WHAT do we START WITH?", "¿CON QUÉ EMPIEZO?")."""
    first = words(query.split("?", 1)[0])
    if says_listed(first, lang, "start_held") and not question_form_set(lang, "start_what").isdisjoint(first):
        return True  # ("WHAT does the intern START WITH?", "¿CON QUÉ EMPIEZO?": what is held at the start, no count)
    return says_listed(first, lang, "start_asked") and "?num" in intents(first, lang) \
        and not _start_of_period(first, lang)


PERIOD_REACH = 3  # a word of a turn or round this close after the start phrase says whose start it is


def _start_of_period(first: list[str], lang: str) -> bool:
    """Whether every start the words say is the start of a round or a turn ("AL EMPEZAR LA RONDA 3, ¿cuántos
    dados...?", "at the start of MY TURN"): a word of `each_period_words` within PERIOD_REACH words after each
    phrase of `start_asked`. That asks play (the dice a round adds), not what the set-up deals."""
    found = listed_positions(first, lang, "start_asked")
    ends = [at for at in found if at + 1 not in found]
    period = question_form_set(lang, "each_period_words")
    return bool(ends) and all(not period.isdisjoint(first[end + 1:end + 1 + PERIOD_REACH]) for end in ends)


@triggered_by(form_phrases("each_asked", "each_elided"), absent=False)  # ((each_asked and each_getting) or each_elided)
def asks_each_gets(query: str, lang: str) -> bool:
    """Whether a question's first ask asks how many of a thing each player
    gets, with no word of a turn or round ("how many GOAL does EACH PLAYER
    GET?", "¿cuántas RECIBE CADA UNO?"): the deal of the setup, asked
    without the start; or with the verb left out, the count right before
    the phrase of each player (`each_elided`: "life goals, how many
    each?", "meta de vida, ¿cuántas cada uno?")."""
    first = words(query.split("?", 1)[0])
    return ((says_listed(first, lang, "each_asked") and says_listed(first, lang, "each_getting")
             or says_listed(first, lang, "each_elided"))
            and question_form_set(lang, "each_period_words").isdisjoint(first) and "?num" in intents(first, lang))


@triggered_by(form_phrases("setup_deal_asked"), absent=False)
def asks_deal(query: str, lang: str) -> bool:
    """Whether a question's first ask asks HOW a thing is dealt (a word of `setup_deal_how`), with no word of a
    turn or round ("HOW are the FAVOUR DEALT in co-op?", "¿CÓMO SE REPARTEN los FAVOUR?"): the setup step that
    deals it. Without the "how" a deal in a relative clause was read ("When do I reveal the secret life goal I
    was DEALT?" asks when, not the deal)."""
    first = words(query.split("?", 1)[0])
    return says_listed(first, lang, "setup_deal_asked") and not question_form_set(lang, "setup_deal_how").isdisjoint(first) \
        and question_form_set(lang, "each_period_words").isdisjoint(first)


def asks_undealt(query: str, lang: str) -> bool:
    """Whether a question's first ask speaks of what no player gets (the
    cards set aside, the common supply): "¿... y cuántas quedan APARTADAS?"."""
    return says_listed(words(query.split("?", 1)[0]), lang, "undealt_asked")


def tells_undealt(title: str, lang: str) -> bool:
    """Whether a setup entry's title is about what no player gets ("Unused
    childhood cards are SET ASIDE", "COMMON SUPPLY of tokens")."""
    return text_says_listed(title, lang, "setup_undealt_told")


def tells_count_table(title: str, lang: str) -> bool:
    """Whether an entry's title says it varies with the player count ("Starting FAVOUR by seat position and PLAYER
    COUNT", "según posición Y NÚMERO DE JUGADORES"): the table a question that names the count asks of."""
    return text_says_listed(title, lang, "count_table_told")


def of_setup(section: str, lang: str) -> bool:
    """Whether an entry's section is a step of setup: its last part names the setup ("Setup > General Setup",
    "Competitive Mode > Setup & Career"), not only a part above it ("Basic Mode Setup > Player Area": LOOP's
    player area, what its cards and tokens are, placed in the setup chapter)."""
    return text_says_listed(section.rpartition(" > ")[2], lang, "setup_sections")


BOX_SHARE = 0.65  # past the box's list, the setup step goes first from this share of its score
BOX_RANKS = 3  # rule entries looked at after the box's list


def of_box(section: str, lang: str) -> bool:
    """Whether an entry's section is the list of the box ("Components", "Componentes"): what the box holds."""
    return text_says_listed(section.rpartition(" > ")[2], lang, "box_sections")


def past_box_first(scored: list[tuple[float, int]], section_of, game_of, may_move=lambda number: True):
    """`scored` with the first of the next BOX_RANKS entries of the first
    entry's game whose section is of the setup moved first, when the first
    entry is of the box's list (`of_box`) and it scores at least BOX_SHARE
    of the first. None when nothing moves."""
    if not scored or not of_box(*section_of(scored[0][1])):
        return None
    return stating_sibling_first(scored, lambda number: of_setup(*section_of(number)),
                                 game_of, BOX_SHARE, BOX_RANKS, may_move)


def setup_entry_first(scored: list[tuple[float, int]], section_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose section
    (`section_of`: number -> (section, language)) is of the setup moved
    first, when it scores at least PULL_SHARE of the first and the first's
    section is not. None when nothing moves."""
    return stating_sibling_first(scored, lambda number: of_setup(*section_of(number)),
                                 game_of, PULL_SHARE, SIBLING_RANKS, may_move)


def deal_entry_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` with the first of the next SIBLING_RANKS entries of the first
    entry's game whose title (`title_of`: number -> (title, language)) says
    the deal ("Deal 3 GOAL to each player", "Reparte ... a cada jugador")
    moved first, when it scores at least DEAL_SHARE of the first and the
    first's title does not. None when nothing moves."""
    return stating_sibling_first(scored, lambda number: text_says_listed(*title_of(number), "setup_deal_told"),
                                 game_of, DEAL_SHARE, SIBLING_RANKS, may_move)


def dealt_entry_first(scored: list[tuple[float, int]], section_of, title_of, game_of, may_move=lambda number: True):
    """`scored` with the first of the next SIBLING_RANKS entries of the first
    entry's game of a setup section whose title is not of what no player
    gets moved first, when the first's title is (`tells_undealt`: "Unused
    childhood cards are set aside" before "Step 5: 3 players use the bicycle
    plus 8 random childhood cards ... deal 3 to each player") and it scores
    at least DEAL_SHARE of the first. None when nothing moves."""
    if not scored or not tells_undealt(*title_of(scored[0][1])):
        return None
    return stating_sibling_first(
        scored, lambda number: of_setup(*section_of(number))
        and not tells_undealt(*title_of(number)), game_of, DEAL_SHARE, SIBLING_RANKS, may_move)
