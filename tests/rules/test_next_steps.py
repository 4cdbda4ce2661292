"""`ask` answers "step done, now what?" with the entry of the next step (issue 12; rules/next_steps.py).

A player who says a step is done and asks what comes next is answered by
the step after it in the rulebook's numbered phases, not by the rule of the
step they have just finished. A situation told with "now what?" and no step
done keeps its own rule. The questions are worded anew, not copied from the
benchmark sets.
"""

from __future__ import annotations

from referee.rules import next_steps
from referee.rules.search import search


def test_the_frame_needs_both_the_next_asked_and_a_step_done():
    assert next_steps.asks_next_after_done(["finished", "my", "rerolls", "whats", "next"], "en")
    assert not next_steps.asks_next_after_done(["drew", "a", "5th", "trait", "tile", "now", "what"], "en")
    assert not next_steps.asks_next_after_done(["done", "rolling", "can", "i", "reroll"], "en")
    assert next_steps.asks_next_after_done(["ya", "termine", "de", "tirar", "que", "sigue"], "es")


def test_the_next_phase_follows_from_the_sections_order():
    order = [(1, "Game Play", ""), (2, "Game Play > 1. Roll", ""), (3, "Game Play > 1. Roll", ""),
             (4, "Game Play > 2. Select", ""), (5, "Game Play > 2. Select > Example", ""),
             (6, "Game Play > 3. Luck", ""), (7, "End of the Game", "")]
    assert next_steps.next_step(3, order) == 4
    assert next_steps.next_step(4, order) == 6  # (its own example is no step)
    assert next_steps.next_step(6, order) is None  # the last phase: nothing numbered follows
    assert next_steps.next_step(1, order) is None  # under no numbered phase
    parts = [(1, "P > 1. Explore and Choose > Explore", ""), (2, "P > 1. Explore and Choose > Choose", ""),
             (3, "P > 1. Explore and Choose > Change", ""), (4, "P > 2. Experience", "")]
    assert next_steps.next_step(1, parts) == 2  # a part its phase's title names
    assert next_steps.next_step(2, parts) == 4  # "Change" is a detail of the phase, not its next part


def test_the_next_step_follows_from_numbered_titles():
    turns = [(1, "Turns", "A turn has four steps"), (2, "Turns", "Step 2: activate"), (3, "Turns", "Leave them"),
             (4, "Turns", "Step 3: play cards"), (5, "Turns", "Draft one card"), (6, "Turns", "Step 4: take back"),
             (7, "End", "Step 5: not of the turn")]
    assert next_steps.next_step(2, turns) == 4
    assert next_steps.next_step(4, turns) == 6
    assert next_steps.next_step(6, turns) is None  # (another section's step 5 is no step of the turn)
    assert next_steps.next_step(3, turns) is None  # a title without a step number tells no place
    assert next_steps.next_step(1, [(1, "T", "Paso 1: poner"), (2, "T", "Paso 2: activar")], "es") == 2


def test_done_rolling_in_cv_is_answered_by_selecting_cards():
    # CV rulebook, Game Play: the phases are 1. Roll the Dice, 2. Select Cards, ... (rerolls are phase 1; taking
    # 1 or 2 cards from the track is phase 2)
    result = search("finished my rerolls, what's next?")
    assert result.answered and result.hits[0].id == "select.take-cards"


def test_cards_added_to_the_cv_are_followed_by_cleanup():
    # CV rulebook, Game Play: 4. Add to CV, then 5. Cleanup (slide the track left and refill it)
    result = search("finished adding my cards to my CV, now what?")
    assert result.answered and result.hits[0].id == "cleanup.slide-refill"


def test_after_the_experience_phase_comes_the_bus():
    # Coming of Age rulebook p. 10: phase 3, Gain the Location Benefits, the Bus moves from left to right
    result = search("we're all done experiencing our locations, now what?")
    assert result.answered and result.hits[0].id == "bus.route"


def test_after_rolling_in_coming_of_age_one_chooses_a_die_es():
    # Coming of Age rulebook p. 8: phase 1 is Explore New Interests (roll) and Choose a Location (keep one Die)
    result = search("Ya terminé de tirar los dados, ¿qué sigue?")
    assert result.answered and result.hits[0].id == "phase1.choose"


def test_after_choosing_a_location_comes_the_experience_es():
    # Coming of Age rulebook p. 8: phase 2, Experience the Location, follows the choice of a location
    result = search("Ya elegimos todos la ubicación, ¿y ahora?")
    assert result.answered and result.hits[0].id == "experience.resolve"


def test_after_playing_cards_in_adulthood_comes_step_4_es():
    # Adulthood rulebook, Player Turns: step 3 is drafting and playing cards, step 4 takes the spent time back
    result = search("Ya terminé de jugar mis cartas de Adulthood, ¿qué sigue?")
    assert result.answered and result.hits[0].id == "turn.reset-time"


def test_a_situation_with_now_what_keeps_its_own_rule():
    # Coming of Age rulebook p. 9 (Trait Bonus): a fifth Trait Tile in hand is its own rule, not the next phase
    result = search("drew a 5th trait tile, now what?")
    assert result.hits[0].id == "trait-bonus.hand-limit"


def test_a_step_told_in_the_past_is_done_only_when_the_question_closes_on_what_comes_next():
    assert next_steps.asks_next_after_done(["compre", "dos", "cartas", "y", "ahora", "que", "toca"], "es")
    # "¿y ahora qué pasa con mi contador?" asks another thing after its "y ahora"
    assert not next_steps.asks_next_after_done(
        ["gaste", "fichas", "y", "ahora", "que", "pasa", "con", "mi", "contador"], "es")


def test_cards_bought_in_cv_are_followed_by_the_bad_luck_phase():
    # CV rulebook, Game Play: 2. Select Cards (buying cards from the track), then 3. Bad Luck (every 3 bad luck
    # symbols are one misfortune)
    result = search("Compré dos cartas del track, ¿qué toca?")
    assert result.answered and result.hits[0].id == "badluck.misfortune"


def test_a_lettered_step_is_followed_by_the_next_letter_past_its_details():
    steps = [(1, "Play > 3. Benefits", "Step A: a bonus"), (2, "Play > 3. Benefits > Bonus", "Ways to a bonus"),
             (3, "Play > 3. Benefits", "Step B: a memory"), (4, "Play > 4. End", "When the year ends")]
    assert next_steps.next_step(1, steps) == 3  # (not phase 4: step B is still phase 3)
    assert next_steps.next_step(3, steps) == 4  # after the last letter, the next phase


def test_the_bus_stop_bonus_taken_is_followed_by_step_b():
    # Coming of Age rulebook, Playing > 3. Gain the Location Benefits: at each stop, Step A (Bus Stop bonus or a
    # Friendship Bonus), then Step B (a Memory, a Presence or a Parent Card)
    result = search("Coming of Age: I took the friendship bonus at this stop, is there another step?")
    assert result.hits[0].id == "bus.step-b"


def test_what_someone_does_now_after_a_step_picked_asks_the_next_step():
    assert next_steps.asks_next_after_done(["i", "picked", "my", "location", "what", "does", "rob", "do", "now"], "en")
    # Coming of Age rulebook, Solo Mode > Rob's Turn: 1. Explore New Interests and Choose a Location, then
    # 2. Experience the Location (Rob always goes where you go)
    result = search("solo CoA, picked my location, what do I do now?")
    assert result.hits[0].id == "solo.rob-die"


def test_the_opening_entry_of_the_last_phase_is_followed_by_its_next_entry():
    steps = [(1, "Play > 3. Benefits", "Step A: a bonus"), (2, "Play > 4. End", "When the year ends"),
             (3, "Play > 4. End", "Refill the cards"), (4, "Play > 4. End", "Move the bus back"),
             (5, "Game End", "After the last year")]
    assert next_steps.next_step(2, steps) == 3  # no phase 5: the year's end goes on with its own next entry
    assert next_steps.next_step(3, steps) is None  # (only from the phase's opening entry)


def test_the_year_ended_is_followed_by_what_is_prepared_for_the_next():
    # Coming of Age rulebook p. 11, Playing > 4. End of the Year: when the Bus has stopped at the last location the
    # turn ends; then, if players still have Dice, refill the empty locations with Memory Cards
    result = search("Acabó el año y todavía me quedan dados, ¿qué preparamos para el siguiente?")
    assert result.hits[0].id == "end-of-year.refill-memory"


def test_we_all_rolled_tells_the_roll_done():
    assert next_steps.asks_next_after_done(["we", "all", "rolled", "our", "dice", "now", "what"], "en")
    # Coming of Age rulebook, Playing > 1. Explore New Interests and Choose a Location: all players roll their
    # Dice, then each chooses one Die and places it on a location
    result = search("Coming of Age: we all rolled our dice, now what?")
    assert result.answered and result.hits[0].id == "phase1.choose"


def test_rerolls_used_are_followed_by_selecting_cards():
    assert next_steps.asks_next_after_done(["i", "used", "my", "rerolls", "now", "what"], "en")
    # CV rulebook, Game Play: 1. Roll the Dice (up to two rerolls), then 2. Select Cards (take 1 or 2 from the track)
    result = search("CV: I used both of my rerolls, now what?")
    assert result.answered and result.hits[0].id == "select.take-cards"


def test_which_phase_follows_asks_the_next_step():
    assert next_steps.asks_next_after_done(["ya", "elegimos", "ubicacion", "que", "fase", "sigue"], "es")
    # Coming of Age rulebook, Playing: 1. ... Choose a Location, then 2. Experience the Location (p. 8)
    result = search("Coming of Age: ya todos elegimos ubicación, ¿qué fase sigue?")
    assert result.answered and result.hits[0].id == "experience.resolve"


def test_an_untitled_entry_tells_a_part_of_the_titled_step_above_it():
    turns = [(1, "Turns", "A turn has four steps"), (2, "Turns", "Step 1 may be done early"),
             (3, "Turns", "Place your time"), (4, "Turns", "Step 2: activate"), (5, "Other", "Place more")]
    assert next_steps.next_step(3, turns, untitled=True) == 4
    assert next_steps.next_step(3, turns) is None  # (only when the question closes on what comes next)
    assert next_steps.next_step(1, turns, untitled=True) is None  # the turn's summary, above every titled step
    assert next_steps.next_step(5, turns, untitled=True) is None  # no titled step above it in its own section


def test_time_meeples_placed_are_followed_by_activating_the_spots():
    # Adulthood rulebook, Player Turns: step 1, place your Time, Money and Energy on action spots; step 2, activate
    # the spots you paid for, in any order, and collect the rewards
    result = search("Adulthood: I placed all my time meeples, what now?")
    assert result.answered and result.hits[0].id == "turn.activate"


def test_a_case_asked_after_and_now_keeps_its_own_rule():
    # Adulthood rulebook, Player Turns: once step 1 is over no new actions may be placed
    result = search("Adulthood: I placed all my meeples and now I want one more action, can I add it?")
    assert result.hits[0].id == "turn.no-new-actions"
