"""A reward asked for oneself when another player acts: silent unless the first rule rewards a second party.

"When someone ACCEPTs the FAVOUR I played, DO I GET any REPUTATION too, or
only them?", "When another player uses my Presence to get a Friendship
Bonus with my character, DO I GET anything too?", "Cuando otro jugador usa
mi Presencia para ganar amistad con mi personaje, ¿YO GANO algo?", "En
solitario, si Rob pone su Rasgo Mimético sobre mi Ficha de Rasgo, ¿YO GANO
algo?". Another player does something with the asker's thing (a FAVOUR
played to them, a Presence, a Trait Tile), and the asker asks whether they
are rewarded too. The rule that ranks first is the rule of that act, and it
gives: to the one who acts ("When you ACCEPT a FAVOUR you gain REPUTATION",
"he places it on the available Trait Tile ... and gains the VEP"). Its
words of giving and of the things named seem to answer, but the one
rewarded is not the one asking: a rulebook that rewards the other side of
an act says so, naming them ("the OWNER", "BOTH players", "that player
ALSO gains", "ambos", "el dueño").

The form, in one sentence of the question: another player as the one who
acts (`receiver_others`: "someone", "another player", "Rob", "otro
jugador", "alguien"), after it a thing of the asker's (`receiver_mine`:
"MY Presence", "the FAVOUR I PLAYED", "MI Ficha de Rasgo"), and after that
the asker asking for themself (`receiver_self_asked`: "do I get", "do I
gain", "yo gano", "me dan algo"). Without a thing of the asker's the other
player is company or an owner ("playing solo against Rob, which goal tiles
do I get", "put a Mimic Trait Token on someone else's Trait Tile, and what
do I get"), not one who acts on what is the asker's; a sentence where the
asker acts after the other player (`receiver_own_act`: "IF I accept", "FOR
SAYING yes", "SI ACEPTO") asks the reward of the asker's own act.
(The opening "¿" does not end the sentence: the scene before it is its
condition.) A question whose condition is the asker's own act ("someone plays me a
RESELL. If I ACCEPT, do I get anything?": the other player is in another
sentence) is not of the form: the rule of the act gives to its actor, the
asker. The first rule answers only when one of its sentences gives
(`reward_told`) and names a second party rewarded (`receiver_told`).

TUNE109 (109 sets): 11 questions have the form, all unanswerable; 5 were
answered (blind30, blind81, blind107's REJECTed FAVOUR, two of blind110)
and now abstain, the 6 others already abstained. Abstention 3453 -> 3458
with this reading alone; top-1, top-3 and false abstention unchanged (the
answerable questions with another player and "do I get", "someone plays
me a SHARE, if I accept...", "playing solo against Rob, which goal tiles
do I get", are not of the form).
"""

from __future__ import annotations

import re

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import entry_sentences, find_phrase, holds

# the ends of a sentence; not the opening "¿": "si Rob pone su Rasgo Mimético sobre mi Ficha, ¿yo gano algo?" is one
_SENTENCE_END = re.compile(r"[.!?;]+")


def _asked_for_self(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The words that ask the reward for the asker when another player acts
    before them in the sentence `said`; else None."""
    others = [find_phrase(said, phrase) for phrase in question_form_phrases(lang, "receiver_others")]
    others = [position for position in others if position >= 0]
    if not others:
        return None
    first = min(others)
    if any(find_phrase(said, phrase, first + 1) > first for phrase in question_form_phrases(lang, "receiver_own_act")):
        return None  # (the asker acts: "someone plays me a SHARE, IF I accept what do I get?")
    for phrase in question_form_phrases(lang, "receiver_self_asked"):
        at = find_phrase(said, phrase, first + 1)
        if at > first and any(0 < find_phrase(said[:at], mine, first + 1)
                              for mine in question_form_phrases(lang, "receiver_mine")):
            return phrase
    return None


def unstated_receiver(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a reward for oneself ("do i get", "yo gano") when
    another player acts and the first of `near` rewards no second party; else None."""
    lang = lang_index.lang
    if not near:
        return None
    others = question_form_openers(lang, "receiver_others")
    selves = question_form_openers(lang, "receiver_self_asked")
    for said in map(words, _SENTENCE_END.split(query)):
        if others.isdisjoint(said) or selves.isdisjoint(said):
            continue  # (no other player, or no ask for oneself: most sentences)
        asked = _asked_for_self(said, lang)
        if asked is None:
            continue
        giving = question_form_phrases(lang, "reward_told")
        second = question_form_phrases(lang, "receiver_told")
        if any(holds(sentence, giving) and holds(sentence, second) for sentence in entry_sentences(near[0], lang_index)):
            return None
        return " ".join(asked)
    return None
