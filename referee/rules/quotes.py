"""A passage of the rulebook quoted or retold in a question, and the ask that checks it.

Players who have just read a rule often ask about it by quoting it: "'You can
only use each action spot once per turn' - can I Donate twice?", "The roll
rule says bad luck dice 'are frozen'. If my second reroll lands on bad luck,
...?", "Dice que las Fichas de Motivación son ilimitadas. Si se acaban...",
"Pone que la Ficha superada vuelve a mi reserva. ¿Después...?". Two things
follow from how they ask:

* The frame that introduces the passage ("it says", "the rulebook says",
  "book says", "Dice que", "pone que", "según el reglamento", a verb of
  saying right before a quotation mark: "RENEW dice 'pay double...'") is
  how the player talks, not a word of the rule: never a topic ("book" is no
  noun of a rulebook that never says it; Spanish "dice" are no dice there).
  `frame_and_passage` finds it (lexicon `question_form.passage_sources`,
  `passage_verbs`, `passage_according`). A few little words may stand
  between the verb and the mark (`passage_links`: "El Rasgo Centrado HABLA
  DE 'casillas centrales'", "la hoja habla DE UNA 'ficha de superación'"):
  read as a topic, "habla" left both asks of what a word means unanswered
  (round fabstw, TUNE143: false abstention -2, blind138 and blind139,
  nothing else moved; English "talk about" set a blind45 answer out of the
  first three, so "talk" is no verb of saying here).
* The passage (the words inside quotation marks, or those the frame
  introduces, up to the end of their sentence or a dash) names the rule
  asked about; the ask after it applies that rule to the player's case. An
  entry that holds the passage is the rule the player read: the words of
  their case ("Donate", "6 money", "the leader") are the situation the rule
  is checked on, details beside it (`passage_checked`). A common topic the
  case asks of (a limit, running out, trading: TOPIC_CONCEPTS) and what is
  handed to another player stay topics, and a known gap of the rulebook is
  still judged after this, so "'pay him COIN equal to its QUALITY' - what if
  I don't have that much?" abstains as before when a gap names it.
"""

from __future__ import annotations

from functools import lru_cache
import re

from referee.rules.normalize import fold, key, question_form, question_form_set, stopwords, weak_keys, words

# the quotation marks that open a passage, and the marks that may close each
_CLOSERS = {"'": "'\u2019", '"': '"\u201d', "\u2018": "\u2019'", "\u201c": "\u201d\"", "\u00ab": "\u00bb"}
_BEFORE_OPEN = " \t\n([:,;\u00bf\u00a1\u2013\u2014-"  # what may stand before an opening mark (or the text's start)
_AFTER_CLOSE = " \t\n.,;:!?)]\u2013\u2014-\u2026"  # what may stand after a closing mark (or the text's end)
# where a retold passage ends: the end of a sentence, or a dash set apart by spaces ("book says gain 4 VEP - what...")
_PASSAGE_END = re.compile(r"[.?!;]+(?=\s|$)|\s[-\u2013\u2014]+\s|[\u2013\u2014]")
# a passage of at least this many words of the rule text, and of which an entry holds all but one in this many
PASSAGE_MIN_WORDS = 2
PASSAGE_MISSES_PER = 4
# a quote of at least this many words is a passage, not a name put in quotation marks ("the 'Night Owl' trait")
PASSAGE_MIN_QUOTED = 3


def quoted_spans(text: str) -> list[tuple[int, int]]:
    """The (start, end) character spans of the passages in quotation marks,
    marks included. An apostrophe inside a word ("I've", "player's") neither
    opens nor closes one: an opening mark follows a space, a bracket or
    punctuation and precedes a letter; a closing one follows a non-space and
    precedes a space, punctuation or the end."""
    spans: list[tuple[int, int]] = []
    if not any(mark in text for mark in _CLOSERS):
        return spans  # (no opening mark at all: most questions)
    position = 0
    while position < len(text):
        mark = text[position]
        closers = _CLOSERS.get(mark)
        if closers is None or (position and text[position - 1] not in _BEFORE_OPEN) \
                or position + 1 >= len(text) or text[position + 1].isspace():
            position += 1
            continue
        end = next((n for n in range(position + 2, len(text)) if text[n] in closers
                    and not text[n - 1].isspace() and (n + 1 == len(text) or text[n + 1] in _AFTER_CLOSE)), None)
        if end is None:
            position += 1
            continue
        spans.append((position, end + 1))
        position = end + 1
    return spans


def without_quotes(text: str) -> str:
    """`text` with each passage in quotation marks replaced by a comma: what
    the player wrote in their own words. A name inside a quoted passage is
    the rulebook's wording ("'the card can go onto the top of the stack'"),
    not a thing the player names that the rulebook may not know; a quote of
    fewer than PASSAGE_MIN_QUOTED words is a name the player gives ("the
    'Night Owl' trait") and stays."""
    spans = [(start, end) for start, end in quoted_spans(text)
             if len(words(text[start:end])) >= PASSAGE_MIN_QUOTED]
    if not spans:
        return text
    kept, cut = [], 0
    for start, end in spans:
        kept.append(text[cut:start])
        kept.append(",")
        cut = end
    kept.append(text[cut:])
    return "".join(kept)


def asked_words(text: str, lang: str) -> str:
    """`text` with each passage quoted in quotation marks replaced by a comma,
    for the silences of the question's form (rules/silences.py): those read
    how the player asks ("can I choose", "or", "which one", "where"), and the
    words they quote are the rulebook's, already read, not their ask.
    "Career upper action: 'SPEND 4 time to earn 1 MONEY'. can I use energy
    tokens for some of the 4 time?" asks of energy for time, not of paying
    with money; "'the new card must always go on top' - so which...?" the
    same. A quote a word of a kind of component stands right beside, with no
    mark between, is a thing's name ("the 'a healthy mind in a healthy body'
    goal", "la meta 'Una mente sana'"): it stays, the question asks of that
    thing; so does a quote of fewer than PASSAGE_MIN_QUOTED words
    (`without_quotes`). On the tuning sets (109): false abstention 560 -> 558,
    nothing else moved."""
    spans = quoted_spans(text)
    if not spans:
        return text
    kinds = question_form_set(lang, "instance_kinds")  # (card, goal, carta, meta...)
    kept, cut = [], 0
    for start, end in spans:
        before = re.search(r"(\w+)\s+$", text[:start])
        after = re.match(r"\s+(\w+)", text[end:])
        if len(words(text[start:end])) < PASSAGE_MIN_QUOTED or any(
                side is not None and fold(side.group(1)) in kinds for side in (before, after)):
            continue
        kept.append(text[cut:start])
        kept.append(",")
        cut = end
    kept.append(text[cut:])
    return "".join(kept)


@lru_cache(maxsize=4)
def _frames(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], tuple[tuple[str, ...], ...]]:
    """The words of `lang` that name the rulebook as the one who says ("rule",
    "reglamento"), the verbs of saying, the words joining the claim ("that",
    "que") and the phrases of according to the rulebook ("según el reglamento")."""
    form = question_form(lang)
    return (frozenset(form.get("passage_sources", ())), frozenset(form.get("passage_verbs", ())),
            frozenset(form.get("speech_that", ())), tuple(tuple(words(p)) for p in form.get("passage_according", ())))


def _segment_frame(folded: list[str], quote_next: set[int], lang: str) -> tuple[list[int], int | None]:
    """The positions of the frame in one segment of the text (a sentence up to
    a dash), and where the passage it introduces starts (None: no frame, or
    one whose passage is only what it quotes)."""
    sources, verbs, that, according = _frames(lang)
    for position, word in enumerate(folded):
        for phrase in according:
            if tuple(folded[position:position + len(phrase)]) == phrase:
                return list(range(position, position + len(phrase))), position + len(phrase)
        if word not in verbs:
            continue
        frame = [position]
        if position and folded[position - 1] in sources:  # "the RULEBOOK SAYS", "IT SAYS", "el REGLAMENTO DICE"
            frame.insert(0, position - 1)
        elif position and position not in quote_next:
            continue  # ("my friend says...": reported speech of a person, rules/framing.py)
        elif not position and position + 1 < len(folded) and folded[position + 1] not in that \
                and position not in quote_next:
            continue  # (opening the sentence: "DICE QUE...", "Dice '...'", not "dice rolled")
        if position + 1 < len(folded) and folded[position + 1] in that:
            frame.append(position + 1)
        # (a verb right before a quotation mark introduces only what it quotes: "rule says 'no repeats' and I...")
        return frame, (None if position in quote_next else frame[-1] + 1)
    return [], None


def frame_and_passage(text: str, lang: str) -> tuple[set[int], set[int]]:
    """The positions in `words(text)` of the frame that introduces a passage
    of the rulebook ("IT SAYS", "THE RULEBOOK SAYS", "DICE QUE", "SEGÚN EL
    REGLAMENTO", a verb of saying right before a quotation mark) and of the
    passage's words: those inside quotation marks, and those a frame of the
    rulebook introduces up to the end of their sentence or a dash. Both
    empty when the text quotes nothing."""
    spans = quoted_spans(text)
    sources, verbs, _, according = _frames(lang)
    if not spans:  # (no quotation marks and no verb of saying nor "según...": most questions, nothing to read)
        said = set(words(text))
        if verbs.isdisjoint(said) and not any(phrase and phrase[0] in said for phrase in according):
            return set(), set()
    passage: set[int] = set()
    opened: set[int] = set()  # the word right before an opening mark
    # the little words between a verb of saying and its mark (lexicon `question_form.passage_links`)
    links = question_form_set(lang, "passage_links") if spans else frozenset()
    for start, end in spans:
        before = words(text[:start])
        first = len(before)
        passage.update(range(first, first + len(words(text[start:end]))))
        if first:
            opened.add(first - 1)
        # (a verb of saying a few little words before the mark introduces it too: "habla DE UNA 'ficha de superación'")
        back = first - 1
        while back > 0 and before[back] in links:
            back -= 1
            opened.add(back)
    frame: set[int] = set()
    if verbs or according:
        told = 0
        cut = 0
        for match in _PASSAGE_END.finditer(text + "."):
            segment = words(text[cut:match.start()])
            local = {n - told for n in opened if told <= n < told + len(segment)}
            found, start = _segment_frame(segment, local, lang)
            frame.update(told + n for n in found)
            if start is not None:
                passage.update(range(told + start, told + len(segment)))
            told += len(segment)
            cut = match.end()
        if told != len(words(text)):  # (a text whose punctuation the words do not follow: read no frame)
            frame = set()
    return frame, passage - frame


def held_in_other_language(lang_index, number: int, surfaces: dict[int, str], lang: str) -> dict[int, bool]:
    """For the passage's words (`surfaces`: position -> the word as typed)
    that the rule text of `lang` knows, whether the entry `number` of
    `lang_index` (of that language) holds them: a Spanish player quotes the
    English rulebook ("el RENEW dice 'pay double the COIN'"), whose words
    the Spanish entry of the same rule does not hold."""
    game = lang_index.docs[number].entry.game
    stop, weak = stopwords(lang), weak_keys(lang)
    held: dict[int, bool] = {}
    for position, word in surfaces.items():
        stemmed = key(word, lang)
        if word in stop or stemmed.isdigit() or stemmed in weak or stemmed not in lang_index.idf:
            continue
        held[position] = number in lang_index.postings.get((game, stemmed), ())
    return held


def passage_checked(found: tuple, passage: list[bool], said: set[int], kept: list[bool],
                    other: dict[int, bool] | None = None) -> tuple[tuple, bool]:
    """The evidence of an entry (`(word, topic, covered)` per question word),
    read as a check of the passage the question quotes: when the entry holds
    the passage (at least PASSAGE_MIN_WORDS of its words the rule text knows,
    `said`, and all but one in PASSAGE_MISSES_PER of them; a word the entry
    of the same rule in the rulebook's own language holds counts too, `other`
    from `held_in_other_language`), the other words
    of the question are the case the rule is applied to, and their topics
    details, except those `kept` (a common topic, what is handed over). The
    passage's own words the entry lacks are its wording, details too.
    Returns the evidence and whether the entry holds the passage."""
    if not any(passage):
        return found, False
    other = other or {}
    quoted = {n for n in said if passage[n]} | other.keys()
    held = sum(1 for n in quoted if (n in said and found[n][2]) or other.get(n, False))
    if held < PASSAGE_MIN_WORDS or len(quoted) - held > len(quoted) // PASSAGE_MISSES_PER:
        return found, False
    # (a topic the entry covers stays one: it counts for the entry among its close siblings)
    return tuple((word, topic and (covered or (kept[n] and not passage[n])), covered)
                 for n, (word, topic, covered) in enumerate(found)), True
