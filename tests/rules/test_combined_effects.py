"""`ask` abstains on how two named things combine when no rule speaks of both (issue 12, item 1).

A career and an event each have their own entry, and each entry answers
what its own card does. How the two go together (which applies first,
whether both apply) is answered only where one entry names both; otherwise
the rulebook is silent and the two entries are related reading
(referee/rules/combined.py). The questions are worded anew, not copied from
the benchmark sets.
"""

from __future__ import annotations

import pytest

from referee.rules import combined
from referee.rules.index import get_index
from referee.rules.search import _prepare, search

# LOOP p. 18, Tycoon: "SALARY for WORK: x2 COIN ... When WORK, you must take the same amount of COIN from
# WORK AREA as you currently have"; Events, Overtime: "When WORK, lose 1 additional HAPPINESS and gain 4
# more COIN." Neither text names the other, and no order of the two is given anywhere (grep of 001_*.txt
# for "Tycoon": the career list only; for "Overtime": its event only).
# LOOP, Chef (career list) and The 2nd Semi Mid-Season Sales (event list): each says its own effect on
# buying, neither names the other.
SILENT = [
    ("With Overtime running, I'm the Tycoon: do I get the 4 extra COIN before or after doubling?",
     ("career.tycoon", "event.overtime")),
    ("Soy Tycoon y está activo Overtime: ¿las 4 monedas extra se suman antes o después de duplicar?",
     ("career.tycoon", "event.overtime")),
    ("As the Chef, do Mid-Season Sales and my ability both apply at the same time?",
     ("career.chef", "event.mid-season-sales")),
    # ... asked in Spanish as English asks "do both apply", "which applies first"
    ("Soy el Tycoon y está Overtime: ¿se aplican los dos cuando trabajo?", ("career.tycoon", "event.overtime")),
    ("Soy el Tycoon con Overtime activo, ¿cuál se aplica primero al trabajar?", ("career.tycoon", "event.overtime")),
]


@pytest.mark.parametrize(("question", "related"), SILENT)
def test_two_named_things_no_rule_names_together_abstain(question, related):
    result = search(question)
    assert result.answered is False
    assert {hit.id for hit in result.hits[:2]} == set(related)
    assert result.missing  # the name the first related rule does not speak of


# LOOP p. 16, Everything Is Online: "Player without a CREDIT CARD cannot spend COIN, including ... uses
# ABILITY that uses COIN (Banker & Investor, P.16)": the event names the career, so the rulebook says how
# they go together.
def test_an_entry_naming_both_things_keeps_the_question():
    index = get_index()
    lang_index = index.langs["en"]
    question = "With Everything Is Online active, can the Investor and the event both apply at the same time?"
    assert combined.asks_how_combined(question, "en")
    result = search(question, game="loop")
    assert combined.unsaid_together(question, _stems(question), get_index(), lang_index, "loop") == ()
    assert result.hits[0].id == "event.everything-is-online"


def _stems(question: str) -> list[str]:
    from referee.rules.search import _prepare

    return _prepare(question, "en", get_index())[0].stems


# Naming two careers without asking how they combine is left to the rest of the search ("can the lawyer stop
# the officer's favour?" is answered by the Lawyer's ABILITY, p. 18).
def test_spanish_asks_how_things_combine_in_its_own_words():
    for question in ("¿se aplican los dos?", "¿cuentan ambos?", "¿se pueden combinar?", "¿cuál se resuelve primero?"):
        assert combined.asks_how_combined(question, "es"), question
    # "¿cuenta como de los dos tipos?" asks what one card counts as, not how two things combine
    assert not combined.asks_how_combined("Tengo una carta de dos colores, ¿cuenta como de los dos tipos?", "es")


def test_two_names_without_asking_how_they_combine_are_not_judged_here():
    question = "does the lawyer's objection stop the officer's favour?"
    assert not combined.asks_how_combined(question, "en")
    assert combined.unsaid_together(question, _stems(question), get_index(), get_index().langs["en"], "loop") == ()


# The names are worked out when the index is built and kept in its cache as one text per game
# (Index.named_things): read back, they are what working them out from the titles gives, in the same order
# (LOOP p. 18's careers, "Tycoon", "Chef", are among them).
def test_the_names_kept_with_the_index_are_the_names_worked_out():
    index = get_index()
    for lang, lang_index in index.langs.items():
        for game in lang_index.games:
            built = combined.build_named_things(lang_index, game)
            kept = combined.unpack_names(index.named_things[lang][game])
            assert list(kept.items()) == list(built.items()), (lang, game)
    assert any(("tycoon",) in names for names in combined.named_things(index, index.langs["en"], "loop").values())


@pytest.mark.parametrize("question", [
    "Overtime is active. Does it stop the Chef from using Supersize?",
    "Con Bad Debt activo, ¿eso le impide al Scientist comprar del LANDFILL?",
])
def test_a_thing_in_force_asked_to_block_another_is_how_they_combine(question):
    # LOOP: the Chef's and the Scientist's careers and the Overtime and Bad Debt events each tell their own effect;
    # whether the event in force stops the career's is said by no entry that names both
    result = search(question, game="loop")
    assert result.answered is False


def test_a_thing_in_force_without_a_word_of_blocking_is_left_to_the_search():
    assert search("Overtime is active. Does the Chef use Supersize?", game="loop").answered is True


# LOOP p. 16-18: Insurance (IMMEDIATE EVENT: "Choose to toss 1 COIN or lose 1 COIN ...") and the Investor's
# Invest ("toss twice"); Bad Debt (CONTINUOUS EVENT: "If you own a CREDIT CARD(s), you cannot choose BUY") and the
# Office Lady's Slack Off. Neither event names the career, so whether the career's ability is used under the
# event is said nowhere: "can I use" asked of two named things asks how they combine.
@pytest.mark.parametrize(("question", "related"), [
    ("I'm the Investor and Insurance comes up: can I use Invest to toss twice for it?",
     ("career.investor", "event.insurance")),
    ("Soy la Office Lady y sale Bad Debt: ¿puedo usar Slack Off para comprar MATERIAL?",
     ("career.office-lady", "event.bad-debt")),
])
def test_one_named_things_power_asked_under_another_abstains(question, related):
    assert combined.asks_how_combined(question, "es" if "¿" in question else "en")
    result = search(question, game="loop")
    assert result.answered is False
    assert {hit.id for hit in result.hits[:2]} == set(related)


def test_one_named_thing_asked_can_i_use_is_left_to_its_entry():
    # LOOP p. 18, Investor: "once per turn": one named thing, its own entry answers
    result = search("I'm the Investor: can I use Invest twice in one turn?", game="loop")
    assert result.answered is True and result.hits[0].id == "career.investor"


# LOOP p. 16, Everything Is Online names "Banker & Investor"; the Spanish entry names the career "Inversor", its
# title "Inversor (Investor)": asked by the printed name "Investor", the event still speaks of it and answers.
def test_an_entry_naming_a_thing_by_its_other_name_speaks_of_it():
    question = "Con Everything Is Online activo, ¿el Investor puede usar Invest a la vez, sin CREDIT CARD?"
    index = get_index()
    stems = _prepare(question, "es", index)[0].stems
    assert combined.unsaid_together(question, stems, index, index.langs["es"], "loop") == ()
    result = search(question, game="loop")
    assert result.answered is True and result.hits[0].id == "event.everything-is-online"


# Two named things met, told without a word of combining: the first two candidates are the two things' own
# entries and no entry names both. LOOP p. 16, Landfill Tax ("pay 1 COIN ... LANDFILL") and Planned Obsolescence
# (breaks a MATERIAL): neither names the other; LOOP p. 16-18, the Craftsman's Forge and the Collector event; the
# Chef's Supersize and the BOGOF event: each tells its own effect, none how it meets the other.
@pytest.mark.parametrize(("question", "related"), [
    ("Landfill Tax is up and Planned Obsolescence breaks my PLASTIC at the end of my turn: do I owe the COIN?",
     ("event.landfill-tax", "event.planned-obsolescence")),
    ("Soy el Craftsman y sale Collector: ¿un MATERIAL que cambié con Forge cuenta como otro tipo?",
     ("career.craftsman", "event.collector")),
    ("Con BOGOF, el Chef se lleva un FOOD gratis: ¿Supersize lo sube de QUALITY?", ("career.chef", "event.bogof")),
])
def test_two_named_things_met_without_a_word_of_combining_abstain(question, related):
    result = search(question, game="loop")
    assert result.answered is False
    assert {hit.id for hit in result.hits[:2]} == set(related)


# ... but two things set side by side (a comparison: each entry answers what its own thing is), two things listed
# as one ("the Loyal and Friendly goals", asked of a third thing) and a name said only by an everyday word ("justo",
# the Spanish of the Just trait, said as "exactly") are not two things met.
@pytest.mark.parametrize(("question", "game"), [
    ("What is the difference between the Banker and the Investor?", "loop"),
    ("Do mimicked traits count for the Loyal and Friendly goals?", "coming-of-age"),
    ("Para Committed, ¿me vale con nivel 6 o hace falta justo el 7?", "coming-of-age"),
])
def test_things_compared_listed_or_said_in_passing_are_not_met(question, game):
    assert search(question, game=game).answered is True
