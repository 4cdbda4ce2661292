"""A question that sets two things side by side ("what is the difference
between X and Y?") is answered by two close entries of one game together,
each telling one of them; asked any other way, the same two things still
need one entry that speaks of both."""

from referee.rules.search import search

# Coming of Age, Trait Tiles: "Sad (VEP 4): Have at least 2 Counters on the far left of the Mood Tracks.",
# "Positive (VEP 4): Have no Counters on the two leftmost spaces of the Mood Tracks." (one entry each)
DIFFERENCE = "difference between the Sad trait (Triste) and the Positive trait (Positivo)?"


def test_the_difference_between_two_things_is_answered_by_their_two_entries():
    result = search(DIFFERENCE, game="coming-of-age", lang="en")
    assert result.answered
    assert {hit.id for hit in result.hits[:2]} == {"trait.sad", "trait.positive"}


def test_two_things_asked_together_without_comparing_them_still_need_one_entry_for_both():
    # how the two combine is no rule's: neither entry speaks of the other trait
    result = search("how does the Sad trait (Triste) work with the Positive trait (Positivo)?", game="coming-of-age",
                    lang="en")
    assert not result.answered


def test_the_between_of_a_comparison_is_no_topic():
    # Coming of Age, Solo Mode > Final Scoring: "If you find it too difficult to beat Rob, give him only 1
    # Character Token during setup. If you find it too easy, give him 3": the "entre" of "diferencia entre la
    # partida ..." is how the question compares, not "entre partidas" (what carries over from one game to the next)
    result = search("¿Cuál es la diferencia entre la partida en solitario normal y la más difícil contra Rob?",
                    game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == "solo.difficulty"


def test_the_opposite_of_compares_two_things():
    # LOOP, Favour (p. 11): "RESELL: Move 1 MATERIAL from your AREA to the bottom of MATERIAL deck. Take COIN equal
    # to its QUALITY from WORK AREA"; ACQUIRE takes a MATERIAL and pays its QUALITY in COIN: "the opposite of" is
    # how the player compares them, not a word the answer must hold
    result = search("Is ACQUIRE just the opposite of RESELL, or not quite?", game="loop")
    assert result.answered is True
    assert result.hits[0].id in {"favour.acquire", "favour.resell"}


def test_are_they_the_same_points_compares_two_things():
    # Coming of Age, Key Concepts > Friendship Track: "holds the Character Tokens of the characters you have
    # befriended ... move their token to the next level and gain that bonus"; Key Concepts > Personal Fulfillment
    # Track: "you advance on the Personal Fulfillment Track one space per token, gaining the bonuses": "son los
    # mismos puntos" compares the two tracks' points, as "lo mismo" does, and is no word the answer must hold
    result = search("¿Los VEP del Registro de Amistad y los de la Realización Personal son los mismos puntos?",
                    game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id in {"friendship.track", "fulfillment.track"}


def test_the_verb_of_the_likeness_is_no_topic():
    # LOOP, REPUTATION: "WORK: 1 REPUTATION = 1 extra COIN", "BUY: 1 REPUTATION = +1 QUALITY": "¿RINDE lo mismo
    # que...?" is how the question compares the two, which each rule says in its own words (rules/comparison.py
    # `likening_words`)
    result = search("Al Comprar, ¿la REPUTATION rinde lo mismo que al Trabajar?", game="loop")
    assert result.answered is True
    assert {hit.id for hit in result.hits[:2]} == {"reputation.work", "reputation.buy"}


def test_the_verb_of_the_likeness_excuses_no_side():
    # Adulthood has no Rob (Coming of Age's solo opponent): the likeness verb is no topic, the side named is still
    # one no rule of the game speaks of
    result = search("¿Las fichas de Infelicidad restan lo mismo si las tapa un Trait de Rob?", game="adulthood")
    assert result.answered is False
    assert "Rob" in result.missing
    assert result.hits[0].id in {"actions.negative-tokens", "end.step1-tokens"}


def test_the_other_side_is_looked_for_past_the_gaps():
    # CV: "If you cannot pay, the card goes back to the box" ranks first, the rule of discarding ("Misfortune:
    # discard an active card") below the catalog's gaps about discards: the two answer together
    result = search("¿Es lo mismo descartar una carta que mandarla otra vez a la caja?", game="cv")
    assert result.answered is True
    assert {"cost.cannot-pay", "badluck.discard-active"} <= {hit.id for hit in result.hits}


def test_a_side_no_near_rule_speaks_of_stays_unanswered():
    # CV: no card is ever given to another player
    result = search("Is discarding a card the same as giving it to another player?", game="cv")
    assert result.answered is False
    assert "giving" in result.missing
