"""The act a may-question asks leave for, which no near rule does even by another verb: a silence of the question's form.

"Can I SWAP places in the turn order with the player after me?", "can I
just HAND some of my COIN back to the WORK AREA?", "¿PUEDO CAMBIARLE un
dado a otro jugador?", "¿se puede BORRAR luego?". A question of leave names
the act right after its word of leave, and the rule that ranks first is
often the rule of the thing the act would be done to (the turn order, the
coins, the dice), which never does that act to it: the rulebook is silent
about doing it. An answerable question often asks with a verb the rule says
differently ("swap" where the rule "exchanges", "ceder" where it "da"), so
each act is a group of the verbs that mean the same act in these games
(`asked_acts.groups` of the lexicon, both languages; a group only where its
verbs are one act, each measured on the tuning sets): a near rule does the
act when one of its words has the key of a word of the act's group, or
holds one of the group's phrases ("da la vuelta").

The act is the first word or phrase of a group among the REACH words after
a word of leave (`asked_acts.leave`: "can I", "¿puedo", "¿se puede"),
passing over the words that stand between (`asked_acts.between`: "I",
"still", "just", "lo", "le"); "can I swap it and then keep" asks the swap,
not what follows. "¿Puedo VOLVER A voltearla?" asks leave to do the act
that follows again, so "volver" (with its "a") stands between too (round
may2: the 2 unanswerable tuning questions of "volver a" + an act of the
groups abstain, no answerable one moves). So do the words that name who
would do the act ("can MY FRIEND hand", "¿puede OTRO JUGADOR ceder": round
may2, 1 unanswerable tuning question more abstains, no answerable one). Only acts of the groups are read: most verbs a player
asks with ("use", "put", "take", "jugar", "coger") are said by the rules in
so many ways that a rule not holding the verb still answers (measured
before building: 512 of 1,503 answerable English may-questions answered
first, 656 of 1,974 Spanish ones, ask with a verb their first rule does not
hold).

Looking through a pile is one such act (round hidfabst2: "flip through",
"look through", "go through", "check", "revisar", "consultar", "hojear"),
read before flipping: "can I FLIP THROUGH their Parent Card discard pile?"
browses it, which "a discard pile ... can be CHECKED by everyone" does, not
turning a card over. TUNE147: false abstention -1 (blind143), abstention
+1 (blind103 "Can I LOOK THROUGH the EVENT Discard Pile...?"), nothing
else moved.

Cheap: the search asks it only of a question of whether one may, and a set
look-up of the groups' first words rules out most of those.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.index import LangIndex
from referee.rules.normalize import key, lexicon_table, words
from referee.rules.unstated_specifics import entry_sentences, holds

REACH = 3  # words after the word of leave within which the act is named ("can I JUST HAND", "¿la puedo CAMBIAR":
# the act right after leave and its subject; a verb further on is what the act is for, "can I use X TO SWAP")


@lru_cache(maxsize=4)
def _lexicon(lang: str) -> tuple[frozenset[str], frozenset[str], tuple[tuple[tuple[tuple[str, ...], ...], frozenset[str]], ...], frozenset[str]]:
    """The words of leave, the words passed over after them, each act's
    phrases (folded words) with the keys of its one-word verbs, and the
    first words of every act's phrases."""
    table = lexicon_table(lang, "asked_acts")
    groups = []
    for group in table.get("groups", ()):
        phrases = tuple(tuple(words(phrase)) for phrase in group)
        groups.append((phrases, frozenset(key(phrase[0], lang) for phrase in phrases if len(phrase) == 1)))
    openers = frozenset(phrase[0] for phrases, _ in groups for phrase in phrases if phrase)
    return frozenset(table.get("leave", ())), frozenset(table.get("between", ())), tuple(groups), openers


_ENTRY_KEYS: dict[tuple[int, int], tuple[frozenset[str], list[list[str]]]] = {}  # (a language index, an entry) -> its keys, sentences


def _entry(number: int, lang_index: LangIndex) -> tuple[frozenset[str], list[list[str]]]:
    """The keys of an entry's words and its sentences (made once per entry)."""
    cached = _ENTRY_KEYS.get((id(lang_index), number))
    if cached is None:
        sentences = entry_sentences(number, lang_index)
        cached = frozenset(key(word, lang_index.lang) for sentence in sentences for word in sentence), sentences
        _ENTRY_KEYS[(id(lang_index), number)] = cached
    return cached


def _asked(said: list[str], lang: str):
    """The act asked leave for: its group and the words that say it, or None."""
    leave, between, groups, _ = _lexicon(lang)
    for position, word in enumerate(said):
        if word not in leave:
            continue
        after = position + 1
        while after < len(said) and after <= position + REACH and said[after] in between:
            after += 1
        rest = said[after:after + 4]
        for group in groups:
            for phrase in group[0]:
                if tuple(rest[:len(phrase)]) == phrase:
                    return group, phrase
        return None  # (the first word of leave names the act; a later one asks something else)
    return None


def unstated_act(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words of the act ("swap", "cambiarle") when a may-question asks
    leave for an act of `asked_acts.groups` that no near rule does, by any
    verb of its group; else None. The caller asks it only of a question of
    whether one may."""
    lang = lang_index.lang
    said = words(query)
    if _lexicon(lang)[3].isdisjoint(said) or not near:
        return None  # (no verb of these acts: most questions)
    asked = _asked(said, lang)
    if asked is None:
        return None
    (phrases, verbs), phrase = asked
    verbs = verbs | {key(phrase[0], lang)} if len(phrase) == 1 else verbs
    longer = tuple(p for p in phrases if len(p) > 1)
    for number in near:
        keys, sentences = _entry(number, lang_index)
        if not keys.isdisjoint(verbs) or (longer and any(holds(sentence, longer) for sentence in sentences)):
            return None
    return " ".join(phrase)
