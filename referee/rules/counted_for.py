"""What a thing counts FOR, set apart in its own clause, asked of a rule that never names it: a silence of the question's form.

"PARA EL OBJETIVO PÚBLICO, ¿cuenta una carta que perdí por desgracia si la
tuve activa?", "Para el Rasgo Competente, ¿esa casilla cuenta igual como
bonificación pasiva?", "¿cuenta para algo el icono de corazón de mi Pareja,
POR EJEMPLO PARA EL ACHIEVEMENT?", "For the Loyal goal, do mimic tokens on
the neutral row count?". A player asking WHAT COUNTS AS WHAT names two
things: the thing held (a card lost to misfortune, a space at the end of a
track, a Partner's heart) and the count, condition or category it is to
count for (a public goal, a trait, a card's achievement). The rule that
ranks first is the rule of the thing held ("for each misfortune, discard an
active card", "the right-most space gives a passive bonus"): it speaks of
every word of the thing, so the evidence of the words lets it through, but
it never names the condition, and a rule that never names a goal, a trait or
a tie-break does not say what counts for it. The rulebook settles it where
it speaks of the condition (the goal's own rule, the trait's), and when that
rule does not come first the rulebook is silent as far as the ranking can
tell: the entry stays as related reading.

The form: a sentence with a verb of counting (`counted_for_verbs`: "count",
"cuenta"; not a noun, after a word of `counted_for_noun_marks`: "tener EN
cuenta", "THE count") and, in ANOTHER clause of that sentence (a comma, a
colon, a dash or "¿" apart), a clause that opens with the word of purpose
(`counted_for_fronts`: "for", "para"), after the words that bring in an
example (`counted_for_leads`: "por ejemplo", "like"). The condition is the
game's glossary terms of that clause (the game of the first entry); it is
unanswered when no sentence of the first entry names one of them (its
stem or one of its glossary concepts).

Only a condition set apart: "does it count FOR the tie-break?", "¿cuenta
PARA mis puntos?", with the purpose inside the clause of the verb, is the
ordinary way to ask what a rule of scoring or of a goal answers, often by a
rule that says what counts without naming the condition the player gives
it ("la carta que agarré por ayuda social, ¿cuenta PARA MIS PUNTOS?" is
answered by the rule of social assistance: the card is bought as usual).
Measured on the count questions of TUNE133 (the 1,047 questions with a verb
of counting or including, before and after): with the purpose inside the
clause too, 7 unanswerable questions abstained but 15 answered ones did
(points, the CV, a second GOAL, CONSUME); set apart, 4 abstained and none of
the answered ones. A condition told as a whole sentence of its own ("Family-
Oriented: what counts as a played parent card?") is no clause of purpose:
the topic of the question, left to the ranking. Nor a clause of place or
of the scene ("EN CV, ¿...cuentan...?", "IN the final scoring, ..."): with
"in", "at", "en", "al" as openings, 2 abstentions more and 11 answered
questions lost (the game or the mode named up front).

Measured (round counts, TUNE133 on wave2base, with `uncombined_count`
below): abstention 4,061 -> 4,067 of 4,899 (4,079 -> 4,085 with the game
given): blind130 15 -> 18 of 32 (the public goal, the Competent trait, the
solo Achievement), blind108 (the secret life goal), blind34 and blind124
(below); top-1 23,513, top-3 24,959, false abstention 640, all unchanged.
"""

from __future__ import annotations

import re

from referee.rules.index import Index, LangIndex
from referee.rules import combined
from referee.rules.normalize import WEAK_WORDS, is_common_concept, key, question_form_set, stopwords, words

_SENTENCE = re.compile(r"[.!?]+")  # (a "¿" opens a clause of the same sentence: "Para el objetivo público, ¿cuenta...?")
CLAUSE = re.compile(r"[,;:()¿¡\u2014\u2013]+| - ")
_RULE_SENTENCE = re.compile(r"[.!?¿¡]+")


def _counted(said: list[str], verbs: frozenset[str], nouns: frozenset[str]) -> bool:
    """Whether the folded clause `said` holds a verb of counting, not said as a noun ("tener EN cuenta")."""
    return any(word in verbs and (not at or said[at - 1] not in nouns) for at, word in enumerate(said))


def _purpose(said: list[str], fronts: frozenset[str], leads: frozenset[str]) -> list[str]:
    """The words of a clause of purpose ("para el objetivo público", "por ejemplo para el Achievement"), past its
    opening word; [] when the clause is none."""
    at = 0
    while at < len(said) and said[at] in leads:
        at += 1
    return said[at + 1:] if at < len(said) and said[at] in fronts else []


def purpose_conditions(query: str, lang: str) -> list[list[str]]:
    """The clauses of purpose set apart from a verb of counting in one sentence of the question."""
    verbs = question_form_set(lang, "counted_for_verbs")
    if verbs.isdisjoint(words(query)):
        return []  # (no verb of counting: most questions)
    nouns = question_form_set(lang, "counted_for_noun_marks")
    fronts = question_form_set(lang, "counted_for_fronts")
    leads = question_form_set(lang, "counted_for_leads")
    found = []
    for sentence in _SENTENCE.split(query):
        clauses = [words(clause) for clause in CLAUSE.split(sentence)]
        counting = [at for at, said in enumerate(clauses) if _counted(said, verbs, nouns)]
        if not counting:
            continue
        found += [purpose for at, said in enumerate(clauses) if at not in counting
                  for purpose in [_purpose(said, fronts, leads)] if purpose]
    return found


def game_terms(said: list[str], game: str, index: Index, lang: str) -> list[tuple[str, str, frozenset[str]]]:
    """The words of `said` that are part of a term of `game`'s glossary: (word, stem, its game concepts), the
    everyday concepts every game shares left out."""
    stop = stopwords(lang)
    kept = [word for word in said if word not in stop and not word.isdigit()]
    stems = [key(word, lang) for word in kept]
    found = []
    for word, stemmed, (own, _) in zip(kept, stems, index.thesaurus(game).concepts_at(stems, lang)):
        concepts = frozenset(concept for concept in own if not is_common_concept(concept))
        if concepts:
            found.append((word, stemmed, concepts))
    return found


def names_term(sentence: list[str], terms, game: str, index: Index, lang: str) -> bool:
    """Whether the folded rule sentence names one of `terms` (its stem or one of its concepts)."""
    stems = {key(word, lang) for word in sentence}
    if any(stemmed in stems for _, stemmed, _ in terms):
        return True
    wanted = frozenset().union(*(concepts for _, _, concepts in terms))
    return any(not wanted.isdisjoint(concepts) for _, _, concepts in game_terms(sentence, game, index, lang))


def unstated_condition(query: str, first: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The words of the condition a thing is asked to count for, set apart in
    a clause of purpose ("PARA EL OBJETIVO PÚBLICO, ¿cuenta ...?"), when no
    sentence of the `first` entry names one of its game terms; else None."""
    lang = lang_index.lang
    conditions = purpose_conditions(query, lang)
    if not conditions or not first:
        return None
    entry = lang_index.docs[first[0]].entry
    sentences = [words(text) for text in _RULE_SENTENCE.split(f"{entry.title}. {entry.text}") if text.strip()]
    for condition in conditions:
        terms = game_terms(condition, entry.game, index, lang)
        if terms and not any(names_term(sentence, terms, entry.game, index, lang) for sentence in sentences):
            return " ".join(word for word, _, _ in terms)
    return None


JOIN_REACH = 4  # words after a verb of counting within which the word that says what it counts as or for comes


def _counts_toward(said: list[str], lang: str) -> bool:
    """Whether the folded question asks a thing to count as or for another: a verb of counting (not a noun) with a
    word of `counted_for_joins` ("as", "for", "toward", "como", "para") at most JOIN_REACH words after it."""
    verbs = question_form_set(lang, "counted_for_verbs")
    if verbs.isdisjoint(said):
        return False
    nouns, joins = question_form_set(lang, "counted_for_noun_marks"), question_form_set(lang, "counted_for_joins")
    return any(word in verbs and (not at or said[at - 1] not in nouns) and not joins.isdisjoint(said[at + 1:at + 1 + JOIN_REACH])
               for at, word in enumerate(said))


def uncombined_count(query: str, scored: list, index: Index, lang_index: LangIndex):
    """When the question names two things of the first entry's game (their
    entries' names: a career, an event, a trait; rules/combined.py) and asks
    a thing to count as or for another ("con Make It Rain activo, la Office
    Lady compra con Slack Off: ¿esos COIN CUENTAN PARA los 4?", "collector is
    active: does a material I turned with the Craftsman's forge COUNT FOR the
    5 types?"), and no rule entry speaks of both: the candidates with the
    named things' entries first, and the words of the names the first of them
    lacks, as `combined.related_first` gives them; None otherwise.

    Whether one thing's outcome counts for the other's condition is how the
    two combine, asked without a word of combining: rules/combined.py reads
    such a question only when its first two candidates are both named
    things' entries, and the event's condition ranks lower than the career
    that makes the COIN. As combined.py does for two things met, a name said
    only by an everyday word (rules/normalize.WEAK_WORDS: "justo", the Just
    trait's Spanish name, told as "exactly") names nothing, and names listed
    side by side ("¿cuentan para los Objetivos Loyal y Friendly?") are
    things of one kind asked of a third, not met with each other.
    Measured on the count questions of TUNE133: 2 unanswerable questions
    abstain (blind34's Collector with the Craftsman, blind124's Make It Rain
    with the Office Lady); without the listing restraint 1 answered question
    more abstained (blind49's Loyal and Friendly goals)."""
    lang = lang_index.lang
    said = words(query)
    if not _counts_toward(said, lang):
        return None  # (no thing asked to count as or for another: most questions)
    weak = WEAK_WORDS.get(lang, frozenset())
    kept = [word for word in said if word not in weak]
    own = " ".join(kept)
    game = lang_index.docs[scored[0][1]].entry.game
    named = combined.unsaid_together(own, [key(word, lang) for word in kept], index, lang_index, game, asked=True)
    if not named:
        return None
    table = combined.named_things(index, lang_index, game)
    if combined.names_listed(own, [tuple({word for name in table[number] for word in name}) for number in named], lang):
        return None
    score = {number: value for value, number in scored}
    ordered = sorted(((score.get(number, 0.0), number) for number in named), key=lambda item: -item[0])
    ordered += [item for item in scored if item[1] not in named]
    held = {word for name in table[ordered[0][1]] for word in name}
    lacked = {word for number in named for name in table[number] for word in name} - held
    missing = tuple(dict.fromkeys(word for word in said if key(word, lang) in lacked))
    return ordered, missing
