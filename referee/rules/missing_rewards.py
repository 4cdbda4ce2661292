"""A reward or a penalty grumbled about as missing, which the first rule does not give.

"Why is there NO BONUS for staying with the same Partner all game?", "How
come I get NOTHING EXTRA for being alone at a location?", "¿Por qué NO ME
DAN NADA por no haber jugado nunca una Carta de Padres?", "¿Por qué NO
PIERDO PUNTOS si acabo sin cartas de Relación?". The player has just played
through it: they say themselves that nothing was given or taken, and ask
why. Had the rulebook a bonus or a penalty for it, its rule would give it;
the rules that rank first (the Friendship Track, the Parent Cards, the
scoring table) speak of the thing but list no reward for the condition, so
the evidence of the words lets them through. The form: a word of why
(`reason_asked`), after it in the same sentence a denial (`missing_not`:
"no", "nothing", "nada", "ningún") and within MISSING_REACH words after the
denial a word of a reward (`missing_reward`: "bonus", "extra", "premio",
"me dan nada") or of a loss (`missing_penalty`: "lose", "pierdo"). Bare
"points" is not enough ("why don't I get points for one Health card?" asks
the scoring table, which answers), nor a denial beside a word of being
allowed (`missing_ban`: "why CAN'T I take both bonuses?", "¿por qué no
PUEDO ...?" ask a ban, which its rule states). The first rule answers only when one of
its sentences gives something besides (`reward_told` with
`claim_extra_told`, as rules/claimed_extras.py) for a reward, or takes
something (`missing_penalty_told`: "lose", "pierdes") for a loss.

blind86 (written in this style): 15 questions of the form, all
unanswerable, 8 answered before and now silent; no other tuning question
has the form.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_openers, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import entry_sentences, find_phrase, holds, sentence_words

# words after the denial within which the reward stands ("NO hay un PREMIO", "DOESN'T whoever ... get a BONUS"): 6 reads
# 14 of blind86's 15, 8 all 15 (the one more already abstained by another reading); the tally is the same either way
MISSING_REACH = 8


def _missing(said: list[str], lang: str) -> tuple[str, ...] | None:
    """The reward or loss `said` (one sentence) grumbles about as missing, and which kind: ("reward" or "penalty",
    its words), or None."""
    asked = [(find_phrase(said, phrase), phrase) for phrase in question_form_phrases(lang, "reason_asked")]
    asked = [(position, phrase) for position, phrase in asked if position >= 0]
    if not asked:
        return None
    position, phrase = min(asked)
    denials = question_form_set(lang, "missing_not")
    bans = question_form_set(lang, "missing_ban")
    for at in range(position + len(phrase), len(said)):
        if said[at] not in denials:
            continue
        if not bans.isdisjoint(said[max(at - 1, 0):at + 2]):
            return None  # a ban, not a missing reward ("why CAN'T I take both bonuses?", "¿por qué no PUEDO ...?")
        window = said[at:at + 1 + MISSING_REACH]
        for kind in ("missing_reward", "missing_penalty"):
            for stake in question_form_phrases(lang, kind):
                if find_phrase(window, stake) >= 0:
                    return (kind, " ".join(stake))
    return None


def unstated_missing(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the reward or loss grumbled about as missing ("bonus",
    "pierdo") when the first of `near` neither gives anything besides nor
    takes anything; else None."""
    lang = lang_index.lang
    firsts = question_form_openers(lang, "reason_asked")
    if not near:
        return None
    for said in sentence_words(query):
        if firsts.isdisjoint(said) or question_form_set(lang, "missing_not").isdisjoint(said):
            continue  # (no word of why, or no denial: most sentences)
        missing = _missing(said, lang)
        if missing is None:
            continue
        kind, stake = missing
        sentences = entry_sentences(near[0], lang_index)
        if kind == "missing_reward":
            giving = question_form_phrases(lang, "reward_told")
            besides = question_form_phrases(lang, "claim_extra_told")
            if any(holds(sentence, besides) and holds(sentence, giving) for sentence in sentences):
                return None
        elif any(holds(sentence, question_form_phrases(lang, "missing_penalty_told")) for sentence in sentences):
            return None
        return stake
    return None
