"""A summary of two things compared is the entries of each, not the head of their part (issue 12;
referee/rules/search.py, `q.compares` beside rules/outline_asked.py `head_first`).

"short version of the friendship bonus? first meeting vs later meetings": a
teacher asks the short telling of two cases side by side. The comparison
already puts the entry of one side first (rules/comparison.py); the head of
the part ("Ways to get a Friendship Bonus") says neither case. The questions
are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_a_short_version_of_two_cases_compared_is_one_of_the_cases():
    result = search("short version of the friendship bonus? first meeting vs later meetings")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "friendship.new-character")


def test_una_version_corta_de_dos_casos_comparados_es_uno_de_los_casos():
    result = search("la Bonificación de Amistad, versión corta: ¿personaje nuevo vs uno que ya está en mi registro?")
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "friendship.new-character")
