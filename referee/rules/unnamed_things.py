"""An entry of a named thing the question does not name.

A game's cards that each have a name (LOOP's careers and events, Coming of
Age's traits and goals) have each an entry whose title begins with the name
(`combined.named_things`: "Scavenger: LANDFILL picking, RECYCLE as RESELL",
"Chef: Supersize", "Landfill Tax (continuous): 1 COIN per MATERIAL..."). Its
text tells what that one card changes, in the words of the rule it changes,
so it shares a question's words with the rule itself: "can I play RESELL on
someone who has only 1 COIN?" holds RESELL and COIN as the Scavenger's entry
does. A question that does not name the card asks the rule; of two close
entries of one game, the one about an unnamed card does not go first
(`search._best_covering`).

Only the entries of a catalog count: a section of the game where most
entries (CATALOG_SHARE of CATALOG_ENTRIES or more) are named things, one card
each (LOOP's Career Overview and Event Overview, Coming of Age's Traits). A
named title elsewhere is a rule's ("Tiebreak: fewest CV cards wins").

A question names a thing when it holds every word of one of its names, or a
glossary concept of the game that its name says and few entries hold
(a Spanish question says "RENEW" for "Renovar").

The converse (`named_thing`): of two close entries of one game, the entry of
a thing the question names goes before one of no named thing, the general
rule that also holds the question's words ("Acción de Entrevista: ¿qué hace
y cuánto cuesta?": the Interview spot, not the promotion it leads to). Here
any entry whose title begins with a name counts, in a catalog or not; a name
a negation comes just before is named to be set aside ("las carreras que NO
son el becario"). And the question's word for the thing's kind, beside its
name, is no topic its entry must say (`kind_beside_name`): "la FAVOUR azul
RENEW" asks RENEW's rule, which never says RENEW is a FAVOUR; the kind is
the first part of the entry's id ("favour.solo-renew"). On the tuning sets
(issue 12): top-1 8,683 -> 8,686 of 9,359 (RENEW x2, the Interview, the
Salesman's ACQUIRE; nothing lost), top-3, abstention and false abstention
unchanged. Without the negation, "las carreras que no son el becario" went
to the Intern's entry (-1).

Nor is an unnamed card's entry the general rule (`unnamed_card`): of the close entries `_best_covering`
judges, it loses the rank of "general" as a variant's entry the question does not name does, so it no longer
passes the rule by holding one more of the question's topics (the Hidden Clause event over the cleared
CREDIT CARD, the Landfill Tax event over the LANDFILL Penalty, BOGOF over BUY).
"""

from __future__ import annotations

from referee.rules.combined import _ALTERNATIVE, NAME_ENTRIES, holders, named_things
from referee.rules.normalize import stem, terms

CATALOG_ENTRIES = 5  # entries of a section that make it a catalog, when most of them are named things ...
CATALOG_SHARE = 0.8  # ... this share of them

# (index id, ...) -> (the index, kept alive so that its id is not reused; what was worked out of it)
_NAME_CONCEPTS: dict[tuple[int, int], tuple[object, frozenset[str]]] = {}
_CATALOGS: dict[tuple[int, str], tuple[object, frozenset[int]]] = {}


def catalog_entries(index, lang_index, game: str) -> frozenset[int]:
    """The named-thing entries of `game` in its catalog sections."""
    cache_key = (id(lang_index), game)
    kept = _CATALOGS.get(cache_key)
    if kept is None:
        named = named_things(index, lang_index, game)
        sections: dict[str, list[int]] = {}
        for number in range(lang_index.gap_start):
            entry = lang_index.docs[number].entry
            if entry.game == game:
                sections.setdefault(entry.section, []).append(number)
        kept = _CATALOGS[cache_key] = (lang_index, frozenset(
            number for numbers in sections.values()
            if len(numbers) >= CATALOG_ENTRIES and sum(n in named for n in numbers) >= CATALOG_SHARE * len(numbers)
            for number in numbers if number in named))
    return kept[1]


def _name_concepts(lang_index, number: int, thesaurus, game: str) -> frozenset[str]:
    """The game's glossary concepts said in the names of an entry's title head that at most NAME_ENTRIES
    rule entries hold."""
    cache_key = (id(lang_index), number)
    kept = _NAME_CONCEPTS.get(cache_key)
    if kept is None:
        prefix = f"~{game}:"
        said = set()
        for name in _ALTERNATIVE.split(lang_index.docs[number].entry.title.split(":", 1)[0]):
            for _, _, concepts in thesaurus.matches(terms(name, lang_index.lang), lang_index.lang):
                said.update(concept for concept in concepts if concept.startswith(prefix))
        kept = _NAME_CONCEPTS[cache_key] = (lang_index, frozenset(
            concept for concept in said if len(holders(lang_index, game, concept)) <= NAME_ENTRIES))
    return kept[1]


def _head_names(lang_index, number: int) -> tuple[tuple[str, ...], ...]:
    """The stems of each name of an entry's title head ("Becario (Intern)": ("becari",), ("intern",)), every
    word of them: a name's common word ("Frustrado", of "frustración") names it as well as a rare one."""
    head = lang_index.docs[number].entry.title.split(":", 1)[0]
    return tuple(tuple(terms(name, lang_index.lang)) for name in _ALTERNATIVE.split(head))


head_names = _head_names  # (rules/named_alike.py reads the names of a first entry's rival)


def unnamed_thing(number: int, stems: list[str], held: set[str], index, lang_index) -> bool:
    """Whether entry `number` is a named thing's (its title begins with a name) that the question (its
    `stems`; `held`: the question's tokens the entry holds) does not name."""
    if number >= lang_index.gap_start:
        return False
    game = lang_index.docs[number].entry.game
    if number not in catalog_entries(index, lang_index, game):
        return False
    asked = set(stems)
    if any(name and set(name) <= asked for name in _head_names(lang_index, number)):
        return False
    return not (_name_concepts(lang_index, number, index.thesaurus(game), game) & held)


def unnamed_card(number: int, stems: list[str], surface: list[str], held: set[str], index, lang_index) -> bool:
    """Whether entry `number` is a named card's of a catalog (`unnamed_thing`) that the question does not name,
    as read or as typed (`surface`, its folded words: "Redeem Bonus: ...?" names the event, though a Spanish
    question reads its "Bonus" as "bonificación"). Such an entry is no more the general rule than a variant's
    the question does not name, and does not pass a close rule entry by holding more of the question's topics
    (`search._best_covering`): "When I PAYOFF a CREDIT CARD, where do the COIN go once it's cleared?" asks the
    rule of the cleared card, not the Hidden Clause event that also moves paid COIN to the WORK AREA; "i end
    with 7 MATERIAL in my LANDFILL, what does that cost me" the LANDFILL Penalty, not the Landfill Tax event.
    Tuning list (TUNE115, 111 sets): top-1 20,221 -> 20,232 of 21,760 (the CREDIT CARD cleared x3, the
    LANDFILL Penalty x2, BUY and the Scavenger past BOGOF, the forced CREDIT CARD past Bad Debt...; "Redeem
    Bonus" read only as read, 20,231); top-3, abstention and false abstention unchanged. A name said in part
    (any rare word of it) kept too many cards named: "LANDFILL" is half of "Landfill Tax", "BUY" of "Buy More
    Earn More" (top-1 20,229)."""
    lang = lang_index.lang
    typed = [stem(word, lang) for word in surface]
    return unnamed_thing(number, [*stems, *typed], held, index, lang_index)


NAME_DENIED_REACH = 3  # a negation this many words or fewer before a name puts the thing aside ("las que NO son el becario")


def named_thing(number: int, stems: list[str], held: set[str], index, lang_index,
                negations: frozenset[str] = frozenset()) -> bool:
    """Whether entry `number` is a named thing's (its title begins with a name, `combined.named_things`,
    in a catalog or not) that the question (`stems`; `held`: its tokens the entry holds) names: every
    word of one of its names, or a glossary concept its name says and few entries hold ("RENEW" in a
    Spanish question, for "Renovar azul"). A name a negation (of `negations`) comes just before
    names the thing to set it aside ("the careers that are NOT the intern"): not so named."""
    if number >= lang_index.gap_start:
        return False
    game = lang_index.docs[number].entry.game
    if number not in named_things(index, lang_index, game):
        return False
    denied = {position for position, stem in enumerate(stems) if stem in negations}
    if any(start - NAME_DENIED_REACH <= position < start for position in denied
           for start, stem in enumerate(stems) if stem in _head_words(lang_index, number)):
        return False
    asked = set(stems)
    if any(name and set(name) <= asked for name in _head_names(lang_index, number)):
        return True
    return bool(_name_concepts(lang_index, number, index.thesaurus(game), game) & held)


def _head_words(lang_index, number: int) -> frozenset[str]:
    """Every stem of every name of an entry's title head."""
    return frozenset(word for name in _head_names(lang_index, number) for word in name)


def kind_beside_name(evidence: tuple, number: int, stems: list[str], thesaurus, lang_index) -> tuple:
    """`evidence` (of entry `number`, one (word, is a topic, covered) per stem of the question) with the
    question's word for the kind of the named thing the entry is about counted as covered: "la FAVOUR azul
    RENEW" names a FAVOUR, and RENEW's entry ("Renovar azul: ...") never needs to say it is one. The kind
    is the first part of the entry's id, shared by every language ("favour.solo-renew", "goal.hobby",
    "career.chef"), read through the game's glossary (a Spanish "objetivo" is a "goal"). Call it only for
    an entry the question names (`named_thing`)."""
    group = lang_index.docs[number].entry.id.split(".", 1)[0]
    kind = frozenset().union(*(own for own, _ in thesaurus.concepts_at(terms(group, "en"), "en")))
    if not kind:
        return evidence
    at = thesaurus.concepts_at(stems, lang_index.lang)
    return tuple((word, topic, covered or (topic and not kind.isdisjoint(at[position][0])))
                 for position, (word, topic, covered) in enumerate(evidence))
