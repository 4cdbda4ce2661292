"""Acts of players the rule that ranks first does not speak of, silences of the question's form.

Seven shapes players ask of every game, naming new things each time, so a
gap's aliases never reach them; the rule that ranks first tells what the
thing named does, and speaks of every thing the question names, but not of
the act asked:

* what is shown to the others or kept from them ("do they have to SHOW THE
  OTHERS which tile goes to the bottom?", "are the 2 MATERIAL it removes
  SHOWN TO everyone, or taken out UNSEEN?", "do I have to TELL PEOPLE how
  many FAVOUR I have?", "¿PUEDO MIRAR el mazo?"), told to one player too
  ("can I TELL MY brother which cards I'm passing him?", "do the others have
  to TELL ME how many points they have?"; round inter1: 2 abstentions more,
  nothing else moved), and a choice or a slip made known to the table ("do
  I have to SAY WHICH card I'm going for?", "DECLARE WHICH level", "¿TENÉS
  QUE DECIR qué carta vas a agarrar?", "¿es obligatorio AVISAR A la mesa?";
  round abstx: 6 abstentions more, nothing else moved), and proof asked of
  another player or offered ("do they have to PROVE TO ME they meet it?",
  "¿HAY QUE DEMOSTRARLO o basta con decirlo?"): the first rule answers
  when it speaks of what is seen (`shown_told`: "reveal", "face down",
  "secret", "look at", "boca abajo", "revela");
* an act turned on oneself ("¿puede dárselo A SÍ MISMA?", "¿me puedo elegir
  A MÍ MISMO?", "can I play it ON MYSELF?"): it answers when it says who
  the act is for (`self_told`: "yourself", "your own", "another player",
  "otro jugador");
* a deal between players ("can two players MAKE A DEAL?", "can we ALL
  AGREE to skip it?", "¿podemos HACER UN TRATO?"), paying another player
  included ("¿PUEDO PAGARLE a otro jugador para usar su carta?", "can I
  PAY FOR HIM?"), and a bet between them ("can I make a SIDE BET with Tom?",
  "¿podemos APOSTARNOS VEP?"; round inter1: 2 abstentions more, no answerable
  question of the tuning sets says "bet" or "apostar"), included: it answers
  when it speaks of deals (`deal_told`: "negotiate", "agree", "trato");
* a draw asked to be at random or chosen ("¿la FAVOUR se roba AL AZAR O
  puedo elegir cuál?", "is it random or do I pick?"): it answers when it
  says how the card is taken (`chance_told`: "random", "choose", "shuffle",
  "azar", "elige");
* who makes a choice ("WHO PICKS which of my materials gets used, me or
  them?", "¿QUIÉN ELIGE primero el color?"): it answers when it says who
  chooses or in what order (`chooser_told`: "chooses", "pick", "order",
  "elige", "orden"), not when it only names what was
  chosen ("el color que ha elegido"). Asked as the second of two asks
  ("do I lose one card or two, AND WHO CHOOSES which?"), it is none: the
  first ask's rule ranks first and answers;
* players acting together on one thing ("can two of us CHIP IN materials
  for one activity?", "¿podemos pagar una carta JUNTANDO NUESTROS
  símbolos?", "¿se puede repartir la penalización ENTRE TODOS?"): the rule
  of the thing tells what one player does with it; it answers when it says
  players act together or share (`joint_told`: "together", "share",
  "juntos", "comparten": "the tied players SHARE the victory").

* how many cards are left in a deck or a pile, asked as leave or as
  something to know ("are we allowed to COUNT HOW MANY trait tiles are left
  in the pile?", "¿se pueden CONTAR LAS CARTAS que quedan en el mazo?";
  round abstx): it answers when it counts a pile or speaks of its size
  (`pile_count_told`: "count", "fewer", "menos cartas": CV's end "when the
  old age deck has fewer cards than the number of players").

The question says the act (`{topic}_asked` of the lexicon's
`[question_form]`), read as rules/advice.py reads its own forms; only the
first entry is judged, as rules/on_purpose.py judges a wilful act: a near
rule of something else speaks of its own secrets, players or deals.
"""

from __future__ import annotations

from referee.rules.advice import unstated_form
from referee.rules.index import LangIndex

TOPICS = ("shown", "self", "deal", "chance", "chooser", "joint", "pile_count")  # the prefixes of the lexicon fields read, in the order they are judged
ENTRIES = 1  # the first entries one of which must speak of the act
# ... but who chooses is judged on the near entries: the rule of what is chosen may rank first, the rule of who
# chooses right after it (with the first alone, CV's "the player chooses one active card", second, was not heard)
CHOOSER_ENTRIES = 3


def unstated_act(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask an act of `TOPICS` when the first entry does not
    speak of it; else None."""
    return next(filter(None, (unstated_form(query, near[:CHOOSER_ENTRIES if topic == "chooser" else ENTRIES], lang_index,
                                            topic) for topic in TOPICS)), None)
