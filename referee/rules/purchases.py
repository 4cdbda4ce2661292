"""What a question pays to get, which no near rule sells: a silence of the question's form.

"Can I pay a frustration token TO MAKE THE BUS SKIP a location?", "¿puedo
pagar monedas PARA MIRAR la carta de arriba del mazo?", "can I pay something
TO GET A SECOND secret life goal?". Players offer to pay for something the
rules never sell, naming it in their own words each time. The rule that
ranks first speaks of what the question names (changing location with a
Frustration token, the Scholar who looks at the top card, the secret life
goal) and rules/payment.py lets it answer: what is paid with is paid
somewhere near ("pay a Frustration token to move to a location"), or is no
term of the game at all ("pay EXTRA coin", "pay SOMETHING"), and what is
bought is no term of the game either ("skip", "mirar", "second").

The question pays when a word of leave (`question_form.paying_asked`:
"can", "puedo") comes within ASK_REACH words before a verb of paying
(`paying`), and a word of purpose (`paying_purpose`: "to", "for", "para")
within PURPOSE_REACH words after it, in one clause: "before I pay
frustration to move mine" asks something else, and "which ones do I pay
for, and how much" is two asks. What it buys is the words after that word
of purpose, within BOUGHT_REACH words, little words, pronouns and the
everyday verbs of getting aside (`bought_generic`: get, take, gain, all,
conseguir, tener). A near rule
sells it when one of its sentences holds a word of paying or of a price
(`selling_told`: pay, cost, spend, price, paga, cuesta) and one of those
words (its stem, or a word of the same glossary term). Otherwise the
rulebook is silent on buying it.

Paying for MORE of a thing ("pay extra COIN to get a HIGHER QUALITY" when
the solo ACQUIRE ranks first, `bought_more`: extra, higher, second,
segunda, más) is bought only where the sentence also says more of it
(`sold_more`: "spend 1 REPUTATION to ADD 1 QUALITY", "1 moneda EXTRA", "la
SEGUNDA cuesta"): "pay COIN equal to its QUALITY" prices the thing, it
does not sell more of it. Ordinals are words of more ("un TERCER espacio de
acción", "a THIRD action spot"), and a rule's "otros efectos" (other
effects) sells no "otro" (another) though they stem alike (`sold_more_not`).
A result asked ("para QUE mis Fichas ... cuenten DOBLE", "to MAKE ... count
TWICE", `paying_result`) buys more when a word of more ends its clause.

The payment may also be the means of an act asked before it
(`paying_means`: "¿la puedo QUITAR del todo PAGANDO 4 de Fuerza de
Voluntad?", "¿puedo QUEDARME con más de 3 ACTIVITY SI PAGO REPUTATION?",
"can I ... by paying"): then what is bought is the act, the words from the
word of leave to the phrase of paying (`_bought_by`), sold as above. A near
rule that forbids an act outright or allows it once (`means_denied`:
"NUNCA retrocedes en una pista", "cada espacio UNA VEZ POR TURNO") answers
whether paying allows it. Counts on the tuning sets when added (55 sets):
abstention 1,676 -> 1,679 of 1,987 (the two Spanish above and a bad
luck die turned by paying a symbol), false abstention 241, top-1 and
top-3 unchanged; without the denial, 2 false abstentions more (Donate twice
by paying 6, a marker moved back by paying).

Round costs (issue 12, blind107; TUNE107 on b8384a97): a payment that
offers one thing INSTEAD OF another before its word of purpose ("can I pay
energy INSTEAD OF time meeples FOR an action?") asks what may pay, which
rules/stand_ins.py judges, not whether the action is sold (false
abstention -1); a near rule that forbids what is bought outright, a word
of denial (`bought_denied`: "cannot", "never", "no se puede") with a word
of the thing within DENIED_REACH words after it ("you CANNOT take any new
ACTIONS after step 1"), answers "can I pay for another action after step
1?" (false abstention -1; "2 Values cards, which they MAY NOT look at" is
no such denial of keeping a second Value); and doing a thing AGAIN, or
"dos VECES", is more of it bought ("pay another COIN to toss AGAIN", which
the Investor's "pay 1 COIN to toss twice" does not sell; "para que el
autobús pare dos VECES": abstention +2). Nothing else moved.

Round fabst36: a phrase of being rid of a thing right after the word of
purpose ("spend 4 Willpower TO GET RID OF a frustration", `bought_riddance`)
names no thing bought: the reach is counted after it, so the frustration is
what is bought, which "a frustration can be overcome ... by spending 4
Willpower Tokens" sells (TUNE119 false abstention -2, blind92 and blind95).
A thing to go for good (`bought_riddance_lasting`: "for good, off the
track") keeps the phrase as what is bought: no rule removes it from the game
(blind50 stays unanswered). Nothing else moved.

Round abst42: what a rule sentence pays WITH is spent there, not sold
(`_paid_with`, `_sentences_paid`): the first thing named after a verb of
paying (`paying`: "spend 2 REPUTATION to gain 1 HAPPINESS", "gasta 2 de
REPUTACIÓN") or after the word that names what pays (`paying_with`: "CON 2
de Reputación y 2 Monedas compras..."), and what stands before the "=" of a
title that sums up an exchange ("CONSUME: 2 REPUTATION = 1 HAPPINESS"). So
"¿puedo gastar HAPPINESS para conseguir REPUTATION?" is not answered by the
rule that spends REPUTATION for HAPPINESS: the way back is nowhere. A verb of
buying among an act bought ("¿se puede COMPRAR REPUTATION pagando COIN?") is
what every selling sentence holds, no thing bought. TUNE139: abstention +1,
nothing else moved.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import (key, question_form, question_form_longest_first, question_form_openers,
                                     question_form_phrases, question_form_set, stopwords, words)
from referee.rules.payment import game_concepts
from referee.rules.unstated_specifics import entry_raw_sentences, entry_sentences, find_phrase, holds, phrase_starts

ASK_REACH = 2  # words before the verb of paying within which a word of leave asks it ("CAN I pay", "se PUEDE gastar")
PURPOSE_REACH = 6  # words after the verb of paying within which the question says what for ("pay extra COIN TO")
BOUGHT_REACH = 4  # words after the word of purpose within which it names what it buys ("to MAKE THE BUS SKIP")
MEANS_REACH = 10  # words before a payment as means within which a word of leave asks the act ("¿PUEDO voltear un
# dado de mala suerte a otra cara pagando...?": 9 words)
PAID_REACH = 3  # words after a rule's verb of paying within which the thing it pays with starts ("spend 2 of your
# REPUTATION")
PAID_WORDS = 3  # words of the name of what a rule pays with ("Fuerza de Voluntad", "time meeples")
DENIED_REACH = 4  # words after a rule's word of denial within which it names what it forbids ("cannot take any new ACTIONS")
_CLAUSE = re.compile(r"[^.,;:!?¿¡()\"—–]+")


@lru_cache(maxsize=8)
def _words(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], frozenset[str], frozenset[str]]:
    """The question's verbs of paying, its words of purpose, the everyday
    verbs of getting, its words of leave, and a rule's words of paying or
    of a price (as stems), of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("paying", ())), frozenset(form.get("paying_purpose", ())),
            frozenset(form.get("bought_generic", ())), frozenset(form.get("paying_asked", ())), selling_stems(lang))


@lru_cache(maxsize=8)
def selling_stems(lang: str) -> frozenset[str]:
    """The stems of a rule's words of paying or of a price (`selling_told`: pay, cost, spend, price, paga, cuesta)
    of `lang`: a rule sentence holding one sells or charges something (rules/payment_manners.py reads them too)."""
    return frozenset(key(word, lang) for word in question_form_set(lang, "selling_told"))


def bought(query: str, lang: str) -> list[str]:
    """The words of what the question pays to get ("make", "bus", "skip"),
    or [] when it pays for nothing it names."""
    return _asked(query, lang)[0]


def _asked(query: str, lang: str) -> tuple[list[str], bool]:
    """What the question pays to get (`bought`), and whether it names it as
    an act the payment is the means of (`_bought_by`)."""
    if _words(lang)[0].isdisjoint(words(query)):
        return [], False  # (no verb of paying: most questions)
    for clause in _CLAUSE.findall(query):
        said = words(clause)
        found = _bought_in(said, lang)
        if found:
            return found, False
        found = _bought_by(said, lang)
        if found:
            return found, True
    return [], False


def _bought_by(said: list[str], lang: str) -> list[str]:
    """What one clause's folded words pay for when the payment is the means
    of an act asked before it (`question_form.paying_means`: "can I REMOVE
    it for good BY PAYING 4 Willpower?", "¿puedo QUEDARME con más de 3
    ACTIVITY SI PAGO REPUTATION?"): the words of the act, from the word of
    leave that asks it to the phrase of paying, within MEANS_REACH words;
    [] when the clause has no such form."""
    _, _, generic, asking, _ = _words(lang)
    for phrase in _means(lang):
        start = next(phrase_starts(said, phrase), None)
        if start is None:
            continue
        leave = next((n for n in range(start - 1, max(-1, start - 1 - MEANS_REACH), -1) if said[n] in asking), None)
        if leave is None:
            return []
        return [other for other in said[leave + 1:start]
                if other not in stopwords(lang) and other not in generic and not other.isdigit()]
    return []


@lru_cache(maxsize=8)
def _denied(lang: str) -> frozenset[str]:
    """The negations beside a word of leave that deny the payment (`paying_denied`) of `lang`."""
    return frozenset(question_form(lang).get("paying_denied", ()))


def _denies(sentence: list[str], stems: list[str], lang: str) -> bool:
    """Whether a rule sentence forbids outright what is bought: a word of
    denial (`bought_denied`: "cannot", "never", "no se puede") and, within
    DENIED_REACH words after it, a word of the thing bought (by stem): "you
    CANNOT take any new ACTIONS after step 1" answers "can I pay for another
    action after step 1?". Not "2 Values cards, which they MAY NOT look at"
    for paying to keep a second Value: the denial forbids something else."""
    for phrase in question_form_phrases(lang, "bought_denied"):
        position = find_phrase(sentence, phrase)
        if position >= 0:
            after = sentence[position + len(phrase):position + len(phrase) + DENIED_REACH]
            if not set(stems).isdisjoint(key(word, lang) for word in after):
                return True
    return False


@lru_cache(maxsize=8)
def _means(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of `paying_means` of `lang`, longest first."""
    return question_form_longest_first(lang, "paying_means")


def _bought_in(said: list[str], lang: str) -> list[str]:
    """What one clause's folded words pay to get (`bought`), or []. A
    negation beside the word of leave (`paying_denied`: "I can't pay for
    the memory or a presence, what now?", "no puedo pagar") tells what the
    player cannot pay, not a payment asked: the clause buys nothing (TUNE41:
    false abstention 443 -> 440 of 17,760, nothing else moved)."""
    paying, purposes, generic, asking, _ = _words(lang)
    denied = _denied(lang)
    for position, word in enumerate(said):
        if word not in paying or asking.isdisjoint(said[max(0, position - ASK_REACH):position]):
            continue
        leave = max(n for n in range(max(0, position - ASK_REACH), position) if said[n] in asking)
        if not denied.isdisjoint(said[max(0, leave - 1):position]):
            continue  # "can NOT pay", "NO puedo pagar": what cannot be paid, no leave asked
        start = next((n for n in range(position + 1, min(len(said), position + 1 + PURPOSE_REACH))
                      if said[n] in purposes), None)
        if start is None:
            continue
        if holds(said[position + 1:start], question_form_phrases(lang, "stand_in_instead")):
            continue  # ("can I pay energy INSTEAD OF time meeples for an action?": what pays is asked, rules/stand_ins.py)
        start = _riddance_skipped(said, start, lang)
        after = [other for other in said[start + 1:start + 1 + BOUGHT_REACH]
                 if other not in stopwords(lang) and other not in generic and not other.isdigit()]
        if after and said[start + 1:start + 2] and said[start + 1] in question_form_set(lang, "paying_result"):
            asked_more = _more(lang)[0]
            return after + [other for other in said[start + 1 + BOUGHT_REACH:] if other in asked_more]
            # (a result asked, "para QUE mis Fichas de Interés de una ubicación cuenten DOBLE", "to MAKE my
            # tokens count TWICE": a word of more at its end says more is bought. Only there: "para 1
            # HAPPINESS y una tercera para otra cosa" is a second ask, TUNE55 false abstention +1 without)
        if after:
            return after
    return []


def _riddance_skipped(said: list[str], start: int, lang: str) -> int:
    """The position from which what is bought is read: after the word of
    purpose at `start`, or after a phrase of being rid of a thing right
    after it (`bought_riddance`: "to GET RID OF a frustration", "para
    DESHACERME DE una frustración"). The phrase names no thing bought: the
    thing is the one got rid of, which a rule that sells removing it names
    ("a frustration can be overcome ... by spending 4 Willpower Tokens").
    Counted from the word of purpose, the phrase filled the reach and "rid"
    was what was bought, which no rule sells: "can I spend 4 Willpower to get
    rid of a frustration at any time?" abstained beside the rule. A thing
    to go for good (`bought_riddance_lasting`: "to get rid of it FOR GOOD,
    off the track", "DEL TODO") is removed from the game, which no such rule
    sells: the phrase is then what is bought, as before."""
    first = said[start + 1:start + 2]
    if not first or first[0] not in question_form_openers(lang, "bought_riddance") \
            or holds(said[start + 1:], question_form_phrases(lang, "bought_riddance_lasting")):
        return start
    for phrase in question_form_longest_first(lang, "bought_riddance"):
        if tuple(said[start + 1:start + 1 + len(phrase)]) == phrase:
            return start + len(phrase)
    return start


def _concepts(stems: list[str], game: str, index: Index, lang: str) -> frozenset[str]:
    """The game's glossary concepts the stems name, together (`payment.game_concepts`)."""
    return frozenset().union(*game_concepts(stems, game, index, lang))


def unsold(query: str, near: list[int], index: Index, lang_index: LangIndex) -> str | None:
    """The words the question pays to get when no sentence of a near entry
    (`near`, the first the one that would answer) pays or prices one of
    them; else None."""
    if not near:
        return None
    lang = lang_index.lang
    asked, by_means = _asked(query, lang)
    if not asked:
        return None
    if by_means and any(holds(sentence, question_form_phrases(lang, "means_denied"))
                        for number in near for sentence in entry_sentences(number, lang_index)):
        return None  # (a rule that forbids the act, or allows it once, answers whether paying allows it)
    selling = _words(lang)[4]
    asked_more, sold_more, others = _more(lang)
    more = [word for word in asked if word in asked_more]
    things = [word for word in asked if word not in asked_more] if len(more) < len(asked) else asked
    game = lang_index.docs[near[0]].entry.game
    stems = [key(word, lang) for word in things]
    if not by_means and any(_denies(sentence, stems, lang) for number in near
                            for sentence in entry_sentences(number, lang_index)):
        return None  # (a rule that forbids what is bought, "you cannot take any new ACTIONS after step 1", answers)
    # (a verb of buying among the act bought, "¿se puede COMPRAR REPUTATION pagando COIN?", is what every selling
    # sentence holds: the thing bought is the rest)
    stems = [stem for stem in stems if stem not in selling] or stems
    concepts = _concepts(stems, game, index, lang)
    for number in near:
        for sentence, paid in _sentences_paid(number, lang_index):
            held = [key(word, lang) for word in sentence]
            if selling.isdisjoint(held) or (more and sold_more.isdisjoint(
                    stem for word, stem in zip(sentence, held) if word not in others)):
                continue
            # (what the rule pays with is spent there, not sold)
            kept = [stem for position, stem in enumerate(held) if position not in paid]
            if not set(stems).isdisjoint(kept) or (concepts and concepts & _concepts(kept, game, index, lang)):
                return None
    return " ".join(asked)


_PAID: dict[tuple[int, int], list[tuple[list[str], set[int]]]] = {}  # (a language index, an entry) -> its sentences


def _sentences_paid(number: int, lang_index: LangIndex) -> list[tuple[list[str], set[int]]]:
    """The folded words of each sentence of an entry (as `entry_sentences`),
    each with the positions of what it pays with (`_paid_with`), or, in a
    sentence that sums up an exchange ("Al Consumir: 2 de Reputación = 1 de
    Felicidad"), of what stands before the "=" (after its ":"); worked out
    once per entry."""
    cache_key = (id(lang_index), number)
    if cache_key not in _PAID:
        lang = lang_index.lang
        found = []
        for raw in entry_raw_sentences(number, lang_index):
            sentence = words(raw)
            paid = _paid_with(sentence, lang)
            if "=" in raw:
                before = raw.split("=")[0]
                start = len(words(before.rsplit(":", 1)[0])) if ":" in before else 0
                paid |= {position for position in range(start, len(words(before)))
                         if sentence[position] not in stopwords(lang) and not sentence[position].isdigit()}
            found.append((sentence, paid))
        _PAID[cache_key] = found
    return _PAID[cache_key]


def _paid_with(sentence: list[str], lang: str) -> set[int]:
    """The positions of what a rule sentence pays with: the first thing
    named after a verb of spending or paying (`question_form.paying`:
    "SPEND 1 REPUTATION to add", "gasta 2 de REPUTACIÓN para ganar") or
    after the word that names what pays (`paying_with`: "con 2 de
    REPUTACIÓN y 2 Monedas compras"), numbers and little words before it
    passed over, with the words of its name joined to it ("4 Fichas DE
    Fuerza de Voluntad"), up to PAID_WORDS of them. A thing the rule spends
    is no thing it sells: "spend 2 REPUTATION to gain 1 HAPPINESS" sells
    HAPPINESS, never REPUTATION."""
    paying = frozenset(question_form(lang).get("paying", ())) | frozenset(question_form(lang).get("paying_with", ()))
    if paying.isdisjoint(sentence):
        return set()
    stop = stopwords(lang)
    joins = frozenset(question_form(lang).get("count_connectors", ()))
    purposes = _words(lang)[1]
    paid: set[int] = set()
    for position, word in enumerate(sentence):
        if word not in paying:
            continue
        at = position + 1
        while at < len(sentence) and (sentence[at] in stop or sentence[at].isdigit()) \
                and sentence[at] not in purposes and at - position <= PAID_REACH:
            at += 1  # ("spend 2 of your", "gasta 2 de")
        named = 0
        while at < len(sentence) and named < PAID_WORDS and sentence[at] not in purposes:
            if sentence[at] in joins and named:
                at += 1  # ("Fichas DE Fuerza de Voluntad")
                continue
            if sentence[at] in stop or sentence[at].isdigit():
                break
            paid.add(at)
            named += 1
            at += 1
    return paid


@lru_cache(maxsize=8)
def _more(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The question's words of paying for more of a thing, a rule's words
    of selling more (as stems), and the rule words that share such a stem
    but sell nothing more (`sold_more_not`: "otros efectos" are other
    effects, not another one; "otro" and "otros" stem alike), of `lang`."""
    form = question_form(lang)
    return (frozenset(form.get("bought_more", ())), frozenset(key(word, lang) for word in form.get("sold_more", ())),
            frozenset(form.get("sold_more_not", ())))
