"""The kind of thing chosen for a gain: "which kind is worth it for X" asks
the rule that says which kind gives X, not advice.

A player who wants one thing asks which kind of card, action or token to go
for to get it ("¿qué tipo de carta me conviene para conseguir dinero?",
"which FAVOUR is worth it to get REPUTATION?"). rules/advice.py reads
"conviene", "worth it" as an ask for advice, and rules/weighed_move.py
leaves a question that chooses (WHICH, QUÉ before the phrase) to advice:
choosing among options the rule does not rank is strategy. But when the
question names the gain it is after, the choice is settled by a rule, not
by taste: the rulebook says which kind gives that gain (CV's Work cards
give money symbols, LOOP's Reputation favour gives REPUTATION), and that
rule is what a careful referee answers, leaving the choice to the player.

Told apart by its form (the rest of the question must still be covered by
the rule, which the other silences judge):

- the phrase weighs a move (`advice_move_asked`: "conviene", "worth it");
  which is most fit ("conviene MÁS", "is BEST") asks a ranking of the
  cards of a kind, left to rules/ranked_kinds.py;
- a word of choosing comes before it (`advice_move_choosers`: "qué",
  "which"), with a kind named between them ("qué TIPO DE CARTA me
  conviene", "which ACTION is worth it"): "¿qué conviene, X o Y?" names no
  kind, it offers ways of playing;
- a gain is named after it (`advice_kind_gains`: "para conseguir", "si
  quiero sumar", "to get", "to gain"), with words of its own after that;
- no other side is offered and no plan over the game is told
  (`advice_move_sides`, `advice_move_plans`: "¿qué Pareja conviene para
  casarse PRIMERO?" plans the game, which no rule settles).

Once read so, the phrase is how the player puts it, no topic the answering
entry must cover (`frame_positions`, read by rules/advice.py's
`planned_frame_positions`). Round stratthree: blind47's "¿Qué tipo de carta
conviene para conseguir símbolos de dinero?" answered, nothing else moved.
"""

from __future__ import annotations

from referee.rules.normalize import question_form_phrases, stopwords
from referee.rules.phrase_lists import listed_positions, says_listed
from referee.rules.unstated_specifics import find_phrase


def _asked_at(said: list[str], asked: tuple[str, ...]) -> int | None:
    """Where the phrase `asked` opens in `said`, or None."""
    at = find_phrase(said, asked)
    return None if at < 0 else at


def kind_for_gain(said: list[str], asked: tuple[str, ...], lang: str) -> bool:
    """Whether the folded words `said`, whose phrase of advice is `asked`,
    choose a kind named for a gain named (see the module's docstring)."""
    if asked not in question_form_phrases(lang, "advice_move_asked"):
        return False
    at = _asked_at(said, asked)
    if at is None or not says_listed(said[:at], lang, "advice_move_choosers"):
        return False  # (no choice made: rules/weighed_move.py reads a move weighed alone)
    chooser = max(listed_positions(said[:at], lang, "advice_move_choosers"))
    if stopwords(lang).issuperset(said[chooser + 1:at]):
        return False  # ("¿qué conviene, X o Y?": no kind named, ways of playing offered)
    after = said[at + len(asked):]
    gains = listed_positions(after, lang, "advice_kind_gains")
    if not gains or max(gains) + 1 >= len(after):
        return False  # (no gain named after the choice)
    return not any(says_listed(said, lang, field) for field in ("advice_move_sides", "advice_move_plans"))


def frame_positions(said: list[str], asked: tuple[str, ...]) -> set[int]:
    """The positions in `said` of the words of the phrase `asked`, when `said`
    chooses a kind for a gain: how the player puts it, never a topic."""
    at = _asked_at(said, asked)
    return set() if at is None else set(range(at, at + len(asked)))
