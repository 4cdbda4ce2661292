"""A rule asked to STILL hold in a case another rule changes, and the gap the catalog asks the same way.

"The game ends as soon as that player completes his turn, but EVENTs trigger
after you end turn. Do we STILL resolve it?", "after taking his card another
player has less than half of his cards. Does he ALSO get social assistance
in the same check?". Two rules meet; the player asks whether one goes on
holding once the other has acted. The catalog holds such meetings the
rulebook never settles, asked the same way ("Do EVENT left face down STILL
trigger after the last turn?", "Is eligibility for social assistance checked
AGAIN after each player takes a card?"). The gap ranked first and covered
every topic, but `_known_gap` kept the nearer rule, which covers the
question's words too: one of the two rules that meet.

Here, when the gap ranks first and covers every topic, and both the ask
(the sentences that ask: "?" or "¿"; the whole question when none does) and
the gap's title hold a word of going on (`question_form.still_words`:
"still", "also", "again", "todavía", "igual", "de nuevo"), the gap is the
question: the rule that answers does not keep it. Only with the gap first,
asked in the same way, and about the question's own meeting: the question
holds at least TITLE_SHARE of the content words of the gap's title. "Still"
alone is asked of rules that settle it ("Do the others still play?" after
HAPPINESS 12: the round is played out), and a broad reading of "does X
still count when Y" lost 10 answered questions for 5 silent ones (the inter1
round). On the tuning list: abstention 2,528 -> 2,532, top-1, top-3 and
false abstention unchanged; without the title share ("todavía no", "how does
it work again", "can I still go there?" beside gaps of other cases): the
same 4 gained, false abstention 357 -> 369.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import clause_terms, first_word_reach, marked_sentences, phrase_positions, question_form, words

# the share of a gap title's content stems the question must hold (the gaps taken held 0.64-0.70 of theirs; gaps of
# another case of the rule asked held 0.25-0.45: "Does the game still end if the player who reached HAPPINESS 12
# drops below it...?" beside "Do the others still play?")
TITLE_SHARE = 0.6


@lru_cache(maxsize=8)
def _phrases(lang: str, field: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of one `question_form` field of `lang` and their
    `first_word_reach`: `still_words` (going on) and `scene_moment` (the
    words that open a clause telling the moment of the scene: "while",
    "during", "mientras")."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get(field, ()))
    return phrases, first_word_reach(phrases)


def _says_still(folded: list[str], lang: str) -> bool:
    phrases, reach = _phrases(lang, "still_words")
    return not reach.keys().isdisjoint(folded) and bool(phrase_positions(folded, phrases, reach))


def _asked_still(part: str, lang: str) -> bool:
    """Whether a stretch of an ask (up to a comma) says going on outside a
    clause of the scene's moment: "can I place my time WHILE the player
    before me is STILL taking her turn?" tells how far the other turn has
    gone (the rule of placing early answers it), "does it STILL trigger?"
    asks of going on."""
    folded = words(part)
    phrases, reach = _phrases(lang, "still_words")
    if reach.keys().isdisjoint(folded):
        return False
    found = phrase_positions(folded, phrases, reach)
    moments, moment_reach = _phrases(lang, "scene_moment")
    opened = min(phrase_positions(folded, moments, moment_reach), default=len(folded))
    return any(position < opened for position in found)


def asks_still(text: str, lang: str) -> bool:
    """Whether the ask of `text` (its sentences with "?" or "¿", or all of
    it) holds a word of going on ("do we STILL resolve it?"), not inside a
    clause of the moment of the scene ("WHILE she is STILL taking her turn",
    `_asked_still`). Measured on TUNE127 (round fabst39): false abstention
    570 -> 568 (the rule of placing before one's turn answers "can I place
    my time while the player before me is still taking her turn?"), top-1,
    top-3 and abstention unchanged."""
    asking = [sentence for sentence in marked_sentences(text) if "?" in sentence or "\u00bf" in sentence] or [text]
    return any(_asked_still(part, lang) for sentence in asking for part in sentence.split(","))


@lru_cache(maxsize=4096)
def _title(title: str, lang: str) -> tuple[bool, frozenset[str]]:
    """Whether a gap's title asks with a word of going on, and its content stems."""
    return _says_still(words(title), lang), frozenset(clause_terms(title, lang)[0])


def gap_asked_alike(title: str, lang: str, stems) -> bool:
    """Whether a gap's title asks with a word of going on ("... STILL
    trigger ...?", "checked AGAIN") and the question (`stems`, its content
    stems) holds at least TITLE_SHARE of the title's content stems: the gap
    asks the question's meeting, not another case of the same rule."""
    still, own = _title(title, lang)
    return still and bool(own) and len(own.intersection(stems)) >= TITLE_SHARE * len(own)
