"""A step said done and "now what?": the entry of the step that follows it.

"done rolling, now what?", "everyone has chosen a location, what happens
next?", "experience phase is done for all of us, what now with the bus?",
"Ya tiré todos mis dados, ¿y ahora qué toca?", "Todos ya eligieron
ubicación, ¿qué sigue?". A player lost in the flow of play says where they
are and asks what comes NEXT. The question's words are the step that is
done, so the search finds that step's entry (rolling, choosing a location);
the rulebook answers with the step after it (select cards, experience the
location).

The rulebooks number their phases, and the rule entries keep those numbers
in their sections ("Game Play > 1. Roll the Dice", "Playing > 2. Experience
the Location", "Solo Mode > Rob's Turn > 3. Gain the Location Benefits");
a phase told in two parts names both in its title ("1. Explore New
Interests and Choose a Location", with the sub-sections "Explore New
Interests" and "Choose a Location"). The step after the first entry's is,
walking the entries of its game in the rulebook's order: a later
sub-section of the same phase that its title names (a step of the phase,
not a detail such as "Change Location" or "Trait Bonus"), else the first
entry of the phase numbered one more under the same heading; nothing after
the last phase (the end of the year is not followed by a phase 5). No rule
text in code: the order is the sections' order the rulesets hold.

Only when the question asks what comes next (lexicon
`question_form.next_asked`: "now what", "what's next", "y ahora", "qué
sigue") AND says a step is done (`done_said`: "done", "finished", "all my",
"everyone has", "ya", "terminé", "todos mis"): "drew a 5th trait tile, now
what?" and "my marker went past the end of the track, what now?" tell a
situation whose own rule is the answer, and say no step done. Both are set
look-ups of the question's words, so other questions pay nothing.

On the tuning list (TUNE39): top-1 16,126 -> 16,133 and top-3 17,061 ->
17,065 of 17,360, abstention and false abstention unchanged; all in blind90
(top-1 134 -> 141 of its 200 answerable: done rolling, cards added to the CV,
everyone has chosen a location, the experience phase done, rolled all my
dice, in both languages); no other set moved.

A turn told as numbered steps in the entries' titles, not in sections
(Adulthood's "Step 3: draft and play cards", "Paso 4: ..." under "Player
Turns"; its final scoring's "Step 1" to "Step 4"), is walked the same way:
the first later entry of the same section titled with the next number. With
"after"/"después de" as a step said done ("después de las fichas negativas,
¿qué sigue?"): top-1 16,133 -> 16,135, top-3 17,065 -> 17,066, the rest
unchanged (blind90 only).

A step told in the past ("Compré mis cartas, ¿ahorita qué toca?", lexicon
`done_past`: "compré", "tiré", "puse", "elegimos") is a step said done only
when the question closes on its next-asked phrase: "Gasté fichas, ¿y ahora
qué pasa con mi Contador?" and "Elegí mi dado y ahora tengo que levantar
los otros..." ask their own thing after "y ahora" (as done words anywhere
they lost three and won one). Measured before -> after on TUNE39: top-1
16,148 -> 16,149, top-3 17,069 -> 17,070, abstention 2,830 and false
abstention 443 unchanged (blind90: "Compré mis cartas" reaches the bad-luck
phase). English keeps only the few below: "drew a 5th trait tile, now
what?" closes on "now what" too, and "drew" among the done words lost ten
such questions.

A lettered step ("Step A: Bus Stop bonus ..." -> "Step B: Memory, Presence
or Parent Card", "Paso A" -> "Paso B") is walked as a numbered one, its
details in sub-sections below it passed over, and before the phase's own
next phase (step B is still phase 3); "is there another step?" / "¿hay otro
paso?" asks what comes next, and "took" / "tomé" tell a step done ("I took
the bus stop bonus, is that it for this stop or is there another step?").
Measured on TUNE39: top-1 16,149 -> 16,150, top-3 17,070, abstention 2,830
and false abstention 443 unchanged (blind90 only).
"what does Rob do now?" asks what comes next as "what do I do now?" does
(`next_asked`: "do now", "hace ahora"), and "picked" tells a step done when
the question closes on it ("solo: I've picked my location, what does Rob do
now?": Rob's phase 2, where Rob goes where you go). TUNE39: top-1 16,150 ->
16,151, the rest unchanged (blind90 only; no other question of the list was
moved).
The last phase, followed by no phase, goes on with its own next entry when the
first entry is the phase's opening one ("Acabó el año y todavía me quedan
dados, ¿qué preparamos para el siguiente?": "4. End of the Year" opens on
when the year ends, then the Memory Cards refilled for the next); "acabó",
"terminó" tell a step done and "qué preparamos" asks what comes next.
TUNE39: top-1 16,167 -> 16,168, top-3 17,072, abstention 2,853 and false
abstention 425 unchanged (blind90 only).

A second writer (blind91) names the steps in other words: "we've all rolled
our dice ..., now what?" ("we all" a step said done), "I've used my two
rerolls, now what?" ("used" told in the past, so only when the question
closes on its next-asked phrase), "Ya elegimos ubicación todos, ¿qué fase
sigue?" and "whats the next phase" (asking what comes next). TUNE41: top-1
16,480 -> 16,483, top-3 17,432 -> 17,433, abstention 2,897 and false
abstention 443 unchanged (blind91 only).

An entry whose title carries no step mark, in a section whose turn is told
in titled steps, tells a part of the nearest titled step above it (Adulthood:
"Place time meeples, money and energy on your visible action spots" comes
below "Step 1 may be done before your turn", so "placed all my time meeples,
now what?" is answered by "Step 2: activate your spots"); the turn's opening
summary, above every titled step, tells none. Read so only when the question
closes on its next-asked phrase: "I placed all my meeples, took my money, and
now realise I wanted another action. Can I add one more now?" asks its own
case after "and now", and its first entry (no new actions after step 1) lost
its place to step 2 when read always (blind70, top-1 -1). With
rules/next_asked.py's done words of a "now what?" no more than the rule (the
two make the answer together): TUNE41 top-1 16,483 -> 16,485, top-3 17,433
-> 17,435, abstention 2,897 unchanged, false abstention 443 -> 441 (blind90
and blind91 only).
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import question_form, words
from referee.rules.phrase_lists import listed_positions, says_listed

_NUMBERED = re.compile(r"^(\d+)\.\s")


def asks_next_after_done(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words ask what comes next ("now what", "¿qué sigue?") and say a step is
    done ("done rolling", "ya tiré"; or told in the past, "compré mis cartas", when the question closes on what
    comes next: `closes_on_next`)."""
    return says_listed(folded, lang, "next_asked") and (
        says_listed(folded, lang, "done_said")
        or (says_listed(folded, lang, "done_past") and closes_on_next(folded, lang)))


def closes_on_next(folded: list[str], lang: str) -> bool:
    """Whether the question's last word is one of its next-asked phrase's ("Compré mis cartas, ¿ahorita QUÉ
    TOCA?"), not a question of its own after it ("¿y ahora qué pasa con mi Contador?")."""
    return len(folded) - 1 in listed_positions(folded, lang, "next_asked")


@lru_cache(maxsize=4096)
def numbered_phase(section: str) -> tuple[tuple[str, ...], int, str, tuple[str, ...]] | None:
    """A section's numbered phase: (the heading above it, its number, its title's words, the sub-sections
    below it), or None for a section under no numbered heading."""
    parts = tuple(part.strip() for part in section.split(">"))
    for depth in range(len(parts) - 1, -1, -1):
        found = _NUMBERED.match(parts[depth])
        if found:
            return parts[:depth], int(found.group(1)), parts[depth][found.end():], parts[depth + 1:]
    return None


@lru_cache(maxsize=4096)
def _named_step(sub: tuple[str, ...], title: str) -> bool:
    """Whether a sub-section one level below a phase is a step its title names ("Choose a Location" in
    "Explore New Interests and Choose a Location")."""
    return len(sub) == 1 and set(words(sub[0])) <= set(words(title))


def next_step(first: int, order: list[tuple[int, str, str]], lang: str = "en", untitled: bool = False,
              past_last: bool = True) -> int | None:
    """The entry number of the step after entry `first`'s, from `order` (its game's rule entries as (number,
    section, title), in the rulebook's order): by its numbered phase (`_next_phase`), else by its title's
    numbered step (`_next_titled_step`; with `untitled`, an entry with no step mark of its own takes the one
    above it, `_step_above`); None when neither tells or nothing follows (with `past_last`, the last phase's
    opening entry is followed by its own next entry: `_last_phase_step`)."""
    at = next((n for n, (number, _, _) in enumerate(order) if number == first), None)
    if at is None:
        return None
    found = _next_titled_step(at, order, lang, untitled)  # (a lettered step inside a numbered phase: "Step A" -> "Step B")
    if found is None:
        found = _next_phase(at, order)
    return found if found is not None or not past_last else _last_phase_step(at, order)


def _last_phase_step(at: int, order: list[tuple[int, str, str]]) -> int | None:
    """The entry after `order[at]` when that is the opening entry of a numbered phase no phase follows ("4. End
    of the Year" opens on what ends the year, then tells what is set up for the next): the phase's next entry in
    the same section, or None."""
    section = order[at][1]
    if numbered_phase(section) is None or at + 1 >= len(order) or order[at + 1][1] != section \
            or (at > 0 and order[at - 1][1] == section):
        return None
    for later in order[at + 1:]:
        if later[1] == section:
            continue
        other = numbered_phase(later[1])
        if other is not None and other[0] == numbered_phase(section)[0] and other[1] > numbered_phase(section)[1]:
            return None  # (a phase follows: `_next_phase` tells the step after)
        break
    return order[at + 1][0]


def _next_phase(at: int, order: list[tuple[int, str, str]]) -> int | None:
    """The step after entry `order[at]`'s numbered phase (a later part its title names, else the next phase)."""
    section = order[at][1]
    phase = numbered_phase(section)
    if phase is None:
        return None
    heading, count, title, sub = phase
    for number, later, _ in order[at + 1:]:
        if later == section:
            continue
        other = numbered_phase(later)
        if other is None or other[0] != heading:
            return None
        if other[1] == count:
            if other[3] != sub and other[3][:len(sub)] != sub and _named_step(other[3], title) \
                    and _named_step(sub, title):
                return number  # a later part of the same phase ("Choose a Location" after "Explore New Interests")
            continue
        return number if other[1] == count + 1 and not other[3] else None
    return None


@lru_cache(maxsize=4)
def _step_title(lang: str) -> re.Pattern:
    """A title that opens with a numbered step ("Step 3: draft and play cards", "Paso 1: ..."; the step
    words are step_order.py's, lexicon `question_form.order_step_titled`)."""
    steps = "|".join(re.escape(word) for word in question_form(lang).get("order_step_titled", ())) or "(?!)"
    return re.compile(rf"^\s*(?:{steps})\s+(\d+|[a-z])\b", re.IGNORECASE)


def _following(mark: str) -> str:
    """The step mark after `mark`: "3" -> "4", "A" -> "b" (lowercase, as compared)."""
    return str(int(mark) + 1) if mark.isdigit() else chr(ord(mark.lower()) + 1)


def _next_titled_step(at: int, order: list[tuple[int, str, str]], lang: str, untitled: bool = False) -> int | None:
    """The first later entry of the same section whose title opens with the step numbered one more than
    `order[at]`'s title's ("Step 3: ..." -> "Step 4: ..."; with `untitled`, the step of a title without one is
    the one above it, `_step_above`), or None."""
    _, section, title = order[at]
    pattern = _step_title(lang)
    found = pattern.match(title) or (untitled and _step_above(at, order, pattern))
    if not found:
        return None
    wanted = _following(found.group(1))
    for number, later, later_title in order[at + 1:]:
        if later != section and not later.startswith(section + " >"):  # (a step's details sit below it)
            return None
        step = pattern.match(later_title) if later == section else None
        if step and step.group(1).lower() == wanted:
            return number
    return None


def _step_above(at: int, order: list[tuple[int, str, str]], pattern: re.Pattern) -> re.Match | None:
    """For an entry whose title carries no step mark, the mark of the nearest earlier entry of its section that
    carries one: the step it tells a part of (Adulthood's "Place time meeples, money and energy on your visible
    action spots" below "Step 1 may be done before your turn"). None when no titled step is above it in its
    section (a turn's opening summary)."""
    section = order[at][1]
    for _, earlier, earlier_title in reversed(order[:at]):
        if earlier != section:
            return None
        found = pattern.match(earlier_title)
        if found:
            return found
    return None


def next_step_first(scored: list[tuple[float, int]], order_of, lang: str, may_move=lambda number: True,
                    untitled: bool = False):
    """`scored` (value, rule entry number, best first) with the entry of the step after the first entry's
    (`next_step`; `order_of`: number -> its game's (number, section, title) list) first, at the first's value when it
    was not among them. None when nothing moves."""
    if not scored:
        return None
    best, first = scored[0]
    following = next_step(first, order_of(first), lang, untitled)
    if following is None or not may_move(following):
        return None
    rest = [item for item in scored if item[1] != following]
    return [(best, following), *rest]
