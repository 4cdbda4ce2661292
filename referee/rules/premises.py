"""A rule taken for granted before the ask: its words are the premise, not what the entry must cover.

"SINCE THERE'S NO CAP ON HOW MANY TILES I CAN PLAY, do I lose one if I stop
meeting its requirement?", "YA QUE EN SOLITARIO NO HAY LÍMITE DE TURNOS,
¿cuándo termina?", "COMO LAS FICHAS SIN RESOLVER RESTAN 2 AL FINAL, ¿cuánto
me quitan tres?", "EVENTS HIT EVERYONE AT THE SAME TIME, SO whose turn does
it affect?". A player who remembers a rule, rightly, half rightly or wrongly,
does not ask whether it holds: they state it as the ground of what they
ask. The ground is a clause of the question sentence before the ask, opened
by a word of reason (lexicon `question_form.premise_openers`: "since",
"given that", "ya que", "dado que"; `premise_openers_marked`, "como", only
when a "¿" opens the ask after it, for a "como" typed without its accent
asks "how") and closed by a comma, or told before a comma and a word of
consequence (`premise_links`: "so", "which means", "así que", "entonces")
that opens the ask, when that telling holds no word that asks.

The rule of what is asked corrects the premise or goes on from it; it need
not say the premise's words ("no cap", "at the same time"), which are often
what the player remembered wrong: the rule of the 4-tile limit answers "since
there's no cap". So, like the readings of a claim (rules/claimed_prices.py),
of the first entry only and only when the search judged it not to answer:
when every topic the entry lacks is a word said only in the premise (not in
the ask too; a phrase read as one topic, "a la vez", by all its words) and
the entry covers some topic of the question, those words are no topics and
the entry is judged again. The silences of the question's form
(rules/silences.py) read the question without its premise
(`without_premise`): "a todos A LA VEZ, así que ¿en qué turno...?" asks in
which turn, not of things done at once. A premise whose words the ask
repeats ("since rob pays with tokens, what if rob has no tokens?") keeps
them topics; a question the rulebook never settles keeps its ask's words,
which no entry covers, and stays unanswered.

A cheap gate: one set look-up of the question's words (the first word of an
opener or a link at all) before any sentence is read; most questions pay
nothing more.

Measured with the claims read beside it (rules/claimed_extras.py: a thing
claimed free; rules/claimed_prices.py: a bare claimed price; who_next's
"whose turn" narrowed): blind124, a set of questions that carry a wrong or
half-remembered rule, false abstention 26 -> 19 of 208, top-1 182, top-3
204 and abstention 19 of 32 unchanged; this module alone 26 -> 23 (its
premise silences "a la vez" once more) with blind29's "Since only the owner
scores it, do I still get the 5 VEP?" won too. TUNE129: top-1 22,730,
top-3 24,138, abstention 3,973 (3,990 with the game given) unchanged, false
abstention 602 -> 594. Before the two gates above ("Is there an official
way ..., so he scores?" opens as a question; a told absence stays for the
silences) abstention lost 3; before the game-name gate, 1 with the game
given. Damping the premise's words in the ranking was not tried: the
premise often names the case the right entry is about ("como tengo la
Ficha en el extremo derecho, ¿la puedo quitar?").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules.normalize import intents, marked_sentences, question_form_phrases, question_form_set, words
from referee.rules.unmarked import opens_question

_COMMA = re.compile(r",(?!\d)")
ASK_WORDS = 2  # the fewest words the ask after a premise holds ("since X, why?" leaves too little to ask)


@lru_cache(maxsize=4)
def _firsts(lang: str) -> frozenset[str]:
    """The first words of the openers and links of `lang` (one set look-up gates a question)."""
    return frozenset(phrase[0] for field in ("premise_openers", "premise_openers_marked", "premise_links")
                     for phrase in question_form_phrases(lang, field) if phrase)


def _opens_with(said: list[str], phrases) -> int:
    """The length of the longest of `phrases` the words `said` open with, 0 when none."""
    return max((len(phrase) for phrase in phrases if phrase and tuple(said[:len(phrase)]) == phrase), default=0)


def _split(sentence: str, lang: str) -> tuple[list[str], list[str], int] | None:
    """A question sentence's premise and ask (folded words) and where its ask
    starts (after the premise's comma, in `sentence`), or None when it states
    no premise."""
    text = sentence.lstrip(" \t\"'¿¡")
    lead = len(sentence) - len(text)
    said = words(text)
    commas = [match.start() for match in _COMMA.finditer(text)]
    if not said or not commas:
        return None
    opener = _opens_with(said, question_form_phrases(lang, "premise_openers"))
    marked = 0 if opener else _opens_with(said, question_form_phrases(lang, "premise_openers_marked"))
    if opener or marked:
        head, tail = text[:commas[0]], text[commas[0] + 1:]
        premise, ask = words(head), words(tail)
        if len(premise) > opener + marked and len(ask) >= ASK_WORDS and (not marked or "¿" in tail):
            return premise, ask, lead + commas[0] + 1
        return None
    links = question_form_phrases(lang, "premise_links")
    for comma in commas:
        head, tail = text[:comma], text[comma + 1:]
        after = words(tail)
        link = _opens_with(after, links)
        if not link or len(after) - link < ASK_WORDS:
            continue
        premise = words(head)
        # (a telling that asks, "how many do I draw, so I can plan?", is no premise)
        if len(premise) < ASK_WORDS or "¿" in head or intents(premise, lang) or opens_question(head, lang):
            return None  # (nor one that opens as a question does: "IS THERE an official way ..., so he scores?")
        return premise + after[:link], after[link:], lead + comma + 1
    return None


@lru_cache(maxsize=256)
def _parts(text: str, lang: str) -> tuple[tuple[tuple[str, ...], ...], frozenset[str]]:
    """The premises of the question sentences of `text` (folded words, in
    order) and the words of what they ask."""
    premises: list[tuple[str, ...]] = []
    asked: set[str] = set()
    for sentence in marked_sentences(text):
        if "?" not in sentence and "¿" not in sentence and "?" in text:
            continue  # (a statement beside the question is context already)
        split = _split(sentence, lang)
        if split is None:
            asked.update(words(sentence))
            continue
        premises.append(tuple(split[0]))
        asked.update(split[1])
    return tuple(premises), frozenset(asked)


def premise_words(text: str, lang: str) -> frozenset[str]:
    """The folded words said only in the premise of a question sentence of
    `text` (not in what any of its question sentences asks); empty when it
    states none."""
    if _firsts(lang).isdisjoint(words(text)):
        return frozenset()  # (a set look-up: most questions state no premise)
    premises, asked = _parts(text, lang)
    return frozenset().union(*premises) - asked


@lru_cache(maxsize=256)
def without_premise(text: str, lang: str) -> str:
    """`text` with the premise of each question sentence left out, for the
    silences of the question's form (rules/silences.py), which read how the
    player asks: "Los eventos continuos afectan a todos A LA VEZ, así que
    ¿en qué turno hacen efecto?" asks in which turn, not of things done at
    once. `text` itself when it states no premise (most questions, after one
    set look-up). A premise that tells an absence (lexicon `premise_absence`:
    "NOBODY had ANY possession cards, so who gets the Collector goal?") tells
    the case asked about, whose silence the rulebook may keep: it stays."""
    if _firsts(lang).isdisjoint(words(text)):
        return text
    kept: list[str] = []
    at = 0
    for sentence in marked_sentences(text):
        start = text.find(sentence, at)
        if start < 0:
            return text
        split = _split(sentence, lang) if ("?" in sentence or "¿" in sentence or "?" not in text) else None
        if split and not question_form_set(lang, "premise_absence").isdisjoint(split[0]):
            split = None  # ("NOBODY HAD ANY possession cards, so who gets the goal?": the case asked, no ground)
        kept.append(text[at:start])
        kept.append(sentence[split[2]:] if split else sentence)
        at = start + len(sentence)
    kept.append(text[at:])
    return "".join(kept)


def premise_answers(text: str, lang: str, evidence: tuple, answers: Callable[[tuple], tuple[bool, tuple]],
                    judged: tuple[bool, tuple], names_game: Callable[[list[str]], bool] = lambda said: False):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the topics said only in the
    question's premise read as no topics, when every topic the entry lacks is
    one and it covers another; as judged otherwise. A premise that names a
    game (`names_game`: "COMO el Scavenger DE LOOP, ¿puedo...?", "like" more
    than "since") sets games side by side, which the rulebooks seldom settle:
    no premise then. Returns (answered, missing, evidence)."""
    lacking = lacking_topics(evidence)
    if not lacking:
        return (*judged, evidence)
    premise = premise_words(text, lang)
    if premise and any(names_game(list(told)) for told in _parts(text, lang)[0]):
        return (*judged, evidence)
    if not premise or not all(set(words(evidence[n][0])) <= premise for n in lacking) \
            or not any(topic and covered for _, topic, covered in evidence):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
