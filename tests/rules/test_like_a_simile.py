"""A thing a question likens to ("like a salary", "como un círculo") is how it is put, not its topic (issue 12).

"like a" / "como un(a)" join the lexicon's similes ("as if it were", "como
si fuera"): the first content word after one is what the player compares
with, which the rule need not name. But in a question of whether a thing
exists ("is there an animal card, like a cat?") the thing likened is an
instance of what is asked, and stays a topic. Questions worded anew.
"""

from __future__ import annotations

from referee.rules.search import search


# CV, 5. Cleanup: "Tokens do not accumulate like income"; the next player plays once the tokens are updated.
def test_a_thing_likened_to_is_no_topic_in_english():
    result = search("in CV, do unspent tokens stay with me for the next turn, like a salary?")
    assert result.answered is True
    assert result.hits[0].game == "cv"
    assert result.hits[0].id in {"cleanup.tokens-not-income", "cleanup.end-turn", "cleanup.tokens"}


# Coming of Age p. 7, Change Location: "The available locations ... at the two ends of the Main Board count as
# adjacent to each other".
def test_a_thing_likened_to_is_no_topic_in_spanish():
    result = search("En Coming of Age, ¿la ubicación 1 es vecina de la última abierta, como un círculo?")
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "change-location.ends-adjacent")


# ... while an example of a thing whose being is asked stays what is asked (no CV card is an animal)
def test_an_instance_of_a_thing_asked_to_exist_stays_a_topic():
    result = search("in CV is there an animal card, like a cat?")
    assert result.answered is False
