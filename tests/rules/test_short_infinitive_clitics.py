"""A clitic comes off an infinitive of three letters: "darle", "darte", "verse", "serlo" (normalize._stem_es).

The stemmer took a clitic off only when four letters stayed before it
("casarme" -> "casar"), so "¿cuántos VEP hay que DARLE a Rob?" kept "darl",
no word of any rule, while the rules write the verb as "dar" (Coming of
Age's "puedes dar la vuelta a una Ficha de Recuerdo"). The infinitives of three letters
listed in the lexicon (`[stemmer] short_infinitives`) lose their clitic
too; every other word keeps the four letters, so a noun that merely ends
like a clitic ("perla", "Carlos") is not cut.
"""

from __future__ import annotations

import pytest

from referee.rules.normalize import stem


@pytest.mark.parametrize(("said", "infinitive"), [
    ("darle", "dar"), ("darte", "dar"), ("darnos", "dar"), ("darlos", "dar"), ("verlo", "ver"), ("verse", "ver"),
    ("serlo", "ser"),
])
def test_a_short_infinitive_with_a_clitic_has_the_infinitives_key(said, infinitive):
    assert stem(said, "es") == stem(infinitive, "es") == infinitive


@pytest.mark.parametrize(("word", "not_this"), [("perla", "per"), ("carlos", "car"), ("irse", "ir")])
def test_a_word_that_only_ends_like_a_clitic_keeps_its_letters(word, not_this):
    # ("ir" is no listed infinitive: two letters are too few to stand for a word)
    assert stem(word, "es") != not_this
