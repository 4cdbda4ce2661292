"""Both sides of a choice stated by one rule: "which is the better deal, A
or B?" answered by the rule that offers A or B.

A player made to choose by a rule asks which side to take ("my counter
can't move left: which is the better deal, TAKING A FRUSTRATION or LOSING 2
VEP?", "¿qué me conviene más, DESCARTAR UN FAVOUR o PERDER REPUTATION?").
rules/advice.py reads "the better", "conviene más" as an ask for advice,
which the rulebooks never give, and says they are silent. But when the rule
that ranks first offers that very choice itself (it holds a word of each
side and a word of choosing: "you must choose either to put a Frustration
Token ... or to lose 2 VEP"), the question asks the terms of a choice the
rulebook sets, which that rule states; weighing them is the player's.

Told apart by its form, which transfers to new questions:

- the advice is asked before its two sides, joined by one word of "or"
  (`advice_both_or`: "or", "o", "u"), each side holding SIDE_WORDS content
  words of its own that the first rule's title or text holds too (stems
  compared): one word a side ("competitivo o cooperativo", "aceptarlo o
  rechazarlo") names ways of playing as often as a rule's pair;
- that rule offers a choice itself (`advice_both_told`: "or", "either",
  "choose", "o", "elegir");
- no plan over the game is told (`advice_move_plans`: "early", "pronto",
  "many"): when or how often to choose a side is strategy; nor is advice
  named outright (`advice_told`: "CONSEJO: ¿conviene A o B?").

Two ways of playing that no rule offers as one choice ("is it better to
buy QUALITY or CHEAP materials?", where the BUY rule names no such pair
with a word of choosing) keep their silence.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_phrases, stem, stopwords, words
from referee.rules.phrase_lists import says_listed, text_says_listed
from referee.rules.unstated_specifics import find_phrase

SIDE_WORDS = 2  # content words of each side, not of the other, that the rule must hold: the side is what it names


def both_stated(said: list[str], asked: tuple[str, ...], near: list[int], lang_index: LangIndex) -> bool:
    """Whether the folded words `said`, whose phrase of advice is `asked`,
    weigh two sides that the first rule of `near` offers as its own choice
    (see the module's docstring)."""
    lang = lang_index.lang
    at = find_phrase(said, asked)
    if not near or at < 0:
        return False
    after = said[at + len(asked):]
    if asked + tuple(after[:1]) in question_form_phrases(lang, "advice_asked"):
        after = after[1:]  # ("conviene MÁS": the phrase's own word, no plan)
    rest = said[:at] + after
    if says_listed(rest, lang, "advice_move_plans") or says_listed(said, lang, "advice_both_not"):
        return False  # (a plan over the game, or advice named outright: "CONSEJO: ¿conviene A o B?")
    ors = {phrase[0] for phrase in question_form_phrases(lang, "advice_both_or") if phrase}
    joins = [position for position, word in enumerate(after) if word in ors]
    if len(joins) != 1:
        return False  # (no two sides, or more than two)
    entry = lang_index.docs[near[0]].entry
    if not text_says_listed(entry.text, lang, "advice_both_told"):
        return False  # (the rule offers no choice of its own)
    held = {stem(word, lang) for word in words(f"{entry.title} {entry.text}")}
    stop = stopwords(lang)
    sides = [{stem(word, lang) for word in side if word not in stop and not word.isdigit()}
             for side in (after[:joins[0]], after[joins[0] + 1:])]
    first, second = (side & held for side in sides)
    return len(first - second) >= SIDE_WORDS and len(second - first) >= SIDE_WORDS
