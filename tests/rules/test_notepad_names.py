"""CV's notepad by the everyday names of a notepad (round art: blind105's "¿El bloc de notas para qué es?" abstained).

"bloc" alone stems as "bloque" does (Coming of Age's blocked tracks) and "notas" as LOOP's words, so a question that
names no game found no CV entry; the glossary's "bloc de notas" / "libreta de notas" ("note pad", "notebook") are one
term of CV's. CV rulebook, Components: "a notepad and a pencil ... to help add up the points at the end".
"""

from __future__ import annotations

import pytest

from referee.rules.search import search


@pytest.mark.parametrize("question", [
    "¿Para qué sirve el bloc de notas?",
    "¿La libreta de notas para qué es?",
    "what is the note pad for?",
])
def test_the_notepad_by_its_everyday_name_is_cvs(question):
    result = search(question)
    assert result.answered is True
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "components.notepad")
