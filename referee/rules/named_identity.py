"""Whether two named components are one: a silence of the question's form.

"Is the central LANDFILL in solo THE SAME PILE AS the Discard Pile I burn
MATERIAL into?", "the Solo Achievement card says to record my score with a
marker, is that A DIFFERENT MARKER FROM the Score Markers?", "Is the
DEPLETION card A KIND OF MATERIAL?". A player who mixes up two things of
one game asks whether they are one component, or one of a kind of the
other. The rule that ranks first is the rule of one of them ("take any
MATERIAL from the central LANDFILL", "record your final score with a
marker"): it names the thing, it does not say that it is or is not the
other. A rulebook that means two names for one pile says so in words of
sameness ("the same", "identical").

The question asks it when a word of comparison (`named_identity_cues`:
"same", "different", "misma", "distinto") is followed by a word of a
component's kind (`named_identity_kinds`: "pile", "marker", "mazo") and a
word that links it to the other thing (`named_identity_links`: "as",
"from", "que"), or, in a language that says so
(`named_identity_kind_first`), the kind before the comparison ("un
marcador distinto de"), or when it says a phrase of kind (`named_identity_kind_of`:
"a kind of", "un tipo de") after a word of being (`counted_among_being`).
Only a component's kind: "the same SPACE as another player", "the same
TURN as", "the same VEP as", "the same WAY as", "la misma UBICACIÓN que"
compare places, times and amounts, which rules state. "The same THING as"
is no kind either: "is SALARY the same thing as WORK?" is answered by the
rules of both. It is unanswered when none of the near rules has a word of
sameness or difference (`compared_among_told`, rules/compared_among.py).

On the tuning list: abstention 2,839 -> 2,842 (all in blind88: the
central LANDFILL "the same pile as" the Discard Pile, the solo score's "a
different marker from" the Score Markers, DEPLETION "a kind of"
MATERIAL), top-1, top-3 and false abstention unchanged.

A reading offered and asked against "something different" ("are the
'central spaces' just levels 2 and 3, OR IS THAT SOMETHING DIFFERENT?",
"¿son las de barra roja o es OTRA COSA DISTINTA?", `named_identity_or_else`)
asks the same: whether a word of the rulebook is one named thing. Not
"something else" / "otra cosa" alone, which asks for a stand-in ("se nos
acabaron las fichas, ¿podemos usar otra cosa?") or another way, nor
"does Meditate DO SOMETHING DIFFERENT in solo?" / "¿hace ALGO DISTINTO en
solitario?", a mode compared, which its rule states (with "algo
distinto" and a bare "something different", 2 answerable questions of
blind11 and blind17 abstained). On the tuning list: abstention 2,842 ->
2,843 (blind88's "exigen sacrificios ... o es otra cosa distinta"; the
"central spaces" stay answered, a near rule has a word of sameness),
top-1, top-3 and false abstention unchanged.

After a word of sameness, a link that may open a relative clause (Spanish
"que", `named_identity_relative_links`) links two things only when another
thing named with its article follows ("la misma pila QUE LA Discard
Pile", `named_identity_compared_next`): "¿puedo jugar esa misma carta QUE
SAQUÉ este turno?" points at one card, whose rule answers (`_same_linked`).
"de" stays a link: "la misma carta DE Carrera" names a card, but so does
"¿son la misma carta de CAREER con dos nombres?", which asks it, and two
unanswerable questions of the tuning list abstained by it. Round fabst3,
TUNE151: false abstention -1 (with rules/limit_counts.py `_typed_before`,
724 -> 720), top-1, top-3 and abstention unchanged; CHECK4 unchanged.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_set
from referee.rules.phrase_lists import listed_starts
from referee.rules.unstated_specifics import entry_sentences, sentence_words


def _asked(said: list[str], lang: str) -> str | None:
    """The words that ask whether two components are one, in one sentence's folded words, or None."""
    cues = question_form_set(lang, "named_identity_cues")
    kinds = question_form_set(lang, "named_identity_kinds")
    links = question_form_set(lang, "named_identity_links")
    # (Spanish puts the comparison after the kind: "un marcador DISTINTO de"; English after the owner:
    # "is the black side of the REPUTATION token DIFFERENT from the other side" compares sides, not tokens)
    kind_first = bool(question_form(lang).get("named_identity_kind_first", False))
    same_cues = question_form_set(lang, "named_identity_same_cues")
    for at, word in enumerate(said[:-1]):
        if word not in cues:
            continue
        if at + 2 < len(said) and said[at + 1] in kinds and said[at + 2] in links \
                and (word not in same_cues or _same_linked(said, at + 2, lang)):
            return " ".join(said[at:at + 2])  # ("the same PILE as")
        if kind_first and at and said[at - 1] in kinds and said[at + 1] in links:
            return " ".join(said[at - 1:at + 1])  # ("un marcador distinto de", "a marker different from")
    for start in listed_starts(said, lang, "named_identity_or_else"):
        return " ".join(said[start:start + 3])  # ("just levels 2 and 3, or is that SOMETHING DIFFERENT?")
    being = question_form_set(lang, "counted_among_being")
    for start in listed_starts(said, lang, "named_identity_kind_of"):
        if not being.isdisjoint(said[:start]):
            return " ".join(said[start:start + 3])
    return None


def _same_linked(said: list[str], at: int, lang: str) -> bool:
    """Whether the link at `at`, after a word of sameness and a kind, links
    to the other thing: a link that may open a relative clause
    (`named_identity_relative_links`, "que") only when another thing named
    with its article follows (`named_identity_compared_next`: "la misma pila
    QUE LA Discard Pile"), not a clause that points at one thing ("esa misma
    carta QUE SAQUÉ este turno", which asks of that card, not of two)."""
    if said[at] not in question_form_set(lang, "named_identity_relative_links"):
        return True
    return at + 1 < len(said) and said[at + 1] in question_form_set(lang, "named_identity_compared_next")


def unstated_identity(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask whether two named components are one when no rule
    of `near` has a word of sameness or difference; else None."""
    lang = lang_index.lang
    cues = question_form_set(lang, "named_identity_cues") | question_form_set(lang, "named_identity_kind_words") \
        | question_form_set(lang, "named_identity_or_else_words")
    for said in sentence_words(query):
        if cues.isdisjoint(said):
            continue  # (no word of comparison or of kind: most sentences)
        asked = _asked(said, lang)
        if asked is None:
            continue
        told = question_form_set(lang, "compared_among_told")
        if any(not told.isdisjoint(sentence) for number in near for sentence in entry_sentences(number, lang_index)):
            return None
        return asked
    return None
