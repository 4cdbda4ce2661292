"""A position on a track the question moves or covers, which the first rule never speaks of that way.

Players moving markers check the rule of a space or an end against a case
it does not word. Three such cases show in the words of the question:

- a covered position: a space, an end or an icon of a track told to lie
  under a token or a card ("my counter is on the rightmost space of a track
  whose right end is COVERED by an unresolved frustration token: does it
  still count as far right?", "si una Ficha de Frustración superada TAPA el
  icono de ese extremo, ¿el Contador que está en esa casilla cuenta
  igual?", "I COVER my Wellness spot with a new card: does the cost still
  count?"). The rule that ranks first is the rule of the trait, the bonus
  or the cost asked about (Balanced, Sad, a passive space, a white box),
  holds every word of the question, and answers with confidence a case
  it never met: only a rule that says something of covering (`covered_told`:
  "cover", "covered", "tapa", "tapado", "cubre": the bounce "unless that
  icon is covered", Rob's "the space he covers", the setup's Roadblocks)
  speaks of what a covered space does;
- a marker moving BACK past a space ("my sad tokens move my marker BACK
  PAST a Life Event space, do I draw a Life Event?", "si al RETROCEDER mi
  marcador PASA POR una casilla de Life Event, ¿robo?"), asked of a rule
  that speaks of passing the space (`passing_told`, the lists of
  rules/exact_edges.py) and never of moving back (`moved_back_told`:
  "back", "left", "down", "atrás", "izquierda", "retrocede", "baja"):
  "whenever you pass one, take a Life Event card" was written for markers
  going up, and whether going down past it counts is the rulebook's gap.
  Going back BELOW a point is such a passing too ("las fichas negativas me
  hacen RETROCEDER por DEBAJO del 0: ¿pierdo los 25?", asked of the
  overflow's "passes the end ... returns to 0"). The word of going back
  (`moved_back_asked`) must come before the word of passing
  (`passed_asked`) in one sentence: "if you go past the end you GO
  BACK to 0" tells the overflow, not a move back past a space;
- a marker asked to RETURN to a place when a new round comes ("do all
  the mood counters GO BACK to the middle space when a new ROUND starts?",
  "¿el Contador de Realización Personal VUELVE a la casilla inicial al
  empezar cada RONDA?"): the rule of the set-up or of the round's end,
  first, places counters once and never returns one (`returned_told`:
  "return", "back", "reset", "vuelve", "devuelve", "reinicia"); a word of
  returning (`returned_asked`) and a word of the round, the year or the
  turn (`returned_when`) in the same sentence make the ask.

All need a word of a track's places in the same sentence
(`track_places`: "track", "space", "icon", "spot", "registro",
"casilla", "extremo", "icono"): "the covered cards in my stack" (CV's
piles, answered by the rules of scoring that never say "covered") and
"can I keep my REPUTATION token covered with my hand" are no position.
"End" is none either: "does a possession covered by a newer one still
score AT THE END?" tells a time (with it, CV's `scoring.possessions`
abstained on an answerable question).
Only the first entry is read (the rule of the case ranks first).

Cheap: a set look-up of the words of covering, of going back and of
returning passes over most questions; the rest split the question into
sentences.

Measured on TUNE137 (133 sets; round trackabst): abstention 4,139 ->
4,149 of 5,027 (blind134: the Balanced and Sad traits with a covered end;
blind76 and blind50: Adulthood spots covered by cards; blind16, blind77,
blind109: markers moved back past a Life Event or Grown-Up space; blind118:
back below 0 after the overflow; blind46: counters returned to their
start at a new round), top-1 24,277, top-3 25,776 and false abstention 657
unchanged. With "end" a word of places, CV's "does a possession covered by
a newer possession still score its printed points at the end?" abstained
(1 false abstention): "end" is left out.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import question_form_set, words
from referee.rules.unstated_specifics import entry_tells, sentence_words


def unstated_position(query: str, first: int, lang_index: LangIndex) -> str | None:
    """The words that cover a track's position, move a marker back past
    one or return it to a place at a new round, when the first entry does
    not speak of it so; else None."""
    lang = lang_index.lang
    said = words(query)
    covered, back = question_form_set(lang, "covered_asked"), question_form_set(lang, "moved_back_asked")
    returned = question_form_set(lang, "returned_asked")
    if covered.isdisjoint(said) and back.isdisjoint(said) and returned.isdisjoint(said):
        return None  # (no word of covering, going back nor returning: most questions)
    places = question_form_set(lang, "track_places")
    passed = question_form_set(lang, "passed_asked")
    for sentence in sentence_words(query):
        if places.isdisjoint(sentence):
            continue
        going = next((word for word in sentence if word in returned), None)
        if going is not None and not question_form_set(lang, "returned_when").isdisjoint(sentence) \
                and not entry_tells(first, lang_index, "returned_told"):
            return going
        cover = next((word for word in sentence if word in covered), None)
        if cover is not None and not entry_tells(first, lang_index, "covered_told"):
            return cover
        going_back = next((position for position, word in enumerate(sentence) if word in back), None)
        if going_back is None:
            continue
        passing = next((word for word in sentence[going_back + 1:] if word in passed), None)
        if passing is not None and entry_tells(first, lang_index, "passing_told") \
                and not entry_tells(first, lang_index, "moved_back_told"):
            return f"{sentence[going_back]} {passing}"
    return None
