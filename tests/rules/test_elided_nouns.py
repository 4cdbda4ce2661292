"""`ask` puts back a noun elided after an article, from a glossary term said just before (referee/rules/elided_nouns.py).

"las metas de vida, LA SECRETA y LAS PÚBLICAS": the speaker names the kind
once and each sort of it by its article and adjective. The questions are
worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.elided_nouns import with_nouns
from referee.rules.index import get_index
from referee.rules.search import search


def test_the_noun_named_before_is_put_back_with_the_adjective_s_number():
    assert with_nouns("Las metas de vida, la secreta y las públicas: ¿quién las ve?", "es", get_index()) \
        == "Las metas de vida, la meta secreta y las metas públicas: ¿quién las ve?"


def test_a_teaching_question_with_elided_goals_is_answered():
    result = search("¿Qué le cuento a una principiante sobre las metas de vida, la secreta y las públicas?", game="cv")
    assert result.answered
    assert result.hits[0].id == "setup.public-goals"


def test_what_elides_no_noun_keeps_its_words():
    for said, lang in (
        # no head said before: no noun guessed from the glossary
        ("¿La secreta se enseña al final?", "es"),
        # the word before is inside a name that opens before it: "ficha" is left out, not "frustración"
        ("¿Puedo poner una Ficha de Frustración donde ya hay una superada?", "es"),
        # a word after the adjective may be the noun itself
        ("Las metas: ¿la secreta carta va boca abajo?", "es"),
        # English says the ellipsis with "one", which is not read here
        ("Of the life goals, is the secret one shown at the end, and the public ones?", "en"),
    ):
        assert with_nouns(said, lang, get_index()) == said
