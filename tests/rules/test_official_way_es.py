"""Spanish "¿hay una FORMA OFICIAL de ...?" is a formula of asking, like English "official way" (lexicon
`question_form.discourse`), never a topic "forma" the answering rule must hold.

Coming of Age rulebook, solo mode: "If you find it too difficult to beat Rob, give him only 1 Character Token
during setup." Asked for "una forma oficial" of making Rob easier, the search put that rule first but read
"forma" as a topic it lacks and said the rulebook is silent. Worded anew, not copied from the benchmark sets.
"""

from __future__ import annotations

from referee.rules.search import search


def test_an_official_way_to_make_rob_easier_is_answered():
    result = search("¿Existe una forma oficial de ponerle las cosas más fáciles contra Rob?", limit=3)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "solo.difficulty")
