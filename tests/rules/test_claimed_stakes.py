"""A bonus or penalty of the final count told as a rule and asked to be confirmed (issue 12; rules/claimed_stakes.py).

"My friend says you lose VEP at the end for ..., is that real?" names a
thing and claims a stake at the end of the game. The rule about the thing
answers only when it gives or takes something at the end (in its section or
in the sentence that gives or takes); the rule of a step of play leaves the
claimed bonus unstated. A claim the rules score another way is answered by
the rule that scores it ("no, it is X"). The questions are written for this
test, not taken from the question sets; each is judged against the entry
named, as the first near entry.
"""

from __future__ import annotations

import pytest

from referee.rules.claimed_stakes import unstated_stake
from referee.rules.search import get_index, search


def _judged(question: str, lang: str, entry_id: str, game: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs)
                  if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_stake(question, [number], lang_index)


SILENT = [
    # Coming of Age, Trait Tiles: "doing so gives you VEP" when a tile is placed, in play; nothing at the end for
    # the tiles kept in hand
    ("my uncle says you lose 2 VEP at the end for every trait tile still in your hand, is that real?", "en",
     "traits.overview", "lose", "coming-of-age"),
    # CV, Setup: the starting player takes the bicycle token; no points for it at the end
    ("Mi hermana dice que al final de la partida te dan 5 puntos extra si todavía tienes la bicicleta. ¿Es verdad?",
     "es", "setup.bicycle-token", "te dan", "cv"),
    # LOOP, Player Area: the FAVOUR cards counted, nothing scored for those in hand when the game is over
    ("Sam claims every FAVOUR left in your hand is a bonus at the end, is that a rule?", "en", "area.favour-cards",
     "bonus", "loop"),
    # CV, Social Assistance: the rule makes a player eligible, it gives nothing by itself; a rule whose existence
    # is doubted ("is that a real rule?") is held to that at any moment, not only at the end
    ("my neighbour says whoever has the fewest CV cards gets a free card every round, is that a real rule?", "en",
     "social.eligibility", "gets a", "cv"),
    # CV, Setup: the starting player takes the bicycle token; nothing given for it each round
    ("Mi vecino dice que el jugador con la bicicleta recibe un premio en cada ronda. ¿Es una regla?", "es",
     "setup.bicycle-token", "premio", "cv"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "stake", "game"), SILENT)
def test_a_rule_of_play_does_not_answer_a_claimed_stake_at_the_end(question, lang, entry, stake, game):
    assert _judged(question, lang, entry, game) == stake


ANSWERED = [
    # Coming of Age, Final Scoring > Frustrations: "At final scoring each player loses 3 VEP for every unresolved
    # Frustration"
    ("my friend says each frustration token left on the right costs you 3 VEP at the end, is that right?", "en",
     "scoring.frustration", "coming-of-age"),
    ("Mi primo dice que al final pierdes 2 VEP por cada Ficha de Frustración sin superar, ¿es así?", "es",
     "scoring.frustration", "coming-of-age"),
    # Coming of Age, Solo Setup: Rob "gains 4 VEP for each advance he cannot make once at the end of that Track": a
    # claimed loss the rule scores the other way is a "no, he gains 4"
    ("my sister claims Rob loses VEP at the end for each advance he cannot make on his fulfillment track", "en",
     "solo.setup-rob-reminder", "coming-of-age"),
    # the end of a turn is no end of the game
    ("my uncle says you lose 2 VEP at the end of your turn for every trait tile in your hand, is that real?", "en",
     "traits.overview", "coming-of-age"),
    # a detail disputed in play ("is that right?"), not a rule doubted: the rule of the thing answers it
    ("my neighbour says whoever has the fewest CV cards gets a free card every round, is that right?", "en",
     "social.eligibility", "cv"),
    # no claim: a plain question of a stake is the reward and penalty readings' (rules/unstated_specifics.py)
    ("do you lose VEP at the end for the trait tiles in your hand?", "en", "traits.overview", "coming-of-age"),
]


@pytest.mark.parametrize(("question", "lang", "entry", "game"), ANSWERED)
def test_a_rule_that_scores_at_the_end_or_a_claim_not_doubted_in_play_answers(question, lang, entry, game):
    assert _judged(question, lang, entry, game) is None


@pytest.mark.parametrize("question", [
    # the starting trait tile's rule (setup), the misfortune of 3 bad luck symbols (a step of play), REPUTATION
    # spent in a CONSUME turn: none scores at the end; each was the confident answer before this reading
    "Coming of Age: Leo says that if you finish with your starting trait tile still in hand you lose VEP. "
    "Is that a rule?",
    "Mi tía dice que al final pierdes puntos si te quedan fichas de mala suerte sin usar, ¿es así?",
    "my cousin says in loop every REPUTATION you still have gets a bonus happiness at the end, is that a thing?",
])
def test_the_search_says_the_rulebook_does_not_cover_it(question):
    assert search(question).answered is False
