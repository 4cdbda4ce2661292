""""NO ME QUEDO con algo" is not keeping it, not "no me queda" (none left) (issue 12; lexicon es
`neighbours.by_previous_word`).

"¿Por qué no me QUEDO con el MATERIAL?" read as "no me queda MATERIAL", running out, a topic the SHARE rule never
speaks of, and the grumble abstained. Read as not keeping ("no conservo"), it is the rule's own point. Only the first
person after "no": "no me queda" is still none left, and "¿me quedo con los símbolos?" (no "no") is as it was. The
questions are worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_keeping_the_other_players_material_is_the_share_rule():
    # LOOP p. 11 (SHARE): "No te llevas el Material; solo le restas 1 de Calidad."
    result = search("Cuando hago SHARE, ¿por qué no me quedo con el MATERIAL de mi compañero?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "favour.share"


def test_none_left_is_still_running_out():
    # LOOP (Depletion): "no me queda MATERIAL" is still having none left
    result = search("¿Qué pasa si no me queda MATERIAL?", game="loop")
    assert result.answered is True
    assert result.hits[0].id == "end.depletion"
