"""What a question offers in place of another thing, which a near rule must say stands in for it.

"Can I use a money token as a time meeple, like energy?", "can you pay off
a CREDIT CARD with REPUTATION instead of coins?", "¿Se puede convertir una
ficha de Impacto Negativo en una de Infelicidad?". The rule that ranks
first speaks of both things (money and time meeples, REPUTATION and COIN,
the two tokens), and even lets something stand in for one of them ("Energy
tokens may stand in for time meeples"), but never the thing the question
offers: a rulebook lets one thing stand in for, or become, another only
where it says so, both named in one sentence with a word of standing in,
of exchanging, of paying or of a choice between them ("spend 4 Willpower
Tokens INSTEAD OF Motivation Tokens", "draw a new Career card, OR ... get
Promoted instead"). Then the rulebook is silent about it: the entry stays
as related reading ("not covered").

A question offers X in place of Y by one of the frames of its language
(`question_form` of the lexicon):

* `stand_in_instead`: "X instead of Y", "X en vez de Y" (X: the game's
  terms in the words before the phrase, back to a verb of paying or using,
  a word of "with" or at most OFFERED_REACH words; "pay off a CREDIT CARD
  with REPUTATION instead of coins" offers REPUTATION);
* `stand_in_frames`: a verb and the word that joins what stands in to what
  it stands for ("use X as Y", "convert X into Y", "usar X como Y",
  "convertir X en Y", "cambiar X por Y"); with a verb of counting
  (`stand_in_counting`) X may come before it ("do 2 good luck COUNT AS a
  symbol?"), and a rule sentence that names both with a word of denial
  answers too (`stand_in_counted_rule`: "events NEVER become part of a
  player's CV"); one that asks whether X counts as BOTH kinds
  (`stand_in_both`: "can a 2-colour card count as BOTH types?") asks which
  kind X is, which a rule naming the kinds answers (as WHICH).

"X counts as Y" is also told by a rule sentence naming both that puts X
among the Ys or makes it one (`stand_in_counted_told`: "the most Trait
Tiles (INCLUDING Traits mimicked ...)", "goes on top of its stack,
BECOMING the active card", "PASA A SER la carta activa"), or files X into
the player's own Ys, X before the phrase and Y right after it
(`stand_in_counted_placed`, `_placed_among`: "move any Life Events ... TO
YOUR Experience stack", "pasas los Eventos Vitales ... A TU pila de
Experiencias"): "does a new possession count as active straight away?",
"do life events count as experiences in my stack?". Round fabst41
(TUNE135, with the clauses of rules/counted_states.py): false abstention
646 -> 641, all blind131's; top-1, top-3 and abstention unchanged (the
childhood cards as CV cards, the Partner's heart as a Life icon stay
stand-ins no rule allows).

A join word inside a phrase that adds one thing to the other
(`stand_in_not_joined`: "can I use my tokens AS WELL AS my dice to pay?",
"usar mis fichas ASÍ COMO mis dados") joins nothing: both are used, and the
rule of paying with both answers (TUNE107, round fabst32: false abstention
-2, blind106 and blind107 CV, nothing else moved).

In the frames of using, placing and counting, a term after a word of place
(`stand_in_places`: "put it ON another SPOT as time", "event cards still
IN MY HAND count as CV cards") is where the thing lies, not the thing
offered: it is passed over, as a purpose is (TUNE107, round fabst32: false
abstention -2, blind19 CV and blind26 Adulthood, nothing else moved). Not in
"X instead of Y", where a place may be what is offered ("into my LANDFILL
instead of the discard pile").

X and Y are the words of the game's glossary terms on each side (a word
both sides share, "ficha", "token", is neither's); both must be there, and
differ. A rule says X stands in for Y when one sentence of it (its title is
one) names every word of X and of Y (the word or one of its glossary
concepts) and one word of `stand_in_rule`. Only the NEAR entries are read
(silences.NEAR_ENTRIES): a near rule that says so is the ranking's
business, not a silence.

One thing exchanged for ONE or ANOTHER of its kind, with a verb of
exchanging (`stand_in_exchange_verbs`: "swap a useless FAVOUR for ONE from
the deck", "cambiar dos FAVOUR por UNO distinto"), has no second term to
name; a rule answers it that exchanges or replaces that thing itself,
named within PAID_REACH words after a word of `stand_in_rule` ("reveal or
SWAP A VALUE", "cambiar un Valor": REPLACED). BARTER's "Exchange 1
MATERIAL" names a FAVOUR only as its kind, which is not exchanging the
FAVOUR. Tuning sets (87): 1 abstention more (blind54's FAVOUR for one from
the deck), nothing else moved; of the 96 tuning questions with such a
verb and "one"/"another"/"otro", only that one moved.
And one with no game term offered, only what it is for ("swap TWO OF
THEM for one turquoise", "¿LA puedo cambiar POR VEP?", the join right
after the verb too): a rule answers that names what is asked for and a
word of exchanging (`stand_in_exchange_told`: BARTER's "EXCHANGE 1 of your
MATERIAL with another player's MATERIAL"), not any word of choosing or
standing in ("choose", "as a": the trait bonus's options name VEP beside
a choice, not an exchange): OBTAINED. Tuning sets (87): 2 abstentions
more (blind54's trait bonus for VEP, blind84's green tokens for a
turquoise one), nothing else moved; of the 75 tuning questions with a
verb of exchanging and "for"/"por", only those two moved.

Counts on the tuning sets when added (26 sets, 860 unanswerable and 4,967
answerable questions): 45 questions hold a frame, 25 of them answerable;
abstentions 737 -> 741 (money as time, REPUTATION for a CREDIT CARD or a
RESELL, one token converted into the other), false abstentions 64 -> 64,
top-1 and top-3 unchanged; with the verbs of counting, 746 -> 748 (good
luck as any symbol, Married markers as Life icons), the rest unchanged.
"""

from __future__ import annotations

import re
from functools import lru_cache

from referee.rules import adverb_words, counted_states, told_places
from referee.rules.index import Index, LangIndex
from referee.rules.normalize import is_common_concept, key, question_form, stopwords, words
from referee.rules.unstated_specifics import phrase_starts

OFFERED_REACH = 4  # words before "instead of" (or after a verb of using) within which the question names what it offers
FRAME_REACH = 7  # words after a verb of using within which the word that joins the two things comes ("convertir UNA
# FICHA DE IMPACTO NEGATIVO en...")
PAID_REACH = 5  # words after a rule's verb of paying within which it names what is paid ("spend 2 REPUTATION")
OR_NEAR = 2  # words either side of "or" within which a rule offers the two things as a choice
ASKED_REACH = 4  # words after "instead of" / "as" within which it names what that stands for
VERB_LETTERS = 4  # a word after "instead of" read as a verb by its ending (`stand_in_verb_endings`) is longer than
# this ("WAITING", "COLOCAR"; not "ring", "mar")
STATE_STEM = 4  # letters a word after "count as" has at least before the ending of a state ("red", "nada" are none)

WHICH = "which"  # the kind of an "X instead of Y" of one kind, with no verb of paying or using: a rule naming Y answers
COUNTED = "counted"  # the kind of a "does X count as Y" frame: a rule that says X is not, or never, Y answers
REPLACED = "replaced"  # the kind of "swap X for ONE / ANOTHER ...": a rule that exchanges or replaces X answers
OBTAINED = "obtained"  # the kind of "swap THEM for Y" (no term offered): a rule that names Y with a word of exchanging
_SENTENCE = re.compile(r"[.!?¿¡]+")  # (a title's ";" and ":" join what it sums up)
_CLAUSE = re.compile(r"[,;.:!?¿¡()]+")


class _Frames:
    """The words of one language's frames, as sets and tuples (made once)."""

    def __init__(self, lang: str):
        form = question_form(lang)
        self.instead = tuple(tuple(phrase.split()) for phrase in form.get("stand_in_instead", ()))
        self.frames = tuple((frozenset(verbs), frozenset(joins)) for verbs, joins in form.get("stand_in_frames", ()))
        self.verbs = frozenset(verb for verbs, _ in self.frames for verb in verbs)
        self.firsts = frozenset(phrase[0] for phrase in self.instead)
        self.seconds = frozenset(phrase[1] for phrase in self.instead if len(phrase) > 1)
        self.joins = frozenset(form.get("stand_in_joins", ()))
        self.purpose = frozenset(form.get("stand_in_purpose", ()))
        # back from "instead of", what the question offers starts after a verb of paying or using, or "with"
        self.stops = frozenset((*form.get("paying", ()), *form.get("paying_with", ()), *self.verbs))
        self.rule = tuple(f" {phrase} " for phrase in form.get("stand_in_rule", ()))
        self.counting = frozenset(form.get("stand_in_counting", ()))
        self.counted_rule = tuple(f" {phrase} " for phrase in (*form.get("stand_in_counted_rule", ()),
                                                                *form.get("stand_in_counted_told", ())))
        self.state_endings = tuple(form.get("stand_in_state_endings", ()))
        self.verb_endings = tuple(form.get("stand_in_verb_endings", ()))
        self.same_kind = frozenset(form.get("stand_in_same_kind", ()))
        self.exchange = frozenset(form.get("stand_in_exchange_verbs", ()))
        self.exchange_told = frozenset(form.get("stand_in_exchange_told", ()))
        self.both = frozenset(form.get("stand_in_both", ()))
        self.paying = frozenset(form.get("paying", ()))
        self.either = frozenset(form.get("stand_in_or", ()))
        self.moments = frozenset(form.get("stand_in_moments", ()))
        self.given_up = frozenset(form.get("stand_in_given_up", ()))
        self.not_joined = tuple(tuple(phrase.split()) for phrase in form.get("stand_in_not_joined", ()))
        self.places = frozenset(form.get("stand_in_places", ()))
        self.counted_placed = tuple(tuple(phrase.split()) for phrase in form.get("stand_in_counted_placed", ()))


@lru_cache(maxsize=8)
def _frames(lang: str) -> _Frames:
    return _Frames(lang)


def _game_concepts(stems: list[str], game: str, index: Index, lang: str) -> list[frozenset[str]]:
    """Each stem's glossary concepts of the game (not the everyday ones every game shares)."""
    return [frozenset(concept for concept in own if not is_common_concept(concept))
            for own, _ in index.thesaurus(game).concepts_at(stems, lang)]


def _terms(said: list[str], game: str, index: Index, lang: str) -> list:
    """For each word of `said`: (word, stem, concepts) when it is part of a
    term of the game's glossary, else None. The glossary is read over the
    content words in order, as the search reads a question, so that a term
    of several words ("Unhappiness token") is one concept."""
    found: list = [None] * len(said)
    adverbs = adverb_words.read_otherwise(said, lang)  # ("la contamos SOLO como sobrante": only, not the mode)
    kept = [(position, key(word, lang)) for position, word in enumerate(said)
            if word not in stopwords(lang) and position not in adverbs]
    kept = [(position, stemmed) for position, stemmed in kept if not stemmed.isdigit()]
    concepts = _game_concepts([stemmed for _, stemmed in kept], game, index, lang)
    for (position, stemmed), own in zip(kept, concepts):
        if own:
            found[position] = (said[position], stemmed, own)
    return found


def _run(said: list[str], terms: list, frames: _Frames, places: bool = False) -> list:
    """The words of the first thing named in `said` (within ASKED_REACH words;
    `terms` as `_terms` gives them): the game terms from the first one on,
    through the words that join them ("ficha DE Infelicidad"), up to the
    first other word. With `places`, a term after a word of place before any
    thing is named is where the thing goes, not the thing ("put it ON
    another SPOT as time": the spot is no stand-in)."""
    found = []
    placed = False
    for position, word in enumerate(said):
        term = terms[position]
        if term and placed and not found:
            continue  # (a place named before the thing: where, not what)
        if places and not found and word in frames.places:
            placed = True
        if term:
            found.append(term)
        elif found and word in frames.joins:
            continue
        elif found or position >= ASKED_REACH:
            break
    return found


def _run_back(said: list[str], terms: list, lang: str, frames: _Frames, places: bool = False) -> list:
    """The words of the thing named last in `said`, read backwards: the game
    terms that end at most two words before its end, through the words that
    join them, back to a verb of paying or using, "with", or OFFERED_REACH
    words; a thing after a word of purpose ("FOR a memory") is what is
    gained, and the one before it is offered. With `places`, a thing after a
    word of place ("event cards still IN MY HAND count as CV cards") is where
    the thing lies, not the thing, as a purpose is."""
    found: list = []
    position = len(said)
    limit = max(0, len(said) - OFFERED_REACH - 2)
    while position > limit:
        position -= 1
        word = said[position]
        if word in frames.stops:
            break
        term = terms[position]
        if term:
            found.insert(0, term)
        elif found and word in frames.joins:
            continue
        elif found and word in frames.purpose or (found and position and said[position - 1] in frames.purpose
                                                  and word in stopwords(lang)):
            found = []  # ("willpower FOR A memory": the memory is the purpose)
            if word not in frames.purpose:
                position -= 1
        elif places and found and (word in frames.places or (position and said[position - 1] in frames.places
                                                             and word in stopwords(lang))):
            found = []  # ("IN MY hand": where the thing lies)
            if word not in frames.places:
                position -= 1
        elif found or len(said) - position > 2:
            break
    return found


def offered(query: str, game: str, index: Index, lang: str):
    """What the question offers in place of what: two lists of (word, stem,
    concepts) and whether it is offered as a choice ("X instead of Y": a rule
    that offers X or Y answers; "use X as Y", "convert X into Y" are not
    choices), or None when it has no frame of standing in with a game term
    on each side. Each clause (between commas and marks) is read apart."""
    frames = _frames(lang)
    present = set(words(query))
    if (frames.seconds.isdisjoint(present) or frames.firsts.isdisjoint(present)) \
            and (frames.verbs.isdisjoint(present)
                 or not any(verbs & present and joins & present for verbs, joins in frames.frames)):
        return None  # (no frame's words: the cheap look first, as most questions; a frame only with one of its verbs)
    for clause in _CLAUSE.split(query):
        said = words(clause)
        terms: list = []  # (the glossary read only for a clause that holds a frame)
        for position, word in enumerate(said):
            if (word in frames.firsts or word in frames.verbs) and not terms:
                terms = _terms(said, game, index, lang)
            if word in frames.firsts:
                for phrase in frames.instead:
                    if tuple(said[position:position + len(phrase)]) == phrase:
                        after = position + len(phrase)
                        if after < len(said) and _act_or_moment(said[after], terms[after], frames):
                            continue  # ("... instead of DURING the experience", "en vez de COLOCAR los dados")
                        given = _run_back(said[:position], terms[:position], lang, frames)
                        wanted = _run(said[after:], terms[after:], frames)
                        found = _sides(given, wanted)
                        if found:
                            which = _which_one(said, after, terms[:position], wanted, frames)
                            return (*found, WHICH if which else True)
            if word in frames.verbs:
                for verbs, joins in frames.frames:
                    if word not in verbs:
                        continue
                    ahead = said[position + 1:position + 1 + FRAME_REACH]
                    ahead_terms = terms[position + 1:position + 1 + FRAME_REACH]
                    join = next((at for at, other in enumerate(ahead) if other in joins
                                 and not _not_joined(ahead, at, frames)), None)
                    if join is not None:
                        after = position + 1 + join + 1
                        # ("X COUNTS AS Y": what stands in is told before the verb)
                        counting = word in frames.counting
                        if not join and not counting:
                            wanted = _run(said[after:], terms[after:], frames) if word in frames.exchange else []
                            if wanted:
                                return [], wanted, OBTAINED  # ("¿la puedo CAMBIAR POR VEP?": what it is given for)
                            continue
                        if counting and after < len(said) and (_state(said[after], frames)
                                                               or counted_states.asks_condition(said, after, lang)):
                            continue  # ("do the markers count as CROSSED", "cuentan como ADYACENTES"; "count as
                            # REACHING the goal", "como VICTORIA": a condition, rules/counted_states.py)
                        given = _run(ahead[:join], ahead_terms[:join], frames, places=True) if join \
                            else _run_back(said[:position], terms[:position], lang, frames, places=True)
                        found = _sides(given, _run(said[after:], terms[after:], frames))
                        if found:
                            # ("count as BOTH types": of two kinds at once, which the rule of its kind tells)
                            both = counting and after < len(said) and said[after] in frames.both
                            return (*found, WHICH if both else COUNTED if counting else False)
                        if given and word in frames.exchange and after < len(said) and said[after] in frames.same_kind:
                            return given[:1], [], REPLACED  # (the thing, not where it is: "a Value OF MY HAND")
                        wanted = _run(said[after:], terms[after:], frames)
                        if not given and wanted and word in frames.exchange:
                            return [], wanted, OBTAINED  # ("swap TWO OF THEM for one turquoise", "¿LA cambio por VEP?")
    return None


def _not_joined(ahead: list[str], at: int, frames: _Frames) -> bool:
    """Whether the join word at `at` lies in a phrase that adds or bounds,
    not one that makes a thing stand in for another (`stand_in_not_joined`:
    "use my tokens AS WELL AS my dice", "usar COMO MÁXIMO dos"): a rule that
    lets the tokens be used too answers, not one where tokens stand for dice
    (blind106/107: "Can I use my tokens as well as my dice to pay for a
    card?" was read as tokens standing in for dice; TUNE107: false
    abstention -2, nothing else moved)."""
    return any(tuple(ahead[start:start + len(phrase)]) == phrase
               for phrase in frames.not_joined for start in range(max(0, at - len(phrase) + 1), at + 1))


def _act_or_moment(word: str, term, frames: _Frames) -> bool:
    """Whether the word right after "instead of" / "en vez de" makes what
    is compared an act or a moment, not a thing that stands in for another:
    a word of time (`stand_in_moments`: "instead of DURING the experience",
    "en vez de AL final") or a verb that is no term of the game, an English
    gerund or a Spanish infinitive by its ending (`stand_in_verb_endings`:
    "instead of WAITING", "¿qué hace Rob en vez de COLOCAR los dados?": what
    is done instead, which the rule of that step tells). Not a verb of paying, losing or using (`paying`,
    `stand_in_given_up`): "pay with COIN instead of LOSING HAPPINESS" still
    offers one thing for another."""
    if word in frames.moments:
        return True
    if term or word in frames.paying or word in frames.given_up:
        return False  # ("... con COIN en vez de PERDER HAPPINESS": what is given up is still a thing)
    return len(word) > VERB_LETTERS and word.endswith(frames.verb_endings)


def _which_one(said: list[str], after: int, before: list, wanted: list, frames: _Frames) -> bool:
    """Whether "X instead of Y" asks which one of a kind an act takes, not
    what stands in for what: both sides are of one kind (Y's term is one
    the clause names before the phrase, `before` as `_terms` gives them: "an
    event CARD from my hand instead of a CV CARD", or Y is "one" / "una" of it,
    `stand_in_same_kind`: "una carta de la mano en vez de UNA de mi CV"),
    and the clause has no verb of paying or using ("discard", "tirar": a
    ficha de dinero PAID instead of one of energy is still a stand-in). The
    rule of that act, naming Y, tells which ("discard one active card from
    your CV")."""
    if not (frames.paying.isdisjoint(said) and frames.verbs.isdisjoint(said)):
        return False  # ("with" alone is no payment: "WITH 3 bad luck, can I discard...")
    return said[after] in frames.same_kind \
        or not {term[1] for term in before if term}.isdisjoint(stemmed for _, stemmed, _ in wanted)


def _state(word: str, frames: _Frames) -> bool:
    """Whether the word right after "count as" / "cuenta como" names a state,
    a participle or adjective (`stand_in_state_endings`: "count as CROSSED",
    "cuentan como ADYACENTES"), not a thing ("count as A CV card", "cuentan
    como ICONOS de Vida"): the question asks whether the state holds, which
    the rule of that state tells, not whether one thing stands in for
    another. A word has at least STATE_STEM letters before the ending ("red"
    and "nada" are no states)."""
    return any(len(word) >= STATE_STEM + len(ending) and word.endswith(ending) for ending in frames.state_endings)


def _sides(given: list, wanted: list):
    """Both sides without the words they share; None when a side has none, or both are the same thing."""
    shared = {stemmed for _, stemmed, _ in given} & {stemmed for _, stemmed, _ in wanted}
    given = [term for term in given if term[1] not in shared]
    wanted = [term for term in wanted if term[1] not in shared]
    if not given or not wanted:
        return None
    if all(any(concepts & other for _, _, other in wanted) for _, _, concepts in given):
        return None  # the same thing on both sides ("a Willpower token as Willpower"): no stand-in asked
    return given, wanted


class _Sentence:
    """One sentence of an entry: its folded words (spaced at both ends, to
    find phrases in), and each word's stem and game concepts."""

    def __init__(self, text: str, game: str, index: Index, lang: str):
        said = words(text)
        self.text = f" {' '.join(said)} "
        self.words = said
        self.stems = [key(word, lang) for word in said]
        self.concepts = [term[2] if term else frozenset() for term in _terms(said, game, index, lang)]

    def at(self, term) -> list[int]:
        """The positions where the sentence names a term (its stem or one of its concepts)."""
        _, stemmed, own = term
        return [position for position, (other, concepts) in enumerate(zip(self.stems, self.concepts))
                if other == stemmed or own & concepts]

    def names(self, terms) -> bool:
        return all(self.at(term) for term in terms)


def _sentences(number: int, index: Index, lang_index: LangIndex) -> list[_Sentence]:
    """Each sentence of an entry (its title is one)."""
    entry = lang_index.docs[number].entry
    return [_Sentence(sentence, entry.game, index, lang_index.lang)
            for sentence in _SENTENCE.split(f"{entry.title}. {entry.text}") if sentence.strip()]


def _stands_in(sentence: _Sentence, given, wanted, choice: bool, frames: _Frames) -> bool:
    """Whether the sentence lets what is given stand in for what is wanted:
    it names both and a word of standing in, exchanging or choosing
    (`stand_in_rule`: "instead", "in place of"); or it pays what is given
    (within PAID_REACH words after a verb of paying) for what is wanted,
    named after it ("spend 2 REPUTATION to gain 1 HAPPINESS", not "commit a
    time meeple and pay one money"); or, when the question asks a choice
    ("X instead of Y"), it offers the two right either side of "or"
    (`stand_in_or`: "robar Carrera o ascender"). A list ("each Negative
    Impact or Unhappiness token") offers no conversion, and "Tiempo (pones
    una ficha de Tiempo o de Energía), Dinero (pagas...)" no use of money
    as time."""
    if choice == WHICH:
        return sentence.names(wanted)  # (the rule of the act names the one it takes: "discard one active card")
    if choice == REPLACED:  # (the rule that exchanges or replaces the thing itself, named right after: "SWAP A VALUE")
        return _acted_on(sentence, given[0], frames)
    if choice == OBTAINED:  # (the rule that gives the thing asked for in an exchange, in so many words)
        return sentence.names(wanted) and not frames.exchange_told.isdisjoint(sentence.words)
    if not (sentence.names(given) and sentence.names(wanted)):
        return False
    if any(phrase in sentence.text for phrase in frames.rule):
        return True
    if choice == COUNTED and (any(phrase in sentence.text for phrase in frames.counted_rule)
                              or _placed_among(sentence, given, wanted, frames)):
        return True  # ("events NEVER become part of a player's CV", "the most Trait Tiles (INCLUDING Traits
        # mimicked...)", "move any Life Events ... TO YOUR Experience stack": whether they count as CV cards)
    first_given = min(min(sentence.at(term)) for term in given)
    last_given = max(max(sentence.at(term)) for term in given)
    wanted_at = [position for term in wanted for position in sentence.at(term)]
    for position, word in enumerate(sentence.words):
        if word in frames.paying and position < first_given <= position + PAID_REACH \
                and any(other > last_given for other in wanted_at):
            return True
        if choice and word in frames.either:
            near = set(range(position - OR_NEAR, position)), set(range(position + 1, position + 1 + OR_NEAR))
            given_at = {other for term in given for other in sentence.at(term)}
            if any(given_at & near[first] and set(wanted_at) & near[1 - first] for first in (0, 1)):
                return True
    return False


def _placed_among(sentence: _Sentence, given, wanted, frames: _Frames) -> bool:
    """Whether the sentence files what is given into the player's own Ys
    (`stand_in_counted_placed`: "move any Life Events you acquired ... TO
    YOUR Experience stack", "pasas los Eventos Vitales ... A TU pila de
    Experiencias"): every word of X before the phrase, a word of Y within
    PAID_REACH words after it. The thing is then one of one's Ys, which
    tells whether it counts as one ("do life events count as experiences
    in my stack?"). Said elsewhere, the phrase files something else ("pasas
    A TU reserva la ficha de rasgo mimético": the token is not filed among
    the Trait Tiles)."""
    for said in frames.counted_placed:
        for start in phrase_starts(sentence.words, said):
            end = start + len(said)
            if start and all(any(at < start for at in sentence.at(term)) for term in given) \
                    and any(end <= at < end + PAID_REACH for term in wanted for at in sentence.at(term)):
                return True
    return False


def _acted_on(sentence: _Sentence, term, frames: _Frames) -> bool:
    """Whether the sentence names the term within PAID_REACH words after a
    word of standing in or exchanging (`stand_in_rule`: "reveal or SWAP A
    VALUE", "cambiar un Valor"): the thing itself is exchanged, not named
    beside an exchange of something else ("BARTER: exchange 1 MATERIAL", of
    a FAVOUR)."""
    named = sentence.at(term)
    for phrase in frames.rule:
        said = phrase.split()
        for start in range(len(sentence.words) - len(said) + 1):
            end = start + len(said)
            if sentence.words[start:end] == said and any(end <= at < end + PAID_REACH for at in named):
                return True
    return False


def _section(number: int, index: Index, lang_index: LangIndex) -> _Sentence:
    """The section of an entry ("Competitive Mode"), read as a sentence: the context it holds in."""
    entry = lang_index.docs[number].entry
    return _Sentence(entry.section or "", entry.game, index, lang_index.lang)


def says_stands_in(number: int, sides, index: Index, lang_index: LangIndex) -> bool:
    """Whether one sentence of the entry lets what is offered stand in for
    what it is offered for (`_stands_in`), when the entry holds one of the
    question's other game terms, if it has any (the action it is asked of)."""
    frames = _frames(lang_index.lang)
    given, wanted, choice, context = sides
    sentences = _sentences(number, index, lang_index)
    if context and not any(sentence.at(term) for sentence in (*sentences, _section(number, index, lang_index))
                           for term in context):
        return False  # (a rule of another action: paying REPUTATION for QUALITY when BUYing, asked of RESELL)
    return any(_stands_in(sentence, given, wanted, choice, frames) for sentence in sentences)


def _naming_game(said: list[str], game: str, index: Index) -> set[int]:
    """The positions of `said` inside a name of `game` ("in ADULTHOOD, can I ..."): the game the question asks
    of, which its glossary may list as a term but no rule sentence need name, never the action it asks of."""
    found: set[int] = set()
    for name, named in index.game_names.items():
        if named == game:
            found.update(position for start in range(len(said) - len(name) + 1)
                         if tuple(said[start:start + len(name)]) == name
                         for position in range(start, start + len(name)))
    return found


def unstated(query: str, numbers: list[int], index: Index, lang_index: LangIndex) -> str:
    """The words of what the question offers in place of another thing, when
    none of the nearest entries (`numbers`, the first the one that would
    answer) says it stands in for it; "" otherwise."""
    if not numbers:
        return ""
    game = lang_index.docs[numbers[0]].entry.game
    sides = offered(query, game, index, lang_index.lang)
    if sides is not None and sides[0] and all(word in told_places.told_place_words(query, lang_index.lang)
                                              for word, _, _ in sides[0]):
        return ""  # (the place the table put a thing "like a normal card", then asks where it goes: rules/told_places.py)
    if sides is not None:
        named = {stemmed for side in sides[:2] for _, stemmed, _ in side}
        stops = _frames(lang_index.lang).stops  # (the verbs of paying or using are the frame, not what it is about)
        said = words(query)
        naming = _naming_game(said, game, index)  # ("in ADULTHOOD can I use energy tokens as time meeples?")
        sides = (*sides, [term for position, (word, term) in enumerate(zip(said, _terms(said, game, index,
                                                                                          lang_index.lang)))
                          if term and term[1] not in named and word not in stops and position not in naming])
    if sides is None or any(says_stands_in(number, sides, index, lang_index) for number in numbers):
        return ""
    return " ".join(word for word, _, _ in sides[0] or sides[1])  # (what is offered, else what it is asked for)
