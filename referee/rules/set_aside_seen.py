"""Looking at the components a set-up or a count leaves out, asked: a silence of the question's form.

Set-ups shrink the decks by the player count or the mode (the two-player
childhood deck, public life goals = players minus one, the solo Achievement
kept of two, the 8 solo Life Events, MATERIAL sets removed by count), and
players ask whether the cards left out may be looked at ("2-player game: can
we LOOK AT the childhood cards that were SET ASIDE?", "solo: can I LOOK
AGAIN AT the Achievement card I DISCARDED at setup?", "we're 4, one life goal
card is LEFT OVER in the deck, can anyone LOOK AT it?", "Jugando a dos SOBRAN
seis cartas de objetivo vital: ¿alguien puede MIRARLAS?", "¿puedo MIRAR las
losetas que SE QUITARON al preparar?"). The rule that ranks first is the
set-up step that leaves them out, and it speaks of looking at or revealing
what is kept ("Look at both, keep one and discard the other", "se revela 1
objetivo vital público"), so the shown/hidden reading of rules/player_acts.py
takes it for the answer; but no rulebook here says whether what is left out
may be seen.

The form, in the question: a word of looking (`set_aside_looked`: "look
at", "peek", "mirar", "mirarlas", "ver") and a word of being left out
(`set_aside_left`: "set aside", "left over", "discarded at setup", "in the
box", "sobran", "se apartaron", "se quitaron", "a la caja"); not the discard
pile, a pile in play whose rule says who sees it ("¿puedo mirar el descarte
de cartas de Padres?"). The first entry answers only when it says how what
is left out is handled unseen (`set_aside_told`: "without looking",
"unseen", "sin mirar").

Round newsil (TUNE121 on cebf5ad8): abstention 3740 -> 3742 (blind116's solo
Achievement looked at again, the CV two-player life goals "sobran ...
¿alguien puede mirarlas?"; the earlier sets' "sobraron", "se apartaron" were
already unanswered for other words), top-1, top-3 and false abstention
unchanged. The discard pile, in play, is no word of being left out: five
answerable questions ask who may look at the Parent Card discard pile.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import may_hold_phrase, question_form_phrases, words
from referee.rules.unstated_specifics import entries_tell, phrases_held

ENTRIES = 1  # the first entries one of which must say how what is left out is handled unseen


def unstated_set_aside(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask to look at what a set-up leaves out (a word of
    looking and one of being left out) when the first entry does not say it
    is handled unseen; else None."""
    lang = lang_index.lang
    said = words(query)
    if not may_hold_phrase(said, lang, "set_aside_looked") or not may_hold_phrase(said, lang, "set_aside_left"):
        return None  # (two set look-ups: most questions look at nothing left out)
    looked = next(phrases_held(said, question_form_phrases(lang, "set_aside_looked")), None)
    left = next(phrases_held(said, question_form_phrases(lang, "set_aside_left")), None)
    if looked is None or left is None or entries_tell(near[:ENTRIES], lang_index, "set_aside_told"):
        return None
    return " ".join(looked + left)
