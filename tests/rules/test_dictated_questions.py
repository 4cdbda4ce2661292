"""Questions spoken into a phone at the table and sent as dictation wrote them
(referee/rules/dictation.py): fillers that open a question ("mirá", "look")
are no words of it (rules/spoken_fillers.py); a self-repair keeps the
version meant ("X, I mean Y", "X no wait Y", "X, digo Y", "X, Y sorry";
rules/self_repairs.py); a guess at the answer left hanging ("the youngest
or") is not asked (rules/trailing_guesses.py); a game term the recogniser
split, or mis-heard and then said again, is read as the term
(rules/heard_terms.py).

The probes are written for these tests (not the benchmark's wording), each
with the entry that answers it.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search
from support.dictated import read_as_meant


@pytest.mark.parametrize("spoken, lang, meant", [
    # openers and sounds of hesitation
    ("mirá qué hace el evento vulgarian", "es", "qué hace el evento vulgarian"),
    ("oye pana mira puedo pasar mi turno", "es", "puedo pasar mi turno"),
    ("look how many rerolls do i get", "en", "how many rerolls do i get"),
    ("hmm where does the token go", "en", "where does the token go"),
    # self-repairs: the repair said in the place of the version discarded
    ("for three turns, no wait four, what now", "en", "for four turns, what now"),
    ("to mimic straight, i mean mimic trait, what level", "en", "to mimic trait what level"),
    ("the red one, i mean the blue one", "en", "the blue one"),
    ("the a choir favour, acquire sorry, what does it do", "en", "the acquire what does it do"),
    ("¿el rojo? digo el verde", "es", "¿el verde ?"),
    # a guess at the answer left hanging, in words no rule uses
    ("who starts in cv the shortest or", "en", "who starts in cv"),
    ("quién empieza en adulthood el más bajito o", "es", "quién empieza en adulthood"),
    # game terms heard split, or mis-heard and said again
    ("can i pay with will power", "en", "can i pay with willpower"),
    ("which spots get a road block", "en", "which spots get a roadblock"),
    ("what happens on a miss fortune", "en", "what happens on a misfortune"),
    ("what does the medication spot give, meditation", "en", "what does the spot give, meditation"),
    ("how many v e p for a memory", "en", "how many vep for a memory"),
    ("how many bep for a memory", "en", "how many vep for a memory"),
])
def test_dictation_reads_the_question_meant(spoken, lang, meant):
    assert read_as_meant(spoken, lang) == meant


@pytest.mark.parametrize("typed, lang", [
    ("look at my cards: can the others see them?", "en"),  # the act asked, not an opener
    ("Sorry if this is a dumb question, can I pass?", "en"),  # a formula of asking opens it: no repair
    ("I'm sorry to ask, can I pass?", "en"),
    ("yo digo que no se puede", "es"),
    ("Mi carta activa de relación es Matrimonio", "es"),  # "relación es" is no "relaciones"
    ("¿puedo obligar a otro jugador a tirar?", "es"),  # "jugador a" is no "jugadora"
    ("when is a MATERIAL card burnt, and does that burn cost me?", "en"),  # the term inflected, not mis-heard
    ("covering the REPUTATION icon. ¿Cuánta REPUTACIÓN tengo?", "es"),  # typed in capitals, never mis-heard
    ("how do I set up the market?", "en"),  # the rule text says "set up": no term "setup" heard split
    ("can i take the shortest one or", "en"),  # no word of asking: the guess is what is asked about
    ("where does it go, under the deck or", "en"),  # a guess in the rule's own words ranks the rule
    ("hmm look", "en"),  # nothing but fillers: nothing to read otherwise
    ("mira, o sea, digo", "es"),
])
def test_dictation_leaves_typed_questions_as_they_are(typed, lang):
    assert read_as_meant(typed, lang) == typed


@pytest.mark.parametrize("question, game, entry", [
    ("mirá qué hace el evento vulgarian", "loop", "event.vulgarian"),
    ("look how many rerolls do i get in cv", "cv", "roll.rerolls"),
    ("can i spend will power instead of motivation for a memory", "coming-of-age", "memory.willpower"),
    ("which locations start with a road block tile", "coming-of-age", "setup.main-board"),
    ("what happens on a miss fortune in cv", "cv", "badluck.misfortune"),
    ("when does the choir, i mean the acquire favour, get played", "loop", "favour.acquire"),
    ("how many vep for leftover motivation, no wait for leftover will power", "coming-of-age", "scoring.leftovers"),
    ("what does the medication spot give, meditation", "adulthood", "board.meditate"),
    ("who goes first in loop the tallest or", "loop", "gameplay.start-player"),
    ("how many bep for a memory", "coming-of-age", "memory.vep-scale"),
])
def test_dictated_questions_are_answered(question, game, entry):
    result = search(question, limit=3)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == (game, entry)


@pytest.mark.parametrize("spoken, lang, meant", [
    # a repair with no pause before it discards the word or two right before it that sound like it
    ("al final de la partida cuántos vep da un ético digo mimético", "es",
     "al final de la partida cuántos vep da un mimético"),
    ("last night in loop someone played a bar tour i mean barter on me", "en",
     "last night in loop someone played a barter on me"),
    # a word that sounds like the repair's a few words back: from it to the repair, the words said with it too
    ("in adulthood i drew a carrier card i mean career can i keep two", "en",
     "in adulthood i drew a career can i keep two"),
    ("cuántos puntos da la carta de carrea profesional digo carrera", "es", "cuántos puntos da la carta de carrera"),
    # the same first letters and a letter or two edited ("trade"/"trait")
    ("how many trade tokens i mean trait tokens do i start with", "en", "how many trait tokens do i start with"),
    # at the start of the question the word that sounds like it, not all the words before the repair
    ("cuántas presentes digo presencias puedo tener", "es", "cuántas presencias puedo tener"),
    # a repair that says the version again to the same last word: as many words as it takes to reach it
    ("how many motivation tokens i mean frustration tokens do i start with", "en",
     "how many frustration tokens do i start with"),
    ("cuántas fichas de motivación digo fichas de frustración me dan al empezar", "es",
     "cuántas fichas de frustración me dan al empezar"),
])
def test_a_repair_with_no_pause_discards_what_sounds_like_it(spoken, lang, meant):
    assert read_as_meant(spoken, lang) == meant


@pytest.mark.parametrize("spoken, lang, meant", [
    # "card" sounds nothing like "give": only the word of repair is left out
    ("at the end of the game can i pass the card i mean give it away", "en",
     "at the end of the game can i pass the card give it away"),
    # a repair's first word of few letters ("roja"/"rosa"): nothing discarded
    ("al final de la partida mi ficha roja digo rosa cuánto vale", "es",
     "al final de la partida mi ficha roja rosa cuánto vale"),
    # "cards"/"cubes": other first letters, nothing sounds like the repair
    ("in loop can i trade cards i mean cubes with someone", "en", "in loop can i trade cards cubes with someone"),
])
def test_a_repair_with_no_pause_keeps_words_unlike_it(spoken, lang, meant):
    assert read_as_meant(spoken, lang) == meant


def test_a_mimic_trait_misheard_and_repaired_is_answered():
    # Coming of Age rulebook p. 9, "Trait Bonus > Mimic": mimicking another player's Trait needs a Friendship
    # level with that player's character; "ético" is the recogniser's "mimético", repaired with no pause
    result = search("para poner un rasgo mi ético digo mimético qué nivel de amistad necesito con el otro jugador",
                    limit=3)
    assert result.answered, result.missing
    assert result.hits[0].game == "coming-of-age" and "mimic" in result.hits[0].id


@pytest.mark.parametrize("question, lang", [
    # Coming of Age rulebook, "Presences": at most 4, one per location; "presents" is the recogniser's
    ("how many presents i mean presences can i have on the board in coming of age", "en"),
    ("en coming of age cuántas presentes digo presencias puedo tener en el tablero", "es"),
])
def test_a_sound_alike_repaired_at_the_start_keeps_what_is_asked(question, lang):
    result = search(question, limit=3)
    assert result.answered, result.missing
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "presence.limit")
