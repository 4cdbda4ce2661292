"""Text normalisation for matching questions against rule entries.

The pipeline, the same for rule text and for questions:

1. `fold`: lowercase, accents stripped (``"Fuerza de Voluntad"`` ->
   ``"fuerza de voluntad"``, ``"¿Qué?"`` -> ``"que"``), English contractions
   opened, everything that is not a letter or a digit becomes a space.
2. `words`: the folded text split into words.
3. stopwords per language are dropped (articles, pronouns, the verbs and
   question words of asking; quantities, time words and negation stay).
4. `key`: number words become digits ("two", "dos" -> "2"); other words go
   through a light, hand-written stemmer per language (English: plurals,
   -ing/-ed, British/American spelling; Spanish: plurals, gender, common verb
   endings and clitics, -ción). It only has to send the forms a player types
   and the forms the rulebook uses to the same key; languages without rules
   are left unstemmed.
5. `Thesaurus`: synonym expansion. Every English or Spanish synonym of a
   glossary term becomes one concept token (``"~cv:12"``) for its game, so
   "fuerza de voluntad", "willpower" and "WP" meet in the index; the
   everyday words of rules questions (end / finish / acabar, pay / afford /
   pagar...) have game-independent concepts (`COMMON_GROUPS`). The words of
   a phrase stay too, at a lower weight, and so do pairs of adjacent words,
   so partial wording still counts and matching wording counts more.

6. `intents`: the question words dropped as stopwords that say what is asked
   ("who", "how many", "when", "can I"; "quién", "cuántos"...) become intent
   tokens ("?who", "?num"...), and rule text gets the same tokens from the
   words answers of that kind use (players, numbers, moments, permissions).

7. `weak_keys`, `TOPIC_CONCEPTS`, `Thesaurus.concepts_at`, `noun_markers`,
   `hands_over`: what the search needs to judge whether an entry covers a
   question (see `search._evidence`): the words an entry need not contain
   (asking words, colours, everyday verbs), the common concepts that are a
   question's topic, which concepts stand for each word of a question, which
   words stand in a noun's place, and which verb hands something over to
   another player.

`read_by_neighbours` (used by `content_words`, so by questions and rule text
alike) reads a word whose sense hangs on a stopword next to it: "para en" is
the verb to stop, "falta una" a missing component, "más de" a limit, "se
acaban las fichas" a supply running out, "se queda a 0" reaching 0, "we lost
a die" a missing piece, "me and my wife" two players.

Nothing here knows about files or games beyond the glossary terms it is given.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import NamedTuple

# ---------------------------------------------------------------- folding

_CONTRACTIONS = [
    (re.compile(r"\b(can|won|don|doesn|didn|isn|aren|wasn|weren|haven|hasn|hadn|shouldn|couldn|wouldn|mustn)['’]?t\b"), r"\1 not"),
    (re.compile(r"n['’]t\b"), " not"),
    (re.compile(r"\bcannot\b"), "can not"),
    (re.compile(r"['’](s|re|ll|ve|m|d)\b"), ""),
]
_NON_WORD = re.compile(r"[^0-9a-z]+")
_COMBINING = re.compile("[\u0300-\u036f]")  # accents once NFKD has split them off


@lru_cache(maxsize=4096)
def fold(text: str) -> str:
    """Lowercase, without accents or punctuation, single-spaced."""
    text = text.lower()
    for pattern, replacement in _CONTRACTIONS:
        text = pattern.sub(replacement, text)
    stripped = _COMBINING.sub("", unicodedata.normalize("NFKD", text))
    return _NON_WORD.sub(" ", stripped).strip()


def words(text: str) -> list[str]:
    """The folded words of a text."""
    folded = fold(text)
    return folded.split() if folded else []


# ---------------------------------------------------------------- stopwords

_STOP_EN = """
a an the and or but if of to in on at by for from with into as is are was were be been being am do does did doing
done have has had having can could would should will shall may might must i me my mine myself you your yours yourself
we us our ours he him his she her hers it its itself they them their theirs this that these those there here what
whats which who whom whose how why when where just so very really please then than too also ok okay hey hi anyone
someone something anything thing things get gets got getting want wants like let lets s t d ll m re ve don doesn didn
isn aren wasn weren haven hasn hadn shouldn couldn wouldn mustn guys um uh quick theres whats wheres hows
"""

# Spanish: articles, pronouns, the commonest verbs of asking ("puedo", "hay",
# "pasa") and question words; quantities, time words and negation stay.
_STOP_ES = """
a al de del el la las lo los un una unas uno unos y o u e en con por para que q k se me te le les nos os mi mis tu
tus su sus yo ella ellos ellas usted ustedes nosotros vosotros es son ser sido soy eres era eran fue fueron esta estan
estar estoy este estos estas ese esa esos esas eso esto aqui ahi alli como cual cuales cuando donde quien quienes
cuanto cuanta cuantos cuantas hay ha han he has haber hace hacer hago pero pues porque xq pq porq tb tmb vale hola eh
puedo puede puedes pueden podemos debo debe deben tengo tiene tienes tienen muy ya si tambien algo alguien algun alguna
alguno algunos algunas pasa sucede ocurre sirve sirven
tio tia oye che guey wey ahorita bueno mola chicos gente pibe chaval porfa osea onda vos nomas boludo parce cuate
"""

STOPWORDS: dict[str, frozenset[str]] = {
    "en": frozenset(_STOP_EN.split()),
    "es": frozenset(_STOP_ES.split()),
}


def stopwords(lang: str) -> frozenset[str]:
    return STOPWORDS.get(lang, frozenset())


# ---------------------------------------------------------------- stemming

_VOWELS = set("aeiouy")


def _has_vowel(text: str) -> bool:
    return any(ch in _VOWELS for ch in text)


def _stem_en(word: str) -> str:
    if len(word) <= 3:
        return word
    # British and American spelling meet: favour / favor, colour / color, centre / center
    if len(word) >= 6 and word.endswith(("our", "ours")):
        word = word.replace("our", "or") if word.count("our") == 1 else word
    elif len(word) >= 5 and word.endswith(("tre", "tres")):
        word = word[: word.rfind("tre")] + "ter" + ("s" if word.endswith("s") else "")
    # plurals and third person
    if word.endswith("ies") and len(word) > 4:
        word = word[:-3] + "y"
    elif word.endswith("sses") or (word.endswith("oes") and len(word) <= 5):  # classes; goes -> go, does -> do
        word = word[:-2]
    elif word.endswith(("ches", "shes", "xes", "zes")):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith(("ss", "us", "is")):
        word = word[:-1]
    # -ing, -ed (rolling, rolled -> roll; getting -> get; placed -> plac)
    for suffix in ("ingly", "edly", "ing", "ed"):
        if word.endswith(suffix):
            base = word[: -len(suffix)]
            if len(base) >= 3 and _has_vowel(base):
                word = base
                if len(word) >= 4 and word[-1] == word[-2] and word[-1] not in "lsz" and word[-1] not in _VOWELS:
                    word = word[:-1]
            break
    if word.endswith("ly") and len(word) > 5:
        word = word[:-2]
    if word.endswith("y") and len(word) > 3:
        word = word[:-1] + "i"
    if word.endswith("e") and len(word) > 3:
        word = word[:-1]
    return word


_ES_CLITICS = ("selos", "selas", "melo", "mela", "telo", "tela", "nos", "les", "los", "las", "me", "te", "se", "le", "lo", "la")
# plural, gender, verb and derivational endings, tried longest first
_ES_ENDINGS = tuple(
    sorted(
        """
        amientos imientos amiento imiento aciones iciones acion icion mente
        iendo ando aremos eremos iremos abamos iamos amos emos imos aban aron ieron aste iste
        adas idas ados idos ada ida ado ido aba abas ian ias ia
        ar er ir an en as es os a e i o s
        """.split(),
        key=len,
        reverse=True,
    )
)


def _stem_es(word: str) -> str:
    """Light Spanish stemmer: clitics (casarme -> casar), then up to two
    endings (jugadores -> jugador, cartas -> cart, empatamos -> empat,
    puntuación / puntuar -> puntu), then spelling (coloque -> coloc)."""
    if len(word) <= 3:
        return word
    for clitic in _ES_CLITICS:
        if word.endswith(clitic):
            base = word[: -len(clitic)]
            if base.endswith(("ar", "er", "ir", "ando", "iendo")) and len(base) >= 4:
                word = base
                break
    if word.endswith("ces") and len(word) > 4:
        word = word[:-3] + "z"
    for _ in range(2):
        for ending in _ES_ENDINGS:
            # keep 2 letters of stem (usar / usando -> us), 3 for one-letter endings
            if word.endswith(ending) and len(word) - len(ending) >= (3 if len(ending) == 1 else 2):
                word = word[: -len(ending)]
                break
        else:
            break
    if word.endswith("qu") and len(word) > 3:
        word = word[:-2] + "c"
    elif word.endswith("gu") and len(word) > 3:
        word = word[:-1]
    return word


_STEMMERS = {"en": _stem_en, "es": _stem_es}


@lru_cache(maxsize=65536)
def stem(word: str, lang: str) -> str:
    """The matching key of one folded word in `lang` (digits unchanged)."""
    if word.isdigit():
        return word
    stemmer = _STEMMERS.get(lang)
    return stemmer(word) if stemmer else word


# Words whose sense hangs on a stopword next to them, which the stopword list
# would drop: "el autobús para en ..." is the verb to stop (not "para", for);
# "solo una" / "solo un" is "only one" (a limit), not the solo mode; "more
# than" / "más de" is a limit where "more" / "más" alone is not ("4 monedas
# más", "gain more dice"); "falta una carta" is a missing component (not
# "hace falta", it takes).
_BY_NEXT_WORD = {
    "es": {("para", "en"): "parar", ("paran", "en"): "parar", ("solo", "una"): "maximo", ("solo", "un"): "maximo",
           ("solo", "uno"): "maximo", ("mas", "de"): "maximo"},
    "en": {("more", "than"): "max"},
}
_MISSING = {"es": ({"falta", "faltan", "falto"}, {"un", "una", "unos", "unas", "el", "la", "los", "las"},
                   {"hace", "hacen", "hacia", "haga", "hagan", "haria"})}
# a component the players lost: "perdimos una ficha", "se pierde un dado", "we lost one of the cards"
# (not "pierde la carta" / "the card is lost", which is losing it by the rules)
_LOST = {
    "es": ({"perdimos", "perdi", "perdio", "perdieron", "perdido", "pierde", "pierden"},
           {"un", "una", "unos", "unas", "uno"}),
    "en": ({"lost"}, {"a", "an", "one", "some", "two", "three", "our", "my"}),
}
# reaching a number, told in everyday words: "se queda a 0", "baja a 0", "drops to 0", "hits 0" -> "llega a 0", "reaches 0"
_REACHING = {
    "es": ({"queda", "quedan", "quedo", "quede", "baja", "bajan", "bajo", "cae", "caen", "cayo"}, {"a", "en"}, "llega"),
    "en": ({"hits", "hit", "drops", "dropped", "drop", "falls", "fell", "goes", "gets", "got", "is"}, {"to", "at"},
           "reaches"),
}
# a component that broke in someone's hands: "se me rompe una carta" ("se rompe el material" is LOOP's rule)
_BROKE_ON_ME = {"es": {"rompe", "rompen", "rompio", "rompieron", "roto", "rota", "estropea", "estropeo", "raja",
                       "rajo"}}
DAMAGED_WORD = "deteriorado"  # what it is read as (a word of the accidents and damage group)
_LOST_NOW = {"pierde", "pierden"}  # the present only as "se nos pierde un dado", not "se pierde una carta" by the rules
_DATIVES = ("me", "te", "nos", "les")  # "se ME rompe", "se NOS pierde": it happened to the players
# "¿puedo pasar el turno?" asks to skip it ("el jugador pasa el turno" hands it on, "pasos del turno" are its steps)
_ASKING_ES = {"puedo", "puede", "podemos", "pueden", "quiero", "queremos", "dejar"}
MISSING_WORD = "extraviado"  # what a missing component is read as (a word of the "missing" group)
# a supply that ends runs out: "se termina el mazo", "se acaban las fichas", "el mazo se acaba" (while "se
# termina la partida", "se acaba la ronda" are the end of the game or a round)
_ENDING_SUPPLY = {"es": ({"termina", "terminan", "termino", "terminaron", "terminado", "terminada", "terminados",
                          "terminadas", "acaba", "acaban", "acabo", "acabaron", "acabado", "acabada", "acabados",
                          "acabadas"},
                         {"el", "la", "los", "las", "un", "una", "unos", "unas", "mi", "mis", "tu", "tus", "su", "sus"},
                         {"mazo", "mazos", "baraja", "barajas", "fichas", "cartas", "monedas", "dinero", "reserva",
                          "dados", "marcadores", "cubos", "pila", "pilas", "meeples", "recursos", "materiales",
                          "favores", "reservas", "suministros"})}
RUN_OUT_WORD = "agota"  # what a supply that ends is read as (a word of the "run out" group)
# showing something TO someone ("mostrarle"): the stem alone is what a card shows ("la carta muestra")
_READ_AS = {"es": {form: "ensenarle" for form in ("mostrarle", "mostrarles", "mostrarsela", "mostrarselas",
                                                  "mostrarselo", "mostrarselos", "muestrale", "muestrales")}}
# "show my cards", "show them to": showing one's things to others ("the card shows" is what it depicts)
_SHOWN_TO = {"en": ({"show", "showing"}, {"my", "them", "it", "to", "others", "everyone", "other", "another", "our",
                                           "your", "him", "her"})}
SHOWN_TO_WORD = "exhibit"  # what it is read as (a word of the showing-one's-cards group)


# two people at the table, told without a number: "me and my wife", "mi pareja y yo", "somos dos"
_PEOPLE = {
    "en": "wife husband partner girlfriend boyfriend friend son daughter kid brother sister mom dad roommate",
    "es": "pareja mujer marido esposa esposo novia novio amigo amiga hijo hija hermano hermana madre padre",
}
_TWO_OF_US = {
    "en": [("me", "and", "my", person) for person in _PEOPLE["en"].split()]
    + [("my", person, "and", "i") for person in _PEOPLE["en"].split()]
    + [("the", "two", "of", "us"), ("two", "of", "us"), ("the", "2", "of", "us")],
    "es": [("mi", person, "y", "yo") for person in _PEOPLE["es"].split()]
    + [("yo", "y", "mi", person) for person in _PEOPLE["es"].split()]
    + [("somos", "dos"), ("somos", "2"), ("los", "dos", "solos")],
}


@lru_cache(maxsize=4)
def _two_of_us_table(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The patterns of _TWO_OF_US by their first word."""
    table: dict[str, list[tuple[str, ...]]] = {}
    for pattern in _TWO_OF_US.get(lang, ()):
        table.setdefault(pattern[0], []).append(pattern)
    return {first: tuple(patterns) for first, patterns in table.items()}


def _two_of_us(folded: list[str], lang: str) -> list[str]:
    """The words, with two people told without a number ("me and my wife")
    written as "2 players" ("2 jugadores"), padded with "and" / "y" so that
    each word still stands for one word of the question."""
    by_first = _two_of_us_table(lang)
    if not by_first or not by_first.keys() & set(folded):
        return folded
    out: list[str] = []
    i = 0
    while i < len(folded):
        for pattern in by_first.get(folded[i], ()):
            if tuple(folded[i : i + len(pattern)]) == pattern:
                out.extend(["2", "players" if lang == "en" else "jugadores"])
                out.extend(["and" if lang == "en" else "y"] * (len(pattern) - 2))
                i += len(pattern)
                break
        else:
            out.append(folded[i])
            i += 1
    return out


def read_by_neighbours(folded: list[str], lang: str) -> list[str]:
    """The folded words, with a word whose sense hangs on the stopword next to
    it written as that sense ("para en" -> "parar", "falta una" -> missing,
    "se termina el mazo" -> running out, "mostrarle" -> showing to someone,
    "perdimos una ficha" -> a missing component, "se me rompe" -> damaged,
    "se queda a 0" -> reaches 0)."""
    folded = _two_of_us(folded, lang)
    table = _BY_NEXT_WORD.get(lang)
    missing = _MISSING.get(lang)
    ending = _ENDING_SUPPLY.get(lang)
    same = _READ_AS.get(lang, {})
    lost = _LOST.get(lang)
    reaching = _REACHING.get(lang)
    numbers = NUMBER_WORDS.get(lang, {})
    if not table and not missing and not ending and not same and not lost and not reaching:
        return folded
    read = []
    for i, word in enumerate(folded):
        after = folded[i + 1] if i + 1 < len(folded) else ""
        before = folded[i - 1] if i else ""
        if word in same:
            word = same[word]
        elif lang in _SHOWN_TO and word in _SHOWN_TO[lang][0] and after in _SHOWN_TO[lang][1]:
            word = SHOWN_TO_WORD
        elif lang == "es" and word == "pasar" and i + 2 < len(folded) and folded[i + 2] == "turno" and (
                after == "mi" or (after == "el" and before in _ASKING_ES)):
            word = "saltar"
        elif table and (word, after) in table:
            word = table[(word, after)]
        elif missing and word in missing[0] and after in missing[1] and before not in missing[2]:
            word = MISSING_WORD
        elif ending and word in ending[0] and (
                (after in ending[1] and i + 2 < len(folded) and folded[i + 2] in ending[2])
                or (before == "se" and i >= 2 and folded[i - 2] in ending[2])):
            word = RUN_OUT_WORD
        elif lost and word in lost[0] and after in lost[1] and (word not in _LOST_NOW or before in _DATIVES):
            word = MISSING_WORD
        elif word in _BROKE_ON_ME.get(lang, ()) and before in _DATIVES:
            word = DAMAGED_WORD
        elif reaching and word in reaching[0] and _is_number(_next_past(folded, i, reaching[1]), numbers):
            word = reaching[2]
        read.append(word)
    return read


def _next_past(folded: list[str], i: int, skipped: set[str]) -> str:
    """The word after position i, past one of `skipped` ("queda A 0", "drops TO 0")."""
    n = i + 1
    if n < len(folded) and folded[n] in skipped:
        n += 1
    return folded[n] if n < len(folded) else ""


def _is_number(word: str, numbers: dict[str, str]) -> bool:
    return word.isdigit() or word in numbers or word in ("zero", "cero")


def content_words(text: str, lang: str) -> list[str]:
    """Folded words of `text` without the stopwords of `lang`."""
    stop = stopwords(lang)
    return [word for word in read_by_neighbours(words(text), lang) if word not in stop]


_NUMBERS = {
    "en": "zero one two three four five six seven eight nine ten eleven twelve",
    "es": "cero _ dos tres cuatro cinco seis siete ocho nueve diez once doce",
}
NUMBER_WORDS: dict[str, dict[str, str]] = {
    lang: {word: str(value) for value, word in enumerate(listed.split()) if word != "_"} for lang, listed in _NUMBERS.items()
}


def key(word: str, lang: str) -> str:
    """The matching key of one folded content word: number words become
    digits ("two" / "dos" -> "2"), other words their stem."""
    return stem(NUMBER_WORDS.get(lang, {}).get(word, word), lang)


def terms(text: str, lang: str) -> list[str]:
    """Keys of the content words of a text: its plain tokens, before synonyms."""
    return [key(word, lang) for word in content_words(text, lang)]


# Words of asking that a rule entry need not contain to answer the question
# ("what happens", "how does it work", "how much"), and colours (which
# Counter or Track is meant is a detail of the question): they still rank,
# but an entry that lacks them is not missing part of the question.
_WEAK_EN = """
happen happens happened work works mean means need needs matter much many number exactly actually thing way go goes
going use used using get got not no do does up able allowed possible rule rules game play normal once
orange blue green pink turquoise yellow red purple
"""
_WEAK_ES = """
pasar pasa pase funciona funcionan funcionar significa sirve usar usa usan ir va hacer hace hago dar da dan
tener tengo saco sacar recibo recibe poder puedo se no bien normal regla reglas partida jugar juego
naranja azul verde rosa turquesa amarillo rojo morado
"""
# Everyday verbs, adverbs and fillers with which a player tells what happened
# at the table ("I just took", "it hits 0", "que elijo"): details of the
# question, not its topic, even though a game's rulebook may never use them.
# A word the rulebook never uses and that is not one of these is a topic it
# is silent about ("the table", "teams", "cheating"; see search._foreign).
_DETAIL_EN = """
took taken grab grabbed grabbing hit hits hitting reach reaches reached drop dropped dropping stop stops stopped
flip flipped flipping calculate calculated calculating compute made make makes making follow followed suppose
supposed swap swapped switch switched pick picked picking chose chosen choosing say says said tell told know knew
think thought guess wonder wondering ask asked try tried figure check checked handle handled deal dealt happen
again still even ever already almost just only right away immediately always never sometimes usually also exactly
instead anymore anyway later soon now today yet enough quite rather pretty kind sort bit lot lots stuff whole
good bad fine sure true false yes yeah nope correct wrong outside inside between through across over under during
while without within along around somebody somebodys someone everybody everyone anybody nobody nothing everything
something anything thats different difference differences same similar exact basically literally actually
probably maybe perhaps supposedly otherwise regardless whatever whenever wherever whichever
"""
_DETAIL_ES = """
coger cojo coges coge cogi cogido cogemos agarro elegir elijo eliges elige elegi elegido escoger escojo escoges
conocer conozco conoces conoce seguir sigo sigues sigue seguido seguimos pedir pido pides pide pedido decir digo
dices dice dijo dicho saber se sabes sabe creer creo pensar pienso piensas querer quiero quieres quiere queremos
necesitar necesito necesitas recorrer recorre recorren meter meto meti mete metido llegar llego llegas llega
alcanzar alcanzo alcanza tocar toca toco intentar intento calcular calculo calcula cumple cumplo hice hizo hecho
puse puso puesto tome tomo tomas toma tomado otra vez todavia aun ya casi justo siempre nunca ademas
exactamente entonces luego ahora antes despues enseguida directamente igual mismo distinto diferente diferencia
diferencias bueno malo cierto verdad correcto mal fuera dentro entre durante mientras sin alguien nadie nada todo
algo cosa cosas tipo rollo vez veces
"""
# Handing something over to another player ("can I give my coins to another
# player", "¿puedo darle una carta a otro jugador?"): the verb, and the words
# that name the other player after it. Only an entry about trading or lending
# answers such a question (see search._evidence).
TRANSFER_VERBS = {
    "en": frozenset("give giving hand pass swap exchange trade lend send transfer share".split()),
    "es": frozenset("dar darle darles pasar pasarle pasarles regalar regalarle prestar prestarle cambiar intercambiar "
                    "ceder cederle compartir enviar mandar".split()),
}
OTHER_WORDS = {"en": frozenset("another other".split()), "es": frozenset("otro otra otros otras".split())}
# the other players named without the word "player"
OTHER_PEOPLE = {
    "en": frozenset("others someone somebody opponent opponents teammate".split()),
    "es": frozenset("demas alguien rival rivales companero".split()),
}
TRANSFER_REACH = 8  # how many words after the verb the other player may be named


def hands_over(folded: list[str], position: int, lang: str) -> bool:
    """Whether the word at `position` hands something over to another player
    ("another player", "otro jugador", "the others"; not "another location")."""
    if folded[position] not in TRANSFER_VERBS.get(lang, ()):
        return False
    other, people, players = OTHER_WORDS.get(lang, frozenset()), OTHER_PEOPLE.get(lang, frozenset()), set(PLAYER_WORDS)
    end = min(len(folded), position + 1 + TRANSFER_REACH)
    return any(
        folded[n] in people or (folded[n] in other and n + 1 < len(folded) and folded[n + 1] in players)
        for n in range(position + 1, end)
    )


# The words after which a question word is a noun ("off THE table", "in teams",
# "por equipos", "al suelo", "¿hay límite?"): only such a word is a topic the rulebook is
# silent about when it never uses it (an unknown verb, "it hits 0", "que
# elijo", is a detail of how the question is told).
_NOUN_MARKERS = {
    "en": """a an the my your his her its our their this that these those some any no every each another other
          of in on at from for with into onto off by under over about without""",
    "es": """un una unos unas el la los las lo mi mis tu tus su sus nuestro nuestra este esta estos estas ese esa
          esos esas al del de en con sin por sobre hay""",
}


@lru_cache(maxsize=4)
def noun_markers(lang: str) -> frozenset[str]:
    """The folded articles, determiners and prepositions of `lang`, and "hay" (see _NOUN_MARKERS)."""
    return frozenset(_NOUN_MARKERS.get(lang, "").split())


WEAK_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(_WEAK_EN.split()) | frozenset(_DETAIL_EN.split()),
    "es": frozenset(_WEAK_ES.split()) | frozenset(_DETAIL_ES.split()),
}


@lru_cache(maxsize=4)
def weak_keys(lang: str) -> frozenset[str]:
    """The keys (stems) of the weak words of `lang`."""
    return frozenset(key(word, lang) for word in WEAK_WORDS.get(lang, ()))


# ---------------------------------------------------------------- synonyms

# The everyday words of rules questions, the same for every game: what players
# say for ending, starting, paying, winning... (each group is one concept;
# English and Spanish together). Game terms live in each game's glossary.
COMMON_GROUPS: list[list[str]] = [
    ["end", "ends", "ending", "finish", "game over", "game end", "end of the game", "fin", "final", "terminar", "termina",
     "acabar", "acaba", "se acaba", "finalizar", "finaliza"],
    ["game end", "end of the game", "game over", "the game ends", "game ends", "end the game", "fin de la partida",
     "final de la partida", "termina la partida", "acaba la partida", "terminar la partida", "fin del juego",
     "final del juego", "se acaba la partida", "termina el juego", "acaba el juego"],
    ["start", "begin", "beginning", "starting", "at first", "empezar", "empieza", "comenzar", "comienza", "inicio",
     "principio", "al principio", "al empezar", "inicial", "arrancar", "arranca", "al arrancar"],
    ["win", "wins", "winner", "victory", "ganar", "gana", "ganador", "victoria"],
    ["tie", "tied", "draw game", "same score", "empate", "empatar", "empatados", "misma puntuacion"],
    ["pay", "spend", "afford", "cost", "costs", "pagar", "gastar", "permitirse", "cuesta", "cuestan", "costar", "coste"],
    ["cost", "price", "how much", "coste", "costo", "precio", "cuesta", "cuanto cuesta"],
    ["take", "gain", "receive", "obtain", "collect", "grab", "coger", "tomar", "obtener", "recibir", "conseguir", "ganar", "llevar", "llevarse",
     "agarrar", "pillar", "cobrar", "cobro"],
    ["draw", "robar", "roba"],
    ["roll", "throw dice", "tirar", "tirada", "lanzar", "lanzamiento"],
    ["reroll", "re roll", "roll again", "relanzar", "volver a tirar", "repetir tirada", "retirar dados"],
    ["discard", "throw away", "get rid", "descartar", "descarte", "deshacerse"],
    ["remove", "take away", "take out", "quitar", "retirar", "eliminar", "sacar"],
    ["keep", "hold", "retain", "conservar", "mantener", "guardar", "quedarse", "quedar"],
    ["lose", "loss", "perder", "pierde", "perdida", "penalty", "penalties", "penalised", "penalized", "punished",
     "penalizacion", "penalizaciones", "penaliza", "castigo", "castiga"],
    ["place", "put", "colocar", "poner", "dejar", "meter"],
    ["move", "moving", "mover", "mueve", "desplazar"],
    ["limit", "maximum", "max", "at most", "more than", "only one", "only 1", "limite", "maximo", "como mucho",
     "mas de"],  # ("more than", "más de": see _BY_NEXT_WORD)
    ["minimum", "min", "at least", "minimo", "al menos", "como minimo"],
    ["swap", "exchange", "trade", "switch", "change", "cambiar", "intercambiar", "cambio"],
    ["trade", "exchange", "intercambiar", "intercambio", "trueque"],
    ["hand limit", "hand size", "maximum hand", "max hand", "limite de mano", "limite de cartas en la mano",
     "maximo de cartas en la mano"],
    # (not "reloj": "en el sentido de las agujas del reloj" is clockwise)
    ["minutes", "hours", "timer", "time limit", "playing time", "minutos", "horas", "cronometro", "limite de tiempo",
     "takes too long", "take too long", "taking too long", "slow player", "tarda demasiado",
     "tardar demasiado", "tarda mucho", "jugador lento"],
    ["copy", "mimic", "imitate", "copiar", "imitar"],
    ["refill", "replenish", "restock", "replace", "reponer", "rellenar", "reemplazar", "sustituir"],
    ["points", "score", "scoring", "vp", "victory points", "puntos", "puntuacion", "puntuar", "puntua"],
    ["player", "players", "jugador", "jugadores"],
    ["turn", "turno"],
    ["round", "ronda"],
    ["setup", "set up", "preparation", "preparacion", "preparar", "montaje", "start with", "starting", "to start with",
     "at the beginning", "to begin with", "begin with",
     "al empezar", "al principio", "para empezar", "de inicio", "inicial", "iniciales", "empiezo", "empiezas", "comienzo"],
    ["again", "twice", "repeat", "otra vez", "de nuevo", "dos veces", "repetir"],
    ["same", "mismo", "misma"],
    ["other", "another", "else", "others", "otro", "otra", "otros", "otras", "demas", "los demas"],
    ["before", "antes"],
    ["after", "afterwards", "then", "despues", "luego"],
    ["first", "primero", "primer", "primera"],
    ["last", "ultimo", "ultima"],
    ["free", "for free", "gratis", "gratuito", "sin pagar"],
    ["left", "leftmost", "izquierda"],
    ["right", "rightmost", "derecha"],
    # ("se acaba" alone is the end: a supply that runs out is read by read_by_neighbours)
    ["empty", "run out", "runs out", "no more", "vacio", "agotar", "agota", "quedarse sin", "gone", "no quedan", "no queda"],
    ["solo", "solitaire", "single player", "alone", "solitario", "un jugador", "yo solo"],
    ["accumulate", "pile up", "carry over", "stack up", "build up", "acumular", "acumulan", "se acumulan", "se guardan"],
    ["example", "ejemplo"],
    ["rule", "rules", "regla", "reglas", "reglamento"],
    ["card", "cards", "carta", "cartas"],
    ["token", "tokens", "ficha", "fichas"],
    ["die", "dice", "dado", "dados"],
    ["hand", "mano"],
    ["board", "tablero"],
    # everyday wording with no word in common with the rule text
    ["at the same time", "simultaneous", "simultaneously", "all together", "a la vez", "al mismo tiempo", "simultaneo",
     "simultanea", "simultaneamente"],
    ["adjacent", "beside", "neighbouring", "neighbour", "neighbor", "next to", "al lado", "adyacente", "contiguo",
     "vecino", "pegado", "de al lado"],
    ["non adjacent", "not adjacent", "not next to", "not beside", "not neighbouring", "far away", "no adyacente",
     "no contiguo", "no contigua", "no esta al lado", "no estan al lado", "lejos"],
    ["see", "look at", "check", "visible", "public", "ver", "mirar", "revisar", "publico", "publica", "a la vista"],
    ["buy", "purchase", "shop", "comprar", "compra"],
    ["choose", "pick", "select", "elegir", "escoger", "seleccionar", "elige"],
    ["repeated", "duplicate", "duplicates", "repetido", "repetidos", "duplicado"],
    ["friend", "friends", "friendship", "amigo", "amigos", "amistad"],
    ["secret", "hidden", "face down", "facedown", "look at", "peek", "secreto", "oculto", "boca abajo", "mirar"],
    ["everyone", "everybody", "all players", "each player", "todos", "todo el mundo", "cada jugador"],
    # what players ask and rulebooks seldom settle: a question about one of
    # these is answered only by an entry that speaks of it (TOPIC_CONCEPTS)
    # ("deshacer" alone is also "deshacerse de", to get rid of: only with what is undone)
    ["undo", "deshacer la jugada", "deshacer mi jugada", "deshacer una jugada",
     "deshacer una accion", "deshacer la accion", "deshacer la compra", "deshacer el movimiento", "echarse atras",
     "rectificar", "take back my move", "take back a move", "take back the move", "take my move back", "retract"],
    ["lend", "loan", "gift", "give away", "prestar", "prestarle", "regalar", "regalarle"],
    ["team", "teams", "in teams", "teammate", "equipo", "equipos", "por equipos", "companero de equipo"],
    ["cheat", "cheating", "cheated", "trampa", "trampas", "hacer trampa", "tramposo"],
    # (a player leaving, not components: "Dice at a location leave the game")
    ["player leave the game", "player leaves the game", "player leaving the game", "leave early", "leaves early",
     "left early", "player left the game", "quit the game", "mid game", "halfway through", "mitad de partida", "mitad de la partida",
     "media partida", "concede", "give up", "drop out", "abandon", "abandonar", "abandona", "abandonan", "rendirse",
     "rendir", "player leaves", "player has to leave", "player must leave", "player needs to leave",
     "jugador se tiene que ir", "jugador tiene que irse", "jugador se va", "jugador se marcha", "irse de la partida",
     "se va de la partida", "dejar la partida", "deja la partida", "salir de la partida", "sale de la partida"],
    ["by accident", "accidentally", "off the table", "the floor", "floor", "tilted", "cocked", "torn", "sin querer",
     "por accidente", "se cae", "se caen", "se cayo", "inclinado", "inclinada", "fuera de la mesa", "damaged", "damage",
     "bent", "stained", "worn out", "borrado", "borrada", "manchado", "manchada", "mancha", "deteriorado",
     "deteriorada", "misprint", "misprinted", "printing error", "error de impresion", "mal impresa", "mal impreso"],
    # showing one's hidden things to others ("show" alone is what a card depicts)
    ["exhibit", "let others see", "ensenar", "ensenarle", "ensenarles", "ensena", "ensenas"],
    ["missing", "go missing", "goes missing", "extraviado", "extraviada"],
    ["forget", "forgets", "forgot", "forgotten", "olvidar", "olvida", "olvide", "olvido", "se me olvido",
     "nos olvidamos"],
    ["expansion", "expansions", "expansion pack", "expansiones", "ampliacion", "ampliaciones"],
    # (not "cambiar las reglas": "con algunos cambios en las reglas" is how a variant is told)
    ["house rule", "house rules", "regla casera", "reglas caseras", "change a rule", "change the rules",
     "inventar una regla"],
    # mistakes at the table
    ["mistake", "mistakes", "by mistake", "misread", "misplay", "misplayed", "miscounted", "me equivoque",
     "me equivoco", "equivocarse", "equivocacion", "por error", "error", "errores"],
    # saying one's moves aloud
    ["out loud", "aloud", "announce", "announces", "en voz alta", "anunciar", "anuncia", "anunciarlo"],
    # passing one's turn (only as a phrase: "pass" alone is passing a space on a track, and "pasa el
    # turno al siguiente" is the turn moving on)
    ["skip my turn", "skip a turn", "skip the turn", "pass my turn", "pass the turn",
     "pass your turn", "saltar el turno", "saltarme el turno", "saltar mi turno", "saltar turno"],
    # who may have something: asked as "who gets / who can" (see ELIGIBLE_CONCEPT)
    ["eligible", "eligibility", "entitled", "qualify", "qualifies", "requisito", "requisitos", "cumple los requisitos"],
    # who starts: asked as "who" + start / first (see FIRST_PLAYER_TRIGGERS)
    ["first player", "start player", "starting player", "goes first", "go first", "plays first", "starts the game",
     "starts each round", "turn order", "jugador inicial", "primer jugador", "empieza la partida", "empieza cada ronda",
     "comienza la partida", "orden de turno", "sale primero", "juega primero"],
]


def common_concept(word: str) -> str:
    """The concept token of the common group that holds `word` (found by
    content, so reordering or inserting groups cannot break the reference)."""
    return f"~common:{next(i for i, group in enumerate(COMMON_GROUPS) if word in group)}"



FIRST_PLAYER_CONCEPT = common_concept("first player")
# a "who" question about these concepts (start, first) asks for the first player
FIRST_PLAYER_TRIGGERS = frozenset({common_concept("start"), common_concept("first")})

# Common concepts that are the topic of a question, not a detail of it: an
# entry that does not speak of running out or of a limit does not answer
# "what if the deck runs out" or "is there a hand limit" (each group is named
# by one of its words: running out, limits, trading, playing time, hand size,
# undoing, lending, teams, cheating, leaving the game, accidents and damage,
# missing pieces, forgetting, expansions, house rules, looking at, peeking,
# showing one's cards, mistakes, saying moves aloud, passing one's turn).
TOPIC_CONCEPTS = frozenset(
    common_concept(word)
    for word in ("run out", "limit", "trueque", "cronometro", "hand limit", "undo", "lend", "team", "cheat", "concede",
                 "by accident", "missing", "forget", "expansion", "house rule", "mirar", "peek", "ensenar",
                 "skip my turn", "aloud", "mistake")
)
LIMIT_CONCEPT = common_concept("limit")
# what an entry must speak of to answer a question about handing something to another player
TRANSFER_CONCEPTS = frozenset(common_concept(word) for word in ("trueque", "lend"))
# a "who" question asks who is entitled: the rule that states the condition
ELIGIBLE_CONCEPT = common_concept("eligible")
# the gaps a general rule may fill (a stand-in for components that run out or go missing)
GAP_CONCEPTS = frozenset(common_concept(word) for word in ("run out", "limit", "missing"))
# a missing piece is filled by the rule for pieces that run out (LOOP's "use any handy objects")
GAP_STAND_INS = {common_concept("missing"): common_concept("run out")}

PHRASE_WORD_WEIGHT = 0.6  # weight of the words of a glossary phrase beside its concept token
NESTED_CONCEPT_WEIGHT = 0.5  # a concept found inside a longer glossary phrase
SINGLE_CONCEPT_WEIGHT = 0.7  # the concept of a one-word synonym (the word itself also counts)
BIGRAM_WEIGHT = 0.3  # two words in a row, as in the question
PLAYER_COUNT_WEIGHT = 1.0  # a number next to "players" ("3 players", "para 4 jugadores"): a player count
# the words a player count is made with: "3 players", "4-player", "con 2 jugadores"
PLAYER_WORDS = ("player", "players", "jugador", "jugadores", "jugadoras", "people", "personas")
NUMBER_BIGRAM_WEIGHT = 0.8  # a word then a number ("level 5", "round 2"): says which one is meant


@lru_cache(maxsize=4)
def player_keys(lang: str) -> frozenset[str]:
    """The keys of PLAYER_WORDS in `lang`."""
    return frozenset(key(word, lang) for word in PLAYER_WORDS)


def _bigram_weight(a: str, b: str, players: frozenset[str]) -> float:
    """Two stems in a row: a player count weighs most, then a word and its
    number ("level 5", "round 2"), then any other pair."""
    if (a.isdigit() and b in players) or (b.isdigit() and a in players):
        return PLAYER_COUNT_WEIGHT
    if b.isdigit() and not a.isdigit():
        return NUMBER_BIGRAM_WEIGHT
    return BIGRAM_WEIGHT


class Token(NamedTuple):
    text: str
    weight: float = 1.0


class Thesaurus:
    """Glossary terms of one game, as phrases of stemmed words -> concept tokens.

    `terms` is a list of synonym groups; each group is a list of phrases in any
    language. Phrases are stemmed with the stemmer of the text they will be
    compared to, so one thesaurus serves English and Spanish text alike.
    """

    def __init__(self, scope: str, groups: list[list[str]], common: bool = True):
        self.scope = scope
        self.groups = groups
        self.common = COMMON_GROUPS if common else []
        self._tables: dict[str, tuple[dict[tuple[str, ...], frozenset[str]], int, frozenset[str]]] = {}

    def concept(self, index: int) -> str:
        return f"~{self.scope}:{index}"

    def table(self, lang: str) -> tuple[dict[tuple[str, ...], frozenset[str]], int, frozenset[str]]:
        """Phrase (stemmed words) -> concepts, the longest phrase length and
        the words phrases start with."""
        cached = self._tables.get(lang)
        if cached is not None:
            return cached
        phrases: dict[tuple[str, ...], set[str]] = {}
        named = [(self.concept(index), group) for index, group in enumerate(self.groups)]
        named += [(f"~common:{index}", group) for index, group in enumerate(self.common)]
        for concept, group in named:
            for phrase in group:
                key = tuple(terms(phrase, lang))
                if key:
                    phrases.setdefault(key, set()).add(concept)
        table = {key: frozenset(value) for key, value in phrases.items()}
        longest = max((len(key) for key in table), default=0)
        self._tables[lang] = (table, longest, frozenset(key[0] for key in table))
        return self._tables[lang]

    def expand(self, stems: list[str], lang: str, known=None) -> list[Token]:
        """The stems as tokens, plus one concept token per glossary phrase found.

        Words inside a matched phrase keep a lower weight; a concept found
        inside a longer matched phrase gets a lower weight too. `known` tells
        which stems the text being searched uses: a one-word synonym it does
        not use (a word of the other language) passes its full weight to the
        concept."""
        longest = self.table(lang)[1]
        matches = self.matches(stems, lang)
        covered = [False] * len(stems)
        tokens: list[Token] = []
        longest_end: dict[int, int] = {}
        for start, end, _ in matches:
            longest_end[start] = max(longest_end.get(start, start), end)
        for start, end, concepts in matches:
            # inside a longer phrase that starts at or before this one
            nested = any(
                longest_end.get(other, -1) >= end and longest_end[other] - other > end - start
                for other in range(max(0, start - longest + 1), start + 1)
            )
            weight = NESTED_CONCEPT_WEIGHT if nested else 1.0
            if end - start == 1 and (known is None or known(stems[start])):
                weight = min(weight, SINGLE_CONCEPT_WEIGHT)
            tokens.extend(Token(concept, weight) for concept in sorted(concepts))
            if end - start > 1:
                for position in range(start, end):
                    covered[position] = True
        for position, word in enumerate(stems):
            tokens.append(Token(word, PHRASE_WORD_WEIGHT if covered[position] else 1.0))
        if BIGRAM_WEIGHT:
            players = player_keys(lang)
            tokens.extend(Token(f"{a}_{b}", _bigram_weight(a, b, players)) for a, b in zip(stems, stems[1:]))
        return tokens

    def matches(self, stems: list[str], lang: str) -> list[tuple[int, int, frozenset[str]]]:
        """Every glossary phrase found in `stems`, as (start, end, concepts),
        by start and then longest first."""
        table, longest, starts = self.table(lang)
        found: list[tuple[int, int, frozenset[str]]] = []
        for start in range(len(stems)):
            if stems[start] not in starts:
                continue
            for length in range(min(longest, len(stems) - start), 0, -1):
                concepts = table.get(tuple(stems[start : start + length]))
                if concepts:
                    found.append((start, start + length, concepts))
        return found

    def concepts_at(self, stems: list[str], lang: str) -> list[tuple[frozenset[str], frozenset[str]]]:
        """For each position of `stems`: the concepts of every glossary phrase
        that covers it (the tokens that can stand for that word in rule
        text), and those of them that come from phrases of two or more words
        ("hand limit", "memory card"), which name one notion together."""
        found: list[tuple[set[str], set[str]]] = [(set(), set()) for _ in stems]
        for start, end, concepts in self.matches(stems, lang):
            for position in range(start, end):
                found[position][0].update(concepts)
                if end - start > 1:
                    found[position][1].update(concepts)
        return [(frozenset(every), frozenset(phrased)) for every, phrased in found]

    def spans(self, stems: list[str], lang: str) -> list[tuple[int, int]]:
        """Where glossary phrases of at least two words occur in `stems`."""
        table, longest, starts = self.table(lang)
        found = []
        for start in range(len(stems)):
            if stems[start] not in starts:
                continue
            for length in range(min(longest, len(stems) - start), 1, -1):
                if tuple(stems[start : start + length]) in table:
                    found.append((start, start + length))
                    break
        return found


# ---------------------------------------------------------------- question intent

# The small words that carry a question's meaning ("who", "how many", "when",
# "can I") are stopwords, so they would be lost. Each becomes an intent token
# ("?who"...) in the question; rule text gets the same token from the words an
# answer of that kind uses (players, numbers, moments, permissions), so an
# entry that can answer the kind of question asked gains a little.
_QUESTION_INTENTS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "?who": ("who", "whom", "whose", "whoever", "which player"),
        "?num": ("how many", "how much", "number of", "amount of", "how often", "how long"),
        "?when": ("when", "whenever", "what time", "at what point", "how long"),
        "?may": ("can", "could", "may", "allowed", "able to", "possible", "is it legal", "have to", "must", "do i need"),
        "?def": ("what is", "what are", "whats", "what s", "what does mean", "meaning of", "what counts as", "what triggers",
                 "what causes", "define", "definition of"),
    },
    "es": {
        "?who": ("quien", "quienes", "que jugador", "cual jugador"),
        "?num": ("cuanto", "cuanta", "cuantos", "cuantas", "numero de", "cantidad de", "cada cuanto"),
        "?when": ("cuando", "en que momento", "hasta cuando", "a partir de cuando"),
        "?may": ("puedo", "puede", "pueden", "puedes", "podemos", "se puede", "permitido", "vale", "tengo que",
                 "hay que", "debo", "es obligatorio", "obligatorio"),
        "?def": ("que es", "que son", "que significa", "que provoca", "que desencadena", "en que consiste",
                 "que cuenta como", "definicion de"),
    },
}
# what the answers say: rule text holding these gets the intent token
_ANSWER_INTENTS: dict[str, dict[str, tuple[str, ...]]] = {
    "en": {
        "?who": ("who", "whoever", "player", "players", "everyone", "each player", "oldest", "youngest", "owner", "triggerer"),
        "?num": ("#", "once", "twice", "double", "half", "up to", "at most", "at least", "limit", "maximum", "minimum",
                 "per", "each", "every", "only"),
        "?when": ("when", "whenever", "once", "until", "after", "before", "during", "immediately", "as soon as",
                  "at the end", "at the start", "each time", "every time", "anytime", "any time", "next turn", "then"),
        "?may": ("may", "can", "cannot", "not", "only", "must", "allowed", "never", "optional", "have to", "free"),
    },
    "es": {
        "?who": ("quien", "jugador", "jugadores", "todos", "cada jugador", "mayor", "dueno", "propietario"),
        "?num": ("#", "una vez", "dos veces", "doble", "mitad", "hasta", "como maximo", "como minimo", "al menos",
                 "limite", "maximo", "minimo", "por", "cada", "solo"),
        "?when": ("cuando", "siempre que", "en cuanto", "hasta", "despues", "antes", "durante", "inmediatamente",
                  "al final", "al principio", "al inicio", "cada vez", "en cualquier momento", "siguiente turno",
                  "luego"),
        "?may": ("puede", "puedes", "pueden", "puedo", "no", "solo", "debe", "debes", "deben", "permitido", "nunca",
                 "opcional", "tienes que", "hay que", "gratis"),
    },
}
INTENT_WEIGHT = 0.5  # an intent token in a question, beside its content words
ANSWER_INTENT_WEIGHT = 0.5  # each marker of an answer kind in rule text (title and aliases weigh more by field)


def _marker_table(table: dict[str, dict[str, tuple[str, ...]]], lang: str) -> tuple[dict[tuple[str, ...], str], int]:
    phrases = {tuple(words(phrase)): intent for intent, listed in table.get(lang, {}).items() for phrase in listed}
    return phrases, max((len(p) for p in phrases), default=0)


_MARKERS = {
    (kind, lang): _marker_table(table, lang)
    for kind, table in (("question", _QUESTION_INTENTS), ("answer", _ANSWER_INTENTS))
    for lang in ("en", "es")
}


def intents(folded: list[str], lang: str, answer: bool = False) -> list[str]:
    """The intent tokens of a text's folded words (stopwords included), once
    per marker found: the kind of question it asks or, with `answer`, the kind
    of answer it gives."""
    phrases, longest = _MARKERS.get(("answer" if answer else "question", lang), ({}, 0))
    found: list[str] = []
    if not phrases:
        return found
    position = 0
    while position < len(folded):
        if answer and (folded[position].isdigit() or folded[position] in NUMBER_WORDS.get(lang, {})):
            found.append("?num")
            position += 1
            continue
        for length in range(min(longest, len(folded) - position), 0, -1):
            intent = phrases.get(tuple(folded[position : position + length]))
            if intent:
                found.append(intent)
                position += length - 1
                break
        position += 1
    return found


def analyze(text: str, lang: str, thesaurus: Thesaurus | None = None) -> list[Token]:
    """Text -> weighted tokens: stemmed content words plus glossary concepts,
    plus the intent tokens of the answers it gives."""
    stems = terms(text, lang)
    tokens = [Token(word) for word in stems] if thesaurus is None else thesaurus.expand(stems, lang)
    tokens.extend(Token(intent, ANSWER_INTENT_WEIGHT) for intent in intents(words(text), lang, answer=True))
    return tokens
