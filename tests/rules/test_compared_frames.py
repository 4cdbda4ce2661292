"""Questions that compare two things in words of how they compare ("compared
to", "comparada con") or ask of each side in turn ("in each case", "¿qué pide
cada uno?"), or liken them by a way, a resemblance or the rest ("the same way
as", "¿se parece a ...?", "like the rest"): those words tell the form of the
question, never a topic a rule must say, and the entries of the two things
answer (rules/compared_frames.py, rules/comparison.py)."""

from referee.rules.compared_frames import each_positions, frame_positions
from referee.rules.normalize import words
from referee.rules.search import search


def test_the_frame_of_a_comparison_is_read_in_both_languages():
    assert frame_positions(words("the leftmost card compared to the rightmost"), "en") == {3, 4}
    assert frame_positions(words("la carta de la izquierda comparada con la de la derecha"), "es") == {5, 6}
    assert frame_positions(words("how much does the leftmost card cost"), "en") == set()


def test_the_words_pointing_back_to_each_side_are_read_in_both_languages():
    assert each_positions(words("what do I get in each case"), "en") == {4, 5, 6}
    assert each_positions(words("¿qué pide cada uno?"), "es") == {2, 3}
    # (a bare "both" is often the subject that says what the two share: no frame)
    assert each_positions(words("both have a heart"), "en") == set()


def test_in_each_case_is_no_topic_of_a_comparison():
    # LOOP rulebook, the turn: "Do exactly 1 of WORK, BUY or CONSUME"; "CONSUME: up to 3 ACTIVITY ...". No rule says
    # "case": the player asks what each of the two actions gives.
    result = search("WORK vs CONSUME in LOOP - what do I get in each case?", lang="en")
    assert result.answered
    assert result.hits[0].game == "loop"
    assert result.hits[0].id in {"turn.consume", "turn.one-action", "turn.work"}


def test_a_price_compared_with_another_is_answered_by_the_market_costs():
    # Adulthood rulebook, the market: the cards cost more the further right they lie. "Comparada con" is how the
    # player compares, no topic a rule must say.
    result = search("En Adulthood, ¿cuánto cuesta la carta de la izquierda del mercado comparada con la de la derecha?",
                    lang="es")
    assert result.answered
    assert result.hits[0].id == "turn.market-costs"
    # ... and the same question asked without the frame keeps its entry first
    plain = search("En Adulthood, ¿cuánto cuesta la carta de la izquierda del mercado?", lang="es")
    assert plain.hits[0].id in {"turn.market-costs", "turn.market-leftmost", "market.layout"}


def test_a_resemblance_asked_is_answered_by_each_sides_entry():
    # Coming of Age rulebook, the traits: Sad and Positive each ask for their own Mood Counters. "Se parece al" and
    # "the same way as" liken them; "cada uno", "each" ask of both.
    for question, lang in (("¿El Rasgo Sad se parece al Rasgo Positive? ¿Qué pide cada uno?", "es"),
                           ("In Coming of Age, is the Sad trait the same way as the Positive trait, what does each need?",
                            "en")):
        result = search(question, lang=lang)
        assert result.answered, question
        assert {"trait.sad", "trait.positive"} <= {hit.id for hit in result.hits[:3]}, question


def test_like_the_rest_is_the_other_side_of_a_comparison():
    # CV rulebook, the final scoring: each kind of card scores by its own table. "Like the rest" compares Health cards
    # with the others; no rule says "rest".
    result = search("In CV, do Health cards score like the rest?", lang="en")
    assert result.answered
    assert result.hits[0].id in {"scoring.sets", "card-type.health", "scoring.table"}


def test_each_outside_a_comparison_stays_a_word_of_the_question():
    # (no comparison: "each turn" says when, and the rule of taking cards answers as before)
    result = search("how many cards do I take each turn in CV?", lang="en")
    assert result.answered
    assert result.hits[0].id == "select.take-cards"


def test_a_comparison_the_rulebook_does_not_settle_stays_unanswered():
    # No rulebook speaks of another edition of its game: the frame is read, the edition is still unknown.
    result = search("compared to the retail box, does the Kickstarter edition of LOOP have more cards?", lang="en")
    assert not result.answered
    assert "kickstarter" in [word.lower() for word in result.missing]
    result = search("En LOOP, ¿la edición de Kickstarter trae cartas comparada con la normal?", lang="es")
    assert not result.answered
