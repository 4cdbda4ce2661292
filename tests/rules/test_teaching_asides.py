"""`ask` leaves out a sentence that only says the rule is to be taught (issue 12; referee/rules/teaching_asides.py).

"who begins? need to tell the group", "¿quién gana si empatan? ¿vosotros
cómo lo explicáis?": a player who teaches the game asks the rule, then says
what it is for. That sentence is how the player asks, not a word of the rule
asked ("group" is a LOOP property; "explicáis" drew the Spanish question to
LOOP). The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.teaching_asides import without_asides


def _ids(result) -> list[str]:
    return [f"{hit.game}/{hit.id}" for hit in result.hits]


def test_a_sentence_of_teaching_is_taken_out_beside_the_question():
    assert without_asides("who begins the game? need to tell the group", "en") == "who begins the game?"
    assert without_asides("how many cards do I draw? how do i explain that", "en") == "how many cards do I draw?"
    assert without_asides("¿Quién gana si empatan? ¿Vosotros cómo lo explicáis?", "es") == "¿Quién gana si empatan?"
    assert without_asides("¿Cuántas cartas se roban? Es para explicárselo a mi sobrino.", "es") \
        == "¿Cuántas cartas se roban?"
    assert without_asides("Para enseñar: ¿cuántos dados tiro?", "es") == "¿cuántos dados tiro?"


def test_a_telling_asked_of_and_a_question_of_teaching_alone_keep_their_words():
    # telling or showing what is secret is a rule asked of, not a teaching
    for said, lang in (("I drew a goal. Do I need to tell them?", "en"), ("Robé un objetivo. ¿Lo quiero enseñar?", "es"),
                       ("Mis cartas de padres. ¿Las tengo que enseñar?", "es"),
                       ("how do i explain it?", "en"), ("¿cómo lo explico?", "es"),
                       # the thing to explain named in the sentence: a question of its own
                       ("how many cards do I draw? how do i explain the market", "en")):
        assert without_asides(said, lang) == said


def test_the_question_with_an_aside_is_answered_as_the_plain_question():
    told = search("who begins the game? need to tell the group", limit=3)
    assert _ids(told) == _ids(search("who begins the game?", limit=3))
    assert not told.hits[0].id.startswith("goal.")  # (LOOP's GROUP property is no word of the question)


def test_la_pregunta_con_un_aparte_se_responde_como_la_pregunta_sola():
    told = search("¿Quién gana si empatan? ¿Vosotros cómo lo explicáis?", limit=3)
    assert _ids(told) == _ids(search("¿Quién gana si empatan?", limit=3))
    assert "adulthood/end.tie" in _ids(told)  # (not LOOP's rules alone)


def test_warning_and_clarifying_for_newcomers_are_asides():
    # round teachtwo: "avisar" beside "warn", "aclarar" / "clarify" beside "explain"
    assert without_asides("¿Cuántos dados se tiran? Quiero avisar a los novatos", "es") == "¿Cuántos dados se tiran?"
    assert without_asides("¿Cuántos dados se tiran? Para aclararlo con los nuevos", "es") == "¿Cuántos dados se tiran?"
    assert without_asides("how many dice do we roll? need to clarify for the newbies", "en") == "how many dice do we roll?"


def test_the_people_taught_are_one_list_with_the_teacher_s_frame():
    # round teachtwo: a cousin, a mother-in-law, a pupil are taught here as in rules/teaching.py
    from referee.rules.teaching import taught_people
    assert {"cousin", "pupils", "newbie"} <= taught_people("en")
    assert {"prima", "suegra", "novato"} <= taught_people("es")
    assert without_asides("who begins the game? need to tell my cousin", "en") == "who begins the game?"
    assert without_asides("¿Quién empieza? Es para explicárselo a mi suegra.", "es") == "¿Quién empieza?"


def test_a_sentence_telling_the_teaching_going_on_is_an_aside():
    # round teachtwo: "ahora le estoy explicando a mi prima", "i'm teaching my cousin now"
    assert without_asides("Ahora le estoy explicando a mi prima: ¿quién empieza?", "es") == "¿quién empieza?"
    assert without_asides("I'm teaching my cousin now. who begins the game?", "en") == "who begins the game?"
    # showing one's own hand is no teaching: the sentence keeps its words
    assert without_asides("¿Estoy enseñando mi mano? ¿Se puede?", "es") == "¿Estoy enseñando mi mano? ¿Se puede?"
