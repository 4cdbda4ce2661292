"""Advice or the story asked: which way of playing is better, or what the
game's fiction means, silences of the question's form.

Players ask the referee for strategy ("is it BETTER to buy high QUALITY
materials or lots of cheap ones?", "¿qué CONVIENE MÁS, ir a por Impacto o
a por Felicidad?", "what's a GOOD FIRST TURN for a total beginner?", "any
TIPS?", "what's a GOOD FINAL SCORE with 4 players?"). The rule that ranks
first explains the things the question names (the BUY action, the Impact
track, the final scoring) with confidence, but says what may be done, not
what is wise: the rulebooks give almost no advice, and a fresh question of
advice names new things each time, so a gap's aliases never reach it. The
form is what transfers: a phrase that asks for advice (`advice_asked`:
"is it better", "best strategy", "good first", "tips", "conviene", "qué es
mejor", "algún consejo").

A near rule answers only when it gives advice itself (`advice_told`:
Adulthood's solo tip "it is usually good to gain as many cards", LOOP's
"the recommended mode of play", "conviene", "recomendado"). A word of
advice right after a condition or a denial (`advice_condition`: "si no ME
CONVIENE", "if it doesn't suit me") is no ask for advice: "¿puedo pasar
turno si no me conviene nada?" asks whether one may pass, which a rule
answers. So is liking one thing better ("a new Partner I like better"):
only the phrases of asking count, never "better" or "mejor" alone. Nor is
a phrase of asking one when a longer phrase that holds it asks something
else (`advice_other`: "complete heart - WHAT IS IT WORTH?" asks the value
the rule gives, not whether it is worth going for; so does "... left over
at the end, IS IT WORTH ANYTHING?", round fabst38: TUNE123 false abstention
-1, blind119, nothing else moved).

Advice that only frames a plan is no ask for advice: "is it WORTH IT?
what does it cost me", "¿ME CONVIENE guardarla o no suma nada?" ask the
rule beside the plan (rules/planned_asks.py, judged in `unstated_form`).
Nor is one move weighed alone ("is WORK even WORTH IT as the Tycoon?",
"¿me CONVIENE elegir BUY?"), which the rule that ranks first settles by
what the move costs, gives or forbids (rules/weighed_move.py): round
stratsolo, TUNE201 false abstention 1,200 -> 1,195 (blind198), nothing
else moved.

Nor is a kind chosen for a gain the question names ("¿qué tipo de carta me
CONVIENE para conseguir dinero?", rules/sought_kinds.py), nor two sides the
first rule offers as its own choice ("which is THE BETTER deal, a
Frustration or losing 2 VEP?", rules/offered_both.py): a rule settles
both, leaving the choice to the player (round stratthree).

Nor is advice asked about a tie ("TIE in CV, is it BETTER to have more cards
or fewer?", "vamos EMPATADOS, ¿para el desempate me CONVIENE más jugar otro
rasgo o sumar amigos?") when a near rule's title breaks ties for the win
(`tie_won_told`, the words rules/tie_won.py reads: "Tie-break: fewer CV
cards wins", "Desempates"): what is better in a tie is what the tie-break
counts, which that rule states (`tie_broken`). The tie is said in the
words of rules/tie_won.py (`tie_won_said`: "tie", "tied", "empatados").
TUNE107: false abstention 547 -> 544 (blind84 and blind85 CV, blind85
Coming of Age), nothing else moved; no unanswerable question of advice
on the tuning sets speaks of a tie.

The game's fiction is asked the same way ("what real-world trick is the
Skinner Box SUPPOSED TO REPRESENT?", "EN LA HISTORIA de Adulthood, ¿a qué
edad se es adulto?", "¿lo explica EL DISEÑADOR?": `theme_asked`): the rule
that ranks first tells what the thing does, and answers only when it tells
what it stands for (`theme_told`: "it represents enjoying yourself",
"representa"; not "story", a game term in "the story symbol"). "Supposed to" alone asks a rule ("what am I
supposed to do now?"); only "supposed to represent" or "be in the story"
ask the fiction.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import offered_both, plan_scenes, planned_asks, sought_kinds, weighed_move
from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_by_opener, question_form_keys, question_form_phrases, words
from referee.rules.phrase_lists import says_listed, text_says_listed
from referee.rules.unstated_specifics import entries_tell

CONDITION_REACH = 3  # words before a phrase of asking within which a condition or denial makes it none ("si no me conviene")
TOPICS = ("advice", "theme")  # the lexicon fields' prefixes, in the order they are judged


def asked_form(said: list[str], lang: str, topic: str = "advice") -> tuple[str, ...] | None:
    """The phrase of the folded words `said` that asks in the form of `topic`
    (the prefix of its lexicon fields: "advice", "theme", and the forms of
    rules/ties.py and rules/on_purpose.py, read the same way), or None."""
    by_opener, conditions = _asks(lang, topic)
    if by_opener.keys().isdisjoint(said) or not _may_hold_key(said, lang, topic):
        return None  # (no word that opens such an ask, or none of each ask's longest words: most questions)
    others = _other_asks(lang, topic)
    for position, word in enumerate(said):
        for phrase in by_opener.get(word, ()):
            if tuple(said[position:position + len(phrase)]) == phrase \
                    and conditions.isdisjoint(said[max(0, position - CONDITION_REACH):position]) \
                    and not _inside(said, position, len(phrase), others):
                return phrase
    return None


def may_ask(said, lang: str, topic: str = "advice") -> bool:
    """Whether `asked_form` may find an ask of `topic` in words drawn from the
    folded words `said` (a set or a list): a word an ask opens with and a word
    of each ask's longest. False rules it out for every part of them."""
    return not _asks(lang, topic)[0].keys().isdisjoint(said) and _may_hold_key(said, lang, topic)


def _may_hold_key(said: list[str], lang: str, topic: str) -> bool:
    """Whether the folded words `said` hold a word of each of `topic`'s asks
    (its longest, `question_form_keys`): an ask is held only where all its
    words are, and the words outside a plan (`unstated_form`) are some of
    `said`. Most questions hold a word an ask opens with ("a", "the", "can"),
    few one of these ("better", "story"): the plan and the places are not
    read for them. True when a phrase is empty (no key: `asked_form` reads
    only the phrases a word opens)."""
    keys = question_form_keys(lang, f"{topic}_asked")
    return keys is None or not keys.isdisjoint(said)


@lru_cache(maxsize=4)
def advice_openers(lang: str) -> frozenset[str]:
    """The words a phrase of asking for advice opens with in `lang` (a set, for a cheap look-up)."""
    return frozenset(_asks(lang, "advice")[0])


def _other_asks(lang: str, topic: str) -> tuple[tuple[str, ...], ...]:
    """The phrases that hold a phrase of `topic`'s asks but ask something
    else (`{topic}_other`: "WHAT is it worth" asks a value, not whether a
    way of playing is worth it)."""
    return question_form_phrases(lang, f"{topic}_other")


def _inside(said: list[str], position: int, length: int, phrases: tuple[tuple[str, ...], ...]) -> bool:
    """Whether the words from `position` (`length` of them) lie inside one of `phrases` as `said` holds it."""
    for phrase in phrases:
        for start in range(max(0, position + length - len(phrase)), position + 1):
            if tuple(said[start:start + len(phrase)]) == phrase:
                return True
    return False


@lru_cache(maxsize=64)
def _asks(lang: str, topic: str) -> tuple[dict[str, tuple[tuple[str, ...], ...]], frozenset[str]]:
    """The phrases of `topic`'s asks in `lang` by their first word, and the
    words of its conditions: made once per language and topic, not per
    question (a search reads about ten forms, some of whose phrases open
    with words most questions hold: "who", "can")."""
    conditions = frozenset(word for phrase in question_form_phrases(lang, f"{topic}_condition") for word in phrase)
    return question_form_by_opener(lang, f"{topic}_asked"), conditions


def unstated_form(query: str, near: list[int], lang_index: LangIndex, topic: str = "advice") -> str | None:
    """The words that ask in the form of `topic` (advice: "is it better",
    "conviene"; the story, "theme": "in the story", "represent"; a tie, a
    wilful act), when no rule of `near` says what that form asks (its
    `{topic}_told` words); else None."""
    lang = lang_index.lang
    said = words(query)
    if _asks(lang, topic)[0].keys().isdisjoint(said) or not _may_hold_key(said, lang, topic):
        return None  # (no word of the question opens such an ask, nor then of its words outside a plan: most)
    told = plan_scenes.plan_marks(query, lang, told=True)  # ("... me da puntos? Estoy pensando en buscarlo A PROPÓSITO")
    if told:
        said = [word for word, planned in zip(said, told) if not planned]
    asked = asked_form(said, lang, topic)
    if asked is None:
        return None
    if topic == "advice" and planned_asks.rule_beside(query, lang, lambda said: asked_form(said, lang)):
        return None  # planning talk around a rule asked outright (rules/planned_asks.py)
    if topic == "advice" and tie_broken(said, near, lang_index):
        return None  # which is better in a tie: what the tie-break counts
    if topic == "advice" and weighed_move.settled_move(query, said, asked, lang):
        return None  # one move weighed alone: the rule that ranks first settles it (rules/weighed_move.py)
    if topic == "advice" and offered_both.both_stated(said, asked, near, lang_index):
        return None  # both sides weighed offered by the first rule as its own choice (rules/offered_both.py)
    if topic == "advice" and sought_kinds.kind_for_gain(said, asked, lang):
        return None  # the kind chosen for a gain named: the rule of what gives it (rules/sought_kinds.py)
    if entries_tell(near, lang_index, f"{topic}_told"):
        return None
    return " ".join(asked)


def tie_broken(said: list[str], near: list[int], lang_index: LangIndex) -> bool:
    """Whether the folded words `said` tell a tie (`tie_won_said`: "tie",
    "empatados") and a rule of `near` has a title that breaks ties for the
    win (`tie_won_told`: "Tie-break: ...", "Desempates"): advice asked of a
    tie, which that rule answers. Only read for a question that asks advice."""
    lang = lang_index.lang
    if not says_listed(said, lang, "tie_won_said"):
        return False  # (no word of a tie: most questions of advice)
    return any(text_says_listed(lang_index.docs[number].entry.title, lang, "tie_won_told") for number in near)


def planned_frame_positions(query: str, folded: list[str], lang: str) -> set[int]:
    """The positions in `folded` (the question's words as read) of the words
    of advice that only frame a plan around a rule asked outright ("is it
    BETTER...?" beside "what does it cost?"): how the player puts it, never
    a topic the answering entry must cover (rules/planned_asks.py). Empty
    for a question without a word such a phrase starts with (most: a set
    look-up)."""
    if advice_openers(lang).isdisjoint(folded):
        return set()
    asked = asked_form(folded, lang)
    if asked is not None and sought_kinds.kind_for_gain(folded, asked, lang):
        return sought_kinds.frame_positions(folded, asked)  # ("qué tipo de carta CONVIENE para conseguir X")
    if asked is None or not planned_asks.rule_beside(query, lang, lambda said: asked_form(said, lang)):
        return set()
    return {at + offset for at in range(len(folded) - len(asked) + 1)
            if tuple(folded[at:at + len(asked)]) == asked for offset in range(len(asked))}
