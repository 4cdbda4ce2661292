"""An ask past a quoted rule for what else it takes: "what else", "qué más", "aparte de".

"Interview: 'Spend 1 time to draw a new Career card, or get Promoted if you're
Grown Up'. WHAT ELSE do i need for the promotion BESIDES being grown up?",
"Pone 'First, count the points from the number of relationship, health and
knowledge cards'. ¿Y después QUÉ MÁS se cuenta al final?": the player has
read the sentence they quote and asks what it leaves out. The entry that
holds the quote is the one they have already read; what they ask is in
another (the promotion's own rule, the order of the final scoring). A
careful reader does not answer "what else?" with the sentence quoted.

So when the words after the passage (rules/quotes.py `frame_and_passage`)
hold a phrase that asks beyond it (lexicon `question_form.quote_beyond`:
"what else", "anything else", "besides", "qué más", "algo más", "aparte
de"), holding the passage is no reason for an entry to go first among the
close ones that cover the question (`search._best_covering`'s PASSAGE
reason, and the copied wording of rules/quoted_wording.py): they are
ranked by the rest of the question, the case asked. Round quotetwo
(TUNE187): top-1 +1 (blind180's promotion), nothing else moved; of the 8
quoted questions of the tuning sets that ask so, 7 answerable.
"""

from __future__ import annotations

from referee.rules.judged_reasons import PASSAGE
from referee.rules.normalize import question_form_phrases, words
from referee.rules.quoted_wording import copied_pairs, copies
from referee.rules.quotes import frame_and_passage


def asks_beyond(query: str, lang: str) -> bool:
    """Whether `query` quotes or retells a passage of the rulebook and the
    words after it ask what else there is (`question_form.quote_beyond`)."""
    phrases = question_form_phrases(lang, "quote_beyond")
    if not phrases:
        return False
    said = words(query)
    if not any(phrase and phrase[0] in said for phrase in phrases):
        return False  # (a set look-up: most questions say none of them)
    _, passage = frame_and_passage(query, lang)
    if not passage:
        return False
    after = said[max(passage) + 1:]
    return any(phrase and tuple(after[start:start + len(phrase)]) == phrase
               for phrase in phrases for start in range(len(after) - len(phrase) + 1))


def read_last(judged: list, runs: list[list[str]], texts_of) -> list:
    """`judged` (`search._best_covering`'s (reasons, rank, ...) per close
    candidate, some holding the quoted passage) with the reason at PASSAGE
    turned round: the entry the passage is read from (the one it copies,
    rules/quoted_wording.py `copies`, or else every entry that holds it) 0,
    every other entry that covers the question 1."""
    held = [rank for reasons, rank, *_ in judged if reasons[PASSAGE]]
    counts = {rank: copied_pairs(runs, texts_of(rank)) for rank in held} if runs else {}
    best = max(counts, key=lambda rank: counts[rank][0], default=None)
    read = {best} if best is not None and copies(*counts[best]) and \
        sum(1 for other in counts.values() if other[0] == counts[best][0]) == 1 else set(held)
    return [((*reasons[:PASSAGE], int(reasons[0] and rank not in read), *reasons[PASSAGE + 1:]), rank, *rest)
            for reasons, rank, *rest in judged]
