"""Self-repairs of a spoken question: the version a speaker discards, and the one meant.

Speaking, a player corrects themself as they go: "to mimic straight, I MEAN
mimic trait", "for three turns, NO WAIT four", "this activity has two blue
dots I MEAN two of the same colour", "¿el rojo? DIGO el verde", and now and
then after the repair: "the a choir favor, acquire SORRY, what does it do".
Dictation keeps both versions; read as one question, the discarded words
(often a game term mis-heard, "choir", "straight") are topics no rule
covers. So a word of repair (`[spoken] repairs`) and what it discards are
left out; what it discards is, in the same sentence (or the one just before
a repair that opens its own: "¿el rojo? digo el verde") and at most
REPAIR_REACH words back:

* from the word the repair begins with again, or with another number, as
  many words as the repair says before a pause, and the repair is said in
  their place ("to MIMIC STRAIGHT, i mean mimic trait" -> "to mimic trait",
  "for THREE turns, no wait four" -> "for four turns");
* else, for a word that may close the repair (`repairs_after`) set off
  between pauses (", acquire sorry,"), the words before the repair, back
  to the pause before them;
* else, from a word a few words back that sounds like the repair's first
  word ("how many PRESENTS i mean presences", "a new CARRIER card i mean
  career", "the TRADE tiles i mean trait tiles"), the words to the repair:
  dictated run-on, a question has no pause to set the version off, and the
  sound says where it begins better than the start of the text does;
* else, for a repair that says the version again to the same last word
  ("how many MOTIVATION TOKENS i mean frustration TOKENS"), as many words
  as the repair takes to reach it;
* else the words back to the pause before them ("the red one, I mean the
  blue one" -> "the blue one"), when they are no more than REPAIR_REACH;
  else the word of repair alone.

A word of repair that opens the text discards nothing and stays ("Sorry if
this is obvious, ...": a formula of asking), nor is one after a word of
`repairs_not_after` a repair ("I'm SORRY to ask", "yo DIGO que").
"""

from __future__ import annotations

from functools import lru_cache
from itertools import islice

from rapidfuzz.distance import OSA

from referee.rules.normalize import first_word_reach, is_number, lexicon_table, phrase_at, words

REPAIR_REACH = 4  # the most words a repair discards (a term and the words around it: "the a choir favor")
CLOSING_REPAIR = 2  # the most words of a repair told before the word that closes it (", acquire sorry,")
# the version a repair discards may begin at a word (or two together) that sounds like the repair's first word
# ("mi ético digo mimético", "a bar tour i mean barter", "a new carrier card i mean career")
HEARD_WORDS = 2  # the most words read together as the word that sounds like it
HEARD_LETTERS = 5  # the fewest letters of the repair's word ("digo el"/"i mean it" repair no such word)
HEARD_EDITS = 3  # a third of the repair's letters at most edited ("bartour" -> "barter": 2 of 6)
HEARD_ONSET = 3  # or the same first letters ("TRAde" -> "TRAit") ...
HEARD_CLOSE_EDITS = 2  # ... and at most two letters edited, about as long


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int], frozenset[tuple[str, ...]], frozenset[str]]:
    """`lang`'s words of repair (folded phrases) with their reach, those that may close a repair, and the
    words after which none repairs."""
    table = lexicon_table(lang, "spoken")
    repairs = frozenset(tuple(words(phrase)) for phrase in table.get("repairs", ()))
    closing = frozenset(tuple(words(phrase)) for phrase in table.get("repairs_after", ()))
    return repairs, first_word_reach(repairs), closing, frozenset(table.get("repairs_not_after", ()))


def may_hold(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words hold a word of repair past the first (cheap: a set look-up per
    word, the phrase compared only from a word one begins with)."""
    repairs, reach, _, _ = _lexicon(lang)
    return not reach.keys().isdisjoint(islice(folded, 1, None)) \
        and any(phrase_at(folded, at, repairs, reach) for at in range(1, len(folded)) if folded[at] in reach)


def repaired(spoken: list, lang: str) -> tuple[set[int], dict[int, range]]:
    """The self-repairs of the spoken words (`spoken.SpokenWord`): the numbers of the words left out
    (its words of repair and the version it discards), and the repairs that begin again with a word of the
    version discarded, said in its place (the number of its first word -> the numbers of the repair's)."""
    repairs, reach, closing, not_after = _lexicon(lang)
    folded = [word.folded for word in spoken]
    found: set[int] = set()
    moved: dict[int, range] = {}
    number = 1  # (a word of repair that opens the text repairs nothing)
    while number < len(spoken):
        length = phrase_at(folded, number, repairs, reach)
        if not length or spoken[number - 1].folded.split()[-1] in not_after:
            number += 1
            continue
        marker = tuple(word.folded for word in spoken[number:number + length])
        found.update(range(number, number + length))
        discarded, repair_end = _version_discarded(spoken, number, length, marker in closing, lang)
        found.update(discarded)
        if repair_end is not None and discarded:  # ("for THREE turns, no wait FOUR": "for four turns")
            moved[discarded[0]] = range(number + length, repair_end + 1)
            found.update(moved[discarded[0]])
        number += length
    if len(found) - len(moved) >= len(spoken):  # (nothing left but a repair moved: the text as it is)
        return set(), {}
    return found, moved


def _version_discarded(spoken: list, marker: int, length: int, may_close: bool, lang: str) -> tuple[range, int | None]:
    """The numbers of the words the repair at `marker` (`length` words) discards (see the module's rules),
    and, for a repair that begins again with a word of the version discarded, the number of its last word
    (else None)."""
    first = _window_start(spoken, marker)
    after = marker + length
    if after < len(spoken) and not spoken[after].sentence:
        again = spoken[after].folded
        said = next((number for number in range(after + 1, len(spoken)) if spoken[number].pause), len(spoken)) - after
        for number in range(marker - 1, first - 1, -1):
            if spoken[number].folded == again or (is_number(again, lang) and is_number(spoken[number].folded, lang)):
                return range(number, min(marker, number + said)), after + said - 1
    if may_close and (after >= len(spoken) or spoken[after].pause):
        told = next((number for number in range(marker - 1, max(first, marker - CLOSING_REPAIR) - 1, -1)
                     if spoken[number].pause), None)
        if told is not None and told > first:
            return range(_pause_before(spoken, told - 1, first), told), None
    heard = _heard_before(spoken, marker, after, first) or _parallel_before(spoken, marker, after, first)
    if heard:  # (a word that sounds like the repair's, or the same last word, before any pause says more)
        return heard, None
    start = _pause_before(spoken, marker - 1, first)
    if spoken[start].pause and marker - start <= REPAIR_REACH:
        return range(start, marker), None
    return range(0), None


def _heard_before(spoken: list, marker: int, after: int, first: int) -> range:
    """The version discarded that the repair's first word sounds like: from
    a word (or two together) a few words back, with no pause between, whose
    letters end that word ("mi ÉTICO digo MIMÉTICO"), are a few edits from it
    ("a BAR TOUR i mean BARTER", "how many PRESENTS i mean PRESENCES") or begin
    like it and differ in a letter or two ("the TRADE tiles i mean TRAIT tiles"),
    to the repair, the words said after it with it ("a new CARRIER CARD i mean
    CAREER"); else nothing. The nearest such word wins."""
    if after >= len(spoken) or spoken[after].sentence or len(spoken[after].folded) < HEARD_LETTERS:
        return range(0)
    again = spoken[after].folded.replace(" ", "")
    for start in range(marker - 1, first - 1, -1):
        if start + 1 < marker and spoken[start + 1].pause:
            break
        for count in range(1, min(HEARD_WORDS, marker - start) + 1):
            if count > 1 and spoken[start + 1].pause:
                break
            said = "".join(word.folded for word in spoken[start:start + count]).replace(" ", "")
            if said != again and _sounds_like(said, again):
                return range(start, marker)
    return range(0)


def _parallel_before(spoken: list, marker: int, after: int, first: int) -> range:
    """The version discarded that the repair says again in its own words, to
    the same last word: the repair's word that is the word right before the
    repair, as many words into the repair as the version is long ("how many
    MOTIVATION TOKENS i mean FRUSTRATION TOKENS", "la ficha ROJA digo la ficha
    VERDE" has none: the words differ at the end); with no pause between, and
    no longer than the window; else nothing."""
    last = spoken[marker - 1].folded
    for into in range(1, REPAIR_REACH):
        number = after + into
        start = marker - 1 - into
        if number >= len(spoken) or start < first or spoken[number].pause or spoken[start + 1].pause:
            break
        if spoken[number].folded == last:
            return range(start, marker)
    return range(0)


def _sounds_like(said: str, again: str) -> bool:
    """Whether the letters written (`said`) may be the repair's word (`again`) mis-heard (see `_heard_before`)."""
    if again.endswith(said) and len(said) >= HEARD_LETTERS - 1:
        return True
    edits = OSA.distance(said, again)
    return edits <= len(again) // HEARD_EDITS or (
        edits <= HEARD_CLOSE_EDITS and said[:HEARD_ONSET] == again[:HEARD_ONSET] and abs(len(said) - len(again)) <= 1)


def _window_start(spoken: list, marker: int) -> int:
    """The first word a repair at `marker` may discard: at most REPAIR_REACH back, not past the start of
    the sentence (of the one before, when the repair opens its own: "¿el rojo? digo el verde")."""
    start = marker
    while start > 0 and marker - start < REPAIR_REACH:
        start -= 1
        if spoken[start].sentence:
            break
    return start


def _pause_before(spoken: list, number: int, first: int) -> int:
    """The word at or before `number`, not before `first`, that a pause comes before (`first` if none)."""
    while number > first and not spoken[number].pause:
        number -= 1
    return number
