"""The words of a clause that only sets the scene weigh less in the ranking.

"can i flip my memory token WHILE THE BUS IS GOING AROUND (phase 3), or only
at a certain moment?" asks when a Memory Token may be flipped; the bus is
where the table is at, not what is asked. Ranked on every word alike, the
bus route's entry (which holds "bus", "going around", "phase") beat the
Memory Token's. The clause that tells the moment is found when the question
is read (`search._scene_of_words` with the lexicon's
`question_form.scene_moment`, "while", "during", "mientras", "durante"...,
to the end of its clause or the next word of `scene`: "during the game IF
we get a bad Life Event" tells the game, then a condition); this module
lowers the weight of the terms said only there: the stems, the glossary
concepts and the pairs read wholly inside it.

A term the question also says outside the clause keeps its weight; a
clause that names only the game ("during the game") tells no moment; a
question that says nothing outside it is left as it is (then the moment is
all it asks); and so is a statement beside the question ("the deck ran out
DURING THE REFILL. what do I get?", `search` passes only the sentences that
ask): there the whole statement is the situation asked about.

Why only the moment: every clause of `scene` ("if", "before", "si", "antes
de") damped alike lost 5 top-3 and 4 false abstentions over the tuning
sets (the condition or the time is often what is asked: "¿puedo poner mis
meeples ANTES DE QUE ME TOQUE?"); the moment's clauses alone gain one top-1
(6,305 -> 6,306 of 6,759), the rest unchanged (the same at 0.4 and 0.6;
at 0.8, and before the three limits above, no gain or a loss).

The words of a formula of asking, of telling when the story happened or of
checking a ruling (`search._Query.discourse`: "MY FRIEND SAYS", "LAST
NIGHT", "LAST GAME", "WAS THAT RIGHT?") are no topic already; they weigh
the same share in the ranking, for the same reason: "In LOOP LAST night, my
happiness went from 3 to 9 ... how many should I have drawn?" ranked the
gap on events at the game's end first by its "last". On the tuning sets:
top-1 6,845 -> 6,847, top-3 7,240 -> 7,242, false abstention 190 -> 188
of 7,359, abstention unchanged (at 0.3: top-1 +1 only, three questions
lost; at 0: top-1 unchanged).
"""

from __future__ import annotations

SCENE_WEIGHT = 0.6  # the share of its weight a term said only in a clause setting the scene keeps


def scene_positions(scene: list[bool], stems: list[str], whole: frozenset[str] = frozenset()) -> set[int]:
    """The positions of the stems inside a scene clause, or none when every
    stem with a letter is (the scene is then the whole question). A clause
    that names only the game itself (`whole`: "during THE GAME", "durante la
    PARTIDA") tells no moment: its stems are left as they are."""
    inside: set[int] = set()
    run: list[int] = []
    for n, flag in enumerate([*scene, False]):
        if flag:
            run.append(n)
            continue
        if any(not stems[p].isdigit() and stems[p] not in whole for p in run):
            inside.update(run)
        run = []
    if not inside or all(n in inside for n, stemmed in enumerate(stems) if not stemmed.isdigit()):
        return set()
    return inside


def damp_scene(weights: dict[str, float], stems: list[str], scene: list[bool], matches,
               whole: frozenset[str] = frozenset()) -> None:
    """Lower, in place, the weights of the terms of `weights` the question
    says only inside a clause setting the scene (`scene`: one flag per stem;
    `matches`: the glossary spans of the stems, (start, end, concepts);
    `whole`: the stems that name the game itself, `scene_positions`)."""
    inside = scene_positions(scene, stems, whole)
    if not inside:
        return
    outside_stems = {stemmed for n, stemmed in enumerate(stems) if n not in inside}
    lowered = {stemmed for n, stemmed in enumerate(stems) if n in inside} - outside_stems
    outside_concepts: set[str] = set()
    inside_concepts: set[str] = set()
    for start, end, concepts in matches:
        (inside_concepts if set(range(start, end)) <= inside else outside_concepts).update(concepts)
    lowered |= inside_concepts - outside_concepts
    for token in list(weights):
        parts = token.split("_") if "_" in token and not token.startswith("~") else (token,)
        if token in lowered or (len(parts) > 1 and all(part in lowered for part in parts)):
            weights[token] *= SCENE_WEIGHT
