"""Shown to everyone or only to one player: the audience of a reveal, a silence of the question's form.

"The bluff was called and it was true: is the FAVOUR SHOWN TO THE WHOLE
TABLE OR ONLY TO the player who called it?", "when I peek at the top card,
do I SHOW IT TO EVERYONE OR JUST TO my partner?", "¿la carta se REVELA A
TODOS O SOLO AL que la pidió?". A player who offers two audiences for a
reveal knows the thing is revealed, which the rule that ranks first says
("the FAVOUR is revealed only if called"), and asks who sees it, which that
rule leaves open. rules/player_acts.py holds "shown to" against a rule that
speaks of revealing at all, so it answered.

The question offers two audiences (`audience_asked`: "or only to", "or just
to", "whole table or", "to everyone or", "a todos o", "o solo a"; one set
look-up of their first words, so other questions pay nothing) and speaks of
showing (`audience_shown`: "shown", "reveal", "see", "muestra", "revela",
"ve"). It is unanswered when no sentence of the first ENTRIES rules both speaks of
showing or hiding (`shown_told`, the words rules/player_acts.py reads) and
names who sees (`audience_told`: "all players", "everyone", "other
players", "todos", "los demas"): "Values cards stay secret from EVERYONE
else", "visible to ALL PLAYERS", "public, face up on the board for
EVERYONE" answer the question of their thing. The first three, not only the
first: "are my Values shown to everyone or only to me?" ranks the reveal at
the end first and the secret of the Values ("stay secret from everyone
else") second.

Measured on TUNE117 (start a865a82a): abstention +1 (blind114's bluff
"shown to the whole table or only to the player who called it"), nothing
else moved.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, words
from referee.rules.unstated_specifics import entry_sentences, holds, phrase_asked

ENTRIES = 3  # the first entries one sentence of which must name who sees what is shown (a near rule may: the secret of the Values ranks second)


def unstated_audience(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The phrase that offers two audiences of a reveal when no sentence of
    the first ENTRIES entries of `near` names who sees what it shows; else
    None."""
    said = words(query)
    lang = lang_index.lang
    offered = phrase_asked(said, lang, "audience_asked")
    if offered is None:
        return None  # (a set look-up first: most questions offer no audience)
    if not holds(said, question_form_phrases(lang, "audience_shown")):
        return None  # ("does it hurt everyone or only me?": an effect's reach, not a reveal)
    shown = question_form_phrases(lang, "shown_told")
    audience = question_form_phrases(lang, "audience_told")
    if any(holds(sentence, shown) and holds(sentence, audience)
           for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(offered)
