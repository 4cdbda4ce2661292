"""A limit asked, answered by a rule that states the count of the thing limited.

"Max cards I can take per turn?" is answered by "The player can take 1 or 2
cards from the track"; "¿puede la Office Lady comprar más de un MATERIAL?"
by "puedes Comprar 1 (y solo 1) Material"; "¿relanzar los dados más de dos
veces?" by "volver a tirar ... dos veces". The rule never says "maximum" or
"limit", but a rule that gives how many of the thing there are or may be
taken sets its limit. The question's word of limit (the common concept
"limit": max, more than, más de, máximo...) is then covered when the entry's
title or text puts a number (a digit, or a word of `COUNT_WORDS` read as
one) at most COUNT_REACH words before the thing the question limits: the
first word after the limit that is neither a little word, a number nor a
word of amount ("the max NUMBER of cards": cards).

A story told after the game says the limit with its number and names the
thing in the story before it ("I paid 3 COIN onto one credit card. my wife
said max is 2", "someone took 3 CARDS in one turn. whats the max per
turn?"): when the limit is followed by its own number and nothing more in
its clause, or by a word of period ("per", "por"), the thing limited is the
first thing the question counts before the limit (a digit, then the thing),
with a number other than the limit's: a story that already reached the
limit ("ya compré 2 cartas ... ¿me paso del límite de 2?") asks whether
something else passes it, which no count of the rule answers (a silence of
the tuning sets).

Not when the question asks whether there is a limit at all ("is there a
max number of credit cards one person can have?", "¿hay un máximo de
cartas en la mano?"): a count a rule gives of what is taken or dealt is no
cap on holding more (without that check, 5 silences of the tuning sets
were lost). On the tuning sets (round 20): 6 false abstentions fewer (4
English, 2 Spanish), top-1 5 more, top-3 and abstention unchanged.

A limit said at the end of a "how many" clause, before a word of period
("¿cuántas CARTAS puedo coger del track COMO MUCHO en un turno?", "how many
CARDS can I take from the track AT MOST in one turn?") caps the thing the
"how many" counted before it: the first word after the limit is then the
period ("turno"), which no rule counts, and the thing counted is the first
thing named in the limit's clause before it (`asked_before`). Only when the
limit has words after it in its clause: "¿cuántos materiales puedo guardar
en mi área como mucho?" ends with the limit, and the counts of what BUY
takes ("1 MATERIAL") are no cap on what an AREA holds (with it, blind8 lost
a top-1). Round stuck (blind118, players who are stuck): 1 false abstention
answered; TUNE121 nothing else moved.

A limit on what is paid ("¿cuál es el máximo que se puede PAGAR?", "¿cuánto
puedo pagar como máximo de una CREDIT CARD por turno?", "minimo y maximo")
limits the sum, which the question seldom names: a rule that puts a number
right after its word of paying ("por cada Material decides PAGAR DE 1 A 4
Monedas", "PAGA 1-2 Monedas en cada Tarjeta de Crédito") gives the sum that
may be paid, and so its most (`paid_near`, `states_paid_count`).

The thing a limit counts is told before the verb of the act counted, not
after it: "a limit on how many CARDS I can PLAY from my hand", "¿hay un
límite de CARTAS que puedo JUGAR desde la mano?" limit the cards played (the
rule "play any number of cards from your hand" answers), and "hand", past
the verb, only tells where they come from. A verb of holding ("is there a
max number of cards from the track I can KEEP?", "guardar", "quedarse") is
no such act: a limit on holding is on the holding, which a count of what is
taken in a turn does not answer, so the reach goes on to it (`counted_act`,
the lexicon's `limit_acts`: playing, using, taking, buying, rolling...).

A limit typed as into a search box, right after the thing it limits and
closing its clause ("activity SLOTS max", "presencias máximo", "how many
dice can count for my ROLL at most?"), limits that thing, the word just
before it (`_typed_before`, given the question's language): nothing after
the limit names it. Not when the clause has a verb of holding before the
limit ("¿cuántos materiales puedo GUARDAR en mi ÁREA como mucho?": the word
before is where they are held), nor when a period follows ("frustration
token max PER TRACK", where the rule that counts tokens is another's).
Round fabst3, TUNE151: false abstention 724 -> 720 with the reading of
rules/named_identity.py `_same_linked` (3 of them here), top-1 26,913 ->
26,914, top-3 and abstention unchanged; CHECK4 unchanged.
"""

from __future__ import annotations

from collections.abc import Container, Sequence
from functools import lru_cache

from referee.rules.normalize import key, question_form_set

COUNT_REACH = 2  # words from the number to the thing counted ("1 or 2 CARDS", "1 solo 1 MATERIAL")
THING_REACH = 3  # words after the question's limit within which it names the thing limited
# the words of a number a stem keeps as a word (Spanish "un"/"una": one), and the words of an amount that only
# say "how many" of the thing after them ("the max NUMBER of cards", "la CANTIDAD máxima de cartas")
COUNT_WORDS = frozenset({"un", "uno", "una", "a", "an"})
# the words of a period after a limit ("max PER turn", "máximo POR turno"): the limit of something done in it
PERIOD_WORDS = frozenset({"per", "por", "each", "every", "cada"})
AMOUNT_WORDS = frozenset({"number", "amount", "numero", "cantidad", "many", "much", "mucho", "muchos", "muchas"})


def limited_thing(stems: Sequence[str], position: int, weak: frozenset[str],
                  breaks: Container[int] = (), lang: str | None = None) -> str | None:
    """The stem of the thing the question's limit at `position` limits, or
    None: the first thing named after the limit, or, when the limit only
    states its number ("max is 2") or a period ("max per turn"), the thing
    the question's story counted before it, or, when the limit closes its
    clause, the thing typed right before it ("activity slots max", read in
    `lang` only: `_typed_before`). `breaks`: the positions that open a clause."""
    after = None
    for offset, stemmed in enumerate(stems[position + 1:position + 1 + THING_REACH], position + 1):
        if offset in breaks:
            break
        if stemmed.isdigit() or stemmed in weak or stemmed in AMOUNT_WORDS or stemmed in COUNT_WORDS:
            continue
        after = stemmed
        break
    own_number = _own_number(stems, position, breaks)
    if after is None or after in PERIOD_WORDS or own_number:
        return _counted_before(stems, position, weak, own_number) \
            or (_typed_before(stems, position, breaks, lang) if after is None and not own_number and lang else None) \
            or (None if after in PERIOD_WORDS else after)
    return after


def _typed_before(stems: Sequence[str], position: int, breaks: Container[int], lang: str) -> str | None:
    """The thing named right before a limit that closes its clause, typed as
    into a search box ("activity SLOTS max", "PRESENCES max"): the word just
    before the limit, in its clause; or None. Not in a clause with a verb of
    holding ("¿cuántos materiales puedo GUARDAR en mi área como mucho?"): the
    word before is then where they are held, and a count of what is taken is
    no cap on it (`holding_verb`)."""
    start = max((b for b in breaks if b <= position), default=0)
    if position == start or any(holding_verb(stemmed, lang) for stemmed in stems[start:position]):
        return None
    before = stems[position - 1]
    return None if before.isdigit() or before in AMOUNT_WORDS or before in COUNT_WORDS else before


def asked_before(stems: Sequence[str], position: int, weak: frozenset[str],
                 breaks: Container[int] = ()) -> str | None:
    """The first thing named in the limit's own clause before it, in a
    question that asks how many ("¿cuántas CARTAS puedo coger del track como
    mucho en un turno?", "how many CARDS can I take at most?"): the "how
    many" counts it, and a limit said after it, at the end of the clause,
    caps that count, where the words after the limit only tell a period ("en
    un turno"). None when the clause names nothing before the limit."""
    start = max((b for b in breaks if b <= position), default=0)
    for n in range(start, position):
        stemmed = stems[n]
        if stemmed.isdigit() or stemmed in weak or stemmed in AMOUNT_WORDS or stemmed in COUNT_WORDS:
            continue
        return stemmed
    return None


def _own_number(stems: Sequence[str], position: int, breaks: Container[int]) -> str | None:
    """The number that follows the limit at `position` within two words and
    ends its clause ("max is 2, is she right"): the limit told, not the thing; or None."""
    for offset in range(position + 1, min(position + 3, len(stems))):
        if offset in breaks:
            return None
        if stems[offset].isdigit():
            return stems[offset] if offset + 1 >= len(stems) or offset + 1 in breaks else None
    return None


def _counted_before(stems: Sequence[str], position: int, weak: frozenset[str], limit: str | None) -> str | None:
    """The first thing the question counts before `position` ("took 3 CARDS")
    by a number other than the limit's own, or None."""
    for n in range(position - 1):
        following = stems[n + 1]
        if stems[n].isdigit() and stems[n] != limit and not following.isdigit() and following not in weak \
                and following not in PERIOD_WORDS:
            return following
    return None


def paid_near(concepts: Sequence[frozenset[str]], position: int, pay: str, breaks: Container[int] = ()) -> bool:
    """Whether the question says a word of paying (`pay`, the common concept)
    in the clause of its limit at `position` ("¿cuál es el máximo que se
    puede PAGAR?", "¿cuánto PAGO como máximo en cada CREDIT CARD?"): the
    limit is on the sum paid."""
    for n, own in enumerate(concepts):
        if pay in own and not any(start in breaks for start in range(min(n, position) + 1, max(n, position) + 1)):
            return True
    return False


def states_paid_count(fields: Sequence[tuple[Sequence[str], Sequence[frozenset[str]]]], pay: str) -> bool:
    """Whether one of the fields (stems in order, with each stem's concepts)
    puts a number at most COUNT_REACH words after a word of paying ("pagar
    de 1 a 4 Monedas", "Pay 1-2 COIN"): the rule gives the sum that may be
    paid, and so its most."""
    for stems, concepts in fields:
        for n, own in enumerate(concepts):
            if pay in own and any(word.isdigit() for word in stems[n + 1:n + 1 + COUNT_REACH]):
                return True
    return False


def states_count(thing: str, fields: Sequence[Sequence[str]]) -> bool:
    """Whether one of the fields (stems, in order) puts a number right before `thing`."""
    for stems in fields:
        for n, word in enumerate(stems):
            if (word.isdigit() or word in COUNT_WORDS) and thing in stems[n + 1:n + 1 + COUNT_REACH]:
                return True
    return False


@lru_cache(maxsize=4)
def _act_keys(lang: str) -> frozenset[str]:
    """The keys of `lang`'s verbs of the act a limit counts (`limit_acts` of the lexicon), made once."""
    return frozenset(key(word, lang) for word in question_form_set(lang, "limit_acts"))


@lru_cache(maxsize=4)
def _hold_keys(lang: str) -> frozenset[str]:
    """The keys of `lang`'s verbs of holding (`limit_holds` of the lexicon), made once."""
    return frozenset(key(word, lang) for word in question_form_set(lang, "limit_holds"))


def holding_verb(stemmed: str, lang: str) -> bool:
    """Whether the question's stem is a verb of holding said before a limit
    ("how much REPUTATION can I STORE at most?", "¿cuánta puedo ACUMULAR
    como máximo?"): the limit is then on the thing held, named before the
    verb, which a rule that caps it ("you may have at most 2 REPUTATION",
    "puedes acumular hasta 2") says together with its limit; read as the
    limit's object, the verb asked the rule to say the verb beside a word
    of limit. Round upkfabst: blind136 false abstention -1."""
    return stemmed in _hold_keys(lang)


def counted_act(stemmed: str, lang: str) -> bool:
    """Whether the question's stem is a verb of the act a limit counts
    ("cards I can PLAY", "cartas que puedo JUGAR"), past which the words no
    longer name the thing limited; a verb of holding ("keep") is not."""
    return stemmed in _act_keys(lang)
