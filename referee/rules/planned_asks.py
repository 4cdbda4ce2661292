"""Planning talk around a rule asked: the frame of a strategy question, not an ask for advice.

A player weighing a move at the table wraps the rule the plan depends on in
planning talk: "Is rejecting a FAVOUR WORTH IT? what does it cost me",
"¿ME CONVIENE aceptar un BARTER? ¿cuánta reputación da?", "Is it worth
saving my Willpower Tokens for the end, OR DO leftovers count for
nothing?", "¿Me conviene relanzar los dados con mala suerte O NO se
puede?". rules/advice.py reads "is it worth", "conviene", "is it better" as
an ask for advice, which the rulebooks never give, and says they are silent:
on blind84 (written in this style) 27 of its 50 false abstentions were that
silence, most with the right rule first.

The plan is how the question is put; the rule beside it is what it asks. A
phrase of advice is only the frame when the question also asks a rule
outright, in one of two ways:

- another question of its own, one that asks no advice itself
  ("... worth it? HOW MANY POINTS", "¿vale la pena? ¿QUÉ GANO con eso?"): a
  part of the text opened by "¿" or by a word of asking (`rule_openers`:
  "what", "how", "can", "qué", "cuántas"), ended by "?", "¿", "!", ".",
  ":" or ";". A part that only tells ("... or save the energy? i keep
  losing") or asks more advice ("¿hay algún consejo?", "whats the
  recommended strategy", "what do good players do") or an opinion
  (`opinion_asks`: "what do you think?", "¿tú qué harías?") is none;
- the choice's other side asked as a rule, "or" and a word that opens a
  yes/no question of what happens (`rule_turns`: "or DO I lose", "or ARE
  they dead", "o NO suma nada", "o SE pierde"), not a second way of playing
  ("or pay for the right-most ones", "o aguantar con la primera"), with no
  advice asked after it; or a purpose that claims what the move gets ("is
  it better to have my die and a Presence in the same place SO I GET both
  bus options?": whether it does is the rule).

A second question may also be joined on after a comma ("which is the
better pick, AND WHAT are my choices exactly?", `joins`). A clause that no "¿" opens and that ends where one opens leads into
that question ("CUANDO me toca la desgracia por la mala suerte, ¿qué tipo
de carta conviene descartar?"): a moment told, no question of its own; read
as one, it framed the advice and CV's rule of bad luck answered which card
is wise to lose (round bigsil: TUNE117 abstention +1, blind112; nothing
else moved). Once the plan is
known to frame a rule, the words of its advice ("better", "conviene") are
no topics the answering entry must cover, as an idiom's are
(rules/advice.py's `planned_frame_positions`, read by search.py): on the tuning sets that and the
joined question moved two blind84 questions (a false abstention answered,
the Grown Up marker from second to first) and nothing else.

A dash sets a question apart as the end of a sentence does ("is it worth
hopping from 1 to 4 — DOES that count as adjacent?", "is it better to spend
2 tokens or just one - HOW MUCH VEP do they give?"): typed fast, a player
joins the rule asked to the plan with a dash, not a question mark (a
hyphen inside a word, "re-roll", joins no parts; nor does a dash after a
heading of fewer than DASH_CLAUSE_WORDS words, "adulthood strategy - is
donating better ...?", which names the topic of the one question after
it: read apart, that question was a rule asked beside the advice, and a
silent one lost its abstention on blind54). A question of its own may
also open after a condition told in a clause of its own (`conditions`: "IF
I LOSE IT, who starts the round?", "if my HAPPINESS jumps from 4 to 10,
how many EVENTs do I draw?", "si la pierdo, ¿quién empieza?") or after a
word that only leads into it (`part_leads`: "LIKE can i skip doing
anything", "y cuánto me cuesta"): the opener is the first word past them.
Round stratfab: on blind198 (written in this style) and blind47, the
rule first and the frame read as advice alone, 6 false abstentions.

Round stratthree read three more ways a rule is asked beside the plan, and
a hedge in the turn of "or", each the way any careful reader takes them:
a question of its own after a comma, its verb inverted after a word of
asking ("coop question, WHEN DO i get them back?", "4 gives 10, HOW MUCH
DOES 5 give": `inversions`, English only; a relative clause has no
inversion, "..., which usually pays more?", and stays with the clause
before it); a word of asking left in place at the end ("the right-most
card costs WHAT?", "¿cuesta CUÁNTO?": `asks_in_place`, not after "or":
"... or what"); a Spanish yes/no question opened by "se" ("¿SE puede en
cualquier ubicación?", `rule_openers`) or led by "al final" ("AL FINAL
cuánto VEP pierdo", `part_leads`); and a hedge between "or" and the turn
("o AL FINAL no sirven para nada", "o NI SIQUIERA se puede usar",
`turn_hedges`, `hedged_turn`), skipped. On the tuning sets: 7 false
abstentions answered (blind199), nothing else moved.

A question of advice alone keeps its silence: "is it better to take 2 cards
a turn or wait and save for the good ones?", "¿conviene meter las cartas
de Salud debajo de la pila o encima?". Words are read from the lexicon table
`[planning]` of each language.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.normalize import folds_word_by_word, lexicon_table, words

# the parts of a text: what lies between marks that end or open a question or a sentence, or a dash
_PART = re.compile(r"([¿¡]?)([^?¿!¡.;:—–]+)")
# a dash, or a hyphen with a space on each side typed for one ("... or just one - how much VEP?"), and the words
# before it back to the last mark
_DASH = re.compile(r"([^?¿!¡.;:—–]*)(\s-+\s|[—–])")
DASH_CLAUSE_WORDS = 3  # fewer words before a dash are a heading that names the topic ("CV strategy - is ..."), no clause


@lru_cache(maxsize=4)
def _leads(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """`lang`'s words that open a condition told before a question (`conditions`: "if", "si") and the
    words that only lead into a question (`part_leads`: "like", "so", "y"), folded."""
    table = lexicon_table(lang, "planning")
    return (frozenset(w for phrase in table.get("conditions", ()) for w in words(phrase)),
            frozenset(w for phrase in table.get("part_leads", ()) for w in words(phrase)))


def _opening(said: list[str], lang: str) -> int:
    """Where the part `said` opens past the words that only lead into a question ("LIKE can i skip")."""
    leads = _leads(lang)[1]
    at = 0
    while at < len(said) - 1 and said[at] in leads:
        at += 1
    return at


def _asks_after_condition(current: list[str], said: list[str], lang: str) -> bool:
    """Whether the clause `said`, after a comma, opens a question of its own that the clause `current`,
    a condition told ("IF I LOSE IT, who starts the round?"), leads into."""
    conditions = _leads(lang)[0]
    start = _opening(current, lang)
    if not current or current[start] not in conditions:
        return False
    at = _opening(said, lang)
    return len(said) - at > 1 and said[at] in _lexicon(lang)[0]


INVERSION_REACH = 3  # words after a word of asking within which the verb that inverts a direct question comes ("how many DICE do")


@lru_cache(maxsize=4)
def _inversions(lang: str) -> frozenset[str]:
    """`lang`'s verbs that invert a direct question after a word of asking (`inversions`: "when DO i get"), folded."""
    return frozenset(w for phrase in lexicon_table(lang, "planning").get("inversions", ()) for w in words(phrase))


def _asks_inverted(current: list[str], said: list[str], lang: str) -> bool:
    """Whether the clause `said`, after a comma, opens a direct question of its
    own: a word of asking that is no verb itself, then within INVERSION_REACH
    words a verb that inverts it ("coop question, WHEN DO i get them back?",
    "4 gives 10, HOW MUCH DOES 5 give"). A relative clause has no inversion
    ("..., which usually pays more?", "..., cuando solo hay dos"): it goes on
    the clause before. Spanish inverts no verb: its list is empty."""
    inversions = _inversions(lang)
    if not current or not said or not inversions:
        return False
    at = _opening(said, lang)
    if said[at] not in _lexicon(lang)[0] or said[at] in inversions:
        return False
    return not inversions.isdisjoint(said[at + 1:at + 1 + INVERSION_REACH]) and len(said) - at > 2


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> tuple[frozenset[str], tuple[tuple[str, ...], ...], frozenset[str]]:
    """`lang`'s words that open a question of a rule, its turns of "or" into one (folded), and their first words."""
    table = lexicon_table(lang, "planning")
    turns = tuple(tuple(words(phrase)) for phrase in table.get("rule_turns", ()))
    return frozenset(table.get("rule_openers", ())), turns, frozenset(turn[0] for turn in turns if turn)


def _dashed(text: str) -> str:
    """`text` with each dash that sets a clause apart written as " — " and one after a heading as a space.
    A text with no dash is `text` itself, not scanned: the pattern's clause before a dash is tried from
    every position to the end, most of a search's time in this module (round gateeight)."""
    if "-" not in text and "—" not in text and "–" not in text:
        return text
    return _DASH.sub(lambda m: m.group(1) + (" — " if len(words(m.group(1))) >= DASH_CLAUSE_WORDS else " "), text)


def sentence_parts(text: str) -> list[tuple[str, list[str]]]:
    """Each part of `text` between the marks that end or open a question or a
    sentence, or a dash (no cut at commas), with its folded words: every word once, in order."""
    return [(match.group(0), said) for match in _PART.finditer(_dashed(text)) if (said := words(match.group(2)))]


_PART_MARKS = re.compile(r"[?¿!¡.;:—–,]")


def parts_words(text: str) -> set[str]:
    """Every folded word any part of `text` may hold (`sentence_parts`, and `_parts`' clauses cut at commas):
    the words of the text with each mark that cuts it read as a stop of its own, so that a reading can
    rule out a question none of whose parts holds a word it needs before cutting it (round gateeight)."""
    if folds_word_by_word(text):
        return set(words(text))  # (no contraction across a mark: the parts' words are the text's)
    return set(words(_PART_MARKS.sub(" | ", _dashed(text))))


def turns_in(said: list[str], asked: tuple[str, ...], asks_advice, lang: str) -> bool:
    """Whether the part `said`, which asks advice in the words `asked`, turns the choice into a rule after them."""
    _, turns, firsts = _lexicon(lang)
    start = next((at for at in range(len(said)) if tuple(said[at:at + len(asked)]) == asked), 0)
    return _turns_to_rule(said, start + len(asked), turns, firsts, asks_advice, lang)


def _parts(text: str, lang: str) -> list[tuple[bool, list[str]]]:
    """The parts of `text` with words, each with whether a "¿" opens it; a
    part is cut again where, after a comma, a joining word (`joins`: "and",
    "y") and a word of asking open a second question ("which is the better
    pick, AND WHAT are my choices?"). A part that no "¿" opens and that ends
    where a "¿" opens the next leads into that question ("CUANDO me toca la
    desgracia por la mala suerte, ¿qué tipo de carta conviene descartar?":
    a moment, no question of its own): it is left out."""
    openers, joins = _lexicon(lang)[0], frozenset(lexicon_table(lang, "planning").get("joins", ()))
    found = []
    text = _dashed(text)
    for match in _PART.finditer(text):
        if match.group(1) != "¿" and text[match.end():match.end() + 1] == "¿":
            continue  # (a clause leading into the question the "¿" opens)
        opened, current = match.group(1) == "¿", []
        for clause in match.group(2).split(","):
            said = words(clause)
            if current and len(said) > 2 and said[0] in joins and said[1] in openers:
                found.append((opened, current))
                opened, current = False, said[1:]  # (a second question joined on)
            elif _asks_after_condition(current, said, lang) or _asks_inverted(current, said, lang):
                found.append((opened, current))
                opened, current = False, said  # (a question of its own after the condition told)
            else:
                current = current + said
        if current:
            found.append((opened, current))
    return found


@lru_cache(maxsize=4)
def _opinions(lang: str) -> tuple[tuple[str, ...], ...]:
    """`lang`'s openings of a question that asks the table's opinion (folded)."""
    return tuple(tuple(words(phrase)) for phrase in lexicon_table(lang, "planning").get("opinion_asks", ()))


def _asks_opinion(said: list[str], lang: str) -> bool:
    """Whether the part `said` opens by asking an opinion ("what do you
    think?", "¿tú qué harías?"): more advice, no rule asked beside it."""
    return any(tuple(said[:len(phrase)]) == phrase for phrase in _opinions(lang))


@lru_cache(maxsize=4)
def _whole_turns(lang: str) -> frozenset[tuple[str, ...]]:
    """`lang`'s turns of "or" that ask a whole question of a rule by themselves (folded, `turns_whole`)."""
    return frozenset(tuple(words(phrase)) for phrase in lexicon_table(lang, "planning").get("turns_whole", ()))


def _turns_to_rule(said: list[str], after: int, turns, firsts, asks_advice, lang: str) -> bool:
    """Whether, after position `after` of `said`, an "or" turns the choice into
    a question of a rule (one of `turns`, with a word after it: "¿me conviene
    casarme O NO?" offers no rule; or one of `turns_whole`, a whole question
    with its verb of what happens, the part's last words too: "¿me conviene
    robar otra O LA PIERDO?" asks whether the one held is lost, which the hand
    limit answers; round fabst34, blind85) and no advice is asked past it, nor
    indifference (`turns_not`: "or does it matter", "o da igual")."""
    whole = _whole_turns(lang)
    for position in range(after, len(said)):
        if said[position] not in firsts:
            continue
        said_here = hedged_turn(said, position, lang)  # ("o AL FINAL no suman nada": the hedge skipped)
        for turn in turns:
            if tuple(said_here[:len(turn)]) == turn and (len(turn) < len(said_here) or turn in whole):
                rest = said_here
                return not asks_advice(rest) and not any(
                    tuple(rest[:len(other)]) == other for other in _indifferent(lang))
    return False


@lru_cache(maxsize=4)
def _hedges(lang: str) -> tuple[tuple[str, ...], ...]:
    """`lang`'s hedges said between "or" and the question it turns to (`turn_hedges`, folded), longest first."""
    found = {tuple(words(phrase)) for phrase in lexicon_table(lang, "planning").get("turn_hedges", ())}
    return tuple(sorted((phrase for phrase in found if phrase), key=len, reverse=True))


def hedged_turn(said: list[str], position: int, lang: str) -> list[str]:
    """The words of `said` from its "or" at `position`, without the hedges
    right after it ("o AL FINAL no suman nada", "o NI SIQUIERA se puede",
    "or IN THE END do they count"): the turn of "or" into a rule is read on
    what the player asks after the hedge, as if the hedge were not said."""
    at = position + 1
    hedges = _hedges(lang)
    moved = True
    while moved:
        moved = False
        for hedge in hedges:
            if tuple(said[at:at + len(hedge)]) == hedge and at + len(hedge) < len(said):
                at, moved = at + len(hedge), True
                break
    return [said[position], *said[at:]]


@lru_cache(maxsize=4)
def _indifferent(lang: str) -> tuple[tuple[str, ...], ...]:
    """`lang`'s turns of "or" that ask whether the choice matters at all (folded): advice still."""
    return tuple(tuple(words(phrase)) for phrase in lexicon_table(lang, "planning").get("turns_not", ()))


@lru_cache(maxsize=4)
def _in_place(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """`lang`'s words of asking left at the end of a question (`asks_in_place`: "it costs WHAT?") and the words
    before one that make it a tag of a choice, no ask (`in_place_not`: "... OR what"), folded."""
    table = lexicon_table(lang, "planning")
    return (frozenset(w for phrase in table.get("asks_in_place", ()) for w in words(phrase)),
            frozenset(w for phrase in table.get("in_place_not", ()) for w in words(phrase)))


def _asks_in_place(said: list[str], lang: str) -> bool:
    """Whether the part `said` asks a question with its word of asking left in
    place at its end ("the right-most card costs WHAT?", "and that goes
    WHERE?"): a rule asked as surely as "what does it cost?", though no word of
    asking opens it. Not after "or" ("is it worth it, or WHAT"): a tag of the choice."""
    asks, tags = _in_place(lang)
    return len(said) > 2 and said[-1] in asks and said[-2] not in tags


def rule_beside(query: str, lang: str, asks_advice) -> bool:
    """Whether the advice `query` asks (`asks_advice(words)` tells which words
    ask it: rules/advice.py's `asked_form`) is only the frame of a plan, the
    question also asking a rule outright (see the module's docstring)."""
    openers, turns, firsts = _lexicon(lang)
    if not openers and not turns:
        return False
    for opened, said in _parts(query, lang):
        asked = asks_advice(said)
        if asked is None:
            first = _opening(said, lang)
            if (opened or said[first] in openers or _asks_in_place(said, lang)) and len(said) - first > 1 \
                    and not _asks_opinion(said[first:], lang):
                return True  # a question of its own that asks no advice
            continue
        start = next((at for at in range(len(said)) if tuple(said[at:at + len(asked)]) == asked), 0)
        if _turns_to_rule(said, start + len(asked), turns, firsts, asks_advice, lang):
            return True
    return False

