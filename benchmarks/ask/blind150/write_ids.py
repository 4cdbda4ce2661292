"""Write benchmarks/ask/blind150/ids.json (run from the repository root): question text -> expected rule ids (picked after the questions commit)."""
import importlib.util, json, sys, tomllib
from pathlib import Path
HERE = Path('benchmarks/ask/blind150')
spec = importlib.util.spec_from_file_location('mq', HERE / 'make_questions.py'); mq = importlib.util.module_from_spec(spec); spec.loader.exec_module(mq)
# game -> lang -> list of ids per answerable question, in list order
M = {
 'coming-of-age': {
  'en': [
   ['setup.mood-counters'], ['setup.frustration-tokens'], ['locations.overview'],
   ['change-location.frustration', 'change-location.non-adjacent'], ['change-location.ends-adjacent'],
   ['phase1.retrieve-dice', 'fulfillment.track'], ['phase1.retrieve-dice'],
   ['fulfillment.track', 'fulfillment.advance', 'fulfillment.end-of-track'],
   ['frustration.remove', 'frustration.overcome', 'bounce.left-with-frustration'], ['bounce.right'],
   ['bounce.left', 'bounce.left-with-frustration'],
   ['memory-tokens.effects', 'experience.memory-token', 'memory-tokens.single-use'], ['trait-bonus.options'],
   ['trait-bonus.hand-limit'], ['trait-bonus.mimic', 'traits.mimic-overview', 'trait-bonus.mimic-once'],
   ['bus.route', 'bus.step-a', 'bus.step-b'], ['friendship.new-character'], ['memory.vep-scale'],
   ['motivation.mood-penalty'], ['presence.limit', 'presence.place'],
   ['end-of-round.trigger', 'end-of-round.unlocks'],
   ['scoring.frustration', 'scoring.goals', 'scoring.leftovers'], ['scoring.tie-break'],
   ['two-player.setup', 'two-player.mimic', 'two-player.levels'],
   ['solo.rob-roll', 'solo.rob-die', 'solo.rob-bus-order'], ['solo.difficulty'],
  ],
  'es': [
   ['change-location.non-adjacent'], ['change-location.frustration'], ['memory.vep-scale'],
   ['trait-bonus.hand-limit'], ['trait-bonus.max-four'], ['memory.willpower'],
   ['parent-card.hand-and-discard'], ['parent-card.play', 'parent-card.overview'],
   ['end-of-round.new-dice', 'play.round-length'], ['solo.final-scoring'], ['play.simultaneous'],
   ['experience.locked-track'], ['end.trigger'], ['end.last-memory-token'], ['solo.setup-player-goals'],
   ['solo.rob-step-a', 'solo.rob-mimic'], ['solo.rob-presence', 'solo.rob-memory-vep', 'solo.rob-motivation'],
   ['solo.rob-fulfillment'], ['solo.memory-card-removal'], ['friendship.intimacy'],
   ['experience.memory-token'], ['bus.remove-dice'], ['friendship.new-character'], ['setup.vep-counter'],
   ['phase1.retrieve-dice', 'example.change-location'], ['bus.die-and-presence'],
  ],
 },
 'loop': {
  'en': [
   ['setup.material-removal'], ['setup.favour-table'], ['gameplay.start-player'], ['turn.one-action'],
   ['turn.work', 'career.intern'], ['turn.buy'], ['turn.consume-cost'], ['turn.broken'],
   ['area.activity-slots', 'turn.activity-keep'], ['goal.achieve', 'goal.claim', 'goal.reveal-timing'],
   ['favours.reject', 'reputation.reject'], ['favours.accept-reputation'], ['reputation.work'],
   ['end.trigger', 'end.depletion', 'end.max-happiness'], ['end.depletion-penalty'], ['end.tie-break'],
   ['goal.hobby'], ['events.drawing'], ['events.triggering'],
   ['credit.apply-when', 'credit.welcome-gift', 'credit.payoff'], ['credit.debt-penalty'], ['coop.end'],
   ['coop.favours', 'coop.favour-return'], ['solo.burning-material'], ['career.tycoon'],
   ['setup.buy-area-and-deck'],
  ],
  'es': [
   ['turn.draw-favour'], ['turn.draw-favour'], ['favour.recycle'], ['favour.resell'], ['favour.acquire'],
   ['favour.barter'], ['favour.share'], ['turn.negotiation'], ['turn.end-refill', 'turn.refill-timing'],
   ['area.material-cards'], ['credit.forced-debt'], ['career.chef'], ['career.lawyer'],
   ['events.triggering', 'events.continuous'], ['competitive.setup-careers'], ['favour.solo-renew'],
   ['solo.setup', 'modes.goals'], ['solo.end'], ['coop.favours'], ['coop.burning-material'],
   ['reputation.consume'], ['turn.buy'], ['career.officer'], ['area.reputation', 'favours.reputation-cap'],
   ['events.immediate'], ['favours.accept'],
  ],
 },
 'adulthood': {
  'en': [
   ['setup.player-components', 'setup.careers', 'setup.values'], ['setup.first-player'], ['board.interview'],
   ['board.date'], ['board.meditate'], ['turn.energy-as-time'], ['turn.no-new-actions'],
   ['turn.draft', 'turn.market-leftmost', 'turn.market-costs'], ['turn.new-spots-next-turn'],
   ['turn.place-slot-cards', 'upgrade.lose-token', 'cards.career'],
   ['scoring-board.grown-up', 'scoring-board.grown-up-once'],
   ['scoring-board.life-event-spaces', 'scoring-board.multiple-life-events'],
   ['end.trigger', 'end.equal-turns', 'scoring-board.crossing'], ['end.scoring-steps'], ['end.step2-sets'],
   ['end.step3-heart', 'cards.partner-heart'], ['end.track-overflow'], ['end.tie'],
   ['upgrade.promotion', 'upgrade.promotion-icons'], ['upgrade.lose-token'], ['solo.market-costs'],
   ['solo.end-trigger', 'solo.win'], ['solo.achievement-draw', 'solo.achievement-levels'], ['cost.life-icon'],
   ['cost.resources-elsewhere'], ['end.step1-tokens'],
  ],
  'es': [
   ['board.donate'], ['board.career-upper'], ['board.leisure-upper'], ['board.wellness-upper'],
   ['board.community-upper'], ['setup.player-components'],
   ['scoring-board.life-event-spaces', 'turn.life-events-to-stack'], ['solo.end-trigger'],
   ['solo.no-life-event-spaces'], ['solo.meditate'], ['cards.partner'],
   ['cards.experiences', 'turn.place-experience'], ['cards.resources-traits'], ['setup.careers'],
   ['upgrade.marriage', 'upgrade.marriage-icons', 'board.date'], ['cards.career-spots', 'upgrade.right-side-only'],
   ['turn.first-turn-career'], ['turn.step3-any-order'], ['turn.refill-market'], ['solo.end-scoring'],
   ['board.both-spots'], ['scoring-board.happiness'], ['solo.setup-market', 'solo.market-refresh'],
   ['solo.extra-card-effects'], ['actions.icons-without-arrow'], ['scoring-board.no-backwards'],
  ],
 },
 'cv': {
  'en': [
   ['roll.four-dice', 'roll.max-seven'], ['roll.rerolls', 'roll.bad-luck-frozen'], ['select.take-cards'],
   ['select.three-good-luck', 'select.good-luck-conditions'], ['badluck.misfortune', 'badluck.discard-active'],
   ['cv.place-hrk'], ['cv.place-work-possession'], ['cost.red-slash', 'cost.pay-each-turn', 'cost.cannot-pay'],
   ['two-color.choose-type', 'two-color.identify'], ['card-type.event', 'card-type.event-not-cv', 'select.events'],
   ['setup.childhood-draft'], ['round.order', 'cards.bicycle'],
   ['cleanup.slide-refill', 'cleanup.end-round-discard', 'cleanup.tokens'], ['cleanup.two-player'],
   ['social.trigger', 'social.eligibility', 'social.take-card'], ['end.trigger'], ['scoring.sets', 'scoring.table'],
   ['scoring.public-goals-tie'], ['end.tiebreak'], ['cleanup.tokens-not-income', 'cleanup.tokens'],
   ['setup.personal-goal', 'setup.public-goals'], ['setup.childhood-3p'], ['select.events-unused'],
   ['cost.no-reuse'], ['setup.bicycle-token'], ['cleanup.deck-order'],
  ],
  'es': [
   ['roll.max-seven'], ['roll.bad-luck-frozen'], ['roll.rerolls'], ['cost.cannot-pay'], ['cost.pay-each-turn'],
   ['badluck.misfortune'], ['cv.active'], ['cv.place-hrk'], ['cv.place-work-possession'],
   ['scoring.possessions'], ['cv.events-hand'], ['social.eligibility'], ['social.order'], ['social.take-card'],
   ['setup.childhood-2p'], ['setup.childhood-4p'], ['cleanup.end-round-discard'], ['end.trigger'],
   ['scoring.table', 'example.scoring-sets', 'scoring.sets'], ['end.tiebreak'], ['setup.public-goals'],
   ['cleanup.tokens'], ['select.events'], ['card-type.event'], ['two-color.choose-type'], ['roll.four-dice'],
  ],
 },
}
out = {}
bad = 0
for game, by_lang in M.items():
    en = {e['id'] for e in tomllib.load(open(f'rulesets/{game}/rules.en.toml', 'rb'))['entries']}
    es = {e['id'] for e in tomllib.load(open(f'rulesets/{game}/rules.es.toml', 'rb'))['entries']}
    for lang, lists in by_lang.items():
        qs = [q for q, ok in mq.Q[game][lang] if ok]
        assert len(qs) == len(lists), (game, lang, len(qs), len(lists))
        for q, ids in zip(qs, lists):
            assert 1 <= len(ids) <= 3 and len(set(ids)) == len(ids), (q, ids)
            for i in ids:
                if i not in en or i not in es:
                    print('MISSING', game, i); bad += 1
            out.setdefault(game, {})[q] = ids
(HERE / 'ids.json').write_text(json.dumps(out, ensure_ascii=False, indent=1) + '\n', encoding='utf-8')
print(sum(len(v) for v in out.values()), 'questions,', bad, 'missing ids')
