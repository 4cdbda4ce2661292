"""Four forms of question that ask what no rule states, though a rule speaks of the same thing.

1. The reason for a rule, against its other way ("¿POR QUÉ se pasan las
   cartas a la izquierda Y NO a la derecha?", "why left AND NOT right?").
   The rule tells what is done ("passes the last card to the player on the
   left"), seldom why; it answers only when it gives a reason ("because",
   "so that", "represents", "porque", "para que": `reason_told`). Only the
   contrast ("and not", "instead of", "y no", "en vez de": `reason_contrast`)
   after a word of why (`reason_asked`) makes the form: "why does going to
   work make me lose happiness?" asks for the cost the rule states.
   Tuning sets: 21 questions ask why; 1 with a contrast, unanswerable, now
   abstains; no answerable question has the form.
   Only a contrast with the mirror of the way the rule went makes it
   (`reason_mirrors`: left/right, before/after, izquierda/derecha,
   antes/después, within MIRROR_REACH words after the contrast): a
   grumble that sets the rule against what the player expected instead
   ("why 2 steps left AND NOT 6?", "¿por qué valen 10 Y NO 4?", "why does
   my old card go to my stack INSTEAD OF staying?") asks the rule, which
   settles it. blind86, written in that style, had 14 answerable
   questions of why with a contrast and 11 of them abstained; the two
   unanswerable ones of the tuning sets (blind27 left/right, blind42
   after/before) are mirrors and still abstain.

2. What one numbered spot of a track gives ("friendship lvl 7 space what
   BONUS", "¿qué GANO al subir al NIVEL 6?"): a word of a spot
   (`spot_words`: level, space, nivel, casilla) before a number, in a
   question that asks what is gained (`spot_gain_asked`: "what bonus",
   "anything happens", "qué gano", "pasa algo"). The rules say "move it to
   the next level and gain that space's bonus": the bonus is printed on the
   spot. A near rule answers only when one of its sentences names the same
   spot with the same number and a verb of gaining (`spot_gain_told`:
   "place it on level 0 ... and gain 1 VEP"). Tuning sets: 3 unanswerable
   questions now abstain (friendship levels 6 and 7); the 54 answerable
   questions naming a numbered level ask how to reach it or what it needs,
   never what it gives, and keep their answer. The spot and the words that
   ask the gain must be in one ask (`_asks`: what ends at a "?", with the
   statements before it, or a part after ", and what/can..."): "When I move
   a character up a level, what do I get? And can I keep going past LEVEL
   4?" asks the gain of moving up, and of level 4 only whether it may be
   passed; "what do I get for mimicking ..., and what do I need for the
   LEVEL 3 one?" asks what level 3 needs. Both abstained (round fab35:
   TUNE117 false abstention 535 -> 533, blind111; nothing else moved).
   Nor is a move from one numbered spot to another ("si subo un personaje
   DE NIVEL 2 A 3, ¿qué gano?", "del NIVEL 4 AL 5 ... ¿qué me da?",
   `spot_move_to`) a spot asked: it asks the step between levels, which the
   rule of moving up states with its gain (round fabst36: TUNE119 false
   abstention -2, blind110 and blind111; nothing else moved).

3. A reward asked for a condition ("does the starting player get ANY BONUS
   for going first?", "¿hay ALGÚN PREMIO EXTRA por llegar primero?", "¿GANO
   ALGO POR eso?"): the words of a reward (`reward_asked`), or vaguer words
   (`reward_vague`: "get anything", "gano algo") with the condition right
   after them ("for", "if", "por", "si": a bare "do I get anything?" after
   a scene may ask what the rules give in it). The first rule answers only when it gives
   something (`reward_told`: "you also GAIN one energy", "SUMAS 4 puntos
   extra"); a rule that tells what the thing does ("take the Grown Up
   marker") or when the game ends does not list that reward. Tuning sets: 15
   questions have the form; 4 answerable ones keep their answer (their rule
   gains), 5 unanswerable ones now abstain (10 of 11 in all). The condition
   may come before the vague words too, opening the question
   (`reward_condition_before`: "SI en mi turno no puedo comprar ninguna
   carta, ¿me dan algo?", "WHEN ..., do I get anything?"): 1 abstention
   more (blind26), nothing else moved.
   A reward asked beyond what is given (`reward_extra_asked`: "any EXTRA
   reward if I score all four Goal Tiles?", "¿da algún punto ADEMÁS del
   desempate?") is answered only by a rule that gives something besides
   (`reward_extra_told`: "you ALSO gain one energy", "ganas ADEMÁS"): the
   rule that scores each Goal Tile, or breaks ties by it, gives the thing
   itself, not more for it (the word of beyond before the condition: "anything
   for THE EXTRA steps" counts more of the steps, `_beyond_asked`; and a
   game's "Bonus" named in a rule, "gain that bonus", gives the thing itself,
   so "bonus" is no word of besides: round reqfabst, 2 abstentions more, no
   false abstention). Tuning sets: 11 questions of the form say it;
   2 unanswerable ones now abstain (blind44, blind52), the answerable one
   ("do I get anything extra for that?", the leftmost market card) keeps its
   answer, the 8 others already abstained.
   A reward asked at the end of the game (`_asked_at_end`: "worth anything
   AT THE END?", "AL FINAL DE LA PARTIDA, ¿me dan algún VEP?") is answered
   only by a rule that gives it then, saying the end in the sentence that
   gives or in its section (`reward_end_told`: "they can still give you VEP
   at the END of the game", "Final Scoring > Leftover Elements"): a rule
   that gains a die or 4 VEP in play does not. Tuning sets: 2 abstentions
   more (blind56, CV's dice limit and Coming of Age's overcome Frustration),
   no false abstention.
   A phrase of a reward right after a word of costing (`reward_priced`:
   "does my LANDFILL COST me ANYTHING AT THE END?", "¿me CUESTA algo al
   final?") asks what is taken or paid, not a reward: the rule of the thing
   answers it (the LANDFILL Penalty). Read as a penalty asked ("cost me
   anything" in `penalty_asked`) it cost three answers of a price ("does it
   COST me anything to take the Bus Stop bonus?", "¿me cuesta algo?" of a
   free card), so it is left to the words of the rules. TUNE107, round
   fabst32 and costs: false abstention -1 (blind107 LOOP), nothing else moved.
   A reward asked for a goal of having most or all of something
   (`reward_goal_asked`: "is there a bonus for having EVERY other player's
   character...?", "¿Hay premio para el jugador QUE MÁS FAVOUR jugó?",
   "using A LOT OF event cards ... give any points?") is answered only by a
   rule that gives for most or all (`reward_goal_told`: "the player with the
   MOST possessions", "TODOS"): the first rule often gives something of the
   thing named (a new character "gain 1 VEP", an accepted FAVOUR its
   REPUTATION), not a reward for the goal. Tuning sets (TUNE36): 6
   abstentions more (2727 -> 2733: blind84 five, blind52 one), nothing else
   moved. A race is such a goal too ("a bonus for THE FIRST TO play all 4
   Trait Tiles?", "¿premio para EL PRIMERO QUE se casa?"), answered only by
   a rule that gives to the first ("the first player to"): the Trait Bonus
   gives the tile's VEP to whoever plays it. TUNE51: 24 questions say a
   race; 17 of the 19 unanswerable abstain (1 more, blind100), the 5
   answerable ones ask no reward and keep their answer.
   A reward asked with a word of its own in a slot (`reward_slot_asked`:
   "is there a MAJORITY bonus", "is there an END bonus for ...", "any
   COMBO bonus"; `reward_slot_vague`, with its condition as the vaguer
   words: "do I GET ANY VEP for them?", "¿GANO ALGUNA Reputación por...?")
   is asked the same way. The slot word names the kind of bonus: a rule
   that never names it (title, text or aliases: "set bonus" is an alias of
   Adulthood's matching Life icons) gives no such bonus; a slot word of the
   end asks it at the end ("an END bonus"). "Is there", not "a": "when I
   get a Trait Bonus" names a game's term. With "majority", "than anyone"
   as goals and "game ends", "termina la partida" as the end of the game,
   and "dan puntos" as a vague ask: TUNE109, 7 abstentions more (blind101
   two, blind110 four, blind20 one), nothing else moved. The thing given
   after the word of reward ("is there BONUS VEP for getting there first?",
   "¿hay VEP EXTRA al final si...?", "¿gano VEP EXTRA?"), "hay puntos" and
   "suman puntos" as asks, and the fewest as a goal ("the fewest", "con
   menos"): 6 abstentions more (blind100, blind101 two, blind106, blind108,
   blind81), nothing else moved.

4. Something asked to be kept for a later turn ("can I SAVE it FOR
   LATER?", "¿puedo GUARDAR la ayuda social PARA EL TURNO SIGUIENTE?", "me
   lo puedo GUARDAR PARA USARLO en la ronda 3?"): a word of keeping
   (`deferral_keep`) with a later time after it within DEFERRAL_REACH words
   (`deferral_later`), in a question that asks whether it may. The rule
   that ranks first tells what the thing does now ("takes any card from the
   track", "gain the Bus Stop bonus"); it answers the deferral only when a
   near rule says how long something lasts (`deferral_told`: "stay in hand
   UNTIL played", "reveal it in the SAME TURN", "HASTA que las juegue"),
   else the rulebook is silent about holding it over. Bare "siguiente" or
   "following" is no length of time ("add your NEXT mood counter"): only
   with a turn or round. Tuning sets: 18 questions have the form; 4
   unanswerable ones now abstain (blind13, blind28, blind34 twice; 1
   English, 3 Spanish; CV's social assistance, CoA's Friendship bonus and
   leftover die), the 6 answerable ones keep their answer (LOOP's GOAL "in
   the same turn", CV's event cards "until played"), the 8 others already
   abstained; nothing else moved. Check sets: no question moved.
   Paying put off the same way (`deferral_pay` with a later turn or round
   after it, `deferral_pay_later`: "ACQUIRE now and PAY the COIN ... NEXT
   TURN", "¿la PAGO el TURNO SIGUIENTE?"; not "later this turn"), which
   no rule allows but LOOP's CREDIT CARD, whose rules say "until": tuning
   sets (87), 1 abstention more (blind84's ACQUIRE), nothing else moved.

5. A penalty asked for a condition ("is there ANY PENALTY for having no
   Partner at the end?", "¿SE PIERDE ALGO si todas mis cartas son de un
   tipo?", "¿hay ALGUNA PENALIZACIÓN por...?"): the words of a penalty
   (`penalty_asked`), the counterpart of a reward. The first rule answers
   only when it takes something away (`penalty_told`: "LOSE 1 happiness",
   "subtracted from your final Happiness", "pierdes", "se resta"): a rule
   that tells what the thing is or gives does not list a penalty for it.
   "get punished" is no phrase of the ask: LOOP's "does the game stop? And
   does whoever did it get punished?" asks it second, after the rule that
   ranks first (with the three near rules instead of the first, CV's "¿se
   pierde algo si todas mis cartas son de un tipo?" found a rule that loses
   a card, for another cause). Tuning sets: 2 abstentions more (blind34's
   "alguna compensación", a reward; blind44), nothing else moved.
   A rule that drops the thing the player fears for ("simply IGNORE that
   icon", "simplemente IGNORA ese icono") or gives less of it than usual
   ("you GAIN ONLY 3 VEP", "SOLO GANAS 3 VEP") tells what is lost, nothing
   or the difference, and answers (round badthings, blind122's bad things:
   "Do I get a penalty for that?" of a Mood Counter not yet unlocked, "¿Se
   pierde algo si pago el Recuerdo con 4 de Fuerza de Voluntad?"). TUNE125:
   false abstention -4 (blind122 three, blind119 one), nothing else moved.

All are cheap: a set look-up of their trigger words first.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache

from referee.rules import negative_concord
from referee.rules.index import LangIndex
from referee.rules.normalize import (may_hold_phrase, question_form, question_form_openers, question_form_phrases,
                                     question_form_set, words)

_SENTENCE = re.compile(r"[.!?¿¡;]+")


@lru_cache(maxsize=8)
def _lexicon(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The folded phrases of both forms in `lang` (made once)."""
    return {field: question_form_phrases(lang, field) for field in (
        "reason_asked", "reason_contrast", "reason_told", "spot_words", "spot_gain_asked", "spot_gain_told", "reward_asked",
        "reward_vague", "reward_condition", "reward_condition_before", "reward_told", "reward_extra_asked",
        "reward_extra_told", "reward_slot_nothing", "reward_goal_asked", "reward_goal_told", "reward_end_after", "reward_end_of_game", "reward_end_told", "deferral_keep", "deferral_later",
        "deferral_told", "deferral_pay", "deferral_pay_later", "reward_priced")} | {field: _slot_phrases(lang, field) for field in (
        "reward_slot_asked", "reward_slot_vague")}


@lru_cache(maxsize=8)
def _slot_openers(lang: str) -> frozenset[str]:
    """The first words of the reward's phrases with a slot (`reward_slot_asked`, `reward_slot_vague`)."""
    lexicon = _lexicon(lang)
    return frozenset(phrase[0] for phrase in lexicon["reward_slot_asked"] + lexicon["reward_slot_vague"] if phrase)


@lru_cache(maxsize=8)
def _slot_keys(lang: str) -> frozenset[str] | None:
    """The longest word but the slot of each of the reward's phrases with a
    slot (as `question_form_keys`), or None when one has no word but slots."""
    lexicon = _lexicon(lang)
    phrases = [[part for part in phrase if part != "*"] for phrase in lexicon["reward_slot_asked"] + lexicon["reward_slot_vague"]]
    if not all(phrases):
        return None
    return frozenset(max(parts, key=len) for parts in phrases)


def _may_hold_slot(said: list[str], lang: str) -> bool:
    """Whether the folded words `said` may hold a reward's phrase with a slot
    (`_slots_held` finds one only where its first word and each of its other
    words but the slot stand): its first word, and the longest of its words."""
    if _slot_openers(lang).isdisjoint(said):
        return False
    keys = _slot_keys(lang)
    return keys is None or not keys.isdisjoint(said)


def _slot_phrases(lang: str, field: str) -> tuple[tuple[str, ...], ...]:
    """The phrases of a field whose "*" stands for any one word, folded word
    by word with the "*" kept ("a * bonus" -> ("a", "*", "bonus"))."""
    return tuple(tuple("*" if part == "*" else " ".join(words(part)) for part in phrase.split())
                 for phrase in question_form(lang).get(field, ()))


def find_phrase(said: list[str], phrase: tuple[str, ...], start: int = 0) -> int:
    """The position of `phrase` in `said` from `start`, or -1. Only the
    places of its first word are compared (found by `list.index`, in C):
    most questions hold no word a phrase starts with."""
    size = len(phrase)
    last = len(said) - size
    if not size:
        return start if start <= last else -1
    first = phrase[0]
    if first not in said:
        return -1  # (most phrases: a scan in C, where a ValueError raised and caught cost about 5 times as much)
    position = start
    while position <= last:
        try:
            position = said.index(first, position, last + 1)
        except ValueError:
            return -1
        if size == 1 or tuple(said[position:position + size]) == phrase:
            return position
        position += 1
    return -1


def phrase_starts(said: list[str], phrase: tuple[str, ...]) -> Iterator[int]:
    """Every position where the folded words `said` hold `phrase`, in order."""
    position = find_phrase(said, phrase)
    while position >= 0:
        yield position
        position = find_phrase(said, phrase, position + 1)


def phrases_held(said: list[str], phrases: tuple[tuple[str, ...], ...], start: int = 0) -> Iterator[tuple[str, ...]]:
    """The phrases of `phrases` (each a run of folded words) that the folded
    words `said` hold at `start` or after, in their order, found as they are
    asked for. A phrase whose first word `said` lacks is passed over with one
    set look-up, not compared (most phrases, for most texts: `holds` read
    about 40 phrases a search one by one)."""
    present = set(said)
    return (phrase for phrase in phrases if (not phrase or phrase[0] in present) and find_phrase(said, phrase, start) >= 0)


def holds(said: list[str], phrases: tuple[tuple[str, ...], ...], start: int = 0) -> bool:
    """Whether the folded words `said` hold one of `phrases` (each a run of
    folded words) at `start` or after."""
    return next(phrases_held(said, phrases, start), None) is not None


def entry_sentences(number: int, lang_index: LangIndex) -> list[list[str]]:
    """The folded words of each sentence of an entry's title and text."""
    return [words(sentence) for sentence in entry_raw_sentences(number, lang_index)]


def entry_raw_sentences(number: int, lang_index: LangIndex) -> list[str]:
    """Each sentence of an entry's title and text as written (its marks kept, "2 REPUTATION = 1 HAPPINESS"), in
    the order and split of `entry_sentences`."""
    entry = lang_index.docs[number].entry
    return [sentence for sentence in _SENTENCE.split(f"{entry.title}. {entry.text}") if sentence.strip()]


def entries_tell(numbers: Iterable[int], lang_index: LangIndex, field: str) -> bool:
    """Whether a sentence of one of the entries `numbers` holds a phrase of
    `question_form.<field>`: what a reading of silence holds the question
    against (the near rules, or only the first)."""
    told = question_form_phrases(lang_index.lang, field)
    return any(holds(sentence, told) for number in numbers for sentence in entry_sentences(number, lang_index))


_ENTRY_TELLS: dict[tuple[int, int, str], bool] = {}  # (a language index, an entry, a field) -> entries_tell of it


def entry_tells(number: int, lang_index: LangIndex, field: str) -> bool:
    """`entries_tell` of the one entry `number`, worked out once per entry
    and field (a reading that asks it of every near entry of many
    questions)."""
    key = (id(lang_index), number, field)
    if key not in _ENTRY_TELLS:
        _ENTRY_TELLS[key] = entries_tell((number,), lang_index, field)
    return _ENTRY_TELLS[key]


def phrase_asked(said: list[str], lang: str, field: str) -> tuple[str, ...] | None:
    """The first phrase of `question_form.<field>` that the folded words
    `said` hold (set look-ups of the phrases' first words and of a word of
    each first, `may_hold_phrase`: most questions hold none); else None."""
    if not may_hold_phrase(said, lang, field):
        return None
    return next((phrase for phrase in question_form_phrases(lang, field) if holds(said, (phrase,))), None)


_GAME_TELLS: dict[tuple[int, str, str], bool] = {}  # (a language index, a game, a field) -> whether a rule tells it


def game_tells(game: str, lang_index: LangIndex, field: str) -> bool:
    """Whether a rule entry of `game` (any, not only the near ones) holds a
    phrase of `question_form.<field>`: what a reading of silence holds a
    question against when a game that allows a thing anywhere answers it
    (worked out once per game and field)."""
    key = (id(lang_index), game, field)
    if key not in _GAME_TELLS:
        rules = [number for number in range(lang_index.gap_start) if lang_index.docs[number].entry.game == game]
        _GAME_TELLS[key] = entries_tell(rules, lang_index, field)
    return _GAME_TELLS[key]


def sentence_words(text: str) -> list[list[str]]:
    """The folded words of each sentence of a question (split at ".", "?",
    "!", ";" and the opening "¿", "¡"), for readings asked within one
    sentence (new lists: the caller may change them)."""
    return [list(said) for said in _sentences_kept(text)]


@lru_cache(maxsize=16)
def _sentences_kept(text: str) -> tuple[tuple[str, ...], ...]:
    """`sentence_words(text)` kept as tuples for the last few texts: about
    five readings of the judge ask it of one question (the sizes, the
    sameness, the identity, the house rules, the reasons, the missing
    rewards...), which split and folded it again each time (2,000 English
    questions replayed: 5.2 calls a question, 0.86 texts; 15.6 -> 8.4 µs a
    question)."""
    return tuple(tuple(words(sentence)) for sentence in _SENTENCE.split(text))


MIRROR_REACH = 4  # words after the contrast within which its other way stands ("and not TO THE RIGHT", "y no AL DE LA DERECHA")


@lru_cache(maxsize=4)
def _mirrors(lang: str) -> dict[str, frozenset[str]]:
    """Each word of a mirror pair of `lang` (`reason_mirrors`) with its other ways."""
    others: dict[str, set[str]] = {}
    for pair in question_form(lang).get("reason_mirrors", ()):
        for word in pair:
            others.setdefault(word, set()).update(other for other in pair if other != word)
    return {word: frozenset(other) for word, other in others.items()}


def _mirrored(said: list[str], start: int, lexicon: dict, lang: str) -> bool:
    """Whether a contrast (`reason_contrast`) after `start` sets a way the
    rule went against its mirror ("LEFT and not RIGHT", "DESPUÉS de comprar y
    no ANTES"): the mirror of a word between `start` and the contrast within
    MIRROR_REACH words after it."""
    mirrors = _mirrors(lang)
    for contrast in phrases_held(said, lexicon["reason_contrast"], start):
        for at in phrase_starts(said, contrast):
            if at < start:
                continue
            before = said[start:at]
            after = said[at + len(contrast):at + len(contrast) + MIRROR_REACH]
            if any(not mirrors.get(word, frozenset()).isdisjoint(after) for word in before):
                return True
    return False


def unstated_reason(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The word of why ("why", "por qué") when the question asks the reason
    for a rule against its other way and no near rule gives a reason; else None."""
    lexicon = _lexicon(lang_index.lang)
    firsts = question_form_openers(lang_index.lang, "reason_asked")
    for said in sentence_words(query):
        if firsts.isdisjoint(said):
            continue  # (no word a way of asking why starts with: most sentences)
        asked = [(find_phrase(said, phrase), phrase) for phrase in lexicon["reason_asked"]]
        asked = [(position, phrase) for position, phrase in asked if position >= 0]
        if not asked:
            continue
        position, phrase = min(asked)
        if not _mirrored(said, position + len(phrase), lexicon, lang_index.lang):
            continue
        if any(holds(words(f"{entry.title} {entry.text}"), lexicon["reason_told"])
               for entry in (lang_index.docs[number].entry for number in near)):
            return None
        return " ".join(phrase)
    return None


VAGUE_REACH = 2  # words after a vague ask of a reward within which its condition starts ("get anything FOR it")
_NUMBER = re.compile(r"\d+")


def unstated_spot(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The spot as asked ("lvl 7", "nivel 6") when the question asks what a
    numbered spot gives and no near rule's sentence names that spot with a
    verb of gaining; else None."""
    lexicon = _lexicon(lang_index.lang)
    said = words(query)
    spot_words = question_form_openers(lang_index.lang, "spot_words")
    if spot_words.isdisjoint(said) or not holds(said, lexicon["spot_gain_asked"]):
        return None
    # (the spot and the gain asked in one ask: "what do I get? and can I keep going past LEVEL 4?" asks the gain of
    # moving up, and of level 4 only whether one may pass it)
    # (nor a spot that starts or ends a move from one numbered spot to the next, "de nivel 2 a 3", "from level 4 to
    # level 5": the step between levels is asked, which the rule of moving up states, `_moved_between`)
    asked = [(ask[position], ask[position + 1]) for ask in _asks(query, lang_index.lang)
             if holds(ask, lexicon["spot_gain_asked"])
             for moved in [_moved_between(ask, spot_words, lang_index.lang)]
             for position in range(len(ask) - 1)
             if ask[position] in spot_words and _NUMBER.fullmatch(ask[position + 1]) and position not in moved]
    if not asked:
        return None
    for number in near:
        for sentence in entry_sentences(number, lang_index):
            if not holds(sentence, lexicon["spot_gain_told"]):
                continue
            told = {sentence[position + 1] for position in range(len(sentence) - 1) if sentence[position] in spot_words}
            if any(count in told for _, count in asked):
                return None
    return " ".join(asked[0])


def _moved_between(ask: list[str], spot_words: frozenset[str], lang: str) -> set[int]:
    """The positions of the words of a spot in `ask` (its folded words) that
    start or end a move from one numbered spot to another: a spot and its
    number, a word of "to" (`spot_move_to`: "to", "a", "al", "hasta") and a
    number, the word of a spot before it or not ("from level 4 TO LEVEL 5",
    "del nivel 4 AL 5", "de nivel 2 A 3"). Such a question asks the step
    between two levels, which the rule of moving up states ("move it to an
    empty space of the next level and gain that space's bonus"), not what one
    spot prints ("¿qué gano al subir al nivel 6?" names one spot only)."""
    moves_to = question_form_set(lang, "spot_move_to")
    moved = set()
    for position in range(len(ask) - 3):
        if ask[position] not in spot_words or not _NUMBER.fullmatch(ask[position + 1]) \
                or ask[position + 2] not in moves_to:
            continue
        if _NUMBER.fullmatch(ask[position + 3]):
            moved.add(position)
        elif position + 4 < len(ask) and ask[position + 3] in spot_words and _NUMBER.fullmatch(ask[position + 4]):
            moved |= {position, position + 3}
    return moved


_ASK_END = re.compile(r"\?+")


def _asks(query: str, lang: str) -> list[list[str]]:
    """The folded words of each ask of a question: what ends at each "?"
    (with the statements told before it, which set its scene: "... already
    at level 7 and I got another bonus. Anything happens?"), and of that
    the parts a comma and "and"/"y" then a word that opens an ask split
    (`spot_ask_openers`: "..., and what do I need for ...?", "..., y cuánto
    ...?")."""
    openers = question_form_openers(lang, "spot_ask_openers")
    joins = question_form_openers(lang, "spot_ask_joins")
    asks = []
    for sentence in _ASK_END.split(query):
        parts = [words(part) for part in sentence.split(",")]
        asks.append(parts[0])
        for folded in parts[1:]:
            if len(folded) > 1 and folded[0] in joins and folded[1] in openers:
                asks.append(folded)  # ("..., and WHAT do I need?": an ask of its own)
            else:
                asks[-1] = asks[-1] + folded
    return [ask for ask in asks if ask]


def unstated_reward(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a reward ("any bonus", "gano algo") when the
    question asks one for a condition and no near rule gives anything; else None."""
    lexicon = _lexicon(lang_index.lang)
    lang = lang_index.lang
    said = negative_concord.as_asked(query, lang)  # ("¿no me dan NADA?" asks "¿me dan ALGO?": rules/negative_concord.py)
    if not may_hold_phrase(said, lang, "reward_asked") and not may_hold_phrase(said, lang, "reward_vague") \
            and not _may_hold_slot(said, lang):
        return None  # (no way of asking a reward whose first word and longest word the question holds: most)
    asked = [phrase for phrase in phrases_held(said, lexicon["reward_asked"]) if not _priced(said, phrase, lexicon)]
    # (a reward named with one word of its own: "is there a MAJORITY bonus", "an END bonus", "any VEP for them")
    slotted = list(_slots_held(said, lexicon["reward_slot_asked"]))
    asked += [phrase for phrase, _, _ in slotted]
    # (the kind of bonus named, not the end: "a MAJORITY bonus", "a COMBO bonus", "a HAPPINESS bonus")
    # (not a word that names nothing: "¿me dan ALGO extra si...?" asks a reward of no kind)
    kinds = {slot for _, _, slot in slotted if not holds([slot], lexicon["reward_end_told"])
             and not holds([slot], lexicon["reward_slot_nothing"])}
    conditions = question_form_openers(lang, "reward_condition")
    before = question_form_openers(lang, "reward_condition_before")
    vague = [(phrase, find_phrase(said, phrase)) for phrase in lexicon["reward_vague"]]
    vague += [(phrase, position) for phrase, position, _ in _slots_held(said, lexicon["reward_slot_vague"])]
    for phrase, position in vague:
        if position >= 0 and not _priced(said, phrase, lexicon) and (not conditions.isdisjoint(said[position + len(phrase):position + len(phrase) + VAGUE_REACH])
                              or not before.isdisjoint(said[:position])):
            asked.append(phrase)
    if not asked:
        return None
    beyond = _beyond_asked(said, lexicon, conditions)
    # (a goal of most or all asked with the reward: "a bonus for having EVERY...", "premio para el QUE MÁS...")
    goal = holds(said, lexicon["reward_goal_asked"])
    # (the slot's own word says the end: "is there an END bonus for ...?")
    at_end = _asked_at_end(said, asked, lexicon) or any(
        holds(list(phrase), lexicon["reward_end_told"]) for phrase in asked if phrase not in lexicon["reward_asked"])
    for number in near:
        if kinds and not _names_kind(number, kinds, lang_index):
            continue  # (a rule that never names the kind of bonus asked gives no such bonus: "a COMBO bonus")
        ending = at_end and not holds(words(lang_index.docs[number].entry.section), lexicon["reward_end_told"])
        if any(holds(sentence, lexicon["reward_told"]) and (not beyond or holds(sentence, lexicon["reward_extra_told"]))
               and (not goal or holds(sentence, lexicon["reward_goal_told"]))
               and (not ending or holds(sentence, lexicon["reward_end_told"]))
               for sentence in entry_sentences(number, lang_index)):
            return None
    return " ".join(asked[0])


CONDITION_OWN_REACH = 2  # words after a word of condition within which a word of beyond is the condition's ("for THE EXTRA steps")


def _beyond_asked(said: list[str], lexicon: dict, conditions: frozenset[str]) -> bool:
    """Whether the question asks a reward beyond what is given
    (`reward_extra_asked`: "do we get anything EXTRA for that?", "if I
    score all four, any EXTRA reward?"), not more of the thing the
    condition counts: a word of beyond within CONDITION_OWN_REACH words
    after a word of condition ("do I get anything FOR THE EXTRA steps?":
    the steps are extra, which the rule that gives for each step answers)."""
    for phrase in phrases_held(said, lexicon["reward_extra_asked"]):
        position = find_phrase(said, phrase)
        while position >= 0:
            if conditions.isdisjoint(said[max(0, position - CONDITION_OWN_REACH):position]):
                return True
            position = find_phrase(said, phrase, position + 1)
    return False


PRICED_REACH = 2  # words before a reward's phrase within which a word of cost makes it a loss asked ("COST me anything")


def _priced(said: list[str], phrase: tuple[str, ...], lexicon: dict) -> bool:
    """Whether a word of cost or loss (`reward_priced`: "cost", "lose",
    "cuesta") comes within PRICED_REACH words before the phrase that reads
    as a reward asked: "does my LANDFILL COST me ANYTHING AT THE END?" asks
    what is taken, which the rule that takes ("loses 1 HAPPINESS") answers,
    not what is given (blind107: 1 false abstention fewer)."""
    position = find_phrase(said, phrase)
    return position > 0 and holds(said[max(0, position - PRICED_REACH):position], lexicon["reward_priced"])


def _names_kind(number: int, kinds: set[str], lang_index: LangIndex) -> bool:
    """Whether the entry's title, text or aliases name one of the kinds of
    bonus asked (a word, its plural or singular: "set" and "sets"; "set
    bonus", an alias of Adulthood's matching Life icons)."""
    entry = lang_index.docs[number].entry
    said = {word for sentence in entry_sentences(number, lang_index) for word in sentence}
    said.update(word for alias in entry.aliases for word in words(alias))
    return any(kind in said or f"{kind}s" in said or kind.rstrip("s") in said for kind in kinds)


def _slots_held(said: list[str], phrases: tuple[tuple[str, ...], ...]) -> Iterator[tuple[tuple[str, ...], int, str]]:
    """Each phrase of `phrases` whose "*" stands for any one word that the
    folded words `said` hold, as said there, with its position and the word
    in the slot: "a * bonus" finds "a majority bonus", "get any *" finds
    "get any vep". Only the
    places of a phrase's first word are compared."""
    present = set(said)
    for phrase in phrases:
        if not phrase or phrase[0] not in present:
            continue
        size = len(phrase)
        for position in range(len(said) - size + 1):
            if said[position] != phrase[0]:
                continue
            run = said[position:position + size]
            if all(want == "*" or want == got for want, got in zip(phrase, run)):
                yield tuple(run), position, run[phrase.index("*")]
                break


def _asked_at_end(said: list[str], asked: list[tuple[str, ...]], lexicon: dict) -> bool:
    """Whether the reward is asked at the end of the game: the end after the
    words that ask it ("worth anything AT THE END", "¿valen algo AL FINAL?")
    or the end of the game named anywhere ("AL FINAL DE LA PARTIDA, ¿me dan
    algún VEP?"). A bare end before the ask is a place ("ya está AL FINAL,
    ¿gano algo?": the last space of a track)."""
    if holds(said, lexicon["reward_end_of_game"]):
        return True
    return any(holds(said, lexicon["reward_end_after"], find_phrase(said, phrase)) for phrase in asked)


def unstated_told(query: str, near: list[int], lang_index: LangIndex, asked_field: str, told_field: str) -> str | None:
    """The phrase of `asked_field` the question holds when no sentence of
    the `near` entries holds one of `told_field`; else None: the plain
    form of a silence asked by its words (a penalty, a step done over)."""
    lang = lang_index.lang
    said = words(query)
    if not may_hold_phrase(said, lang, asked_field):
        return None  # (no word that opens the ask, or none of each one's longest: most questions)
    asked = next(phrases_held(said, question_form_phrases(lang, asked_field)), None)
    if asked is None:
        return None
    if entries_tell(near, lang_index, told_field):
        return None
    return " ".join(asked)


def unstated_penalty(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a penalty ("any penalty", "se pierde algo") when
    no near rule takes anything away; else None."""
    return unstated_told(query, near, lang_index, "penalty_asked", "penalty_told")


DEFERRAL_REACH = 12  # words after a word of keeping within which the later time is named ("save IT FOR LATER")


def unstated_deferral(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The word of keeping ("save", "guardar") when the question asks to
    keep something for a later time, or of paying ("pay", "pagar") when it
    asks to pay later, and no near rule says how long anything lasts; else
    None. The caller asks it only of a question of whether one may."""
    lexicon = _lexicon(lang_index.lang)
    said = words(query)
    keeping = question_form_openers(lang_index.lang, "deferral_keep")
    paying = question_form_openers(lang_index.lang, "deferral_pay")
    if keeping.isdisjoint(said) and paying.isdisjoint(said):
        return None  # (no word of keeping or paying: most questions)
    for position, word in enumerate(said):
        later = lexicon["deferral_later"] if word in keeping else lexicon["deferral_pay_later"] if word in paying else ()
        if later and holds(said[position + 1:position + 1 + DEFERRAL_REACH], later):
            break
    else:
        return None
    if any(holds(sentence, lexicon["deferral_told"]) for number in near for sentence in entry_sentences(number, lang_index)):
        return None
    return word
