"""Whether a variant exists, which only a rule about a variant or mode answers.

"Is there an easier kids variant without the bad luck rule?", "¿Hay una
variante oficial de CV con los objetivos públicos boca abajo?". The rule
that ranks first speaks of the thing the variant would change (the bad luck
rule, the public goals), but it is the rule itself, not a variant of it: a
rulebook offers a variant only where it says so, in a part about a variant
or a mode ("Two-Player Variant", "Solo Mode", "Modo Cooperativo") or a rule
of how a player count plays ("What changes with 2 players"). When the first
entry is none of these, the rulebook is silent about the variant asked.

The question asks whether a variant exists: it holds a word of
`question_form.variant_asked` (variant, variante) and a phrase of
`variant_exists` ("is there", "hay", "existe"); or it says a word of
`variant_bare` (variant, variante: not "variation", which also means a
difference) in any other way, "¿se puede jugar CV con los objetivos boca
abajo, COMO VARIANTE?", "VARIANTE draft objetivos de vida", unless within
MODE_REACH words of it a mode or a player count names a variant the game
has ("VARIANTE A 2 JUGADORES: ¿de dónde salen las fichas?" asks a rule of
that variant). The entry is about a
variant when its section or title holds a word of `variant_entry`
(variant, mode, solo, modo, solitario) or a number before a word of player
("2 players", "dos jugadores").

On the tuning sets (round 20): 2 abstentions more (1 English, 1 Spanish),
nothing else moved; the bare variant: 2 more (blind36, blind48, CV, both
Spanish), no answerable question moved (without the look for a mode
beside it, CoA's "Variante a 2 jugadores" lost its answer; with
"variation" bare too, one more abstention, by chance: "the heart comes in
several variations" asks what is printed).

A variant is asked by its motive too (`unstated_motive`): leave for a
change of the game's pace or feel, "¿se pueden mezclar los tres mazos
para una partida más loca?", "can we play with six cards in the market for
more options?", "¿puedo jugar con dos profesiones para que sea más
fácil?". The motive makes the change a house rule, not a move of the
game: the question asks leave (or whether there is one) and, within
MOTIVE_REACH words after a word that opens a motive
(`question_form.variant_motive_openers`: "to", "so that", "para que",
"queremos"), says a phrase of `variant_motives` ("easier", "a shorter
game", "más opciones", "acabe antes"). A rulebook offers such a change only
where it speaks of it: a near entry that says a word of the motive (or of
difficulty, `variant_motive_rule`: "if Rob is too hard to beat...")
answers ("is there a way to make Rob easier?"); otherwise it is silent.
A game to teach or learn the rules is such a motive ("can we play with
Values face up FOR A TEACHING GAME?", "para ENSEÑAR EL JUEGO"): a house
rule for new players (round bigsil: TUNE117 abstention +1, blind112;
nothing else moved). A motive that speaks of one thing, not the game ("to clear my credit card
faster"), is no phrase of the list. On the tuning sets: 5 abstentions more
(blind14, blind31; all Spanish), nothing else moved; with the three nearest
entries instead of the first (`silences.MOTIVE_ENTRIES`), LOOP's "careers
differ in difficulty" kept "two careers to make it easier" answered.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import PLAYER_WORDS, key, question_form, words
from referee.rules.unstated_specifics import holds

_PLAYERS = frozenset(PLAYER_WORDS)
# words either side of a variant word within which a mode or player count names it ("variante A 2 JUGADORES")
MODE_REACH = 3
MOTIVE_REACH = 4  # words after a word that opens a motive within which the motive begins ("para QUE la partida ACABE antes")


@lru_cache(maxsize=8)
def _lists(lang: str) -> tuple[frozenset[str], tuple[tuple[str, ...], ...], frozenset[str], frozenset[str]]:
    form = question_form(lang)
    return (frozenset(form.get("variant_asked", ())),
            tuple(tuple(words(phrase)) for phrase in form.get("variant_exists", ())),
            frozenset(form.get("variant_entry", ())),
            frozenset(form.get("variant_bare", ())))


def asked_variant(query: str, lang: str) -> str:
    """The word of the variant whose existence the question asks, or ""."""
    asked, exists, _, bare = _lists(lang)
    said = words(query)
    variant = next((word for word in said if word in asked), "")
    if not variant:
        return ""
    if holds(said, exists):
        return variant
    if variant not in bare:
        return ""
    at = said.index(variant)
    return "" if names_mode(said[max(0, at - MODE_REACH):at] + said[at + 1:at + MODE_REACH + 1], lang) else variant


def names_mode(said: list[str], lang: str) -> bool:
    """Whether the words `said` name a mode or a player count ("solo", "modo",
    "two-player", "a 2 jugadores"): a variant named so is one the game has."""
    if not _lists(lang)[2].isdisjoint(said):
        return True
    players = _player_stems(lang)
    return any(key(word, lang).isdigit() and key(said[n + 1], lang) in players for n, word in enumerate(said[:-1]))


@lru_cache(maxsize=8)
def _player_stems(lang: str) -> frozenset[str]:
    """The stems of the words of player in `lang` (made once)."""
    return frozenset(key(word, lang) for word in PLAYER_WORDS)


def about_variant(section: str, title: str, lang: str) -> bool:
    """Whether an entry's section or title is about a variant or a mode, or
    about how a player count plays ("What changes with 2 players")."""
    said = words(f"{section} {title}")
    if not _lists(lang)[2].isdisjoint(said):
        return True
    return any(key(word, lang).isdigit() and said[n + 1] in _PLAYERS for n, word in enumerate(said[:-1]))


def unstated(query: str, first: int, lang_index: LangIndex) -> str:
    """The word of the variant asked, when the first entry (the one that would
    answer) is about no variant or mode; "" otherwise."""
    variant = asked_variant(query, lang_index.lang)
    if not variant:
        return ""
    entry = lang_index.docs[first].entry
    return "" if about_variant(entry.section, entry.title, lang_index.lang) else variant


@lru_cache(maxsize=8)
def _motive_lists(lang: str) -> tuple[tuple[tuple[str, ...], ...], tuple[tuple[str, ...], ...], frozenset[str],
                                     frozenset[str]]:
    """The openers and motives of `lang` as word tuples, and the stems of a
    rule's words of difficulty and of the words that tell no motive."""
    form = question_form(lang)
    return (tuple(tuple(words(phrase)) for phrase in form.get("variant_motive_openers", ())),
            tuple(tuple(words(phrase)) for phrase in form.get("variant_motives", ())),
            frozenset(key(word, lang) for word in form.get("variant_motive_rule", ())),
            frozenset(key(word, lang) for word in form.get("variant_motive_degree", ())))


@lru_cache(maxsize=8)
def _motive_starts(lang: str) -> frozenset[str]:
    """The first words of the motives of `lang`."""
    return frozenset(phrase[0] for phrase in _motive_lists(lang)[1] if phrase)


def _starts_at(said: list[str], position: int, phrases: tuple[tuple[str, ...], ...]) -> tuple[str, ...]:
    """The phrase of `phrases` that begins at `position` of `said`, or ()."""
    return next((phrase for phrase in phrases if tuple(said[position:position + len(phrase)]) == phrase), ())


def asked_motive(query: str, lang: str) -> tuple[str, ...]:
    """The phrase of the game's pace or feel the question gives as the motive
    of what it asks ("para una partida MÁS LOCA"), or ()."""
    openers, motives, _, _ = _motive_lists(lang)
    if not motives:
        return ()
    said = words(query)
    if _motive_starts(lang).isdisjoint(said):
        return ()  # (the cheap look first: most questions give no motive)
    for position in range(len(said)):
        opener = max((phrase for phrase in openers if tuple(said[position:position + len(phrase)]) == phrase),
                     key=len, default=())  # the longest: "PARA QUE la partida sea más loca", not "para"
        if not opener:
            continue
        start = position + len(opener)
        for at in range(start, min(start + MOTIVE_REACH, len(said))):
            motive = _starts_at(said, at, motives)
            if motive:
                return motive
    return ()


def unstated_motive(query: str, intents: tuple[str, ...], near: list[int], lang_index: LangIndex) -> str:
    """The motive of a change asked leave for, when none of the nearest
    entries (`near`, the first the one that would answer) speaks of it;
    "" otherwise."""
    lang = lang_index.lang
    motive = asked_motive(query, lang)
    if not motive or not near:
        return ""
    said = words(query)
    if "?may" not in intents and not holds(said, _lists(lang)[1]):
        return ""
    _, _, difficulty, degree = _motive_lists(lang)
    told = ({key(word, lang) for word in motive} - degree) | difficulty
    for number in near:
        entry = lang_index.docs[number].entry
        if told & {key(word, lang) for word in words(f"{entry.title} {entry.text}")}:
            return ""
    return " ".join(motive)
