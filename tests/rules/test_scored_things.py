"""Whether a thing counts in the final score, asked of a rule that never scores it ("do the REPUTATION tokens we have
left count for anything?", "¿cuenta algo al final el número de desgracias?") (issue 12; rules/scored_things.py).

The rule of the thing named ranks first and speaks of it, but a rulebook prices a thing only where it speaks of it in
scoring: in a scoring or end-of-game entry, or in a sentence that names it beside a word of score. The questions are
written for this test, not taken from the question sets; each is judged against the entry named, as the first near
entry.
"""

from __future__ import annotations

import pytest

from referee.rules.scored_things import unstated_scoring
from referee.rules.search import get_index


def _scoring(question: str, lang: str, game: str, entry_id: str) -> str | None:
    lang_index = get_index().langs[lang]
    number = next(n for n, doc in enumerate(lang_index.docs) if doc.entry.game == game and doc.entry.id == entry_id)
    return unstated_scoring(question, [number], lang_index)


@pytest.mark.parametrize(("question", "lang", "game", "entry", "asked"), [
    # LOOP p. 9, Playing Favour: "You can hold at most 2 REPUTATION": what REPUTATION is held for, never a score
    ("my REPUTATION is at 2 when the game ends, is it worth anything?", "en", "loop", "favours.reputation-cap",
     "worth anything"),
    ("Acabé con 2 de Reputación, ¿cuenta algo al final?", "es", "loop", "favours.reputation-cap", "cuenta algo"),
    # LOOP p. 5, Player Area: "The QUALITY of a MATERIAL is shown by the white dots": what QUALITY is, no score
    ("my MATERIAL has QUALITY 4 at game end, does that count for anything?", "en", "loop", "area.quality",
     "count for anything"),
    # CV, Game Play > 3. Bad Luck: "every 3 bad luck symbols ... suffers a misfortune": no points for misfortunes
    ("¿Las desgracias que sufrí restan puntos al final?", "es", "cv", "badluck.misfortune", "restan puntos"),
    # Coming of Age p. 8, Bouncing on a Track to the Left: "lose 2 VEP if the Token is on the far right ...; gain 4 VEP
    # if it is on the far left": a price when a counter bounces during play, none at the end of the game
    ("Is there a penalty at the end for Mood Counters stuck on the far left?", "en", "coming-of-age",
     "bounce.left-with-frustration", "a penalty at the end"),
    ("¿Hay penalización al final por tener Contadores de Ánimo en el extremo izquierdo?", "es", "coming-of-age",
     "bounce.left-with-frustration", "hay penalizacion al final"),
])
def test_a_thing_its_rule_never_scores_is_silent(question, lang, game, entry, asked):
    assert _scoring(question, lang, game, entry) == asked


@pytest.mark.parametrize(("question", "lang", "game", "entry"), [
    # CV, End of the Game: "Add up the points printed on each of the player's possession cards": a scoring entry
    # that lists the thing answers
    ("I've got 3 Possession cards, are they worth anything?", "en", "cv", "scoring.possessions"),
    ("Tengo 3 cartas de Posesión, ¿valen algo?", "es", "cv", "scoring.possessions"),
    # Adulthood, Player Turns: "At the end of the game you count as having the icons of every card in your
    # Experience stack": the thing named beside a word of score, in the rule of the thing
    ("do the cards in my Experience stack count for anything?", "en", "adulthood", "turn.experience-stack-icons"),
    # Adulthood, Cards without Actions: "If a card gives you extra Life icons, count them both during the game and at
    # the end of the game": asked at the end, a sentence of score that tells the end answers
    ("My Trait gives me an extra Life icon. Does it count at the end?", "en", "adulthood",
     "no-actions.extra-life-icons"),
    # ... a thing asked to count STILL after it moved: the rule of where it goes answers (into the Experience stack)
    ("I played an Experience card, does it still count at the end?", "en", "adulthood", "turn.place-experience"),
    # Coming of Age, Final Scoring > Leftover Elements: "adds up their unused Willpower Tokens, Motivation Tokens and
    # Memory Tokens ... gains that many VEP": the game prices its leftovers, and that rule settles a leftover
    ("do the Character Tokens I never placed count for anything?", "en", "coming-of-age", "setup.character-tokens"),
])
def test_a_thing_spoken_of_in_scoring_or_a_leftover_priced_is_answered(question, lang, game, entry):
    assert _scoring(question, lang, game, entry) is None


def test_the_leftovers_priced_read_from_the_sections_alone_as_from_the_whole_readings():
    # (each entry's section read alone, not its whole `_entry_reading`: 4-8 ms a game at a process's first leftover)
    from referee.rules import scored_things
    from referee.rules.index import get_index
    from referee.rules.normalize import question_form_phrases, words
    from referee.rules.unstated_specifics import holds

    for lang_index in get_index().langs.values():
        told = question_form_phrases(lang_index.lang, "scored_leftover_told")
        for game in lang_index.games:
            entries = [number for number in range(lang_index.gap_start) if lang_index.docs[number].entry.game == game]
            whole = any(scored_things._entry_reading(number, lang_index)[2] and holds(words(
                f"{lang_index.docs[number].entry.section} {lang_index.docs[number].entry.text}"), told) for number in entries)
            assert scored_things._prices_leftovers(game, lang_index) == whole
    assert scored_things._prices_leftovers("coming-of-age", get_index().langs["en"])


@pytest.mark.parametrize(("question", "lang", "game", "entry", "asked"), [
    # Adulthood, Player Turns, step 4: "slide the market cards left and fill the empty slots": the market as play
    # goes on, never what its cards are worth when the game ends; asked who scores a thing nobody holds
    ("Cuando termina la partida, las cartas que siguen en el mercado, ¿le dan algo a alguien?", "es", "adulthood",
     "turn.refill-market", "le dan algo a alguien"),
    ("when the game ends, do the cards still in the market give anyone points, does anybody score them?", "en",
     "adulthood", "turn.refill-market", "anybody score"),
    # Coming of Age, End of the Year: the Memory Cards are refilled; nothing prices those left face up at the end
    ("¿Las cartas de Recuerdo que quedan en las ubicaciones al final puntúan de alguna forma?", "es", "coming-of-age",
     "end-of-year.refill-memory", "puntuan de alguna forma"),
])
def test_who_scores_a_thing_nobody_holds_is_silent_too(question, lang, game, entry, asked):
    assert _scoring(question, lang, game, entry) == asked


def test_who_scores_a_thing_a_scoring_rule_lists_is_answered():
    # CV, End of the Game: "Add up the points printed on each of the player's possession cards"
    assert _scoring("¿Las cartas de Posesión le dan algo a alguien al final?", "es", "cv", "scoring.possessions") is None
