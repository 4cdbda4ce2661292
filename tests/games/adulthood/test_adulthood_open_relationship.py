"""The Open Relationship trait (Card Types, Partners): "You can only have one
Partner active at a time (unless you have the Open Relationship trait!), so if
you get a new one, discard the previous Partner"."""

import pytest

from referee.core.moves import MoveSyntaxError
from referee.games.adulthood.referee import RULES
from referee.games.adulthood.report import hints

SAM = {"type": "partner", "icons": ["social"], "action": "1t>2h", "upgraded": "1t>3h", "upgrade": ["social"]}
ALEX = {"type": "partner", "icons": ["creativity"], "action": "1t>1e", "upgraded": "1t>1e1h", "upgrade": ["creativity", "creativity"]}


def _two_partners(game, trait: str = "open-relationship"):
    """Ana, Sam active and Alex in hand, the trait played; step 3 of her first turn."""
    g = game()
    ana = g.p("Ana")
    ana.partner = "sam"
    ana.hand += [trait.lower(), "alex"]
    g.state.facts.learn("card.adulthood.sam", SAM)
    g.state.facts.learn("card.adulthood.alex", ALEX)
    g.step3("Ana")
    g.do(f"Ana: play {trait} type=trait icons=social")
    return g, ana


def test_without_the_trait_a_new_partner_replaces_the_old(game):
    # Player Turns 3b: "If you already have a Partner, move the older card to the Experience
    # card stack." (rule note on 'turn.place-partner': the stack, not the discard).
    g = game()
    ana = g.p("Ana")
    ana.partner, ana.married = "sam", True
    ana.hand.append("alex")
    g.state.facts.learn("card.adulthood.alex", ALEX)
    g.step3("Ana")
    g.do("Ana: play alex")
    assert (ana.partner, ana.more_partners, ana.married) == ("alex", [], False)
    assert "sam" in ana.experiences


def test_open_relationship_keeps_both_partners_active(game):
    # Card Types, Partners: "(unless you have the Open Relationship trait!)" — the older
    # Partner is not discarded; Partners' actions are played beside the board, so both show.
    g, ana = _two_partners(game)
    changes = g.do("Ana: play alex")
    assert "alex joins the active Partners (sam)" in g.english(changes)
    assert (ana.partner, ana.more_partners) == ("sam", ["alex"]) and "sam" not in ana.experiences
    status = RULES.status(g.state)["players"]["Ana"]
    assert status["partner"] == "sam" and status["more_partners"] == ["alex"]
    assert status["life_icons"]["creativity"] >= 1      # both Partners are in the tableau
    g.end_turn("Ana")
    for name in ("Ben", "Carla"):
        g.step3(name)
        g.end_turn(name)
    happy = ana.happiness
    g.do("Ana: place partner alex")                     # each Partner's own spot (3b: next turn)
    assert ana.happiness == happy + 2 and ana.energy >= 1


def test_the_trait_is_known_by_its_spanish_name_too(game):
    g, ana = _two_partners(game, "Relación_Abierta")
    g.do("Ana: play alex")
    assert ana.more_partners == ["alex"]


def test_one_married_marker_name_the_partner_to_marry(game):
    # Promotions and Marriage: "To get Married to your partner, you must use the Date action";
    # the box holds one Married marker per player (Components: "12 Grown-Up, Promoted, &
    # Married markers" for 4 players). With two Partners, the table names the one.
    g, ana = _two_partners(game)
    g.do("Ana: play alex")
    g.end_turn("Ana")
    for name in ("Ben", "Carla"):
        g.step3(name)
        g.end_turn(name)
    ana.grown_up = True
    text = "\n".join(m.english() for m in hints(g.state, "Ana"))
    assert "Marriage of sam" in text and "Marriage of alex" in text
    g.do("Ana: place date")
    assert "name the one to marry" in g.refused("Ana: marry", "cards.partner").msg.english()
    g.refused("Ana: marry robin", "cards.partner")
    g.refused("Ana: marry alex", "upgrade.marriage-icons")   # alex asks for two creativity, shows one
    ana.side.append("easel")
    g.state.facts.learn("card.adulthood.easel", {"type": "resource", "icons": ["creativity"]})
    g.do("Ana: marry alex")
    assert (ana.married, ana.partner, ana.more_partners) == (True, "alex", ["sam"])
    # Another Partner later: the marker stays on alex, the others stay active.
    ana.hand.append("robin")
    g.state.facts.learn("card.adulthood.robin", {"type": "partner", "action": "1t>1h"})
    g.do("Ana: play robin")
    assert (ana.married, ana.partner, ana.more_partners) == (True, "alex", ["sam", "robin"])


def test_the_heart_needs_the_married_partner_and_counts_once(game, tmp_path):
    # End of Game and Scoring, p. 10, step 3: "Gain 4 impact if you have a complete heart (you
    # married a Partner who matches one of your Values)." Rule note on 'end.step3-heart': with
    # several Partners only the married one completes it, and the 4 impact come once.
    from support.recorded_game import scored_end

    g, ana = _two_partners(game)
    g.do("Ana: play alex")
    ana.hand = []
    g.state.end_triggered = True
    g.end_turn("Ana")
    for name in ("Ben", "Carla"):
        g.step3(name)
        g.end_turn(name)
    assert g.verbs("Ana") == ("values",)
    g.refused("Ana: values 1 1 1 heart", "end.step3-heart")   # two Partners, none married
    ana.married = True
    with pytest.raises(MoveSyntaxError):                      # one heart, whatever matches
        g.do("Ana: values 1 1 1 heart heart")
    g.do("Ana: values 1 1 1 heart")
    g.do("Ben: values 0 0 0")
    g.do("Carla: values 0 0 0")
    sheet = scored_end(RULES, g.state, tmp_path)
    assert next(p for p in sheet.players if p.name == "Ana").categories["heart"] == 4
