"""What the table did, told in a past whose form is not the verb's: the verb
the rule says.

A player who finds a slip after the fact tells what the table did, in the
past: "we DREW 2 cards every turn", "I BOUGHT a card with my tokens", "she
TOOK the left-most card". A regular past reaches the rule's verb by its
ending ("rolled" -> "roll"), but an irregular one keeps a form of its own
("drew", "bought", "took") that the rulebook, written in the present ("draw
a card", "buy a card"), seldom holds: the rule of the act told lost to
entries that echo the question's other words.

Read so, the question also weighs the key of the verb's present
(`question_form.told_pasts` of the lexicon: past form -> present), with the
weight the past word has there (a told word damped as a scene stays
damped). The past word keeps its own key: the rules that do write it
("cards already bought", "the tiles drawn") still match it, and no word is
taken from the question, so what the question lacks or holds for an answer
(abstention) is judged on its own words as before. The list holds the
simple pasts, most never written by a rulebook; not "won" ("won't"), "left"
(what remains, a side), "lost" (a state of the game), "went" and "said"
(words of telling, weak in every rule), nor the participles a rule writes
in the passive ("drawn", "taken", "chosen", "hidden"), nor "paid" and
"dealt", which questions too use most as passives ("do I get PAID").

Spanish lists none: its preterites and imperfects reach the rule's verb by
their endings ("robamos", "jugábamos", "tirábamos"), and its irregular roots
read so ("PUSIMOS" -> "poner", "DIMOS" -> "dar", "DIJO" -> "decir") won 1 and
lost 4 of the 299 questions of the tuning list that hold one (round
factrank): "poner" and "dar" are in too many rules to tell one.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import key, question_form


@lru_cache(maxsize=4)
def _presents(lang: str) -> dict[str, str]:
    """Past form -> the key of its verb's present, in `lang`."""
    return {told: key(present, lang) for told, present in question_form(lang).get("told_pasts", {}).items()}


def present_weights(surface: list[str], stems: list[str], weights: dict[str, float], lang: str) -> dict[str, float]:
    """The keys of the present of each irregular past among the question's
    folded words `surface` (one per stem in `stems`), each with the weight
    its past word has in `weights`; empty for most questions."""
    presents = _presents(lang)
    if not presents:
        return {}
    found: dict[str, float] = {}
    for word, stemmed in zip(surface, stems):
        present = presents.get(word)
        if present and present != stemmed and stemmed in weights:
            found[present] = max(found.get(present, 0.0), weights[stemmed])
    return found
