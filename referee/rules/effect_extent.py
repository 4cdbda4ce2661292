"""How far an effect reaches, asked: a silence of the question's form.

Three shapes players ask of every game, naming new things each time, so a
gap's aliases never reach them. The rule that ranks first tells what one
card, event or bonus does, and holds every thing the question names, but
not how far its effect goes:

* whether two effects add up ("if I have two cards that make other cards
  cheaper, do the DISCOUNTS STACK?", "si me salen dos Eventos de Vida que
  afectan a la ronda siguiente, ¿SE SUMAN LOS DOS EFECTOS?"): the first
  rule answers when it says effects combine or that one replaces the other
  (`stacking_told`: "cumulative", "in addition", "both", "only one",
  "replaces", "se suman", "ambos", "sustituye");
* whether one thing counts twice ("two of my cards have a white box cost:
  can the same 3 time COUNT FOR BOTH?", "¿la carta CUENTA PARA LOS DOS
  sets a la vez?"): the first rule answers when it says how often a thing
  serves (`double_told`: "unlimited", "once", "each", "both", "una vez",
  "cada": LOOP's "the same kept ACTIVITY can count for several GOAL"),
  or is scored at twice its worth ("if my secret goal is met twice over,
  do I SCORE IT DOUBLE?", "¿la Ficha de Rasgo inicial VALE DOBLE?", "¿COBRO
  LAS DOS VECES?"; round abst36, with rules/payment_manners.py's price
  changes: abstention +5 of TUNE119's 4,387, nothing else moved; "¿cobro dos
  veces lo de la parada?" stays the bus stop's: "las dos opciones ... una u
  otra");
* whether a thing lasts past its moment ("with Buy More Earn More, do the
  2 extra CARRY OVER to my next turn?", "¿la HAPPINESS o las monedas con
  que terminas una partida PASAN A LA SIGUIENTE?"): the first rule answers
  when it says how long something lasts or that it ends (`carryover_told`:
  "until", "same turn", "lost", "discarded", "hasta", "se pierden": "event
  symbols that are not used are LOST" answers "do leftover symbols carry
  over?"). Keeping a thing for later, asked as leave ("can I SAVE it for
  my next turn?"), is rules/unstated_specifics.py's deferral, judged on the
  near rules.

The question says the shape (`{topic}_asked` of the lexicon's
`[question_form]`), read as rules/advice.py reads its own forms; only the
first entries are judged (`ENTRIES`), as rules/player_acts.py judges an
act: a near rule of something else says how long its own effect lasts
(Adulthood's "effect carries over to next turn" icon, third for the LOOP
event).
"""

from __future__ import annotations

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex

TOPICS = ("stacking", "double", "carryover")  # the prefixes of the lexicon fields read, in the order they are judged
# the first entries one of which must say how far the effect reaches, per topic: whether a thing carries over is
# judged on the first two, the rule of the moment may rank before the rule of the thing (CV's "the turn is over",
# then "Tokens do not accumulate like income", for "do tokens carry over between turns?" with the game given)
ENTRIES = {"stacking": 1, "double": 1, "carryover": 2}


def unstated_extent(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask how far an effect reaches (`TOPICS`) when none of
    the first entries (`ENTRIES`) says it; else None."""
    return next(filter(None, (unstated_form(query, near[:ENTRIES[topic]], lang_index, topic) for topic in TOPICS)), None)
