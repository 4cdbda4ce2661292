"""A thing taken at random or chosen, answered by the rule that says how it is taken.

"Are the goal tiles dealt AT RANDOM? can i PICK which ones i get?", "do i
get to CHOOSE my starting trait tile or is it RANDOM", "¿el Logro SE ELIGE o
te toca uno AL AZAR?". Players ask whether a thing comes to them by chance
or by choice; the rulebook says it by the way the thing is taken: "each
player DRAWS one of the 4 Starting Trait Tiles", "BARAJA las cartas de
Logro y ROBA dos". Read word by word, "pick" or "azar" was a topic such a
rule never holds, and `ask` said the rulebook was silent beside the rule
that answers (a draw from a shuffled pile is the chance asked about, and
says no choice is given).

The reading: in a question that holds both a word of chance
(`question_form.chance_random_words`: "random", "azar", "aleatorio") and a
word of choosing (`chance_choose_words`: "pick", "choose", "elegir",
"elijo"), those words are covered by an entry one of whose sentences says
how a thing is taken (`chance_taken_told`, read by
unstated_specifics.entry_tells: "draw", "deal", "shuffle",
"random", "choose", "roba", "reparte", "baraja", "elige"). Nor are they
more in a gap beside that rule (search._gap_holds_more): "choose my
starting trait or is it random" beside the gap of swapping the starting
trait is the rule's question. A question of chance alone ("is the Event
deck random?") or of choice alone ("can I pick which card to discard?")
is not read: either word may then be the very thing the rule must speak
of. Gated on a set look-up of the words of chance: other questions pay
nothing.

The silences of form read it too: leave to choose (rules/choices_asked.py)
is answered by a first rule that says how the thing is taken, when the
question offers chance beside the choice ("is it random, or can I choose
it?"); and a draw asked at random or chosen (rules/player_acts.py,
`chance_told`) by a first rule that draws ONE OF a set or deals it ("each
player draws one of the 4 Starting Trait Tiles"), not by any "draw":
Adulthood's Meditate puts "one of your facedown Values" in hand and
"draws a new Values card" for another, and which facedown one goes is
never said (blind99 stays silent).

Measured on TUNE117 (start 589210a5, after rules/chance_handled.py): false
abstention 558 -> 555 (blind114 "do i get to choose my starting trait tile
or is it random", blind50 "do I pick my starting trait tile or is it
random?", blind65 "¿el Logro se elige o te toca uno al azar?"); top-1,
top-3 and abstention unchanged. The reading of leave to choose moved
nothing on the tuning sets; it answers fresh wordings the tests quote ("is
my starting trait tile random, or can I choose the one I want?").
"""

from __future__ import annotations

from referee.rules.normalize import question_form_set


def chance_words(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is a
    word of chance or of choosing in a question that holds both ("AT RANDOM?
    can I PICK"). Empty when the question holds no word of chance (most
    questions: a set look-up) or no word of choosing."""
    chance = question_form_set(lang, "chance_random_words")
    if chance.isdisjoint(folded):
        return []
    choosing = question_form_set(lang, "chance_choose_words")
    if choosing.isdisjoint(folded):
        return []
    marked = {position for position, word in enumerate(folded) if word in chance or word in choosing}
    return [place in marked for place in places]
