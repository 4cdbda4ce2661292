"""Step 3 ends by itself once nothing is left to do in it (automatic.py).

Player Turns ('turn.steps'): "3) play cards from your hand and take a card
from the market (in any order)"; 'turn.draft': "In step 3 you may draft one
card from the Market Board."; 'turn.play-cards': "you may play any number of
... cards from your hand, paying the cost shown on each card". With the one
draft taken and no card of the hand affordable, the player has no decision
left: the referee ends step 3 instead of waiting for 'done'."""

from pathlib import Path

from referee.core import session as sessions
from referee.core.engine import reminders
from referee.i18n import Translator
from referee.games.adulthood.referee import RULES

from tests.games.adulthood.conftest import MARKET

# the left-most card costs Money to play, like the chef Ana keeps
DOG_FIRST = [MARKET[9], *MARKET[:9]]

EXAMPLES = Path(__file__).resolve().parents[3] / "examples" / "adulthood"


def test_step3_ends_by_itself_after_the_draft_when_no_card_can_be_played(game):
    g = game(market=DOG_FIRST)
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 0   # slot 1 is drafted free; dog and chef cost 1 Money
    changes = g.do("Ana: draft 1")
    assert g.state.phase != "play"
    assert "step 3 ends by itself" in g.english(changes)
    assert g.state.ended_by_itself == "Ana"


def test_step3_stays_open_while_a_card_of_the_hand_can_be_played(game):
    g = game(market=DOG_FIRST)
    g.step3("Ana")
    g.p("Ana").money = 1                         # enough for the dog or the chef
    g.p("Ana").energy = 0
    g.do("Ana: draft 1")
    assert g.state.phase == "play"
    assert "done" in g.verbs("Ana")


def test_step3_stays_open_while_a_card_of_the_hand_is_not_known_yet(game):
    # its facts may still be reported with 'play CARD facts...' and it may be affordable
    g = game()
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 0
    g.p("Ana").hand.append("mystery-card")
    g.do("Ana: draft 1")
    assert g.state.phase == "play"


def test_solo_step3_stays_open_while_a_free_draft_is_possible(game):
    # Solo Mode ('solo.extra-card-effects'): a card's extra-card effect drafts a market card free
    g = game("solo", ("Ana",))
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 0
    g.do("Ana: draft 1")
    assert g.state.phase == "play"
    assert "Ana: draft 2 free" in [m.text() for m in RULES.choices(g.state)]


def test_a_done_right_after_the_automatic_end_confirms_it_and_changes_nothing(game):
    # sessions recorded before step 3 ended by itself hold this 'done'
    g = game(market=DOG_FIRST)
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 0
    g.do("Ana: draft 1")
    before = RULES.status(g.state)
    changes = g.do("Ana: done")
    assert "had already ended by itself" in g.english(changes)
    after = RULES.status(g.state)
    assert {k: v for k, v in after.items() if k != "must_act"} == {k: v for k, v in before.items() if k != "must_act"}
    g.refused("Ana: done")                         # only as the very next move


def test_recorded_sessions_replay_with_the_same_verdicts():
    # every recorded 'done' that now follows an automatic end is a confirmation
    for name, refused_at in (("standard-3p.toml", None), ("solo.toml", None), ("standard-3p-illegal.toml", 18)):
        recorded = sessions.load(EXAMPLES / name)
        done = sessions.replay(RULES, recorded.setup, recorded.events)
        assert done.failed_at == refused_at, (name, done.error)


def _ended_after_a_play(game):
    """Ana drafts the dog, then plays her chef with her last Money: step 3 ends by itself right after the play."""
    g = game(market=DOG_FIRST)
    g.step3("Ana")
    g.p("Ana").money, g.p("Ana").energy = 1, 0
    g.do("Ana: draft 1")
    assert g.state.phase == "play"            # the chef can still be played
    g.ended = g.do("Ana: play chef")
    assert "step 3 ends by itself" in g.english(g.ended)
    return g


def test_the_extra_card_of_a_card_just_played_is_taken_after_the_automatic_end(game):
    # Player Turns, step 3b: "Play any number of Adulthood, Partner, and Career cards from your hand,
    # paying the cost indicated on the card and immediately resolving any effects." A card that lets
    # you "gain an extra card from the market" (Solo Mode, Gameplay 3) resolves at once: step 3 ending
    # by itself after the play must not swallow it.
    g = _ended_after_a_play(game)
    changes = g.english(g.do("Ana: draft 2 extra"))
    assert "Ana drafts yoga from slot 2" in changes and "does not use up the turn's draft" in changes
    assert g.p("Ana").hand == ["dog", "yoga"]
    # step 4c: "Slide all the cards in the market to the left ..., then fill any empty slots" - two now
    assert [d.label.english() for d in g.state.pending.items] == ["Step 4: Ana refills the market (2 cards, reported left to right)"]
    assert "had already ended by itself" in g.english(g.do("Ana: done"))   # the habit of 'done' still confirms
    g.do("Ana: market crafting family-time")
    assert g.state.market == ["mall-walkers", "vacation", "bike", "crafting", "family-time"]


def test_the_table_is_told_that_the_extra_card_may_still_be_taken(game):
    # the message that step 3 ended, then `options` and `status` (engine.reminders), name the move and
    # the slots it may take: slot 2 (free) and slot 3 (1 Energy); Ana has no Money for slots 4 and 5
    g = _ended_after_a_play(game)
    told = "Ana may still take it now: 'Ana: draft SLOT extra' (SLOT: 2 yoga, 3 mall-walkers)."
    assert told in g.english(g.ended)
    (reminder,) = reminders(RULES, g.state)
    assert told in reminder.english()
    assert "'Ana: tomar HUECO extra' (HUECO: 2 yoga, 3 mall-walkers)" in reminder.render(Translator("es"))
    g.do("Ana: draft 2 extra")                 # another extra card may follow: still told
    assert "(SLOT: 3 mall-walkers)." in reminders(RULES, g.state)[0].english()
    g.do("Ana: market crafting family-time")   # the refill: the moment has passed
    assert reminders(RULES, g.state) == []


def test_no_reminder_while_step3_is_open_or_when_no_market_card_is_left(game):
    # Solo: the market is "never restocked mid-round" ('solo.market-refresh'); once it is empty the
    # end of step 3 leaves no extra card to take, so the table is not told of one
    g = game("solo", ("Ana",))
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 0
    assert reminders(RULES, g.state) == []     # step 3 open: a draft is one of its moves
    for slot in (1, 2, 3):
        g.do(f"Ana: draft {slot} free")
    changes = g.english(g.do("Ana: play mall-walkers"))   # no cost; yoga and vacation cost what Ana lacks
    assert "step 3 ends by itself" in changes and "draft SLOT extra" not in changes
    assert reminders(RULES, g.state) == []


def test_after_the_automatic_end_only_an_extra_card_may_still_be_drafted(game):
    # 'turn.draft': "In step 3 you may draft one card from the Market Board." - the turn's one draft is taken
    g = _ended_after_a_play(game)
    error = g.refused("Ana: draft 2", "turn.draft")
    assert "only the extra card" in error.msg.english()
    # only as the very next move, like the 'done' that confirms the end
    g.do("Ana: market crafting")
    g.refused("Ana: draft 2 extra")


def test_the_market_keeps_its_slots_until_the_refill_is_reported(game):
    # step 4c slides the row when it is refilled: until then a slot is the one the players see
    g = game(market=DOG_FIRST)
    g.step3("Ana")
    g.p("Ana").money = g.p("Ana").energy = 0
    g.do("Ana: draft 1")
    assert g.state.market[0] is None and g.state.market[1] == "yoga"
    g.do("Ana: market crafting")
    assert g.state.market == ["yoga", "mall-walkers", "vacation", "bike", "crafting"]
