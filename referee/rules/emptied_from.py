"""Where a shared supply is kept, told of a supply run out: no topic the rule of running out must say.

"the Willpower Tokens IN THE BOX ran out and I need more, what do we do",
"se acabaron las fichas de Fuerza de Voluntad DE LA CAJA, ¿qué hacemos?".
A player tells a supply run out and says where it is kept: the box, the
bag, the bank, the reserve. The rule that ranks first states that edge
("Willpower and Motivation Tokens are unlimited", "Ran out of COIN? Use
substitutes": an entry whose title or aliases state running out,
rules/edge_told.py `states_edge`) and holds every other word asked; the
container is where the thing ran out from, which no rule of running out
names, so the question abstained for it.

So when the first entry states the empty edge the question tells
(`edge_empty_asked`: "ran out", "is empty", "se acabaron") and every topic
it lacks is a word of a place a supply is kept in (`supply_kept_in`: "box",
"bag", "bank", "reserve", "caja", "bolsa", "banco", "reserva"), those words
are read as no topic. A place of play that runs out ("the DECK", "the
MARKET", "el MAZO") is no container: it is the thing asked, and stays a
topic; so does a container named with no running out told ("what goes
back in the box?"), and a rule that states no running out answers nothing
more than before. The check is set look-ups of the question's words, read
only for a first entry that lacks a topic.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from referee.rules import edge_told
from referee.rules.evidence_topics import judged_without, lacking_only_among
from referee.rules.normalize import question_form


@lru_cache(maxsize=4)
def _containers(lang: str) -> frozenset[str]:
    """The words of a place a shared supply is kept in (`supply_kept_in`)."""
    return frozenset(question_form(lang).get("supply_kept_in", ()))


def container_answers(said: list[str], lang: str, evidence: tuple, entry,
                      answers: Callable[[tuple], tuple[bool, tuple]], judged: tuple[bool, tuple]):
    """The search's judgement of its first entry `entry` (`judged`: answered,
    missing), judged again (`answers`) with the containers of a supply read as
    no topic, when every topic the entry lacks is such a container, the
    question (its folded words `said`) tells the empty edge and the entry's
    title or aliases state it; as judged otherwise. Returns (answered,
    missing, evidence)."""
    containers = _containers(lang)
    if containers.isdisjoint(said):
        return (*judged, evidence)
    lacking = lacking_only_among(evidence, lambda: containers)
    if not lacking or "empty" not in edge_told.asked_edges(said, lang) \
            or not edge_told.states_edge(entry, lang, ("empty",)):
        return (*judged, evidence)
    return judged_without(evidence, lacking, answers)
