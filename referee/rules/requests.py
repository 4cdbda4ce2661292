"""A question asked as a request: the frame of the request, never a part of what is asked.

"tell me when the game ends", "I need to know if I can pass", "walk me
through the cleanup", "quick, tell me which locations are open", "...
Tell me where it goes.", "dime cuántas cartas se roban", "necesito saber
si puedo pasar", "¿me podés decir quién empieza?". A player who asks by
request puts an order or a plea to the assistant before the question: the
verb of telling or showing, the one it is told to ("me", "us") and the
words of politeness or haste around them are how the player talks. Read
as part of the question, they were a telling act between players ("tell
me" is what one player shows another: rules/player_acts.py), words no
rule holds, or a sentence that does not open as a question
(rules/unmarked.py): on blind150, written in that style, 40 % of its
English answerable questions were abstained on.

`as_asked` takes the frame out of the text, where it opens a clause (the
question's start, or after a mark that ends a sentence or a clause, as in
"I'm discarding my tile. Tell me where it goes." or "quick, tell me..."),
after any of the lexicon's `request_openers` ("please", "just", "so",
"por favor"), and with any of its `request_after` ("straight", "again",
"about"): what is left is judged as the plain question ("when the game
ends", "where it goes", "si puedo pasar"). The phrases are the lexicon's
`request_frames` (`question_form`, per language). A yes-no question told after it ("tell me
IF I CAN pass") is turned round as a plain one asks it ("CAN I pass"; see
`_yes_no`). Not a frame elsewhere:
"do the others have to TELL ME how many points they have?" asks whether
a player must tell, and keeps its words. Not "explain" / "explícame"
either, which asks for the whole of one thing (rules/introduced_asked.py
reads it to put the entry that introduces it first).

Round reqfabst: blind150 false abstention 43 to 5 (of 208), top-1 184 to
185; TUNE152r false abstention 767 to 729. Three of blind150's
unanswerable requests had been abstained on only for the "tell me" read
as a telling act; read as plain questions, two are now left to the
readings of what they ask (rules/ranked_kinds.py "the cheapest TO PLAY",
rules/unstated_specifics.py the spots in the plural), one is answered.
Cheap: a question with no word a frame opens with is passed over with one
set look-up.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import fold, question_form, question_form_phrases, words
from referee.rules.phrase_lists import listed_firsts, listed_length
from referee.rules.triggers import may_hold_tokens, token_keys

# a word as typed (with its apostrophes: "i'd", "can't"), and the marks after which a clause opens
_TOKEN = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_OPENING = re.compile(r"[.!?;:,\u00bf\u00a1()\u2013\u2014]")
_OPENED_SPACE = re.compile(r"([\u00bf\u00a1])\s+")  # ("¿ quién empieza?" once "me podés decir" is out)


@lru_cache(maxsize=8)
def _frame_keys(lang: str) -> frozenset[str] | None:
    """One word of each request frame (its least common: rules/triggers.py), which a question must hold to hold
    the frame."""
    return token_keys(question_form_phrases(lang, "request_frames"), lang)


def _yes_no(folded: list[str], end: int, lang: str) -> tuple[str, int]:
    """The asking words a yes-no question told after a frame at `end` stands
    for, and where the rest starts: "tell me IF I CAN pass" asks "CAN I
    pass", "tell me IF WE recount" asks "DO WE recount" (the lexicon's
    `request_whether`, a subject of `request_subjects` and an auxiliary of
    `request_auxiliaries` after it, or the "do" / "does" its subject takes);
    ("", `end`) when no such question follows (a "when", a "how many", a
    language that does not turn its question round: "si puedo pasar")."""
    form = question_form(lang)
    if end + 2 >= len(folded) or folded[end] not in form.get("request_whether", ()):
        return "", end
    subject, verb = folded[end + 1], folded[end + 2]
    subjects = form.get("request_subjects", {})
    if subject not in subjects:
        return "", end  # ("tell me IF the Bus moves": the rest is read as it stands)
    if verb in form.get("request_auxiliaries", ()):
        return f"{verb} {subject} ", end + 3
    return f"{subjects[subject]} {subject} ", end + 2


def as_asked(text: str, lang: str) -> str:
    """`text` without the frames of a request that open its clauses
    ("tell me when the game ends" -> "when the game ends"); `text` itself
    when it holds none (most questions), or when a frame is all there is."""
    firsts = listed_firsts(lang, "request_frames")
    if not firsts:
        return text
    if firsts.isdisjoint(words(text)):
        return text  # (no word a frame opens with: most questions, one set look-up on words read once already)
    if not may_hold_tokens(text, _frame_keys(lang)):
        return text  # (no word of each frame: "can", "i", "we" open frames and most questions, "tell", "know" do not)
    # each folded word, with the end in `text` of the token it comes from and whether a clause opens at it
    folded: list[str] = []
    ends: list[int] = []
    opens: list[bool] = []
    last = 0
    for token in _TOKEN.finditer(text):
        opening = not folded or bool(_OPENING.search(text, last, token.start()))
        for number, part in enumerate(fold(token.group()).split()):
            folded.append(part)
            ends.append(token.end())
            opens.append(opening and not number)
        last = token.end()
    cuts: list[tuple[int, int, str]] = []  # (start, end) in `text` of each frame taken out, and what stands for it
    position = 0
    while position < len(folded):
        if not opens[position]:
            position += 1
            continue
        start = position
        while length := listed_length(folded, start, lang, "request_openers"):  # ("please", "so", "por favor" before it)
            start += length
        length = listed_length(folded, start, lang, "request_frames")
        if not length:
            position += 1
            continue
        end = start + length
        while end < len(folded) and (extra := listed_length(folded, end, lang, "request_after")):
            end += extra
        if end >= len(folded):
            break  # (the frame is all there is: nothing asked to read alone)
        first = _TOKEN.search(text, ends[position - 1] if position else 0)
        asked, end = _yes_no(folded, end, lang)
        cuts.append((first.start(), ends[end - 1], asked))
        position = end
    if not cuts:
        return text
    pieces: list[str] = []
    kept = 0
    for start, end, asked in cuts:
        pieces.append(text[kept:start] + asked)
        kept = end
    pieces.append(text[kept:])
    return _OPENED_SPACE.sub(r"\1", re.sub(r"\s+", " ", "".join(pieces).replace(" ,", ","))).strip(" ,")
