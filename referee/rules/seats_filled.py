"""Seats at the table filled by one player, or by no one, asked of a rule that speaks of no such seat: a silence of the question's form.

Players short of the count they like ask to fill the table themselves:
one player running several seats ("We're 3. Can one of us PLAY TWO BOARDS
so it's a 4-player game?", "can one person RUN TWO player MATS?", "¿puede
cada uno LLEVAR DOS TABLEROS de jugador?"), the table made to count as more
players ("... SO IT PLAYS LIKE 4?", "... COMO SI FUÉRAMOS cuatro", "PARA QUE
SEA COMO A cuatro"), or a seat nobody plays ("is there a DUMMY PLAYER for 2
players?", "un JUGADOR FANTASMA", "llevando yo LAS DOS MANOS"). The rule that
ranks first is the game's player count, its solo or co-op set-up or the
card the seat would play (game.players: "played by 2 to 4 players, one
Player Board each"; LOOP's co-op cards), whose words hold every topic of
the question (players, boards, mats, the mode) but never say whether one
person may play two seats: no rulebook of the four does (they give the
counts and the solo modes, nothing of a player running two seats or of a
dummy player), and a fresh question names new things each time, so a gap's
aliases never reach it.

The form, in the question (`question_form` of the lexicon):

* `seats_asked`: a phrase of seats counted or played by no one, with `N`
  standing for any number ("so it plays like N", "as if we were N", "dummy
  player", "como si fuéramos N", "jugador fantasma"), or of a person at the
  table in no player's seat, the bank for everyone ("can my brother BE THE
  BANK and hand out the COIN?", "alguien QUE NO JUEGA y solo HACE DE
  BANCO"): LOOP's Banker is a CAREER one plays ("can I play the Banker in
  solo?"), never one "is", and no rulebook has anyone hand out the money;
* or a verb of playing a seat (`seats_verbs`: "play", "run", "control",
  "llevar", "manejar") with, at most COUNT_REACH words after it, a count
  of two or more (a number, or `seats_counts`: "both", "ambos"), and at
  most THING_REACH words after that, a thing one seat plays with
  (`seats_things`: "boards", "mats", "hands", "tableros", "manos"): "run
  two player mats", "llevar dos tableros de jugador". "Can I have two
  Careers at once?" (a card, no seat) and "A card has two colours" are no
  seats; nor is the game named after a count ("jugando de a DOS EN CV":
  the Spanish singular "cv" is no seat's thing, the plural "cvs" is).

The first entry answers only when a sentence of it has a word of a seat so
played (`seats_told`: "dummy", "controls", "automated"); the only such
sentence of the four rulebooks is Coming of Age's solo overview (Rob Bot,
"an automated opponent"), which answers when it ranks first.

Round abst37 (TUNE123 on b00a6a31): 26 questions of the tuning sets have
the form at the end of the round, all unanswerable, none answerable;
abstention 3,827 -> 3,837 (3,840 -> 3,851 with
the game given): blind117's "play two boards / CVs / mats so it's a
4-player game" in all four games and its LOOP "dummy player or bot",
blind41's "llevando dos CAREER ... como si fueran dos jugadores", blind87's
"llevar dos mats" and "uno de los personajes neutrales como si fuera un
jugador más", blind112's "running two player mats myself (two-handed)",
blind66's "llevando yo las dos manos"; top-1, top-3 and false abstention
unchanged. A first draft read the Spanish "cv" as a seat's thing and a
count three words before it: "jugando de a dos en CV" lost 2 answers.
The bank for everyone ("be the bank", "hacer de banco"), next: abstention
3,837 -> 3,841 (3,851 -> 3,856 with the game given: blind82's "be the bank
and hand out the COIN", blind96's "un jugador que haga de banco", blind14's
"quién hace de banca", blind117's "alguien que no juega y solo hace de
banco"), the rest unchanged.

Cheap: two set look-ups (`seats_cues`, words one of which each phrase
holds, and the seats' things) pass over 98 % of the tuning questions, at
the cost of rules/payment_manners.py's gate; the rest pay two compiled
searches. A first draft compared every phrase opened by a word of the
question ("as", "so", "like", "como", "que" open half of them): 60 µs a
question; "so it's a N player" left with it ("player" is in one English
question in 15; the verb and the boards beside it tell that seat).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import NUMBER_WORDS, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, holds

ENTRIES = 1  # the first entries one of which must speak of a seat so played
COUNT_REACH = 3  # the farthest a count may stand after its verb ("llevar CADA UNO dos"), in words
THING_REACH = 2  # ... and a seat's thing after its count ("two PLAYER mats"; not "jugando de a dos EN CV")
ANY_NUMBER = "n"  # the folded word that stands for any number in `seats_asked` ("as if we were N")


def unstated_seats(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a seat played by one player for another, or by no
    one, when no sentence of the first entry speaks of such a seat; else None."""
    lang = lang_index.lang
    said = words(query)
    cues, things = question_form_set(lang, "seats_cues"), question_form_set(lang, "seats_things")
    if cues.isdisjoint(said) and things.isdisjoint(said):
        return None  # (two set look-ups: most questions fill no seat)
    joined = " ".join(said)
    phrases, frame = _forms(lang)
    found = phrases.search(joined) or (not things.isdisjoint(said) and frame.search(joined))
    if not found:
        return None
    told = question_form_phrases(lang, "seats_told")
    if any(holds(sentence, told) for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)):
        return None
    return found.group(0)


@lru_cache(maxsize=4)
def _forms(lang: str) -> tuple[re.Pattern, re.Pattern]:
    """The phrases of `seats_asked` (`N`: any number), and the frame of a
    verb, a count of two or more and a seat's thing, each as one pattern
    over the question's folded words joined by spaces (made once per
    language): a regular expression reads a question in about 2 µs where a
    loop over the phrases took 60 (half the questions hold "as", "so",
    "like", "como" or "que", which open phrases)."""
    numbers = NUMBER_WORDS.get(lang, {})
    number = "(?:\\d+|" + "|".join(sorted(numbers, key=len, reverse=True)) + ")"
    several = "(?:" + "|".join([word for word, value in numbers.items() if value.isdigit() and int(value) >= 2]
                               + ["[2-9]", "\\d\\d+"] + [re.escape(word) for word in question_form_set(lang, "seats_counts")]) + ")"
    phrases = ["(?:" + " ".join(number if word == ANY_NUMBER else re.escape(word) for word in phrase) + ")"
               for phrase in question_form_phrases(lang, "seats_asked") if phrase]
    verbs, things = (("(?:" + "|".join(re.escape(word) for word in sorted(question_form_set(lang, field))) + ")")
                     for field in ("seats_verbs", "seats_things"))
    frame = f"{verbs}(?: \\S+){{0,{COUNT_REACH - 1}}} {several}(?: \\S+){{0,{THING_REACH - 1}}} {things}"
    return re.compile("\\b(?:" + "|".join(phrases) + ")\\b"), re.compile(f"\\b{frame}\\b")
