"""Write ids.json for blind139 (question text -> expected rule ids), after the questions were committed.

    python benchmarks/ask/blind139/write_ids.py

Each answerable question is found by a piece of its text (which must match exactly one
question of its game and language); the ids are the entries a player would read the
answer from, the most specific first, at most 3.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from make_questions import Q  # noqa: E402

IDS: dict[str, dict[str, list[tuple[str, list[str]]]]] = {
    "coming-of-age": {
        "en": [
            ("'bounce' in this game", ["bounce.overview", "bounce.right", "bounce.left"]),
            ("what does VEP stand for", ["overview.objective", "setup.vep-counter"]),
            ("'road zone'", ["phase1.roll", "phase1.choose"]),
            ("interest tokens actually for", ["fulfillment.track", "phase1.retrieve-dice", "fulfillment.advance"]),
            ("mimic trait token?", ["traits.mimic-overview", "trait-bonus.mimic", "setup.mimic-tokens"]),
            ("'passive bonus'", ["experience.passive-spaces", "mood-tracks.bonuses"]),
            ("'unresolved' frustration", ["frustration.placement", "scoring.frustration"]),
            ("intimacy bonus", ["friendship.intimacy", "friendship.levels"]),
            ("'unavailable components supply'", ["setup.unavailable-supply"]),
            ("is the bus an actual piece", ["bus.route", "end-of-year.bus-return"]),
            ("is a year a round or a turn", ["play.round-length", "overview.summary", "play.turns-and-rounds"]),
            ("'leftover elements'", ["scoring.leftovers"]),
            ("level 0 on the friendship track", ["friendship.new-character", "friendship.levels"]),
            ("what is the bounce bonus?", ["solo.setup-rob-reminder", "fulfillment.end-of-track", "solo.rob-fulfillment"]),
            ("who's rob?", ["solo.overview"]),
            ("'adjacent' mean for locations", ["change-location.ends-adjacent", "change-location.frustration"]),
            ("'side B'", ["memory-tokens.single-use"]),
            ("'level 1' to 'level 4' tiles", ["two-player.levels", "two-player.setup", "two-player.mimic"]),
            ("my 'hand'", ["setup.hidden-hand", "trait-bonus.hand-limit"]),
            ("'Type A' mean on a goal tile", ["goal.type-a"]),
            ("memory card and a memory token", ["memory.overview", "memory-tokens.effects", "memory-tokens.single-use"]),
            ("'close friends'", ["friendship.levels", "friendship.intimacy"]),
            ("starting trait tile, the one with the blue back", ["setup.trait-and-goal-piles", "setup.starting-trait-and-goals", "traits.overview"]),
            ("mood counter vs personal fulfillment counter", ["setup.mood-counters", "setup.fulfillment-counter", "fulfillment.track"]),
            ("'neutral' mean for a character token", ["setup.general-supply", "components.characters-and-counters", "bus.step-a"]),
            ("Completionist", ["trait.completionist"]),
        ],
        "es": [
            ("exactamente 'Presencia'", ["presence.overview", "presence.place"]),
            ("afición (hobby)", ["presence.overview"]),
            ("'extremo derecho'", ["frustration.placement", "bounce.right"]),
            ("la Bonificación de Amistad", ["friendship.sources", "friendship.new-character", "friendship.level-up"]),
            ("Espacio de Experiencia de una ubicación", ["experience.resolve"]),
            ("parada de autobús?", ["bus.step-a", "setup.bus-stop-tiles"]),
            ("Fichas de Bloqueo", ["setup.main-board", "end-of-round.new-locations"]),
            ("'reserva personal'", ["setup.mood-counters"]),
            ("cartas de padres", ["parent-card.overview", "parent-card.play", "parent-card.hand-and-discard"]),
            ("una Bonificación de Rasgo", ["trait-bonus.options"]),
            ("tipos de Fichas de Recuerdo", ["memory-tokens.effects"]),
            ("un Registro de Ánimo?", ["mood-tracks.overview", "mood-tracks.names"]),
            ("Registro de Realización Personal?", ["fulfillment.track", "fulfillment.advance"]),
            ("Fichas de Objetivo?", ["goals.overview", "scoring.goals"]),
            ("'avance no realizado'", ["solo.rob-fulfillment", "solo.setup-rob-reminder"]),
            ("'montón de Rasgos' de Rob", ["solo.setup-rob-trait", "solo.rob-play-trait", "solo.rob-draw-trait"]),
            ("esté 'disponible'", ["experience.locked-track", "end-of-round.new-mood-track"]),
            ("Fuerza de Voluntad", ["frustration.overcome", "memory.willpower", "presence.place"]),
            ("Fichas de Motivación y de dónde salen", ["memory.vep-scale", "bounce.right", "end-of-round.motivation-tokens"]),
            ("Ficha de Frustración tiene dos lados", ["setup.frustration-tokens", "frustration.overcome", "frustration.placement"]),
            ("Rasgo Equilibrado", ["trait.balanced"]),
            ("Bonificación de Superación?", ["frustration.overcome"]),
            ("Rasgo Centrado", ["trait.centered"]),
            ("'obtener un Recuerdo'", ["memory.vep-scale", "memory.gain", "memory.overview"]),
            ("reserva general y qué hay", ["setup.general-supply"]),
            ("objetivo Persistente", ["goal.persistent"]),
        ],
    },
    "loop": {
        "en": [
            ("what's DEPLETION?", ["end.depletion", "setup.buy-area-and-deck", "end.trigger"]),
            ("what does BROKEN mean", ["turn.broken"]),
            ("QUALITY on a MATERIAL card", ["area.quality", "turn.buy"]),
            ("LANDFILL on my mat", ["area.landfill", "turn.broken"]),
            ("what's the WORK AREA?", ["setup.coins"]),
            ("what's a PROPERTY?", ["goal.properties"]),
            ("'share the same name'", ["goal.hobby"]),
            ("REPUTATION and how much", ["area.reputation", "favours.accept-reputation", "favours.reputation-cap"]),
            ("what's INTERN?", ["area.career-card", "setup.player-mat", "career.intern"]),
            ("'burning MATERIAL card'", ["solo.burning-material", "coop.burning-material"]),
            ("CONTINOUS EVENT", ["events.continuous", "events.types"]),
            ("'zones'", ["events.drawing", "events.zones-example"]),
            ("what does PAYOFF mean", ["credit.payoff", "credit.cleared"]),
            ("'Exhibited QUALITY'", ["favour.solo-acquire", "favour.solo-barter"]),
            ("Not-For-Solo icon", ["careers.overview-key", "careers.mode-restrictions", "solo.setup"]),
            ("golden side", ["setup.happiness-token"]),
            ("'Forced into Debt'", ["credit.forced-debt"]),
            ("SHARE do exactly", ["favour.share", "favours.accept-reputation"]),
            ("advance modes", ["turn.work-no-happiness", "credit.forced-debt"]),
            ("'Enforce'", ["career.officer", "career.lawyer"]),
            ("'EVENT triggerer'", ["events.immediate"]),
            ("'sets' of MATERIAL", ["setup.material-sets", "setup.material-removal"]),
            ("BOGOF", ["event.bogof"]),
            ("Skinner Box", ["event.skinner-box"]),
            ("'Supersize'", ["career.chef"]),
            ("'open-handedly'", ["coop.overview"]),
        ],
        "es": [
            ("GOAL CURIOSITY", ["goal.curiosity"]),
            ("el SALARY", ["area.salary", "careers.salary"]),
            ("un IMMEDIATE EVENT", ["events.immediate", "events.types"]),
            ("Welcoming Gift", ["credit.welcome-gift"]),
            ("Debt Penalty", ["credit.debt-penalty"]),
            ("LANDFILL Penalty", ["competitive.landfill-penalty"]),
            ("FAVOUR RENEW", ["favour.solo-renew"]),
            ("cruces que tienen las CAREER", ["careers.difficulty", "careers.overview-key"]),
            ("la BUY AREA", ["setup.buy-area-and-deck", "turn.buy"]),
            ("CONSUME exactamente", ["turn.consume", "turn.consume-cost"]),
            ("Non-binding Negotiation", ["turn.negotiation"]),
            ("'Positional'", ["setup.favour-table", "setup.favours", "modes.favours"]),
            ("ACCEPT de un FAVOUR", ["favours.accept", "favours.accept-reputation"]),
            ("significa REJECT", ["favours.reject", "reputation.reject", "favours.where-cards-go"]),
            ("'Once-per-turn'", ["careers.ability"]),
            ("Hypebeast", ["event.hypebeast"]),
            ("Vulgarian", ["event.vulgarian"]),
            ("Micro-Plastic", ["event.micro-plastic"]),
            ("Objection del Lawyer", ["career.lawyer"]),
            ("Forge del Craftsman", ["career.craftsman"]),
            ("Minimalist", ["career.homemaker"]),
            ("Slack Off", ["career.office-lady"]),
            ("The Gap", ["event.the-gap"]),
            ("Landfill Tax", ["event.landfill-tax"]),
            ("arriba de la Discard Pile", ["events.discarding", "events.overview"]),
            ("Treat Yo Self", ["event.treat-yo-self"]),
        ],
    },
    "adulthood": {
        "en": [
            ("keeps saying 'time'", ["icons.resources", "components.time", "turn.place-resources"]),
            ("grown up mean exactly", ["scoring-board.grown-up", "scoring-board.grown-up-once", "cost.grown-up-icon"]),
            ("whats 'Promoted'", ["upgrade.promotion", "cards.career-spots", "upgrade.right-side-only"]),
            ("intervew action", ["board.interview", "upgrade.promotion"]),
            ("what does Date do", ["board.date", "upgrade.marriage"]),
            ("what's Donate?", ["board.donate"]),
            ("what are Values cards", ["cards.values", "cards.values-secret", "end.step4-values"]),
            ("what's a Life Event?", ["cards.life-event", "scoring-board.life-event-spaces", "cards.life-event-timing"]),
            ("Experience card stack", ["turn.place-experience", "turn.experience-stack-icons"]),
            ("'tableau'", ["cost.life-icon"]),
            ("green bar on the cards", ["cost.green-bar"]),
            ("white box on its cost bar", ["cost.resources-elsewhere"]),
            ("'complete heart'", ["end.step3-heart", "cards.partner-heart"]),
            ("markers 'cross'", ["end.trigger", "scoring-board.crossing"]),
            ("'sad' tokens", ["actions.negative-tokens", "end.step1-tokens"]),
            ("left-most card in the market", ["turn.market-leftmost", "market.layout"]),
            ("what's an Achievement card", ["solo.achievement-draw", "solo.achievement-levels", "solo.win"]),
            ("'upper' and 'lower' action spots", ["board.upper-lower", "board.action-spots"]),
            ("Open Relationship", ["cards.partner"]),
            ("effect carries over", ["cards.life-event-timing", "icons.other"]),
            ("'add 25", ["end.track-overflow"]),
            ("arrow on a card's action", ["actions.arrow"]),
            ("'Resources' - is that", ["cards.resources-traits", "icons.resources"]),
            ("what is Impact?", ["scoring-board.impact", "overview.goal", "end.winner"]),
            ("no green bar at all", ["cost.green-bar"]),
            ("Mall Walkers", ["actions.mall-walkers-example"]),
        ],
        "es": [
            ("energía se puede usar como tiempo", ["turn.energy-as-time", "actions.paying-icons"]),
            ("Married (casado)", ["upgrade.marriage", "cards.partner-spots", "upgrade.right-side-only"]),
            ("¿Qué es Meditate?", ["board.meditate"]),
            ("iconos de vida (Life icons)", ["icons.life", "cost.life-icon", "end.step2-sets"]),
            ("barra morada", ["upgrade.two-tiers", "upgrade.promotion-icons", "upgrade.marriage-icons"]),
            ("icono de Grown Up en la barra verde", ["cost.grown-up-icon"]),
            ("una carta de Partner?", ["cards.partner", "cards.partner-spots", "turn.place-partner"]),
            ("una carta de Career?", ["cards.career", "cards.career-spots"]),
            ("espacio de Leisure", ["board.leisure-upper", "board.date", "cards.adulthood-slot-cards"]),
            ("que es Wellness", ["board.wellness-upper", "board.meditate", "cards.adulthood-slot-cards"]),
            ("¿Qué es Community?", ["board.community-upper", "board.donate", "cards.adulthood-slot-cards"]),
            ("una carta de Experience?", ["cards.experiences", "turn.place-experience"]),
            ("qué son los Traits", ["cards.resources-traits", "no-actions.traits-resources"]),
            ("una 'ronda'", ["end.equal-turns", "scoring-board.crossing"]),
            ("'ganar un happy'", ["scoring-board.happiness", "icons.scoring"]),
            ("ficha de Negative Impact", ["actions.negative-tokens", "end.step1-tokens"]),
            ("En solitario, ¿qué hace Meditate?", ["solo.meditate"]),
            ("mazo de 8 Life Events", ["solo.life-event-deck", "solo.round-life-event", "solo.end-trigger"]),
            ("Family Time", ["cost.family-time-example"]),
            ("Marathon", ["cost.resources-elsewhere"]),
            ("Overseas Vacation", ["actions.icons-without-arrow"]),
            ("ejemplo del Actor", ["upgrade.own-icon-counts"]),
            ("'sets above 2'", ["end.step2-sets"]),
            ("Values boca abajo", ["setup.values", "board.meditate", "cards.values-secret"]),
            ("corazón que tienen las cartas de Partner", ["cards.partner-heart", "end.step3-heart"]),
            ("Market Board", ["market.layout", "center.boards", "turn.market-costs"]),
        ],
    },
    "cv": {
        "en": [
            ("'active card' mean", ["cv.active"]),
            ("counts as my CV", ["cv.add-cards", "cv.piles", "object.write-cv"]),
            ("whats bad luck", ["badluck.misfortune", "roll.bad-luck-frozen", "badluck.discard-active"]),
            ("'frozen' mean for dice", ["roll.bad-luck-frozen"]),
            ("what's a misfortune", ["badluck.discard-active", "badluck.misfortune"]),
            ("what does good luck do", ["select.three-good-luck", "select.good-luck-conditions"]),
            ("what is social assistance", ["social.eligibility", "social.take-card", "social.trigger"]),
            ("red slash on some cards", ["cost.red-slash", "cost.pay-each-turn", "cost.cannot-pay"]),
            ("card with 2 colours", ["two-color.identify", "two-color.choose-type"]),
            ("what are event cards", ["card-type.event", "card-type.event-not-cv", "cv.events-hand"]),
            ("what are the tokens for", ["cleanup.tokens", "cleanup.tokens-not-income", "components.dice-tokens"]),
            ("'the track'", ["setup.track", "select.take-cards", "cleanup.slide-refill"]),
            ("secret life goal and the ones on the board", ["setup.personal-goal", "setup.public-goals", "card-type.life-goal"]),
            ("'play your childhood'", ["setup.childhood-draft"]),
            ("bicycle token for", ["setup.bicycle-token"]),
            ("what are work cards", ["card-type.work", "cv.place-work-possession"]),
            ("'give you satisfaction'", ["card-type.possession", "scoring.possessions"]),
            ("'goes to the box'", ["cost.cannot-pay"]),
            ("reroll here", ["roll.rerolls", "roll.bad-luck-frozen"]),
            ("'stack' mean", ["cv.piles", "cv.active", "cv.place-hrk"]),
            ("Marriage card gave a 5th die", ["roll.max-seven", "example.reroll-roll"]),
            ("clean up phase", ["cleanup.slide-refill", "cleanup.end-round-discard", "cleanup.tokens"]),
            ("round vs turn", ["round.structure", "round.order", "round.phases"]),
            ("'a healthy mind in a healthy body'", ["goal.healthy-mind", "example.scoring-goals"]),
            ("'select cards' phase", ["select.take-cards", "select.pay-cost"]),
            ("'do not accumulate like income'", ["cleanup.tokens-not-income", "cleanup.tokens"]),
        ],
        "es": [
            ("que es una carta activa", ["cv.active"]),
            ("cartas de Relación?", ["card-type.relationship"]),
            ("Posesión y cuántos puntos", ["card-type.possession", "scoring.possessions"]),
            ("símbolos tienen los dados", ["dice.symbols", "dice.identical"]),
            ("'un máximo de 7' dados", ["roll.max-seven", "roll.four-dice"]),
            ("'debajo' de la pila", ["cv.place-hrk", "cv.place-work-possession"]),
            ("cartas de Salud", ["card-type.health"]),
            ("cartas de Conocimiento?", ["card-type.knowledge"]),
            ("desempate por 'menos cartas'", ["end.tiebreak"]),
            ("mazo de vejez", ["end.trigger"]),
            ("2 jugadores en la limpieza", ["cleanup.two-player", "mode.two-player"]),
            ("mazo de edad media", ["cleanup.deck-order", "cards.decks"]),
            ("carta de la bicicleta", ["cards.bicycle", "setup.bicycle-token", "setup.childhood-draft"]),
            ("'Coleccionista'", ["goal.collector", "example.scoring-goals"]),
            ("símbolos de dinero", ["card-type.work", "card-type.possession", "select.pay-cost"]),
            ("'se pierden'", ["select.events-unused"]),
            ("'deslizar'", ["select.plan"]),
            ("tabla de puntos", ["scoring.sets", "scoring.table"]),
            ("objetivo vital que se reparte", ["setup.personal-goal", "card-type.life-goal", "scoring.personal-goal"]),
            ("'el doble de cartas'", ["social.eligibility"]),
            ("bloc de notas", ["components.notepad", "scoring.order"]),
            ("una carta de Trabajo", ["card-type.work"]),
            ("dado esta congelado", ["roll.bad-luck-frozen"]),
            ("la barra roja", ["cost.red-slash", "cost.pay-each-turn"]),
            ("carta de dos colores", ["two-color.identify", "two-color.choose-type"]),
            ("la 'desgracia'", ["badluck.misfortune", "badluck.discard-active"]),
        ],
    },
}


def main() -> None:
    out: dict[str, list[str]] = {}
    for game, by_lang in IDS.items():
        for lang, pairs in by_lang.items():
            answerable = [q for q, ok in Q[game][lang] if ok]
            for piece, ids in pairs:
                hits = [q for q in answerable if piece in q]
                if len(hits) != 1:
                    raise SystemExit(f"{game}/{lang}: {piece!r} matches {len(hits)} questions: {hits}")
                if hits[0] in out:
                    raise SystemExit(f"{game}/{lang}: {hits[0]!r} given ids twice")
                assert 1 <= len(ids) <= 3 and len(set(ids)) == len(ids), (piece, ids)
                out[hits[0]] = ids
            missing = [q for q in answerable if q not in out]
            if missing:
                raise SystemExit(f"{game}/{lang}: no ids for {missing}")
    (HERE / "ids.json").write_text(json.dumps(out, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
    print(f"{len(out)} questions with ids")


if __name__ == "__main__":
    main()
