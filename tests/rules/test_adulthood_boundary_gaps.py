"""Adulthood's rulebook is silent right beside its rules (issue 12, item 1).

Each question asks the next thing a careful player asks after a rule that
does exist: the same action at another moment, whether one thing also counts
as another, what becomes of a card afterwards, a solo rule's edge. The
rulebook (seed 003) was read whole and grepped for each; `ask` must say it
does not cover them and tell the matching gap of `rulesets/adulthood/gaps.*`,
with the rule it borders as related reading. Beside them, the near questions
that rule does answer stay answered. The questions are worded anew, not
copied from the benchmark sets or the gaps' aliases.
"""

from __future__ import annotations

import pytest

from referee.rules.search import search

# (question, the gap, the rule it borders: the first related entry)
SILENT = [
    # Player Turns, step 1: "this step can be done before your turn" and "You cannot take any new actions after
    # step 1"; nothing on changing an early placement before the turn (grep 'change', 'before your turn')
    ("I set my meeples down while the others were still playing; may I move them before my turn?",
     "gap.change-early-placement", "turn.place-early"),
    # Promotions and Marriage: left-side actions are "available to you the turn after you play the card";
    # "Once you've upgraded, you may now only access the actions on the right side"; the upgrade's own turn
    # is never settled
    ("I got promoted with the interview this turn, can I already use the promoted action of my career?",
     "gap.upgrade-same-turn", "upgrade.right-side-only"),
    ("¿me caso este turno y ya puedo usar la acción de casado de la pareja?",
     "gap.upgrade-same-turn", "upgrade.right-side-only"),
    # Player Turns, step 4d: Life Events go to the Experience stack "so that their story symbol is visible"; the
    # Icon Guide's eight Life icons name no story symbol (grep 'story': that line only)
    ("does the story symbol on a life event count as a life icon?", "gap.story-symbol-icon",
     "turn.life-events-to-stack"),
    ("¿el símbolo de historia de un evento vital cuenta como icono de vida?", "gap.story-symbol-icon",
     "turn.life-events-to-stack"),
    # End of Game, step 4: "Gain happy from each of your Values cards, in any order you choose"; nothing on one
    # card counting for two Values
    ("can a single family card count for two of my values?", "gap.values-share-cards", "end.step4-values"),
    ("¿una misma carta sirve para dos de mis valores?", "gap.values-share-cards", "end.step4-values"),
    # Solo, New: Achievements: "Look at both, then keep one and discard the other"; no change of mind later
    ("in solo can I swap my achievement for the one I discarded?", "gap.solo-achievement-switch",
     "solo.achievement-draw"),
    ("¿en solitario puedo cambiar mi logro por el que descarté?", "gap.solo-achievement-switch",
     "solo.achievement-draw"),
    # End of Game: crossing triggers the end, "so that everyone ends the game having taken the same number of
    # turns"; no bonus for the trigger (grep 'bonus', 'reward': none)
    ("does whoever triggers the end of the game get extra points?", "gap.end-trigger-bonus", "end.trigger"),
    ("¿quien dispara el final de la partida se lleva puntos extra?", "gap.end-trigger-bonus", "end.trigger"),
    # Icon Guide: "the hole in your heart (several variations)", never explained
    ("what do the different heart hole variations mean?", "gap.heart-hole-variations", "icons.scoring"),
    # Scoring Board: "they take a Life Event card and resolve it at the end of their turn"; only Values are said
    # to be secret
    ("do I show the other players the life event I took before resolving it?", "gap.life-event-shown",
     "scoring-board.life-event-spaces"),
]


@pytest.mark.parametrize(("question", "gap", "bordering"), SILENT)
def test_a_question_beside_a_rule_that_the_rulebook_leaves_open_is_told_the_gap(question, gap, bordering):
    result = search(question, game="adulthood")
    assert result.answered is False, (question, [hit.id for hit in result.hits[:3]])
    assert result.gap is not None and result.gap.id == gap
    assert result.hits[0].id == bordering  # the rule it borders comes first as related reading


ANSWERED = [
    # Player Turns, step 1: "(this step can be done before your turn)"
    ("can I place my time before my turn?", {"turn.place-early"}),
    ("¿puedo colocar mi tiempo antes de mi turno?", {"turn.place-early"}),
    # Card Types, Career: "You cannot use the first action spot on a Career card after you have been Promoted"
    ("once promoted can I still use the left action of my career?", {"cards.career-spots", "upgrade.right-side-only"}),
    # Player Turns, step 4d: "Move any Life Events acquired during your last turn to your Experience card stack"
    ("where do life events go after I resolve them?", {"turn.life-events-to-stack"}),
    # End of Game, step 4: "in any order you choose"
    ("in what order do I score my values?", {"end.step4-values"}),
    # Solo: "Shuffle and draw two Solo Achievement cards. Look at both, then keep one and discard the other"
    ("how many achievement cards do I keep in solo?", {"solo.achievement-draw"}),
    # End of Game (p. 10): "both score markers are in or past boxes that share a border"
    ("¿cuándo termina la partida?", {"end.trigger", "scoring-board.crossing", "overview.game-end"}),
    # End of Game, step 3: "a complete heart (you married a Partner who matches one of your Values)"
    ("what is a complete heart?", {"end.step3-heart", "cards.partner-heart"}),
]


@pytest.mark.parametrize(("question", "entries"), ANSWERED)
def test_the_near_question_the_rule_answers_stays_answered(question, entries):
    result = search(question, game="adulthood")
    assert result.answered is True, (question, result.missing)
    assert result.hits[0].id in entries
