"""A card's power asked in a play mode its own rule never names: a silence of the question's form.

"Artist IN SOLO: Create takes 'face-up MATERIAL at QUALITY 4'. If the
face-up card was put there by my blue BARTER ...?", "Soy el Salesman EN
SOLITARIO: ahí nadie acepta mis FAVOUR azules. ¿Nunca cobro la COIN
extra?", "IN CO-OP nobody ever ACCEPTs anything, so does the Salesman just
never get that COIN there?", "EN COOPERATIVO no hay REJECT: ¿cómo funciona
entonces la habilidad del Scavenger?", "SOLITARIO con Red Gown activo: ¿el
RENEW también me obliga...?". A mode changes the ordinary game (no ACCEPT
or REJECT in co-op, blue FAVOURs and RENEW in solo), and a player asks how a
card's power, written for the ordinary game, plays there. The rule that
ranks first is the card's own (the Salesman's, the Red Gown EVENT's): it
speaks of every other word of the question, so the evidence of the words
lets it through, but it says how the power works, not how it meets the
mode's changes; a rulebook that settles that says so in the mode's rules
or on the card ("Not-For-Coop", "in Solo Mode ..."). The form transfers:
each new question names another card and another change of the mode.

The question names a mode by a phrase of `question_form.moded_<mode>`
(`moded_solo`: "solo", "solitario"; `moded_cooperative`: "co-op",
"cooperativo"; Spanish "solo" alone is "only" and is no mode), the first
entry is one card's own rule (its id's head is one of the common lexicon's
`card_rule_groups`: "career", "event", "favour", "trait", "goal",
"parent-card"), of no mode itself (not `favour.solo-renew`, by the index's
`entry_modes`), and its title and text name no such mode. A question that
only asks whether the card is in play in the mode ("can the Tycoon BE USED
in co-op?", "¿se puede usar en cooperativo?": `moded_available`) is the
card's rule's ("Level 3, all modes"), and keeps its answer. Only the first
entry is judged, as rules/denied_roles.py judges a card's power: the mode's
own rules rank below it when the card's rule is what the words point to.
Cheap: a set look-up of the phrases' first words; most questions name no
mode.

Round abst41 (TUNE135 on wave1base, 131 sets, after rules/departures.py):
abstention 4,114 -> 4,124 of 4,963 (blind28, blind41, blind77 twice,
blind108 twice, blind129 three times, blind131; all LOOP, 8 Spanish, 2
English: the Salesman, Scavenger and Artist, and the EVENTs Make It Rain,
Red Gown, Buy More Earn More and Disposable Culture asked with solo's
RENEW); top-1, top-3 and false abstention unchanged. With Spanish "solo"
read as the mode, a rule's "contando solo ACQUIRE, BUY y RECYCLE" named
solo and kept three of them answered.
"""

from __future__ import annotations

from referee.rules.index import Index, LangIndex
from referee.rules.normalize import CARD_RULE_GROUPS, words
from referee.rules.unstated_specifics import entries_tell, phrase_asked

MODES = ("solo", "cooperative")  # the modes named by `question_form.moded_<mode>`, as the index's ids name them


def unstated_mode(query: str, first: int, index: Index, lang_index: LangIndex) -> str | None:
    """The words that name a play mode when the question asks a card's
    power there and the `first` entry is that card's own rule, of no mode,
    naming none of the modes asked; else None."""
    lang = lang_index.lang
    said = words(query)
    asked = [(mode, phrase) for mode in MODES if (phrase := phrase_asked(said, lang, f"moded_{mode}")) is not None]
    if not asked:
        return None  # (a set look-up per mode first: most questions name no mode)
    entry = lang_index.docs[first].entry
    if entry.id.split(".", 1)[0] not in CARD_RULE_GROUPS or index.entry_modes.get(entry.game, {}).get(entry.id):
        return None
    if phrase_asked(said, lang, "moded_available") is not None:
        return None  # ("can the Tycoon be used in co-op?": the card's rule says the modes it is for)
    if any(entries_tell([first], lang_index, f"moded_{mode}") for mode, _ in asked):
        return None
    return " ".join(asked[0][1])
