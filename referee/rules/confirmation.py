"""Whether a question puts a rule the player remembers up for confirmation.

"We draw three cards at the start, RIGHT?", "el que tiene más dinero gana
el empate, ¿NO?", "I'M PRETTY SURE the youngest starts", "ME SUENA QUE se
pasan a la derecha", "¿NO ERA QUE había que descartar?": the player states
the rule as they remember it and asks only whether it holds. What they
state is a claim, with its own specifics (a number, a moment, a bonus),
which the readings of a claim (rules/claimed_extras.py) hold against the
rule that ranks first.

The form: a tag closing the question (`question_form.confirm_tags`:
"right", "isn't it", "yeah", "¿no?", "¿verdad?", "¿vale?", "¿a que sí?", "¿o no?"), but not a
tag word that ends a phrase of its own ("to the RIGHT", "WAS I right?", "¿CUÁNTO vale?": `confirm_tags_not_after`);
or an opening that tells the rule is remembered (`confirm_openers`: "I'm
pretty sure", "me suena que", "¿no era que...?"); or a request to confirm a
claim (`claim_checked`: "is that true", "¿es así?"). A claim only reported
("my friend thinks you can move for free. How does moving work?") is not
enough: the question may ask something else. Read on the folded words, so neither a
question mark nor accents nor capitals are needed.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import may_hold_phrase, question_form_longest_first, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import holds, phrase_starts, phrases_held


@lru_cache(maxsize=4)
def _last_words(lang: str) -> frozenset[str]:
    """The words the tags of confirmation of `lang` end with (made once)."""
    return frozenset(tag[-1] for tag in question_form_phrases(lang, "confirm_tags") if tag)


def tag_positions(said: list[str], lang: str) -> range:
    """The positions of the tag of confirmation that closes the words ("...,
    RIGHT?", "..., ¿A QUE SÍ?"), the longest, unless the words before it
    make it a phrase of their own ("to the RIGHT", "did we do it RIGHT":
    `confirm_tags_not_after`, phrases ending right before it); empty when
    none does. The tag is how the player asks, never a topic (rules/framing.py)."""
    if not said or said[-1] not in _last_words(lang):
        return range(0)  # (one set look-up: most questions end on no tag)
    before = question_form_phrases(lang, "confirm_tags_not_after")
    for tag in question_form_longest_first(lang, "confirm_tags"):
        start = len(said) - len(tag)
        if start > 0 and tuple(said[start:]) == tag \
                and not any(0 < len(phrase) <= start and tuple(said[start - len(phrase):start]) == phrase for phrase in before):
            return range(start, len(said))
    return range(0)


def opener_positions(said: list[str], lang: str) -> set[int]:
    """The positions of every opening that tells the rule is remembered
    (`confirm_openers`: "I'm PRETTY SURE", "SI NO ME EQUIVOCO", "ME SUENA
    QUE"): like the closing tag, how the player asks, never a topic
    (rules/framing.py), so no rule need speak of "equivoco". Empty, after one
    set look-up, for a question with no word that opens one (most)."""
    if not may_hold_phrase(said, lang, "confirm_openers"):
        return set()
    return {start + offset for phrase in phrases_held(said, question_form_phrases(lang, "confirm_openers"))
            for start in phrase_starts(said, phrase) for offset in range(len(phrase))}


def _tagged(said: list[str], lang: str) -> bool:
    """Whether the words end with a tag of confirmation (`tag_positions`)."""
    return bool(tag_positions(said, lang))


def confirmed(said: list[str], lang: str) -> bool:
    """Whether the folded words `said` put a remembered rule up for
    confirmation: a closing tag, an opening of remembering or a request to
    confirm."""
    return _tagged(said, lang) \
        or holds(said, question_form_phrases(lang, "confirm_openers")) \
        or holds(said, question_form_phrases(lang, "claim_checked"))


def claimed_phrase(said: list[str], lang: str, claim_field: str, unless_field: str, reach: int) -> tuple[str, ...] | None:
    """The first phrase of `claim_field` the folded words `said` hold as a
    claim: one that, at least once where it is said, no word of
    `unless_field` comes within `reach` words before ("NOTHING extra", "IF
    I can't": no addition denied, no ban in a condition). None when none."""
    unless = question_form_set(lang, unless_field)
    for phrase in phrases_held(said, question_form_phrases(lang, claim_field)):
        if any(unless.isdisjoint(said[max(0, start - reach):start]) for start in phrase_starts(said, phrase)):
            return phrase
    return None
