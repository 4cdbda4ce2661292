"""When, asked: the sibling whose title states the moment comes first.

"When do my time meeples come back?", "¿Cuándo cobro mis puntos de
posesiones?". A question that opens with "when" asks for the moment of a
thing it names: the rulebook answers it in the entry whose title states the
moment ("STEP 4: take your spent time back", "END OF ROUND: discard the
leftmost card", "Trigger your face-down EVENT AFTER you end your turn").
Before this, the entry about the thing itself (what the Time tokens are,
what a Possession card gives) came first: it holds the same nouns, and the
moment is a word or two.

The lexicon names the words in each language: the first word of a question
that asks when (`question_form.when_opener`, read only when the search has
read the question as asking when, `?when`, and no subject follows it:
"WHEN I choose my final location, do I advance my counter before or after
I take my dice back?" tells the scene's moment and asks an order, and with
it the rule of advancing one STEP per token went first and the search
abstained on a held-out check-set question: `asked_in_title.scene_when`) and the words of a title
that states a moment (`moment_title_told`); not a question of when a thing
ends (`when_of_end`: "when does the game END?", which the rule of what ends
it answers, not a title "AT THE END, turn your Values face up"). The title, not the text: a
text says "after" or "until" of anything. Once the search has decided, an
answered question so asked has the first of the next SIBLING_RANKS rule
entries of its first entry's game whose title states a moment moved first,
when it scores at least PULL_SHARE of the first and the first's title states
none (`siblings.stating_sibling_first`, as rules/often_asked.py does for a
period). The check is a set look-up of the question's first word.

TUNE43: top-1 16,888 -> 16,892 (the Time tokens back at step 4, the Life
Event taken on passing its space twice, the face-down EVENT triggered after
the turn, the Personal Fulfillment counter advanced at the final location;
none of the tuning questions opening "when do/does/is/are..." or "cuándo" lost
its first rule), top-3, abstention and false abstention
unchanged. Without `when_of_end`, 17 questions "when does the game end?" lost
their rule of the end to a title "AT THE END, ..."; with "between rounds" /
"entre rondas" among the told words, two "when does a new Mood Track open
up?" lost theirs to the list of what unlocks between rounds: both dropped.

A set-up step does not pass a rule of play (round reorder, `search.py` keeps
such an entry from moving unless the first is a set-up entry too): its title's
"Step 4: deal one secret life goal to each player" numbers the preparation,
and "when do I reveal my secret life goal?" asks the moment of play, "Reveal
your personal life goal and score it" at the end. TUNE129: top-1 22,760 ->
22,763 (that question x3); top-3, abstention and false abstention unchanged,
nothing else moved.
"""

from __future__ import annotations

from referee.rules.asked_in_title import scene_when
from referee.rules.normalize import question_form_openers
from referee.rules.phrase_lists import text_says_listed
from referee.rules.siblings import titled_sibling_first

PULL_SHARE = 0.85  # a sibling whose title states the moment goes first from this share of the first entry's score
SIBLING_RANKS = 3  # rule entries looked at after the first


def asks_when(folded: list[str], lang: str, asks_when_intent: bool) -> bool:
    """Whether a question's folded words open by asking when ("WHEN do my time meeples come back?", "¿CUÁNDO
    cobro...?"), the search having read it as asking when."""
    return asks_when_intent and bool(folded) and folded[0] in question_form_openers(lang, "when_opener") \
        and not scene_when(folded[1:], lang) \
        and question_form_openers(lang, "when_of_end").isdisjoint(folded)  # (not "when does the game END?")


def states_moment(title: str, lang: str) -> bool:
    """Whether an entry's title states a moment ("STEP 4", "END OF ROUND", "AFTER you end your turn", "AL FINAL
    DEL AÑO")."""
    return text_says_listed(title, lang, "moment_title_told")


def moment_title_first(scored: list[tuple[float, int]], title_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose title
    (`title_of`: number -> (title, language)) states a moment moved first,
    when it scores at least PULL_SHARE of the first and the first's title
    states none. None when nothing moves."""
    return titled_sibling_first(scored, "moment_title_told", title_of, game_of, PULL_SHARE, SIBLING_RANKS, may_move)
