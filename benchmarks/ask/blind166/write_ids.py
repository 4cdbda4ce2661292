"""Write ids.json (question text -> expected rule-entry ids) for blind166, after the questions commit.

    python benchmarks/ask/blind166/write_ids.py && python benchmarks/ask/blind166/make_questions.py
"""
import json, sys
from pathlib import Path
HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import make_questions as m
IDS = {
 ("coming-of-age","en"): [
  ["bounce.right"],["bounce.left"],["bounce.left-with-frustration"],["bounce.left-with-frustration","frustration.remove"],
  ["bounce.multiple","bounce.right","example.bus-stop"],["change-location.no-free-track"],["experience.locked-track"],
  ["fulfillment.end-of-track"],["trait-bonus.hand-limit"],["trait-bonus.max-four"],["trait-bonus.requirement-timing"],
  ["presence.limit"],["friendship.intimacy","friendship.level-up"],["memory.gain"],["memory.gain","end-of-year.refill-memory"],
  ["parent-card.play","parent-card.hand-and-discard"],["scoring.tie-break"],["setup.unlimited-tokens"],["scoring.goals"],
  ["goal.type-a","goal.versatile"],["scoring.frustration"],["phase1.order","phase1.retrieve-dice"],
  ["solo.rob-interest-shortage"],["solo.rob-fulfillment"],["solo.rob-presence"],["solo.rob-draw-trait","solo.rob-play-trait"]],
 ("coming-of-age","es"): [
  ["bounce.right"],["motivation.mood-penalty"],["memory.willpower"],["motivation.mood-penalty"],["phase1.retrieve-dice"],
  ["change-location.ends-adjacent","change-location.frustration"],["change-location.non-adjacent","change-location.no-free-track"],
  ["bus.die-and-presence"],["bus.remove-dice"],["frustration.overcome"],["frustration.overcome"],["trait-bonus.mimic"],
  ["trait-bonus.mimic-once"],["scoring.leftovers"],["scoring.tie-break"],["end-of-round.trigger","end-of-round.unlocks"],
  ["play.turns-and-rounds"],["setup.starting-die","play.round-length"],["setup.unlimited-tokens"],["solo.rob-memory-vep"],
  ["solo.rob-motivation"],["solo.memory-card-removal"],["solo.rob-mimic"],["solo.difficulty"],["two-player.mimic","two-player.levels"],
  ["end.last-memory-token"]],
 ("loop","en"): [
  ["turn.draw-favour"],["turn.work-no-happiness"],["credit.forced-debt","turn.work-no-happiness"],["turn.coin-shortage"],
  ["turn.broken","turn.consume-cost"],["turn.activity-keep","area.activity-slots"],["end.depletion","end.trigger"],
  ["end.depletion-penalty"],["end.max-happiness","end.basic-winner","end.tie-break"],["end.trigger","end.max-happiness"],
  ["end.tie-break"],["favours.reputation-cap","area.reputation"],["favours.reject"],["favours.accept"],["favour.acquire"],
  ["favour.resell"],["favour.share"],["reputation.consume"],["credit.payoff"],["credit.apply-when"],["credit.debt-penalty"],
  ["events.zones-example","events.drawing"],["events.triggering","events.continuous"],["coop.burning-material"],
  ["solo.burning-material","solo.end"],["turn.one-action"]],
 ("loop","es"): [
  ["turn.end-refill"],["credit.payoff"],["reputation.buy"],["goal.reveal-timing"],["coop.favours"],["coop.end","credit.debt-penalty"],
  ["favour.solo-renew"],["career.lawyer","career.officer"],["career.tycoon"],["event.landfill-tax"],["event.combustion-energy"],
  ["event.satan-santa"],["event.social-responsibility"],["event.status-climb"],["event.redeem-bonus"],["career.waitress","turn.draw-favour"],
  ["events.continuous","events.discarding"],["event.vulgarian"],["event.hidden-clause"],["events.drawing"],["event.skinner-box"],
  ["event.everything-is-online","career.investor"],["solo.end","solo.aim"],["end.trigger","end.depletion"],["setup.material-removal"],
  ["area.reputation","career.homemaker"]],
 ("adulthood","en"): [
  ["scoring-board.crossing","end.equal-turns"],["end.track-overflow"],["end.tie"],["scoring-board.no-backwards"],
  ["upgrade.lose-token","turn.place-slot-cards"],["turn.new-spots-next-turn"],["turn.energy-as-time"],["turn.once-per-turn"],
  ["scoring-board.multiple-life-events","scoring-board.life-event-spaces"],["cost.grown-up-icon"],
  ["upgrade.own-icon-counts","upgrade.promotion-icons"],["upgrade.right-side-only","cards.career-spots"],["turn.first-turn-career"],
  ["turn.no-new-actions"],["turn.market-costs"],["cards.one-per-slot","turn.place-slot-cards"],["cards.resources-traits"],
  ["end.step1-tokens"],["end.step2-sets"],["end.step3-heart","cards.partner-heart"],["end.reveal-values","end.step4-values"],
  ["solo.market-refresh"],["solo.end-trigger"],["solo.no-life-event-spaces"],["solo.win"],["solo.extra-card-effects"]],
 ("adulthood","es"): [
  ["solo.market-costs"],["solo.end-scoring"],["upgrade.lose-token","turn.place-partner"],["turn.step3-any-order"],["board.both-spots"],
  ["turn.market-leftmost"],["turn.no-new-actions","turn.energy-as-time"],["upgrade.promotion-icons","upgrade.promotion"],
  ["upgrade.marriage-icons","board.date"],["turn.experience-stack-icons","cards.one-per-slot"],["end.equal-turns","scoring-board.crossing"],
  ["scoring-board.grown-up","cost.grown-up-icon"],["end.step2-sets"],["upgrade.marriage","board.date","scoring-board.grown-up"],
  ["board.meditate"],["scoring-board.life-event-spaces","scoring-board.multiple-life-events"],["cards.one-per-slot","turn.place-slot-cards"],
  ["cards.partner"],["end.step3-heart","cards.partner-heart"],["solo.meditate","solo.no-values"],["solo.market-refresh"],
  ["solo.round-life-event","solo.no-life-event-spaces"],["end.step1-tokens"],["upgrade.two-tiers","turn.new-spots-next-turn"],
  ["upgrade.marriage","upgrade.lose-token"],["cost.green-bar"]],
 ("cv","en"): [
  ["cost.cannot-pay","cost.pay-each-turn"],["cost.no-reuse"],["select.good-luck-conditions","select.three-good-luck"],
  ["badluck.misfortune"],["roll.bad-luck-frozen"],["roll.max-seven"],["select.events-unused"],["social.trigger","cleanup.deck-order"],
  ["social.eligibility"],["social.order"],["end.trigger"],["end.tiebreak"],["scoring.public-goals-tie"],
  ["setup.bicycle-token","cards.bicycle"],["cleanup.two-player","mode.two-player"],["two-color.choose-type"],
  ["cv.place-work-possession"],["cv.place-hrk"],["select.take-cards"],["cleanup.tokens-not-income"],["cv.events-hand"],
  ["badluck.discard-active"],["badluck.misfortune","round.phases","example.reroll-second"],["card-type.event"],
  ["cost.red-slash","cv.active"],["badluck.misfortune","round.phases","cv.add-cards"]],
 ("cv","es"): [
  ["roll.rerolls"],["social.take-card"],["setup.public-goals","mode.two-player"],["social.trigger","cleanup.deck-order"],
  ["social.eligibility"],["end.tiebreak"],["select.three-good-luck"],["roll.bad-luck-frozen"],["badluck.misfortune"],
  ["roll.max-seven"],["select.events-unused"],["cv.place-work-possession"],["cv.place-hrk"],["select.take-cards"],
  ["cleanup.end-round-discard"],["cleanup.two-player"],["end.trigger"],["cost.cannot-pay"],["cleanup.tokens-not-income"],
  ["setup.bicycle-token","cards.bicycle"],["badluck.discard-active","cv.active"],["two-color.choose-type"],
  ["cv.events-hand","card-type.event-not-cv"],["scoring.public-goals-tie"],["social.order"],["setup.childhood-3p"]],
}
out = {}
for (game, lang), lists in IDS.items():
    answerable = [q for q, ok in m.Q[game][lang] if ok]
    assert len(answerable) == len(lists), (game, lang, len(answerable), len(lists))
    for q, ids in zip(answerable, lists):
        assert 1 <= len(ids) <= 3
        out[q] = ids
json.dump(out, open(HERE / 'ids.json', 'w', encoding='utf-8'), ensure_ascii=False, indent=1)
print(len(out))
