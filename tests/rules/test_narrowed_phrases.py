"""A glossary phrase that its stopwords would narrow to one word (issue 12, top-1).

Stopwords are dropped before glossary phrases are matched, so "muy atrás"
was read as "atrás" alone and "objetivo A" as "objetivo": every question and
rule saying the lone word got the phrase's notion (any "objetivo" was Coming
of Age's Type A Goal, any "tiempo" Adulthood's Time supply). Such a phrase
now counts only when the dropped words just bind it ("AL lado", "SE cae").
"""

from __future__ import annotations

import pytest

from referee.rules import normalize
from referee.rules.index import get_index


def _concepts(groups: list[list[str]], text: str, lang: str) -> set[str]:
    thesaurus = normalize.Thesaurus("t", groups, common=False)
    return {token.text for token in thesaurus.expand(normalize.terms(text, lang), lang) if token.text.startswith("~")}


@pytest.mark.parametrize("groups, text, lang", [
    ([["far behind", "muy atrás"]], "¿puedo mover el marcador hacia atrás?", "es"),  # "muy": being far behind
    ([["Step A", "paso A"]], "what is the last step of a turn", "en"),  # the letter names one step of several
    ([["Step A", "paso A"]], "¿cuál es el último paso del turno?", "es"),
    ([["Time supply", "your time", "tu tiempo"]], "¿cuánto tiempo dura la partida?", "es"),  # "tu": the player's own
    ([["cost", "how much"]], "does it matter much", "en"),
])
def test_a_phrase_whose_stopword_carries_sense_is_not_its_lone_word(groups, text, lang):
    assert _concepts(groups, text, lang) == set()


@pytest.mark.parametrize("groups, text, lang", [
    ([["adjacent", "al lado"]], "¿puedo poner el dado al lado?", "es"),  # "al" only binds "lado"
    ([["accident", "se cae"]], "si un dado se cae de la mesa", "es"),
    ([["see", "look at"]], "can I look at his cards", "en"),
    ([["discard", "get rid"]], "how do I get rid of it", "en"),  # "get", a light verb, only carries "rid"
    ([["others", "los demás", "demás"]], "¿lo ven los demás?", "es"),  # the group lists the lone word itself
    ([["Time supply", "your time", "tu tiempo", "reserva de Tiempo"]], "vuelve a la reserva de tiempo", "es"),
])
def test_a_phrase_of_glue_words_or_listed_alone_still_reads(groups, text, lang):
    assert _concepts(groups, text, lang) == {"~t:0"}


def test_objetivo_alone_is_not_coming_of_age_type_a_goal():
    # Coming of Age, Goals: Type A and Type D goals are two of the goal kinds; "objetivo" alone is any goal
    thesaurus = get_index().thesaurus("coming-of-age")
    glossary = normalize.Thesaurus("coming-of-age", thesaurus.groups, common=False)
    type_a = next(n for n, group in enumerate(glossary.groups) if "goal A" in group)
    for lang in ("es", "en"):
        found = {c for _, _, concepts in glossary.matches(normalize.terms("objetivo", lang), lang) for c in concepts}
        assert glossary.concept(type_a) not in found
    found = {c for _, _, concepts in glossary.matches(normalize.terms("Objetivo de tipo A", "es"), "es") for c in concepts}
    assert glossary.concept(type_a) in found


def _everyday(text: str) -> set[str]:
    thesaurus = normalize.Thesaurus("t", [])
    return {token.text for token in thesaurus.expand(normalize.terms(text, "es"), "es") if token.text.startswith("~")}


def test_far_behind_is_said_with_its_verb():
    # the everyday group of help for whoever is behind (no rulebook here gives any): "voy muy atrás" is
    # that notion, as "remontar" is; "hacia atrás" is only a way back
    behind = _everyday("remontar")
    assert behind and behind <= _everyday("voy muy atrás en puntos")
    assert not behind & _everyday("¿puedo mover el marcador hacia atrás?")
