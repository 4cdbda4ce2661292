"""What a thing counts for, asked: the sibling whose title names the condition comes first.

"Para Amigable, ¿cuentan las Fichas de Personaje de los niveles 5 a 7?",
"what counts for HOBBY again, she claimed it with two activities that both
had HOUSE", "Combustion Energy: ¿qué jugadores cuentan como los de menos
HAPPINESS?", "Make It Rain - does paying off a credit card count toward the
4 COIN?". A player asking WHAT COUNTS FOR WHAT names two things: the thing
held (Character Tokens on high levels, two activities, a paid-off credit
card) and the condition it is to count for (a trait, a goal, an event's
threshold). The rulebook settles it in the condition's own entry (the
trait's requirement, the goal's, the event's); the entry of the thing held
speaks of more of the question's words and ranked first, and
rules/counted_for.py then rightly found it silent on the condition. Here,
before that judgement, the sibling that names the condition goes first.

The condition asked (`asked_conditions`, only in a question with a verb of
counting, lexicon `counted_for_verbs`: a set look-up, most questions stop
there) is read in three places: a clause of purpose set apart
(rules/counted_for.py: "PARA AMIGABLE, ¿cuentan...?"); the words a verb of
counting joins its thing to (`counted_condition_joins`: "count FOR HOBBY",
"count TOWARD my GOAL", "cuenta PARA el Rasgo...") up to a word of the scene
or of another choice (`counted_condition_stops`: "if", "or", "aunque"), not
when they open with a vague word (`counted_condition_vague`: "count for
ANYTHING", "cuenta para ALGO", "counts for IT") nor with an act ("for
PAYING a red-slash cost", "para COMPRAR cartas", "para CAMBIAR de ubicación":
a gerund or an infinitive by its ending; the act's rule is not the
condition's, and the rule of reusing dice answers); and a topic told up
front before a colon or a dash ("Combustion Energy: ...", "Make It Rain -
..."). The last two only in a sentence that asks (one with "?" or "¿", or
the last one), as the search reads asks: "fewer cards tiebreak: Max counted
the event cards in his hand. do they count" tells the tie-break as the
scene, and the rule of event cards in hand answers. Its game terms (of the
first entry's game) are the condition. Of the next SIBLING_RANKS entries of
the first entry's game, the first whose TITLE names a condition term that
neither the first entry's title nor its section names goes first, when it
scores at least PULL_SHARE of the first (`siblings.stating_sibling_first`;
not an entry about a variant the question does not name). The section too
for the first: "social assistance: what counts as having twice as many CV
cards?" is already answered by an entry of the Social Assistance section
whose title does not repeat its name.

Measured on TUNE135 (131 sets, base wave1base): top-1 23,902 -> 23,907,
top-3 25,377 unchanged, abstention 4,110 -> 4,111 (4,127 -> 4,128 with the
game given), false abstention 646 unchanged. Gained: blind131 (Amicable, a
question that abstained), blind130 (Make It Rain, Combustion Energy),
blind65 (HOBBY), blind101 ("still count for points, or only the active one
on top?": the rule of the sets first, though it now abstains), and blind76's
unanswerable "¿la misma carta del CV cuenta para los dos?" abstains; none
lost. On the 1,175 questions of TUNE135 with a verb of counting: top-1
789 -> 794 of 875. Tried and dropped: "count AS"/"cuenta COMO" read as the
condition too (top-1 -17, false abstention +4: "count as adjacent", "as
completed traits", "como activa" name a quality the thing has, not the
condition); without the act and vague filters, -6 on the count questions;
a topic before a comma ("the type D memory goals, do memory tokens...
count") +1 -4; a topic in a sentence that tells the scene (+1: blind38's
"the Loyal goal says 4 trait tiles played - ... we counted it. was that
wrong?", but the tie-break case above went wrong); PULL_SHARE 0.8 (-1:
blind130's "2 player variant: for the neutral trait tile in the 3rd spot of
the row, ...", whose row's setup entry names "row", at 0.87); SIBLING_RANKS
3 with PULL_SHARE 0.7 (-4 on the count questions); a clause "For X, ...?"
set apart in a question with no verb of counting (+1 -2: "para casarme con
mi Partner, ¿qué pago?" is the act's question, not a condition's).
"""

from __future__ import annotations

import re

from referee.rules.counted_for import CLAUSE, JOIN_REACH, purpose_conditions, game_terms, names_term
from referee.rules.index import Index, LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.siblings import stating_sibling_first

PULL_SHARE = 0.9  # a sibling whose title names the condition goes first from this share of the first entry's score
SIBLING_RANKS = 2  # rule entries looked at after the first
_ASKED = re.compile(r"[^.!?]*[.!?]*")  # a sentence with the marks that end it
_TOPIC = re.compile(r"^([^,;:?¿¡.!]+?)(?::| - |\u2014|\u2013)")  # a topic told up front, before a colon or a dash


_ACT_ENDINGS = {"en": ("ing",), "es": ("ar", "er", "ir")}  # a clause of purpose that opens with an act ("for PAYING")
ACT_LETTERS = 5  # the fewest letters of a word read as an act by its ending ("para PAGAR"; not "mar")


def _acts(word: str, lang: str) -> bool:
    """Whether a word reads as an act by its ending: a gerund, an infinitive ("paying", "pagar")."""
    return len(word) >= ACT_LETTERS and word.endswith(_ACT_ENDINGS.get(lang, ()))


def _joined(said: list[str], verbs, nouns, joins, stops) -> list[list[str]]:
    """The words a verb of counting joins its thing to by a word of `joins` (`counted_condition_joins`: "count FOR
    HOBBY", "count TOWARD the 4 COIN", "cuenta PARA el Rasgo"), up to the end of the clause or a word of the scene
    (`counted_condition_stops`: "if", "when")."""
    found = []
    for at, word in enumerate(said):
        if word not in verbs or (at and said[at - 1] in nouns):
            continue
        for step in range(at + 1, min(len(said), at + 1 + JOIN_REACH)):
            if said[step] in joins:
                tail = []
                for later in said[step + 1:]:
                    if later in stops:
                        break
                    tail.append(later)
                if tail:
                    found.append(tail)
                break
    return found


def _asked(query: str) -> list[str]:
    """The sentences of the question that ask: those ending in "?" or opening with "¿", and the last one; a
    sentence that tells the scene ("fewer cards tiebreak: Max counted the event cards in his hand.") sets no
    condition."""
    sentences = [match.group(0) for match in _ASKED.finditer(query) if match.group(0).strip()]
    return [sentence for at, sentence in enumerate(sentences)
            if at == len(sentences) - 1 or "?" in sentence or "\u00bf" in sentence]


def asked_conditions(query: str, lang: str) -> list[list[str]]:
    """The folded words of what the question asks a thing to count for or toward: a clause of purpose set apart
    (rules/counted_for.py), the words a verb of counting joins to, and a topic told up front before a colon or a
    dash ("bad luck: do tokens count toward the 3?"); [] when the question has no verb of counting."""
    verbs = question_form_set(lang, "counted_for_verbs")
    lowered = query.lower()
    if not any(verb in lowered for verb in verbs):
        return []  # (no verb of counting even as a part of a word: most questions, before folding the words)
    said = words(query)
    if verbs.isdisjoint(said):
        return []  # (no verb of counting: most questions)
    nouns = question_form_set(lang, "counted_for_noun_marks")
    joins = question_form_set(lang, "counted_condition_joins")
    stops = question_form_set(lang, "counted_condition_stops")
    vague = question_form_set(lang, "counted_condition_vague")
    found = list(purpose_conditions(query, lang))
    for sentence in _asked(query):
        for clause in CLAUSE.split(sentence):
            found += [tail for tail in _joined(words(clause), verbs, nouns, joins, stops)
                      if tail[0] not in vague and not _acts(tail[0], lang)]
        topic = _TOPIC.match(sentence.strip())
        if topic and verbs.isdisjoint(words(topic.group(1))):
            found.append(words(topic.group(1)))
    return found


def condition_entry_first(query: str, scored: list[tuple[float, int]], index: Index, lang_index: LangIndex,
                          game_of, may_move=lambda number: True) -> list[tuple[float, int]] | None:
    """`scored` with the first of the next SIBLING_RANKS entries of the first
    entry's game whose title names a game term of a condition asked moved
    first, when it scores at least PULL_SHARE of the first and the first's
    title names none; None when nothing moves."""
    if len(scored) < 2:
        return None
    lang = lang_index.lang
    conditions = asked_conditions(query, lang)
    if not conditions:
        return None
    game = game_of(scored[0][1])
    terms = [found for condition in conditions for found in [game_terms(condition, game, index, lang)] if found]
    if not terms:
        return None

    def named(number: int, section: bool = False) -> set[str]:
        """The stems of the condition terms the entry's title (and its section) names."""
        entry = lang_index.docs[number].entry
        title = words(f"{entry.title} {entry.section}" if section else entry.title)
        return {stemmed for found in terms for term in found if names_term(title, [term], game, index, lang)
                for _, stemmed, _ in [term]}

    held = named(scored[0][1], section=True)
    return stating_sibling_first(scored, lambda number: number != scored[0][1] and bool(named(number) - held), game_of,
                                 PULL_SHARE, SIBLING_RANKS, may_move)
