"""The asked part of a question that tells its situation first: only it says what the rule must cover.

"I'm the Actor. Promotion needs two Fame icons in the purple bar and I've
only got one Fame icon on an Experience in my STACK. Am I stuck?", "Tengo
una Ficha de Recuerdo de las que mandan el Contador al centro y mi Contador
verde está en la PENÚLTIMA casilla de la derecha. ¿Qué hace exactamente si
la volteo?", "Soy el Craftsman y me FALTA un FOOD para una ACTIVITY.
¿Puedo convertir con Forge mi METAL en FOOD este turno?". A player who tells
what happened at the table before asking tells it in their own words: where
a token lies, what they hold, what they ran short of. The rule of the case
names the case's things (the promotion and its icons, the Memory Token that
sends the counter to the centre, the Craftsman's Forge), not every word of
the telling; a detail of the story ("stack", "penúltima", "falta") is no
topic the rule must say.

So, like the readings of a premise (rules/premises.py), of the first entry
only and only when the search judged it not to answer: when every topic the
entry lacks is said only in the told situation (a statement beside the
question sentence, `search.CONTEXT`, or the part of the asking sentence
told before its ask, `_Query.lead`; never in the ask itself), the told
situation is long enough to be a story (TOLD_WORDS), the entry covers more
of the question's topics than it lacks and at least COVERED_TOPICS of them,
no lacking word tells trouble at the table (a player leaving, a card lost:
what the question is about however it is put), and each lacking word is
one the entry's game's rulebook uses (a word no rulebook of the game says,
"the FLOOR", "a REMATCH", may be the case the rulebook leaves out), those
words are no topics and the entry is judged again. A short question tells
no situation and is read as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules.normalize import marked_sentences, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import holds

TOLD_WORDS = 6  # the fewest words of a told situation (stems) that make a story told before the ask
COVERED_TOPICS = 1  # the fewest topics of the question the entry must cover to be judged again
LACKING_TOPICS = 3  # the most topics of the telling the entry may lack


# the asks of a repair, of what comes next, or of going on, after a story: the story (a slip, a state left wrong) is
# then what is asked, and the rulebook may well not say it ("... halfway through refilling the track. WHAT NOW?")
_REPAIR_ASKS = ("next_asked", "late_fix_asked", "late_fix_vague", "late_carry_on", "slip_repair")
# ... and a slip told as such, or found late ("WE FORGOT to score ...", "EN VEZ DE dejarlas ...")
_SLIPS_TOLD = ("slip_verbs", "slip_told", "late_noticed")


@lru_cache(maxsize=8)
def _phrases(lang: str, fields: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
    """The phrases of the lexicon `fields` of `lang`, as runs of folded words."""
    return tuple(phrase for field in fields for phrase in question_form_phrases(lang, field) if phrase)


def story_is_asked(text: str, lang: str) -> bool:
    """Whether the question sentences of `text` ask for a repair, what comes
    next or a way on (lexicon `next_asked`, `late_fix_*`, `late_carry_on`,
    `slip_repair`: "what now?", "¿qué hacemos?", "do we recount?"), or its
    statements tell a slip (`slip_verbs`, `slip_told`, `late_noticed`: "we
    forgot", "en vez de"), or the ask judges what was told (`checked_judgement`:
    "... allowed?", "is that legal?", "¿es válido?"): then the story is what
    is asked."""
    asked: list[str] = []
    told: list[str] = []
    for sentence in marked_sentences(text):
        (asked if "?" in sentence or "¿" in sentence else told).extend(words(sentence))
    return holds(asked, _phrases(lang, _REPAIR_ASKS)) or holds(told, _phrases(lang, _SLIPS_TOLD)) \
        or not question_form_set(lang, "checked_judgement").isdisjoint(asked)


def told_answers(evidence: tuple, told: Sequence[bool], stems: Sequence[str], trouble: Sequence[bool],
                 game_uses: Callable[[str], bool], answers: Callable[[tuple], tuple[bool, tuple]],
                 judged: tuple[bool, tuple]) -> tuple[bool, tuple, tuple]:
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the topics said only in the told
    situation (`told`, per stem) read as no topics, when the conditions of
    the module hold; as judged otherwise. `trouble` marks the stems that tell
    trouble at the table, `game_uses` whether the entry's game's rulebook
    uses a stem. Returns (answered, missing, evidence)."""
    if len(told) != len(evidence) or sum(told) < TOLD_WORDS or all(told):
        return (*judged, evidence)
    lacking = lacking_topics(evidence)
    if not lacking or len(lacking) > LACKING_TOPICS:
        return (*judged, evidence)
    asked = {stems[n] for n, marked in enumerate(told) if not marked}
    if any(not told[n] or stems[n] in asked or (trouble and trouble[n]) or not game_uses(stems[n]) for n in lacking):
        return (*judged, evidence)
    covered = sum(1 for _, topic, held in evidence if topic and held)
    if covered < COVERED_TOPICS or covered <= len(lacking):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
