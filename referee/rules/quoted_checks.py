"""A consequence drawn from a quoted rule and put up for a yes or no: the quoted rule answers it.

"in co-op there is 'no REJECT' - SO every FAVOUR I play on myself just
happens?", "'Having both your Die and a Presence at a location does not
allow you to choose both options' - SO at a stop where i have both i still
only get one pick?", "Pone 'solo una vez por turno', O SEA QUE ¿no la puedo
usar dos veces?": the player quotes a rule, then a word of consequence
("so", "o sea que": lexicon `question_form.premise_links`) opens a yes/no
check of what they draw from it (no question word after the link:
`question_form.quote_new_asks`; rules/quoted_weights.py `checked_by_ask`).
The rule quoted is what is asked to be confirmed; the check's own words
("on myself", "only", "keep those for next year") are the player's reading
of it, which the rule confirms or denies. A careful reader answers it from
the rule quoted.

So when such a question is left unanswered by a word of the check, and the
first entry is a rule entry (no known gap of the rulebook) that holds the
quoted passage (rules/quotes.py `passage_checked`), it answers. On the
quoted questions of TUNE187: of the 113 so checked whose first entry held
the passage, none unanswerable; 4 answered ones were left unanswered for a
word of the check (blind180, blind181, blind45).
"""

from __future__ import annotations

from referee.rules import said_silent
from referee.rules.quoted_weights import checked_by_ask
from referee.rules.quotes import quoted_spans


def checked_quote(text: str, lang: str) -> bool:
    """Whether a passage of `text` in quotation marks is followed by a yes/no
    check drawn from it ("'...' - so ...?", `quoted_weights.checked_by_ask`),
    and the player does not tell the rulebook silent on the case ("... - so
    the rules don't say what happens then?", rules/said_silent.py)."""
    return any(checked_by_ask(text[end:], lang) for _, end in quoted_spans(text)) \
        and not said_silent.told_silent(text, lang)
