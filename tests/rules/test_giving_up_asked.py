"""`ask` reads giving a thing up by choice as an action asked leave for (issue 12).

"¿Puedo renunciar al Promoted?" asks whether a player may give up what they
hold. Spanish "renunciar" is one of the game actions a question may ask leave
for (lexicon common.toml, group "renunciar" in `actions`): an entry that never
speaks of giving the thing up does not allow it. Before the group the typo
guesser read the word as "anunciar", a detail any entry could leave out. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_giving_up_a_promotion_is_unstated():
    # Adulthood, Career: a Promoted marker is gained by the career's upgrade; nothing says it may be given up
    result = search("¿puedo renunciar a mi marcador de Promoted para volver a la primera acción?", game="adulthood")
    assert result.answered is False


def test_giving_up_a_public_goal_is_unstated():
    # CV, public life goals: scored at the end by whoever meets them; nothing of giving one up
    assert search("¿un jugador puede renunciar a un objetivo público?", game="cv").answered is False


def test_the_word_is_read_as_written():
    # the question keeps "renunciar": it is what the answer lacks, not "anunciar"
    result = search("¿puedo renunciar a mi marcador de Promoted para volver a la primera acción?", game="adulthood")
    assert result.missing == ("renunciar",)
