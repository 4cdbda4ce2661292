"""Which one is given up, asked: the sibling that says who chooses it comes first.

"Me toca desgracia por la mala suerte, ¿QUÉ CARTA PIERDO?", "en CV,
cuando me toca una desgracia, ¿QUÉ CARTA TENGO QUE TIRAR?". A player who
asks which one of a thing they lose asks how the one lost is picked, and
the rulebook answers in the entry that says who chooses it ("For each
misfortune, the player CHOOSES one active card ... and discards it", CV
p. 5, 3. Bad Luck). Before this, the entry of the scene came first ("Every
3 bad luck symbols = one misfortune"): it holds the question's other
words, and its alias "how many cards do I lose to bad luck" answers the
count, which about twenty questions ask and expect; "which" and "how many"
differ in one word, so the count's alias stays and this reading tells the
which.

The lexicon names, in each language, the words that ask which
(`question_form.which_lost_which`: "which", "what", "qué", "cuál"), the
verbs of giving a thing up (`which_lost_verbs`: "lose", "discard",
"pierdo", "tirar") and the words that may stand between the thing and the
verb (`which_lost_fillers`: "do", "I", "have", "to", "tengo", "que").
The question asks so when a which-word is followed by one word (the thing,
itself no filler) and then, past fillers only, a verb of giving up: "¿qué
PASA si pierdo?" asks what happens, and "si" is no filler; "WHAT DO I lose
and what do I gain?" asks what a choice costs, and "do" is no thing. Then the sibling that says who
chooses goes first as for a choice asked (`choosing_asked.
choosing_entry_first`). Gated on a set look-up of the verbs: most
questions hold none.

Tuning list (TUNE39): top-1 16,170 -> 16,172 of 17,360 ("¿qué carta
pierdo si me toca la desgracia?", "¿qué carta tengo que tirar?", Spanish;
the English "which card do I lose" is an alias of the entry); top-3
17,072, abstention 2,853/3,347 and false abstention 424 unchanged.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_set


def asks_which_lost(folded: list[str], lang: str) -> bool:
    """Whether folded words ask which one of a thing is given up: a which-word, one word that is no filler,
    fillers only, then a verb of giving up ("QUÉ carta PIERDO", "which card do I have to DISCARD"; not "what DO I
    lose")."""
    verbs = question_form_set(lang, "which_lost_verbs")
    if verbs.isdisjoint(folded):
        return False
    which = question_form_set(lang, "which_lost_which")
    fillers = question_form_set(lang, "which_lost_fillers")
    for at, word in enumerate(folded):
        if word not in which:
            continue
        after = at + 2
        while after < len(folded) and folded[after] in fillers:
            after += 1
        if after < len(folded) and folded[after] in verbs and at + 1 < len(folded) \
                and folded[at + 1] not in verbs and folded[at + 1] not in fillers:
            return True
    return False
