"""A passage of the rulebook quoted or retold in a question (rules/quotes.py)."""

import pytest

from referee.rules import quotes
from referee.rules.normalize import words
from referee.rules.search import search


def _read(text: str, lang: str) -> tuple[list[str], list[str]]:
    """The frame's words and the passage's words of `text`."""
    folded = words(text)
    frame, passage = quotes.frame_and_passage(text, lang)
    return [folded[n] for n in sorted(frame)], [folded[n] for n in sorted(passage)]


@pytest.mark.parametrize("text, lang, frame, passage", [
    ("'Dice tokens which were used earlier in the player's turn cannot be reused' - so my money can't?", "en",
     [], ["dice", "tokens", "which", "were", "used", "earlier", "in", "the", "player", "turn", "can", "not", "be",
          "reused"]),
    ("I bounce left, book says gain 4 VEP - what happens to that token after?", "en",
     ["book", "says"], ["gain", "4", "vep"]),
    ("presence rule says 'no repeats' and I only have 4 tokens. Can I?", "en", ["rule", "says"], ["no", "repeats"]),
    ("Dice que empieza quien 'most recently spent over $100'. ¿Y después?", "es",
     ["dice", "que"], ["empieza", "quien", "most", "recently", "spent", "over", "100"]),
    ("Solo: el RENEW dice 'pay double the COIN'. ¿Para QUALITY 2 pago 4?", "es", ["dice"], ["pay", "double", "the", "coin"]),
])
def test_frame_and_passage(text, lang, frame, passage):
    """The frame is the rulebook saying (or a verb of saying right before a
    quotation mark); the passage is what is quoted, or what the frame retells
    up to its sentence's end or a dash; an apostrophe inside a word is no mark."""
    assert _read(text, lang) == (frame, passage)


@pytest.mark.parametrize("text, lang", [
    ("my friend says you can trade cards, is that right?", "en"),
    ("¿cuántos dice se tiran en CV?", "es"),
    ("I've got 6 money and the player's turn ended, what now?", "en"),
])
def test_no_passage(text, lang):
    """A person's say-so is reported speech (rules/framing.py), "dice" not
    opening a sentence nor before a quotation mark are dice, and apostrophes
    quote nothing."""
    assert _read(text, lang) == ([], [])


@pytest.mark.parametrize("question, expected", [
    ("'You can only use each action spot once per turn' - can I Donate twice if I've got 6 money?",
     "adulthood:turn.once-per-turn"),
    ("The roll rule says bad luck dice 'are frozen'. If my second reroll lands on bad luck, it's stuck for the rest "
     "of the turn?", "cv:roll.bad-luck-frozen"),
    ("Dice 'You will and only will take all your played FAVOUR back into your hand when you WORK' - ¿o sea que si "
     "hago BUY en el cooperativo no los recupero?", "loop:coop.favour-return"),
])
def test_the_case_a_quoted_rule_is_checked_on(question, expected):
    """The entry that holds the quoted passage answers: the words of the case
    the player applies it to are details (blind45: 12 false abstentions fewer)."""
    result = search(question)
    assert result.answered
    assert f"{result.hits[0].game}:{result.hits[0].id}" == expected


def test_a_quoted_rule_with_a_limit_asked_still_abstains():
    """A common topic the case asks of (a limit) stays a topic: the passage
    does not answer "is there a max"."""
    result = search("Meditate lets me 'discard a Values card from your hand to draw a new Values card, facedown'. "
                    "Is there a max on how many facedown Values I can pile up?")
    assert not result.answered


def test_a_spanish_question_quoting_the_english_rulebook():
    """A Spanish player quotes the English rulebook: the English entry of the
    same rule holds the passage, so the Spanish entry is the rule read and
    goes before a close sibling (blind45: red slash, rank 2 -> 1)."""
    result = search("Dice que la barra roja se paga 'as long as the card is active'. Si la tapo con otra del mismo "
                    "tipo, ¿dejo de pagarla?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cost.red-slash")


def test_a_name_inside_a_quote_is_the_rulebooks_wording():
    """"'the card can go onto the top of the stack'" names no card the
    rulebook does not know: the unknown-name silence reads the player's own
    words only (blind45: one false abstention fewer)."""
    assert quotes.without_quotes("For Health cards 'the card can go on top'. If I put it under?") == \
        "For Health cards ,. If I put it under?"
    result = search("For Health cards 'the card can go onto the top of the stack, or under any card'. If I put it "
                    "under, does my old Health card stay active?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("cv", "cv.place-hrk")


def test_running_out_of_what_a_retold_rule_calls_unlimited():
    """"Dice que ... son ilimitadas. Si se acaban, ¿qué usamos?": a rule that
    the thing is unlimited answers running out of it (lexicon
    `concepts.answered_by`), the retold passage's frame no topic."""
    result = search("Dice que las Fichas de Motivación y de Fuerza de Voluntad son ilimitadas. Si se acaban las de la "
                    "caja, ¿qué usamos?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "setup.unlimited-tokens")


@pytest.mark.parametrize("question", [
    "It says you only need to meet the requirement at that moment. I played Stubborn, then spent my 3 Motivation "
    "Tokens. Still fine?",
    "Dice que solo tienes que cumplir el requisito en ese momento. Jugué Testarudo y luego gasté mis 3 Fichas de "
    "Motivación. ¿Sigue valiendo?",
])
def test_the_rule_quoted_goes_before_the_thing_named_it_is_checked_on(question):
    # Coming of Age p. 9, Trait Bonus: "you only need to meet its requirement at that moment; it does not matter if
    # you stop meeting it later" is the rule the player read and asks about; Stubborn (3 Motivation Tokens of one
    # type) is only the case it is checked on, so the entry of the named trait does not pass the quoted rule
    result = search(question)
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("coming-of-age", "trait-bonus.requirement-timing")


@pytest.mark.parametrize("text, lang, expected", [
    ("Career: 'Spend 4 time to earn 1 money'. could I use energy for one of the 4 time?", "en",
     "Career: ,. could I use energy for one of the 4 time?"),
    ("Dice que los Values se puntúan 'in any order you choose'. ¿Por qué?", "es", "Dice que los Values se puntúan ,. ¿Por qué?"),
    # a thing's name, a word of its kind right beside it, stays; so does a quote of one or two words
    ("what does the 'a healthy mind in a healthy body' goal need?", "en",
     "what does the 'a healthy mind in a healthy body' goal need?"),
    ("¿Qué pide la meta 'una mente sana siempre'?", "es", "¿Qué pide la meta 'una mente sana siempre'?"),
    ("what does 'active' card mean?", "en", "what does 'active' card mean?"),
    # the kind word is read folded: written with its accent it names the thing as well as without
    ("¿Qué da la ubicación 'gana dos monedas ahora'?", "es", "¿Qué da la ubicación 'gana dos monedas ahora'?"),
])
def test_asked_words_leave_out_the_passages_quoted(text, lang, expected):
    """The silences of a question's form read the player's own words: a passage
    quoted from the rulebook is replaced by a comma, a quoted name is kept."""
    assert quotes.asked_words(text, lang) == expected


def test_a_verb_of_the_quoted_rule_is_no_ask_of_the_player():
    """"'SPEND 4 time to earn 1 money' ... could I use energy for the time?": the
    quoted "spend" is the rulebook's, not a payment the player asks about (the
    payment silence, rules/payment.py, read it as paying with time and left
    the rule of the spot unanswered)."""
    result = search("Career: 'Spend 4 time to earn 1 money'. could I use energy for one of the 4 time?")
    assert result.answered
    assert (result.hits[0].game, result.hits[0].id) == ("adulthood", "board.career-upper")


@pytest.mark.parametrize("question, entry", [
    # Coming of Age, Centered trait: "your Mood Counters ... on the central spaces"; the verb of saying a little word
    # before the mark ("habla DE 'casillas centrales'", "speaks OF 'central spaces'") introduces what it quotes, as
    # "dice 'casillas centrales'" does: the player's way of pointing at the passage, never a topic the trait lacks
    ("El Rasgo Centrado habla de 'casillas centrales'. ¿Qué significa?", "trait.centered"),
    ("The Centered trait speaks of 'central spaces'. What does that mean?", "trait.centered"),
])
def test_a_verb_of_saying_a_little_word_before_the_quote_is_the_frame(question, entry):
    result = search(question, game="coming-of-age")
    assert result.answered is True
    assert result.hits[0].id == entry


@pytest.mark.parametrize("question, missing", [
    ("El Rasgo Centrado habla de una 'casilla de teletransporte'. ¿Qué es eso?", "teletransporte"),
    ("The Centered trait speaks of a 'teleport space'. What is that?", "teleport"),
])
def test_a_quoted_thing_no_rule_knows_stays_unanswered_behind_the_frame(question, missing):
    # no rule of Coming of Age has such a space: the frame is the player's wording, what it quotes is still asked
    result = search(question, game="coming-of-age")
    assert result.answered is False
    assert missing in result.missing
    assert result.hits[0].id == "trait.centered"
