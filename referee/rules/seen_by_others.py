"""Seeing, showing or telling among players, answered by the rule of what is hidden from or open to the others.

"Am I allowed to TELL my friends which Values I've got?", "Do I have to
SHOW THE OTHERS my Goal Tiles?", "Can the other players SEE the cards
under the top one?", "¿Los demás pueden VER...?". Players ask of hidden
and open information by the act between them (look, see, show, tell,
enseñar, mirar, decir); the rulebook says it of the thing: "Values cards
stay SECRET FROM EVERYONE ELSE", "your hand ... is always HIDDEN FROM THE
OTHER PLAYERS", "a discard pile which is PUBLIC and can be checked by
EVERYONE". Read word by word, the verb was a topic such a rule never
holds, and `ask` said the rulebook was silent beside the rule that
answers.

The reading: a word of `question_form.seen_verbs` ("see", "look", "show",
"tell", "ver", "mirar", "enseñar", "decir"), and a word of the others after
it (`seen_others`: "the OTHERS", "ANYONE", "los DEMÁS"), are covered by an
entry one of whose sentences holds both a word of a thing kept from view
(`seen_hidden`: "secret", "hidden", "face down", "oculta", "secreto") and a
word of the other players (`others_rule_alone`: "everyone", "others",
"demás"; or `others_rule_before_player` before a word of player: "the
other players", "los demás jugadores"). Nor is such a verb more in a gap
beside that rule (search._gap_holds_more): "can the others SEE my
Values?" beside the gap of table talk is the rule's question. A rule of an
open thing ("a discard pile which is PUBLIC and can be checked by
EVERYONE") does not answer whether a player may show the thing in hand
(with the words of `shown_told`, "public" and "visible" too: 1 abstention
fewer, silent2 "¿puedo enseñarle mis cartas de padres a otro jugador?");
nor does a rule whose "show" is a picture ("the Tile SHOWS a Willpower
icon"). Gated on a set look-up of the verbs: other questions pay nothing.

Tuning sets (TUNE43, round inter1): 2 false abstentions fewer (blind46 "do
i get to SEE my starting trait tile before choosing", blind92 "am I allowed
to TELL my friends which Values I've got?"), nothing else moved.

Whether the others SEE a thing (round fabst38): "can the OTHERS SEE my
Parent Cards?", "¿los DEMÁS pueden VER cuánto COIN tengo?", "Mis Cartas
de Padres, ¿las VEN los DEMÁS?". A verb of seeing alone (`seen_view_verbs`:
"see", "ver", "ven", "mirar"; not showing or telling, which ask leave to do
something) with a word of the others anywhere in the question, before the
verb too (`viewed_words`), asks what is in view, and a rule answers it that
says the thing is hidden or open in one of its sentences (`tells_view`:
`seen_hidden` or `seen_open`, "visible to all players", "a la vista",
"public and can be checked by everyone", "(secret)"), whoever the sentence
names: a pile "with only its name and icon visible" says what the others
see of it. Without the others ("can I LOOK at the discard pile?", "¿puedo
MIRAR el mazo?") it is peeking, which such a rule does not settle; after
a word of purpose ("face up SO everyone SEES it?", "PARA QUE todos las
VEAN") it is how to lay a thing out.
Gated on two set look-ups: other questions pay nothing. TUNE123: false
abstention 550 -> 547 (blind115 "can the others see my parent cards?" and
"¿las ven los demás?", blind29), top-1 +1, abstention unchanged (without
the words of purpose, 2 unanswerable questions were answered: "does it go
face up SO everyone SEES it, or face down?").

The others in view (round hidfabst2): in such a question of what the
others do in view, the word of the others ("wait and see where everyone
ELSE goes") is covered by a rule that names the other players ("you
cannot wait for THE OTHER PLAYERS' decisions", `names_others`), whatever
it says of view. TUNE147: false abstention -1 (blind143), nothing else
moved.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form, question_form_phrases, question_form_set
from referee.rules.unstated_specifics import entry_sentences, holds, phrases_held


def seen_words(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is a
    verb of seeing, showing or telling, or a word of the others after one
    ("SHOW THE OTHERS", "TELL ANYONE"). Empty when the question holds no
    such verb (most questions: a set look-up)."""
    verbs = question_form_set(lang, "seen_verbs")
    if verbs.isdisjoint(folded):
        return []
    others = question_form_set(lang, "seen_others")
    first = next(position for position, word in enumerate(folded) if word in verbs)
    marked = {position for position, word in enumerate(folded)
              if word in verbs or (position > first and word in others)}
    return [place in marked for place in places]


def viewed_words(folded: list[str], places: list[int], lang: str) -> list[bool]:
    """For each stem (its position in `folded` in `places`): whether it is a
    verb of seeing (`seen_view_verbs`) or a word of the others (`seen_view_others`)
    in a question that holds both, in either order ("can the OTHERS SEE",
    "las VEN los DEMÁS"), unless the seeing is the purpose of another act
    (after `seen_purpose`, "SO everyone sees it", "PARA QUE nadie la vea":
    how to lay a thing out is asked). Empty otherwise (most questions: two
    set look-ups)."""
    verbs = question_form_set(lang, "seen_view_verbs")
    if verbs.isdisjoint(folded):
        return []
    others = question_form_set(lang, "seen_view_others")
    if others.isdisjoint(folded):
        return []
    verb = next(position for position, word in enumerate(folded) if word in verbs)
    if any(phrases_held(folded[:verb], question_form_phrases(lang, "seen_purpose"), 1)):
        return []  # "face up SO everyone SEES it?", "PARA QUE todos las VEAN": why a thing is laid so, not who sees it
    marked = {position for position, word in enumerate(folded) if word in verbs or word in others}
    return [place in marked for place in places]


_VIEWS: dict[tuple[int, int], bool] = {}  # (a language index, an entry) -> whether it says a thing is hidden or open


def tells_view(number: int, lang_index: LangIndex) -> bool:
    """Whether a sentence of entry `number` says a thing is hidden or open to
    view ("visible to all players", "dejando a la vista solo el nombre", "a
    personal (secret) life goal"), whoever it names; worked out once per
    entry."""
    key = (id(lang_index), number)
    if key not in _VIEWS:
        lang = lang_index.lang
        told = question_form_phrases(lang, "seen_hidden") + question_form_phrases(lang, "seen_open")
        _VIEWS[key] = any(holds(sentence, told) for sentence in entry_sentences(number, lang_index))
    return _VIEWS[key]


_TELLS: dict[tuple[int, int], bool] = {}  # (a language index, an entry) -> whether it says what the others see


def tells_others(number: int, lang_index: LangIndex) -> bool:
    """Whether a sentence of entry `number` says a thing is hidden from or open
    to the other players ("secret from everyone else", "oculta para los demás
    jugadores"); worked out once per entry."""
    key = (id(lang_index), number)
    if key not in _TELLS:
        lang = lang_index.lang
        shown = question_form_phrases(lang, "seen_hidden")
        alone = question_form_phrases(lang, "others_rule_alone")
        form = question_form(lang)
        players = [(before, player) for before in form.get("others_rule_before_player", ())
                   for player in form.get("others_rule_player", ())]
        others = alone + tuple(players)
        _TELLS[key] = any(holds(sentence, shown) and holds(sentence, others)
                          for sentence in entry_sentences(number, lang_index))
    return _TELLS[key]



_NAMES: dict[tuple[int, int], bool] = {}  # (a language index, an entry) -> whether it names the other players


def names_others(number: int, lang_index: LangIndex) -> bool:
    """Whether a sentence of entry `number` names the other players ("you
    cannot wait for THE OTHER PLAYERS' decisions", "los DEMÁS jugadores"):
    what covers the question's word of the others in a question of what
    the others do in view ("can I wait and see where everyone ELSE goes?",
    round hidfabst2); worked out once per entry."""
    key = (id(lang_index), number)
    if key not in _NAMES:
        lang = lang_index.lang
        form = question_form(lang)
        players = tuple((before, player) for before in form.get("others_rule_before_player", ())
                        for player in form.get("others_rule_player", ()))
        others = question_form_phrases(lang, "others_rule_alone") + players
        _NAMES[key] = any(holds(sentence, others) for sentence in entry_sentences(number, lang_index))
    return _NAMES[key]


def others_words(lang: str) -> frozenset[str]:
    """The words of the others a question of view is read with (`seen_view_others`: "else", "anyone", "demás")."""
    return question_form_set(lang, "seen_view_others")
