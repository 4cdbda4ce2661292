"""`ask` reads a word that says which one of a kind as no gap when the entry
speaks of that kind in general (issue 12, rules/kinds.py).

"My IMPACT goes past the end of the track": the glossary's "Impact track"
makes "impact" one of the tracks, and the rule for "the end of a track"
answers for every track; "a LEISURE card" is one kind of card, and the rule
for "a card you play" holds for each. Beside them, what stays a silence: an
entry that names only other ones of the kind ("Willpower Tokens", not an
Interest token), and a question that hands the thing over. Questions worded
anew.
"""

from __future__ import annotations

import pytest

from referee.rules.kinds import kinds_of
from referee.rules.normalize import key
from referee.rules.search import search


# Adulthood, End of Game and Scoring (p. 10): "If a player passes the end of a track, they return to 0 on it
# and add 25 to their score."
@pytest.mark.parametrize("question", [
    "in adulthood, my impact goes past the end of the track",
    "en Adulthood mi Impacto se pasa del final de la pista",
])
def test_one_track_of_a_rule_for_any_track(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "end.track-overflow")


# Adulthood, Player Turns: "If a card you play has action spots, you cannot use those new spots until your
# next turn."
def test_one_kind_of_card_of_a_rule_for_any_card():
    result = search("in adulthood I played a leisure card with a new action, can I use it on this turn?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "turn.new-spots-next-turn")


# Coming of Age, Memory (p. 10): "Some locations let you spend 4 Willpower Tokens instead of Motivation Tokens
# to gain the Memory" — of Willpower and Motivation tokens only: an extra Interest token it never speaks of.
def test_an_entry_naming_other_ones_of_the_kind_does_not_answer():
    result = search("in coming of age, can i spend 4 willpower to put an extra interest token on a location?")
    assert result.answered is False
    assert "interest" in result.missing


# Coming of Age, Solo Mode > Rob's Turn > 3. Gain the Location Benefits: "Rob also gains one Motivation
# Token of the type the location requires ... He may take tokens that are still in the unavailable
# components supply": its "tokens" are Motivation Tokens, so it does not answer for the Willpower Tokens it
# never names (the rulebook is silent on Rob and Willpower).
def test_an_entry_naming_another_of_the_kind_does_not_answer_for_this_one():
    result = search("in coming of age solo, can Rob ever get Willpower Tokens?")
    assert result.answered is False
    assert "willpower" in [word.lower() for word in result.missing]


# Adulthood has no rule for trading cards between players: trading a Leisure card stays a silence.
def test_handing_one_over_stays_a_silence():
    result = search("in adulthood can I trade my Leisure card with another player?")
    assert result.answered is False


def test_kinds_come_from_two_word_glossary_names():
    assert kinds_of("adulthood", "en")[key("happiness", "en")] >= {key("track", "en")}
    assert kinds_of("adulthood", "es")[key("ocio", "es")] >= {key("carta", "es")}
    assert key("face", "en") not in kinds_of("loop", "en")  # ("face-down deck": a word that only describes)


# Adulthood, The Center Board > Scoring Board: "Some track spaces show a Life Event icon. Whenever you pass
# one, take a Life Event card and resolve it at the end of your turn." The glossary's "score track" makes
# "score" say which track; the first entry, read so while the candidates are judged, is not passed by a close
# entry that happens to hold the word (the solo rule that the solo board has no such spaces).
def test_the_first_entry_is_read_so_while_the_candidates_are_judged():
    result = search("when is a life event from a space of the score track resolved?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.life-event-spaces")


# Adulthood, The Center Board > Scoring Board: "The Scoring Board records each player's Impact and Happiness".
# Asked of the score track itself, the word is the topic, not one of a kind beside it: that entry stays first.
def test_the_track_asked_about_itself_keeps_its_entry_first():
    result = search("in adulthood what does the score track show?")
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "scoring-board.purpose")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_tables_of_kinds_kept_with_the_index_are_the_ones_of_the_files(lang):
    # (kept with the index so that a search never parses a glossary.toml for them: Index.kind_words)
    from referee.core.registry import GAME_IDS
    from referee.rules import kind_words, kinds
    from referee.rules.index import get_index
    kept = get_index().kind_words[lang]
    assert set(kept) == set(GAME_IDS)
    for game in GAME_IDS:
        assert kind_words.unpacked_tables(kept[game]) == kind_words.tables(game, lang), game
        assert kinds.kinds_of(game, lang) == kind_words.build_kinds_of(game, lang)
        assert kinds.members_of(game, lang) == kind_words.build_members_of(game, lang)
