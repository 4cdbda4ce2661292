"""`ask` reads the teacher's frame as how the question is put, never as a topic (issue 12; referee/rules/teaching.py).

A player who teaches the game asks the rule they will read out: the newcomer
they teach ("a newbie", "al novato", "my mum") and the telling itself ("what
do i tell them", "that beginners always forget") are no thing an entry must
hold. The questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search
from referee.rules.teaching import as_taught


def test_the_one_taught_is_taken_out():
    assert as_taught("how do i explain REPUTATION to a newbie?", "en") == "how do i explain REPUTATION?"
    assert as_taught("what should i tell a beginner the bus does?", "en") == "what should i tell the bus does?"
    assert as_taught("¿Qué le digo a un novato sobre el LANDFILL?", "es") == "¿Qué le digo el LANDFILL?"
    assert as_taught("¿Cómo le explico al principiante cuándo se acaba?", "es") == "¿Cómo le explico cuándo se acaba?"
    # a person, for or to whom it is said, in a question that teaches (or sums up)
    assert as_taught("the market in a paragraph for a friend?", "en") == "the market in a paragraph?"
    # the purpose of teaching, whole
    assert as_taught("Es para enseñarle a mi nieta: ¿cuándo se acaba?", "es") == "Es: ¿cuándo se acaba?"


def test_the_telling_asked_and_the_slips_of_newcomers_are_taken_out():
    assert as_taught("if my FAVOUR gets rejected, what do i tell them?", "en") == "if my FAVOUR gets rejected, what?"
    assert as_taught("the REPUTATION cap that beginners always forget, how high is it?", "en") \
        == "the REPUTATION cap that, how high is it?"
    assert as_taught("lo del autobús que los novatos siempre olvidan, ¿cómo va?", "es") == "lo del autobús que, ¿cómo va?"


def test_what_is_no_teacher_s_frame_keeps_its_words():
    for said in (
        "What does the beginner side of the mat show?",  # LOOP's mat ("beginner" before the noun it describes)
        "could i tell my friend which Values i hold?",  # whether a player may tell
        "do I have to tell them how many FAVOUR I hold?",  # whether a player must tell
        "how do I tell them apart, the two decks?",  # telling one from the other
        "does the rulebook say which Career card a first-timer should keep?",  # the newcomer asked of
        "what do new players get wrong in their first round?",  # the slips themselves asked
        "is the person on the card a man or a woman?",  # no one taught
        "can I pass a FAVOUR to a friend?",  # a question that does not teach
        "¿El nuevo va arriba o abajo del mazo?",  # a card, in a question that does not teach
    ):
        lang = "es" if said.startswith("¿") else "en"
        assert as_taught(said, lang) == said


def test_a_teaching_question_is_answered_by_the_rule_it_asks():
    # LOOP: the LANDFILL, REPUTATION, the end, a rejected FAVOUR
    for said, first in (
        ("how do i explain the LANDFILL to a newbie?", "area.landfill"),
        ("how do i explain REPUTATION to a newbie?", "area.reputation"),
        ("how do i explain when LOOP ends to a newbie?", "end.trigger"),
        ("if my FAVOUR gets rejected, what do i tell them?", "favours.reject"),
        ("how do i explain the LANDFILL to my mum?", "area.landfill"),
        ("¿Qué le digo a un novato sobre el LANDFILL?", "area.landfill"),
        ("¿Qué le cuento a una novata de la REPUTATION?", "area.reputation"),
        ("Si me rechazan un FAVOUR, ¿qué le digo al novato?", "favours.reject"),
        ("Es para enseñarle a mi nieta: ¿cuándo se termina la partida en LOOP?", "end.trigger"),
    ):
        result = search(said, game="loop")
        assert result.answered is True, said
        assert result.hits[0].id == first, said


def test_what_newcomers_forget_is_answered_by_the_rule_of_the_thing():
    # Coming of Age: the Bus
    for said in ("whats the one rule about the bus that newbies always forget?",
                 "lo del autobús que los novatos siempre olvidan, ¿cómo funciona?"):
        result = search(said, game="coming-of-age")
        assert result.answered is True, said
        assert result.hits[0].id == "bus.route", said



def test_how_the_teacher_means_to_put_it_is_taken_out():
    # round teachtwo: without putting the one taught off, in plain words, the purpose of teaching in passing
    assert as_taught("how do i explain the LANDFILL without scaring a beginner off?", "en") == "how do i explain the LANDFILL?"
    assert as_taught("how do i explain REPUTATION without confusing anyone?", "en") == "how do i explain REPUTATION?"
    assert as_taught("¿Cómo le explico el LANDFILL sin liar al novato?", "es") == "¿Cómo le explico el LANDFILL?"
    assert as_taught("how do i explain the bus in plain english?", "en") == "how do i explain the bus?"
    assert as_taught("¿Qué hace el autobús, explicado en cristiano?", "es") == "¿Qué hace el autobús, explicado?"
    assert as_taught("the market rules again, for teaching", "en") == "the market rules again"
    assert as_taught("¿Cuántas cartas se roban? Lo repaso antes de enseñar a jugar", "es") \
        == "¿Cuántas cartas se roban? Lo repaso"
    # a participle of explaining teaches: the newcomer after it is the one taught
    assert as_taught("¿Qué hace el LANDFILL, explicado para una principiante?", "es") == "¿Qué hace el LANDFILL, explicado?"


def test_plain_words_are_read_only_in_a_question_that_teaches():
    # no word of teaching: "in simple terms" is left to the other readings
    assert as_taught("what does the bus do in simple terms?", "en") == "what does the bus do in simple terms?"


def test_a_question_put_so_as_not_to_scare_is_answered_by_its_rule():
    for said, game, first in (
        ("how do i explain the LANDFILL without scaring a beginner off?", "loop", "area.landfill"),
        ("¿Cómo le explico el LANDFILL sin liar a mi sobrina?", "loop", "area.landfill"),
        ("¿Qué es el LANDFILL, explicado en cristiano?", "loop", "area.landfill"),
        ("what is the LANDFILL? can you walk me through it for teaching", "loop", "area.landfill"),
    ):
        result = search(said, game=game)
        assert result.answered is True, said
        assert result.hits[0].id == first, said


def test_without_a_loss_or_without_whom_is_no_teacher_s_manner():
    # a loss is a rule asked; a manner names the one who would be put off
    for said, lang in (("WORK costs HAPPINESS: at 0 do i get the COIN without losing anything?", "en"),
                       ("how do i explain it without confusing the two decks?", "en"),
                       ("¿Cómo explico el LANDFILL sin confundir los dos mazos?", "es")):
        assert as_taught(said, lang) == said
