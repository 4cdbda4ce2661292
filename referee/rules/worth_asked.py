"""A holding told with its count and asked for its worth: the scoring entry comes first.

"Rob finished with 7 Motivation Tokens, WHAT ARE THEY WORTH to him?", "5
Education icons and 3 Fame icons, WHAT DO THE SETS GIVE me?", "Tengo 3
iconos de Social, ¿CUÁNTO ME DAN al final?". A player tallying the score
names what they hold and how many, and asks its price in points. The thing
named has its own entry (the Motivation Token Rob gains, the icons of a
Life card), which holds the question's nouns; the answer is the entry of
the game's final scoring that prices it ("Rob scores 1 VEP per 2
Motivation Tokens", "Step 2: sets of icons"), in the section of the end of
the game.

The question says a count (a digit or a number word) and a phrase of worth
(`question_form.worth_asked`: "what are they worth", "what do the sets
give", "cuánto me dan"; not a bare "worth": "is it worth keeping 4
activities?" asks advice), or a count of points (`worth_points_asked`: "how
many VEP", "cuántos puntos") with the end of the game told
(`worth_end_said`: "at the end", "game over", "acabamos"): alone, "how
many VEP" asks the price of a Memory paid in play, whose entry answers. Once the search has decided, the
first of the next SIBLING_RANKS rule entries of the first entry's game
whose section is the end of game's scoring (`worth_section_told`: "Final
Scoring", "End of Game and Scoring", "Fin de la partida"; not the Scoring
Board of the track) moves first when it scores at least PULL_SHARE of the
first and the first is in no such section. The check is a set look-up of
the question's words: most questions hold none.

Tuning list (TUNE51): top-1 18,348 -> 18,352, top-3 19,407 -> 19,408,
abstention and false abstention unchanged (icons counted in Adulthood in
both languages, Rob's Motivation Tokens, a Happiness and Impact told at the
end). With "how many VEP" and "cuántos puntos" asking alone, 40 questions
of a Memory's VEP paid in play ("spent 3 motivation tokens on one memory,
how many VEP?") lost their entry to the scoring of leftovers, and with
"cuánto me dan" and "qué me dan" alone, the exchange of REPUTATION in play
and a relative clause ("las cartas QUE ME DAN boca abajo") lost theirs:
they ask only with the end of the game told.

Points asked without a count ("how do the possession cards GIVE POINTS?",
"WHEN DO I GET the POINTS for my secret life goal?", "las posesiones DAN
LOS PUNTOS impresos, ¿no?", "las fichas que me sobran ¿CUENTAN AL FINAL?":
`points_asked`) ask how the end of the game counts a thing; the entry of the thing
("Possession cards: cost money, give victory points", "Life goal cards:
extra points at the end") holds the question's nouns and said what it is,
the final scoring's entry says what it scores. They move the same scoring
sibling first, from closer behind (POINTS_SHARE of the first, among the
next POINTS_RANKS rule entries). TUNE109, on the 237 questions holding a
phrase of `points_asked`: top-1 +6 (CV's possessions x4 and secret goal,
Coming of Age's leftover Interest Tokens), nothing lost; top-3, abstention
and false abstention unchanged. With "how many points" / "cuántos puntos
dan" among them, +7, but "how many pts is a mem worth" (tests/rules/
test_shorthand.py) lost the Memory's VEP scale to the final scoring: a
count of points asks a price paid in play as often, as in `worth_asked`. From 0.6 of the first and 5 entries down,
+2 only: a Trait's extra Life icon "does it count at the end?", a bounce
that "me da puntos?", a Memory paid with Willpower "how many points" lost
the entry of the thing to the final scoring.
"""

from __future__ import annotations

from referee.rules.normalize import NUMBER_WORDS
from referee.rules.phrase_lists import says_listed, text_says_listed
from referee.rules.siblings import stating_sibling_first

# the scoring entry goes first from this share of the first's score, from this many rule entries after the first (set
# wide, as rules/tie_won.py: "Tengo 3 iconos de Social, ¿cuánto me dan al final?" had it past the third; the gains
# above are at 0.5 and 8, no question lost)
PULL_SHARE = 0.5
SIBLING_RANKS = 8


def asks_worth(folded: list[str], lang: str) -> bool:
    """Whether a question's folded words say a count (a digit, a number word) and ask its worth ("WHAT ARE
    THEY WORTH", "CUÁNTO ME DAN")."""
    if not says_listed(folded, lang, "worth_asked") and not (
            says_listed(folded, lang, "worth_points_asked") and says_listed(folded, lang, "worth_end_said")):
        return False  # (no phrase of worth: most questions)
    numbers = NUMBER_WORDS.get(lang, {})
    return any(word.isdigit() or word in numbers for word in folded)


POINTS_SHARE = 0.8  # ... and for points asked without a count (`asks_points`), from this share ...
POINTS_RANKS = 3  # ... from this many rule entries after the first


def asks_points(folded: list[str], lang: str) -> bool:
    """Whether a question asks how a thing gives points, without a count ("how do possession cards GIVE
    POINTS?", "WHEN DO I GET the POINTS for my secret goal?", "las posesiones DAN LOS PUNTOS impresos, ¿no?", "¿cómo SE
    CUENTAN AL FINAL?"): `question_form.points_asked`."""
    return says_listed(folded, lang, "points_asked")


def points_entry_first(scored: list[tuple[float, int]], section_of, game_of, may_move=lambda number: True):
    """`scoring_entry_first` for points asked without a count: from POINTS_SHARE of the first's score, among
    the next POINTS_RANKS rule entries."""
    return final_scoring_first(scored, section_of, game_of, POINTS_SHARE, POINTS_RANKS, may_move)


def scoring_entry_first(scored: list[tuple[float, int]], section_of, game_of, may_move=lambda number: True):
    """`scored` (value, rule entry number, best first) with the first of the
    next SIBLING_RANKS entries of the first entry's game whose section
    (`section_of`: number -> (section, language)) is the end of game's
    scoring moved first, when it scores at least PULL_SHARE of the first and
    the first's section is none such. None when nothing moves."""
    return final_scoring_first(scored, section_of, game_of, PULL_SHARE, SIBLING_RANKS, may_move)


def final_scoring_first(scored: list[tuple[float, int]], section_of, game_of, share: float, ranks: int,
                        may_move=lambda number: True):
    """`scored` with the first of the next `ranks` entries of the first entry's game whose section is the end
    of game's scoring (`question_form.worth_section_told`) moved first, from `share` of the first's score, when
    the first's section is none such; None when nothing moves. The one step behind `scoring_entry_first`,
    `points_entry_first` and rules/worth_at_end.py's `end_scoring_first`, each with its own share and reach."""
    return stating_sibling_first(
        scored, lambda number: text_says_listed(*section_of(number), "worth_section_told"), game_of, share, ranks,
        may_move)
