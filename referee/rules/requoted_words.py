"""A word of a quoted rule quoted again and read two ways: a silence of the question's form.

A rules lawyer quotes the rule, then singles out one of its words and asks
which of two readings it bears: "Hoarder says 'at least 9 Tokens total,
combining Willpower and Motivation Tokens'. does 'COMBINING' mean I need one
of each kind, OR do 9 Willpower Tokens satisfy it?", "the card says 'ignores
all requirements'. is the friendship level one of those 'REQUIREMENTS', OR a
separate condition?", "Dice 'si el mazo se ha acabado, baraja el descarte'.
¿'SE HA ACABADO' vale con una carta en el mazo, O tiene que estar vacío?".
The player has read the sentence (the entry that holds it ranks first and
covers every word asked) and tells it does not settle their case: its words
are all the rulebook says, and which reading they bear is what they ask. A
careful reader answers that the rulebook leaves it open.

The form, on the question as typed (quotation marks kept):

* a quote of at most REQUOTED_MAX_WORDS words whose words stand, in order,
  inside an earlier, longer quote: the word of the rule asked about;
* a word of "or" (`requoted_or`: "or", "o", "u") outside quotation marks
  after the earlier quote: two readings offered side by side;
* the word re-quoted not itself offered against another quoted word ("is it
  'may' OR 'must'?" asks which word the rule uses, and the quoted rule
  answers by its own wording);
* the first entry is the rule quoted: it copies the earlier quote word for
  word (`holds_passage`). When another rule ranks first, it speaks of the
  case and may settle the reading.

A question that asks what the word means without offering readings ("what
does 'Positional' mean?") is no form of it: a rule may define the word.
Nor is the rule's own word of "or" quoted again ("Interview: 'draw a new
Career card, OR get Promoted if you're Grown Up'. Once I'm Grown Up, is
the 'OR' my choice, or does it only promote?"): a rule that joins two acts
by "or" offers the player either, and its two halves are there to read
(round lawyerthree: false abstention -1, blind197, nothing else moved).
Round lawyerabst (TUNE201): of the 9 questions of the tuning and check
lists that quote a word of a passage they quoted before, 7 are unanswerable
and all 7 say "or"; of the 2 answerable, one offers no reading ("what does
'Positional' mean?") and one offers quoted words ("'may' or 'must'?"). Of
the 7, 5 have the rule quoted first (blind138's BOGOF, blind196's Hoarder,
Rob's requirements, the Life icon's 'already', the CREDIT CARD's 'them')
and now abstain; the 2 whose first entry is another rule (blind139's
Campaign, blind196's Rob 'posible') keep their answer.
"""

from __future__ import annotations

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.quoted_wording import copied_pairs, copies
from referee.rules.quotes import quoted_spans

REQUOTED_MAX_WORDS = 4  # a word or short phrase of the rule ("combining", "if there is any"), not a second passage


def _inside(short: list[str], long: list[str]) -> bool:
    """Whether the words `short` stand, in order and together, inside the
    longer run `long`."""
    return len(short) < len(long) and any(long[start:start + len(short)] == short
                                          for start in range(len(long) - len(short) + 1))


def _offered_against_quote(text: str, spans: list[tuple[int, int]], place: int, either: frozenset[str]) -> bool:
    """Whether the quote at `place` of `spans` has, right before or right
    after it, a word of "or" and another quote ("'may' OR 'must'")."""
    start, end = spans[place]
    if place + 1 < len(spans) and (between := words(text[end:spans[place + 1][0]])) and \
            len(between) == 1 and between[0] in either:
        return True
    if place and (between := words(text[spans[place - 1][1]:start])) and len(between) == 1 and between[0] in either:
        return True
    return False


def unstated_reading(typed: str | None, first: int, index: Index, lang_index: LangIndex) -> str | None:
    """The word of a quoted rule that the question `typed` (as typed,
    quotation marks kept) quotes again and offers two readings of, when the
    first entry is the rule quoted (`holds_passage`); or None (most
    questions: fewer than two quotes)."""
    if not typed:
        return None
    spans = quoted_spans(typed)
    if len(spans) < 2:
        return None
    lang = lang_index.lang
    either = question_form_set(lang, "requoted_or")
    quoted = [words(typed[start:end]) for start, end in spans]
    for place, asked in enumerate(quoted):
        if not asked or len(asked) > REQUOTED_MAX_WORDS or either.issuperset(asked):
            continue  # (the rule's own "or" quoted again, "is the 'OR' my choice, or ...?": the either/or it offers)
        earlier = next((before for before in range(place) if _inside(asked, quoted[before])), None)
        if earlier is None or _offered_against_quote(typed, spans, place, either):
            continue
        if _or_outside(typed, spans, earlier, either) and holds_passage(quoted[earlier], first, index, lang_index):
            return " ".join(asked)
    return None


def holds_passage(passage: list[str], number: int, index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry `number` is the rule the player quoted: its text
    copies the `passage` (folded words) word for word, in its own language
    or in its English twin for a question quoting the English rulebook
    (rules/quoted_wording.py `copied_pairs`, `copies`). When another entry
    ranks first, another rule speaks of the case and may settle the reading
    ("'Place your BROKEN MATERIAL in your own LANDFILL'. If the MATERIAL was
    another player's, is 'your own' mine or theirs?" is answered by the rule
    of a broken MATERIAL, which goes to its owner's LANDFILL)."""
    entry = lang_index.docs[number].entry
    texts = [(f"{entry.title} {entry.text}", lang_index.lang)]
    english = index.langs.get("en") if lang_index.lang != "en" else None
    twin = english.by_key.get((entry.game, entry.id)) if english else None
    if twin is not None:
        other = english.docs[twin].entry
        texts.append((f"{other.title} {other.text}", "en"))
    return copies(*copied_pairs([passage], texts))


def _or_outside(text: str, spans: list[tuple[int, int]], earlier: int, either: frozenset[str]) -> bool:
    """Whether a word of "or" stands outside quotation marks after the quote
    at `earlier` of `spans`."""
    ends = [end for _, end in spans[earlier:]]
    starts = [start for start, _ in spans[earlier + 1:]] + [len(text)]
    return any(not either.isdisjoint(words(text[end:start])) for end, start in zip(ends, starts))
