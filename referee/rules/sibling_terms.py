"""A rule about one term of a kind does not answer for its sibling.

"Can I spend REPUTATION for an extra QUALITY on the MATERIAL I take with
RECYCLE?": LOOP's rule "BUY: 1 REPUTATION = +1 QUALITY" holds every other
word of the question, so the search judged it an answer; but it is a rule
of BUY, and RECYCLE is another of the things a player does, of which the
rule says nothing. "¿Puedo hacer BARTER con un MATERIAL de mi LANDFILL?"
beside "SHARE ... the GLASS breaks, goes to P3's LANDFILL" alike. The
rulebook is silent about the term asked: the search abstains, unless another
close entry covers it.

Which terms are siblings is data: the game's glossary lists its kinds
(`[[kinds]]` in `rulesets/<game>/glossary.toml`: each a list of glossary
terms by their first English name: LOOP's turn actions and FAVOURs, its
CAREERs, its EVENTs). A kind is read so only when it is plain:

* the question names a term X of a kind (a canonical name of X in any
  language, as the question's stems: "RECYCLE", "reciclar") and names no
  other term of that kind;
* the entry is about one term Y of that kind: the head of its title (before
  the colon) names Y and no other term of the kind ("BUY: 1 REPUTATION ...",
  "Al Comprar: ...", "Landfill Tax (continuous): ..."); an entry whose
  title names the kind or several of its terms ("Do exactly 1 of WORK, BUY
  or CONSUME") is a rule for them together and is not judged;
* the entry never names X (title, aliases, text or note).

Only the canonical name of each term in each language counts: a synonym of
everyday speech ("trade", "sell", "job") is no sign the question names the
term. A name that is also a common word of the game's questions ("Saver":
"save"; "Seguro": "sure") is left out of its kind.

When the first entry is set aside so, the entry about the term asked, close
behind it, goes first and answers if it lacks at most one topic word
(`search._sibling_set_aside`): "can I play RESELL on someone who has ONLY 1
COIN?" gets RESELL's rule, not BUY's.

Counts on the tuning sets (8,159 answerable, 1,508 unanswerable), LOOP's
actions and FAVOURs: abstention 1228 -> 1230, top-1 7563 -> 7565, false
abstention 200 and top-3 unchanged. Without the term's own entry going
first (and every candidate judged so inside `search._best_covering`, where
a set-aside entry loses its place), the same 2 abstentions cost 3 false
abstentions: RESELL's rule, lacking "only", did not answer either. LOOP's CAREERs and EVENTs,
CV's card types, Adulthood's lower action spots and Coming of Age's Traits
and Goals changed nothing on the tuning sets (kept: they are the same
reading); Adulthood's four categories (Career, Community, Leisure,
Wellness) cost a false abstention ("Donate (Community lower)" for a
question naming a Career action too) and are left out.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, NamedTuple

from referee.rules import corpus
from referee.rules.normalize import terms

if TYPE_CHECKING:
    from referee.rules.index_types import Index

Forms = tuple[tuple[str, ...], ...]  # the stems of each canonical name of one term


def kind_tables(game: str) -> list[tuple[dict, list]]:
    """Each `[[kinds]]` table of `game`'s glossary with its members' glossary
    terms, in order (a name the glossary does not know is left out)."""
    path = corpus.rulesets_dir() / corpus.game_id(game) / "glossary.toml"
    if not path.is_file():
        return []
    by_name = {term.in_lang("en")[0].casefold(): term for term in corpus.glossary(game) if term.in_lang("en")}
    return [(kind, [term for name in kind.get("members", []) if (term := by_name.get(str(name).casefold()))])
            for kind in corpus.read_toml(path).get("kinds", [])]


def _kinds(game: str, told_apart_only: bool = False) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """The kinds of `game` as its glossary lists them: for each, the canonical
    names (every language) of its terms (read at index build time only).
    `told_apart_only`: only the kinds whose English names tell their entries
    apart in every language (not those marked `english_aside`)."""
    return tuple(tuple(tuple(names[0] for _, names in term.names if names) for term in members)
                 for kind, members in kind_tables(game)
                 if not (told_apart_only and kind.get("english_aside", False)))


@lru_cache(maxsize=8)
def one_at_a_time(game: str) -> tuple[frozenset[int], ...]:
    """For each kind of `game` (as `_kinds` lists it), its members of which a
    player does one at a time (`one_at_a_time` of the glossary's kind: LOOP's
    WORK, BUY and CONSUME, a turn's one action), by their place in the kind.
    Read from the glossary when first asked (a search seldom needs it)."""
    found = []
    for kind, members in kind_tables(game):
        alone = {str(name).casefold() for name in kind.get("one_at_a_time", [])}
        found.append(frozenset(place for place, term in enumerate(members) if term.in_lang("en")[0].casefold() in alone))
    return tuple(found)


def build_forms(game: str, lang: str) -> tuple[tuple[Forms, ...], ...]:
    """`_kinds` of `game` as stems of `lang` (a name of any language keyed the
    way a text of `lang` that quotes it is: "ACQUIRE" in a Spanish question).
    Built with the index and kept in its cache (`Index.sibling_kinds`), so
    that a search reads no glossary file."""
    return tuple(tuple(tuple(tuple(stems) for name in names if (stems := terms(name, lang)))
                       for names in kind) for kind in _kinds(game))


def build_told_apart(game: str, lang: str) -> frozenset[str]:
    """The one-stem canonical names (as stems of `lang`) of the terms of
    `game`'s kinds whose English card names tell their entries apart in
    `lang` too: a question of `lang` that types one of them in capitals ("el
    BARTER", "un ACQUIRE") keeps the card's word (`search._seldom_written`).
    A kind marked `english_aside` in the glossary is left out: its rules of
    `lang` name each member by its own term everywhere and write the English
    name only as an aside in the member's own title ("Becario (Intern)"), so
    "el INTERN" of a Spanish question is the Becario of every rule."""
    return frozenset(stems[0] for kind in _kinds(game, told_apart_only=True) for names in kind for name in names
                     if len(stems := terms(name, lang)) == 1)


def _forms(index: Index, game: str, lang: str) -> tuple[tuple[Forms, ...], ...]:
    """The kinds of `game` as stems of `lang`, from the index."""
    return index.sibling_kinds.get(lang, {}).get(game, ())


def _names(forms: Forms, stems: list[str] | tuple[str, ...], present: frozenset[str] | set[str] | None = None) -> bool:
    """Whether one of the `forms` stands, its stems in a row, in `stems`
    (`present`, the set of `stems` when the caller has it, rules out at once
    a form with a stem the text lacks: most forms, for most texts)."""
    for form in forms:
        if present is not None and form[0] not in present:
            continue
        width = len(form)
        for start in range(len(stems) - width + 1):
            if tuple(stems[start:start + width]) == form:
                return True
    return False


class Unnamed(NamedTuple):
    """The term a question names that an entry about its sibling never names."""

    position: int  # where the question names it (its first stem)
    kind: int  # which of the game's kinds
    member: int  # which term of that kind
    width: int = 1  # how many stems its name takes in the question


def _head(entry: corpus.Entry, lang: str) -> list[str]:
    """The stems of the head of an entry's title: what it is about ("BUY" of "BUY: 1 REPUTATION = ...")."""
    return terms(entry.title.split(":", 1)[0], lang)


def unnamed_sibling(question_stems: list[str], question_lang: str, entry: corpus.Entry,
                    entry_lang: str, index: Index) -> Unnamed | None:
    """The term the question names that `entry`, about a sibling of it,
    never names (None when the entry may answer: see the module's reading)."""
    question_kinds = _forms(index, entry.game, question_lang)
    if not question_kinds:
        return None
    entry_kinds = _forms(index, entry.game, entry_lang)
    present = set(question_stems)
    head = None  # (stemmed only when the question names one term of a kind: most name none)
    whole = None
    for kind, (asked_forms, told_forms) in enumerate(zip(question_kinds, entry_kinds)):
        asked = [n for n, forms in enumerate(asked_forms) if _names(forms, question_stems, present)]
        if len(asked) != 1:
            continue
        if head is None:
            head = _head(entry, entry_lang)
        about = [n for n, forms in enumerate(told_forms) if _names(forms, head)]
        if len(about) != 1 or about[0] == asked[0]:
            continue
        if whole is None:
            whole = terms("\n".join((entry.title, *entry.aliases, entry.text, entry.note or "")), entry_lang)
        if _names(told_forms[asked[0]], whole):
            continue
        form = next(form for form in asked_forms[asked[0]] if _names((form,), question_stems))
        position = next(start for start in range(len(question_stems))
                        if tuple(question_stems[start:start + len(form)]) == form)
        return Unnamed(position, kind, asked[0], len(form))
    return None


def own_alternative(entry: corpus.Entry, entry_lang: str, unnamed: Unnamed, index: Index) -> Forms:
    """The names (stems of `entry_lang`) of the term of the set-aside term's
    kind that `entry` is about (its title's head names it), when both are
    done one at a time (`one_at_a_time`: one is done instead of the other);
    else none."""
    forms = _forms(index, entry.game, entry_lang)
    if unnamed.kind >= len(forms):
        return ()
    alone = one_at_a_time(entry.game)
    alone = alone[unnamed.kind] if unnamed.kind < len(alone) else frozenset()
    if unnamed.member not in alone:
        return ()
    head = _head(entry, entry_lang)
    about = [member for member, names in enumerate(forms[unnamed.kind]) if _names(names, head)]
    return forms[unnamed.kind][about[0]] if len(about) == 1 and about[0] in alone else ()


def names_in(forms: Forms, stems: list[str]) -> bool:
    """Whether one of the `forms` (a term's names as stems) stands, its stems in a row, in `stems`."""
    return _names(forms, stems)


def is_about(entry: corpus.Entry, entry_lang: str, unnamed: Unnamed, index: Index) -> bool:
    """Whether `entry` is about the term set aside (its title's head names it and no sibling of it)."""
    forms = _forms(index, entry.game, entry_lang)
    if unnamed.kind >= len(forms):
        return False
    head = _head(entry, entry_lang)
    return [n for n, member in enumerate(forms[unnamed.kind]) if _names(member, head)] == [unnamed.member]
