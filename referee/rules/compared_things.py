"""The thing a question compares with ("like a joker", "como un buffet"): the player's frame, not a topic.

"is energy LIKE A JOKER? can i use energy tokens instead of time meeples?",
"En solitario, ¿el mercado es COMO UN BUFFET QUE SE REPONE? ¿Cuándo se
vacía?", "can you go backwards on the tracks, LIKE SLIDING DOWN A SNAKE IN
SNAKES AND LADDERS?", "Al final, ¿todos jugamos los mismos turnos, COMO LOS
HOYOS EN EL GOLF?". A player who explains what they mean by another game or
an everyday thing names it only to say what they have in mind; the rule
asked is this game's, told in the words outside the comparison. Read word by
word, the compared thing's words (a joker, a buffet, the holes of golf, a
dating app) were topics no rule entry holds, and `ask` said the rulebook was
silent beside the rule that answers: on blind186 (this style), false
abstention was 43.3 %, and in 82 of its 90 such questions the first rule was
the one expected.

The reading is the comparison's grammar, whatever the thing compared is (not
a list of other games' names: `normalize.other_games` only knows a few, and
most frames are everyday things). Its span is found as rules/likeness_spans.py
finds one for rules/likened_things.py too: a phrase of comparison ("like",
"as in", "igual que", "parecido a", "como") opens it, and it runs to the end
of its clause (the next comma, question mark or full stop:
`normalize.clause_starts`), at most `reach` words. Not a "like" that is a
filler or a verb ("LIKE 4 turns"; `not_after`: "wherever I LIKE", "would
LIKE", "is there LIKE a rule"), nor a "como" that asks how ("¿CÓMO se
juega?": written with its accent, or right after "¿", or after a word of
asking or knowing, `asked_before`, or before a clitic or a verb of asking
how, `asked_after`), says how much or why ("COMO MÁXIMO", "como 3 turnos",
"COMO NO hay mazo": `filler_after`), or the part a thing plays: Spanish
"como" compares before an article, a preposition or a pronoun ("como UN
buffet", "como EN el golf", "como YO": `followed_by`) or an infinitive
("como COMPRAR dados": `verb_endings`), not before a bare noun ("¿puedo
jugarla COMO RESPUESTA?"), nor after "cuenta" ("CUENTA COMO posesión": what
a thing is, `not_after`).

What this reading sets apart from the likening's (its `[compared_things]`
table, beside the shared `[likeness_spans]` one, and the tests it passes to
likeness_spans.spans). The two readings were written and tuned apart, each
on its own questions, and these settings are what each was measured with:
- its own phrases ("as in", "as with", "parecidos a") and words before them
  (`not_after`: "dont", "really", "there", "cuenta");
- a reach of 12 words, the likening's 8;
- a span that ends at a joining word opening a clause of its own ("like
  dating show contestants AND DOES it matter": `joining`, `clause_after`):
  its words are the ask, not the thing compared;
- its own test of a one-word marker (`filler_after`, `asking`,
  `followed_by`: above), where the likening only keeps a "como" that opens
  a sentence from likening.
They matter: read with the likening's lists too, its spans move on the
benchmark questions but the untouched sets (89,414 question-language
pairs) in 58 (phrases), 8 (words before them); with a reach of 8, in 52.

Only the words of the comparison that no game's rules or glossary use lose
their topic (search._evidence: "joker", "buffet", "golf", "pokemon"); a word
the rulebooks speak of ("like a HAND LIMIT", "como el LADRÓN", a "gift")
stays a word the answer must cover: the compared thing is set apart where it
is foreign to them all, not where it may be the thing asked. With this
game's words only (a version measured), 8 unanswerable questions of the
tuning list lost their abstention ("can I pay to upgrade a card ..., like
upgrading a BUILDING?", "como un IMPUESTO al final", "like CHILDHOOD cards").

And only in a question that asks something of its own outside the
comparison (`asks`: "how", "what", "can", "cuántos", "puedo"; or
`asks_written`, written as asking: "¿qué", "cuándo"). A bare yes/no asks
the likeness itself: "at the end of each round is the oldest card in the
market thrown away, LIKE A CONVEYOR BELT?", "do the 3 ACTIVITY I keep give
me income every turn, LIKE BUILDINGS IN AN ENGINE BUILDER?" propose that
the game does what the thing does, and a rule of the thing that does not
say so leaves them open; read in every question, 4 such unanswerable
questions of the tuning list were answered (and 9 answerable ones, "¿todos
jugamos los mismos turnos, como los hoyos en el golf?", kept abstaining for
it). A clause after the comparison that asks as a question of its own does
ask outside it, though no word of `asks` is there (`_asks_after`): in
English, one opening with a yes/no question's verb (`asks_opening`: "is rob
bot like the automa in scythe, DOES he roll his own dice?", "... like a
bounty in red dead, OR DOES a new one come out?", "... like the last train
of the night. DO we keep playing?"); in Spanish, which puts no verb first, a
sentence opening with a word of asking typed without its accent, or after a
word of `before_asking` ("... como una receta del Minecraft? QUE pongo y que
saco", ": EN QUE orden salen"). Not a yes/no told before the comparison ("DO
the 3 ACTIVITY I keep give me income every turn, like buildings in an engine
builder?"), nor a statement after it ("... like the tickets in Ticket to
Ride? I lose points if I dont fill one?"), nor Spanish "o hay ...": these
propose the likeness still. On the questions of the tuning list that compare:
false abstention -7, top-1 +1, abstention unchanged (read in every bare
yes/no: false abstention -18, abstention -6).

A name in the comparison that no game's texts know ("como elegir personaje
en el MARIO KART", "like the automa in SCYTHE"), written as a name (capitals,
quotes: rules/unknown_names.py), is the thing compared too, even where a word
of it shares a stem with a word some game uses ("mario" read as "mar"):
`named_apart` gives its words, which lose their topic as the foreign ones do,
and the silences' reading of unknown names passes over it (silences.judge
`set_apart`): the player's frame is not the thing asked.

On the tuning list (TUNE189; the figures in the commit): false abstention
1,121 -> 1,080 (blind186, this style, 90 -> 49 of 208), top-1 +1, top-3
and abstention unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules import likeness_spans, unknown_names
from referee.rules.normalize import lexicon_table


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> dict:
    """The lexicon's `compared_things` table of `lang`, read: the spans' settings (rules/likeness_spans.py:
    its shared phrases of comparison and words before them, with this table's `markers`, `not_after` and
    `reach`), and each other list of words as a set."""
    table = lexicon_table(lang, "compared_things")
    read = {name: frozenset(table.get(name, ())) for name in (
        "filler_after", "joining", "clause_after", "asks", "asks_written", "asking", "asked_before",
        "asked_after", "followed_by", "asks_opening", "before_asking")}
    read["spans"] = likeness_spans.settings(lang, table.get("markers", ()), table.get("not_after", ()),
                                            table.get("reach", 0))
    read["verb_endings"] = tuple(table.get("verb_endings", ()))
    return read


def _written_asking(query: str, word: str) -> list[bool]:
    """For each occurrence of `word` ("como", "que") in the question, in
    order: whether it is written as a word of asking, with its accent
    ("cómo") or right after an opening question mark ("¿como se juega?")."""
    return [found.startswith("¿") or found != word
            for found in re.findall(rf"(?:¿\s*)?(?<!\w){_loose(word)}(?!\w)", query.lower())]


@lru_cache(maxsize=16)
def _loose(word: str) -> str:
    """A pattern of `word` with each vowel accented or not ("c[oó]m[oó]")."""
    accents = {"a": "[aá]", "e": "[eé]", "i": "[ií]", "o": "[oó]", "u": "[uúü]"}
    return "".join(accents.get(letter, re.escape(letter)) for letter in word)


def _asked_as_written(query: str, folded: list[str], words_of: frozenset[str]) -> set[int]:
    """The positions of the words of `words_of` ("como", "que") that the
    question writes as words of asking (`_written_asking`), matched to the
    folded words by their order (none when the counts differ: a word read
    in as another)."""
    found: set[int] = set()
    for word in words_of.intersection(folded):
        at = [position for position, folded_word in enumerate(folded) if folded_word == word]
        written = _written_asking(query, word)
        if len(written) == len(at):
            found.update(position for position, asked in zip(at, written) if asked)
    return found


def _compares(folded: list[str], position: int, after: int, read: dict, asked: set[int]) -> bool:
    """Whether the one-word marker at `position` ("like", "como") compares,
    the word after it at `after`."""
    following, before = folded[after], folded[position - 1] if position else ""
    if following in read["filler_after"] or following.isdigit():
        return False  # ("is there LIKE a rule", "LIKE 4 turns", "como máximo", "como no hay...")
    if folded[position] in read["asking"] and (position in asked or before in read["asked_before"]
                                               or following in read["asked_after"]):
        return False  # ("¿CÓMO se juega?", "no sé como lo hago", "como se reparten": how, not like)
    if read["followed_by"] and following not in read["followed_by"] and not following.endswith(read["verb_endings"]):
        return False  # ("como respuesta", "como comodín": the part a thing plays, not a likeness)
    return True


def thing_positions(query: str, folded: list[str], opens: frozenset[int], lang: str) -> set[int]:
    """The positions in `folded` of the words of each comparison with a
    thing ("like A JOKER", "como LOS HOYOS EN EL GOLF"), from after its
    word of comparison to the end of its clause (at most `reach` words), in
    a question that asks something of its own outside them (`asks`: "how",
    "can", "cuántos"; or `asks_written`, written as asking: "¿qué", "cómo").
    Empty for most questions (a set look-up of the markers' first words)."""
    read = _lexicon(lang)
    if read["spans"].firsts.isdisjoint(folded):
        return set()
    asked = _asked_as_written(query, folded, read["asking"] | read["asks_written"])

    def compares(position: int, size: int) -> bool:  # (a phrase of two words or more always compares)
        return size > 1 or _compares(folded, position, position + 1, read, asked)

    def ends(at: int) -> bool:  # ("like dating show contestants AND DOES it matter": a clause of its own)
        return folded[at] in read["joining"] and at + 1 < len(folded) and folded[at + 1] in read["clause_after"]

    found = {at for after, end in likeness_spans.spans(folded, opens, read["spans"], compares, ends)
             for at in range(after, end)}
    if found and not any(position not in found and (word in read["asks"] or position in asked and word
                                                     in read["asks_written"]) for position, word in enumerate(folded)) \
            and not _asks_after(query, folded, opens, found, read):
        return set()  # (a bare yes/no: "is the oldest card thrown away, like a conveyor belt?" asks the likeness)
    return found


def _asks_after(query: str, folded: list[str], opens: frozenset[int], found: set[int], read: dict) -> bool:
    """Whether a clause after the last comparison asks a question of its own: one opening with a word of
    `asks_opening` (a yes/no question's verb first, after a comma or a joining word or in a sentence of its own:
    "is rob like the automa in scythe, DOES he roll his own dice?", "... like a bounty in red dead, OR DOES a new
    one come out?"), or a sentence that opens with a word of `asks_written` written without its accent, or after
    a word of `before_asking` ("... como una receta del Minecraft? QUE pongo y que saco", ": EN QUE orden salen")."""
    sentences = likeness_spans.sentence_openings(query, len(folded)) or frozenset()
    for at in range(max(found) + 1, len(folded)):
        word = folded[at]
        if word in read["asks_opening"] and (at in opens or at in sentences
                                             or at - 1 in opens and folded[at - 1] in read["joining"]):
            return True
        if at in sentences and (word in read["asks_written"] or word in read["before_asking"]
                                and at + 1 < len(folded) and folded[at + 1] in read["asks_written"]):
            return True
    return False


def named_apart(query: str, lang: str, compared: frozenset[str]) -> frozenset[str]:
    """The words of each name the question gives inside its comparisons with a thing (`compared`: the
    comparisons' words as written; "como elegir personaje en el MARIO KART") that no game's texts know
    (rules/unknown_names.py: a name beside its kind or said alone), each word folded. Empty for most
    questions (only read when a comparison was found)."""
    if not compared:
        return frozenset()
    found: set[str] = set()
    for _, folded in (*unknown_names.names(query, lang), *unknown_names.alone_names(query, lang)):
        if folded and compared.issuperset(folded) and found.isdisjoint(folded) \
                and not any(unknown_names.known(folded, game) for game in unknown_names.considered_games((), None)):
            found.update(folded)
    return frozenset(found)
