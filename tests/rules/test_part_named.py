from referee.rules import part_named
from referee.rules.normalize import words
from referee.rules.search import search


def _first(question: str, game: str | None = None) -> tuple[str, str]:
    result = search(question, game=game) if game else search(question)
    assert result.answered
    return result.hits[0].game, result.hits[0].id


def test_a_phase_named_and_asked_what_it_is_gets_its_opening_entry_in_both_languages():
    # CV rulebook, Game Play > 5. Cleanup opens with sliding the track left and refilling it; > 4. Add to CV opens
    # with adding the bought cards; the entry that lists the five phases is the overview, not the phase asked
    for question in ("what is the clean up phase about?", "explain the cleanup phase of cv",
                     "¿Qué es la fase de limpieza en CV?", "Explícame la fase de limpieza de CV, porfa"):
        assert _first(question) == ("cv", "cleanup.slide-refill"), question
    for question in ("what's the 'add to cv' phase?", "¿en qué consiste la fase de Añadir al CV?"):
        assert _first(question) == ("cv", "cv.add-cards"), question


def test_a_phase_named_by_its_number_gets_its_opening_entry():
    # CV, Game Play > 2. Select Cards opens with taking 1 or 2 cards; Coming of Age > 1. Explore New Interests
    # opens with rolling all your Dice
    assert _first("¿qué es la fase 2 de CV?") == ("cv", "select.take-cards")
    assert _first("explain the first phase of coming of age") == ("coming-of-age", "phase1.roll")


def test_a_turn_named_gets_the_entry_that_opens_it():
    # Coming of Age, Solo Mode > Rob's Turn > 1. Explore ...: Rob's turn opens with his phase 1; "Rob Bot" is
    # the glossary's name of Rob
    for question in ("explain rob bot's turn", "explícame el turno de Rob, a grandes rasgos"):
        assert _first(question) == ("coming-of-age", "solo.rob-roll"), question


def test_a_glossary_name_of_a_phase_names_it():
    # Coming of Age's glossary calls 3. Gain the Location Benefits the "bus phase" / "fase del autobús"
    for question in ("explain the bus phase in coming of age", "¿qué es la fase del autobús en Coming of Age?"):
        assert _first(question) == ("coming-of-age", "bus.route"), question


def test_the_order_of_the_phases_keeps_the_overview():
    # a question of the order of the parts names no single part with nothing else: the list of phases answers
    for question in ("what phases are there in cv?", "¿qué fases hay en CV?"):
        assert _first(question) == ("cv", "round.phases"), question
    order = [(0, "Play", "The five phases"), (1, "Play > 2. Select Cards", "Take cards"), (2, "Play > 3. Bad Luck", "Bad luck")]
    assert part_named.named_part_opening(words("does the bad luck phase come before or after i select cards?"), "en",
                                         tuple(order), "cv") is None


def test_a_case_asked_inside_a_phase_keeps_its_own_entry():
    # the words past the phase's name ask their own case: the two-player rule, the tokens
    order = [(0, "Play", "The five phases"), (1, "Play > 5. Cleanup", "Slide and refill"),
             (2, "Play > 5. Cleanup", "Two players")]
    assert part_named.named_part_opening(words("what is the cleanup phase"), "en", tuple(order), "cv") == 1
    assert part_named.named_part_opening(words("what is the cleanup phase with two players"), "en",
                                         tuple(order), "cv") is None
    assert _first("in the cleanup phase of cv, how many tokens do i take?") == ("cv", "cleanup.tokens")


def test_a_heading_of_a_thing_is_no_part_of_play():
    # Adulthood's "Market Board" heading names a board, not a part of play: the end-of-turn market refill answers
    order = [(0, "The Center Board > Market Board", "The market holds five cards"),
             (1, "Player Turns", "Step 4: slide the market left and refill it")]
    assert part_named.named_part_opening(words("what happens to the market at the end of my turn?"), "en",
                                         tuple(order), "adulthood") is None
    assert _first("what happens to the market at the end of my turn in adulthood?") == ("adulthood", "turn.refill-market")


def test_an_ambiguous_name_moves_nothing():
    # "location" is a word of three phases of Coming of Age: no one of them is named
    order = [(0, "Playing > 1. Explore and Choose a Location", "Roll"), (1, "Playing > 2. Experience the Location", "A"),
             (2, "Playing > 3. Gain the Location Benefits", "Bus")]
    assert part_named.named_part_opening(words("what is the location phase"), "en", tuple(order), "coming-of-age") is None
    assert part_named.named_part_opening(words("what is the experience phase"), "en", tuple(order), "coming-of-age") == 1


def test_a_turn_heading_of_loop_and_adulthood_opens_with_its_first_entry():
    # LOOP, Gameplay > Start Turn opens with drawing a FAVOUR; Adulthood's Player Turns with the four steps
    for question in ("what happens at the start of my turn in loop?", "¿qué se hace al inicio del turno en LOOP?"):
        assert _first(question) == ("loop", "turn.draw-favour"), question
    for question in ("explain the player turns section of adulthood", "explícame los turnos de los jugadores en Adulthood"):
        assert _first(question) == ("adulthood", "turn.steps"), question


def test_a_part_named_with_its_part_word_answers_and_no_gap_takes_its_place():
    # CV, Game Play > 3. Bad Luck opens with every 3 bad luck symbols being a misfortune; its title says no
    # "phase" / "fase", and the gap of leftover bad luck symbols speaks of "the Bad Luck phase": a part named with
    # nothing more asks no case
    for question in ("what's the bad luck phase in cv?", "explícame la fase de Mala Suerte de CV"):
        result = search(question)
        assert result.answered and result.gap is None, question
        assert (result.hits[0].game, result.hits[0].id) == ("cv", "badluck.misfortune"), question
    # a case asked inside the phase still hears the gap: the leftover symbols are the rulebook's silence
    result = search("in the bad luck phase of cv, do one or two leftover bad luck symbols count toward a misfortune next turn?")
    assert not result.answered and result.gap is not None and result.gap.id == "gap.bad-luck-carry-over"
    assert "badluck.misfortune" in [hit.id for hit in result.hits]


def test_part_words_alone_left_out_answer_only_a_part_named():
    order = ((0, "Play", "The five phases"), (1, "Play > 3. Bad Luck", "Every 3 bad luck symbols"))
    assert part_named.part_word_answers(("phase",), words("whats the bad luck phase"), "en", order, "cv")
    assert not part_named.part_word_answers(("phase", "dice"), words("whats the bad luck phase dice"), "en", order, "cv")
    assert not part_named.part_word_answers(("phase",), words("whats the bad luck phase with frozen dice"), "en",
                                            order, "cv")


def test_the_part_after_a_part_named_gets_the_opening_of_the_next_part():
    # Coming of Age, Playing > 2. Experience the Location is followed by 3. Gain the Location Benefits (opening
    # with the bus route); CV's 3. Bad Luck by 4. Add to CV
    for question in ("in coming of age, what phase comes after experience the location?",
                     "¿qué fase va después de vivir la experiencia de la ubicación en Coming of Age?"):
        assert _first(question) == ("coming-of-age", "bus.route"), question
    for question in ("cv: what step comes right after the bad luck phase?", "En CV, ¿qué fase viene tras la mala suerte?"):
        assert _first(question) == ("cv", "cv.add-cards"), question


def test_the_part_after_the_last_or_a_case_after_a_part_moves_nothing():
    order = ((0, "Play", "The phases"), (1, "Play > 4. Add to CV", "Add cards"), (2, "Play > 5. Cleanup", "Slide"),
             (3, "Play > 5. Cleanup", "Refill"))
    assert part_named.part_after_opening(words("what comes after the add to cv phase"), "en", order, "cv") == 2
    assert part_named.part_after_opening(words("what comes after the cleanup phase"), "en", order, "cv") is None
    assert part_named.part_after_opening(words("in the phase after add to cv can i sell cards"), "en", order,
                                         "cv") is None
    # a phase named with no "after" keeps its own opening entry
    assert _first("explain the bad luck phase of cv") == ("cv", "badluck.misfortune")


def test_a_heading_holding_the_words_beats_one_a_shared_glossary_word_reaches():
    # "Experience the Location" is a glossary name of phase 2; its "location" is also in phases 1 and 3
    assert _first("explain the experience the location phase of coming of age") == ("coming-of-age", "experience.resolve")
    assert _first("Explícame la fase de Vivir la experiencia de la ubicación de Coming of Age") == (
        "coming-of-age", "experience.resolve")


def test_a_newcomers_aside_beside_a_part_named_is_no_case_of_its_own():
    # "it's my first time playing" tells who asks, not a case inside Rob's turn: the turn's opening entry
    for question in ("explain rob's turn to me, it's my first time playing", "explícame el turno de Rob, es mi primera vez"):
        assert _first(question) == ("coming-of-age", "solo.rob-roll"), question
    order = ((0, "Play", "The phases"), (1, "Play > 5. Cleanup", "Slide"))
    assert part_named.named_part_opening(words("explain the cleanup phase, first time playing"), "en", order, "cv") == 1
    assert part_named.named_part_opening(words("explain the cleanup phase for the first player"), "en", order,
                                         "cv") is None
