"""A silence of the rulebook told by the player: "why doesn't the rulebook say ...?", "el reglamento no dice ...".

"One die has a symbol worn off, WHY DOESN'T THE RULEBOOK SAY what it counts
as?", "we passed the first player on to the left every round, THE RULES
DON'T SEEM TO SAY that, did that break anything?", "WHY ISN'T IT SAID what
to do when someone knocks the HAPPINESS tokens off the mats?", "¿Por qué EL
REGLAMENTO NO DICE cómo se llaman las ubicaciones de la 5 a la 10?". A
player who has read the rulebook for the case and says it is silent asks
what the rulebook leaves open: the rule nearest the case (the dice's
symbols, the order of play) ranks first and covers every word of it, so
the evidence of the words took it for the answer.

The form, in one sentence of the question: a word of the rulebook
(`silence_sources`: rulebook, rules, reglamento, reglas) and a negation
(`silence_negations`) at most `REACH` words before a verb of saying
(`silence_sayings`: say, mention, explain, dice, menciona), the negation
not opening the sentence ("DOESN'T the rulebook say you draw two?", "¿NO
dice el reglamento que ...?" recall a rule and ask it confirmed: the
auxiliaries `silence_auxiliaries` that carry the negation count as its
opening), and no verb of saying before it ("the rules SAY you do NOT
tell", "el reglamento DICE que NO puedo" negate what may be done, not the
saying); or an impersonal saying negated in so many words
(`silence_impersonal`: "isn't it said", "no se dice"). A negation that is
the subject of the saying (`silence_subjects`: "NOTHING in the rules
actually says it", "NADA en el reglamento lo dice") tells the silence even
when it opens the sentence, and may stand up to SUBJECT_REACH words before
the verb (the source comes between). Leaving out what the table needs is
told like saying nothing (`silence_sayings` also holds "include", "list",
"trae", "incluye": "EL REGLAMENTO NO TRAE la tabla de puntos").
Round abst34 (TUNE115): abstention +2 (blind108, blind109), nothing else
moved.

Tuning list (TUNE41, 91 sets): 4 questions of the form, all unanswerable,
3 of them answered before, none answerable; abstention 2897 -> 2900, top-1,
top-3 and false abstention unchanged.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_phrases, question_form_set, words
from referee.rules.quotes import quoted_spans
from referee.rules.unstated_specifics import holds, sentence_words

REACH = 4  # words from the negation to the verb of saying ("DON'T seem to SAY", "DOESN'T the rulebook SAY")
SUBJECT_REACH = 6  # the same from a negation that is the subject ("NOTHING in the rules actually SAYS it")
ONLY_REACH = 2  # words from the rulebook to the word of "only" ("the RULES just say", "en EL REGLAMENTO solo pone")


def _told_in(sentence: list[str], lang: str) -> str:
    """The verb of saying that `sentence` negates of the rulebook, or ""."""
    negations = question_form_set(lang, "silence_negations")
    sayings = question_form_set(lang, "silence_sayings")
    auxiliaries = question_form_set(lang, "silence_auxiliaries")
    subjects = question_form_set(lang, "silence_subjects")
    if sayings.isdisjoint(sentence) or negations.isdisjoint(sentence):
        return ""
    if question_form_set(lang, "silence_sources").isdisjoint(sentence):
        return next((word for word in sentence if word in sayings), "") \
            if holds(sentence, question_form_phrases(lang, "silence_impersonal")) else ""
    for place, word in enumerate(sentence):
        if word not in negations or word not in subjects and all(before in auxiliaries for before in sentence[:place]):
            continue  # ("DOESN'T the rulebook say ...?": a rule recalled, asked to be confirmed)
        if not sayings.isdisjoint(sentence[:place]):
            return ""  # ("the rules SAY you do NOT tell", "el reglamento DICE que NO se ..."): what it says is negated
        reach = SUBJECT_REACH if word in subjects else REACH
        said = next((later for later in sentence[place + 1:place + 1 + reach] if later in sayings), "")
        if said:
            return said
    return ""


def told_silent(query: str, lang: str, typed: str | None = None) -> str:
    """The verb of saying of a sentence of `query` that tells the rulebook
    does not say the case ("the rulebook doesn't SAY", "el reglamento no
    DICE"), or the phrase that tells the case absent from it (`_told_absent`)
    or all it says (`_told_only`, read on `typed`, the question as typed,
    quotation marks and all, when `query` is it without its quotes), or ""
    (most questions: no verb of saying nor of the rulebook)."""
    said = words(query)
    if not question_form_set(lang, "silence_sayings").isdisjoint(said):
        told = next(filter(None, (_told_in(sentence, lang) or _told_but_not(sentence, lang)
                                  for sentence in sentence_words(query))), "")
        if told:
            return told
    told = _told_only(typed, words(typed), lang) if typed else _told_only(query, said, lang)
    if told:
        return told
    if question_form_set(lang, "silence_sources").isdisjoint(said):
        return ""  # (a set look-up: most questions name no rulebook)
    return _told_absent(said, lang)


def _told_but_not(sentence: list[str], lang: str) -> str:
    """The phrase of `sentence` that tells what the rulebook says stops short
    of the case, or "": the rulebook said (a source, `silence_sources`,
    before a verb of saying), then "BUT NOT" (`silence_but_not`) right before
    a question word (`silence_but_not_asks`): "the rules say you must
    'specifically gain' one BUT NOT WHERE from", "el reglamento dice que se
    roba una carta PERO NO CUÁNDO". The player read the rule and names the
    part it leaves out, which is the question. Round quotetwo (TUNE187):
    abstention +1 (blind29), no answerable question of the tuning sets says it."""
    sources = question_form_set(lang, "silence_sources")
    sayings = question_form_set(lang, "silence_sayings")
    asks = question_form_set(lang, "silence_but_not_asks")
    for phrase in question_form_phrases(lang, "silence_but_not"):
        for start in range(1, len(sentence) - len(phrase)):
            if tuple(sentence[start:start + len(phrase)]) != phrase or sentence[start + len(phrase)] not in asks:
                continue
            said = next((place for place, word in enumerate(sentence[:start]) if word in sayings), None)
            if said is not None and not sources.isdisjoint(sentence[:said]):
                return " ".join(phrase)
    return ""


def _told_only(query: str, said: list[str], lang: str) -> str:
    """The words of `said` (the folded words of `query`) that tell the
    rulebook ONLY says what the player quotes or retells, or "": a word of
    "only" (`silence_only`: "just", "only", "solo") right before a verb of
    saying (`silence_sayings`, `passage_verbs`, and those of showing that
    say it of a part of the rulebook, `silence_only_sayings`: "the example
    only GOES up to 5", "the book only SHOWS the 3, 4 and 5 card
    examples"), with the rulebook or a part of it named at most ONLY_REACH
    words before it (`silence_sources`, `silence_only_sources`: "THE RULES
    JUST SAY it runs between two states", "EN EL REGLAMENTO SOLO PONE que
    ganas la bonificación", "THE TABLE only shows dashes"), or
    with the verb right before the quotation mark of what it says ("the
    icon guide JUST SAYS 'what fills the hole in your heart'"; only the
    words of `silence_only_framed`: Spanish "solo" before a quote is as
    often the solo mode, "En LOOP solo dice 'Draw 4 random GOAL...'"). The
    player has read the sentence and tells it stops short of their case:
    the entry that holds it is what they already read, not the answer.
    Round quotethree (TUNE191): the 13 questions of the tuning sets that
    say it so are all unanswerable (8 already left unanswered by other
    readings; gained: blind109's heart-shaped icon, blind61's type C goals,
    blind131's 6 relationship cards, blind69's 4th seat, blind184's 7
    health cards: abstention 5,621 -> 5,626, nothing else moved);
    the one answerable question that says "only" of the rulebook ("the rule
    only TALKS about 'a player who has a Presence'") is no form of it and
    was left unanswered before."""
    only = question_form_set(lang, "silence_only")
    if only.isdisjoint(said):
        return ""  # (a set look-up: most questions say none of them)
    sayings = question_form_set(lang, "silence_sayings") | question_form_set(lang, "passage_verbs") \
        | question_form_set(lang, "silence_only_sayings")
    sources = question_form_set(lang, "silence_sources") | question_form_set(lang, "silence_only_sources")
    framed = question_form_set(lang, "silence_only_framed")
    openers = {len(words(query[:start])) - 1 for start, _ in quoted_spans(query)}  # (the word before each mark)
    for place, word in enumerate(said[:-1]):
        if word not in only or said[place + 1] not in sayings:
            continue
        if not sources.isdisjoint(said[max(0, place - ONLY_REACH):place]) or (place + 1 in openers and word in framed):
            return f"{word} {said[place + 1]}"
    return ""


def _told_absent(said: list[str], lang: str) -> str:
    """The phrase of the folded words `said` that tells the case is not in the
    rulebook, without a verb of saying (`silence_absent`: "the scoring table
    ISN'T IN MY RULEBOOK", "we CAN'T FIND IT ANYWHERE IN THE RULEBOOK", "NO
    VIENE EN EL REGLAMENTO"), or "". The player has looked for the case and
    tells what the rule nearest it leaves out, as with a verb of saying.
    Round newsil (TUNE121): abstention +1 (blind118's scoring table; its
    Bus Stop Tile "can't find it anywhere in the rulebook" was already
    silent for the tile's arrows), nothing else moved: no answerable
    question of the tuning sets says it."""
    for phrase in question_form_phrases(lang, "silence_absent"):
        for start in range(len(said) - len(phrase) + 1):
            if tuple(said[start:start + len(phrase)]) == phrase:
                return " ".join(phrase)
    return ""
