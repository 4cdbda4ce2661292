"""How a thing depends on the number of players, asked of a rule that speaks of no players: a silence of the question's form.

Players plan by the count at the table and ask it of a mode or a part of
the game ("HOW MANY PLAYERS can play the Story Campaign?", "¿CUÁNTOS
JUGADORES pueden jugar la campaña?", "what's the minimum NUMBER OF PLAYERS
for co-op?"). The rule that ranks first is the one about the thing
named (the Campaign's spoiler warning, a mode's overview), whose words hold
every topic of the question but say nothing of players: the count the
question asks is not there, and a rule that gives the count would speak of
players ("played by 2 to 6 players", "a 2 jugadores", "players minus one").

The form, in the question: a phrase that asks a player count
(`count_of_players_asked`: "how many players", "player count", "cuántos
jugadores"), not right after a word that makes it a count something is
asked to depend on (`count_of_players_condition`: "does the price change
WITH THE number of players?", "¿cambia SEGÚN cuántos jugadores somos?",
which the rule of the thing answers, the same at every count). The first
entry answers only when a sentence of it holds a word of players
(`count_of_players_told`: "player", "players", "jugador", "jugadores"; not
a mode's name, "solo": "the rules for Cooperative and Solo Mode contain
spoilers" gives no count).

Round newsil (TUNE121 on cebf5ad8): abstention +1 (blind116's "How many
players can play the Story Campaign?"), top-1, top-3 and false abstention
unchanged. Asked as a dependence ("según cuántos", "depends on how many"),
it cost 3 false abstentions (the price of MATERIAL by count, Motivation
steps "¿depende de cuántas gasté?") and is left out.
"""

from __future__ import annotations

from referee.rules.index import LangIndex
from referee.rules.normalize import may_hold_phrase, question_form_phrases, question_form_set, words
from referee.rules.unstated_specifics import entry_sentences, phrase_starts, phrases_held

ENTRIES = 1  # the first entries one of which must speak of players


def unstated_count_of_players(query: str, near: list[int], lang_index: LangIndex) -> str | None:
    """The words that ask a player count, or a dependence on it, when no
    sentence of the first entry speaks of players; else None."""
    lang = lang_index.lang
    said = words(query)
    if not may_hold_phrase(said, lang, "count_of_players_asked"):
        return None  # (set look-ups: most questions ask no player count)
    conditions = question_form_set(lang, "count_of_players_condition")
    asked = next((phrase for phrase in phrases_held(said, question_form_phrases(lang, "count_of_players_asked"))
                  if not any(start and said[start - 1] in conditions for start in phrase_starts(said, phrase))), None)
    if asked is None:
        return None
    players = question_form_set(lang, "count_of_players_told")
    if any(not players.isdisjoint(sentence) for number in near[:ENTRIES] for sentence in entry_sentences(number, lang_index)):
        return None
    return " ".join(asked)
