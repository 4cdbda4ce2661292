"""Leave asked to choose what a rule fixes, a silence of the question's form.

"May the player CHOOSE which track card is discarded instead of the
leftmost one?", "can the Waitress CHOOSE to draw only 1 FAVOUR?", "¿puedo
ELEGIR el número del dado en vez de tirarlo?", "¿se puede ELEGIR asiento
después?". The rule that ranks first states the way things go (the
leftmost card is discarded, the Waitress draws 2, the die is rolled, the
player who spent most recently starts), so it speaks of every thing the
question names; whether a player may choose otherwise is what it does not
say. Players ask it of every game, naming new things each time: the form is
what transfers.

The question asks leave (`question_form.choice_leave`: "can", "may",
"puedo", "se puede") and a verb of choosing follows within CHOICE_REACH
words (`choice_asked`: "choose", "pick", "decide", "elegir", "escoger",
"decidir"), with no word that opens another clause between them
(`choice_breaks`: "can I wait and see where the others go BEFORE I pick?"
asks whether to wait, which the rule of playing at the same time answers).
Nor is a leave denied right before the verb (`choice_denied`: "Can I wait
to see where the others go first? I CAN'T DECIDE.") an ask: the player
tells they are undecided (round fabst38: TUNE123 false abstention -1,
blind119, nothing else moved).
The first entry answers only when it offers a choice or fixes the way
strictly (`choice_told`: "choose", "option", "either", "any", "strictly",
"exactly", "elige", "cualquier", "estrictamente": CV's "may reroll ANY
number of dice" answers "can I choose which dice to reroll?", Coming of
Age's "apply every bonus ... strictly from left to right" answers "can I
pick the order?"; not "cualquiera", the anyone of "cualquiera puede
consultarla"; and a rule that allows both sides of an order, "before or
after", "antes o después", "o bien", "ya sea": "you may flip a Memory Token
... either before or after resolving", whose Spanish text has no "either",
answers "¿puedo elegir?" asked of when; tuning list TUNE27i: of the 220
questions with a verb of choosing, one false abstention fewer, blind76,
nothing else moved). Only the first: a near rule of another step offers its
own choice.

When the verb of choosing is followed by the act chosen ("can I choose TO
REROLL a die that shows bad luck?", "¿puedo elegir PERDER ...?": the word
after it, past `choice_act_link`, "to"), the first entry answers too when
one of its sentences forbids that very act (`choice_forbidden`: "cannot",
"may not", "no se pueden", with the act's stem: CV's "they CANNOT be
REROLLED"): leave to do what the rule forbids is leave it denies. Not a
forbidding of another act ("cannot spend COIN" does not answer "can I
choose to lose 1 COIN?"). On the tuning sets (TUNE14): 2 false abstentions
fewer (blind48, blind63), nothing else moved; with any forbidding sentence,
the act's stem not required, the same 2 and 1 abstention lost (blind57:
"cannot spend COIN" for "can I still choose to lose 1 COIN?").

On the tuning sets (round abst40): 9 unanswerable questions more abstain
(blind27, blind29, blind34, blind39, blind42, blind53, blind57 twice,
blind59; 6 English, 3 Spanish), 2 answerable ones abstain (blind29: the
Interview's two uses, "to draw a Career or, if Grown Up, get Promoted";
blind48: a misfortune's card, whose first entry was already the wrong one).
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import drawn_by_chance, refused_acts
from referee.rules.index import LangIndex
from referee.rules.normalize import key, question_form, question_form_phrases, question_form_set, stopwords, words
from referee.rules.unstated_specifics import entry_sentences, entry_tells, holds

CHOICE_REACH = 7  # words from the word of leave to the verb of choosing ("can I take it back AND CHOOSE a different
# one": with 3, 2 of the 9 abstentions were lost, no false abstention fewer)
ENTRIES = 1  # the first entries one of which must offer a choice


@lru_cache(maxsize=4)
def _words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words of leave, of choosing and of another clause of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("choice_leave", ())), frozenset(form.get("choice_asked", ())),
            frozenset(form.get("choice_breaks", ())))


def _asked_at(said: list[str], lang: str) -> int | None:
    """The position of the verb of choosing the folded words `said` ask
    leave for ("can I CHOOSE", "¿se puede ELEGIR?"), or None."""
    leave, choosing, breaks = _words(lang)
    if choosing.isdisjoint(said) or leave.isdisjoint(said):
        return None  # (no verb of choosing, or no word of leave: most questions)
    for position, word in enumerate(said):
        if word not in choosing:
            continue
        for before in range(position - 1, max(-1, position - CHOICE_REACH - 1), -1):
            if said[before] in breaks:
                break
            if said[before] in leave:
                if before + 2 == position and said[before + 1] in question_form_set(lang, "choice_denied"):
                    break  # "I CAN'T DECIDE": the player is undecided, no leave is asked (round fabst38, blind119)
                return position
    return None


def asked_choice(said: list[str], lang: str) -> str | None:
    """The verb of choosing the folded words `said` ask leave for ("can I
    CHOOSE", "¿se puede ELEGIR?"), or None."""
    position = _asked_at(said, lang)
    return None if position is None else said[position]


def chosen_act(said: list[str], position: int, lang: str) -> str | None:
    """The stem of the act chosen right after the verb of choosing at
    `position` ("choose TO REROLL", "elegir PERDER"), or None when a little
    word follows instead ("choose WHICH dice", "elegir LA carta")."""
    after = position + 1
    if after < len(said) and said[after] in question_form(lang).get("choice_act_link", ()):
        after += 1
    if after >= len(said) or said[after] in stopwords(lang):
        return None
    return key(said[after], lang)


def _forbids(sentence: list[str], act: str, lang: str) -> bool:
    """Whether the folded words of one rule sentence forbid the act of stem
    `act` ("they CANNOT be REROLLED")."""
    return holds(sentence, question_form_phrases(lang, "choice_forbidden")) \
        and any(key(word, lang) == act for word in sentence)


def unstated_choice(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The verb of choosing a question asks leave for when the first entry
    neither offers a choice, nor fixes the way strictly, nor forbids the act
    chosen; else None."""
    lang = lang_index.lang
    said = words(query)
    position = _asked_at(said, lang)
    if position is None:
        return None
    declined = refused_acts.declined_after(said, position, lang)
    if declined is not None and any(refused_acts.instructed(
            declined, (lang_index.docs[number].entry.title, lang_index.docs[number].entry.text), lang)
            for number in near[:ENTRIES]):
        return None  # "¿puedo elegir NO AVANZAR?" of "AVANZA TU Contador": declining, which the rule settles
    told = question_form_phrases(lang, "choice_told")
    act = chosen_act(said, position, lang)
    sentences = [sentence for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)]
    if any(holds(sentence, told) or (act is not None and _forbids(sentence, act, lang)) for sentence in sentences):
        return None
    if any(drawn_by_chance.chance_words(said, list(range(len(said))), lang)) \
            and any(entry_tells(number, lang_index, "chance_taken_told") for number in near[:ENTRIES]):
        return None  # "random, or can I choose it?": a rule that draws or deals it fixes the way (rules/drawn_by_chance.py)
    return said[position]
