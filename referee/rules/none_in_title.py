"""The entry whose title says the player has none of what the question says they have none of; the converse,
the sibling whose title does not deny the kind the question names.

"intern at 0 HAPPINESS chose WORK, we gave him 3 coin anyway", "Si no tengo
HAPPINESS para hacer WORK, ¿igual cobro mis 3 COIN?": the question tells a
case with none of a thing of the game, and among close sibling entries the
one whose title is that case ("WORK with no HAPPINESS left: take 1 COIN
...") answers it, not the general rule of the same action ("WORK: lose 1
HAPPINESS, gain 3 COIN"), which holds the same words and outscores it by
them. A rule entry's title is its case in a line (as rules/asked_in_title.py
reads the kind of answer in it), so only the title is read: a text says
"no" near many things in passing.

What the question has none of (`none_things`): the game's terms within
NONE_REACH words after a word of none ("no", "sin", "without", "zero", "0":
the lexicon's `absence.none`), or right before a 0 ("HAPPINESS 0"). Not
after "not" unless "any" follows (`absence.denied_only`: "can't MOVE my
die" denies a deed), nor after a word of none that is part of a game's
term ("Frustración SIN resolver" is a kind of Frustration). The title says
none of it when a word of none stands within TITLE_REACH words of it (or of
a concept of it). Siblings are entries of one game, kind and part of the
rulebook (a card's entry, "Redeem Bonus: ... no COIN", is not the rule of
having no COIN). Gated on a word of none in the question and a game term
after it, so other questions pay nothing.

A title that says the thing is there already ("Bouncing left on a Track
that ALREADY has a Frustration", "... que YA tiene Frustración": the
lexicon's `had_titles`) is the other case: when no sibling's title says
none of it, the best sibling whose title does not say so goes first ("que
pasa si rebota a la izquierda y no hay ficha de frustracion": the plain
bounce to the left). Tuning list: top-1 15,835 -> 15,838; top-3,
abstention and false abstention unchanged.

The converse, a kind denied (round rank81): a title that denies the kind
of a term right before it ("Add bought NON-EVENT CARDS to your CV", "Ir
a una UBICACIÓN NO ADYACENTE") is the rule of the other kind. A question
that says the term plainly beside the same word ("do EVENT CARDS I buy get
added to my CV?", "quiero la UBICACIÓN de AL LADO", the glossary's
concept of adjacency) asks the kind the title sets aside, and the close
sibling whose title does not deny it answers ("Bought event cards stay in
your hand", "Cambiar de ubicación cuesta Fichas de Frustración"), as
`said_none_first` chooses: the same reasons up to SAME_UP_TO, same game,
kind and part. Read narrowly, since titles deny deeds far more often
than kinds, and the rule of the deed denied is then the answer ("NO free
Mood Track, NO location CHANGE" for "can I still change location?",
"los dados gastados en comprar NO sirven para PAGAR costes" for "¿me
sirven para pagar?"): the word of denial (lexicon `denied_kinds`: "not",
folded from "non-", and "no"; not "without"/"sin", a case of having none
a question may tell in other words) stands right before the term, no
stopword between (`tight`), and the word the term qualifies stands beside
it on the language's side (`qualified`: after it in English, "non-event
CARDS"; before in Spanish, "UBICACIÓN no adyacente"), the same word as in
the question; the term is of the game's glossary, not of an everyday
group ("NO ganas MÁS"), and the question says no word of none within
NONE_REACH words before it ("if I CAN'T pay for the MEMORY"). Gated on a
word of denial in the chosen title (one set look-up). Measured on TUNE119
(115 sets, main 9c29097b): top-1 20,863 -> 20,865 (blind55 "do the event
cards go in my CV?", blind68 "quiero ir a la ubicación de al lado"),
top-3 22,119, abstention 3,693, false abstention 546 unchanged. Read from
any word of none near the term in the title, on either side: top-1
20,783 (80 lost: "no location change", "cannot pay", "give no tokens");
with the side and the glossary term but "sin" and a stopword between
allowed: 20,859 and 20,864 (the Spanish "no hay cambio de ubicación",
"no sirven para pagar" lost). The Spanish "cartas compradas QUE NO SEAN
eventos" is not read (a copula between, and the qualified word two words
back): blind108/111/114/115's twin question stays second.

Tuning list (TUNE37): top-1 15,827 -> 15,835 of 16,960 (LOOP's WORK with
no HAPPINESS, CoA's non-adjacent location "que no está al lado"); top-3,
abstention and false abstention unchanged. Read from any word of none
after a thing, with any sibling of the game: 8 won and 9 lost (a verb
denied, "sin resolver", event cards), hence the gates above.
"""

from __future__ import annotations

NONE_REACH = 3  # "no TENGO FICHA de FRUSTRACION": the thing after the word of none and a verb or a kind word
TITLE_REACH = 3  # "with NO HAPPINESS left", "DEPLETION: the MATERIAL deck is EMPTY" (as search.GAP_WINDOW)


def none_things(stems: list[str], concepts: list, none: frozenset[str], none_of: frozenset[str],
                denials: frozenset[str], breaks: frozenset[int], generic: frozenset[str]) -> list[int]:
    """The positions of the game's terms the question says a player has none
    of (`concepts`: the game glossary's concepts at each position, `none`:
    the keys of the words of none; not across a clause break)."""
    found: list[int] = []
    for position, stemmed in enumerate(stems):
        if stemmed not in none or any(not concept.startswith("~common:") for concept in concepts[position][0]):
            continue  # (a word of a game's term: "Frustración SIN resolver" is a kind of Frustración, not none)
        after = position + 1
        while after < len(stems) and after not in breaks and stems[after] in none_of:
            after += 1  # ("sin NINGUNA Ficha", "no ANY coin")
        if stemmed in denials and after == position + 1:
            continue  # ("can't MOVE", "NOT adjacent" said so: a deed denied; "don't have ANY" says none)
        while after < len(stems) and after not in breaks and after <= position + NONE_REACH \
                and concepts[after][0] - generic:
            if after not in found:
                found.append(after)
            after += 1
        if stemmed == "0" and after == position + 1 and position and position not in breaks \
                and concepts[position - 1][0] - generic and position - 1 not in found:
            found.append(position - 1)  # ("HAPPINESS 0", none said after it)
    return found


def title_says_none(title_stems: list[str], title_concepts: list, wanted: set[str], wanted_concepts: set[str],
                    none: frozenset[str]) -> bool:
    """Whether a title says a word of none within TITLE_REACH words of a
    thing wanted (its stem, or a concept of it)."""
    nones = [p for p, word in enumerate(title_stems) if word in none]
    if not nones:
        return False
    things = [p for p, word in enumerate(title_stems) if word in wanted or title_concepts[p] & wanted_concepts]
    return any(abs(a - b) <= TITLE_REACH for a in nones for b in things)


def title_says_had(title_words: list[str], title_keys: list[str], wanted: set[str], had: frozenset[str]) -> bool:
    """Whether a title says the thing wanted is there already: a word of
    having it still (`had`, folded: "already", "ya") within TITLE_REACH
    words before it ("a Track that ALREADY has a FRUSTRATION", "que YA tiene
    Frustración"), read in its folded words (a stopword such as "ya" is no
    stem)."""
    marks = [p for p, word in enumerate(title_words) if word in had]
    return any(0 < p - mark <= TITLE_REACH for mark in marks for p, own in enumerate(title_keys) if own in wanted)


def said_none_first(chosen: tuple, judged: list[tuple], says_none, sibling, same_up_to: int) -> tuple:
    """`chosen`, or, when its title does not say the none asked of and
    another judged entry that answers as well (the same reasons up to
    `same_up_to`) and is its sibling does, the best such entry; when none
    does and the chosen's title says the thing is there already, the best
    such sibling whose title does not. `says_none(rank)` is 1 for a title
    that says none of the thing, -1 for one that says it is there already,
    0 else; `sibling(rank, other_rank)`."""
    reasons, rank = chosen[0], chosen[1]
    said = says_none(rank)
    if not reasons[0] or said > 0:
        return chosen
    others = [item for item in judged if item[1] != rank and item[0][:same_up_to] == reasons[:same_up_to]
              and sibling(rank, item[1])]
    fitting = [item for item in others if says_none(item[1]) > 0] or \
        ([item for item in others if says_none(item[1]) == 0] if said < 0 else [])
    return max(fitting, key=lambda item: (item[0], -item[1])) if fitting else chosen



def plain_pairs(stems: list[str], concepts: list, none: frozenset[str], breaks: frozenset[int],
                generic: frozenset[str]) -> list[tuple[int, str, int]]:
    """The game's terms the question says plainly beside the word they
    qualify: (the term's position, the word's stem, -1 when the word comes
    before the term or 1 when after) for "the EVENT CARDS" (event, card, 1),
    "una UBICACIÓN ADYACENTE" (adyacent, ubic, -1); a term of the game's
    glossary, not of an everyday group ("no GANAS más" denies a deed); not
    one within NONE_REACH words after a word of none ("if I CAN'T pay for
    the MEMORY", "sin RECUERDO"), nor across a clause break."""
    found: list[tuple[int, str, int]] = []
    for position, own in enumerate(concepts):
        if not any(not concept.startswith("~common:") for concept in own[0] - generic) or stems[position] in none:
            continue  # (a term of the game's glossary, not an everyday group: "no GANAS más" denies a deed)
        before = position - 1
        while before >= 0 and before >= position - NONE_REACH and before + 1 not in breaks \
                and stems[before] not in none:
            before -= 1
        if before >= 0 and before >= position - NONE_REACH and before + 1 not in breaks:
            continue  # ("if I CAN'T pay for the MEMORY", "sin RECUERDO": the question tells none of it)
        for side in (-1, 1):
            beside = position + side
            if 0 <= beside < len(stems) and max(position, beside) not in breaks and stems[beside] not in none:
                found.append((position, stems[beside], side))
    return found


def title_denies(title_stems: list[str], title_concepts: list, tight: frozenset[int],
                 pairs: list[tuple[str, frozenset[str], str, int]], none: frozenset[str]) -> bool:
    """Whether a title denies a term the question says plainly, in the same
    pairing: a word of none right before the term (its stem, or a concept of
    it) and, on the same side as in the question, the word it qualifies
    ("Add bought NON-EVENT CARDS" for "the EVENT CARDS", "una UBICACIÓN NO
    ADYACENTE" for "una UBICACIÓN ADYACENTE"). A deed denied ("NO location
    CHANGE" for "can I still CHANGE LOCATION", "cannot PAY costs") is not
    such a pair: the word beside it stands on the other side, or is another."""
    for mark, word in enumerate(title_stems[:-1]):
        if word not in none or mark not in tight:
            continue  # (not a word of denial, or one a stopword follows: "NO sirven para PAGAR" denies a deed)
        at = mark + 1
        for stemmed, concepts, beside, side in pairs:
            if title_stems[at] != stemmed and not title_concepts[at] & concepts:
                continue
            other = at + 1 if side > 0 else mark - 1
            if 0 <= other < len(title_stems) and title_stems[other] == beside:
                return True
    return False


def said_plain_first(chosen: tuple, judged: list[tuple], denies, sibling, same_up_to: int) -> tuple:
    """`chosen`, or, when its title denies a thing the question says plainly
    (`denies(rank)`), the best other judged entry that answers as well (the
    same reasons up to `same_up_to`), is its sibling and whose title does not
    deny it."""
    reasons, rank = chosen[0], chosen[1]
    if not reasons[0] or not denies(rank):
        return chosen
    fitting = [item for item in judged if item[1] != rank and item[0][:same_up_to] == reasons[:same_up_to]
               and sibling(rank, item[1]) and not denies(item[1])]
    return max(fitting, key=lambda item: (item[0], -item[1])) if fitting else chosen
