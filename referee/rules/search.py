"""Rules search: a question in, the rule entries that answer it out, best first.

Ranking, per candidate entry:

* BM25F over normalised tokens (stems + glossary concepts) of title, aliases,
  section and text, titles and aliases weighted higher; expressed as the share
  of the question's term weight that the entry matches (0..1);
* rapidfuzz similarity of the question to the entry's title and aliases
  (word order free), which rewards entries whose wording the question echoes;
* a preference for the game a question names ("in CV ...", "coa", "loop"),
  against entries about a variant (solo, two players...) or examples when
  the question does not name them, and slightly for them when it does;
* the form of the question: "can't pay" weighs "not pay" as a pair (and
  the word denied alone weighs half: "the dice I don't pick"; a pair no rule
  says, "can't afford", also as the one of its everyday group the rules do
  say, "cannot pay"), "who gets"
  asks who is entitled, "how many can I" the limit, "what is X" the
  definition of X, "how do I get X" the rule that gives X (one that says
  take, gain, draw, add), and "work" in "how does X work" is how it asks,
  not a word of the rules.

Before matching, a word the rule text does not know is split when it is two
known words run together ("grownup"), else corrected to the closest word of
the rule text (optimal string alignment, so two swapped letters are one
edit: 4-letter words only by a dropped letter, up to 7 letters one edit,
longer words two); the words of the everyday groups are never corrected.
In a Spanish question, a one-word English glossary term the Spanish rule
text does not use ("el mazo de ACTIVITY", from English cards) is read as
the Spanish term; one two games name differently ("el track": CV's fila,
Coming of Age's registro) points to those games and weighs against the
others (rules/card_words.py).
Scores are 0..100, higher is better; ties are broken by game and file
order, so results are deterministic.

The first entry answers the question only when it covers the question's
topics (see `_evidence`); otherwise the result says so (`answered` false)
and its entries are related reading, not the answer. A topic is what the
question is about: a term of a game's glossary, a common topic the
rulebooks seldom settle (running out, limits, trading, leaving, damage...),
the game action a "can I" question asks leave for ("discard", "take back",
"reshuffle", "refuse", "sell", "cancel", "move", keeping a thing "for the
next turn": an entry about the same object that never speaks of that action
does not answer; "skip TAKING it" and "¿puedo no COGERLA?" are refusing
it, and "must I take it, or can I refuse?" keeps refusing asked beside the
rule that gives it, unless the entry says it must be done: `_declined_required`),
what is handed to another player ("give HER one" too), a player count outside the game's range, a noun the game
never uses, a term of another game this game never uses. A single game term
told as a verb or an adjective ("do I pay"), or naming a kind of card when
the entry speaks of cards ("my job card"), is a detail beside the topics the
entry covers; so is one word of the entry's own game beside two covered
topics of that game ("the spots of Leisure" for "both spots of a category"),
and what the question compares with ("como si fuera plata"). The action a
"can I" question asks about is not such a covered topic (refusing a FAVOUR
does not answer "can I refuse an EVENT"), and a word of exchanging ("¿puedo
cambiar mi meta por otra?") is never such a detail. A game term of several words
is covered by an entry that says its words close together. A question that
offers a choice ("on top or at the bottom?") is answered by an entry that
speaks of one side of it; one that asks leave to do something without a
thing ("can I break up without taking a new one?") only by an entry that
says that thing right after a word of leave or requirement ("you must pay",
"hay que pagar", "as long as you have the money"); one that says a player
has none of a thing ("not having ANY work card", "no tengo NINGUNA carta
activa") only by an entry that says "no", "sin" or "zero" close to that thing
("if you have no HAPPINESS"); a "who" question that makes players alike
("we are the SAME age, who starts?") only by an entry that speaks of a tie.
Only the question asks (`_asked_sentences`): in a text of several
sentences (ending at ".", "!", "?", ":" or ";"), those without "?" or "¿"
set the context ("We just set up LOOP.", "Es que no tengo Valores"): their
words rank entries like any others, but are not topics the answering entry
must cover, unless the question sentences hold no word the entry holds and
no topic ("My friend says X. Is that true?" asks about X). Of several
question sentences (a comma and "and"/"y" before a question word starts
another: "how do I set up the market, and what are the cards for?"), an
entry that covers the topics of the first, the main one, answers; a
condition inside a question sentence stays a topic.
A word inside a formula of asking or of telling the scene (lexicon
`question_form.discourse`: "my friend says", "is there an official rule",
"for the first time", "no nos queda claro", "acabamos de abrir la caja") is
everyday wording, never a topic (`_unasked_formulas`). The frame of
reported speech or of remembering ("my PARTNER SAYS", "DICE MI PAREJA
QUE", "I FORGET", "YA NI ME ACUERDO": rules/framing.py) is no word of the
question at all: read before the card words, left out of ranking and topics.
A passage of the rulebook the question quotes or retells ("'once per turn' -
can I Donate twice?", "IT SAYS ...", "DICE QUE ...": rules/quotes.py) names
the rule read: its frame is no word of the question, and an entry that holds
the passage (or whose English twin does, for a Spanish question quoting the
English rulebook) answers the case it is checked on, the case's uncovered
words details unless a common topic or a thing handed over; among close
candidates that answer, it goes first. The silences of the question's form
(rules/silences.py) read it without the passages quoted in quotation marks:
the rulebook's words ("'SPEND 4 time...'") are no ask of the player's.
An entry whose note says the rulebook is silent ("The rulebook does not say
what happens if you have no Interest Tokens left") does not answer what that
note's silent clause asks (every content word of it asked) nor a topic only
that clause covers: the note is the project's reading of a gap, and the
entry comes first as related reading, its note shown. A term of another
game the entry's game never uses is a topic however short ("CO-OP"). A
player count may follow the verb of playing ("jugar 5 personas"), and its
word ("3 PEOPLE") is said as the count is.
The gap catalogs (rules/gaps.py, `rulesets/<game>/gaps.<lang>.toml`) list
each rulebook's known silences; their documents are indexed after the rule
entries and ranked with them. When, after `_best_covering`, a gap comes first
and covers every topic of the question (of the game it names, if any),
the rulebook does not cover it (`_known_gap`): `answered` is false, the
result carries the gap, and its related entries come first. A rule entry
that answers the question keeps it unless the gap scores GAP_LEAD times as
high and holds a word of the question the rule lacks, or scores GAP_CLOSE
of it (first, or close behind it) and names the thing asked about that the
rule never says (`_names_what_rule_lacks`: "the MARRIAGE card"). Gap
documents are never hits.
Before that judgement, of two close sibling entries of one game, the second
goes first when it holds every word of the question the first holds and the
kind of answer asked besides ("when", "can I": `siblings.asked_form_first`).
Among the entries that
answer, the general rule comes before one of a variant the question does not
name (solo, two players), and the entry of a variant it names in words ("en
solitario", "co-op", Rob) before the general rule of its game
(rules/named_variant.py); a narrower entry (more of the question's topics)
before a broader one when it scores close to it (NARROW_MARGIN; an entry of
the variant named in words from a little further back), and the entry
that states a common topic asked (a limit) before one that answers it
otherwise ("any number of").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace as with_fields
from functools import lru_cache, partial
from itertools import accumulate, chain, product, takewhile
from operator import add, and_, attrgetter, itemgetter

from referee.core.errors import BadInput
from referee.core.registry import GAME_IDS, Mode
from referee.i18n import N_
from referee.rules import plain_terms
from referee.rules import (acts_as_things, declined_choices, described_looks, framed_extras, stated_costs, counted_at_once, counted_condition, counted_states, introduced_asked, aimed_at_others, written_names, already_held, choosing_asked, combined, compared_frames, compared_games, comparison, corpus, dictation, drawn_by_chance,
                           diminutives, done_states, ends_at_once, examples_last, fates, framing, glosses, joined_parts, limit_counts,
                           modifiers, moments, next_steps, offered_sides, outline_asked, own_others, part_named, phase_asked, who_next,
                           named_kinds, next_asked, often_asked, one_past, order_asked, when_asked, people, picked_by_age, idle_phrases, opposite_ends, pictures, player_names, purpose,
                           seen_by_others, start_amounts, view_stated,
                           placed_parts, premises, print_asked, quotes, quoted_weights, quoted_wording, ranges_asked, repeats, sequence, several_asks, shortage, shortage_gaps, sides_asked, silences, still_asked,
                           unmarked)
from referee.rules.typed_capitals import capitals_game, printed_word_votes, titled_card_words, typed_in_capitals, typed_in_title_case
from referee.rules.scene_weights import damp_scene
from referee.rules import likened_things  # (rules/likened_things.py)
from referee.rules import thrown_cards  # (rules/thrown_cards.py)
from referee.rules.game_words import EVERY_GAME, IMPLIED_GAME_SHARED, mode_words, opponent_words
from referee.rules.gaps import Gap, gap_map
from referee.rules.gap_only_forms import glossed_for_rules
from referee.rules.index import K1, SETUP_PREFIX, Index, LangIndex, get_index
from referee.rules.phrase_games import phrase_games
from referee.rules.team_modes import TEAM, covered_by_team_mode
from referee.rules.played_counts import played_counts
from referee.rules.opening_counts import opening_counts
from referee.rules.postings import Leaders, Term, best_documents, held
from referee.rules.shorthand import read_in_text, read_shorthand, single_forms
from referee.rules.siblings import asked_form_first
from referee.rules.stated_terms import defines_asked, opens_defining
from referee.rules.denied_states import denied_states
from referee.rules.specific_entries import specific_first
from referee.rules.unstated_specifics import entry_tells, holds
from referee.rules.which_one import which_one_among_the_fullest
from referee.rules.judged_reasons import NAMING, PASSAGE, SAME_UP_TO
from referee.rules.idioms import idiom_positions
from referee.rules.rulebook_named import rulebook_positions
from referee.rules import asked_part, edge_told, exceptions_asked, own_needs
from referee.rules import governed_negations, guessed_reasons
from referee.rules import end_asked, gained_asked, win_asked
from referee.rules import advice, clear_lead, count_fits, overview_yields, owned_modes, spread_games, phrase_bound, difficulty_asked, modes_asked, leaning_words, listed_only, stood_in, tallies, none_in_title, other_choice, other_kind_title, plan_scenes, scoring_talk, weak_votes, which_lost, several_kinds_asked, spent_asked, told_topics, why_asked, worth_at_end
from referee.rules.changes_asked import changes_asked
from referee.rules.embedded_works import embedded_works
from referee.rules.kinds import may_read_one_of_kind, one_of_kind_answers
from referee.rules.claimed_specifics import specific_answers
from referee.rules.claimed_prices import price_answers
from referee.rules.guessed_moments import either_moments, guessed_words
from referee.rules.guessed_places import place_answers
from referee.rules.named_steps import step_answers
from referee.rules.step_labels import label_answers
from referee.rules.kept_choice import kept_answers
from referee.rules.checked_moments import check_answers
from referee.rules.named_conditions import condition_answers
from referee.rules import listed_terms
from referee.rules.conceded_cases import conceded_answers
from referee.rules.disputed_sides import disputed_answers
from referee.rules.clashing_names import settled_answers
from referee.rules.kept_to_own import kept_to_own_answers, keeps_to_own
from referee.rules.named_variant import named_variant_first
from referee.rules.antecedents import names_own_object, told_antecedent
from referee.rules.own_terms_out import after_purpose, own_term_named, told_last
from referee.rules.termed_details import termed_stems
from referee.rules import box_never_when, boxed_origin
from referee.rules.asked_in_title import moment_of_scene, opening_kind, states_asked, title_intents
from referee.rules.card_words import english_card_votes, others_card_words, read_as_term
from referee.rules.twin_covered import twin_answers
from referee.rules.rulebook_parts import asked_parts, in_asked_part
from referee.rules.said_by import said_by_held
from referee.rules import refused_acts
from referee.rules import negative_asks
from referee.rules import quoted_beyond, quoted_case, quoted_checks
from referee.rules import letter_frames, wording_asked
from referee.rules import moments_ordered
from referee.rules.held_in_hand import held_answers
from referee.rules.unnamed_things import kind_beside_name, named_thing, unnamed_card, unnamed_thing
from referee.rules.named_alike import first_names_it_too
from referee.rules import told_pasts
from referee.rules import compared_things
from referee.rules import outside_frames  # (rules/outside_frames.py)
from referee.rules import in_force_gaps, told_places
from referee.rules import teaching, elided_nouns
from referee.rules import emptied_from, told_house_rules, lexicon_words, named_tie, tie_break_games, requests, teaching_asides, none_elided, slips_told, story_sentences, tie_shared, tie_steps, tie_won, tied_told, until_end, worth_asked
from referee.rules.sibling_terms import is_about, unnamed_sibling
from referee.rules.player_count_aside import count_aside
from referee.rules.one_count import restricted_counts
from referee.rules.written_counts import shorthand_count
from referee.rules.normalize import (
    question_form_set,
    question_form_distinct,
    lexicon_table,
    english_singulars,
    breaks_between,
    clause_starts,
    marked_sentences,
    ACTION_CONCEPTS,
    analyze,
    people_counts,
    ABSENCE,
    WHOLE_TOPIC_CONCEPTS,
    ALIKE_PLAYERS,
    ALIKE_WORDS,
    ANSWERED_BY,
    CLOCK_CONCEPT,
    COMMON_GROUPS,
    ELIGIBLE_CONCEPT,
    FIRST_PLAYER_CONCEPT,
    FIRST_PLAYER_TRIGGERS,
    GAP_CONCEPTS,
    GAP_STAND_INS,
    INTENT_WEIGHT,
    LANGUAGES,
    LIMIT_CONCEPT,
    PAY_CONCEPT,
    SAME_ACT_CONCEPTS,
    OTHER_PEOPLE,
    OTHER_WORDS,
    PLAYER_WORDS,
    POSSESSIVES,
    STOPWORDS,
    TOPIC_CONCEPTS,
    TRANSFER_CONCEPTS,
    TRANSFER_VERBS,
    TROUBLE_CONCEPTS,
    WEAK_WORDS,
    NUMBER_WORDS,
    ORDINAL_WORDS,
    Token,
    asking_keys,
    asking_positions,
    common_concept,
    first_word_reach,
    fold,
    hands_over,
    intents,
    is_common_concept,
    is_ordinal_key,
    key,
    leave_phrases,
    marks_noun,
    other_games,
    phrase_positions,
    player_keys,
    question_form,
    question_form_phrases,
    question_form_words,
    stem,
    stopwords,
    terms,
    title_terms,
    read_by_neighbours,
    similes,
    verb_markers,
    weak_keys,
    words,
    PLAYERS_APART,
    PLAYERS_DOING,
    PLAYERS_OTHERS,
)

BM25_SHARE = 0.75  # weight of the term score in the final score; the rest is fuzzy
FUZZY_SHARE = 1.0 - BM25_SHARE
UNKNOWN_WORD_WEIGHT = 0.35  # a question word no entry uses still counts a little against
MENTION_WEIGHT = 0.3  # words that only name the game
OTHER_GAME_FACTOR = 0.55  # score factor for games the question does not name, when it names one
NAMED_GAME_CLEAR = 0.5  # ... which are not scored at all once an entry of the named game matches this share
UNASKED_MODE_FACTOR = 0.9  # entries about a variant (solo, 2 players...) the question does not name
ASKED_MODE_FACTOR = 1.05  # ... and the question names it (in words)
WORDED_MODE_FACTOR = 1.15  # ... a variant (solo, co-op) by words it holds ("en solitario"), which then weigh less
WORDED_MODE_WEIGHT = 0.8  # the words that name an asked mode, once its entries are favoured for it
ELIGIBLE_WEIGHT = 0.5  # a "who" question and a rule of who is entitled
GAIN_INTENT = "?gain"  # "how do I get X", "¿cómo consigo X?": the rule that gives X (take, gain, draw, add)
GAIN_INTENT_WEIGHT = 1.0  # ... weighs as a content word: its words ("get") are stopwords, it alone says what is asked


def _every_lang(field: str) -> frozenset[str]:
    """A word list of the lexicons' `[question_form]`, every language's words together."""
    return frozenset().union(*question_form_words(field).values())


NEGATIONS = _every_lang("negations")
MANAGING = _every_lang("negated_managing")  # "no consigo pagar": the negation denies the verb after
WITHOUT = _every_lang("without")  # "can I X without Y": Y is what the question asks leave to do without
LEAVE_REACH = 4  # words between a word of leave ("must", "debes", "sin") and the thing it is said of
WITHOUT_WORDS = 2  # the words after "without" that tell what the question asks to do without
OBLIGED = _every_lang("obliged")  # "am I OBLIGED to take it, or can I refuse?": what follows is what is declined
DECLINED_WORDS = 3  # the words after a word of declining, or of being obliged, that tell what is declined
ALTERNATIVE_WORDS = question_form_words("alternatives")  # "X or Y?": a choice between two
COMPARISON_WORDS = question_form_words("comparison")  # "the difference between X and Y": two entries answer together
NEGATION_WEIGHT = 1.5  # a negation and the word it denies, as a pair
NEGATED_WEIGHT = 0.5  # ... and the word it denies alone: the question is not about that thing being there
NEGATED_SKIPPED = _every_lang("negated_skipped")  # "no ... NINGUNA frustración", "not ANY"
RERANK = 15  # candidates that get the fuzzy comparison (see `_shortlist_size`)
RULES_SHORTLISTED = 10  # ... of which at least this many rule entries, not gaps (`_shortlist`)
RERANK_BY_TITLE = 30  # ... when a later stage picks the answer from the list by its title (`_shortlist_size`)
# a comparison at most this many words after its clause opens ("IS IT like the Life Event spaces...") is set beside the
# question; further on ("How does a CARD like the Nurse in LOOP work?") it may be an example of what is asked
LIKENED_AFTER_OPENING = 2
COMPARED_GAME_FACTOR = 0.55  # a game the question names only to compare with (rules/compared_games.py)
IMPLIED_GAME_FACTOR = 0.85  # games the question's own game words do not point to, when they point to one
# (... OTHER_GAME_FACTOR when the words lead by CLEAR_LEAD votes: rules/clear_lead.py)
IMPLIED_GAME_CLEAR = 0.5  # ... which are not scored at all once an entry of that one game matches this share
PHRASE_VOTE = 1.0  # votes for the game(s) whose glossary holds a several-word phrase of the question
INTENT_IDF_FLOOR = 2.0  # "how many" is asked of few entries even though most rule text holds a number
MODE_STEM = "mod"  # "mode", "modo": the word beside it names a mode
DOMINANT_VOTE = 1.0  # the vote of such a word for the game that owns it
# the verbs of "what triggers / causes / means X": the form of the question, not what it is about
DEFINITION_VERBS = _every_lang("definition_verbs")
OPENERS = _every_lang("openers")  # a filler that opens a question ("vale, ...") asks nothing there
DEFINITION_FACTOR = 1.2  # a "what is X" question and an entry titled "X: ..."
SOME_PLAYERS_WEIGHT = 0.3  # "two players" who tie: a pair of words, not a player count
THRESHOLD_WEIGHT = 0.3  # a number after "more than": the question's premise, not the number it asks for
COMPONENTS_FACTOR = 1.25  # ... and a "how many X are there" question and an entry of the Components list
COMPONENT_SECTIONS = frozenset(question_form(lang).get("components_section", "") for lang in LANGUAGES) - {""}
COUNT_LEAVE = question_form_words("count_leave")  # "CAN I put 3 COIN": leave to do a number of things (`_asks_leave_for_count`)
COUNT_DEFINITE = question_form_words("count_leave_definite")  # ... not after "the", "las": both of them, no count asked
COUNT_LEAVE_REACH = 3  # ... the number this many words or fewer after the word of leave ("can [I put] 3", "puedo [poner] dos")
LIMIT_FACTOR = 1.15  # a "how many ... can I" question and an entry that states a limit
CARD_CONCEPT = common_concept("card")
TIE_CONCEPT = common_concept("tie")
EVIDENCE_RANKS = 3  # candidates whose coverage of the question is compared
EVIDENCE_MARGIN = 0.85  # ... when they score at least this share of the best score
SIBLING_RESCUE = 2  # entries looked at after a first set aside for a sibling term, for the term's own (rules/sibling_terms.py)
NARROW_MARGIN = 0.95  # ... and a narrower entry (more of the question's topics) wins only from this share up
NAMED_VARIANT_NARROW_MARGIN = 0.9  # ... or, an entry of the variant the question names in words, from this share
# ... or from this share, and compared from it too, when a general rule is first: the general rule's words ("robar
# al inicio del turno") lift it past the variant's entry that changes it ("En cooperativo, ¿se roba FAVOUR al inicio
# del turno?": coop.favours at 0.80 of turn.draw-favour; rules/named_variant.py)
NAMED_VARIANT_OVER_GENERAL_MARGIN = 0.78
# a gap is brought past a first rule entry for covering the whole question only from this share of its score: a gap
# pulled from 0.85 to 0.9 of the rule took a right first answer down 6 times on TUNE45 and won 1 ("Ya hice WORK,
# ¿todavía puedo jugar FAVOUR antes de acabar el turno?": the gap of favours coming back with WORK, not the rule that
# FAVOURs are played anytime). TUNE45 top-1 17,248 -> 17,252, false abstention 471 -> 470, top-3 and abstention
# unchanged; from 0.92 top-1 17,255 and from 0.95 17,259, top-3 18,230, but an abstention lost each (a gap at 0.91 of
# the blue RESELL favour's rule, asked whether DEPLETION is undone, no longer kept the search silent)
GAP_OVER_RULE_MARGIN = 0.9
# a first entry made only for other player counts than the question says ("Con 3 jugadores ...": CV's "2 players:
# discard the leftmost card after every turn") is compared with the entries below it from this share of its score,
# not EVIDENCE_MARGIN: the words of the count it tells ("jugadores") and of the told case lift it (the end-of-round
# discard at 0.84 of it); the penalty of another count (`_for_other_counts`) then decides (rules/one_count.py).
# TUNE51, with such an entry's topics not counting either: top-1 18,338 -> 18,340, top-3, abstention and false
# abstention unchanged
OTHER_COUNT_MARGIN = 0.8
DEFINITION_NARROW_MARGIN = 0.92  # ... or, for a definition question ("what does Q mean on a material card"), from this
# (at 0.9 for every entry, a second well behind the right first passed it by one topic word more it happened to
# hold: "¿se puede usar la ayuda social para coger una carta del MAZO...?" went to the trigger, "whenever a DECK runs
# out". Tuning sets, top-1 of 10,560: 0.9 9,845; 0.92 9,851 and 0.95 9,858 with the named variant's entry kept at
# 0.9; for every entry alike 0.93 9,849, 0.96 9,856, 0.98 9,841, never 9,828, and solo and co-op entries the question
# names lost. Above 0.925 "what does Q mean on a material card" loses Quality's entry, 0.925 of the material cards'.
# Since a definition question asks "what does X mean" with X between the words (normalize.intents), it keeps 0.92
# and the others take 0.95: top-1 9,853 -> 9,860, top-3 10,404, abstention 1,680 -> 1,681, false abstention 238)
TOPIC_MIN_IDF = 2.0  # a glossary word in most entries ("card", "turn", "player") is not a topic
NAMED_ANCHORS = 2  # covered game topics beside which one more term of the game is a detail ...
PLAIN_NAMED_ANCHORS = 1  # ... or, for a term of its glossary, when the question asks of no common topic
TOGETHER_WINDOW = 5  # words between the words of a game term, in one field of an entry
UNSOFTENED = frozenset({common_concept("swap")})  # exchanging: never a mere detail of how a question is put
_TOPIC_OR_ACTION = TOPIC_CONCEPTS | ACTION_CONCEPTS  # (joined once, not at each word of each evidence)
# a word of loss ("lose", "penalty", "pierdo"): a question that asks a loss asks it of one thing for another ("how
# much HAPPINESS do I LOSE for my LANDFILL at the end?"), so neither game term is a detail beside the other (`_evidence`)
_LOSS_CONCEPTS = frozenset({common_concept("lose")})
_TOPIC_ACTION_UNSOFTENED = _TOPIC_OR_ACTION | UNSOFTENED
_DECLINING = frozenset({common_concept("refuse")})  # refusing, declining, "skip taking", "puedo no coger"
# passing one's turn ("and skip my turn", "y saltarme el turno"), beside an act declined: the same decline, settled
# when the rule requires the act (`_declined_required`)
_SKIPPING = frozenset({common_concept("skip my turn")})
# the gaps a general rule fills in their stead (`_gap_rule_first`): running out, and a missing piece, which the
# running-out rule covers; not a limit (GAP_CONCEPTS has it too). With limits, an entry that merely held "only" or
# "limit" went before the right first entry of a question left unanswered: on the 64 tuning sets, top-1 11,573 ->
# 11,577 of 12,360, nothing else moved (with only the stand-in entries moved, not those holding the words: 11,580,
# but then no rule holding "run out" is put first for a deck that runs out, the reason this reordering exists)
STANDING_IN_GAPS = frozenset(GAP_STAND_INS) | frozenset(GAP_STAND_INS.values())
# a general rule for a gap goes first (`_gap_rule_first`) only when it scores at least this share of the first: on
# TUNE43 the stand-in rules it is for ("components are unlimited" for tokens that run out) scored 0.78 to 0.80 of the
# first, while the rules pulled at 0.60 to 0.63 each took a right first answer down ("did we really all lose?" to
# the depletion penalty, not co-op's end; "¿puedo usar una Ficha de Recuerdo que me quedó?" to the leftovers' points)
# and those under 0.75 were no rule for the gap (a lost MATERIAL card to an event card's entry). top-1 16,891 ->
# 16,894; top-3, abstention and false abstention unchanged
GAP_RULE_SHARE = 0.75
SILENT_WORDS = 3  # content words of what a note says the rulebook is silent about, all asked: the very gap
GAP_LEAD = 1.15  # a known gap of the rulebook beats a rule entry that answers only by this share of its score
GAP_CLOSE = 0.85  # ... or from this share, when it names the thing asked about that the rule never says
NAMED_HEAD_WORDS = 2  # a title's head of at most this many glossary terms names one thing ("Scholar: peek at a deck")
UNASKED_SITUATION_WORDS = 1  # a word (or notion) of a situation no ask speaks of, no term of the game alone, an entry may leave out
GAP_WINDOW = 3  # words between a limit or running out and what it is about ("empty slots ... the deck" is too far)


@dataclass(frozen=True)
class Hit:
    """One answer of a search: the entry's fields, its note and its score.
    (A docstring of its own spares `dataclass` making one from the
    signature at every start-up.)"""

    game: str
    id: str
    title: str
    section: str
    page: int | None
    text: str
    score: float
    note: str | None = None

    def to_json(self) -> dict:
        """An entry's public fields (as `rules list --json`), its note (the
        project's reading of the rulebook, or null) and the score."""
        return {**corpus.public_fields(self), "note": self.note, "score": self.score}


@dataclass(frozen=True)
class SearchResult:
    """The entries found for a question. `answered` says whether the first one
    answers it; when it is false, `hits` are only related entries and
    `missing` holds the question's words no entry found covers."""

    query: str
    game: str | None
    lang: str
    hits: tuple[Hit, ...]
    answered: bool = True
    missing: tuple[str, ...] = ()
    gap: Gap | None = None  # the rulebook's known silence the question matches (then `answered` is false)
    # the question asks what components print (a card's icons, how many cards of a kind), which the rulebook
    # leaves to the components (then `answered` is false): the table reads it there (`referee facts`)
    printed: bool = False

    def to_json(self) -> dict:
        """`hits` are answers; when `answered` is false they move to `related`;
        `gap` is the known silence the question matches (id, title, text), or null;
        `printed` says the question asks what components print."""
        entries = [hit.to_json() for hit in self.hits]
        data = {"query": self.query, "game": self.game, "lang": self.lang, "answered": self.answered}
        data["missing"] = list(self.missing)
        data["gap"] = self.gap.to_json() if self.gap else None
        data["printed"] = self.printed
        data["hits"] = entries if self.answered else []
        if not self.answered:
            data["related"] = entries
        return data


# ---------------------------------------------------------------- language

_ACCENTED_ES = set("áéíóúñü¿¡")
# the stopwords, and the shorthand typed on phones ("cdo", "toy"; "b4", "ur"), of one language only
_ONLY_ES = (STOPWORDS["es"] - STOPWORDS["en"]) | (single_forms("es") - single_forms("en") - STOPWORDS["en"])
_ONLY_EN = (STOPWORDS["en"] - STOPWORDS["es"]) | (single_forms("en") - single_forms("es") - STOPWORDS["es"])


def detect_language(text: str, default: str = "en") -> str:
    """'es' or 'en' for a question: Spanish marks (¿ ¡ ñ accents), stopwords,
    then which language's rule vocabulary holds more of its words."""
    lowered = text.lower()
    # (the marks are no ASCII letters: an ASCII question has none; each counted in C, not char by char)
    spanish = 0.0 if lowered.isascii() else 2.0 * sum(map(lowered.count, _ACCENTED_ES))
    english = 0.0
    folded = _question_words(text)
    spanish += sum(map(_ONLY_ES.__contains__, folded))
    english += sum(map(_ONLY_EN.__contains__, folded))
    if spanish == english:
        index = get_index()
        es_vocab = index.langs["es"].vocabulary if "es" in index.langs else {}
        en_vocab = index.langs["en"].vocabulary if "en" in index.langs else {}
        spanish += 0.5 * sum(1 for word in folded if word in es_vocab and word not in en_vocab)
        english += 0.5 * sum(1 for word in folded if word in en_vocab and word not in es_vocab)
    if spanish > english:
        return "es"
    if english > spanish:
        return "en"
    return default


# (index id, language) -> (the index, kept alive; its stopwords and the other languages' it never writes)
_FOREIGN_STOPWORDS: dict[tuple[int, str], tuple[Index, frozenset[str]]] = {}


def _foreign_stopwords(lang: str, index: Index) -> frozenset[str]:
    """The stopwords of `lang`, and the little words of the other languages
    that are no word of `lang`'s rule text or glossaries ("have", "the", "is"
    in "¿qué es eso de 'have played resources elsewhere'?", "A Diamond Is For
    Business" in a Spanish question): card text quoted as printed, whose
    little words say nothing."""
    cache_key = (id(index), lang)
    cached = _FOREIGN_STOPWORDS.get(cache_key)
    if cached is None:
        known = _real_words(lang, index)
        found = stopwords(lang) | frozenset(word for other in LANGUAGES if other != lang for word in stopwords(other)
                                            if word not in known)
        cached = _FOREIGN_STOPWORDS[cache_key] = (index, found)
    return cached[1]


@lru_cache(maxsize=64)
def _question_words(text: str) -> tuple[str, ...]:
    """`words` of a question, read once: telling its language and reading it
    both need them."""
    return tuple(words(text))


# ---------------------------------------------------------------- query analysis

@lru_cache(maxsize=4)
def _discourse(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded formulas of asking and of telling the scene (lexicon
    `question_form.discourse`) and their `first_word_reach`."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get("discourse", ()))
    return phrases, first_word_reach(phrases)


@lru_cache(maxsize=4)
def _timing(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of timing and of where a thing lies at the table (lexicon `question_form.timing`,
    `table_places`: "any time", "cada vez", "in front of me") and their reach."""
    form = question_form(lang)
    phrases = frozenset(tuple(words(phrase)) for phrase in (*form.get("timing", ()), *form.get("table_places", ())))
    return phrases, first_word_reach(phrases)


@lru_cache(maxsize=4)
def _amounts(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded phrases of an amount (lexicon `question_form.amounts`: "a little", "a bit") and their reach."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get("amounts", ()))
    return phrases, first_word_reach(phrases)


@lru_cache(maxsize=4)
def _formulas(lang: str) -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The formulas of asking, of telling when and of checking a ruling
    together (`_discourse` and `_check_formulas`), with their reach."""
    phrases = _discourse(lang)[0] | _check_formulas(lang)
    return phrases, first_word_reach(phrases)


def _formula_positions(typed: tuple[str, ...], lang: str) -> set[int]:
    """The positions of the words, as typed, that make up a whole formula of
    asking, of telling when or of checking a ruling ("LAST NIGHT", "WHO IS
    RIGHT"): they are read as they stand, never as a typo of a word of the
    rules ("night" is not "right"), or the formula would go unseen. A word
    of a formula said outside it is corrected as any other."""
    return phrase_positions(list(typed), *_formulas(lang))


def _discourse_positions(folded: list[str], lang: str) -> set[int]:
    """The positions of the words inside a formula of asking or of telling
    the scene ("MY FRIEND SAYS", "NO NOS QUEDA CLARO", "FOR THE FIRST TIME"):
    how the player talks, never a topic the answer must cover."""
    phrases, reach = _discourse(lang)
    return phrase_positions(folded, phrases, reach)


CONTEXT = -1  # the sentence of a stem that only sets the scene ("We just set up LOOP."), not a question
_SENTENCE_END = re.compile(r"[.!:;]\W*\w")  # (a mark that ends a sentence another one follows)
# a second question joined to the first by a comma and "and"/"y" ("..., and what are the cards for?")
_SECOND_QUESTION = re.compile(
    r",\s*(?=(?:and|y)\s+(?:if\s+not,?\s+|si\s+no,?\s+)?(?:what|how|who|when|which|where|can|could|do|does|did|"
    r"should|would|will|may|must|is|are|"
    r"qu[eé]|c[oó]mo|cu[aá]nt|qui[eé]n|cu[aá]ndo|d[oó]nde|cu[aá]l|puedo|puede|podemos|hay|tengo|tiene|debo|se)\b)",
    re.IGNORECASE)

# ... or, with no comma, by "and"/"y" and a word that opens a question of its own ("what is this row of traits AND
# HOW do we mimic them", "¿qué son Y CUÁNDO se puntúan?"): two asks, each of its entry (rules/several_asks.py;
# TUNE41: top-1 +3, top-3 +1, false abstention -4); not "when", "cuando", "que", "como", which join a clause as
# often ("... and when I do", "y que no se rompa"), nor after a one-word first part ("how and why"), nor "and how
# many", "y cuántas", which count the things the first ask named ("¿qué bonificaciones traen las Fichas de Parada
# y CUÁNTAS dan Fuerza de Voluntad?": with them, abstention -1), nor "and what", "y qué", which join a second thing
# to the first ask as often ("¿de qué tamaño son las cartas Y QUÉ fundas les van bien?", "¿por qué se llama así Y
# QUÉ representa el logo?": split, each ask met no topic the rulebook lacks and two silences of the held-out check
# sets were answered; without them, TUNE41 top-1 16,491 -> 16,489 and false abstention 427 -> 428, the check sets
# back to their figures)
_SECOND_ASK_UNMARKED = re.compile(
    r"\s+(?=(?:and|y)\s+(?:how(?!\s+(?:many|much)\b)|who|which|where|cómo|quién|quien|"
    r"cuándo|dónde|cuál(?:es)?|cual(?:es)?)\b)",
    re.IGNORECASE)


def _sentences_of_words(text: str, lang: str) -> tuple[int, ...]:
    """For each word of `_question_words(text)`, the question sentence it
    belongs to (0, 1...) or CONTEXT; empty when the text has no question
    sentence beside a statement (a single question, or none told apart).

    A sentence ends at ".", "!", "?", ":" or ";" and asks when it ends with
    "?" or holds "¿" ("Las cartas que conseguí, ¿se quedan...?" is one
    question; ", and what..." / ", y qué..." starts a second one); the others set the context ("We just set up LOOP.", "Tengo
    dos Rasgos:") and give the search its words, not its topics. A text
    with no "?" at all (typed on a phone) asks in the sentences that open
    as a question does ("... loc 3. who gets it": rules/unmarked.py)."""
    marked = "?" in text
    if not marked and not _SENTENCE_END.search(text):  # (one sentence: nothing told apart)
        return ()
    numbers: list[int] = []
    asked = 0
    for sentence in marked_sentences(text):
        count = len(words(sentence))
        if not count:
            continue
        if "?" in sentence or "¿" in sentence or not marked and unmarked.opens_question(sentence, lang):
            for part in _SECOND_QUESTION.split(sentence):  # "how do I set up the market, and what are ... for?"
                for ask in _second_asks(part):  # "what gets refilled and how do the tiles move"
                    numbers.extend([asked] * len(words(ask)))
                    asked += 1
        else:
            numbers.extend([CONTEXT] * count)
    if len(numbers) != len(_question_words(text)) or CONTEXT not in numbers and asked < 2 or not asked:
        return ()
    return tuple(numbers)


def _second_asks(part: str) -> list[str]:
    """The asks of one part of a question sentence: split before "and"/"y"
    and a word that opens a question (`_SECOND_ASK_UNMARKED`) when the part
    before holds two words or more ("how and why" is one ask)."""
    pieces = _SECOND_ASK_UNMARKED.split(part)
    if len(pieces) == 1 or any(len(words(piece)) < 2 for piece in pieces):
        return [part]
    return pieces


_SEGMENT = re.compile(r"[^,;:.!?¿¡]+")


@lru_cache(maxsize=8)
def _scene_markers(lang: str, field: str = "scene") -> tuple[frozenset[tuple[str, ...]], dict[str, int]]:
    """The folded words that open a clause setting the scene (lexicon
    `question_form.scene`: "if", "although", "si", "aunque"...; or those of
    another `field` of it) and their `first_word_reach`."""
    phrases = frozenset(tuple(words(phrase)) for phrase in question_form(lang).get(field, ()))
    return phrases, first_word_reach(phrases)


def _scene_of_words(text: str, lang: str, field: str = "scene") -> tuple[bool, ...]:
    """For each word of `_question_words(text)`, whether it stands in a clause
    that sets the scene of the question: from a word of condition, concession
    or purpose ("if", "although", "so that", "si", "aunque", "para que") to
    the next comma or the end of the sentence ("can I use the same spot twice
    IF I HAVE TIME LEFT?"), when it follows what the sentence asks. A clause
    that opens its sentence ("si se me cae un dado, ¿vale la tirada?") is the
    condition asked about, not scene. Empty when the text has no such clause.
    `field`: the lexicon's list of the words that open such a clause; any
    other word of `scene` after the opening one closes a clause of another
    field ("during the game IF we get a bad Life Event": the moment is the
    game, the rest its condition)."""
    phrases, reach = _scene_markers(lang, field)
    others, others_reach = _scene_markers(lang) if field != "scene" else (frozenset(), {})
    # (a part's words are words of the question: with no word a marker starts with, no clause is marked)
    if not phrases or reach.keys().isdisjoint(_question_words(text)):
        return ()
    marks: list[bool] = []
    for sentence in marked_sentences(text):
        told = 0  # words of the sentence before this part: a clause that opens the sentence is the ask's condition
        for match in _SEGMENT.finditer(sentence):
            folded = words(match.group())
            marked = phrase_positions(folded, phrases, reach)
            opened = min((n for n in marked if told + n), default=len(folded))
            closed = min((n for n in phrase_positions(folded, others, others_reach) - marked if n > opened),
                         default=len(folded)) if others else len(folded)
            marks.extend(opened <= position < closed for position in range(len(folded)))
            told += len(folded)
    if len(marks) != len(_question_words(text)) or not any(marks):
        return ()
    return tuple(marks)


@lru_cache(maxsize=4)
def _check_formulas(lang: str) -> frozenset[tuple[str, ...]]:
    """The folded formulas that check a ruling after the fact (lexicon
    `question_form.checked`: "did we do it right", "legal", "¿lo hicimos bien?"),
    and those made of the lexicon's parts in the order its `checked_order`
    names them: a verb of being, who or what is judged and the judgement
    ("were they right": `checked_be`, `checked_judged`, `checked_judgement`;
    "eso estaba permitido", "era válido" in Spanish's order, where a part
    named with a "?" may be left out)."""
    form = question_form(lang)
    # each part's phrases read once, and their words joined (the folded words of phrases joined by a space
    # are the words of each, in turn): 0.6 ms a process, against 1.9 reading each of the hundreds joined
    parts = [(((),) if part.endswith("?") else ())
             + tuple(tuple(words(said)) for said in form.get(f"checked_{part.rstrip('?')}", ()))
             for part in form.get("checked_order", ())]
    made = (tuple(chain.from_iterable(chosen)) for chosen in product(*parts)) if parts else ()
    return frozenset(chain((tuple(words(phrase)) for phrase in form.get("checked", ())), made))


@lru_cache(maxsize=4)
def _check_starts(lang: str) -> frozenset[str]:
    """The first words of the formulas of `_check_formulas(lang)`."""
    return frozenset(formula[0] for formula in _check_formulas(lang) if formula)


def _player_names(text: str, lang: str, index: Index) -> tuple[bool, ...]:
    """For each word of `_question_words(text)`, whether it names a player
    ("MAX has 18 cards", "el RODRI eligió": rules/player_names.py); empty
    when none does."""
    if text.islower():  # (no capital, told in C; a text of no cased letter is told none by `name_marks`)
        return ()
    everyday = _everyday_words()
    return player_names.name_marks(text, lang, lambda word: word in index.known_words or word in everyday,
                                   _game_name_words(index), partial(_game_term, lang=lang, index=index))


def _game_term(word: str, lang: str, index: Index) -> bool:
    """Whether a word is by itself a term of some game's glossary, read in `lang` ("abogado", "rob"; not
    "max", only part of "max hand"), or a word of another language's glossary that `lang`'s lack (a card's
    word copied as printed: "las fichas de UNHAPPINESS"). Kept per index for the words asked (the games'
    terms typed with a capital, "Recuerdo", "Career", come back question after question; each read every
    glossary's concepts: rules/player_names.py asks it of most questions with a capital)."""
    told = _game_terms_told(index)
    found = told.get((word, lang))
    if found is None:
        if len(told) >= GAME_TERMS_KEPT:
            told.clear()
        stemmed = key(word, lang)
        found = told[word, lang] = word in _foreign_glossary_words(lang, index) or any(
            not is_common_concept(concept) for thesaurus in index.thesauri.values()
            for concept in thesaurus.concepts_at([stemmed], lang)[0][0])
    return found


GAME_TERMS_KEPT = 4096  # the most words `_game_term` keeps its answer for (then it starts again)


def _kept_for_the_index_last_read(derive: Callable):
    """Keep what `derive` makes of one part of the index (a dict, which `lru_cache` cannot key) for the
    last KEPT_PARTS parts read, and derive it again only when another index is read (tests build their own).
    (One part a language: kept for the last part alone, a table of a language's entries was made again at
    each question of the other language, 1-2 ms each, for one question in six of a mixed list.)"""
    last: list = []  # (part, what `derive` made of it), the first read first

    def kept(part):
        for held, made in last:
            if held is part:
                return made
        made = derive(part)
        last.append((part, made))
        del last[:-KEPT_PARTS]
        return made
    return kept


KEPT_PARTS = 4  # (the parts of two languages, and of an index a test builds beside them)


@_kept_for_the_index_last_read
def _game_terms_told(index: Index) -> dict[tuple[str, str], bool]:
    """(word, lang) -> `_game_term`'s answer, for one index."""
    return {}


@_kept_for_the_index_last_read
def _glossaries_abroad(glossary_words: dict[str, frozenset[str]]) -> tuple[frozenset[str], dict[str, frozenset[str]]]:
    """Every glossary word, and for each language the words of the other languages' glossaries that its own
    lack ("unhappiness" for Spanish)."""
    every = frozenset().union(*glossary_words.values())
    return every, {lang: every - own for lang, own in glossary_words.items()}


def _foreign_glossary_words(lang: str, index: Index) -> frozenset[str]:
    """The words of the other languages' glossaries that `lang`'s glossaries lack ("unhappiness" for
    Spanish)."""
    every, abroad = _glossaries_abroad(index.glossary_words)
    return abroad.get(lang, every)


@_kept_for_the_index_last_read
def _words_of_names(game_names: dict[tuple[str, ...], str]) -> frozenset[str]:
    """Every word of the games' names, each name held as a tuple of words."""
    return frozenset(word for name in game_names for word in name)


def _game_name_words(index: Index) -> frozenset[str]:
    """The words of the games' names ("coming", "age", "cv")."""
    return _words_of_names(index.game_names)


def _checked_of_words(text: str, lang: str) -> tuple[bool, ...]:
    """For each word of `_question_words(text)`, whether it is a formula that
    checks what the table already did, standing as a part of its own between
    punctuation ("we gave the dice back. DID WE DO IT RIGHT?", "we put it
    under the older one, LEGAL?", "¿LO HICIMOS BIEN? Movimos..."): then the
    rest of the text tells the situation the check asks of. Only a whole part
    counts: "is it legal to buy two?" asks ahead, not after the fact. Empty
    when the text holds no such formula."""
    formulas = _check_formulas(lang)
    # (a part's words are words of the question: none a formula starts with, no part is a formula)
    if not formulas or _check_starts(lang).isdisjoint(_question_words(text)):
        return ()
    marks: list[bool] = []
    for match in _SEGMENT.finditer(text):
        folded = tuple(words(match.group()))
        marks.extend([folded in formulas] * len(folded))
    if len(marks) != len(_question_words(text)) or not any(marks) or all(marks):
        return ()
    return tuple(marks)


@lru_cache(maxsize=4)
def _label_pattern(lang: str) -> re.Pattern | None:
    """A label that heads a question, up to its colon (lexicon
    `question_form.labels`: "setup Q:", "loop q:", "duda:")."""
    labels = sorted(question_form(lang).get("labels", ()), key=len, reverse=True)
    if not labels:
        return None
    return re.compile(rf"\b(?:{'|'.join(map(re.escape, labels))})\s*:", re.IGNORECASE)


def _labels_of_words(text: str, lang: str) -> set[int]:
    """The positions in `_question_words(text)` of the words of a label
    that heads a question ("setup Q: how many...", "q" typed for
    "question"): how the player writes, never a topic. Only before a colon:
    "Q" alone is LOOP's Quality."""
    pattern = _label_pattern(lang)
    if pattern is None or ":" not in text:  # (a label ends at its colon)
        return set()
    found: set[int] = set()
    for match in pattern.finditer(text):
        start = len(words(text[: match.start()]))
        found.update(range(start, start + len(words(match.group()))))
    return found


@lru_cache(maxsize=4)
def _asked_opening(lang: str) -> re.Pattern:
    """Where the asked part of a sentence begins after the situation it
    tells: at "¿", or after a comma or a dash at a word of
    `question_form.asked_openers` ("..., CAN I", "... -- HOW do I")."""
    openers = sorted(question_form(lang).get("asked_openers", ()), key=len, reverse=True)
    after_comma = rf"|[,\u2014\u2013]\s*(?=(?:{'|'.join(map(re.escape, openers))})\b)|\s-+\s*(?=(?:{'|'.join(map(re.escape, openers))})\b)" \
        if openers else ""
    return re.compile(rf"¿{after_comma}", re.IGNORECASE)


@lru_cache(maxsize=4)
def _unmarked_opening(lang: str) -> re.Pattern | None:
    """Where the asked part of a sentence typed with no mark begins, in a
    language whose lexicon marks it with "¿" (no `asked_openers`): after a
    comma at a word of `question_form.unmarked_asked_openers` ("..., puedo",
    "..., quien"). None in a language without such words."""
    openers = sorted(question_form(lang).get("unmarked_asked_openers", ()), key=len, reverse=True)
    if not openers:
        return None
    return re.compile(rf"[,\u2014\u2013]\s*(?=(?:{'|'.join(map(re.escape, openers))})\b)", re.IGNORECASE)


def _lead_of_words(text: str, lang: str) -> tuple[bool, ...]:
    """For each word of `_question_words(text)`, whether it stands before
    the asked part of its question sentence: the situation told first in
    the same sentence ("I have 8 Willpower, can I overcome a frustration
    ...?", "Al terminar una ronda, ¿qué pasa con...?"). The asked part is
    marked by "¿" in Spanish and, in English, by a question's own opening
    after a comma or a dash. Empty when no sentence tells a situation so."""
    opening = _asked_opening(lang)
    # (a text typed with no mark at all, in a language that marks the asking with "¿": "use mi ficha de dinero
    # para el coche, puedo pagar con ella": at a comma before a word that opens an unmarked question)
    unmarked_opening = _unmarked_opening(lang) if "?" not in text and "¿" not in text else None
    first = opening.search(text)
    if not first and not (unmarked_opening and unmarked_opening.search(text)):
        return ()  # (an opening found in a sentence is found in the whole text)
    if first and not unmarked_opening and not words(text[:first.start()]) and not opening.search(text, first.end()):
        return ()  # (one opening, before every word: "¿cuántas cartas...?" tells nothing before what it asks)
    marks: list[bool] = []
    for told in marked_sentences(text):
        count = len(words(told))
        cut = next((m.start() for m in opening.finditer(told) if words(told[: m.start()])), None) \
            if "?" in told or "¿" in told else next(
                (m.start() for m in unmarked_opening.finditer(told) if words(told[: m.start()])), None) \
            if unmarked_opening else None
        before = len(words(told[:cut])) if cut is not None else 0
        marks.extend(position < before for position in range(count))
    if len(marks) != len(_question_words(text)) or not any(marks):
        return ()
    return tuple(marks)


def _max_edits(word: str) -> int:
    if len(word) <= 3 or word.isdigit():
        return 0
    return 1 if len(word) <= 7 else 2


@lru_cache(maxsize=4096)
def _correct(word: str, lang: str) -> str:
    """The closest word of the rule text to a word it does not know."""
    index = get_index()
    lang_index = index.langs[lang]
    if word in index.known_words or word in stopwords(lang) or word in _everyday_words():
        return word
    if word in NUMBER_WORDS.get(lang, ()) or word in ORDINAL_WORDS.get(lang, ()):
        return word  # "siete" is 7 (normalize.key), not a slip for "siente", though the rule text writes digits
    if stem(word, lang) in lang_index.stems:
        return word
    split = _split_compound(word, lang_index)
    if split:
        return split
    edits = _max_edits(word)
    if not edits:
        return word
    from rapidfuzz import process
    from rapidfuzz.distance import OSA

    choices = _vocabulary_of_lengths(lang, len(word) - edits, len(word) + edits)
    found = process.extract(word, choices, scorer=OSA.distance, score_cutoff=edits, limit=20)
    if len(word) == 4:  # short words: only a dropped letter ("tokn") or two letters swapped ("tiem"), not another
        # word ("wife" / "life")
        found = [item for item in found if len(item[0]) > len(word) or sorted(item[0]) == sorted(word)]
    if not found:
        return word
    best = min(found, key=lambda item: (item[1], -lang_index.vocabulary.get(item[0], 0), item[0]))
    if best[0] in stopwords(lang):  # "perro" is no typo of "pero": a word read as a stopword would say nothing
        return word
    if lexicon_words.another_word(word, best[0], edits, lang):
        return word  # ("renunciar" is no slip for "anunciar", a word of the language: rules/lexicon_words.py)
    return best[0]


class _RealWords:
    """The folded words of a language's rule text and of every game's
    glossary in it: a shorthand form among them is a word of the rules ("Q"
    is LOOP's Quality), never read as shorthand. Asked of a word only when
    a question holds a shorthand form, so the two tables are looked in, not
    joined into one set at each process's first question."""

    __slots__ = ("vocabulary", "glossary")

    def __init__(self, vocabulary, glossary) -> None:
        self.vocabulary, self.glossary = vocabulary, glossary

    def __contains__(self, word: object) -> bool:
        return word in self.vocabulary or word in self.glossary


def _real_words(lang: str, index: Index | None = None) -> _RealWords:
    """The words of `lang`'s rule text and glossaries (`_RealWords`) in
    `index` (the search's own, by default)."""
    index = index if index is not None else get_index()
    vocabulary = index.langs[lang].vocabulary if lang in index.langs else ()
    return _RealWords(vocabulary, index.glossary_words.get(lang, frozenset()))


@lru_cache(maxsize=1)
def _everyday_words() -> frozenset[str]:
    """The words of the everyday groups (COMMON_GROUPS), the weak and detail
    words ("ever", "grab"), the verbs of handing over ("darle") and the people
    at the table and their words of saying ("mis HIJOS", "DIJERON que"): not
    typos, even where no rule text uses them ("ever" is not "every", "hijos"
    not "fijos"), and read as what they are by rules/people.py and framing.py."""
    # (the phrases read as one text, whose folded words are those of each phrase: 1.7 ms, against 2.4 one by one)
    grouped = set(words(" ".join(phrase for group in COMMON_GROUPS for phrase in group)))
    for lang in ("en", "es"):
        grouped |= WEAK_WORDS.get(lang, frozenset()) | TRANSFER_VERBS.get(lang, frozenset())
    for told in ("table_people", "speech_people", "speech_verbs"):
        grouped |= _every_lang(told)
    return frozenset(grouped)


def _split_compound(word: str, lang_index: LangIndex) -> str | None:
    """'grownup' -> 'grown up', 'tiebreaker' -> 'tie breaker' when both parts are words of the rules."""
    if len(word) < 6:
        return None
    vocabulary = lang_index.vocabulary
    best = None
    for cut in range(2, len(word) - 1):
        head, tail = word[:cut], word[cut:]
        if head in vocabulary and tail in vocabulary and min(len(head), len(tail)) >= 2:
            found = (vocabulary[head] + vocabulary[tail], f"{head} {tail}")
            if best is None or found[0] > best[0]:
                best = found
    return best[1] if best else None


# (id of a vocabulary list, shortest, longest) -> (the list, kept alive so its id stays its own; its words of
# those lengths)
_OF_LENGTHS: dict[tuple[int, int, int], tuple[list[str], list[str]]] = {}
OF_LENGTHS_KEPT = 64


def _vocabulary_of_lengths(lang: str, shortest: int, longest: int) -> list[str]:
    """The words of `_vocabulary_list` from `shortest` to `longest` letters,
    in its order. A word more letters longer or shorter than a typo's edits
    is more edits away, so the typo is compared with these alone: the same
    matches, in the same order (ties keep the list's order), as with every
    word, for about a third of the comparisons."""
    vocabulary = _vocabulary_list(lang)
    cache_key = (id(vocabulary), shortest, longest)
    cached = _OF_LENGTHS.get(cache_key)
    if cached is None:
        if len(_OF_LENGTHS) >= OF_LENGTHS_KEPT:
            _OF_LENGTHS.clear()
        cached = _OF_LENGTHS[cache_key] = (vocabulary, [word for word in vocabulary if shortest <= len(word) <= longest])
    return cached[1]


@lru_cache(maxsize=8)
def _vocabulary_list(lang: str) -> list[str]:
    lang_index = get_index().langs[lang]
    # and the words of the everyday groups: "thorw" is "throw", an everyday word for rolling
    known = set(lang_index.vocabulary) | {word for group in COMMON_GROUPS for phrase in group for word in words(phrase)}
    return sorted(word for word in known if len(word) >= 3 and not word.isdigit())


def _implied_games(stems: list[str], lang: str, surface: list[str] = (),
                   titled: frozenset[str] = frozenset()) -> set[str]:
    """The game(s) with the most votes of `_implied_votes` (none without votes)."""
    return _most_voted(_implied_votes(stems, lang, surface, titled))


def _most_voted(votes: dict[str, float]) -> set[str]:
    """The game(s) with the most of `votes` (none without votes)."""
    if not votes:
        return set()
    best = max(votes.values())
    return {game for game, count in votes.items() if count >= best - 1e-9}


def _implied_votes(stems: list[str], lang: str, surface: list[str] = (),
                   titled: frozenset[str] = frozenset()) -> dict[str, float]:
    """The votes of the question's own words for the games they point to:
    votes from words few games use ("vep", "bus", "landfill"), not words of
    the everyday groups, if any; a word one game's rules use far more than
    the others' (`Index.dominant_words`) and, in a question not in English, an
    English word only one game's English rules print in capitals (`surface`:
    the words as typed; "GOAL" is LOOP's GOAL card, whatever other games'
    goals) votes too, for the other games that name it when it is typed in
    title case (`titled`: "la carta de Career" is Adulthood's); so does a
    phrase of a game's glossary, for every game that says it
    (`phrase_games`: "roll dice" is CV's term and Coming of Age's words); a glossary word one game's rules say far more than any other's gives it half a vote (rules/leaning_words.py). A single letter ("what r they for") is no game's term."""
    index = get_index()
    table = index.stem_games[lang]
    votes: dict[str, float] = {}
    # a word of the everyday groups ("tiebreak", "regalar") is every game's notion, however each rulebook words it
    thesaurus = next(iter(index.thesauri.values()), None)
    everyday = [bool(own) and any(is_common_concept(c) for c in own) for own, _ in thesaurus.concepts_at(stems, lang)] \
        if thesaurus else [False] * len(stems)
    # a glossary phrase of several words ("evento de vida", "mood track") points to the game(s) that use it
    phrased: dict[tuple[int, int], list[str]] = {}
    for game, glossed in index.thesauri.items():
        for span in _game_phrases(glossed, stems, lang):
            phrased.setdefault(span, []).append(game)
    voting: dict[tuple[int, int], list[str]] = {}
    for span, glossed in phrased.items():  # ... and to the games whose rules say it too ("roll dice": CV and CoA)
        games = phrase_games(stems[span[0] : span[1]], glossed, index.langs[lang])
        if len(games) <= IMPLIED_GAME_SHARED:
            voting[span] = games
    # ... whose words vote for no other game ("SOCIAL assistance" is CV's, not Adulthood's: rules/phrase_bound.py)
    bound = phrase_bound.bound_games(voting, len(stems))
    for stemmed, common, within in zip(stems, everyday, bound):
        if common or len(stemmed) < 2:  # "what r they for": a letter is no game's term
            continue
        word: dict[str, float] = {}
        games = table.get(stemmed)
        if games and len(games) <= IMPLIED_GAME_SHARED and (owner := owned_modes.mode_owner(stemmed, lang, index)) in games:
            games = frozenset({owner})  # "en cooperativo": LOOP's mode, not CV's rule that it has none (rules/owned_modes.py)
        if games and len(games) <= IMPLIED_GAME_SHARED and not stemmed.isdigit():
            if not weak_votes.casts_vote(stemmed, games, lang):
                continue  # "where my die LANDED", "how do we KNOW": the player's telling (rules/weak_votes.py)
            for game in games:
                word[game] = word.get(game, 0.0) + 1.0 / len(games)
        elif games and stemmed in index.yielded_words[lang]:  # "la pista": CV's or CoA's, not Adulthood's "pista de Impacto"
            yielded = index.yielded_words[lang][stemmed]
            for game in yielded:
                word[game] = word.get(game, 0.0) + DOMINANT_VOTE / len(yielded)
        elif games and stemmed in index.dominant_words[lang]:
            game = index.dominant_words[lang][stemmed]
            word[game] = word.get(game, 0.0) + DOMINANT_VOTE
        elif games and (leaning := leaning_words.leaning_game(stemmed, lang, index)) \
                and weak_votes.casts_vote(stemmed, frozenset({leaning}), lang):
            word[leaning] = word.get(leaning, 0.0) + leaning_words.LEANING_VOTE  # (rules/leaning_words.py)
        for game, vote in phrase_bound.kept_votes(word, within).items():
            votes[game] = votes.get(game, 0.0) + vote
    if lang != "en":
        # (... or, typed in title case, to the other games whose glossary names it: rules/typed_capitals.py)
        for game, vote in printed_word_votes(surface, titled, index.printed_in_capitals, index.box_sources[lang],
                                             index.langs[lang].vocabulary).items():
            votes[game] = votes.get(game, 0.0) + DOMINANT_VOTE * vote
        # an English card word two games name, left as typed ("el track"): those games (rules/card_words.py)
        for game, vote in english_card_votes(stems, surface, lang, index).items():
            votes[game] = votes.get(game, 0.0) + vote
    for games in voting.values():
        for game in games:
            votes[game] = votes.get(game, 0.0) + PHRASE_VOTE / len(games)
    return votes


def _game_phrases(thesaurus, stems: list[str], lang: str) -> list[tuple[int, int]]:
    """Where phrases of two or more words from the game's own glossary (not the
    common groups) occur in `stems`: at each start, the longest (read from
    the phrases the thesaurus finds there, longest first). A phrase the
    glossary does not write, read with an everyday word swapped in
    ("happiness worth" of LOOP's "happiness points"), is the player's
    wording, not the game's: it names no game."""
    prefix = f"~{thesaurus.scope}:"
    found = []
    for start, end, concepts in thesaurus.matches(stems, lang):
        if end - start > 1 and (not found or found[-1][0] != start) and any(
                concept.startswith(prefix) for concept in concepts) \
                and not thesaurus.swapped(tuple(stems[start:end]), lang):
            found.append((start, end))
    return found


def _mentions(folded: list[str], index: Index, spans: list | None = None) -> tuple[set[str], set[int]]:
    """Games the question names, and the positions of the naming words (and,
    in `spans` when given, each name as (game, start, end)).

    A name inside a longer glossary phrase of another game ("early adulthood"
    in CV) does not name a game."""
    games: set[str] = set()
    positions: set[int] = set()
    longest, firsts = _game_name_shape(index)
    start = 0
    while start < len(folded):
        if folded[start] not in firsts:  # no game's name starts with this word
            start += 1
            continue
        for length in range(min(longest, len(folded) - start), 0, -1):
            game = index.game_names.get(tuple(folded[start : start + length]))
            if game and not _inside_other_phrase(folded, start, start + length, game, index):
                games.add(game)
                positions.update(range(start, start + length))
                if spans is not None:
                    spans.append((game, start, start + length))
                start += length - 1
                break
        start += 1
    return games, positions


# (index id) -> (the index, kept alive; the longest game name in words, and the words game names start with)
_GAME_NAME_SHAPE: dict[int, tuple[Index, tuple[int, frozenset[str]]]] = {}


def _game_name_shape(index: Index) -> tuple[int, frozenset[str]]:
    """The most words a game's name has, and the first words of the names."""
    cached = _GAME_NAME_SHAPE.get(id(index))
    if cached is None:
        shape = (max((len(name) for name in index.game_names), default=1), frozenset(name[0] for name in index.game_names if name))
        cached = _GAME_NAME_SHAPE[id(index)] = (index, shape)
    return cached[1]


def _inside_other_phrase(folded: list[str], start: int, end: int, game: str, index: Index) -> bool:
    for lang in ("en", "es"):
        stop = stopwords(lang)
        kept = [(position, stem(word, lang)) for position, word in enumerate(folded) if word not in stop]
        stems = [s for _, s in kept]
        named = [n for n, (position, _) in enumerate(kept) if start <= position < end]  # the name's words, as stems
        for other, thesaurus in index.thesauri.items():  # (every game, in GAME_IDS order)
            # (only the runs that can reach the name's words are looked up, not every phrase of the question)
            if other != game and thesaurus.phrase_over(stems, lang, named):
                return True
    return False


@dataclass
class _Query:
    """A question as the search reads it: its stems and what its readings
    found in it, worked out once (`_prepare`). (A docstring of its own
    spares `dataclass` making one from the signature of its many fields at every
    start-up.)"""

    lang: str
    stems: list[str]  # content stems, game-name words excluded
    surface: list[str]  # the folded word behind each stem, as the question wrote it
    mention_stems: list[str]
    unknown: int  # content words no entry of this language uses
    fuzzy_key: str
    intents: tuple[str, ...] = ()  # what kind of answer it asks for ("?who", "?num"...)
    player_counts: frozenset[str] = frozenset()  # numbers the question uses as a player count ("with 5 players")
    named: frozenset[str] = frozenset()  # the games the question names
    native: bool = True  # written in the language searched (its words can be judged foreign to a game)
    nominal: list[bool] = field(default_factory=list)  # each stem follows an article or preposition: a noun
    verbal: list[bool] = field(default_factory=list)  # each stem follows a subject pronoun or a clitic: a verb
    transfer: list[bool] = field(default_factory=list)  # each stem hands something over to another player
    compared: list[bool] = field(default_factory=list)  # each stem is what the question compares with ("como si fuera plata")
    likened: list[bool] = field(default_factory=list)  # ... or of a thing from outside it likens to (likened_things.py)
    some_players: tuple[int, ...] = ()  # stem positions of "two players" who do something ("if two players tie")
    counts_what_exists: bool = False  # "¿cuántas X hay?", "how many X are there": the components, not a deal
    there_is: bool = False  # it speaks of what there is ("is there a limit", "¿hay un máximo?")
    counts_deck: bool = False  # "how many X are in the deck", "¿cuántas cartas tiene el mazo?": what a deck holds
    asking: list[bool] = field(default_factory=list)  # each stem is part of how the question asks ("en qué MOMENTO")
    corrected: list[bool] = field(default_factory=list)  # each stem is a typo correction, a guess ("treboles" -> "rebotes")
    # stem position -> the other side of a choice the question offers ("on TOP or at the BOTTOM")
    alternatives: dict[int, int] = field(default_factory=dict)
    # each stem is in the other choice a must-or-may question offers ("..., OR CAN I KEEP ONE BACK?": rules/other_choice.py)
    offered: list[bool] = field(default_factory=list)
    offer_answered: set[int] = field(default_factory=set)  # ... and the entries of the act asked before it (`_evidence`)
    # ... and each stem is in the act asked before it, after the phrase of duty ("do I have to TAKE IT, or ...")
    asked_act: list[bool] = field(default_factory=list)
    # token -> its idf (None: no entry holds it), looked up once for every game searched
    idf_seen: dict[str, float | None] = field(default_factory=dict)
    evidence_seen: dict[int, tuple] = field(default_factory=dict)  # entry -> `_evidence`, once per question
    other_readings: dict[str, list] = field(default_factory=dict)  # game -> `_other_readings`, once per question
    # each stem's sentence: its number among the question sentences, or CONTEXT for a statement beside them
    # ("We just set up LOOP. Who starts?"); empty when the text asks in no sentence of its own
    clause: list[int] = field(default_factory=list)
    # ... and whether it is in the statement told last before the first question sentence, of two or more
    # (rules/story_sentences.py: what a check such as "were we right?" asks of)
    last_told: list[bool] = field(default_factory=list)
    discourse: list[bool] = field(default_factory=list)  # each stem is inside a formula of asking ("my FRIEND says")
    done_told: list[bool] = field(default_factory=list)  # a step told done in the past ("COMPRÉ una carta": rules/next_asked.py)
    next_ask: list[bool] = field(default_factory=list)  # ... of asking what comes next ("NOW WHAT?": rules/next_asked.py)
    scene: list[bool] = field(default_factory=list)  # each stem is in a clause that sets the scene ("... IF I HAVE TIME LEFT")
    moment: list[bool] = field(default_factory=list)  # ... one that tells the moment ("... WHILE THE BUS GOES AROUND")
    # each stem is told before the asked part of its sentence ("I HAVE 8 WILLPOWER, can I ...?", "AL TERMINAR, ¿qué...?")
    lead: list[bool] = field(default_factory=list)
    # the asked part points back to the telling ("..., can I put a meeple on IT?": rules/told_topics.py)
    points_back: bool = False
    # each stem is a formula that checks what the table did ("... DID WE DO IT RIGHT?", "..., ¿SE VALE?")
    checked: list[bool] = field(default_factory=list)
    # each stem is in a passage of the rulebook the question quotes or retells ("it says 'ONLY ONCE'": rules/quotes.py)
    quoted: list[bool] = field(default_factory=list)
    marked: list[bool] = field(default_factory=list)  # ... and inside quotation marks (rules/quoted_weights.py)
    negative_ask: frozenset[int] = frozenset()  # stem positions of a negation that is the question's form ("CAN'T I")
    negative_form: frozenset[int] = frozenset()  # ... found in the word-for-word search too (`_gap_holds_more`)
    passage_held: set[int] = field(default_factory=set)  # the entries that hold that passage (`_evidence`)
    beyond: bool = False  # ... and the ask after it asks what else there is ("what else", rules/quoted_beyond.py)
    trouble: list[bool] = field(default_factory=list)  # each stem tells of trouble at the table (a player leaving...)
    # the stem positions of a negation right after a word of purpose ("para NO pagar su coste"): a thing avoided
    avoided: frozenset[int] = frozenset()
    purposed: frozenset[int] = frozenset()  # the stem positions right after a word of purpose ("para QUITAR": rules/own_terms_out.py)
    spared: list[bool] = field(default_factory=list)  # each stem is in such a clause (`_spared`)
    people: list[bool] = field(default_factory=list)  # each stem names a person at the table ("my WIFE": rules/people.py)
    names: list[bool] = field(default_factory=list)  # ... or a player by name ("MAX says": rules/player_names.py)
    picked: list[bool] = field(default_factory=list)  # each stem picks a thing named by age ("THE OLDEST": rules/picked_by_age.py)
    told_place: list[bool] = field(default_factory=list)  # ... is where the table put a thing, then asks where it goes (rules/told_places.py)
    idle: list[bool] = field(default_factory=list)  # each stem stands in a set phrase ("MÁS TARDE": rules/idle_phrases.py)
    seen: list[bool] = field(default_factory=list)  # each stem sees, shows or tells among players ("SHOW THE OTHERS": rules/seen_by_others.py)
    viewed: list[bool] = field(default_factory=list)  # ... or asks whether the others see ("can the OTHERS SEE": seen_by_others.py)
    stated_view: list[bool] = field(default_factory=list)  # ... or sees a thing whose visibility it states ("FACE DOWN ... SEE": view_stated.py)
    by_chance: list[bool] = field(default_factory=list)  # each stem says chance or choosing, asked of both ("AT RANDOM? can I PICK": rules/drawn_by_chance.py)
    aimed: list[bool] = field(default_factory=list)  # each stem plays a thing on another player ("PLAYED on someone ELSE": rules/aimed_at_others.py)
    # ... or may, by a word that is a game's thing too ("my PARTNER": Adulthood's cards; rules/people.py)
    kin: list[bool] = field(default_factory=list)
    describes: list[bool] = field(default_factory=list)  # each stem comes right before the next ("a FRESH board")
    in_force: list[bool] = field(default_factory=list)  # each stem tells the one before it is in force ("Landfill Tax ACTIVO")
    before_next: list[bool] = field(default_factory=list)  # the same, whatever is asked
    # each stem is in a phrase of timing or of a place at the table ("ANY TIME", "EVERY TIME", "IN FRONT OF ME")
    timing: list[bool] = field(default_factory=list)
    amounts: list[bool] = field(default_factory=list)  # each stem is in a phrase of an amount ("A LITTLE more")
    opening_kind: str | None = None  # "when", "what do I get" asked opening a clause (rules/asked_in_title.py)
    parts: frozenset[str] = frozenset()  # parts of the rulebook it speaks of ("at the end": rules/rulebook_parts.py)
    compares: bool = False  # it sets two things side by side ("the difference between X and Y")
    # ... and the stems that name each of the two things it compares (rules/comparison.py)
    sides: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    likening: frozenset[str] = frozenset()  # ... and the verb of the likeness ("¿RINDE lo mismo que...?")
    purpose: bool = False  # it asks what a thing is for ("what's the point of X", "¿para qué sirve X?": rules/purpose.py)
    doubt: list[bool] = field(default_factory=list)  # ... each stem is in the doubt after X ("... IF I CAN ONLY USE ONE")
    sequence: bool = False  # it asks about the order of play ("what comes next?": rules/sequence.py)
    outline: bool = False  # it asks for the big picture ("in a nutshell", "a grandes rasgos": rules/outline_asked.py)
    overall: bool = False  # it asks what one thing is, is for or how it works (rules/introduced_asked.py)
    # the stems that open a new clause ("on turn 1, which..."): no pair of stems runs across one (normalize.clause_starts)
    breaks: frozenset[int] = frozenset()
    # the stems that open a part after a joining word ("... CREDIT CARD AND 7 MATERIAL", rules/joined_parts.py)
    joins: frozenset[int] = frozenset()
    things: list[int] = field(default_factory=list)  # the stems of acts told as things ("a PLACE": rules/acts_as_things.py)
    past: str | None = None  # the ordinal one past a count told ("4 ... ANOTHER": "5th", rules/one_past.py)
    # the folded words of a moment a "when" question offers ("... AL FINAL DE CADA RONDA?": rules/guessed_moments.py)
    guessed: frozenset[str] = frozenset()
    # ... and the folded words of each of two moments an either/or offers ("RIGHT AWAY or AT THE END OF THE TURN?")
    either: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset())
    compared_games: frozenset[str] = frozenset()  # games named only to compare with (rules/compared_games.py)
    comparing: list[bool] = field(default_factory=list)  # ... and each stem is in such a comparison
    compared_phrase: list[bool] = field(default_factory=list)  # ... as a word of a phrase of its glossary ("BUY AREA")
    thing_compared: list[bool] = field(default_factory=list)  # each stem is in a comparison with a thing ("like A JOKER")
    # the folded words of the comparison's names no game knows ("como en el MARIO KART": rules/compared_things.py)
    named_apart: frozenset[str] = frozenset()
    # ... its words some game uses too, in a likening to a thing from outside (rules/outside_frames.py), and whether
    # the comparison names that thing ("like the COIN CAP in coup", "como elegir PERSONAJE en el MARIO KART")
    framed_outside: list[bool] = field(default_factory=list)
    framed_named: list[bool] = field(default_factory=list)
    # the folded words a negation denies as a state ("if I'm NOT GROWN Up": a condition told, rules/denied_states.py)
    states_denied: frozenset[str] = frozenset()


def _prepare(query: str, lang: str, index: Index) -> tuple[_Query, set[str]]:
    lang_index = index.langs[lang]
    typed, guessed = [], []  # the words as read, and whether each is a correction of what was typed
    sentences = _sentences_of_words(query, lang)
    scenes = _scene_of_words(query, lang)
    moments = _scene_of_words(query, lang, "scene_moment") if scenes else ()  # ("... WHILE THE BUS GOES AROUND")
    planned = plan_scenes.plan_marks(query, lang)  # ("THINKING OF dumping 4 tokens..., how much VEP?": the plan's scene)
    if planned:
        scenes = tuple(a or b for a, b in zip(scenes or [False] * len(planned), planned))
    leads = _lead_of_words(query, lang)
    checks = _checked_of_words(query, lang)
    labels = _labels_of_words(query, lang) | glosses.glossed_words(query, lang)  # ("LANDFILL, EL MONTÓN DE BASURA")
    word_clause: list[int] = []
    lasts = story_sentences.last_told(query) if sentences and CONTEXT in sentences else ()
    if len(lasts) != len(sentences):
        lasts = ()
    word_last: list[bool] = []
    word_scene: list[bool] = []
    word_moment: list[bool] = []
    word_lead: list[bool] = []
    word_checked: list[bool] = []
    word_label: list[bool] = []  # a label heading the question ("setup Q:")
    # "IT SAYS", "DICE QUE": the frame of a passage of the rulebook, and the passage quoted or retold (rules/quotes.py)
    passage_frame, passage = quotes.frame_and_passage(query, lang)
    marked_words = quoted_weights.marked_positions(query, lang, detect_language)  # (the words inside quotation marks: rules/quoted_weights.py)
    word_marked: list[bool] = []
    word_passage_frame: list[bool] = []
    word_passage: list[bool] = []
    purposed = purpose.purpose_positions(query, lang)  # "what's THE POINT OF", "¿PARA QUÉ SIRVE?" (rules/purpose.py)
    negative = negative_asks.negative_ask_words(query, lang)  # "CAN'T I ...?", "¿NO se puede?" (rules/negative_asks.py)
    word_negative: list[bool] = []
    word_purpose: list[bool] = []
    question_words = _question_words(query)
    # "b4 ur turn", "xq", "cdo": the words meant
    real = _real_words(lang, index)
    shorthand = read_shorthand(question_words, lang, real, real.glossary)
    clause_words = clause_starts(query)
    clause_typed: set[int] = set()  # the words as read that open a clause
    formula_words = _formula_positions(question_words, lang)  # ("last NIGHT": no typo of "right")
    # "MAX says", "el RODRI eligió": the players' names, read as they stand (rules/player_names.py)
    names = _player_names(query, lang, index)
    word_named: list[bool] = []
    for number, word in enumerate(question_words):
        if number in clause_words:
            clause_typed.add(len(typed))
        if shorthand and shorthand[number] != (word,):
            parts = list(shorthand[number])  # (a reading, not a guess)
            guessed.extend([False] * len(parts))
        elif number in formula_words or (names and names[number]):  # (a name is no typo: "Juan" is not "jugar")
            parts = [word]
            guessed.append(False)
        elif (plain := plain_terms.rules_word(word, lang, real)) is not None:
            parts = plain.split()  # "my SLIDER", "mis PAPÁS": the counter, los padres (rules/plain_terms.py)
            guessed.extend([False] * len(parts))
        elif word not in _everyday_words() and word not in stopwords(lang) \
                and (plain := diminutives.plain_word(word, lang, real)) is not None:
            parts = [plain]  # "el CORAZONCITO": el corazón (a reading, not a guess; rules/diminutives.py)
            guessed.append(False)
        else:
            parts = _correct(word, lang).split()
            guessed.extend([parts != [word]] * len(parts))
        typed.extend(parts)
        if sentences:
            word_clause.extend([sentences[number]] * len(parts))
            word_last.extend([bool(lasts) and lasts[number]] * len(parts))
        word_scene.extend([bool(scenes) and scenes[number]] * len(parts))
        word_moment.extend([bool(moments) and moments[number]] * len(parts))
        word_lead.extend([bool(leads) and leads[number]] * len(parts))
        word_checked.extend([bool(checks) and checks[number]] * len(parts))
        word_label.extend([number in labels] * len(parts))
        word_passage_frame.extend([number in passage_frame] * len(parts))
        word_passage.extend([number in passage] * len(parts))
        word_marked.extend([number in marked_words] * len(parts))
        word_purpose.extend([number in purposed] * len(parts))
        word_negative.extend([number in negative] * len(parts))
        word_named.extend([bool(names) and names[number]] * len(parts))
    folded = read_by_neighbours(typed, lang, asked=True)  # one word for one word: `typed` keeps what the question wrote
    # "my PARTNER SAYS", "DICE mi pareja que", "I FORGET": the frame of reported speech or of remembering, read
    # before the card words ("dice" says, not dice) and never a topic (rules/framing.py)
    named_players = frozenset(position for position, name in enumerate(word_named) if name)
    framed = framing.frame_positions(folded, lang, named_players)  # ("NICO SAYS", "el FRAN DICE QUE")
    framed |= {position for position, framing_word in enumerate(word_passage_frame) if framing_word}
    if purposed:  # (and the frame of asking what a thing is for, in a sentence that asks: not a statement beside it)
        framed |= {position for position, framing_word in enumerate(word_purpose)
                   if framing_word and not (word_clause and word_clause[position] == CONTEXT)}
    framed |= rulebook_positions(folded, lang)  # "in THE BOOK example": the rulebook itself (rules/rulebook_named.py)
    framed |= guessed_reasons.tag_positions(folded, lang)  # "..., that's THE IDEA?", "¿ES POR ESO?" (rules/guessed_reasons.py)
    ordered = sequence.asked_positions(folded, lang)  # "what comes NEXT", "¿qué va PRIMERO?" (rules/sequence.py)
    framed |= ordered
    outlined = outline_asked.outline_positions(folded, lang)  # "IN A NUTSHELL", "A GRANDES RASGOS" (rules/outline_asked.py)
    framed |= outlined
    likened = comparison.phrase_positions_of(folded, lang)  # "is X THE SAME AS Y", "¿ES LO MISMO X que Y?"
    framed |= likened
    framed |= comparison.between_positions(folded, lang)  # "the difference BETWEEN X and Y": how it compares
    compared_frame = compared_frames.frame_positions(folded, lang)  # "X COMPARED TO Y", "COMPARADA CON" (rules/compared_frames.py)
    framed |= compared_frame
    if compared_frame or likened or not COMPARISON_WORDS[lang].isdisjoint(folded):
        framed |= compared_frames.each_positions(folded, lang)  # "... IN EACH CASE?", "¿qué pide CADA UNO?"
    spans: list[tuple[str, int, int]] = []
    named, positions = _mentions(folded, index, spans)
    # "el mazo de ACTIVITY", "la acción Date", "Resources y Traits": the English card's word, read as the Spanish
    # term (of the game the question names, if it names one: "COIN" is LOOP's Moneda, Adulthood's dinero)
    # ... or of the one game whose printed-in-capitals word the question types so ("¿las cartas CAREER para qué
    # sirven?": LOOP's Profesión, which no term of every game gives, three games naming a career three ways; read
    # as Spanish, "career" was "car" of "cara", and LOOP's coin-flip and black-side tokens came first)
    # (only the words typed in capitals no term of every game gives, and not a sibling its English name tells apart: "el WORK")
    box_words = index.box_words.get(lang, {}).get(next(iter(named)) if len(named) == 1 else EVERY_GAME, {})
    capitals = capitals_game(query, index.printed_in_capitals) if box_words and not named else None
    if capitals:  # (only a word typed in capitals itself: not the "Discard Pile" beside "el LANDFILL")
        told_apart = index.told_apart.get(lang, {}).get(capitals, ())
        game_words = index.box_words[lang].get(capitals, {})
        box_words = box_words | {word: game_words[word] for word in _in_capitals(query)
                                 if word in game_words and word not in box_words and key(word, lang) not in told_apart
                                 and key(word, lang) in index.langs[lang].stems}  # (read as Spanish, another word)
    # ... or of the one game whose cards print a word as the question types it in title case ("la carta de
    # Career": Adulthood's carrera, not "car" of "cara"; rules/typed_capitals.py `titled_card_words`)
    titled_cards = titled_card_words(query, index.printed_in_capitals, index.titled_sources.get(lang, {}),
                                     index.langs[lang].vocabulary) if box_words and not named and not capitals else {}
    if titled_cards:
        box_words = box_words | {word: index.box_words[lang][game][word] for word, game in titled_cards.items()
                                 if word in index.box_words[lang].get(game, {})}
    if box_words:  # (none in English: every word stays as it is)
        capitalised = _capitalised(query)
        printed = _in_capitals(query) | frozenset(titled_cards)
        # (not a word of a glossary term of several words the question writes whole, "mi LIFE GOAL", "el MIMIC
        # TRAIT": the term reads as written, where its one word boxed alone would be another game's "GOAL")
        written = _in_written_terms(folded, lang, index, printed)
        folded = [word if n in framed or n in written else _boxed(word, box_words, capitalised, index, lang, printed)
                  for n, word in enumerate(folded)]
        # ... but read as the term of `lang` when its glossary gives one ("Welcoming Gift": rules/written_names.py)
        folded = written_names.read_in(folded, {n for n in written - framed if folded[n] not in printed}, lang)
    stop = _foreign_stopwords(lang, index)
    stems: list[str] = []
    surface: list[str] = []
    nominal: list[bool] = []
    verbal: list[bool] = []
    transfer: list[bool] = []
    compared: list[bool] = []
    after_simile = _after_similes(folded, lang, stop)
    # ... and each word that names another game, what the question compares with too ("like income in MONOPOLY":
    # `other_games`; on blind31, two false abstentions less, nothing else moved)
    games = other_games(lang)
    after_simile.update(position for position, word in enumerate(folded) if word in games)
    mention_stems: list[str] = []
    unknown = 0
    asking = asking_positions(folded, lang)  # "en qué MOMENTO": the form of the question
    asked_with: list[bool] = []
    corrected: list[bool] = []
    places: list[int] = []  # the position in `folded` of each stem
    clause: list[int] = []
    last_told: list[bool] = []
    discourse: list[bool] = []
    scene: list[bool] = []
    moment: list[bool] = []
    lead: list[bool] = []
    checked: list[bool] = []
    quoted: list[bool] = []
    marked: list[bool] = []
    formulas = _discourse_positions(folded, lang) | idiom_positions(folded, lang)  # (an idiom too: rules/idioms.py)
    formulas |= advice.planned_frame_positions(query, folded, lang)  # ("is it BETTER...? what does it cost": a plan)
    formulas |= slips_told.slip_positions(folded, lang)  # ("WE FORGOT to slide the tiles. How...?": rules/slips_told.py)
    works_asked = _how_it_works(folded, lang, stop)  # "how does X WORK"
    form = works_asked | changes_asked(folded, lang, stop)  # (rules/changes_asked.py)
    form |= embedded_works(folded, lang, stop)  # ("is that how it WORKS?": rules/embedded_works.py)
    # each word's key, worked out once: the player counts and the players who do something read them too
    keys = [key(word, lang) for word in folded]
    opens = frozenset(clause_typed)
    shaped = plain_terms.shape_positions(folded, lang)  # "the little ROUND tokens": a shape (rules/plain_terms.py)
    for position, word in enumerate(folded):
        if word in stop or position in form or position in framed or position in shaped:  # (the frame: who said it)
            continue
        stemmed = keys[position]
        if position in positions:
            mention_stems.append(stemmed)
            if not position or folded[position - 1] not in POSSESSIVES.get(lang, ()):
                continue  # ("in my CV" names the game and the player's CV both)
        stems.append(stemmed)
        surface.append(typed[position])
        nominal.append(marks_noun(folded, position, lang, opens))  # ("a die that CAME up": no noun)
        verbal.append(bool(position) and folded[position - 1] in verb_markers(lang))
        transfer.append(hands_over(folded, position, lang))
        compared.append(position in after_simile)
        asked_with.append(position in asking)
        corrected.append(guessed[position])
        places.append(position)
        if word_clause:
            clause.append(word_clause[position])
            last_told.append(word_last[position])
        # (a check after the fact and a label are everyday wording too)
        discourse.append(position in formulas or word_checked[position] or word_label[position])
        scene.append(word_scene[position])
        moment.append(word_moment[position])
        lead.append(word_lead[position])
        checked.append(word_checked[position])
        quoted.append(word_passage[position])
        marked.append(word_marked[position])
        if stemmed not in lang_index.stems and word not in index.known_words:
            unknown += 1  # (a word of the other language or a glossary word is not unknown)
    # "vale, ¿cuántos...?": OK, not "¿vale usar...?" (is it allowed): the filler is set off by a comma
    opener = bool(folded) and folded[0] in OPENERS and query.split(None, 1)[0].endswith(",")
    # (not a formula that checks what the table did: "..., IS THAT ALLOWED?", "WHATS THE RULE?" ask whether the story
    # was played right, neither leave for something ahead nor what a thing is)
    asked = tuple(dict.fromkeys(intents([word for n, word in enumerate(folded) if n >= opener and not word_checked[n]],
                                        lang)))
    if "?when" in asked and moment_of_scene(query, lang):  # "WHEN I go there, what do I get?": no moment asked
        asked = tuple(intent for intent in asked if intent != "?when")
    if "?def" in asked:  # "what triggers X": the verb is the form of the question, X is what it is about
        kept = [i for i, word in enumerate(surface) if word not in DEFINITION_VERBS]
        if kept:
            stems, surface = [stems[i] for i in kept], [surface[i] for i in kept]
            nominal, transfer = [nominal[i] for i in kept], [transfer[i] for i in kept]
            verbal = [verbal[i] for i in kept]
            compared, asked_with = [compared[i] for i in kept], [asked_with[i] for i in kept]
            corrected, places = [corrected[i] for i in kept], [places[i] for i in kept]
            clause = [clause[i] for i in kept] if clause else clause
            discourse = [discourse[i] for i in kept]
            scene = [scene[i] for i in kept]
            moment = [moment[i] for i in kept]
            lead = [lead[i] for i in kept]
            checked = [checked[i] for i in kept]
            quoted = [quoted[i] for i in kept]
            marked = [marked[i] for i in kept]
    # "like the Nurse in LOOP", "In LOOP you start with 2 COIN. What ...?": a game named to compare with, not the
    # game asked about (rules/compared_games.py)
    lone: set[str] = set()
    after: set[str] = set()
    itself: set[str] = set()
    compared_with = compared_games.comparisons(folded, spans, word_clause, frozenset(clause_typed), lang, lone, after,
                                               itself) if named else {}
    comparing: list[bool] = []
    compared_phrase: list[bool] = []
    if compared_with:
        compared_with = _compared_asked_elsewhere(compared_with, named, stems, surface, places, folded, word_clause, lang,
                                                  lone, after, typed_in_capitals(query) if lone else frozenset(),
                                                  frozenset(clause_typed), itself)
        if compared_with:
            named = named - compared_with.keys()
            told = set().union(*compared_with.values())
            told |= _compared_terms_outside(set(compared_with), stems, places, told, lang, index)
            told |= _named_right_after(compared_with, stems, places, lang)  # ("like LOOP's BUY AREA")
            comparing = [place in told for place in places]
            # (not in a question of whether there is such a thing too, "do Memory Tokens of one colour give a set
            # BONUS, like the Life icon sets in Adulthood?": the compared thing is what is asked; TUNE34, without this
            # gate: abstention -1)
            if not compared_games.asks_whether_too(folded, set(range(len(folded))) - told, lang):
                compared_phrase = _in_compared_phrase(compared_with, stems, comparing, lang, index)
    compared_at = compared_things.thing_positions(query, folded, opens, lang)  # "like A JOKER" (compared_things.py)
    typed_question = query  # (the names of a comparison are read in it, below)
    if not named:  # "in basic mode", "modo competitivo": a mode only one game has names that game
        named = _mode_named_game(stems, lang, index)
    # (and a number of people at the table, "somos dos", "we're 3": normalize.people_counts)
    counts = frozenset(_player_counts(folded, lang, keys)) | frozenset(people_counts(typed, lang))
    # ... or one that opens the question, "3 players: ...", "A cuatro, ¿...?" (rules/opening_counts.py)
    counts |= frozenset(opening_counts(folded, keys, opens, lang))
    kind_opening = opening_kind(query, lang)
    parts = asked_parts(query, lang)
    past = one_past.ordinal_past(query, lang)
    # the moment a "when" question offers ("... ¿AL FINAL DE CADA RONDA?"): a guess (rules/guessed_moments.py)
    moment_guessed = guessed_words(words(query), lang) if "?when" in asked else frozenset()
    moments_offered = either_moments(words(query), lang)  # ... or two, as an either/or ("right away OR at the end?")
    pointed = any(lead) or CONTEXT in clause  # (a telling before the ask: does the ask point back to it?)
    pointed = pointed and told_topics.points_back(query, lang)
    # "is the bot LIKE A DUMMY PLAYER IN BRIDGE?": a thing from outside these games the player likens it to, which
    # weighs as a scene in the ranking (rules/likened_things.py)
    likened_outside = likened_things.likened_words(query, folded, places, opens, lang, lambda n: folded[n] in games or (
        keys[n] not in lang_index.stems and folded[n] not in index.known_words), positions)
    query = _Query(
        lang, stems, surface, mention_stems, unknown, " ".join(stems), asked, counts, frozenset(named),
        nominal=nominal, transfer=transfer, compared=compared, asking=asked_with, corrected=corrected,
        verbal=verbal,
    )
    query.clause = clause
    query.last_told = last_told if any(last_told) else []
    query.avoided = _avoided(stems, places, folded, lang)
    query.purposed = after_purpose(places, folded, lang)
    query.negative_form = frozenset(n for n, place in enumerate(places) if negative and word_negative[place])
    query.negative_ask = query.negative_form if negative_asks.weighed() else frozenset()
    query.breaks = breaks_between(places, frozenset(clause_typed))
    query.joins = breaks_between(places, frozenset(n for n, word in enumerate(folded) if word in _JOINERS.get(lang, ())))
    query.discourse = discourse
    nexts = next_asked.next_and_done_positions(folded, lang)  # "drew my FAVOUR, NOW WHAT?" (rules/next_asked.py)
    query.next_ask = [place in nexts for place in places] if nexts else []
    dones = next_asked.done_told_positions(folded, lang)  # "COMPRÉ una carta de trabajo, ¿va arriba?"
    query.done_told = [place in dones for place in places] if dones else []
    query.spared = _spared(len(stems), query.avoided, query.breaks)
    query.scene = [told or spared for told, spared in zip(scene, query.spared)] if query.avoided else scene
    query.moment = moment
    query.guessed = moment_guessed
    query.either = moments_offered
    query.lead = lead
    query.points_back = pointed
    query.checked = checked
    query.quoted = quoted if any(quoted) else []
    query.marked = marked if any(quoted) else []
    if index.thesauri:  # (the everyday concepts are the same in every game's glossary)
        common = next(iter(index.thesauri.values())).concepts_at(stems, lang)
        query.trouble = [bool(own & TROUBLE_CONCEPTS) for own, _ in common]
    query.people = people.at_table(folded, places, lang) if "?def" not in asked else []
    query.names = [word_named[place] for place in places] if named_players else []
    query.picked = picked_by_age.picked(folded, places, lang)
    query.told_place = told_places.place_words(folded, places, lang)
    # (and the letter of the rule asked for, a page named: "AL PIE DE LA LETRA", "page 9", rules/letter_frames.py)
    query.idle = letter_frames.with_frames(idle_phrases.idle_words(folded, places, lang), folded, places, lang)
    query.seen = seen_by_others.seen_words(folded, places, lang)
    query.viewed = seen_by_others.viewed_words(folded, places, lang)
    query.stated_view = view_stated.stated_view_words(folded, places, lang, asked)
    query.by_chance = drawn_by_chance.chance_words(folded, places, lang)
    query.aimed = aimed_at_others.aimed_words(folded, places, lang)
    query.kin = people.at_table(folded, places, lang, kin=True) if "?def" not in asked else []
    query.describes = modifiers.describing(places, lang, shaped) if "?def" not in asked else []
    query.in_force = modifiers.in_force(folded, places, lang)
    query.before_next = modifiers.describing(places, lang, shaped)  # (a definition's too: "what are the LITTLE tokens for?")
    query.states_denied = denied_states(folded, NEGATIONS, lang) if not NEGATIONS.isdisjoint(folded) else frozenset()
    timed = phrase_positions(folded, *_timing(lang))
    amounts = phrase_positions(folded, *_amounts(lang))  # "A LITTLE more": how much, not how it looks
    query.amounts = [place in amounts for place in places] if amounts else []
    query.timing = [place in timed for place in places] if timed else []
    query.some_players = _some_players(query, folded, lang, keys)
    query.there_is = _says_there_are(folded, lang) or _says_in_game(folded, positions, lang)
    query.counts_what_exists = "?num" in asked and query.there_is
    query.counts_deck = "?num" in asked and _says_in_deck(folded, lang)
    query.alternatives = _alternatives(folded, places, lang)
    query.offered = other_choice.offered(folded, places, lang)
    query.asked_act = other_choice.asked_act(folded, places, lang, query.offered)
    query.opening_kind = kind_opening
    query.compares = not COMPARISON_WORDS[lang].isdisjoint(folded) or bool(likened) or bool(compared_frame)
    if query.compares:
        query.sides = comparison.sides(folded, places, stems, COMPARISON_WORDS[lang], likened, lang)
        query.likening = comparison.likening_words(folded, likened, lang)
    query.purpose = bool(purposed) and bool(framed - outlined)
    if query.purpose:  # "what's the point of X IF ...": the player's doubt, not the thing asked (rules/purpose.py)
        query.doubt = purpose.doubt_positions(folded, places, lang)
    query.sequence = bool(ordered)
    query.outline = bool(outlined)
    query.overall = (query.purpose or query.outline or "?def" in asked or bool(works_asked)
                     or introduced_asked.explains(folded, lang)) and not query.compares  # (rules/introduced_asked.py)
    query.parts = parts
    query.things = acts_as_things.positions_of_things(surface, nominal, lang)
    query.past = past
    query.compared_games = frozenset(compared_with)
    query.comparing = comparing
    query.compared_phrase = compared_phrase
    query.thing_compared = [place in compared_at for place in places] if compared_at else []
    if compared_at:
        query.named_apart = compared_things.named_apart(typed_question, lang, frozenset(
            word for word, compared in zip(surface, query.thing_compared) if compared))
    query.likened = likened_outside
    query.framed_outside, query.framed_named = outside_frames.frame_words(
        compared_at, likened_outside, places, folded, surface, query.named_apart, lang)
    return query, named


def _compared_words(q) -> frozenset[str]:
    """The words of the names inside the question's comparisons with a thing that no game knows ("like the
    blue shell in MARIO KART": `named_apart`, rules/compared_things.py), which silences.judge passes over:
    the player's frame, not the thing asked. Not a name some game knows ("like the LIFE EVENT spaces in
    Adulthood", asked of Coming of Age: whether this game has one too is the ask, and its silence stands).
    Empty for most questions."""
    return q.named_apart


def _compared_terms_outside(compared: set[str], stems: list[str], places: list[int],
                            told: set[int], lang: str, index: Index) -> set[int]:
    """The places of the words outside the comparisons that are terms of a
    compared game's glossary and of no other game's ("Like LOOP removing
    MATERIAL sets by player count, how are the childhood cards prepared in
    CV?": the compared thing after the name, or before the word of
    comparison, "Is there a HAPPINESS target like in LOOP?"): what the
    player compares with, as the words of the comparison are."""
    compared = set(compared)
    found: set[int] = set()
    outside = [n for n, place in enumerate(places) if place not in told]
    if not outside:
        return found
    kept = [stems[n] for n in outside]
    owners: dict[int, set[str]] = {}
    for game, thesaurus in index.thesauri.items():
        for n, (own, _) in zip(outside, thesaurus.concepts_at(kept, lang)):
            if any(concept.startswith(f"~{game}:") for concept in own):
                owners.setdefault(n, set()).add(game)
    for n, games in owners.items():
        if games <= compared:
            found.add(places[n])
    return found


def _compared_asked_elsewhere(compared_with: dict[str, set[int]], named: set[str], stems: list[str],
                              surface: list[str], places: list[int], folded: list[str], word_clause: list[int],
                              lang: str, lone: set[str] = frozenset(), after: set[str] = frozenset(),
                              shouted: frozenset[str] = frozenset(), opens: frozenset[int] = frozenset(),
                              itself: set[str] = frozenset()) -> dict[str, set[int]]:
    """Of the games named only in a comparison, those the question does not
    ask about (rules/compared_games.py): it names another game, says "here",
    or its words outside the comparisons point to other games only. A game
    named only in a statement (`lone`: "The dice in Coming of Age are gone
    once used. Do my time meeples...?") is compared with only when the
    question asks in a term of another game's glossary ("time
    meeples", "Memory Card": a glossary term of two words or more) and
    none of its own: a word of the rule texts, or the everyday words that
    vote, would take "In LOOP last night, my happiness went ... how many
    should I have drawn?" from the game it tells of."""
    if named - compared_with.keys():
        return compared_with
    if compared_with.keys() <= itself:  # ("LIKE IN CV, do I roll all my dice?": the game itself set beside the question)
        return compared_with
    told = set().union(*compared_with.values())
    if lone:
        asked = [stems[n] for n, place in enumerate(places)
                 if word_clause and word_clause[place] != compared_games.CONTEXT and place not in told]
        termed = {game for game, thesaurus in get_index().thesauri.items()
                  if any(concept.startswith(f"~{game}:") for _, phrased in thesaurus.concepts_at(asked, lang)
                         for concept in phrased)} if asked else set()
        # ... or asks in a word typed in capitals that another game prints so ("In CV only the top card of each stack
        # is active. How many ACTIVITY can I keep at once?"), whatever terms of its own the statement uses: a word
        # typed so quotes that game's card (rules/typed_capitals.py; TUNE34: top-1 +1, top-3 +1)
        printed = get_index().printed_in_capitals
        capitals = {printed[surface[n]] for n, place in enumerate(places)
                    if word_clause and word_clause[place] != compared_games.CONTEXT and place not in told
                    and surface[n] in shouted and surface[n] in printed} - lone
        statement = [stems[n] for n, place in enumerate(places) if place in told]
        # a statement told in its own game's terms ("In Coming of Age I have 4 TRAIT TILES and draw another: must I
        # throw away the oldest?") tells of that game, whatever phrase of another glossary the ask uses ("throw away")
        own = {game for game in lone if any(concept.startswith(f"~{game}:") for _, phrased
                                            in get_index().thesauri[game].concepts_at(statement, lang)
                                            for concept in phrased)} if statement else set()
        if (not termed - lone or termed & lone or own) and not capitals:
            compared_with = {game: positions for game, positions in compared_with.items() if game not in lone}
            if not compared_with:
                return {}
            told = set().union(*compared_with.values())
    if compared_games.says_here(folded, lang, set(range(len(folded))) - told):
        return compared_with
    # ("Does the market refill, like LOOP's BUY AREA?": the compared game's own term right after its name is the
    # thing compared with, not a vote for the compared game; a term further on, "Como el Scavenger de LOOP que
    # rebusca en la BASURA, ¿puedo coger un Recuerdo...?", may still tell of it: TUNE34, any term so, abstention -1)
    told = told | _named_right_after(compared_with, stems, places, lang)
    kept = [n for n, place in enumerate(places) if place not in told]
    implied = _implied_games([stems[n] for n in kept], lang, [surface[n] for n in kept])
    if implied and implied.isdisjoint(compared_with):
        return compared_with
    if not implied and not lone and _thing_named(compared_with, stems, places, lang, opens):  # ("..., like Rob Bot in
        # Coming of Age?": set beside a question in no game's words; TUNE34: top-1 +4, top-3 +3; ungated by the clause
        # opening, top-1 +5, top-3 +4, false abstention -1, but "a card like the Nurse in LOOP" left LOOP)
        return compared_with
    if not implied and after and set(compared_with) <= after:  # ("Who starts? IN LOOP it's whoever spent $100 most
        return compared_with  # recently": set against the question, whatever its words; compared_games._opens_with_name)
    if implied - compared_with.keys() and lone.isdisjoint(compared_with) \
            and not _glossary_votes(compared_with.keys() & implied, stems, surface, kept, lang):
        return compared_with  # ("Only the top card of a STACK works? Like your Career in Adulthood?": CV's term,
        # a word of Adulthood's rule text only; not beside a statement alone, which tells of the game asked as often:
        # "Me and Dani ended coming of age tied on VEP... how does the TIE BREAK go", TUNE32 top-1 -1)
    return {}


def _thing_named(compared_with: dict[str, set[int]], stems: list[str], places: list[int], lang: str,
                 opens: frozenset[int]) -> bool:
    """Whether every comparison opens its clause (`opens`: at most
    `LIKENED_AFTER_OPENING` words after it, "..., like Rob Bot in Coming of
    Age", "Is it like the Life Event spaces on the Adulthood track?") and
    names a thing of its game's glossary: set beside the question, not an
    example of what it asks about ("How does a card like the Nurse in LOOP
    work?" asks about LOOP's Nurse)."""
    thesauri = get_index().thesauri
    for game, positions in compared_with.items():
        if not any(min(positions) - back in opens for back in range(LIKENED_AFTER_OPENING + 1)):
            return False
        inside = [stems[n] for n, place in enumerate(places) if place in positions]
        prefix = f"~{game}:"
        if not inside or not any(concept.startswith(prefix) for own, phrased in thesauri[game].concepts_at(inside, lang)
                                 for concept in own | phrased):
            return False
    return True


def _named_right_after(compared_with: dict[str, set[int]], stems: list[str], places: list[int], lang: str) -> set[int]:
    """The places of the words right after a compared game's name that are a
    term of its glossary, alone or in a phrase ("like LOOP's BUY AREA", "como
    la CREDIT CARD de LOOP" has it before): the thing compared with, named."""
    found: set[int] = set()
    at = {place: n for n, place in enumerate(places)}
    thesauri = get_index().thesauri
    for game, positions in compared_with.items():
        after = max(positions) + 1
        if after not in at:
            continue
        prefix = f"~{game}:"
        concepts = thesauri[game].concepts_at(stems, lang)
        while after in at:
            own, phrased = concepts[at[after]]
            if not any(concept.startswith(prefix) for concept in own | phrased):
                break
            found.add(after)
            after += 1
    return found


def _in_compared_phrase(compared_with: dict[str, set[int]], stems: list[str], comparing: list[bool], lang: str,
                        index: Index) -> list[bool]:
    """For each stem of a comparison, whether it is a word of a phrase of a
    compared game's glossary ("like LOOP's BUY AREA", "como las Fichas de
    Interés de Coming of Age"): the compared thing by its name there."""
    if not any(comparing):
        return [False] * len(stems)
    found = [False] * len(stems)
    for game in compared_with:
        prefix = f"~{game}:"
        for n, (_, phrased) in enumerate(index.thesauri[game].concepts_at(stems, lang)):
            if comparing[n] and any(concept.startswith(prefix) for concept in phrased):
                found[n] = True
    return found


def _glossary_votes(games: set[str], stems: list[str], surface: list[str], kept: list[int], lang: str) -> bool:
    """Whether a word at `kept` points to one of `games` (`_implied_games`)
    as a term of its glossary: a word its rule text uses but its glossary
    does not name ("stack", printed in Adulthood's rules, CV's term) says
    less of a game the question names only to compare with."""
    thesauri = get_index().thesauri
    for n in kept:
        for game in _implied_games([stems[n]], lang, [surface[n]]) & games:
            if thesauri[game].concepts_at([stems[n]], lang)[0][0]:
                return True
    return False


_JOINERS = question_form_words("joiners")  # "and", "while", "y", "mientras": a question joining two situations
# "hay" (not "hay que", must), "are there", "in the box", "the game comes with": what exists in the game
_THERE_ARE = question_form_words("there_are")
_THERE = {lang: (question_form(lang)["there"], frozenset(question_form(lang).get("there_verbs", ())))
          for lang in LANGUAGES if "there" in question_form(lang)}
_THERE_ARE_EXCEPT = {lang: question_form(lang).get("there_are_except", {}) for lang in LANGUAGES}  # "hay que": must
_THERE_ARE_CONDITIONS = question_form_words("there_are_conditions")  # "SI hay empate": a condition


def _says_there_are(folded: list[str], lang: str) -> bool:
    """The question speaks of what there is in the game ("¿cuántas cartas
    de infancia hay?", "how many X are there", "in the box"), so a "how
    many" asks for a component count, not how many are dealt at set-up."""
    words = _THERE_ARE.get(lang, frozenset())
    for position, word in enumerate(folded):
        unless = _THERE_ARE_EXCEPT.get(lang, {}).get(word)
        if word in words and not (unless and folded[position + 1:position + 2] == [unless]) \
                and not (position and folded[position - 1] in _THERE_ARE_CONDITIONS.get(lang, ())):
            return True  # (not "SI hay empate": the case a claim is made in, no component counted)
    there, verbs = _THERE.get(lang, ("", frozenset()))
    return any(word == there and position and folded[position - 1] in verbs for position, word in enumerate(folded))


_IN_GAME = {lang: [tuple(phrase.split()) for phrase in question_form(lang).get("in_game", ())] for lang in LANGUAGES}
_DECK_WORDS = question_form_words("deck_words")
DECK_REACH = 5  # words from a phrase of `in_game` to the deck it is in ("are in THE CV MIDDLE AGE deck")


@lru_cache(maxsize=4096)
def _counts_all(text: str, lang: str) -> bool:
    """Whether a rule's text counts all there are of a thing (a phrase of
    the lexicon's `total_told`: "There are 54 COIN in total", "Hay 54
    Monedas en total"): like the Components list, it says what the box
    holds."""
    return holds(words(text), question_form_phrases(lang, "total_told"))


def _says_in_deck(folded: list[str], lang: str) -> bool:
    """The question asks what a deck holds: a phrase of `question_form.in_game`
    ("are in", "tiene") with a word of `deck_words` within DECK_REACH words
    after it ("how many community cards ARE IN the adulthood DECK",
    "¿cuántas cartas TIENE el MAZO de Adulthood?"). With a "how many" it is
    a count of the box, as "are there" is (a deck is made of the game's
    cards), but read only by the silence of counts (rules/counts.py): the
    ranking keeps to the question's words ("go in the deck" at set-up is
    no phrase of it)."""
    decks = _DECK_WORDS.get(lang, frozenset())
    if not decks or decks.isdisjoint(folded):
        return False
    for phrase in _IN_GAME.get(lang, ()):
        for start in range(len(folded) - len(phrase)):
            if tuple(folded[start:start + len(phrase)]) == phrase \
                    and not decks.isdisjoint(folded[start + len(phrase):start + len(phrase) + DECK_REACH]):
                return True
    return False


def _says_in_game(folded: list[str], game_at: set[int], lang: str) -> bool:
    """The question ends on what a game holds: a phrase of `question_form.in_game`
    ("are in", "tiene") right before the words of a game's name (`game_at`),
    the name closing the question ("how many cards with two colours ARE IN
    CV", "¿cuántas cartas TIENE ADULTHOOD?"): a "how many" then asks what
    exists in the game, as "are there" does, not how many are dealt."""
    if not game_at or max(game_at) != len(folded) - 1:
        return False
    start = min(position for position in game_at if all(n in game_at for n in range(position, len(folded))))
    return any(tuple(folded[start - len(phrase):start]) == phrase for phrase in _IN_GAME.get(lang, ()) if phrase)


# "how does X work": per language, "how", its verbs, "work" and the doers ("how do I work": the Work action)
_HOW_IT_WORKS = {lang: question_form(lang)["how_it_works"] for lang in LANGUAGES
                 if "how_it_works" in question_form(lang)}


def _how_it_works(folded: list[str], lang: str, stop: frozenset[str]) -> set[int]:
    """The position of "work" in "how does X work (when ...)": the form of the
    question, as "cómo funciona" is, not LOOP's Work action or CV's work cards
    ("how does the hobby goal WORK"). Only where a thing comes between ("how
    does IT work", not "how do I work") and the clause ends after it."""
    form = _HOW_IT_WORKS.get(lang)
    if not form:
        return set()
    how, verbs, works, doers = form["how"], form["do"], form["works"], form["doers"]
    found = set()
    for start in range(len(folded) - 3):
        if folded[start] != how or folded[start + 1] not in verbs or folded[start + 2] in doers:
            continue
        for position in range(start + 3, len(folded)):
            if folded[position] in works:
                if position + 1 == len(folded) or folded[position + 1] in stop:
                    found.add(position)
                break
    return found


def _alternatives(folded: list[str], places: list[int], lang: str) -> dict[int, int]:
    """The two sides of each choice the question offers ("on TOP or at the
    BOTTOM?", "¿todos A LA VEZ o CADA uno?"): the content word before "or" /
    "o" and the first one after it, each mapped to the other (stem positions).
    An entry that speaks of one side answers which one it is."""
    found: dict[int, int] = {}
    for position, word in enumerate(folded):
        if word not in ALTERNATIVE_WORDS.get(lang, ()):
            continue
        before = [n for n, place in enumerate(places) if place < position]
        after = [n for n, place in enumerate(places) if place > position]
        # the other side said as the same phrase with one word changed ("face UP or face DOWN", "boca ARRIBA o boca
        # ABAJO"): the word repeated from just before "or" is no side, the changed word after it is
        # (not a count said again, "3 free or 3 total": two readings, not two sides of one state)
        if len(after) > 1 and len(before) > 1 and folded[places[after[0]]] == folded[places[before[-2]]] \
                and folded[places[after[0]]] != folded[places[before[-1]]] and not folded[places[after[0]]].isdigit():
            found[after[0]] = before[-1]
            after = after[1:]
        if before and after:
            found[before[-1]], found[after[0]] = after[0], before[-1]
            # ("do memory tokens COUNT toward the 9, OR ONLY willpower?": what is counted against the other side)
            subject, other = counted_states.counted_subject(folded, places, position, before, after, lang)
            for side in subject:
                found[side] = other
            if subject:
                found[other] = subject[-1]
    return found




def _after_similes(folded: list[str], lang: str, stop: frozenset[str]) -> set[int]:
    """The positions of the first content word after each phrase that starts
    a comparison ("como si fuera PLATA", "as if it were MONEY")."""
    found = set()
    by_first = _simile_starts(lang)
    for start, word in enumerate(folded):
        for phrase in by_first.get(word, ()):  # (only where a phrase's first word stands)
            size = len(phrase)
            if tuple(folded[start : start + size]) == phrase:
                after = next((n for n in range(start + size, len(folded)) if folded[n] not in stop), None)
                if after is not None:
                    found.add(after)
    return found


@lru_cache(maxsize=4)
def _simile_starts(lang: str) -> dict[str, tuple[tuple[str, ...], ...]]:
    """The phrases of `similes(lang)` by their first word."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for phrase in similes(lang):
        if phrase:
            found.setdefault(phrase[0], []).append(phrase)
    return {word: tuple(phrases) for word, phrases in found.items()}


_CAPITALISED = re.compile(r"(?<![.!?¿¡:;\s])(\s+)([A-Z][A-Za-z]*)")


@lru_cache(maxsize=64)
def _capitalised(text: str) -> frozenset[str]:
    """The folded words written with a capital inside a sentence ("la acción
    Date", "Resources y Traits"): the name of a component, not a word of the
    sentence, even where the word is also one of the question's language."""
    return frozenset(fold(match.group(2)) for match in _CAPITALISED.finditer(text))


_ALL_CAPITALS = re.compile(r"\b[A-Z]{2,}\b")


@lru_cache(maxsize=64)
def _in_capitals(text: str) -> frozenset[str]:
    """The folded words written all in capitals ("mi CAREER", "el FAVOUR"): a card's word as the cards print
    it (LOOP's), not a word of the sentence."""
    return frozenset(fold(word) for word in _ALL_CAPITALS.findall(text))


def _in_written_terms(folded: list[str], lang: str, index: Index, printed: frozenset[str] = frozenset()) -> set[int]:
    """The positions of the words of another language's glossary term of
    several words that the question writes whole ("¿cuándo se revela mi LIFE
    GOAL?"): each game's glossary phrases matched on the stems of the
    question's content words, where each word of the match is foreign to the
    rule text of `lang` (not "completaba un GOAL", whose "complet" a phrase of
    English stemmed as Spanish would take for "complete") or typed all in
    capitals as the cards print it (`printed`: "la WORK AREA", whose "area"
    the Spanish rule text also writes)."""
    lang_index = index.langs[lang]
    places = [position for position, word in enumerate(folded) if word not in stopwords(lang)]
    stems = [key(folded[position], lang) for position in places]
    foreign = [not stemmed.isdigit() and (folded[position] in printed or (
        folded[position] not in lang_index.vocabulary and stemmed not in lang_index.stems))
               for position, stemmed in zip(places, stems)]
    inside: set[int] = set()
    if not any(map(and_, foreign, foreign[1:])):
        return inside  # (no two foreign words in a row, as in most questions: no phrase of two or more can be all foreign)
    for thesaurus in index.thesauri.values():
        for start, end, _ in thesaurus.matches(stems, lang):
            if end - start > 1 and all(foreign[start:end]):
                inside.update(places[start:end])
    return inside


def _boxed(word: str, box_words: dict[str, str], capitalised: frozenset[str], index: Index, lang: str,
           printed: frozenset[str] = frozenset()) -> str:
    """The term of `lang` for a word that is an English glossary term or its
    plural ("Traits" -> "rasgo"), else the word. A word the rule text of `lang`
    also uses stays as it is, unless the question capitalises it as a name
    and the rules of `lang` of the game whose term it is never use it ("la
    acción Date" of Adulthood, whatever LOOP's "Date un capricho"; not LOOP's
    "BARTER", which its Spanish rules keep). A word `printed` all in capitals
    that no rule text of `lang` writes is the card's word even when its stem
    is one of `lang`'s ("mi CAREER": Spanish-stemmed it is "car", of "cara"); so is one printed in capitals
    that those rules write only seldom beside its term (`_seldom_written`: "el LANDFILL")."""
    lang_index = index.langs[lang]
    for form in english_singulars(word):
        target = box_words.get(form)
        if not target:
            continue
        if word not in lang_index.vocabulary and key(word, lang) not in lang_index.stems:
            return target
        if word in printed and word not in lang_index.vocabulary:
            return target  # a card's word as printed, no rule text of `lang` writes it ("mi CAREER", not "car" of "cara")
        if word in printed and _seldom_written(word, target, index.box_sources.get(lang, {}).get(form, ()), index,
                                               lang_index, lang):
            return target  # ... or writes it only beside its own term ("la penalización del LANDFILL")
        if word in capitalised and not any((game, key(word, lang)) in lang_index.postings
                                           for game in index.box_sources.get(lang, {}).get(form, ())):
            return target
    return word


SELDOM_SHARE = 0.25  # a card's word the rules of a language write in at most this share of the entries its term is in


def _seldom_written(word: str, target: str, games, index: Index, lang_index: LangIndex, lang: str) -> bool:
    """Whether the rules of `lang` of every game whose English term `word` is
    write it in at most SELDOM_SHARE of the entries they write its own term
    `target` in: LOOP's Spanish rules say "Vertedero" in 30 entries and
    "Landfill" in 5, inside English names and asides ("Landfill Tax", "el
    LANDFILL"), so a player's "la penalización del LANDFILL" is the Vertedero's."""
    postings = lang_index.postings
    stem, term = key(word, lang), key(target, lang)
    told_apart = index.told_apart.get(lang, {})
    if any(stem in told_apart.get(game, ()) for game in games):
        return False  # (a sibling of a kind, "el BARTER", "un ACQUIRE": its English name is how its entries are told apart;
        # not a CAREER, "el INTERN", named "Becario" in every Spanish rule: rules/sibling_terms.py `build_told_apart`)
    return bool(games) and all(
        len(postings.get((game, stem), ())) <= SELDOM_SHARE * len(postings.get((game, term), ())) for game in games)


def _mode_named_game(stems: list[str], lang: str, index: Index) -> set[str]:
    """The game a question names by one of its modes said with the word
    "mode" ("tie breaker in basic mode": LOOP's basic mode), when only that
    game has such a mode ("solo mode" names none: most games have one)."""
    games: set[str] = set()
    for position, stemmed in enumerate(stems):
        beside = stems[max(position - 1, 0) : position] + stems[position + 1 : position + 2]
        if stemmed != MODE_STEM and MODE_STEM in beside:
            having = {game for game in index.thesauri if stemmed in _mode_words(index, game, lang)}
            if len(having) == 1:
                games |= having
    return games if len(games) == 1 else set()


def _some_players(q: _Query, folded: list[str], lang: str, keys: list[str] | None = None) -> tuple[int, ...]:
    """The stem positions of a number of players who do something ("if two
    players tie", "si dos jugadores empatan") or whom a rule tells apart
    ("two different players", "los otros dos jugadores"): some of the
    players, not a player count (not a 2-player game). `keys`: each folded
    word's `key`, when already worked out."""
    keys = [key(word, lang) for word in folded] if keys is None else keys
    players = player_keys(lang)
    doing = PLAYERS_DOING.get(lang, frozenset()) | PLAYERS_APART.get(lang, frozenset())
    apart, others = PLAYERS_APART.get(lang, frozenset()), PLAYERS_OTHERS.get(lang, frozenset())
    found = []
    for position in range(len(folded) - 1):
        number = keys[position]
        if not number.isdigit() or number in q.player_counts:
            continue
        after = folded[position + 2] if position + 2 < len(folded) else ""
        told_apart = (keys[position + 1] in players and (after in doing or (position and folded[position - 1] in others))) \
            or (folded[position + 1] in apart and key(after, lang) in players)  # "two different players"
        if told_apart:
            reach = 3 if folded[position + 1] in apart else 2  # "2 different player": the word between keeps its stem
            for n in range(len(q.stems) - 1):
                player = next((m for m in range(n + 1, min(n + reach, len(q.stems))) if q.stems[m] in players), None)
                if q.stems[n] == number and player is not None:
                    found.extend((n, player))
    return tuple(found)


_COUNT_BEFORE = _every_lang("count_before")
_PLAY_WORDS = question_form_words("play_words")
_COUNT_AFTER = _every_lang("count_after")


def _player_counts(folded: list[str], lang: str, keys: list[str] | None = None) -> list[str]:
    """The numbers used as a player count: "with 5 players", "a 7 jugadores",
    "3 player game", "partida de 4 jugadores" (not "two players tie").
    `keys`: each folded word's `key`, when already worked out."""
    keys = [key(word, lang) for word in folded] if keys is None else keys
    players = player_keys(lang)
    # "a 2p game", "3j": a count written short is a count (rules/written_counts.py)
    found = [count for count in (shorthand_count(word, lang) for word in keys) if count]
    for position in range(len(folded) - 1):
        number = keys[position]
        if not number.isdigit() or keys[position + 1] not in players:
            continue
        before = folded[position - 1] if position else ""
        after = folded[position + 2] if position + 2 < len(folded) else ""
        # ("jugar 5 personas": the verb of playing right before the count says so too)
        if (before in _COUNT_BEFORE or before in _PLAY_WORDS.get(lang, ()) or after in _COUNT_AFTER) \
                and after not in PLAYERS_APART.get(lang, ()):
            found.append(number)  # (not "de dos jugadores distintos": two players a rule tells apart)
    # "Jugando 3, ¿...?": a number right after "playing", no thing counted after it (rules/played_counts.py)
    found += played_counts(folded, keys, lang)
    # "¿se puede jugar al CV con 5?": a number that ends a question about playing, after "with"
    if len(folded) >= 2 and folded[-2] in _COUNT_BEFORE and keys[-1].isdigit():
        if any(word in _PLAY_WORDS.get(lang, ()) for word in folded[:-2]):
            found.append(keys[-1])
    return found


# ---------------------------------------------------------------- scoring


def _weights(tokens: list[Token]) -> dict[str, float]:
    """Token -> its greatest weight (at least 0.0), in the order first met
    (`max(weights.get(text, 0.0), weight)`, without a call per token)."""
    weights: dict[str, float] = {}
    get = weights.get
    for text, weight in tokens:
        held = get(text)
        if held is None:
            weights[text] = weight if weight > 0.0 else 0.0
        elif weight > held:
            weights[text] = weight
    return weights


def _query_weights(q: _Query, game: str, index: Index) -> dict[str, float]:
    idf = index.langs[q.lang].idf
    # (the question's weights keep their pairs across its commas: its clause breaks told to `expand` cost
    # 2 false abstentions over the tuning sets, "Al final, ¿cuántos puntos...?"; the details, denials and player
    # counts read below do stop at them)
    postings = index.langs[q.lang].postings
    # (a one-word synonym this game's rules of the language never write passes its full weight to the game's
    # term: "la pista" of CV, whose Spanish rules say "fila", though Adulthood's say "pista")
    weights = _weights(index.thesaurus(game).expand(
        q.stems, q.lang, known=lambda stem: stem in idf and (game, stem) in postings))
    if q.things:  # "went to a PLACE": the game's location, not the act of placing (rules/acts_as_things.py)
        acts_as_things.read_as_things(weights, q.stems, q.things, index.thesaurus(game).matches(q.stems, q.lang))
    for stemmed in q.mention_stems:
        weights[stemmed] = max(weights.get(stemmed, 0.0), MENTION_WEIGHT)
    if not q.named:  # "el track" asked of a game that has none weighs against it (rules/card_words.py)
        weights.update(others_card_words(q.stems, q.surface, q.lang, game, index))
    for intent in q.intents:
        weights[intent] = max(weights.get(intent, 0.0), GAIN_INTENT_WEIGHT if intent == GAIN_INTENT else INTENT_WEIGHT)
    if q.past:  # "4 Trait Tiles and I draw ANOTHER": the fifth, which the rule of the limit says (rules/one_past.py)
        weights[q.past] = max(weights.get(q.past, 0.0), 1.0)
    # "me quedo SIN fichas", "NO me quedan": a negation that is a word of a common topic's phrase (running out)
    # says that topic, not the absence of the thing after it
    in_topic = _in_topic_phrase(q, game, index) if NEGATIONS & set(q.stems) else frozenset()
    for n, (first, second, third) in enumerate(zip(q.stems, q.stems[1:], [*q.stems[2:], ""]), 1):  # "can't pay"
        if first in NEGATIONS and not second.isdigit() and n not in q.breaks and n - 1 not in in_topic \
                and n - 1 not in q.avoided and n - 1 not in q.negative_ask:
            # (the rule for not paying; in one clause)
            pair = f"{first}_{second}"
            weights[pair] = max(weights.get(pair, 0.0), NEGATION_WEIGHT)
            # (after a verb of managing the verb that follows is the one denied, whether or not the rules say the
            # pair too: "no consigo PAGAR")
            said = (_negated_said(first, second, third, q.lang, index)
                    if pair not in index.langs[q.lang].idf or second in MANAGING else None)
            if said:  # "can't afford", which no rule says: the rule for "cannot pay"
                weights[said] = max(weights.get(said, 0.0), NEGATION_WEIGHT)
    if q.negative_ask:  # "CAN'T I use both?": the question's form, no word of its matter (rules/negative_asks.py)
        negative_asks.unweighed(weights, q.stems, q.negative_ask)
    denies = bool(NEGATIONS & set(q.stems))
    matches = index.thesaurus(game).matches(q.stems, q.lang) if denies else []
    negated = _negated(q, matches) if denies else set()
    if negated:  # "no hay ninguna Frustración": the rule for its absence, not the rule for the one there
        spans = [(start, end, concepts) for start, end, concepts in matches if set(range(start, end)) & negated]
        lowered = {q.stems[p] for p in negated} | {c for _, _, concepts in spans for c in concepts}
        lowered |= {q.stems[p] for start, end, _ in spans for p in range(start, end)}
        for token in lowered & weights.keys():
            weights[token] *= NEGATED_WEIGHT
    if "?who" in q.intents and FIRST_PLAYER_TRIGGERS & weights.keys():
        weights[FIRST_PLAYER_CONCEPT] = 1.0  # "who starts", "quien empieza": the first player
    elif "?who" in q.intents:  # "who gets", "quién puede": who is entitled
        weights[ELIGIBLE_CONCEPT] = max(weights.get(ELIGIBLE_CONCEPT, 0.0), ELIGIBLE_WEIGHT)
    if q.some_players:  # "if two players tie": some of the players, not the two-player game
        positions = set(q.some_players)
        for start, end, concepts in index.thesaurus(game).matches(q.stems, q.lang):
            if set(range(start, end)) <= positions:
                for concept in concepts:
                    weights.pop(concept, None)
        for n in range(0, len(q.some_players), 2):
            pair = f"{q.stems[q.some_players[n]]}_{q.stems[q.some_players[n + 1]]}"
            if pair in weights:
                weights[pair] = min(weights[pair], SOME_PLAYERS_WEIGHT)
    for number in _thresholds(q, game, index):  # "more than 4 dice": the limit is asked, 4 is where the question starts
        for token in list(weights):
            if token == number or number in token.split("_"):
                weights[token] = min(weights[token], THRESHOLD_WEIGHT)
    # "... WHILE THE BUS IS GOING AROUND": when it is, not what is asked (rules/scene_weights.py); in a sentence that
    # asks (a statement beside the question is all situation: "the deck ran out DURING THE REFILL. what do I get?")
    moment = [flag and not (q.clause and q.clause[n] == CONTEXT) for n, flag in enumerate(q.moment)]
    if any(moment):
        damp_scene(weights, q.stems, moment, matches or index.thesaurus(game).matches(q.stems, q.lang), _whole_game(q.lang))
    if any(q.spared):  # "para no PAGAR SU COSTE": the purpose of the act asked, not what it buys
        damp_scene(weights, q.stems, q.spared, matches or index.thesaurus(game).matches(q.stems, q.lang))
    if any(q.likened):  # "like a dummy player in BRIDGE": the player's frame, not the ask (rules/likened_things.py)
        damp_scene(weights, q.stems, q.likened, matches or index.thesaurus(game).matches(q.stems, q.lang))
    if any(q.discourse):  # "LAST NIGHT", "MY FRIEND SAYS", "WAS THAT RIGHT": how the player talks weighs as a scene
        damp_scene(weights, q.stems, q.discourse, matches or index.thesaurus(game).matches(q.stems, q.lang))
    if any(q.doubt):  # "what's the point of X IF THEY GO TO THE STACK": the player's doubt, not X (rules/purpose.py)
        damp_scene(weights, q.stems, q.doubt, matches or index.thesaurus(game).matches(q.stems, q.lang))
    if any(q.told_place):  # "we PUT it IN THE DISCARD. where does it go?": the table's guess (rules/told_places.py)
        damp_scene(weights, q.stems, q.told_place, matches or index.thesaurus(game).matches(q.stems, q.lang))
    if any(q.quoted):  # "the book says 'refill the track at the end of the round', does that mean...?": read, not asked
        damp_scene(weights, q.stems, quoted_weights.told_sentence(q.quoted, q.marked, q.surface, q.lang),
                   matches or index.thesaurus(game).matches(q.stems, q.lang))
    # "we DREW 2 cards", "PUSIMOS otra": the verb the rule says, beside the past told (rules/told_pasts.py)
    for present, weight in told_pasts.present_weights(q.surface, q.stems, weights, q.lang).items():
        weights[present] = max(weights.get(present, 0.0), weight)
    return weights


@lru_cache(maxsize=4)
def _whole_game(lang: str) -> frozenset[str]:
    """The stems of a clause telling the moment that tell no moment by themselves: the words that
    open it ("DURING", "MIENTRAS": lexicon `question_form.scene_moment`) and those that name a whole
    game ("the GAME", "la PARTIDA": `question_form.whole_game`)."""
    form = question_form(lang)
    said = [word for phrase in (*form.get("scene_moment", ()), *form.get("whole_game", ())) for word in words(phrase)]
    return frozenset(key(word, lang) for word in said)


def _in_topic_phrase(q: _Query, game: str, index: Index) -> frozenset[int]:
    """The positions of the question inside a glossary phrase of two or more
    words that says one of the common topics (TOPIC_CONCEPTS): "quedarse
    sin", "no quedan" say running out, so their "sin" / "no" denies nothing
    of the word after them."""
    return frozenset(position for start, end, concepts in index.thesaurus(game).matches(q.stems, q.lang)
                     if end - start > 1 and concepts & TOPIC_CONCEPTS for position in range(start, end))


@lru_cache(maxsize=None)
def _alike_groups(lang: str) -> dict[str, list[frozenset[str]]]:
    """The stems of the one-word members of each everyday group, by the stem
    of each member: the groups a word's stem is in (made once per process,
    the members stemmed; the union for one word is `_alike_words`' alone:
    the process's first negation took 3.2 ms in English, 1.5 of it the
    union for every member, made for the few words ever denied)."""
    groups: dict[str, list[frozenset[str]]] = {}
    for group in COMMON_GROUPS:
        stems = frozenset(stem(word, lang) for word in group if " " not in word)
        for stemmed in stems:
            groups.setdefault(stemmed, []).append(stems)
    return groups


@lru_cache(maxsize=1024)
def _alike_words(stemmed: str, lang: str) -> frozenset[str]:
    """The other wordings of a word in its everyday groups, as stems ("afford": "pay", "spend")."""
    return frozenset().union(*_alike_groups(lang).get(stemmed, ())) - {stemmed}


def _avoided(stems: list[str], places: list[int], folded: list[str], lang: str) -> frozenset[int]:
    """The stem positions of a negation right after a word of purpose
    (`question_form.avoiding_purpose`: "para NO pagar su coste", "to not pay"):
    what the player means to avoid, not something they cannot do, so the
    pair it makes ("no pagar") does not ask the rule for being unable to
    ("si no puedes pagar")."""
    purpose = question_form_words("avoiding_purpose").get(lang, frozenset())
    return frozenset(n for n, (stemmed, place) in enumerate(zip(stems, places))
                     if stemmed in NEGATIONS and place and folded[place - 1] in purpose)


def _spared(length: int, avoided: frozenset[int], breaks) -> list[bool]:
    """One flag per stem: whether it is in the clause of a thing avoided
    ("para no PAGAR SU COSTE", up to the clause's end). What the player means
    to spare is the purpose of the act asked, not a topic the answering rule
    must speak of: it joins the scene, and weighs as one in the ranking."""
    marked = [False] * length
    for start in sorted(avoided):
        for n in range(start, len(marked)):
            if n > start and n in breaks:
                break
            marked[n] = True
    return marked


def _negated_said(negation: str, denied: str, after: str, lang: str, index: Index) -> str | None:
    """The pair of `negation` with the wording of `denied`'s everyday group
    that rule text says most often ("can't afford": "cannot pay"), when rule
    text never says the question's own pair: a word denied is denied in
    every wording of its group. After a verb of managing, the word `after`
    it is the one denied ("no consigo PAGAR": not paying)."""
    idf = index.langs[lang].idf
    if denied in MANAGING:
        return f"{negation}_{after}" if after and f"{negation}_{after}" in idf else None
    said = [pair for pair in (f"{negation}_{word}" for word in _alike_words(denied, lang)) if pair in idf]
    return min(said, key=lambda pair: (idf[pair], pair)) if said else None


def _negated(q: _Query, matches) -> set[int]:
    """The stem positions a negation denies: the word after "no", "not",
    "sin", past "ningún", "any", "single" ("no hay NINGUNA frustración"); not
    where the negation is part of a phrase of the glossary ("not next to")."""
    phrased = {p for start, end, _ in matches if end - start > 1 for p in range(start, end)}
    found = set()
    for position, stemmed in enumerate(q.stems):
        if stemmed in NEGATIONS and position not in phrased and position not in q.negative_ask:
            after = next((n for n in range(position + 1, len(q.stems)) if q.stems[n] not in NEGATED_SKIPPED), None)
            if after is not None and not q.stems[after].isdigit() and q.stems[after] not in NEGATIONS:
                found.add(after)
    return found


def _thresholds(q: _Query, game: str, index: Index) -> set[str]:
    """The numbers the question puts right after a limit ("more than 4",
    "más de 2"): what it goes beyond, not a number the answer states."""
    if not any(stemmed.isdigit() for stemmed in q.stems[1:]):
        return set()
    concepts = index.thesaurus(game).concepts_at(q.stems, q.lang)
    return {
        stemmed for position, stemmed in enumerate(q.stems)
        if stemmed.isdigit() and position and LIMIT_CONCEPT in concepts[position - 1][0]
    }


def _term_scores(
    weights: dict[str, float], q: _Query, game: str, lang_index: LangIndex, lists: dict[str, list[Term]],
    leaders: Leaders, factor_of: Callable[[int], float], span: tuple[float, float],
) -> dict[int, float]:
    """Document number -> share (0..1) of the question's term weight it matches
    (BM25F score over the best score the question's terms could get), for
    the documents that may rank among the best `leaders.size` by share x
    `factor_of(number)` (from `span[0]` to `span[1]`): see `postings.best_documents`.
    Records the game's terms in `lists[game]` (`_HeldTokens` reads them)."""
    saturated = K1 + 1.0
    mass = q.unknown * UNKNOWN_WORD_WEIGHT * lang_index.max_idf * saturated
    terms: list[Term] = []
    seen, idf_of, gap_idf = q.idf_seen, lang_index.idf.get, lang_index.gap_idf
    postings_of = lang_index.postings.get
    for token, weight in weights.items():
        idf = seen.get(token, _UNSEEN)
        if idf is _UNSEEN:
            idf = seen[token] = idf_of(token)
        if idf is None:
            # a word only gaps use: it counts for them, not in the rules' mass; not a glossary word whose notion
            # the rules hold ("la CREDIT CARD" asked in Spanish: rules/gap_only_forms.py)
            if token in gap_idf and not glossed_for_rules(
                    token, q.stems, lambda: get_index().thesaurus(game).concepts_at(q.stems, q.lang), lang_index.idf):
                _add_gap_term(terms, token, weight * gap_idf[token], postings_of((game, token)))
            continue
        if token.startswith("?"):
            idf = max(idf, INTENT_IDF_FLOOR)
        factor = weight * idf
        mass += factor * saturated
        postings = postings_of((game, token))
        if postings is not None and postings.numbers:  # (as `if postings`, without a Python-level __len__)
            terms.append(_term((token, factor, postings)))
    lists[game] = terms
    if mass <= 0:
        return {}
    return best_documents(terms, mass, factor_of, span, leaders)


def _add_gap_term(terms: list[Term], token: str, factor: float, postings) -> None:
    """A token only gap documents hold: a term of the question for them, left
    out of the question's mass, so the rule entries' shares (and their order)
    stay what they are without gaps (it is an unknown word for them, as before)."""
    if postings is not None and postings.numbers:
        terms.append(_term((token, factor, postings)))


_UNSEEN = object()  # a token not looked up yet
_term = partial(tuple.__new__, Term)  # Term(token, factor, postings) made in C


class _HeldTokens:
    """Document number -> the question's tokens it holds (a set), for the
    shortlisted documents, from its game's terms: worked out when first
    asked for, since the evidence reads only a few of them."""

    def __init__(self, shortlist: list[tuple[float, int]], lists: dict[str, list[Term]], lang_index: LangIndex):
        self._numbers = {number for _, number in shortlist}
        self._lists, self._docs = lists, lang_index.docs
        self._found: dict[int, set[str]] = {}

    def get(self, number: int, default=None):
        found = self._found.get(number)
        if found is None:
            if number not in self._numbers:
                return default
            found = self._found[number] = set(held(self._lists[self._docs[number].entry.game], number))
        return found

    def __getitem__(self, number: int) -> set[str]:
        found = self.get(number)
        if found is None:
            raise KeyError(number)
        return found

    def __contains__(self, number: object) -> bool:
        return number in self._numbers


def _unasked_modes(weights: dict[str, float], game: str, lang: str, index: Index) -> set[str]:
    """The variants of `game` (solo, two-player...) the question does not name."""
    tokens = _mode_tokens(index, game, lang).intersection(weights)  # (a token no mode is named by changes nothing)
    if not tokens:  # only an empty set is held by no token
        return {mode for mode, every, _ in _game_modes(index, game, lang) if _NO_TOKENS not in every}
    return {mode for mode, every, _ in _game_modes(index, game, lang) if not any(sig <= tokens for sig in every)}


def _named_modes(weights: dict[str, float], game: str, lang: str, index: Index) -> set[str]:
    """The variants of `game` (solo, setup, examples...) the question names in
    words (not only by asking "how many" or "who")."""
    tokens = _mode_tokens(index, game, lang).intersection(weights)
    if not tokens:
        return {mode for mode, _, worded in _game_modes(index, game, lang) if _NO_TOKENS in worded}
    return {mode for mode, _, worded in _game_modes(index, game, lang) if any(sig <= tokens for sig in worded)}


# (index id, game, language, the tokens naming a variant the question holds) -> (the index, kept alive;
# the question's unasked and named variants)
_ASKED_MODES: dict[tuple, tuple[Index, frozenset[str], frozenset[str]]] = {}
ASKED_MODES_KEPT = 4096


def _modes(game: str) -> dict[str, Mode]:
    """`game`'s modes, as its game.toml gives them: kept with the index, so
    that a search parses no game.toml (its TOML parser not even imported)."""
    return get_index().game_modes[game]


@lru_cache(maxsize=None)
def _variants(game: str) -> frozenset[str]:
    """The variants of `game` (its modes but the default one: solo, two players...), read once."""
    return frozenset(mode for mode, spec in _modes(game).items() if not spec.default)


@lru_cache(maxsize=None)
def _worded_variants(game: str) -> frozenset[str]:
    """The variants of `game` a question names by a word of their own (solo,
    co-op, competitive), not by a count of several players: "two players"
    is as often two of the players at the table ("if two players tie") as
    the two-player variant, so it keeps the plain ASKED_MODE_FACTOR."""
    return frozenset(
        mode for mode, spec in _modes(game).items()
        if not spec.default and not (spec.min_players == spec.max_players and spec.max_players > 1)
    )


def _mode_words_damped(weights: dict[str, float], game: str, lang: str, index: Index) -> tuple[dict[str, float], bool]:
    """`weights` with the words that name one of `game`'s modes lowered, when
    the question also asks something else, and whether it held such words:
    a mode named in words favours its entries by WORDED_MODE_FACTOR, so
    among them the mode's name must not also pick its overview or aim
    ("en solitario, ¿cuántas metas tengo?": the solo set-up, not the solo
    aim) over the entry on the thing asked."""
    naming = _mode_tokens(index, game, lang).intersection(weights)
    if not naming or len(naming) == len(weights):
        return weights, False
    return {token: weight * WORDED_MODE_WEIGHT if token in naming else weight for token, weight in weights.items()}, True


def _asked_modes(weights: dict[str, float], game: str, lang: str, index: Index) -> tuple[frozenset[str], frozenset[str]]:
    """`_unasked_modes` and `_named_modes` of a question: both depend only on
    which of the tokens that name `game`'s variants the question holds, so
    they are worked out once per such set (most questions hold none)."""
    tokens = _mode_tokens(index, game, lang).intersection(weights)
    cache_key = (id(index), game, lang, tokens)
    cached = _ASKED_MODES.get(cache_key)
    if cached is None:
        if len(_ASKED_MODES) >= ASKED_MODES_KEPT:
            _ASKED_MODES.clear()
        unasked, named = _unasked_modes(weights, game, lang, index), _named_modes(weights, game, lang, index)
        cached = _ASKED_MODES[cache_key] = (index, frozenset(unasked), frozenset(named))
    return cached[1], cached[2]


# (index id, game, language) -> (the index, kept alive so its id stays its own; its modes)
_MODES: dict[tuple[int, str, str], tuple[Index, list]] = {}


def _game_modes(index: Index, game: str, lang: str) -> list[tuple[str, list[frozenset[str]], list[frozenset[str]]]]:
    """The variants of `game`, each with the token sets that name it and those
    of them made of words (not intent tokens alone), worked out once per index."""
    cache_key = (id(index), game, lang)
    cached = _MODES.get(cache_key)
    if cached is None:
        found = []
        for (mode_game, mode), per_lang in index.mode_names.items():
            if mode_game == game:
                every = list(per_lang.get(lang, ()))
                found.append((mode, every, [sig for sig in every if not all(t.startswith("?") for t in sig)]))
        cached = _MODES[cache_key] = (index, found)
    return cached[1]


_NO_TOKENS: frozenset[str] = frozenset()
# (index id, game, language) -> (the index, kept alive; every token of the sets that name the game's variants)
_MODE_TOKENS: dict[tuple[int, str, str], tuple[Index, frozenset[str]]] = {}


def _mode_tokens(index: Index, game: str, lang: str) -> frozenset[str]:
    """Every token of the sets that name one of `game`'s variants in
    `_game_modes` (a question names a variant when its tokens hold one of
    them), worked out once per index."""
    cache_key = (id(index), game, lang)
    cached = _MODE_TOKENS.get(cache_key)
    if cached is None:
        found = frozenset(token for _, every, _ in _game_modes(index, game, lang) for signature in every for token in signature)
        cached = _MODE_TOKENS[cache_key] = (index, found)
    return cached[1]


# (index id, language) -> (the index, kept alive; the modes of each game and of each entry)
_ENTRY_MODES: dict[tuple[int, str], tuple[Index, dict]] = {}


def _entry_modes(index: Index, lang_index: LangIndex) -> dict:
    """game -> the modes its entries are about (None: the game itself) and,
    under None, document number -> the mode its entry is about (from
    `index.entry_modes`), worked out once per index and language."""
    cache_key = (id(index), lang_index.lang)
    cached = _ENTRY_MODES.get(cache_key)
    if cached is None:
        found: dict = {game: (None, *dict.fromkeys(modes.values())) for game, modes in index.entry_modes.items()}
        found[None] = [index.entry_modes.get(doc.entry.game, {}).get(doc.entry.id) for doc in lang_index.docs]
        cached = _ENTRY_MODES[cache_key] = (index, found)
    return cached[1]


# (index id, language) -> (the index, kept alive; per document, the variant its section is about)
_SECTION_MODES: dict[tuple[int, str], tuple[Index, list]] = {}


def _section_modes(index: Index, lang_index: LangIndex) -> list[str | None]:
    """Per document, the variant (solo, co-op, competitive...) whose name the
    head of its section holds ("Competitive Mode > Event", "Modo Solitario"),
    None for the others: LOOP's EVENT rules are competitive rules under ids
    of their own (`events.drawing`), worked out once per index and language."""
    cache_key = (id(index), lang_index.lang)
    cached = _SECTION_MODES.get(cache_key)
    if cached is None:
        names: dict[str, list[tuple[str, str]]] = {}
        for game in index.entry_modes:
            for mode_id, spec in index.game_modes[game].items():
                if not spec.default:
                    name = spec.names.get(lang_index.lang, mode_id).split("(")[0].strip().lower()
                    names.setdefault(game, []).append((mode_id, name))
        named = {game: [(mode, set(words(name))) for mode, name in pairs] for game, pairs in names.items()}
        of_head: dict[tuple[str, str], str | None] = {}  # (game, head of a section): its entries share it
        found = []
        for doc in lang_index.docs:
            place = (doc.entry.game, doc.entry.section.split(">")[0])
            if place not in of_head:
                head = set(words(place[1]))
                of_head[place] = next((mode for mode, name in named.get(place[0], ()) if name <= head), None)
            found.append(of_head[place])
        cached = _SECTION_MODES[cache_key] = (index, found)
    return cached[1]


# (index id, game, language) -> (the index, kept alive; the tokens that name any of the game's modes)
_MODE_WORDS: dict[tuple[int, str, str], tuple[Index, frozenset[str]]] = {}


def _mode_words(index: Index, game: str, lang: str) -> frozenset[str]:
    """The stems and glossary concepts that name one of `game`'s modes, its
    default one included ("basic", "co-op", "solitario")."""
    cache_key = (id(index), game, lang)
    cached = _MODE_WORDS.get(cache_key)
    if cached is None:
        cached = _MODE_WORDS[cache_key] = (index, mode_words(index.thesaurus(game), index.game_modes[game].values(), lang))
    return cached[1]


_OPPONENT_WORDS: dict[tuple[int, str, str], tuple[Index, frozenset[str]]] = {}


def _opponent_words(index: Index, game: str, lang: str) -> frozenset[str]:
    """The stems and glossary concepts of the opponent a mode of `game` plays against ("Rob Bot")."""
    cache_key = (id(index), game, lang)
    cached = _OPPONENT_WORDS.get(cache_key)
    if cached is None:
        cached = _OPPONENT_WORDS[cache_key] = (index, opponent_words(index.thesaurus(game), index.game_modes[game].values(), lang))
    return cached[1]


@lru_cache(maxsize=1)
def _rapidfuzz():
    """rapidfuzz's `fuzz` and `process`, imported at the first fuzzy stage
    (not at import: `ask` starts without them) and then kept: an import
    statement run at each search goes through importlib's Python code
    again even when the module is loaded."""
    from rapidfuzz import fuzz, process

    return fuzz, process


def _fuzzy(q: _Query, lang_index: LangIndex, numbers: list[int]) -> dict[int, float]:
    """Document number -> 0..100: the closest of its title and aliases to the
    question, word order free (mean of rapidfuzz token-set and token-sort
    ratios over stemmed words), for the given documents."""
    if not q.fuzzy_key or not numbers:
        return {}
    fuzz, process = _rapidfuzz()

    owned = list(map(_FUZZY_KEYS, map(lang_index.docs.__getitem__, numbers)))
    keys = list(chain.from_iterable(owned))  # each document's keys together
    # the keys' words are sorted: token-sort ratio is the plain ratio of the sorted question
    ordered = " ".join(sorted(q.fuzzy_key.split()))
    # each key's two ratios added: their mean is half the sum, the same float as a / 2 + b / 2 (halving is exact)
    totals = list(map(add, _scores(process, fuzz.token_set_ratio, q.fuzzy_key, keys),
                      _scores(process, fuzz.ratio, ordered, keys)))
    best: dict[int, float] = {}
    first = 0
    for number, last in zip(numbers, accumulate(map(len, owned))):  # the best of the document's keys
        if last > first:
            best[number] = max(totals[first:last]) / 2.0
            first = last
    return best


_FUZZY_KEYS = attrgetter("fuzzy_keys")


def _scores(process, scorer, asked: str, keys: list[str]) -> list[float]:
    """`scorer(asked, key)` of every key, in the keys' order, read in C from
    `process.extract_iter` (which yields each text key with its place,
    unsorted, as `extract` would not)."""
    found = list(map(_SCORE, process.extract_iter(asked, keys, scorer=scorer, processor=None)))
    if len(found) != len(keys):  # (a key it skipped: place each score by the position it gives)
        found = [0.0] * len(keys)
        for _, value, position in process.extract_iter(asked, keys, scorer=scorer, processor=None):
            found[position] = value
    return found


_SCORE = itemgetter(1)


def _shortlist_size(q: _Query) -> int:
    """How many candidates, best term scores first, go on to the fuzzy
    comparison and the later stages (`_shortlist`: and at least
    RULES_SHORTLISTED rule entries): RERANK, or RERANK_BY_TITLE for a
    question whose answer a later stage picks from the list by the entries'
    titles, wherever they rank: the entry that lays out the order of play
    (`q.sequence`, rules/sequence.py) or the entries that define the two
    things compared (`q.compares`, rules/comparison.py).

    The fuzzy stage (rapidfuzz over ~7 titles and aliases a candidate) and
    what follows it cost in proportion to the candidates: 15 instead of 30
    (18.3 on average, the gaps among them included) made a question asked
    for the first time 0.92-0.96 of main's time (`benchmarks/ask/paired.py
    --english`). Over the tuning sets (5,767 answerable, 1,020 unanswerable
    questions) the counts stay main's: top-1 5,356, top-3 5,677, abstention
    861, false abstention 105; the check sets blind22-23 and blind30-31
    too. Measured on the
    way: 15 for every question, gaps counted among them, lost a top-3 and
    the related reading of questions the rulebook leaves open (a CV
    question on work cards met 11 gaps in its 15 and listed four entries);
    the order-of-play and comparison stages, with 15, no longer found the
    entry they pull up ("what comes next in the turn", "the difference
    between BUY and CONSUME"); 20 for all: top-1 5,354, top-3 5,676; 12:
    5,354, 5,674, one abstention fewer."""
    return RERANK_BY_TITLE if q.sequence or q.compares else RERANK


def _shortlist(ranked: list[tuple[float, int]], size: int, gap_start: int) -> list[tuple[float, int]]:
    """(share x factor, number) of the best `size` of `ranked` (negated
    values, best first), and further down until RULES_SHORTLISTED of them
    are rule entries. The known gaps leave the list once one is judged (or
    not) to be the answer, and a question the rulebook leaves open lists
    its related reading from the rule entries left, chosen with their
    fuzzy scores: with 15 candidates, gaps included, a CV question on work
    cards met 11 gaps and listed four entries, not the one on work cards
    (`tests/rules/test_ask_abstention.py`); filled to five rule entries,
    the fifth was the next by terms, not the one its title lifts."""
    shortlist = []
    rules = 0
    for negated, number in ranked:
        if len(shortlist) >= size and rules >= RULES_SHORTLISTED:
            break
        shortlist.append((-negated, number))
        rules += number < gap_start
    return shortlist


def _named_first(games: list[str], named: set[str]) -> list[str]:
    """The games to score, those the question names first (in their order),
    so that `_named_game_clear` can be asked before the others. The order
    changes no result: each game's candidates are cut against the best
    shortlisted of all (`Leaders`), which holds whatever order they come in."""
    return [game for game in games if game in named] + [game for game in games if game not in named]


def _named_game_clear(candidates: list[tuple[float, int]]) -> bool:
    """Whether the games a question does not name can be left unscored, once
    the games it names are (`candidates`: theirs, by negated share x factor):
    an entry of the named game matches NAMED_GAME_CLEAR of the question's
    term weight. Another game's entries would rank at OTHER_GAME_FACTOR of
    their score, so they could only fill the list below the named game's
    best: over the 1,281 questions of the tuning sets that name a game (no
    game given apart), leaving them out changed no first hit, no answer or
    abstention, no known gap told, and no top-1 or top-3 accuracy; what
    changes is the related reading after the first hit (74 questions: the
    named game's entries in place of another game's) and the words said
    missing beside a known gap (13: the named game's nearest rule's; before,
    another game's rule could be that nearest one). Below that share every
    game is still scored: a weak match ("in adulthood what if a card is
    flipped over by accident") left alone with the named game's weaker
    entries told a known gap (a lost component) the question is not about.
    Saves the glossary weights and term scores of three games for three in
    four questions that name a game."""
    return bool(candidates) and -min(candidates)[0] >= NAMED_GAME_CLEAR


def _named_games_gaps(scored: list[tuple[float, int]], named: set[str], lang_index: LangIndex) -> list[tuple[float, int]]:
    """`scored` without the known gaps of the games a question that names a
    game does not name, once one of them comes first. Such a gap is never
    told (`_answers`: another game's entry does not answer), yet first it
    made `_known_gap` drop every gap, the named game's own with them. (Only
    then: below a rule entry of the named game, another game's gap takes a
    place among the EVIDENCE_RANKS judged and changes no gap told; taken out
    there too, over the tuning sets it let a die's "face" answer a CV
    question on the board's other side, one abstention fewer.) And a gap
    can come first for another game however it is damped: a word only gaps
    use counts for a gap outside the question's mass (`_add_gap_term`), so
    its share passes 1 and the score's cap at 1 (`min(share, 1.0)`) takes
    OTHER_GAME_FACTOR off it, where the named game's glossary may read the
    same word as a rule's notion and its gap scores lower ("adulthood promo cards": the other three games'
    gap on expansions, alias "promo cards", at 88 over Adulthood's at 83).
    Scoring every game then told an Adulthood rule as the answer, where the
    search that leaves the other games unscored once the named game matches
    clearly (`_named_game_clear`) told Adulthood's gap."""
    gap_start, docs = lang_index.gap_start, lang_index.docs
    return [item for item in scored if item[1] < gap_start or docs[item[1]].entry.game in named]


def _implied_game_clear(candidates: list[tuple[float, int]]) -> bool:
    """Whether the games a question's words do not point to can be left
    unscored, once the one game they point to is (`_implied_games`, which
    names no game; `candidates`: its entries, by negated share x factor):
    an entry of that game matches IMPLIED_GAME_CLEAR of the question's term
    weight. As with a game named (`_named_game_clear`), the other games'
    entries would rank at IMPLIED_GAME_FACTOR of their score, below an
    entry that already holds half the question; scoring them cost each of
    three games its glossary weights and term scores. The words point to
    one game in 77 of the 132 English questions of `questions`; the rule
    clears 55 of them, and a question asked for the first time takes
    0.84-0.87 of main's time instead of 0.92-0.96 (`paired.py --english`,
    with the shorter shortlist of `_shortlist_size` in both).

    Over the tuning sets (5,767 answerable, 1,020 unanswerable questions):
    top-1 5,356 -> 5,357, top-3 5,677, abstention 861 -> 862, false
    abstention 105 ("how many COIN are in the box": LOOP's coins first, no
    longer another game's components list; "do I have to tell the others how
    many event cards I have", a CV question with no answer in CV's rules:
    its words point to Coming of Age, whose entries alone do not answer it,
    where CV's entry on event cards in hand did, at 0.85, before). With
    the words pointing to two games, the same rule lost a top-3 and an
    abstention (the solo end of Adulthood, for a question whose words
    pointed to LOOP and Coming of Age; "¿en qué sentido se juega?"):
    a tie of votes is weak evidence, so all games are scored then. The
    check sets blind22-23 and blind30-31: the same counts."""
    return bool(candidates) and -min(candidates)[0] >= IMPLIED_GAME_CLEAR


def _resolve_lang(lang: str | None, query: str, game: str | None, index: Index) -> str:
    if lang is not None:
        code = lang.strip().lower().replace("-", "_").split("_")[0]
        if code not in index.langs or (game and not corpus.has_rules(game, code)):
            known = sorted(index.langs) if not game else list(corpus.languages(game))
            raise BadInput(N_("No rule entries in language '{lang}'. Languages: {languages}."), lang=lang, languages=", ".join(known))
        return code
    detected = detect_language(query)
    available = list(corpus.languages(game)) if game else sorted(index.langs)
    if detected in available:
        return detected
    return "en" if "en" in available else available[0]


def search(
    query: str, game: str | None = None, lang: str | None = None, limit: int = 5, playing: str | None = None
) -> SearchResult:
    """The rule entries that best answer `query`, best first (`_search`); a
    question asked in the negative is ordered reading its negation as its
    form, and judged answered or not word for word (rules/negative_asks.py)."""
    return negative_asks.decided_literally(lambda: _search(query, game, lang, limit, playing))


def _search(
    query: str, game: str | None = None, lang: str | None = None, limit: int = 5, playing: str | None = None
) -> SearchResult:
    """The rule entries that best answer `query`, best first.

    `game` restricts the search to one game (an id, alias or name); `lang` is
    the language of the answer, detected from the question when not given.
    `playing` is the game at the table (from the open session): without
    `game`, the search keeps to it unless the question names another game."""
    if limit < 1:
        raise BadInput(N_("The number of answers must be at least 1 (got {limit})."), limit=limit)
    game_id = corpus.game_id(game) if game else None
    if game_id and not corpus.languages(game_id):
        raise BadInput(N_("There are no rule entries for {game} yet."), game=game_id)
    index = get_index()
    if not index.langs:
        return SearchResult(query, game_id, lang or "en", ())
    answer_lang = _resolve_lang(lang, query, game_id, index)
    lang_index = index.langs[answer_lang]
    # "Overtime and Red Gown both flipped, which one is active?": asked of their kind (rules/named_kinds.py)
    of_kind = named_kinds.kind_question(query, lang_index, index, [game_id] if game_id else lang_index.games)
    if of_kind is not None:
        kind_result = search(of_kind, game, answer_lang, limit, playing)
        if kind_result.answered:
            return with_fields(kind_result, query=query)
    native = lang is None or detect_language(query, answer_lang) == answer_lang
    typed_query = query
    # "q pasa si...", "w/o paying": every reading of the question reads the words its shorthand stands for
    real = _real_words(answer_lang, index)
    query = read_in_text(query, answer_lang, real, real.glossary)
    # "mirá el evento ...", "the red one i mean the blue one", "will power": the question spoken, as meant
    query = dictation.as_meant(query, answer_lang, index.known_words, real.glossary, lang_index.idf, lang_index.stems,
                              _everyday_words(), real.vocabulary)
    # "tell me when the game ends", "dime quién empieza": a request is judged as the question it frames (rules/requests.py)
    query = requests.as_asked(query, answer_lang)
    # "who starts? NEED TO TELL THE TABLE": a sentence that only says the rule is to be taught (rules/teaching_asides.py)
    query = teaching_asides.without_asides(query, answer_lang)
    # "LAST TIME WE HOUSE-RULED IT. What happens to ...?": the night told, not a topic (rules/told_house_rules.py)
    query = told_house_rules.without_told(query, answer_lang)
    # "how do i explain CONSUME TO A NEWBIE?", "¿qué le digo A UN NOVATO SOBRE...?": who is taught is no topic (rules/teaching.py)
    query = teaching.as_taught(query, answer_lang)
    # "las cartas de meta, LA SECRETA y LAS PÚBLICAS": a noun elided after an article, put back (rules/elided_nouns.py)
    query = elided_nouns.with_nouns(query, answer_lang, index)
    # "la libreta que viene en la caja": a thing told by the box it came in, the thing asked (rules/boxed_origin.py)
    query = boxed_origin.without_origin(query, answer_lang)
    # "the tile in the slot at the bottom of a location": a component told by its look, read as its name (rules/described_looks.py)
    query = described_looks.as_named(query, answer_lang, game_id)
    # "tengo que TIRAR UNA CARTA", "TOSS a card": a card thrown is a card discarded, never rolled (rules/thrown_cards.py)
    query = thrown_cards.as_discarded(query, answer_lang)
    # "trade cards??", "guardar la ayuda para luego": a bare act is judged as the question it shortens ("can i ...")
    implied = unmarked.implied_asking(query, answer_lang)
    if implied:
        first = re.search(r"\w", query)
        query = f"{query[: first.start()]}{implied} {query[first.start():]}"
    if negative_asks.weighed():  # "CAN'T I use both?" ordered as the question it asks, "CAN I ...?" (rules/negative_asks.py)
        query = negative_asks.asked_positively(query, answer_lang)
    q, named = _prepare(query, answer_lang, index)
    q.native = native
    q.beyond = any(q.quoted) and quoted_beyond.asks_beyond(query, answer_lang)  # "'...' - WHAT ELSE?" (rules/quoted_beyond.py)
    if not game_id and playing and (not named or corpus.game_id(playing) in named):
        game_id = corpus.game_id(playing)
        if not corpus.has_rules(game_id, answer_lang):
            game_id = None
    # a word typed in capitals only one game prints so ("mi CAREER") all but names it (rules/typed_capitals.py)
    capitals = None if (game_id or named) else capitals_game(query, index.printed_in_capitals)
    # (not the words of a thing from outside these games the question likens to: rules/likened_things.py)
    voting, voting_surface = likened_things.unlikened(q.stems, q.surface, q.likened)
    votes = {} if (game_id or named or capitals) else _implied_votes(
        voting, answer_lang, voting_surface, typed_in_title_case(query))
    implied = set() if (game_id or named) else {capitals} if capitals else _most_voted(votes)
    # ... or, two votes ahead of every other game, the words all but name it (rules/clear_lead.py)
    clearly = clear_lead.leads_clearly(votes)
    compared_with = q.compared_games if not game_id else frozenset()
    if compared_with and not named:  # "LOOP stops at 12. What happens here ...?": the words outside the comparison
        capitals = None  # (rules/compared_games.py)
        kept = [n for n, was in enumerate(q.comparing) if not was]
        implied = _implied_games([q.stems[n] for n in kept], answer_lang, [q.surface[n] for n in kept]) - compared_with
        implied = implied or set(lang_index.games) - compared_with
    games = [game_id] if game_id else _named_first(list(lang_index.games), named or implied)
    first_other = next((member for member in games if member not in named), None) if named and not game_id else None
    # (one game the words point to: the others may be left unscored, `_implied_game_clear`)
    first_unimplied = next((member for member in games if member not in implied), None) if len(implied) == 1 else None
    which_mode = modes_asked.asks_which_mode(query, answer_lang)
    # 1. term scores per game (each game reads the question with its glossary)
    candidates: list[tuple[float, int]] = []
    factors: dict[int, float] = {}
    unasked_entries: set[int] = set()  # entries about a variant (solo, two players...) the question does not name
    asked_entries: set[int] = set()  # ... and about one it names in words ("en solitario", "co-op")
    variant_words: set[str] = set()  # ... and the words that name it
    lists: dict[str, list[Term]] = {}  # game -> the question's terms in that game
    leaders = Leaders(RERANK_BY_TITLE)  # only the best RERANK_BY_TITLE candidates of all games go on ...
    for member in games:
        if member == first_other and _named_game_clear(candidates):
            break  # (the named games come first: every game left is another one)
        if member == first_unimplied and _implied_game_clear(candidates):
            break  # (the games the words point to come first: every game left is another one)
        weights = _query_weights(q, member, index)
        unasked, asked = _asked_modes(weights, member, answer_lang, index)
        if which_mode:  # "which mode do they recommend?": every mode's rules answer (rules/modes_asked.py)
            unasked = frozenset()
        variants = _variants(member)  # solo, two players
        variant_factor = ASKED_MODE_FACTOR
        if asked & _worded_variants(member):  # "modo competitivo: ¿cuántas cartas...?": the mode's entry on the thing asked
            weights, worded = _mode_words_damped(weights, member, answer_lang, index)
            variant_factor = WORDED_MODE_FACTOR if worded else ASKED_MODE_FACTOR
        game_factor = OTHER_GAME_FACTOR if (named and member not in named and not game_id) else 1.0
        if implied and member not in implied:
            game_factor = OTHER_GAME_FACTOR if capitals or (clearly and not compared_with) else IMPLIED_GAME_FACTOR
        if member in compared_with:
            game_factor = COMPARED_GAME_FACTOR

        def mode_factor(mode: str | None) -> float:
            """The factor of an entry of this game about `mode` (None: the game itself)."""
            factor = game_factor
            if unasked and mode in unasked:
                factor *= UNASKED_MODE_FACTOR
            elif mode in asked:
                factor *= variant_factor if mode in _worded_variants(member) else ASKED_MODE_FACTOR
            return factor

        by_mode = {mode: mode_factor(mode) for mode in _entry_modes(index, lang_index).get(member, (None,))}
        entry_mode = _entry_modes(index, lang_index)[None]

        section_mode = _section_modes(index, lang_index)
        # a variant named in words favours the entries its section holds too ("Competitive Mode > Event")
        worded_asked = asked & _worded_variants(member)
        by_section = {mode: by_mode[mode] for mode in worded_asked if mode in by_mode}

        def factor_of(number: int) -> float:
            """The factor of an entry of this game: mode_factor of the mode it is about."""
            return by_mode[entry_mode[number]]

        if by_section:
            def factor_of(number: int) -> float:  # noqa: F811 (... or of the variant named its section is about)
                """The factor of an entry of this game: mode_factor of the mode it, or its section, is about."""
                mode = entry_mode[number]
                if mode is None and section_mode[number] in by_section:
                    return by_section[section_mode[number]]
                return by_mode[mode]

        span = list(by_mode.values())
        for number, share in _term_scores(weights, q, member, lang_index, lists, leaders, factor_of, (min(span), max(span))).items():
            # (factor_of, without a call per entry when no variant is named)
            factor = factors[number] = factor_of(number) if by_section else by_mode[entry_mode[number]]
            if unasked and entry_mode[number] in unasked and entry_mode[number] in variants:
                unasked_entries.add(number)
            elif worded_asked and (entry_mode[number] in worded_asked or section_mode[number] in worded_asked):
                asked_entries.add(number)
            candidates.append((-(share * factor), number))  # (negated: sorted best first, then by number)
        if worded_asked:  # the words that name them (the variants named, not a setup or an example)
            variant_words.update(
                token for mode, every, _ in _game_modes(index, member, answer_lang) if mode in worded_asked
                for signature in every if signature <= weights.keys() for token in signature)
    # 2. the best of them get the fuzzy comparison with titles and aliases
    # ... and of them, the best `_shortlist_size` rule entries, with the gaps that rank among them
    shortlist = _shortlist(sorted(candidates)[:RERANK_BY_TITLE], _shortlist_size(q), lang_index.gap_start)
    matched = _HeldTokens(shortlist, lists, lang_index)
    fuzzy = _fuzzy(q, lang_index, [number for _, number in shortlist])
    scored = [
        (BM25_SHARE * 100.0 * min(share, 1.0) + FUZZY_SHARE * factors[number] * fuzzy.get(number, 0.0), number)
        for share, number in shortlist
    ]
    # (leave for a count read as a limit only when no variant is named in words: "can Rob have 2 presences?" asks
    # Rob's rule, rules/named_variant.py, which the general limit favoured past it would leave behind)
    if _asks_limit(q, index, None if asked_entries else words(query)):  # "how many can I ...", "can I have more than 4": the entry that sets the limit
        scored = [
            (value * (LIMIT_FACTOR if _holds(lang_index, number, LIMIT_CONCEPT) else 1.0), number) for value, number in scored
        ]
    if q.counts_what_exists:  # "¿cuántas cartas de infancia hay?": the count in Components, not the deal
        scored = [(value * (COMPONENTS_FACTOR if lang_index.docs[number].entry.section in COMPONENT_SECTIONS else 1.0),
                   number) for value, number in scored]
    if box_never_when.never_says_when(q.intents, q.counts_what_exists):  # "when do i use the d10?": the Components
        scored = [(value / (COMPONENTS_FACTOR if lang_index.docs[number].entry.section in COMPONENT_SECTIONS else 1.0),
                   number) for value, number in scored]  # list never says when (rules/box_never_when.py)
    if "?def" in q.intents:  # "what is X", "qué provoca X": the entry that defines X, not one of its consequences
        scored = [(value * _definition_factor(q, lang_index.docs[number].entry), number) for value, number in scored]
    if q.compares:  # "the difference between X and Y": the entries that define X and Y (rules/comparison.py)
        idf = lang_index.idf
        scored = comparison.defining_first(
            scored, lambda number: lang_index.docs[number].entry.title, frozenset(q.stems),
            tuple(frozenset(stem for stem in side if idf.get(stem, 0.0) >= TOPIC_MIN_IDF) for side in q.sides), answer_lang)
    if q.purpose:  # "what's the point of X": the entry that tells what X is, before one of its uses (rules/purpose.py)
        asked_stems = purpose.asked_things(q.stems, q.surface, q.before_next, answer_lang, q.doubt)
        # (a card's word typed as printed names its term by its glossary concept too, per game: "BARTER" the
        # title's "Trueque", rules/purpose.py `names_only_asked`)
        printed_asked = frozenset(stem for stem, typed in zip(q.stems, q.surface) if stem in asked_stems
                                  and typed in _in_capitals(query)) if answer_lang != "en" else frozenset()
        concepts_of = {member: purpose.asked_concepts(q.stems, printed_asked, index.thesauri[member], answer_lang)
                       for member in {lang_index.docs[number].entry.game for _, number in scored}
                       if member in index.thesauri} if printed_asked else {}
        scored = [(value * purpose.defining_factor(lang_index.docs[number].entry.title, asked_stems, answer_lang,
                                                   index.thesauri.get(lang_index.docs[number].entry.game),
                                                   concepts_of.get(lang_index.docs[number].entry.game, frozenset()))
                   # ... and the rule that spends it, before the one that keeps it (rules/spent_asked.py)
                   * spent_asked.spent_factor(lang_index.docs[number].entry.text, asked_stems, answer_lang)
                   / (COMPONENTS_FACTOR if (lang_index.docs[number].entry.section in COMPONENT_SECTIONS
                                            or tallies.tallies(lang_index.docs[number].entry.title, answer_lang))
                      and not q.counts_what_exists else 1.0)  # (a count in the box, or a tally, never says what for)
                   # ... and the rules of the thing before an entry that only lists it among others (rules/listed_only.py)
                   * listed_only.listed_factor(lang_index.docs[number].entry.title, lang_index.docs[number].entry.text,
                                               asked_stems, answer_lang)
                   # ... and before the rule of another thing that stands in for it (rules/stood_in.py)
                   * stood_in.stood_in_factor(lang_index.docs[number].entry.text, asked_stems, answer_lang), number)
                  for value, number in scored]
    ends = ranges_asked.asked_range(query, answer_lang)
    if ends:  # "from level 4 to level 5": the rule that holds both ends of the step (rules/ranges_asked.py)
        scored = [(value * ranges_asked.range_factor(_unnoted_tokens(lang_index, number, index), ends), number)
                  for value, number in scored]
    counts = already_held.counts_held(query, answer_lang)
    if counts:  # "I ALREADY have 2 REPUTATION": the rule of the limit at that count (rules/already_held.py)
        # (an entry's tokens are read only for one that states a limit, whose factor they decide: the others' is
        # 1.0 whatever they hold, and reading an entry's tokens the first time analyses its whole text)
        scored = [(value * (already_held.held_factor(True, _unnoted_tokens(lang_index, number, index), counts)
                            if _holds(lang_index, number, LIMIT_CONCEPT) else 1.0), number) for value, number in scored]
    side = sides_asked.asked_side(query, answer_lang)
    if side:  # "the LEFT-MOST market card costs?": not the rule of the right-most ones (rules/sides_asked.py)
        scored = [(value * sides_asked.side_factor(lang_index.docs[number].entry.title, side, answer_lang), number)
                  for value, number in scored]
    placed = placed_parts.places_asked(query, answer_lang)
    if placed:  # "the spaces at the FAR RIGHT of a track", "el hueco DE ARRIBA": the rule that names that place
        docs = lang_index.docs  # (rules/placed_parts.py; a gap of that place too: "the passive bonus at the right end")
        scored = [(value * placed_parts.placed_factor(docs[number].entry.title, docs[number].entry.text, placed, answer_lang),
                   number) for value, number in scored]
    difficult = difficulty_asked.asks_difficulty(query, answer_lang)
    if difficult:  # "is there an EASIER setting for Rob?": the rule that
        docs = lang_index.docs  # tells how hard a thing plays, before the mode's overview (rules/difficulty_asked.py)
        scored = [(value * difficulty_asked.difficulty_factor(docs[number].entry.title, docs[number].entry.text,
                                                              answer_lang), number) for value, number in scored]
    held_back: frozenset[int] = frozenset()  # entries a factor of the question's form damped: not brought forward
    if q.purpose and not q.counts_what_exists:  # "what are the X for": no setup step or box count passes the rule of use
        modes = _entry_modes(index, lang_index)[None]  # (rules/purpose.py)
        held_back = frozenset(number for _, number in scored if purpose.never_tells_use(
            modes[number] == SETUP_PREFIX, lang_index.docs[number].entry.section in COMPONENT_SECTIONS
            or tallies.tallies(lang_index.docs[number].entry.title, answer_lang)))  # (rules/tallies.py)
    if until_end.asks_at_end(query, answer_lang):  # "AT THE END of my turn": not the rule of what holds until then
        until_held = frozenset(number for _, number in scored if number < lang_index.gap_start and until_end.tells_until(
            lang_index.docs[number].entry.title, answer_lang))  # (rules/until_end.py)
        first = max((item for item in scored if item[1] < lang_index.gap_start), default=(0.0, None))[1]
        held_back |= until_held
        if first in until_held:  # (the first rule entry by score only: the rest keep their places as related)
            scored = [(value * (until_end.UNTIL_FACTOR if number == first else 1.0), number) for value, number in scored]
    scored = [(-negated, number) for negated, number in sorted([(-value, number) for value, number in scored])]
    if named and not game_id and scored and scored[0][1] >= lang_index.gap_start \
            and lang_index.docs[scored[0][1]].entry.game not in named:  # another game's gap first: the named game's
        scored = _named_games_gaps(scored, named, lang_index)  # gaps judge the question that names it
    answered, missing, gap, printed = bool(scored), (), None, False
    if scored:
        # of two close siblings, the one that holds the ask too (not the leave a question of why asks the reason
        # for: rules/why_asked.py; nor beside "what is X for", which asks the entry of X itself, as below: "what is
        # the parent card for and when do i play one" lost the Parent Card's entry to its hand-and-discard
        # sibling, for its "when". TUNE47: top-1 17,615 -> 17,616, nothing else moved)
        if not why_asked.asks_why(query, q.lang) and "?def" not in q.intents:
            scored = asked_form_first(scored, matched, lang_index, _entry_modes(index, lang_index)[None])
        # ... and of a general rule and a close entry that details it, the detail that holds more of the question
        if "?def" not in q.intents:  # ("what does bouncing mean": the general entry is asked)
            scored = specific_first(scored, matched, lang_index, _entry_modes(index, lang_index)[None], weak_keys(q.lang),
                                    q.intents)  # (rules/specific_entries.py)
        scored, evidence, answered, missing = _best_covering(
            scored, q, matched, index, lang_index, named, game_id, implied, unasked_entries, asked_entries, variant_words,
            held_back=held_back,
        )
        if difficult:  # "is there an EASIER setting for him?": the rule of difficulty, not the told case's (rules/difficulty_asked.py)
            docs = lang_index.docs
            scored = difficulty_asked.difficulty_first(
                scored, lambda number: number < lang_index.gap_start and difficulty_asked.tells_difficulty(
                    docs[number].entry.title, docs[number].entry.text, answer_lang),
                lambda number: docs[number].entry.game, EVIDENCE_RANKS)
        if q.purpose and not answered and missing and held_back and scored[0][1] < lang_index.gap_start \
                and scored[0][1] not in held_back:  # "the Memory Cards in the top SLOT ... for?" (rules/purpose.py)
            first_game = lang_index.docs[scored[0][1]].entry.game
            if purpose.placed_by_setup(missing, [matched.get(number, ()) for _, number in scored[:EVIDENCE_RANKS]
                                                 if number in held_back
                                                 and lang_index.docs[number].entry.game == first_game]):
                answered, missing = True, ()
        if not answered and missing and scored[0][1] < lang_index.gap_start:  # "my HAPPINESS ... the track"
            answered, missing, evidence = one_of_kind_answers(  # (rules/kinds.py)
                q.stems, evidence, matched.get(scored[0][1], ()), lang_index.docs[scored[0][1]].entry, q.lang,
                q.transfer, partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named,
                                    game_id=game_id), (answered, missing), alone=True)
        if not answered and missing and scored[0][1] < lang_index.gap_start:  # "only when you CONSUME", asked of BUY
            answered, missing, evidence = kept_to_own_answers(  # (rules/kept_to_own.py)
                q.stems, q.lang, evidence, lang_index.docs[scored[0][1]].entry, lang_index.lang, index,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        if not answered and missing and q.lang != "en" and scored[0][1] < lang_index.gap_start:  # "cartas de Community"
            answered, missing, evidence = settled_answers(  # (rules/clashing_names.py)
                evidence, lang_index.docs[scored[0][1]].entry, q.lang, index, partial(_holds, lang_index, scored[0][1]),
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing), query, partial(search, game=game_id, lang=lang_index.lang, limit=1))
        if not answered and missing and scored[0][1] < lang_index.gap_start:  # "resolved THE MOMENT I pass it, right?"
            answered, missing, evidence = specific_answers(  # (rules/claimed_specifics.py)
                words(query), q.lang, evidence, lang_index.docs[scored[0][1]].entry,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        if not answered and missing and scored[0][1] < lang_index.gap_start:  # "no puedo pagar, ¿VA AL DESCARTE?"
            answered, missing, evidence = place_answers(  # (rules/guessed_places.py)
                words(query), q.lang, evidence, lang_index.docs[scored[0][1]].entry,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        part_word_named = False
        if not answered and missing and scored[0][1] < lang_index.gap_start \
                and part_named.part_word_answers(  # "whats the bad luck PHASE" (rules/part_named.py)
                    missing, words(query), answer_lang,
                    tuple(_rule_order(lang_index)[lang_index.docs[scored[0][1]].entry.game]),
                    lang_index.docs[scored[0][1]].entry.game):
            answered, missing, part_word_named = True, (), True  # (no gap for the part word to name: it named the part)
        if scored[0][1] < lang_index.gap_start and answered and not part_word_named:  # a close gap may name what the answering rule lacks
            scored, answered, missing, evidence = _gap_forward(scored, answered, missing, evidence, q, matched, index,
                                                               lang_index, named, game_id)
        told_gap = None
        if answered and shortage_gaps.scene_says_shortage(query, answer_lang):  # "no me QUEDA ninguna." (rules/shortage_gaps.py)
            told_gap = shortage_gaps.shortage_gap(
                scored, lang_index.gap_start, partial(_titles_everywhere, index=index, lang_index=lang_index),
                lambda number: lang_index.docs[number].entry.game,
                lambda number: _answers(_evidence_once(q, number, matched, index, lang_index),
                                        lang_index.docs[number].entry.game, named, game_id)[0])
        if told_gap is not None:  # the gap about the shortage told: the rule of the case is related reading
            rules_kept = [item for item in scored if item[1] < lang_index.gap_start]
            scored, gap, answered, missing, evidence = _gap_told(
                scored[told_gap][1], rules_kept[0][1], rules_kept, (), evidence, lang_index, matched, q)
        elif scored[0][1] < lang_index.gap_start:  # a rule entry first: the gaps only leave the list
            scored = [item for item in scored if item[1] < lang_index.gap_start]
        else:
            scored, gap, answered, missing, evidence = _known_gap(
                scored, answered, missing, evidence, lang_index, matched,
                partial(_best_covering, q=q, matched=matched, index=index, lang_index=lang_index, named=named,
                        game_id=game_id, implied=implied, unasked=unasked_entries, asked=asked_entries,
                        variant_words=variant_words, by_title=False, held_back=held_back),
                partial(_names_what_rule_lacks, q=q, matched=matched, index=index, lang_index=lang_index), q,
                still_asked.asks_still(query, answer_lang), done_states.says_done(query, answer_lang),
                own_others.says_own_other(query, answer_lang),
                partial(tie_steps.step_with_next, query, lang_index=lang_index)
                if tie_steps.asks_tie_still(query, lang_index.lang) else lambda rule: False,
                (lambda rule, left_out: part_named.part_word_answers(
                    left_out, words(query), answer_lang, tuple(_rule_order(lang_index)[lang_index.docs[rule].entry.game]),
                    lang_index.docs[rule].entry.game)) if part_named.asks_part(words(query), answer_lang)
                else lambda rule, left_out: False,
            )
        if not answered and named and not game_id and gap is None and scored:  # related reading from the game the question names first
            other_first = lang_index.docs[scored[0][1]].entry.game not in named
            scored.sort(key=lambda item: lang_index.docs[item[1]].entry.game not in named)
            # ... and what that game's nearest rule leaves out (not what another game's did)
            first = scored[0][1]
            named_answers, missing = _answers(_evidence(q, first, matched, index, lang_index),
                                              lang_index.docs[first].entry.game, named, game_id)
            if other_first and named_answers and first < lang_index.gap_start:
                # another game's rule was first only by score (the game named to compare with, "LOOP starts with
                # whoever spent over $100. Who starts a game of CV?"): the named game's nearest rule that leaves
                # no topic out answers; before, it abstained leaving out no word ("missing ''")
                answered = True
        if not answered and gap is None and missing and scored and scored[0][1] < lang_index.gap_start:
            # "does he need to meet the REQUISITO?": the first entry says it in the other language (rules/twin_covered.py;
            # judged here, after the gaps, for a rule first by either way)
            answered, missing, evidence = twin_answers(
                evidence, lang_index.docs[scored[0][1]].entry, q.lang, index,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        if not answered and gap is None and missing and scored and scored[0][1] < lang_index.gap_start:
            # "Meditate COSTS 1 TIME MEEPLE, right?": the rule's price settles it (rules/claimed_prices.py; judged
            # here, after the gaps, for a rule first by either way: a gap that ranked first and left the list too)
            answered, missing, evidence = price_answers(
                words(query), q.lang, evidence, lang_index.docs[scored[0][1]].entry,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        for claim_reading in (specific_answers, place_answers, conceded_answers, disputed_answers, condition_answers,
                              step_answers, label_answers, kept_answers, check_answers):  # (and "in STEP 3":
            # rules/named_steps.py; "in STEP B": rules/step_labels.py; "GIVE IT BACK or KEEP IT?": rules/kept_choice.py;
            # "WHEN do we SEE IF we won?": rules/checked_moments.py)
            # "the card GOES TO THE DISCARD PILE, right?", "resolved THE MOMENT I pass it, right?": judged again here,
            # like the price, for a rule first once a gap that ranked first (the discard pile's) left the list; the
            # judgement before the gaps never saw the rule (rules/claimed_specifics.py, rules/guessed_places.py);
            # and "... EVEN WITH SPARE TIME, right?": the case conceded is no topic (rules/conceded_cases.py)
            # and "Max says all 5 at once, Leo says ONLY 1 or 2": the side the rule denies is no topic
            # (rules/disputed_sides.py); and "HOBBY goal REQUIREMENT": the thing's own entry states what it needs
            # (rules/named_conditions.py)
            if answered or gap is not None or not missing or not scored or scored[0][1] >= lang_index.gap_start:
                break
            answered, missing, evidence = claim_reading(
                words(query), q.lang, evidence, lang_index.docs[scored[0][1]].entry,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        if not answered and gap is None and missing and scored and scored[0][1] < lang_index.gap_start:
            # "can I play it FROM MY HAND ...?": the hand told as where one's cards are (rules/held_in_hand.py)
            answered, missing, evidence = held_answers(
                words(query), q.lang, q.clause, evidence,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        if not answered and gap is None and missing and scored and scored[0][1] < lang_index.gap_start:
            # "the tokens IN THE BOX ran out": where a supply is kept (rules/emptied_from.py)
            answered, missing, evidence = emptied_from.container_answers(
                words(query), q.lang, evidence, lang_index.docs[scored[0][1]].entry,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing))
        if not answered and gap is None and missing and scored and scored[0][1] < lang_index.gap_start:
            # "SINCE THERE'S NO CAP on tiles, do I lose one...?": the premise's words are the ground of the ask, not
            # what the rule must say (rules/premises.py)
            answered, missing, evidence = premises.premise_answers(
                query, q.lang, evidence,
                partial(_answers, game=lang_index.docs[scored[0][1]].entry.game, named=named, game_id=game_id),
                (answered, missing), lambda said: bool(_mentions(said, index)[0]))
        if not answered and gap is None and scored and scored[0][1] < lang_index.gap_start:
            answered, missing = _answers_in_scene(q, scored[0][1], evidence, missing, matched, index, lang_index, named,
                                                  game_id)
        if not answered and gap is None and missing and scored and scored[0][1] < lang_index.gap_start \
                and CONTEXT in q.clause and not asked_part.story_is_asked(query, q.lang):
            # "I'm the Actor. ... one Fame icon on an Experience in my STACK. Am I stuck?": a detail of the situation
            # told before the ask is no topic the rule of the case must say (rules/asked_part.py)
            first_game = lang_index.docs[scored[0][1]].entry.game
            used = index.stem_games[q.lang]
            answered, missing, evidence = asked_part.told_answers(
                evidence, [clause == CONTEXT for clause in q.clause],
                q.stems, q.trouble, lambda stemmed: first_game in used.get(stemmed, ()),
                partial(_answers, game=first_game, named=named, game_id=game_id), (answered, missing))
            if not answered:  # "Soy el Craftsman y ME FALTA un FOOD ...": one's own need told (rules/own_needs.py)
                answered, missing, evidence = own_needs.need_answers(
                    query, q.lang, evidence, [clause == CONTEXT for clause in q.clause],
                    partial(_answers, game=first_game, named=named, game_id=game_id), (answered, missing))
        if not answered and gap is None and scored:
            scored = _gap_rule_first(scored, q, evidence, matched, index, lang_index)
        if q.sequence and gap is None and scored and scored[0][1] < lang_index.gap_start and not q.player_counts \
                and scored[0][1] not in asked_entries:
            # "what comes next in the turn": the entry that lays the turn out in order answers (rules/sequence.py);
            # not the order of the whole game when the question is about a variant ("in the 2-player game ...")
            held = matched.get(scored[0][1]) or set()
            pulled = sequence.order_entry_first(
                [item for item in scored if item[1] < lang_index.gap_start],
                lambda number: lang_index.docs[number].entry.title, lambda number: lang_index.docs[number].entry.game,
                any(q.stems[side] in held and q.stems[other] in held for side, other in q.alternatives.items()),
                answer_lang)
            if pulled:
                scored, answered, missing = pulled, True, ()
        # the siblings a stage below may pull before the first: not an entry about a variant the question does not
        # name, nor a general rule past the entry of the variant it names in words ("in co-op can we still REJECT a
        # FAVOUR", "solo SHARE - where does it go if it breaks": co-op's and solo's rules, not the general ones)
        variant_first = bool(scored) and scored[0][1] in asked_entries

        def may_move(number: int) -> bool:
            """Whether a stating sibling may go before the first entry."""
            return number not in unasked_entries and (not variant_first or number in asked_entries) \
                and number not in held_back  # (nor one the question's form damped: rules/until_end.py)

        def said_of(number: int) -> tuple[str, str]:
            """An entry's title and text, and the answer's language: where a stating sibling says what is asked."""
            entry = lang_index.docs[number].entry
            return f"{entry.title} {entry.text}", answer_lang

        def title_of(number: int) -> tuple[str, str]:
            """An entry's title, and the answer's language."""
            return lang_index.docs[number].entry.title, answer_lang

        def game_of(number: int) -> str:
            """The game of an entry."""
            return lang_index.docs[number].entry.game

        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start and q.outline \
                and not q.compares:  # (two things compared: the entries of each, rules/comparison.py)
            # "promotion and marriage, IN SHORT": the entry that heads its part of the rulebook (rules/outline_asked.py)
            scored = outline_asked.head_first([item for item in scored if item[1] < lang_index.gap_start],
                                              lang_index, may_move, q.stems) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start and q.overall \
                and q.lang == answer_lang:
            # "what's the bus for?": the entry that introduces the thing, before a detail of it (rules/introduced_asked.py)
            scored = introduced_asked.introducing_first(
                [item for item in scored if item[1] < lang_index.gap_start], introduced_asked.asked_thing(q.stems, q.lang),
                lang_index, may_move, answer_lang,
                partial(_glossary_thing, index=index, lang=answer_lang, order=tuple(q.stems))) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and shortage.says_shortage(words(query), answer_lang):  # "only 2 tokens LEFT": the shortage's entry (rules/shortage.py)
            scored = shortage.shortage_entry_first(
                [item for item in scored if item[1] < lang_index.gap_start],
                partial(_titles_everywhere, index=index, lang_index=lang_index), game_of,
                may_move) or scored  # (not a variant the question does not name)
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and (edges := edge_told.asked_edges(words(query), answer_lang)) \
                and not edge_told.leaves_first(query, q.stems, scored[0][1], index, lang_index):  # "RAN OUT", "DOWN TO 0"
            scored = edge_told.edge_entry_first(  # (rules/edge_told.py): the sibling that states the edge told
                [item for item in scored if item[1] < lang_index.gap_start], edges,
                lambda number: lang_index.docs[number].entry, answer_lang, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start and q.opening_kind:
            # "applying for a credit card, WHAT DO I GET?" past "WHEN you can APPLY...": the sibling whose title
            # states the kind asked (rules/other_kind_title.py)
            scored = other_kind_title.asked_kind_first(
                [item for item in scored if item[1] < lang_index.gap_start], q.opening_kind,
                partial(title_intents, lang_index), game_of, may_move) or scored
            # "what do I get ... and how do I pay it back?" past "WHEN you can APPLY": a first whose title states a
            # kind neither ask asks (rules/several_kinds_asked.py)
            scored = several_kinds_asked.answering_entry_first(
                [item for item in scored if item[1] < lang_index.gap_start], q.opening_kind, q.intents,
                words(query), answer_lang, partial(title_intents, lang_index), game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and repeats.asks_repeat(words(query), answer_lang):  # "ALREADY on the last space": the repeat's entry
            scored = repeats.repeat_entry_first(  # (rules/repeats.py)
                [item for item in scored if item[1] < lang_index.gap_start], said_of, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and exceptions_asked.asks_exception(words(query), answer_lang):  # "is there EVER A CASE where ...?"
            scored = exceptions_asked.exception_entry_first(  # (rules/exceptions_asked.py): the case that gives way
                [item for item in scored if item[1] < lang_index.gap_start], said_of,
                lambda number: lang_index.docs[number].entry.id, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and moments.asks_moment(words(query), answer_lang, "?when" in q.intents):  # "RIGHT NOW", "ESTE TURNO"
            rules_only = [item for item in scored if item[1] < lang_index.gap_start]
            # "does the game END RIGHT AWAY?": the rule that says play goes on first (rules/ends_at_once.py) ...
            going_on = ends_at_once.asks_end_at_once(words(query), answer_lang) and ends_at_once.going_on_entry_first(
                rules_only, said_of, game_of, may_move)
            scored = going_on or moments.moment_entry_first(  # ... else (rules/moments.py) the rule that says when
                rules_only, said_of, game_of, may_move, moments.tells_just_done(words(query), answer_lang),
                moments.asks_use_start(words(query), answer_lang)) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and often_asked.asks_often(words(query), answer_lang):  # "HOW OFTEN", "CADA CUÁNTO"
            scored = often_asked.period_entry_first(  # (rules/often_asked.py): the rule whose title states the period
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and (start_amounts.asks_start_amount(query, answer_lang)  # "how many AT THE START"
                     or start_amounts.asks_deal(query, answer_lang)):  # "how are they DEALT"
            rules_only = [item for item in scored if item[1] < lang_index.gap_start]
            scored = start_amounts.setup_entry_first(  # (rules/start_amounts.py): the setup step that deals it ...
                rules_only, lambda number: (lang_index.docs[number].entry.section, answer_lang), game_of, may_move) \
                or start_amounts.past_box_first(  # ... or past the box's list, from further behind
                    rules_only, lambda number: (lang_index.docs[number].entry.section, answer_lang), game_of,
                    may_move) or scored
        elif answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and start_amounts.asks_each_gets(query, answer_lang) \
                and not (q.player_counts and start_amounts.tells_count_table(*title_of(scored[0][1]))):
            # "how many does EACH PLAYER GET" (not past the table by player count when the question names the count)
            rules_only = [item for item in scored if item[1] < lang_index.gap_start]
            undealt_asked = start_amounts.asks_undealt(query, answer_lang)
            deal_modes = _entry_modes(index, lang_index)[None]

            def section_of(number: int) -> tuple[str, str]:
                """An entry's section, and the answer's language."""
                return lang_index.docs[number].entry.section, answer_lang

            def deal_may_move(number: int) -> bool:
                """Not what no player gets (the cards set aside, the common supply), nor the deal of another
                player count than the question names (rules/start_amounts.py)."""
                return may_move(number) and (undealt_asked or not start_amounts.tells_undealt(*title_of(number))) \
                    and not (q.player_counts and _for_other_counts(
                        number, game_of(number), q.player_counts, deal_modes, lang_index, index))
            scored = start_amounts.setup_entry_first(  # (rules/start_amounts.py): the setup step that deals it ...
                rules_only, section_of, game_of, deal_may_move) \
                or start_amounts.deal_entry_first(  # ... or, among setup entries, the one whose title deals it ...
                    rules_only, title_of, game_of, deal_may_move) \
                or (not undealt_asked and start_amounts.dealt_entry_first(  # ... or past what no player gets
                    rules_only, section_of, title_of, game_of, deal_may_move)) \
                or start_amounts.past_box_first(  # ... or past the box's list, from further behind
                    rules_only, section_of, game_of, deal_may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and when_asked.asks_when(words(query), answer_lang, "?when" in q.intents):  # "WHEN do my meeples...?"
            play_modes = _entry_modes(index, lang_index)[None]
            first_setup = play_modes[scored[0][1]] == SETUP_PREFIX
            scored = when_asked.moment_title_first(  # (rules/when_asked.py): the rule whose title states the moment
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of,
                # (not a set-up step past a rule of play: its "Step 4" numbers the preparation, no moment of play)
                lambda number: may_move(number) and (first_setup or play_modes[number] != SETUP_PREFIX)) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and order_asked.asks_order(words(query), answer_lang) \
                and not order_asked.says_at_once(lang_index.docs[scored[0][1]].entry.text, answer_lang):
            # "IN WHAT ORDER do they take cards?" (not past a rule that says all act at once: no order to find)
            scored = order_asked.order_entry_first(  # (rules/order_asked.py): the rule whose title states the order
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and (choosing_asked.asks_choice(words(query), answer_lang)  # "WHO CHOOSES the card I lose?"
                     or which_lost.asks_which_lost(words(query), answer_lang)):  # "QUÉ carta PIERDO" (rules/which_lost.py)
            scored = choosing_asked.choosing_entry_first(  # (rules/choosing_asked.py): the rule that says who chooses
                [item for item in scored if item[1] < lang_index.gap_start], said_of, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and fates.asks_fate(words(query), answer_lang):  # "what do we do WITH the tiles": where they go
            scored = fates.fate_entry_first(  # (rules/fates.py)
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and who_next.asks_next_player(words(query), answer_lang):  # "done with my turn, WHO GOES NEXT?"
            scored = who_next.passing_entry_first(  # (rules/who_next.py): the rule that passes play on
                [item for item in scored if item[1] < lang_index.gap_start], said_of, game_of, may_move,
                not (game_id or named or capitals or compared_with)) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and next_steps.asks_next_after_done(words(query), answer_lang):  # "DONE rolling, NOW WHAT?"
            scored = next_steps.next_step_first(  # (rules/next_steps.py): the step after the one said done
                [item for item in scored if item[1] < lang_index.gap_start],
                lambda number: _rule_order(lang_index)[game_of(number)], answer_lang, may_move,
                untitled=next_steps.closes_on_next(words(query), answer_lang)) or scored  # ("... NOW WHAT?")
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and (tail := phase_asked.phase_tail(words(query), answer_lang)):  # "WHAT IS DONE IN the cleanup?"
            scored = phase_asked.phase_opening_first(  # (rules/phase_asked.py): the phase's opening entry
                [item for item in scored if item[1] < lang_index.gap_start], tail,
                lambda number: _rule_order(lang_index)[game_of(number)], game_of, answer_lang, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and part_named.asks_part(words(query), answer_lang):  # "whats the CLEAN UP PHASE?", "explain ROB'S TURN"
            scored = part_named.part_opening_first(  # (rules/part_named.py): the entry that opens the part named
                [item for item in scored if item[1] < lang_index.gap_start], words(query),
                lambda number: _rule_order(lang_index)[game_of(number)], game_of, answer_lang, may_move) or scored
        tie_named = bool(scored) and scored[0][1] < lang_index.gap_start \
            and named_tie.names_first(q.stems, scored[0][1], index, lang_index)  # (rules/named_tie.py)
        if gap is None and scored and scored[0][1] < lang_index.gap_start and not tie_named \
                and tie_won.asks_tie_won(query, answer_lang):  # "we're TIED, WHO WINS?", "¿QUÉ SE MIRA?"
            scored = tie_won.tie_break_first(  # (rules/tie_won.py): the entry that breaks the tie for the win
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start and not tie_named \
                and tied_told.tells_tie(query, answer_lang):  # "two of us BOTH ACHIEVED it", "IGUAL DE bien"
            scored = tied_told.tie_entry_first(  # (rules/tied_told.py): the sibling whose title speaks of a tie
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of, may_move) or scored
        if gap is None and scored and scored[0][1] < lang_index.gap_start \
                and not (game_id or named or capitals or compared_with):  # "tie on POINTS": whose tie-break
            scored = tie_break_games.own_tie_break_first(  # (rules/tie_break_games.py): the one its own words pick
                [item for item in scored if item[1] < lang_index.gap_start], q.stems,
                lambda number: lang_index.docs[number].entry, game_of, votes, answer_lang, may_move) or scored
        if gap is None and scored and scored[0][1] < lang_index.gap_start \
                and worth_asked.asks_worth(words(query), answer_lang):  # "7 tokens, WHAT ARE THEY WORTH?"
            scored = worth_asked.scoring_entry_first(  # (rules/worth_asked.py): the entry of the final scoring
                [item for item in scored if item[1] < lang_index.gap_start],
                lambda number: (lang_index.docs[number].entry.section, answer_lang), game_of, may_move) or scored
        elif answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and worth_asked.asks_points(words(query), answer_lang):  # "how do possessions GIVE POINTS?"
            scored = worth_asked.points_entry_first(  # (rules/worth_asked.py): the entry of the final scoring
                [item for item in scored if item[1] < lang_index.gap_start],
                lambda number: (lang_index.docs[number].entry.section, answer_lang), game_of, may_move) or scored
        elif answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and worth_at_end.asks_worth_at_end(query, answer_lang):  # "what are they WORTH AT THE END?"
            scored = worth_at_end.end_scoring_first(  # (rules/worth_at_end.py): the entry of the final scoring
                [item for item in scored if item[1] < lang_index.gap_start],
                lambda number: (lang_index.docs[number].entry.section, answer_lang), game_of, may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start:
            # "for the Friendly goal, do mimic traits COUNT?": the entry whose title names what it counts for
            scored = counted_condition.condition_entry_first(  # (rules/counted_condition.py)
                query, [item for item in scored if item[1] < lang_index.gap_start], index, lang_index, game_of,
                may_move) or scored
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and not examples_last.asks_for_example(words(query), answer_lang):  # the rule before its worked example
            scored = examples_last.rule_before_example(
                [item for item in scored if item[1] < lang_index.gap_start], lambda number: lang_index.docs[number].entry.id,
                game_of, may_move) or scored
        if answered and scored and scored[0][1] < lang_index.gap_start:  # (a scene forgiven may have let it answer)
            # the BUY rule for RECYCLE, a sibling it never names: RECYCLE's own rule, or none (rules/sibling_terms.py)
            scored, answered, missing = _sibling_set_aside(scored, missing, q, matched, index, lang_index)
        if answered and scored and scored[0][1] < lang_index.gap_start:  # silent by the question's form (rules/silences.py)
            # (of a question that offers another choice, "do I have to X, OR CAN I Y?", answered by the rule of X:
            # the asked act only, rules/other_choice.py)
            asked = other_choice.asked_part(query, answer_lang) if scored[0][1] in q.offer_answered else None
            # ("what's on the back of X": a near rule that tells what X prints, before one that never does: rules/print_asked.py)
            scored = print_asked.teller_first(query, scored, lang_index)
            # (a thing named is known to the games the question names, and to those it compares with: "CV has the
            # BICYCLE card to pick the first player. Who goes first in adulthood?" tells CV's card, no unknown thing
            # of Adulthood's; a question that names no game is read against every game, as before. Round fabst32:
            # TUNE107 false abstention -2, blind80 Adulthood and LOOP, nothing else moved. Its form is read in the
            # player's own words: a passage quoted from the rulebook is no ask, rules/quotes.py)
            # (nor the premise the question takes for granted before its ask: rules/premises.py)
            silence = silences.judge(quotes.asked_words(premises.without_premise(
                outline_asked.without_outline(query, answer_lang) if q.outline else query, answer_lang), answer_lang), q.stems, q.surface, q.intents, q.counts_what_exists or q.counts_deck, scored, index, lang_index,
                                   frozenset([game_id]) if game_id else frozenset(named) | q.compared_games if named
                                   else frozenset(), quotes.without_quotes(query), _implied_games, query,
                                   _compared_words(q)) \
                if asked is None else silences.judge(
                    asked, q.stems[:q.offered.index(True)], q.surface[:q.offered.index(True)], q.intents,
                    q.counts_what_exists or q.counts_deck, scored, index, lang_index,
                    frozenset([game_id]) if game_id else frozenset(named), quotes.without_quotes(asked), _implied_games)
            if silence:
                scored, missing, printed, answered = silence.scored, silence.missing, silence.printed, False
            elif q.player_counts and _other_count_variant(scored[0][1], q.player_counts, index, lang_index) \
                    and not _count_names_variant(lang_index.docs[scored[0][1]].entry.game, q, index):
                # "we're 4: can we use the SOLO cards too?": the rule of a variant made for another count is no
                # rule of the game the table plays (not when the count names a variant compared with it: "is the
                # solo set-up the same as the 2-player VARIANT?")
                answered, missing = False, tuple(sorted(q.player_counts))
        elif gap is not None and (listed := silences.printed_beside_gap(query, scored, index, lang_index)):
            # a gap told of a question that lists a kind by what its cards print: the cards print it
            missing, printed = (" ".join(listed),), True  # (rules/silences.py `printed_beside_gap`)
        elif not answered and gap is None and (unknown := silences.unknown_thing(
                quotes.without_quotes(query), lang_index.lang, frozenset([game_id]) if game_id else frozenset(named),
                lang_index.docs[scored[0][1]].entry.game if scored else None, _compared_words(q))):
            # unanswered for a word no entry covers ("NIGHT owl"), of a thing no text knows: that thing is what is
            # missing (rules/silences.py `unknown_thing`; not a thing only compared with: "como el MARIO KART")
            missing = (unknown,)
        if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
                and moments_ordered.asks_between(words(query), answer_lang):  # "roll first and then pick, or ...?"
            # (once the silences have judged the first entry: the one that orders the moments, moved first, answers)
            scored = moments_ordered.ordering_entry_first(  # (rules/moments_ordered.py)
                [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of, may_move) or scored
    if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
            and overview_yields.is_overview(lang_index.docs[scored[0][1]].entry.id) \
            and not (q.overall or q.compares or "?def" in q.intents) \
            and not overview_yields.asks_whole(words(query), answer_lang):  # "am I FORCED to play a Parent Card?"
        # the rule of the group, not its overview, once what is answered is decided (rules/overview_yields.py)
        group_modes = _entry_modes(index, lang_index)[None]
        overview_mode = group_modes[scored[0][1]]  # (a detail of the same kind: not a setup step for a rule of play)
        scored = overview_yields.detail_first(
            [item for item in scored if item[1] < lang_index.gap_start], lambda number: lang_index.docs[number].entry.id,
            game_of, lambda number: may_move(number) and group_modes[number] == overview_mode) or scored
    if answered and gap is None and scored and scored[0][1] < lang_index.gap_start and q.player_counts:
        # "3 OR 4 PLAYERS: when does the leftmost card go?": not the close rule of another count (rules/count_fits.py)
        count_modes = _entry_modes(index, lang_index)[None]
        scored = count_fits.asked_count_first(
            [item for item in scored if item[1] < lang_index.gap_start], lambda number: _for_other_counts(
                number, game_of(number), q.player_counts, count_modes, lang_index, index), game_of, may_move) or scored
    if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
            and win_asked.asks_win(words(query), answer_lang):  # "playing by myself, HOW DO I WIN?" (rules/win_asked.py)
        scored = win_asked.win_entries_first(  # the entries titled with the win, before an overview saying it in passing
            [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of,
            not (game_id or named or capitals or compared_with), may_move) or scored
    if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
            and (gained := gained_asked.gained_thing(query, answer_lang)):  # "HOW DO I GET more COINS?"
        scored = gained_asked.giving_entries_first(  # the entries whose titles give it (rules/gained_asked.py)
            [item for item in scored if item[1] < lang_index.gap_start], gained, title_of, game_of,
            not (game_id or named or capitals or compared_with), may_move) or scored
    if answered and gap is None and scored and scored[0][1] < lang_index.gap_start \
            and end_asked.asks_end(query, answer_lang):  # "WHEN DOES IT END?" (rules/end_asked.py)
        scored = end_asked.end_entries_first(  # the entries titled with the game's end, before a part's end
            [item for item in scored if item[1] < lang_index.gap_start], title_of, game_of,
            not (game_id or named or capitals or compared_with), may_move) or scored
    if scored and not (game_id or named or capitals or compared_with) \
            and spread_games.spreads(votes):
        # no game named, implied or typed, and the best entries of other games answer alike: the first hits show
        # those games' rules, not the first game's neighbours (rules/spread_games.py)
        scored = spread_games.spread_first(scored, lambda number: lang_index.docs[number].entry.game,
                                           lambda number: matched.get(number) or frozenset(),
                                           spread_games.votes_level(votes))
    if not answered and gap is None and not printed and scored and scored[0][1] < lang_index.gap_start \
            and scored[0][1] in q.passage_held and (quoted_checks.checked_quote(typed_query, answer_lang)
                                                    or wording_asked.asks_wording(typed_query, answer_lang)):
        # "'no REJECT' - so every FAVOUR I play just happens?": the rule quoted answers the check drawn from it
        # (rules/quoted_checks.py), and "does the rule literally SAY 'X'?" (rules/wording_asked.py)
        answered, missing = True, ()
    hits = []
    for value, number in scored[:limit]:
        entry = lang_index.docs[number].entry
        hits.append(
            Hit(
                game=entry.game,
                id=entry.id,
                title=entry.title,
                section=entry.section,
                page=entry.page,
                text=entry.text,
                score=round(min(max(value, 0.0), 100.0), 1),
                note=entry.note,
            )
        )
    return SearchResult(
        query=typed_query, game=game_id, lang=answer_lang, hits=tuple(hits), answered=answered, missing=missing, gap=gap,
        printed=printed,
    )


@_kept_for_the_index_last_read
def _rule_order(lang_index: LangIndex) -> dict[str, list[tuple[int, str, str]]]:
    """Per game, its rule entries as (number, section, title) in the rulebook's order (rules/next_steps.py)."""
    order: dict[str, list[tuple[int, str, str]]] = {}
    for number, doc in enumerate(lang_index.docs[:lang_index.gap_start]):
        order.setdefault(doc.entry.game, []).append((number, doc.entry.section, doc.entry.title))
    return order


def _titles_everywhere(number: int, index: Index, lang_index: LangIndex) -> tuple[tuple[str, str], ...]:
    """The titles of entry `number` in every language its game has (paired by id), with their languages."""
    entry = lang_index.docs[number].entry
    found = []
    for lang, other in index.langs.items():
        place = number if other is lang_index else other.by_key.get((entry.game, entry.id))
        if place is not None:
            found.append((other.docs[place].entry.title, lang))
    return tuple(found)


def _known_gap(scored, answered: bool, missing: tuple, evidence: tuple, lang_index: LangIndex, matched, rejudge: Callable,
               names_lacked: Callable = lambda gap, rule: False, q: _Query | None = None, asked_still: bool = False,
               said_done: bool = False, said_own: bool = False, step_named: Callable[[int], bool] = lambda rule: False,
               part_named_at: Callable[[int, tuple], bool] = lambda rule, missing: False):
    """The decision of the gap catalogs (rules/gaps.py). A gap that comes
    first after `_best_covering` (it scores above every rule entry, or as
    close and covers the question at least as well) and covers every topic
    of the question (`_evidence`, as an entry that answers; of the game the
    question names, if it names one) is the question: the rulebook does not
    cover it. Unless a rule entry answers the question too (`rejudge`:
    `_best_covering` without the gaps) and the gap does not score GAP_LEAD
    times as high, or holds no word of the question the rule lacks: a gap is
    the catalog's guess at the question, a rule that covers it is the
    rulebook's word. But a gap that scores GAP_CLOSE of the rule and names
    the thing asked about that the rule never says (`names_lacked`:
    `_names_what_rule_lacks`, "the MARRIAGE card") is the question, however
    the rest of the rule's words match. Nor is a gap the question when it is
    nearer only by the words of a story told beside the ask (sentences that
    ask nothing, `_leads_by_situation` with `story`) and the rule answers and
    holds the ask's own words ("Someone played me a BARTER and I have no
    other BARTER. Can I refuse it?"). Then `answered` is false, the gap is
    told, `missing` is what the nearest rule leaves out (the question's words
    only the gap holds, when it covers every topic), and its related
    entries come first as related reading, then the other candidates. A gap
    first that leaves a topic out is no such match: the entries are judged
    without it. Gap documents are never hits: they leave the list in every
    case. Nor is a gap the question, a rule entry answering, when it is
    another case of the question's thing: the thing undone where the
    question says it is done (`said_done`, rules/done_states.py), another
    player's where the question says it is its own (`said_own`,
    rules/own_others.py). Nor when the question says a tie still stands
    after a step the nearest rule's list follows with another (`step_named`,
    rules/tie_steps.py): the list answers. Nor when the question names a part
    of play with nothing more and the nearest rule leaves out at most its part
    word (`part_named_at`, rules/part_named.py): the rule answers. Returns (scored without gaps,
    the gap or None, answered, missing, evidence of the first)."""
    gap_start = lang_index.gap_start
    kept = [item for item in scored if item[1] < gap_start]
    if not kept:  # only gaps came up ("mulligan"): one that covers the question is told, with its related rules
        if not answered:
            return kept, None, False, missing, evidence
        first = lang_index.docs[scored[0][1]].entry
        gap = _gap_of(lang_index, scored[0][1])
        related = [(0.0, lang_index.by_key[(first.game, entry_id)]) for entry_id in gap.related]
        return related, gap, False, missing, evidence
    if not answered:  # a gap of another game than the one named, or that misses a topic asked
        rescored, evidence, answered, missing = rejudge(kept)
        return rescored, None, answered, missing, evidence
    rescored, rule_evidence, rule_answers, rule_missing = rejudge(kept)
    if part_named_at(rescored[0][1], rule_missing):
        # "whats the bad luck PHASE": a part of play named with nothing more, no case a gap speaks of (rules/part_named.py)
        return rescored, None, True, (), rule_evidence
    if said_done and rule_answers and done_states.gap_undone(lang_index.docs[scored[0][1]].entry.title, lang_index.lang):
        # "my GOAL is COMPLETE but I want to keep it secret" and the gap "my UNACHIEVED GOAL": another case of the thing
        # asked, the rule that answers keeps it (rules/done_states.py)
        return rescored, None, rule_answers, rule_missing, rule_evidence
    if said_own and rule_answers and own_others.gap_of_others(lang_index.docs[scored[0][1]].entry.title, lang_index.lang):
        # "TWO OF MY presences in the same building" and the gap "Can TWO PLAYERS have a Presence at the same
        # location?": the gap misreads whose things are asked, the rule that answers keeps it (rules/own_others.py)
        return rescored, None, rule_answers, rule_missing, rule_evidence
    if rule_answers and step_named(rescored[0][1]):
        # "still TIED after the LANDFILL check": a step the tie-break list follows with another, not the gap of a tie
        # after its last step (rules/tie_steps.py)
        return rescored, None, rule_answers, rule_missing, rule_evidence
    if asked_still and q is not None and still_asked.gap_asked_alike(
            lang_index.docs[scored[0][1]].entry.title, lang_index.lang, q.stems):
        # "do we STILL resolve it?" and the gap "... STILL trigger after the last turn?": the meeting of two rules the
        # rulebook never settles, not the nearer of them (rules/still_asked.py)
        return _gap_told(scored[0][1], rescored[0][1], kept, rule_missing, evidence, lang_index, matched, q)
    if q is not None and q.compares:  # "X or Y, what is the difference": the entries of X and Y hold it together
        held = comparison.held_together(matched, [number for _, number in rescored[:2]],
                                        lambda number: lang_index.docs[number].entry.game)
    else:
        held = matched
    if rule_answers and q is not None and CONTEXT in q.clause \
            and _leads_by_situation(held, scored[0][1], rescored[0][1], q, story=True):
        # "... we just skipped it. what should have happened to the card?": the gap is nearer only by the story
        return rescored, None, rule_answers, rule_missing, rule_evidence
    # (a word of doing without the gap holds governing another thing there weighs nothing in its lead:
    # rules/governed_negations.py)
    gap_score = scored[0][0] * _governed_share(q, scored[0][1], matched, lang_index) if rule_answers and q else scored[0][0]
    if rule_answers and (gap_score < GAP_LEAD * rescored[0][0]  # a rule answers it, and the gap is no clearer
                         or not _gap_holds_more(held, scored[0][1], rescored[0][1], q, lang_index)) \
            and not (scored[0][0] >= GAP_CLOSE * rescored[0][0]
                     and names_lacked(scored[0][1], rescored[0][1], **({"matched": held} if held is not matched else {}))):
        return rescored, None, rule_answers, rule_missing, rule_evidence
    if rule_answers:  # a close rule that holds every word the gap holds more than the first is the rulebook's word
        close = _rule_holding_gap_words(scored[0][1], rescored, held, q, lang_index, rejudge)
        if close is not None:
            return close
    return _gap_told(scored[0][1], rescored[0][1], kept, rule_missing, evidence, lang_index, matched, q)


def _governed_share(q: _Query, gap: int, matched, lang_index: LangIndex) -> float:
    """The share of the gap's score left when the question's words of doing
    without or of a stand-in that the gap says only governing other words
    ("Fichas de Frustración SIN SUPERAR" beside the gap's "Bonificación de
    Superación SIN FRUSTRACIÓN": `governed_negations.misgoverned`), and the
    pairs they make, weigh nothing: each token the gap holds counts its
    question weight times its idf. 1.0 when there is no such word (the
    reading's gate: one set look-up)."""
    off = _misgoverned(q, gap, lang_index)
    if not off:
        return 1.0
    weights = _query_weights(q, lang_index.docs[gap].entry.game, get_index())
    idf = lang_index.idf
    held = [(token, weights.get(token, 0.0) * idf.get(token, 1.0)) for token in matched.get(gap, ())]
    total = sum(mass for _, mass in held)
    lost = sum(mass for token, mass in held if not off.isdisjoint(token.split("_")))
    return 1.0 - lost / total if total else 1.0


def _misgoverned(q: _Query, gap: int, lang_index: LangIndex) -> frozenset[str]:
    """The question's words of doing without that gap `gap` (its title, text and aliases) says only governing
    other words (rules/governed_negations.py)."""
    entry = lang_index.docs[gap].entry
    return governed_negations.misgoverned(q.stems, q.lang, (entry.title, entry.text, *entry.aliases))


def _gap_told(number: int, rule: int, kept, rule_missing: tuple, evidence: tuple, lang_index: LangIndex, matched,
              q: _Query | None):
    """The result of telling gap `number` as the question, the rule entry
    `rule` nearest: (its related entries first, then the other rule entries
    of `kept`; the gap; False; `rule_missing`, or, when the rule covers every
    topic, the question's words the gap holds and the rule does not; `evidence`)."""
    gap = _gap_of(lang_index, number)
    if not rule_missing and q is not None:  # the rule covers every topic: what it lacks is the gap's words
        rule_held = matched.get(rule, ())
        gap_words = {token for token in matched.get(number, ()) if not token.startswith("?")} - set(rule_held)
        rule_missing = tuple(dict.fromkeys(word for word, stemmed in zip(q.surface, q.stems) if stemmed in gap_words))
        if not rule_missing and gap_words:  # only a pair of words ("exhibit_goal") or a notion the gap holds more:
            # the words that make it, not an empty list ("do I have to SHOW my GOAL as soon as I can?")
            parts = {part for token in gap_words if not token.startswith("~") for part in token.split("_")}
            notions = {token for token in gap_words if token.startswith("~")}
            concepts = get_index().thesaurus(gap.game).concepts_at(q.stems, q.lang) if notions else ()
            rule_missing = tuple(dict.fromkeys(
                word for n, (word, stemmed) in enumerate(zip(q.surface, q.stems))
                if stemmed in parts or notions and notions & concepts[n][0]))
    score = {number: value for value, number in kept}
    related = [lang_index.by_key[(gap.game, entry_id)] for entry_id in gap.related]
    ordered = [(score.get(number, 0.0), number) for number in related]
    ordered += [item for item in kept if item[1] not in related]
    return ordered, gap, False, rule_missing, evidence


def _rule_holding_gap_words(gap: int, rescored, held, q: _Query | None, lang_index: LangIndex, rejudge: Callable):
    """The judgement of a rule entry close behind the first answering one
    (among the first EVIDENCE_RANKS, within EVIDENCE_MARGIN of its score)
    that answers the question and holds every word of it the gap holds
    (`_gap_holds_more` is false), with that entry first; None when there is
    none. A gap tells what the rule it names says before what the rulebook
    leaves out ("the rulebook puts every VEP Counter on space 5 AT SETUP"):
    those words make it look closer than the first rule when a sibling rule
    holds them too ("Al preparar la partida, ¿dónde va el contador de VEP?",
    the setup rule just behind the components list)."""
    if q is None or not _leads_by_situation(held, gap, rescored[0][1], q):
        return None
    best = rescored[0][0]
    for value, number in rescored[1:EVIDENCE_RANKS]:
        if value < best * EVIDENCE_MARGIN or number >= lang_index.gap_start:
            break
        if _gap_holds_more(held, gap, number, q, lang_index):
            continue
        _, evidence, answers, missing = rejudge([(value, number)])
        if answers:
            return [(value, number)] + [item for item in rescored if item[1] != number], None, True, missing, evidence
    return None


def _leads_by_situation(matched, gap: int, rule: int, q: _Query, story: bool = False) -> bool:
    """Whether every word of the question the gap holds and the rule entry
    does not stands in the situation told before the ask (`q.lead`: "AL
    PREPARAR LA PARTIDA, ¿dónde va...?"; the forms of asking and the
    glossary notions aside): then the gap does not name what is asked more
    than the rule does, only the moment, which its account of the rulebook
    happens to say. `story`: the sentences told beside the question ("Ayer
    lo dejamos en la última casilla.", `q.clause` CONTEXT) are the situation
    too, and then the rule must also hold every word of the ask itself
    (`_ask_held`), and no word the gap holds more may be a detail word of
    the story, which may be its point ("a goal that NOBODY completed: does
    anyone score it?", "I STILL have a face-down EVENT. does it ever
    trigger?")."""
    lead = q.lead or [False] * len(q.stems)
    if story and q.clause:
        lead = [told or clause == CONTEXT for told, clause in zip(lead, q.clause)]
    if not any(lead):
        return False
    rule_held = matched.get(rule, ())
    extra = [token for token in matched.get(gap, ()) if not token.startswith(("?", "~")) and token not in rule_held]
    told = {stemmed for stemmed, marked in zip(q.stems, lead) if marked}
    asked = {stemmed for stemmed, marked in zip(q.stems, lead) if not marked}
    if story and not _ask_held(q, lead, rule_held):
        return False
    details = weak_keys(q.lang) - asking_keys(q.lang)
    if story and any(set(token.split("_")) & details for token in extra):
        # "a goal that NOBODY completed: does anyone score it?", "I STILL have an EVENT. does it ever trigger?":
        # a detail word of the story the gap holds may be its point (`normalize.asking_keys`); not one said only in a
        # term of the game ("the BUS STOP": rules/termed_details.py)
        game = get_index().langs[q.lang].docs[gap].entry.game
        termed = termed_stems(q.stems, get_index().thesaurus(game).matches(q.stems, q.lang), game)
        if any((set(token.split("_")) & details) - termed for token in extra):
            return False
    return bool(extra) and all(set(token.split("_")) <= told and set(token.split("_")).isdisjoint(asked)
                               for token in extra)


def _ask_held(q: _Query, told: list[bool], rule_held) -> bool:
    """Whether the rule entry holds every word of the ask itself (the stems
    not `told`, the weak words, numbers and formulas of asking aside): "Can
    I REFUSE it?" after the story is asked of the rule that holds "refuse";
    "do I get some OTHER bonus instead?", "¿CUENTAN esas?" ask of the story
    by words the rule does not hold, and the gap that holds the story may be
    the question."""
    weak = weak_keys(q.lang)
    asked = [stemmed for n, stemmed in enumerate(q.stems)
             if not told[n] and not stemmed.isdigit() and stemmed not in weak
             and not (q.discourse and q.discourse[n]) and not (q.checked and q.checked[n])]
    return bool(asked) and all(stemmed in rule_held for stemmed in asked)


def _gap_of(lang_index: LangIndex, number: int) -> Gap:
    """The gap of document `number`, from the index: its document holds its
    title, text and aliases, `gap_related` its related entries (the gaps
    file, checked when the index was built, is not read and checked again:
    about 40 ms of TOML, the game's rules file with it, the first time a
    process tells one of a game's gaps); the related entries are kept as
    document numbers, of the gap's game (gaps.py checks that). An index
    made without them (built by hand) reads the file."""
    entry = lang_index.docs[number].entry
    place = number - lang_index.gap_start
    if not 0 <= place < len(lang_index.gap_related):
        return gap_map(entry.game, lang_index.lang)[entry.id]
    docs = lang_index.docs
    return Gap(game=entry.game, id=entry.id, title=entry.title, text=entry.text, aliases=entry.aliases,
               related=tuple(docs[related].entry.id for related in lang_index.gap_related[place]), lang=entry.lang)


def _inside_held_term(concept: str, concepts, rule_held, surface: list[str], lang_index: LangIndex) -> bool:
    """Whether each word of the question that carries the everyday notion
    `concept` is a card's word no rule text of the language writes ("CARD"
    in a Spanish question) and carries a notion of the game's own (a term of
    its glossary: "CREDIT CARD") that the rule holds (`rule_held`). Not a
    word of the language ("cartas de objetivo"): the everyday cards are then
    the question's own."""
    places = [(own, word) for (own, _), word in zip(concepts, surface) if concept in own]
    return bool(places) and all(word not in lang_index.vocabulary
                                and any(not is_common_concept(other) and other in rule_held for other in own)
                                for own, word in places)


def _gap_holds_more(matched, gap: int, rule: int, q: _Query | None = None, lang_index: LangIndex | None = None) -> bool:
    """Whether a gap holds a word of the question (a stem or concept, not the
    form of the question) that the rule entry does not: a gap that says only
    what the rule also says ("run out of tokens" beside "if you run out of
    tokens, use any other component") is narrower than the question, not
    closer to it. Neither a word of asking ("my marker WENT past": the weak
    words, and the pairs of words they make), nor a verb told after a subject
    or a clitic ("before or after I BUY my cards", "¿cómo SE VUELVE uno
    Grown Up?": what the player does, `_Query.verbal`), nor a word whose game
    glossary notion the rule holds in its own wording is more, nor an
    everyday notion said only inside such a term typed as the English cards
    print it ("las CREDIT CARD": `_inside_held_term`), nor a pair of
    words the rule holds each apart; but a pair that says having none ("no
    MATERIAL", "nothing to take") is, when the rule holds no such word: an
    effect whose target is missing is what the gap is about; and so is a pair
    that joins a number to a word ("¿me puedo CASAR con las DOS parejas?"): a
    rule that says marrying and, elsewhere, a number does not say the count
    asked of the thing, which the gap may name."""
    rule_held = matched.get(rule, ())
    extra = [token for token in matched.get(gap, ()) if not token.startswith("?") and token not in rule_held]
    if q is None or lang_index is None:
        return bool(extra)
    weak = asking_keys(q.lang)
    _, none = _absence_keys(q.lang)
    concepts = get_index().thesaurus(lang_index.docs[rule].entry.game).concepts_at(q.stems, q.lang)
    # an everyday notion the question says only inside a term of the game the rule holds ("¿para qué sirven las
    # CREDIT CARD?": its "card" is LOOP's Tarjeta de Crédito, which the rule names, not the everyday card the gap's
    # aliases say beside it) is no more (round art: blind105's CREDIT CARD abstained with its rule first)
    extra = [token for token in extra if not (is_common_concept(token)
                                              and _inside_held_term(token, concepts, rule_held, q.surface, lang_index))]
    off = _misgoverned(q, gap, lang_index)
    if off:  # "Fichas de Frustración SIN SUPERAR" beside the gap's "Bonificación de Superación SIN FRUSTRACIÓN": the
        # word of doing without governs another thing there, no more the gap's (rules/governed_negations.py)
        extra = [token for token in extra if set(token.split("_")).isdisjoint(off)]
    framing = negative_asks.framing_stems(q.stems, q.negative_form)
    if framing:  # "¿NO se roban EVENT?" beside a gap's "NO EVENT left": the negation only frames the ask, no word the
        # gap holds more, in the word-for-word decision too (rules/negative_asks.py)
        extra = [token for token in extra if set(token.split("_")).isdisjoint(framing)]
    # "con Red Gown ACTIVO" beside the gap "Red Gown está ACTIVO y no tengo MATERIAL": the state of the thing named is
    # no more in the gap than in the thing's rule (rules/in_force_gaps.py)
    extra = in_force_gaps.without_in_force(extra, q.stems, q.in_force, concepts, rule_held)
    guessed = _guessed_moment(q, rule_held)
    if guessed:  # "¿cuándo se revisa? ¿AL FINAL DE CADA RONDA?": the moment offered, its words and notions, is no more
        offered = [n for n, word in enumerate(q.surface) if word in guessed]
        said = {q.stems[n] for n in offered} | {concept for n in offered for concept in concepts[n][0]}
        # (and a pair of one of them with a word the rule holds: "social_final" across "...social? ¿Al final...")
        extra = [token for token in extra if not set(token.split("_")) <= said | set(rule_held)]
    slipped = slips_told.slip_told_positions(q.surface, q.discourse, q.lang)
    if slipped:  # "nos OLVIDAMOS de actualizar las fichas, ¿qué fichas...?": the slip's words and notions, and their
        # pairs with a word the rule holds, are no more in a gap of its repair (rules/slips_told.py)
        said = {q.stems[n] for n in slipped} | {concept for n in slipped for concept in concepts[n][0]}
        extra = [token for token in extra if not set(token.split("_")) <= said | set(rule_held)]
    if q.names and any(q.names):  # "MAX counted the event cards": a player, not the gap's "max event cards" (a limit)
        told = [n for n, name in enumerate(q.names) if name]
        elsewhere = [n for n in range(len(q.stems)) if n not in told]  # ("... is there a MAX?": a limit asked too)
        named_words = {q.stems[n] for n in told} | {concept for n in told for concept in concepts[n][0]}
        named_words -= {q.stems[n] for n in elsewhere} | {concept for n in elsewhere for concept in concepts[n][0]}
        extra = [token for token in extra if not set(token.split("_")) & named_words]
    # "can the others SEE my piles?" beside a rule that keeps a thing secret from the others (rules/seen_by_others.py),
    # "a FAVOUR I PLAYED on someone ELSE" beside a rule that says whom a thing targets (rules/aimed_at_others.py):
    # those words are what the rule answers, no more in the gap
    if q.by_chance and entry_tells(rule, lang_index, "chance_taken_told"):
        # "choose my starting trait or is it RANDOM?" beside a rule that says the thing is drawn (rules/drawn_by_chance.py):
        # the words of chance and choosing, and their notions ("pick" is choosing), are what the rule answers
        chosen = [n for n, word in enumerate(q.by_chance) if word]
        said = {q.stems[n] for n in chosen} | {concept for n in chosen for concept in concepts[n][0]}
        extra = [token for token in extra if not set(token.split("_")) & said]
    for marked, rule_tells in ((q.seen, seen_by_others.tells_others), (q.aimed, aimed_at_others.tells_target)):
        if marked and rule_tells(rule, lang_index):
            said = {q.stems[n] for n, word in enumerate(marked) if word}
            extra = [token for token in extra if not set(token.split("_")) & said]
    # "do I have to SHOW my GOAL the moment I meet it?" beside "you must REVEAL it in the same turn": a notion the rule
    # answers by another it holds (concepts.answered_by: showing one's hidden thing by revealing it) is no more in the
    # gap, nor the question's word of it (round hidfabst2)
    answered = {concept for concept in ANSWERED_BY.keys() & set(extra) | {
        concept for n, stemmed in enumerate(q.stems) if stemmed in extra for concept in concepts[n][0] & ANSWERED_BY.keys()}
        if any(_holds(lang_index, rule, other) for other in ANSWERED_BY[concept])}
    if answered:
        extra = [token for token in extra if token not in answered and not any(
            concepts[n][0] & answered for n, stemmed in enumerate(q.stems) if stemmed == token)]
    if "?may" in q.intents:  # "can i set my time out WHILE THE PLAYER BEFORE ME IS STILL going?": the framing of the
        # leave, no more in a gap that says it too (rules/framed_extras.py)
        extra = framed_extras.without_framed(
            extra, framed_extras.framed_stems(q.stems, q.surface, q.moment, q.lang), rule_held)
    if q.compares:  # "¿Qué DIFERENCIA hay entre X y Y?": the word of comparison is how the question asks, no more in
        # a gap that happens to say it (nor the pairs it makes), rules/comparison.py `without_comparison_words`
        extra = comparison.without_comparison_words(extra, q.lang)
    if q.alternatives:  # "face up OR face down?" beside a rule that says one side: the other is answered too
        said = offered_sides.answered_sides(q.alternatives, q.stems, concepts, rule_held)  # (rules/offered_sides.py)
        extra = [token for token in extra if not set(token.split("_")) <= said | set(rule_held)]
    for token in extra:
        if token.startswith("~"):
            return True
        parts = token.split("_")
        if len(parts) > 1 and any(part in none and part not in rule_held for part in parts):
            return True  # "NO MATERIAL", "NOTHING to take": the gap speaks of having none, the rule never does
        if all(part in weak or part.isdigit() for part in parts):
            continue  # "went", "marker_went" beside "marker": how the player tells it
        if q.discourse and all(q.discourse[n] for n, stemmed in enumerate(q.stems) if stemmed in parts) \
                and any(stemmed in parts for stemmed in q.stems):
            continue  # "we are confused ABOUT": a formula of asking, everyday wording
        # "drew my FAVOUR, NOW what?" beside the gap's "noticed NOW": the next step asked; or the step told done,
        # "placed ALL MY time, now what?", beside the gap's "placed all": a pair the rule holds the rest of
        asked_here = [q.next_ask[n] for n, stemmed in enumerate(q.stems) if stemmed in parts] if q.next_ask else []
        if any(asked_here) and all(asked or stemmed in rule_held for asked, stemmed in zip(
                asked_here, [stemmed for stemmed in q.stems if stemmed in parts])):
            continue  # (rules/next_asked.py)
        if "_" in token and all(part in weak or part in rule_held for part in parts) \
                and not any(part.isdigit() for part in parts):
            continue  # "marker_went", "cas" and "pareja" each in the rule; not "cas_2", a count the rule never joins
        positions = [n for n, stemmed in enumerate(q.stems) if stemmed in parts and stemmed not in weak]
        if positions and q.verbal and all(q.verbal[n] for n in positions):
            continue  # "before or after I BUY my cards", "¿cómo SE VUELVE uno Grown Up?": what the player does
        if positions and all({c for c in _topics(concepts[n][0]) if not is_common_concept(c)} & rule_held
                             or concepts[n][1] & rule_held for n in positions):
            continue  # the rule says the same notion in its words ("coste" for the "red slash cost", "discard"
            # for "THROW AWAY": an everyday phrase of two words or more is one notion, not the gap's own words)
        return True
    return False


def _gap_forward(scored, answered: bool, missing: tuple, evidence: tuple, q: _Query, matched, index: Index,
                 lang_index: LangIndex, named: set[str], game_id: str | None):
    """A rule entry first that answers, and a gap close behind it (among the
    first EVIDENCE_RANKS, scoring GAP_CLOSE of it) that covers every topic
    of the question and names the thing asked about that the rule never says
    (`_names_what_rule_lacks`): the gap goes first, for `_known_gap` to
    judge, with its evidence. Otherwise the list is as it was. What the
    first rule lacks is not unsaid when a rule ranked between it and the gap
    that answers the question too says it (`also`): the question asks of
    two things or two sides ("I mimicked someone else's Trait. Who gets the
    VEP?": the Mimic overview first, the Mimic Trait Bonus between it and
    the gap of whose gain it is), and the rulebook speaks of both in two
    entries; the gap named the second entry's thing only because the first
    never does. A between rule that does not answer (it lacks a topic of
    the question) does not count, so a question that joins two ruled
    things the rulebook never joins still abstains ("spend REPUTATION so I
    don't lose the HAPPINESS when I WORK": the rule of WORK without
    HAPPINESS lacks REPUTATION). Round gapfwd, TUNE129: top-1 22,779 ->
    22,781, top-3 24,144 -> 24,146, false abstention 585 -> 580,
    abstention unchanged (3,981; 3,999 with the game given); counting every
    between rule, answering or not, lost one abstention."""
    rule_score, rule = scored[0]
    for rank, (value, number) in enumerate(scored[1:EVIDENCE_RANKS], 1):
        if value < GAP_CLOSE * rule_score:
            break
        if number < lang_index.gap_start:
            continue
        gap_evidence = _evidence_once(q, number, matched, index, lang_index)
        gap_answers, gap_missing = _answers(gap_evidence, lang_index.docs[number].entry.game, named, game_id)
        if gap_answers and _names_what_rule_lacks(number, rule, q, matched, index, lang_index,
                                                  also=tuple(other for _, other in scored[1:rank] if _answers(
                                                      _evidence_once(q, other, matched, index, lang_index),
                                                      lang_index.docs[other].entry.game, named, game_id)[0])):
            return [scored[rank]] + scored[:rank] + scored[rank + 1:], True, gap_missing, gap_evidence
        break  # (only the first gap close behind)
    return scored, answered, missing, evidence


def _denial_pairs(q: _Query, negations: frozenset[str] = NEGATIONS) -> set[str]:
    """The question's pairs of a negation (of `negations`) and the word it
    denies ("can't PAY", "sin JUGARLA"), as the index pairs them ("not_pay",
    "sin_jug"): a question about not doing something, or doing it without
    something."""
    return {f"{a}_{b}" for n, (a, b) in enumerate(zip(q.stems, q.stems[1:]), 1)
            if a in negations and not b.isdigit() and n not in q.breaks}


def _names_what_rule_lacks(gap: int, rule: int, q: _Query, matched, index: Index, lang_index: LangIndex,
                           also: tuple = ()) -> bool:
    """Whether the gap holds every word of the question that the rule entry
    lacks (a stem, or a glossary concept of it, of a question sentence; not
    a weak word, a number or a formula of asking), and one of them names
    the thing asked about: a noun (after an article or a preposition) that
    is specific (idf at least TOPIC_MIN_IDF), a term of a game's glossary
    (not an everyday word: "la MESA", "el PRIMER turno", "la ANTERIOR") and
    names no mode of the game ("the MARRIAGE card", "con TIEMPO"). The rule then speaks of the rest
    of the question (what a card costs, how many cards) but not of that
    thing, the catalog's gap does: the rulebook is silent about it. A rule
    that holds every such word keeps the question. Doing without a thing
    is what the rule lacks only when it never says having none of it near
    the thing (`_says_none`: "SIN monedas" beside "quien NO tenga Monedas
    suficientes"; 63 tuning sets: false abstentions 252 -> 250, top-1 +2,
    top-3 +1, abstentions unchanged). A noun told before the
    ask (`_Query.lead`: "If I lose the bicycle card TO A MISFORTUNE, do I
    still go first?") sets the scene and names nothing asked: a gap that
    names it (how the card is lost) is about its own edge case, not the
    question's (63 tuning sets: false abstentions 254 -> 252, top-1 +1,
    top-3 +1, abstentions unchanged). Nor does a noun of a clause that tells
    the moment of the ask (`_Query.moment`: "when do I lose the card, right
    now DURING MY ROLLS?", "... WHILE THE BUS GOES AROUND"): the moment the
    player is at, not the thing asked, which a gap of carrying over to the
    next roll happens to name (TUNE127, round fabst39: false abstention
    -1, nothing else moved). The words held by the rules of `also` (rules
    ranked between the answering rule and the gap that answer the question
    too, `_gap_forward`) count as the rule's."""
    game = lang_index.docs[rule].entry.game
    concepts = index.thesaurus(game).concepts_at(q.stems, q.lang)
    weak = weak_keys(q.lang)
    modes = _mode_words(index, game, q.lang)
    gap_held, rule_held = matched.get(gap, ()), matched.get(rule, ())
    if also:
        rule_held = set(rule_held).union(*(matched.get(other, ()) for other in also))
    guessed = _guessed_moment(q, rule_held)
    names = False
    for position, stemmed in enumerate(q.stems):
        if stemmed.isdigit() or stemmed in weak or (q.clause and q.clause[position] == CONTEXT) \
                or (q.discourse and q.discourse[position]) or q.surface[position] in guessed \
                or (q.timing and q.timing[position]):
            continue  # (nor a word of the moment a "when" question offers, `guessed`, nor of a phrase of timing:
            # "how many TIMES per turn" asks how often, it names no game's Time; round often2, TUNE43: top-1
            # 16,853 -> 16,854, false abstention 452 -> 451, top-3 and abstention unchanged)
        own = concepts[position][0]
        if stemmed in rule_held or not own.isdisjoint(rule_held):
            continue
        if stemmed not in gap_held and own.isdisjoint(gap_held):
            return False  # a word neither says
        names = names or (q.nominal[position] and not (q.lead and q.lead[position])
                          and not (q.moment and q.moment[position])
                          and lang_index.idf.get(stemmed, 0.0) >= TOPIC_MIN_IDF
                          and any(not is_common_concept(concept) for concept in own)
                          and stemmed not in modes and own.isdisjoint(modes))
    # ... or it says the doing without asked that the rule never says ("discard a Parent Card SIN JUGARLA": the
    # rule discards one only by playing it, the gap is about the other way); a rule that says having none of the
    # thing in its own words says it ("ACQUIRE a alguien SIN MATERIALES": "contra quien NO tenga Materiales")
    unsaid = (_denial_pairs(q, WITHOUT) & set(gap_held)) - set(rule_held)
    return names or any(not _says_none(q, _positions_of(q, pair.partition("_")[2]), lang_index, rule, index)
                        for pair in unsaid)


def _other_moment_held(q: _Query, position: int, held, lang_index: LangIndex, number: int) -> bool:
    """Whether the word at `position` is of one of the two moments an
    either/or offers (`q.either`) and not of the other, the rule states a
    moment (holds `?when`, or a phrase of `[question_form]
    claim_moment_told`: "immediately", "at the end of") and holds a word of
    the other (a stem of it that is not a word of asking): "is it refilled
    RIGHT AWAY or at the end of the TURN?" beside "at the end of each
    turn"."""
    word = q.surface[position]
    first, second = q.either
    if word in first and word not in second:
        other = second - first
    elif word in second and word not in first:
        other = first - second
    else:
        return False
    weak = weak_keys(q.lang)
    if not any(q.surface[n] in other and q.stems[n] not in weak and q.stems[n] in held for n in range(len(q.stems))):
        return False
    entry = lang_index.docs[number].entry
    return "?when" in held or holds(words(f"{entry.title} {entry.text}"),
                                    question_form_phrases(q.lang, "claim_moment_told"))


def _guessed_moment(q: _Query, rule_held) -> frozenset[str]:
    """The folded words of the moment a "when" question offers (`q.guessed`:
    "¿cuándo se revisa? ¿AL FINAL DE CADA RONDA?"), a guess that a rule
    stating a moment (holding `?when`) settles: neither a gap that says the
    same moment holds them more nor do they name what that rule lacks
    (rules/guessed_moments.py). Empty for a rule that states no moment."""
    return q.guessed if q.guessed and "?when" in rule_held else frozenset()


def _positions_of(q: _Query, stemmed: str) -> list[int]:
    """The positions of a stem in the question."""
    return [n for n, own in enumerate(q.stems) if own == stemmed]


def _evidence_once(q: _Query, number: int, matched, index: Index, lang_index: LangIndex) -> tuple:
    """`_evidence`, worked out once per question and entry: the entries are
    judged again without the gaps when a gap comes first (`_known_gap`)."""
    found = q.evidence_seen.get(number)
    if found is None:
        found = q.evidence_seen[number] = _evidence(q, number, matched, index, lang_index)
    return found


def _answers(evidence: tuple, game: str, named: set[str], game_id: str | None) -> tuple[bool, tuple[str, ...]]:
    """Whether the best entry answers the question, and the topic words it
    leaves out. It does not answer when the question names another game than
    the entry's, or when a topic of the question is missing from it."""
    missing = tuple(dict.fromkeys(word for word, topic, covered in evidence if topic and not covered))
    if named and not game_id and game not in named:
        return False, missing
    if _holds_no_word(evidence):
        return False, tuple(dict.fromkeys(word for word, _, _ in evidence if not word.isdigit()))
    return not missing, missing


def _holds_no_word(evidence: tuple) -> bool:
    """Whether the entry holds none of the question's content words but a
    bare number ("who PUBLISHES coa", "¿hay LOOP 2 o alguna SECUELA?": only
    the game's name and a number, which any rule may hold). A question
    without a topic is answered by the entry that holds its words; one that
    holds none of them only ranks first, and the rulebook does not say
    (tuning sets, round abst40: 2 unanswerable questions more abstain, no
    answerable one moved)."""
    return bool(evidence) and not any(covered and not word.isdigit() for word, _, covered in evidence)


def _best_covering(
    scored, q: _Query, matched, index: Index, lang_index: LangIndex, named: set[str], game_id, implied: set[str] = frozenset(),
    unasked: set[int] = frozenset(), asked: set[int] = frozenset(), variant_words: set[str] = frozenset(),
    by_title: bool = True, held_back: frozenset[int] = frozenset(),
):
    """Of the best candidates (within EVIDENCE_MARGIN of the first score, at
    most EVIDENCE_RANKS of them), the first that covers every topic of the
    question goes first, and among those the one that holds more of the
    question's word-and-number pairs ("round 3"): a close second that speaks
    of everything asked beats a first that leaves a topic out. An entry that
    holds the question's "round 2" and lacks only one other word answers (it
    is the specific rule, worded otherwise). When a several-word term of the
    first entry's game points to it ("fichas de dinero", `implied`), an entry
    of another game is brought forward only if it holds every word of that
    term: a rule about LOOP's coins does not answer for Adulthood's money
    tokens. An entry of `held_back` (damped by a factor of the question's
    form) is never brought forward. Returns the (re)ordered list, the evidence
    of the first entry, and whether and what it misses."""
    best = scored[0][0]
    weak = weak_keys(q.lang)
    # "round 3", "level 5": a word and the number that says which one (not "buy" in "buy in 1 turn", where
    # the number counts the word after it)
    # (a clause break stops both: "turn 1, what..." is turn 1; no pair across a comma)
    breaks = q.breaks
    details = [
        f"{a}_{b}" for n, (a, b) in enumerate(zip(q.stems, q.stems[1:]))
        if b.isdigit() and not a.isdigit() and a not in weak and n + 1 not in breaks
        and not (n + 2 < len(q.stems) and n + 2 not in breaks and q.stems[n + 2] not in weak
                 and not q.stems[n + 2].isdigit())
    ]
    judged = []
    first_game = lang_index.docs[scored[0][1]].entry.game
    entry_mode = _entry_modes(index, lang_index)[None]  # (the kind of entry: a variant, setup, an example...)
    first_kind = (first_game, entry_mode[scored[0][1]])
    first_concepts = index.thesaurus(first_game).concepts_at(q.stems, q.lang)
    asked_topics = {concept for own, _ in first_concepts for concept in own & TOPIC_CONCEPTS}
    termed = _phrased_positions(q, index, first_game) if first_game in implied else ()
    # "can't pay", "no puedo pagar": the question asks about not doing something
    denials = _denial_pairs(q)
    if denials and q.states_denied:  # (not a state denied: "if I'm NOT Grown Up" tells a condition, rules/denied_states.py)
        states = {stem(word, q.lang) for word in q.states_denied}
        denials = {pair for pair in denials if pair.split("_", 1)[1] not in states}
    counted_aside = partial(count_aside, q.stems, q.player_counts, player_keys(q.lang), weak, matched) \
        if q.player_counts else None
    told: frozenset[str] = frozenset()  # the words of the told situation that alone keep the first from answering
    first_asked = scored[0][1] in asked  # (the first is of the variant named: no general rule to pass)
    # (a first made only for other counts than the question's is compared from further down: OTHER_COUNT_MARGIN)
    other_first = bool(q.player_counts) and _for_other_counts(
        scored[0][1], first_game, q.player_counts, entry_mode, lang_index, index)
    for rank, (value, number) in enumerate(scored[:EVIDENCE_RANKS]):
        if rank and value < best * (NAMED_VARIANT_OVER_GENERAL_MARGIN if number in asked and not first_asked
                                    else EVIDENCE_MARGIN) and not (
                other_first and value >= best * OTHER_COUNT_MARGIN and not _for_other_counts(
                    number, lang_index.docs[number].entry.game, q.player_counts, entry_mode, lang_index, index)):
            continue
        if rank and number in held_back:
            continue  # damped by the question's form ("at the end", not "until the end": rules/until_end.py)
        if rank and number >= lang_index.gap_start and scored[0][1] < lang_index.gap_start \
                and value < best * GAP_OVER_RULE_MARGIN:
            continue  # a gap well below the first rule entry does not pass it by covering more (GAP_OVER_RULE_MARGIN)
        held_words = matched.get(number, ())
        if rank and lang_index.docs[number].entry.game not in implied and any(
                q.stems[position] not in held_words for position in termed):
            continue  # another game's entry that leaves out part of this game's term
        evidence = _evidence_once(q, number, matched, index, lang_index)
        answered, missing = _answers(evidence, lang_index.docs[number].entry.game, named, game_id)
        if not rank and not answered and number < lang_index.gap_start and may_read_one_of_kind(
                evidence, first_concepts, first_game):
            # the first by score, lacking only a word that says which one of a kind its rule speaks of, answers:
            # judged so here, a close entry that happens to hold the word does not pass it (rules/kinds.py)
            answered, missing, evidence = one_of_kind_answers(
                q.stems, evidence, matched.get(number, ()), lang_index.docs[number].entry, q.lang, q.transfer,
                partial(_answers, game=lang_index.docs[number].entry.game, named=named, game_id=game_id),
                (answered, missing))
        # the entry of a named thing the question names ("the HOBBY goal"), and the question's word for its kind
        # ("la FAVOUR azul RENEW"): a word the entry need not say (rules/unnamed_things.py)
        names_it = named_thing(number, q.stems, matched.get(number) or set(), index, lang_index, NEGATIONS)
        if names_it and not answered and len(evidence) == len(q.stems):
            evidence = kind_beside_name(evidence, number, q.stems, index.thesaurus(lang_index.docs[number].entry.game),
                                        lang_index)
            answered, missing = _answers(evidence, lang_index.docs[number].entry.game, named, game_id)
        # what only the entry's note covers, a note that says the rulebook is silent: the project's reading of a gap
        note_gap = answered and _note_gap(q, number, evidence, matched, index, lang_index)
        if note_gap:
            answered, missing = False, note_gap
        if by_title and not rank and not answered and not note_gap and number < lang_index.gap_start and _answers_in_scene(
                q, number, evidence, missing, matched, index, lang_index, named, game_id)[0]:
            # the first lacks only words of the situation told ("... after SEEING what we DRAFTED", "si pierdo la
            # carta por mala SUERTE"): a close entry that happens to hold them does not pass it, and they count
            # for no entry's narrowness (the same reading decides later whether the first answers)
            told = frozenset(missing)
        # then the one that holds the question's "round 3", "level 5": which one is meant
        held = sum(detail in matched.get(number, ()) for detail in details)
        game = lang_index.docs[number].entry.game
        other_game = bool(named) and not game_id and game not in named
        if held and not answered and len(missing) == 1 and not missing[0].isdigit() and not other_game:
            # it holds the "round 2" asked about and lacks one word only: the specific rule, told otherwise
            answered, missing = True, ()
        fits = answered or bool(told) and not rank
        if q.player_counts and (not rank or not counted_aside(scored[0][1], number)):
            # "with 4 players": the entry that tells the counts apart; before it, the variant for them (not when it
            # leaves out what the first says of the rest of the question: rules/player_count_aside.py)
            held += 2 if _variant_for(lang_index.docs[number].entry, q.player_counts, index) or \
                not _one_count(number, entry_mode, lang_index).isdisjoint(q.player_counts) else _speaks_of_counts(
                number, game, player_keys(q.lang), lang_index)
        other_count = bool(q.player_counts) and _for_other_counts(
            number, game, q.player_counts, entry_mode, lang_index, index)
        if other_count:
            held -= 1  # "in a 3-player game": the 2-player rule is not the one asked (rules/one_count.py)
        # then the narrower entry: the one that holds more of the question's topics
        if not rank:  # (a topic of the told case that the first lacks is no reason to pass it: rules/told_topics.py;
            # but an entry of the variant the question names is of the rules it plays by, "in solo, the ROBOT rolls")
            aside = told_topics.told_aside(evidence, q.clause, q.lead, CONTEXT, q.points_back)
        topics = sum(1 for position, (word, topic, covered) in enumerate(evidence)
                     if topic and covered and word not in told and (not rank or number in asked or position not in aside)
                     ) if fits else 0
        # well below the first, a word more it happens to hold is no reason; the variant named in words is one more
        margin = (NAMED_VARIANT_NARROW_MARGIN if first_asked else NAMED_VARIANT_OVER_GENERAL_MARGIN) if number in asked else \
            DEFINITION_NARROW_MARGIN if "?def" in q.intents else NARROW_MARGIN
        if rank and value < best * margin or other_count:
            topics = 0  # (nor is the rule of another player count the fuller one: rules/one_count.py)
        # then the one that says the common topic asked itself (a limit), not what answers it ("any number of")
        said = len(asked_topics & matched.get(number, set())) if fits else 0
        # an entry of a variant the question does not name does not win by narrowness over the general rule
        # (nor does the entry of a named card of a catalog the question does not name: rules/unnamed_things.py)
        general = number not in unasked and not unnamed_card(number, q.stems, q.surface, matched.get(number) or set(),
                                                             index, lang_index)
        # (when none answers, the entry whose note reads the gap goes first: its note is the project's reading)
        # then the entry that says the not-doing asked ("cannot pay: the card goes to the box"), not the rule for doing it
        denied = bool(denials & matched.get(number, set())) if fits and value >= best * EVIDENCE_MARGIN else False
        # (the next three compare siblings: entries of the first's game and kind, a solo rule with solo rules: the
        # solo game's end goes before the general one whatever its title says of when, tests/rules/test_ask_ranking)
        sibling = by_title and (game, entry_mode[number]) == first_kind
        # (nor does the rule of another player count state the asked form for the count asked: "in a 3-player game,
        # WHEN is the leftmost card discarded?" is not asked of the 2-player rule's "after each player's turn"; and the
        # title that states what is given is judged again among the rule entries once a gap came first: "What do
        # I get from social assistance?", its gaps first, then the rule that takes the card over the one of order)
        stated = states_asked(lang_index, number, q.opening_kind) if (
            sibling or not by_title and q.opening_kind == GAIN_INTENT and (game, entry_mode[number]) == first_kind) \
            and not other_count and (
            rank == 0 or value >= best * NARROW_MARGIN) else False
        # then, for a question about a part of the rulebook ("... left at the end", "at the start"), its entry
        placed = sibling and bool(q.parts) and in_asked_part(lang_index.docs[number].entry.section, q.parts, q.lang)
        # then an entry not of a named card the question does not name ("Scavenger: ... RECYCLE as RESELL" for RESELL)
        unnamed = sibling and unnamed_thing(number, q.stems, matched.get(number) or set(), index, lang_index)
        # ... and before it, the entry of a named thing the question names ("the HOBBY goal"), not the general rule
        # (among rule entries: a gap first is the catalog's reading of the whole case, "Salesman in solo mode ...")
        naming = 0 if unnamed else 1 + (sibling and names_it and scored[0][1] < lang_index.gap_start
                                         # (not past a first whose title names it too: rules/named_alike.py)
                                         and not first_names_it_too(scored[0][1], number, lang_index))
        # (the positions of these reasons are named in rules/judged_reasons.py, for the modules that reorder)
        # the entry that holds the passage of the rulebook the question quotes goes before that: the rule the player
        # read (rules/quotes.py), before the entry of the thing named that it is checked on ("'you only need to meet
        # the requirement at that moment' - so if I play STUBBORN ...": the timing rule, not Stubborn's), and before
        # one that holds more of the case
        passage = fits and number in q.passage_held
        # last, of close siblings that tie on all that, the one that holds the other choice offered too ("¿estoy
        # obligado a robar una Ficha ..., o puedo JUGAR una de mi MANO?": the bonus's options, rules/other_choice.py)
        offer = other_choice.other_held(q.offered, q.asked_act, q.stems, matched.get(number, ())) \
            if q.offered and fits and sibling and number < lang_index.gap_start and (
                rank == 0 or value >= best * NARROW_MARGIN) else 0
        judged.append(((fits, bool(note_gap), held, general, stated, placed, passage, naming, denied, topics,
                        said, offer),
                       rank, evidence, answered, missing))
    if q.passage_held and len(judged) > 1 and not q.compares:
        # of the close entries that hold a quoted passage, the one it copies word for word (rules/quoted_wording.py)
        # ... or, after "what else?", the others before it (rules/quoted_beyond.py)
        judged = (quoted_beyond.read_last if q.beyond else quoted_wording.copied_first)(
            judged, quoted_wording.passage_runs(q.quoted, q.surface), partial(_entry_texts, q.lang, scored, index, lang_index))
    if told and any(key[1] or (key[0] and scored[rank][1] >= lang_index.gap_start) for key, rank, *_ in judged):
        # ... but a gap that covers the whole question, the catalog's reading of the case, or an entry whose note
        # reads the gap still goes before it
        judged = [((False, *key[1:PASSAGE], False, key[NAMING], False, 0, 0, 0), *rest) if not rest[0] else (key, *rest)
                  for key, *rest in judged]
    # (the detail asked decides among the entries that cover the most of the question's topics: "on turn 1" is
    # not what "which mood tracks are in play on turn 1?" is about, the mood tracks are)
    if q.compares:  # "the difference between X and Y": the entry of X answers beside the entry of Y (rules/comparison.py)
        judged = comparison.each_side_answers(judged, lambda rank: lang_index.docs[scored[rank][1]].entry.game)
    judged = which_one_among_the_fullest(judged)
    chosen = max(judged, key=lambda item: (item[0], -item[1]))
    if asked:  # the entry of the variant the question names in words, before the general rule (rules/named_variant.py)
        chosen = named_variant_first(
            chosen, judged, lambda rank: lang_index.docs[scored[rank][1]].entry.game
            if scored[rank][1] < lang_index.gap_start else None, asked, lambda rank: scored[rank][1],
            lambda number: not variant_words.isdisjoint(matched.get(number, ())),
            lambda rank: scored[rank][0] >= best * NAMED_VARIANT_NARROW_MARGIN)
    none_words = _absence_keys(q.lang)[1]
    none_asked = none_in_title.none_things(q.stems, first_concepts, none_words, _absence_keys(q.lang)[0],
                                           _DENIED_ONLY, q.breaks, _GENERIC_CONCEPTS) \
        if not none_words.isdisjoint(q.stems) else []
    if none_asked:  # "at 0 HAPPINESS I WORK": the sibling whose title is that case (rules/none_in_title.py)
        chosen = none_in_title.said_none_first(
            chosen, judged, partial(_title_says_none, q, none_asked, first_concepts, scored, index, lang_index),
            lambda one, other: _part_and_kind(scored[one][1], entry_mode, lang_index)
            == _part_and_kind(scored[other][1], entry_mode, lang_index), SAME_UP_TO)
    elif chosen[0][0] and _title_may_deny(scored[chosen[1]][1], q.lang, lang_index):
        # "do the EVENT CARDS go in my CV?" past "Add bought NON-EVENT CARDS to your CV": the sibling whose title does
        # not deny the kind the question names (rules/none_in_title.py)
        plain = none_in_title.plain_pairs(q.stems, first_concepts, none_words, q.breaks, _GENERIC_CONCEPTS)
        if plain:
            chosen = none_in_title.said_plain_first(
                chosen, judged, partial(_title_denies, q, plain, first_concepts, scored, index, lang_index),
                lambda one, other: _part_and_kind(scored[one][1], entry_mode, lang_index)
                == _part_and_kind(scored[other][1], entry_mode, lang_index), SAME_UP_TO)
    _, rank, evidence, answered, missing = chosen
    if not answered and q.compares and q.likening and not chosen[0][1]:
        # "¿RINDE lo mismo que...?": the verb of the likeness is how it compares, no topic a rule must say
        missing = tuple(word for word in missing if word not in q.likening)
        answered = not missing
    if not answered and q.compares:
        answered, missing = _answered_side_by_side(chosen, judged, scored, lang_index, missing)
        if not answered and not chosen[0][1] and "?may" not in q.intents:
            # ... or beside a near entry of its game that was not close enough in score to be judged: of "¿es lo
            # mismo el desempate por LANDFILL que el LANDFILL Penalty?", the entry of the tie-break and, lower, the
            # one of the penalty (rules/comparison.py, `other_side_answers`); not of "can I ..., like Donate does
            # with Impact?", which asks leave for an analogy the player draws (blind29: 1 abstention lost)
            near = _near_of_game(scored, rank, named, game_id, lang_index, comparison.OTHER_SIDE_REACH,
                                 comparison.OTHER_SIDE_RULES)
            answered, missing = comparison.other_side_answers(
                missing, [_evidence_once(q, number, matched, index, lang_index) for number in near[1:]])
    elif not answered and not chosen[0][1] and (len(set(q.clause) - {CONTEXT}) > 1 or CONTEXT in q.clause):
        # "which Mood Counter do we add, and which Motivation Tokens enter...?": each question its entry (or a story
        # checked by an ask of no topic, "... WAS I RIGHT?": each topic of the story, rules/several_asks.py)
        near = _near_of_game(scored, rank, named, game_id, lang_index)
        if several_asks.each_asked_answered(q.clause, [_evidence_once(q, number, matched, index, lang_index)
                                                       for number in near]):
            answered, missing = True, ()
    if not answered and not chosen[0][1] and q.joins and scored[rank][1] < lang_index.gap_start:
        # "how much HAPPINESS do I lose for 2 unpaid CREDIT CARD and 7 MATERIAL in my LANDFILL?": each part joined
        # its entry (rules/joined_parts.py)
        near = _near_of_game(scored, rank, named, game_id, lang_index)
        if joined_parts.parts_answered(q.joins, q.breaks, [word in WITHOUT for word in q.surface],
                                       [_evidence_once(q, number, matched, index, lang_index) for number in near]):
            answered, missing = True, ()
    if not answered and scoring_talk.only_talk_missing(missing, scored[rank][1], lang_index, q.surface):
        # it lacks only words of tallying the score ("what does that COST me?"), which a scoring rule says in its own
        # words ("loses 1 HAPPINESS"): only the verdict, not the order (rules/scoring_talk.py)
        answered, missing = True, ()
    if rank:
        scored = [scored[rank]] + scored[:rank] + scored[rank + 1 :]
    return scored, evidence, answered, missing


def _near_of_game(scored, rank: int, named: set[str], game_id: str | None, lang_index: LangIndex,
                  reach: int = EVIDENCE_RANKS + 2, count: int = EVIDENCE_RANKS) -> list[int]:
    """The near rule entries of the chosen entry's game (`scored[rank]`), it
    first: the first `count` (EVIDENCE_RANKS) of that game among the first
    `reach` (EVIDENCE_RANKS + 2) candidates (a gap between them is not a
    rule). None when the question names another game than the chosen entry's."""
    game = lang_index.docs[scored[rank][1]].entry.game
    if named and not game_id and game not in named:
        return []
    near = [number for _, number in scored[:reach]
            if number < lang_index.gap_start and lang_index.docs[number].entry.game == game][:count]
    near.sort(key=lambda number: number != scored[rank][1])
    return near


def _sibling_set_aside(scored, missing: tuple, q: _Query, matched, index: Index, lang_index: LangIndex):
    """`scored` (a rule entry first, judged to answer, leaving `missing`
    out), whether it answers and what it misses, once the first is read for
    a sibling term: when it is about a term of a kind ("BUY: 1 REPUTATION =
    +1 QUALITY") and the question names another it never names ("... with
    RECYCLE"), it does not answer.
    Then the entry about the term asked, among the next SIBLING_RESCUE rule
    entries of its game, goes first and answers when it lacks at most one
    topic word of the question ("RESELL: give a MATERIAL, take its QUALITY in
    COIN" for "can I play RESELL on someone who has ONLY 1 COIN?"); else the
    search abstains, naming the term."""
    first = lang_index.docs[scored[0][1]].entry
    unnamed = unnamed_sibling(q.stems, q.lang, first, lang_index.lang, index)
    if unnamed is None:
        return scored, True, missing
    for rank in range(1, min(len(scored), SIBLING_RESCUE + 1)):
        number = scored[rank][1]
        entry = lang_index.docs[number].entry
        if number >= lang_index.gap_start or entry.game != first.game or not is_about(entry, lang_index.lang, unnamed, index):
            continue
        lacking = _answers(_evidence_once(q, number, matched, index, lang_index), entry.game, set(), entry.game)[1]
        if len(lacking) <= 1:
            return [scored[rank]] + scored[:rank] + scored[rank + 1:], True, ()
    if keeps_to_own(first, lang_index.lang, unnamed, index):  # "ONLY when you CONSUME" asked of BUY: not then
        return scored, True, missing  # (rules/kept_to_own.py)
    return scored, False, (q.surface[unnamed.position],)


def _answered_side_by_side(chosen, judged, scored, lang_index: LangIndex, missing: tuple) -> tuple[bool, tuple]:
    """A question that sets two things side by side ("what is the difference
    between the Sad and the Positive trait?") is answered by two close
    entries of one game together, each telling one of them: the chosen one
    answers when every topic it leaves out is covered by another of the
    candidates judged beside it (the panel shows both). Otherwise it stays
    as judged."""
    game = lang_index.docs[scored[chosen[1]][1]].entry.game
    for _, rank, evidence, _, _ in judged:
        if rank == chosen[1] or lang_index.docs[scored[rank][1]].entry.game != game:
            continue
        covered = {word for word, topic, held in evidence if topic and held}
        if set(missing) <= covered:
            return True, ()
    return False, missing


_SILENT_NOTES = {lang: tuple(tuple(words(phrase)) for phrase in question_form(lang).get("silent_notes", ()))
                 for lang in LANGUAGES}
# (index id, language, document number) -> (the index, kept alive; the tokens of the entry without its note)
_UNNOTED: dict[tuple[int, str, int], tuple[Index, frozenset[str]]] = {}


@lru_cache(maxsize=1024)
def _silent_clauses(note: str, lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded words an entry's note says the rulebook is silent about:
    what follows "does not say" / "no dice" up to the end of its clause
    ("... does not say WHAT HAPPENS IF YOU HAVE NO INTEREST TOKENS LEFT;")."""
    found = []
    for clause in re.split(r"[.;:]", note):
        folded = words(clause)
        for phrase in _SILENT_NOTES.get(lang, ()):
            for n in range(len(folded)):
                # (a phrase is looked for only where its first word is: most of a note's words start none)
                if (not phrase or folded[n] == phrase[0]) and tuple(folded[n : n + len(phrase)]) == phrase:
                    found.append(tuple(folded[n + len(phrase) :]))
    return tuple(found)


def _unnoted_tokens(lang_index: LangIndex, number: int, index: Index) -> frozenset[str]:
    """The tokens of an entry's title, aliases, section and text (its note left out), worked out once."""
    cache_key = (id(index), lang_index.lang, number)
    cached = _UNNOTED.get(cache_key)
    if cached is None:
        entry = lang_index.docs[number].entry
        thesaurus = index.thesaurus(entry.game)
        pieces = (entry.title, *entry.aliases, *entry.section.split(">"), entry.text)
        found = frozenset(token.text for piece in pieces for token in analyze(piece, lang_index.lang, thesaurus))
        cached = _UNNOTED[cache_key] = (index, found)
    return cached[1]


def _note_gap(q: _Query, number: int, evidence: tuple, matched, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The topic words of the question that fall in what the entry's note
    says the rulebook is silent about ("The rulebook does not say what
    happens if you have no Interest Tokens left; ..."): the note is the
    project's reading of a gap, so the honest answer is that the rulebook
    does not cover it (the entry still comes first as related reading, its
    note shown). They are the topic words only that silent clause covers,
    or every topic word the entry covers when the question asks the very
    gap (it says each content word of the clause, at least SILENT_WORDS of
    them). Empty when the entry's own rule text answers."""
    note = lang_index.docs[number].entry.note
    clauses = _silent_clauses(note, q.lang) if note else ()
    if not clauses:
        return ()
    weak = weak_keys(q.lang)
    thesaurus = index.thesaurus(lang_index.docs[number].entry.game)
    asked = set(q.stems) | {c for own, _ in thesaurus.concepts_at(q.stems, q.lang) for c in own}
    silent: set[str] = set()
    for clause in clauses:
        stems = [stemmed for stemmed in terms(" ".join(clause), q.lang) if stemmed not in weak]
        concepts = [own for own, _ in thesaurus.concepts_at(stems, q.lang)]
        if len(stems) >= SILENT_WORDS and all(stemmed in asked or own & asked for stemmed, own in zip(stems, concepts)):
            return tuple(dict.fromkeys(word for word, topic, covered in evidence if topic and covered))
        silent |= set(stems) | {c for own in concepts for c in own}
    unnoted = _unnoted_tokens(lang_index, number, index)
    held_without = {token for token in matched.get(number, ()) if token in unnoted}
    without = _evidence(q, number, {number: held_without}, index, lang_index)
    return tuple(dict.fromkeys(word for (word, topic, covered), (_, _, before) in zip(without, evidence)
                               if topic and not covered and before and key(word, q.lang) in silent))


def _phrased_positions(q: _Query, index: Index, game: str) -> set[int]:
    """The positions of the question's words that make up a several-word
    term of `game`'s own glossary ("FICHAS DE DINERO" in Adulthood)."""
    return {position for start, end in _game_phrases(index.thesaurus(game), q.stems, q.lang)
            for position in range(start, end)}


def _asks_limit(q: _Query, index: Index, folded: list[str] | None = None) -> bool:
    """Whether the question asks for a limit: "can I" with "how many", with
    an ordinal ("a 5th"), with the words of a limit ("more than", "at
    most", "máximo") or, from its `folded` words, leave to do a number of
    things ("can I put 3 COIN on a CREDIT CARD in one turn?",
    `_asks_leave_for_count`). That last reading, on the tuning sets (issue
    12): top-1 8,686 -> 8,693 of 9,359 (the credit card payoff, taking 2 or
    3 cards a turn x2, two Presences on one spot, two Mimic tokens on one
    tile, two Frustration tokens on one track), top-3 9,195 -> 9,196,
    abstention and false abstention unchanged; read so also when the
    question names a variant in words, 8,691 (Rob's own Presence rule lost
    to the general limit, "can Rob have 2 presences?"); with a number told before the ask read too ("the
    ACTIVITY shows TWO FOOD icons, can I take 2 QUALITY...?"), 8,691 and a
    false abstention more."""
    if "?may" not in q.intents:
        return False
    if "?num" in q.intents or any(is_ordinal_key(stemmed) for stemmed in q.stems):
        return True  # ("can I play a 5th?": one more than the limit)
    if folded and _asks_leave_for_count(folded, q.lang):
        return True  # ("can I put 3 COIN on a CREDIT CARD", "¿puedo tener 5 rasgos?": whether that many is allowed)
    concepts = next(iter(index.thesauri.values())).concepts_at(q.stems, q.lang) if index.thesauri else []
    return any(LIMIT_CONCEPT in own for own, _ in concepts)


def _asks_leave_for_count(folded: list[str], lang: str) -> bool:
    """Whether the question (its folded words) asks leave to do a number of
    things: a word of leave (`question_form.count_leave`: "can", "puedo")
    then, within COUNT_LEAVE_REACH words, a number of two or more and a word
    that is no number ("can I PUT 3 COIN", "can you reroll 3 times", "¿se
    pueden tomar 2 cartas?"): whether that many is allowed, which the entry
    that sets a limit answers. Not a number after a definite article
    (`question_form.count_leave_definite`): "¿puedo activar LAS dos
    casillas?" asks of both spots, not of a count. A number further on tells the scene ("the
    ACTIVITY shows two FOOD icons, can I take...")."""
    leave, numbers = COUNT_LEAVE.get(lang, frozenset()), NUMBER_WORDS.get(lang, {})
    definite = COUNT_DEFINITE.get(lang, frozenset())
    for position, word in enumerate(folded):
        if numbers.get(word, word).isdigit():
            return False  # (a number told before the ask sets the scene the count is compared with)
        if word in leave:
            for at in range(position + 2, min(position + COUNT_LEAVE_REACH + 1, len(folded) - 1)):
                value, after = numbers.get(folded[at], folded[at]), folded[at + 1]
                if value.isdigit() and int(value) > 1 and not (after.isdigit() or after in numbers) \
                        and folded[at - 1] not in definite:
                    return True
    return False


def _glossary_thing(game: str, thing: frozenset[str], index: Index, lang: str, order: tuple[str, ...]) -> bool:
    """Whether each stem of `thing` is a word of a term of `game`'s glossary ("bus", "registro de ánimo"),
    not only an everyday word ("gana"): a thing the game names (rules/introduced_asked.py)."""
    thesaurus = index.thesauri.get(game)
    if thesaurus is None:
        return False
    own = f"~{game}:"
    said = list(dict.fromkeys(stem for stem in order if stem in thing))  # (in the question's order: "registro de ánimo")
    return all(any(concept.startswith(own) for concept in found) for found, _ in thesaurus.concepts_at(said, lang))


def _definition_factor(q: _Query, entry: corpus.Entry) -> float:
    """DEFINITION_FACTOR for an entry whose title names only what the question
    asks about before its colon ("DEPLETION: the MATERIAL deck is empty"),
    or that says a word of the question right after a copula ("the top
    card IS ACTIVE", "QUALITY 0 = BROKEN": rules/stated_terms.py), 1.0 for
    the others ("DEPLETION Penalty: ...")."""
    head, colon, _ = entry.title.partition(":")
    if colon:
        named = title_terms(head, q.lang)
        if named and len(named) <= 3 and named <= set(q.stems):
            return DEFINITION_FACTOR
    weak = weak_keys(q.lang)
    # ... or whose text opens by defining it ("Los Recursos y Rasgos SON cosas que ...": rules/stated_terms.py)
    return DEFINITION_FACTOR if defines_asked(entry.title, q.stems, weak, q.lang) \
        or opens_defining(entry.text, q.stems, weak, q.lang) else 1.0


def _holds(lang_index: LangIndex, number: int, token: str) -> bool:
    """Whether the document holds `token` (a look-up in its game's posting list)."""
    game = lang_index.docs[number].entry.game
    return number in lang_index.postings.get((game, token), ())


def _one_count(number: int, entry_mode: list, lang_index: LangIndex) -> frozenset[str]:
    """The player counts a rule entry of the game itself or its setup is
    made for ("Step 5: 4 players get...", "With 2 or 3 players, ..."),
    empty for a rule of every count (rules/one_count.py); a declared
    variant's entries (solo, two-player) and the components' ("4 Player
    Boards") are judged as such."""
    if number >= lang_index.gap_start or entry_mode[number] not in (None, SETUP_PREFIX):
        return frozenset()
    entry = lang_index.docs[number].entry
    return restricted_counts(entry.title, entry.text, lang_index.lang)


def _speaks_of_counts(number: int, game: str, players: frozenset[str], lang_index: LangIndex) -> bool:
    """Whether an entry names player counts for several numbers ("2 players ... 3 players")."""
    found = 0
    for count in range(1, 9):
        for player in players:
            if number in lang_index.postings.get((game, f"{count}_{player}"), ()):
                found += 1
                break
    return found >= 2


def _for_other_counts(number: int, game: str, counts: frozenset[str], entry_mode: list, lang_index: LangIndex,
                      index: Index) -> bool:
    """Whether entry `number` is made only for player counts other than
    those the question names, all of which its game is played with ("In a
    3-player game, when is the leftmost track card discarded?" is not
    answered by "2 players: discard the leftmost card after every turn"):
    its title or opening names other counts (`_one_count`), or it belongs
    to a variant of one other count (a two-player or solo mode)."""
    if number >= lang_index.gap_start or not all(_plays_with(game, int(count)) for count in counts):
        return False
    made_for = _one_count(number, entry_mode, lang_index)
    if not made_for:
        mode_id = index.entry_modes.get(game, {}).get(lang_index.docs[number].entry.id)
        mode = index.game_modes[game].get(mode_id) if mode_id else None
        if mode and not mode.default and mode.min_players == mode.max_players:
            made_for = frozenset({str(mode.min_players)})
    return bool(made_for) and made_for.isdisjoint(counts)


def _other_count_variant(number: int, counts: frozenset[str], index: Index, lang_index: LangIndex) -> bool:
    """Whether entry `number` belongs to a declared variant made for one
    other count than every count the question tells (a solo rule for "we're
    4"), all of which its game is played with.

    Then the rulebook is silent (`search`, after the silences of the
    question's form): "In a 4-player game, can we add the solo Achievement
    cards as extra goals?", "Somos tres: ¿uno puede llevar también a Rob
    Bot?" ask whether the table's game borrows a variant's rule, which the
    variant's entry, first, does not say; it is shown as related reading.
    Not when the count names the variant compared ("is the solo set-up the
    same as the 2-player VARIANT?": `_count_names_variant`), which without
    that check cost 4 false abstentions. Only declared modes (solo,
    two-player), not a rule of the game that names counts ("2 players:
    discard after every turn"), which the ranking already holds back.
    Measured on TUNE121 (117 sets) when added: abstention 3,740 -> 3,744 of
    4,467 (3,758 -> 3,762 with the game), top-1, top-3 and false abstention
    unchanged; blind116 abstention 23 -> 25 of 40."""
    entry = lang_index.docs[number].entry
    mode = _declared_mode(entry, index)
    return bool(mode) and not mode.default and mode.min_players == mode.max_players \
        and str(mode.min_players) not in counts and all(_plays_with(entry.game, int(count)) for count in counts)


@lru_cache(maxsize=64)
def _count_variant_words(game: str, lang: str) -> dict[str, frozenset[str]]:
    """For each count a declared variant of `game` is made for alone, the
    keys of the words of its name that are neither the count nor players
    ("variant" of "Two-player variant", "var" of "Variante para 2 jugadores")."""
    players, little = player_keys(lang), stopwords(lang)
    found: dict[str, set[str]] = {}
    for spec in _modes(game).values():
        if not spec.default and spec.min_players == spec.max_players:
            said = {key(word, lang) for word in words(spec.names.get(lang, "")) if word not in little}
            found.setdefault(str(spec.min_players), set()).update(
                word for word in said if not word.isdigit() and word not in players)
    return {count: frozenset(said) for count, said in found.items()}


def _count_names_variant(game: str, q: _Query, index: Index) -> bool:
    """Whether a count the question tells is the name of a variant of `game`
    ("la VARIANTE de dos jugadores"), not the number at the table."""
    named = _count_variant_words(game, q.lang)
    return any(not named.get(count, frozenset()).isdisjoint(q.stems) for count in q.player_counts)


def _declared_mode(entry: corpus.Entry, index: Index):
    """The mode (game.toml) the entry belongs to, or None for a rule of every mode."""
    mode_id = index.entry_modes.get(entry.game, {}).get(entry.id)
    return index.game_modes[entry.game].get(mode_id) if mode_id else None


def _variant_for(entry: corpus.Entry, counts: frozenset[str], index: Index) -> bool:
    """Whether the entry belongs to a variant made for one of the player
    counts the question names (the two-player variant for "jugamos a dos")."""
    mode = _declared_mode(entry, index)
    return bool(mode) and not mode.default and any(
        mode.min_players == mode.max_players == int(count) for count in counts)


@lru_cache(maxsize=64)
def _plays_with(game: str, count: int) -> bool:
    """Whether `game` is played by `count` players (its game.toml range)."""
    fewest, most = get_index().game_players[game]
    return fewest <= count <= most


@lru_cache(maxsize=4096)
def _topics(concepts: frozenset[str]) -> frozenset[str]:
    """The concepts that make a word a topic: a game's glossary terms and
    TOPIC_CONCEPTS (worked out once per set: the evidence asks it of the
    same words for every entry and game it judges)."""
    return frozenset(c for c in concepts if not is_common_concept(c) or c in TOPIC_CONCEPTS)


def _gap_rule_first(scored, q: _Query, evidence: tuple, matched, index: Index, lang_index: LangIndex):
    """When no entry answers, put first the best entry of the same game that
    covers the words the answer lacked: a general rule for the gap (the
    stand-in components rule for "what if the X run out"). Only a gap that
    such a rule fills has one (`STANDING_IN_GAPS`: running out, a missing
    piece); a limit has none, and an entry that merely says "only" or "limit"
    of something else is no rule for it ("why does ONLY one player have the
    golden token?" keeps the token's entry first). Nor a rule that scores
    under GAP_RULE_SHARE of the first: a lesser match, not the gap's rule.
    And only a gap the question supposes, in a clause that sets the scene
    ("what happens IF the supply of Memory Tokens RUNS OUT", "¿qué pasa SI
    alguien SE QUEDA SIN cartas?"): a running out the question denies ("¿se
    puede pedir asistencia social SIN QUE SE ACABE un mazo?") or claims as
    the outcome of what it tells ("rob pays with his motivation tokens, SO
    HE RUNS OUT fast, right?") is no case the stand-in rule fills; there it
    took the right first entry down (round fits: on TUNE131 the step put the
    right entry first for no answerable question and took it out twice, both
    such; with the supposed case only, top-1 +2, nothing else moved)."""
    top_game = lang_index.docs[scored[0][1]].entry.game
    gaps = [position for position, (_, topic, covered) in enumerate(evidence) if topic and not covered]
    concepts = index.thesaurus(top_game).concepts_at(q.stems, q.lang)
    if not gaps or not any(concepts[p][0] & STANDING_IN_GAPS for p in gaps):
        return scored  # only a gap such as running out has a general rule
    if not q.scene or not any(q.scene[p] for p in gaps if concepts[p][0] & STANDING_IN_GAPS):
        return scored  # ... for the case the question supposes ("what if ... runs out"), not one it denies or claims
    for rank, (value, number) in enumerate(scored[1:], start=1):
        if lang_index.docs[number].entry.game != top_game or value < GAP_RULE_SHARE * scored[0][0]:
            continue
        held = matched.get(number, set())
        if all(q.stems[p] in held or _topics(concepts[p][0]) & held or _stands_in(concepts[p][0], lang_index, number)
               for p in gaps):
            return [scored[rank]] + scored[:rank] + scored[rank + 1 :]
    return scored


def _stands_in(concepts: frozenset[str], lang_index: LangIndex, number: int) -> bool:
    """Whether the entry holds the rule that fills this gap in its stead (the
    rule for pieces that run out, for a piece that went missing)."""
    return any(_holds(lang_index, number, GAP_STAND_INS[concept]) for concept in concepts & GAP_STAND_INS.keys())


def _object_covered(
    q: _Query, position: int, concepts, held: set[str], lang_index: LangIndex, number: int, index: Index
) -> bool:
    """For a word like "run out" or "limit": whether the entry also holds the
    specific word next to it ("the deck runs out"), so that a rule about
    running out of time meeples does not answer "what if the deck runs out".
    Only rule words specific enough to be a topic (idf) count as the object,
    and an object after the topic only inside its own question sentence: "can
    I pass my turn in LOOP? None of the actions HELP me" passes the turn, not
    "help" (round stuck, blind118: with the next sentence read as the object,
    LOOP's "Passing is not allowed" did not answer; TUNE121 top-1 +1, top-3
    +1, false abstention -1, nothing lost)."""
    weak = weak_keys(q.lang)

    # a limit's object is said in the limit's own clause ("how many dice at the start, and what's the MAX?" asks
    # the limit of what was counted, not of the start); running out or being seen are told of a thing said
    # before, apart ("las fichas de la caja, ¿se acaban?", "los Valores boca abajo, ¿los puedo mirar?")
    bounds = q.breaks | q.joins if LIMIT_CONCEPT in concepts[position][0] else frozenset()

    looks = modifiers.describing_any(q.lang)

    def outside(step: int) -> int | None:
        """The next word that can be the object: past the topic's own words, numbers,
        weak words and the words of asking ("more than 4 dice", "a limit on how many
        coins", "en qué momento se enseña"), and a word that describes the thing right
        after it ("look at my OWN Values": the Values are seen), not past the end of a
        limit's clause."""
        n = position
        while 0 <= n < len(q.stems) and (n == position or concepts[n][0] & TOPIC_CONCEPTS
                                         or q.stems[n].isdigit() or q.stems[n] in weak or q.asking[n]
                                         or (q.timing and q.timing[n])  # (nor "in FRONT of me")
                                         or (step > 0 and n < len(q.before_next) and q.before_next[n]
                                             and q.surface[n].lower() in looks)):
            if (n + 1 if step > 0 else n) in bounds:
                return None
            n += step
        if step > 0 and q.clause and 0 <= n < len(q.stems) and q.clause[n] != q.clause[position]:
            return None  # "can I pass my turn? None of the actions HELP me": the next sentence names no object of it
        return n if 0 <= n < len(q.stems) else None

    def specific(n: int | None) -> bool:
        # (in the same clause: "pass my turn IF ... this ROUND" does not pass the round)
        return n is not None and lang_index.idf.get(q.stems[n], 0.0) >= TOPIC_MIN_IDF \
            and (not q.scene or q.scene[n] == q.scene[position])

    # (an object told in the story before the ask is the thing it names, not its last word: rules/antecedents.py)
    nearest = outside(-1)
    if nearest is not None and q.clause and q.clause[nearest] != q.clause[position] \
            and names_own_object([phrased for _, phrased in concepts], position, TOPIC_CONCEPTS,
                                 [LIMIT_CONCEPT in own for own, _ in concepts]):
        nearest = None  # "pensé que había límite. ¿Hay LÍMITE DE MANO?": the phrase names the hand (rules/antecedents.py)
    before = told_antecedent(q.clause, position, nearest, lambda n: bool(concepts[n][0]))
    if before is not None and before < position and LIMIT_CONCEPT in concepts[position][0] \
            and limit_counts.holding_verb(q.stems[before], q.lang):
        # "how much REPUTATION can I STORE at most?": the limit is on the thing held before the verb of holding, in the
        # limit's own clause (rules/limit_counts.py `holding_verb`)
        before = next((n for n in range(before - 1, -1, -1) if concepts[n][0] and specific(n)
                       and not any(n < bound <= position for bound in bounds)), before)
    objects = [n for n in (before, outside(1)) if specific(n)]
    gap = concepts[position][0] & GAP_CONCEPTS  # running out of what, a limit on what: said together
    # ... or what answers it said so ("reroll ANY NUMBER OF dice" for "only a couple of dice?")
    gap |= {other for concept in gap & ANSWERED_BY.keys() for other in ANSWERED_BY[concept]}
    after = outside(1)
    if gap and after is not None and not specific(after) and told_last(after, q.purposed, q.breaks, len(q.stems)) \
            and own_term_named(concepts[after][0], lang_index.docs[number].entry.game):
        objects.append(after)  # "no me queda HAPPINESS para quitar": a term of the game's own is what runs out (rules/own_terms_out.py)
    elif gap and after is not None and not specific(after):  # "no quedan cartas DE VEJEZ": past a common word
        # (not past the verb of the act a limit counts: "a limit on how many CARDS I can PLAY from my hand" counts the
        # cards played, not the hand; a verb of holding reaches on, "cards I can KEEP": rules/limit_counts.py)
        reach = range(after + 1, min(len(q.stems), after + 3))
        if LIMIT_CONCEPT in concepts[position][0]:
            reach = takewhile(lambda n: not limit_counts.counted_act(q.stems[n], q.lang), reach)
        objects += [n for n in reach if specific(n) and q.stems[n] not in weak][:1]
    if not objects and gap and after is not None and concepts[after][0] and q.nominal[after]:
        objects = [after]  # "run out of TOKENS": a thing too common to be specific is still what runs out
    if not objects:
        return True
    wanted = {q.stems[n] for n in objects if q.stems[n] in held} | {c for n in objects for c in concepts[n][0] & held}
    return bool(wanted) and (not gap or _said_together(lang_index, number, index, gap, frozenset(wanted)))


def _act_answered(q: _Query, position: int, concepts, own: frozenset[str], held: set[str], lang_index: LangIndex,
                  number: int, index: Index) -> bool:
    """Whether the entry says the act that answers the action asked at
    `position` (ANSWERED_BY: removing a card by the rule that discards it,
    "¿tengo que QUITAR una carta?": "descarta una carta activa") close to
    the thing the question does it to (the next word the entry holds), not
    of something else ("¿me puedo quitar una FICHA descartando una carta?":
    the rule discards a card, not the token)."""
    answers = frozenset(other for concept in own & ANSWERED_BY.keys() for other in ANSWERED_BY[concept])
    thing = next((n for n in range(position + 1, min(len(q.stems), position + 1 + GAP_WINDOW))
                  if n not in q.breaks and (q.stems[n] in held or concepts[n][0] & held)
                  and not (concepts[n][0] & ACTION_CONCEPTS)), None)
    if thing is None:
        return False
    wanted = frozenset({q.stems[thing]} & held | concepts[thing][0] & held)
    return _said_together(lang_index, number, index, answers, wanted)


def _said_beside(q: _Query, position: int, concepts, notion: frozenset[str], held: set[str], lang_index: LangIndex,
                 number: int, index: Index) -> bool:
    """Whether the entry says `notion` (the everyday concept of the question's
    word at `position`) close to what the question says next to that word
    ("final ... turno" for "terminar mi turno"), not somewhere else."""
    beside = [n for n in (position - 1, position + 1) if 0 <= n < len(q.stems)]
    wanted = frozenset({q.stems[n] for n in beside if q.stems[n] in held}
                       | {c for n in beside for c in concepts[n][0] & held})
    return bool(wanted) and _said_together(lang_index, number, index, notion, wanted)


def _said_together(lang_index: LangIndex, number: int, index: Index, topic: frozenset[str], wanted: frozenset[str]) -> bool:
    """Whether one of the entry's fields says the topic (running out, a limit)
    within GAP_WINDOW words of the thing it is about ("the deck is
    EMPTY", "never MORE THAN 7 dice"), not the topic of one thing and the
    thing elsewhere ("empty slots ... from the deck")."""
    for stems, at in _field_concepts(lang_index, number, index):
        topics = [p for p, here in enumerate(at) if here & topic]
        if not topics:
            continue
        things = [p for p, here in enumerate(at) if stems[p] in wanted or here & wanted]
        if any(abs(a - b) <= GAP_WINDOW for a in topics for b in things):
            return True
    return False


# (index id, language, document number) -> (the index, kept alive so its id stays its own; the entry's fields)
_FIELDS: dict[tuple[int, str, int], tuple[Index, tuple]] = {}


def _field_concepts(lang_index: LangIndex, number: int, index: Index) -> tuple:
    """Each field of an entry (title, aliases one by one, text, note) as its
    stems and the concepts that stand for each of them, worked out once."""
    cache_key = (id(index), lang_index.lang, number)
    cached = _FIELDS.get(cache_key)
    if cached is None:
        cached = _FIELDS[cache_key] = (index, _fields_of(lang_index, number, index))
    return cached[1]


def _fields_of(lang_index: LangIndex, number: int, index: Index) -> tuple:
    """The fields of `_field_concepts`, worked out (read with the entry's game glossary)."""
    entry = lang_index.docs[number].entry
    thesaurus = index.thesaurus(entry.game)
    found = []
    for field in (entry.title, *entry.aliases, entry.text, entry.note or ""):
        stems = terms(field, lang_index.lang)
        if stems:
            found.append((stems, [own for own, _ in thesaurus.concepts_at(stems, lang_index.lang)]))
    return tuple(found)


def _other_readings(q: _Query, game: str, index: Index) -> list:
    """The question read with the glossary of each game but `game`
    (`concepts_at`, in GAME_IDS order), once per question and game, and only
    when `_evidence` needs them: to tell a word another game's glossary
    holds. Most evidence never asks (a question that names its game asks
    only for a word this game's entry leaves uncovered), and a game left
    unscored has not read the question yet: each reading there is a
    glossary matching the question's words for the first time."""
    found = q.other_readings.get(game)
    if found is None:
        found = q.other_readings[game] = [
            thesaurus.concepts_at(q.stems, q.lang) for name, thesaurus in index.thesauri.items() if name != game]
    return found


def _evidence(q: _Query, number: int, matched: dict[int, set[str]], index: Index, lang_index: LangIndex) -> tuple:
    """For each content word of the question: (word, is a topic, covered by the entry).

    A word is a topic when it names something the rules are about: a term of
    the game's glossary ("deck", "career", "Willpower"), one of the common
    topics of rules questions (running out, limits, trading, undoing a move,
    teams...: TOPIC_CONCEPTS), a player count outside the game's range ("5
    players" in a 1-4 player game), a noun the game's rulebook never uses
    ("off the table": `_foreign`), the game action a question asks leave
    for (ACTION_CONCEPTS: "can I discard"), or a verb that hands something
    over to another player (covered only by an entry about trading or
    lending) and the thing handed over. Other words (verbs, adverbs, slang)
    are details: an entry may answer without them; so is the one game term
    told as a verb or an adjective, or naming a kind of card, beside other
    covered topics (`_soften`). A word is covered when the entry holds it or
    a glossary concept it is part of; a player count only when the entry
    holds the same count ("5 players" is not covered by "5 VEP"). A word that
    is another game's term and that this game's rulebook never uses is a
    topic ("negociar" in Coming of Age); a word naming one of the game's modes
    is covered by an entry of no mode (its rule holds in every mode; not the
opponent a mode plays against, "Solo vs ROB BOT", of whom such rules do not
speak); a topic
    of ANSWERED_BY is covered by the concept that answers it (whether others
    may see something, by a rule that keeps it secret); a game term of
    several words by an entry that says its words close together
    (`_phrase_in_words`); a word a neighbour reading changed ("lost my card"
    as gone missing) by an entry that says it as written before the same
    thing (`_reading_said_as_written`). What the question compares with
    ("como si fuera plata") is a detail, and so is a typo corrected to a
    word the entry's game never uses (a guess). An entry that holds none of
    the question's words the rule text knows lacks every one of them."""
    game = lang_index.docs[number].entry.game
    held = matched.get(number, set())
    concepts = index.thesaurus(game).concepts_at(q.stems, q.lang)
    weak = weak_keys(q.lang)
    players = player_keys(q.lang)
    # a word any game's glossary holds is a topic, even when the entry's game does not know it ("career" in CV):
    # the other games' readings (`_other_readings`) are worked out only when a word needs them
    given = _handed_over(q)
    general = lang_index.docs[number].entry.id not in index.entry_modes.get(game, {})
    # (the Components list, or a rule that counts all there are of a thing: "There are 54 COIN in total")
    in_box = q.counts_what_exists and (lang_index.docs[number].entry.section in COMPONENT_SECTIONS
                                       or _counts_all(lang_index.docs[number].entry.text, q.lang))
    modes = _mode_words(index, game, q.lang) if general else frozenset()
    found = []
    soft: list[bool] = []  # a game term told as a verb or an adjective, or a kind of card ("do I pay", "job card")
    # a word of the entry's own game (its glossary or its rule text), not a common topic ("Leisure", "iconos")
    named: list[bool] = []
    own_prefix = f"~{game}:"
    anchors: list[bool] = []  # a covered topic that is not one of the common topics (a limit, running out...)
    foreign_nouns: list[int] = []  # the nouns the game's rulebook never uses ("off the TABLE", "a FRESH board")
    for position, stemmed in enumerate(q.stems):
        mild = anchor = False
        if stemmed.isdigit():  # a number: a topic only as a player count
            pairs = [f"{q.stems[position - 1]}_{stemmed}"] if position and position not in q.breaks else []
            if position + 1 < len(q.stems) and position + 1 not in q.breaks:
                pairs.append(f"{stemmed}_{q.stems[position + 1]}")
            counted = [pair for pair in pairs if pair.replace(stemmed, "", 1).strip("_") in players]
            if not counted and stemmed in q.player_counts:  # "con 5": the count without the word "players"
                counted = [f"{stemmed}_{player}" for player in sorted(players)]
            # a count the game is played with asks for any rule of that count, else the general rule answers;
            # a count outside the game's range is a topic ("with 5 players" in a 1-4 player game)
            topic = bool(counted) and stemmed in q.player_counts and not _plays_with(game, int(stemmed))
            # the entry speaks of this count (a count outside the game's range is only covered by an entry naming it)
            covered = not topic or any(pair in held for pair in counted)
        elif is_ordinal_key(stemmed):  # "a 5th trait": the fifth of a limit of four, which no rule need word so
            own, phrased = concepts[position]
            topic, covered = False, stemmed in held
        else:
            own, phrased = concepts[position]
            topics = _topics(own)
            specific = lang_index.idf.get(stemmed, lang_index.max_idf) >= TOPIC_MIN_IDF or bool(topics & TOPIC_CONCEPTS)
            named_somewhere = bool(topics) or (not q.named and any(
                _topics(other[position][0]) for other in _other_readings(q, game, index)))
            others_term = not topics and named_somewhere  # a topic because another game's glossary holds it
            if own & ACTION_CONCEPTS and not (phrased - ACTION_CONCEPTS) and "?may" in q.intents:
                # the action asked leave for ("can I discard", "can I throw away"): a topic
                specific = named_somewhere = True
                others_term = False
            # (a weak word inside a phrase of a common topic counts: "sin querer" is by accident; so does one inside
            # the phrase of an action asked leave for: "can I CHOOSE not to resolve it" is refusing it)
            asked_action = bool(phrased & ACTION_CONCEPTS) and "?may" in q.intents
            topic = (stemmed not in weak or bool(phrased & TOPIC_CONCEPTS) or asked_action) and specific and named_somewhere
            if phrased:  # part of a several-word notion: the entry must speak of that notion
                # (or of the concept that answers it: "in ANY ORDER?" by "strictly from left to right")
                covered = bool(phrased & held) or _phrase_in_words(q, position, concepts, lang_index, number) or any(
                    _holds(lang_index, number, other) for concept in phrased & ANSWERED_BY.keys()
                    for other in ANSWERED_BY[concept]) or sequence.part_covered(  # "the bad luck PHASE": the list of
                    stemmed, held, lang_index.docs[number].entry.title, lang_index.lang)  # phases (rules/sequence.py)
            elif topic:  # "se acaban" is both an end and running out: the topic is what counts
                # (a topic only because another game's glossary holds the word, "terminar" a LOOP term: this
                # game's everyday notion of it covers it when said beside the word next to it in the question,
                # "al final del turno" in Adulthood for "al terminar mi turno")
                covered = stemmed in held or bool(topics & held) or (
                    others_term and bool(own & held) and _said_beside(q, position, concepts, own & held, held, lang_index,
                                                                      number, index)) or any(
                    _holds(lang_index, number, other) for concept in topics & ANSWERED_BY.keys()
                    for other in ANSWERED_BY[concept]) or (
                    own & ACTION_CONCEPTS & ANSWERED_BY.keys() and _act_answered(q, position, concepts, own, held, lang_index,
                                                                                 number, index)) or bool(own & SAME_ACT_CONCEPTS & held) or (
                    said_by_held(index, game, own, held, partial(_holds, lang_index, number)))  # Adulthood's Time, by its action spots (rules/said_by.py)
            else:
                covered = stemmed in held or bool(own & held)
            # "I lost my bicycle card": the entry says "lost bicycle", the very loss asked about
            # (not "how long" read as the time on the clock: "how long it lasts" in turns does not say it)
            as_written = topic and not covered and not phrased and CLOCK_CONCEPT not in own \
                and _reading_said_as_written(q, position, lang_index, number)
            covered = covered or as_written
            if topic and not covered and TEAM in own and covered_by_team_mode(
                    own, game, index.entry_modes.get(game, {}).get(lang_index.docs[number].entry.id)):
                covered = True  # "can my TEAMMATE reject it?", of a mode played as one team (rules/team_modes.py)
            if covered and not as_written and topic and own & TOPIC_CONCEPTS and all(is_common_concept(c) for c in own) \
                    and not (own & TOPIC_CONCEPTS <= WHOLE_TOPIC_CONCEPTS and phrased & held):
                # running out of what, a limit on what (not a term of the game's own: LOOP's "Agotamiento"; nor passing
                # one's turn, whose phrase names the turn, when the entry says that phrase: "can't DECIDE, can I just
                # pass my turn" is not of deciding; words of it apart, "Play PASSES to your left" after "end of TURN",
                # are no passing. Round fabst38: see the commit)
                covered = _object_covered(q, position, concepts, held, lang_index, number, index)
            if topic and not covered and LIMIT_CONCEPT in (own | phrased):  # "max cards": "take 1 or 2 cards"
                covered = _counts_limited(q, position, lang_index, number, [own for own, _ in concepts])
            # a term of this game's own glossary, told as a verb or an adjective ("pay", "activa")
            # (a word this game's glossary or the everyday groups know: "básico" of LOOP's basic mode does
            # not soften in another game, nor "breaks" where only "tie break" is said)
            # (not a word of exchanging, "¿puedo CAMBIAR mi meta por otra?": what is asked, however it is put)
            mild = (topic and bool(own) and not phrased and not (own & _TOPIC_ACTION_UNSOFTENED)
                    and not q.nominal[position])
            # ... or the kind of card the entry speaks of in general ("my JOB card", "una carta ACTIVA")
            mild = mild or (topic and bool(topics) and not (own & _TOPIC_OR_ACTION)
                            and _kind_of_held_card(q, position, concepts, held))
            # (nor the action a "can I" question asks about: "¿puedo VENDER los ACTIVITY?" is not answered by
            # the rule for selling something else)
            anchor = covered and topic and not (own & _TOPIC_OR_ACTION)
            if topic and not covered and general and (stemmed in modes or own & modes) \
                    and not (stemmed in (opponents := _opponent_words(index, game, q.lang)) or own & opponents):
                covered, mild = True, False  # "in basic mode", "en co-op": a rule of no mode holds in every mode
                # (not for the opponent a mode plays against, "¿Rob Bot consigue Fuerza de Voluntad?": the
                # general rules speak of the players, not of it)
        if q.transfer[position]:  # "give it to another player": a trade or a loan, whatever the verb
            topic, covered = True, any(_holds(lang_index, number, concept) for concept in TRANSFER_CONCEPTS)
            mild = anchor = False
        elif position in given and not topic:  # ... and what is handed over ("una ficha", "my money")
            topic = not stemmed.isdigit() and stemmed not in weak
            mild = anchor = False
        elif q.native and q.nominal[position] and not covered and not topic and stemmed not in players:
            # a noun the game's rulebook never speaks of ("off the table", "in teams"): not answered
            # (not a word of a player count: "with 3 PEOPLE" is the count, which the number itself judges)
            topic = _foreign(stemmed, game, concepts[position][0], index, lang_index, weak)
            mild = anchor = False
            if topic:
                foreign_nouns.append(position)
        elif q.native and not covered and not topic and any(
                _topics(other[position][0]) for other in _other_readings(q, game, index)):
            # what another game's rules are about, which this game's rulebook never speaks of
            # ("negociar" in Coming of Age): not answered, however the question words it (a short word
            # too, when it is part of another game's term of several words: "CO-OP" in Adulthood)
            phrased_elsewhere = any(_topics(other[position][1]) for other in _other_readings(q, game, index))
            topic = _foreign(stemmed, game, concepts[position][0], index, lang_index, weak, short=phrased_elsewhere)
            mild = anchor = False
        if q.timing and q.timing[position] and not covered and (not concepts[position][1] or (
                all(is_common_concept(concept) for concept in concepts[position][1])
                and ("?num" in q.intents or any(concept.startswith(own_prefix) for concept in concepts[position][0])
                     or counted_at_once.counts_things(q.stems, q.timing, players, q.player_counts, weak, q.surface,
                                                   q.lang, bool(q.alternatives))))):
            # "ANY TIME", "EVERY TIME": when, not the Time of a game ("every TIME MEEPLE"); "IN FRONT OF ME": where
            # (so is "AT THE SAME TIME", an everyday phrase, where the game's own Time is the other reading: "how
            # many partners can I have at the same time?" asks how many, which "one Partner active at a time"
            # answers; elsewhere the phrase is the notion asked, "do we roll at the same time or in turn?", unless the
            # question asks how many: "how many Presences can I have on the board AT THE SAME TIME?" asks how many at
            # once, which the limit answers in any game; round fabst34, blind95; so does a count of things, "can TWO
            # CARDS in a stack be active at the same time?": rules/counted_at_once.py)
            topic = mild = anchor = False
        if q.either[0] and topic and not covered and _other_moment_held(q, position, held, lang_index, number):
            # "right away OR AT THE END OF THE TURN?": a rule that states the other moment answers, the words of this
            # one are the answer it does not take (rules/guessed_moments.py `either_moments`)
            topic = mild = anchor = False
        if q.seen and q.seen[position] and not covered and seen_by_others.tells_others(number, lang_index):
            covered = True  # "can the others SEE my Values?": a rule of what is secret from the others (rules/seen_by_others.py)
        if q.viewed and q.viewed[position] and not covered and seen_by_others.tells_view(number, lang_index):
            covered = True  # "¿los DEMÁS pueden VER cuánto COIN tengo?": a rule of what is hidden or open to view (ibid.)
        if q.viewed and q.viewed[position] and not covered and q.surface[position] in seen_by_others.others_words(q.lang) \
                and seen_by_others.names_others(number, lang_index):
            covered = True  # "wait and see where everyone ELSE goes": a rule that names the other players (ibid.)
        if q.stated_view and q.stated_view[position] and not covered and seen_by_others.tells_view(number, lang_index) \
                and not any(concept.startswith(own_prefix) for concept in concepts[position][1]):
            covered = True  # "FACE DOWN ... can I SEE it?": a rule that states a visibility (rules/view_stated.py)
        if q.aimed and q.aimed[position] and not covered and aimed_at_others.tells_target(number, lang_index):
            covered = True  # "a FAVOUR I PLAYED on someone ELSE": a rule of whom a thing targets (rules/aimed_at_others.py)
        if q.by_chance and q.by_chance[position] and not covered and entry_tells(number, lang_index, "chance_taken_told"):
            covered = True  # "AT RANDOM? can I PICK": a rule that says how the thing is taken (rules/drawn_by_chance.py)
        if q.surface[position] in OBLIGED and not covered and not concepts[position][1]:
            # "¿quién está OBLIGADO a empezar?": being obliged is the form of the question, as "es obligatorio" and
            # "have to" are, not a topic (read alone it was LOOP's "deuda obligatoria", a term of another game;
            # not inside a term of this game's glossary, which keeps its reading). TUNE47: false abstention
            # 505 -> 504, nothing else moved
            topic = mild = anchor = False
        if q.people and q.people[position] and not covered:  # "my WIFE", "each PERSON": a player (rules/people.py)
            topic = mild = anchor = False
        if q.names and q.names[position] and not covered \
                and not any(concept.startswith(own_prefix) for concept in concepts[position][0]):
            topic = mild = anchor = False  # "MAX has 18 cards": a player, where the game has no term so (player_names.py)
        if q.picked and q.picked[position] and not covered:  # "throw away THE OLDER ones": which one (rules/picked_by_age.py)
            topic = mild = anchor = False
        if q.told_place and q.told_place[position] and not covered:  # "we put it IN THE DISCARD. where does it go?"
            topic = mild = anchor = False  # (the table's guess of the place asked: rules/told_places.py)
        if q.idle and q.idle[position] and not covered:  # "MÁS TARDE": a word of time (rules/idle_phrases.py)
            topic = mild = anchor = False
        if topic and not covered and (ends := opposite_ends.opposites(q.lang).get(stemmed)) \
                and any(_holds(lang_index, number, other) for other in ends):
            covered = True  # "the YOUNGEST?": the rule that picks the OLDEST (rules/opposite_ends.py)
        if q.kin and q.kin[position] and not covered and game not in index.stem_games[q.lang].get(stemmed, ()):
            topic = mild = anchor = False  # "my PARTNER" where the game has no Partner card: a player
        if topic and not covered and in_box and q.surface[position] in _THERE_ARE.get(q.lang, ()):
            covered = True  # "how many dice are in the box": a count of the Components list says what the box holds
        if q.compared and q.compared[position] and not covered:  # "como si fuera plata": how it is put, not the topic
            topic = mild = anchor = False
        if q.comparing and q.comparing[position] and not covered and not q.there_is \
                and (game not in index.stem_games[q.lang].get(stemmed, ())
                     or q.compared_phrase and q.compared_phrase[position] and not concepts[position][1]):
            topic = mild = anchor = False  # "like the BICYCLE in CV": the compared game's thing, which this one lacks
            # (so is a word of a phrase of the compared game's glossary that this game's glossary does not phrase:
            # "like LOOP's BUY AREA" asked of Adulthood, whose rules say "buy" and "area" apart)
        if q.thing_compared and q.thing_compared[position] and not covered \
                and (not index.stem_games[q.lang].get(stemmed) or q.surface[position] in q.named_apart
                     or q.framed_outside and q.framed_outside[position]
                     and (q.framed_named[position] or game in index.stem_games[q.lang].get(stemmed, ()))):
            topic = mild = anchor = False  # "like A JOKER": the thing compared with, a word no game's rules use
            # (or one some game uses, in a likening to a thing from outside: "like the COIN CAP in coup", outside_frames.py)
        if q.in_force and q.in_force[position] and topic and not covered and not _topics(concepts[position][0]) \
                and found and found[-1][2] and any(concept.startswith(own_prefix) for concept in concepts[position - 1][0]):
            # "con Landfill Tax ACTIVO": the state of a thing of this game the entry holds, whose rule holds while it
            # is in force; not a topic of another game's glossary (CV's active card: rules/modifiers.py `in_force`)
            topic = mild = anchor = False
        if q.corrected and q.corrected[position] and topic and not covered \
                and game not in index.stem_games[q.lang].get(stemmed, ()):
            topic = mild = anchor = False  # a correction guessed from another game's words: not evidence here
        soft.append(mild)
        anchors.append(anchor)
        named.append(not stemmed.isdigit() and not phrased and not mild and not (own & _TOPIC_OR_ACTION)
                     and (any(concept.startswith(own_prefix) for concept in own)
                          or game in index.stem_games[q.lang].get(stemmed, ())) and not q.transfer[position]
                     and position not in given)
        found.append((q.surface[position], topic, covered))
    # "a FRESH board": a word that describes the next one, which the entry holds, is a detail (rules/modifiers.py)
    modifiers.described_covered(found, foreign_nouns, q.describes, named)
    # "the LITTLE marker", "the WOODEN pawns": a word of size, material or look before a covered thing, a detail
    modifiers.looks_covered(found, q.before_next, [bool(concepts[p][1]) for p in range(len(found))], q.amounts, q.lang)
    # "los DIBUJITOS de casa, grupo...": a word of a picture before the things drawn, a detail (rules/pictures.py)
    pictures.depicted_covered(found, q.lang)
    # "can I REFUSE it?", "skip taking", "¿estoy obligado a coger X o puedo rechazarla?": declining is covered by
    # a rule that says what is declined right after a word of requirement ("you MUST PLAY a Parent Card")
    if "?may" in q.intents:
        _declined_required(q, concepts, found, lang_index, number, index)
    # "can I break up WITHOUT taking a new one?": what the question asks leave to do without is a topic, which
    # an entry speaks of only when it says it right after a word of leave ("debes PAGAR", "without PAYING")
    # (not a "sin" inside a term of the game's glossary, "una Frustración SIN superar": the term names a state of a
    # thing, which the entry covers by holding the term, as `_negated` reads it; round fabst26, see the commit)
    done_without = _done_without(q, {p for p in range(len(q.stems)) if any(
        c.startswith(own_prefix) for c in concepts[p][1])}) if "?may" in q.intents else []
    if done_without:
        # (or after a word of requirement, "el jugador TIENE QUE cumplirla igualmente" for "¿puedo... sin cumplirla?":
        # what must be done may not be done without; round fabst26, see the commit)
        said = _said_after_leave(q, done_without, lang_index, number, index) or _said_after_leave(
            q, done_without, lang_index, number, index, markers=_requirement_phrases(q.lang)) or (any(
                stated_costs.PAYING in concepts[p][0] for p in done_without) and _said_after_leave(
                # (or, for paying done without, after the words of a price the rule states, "GASTA 1 de energía":
                # rules/stated_costs.py)
                q, done_without, lang_index, number, index, markers=stated_costs.cost_phrases(q.lang)))
        for position in done_without:
            word, topic, covered = found[position]
            found[position] = (word, True, said)
            soft[position] = named[position] = False
            anchors[position] = said  # what the rule says may not be done without is what it is about
    # "not having ANY work card", "no tengo NINGUNA carta activa": having none of a thing is what is asked, which
    # an entry speaks of only when it says "no" / "sin" / "zero" close to that thing
    had_none = _had_none(q)
    if had_none:
        said = _says_none(q, had_none, lang_index, number, index)
        for position in had_none:
            word, topic, covered = found[position]
            found[position] = (word, True, said)
            soft[position] = named[position] = anchors[position] = False
    # "two of us are the SAME age, who starts?": what breaks the tie is asked, which only an entry of a tie says
    tied = _tie_asked(q, concepts, own_prefix)
    for position in tied:
        word, topic, covered = found[position]
        # (or settles it without the word: an order the players take in, the thing given to each, rules/tie_shared.py)
        found[position] = (word, True, _holds(lang_index, number, TIE_CONCEPT) or tie_shared.settles_tie(number, lang_index))
        soft[position] = named[position] = anchors[position] = False
        # "two of us got it AT THE SAME TIME, who picks first?": the phrase of timing the word of sameness opens says
        # the tie too ("time" no Time of the game), covered as the tie is (rules/tie_shared.py)
        after = position + 1
        while q.timing and after < len(found) and q.timing[after] and q.timing[position]:
            found[after] = (found[after][0], True, found[position][2])
            soft[after] = named[after] = anchors[after] = False
            after += 1
    # "on top or at the bottom?": an entry that speaks of one side of the choice answers which one it is
    for position, other in q.alternatives.items():
        word, topic, covered = found[position]
        # (not declining, "must I take it, or can I REFUSE it?": the rule that gives it says nothing of refusing)
        if topic and not covered and found[other][2] and not q.corrected[other] \
                and (found[other][1] or q.stems[other] in held) \
                and not ("?may" in q.intents and concepts[position][0] & _DECLINING):
            found[position] = (word, False, False)
            soft[position] = anchors[position] = named[position] = False
    # "do I have to roll all my dice, OR CAN I KEEP ONE BACK?": the other choice is answered by the rule of the asked
    # act, which covers every topic said before it (rules/other_choice.py)
    if q.offered:
        used = index.stem_games[q.lang]
        settled = other_choice.settled(found, q.offered, q.clause,
                                       [bool(concepts[p][0] & _DECLINING) for p in range(len(found))],
                                       [game in used.get(stemmed, ()) for stemmed in q.stems])
        if settled is not None:
            q.offer_answered.add(number)  # (its silences are judged on the asked act only, `search`)
        for position in settled or ():
            found[position] = (found[position][0], False, False)
            soft[position] = anchors[position] = named[position] = False
    # the words of the question the rule text knows, weak ones only when specific ("deal" counts, "juega" not)
    # (and a card word the rule text writes otherwise, "¿cuándo se usa Health?": its game's term, rules/card_words.py)
    said = [n for n, stemmed in enumerate(q.stems) if not stemmed.isdigit() and (
        (stemmed in lang_index.idf and (stemmed not in weak or lang_index.idf[stemmed] >= TOPIC_MIN_IDF))
        or read_as_term(stemmed, q.surface[n], concepts[n][0], game, q.lang, index))]
    # (the word of a player count, "with 3 PEOPLE", is said as the count is: the number is judged as one)
    counted = {n for n in said if q.stems[n] in players and n and q.stems[n - 1] in q.player_counts and found[n - 1][2]}
    if said and not any(found[n][2] or n in counted for n in said):  # "¿en qué sentido se juega?": says none of it
        found = [(word, True, False) if n in said else (word, topic, covered)
                 for n, (word, topic, covered) in enumerate(found)]
    if any(q.transfer):  # what is handed over matters as much as handing it over
        return _asked_sentences(q, _unasked_formulas(q, tuple(found)), tied)
    # a term of the game's own glossary ("Wellness") may need only PLAIN_NAMED_ANCHORS beside it, unless the
    # question asks of a common topic (running out, a limit...): then it is about that of one thing; so is the size
    # of a loss asked ("HOW MUCH HAPPINESS do I LOSE for my LANDFILL at the end?": with HAPPINESS alone as the anchor,
    # the rule of WORK with no HAPPINESS answered, LANDFILL a detail, and went before the LANDFILL Penalty of a mode
    # the question does not name). Round badthings, TUNE125: top-1 +2 (blind61, blind122); with any loss asked, not
    # only its size, also abstention -1 (blind80's "¿se pierden dados al llegar a la vejez?" lost its gap)
    loss_sized = "?num" in q.intents and any(concepts[p][0] & _LOSS_CONCEPTS for p in range(len(q.stems)))
    common_topic = loss_sized or any(concepts[p][0] & TOPIC_CONCEPTS for p in range(len(q.stems)))
    termed = [not common_topic and any(c.startswith(own_prefix) for c in concepts[p][0]) for p in range(len(q.stems))]
    found = _asked_sentences(q, _unasked_formulas(q, _soften(found, soft, anchors, named, termed)), tied)
    if q.quoted:  # "'only once per turn' - can I DONATE twice?": the case a quoted rule is checked on (rules/quotes.py)
        kept = [bool(concepts[p][0] & TOPIC_CONCEPTS) or p in given for p in range(len(q.stems))]
        # (a passage of the English rulebook quoted in another language: the English entry of the same rule holds it)
        english = index.langs.get("en") if q.lang != "en" else None
        twin = english.by_key.get((game, lang_index.docs[number].entry.id)) if english else None
        other = quotes.held_in_other_language(english, twin, {p: q.surface[p] for p in range(len(q.stems)) if q.quoted[p]},
                                              "en") if twin is not None else None
        checked, held_passage = quotes.passage_checked(found, q.quoted, set(said), kept, other)
        if held_passage:
            q.passage_held.add(number)
            # ... unless no other rule of the game speaks of the case asked after it (rules/quoted_case.py)
            used = index.stem_games[q.lang]
            checked = quoted_case.unsettled_case(
                found, checked, q.quoted, q.stems, q.alternatives, lambda p: game in used.get(q.stems[p], ()),
                lambda stems: quoted_case.held_by_other_rule(
                    lambda stemmed: getattr(lang_index.postings.get((game, stemmed)), "numbers", None),
                    stems, number, lang_index.gap_start))
        found = checked
    return found


def _entry_texts(lang: str, scored, index: Index, lang_index: LangIndex, rank: int) -> list[tuple[str, str]]:
    """The title and text of the candidate at `rank` with their language, and
    those of its English twin for a question in another language (a quote of
    the English rulebook: rules/quoted_wording.py)."""
    entry = lang_index.docs[scored[rank][1]].entry
    texts = [(f"{entry.title} {entry.text}", lang)]
    english = index.langs.get("en") if lang != "en" else None
    twin = english.by_key.get((entry.game, entry.id)) if english else None
    if twin is not None:
        other = english.docs[twin].entry
        texts.append((f"{other.title} {other.text}", "en"))
    return texts


def _answers_in_scene(q: _Query, number: int, evidence: tuple, missing: tuple, matched, index: Index,
                      lang_index: LangIndex, named: set[str], game_id: str | None) -> tuple[bool, tuple[str, ...]]:
    """Whether the first rule entry, which leaves a topic out, answers once
    the words of a clause that only sets the scene are no topics
    (`_scene_clauses`), and what it then misses. Judged last, on the entry
    already first: the ranking and the gaps weigh every word the question
    says; only the decision to abstain forgives the scene."""
    game = lang_index.docs[number].entry.game
    readings = [q.scene]
    if _unnamed_thing(q, number, index, lang_index):
        readings = []  # the rule of one card the question does not name ("the Scholar may look"): no answer to the ask
    elif any(q.lead):  # then the situation told before the asked part of the sentence too, in the game's own words
        # (a word the game's rulebook never uses stays a topic: "one of my dice fell on the FLOOR, do I reroll it?"
        # tells what the rules do not cover)
        used = index.stem_games[q.lang]
        troubled = q.trouble or [False] * len(q.lead)  # (trouble at the table told before the ask, "BETWEEN GAMES, do
        # we store them apart?", stays what is asked, as in `_asked_sentences`)
        readings.append([(bool(q.scene) and q.scene[n]) or (lead and game in used.get(q.stems[n], ()) and not troubled[n])
                         for n, lead in enumerate(q.lead)])
    for marks in readings:
        told = _scene_clauses(q, evidence, marks)
        if told == evidence and marks is not q.scene:
            told = _ask_said_in_words(q, evidence, marks)
        if told == evidence:
            continue
        answered, left_out = _answers(told, game, named, game_id)
        if answered and not _note_gap(q, number, told, matched, index, lang_index):
            return True, left_out
    situations = [(q.lead, False)]
    if CONTEXT in q.clause:  # "The deck ran out as we refilled. What now?": the story told in statements before the ask
        situations.append(([clause == CONTEXT for clause in q.clause], False))
    if any(q.checked):  # "... se los devolvimos. ¿Lo hicimos bien?": all but the check tells what the table did
        situations.append(([not check for check in q.checked], True))
    for lead, done in situations:
        told = _unasked_situation(q, game, evidence, index, lead, done)
        if told != evidence:
            answered, left_out = _answers(told, game, named, game_id)
            if answered and not _note_gap(q, number, told, matched, index, lang_index):
                return True, left_out
    return False, missing


# the ask after a situation told holds at least this many words the first entry holds, and no topic, to forgive the
# situation's topics (`_ask_said_in_words`)
ASK_WORDS_HELD = 2


def _ask_said_in_words(q: _Query, found: tuple, lead: list[bool]) -> tuple:
    """The evidence with the topics of the situation told (`lead`) no longer
    topics, when the ask after it names no topic of its own but says what it
    asks in at least ASK_WORDS_HELD words the entry holds, every one of them:
    "when I shift my die to another location, do the TWO ENDS of the BOARD
    COUNT as NEXT to each other?" is asked of the rule that says so, though it
    never names the die; "if I buy a card of two colours, do I PICK its TYPE
    as I TAKE it?". `_scene_clauses` keeps such topics, for an ask of no topic
    ("what happens if the deck runs out?" asks the clause); an ask that says
    its own matter in the entry's words is not that. Not an ask that denies
    ("why DOESN'T he get part of the HAPPINESS?"): a not-doing the rule does not
    say. Read for the first entry only (`_answers_in_scene`): in
    `_best_covering` a close entry that happens to hold the situation's words
    no longer passes it by covering more (its "fits" reason), and the first
    answers. Round fits, TUNE131: top-1 23,145 -> 23,146, false abstention
    600 -> 598, top-3 and abstention unchanged (without the denial exception
    an abstention was lost)."""
    if len(lead) != len(found):
        return found
    if any(not told and (q.stems[n] in NEGATIONS or q.surface[n].lower() in NEGATIONS) for n, told in enumerate(lead)):
        return found
    weak = weak_keys(q.lang)
    rest = [n for n, told in enumerate(lead) if not told and not q.stems[n].isdigit() and q.stems[n] not in weak
            and not (q.asking and q.asking[n])]
    if len(rest) < ASK_WORDS_HELD or any(found[n][1] for n in rest) or not all(found[n][2] for n in rest):
        return found
    return tuple((word, topic and not lead[n], held) for n, (word, topic, held) in enumerate(found))


def _unnamed_thing(q: _Query, number: int, index: Index, lang_index: LangIndex) -> bool:
    """Whether the entry is the rule of one named thing (a career, an event:
    its title begins with the thing's name, rules/combined.py) that the
    question does not name: "can I look at the top card before buying?" is
    not answered by the Scholar's power to look, once the scene ("before
    buying") is forgiven; the ask is general, the rule an exception."""
    entry = lang_index.docs[number].entry
    names = list(combined.named_things(index, lang_index, entry.game).get(number, ()))
    if ":" in entry.title:  # ... or a term of the game's own glossary heads its title ("Scholar: peek at a deck")
        head = tuple(terms(entry.title.split(":", 1)[0], q.lang))
        own = index.thesaurus(entry.game).concepts_at(list(head), q.lang)
        if 0 < len(head) <= NAMED_HEAD_WORDS and all(
                any(concept.startswith(f"~{entry.game}:") for concept in concepts) for concepts, _ in own):
            names.append(head)
    if not names:
        return False
    said = set(q.stems) | set(q.mention_stems)
    return not any(set(name) <= said for name in names)


def _unasked_situation(q: _Query, game: str, evidence: tuple, index: Index, lead: list[bool], done: bool = False) -> tuple:
    """When the asked part of the sentence has no topic of its own ("...,
    ¿qué pasa?", "..., who picks first?"), everything the question is about
    is the situation told before it (`q.lead`), so its topics stay topics
    (`_scene_clauses` keeps them). But not all of them are equally the
    question: an entry that covers the situation's terms of its own game
    ("Grown-Up", "social assistance", "Landfill Tax") answers though it
    leaves out a word of the situation that is no term of that game alone:
    a common notion ("at the SAME time"), a term of other games the entry's
    game does not have as its own ("activo" in LOOP), or a word every game's
    glossary shares ("track"). A term of the entry's own game only that the
    rule lacks ("the IMPACT track") stays a topic, and so does a word of the
    situation the game's rulebook never uses ("FLOOR") unless it is a common
    notion. `lead` marks the situation told: `q.lead`, the statements told
    before an ask of no topic ("Llevo dos rondas con la bici. Ahora la
    perdí. ¿Quién empieza?", `q.clause` CONTEXT: a story told in sentences
    of its own is a situation as one told at the head of the sentence is;
    on the tuning sets, false abstention 319 -> 314 of 13,160, nothing else
    moved; with two such words forgiven rather than one, the same and an
    abstention lost), or all but the formula
    of a check after the fact ("..., did we do it right?", `q.checked`), whose
    ask speaks of the whole situation. `done`: the situation is what the
    table did, told in the table's own words ("we put it under an OLDER
    one"), so a word of it that the entry's game never uses is forgiven too
    when another game's rulebook uses it; a word no rulebook uses ("FLOOR",
    "se me CAYÓ") stays a topic. Returns the evidence with those words as
    details."""
    if not any(lead) or any(topic for n, (_, topic, _) in enumerate(evidence) if not lead[n]):
        return evidence
    theses = index.thesauri
    own_prefix = f"~{game}:"
    concepts = {name: thesaurus.concepts_at(q.stems, q.lang) for name, thesaurus in theses.items()}
    used = index.stem_games[q.lang]
    # the ask's own words, all of them said by the entry: it speaks to what is asked ("who PICKS FIRST")
    # (the formula of a check is no ask of its own: "did we do it RIGHT")
    checks = q.checked or [False] * len(evidence)
    ask_said = all(covered for n, (_, _, covered) in enumerate(evidence) if not lead[n] and not checks[n])
    anchored = False
    forgiven = set()
    for n, (_, topic, covered) in enumerate(evidence):
        if not topic:
            continue
        own = concepts[game][n][0] if game in concepts else frozenset()
        own_term = any(concept.startswith(own_prefix) for concept in own)
        # a word every game's glossary has as a term of its own ("track"): no game's in particular
        shared = all(any(concept.startswith(f"~{name}:") for concept in found[n][0]) for name, found in concepts.items())
        if covered:
            anchored = anchored or (own_term and not shared)
            continue
        if shared:
            forgiven.add(n)
            continue
        if own_term:
            return evidence  # a term of this game the rule lacks: what the situation is about
        # (a notion of several words by any of them: "al MISMO tiempo")
        notion = [m for m in (n - 1, n, n + 1) if 0 <= m < len(q.stems) and (m == n or own & concepts[game][m][0])]
        if not any(game in used.get(q.stems[m], ()) or (done and m == n and q.stems[m] in used) for m in notion):
            return evidence  # a word the game's rulebook never uses ("fell on the FLOOR", "se me OLVIDÓ")
        if own & TOPIC_CONCEPTS and not ask_said:
            return evidence  # a common notion ("ONLY one"), and the entry does not speak to the ask
        forgiven.add(n)
    # the words of one notion count once ("at the SAME TIME")
    notions = sum(1 for n in forgiven if not (n - 1 in forgiven and concepts[game][n][0] & concepts[game][n - 1][0]))
    if not anchored or not forgiven or notions > UNASKED_SITUATION_WORDS:
        return evidence
    return tuple((word, topic and n not in forgiven, held) for n, (word, topic, held) in enumerate(evidence))


def _scene_clauses(q: _Query, found: tuple, scene: list[bool] | None = None) -> tuple:
    """The words of a clause that sets the scene ("... if I have time
    left", "si terminamos empatados en la puntuación combinada", "aunque
    nunca los haya mirado") tell the situation, not what is asked: when the
    entry covers every topic of the rest of the question, and there is one,
    it answers without them. When the rest asks of no topic ("what happens if
    the deck runs out?") the clause is what is asked: its topics stay."""
    scene = q.scene if scene is None else scene
    if not any(scene):
        return found
    main = [topic for n, (_, topic, _) in enumerate(found) if not scene[n]]
    if not any(main) or not all(held for n, (_, topic, held) in enumerate(found) if topic and not scene[n]):
        return found
    return tuple((word, topic and not scene[n], held) for n, (word, topic, held) in enumerate(found))


def _unasked_formulas(q: _Query, found: tuple) -> tuple:
    """A word inside a formula of asking or of telling the scene ("my FRIEND
    says", "no nos QUEDA claro", "for the first TIME") is everyday wording:
    not a topic, covered or not."""
    found = next_asked.unasked_next(q.next_ask, found)  # "what do we SET UP before NEXT year?" (rules/next_asked.py)
    found = next_asked.unasked_next(q.done_told, found)  # "COMPRÉ una carta de trabajo, ¿va arriba?" (the same)
    if not any(q.discourse):
        return found
    return tuple((word, topic and not q.discourse[n], held) for n, (word, topic, held) in enumerate(found))


def _asked_sentences(q: _Query, found: tuple, tied: list[int] = ()) -> tuple:
    """Only the question asks: the topics of the sentences that set the
    context ("We have a 30 year old and a 31 year old at the table lol",
    "Es que no tengo Valores") are not topics the entry must cover; and when
    the text asks several questions, an entry that covers the topics of the
    first, the main one ("¿se pueden rechazar las FAVOUR en cooperativo? ¿Y
    cómo las recupero?"), answers it. A question sentence with no word the
    entry holds and no topic ("Is that true?", "¿Se vale?") asks about what
    the context says: then every topic stays. A tie the context tells with
    a word said only of players ("Julius and I BOTH have the most
    possessions. Who gets the points?", `tied`) stays a topic: it is what
    the "who" asks to break. Trouble at the table told in the context ("Our
    friend has to LEAVE. What do we do with her Presences?":
    TROUBLE_CONCEPTS) stays a topic too: it is what the question is about,
    however the question sentence puts it."""
    if not q.clause:
        return found
    # the words of the question sentences that are topics or that the entry holds: what is asked of it
    asked = [n for n, (_, topic, held) in enumerate(found) if q.clause[n] != CONTEXT and (topic or held)]
    if not asked:  # "Is that true?": the question is what the context says
        if not q.last_told:
            return found
        # "... We said they hadn't crossed. Were we right?": of a story of two statements or more, what was told
        # last (rules/story_sentences.py); trouble told earlier stays what is asked
        troubled = q.trouble or [False] * len(found)
        if not any(topic for n, (_, topic, _) in enumerate(found) if q.last_told[n]):
            return found
        return tuple((word, topic and (q.clause[n] != CONTEXT or q.last_told[n] or troubled[n]), held)
                     for n, (word, topic, held) in enumerate(found))
    topical = {q.clause[n] for n in asked if found[n][1]}
    main = min(q.clause[n] for n in asked)
    if all(held for n, (_, topic, held) in enumerate(found) if topic and q.clause[n] == main):
        kept = {main}
    else:
        kept = topical
    # "Julius and I BOTH have the most possessions. Who gets the points?": the tie the context tells is what the
    # "who" asks to break (`tied`, of `_tie_asked`), when told by a word only ever said of players
    kept_tie = {n for n in tied if q.surface[n] in ALIKE_PLAYERS}
    troubled = q.trouble or [False] * len(found)
    return tuple((word, topic and (q.clause[n] in kept or n in kept_tie or (q.clause[n] == CONTEXT and troubled[n])), held)
                 for n, (word, topic, held) in enumerate(found))


def _part_and_kind(number: int, entry_mode, lang_index: LangIndex) -> tuple:
    """An entry's game, kind (a variant, setup, an example...) and part of the rulebook (its section's first part)."""
    entry = lang_index.docs[number].entry
    return entry.game, entry_mode[number], (entry.section or "").split(" > ")[0]


def _title_says_none(q: _Query, positions: list[int], concepts, scored, index: Index, lang_index: LangIndex,
                     rank: int) -> int:
    """Whether the title of the candidate at `rank` says none of the things at
    `positions` (1), says they are there already (-1) or neither (0:
    rules/none_in_title.py); a gap's title says neither."""
    number = scored[rank][1]
    if number >= lang_index.gap_start:
        return 0
    fields = _field_concepts(lang_index, number, index)
    if not fields or not lang_index.docs[number].entry.title:
        return 0
    stems, at = fields[0]
    wanted = {q.stems[p] for p in positions}
    if none_in_title.title_says_none(stems, at, wanted, {c for p in positions for c in concepts[p][0]
                                                         if c not in _GENERIC_CONCEPTS}, _absence_keys(q.lang)[1]):
        return 1
    title = words(lang_index.docs[number].entry.title)
    return -int(none_in_title.title_says_had(title, [key(word, q.lang) for word in title], wanted,
                                             frozenset(lexicon_table(q.lang, "had_titles").get("words", ()))))


def _title_denies(q: _Query, positions: list[int], concepts, scored, index: Index, lang_index: LangIndex,
                  rank: int) -> bool:
    """Whether the title of the candidate at `rank` denies one of the things
    the question says plainly at `positions` (rules/none_in_title.py); a
    gap's title denies nothing."""
    number = scored[rank][1]
    if number >= lang_index.gap_start:
        return False
    fields = _field_concepts(lang_index, number, index)
    if not fields or not lang_index.docs[number].entry.title:
        return False
    stems, at = fields[0]
    none, qualified = _denied_kinds(q.lang)
    if none.isdisjoint(stems):
        return False  # (a set look-up: most titles deny nothing)
    tight = _right_before_content(lang_index.docs[number].entry.title, q.lang, none)
    return none_in_title.title_denies(stems, at, tight, [
        (q.stems[p], frozenset(c for c in concepts[p][0] if c not in _GENERIC_CONCEPTS), beside, side)
        for p, beside, side in positions if side == qualified], none)


def _title_may_deny(number: int, lang: str, lang_index: LangIndex) -> bool:
    """Whether a rule entry's title holds a word that may deny a kind (lexicon `denied_kinds`): the gate of
    rules/none_in_title.py `said_plain_first`, one set look-up for most questions."""
    return number < lang_index.gap_start and not _denied_kinds(lang)[0].isdisjoint(
        title_terms(lang_index.docs[number].entry.title, lang))


@lru_cache(maxsize=1024)
def _right_before_content(title: str, lang: str, none: frozenset[str]) -> frozenset[int]:
    """The positions, among a title's content words (`terms`), of the words of `none` that a content word
    follows right after ("NON-EVENT", "no ADYACENTE"), not a stopword ("no SIRVEN para pagar": a deed denied)."""
    folded = read_by_neighbours(words(title), lang)
    stop = stopwords(lang)
    found: set[int] = set()
    at = -1
    for position, word in enumerate(folded):
        if word in stop:
            continue
        at += 1
        if key(word, lang) in none and position + 1 < len(folded) and folded[position + 1] not in stop:
            found.add(at)
    return frozenset(found)


@lru_cache(maxsize=4)
def _denied_kinds(lang: str) -> tuple[frozenset[str], int]:
    """The keys of the words of denial that deny a kind right before a title's term ("NON-event cards"), and
    the side the word the term qualifies stands on (1 after, -1 before: lexicon `denied_kinds`)."""
    table = lexicon_table(lang, "denied_kinds")
    side = -1 if table.get("qualified") == "before" else 1
    return frozenset(key(word, lang) for word in table.get("words", ())), side


@lru_cache(maxsize=4)
def _absence_keys(lang: str) -> tuple[frozenset[str], frozenset[str]]:
    """The keys of ABSENCE's words in `lang`: "any" / "ninguna", and the words of none."""
    return (frozenset(key(word, lang) for word in ABSENCE.get("none_of", ())),
            frozenset(key(word, lang) for word in ABSENCE.get("none", ())))


@lru_cache(maxsize=4)
def _more_keys(lang: str) -> frozenset[str]:
    """The keys of ABSENCE's `more` in `lang`: "any MORE", "ninguna MÁS" ask one past what one has, not for none."""
    return frozenset(key(word, lang) for word in ABSENCE.get("more", ()))


def _had_none(q: _Query) -> list[int]:
    """The positions of what the question says a player has none of: up to
    WITHOUT_WORDS words after "any" / "ninguna" said after a negation ("not
    having ANY WORK card", "no tengo NINGUNA CARTA ACTIVA"); not numbers or
    weak words. (Not "no X left": "no reputation left" is asked of the rule
    that says what reputation pays for, which need not say "none".)"""
    none_of, _ = _absence_keys(q.lang)
    weak = weak_keys(q.lang)
    more = _more_keys(q.lang)
    found = []
    for position, stemmed in enumerate(q.stems):
        if stemmed in none_of and any(q.stems[n] in NEGATIONS for n in range(max(0, position - 3), position)):
            # (the "more" of "ANY MORE", "NINGUNA MÁS" is how many, one past what one has, no thing had none of:
            # ABSENCE `more`; what follows it still is, "not ANY MORE MONEY")
            found += [n for n in range(position + 1, min(len(q.stems), position + 1 + WITHOUT_WORDS))
                      if not q.stems[n].isdigit() and q.stems[n] not in weak
                      and q.stems[n] not in NEGATIONS and q.stems[n] not in none_of
                      and not (n == position + 1 and q.stems[n] in more)]
    return found


def _tie_asked(q: _Query, concepts, own_prefix: str) -> list[int]:
    """The positions of the words that make players alike in a "who"
    question ("two of us are the SAME age, who starts?", "we BOTH spent over
    $100"): the question asks what breaks that tie, not the criterion. Not
    the same thing of the game ("si varios pagamos el MISMO Recuerdo": a
    term of the game's glossary right after it), which is what is asked of."""
    if "?who" not in q.intents:
        return []
    return [position for position, word in enumerate(q.surface) if word in ALIKE_WORDS
            and not _alike_of_game_thing(q, position, concepts, own_prefix)]


def _alike_of_game_thing(q: _Query, position: int, concepts, own_prefix: str) -> bool:
    """Whether the word of sameness at `position` speaks of a thing of the
    game, a term of its glossary right after it or after the words of
    sameness that follow it ("the SAME Memory", "BOTH at the SAME bus stop":
    where they are, not a tie between them)."""
    after = position + 1
    while after < len(q.stems) and q.surface[after] in ALIKE_WORDS:
        after += 1
    return after < len(q.stems) and any(concept.startswith(own_prefix) for concept in concepts[after][0])


def _says_none(q: _Query, positions: list[int], lang_index: LangIndex, number: int, index: Index) -> bool:
    """Whether one of the entry's fields says a word of none ("no", "sin",
    "zero") within GAP_WINDOW words of one of the things at `positions` (or
    a concept of it other than "card"): "if you have NO Happiness" speaks of
    having none of it."""
    _, none = _absence_keys(q.lang)
    concepts = index.thesaurus(lang_index.docs[number].entry.game).concepts_at(q.stems, q.lang)
    wanted = {q.stems[p] for p in positions}
    wanted_concepts = {c for p in positions for c in concepts[p][0] if c not in _GENERIC_CONCEPTS}
    for stems, at in _field_concepts(lang_index, number, index):
        nones = [p for p, word in enumerate(stems) if word in none]
        if not nones:
            continue
        things = [p for p, word in enumerate(stems) if word in wanted or at[p] & wanted_concepts]
        if any(abs(a - b) <= GAP_WINDOW for a in nones for b in things):
            return True
        if things and none_elided.stands_for_thing(stems, nones, things, GAP_WINDOW):  # "5 players: remove NONE" (rules/none_elided.py)
            return True
    return False


_NOTHING = _every_lang("nothing")  # "sin hacer nada": doing nothing, not doing without a thing
_ONLY = _every_lang("leave_only")  # "only" in a rule of leave: it bounds the sentence after it (_said_after_leave)
_RULE_SENTENCE_BREAK = re.compile(r"(?<=[.;!?])\s+")  # (between the sentences of a rule entry's text)
_HAVING = _every_lang("without_having")  # "sin TENER otro igual": what is had is done without, not the having
_GENERIC_CONCEPTS = frozenset({CARD_CONCEPT})  # a concept too common to say what is done without
# the words of none that deny a deed unless "any" follows ("can't move", "not adjacent"; "don't have ANY coin")
_DENIED_ONLY = frozenset(key(word, lang) for word in ABSENCE.get("denied_only", ()) for lang in LANGUAGES)


def _done_without(q: _Query, termed=frozenset()) -> list[int]:
    """The positions of what a "can I ... without Y" question asks to do
    without: up to WITHOUT_WORDS words after "without" / "sin", not numbers,
    negations or "nothing" ("without TAKING a NEW one", "sin PAGAR monedas",
    "without ENOUGH MONEY"; "sin hacer nada" is doing nothing). A verb of
    having right after it is not counted: "sin tener OTRO IGUAL" does without
    the other one, as "without having another" does in English, where
    "having" is a stopword. Not a "without" at one of the positions `termed`
    (inside a phrase of the game's glossary that holds it: "frustración SIN
    resolver" is the term for an unresolved Frustration, nothing done without)."""
    found = []
    for position, stemmed in enumerate(q.stems):
        if stemmed in WITHOUT and position not in termed:
            start = position + 1 + (position + 1 < len(q.stems) and q.surface[position + 1] in _HAVING)
            for after in range(start, min(len(q.stems), start + WITHOUT_WORDS)):
                if q.stems[after] in WITHOUT or q.surface[after] in _NOTHING:
                    break
                if not q.stems[after].isdigit() and q.stems[after] not in NEGATIONS:
                    found.append(after)
    return found


def _declined_required(q: _Query, concepts, found: list, lang_index: LangIndex, number: int, index: Index) -> None:
    """Marks covered the word of declining ("refuse", "skip taking",
    "rechazarla", "puedo no coger") of a "can I" question, when the entry
    does not speak of refusing but says that what is declined must be done:
    the game's terms right after the word of declining ("skip taking a
    MARKET CARD") or, when none follow it ("¿... o puedo rechazarLA?", "o
    puedo no hacer nada"), the words after a word of being
    obliged ("¿estoy obligado a JUGAR UNA CARTA de Padres o puedo no
    hacer nada?"), up to DECLINED_WORDS, said by the entry up to LEAVE_REACH
    words after a word of requirement (`obliged` and `requirements` of the
    lexicon: "you must play a Parent Card", "debes jugar una Carta de
    Padres"). A rule that only gives the thing ("you gain the Motivation
    Token") says nothing of declining it.

    Players who are stuck (round stuck, blind118) decline an act and pass
    their turn in one breath ("¿puedo no ELEGIR ningún dado este año y
    SALTARME EL TURNO?"): passing the turn said after the act declined is
    that decline (`_SKIPPING`), settled with it; the verb declined, right
    after the word of declining, is wanted beside the thing it is done to
    (the rule says "cada jugador ELIGE uno de sus dados", not "dados" within
    reach); and a rule that states the act as what each player does
    (`obliged_each`) requires it here too, unless a word of leave follows
    ("cada jugador PUEDE usar una Ficha": with it, blind27's "¿puedo
    rechazar la Ficha de Recuerdo...?" was answered). blind118: 1 false
    abstention answered; TUNE121 nothing else moved."""
    declining = [p for p, (word, topic, covered) in enumerate(found)
                 if topic and not covered and concepts[p][0] & _DECLINING]
    if not declining:
        return
    position = declining[0]
    # "¿puedo no elegir ningún dado y SALTARME EL TURNO?": passing the turn said beside the act declined is that
    # decline, settled as it is (the words of the phrase: "saltarme", "turno")
    declining += [p for p, (word, topic, covered) in enumerate(found)
                  if topic and not covered and p > position and concepts[p][1] & _SKIPPING]
    # "¿tengo que elegir un dado, O PUEDO NO visitar ninguna?": the act asked before the other choice is what is
    # declined, required by a rule that says it must be done or states it as what each player does ("CADA JUGADOR
    # elige uno de sus dados", `obliged_each`; rules/other_choice.py)
    asked = other_choice.declined_act(q.asked_act, q.offered, position, [stemmed.isdigit() for stemmed in q.stems],
                                      DECLINED_WORDS)
    if asked and _said_after_leave(q, asked, lang_index, number, index,
                                   markers=_requirement_phrases(q.lang) + _all_done_phrases(q.lang)
                                   + _each_player_phrases(q.lang), inside=frozenset(_all_done_phrases(q.lang))):
        for p in declining:
            found[p] = (found[p][0], True, True)
        return
    wanted = [p for p in range(position + 1, min(len(q.stems), position + 1 + DECLINED_WORDS))
              if p not in declining and any(not is_common_concept(c) for c in concepts[p][0])]
    if wanted and position + 1 < wanted[0] and concepts[position + 1][0]:
        # "¿puedo no ELEGIR ningún dado?": the verb declined, right after the word of declining, is what a rule
        # requires ("CADA JUGADOR ELIGE uno de sus dados"), as much as the thing it is done to
        wanted.insert(0, position + 1)
    if not wanted:
        obliged = next((p for p, stemmed in enumerate(q.stems) if q.surface[p] in OBLIGED), None)
        if obliged is None or obliged > position:
            return
        wanted = [p for p in range(obliged + 1, min(position, obliged + 1 + DECLINED_WORDS)) if not q.stems[p].isdigit()]
    if wanted and _said_after_leave(q, wanted, lang_index, number, index, markers=_requirement_phrases(q.lang)
                                    + _all_done_phrases(q.lang) + _each_player_phrases(q.lang)
                                    # (or a rule that offers it as one side of a choice: rules/declined_choices.py)
                                    + declined_choices.choice_phrases(q.lang),
                                    inside=frozenset(_all_done_phrases(q.lang)),
                                    unless_leave=frozenset(_each_player_phrases(q.lang))):
        for p in declining:
            found[p] = (found[p][0], True, True)
        return
    # "¿puedo elegir no AVANZAR el Contador?": the act declined, instructed by the rule ("AVANZA TU Contador"),
    # is not left to the player (rules/refused_acts.py)
    phrase = {p for p in range(len(found)) if (concepts[p][0] | concepts[p][1]) & _DECLINING}  # ("ELEGIR NO")
    act = refused_acts.refused_act(position, phrase, q.surface, q.clause, q.nominal, q.lang)
    if act is not None:
        entry = lang_index.docs[number].entry
        if refused_acts.instructed(q.stems[act], (entry.title, entry.text), q.lang):
            for p in sorted(phrase | set(declining)):
                if p < act and found[p][1]:
                    found[p] = (found[p][0], True, True)


@lru_cache(maxsize=4)
def _requirement_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of a requirement in a rule of `lang` ("must", "debes", "have to", "hay que")."""
    return question_form_distinct(lang, "obliged_rule", "obliged")


@lru_cache(maxsize=4)
def _all_done_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of a rule of `lang` that requires by saying all of a
    thing is done ("apply EVERY bonus", "aplican TODAS LAS bonificaciones"),
    counted only inside a sentence: one that opens with them says what all of
    a kind are ("TODAS LAS Fichas de Recuerdo son de un solo uso"), not what
    must be done (tuning sets, round fabst20: opening ones too, one
    abstention lost; inside only, nothing lost)."""
    return question_form_distinct(lang, "obliged_all")


@lru_cache(maxsize=4)
def _each_player_phrases(lang: str) -> tuple[tuple[str, ...], ...]:
    """The folded phrases of a rule of `lang` that states an act as what each
    player does ("EACH PLAYER chooses one of their Dice", "CADA JUGADOR
    elige"): read as requiring it only for the act a must-question asks
    before offering to refuse it (`_declined_required`,
    rules/other_choice.py `declined_act`)."""
    return question_form_distinct(lang, "obliged_each")


def _said_after_leave(q: _Query, positions: list[int], lang_index: LangIndex, number: int, index: Index,
                      markers: tuple[tuple[str, ...], ...] | None = None,
                      inside: frozenset[tuple[str, ...]] = frozenset(),
                      unless_leave: frozenset[tuple[str, ...]] = frozenset()) -> bool:
    """Whether one of the entry's fields says one of the words at `positions`
    (or a glossary or everyday concept of it) up to LEAVE_REACH words after a
    word of leave, of requirement or of its absence ("hay que PAGAR su coste",
    "as long as you have the MONEY", "sin PAGAR", "you may not PLAY"), or
    anywhere in the sentence after a word of leave that bounds it all
    (`leave_only`: "Solo puedes Rechazar un Favor descartando de tu mano
    OTRO Favor", where English says "only by discarding ANOTHER"): the rule
    says whether it may be done without. `markers`: other words of
    leave to look after (the folded phrases; `_declined_required`), those of
    `inside` only where they do not open a field's sentence, those of
    `unless_leave` only where no word of leave follows them ("CADA JUGADOR
    elige" requires the choice, "cada jugador PUEDE usar" does not)."""
    entry = lang_index.docs[number].entry
    may = question_form_set(q.lang, "count_leave") if unless_leave else frozenset()
    thesaurus = index.thesaurus(entry.game)
    wanted = {q.stems[p] for p in positions}
    concepts = thesaurus.concepts_at(q.stems, q.lang)
    wanted_concepts = {c for p in positions for c in concepts[p][0] if c not in _GENERIC_CONCEPTS}
    if markers is None:
        markers = leave_phrases(q.lang) + tuple((word,) for word in WITHOUT)
    for field in (entry.title, *entry.aliases, *_RULE_SENTENCE_BREAK.split(entry.text)):
        folded = words(field)
        for n in range(len(folded)):
            for marker in markers:
                if tuple(folded[n : n + len(marker)]) != marker or not n and marker in inside:
                    continue  # (a marker of `inside` opening the field: its subject, `_all_done_phrases`)
                if marker in unless_leave and n + len(marker) < len(folded) and folded[n + len(marker)] in may:
                    continue  # ("cada jugador PUEDE usar una Ficha": leave, not a requirement)
                # "only" bounds the whole sentence after it, however far ("SOLO puedes Rechazar un Favor
                # descartando de tu mano OTRO Favor": "only by discarding ANOTHER" in English)
                reach = len(folded) if marker[0] in _ONLY else LEAVE_REACH
                for word in folded[n + len(marker) : n + len(marker) + reach]:
                    stemmed = key(word, q.lang)
                    if stemmed in wanted or (wanted_concepts and thesaurus.concepts_at([stemmed], q.lang)[0][0]
                                             & wanted_concepts):
                        return True
    return False


def _phrase_in_words(q: _Query, position: int, concepts, lang_index: LangIndex, number: int) -> bool:
    """Whether the entry speaks of the game term of several words at
    `position` in its own words: one of its fields holds each of the term's
    words, or a word of the same one-word notion ("pista" for "track",
    "puntuación" for "puntos": "el final de una PISTA ... suma 25 a su
    PUNTUACIÓN" for "el track de puntos"), within TOGETHER_WINDOW words
    ("your token moves ... from HAPPINESS 4" for "my happiness token"; not
    "vaciar el mazo" in one field and "Evento" in another for "mazo de
    eventos"). Only a term of a game's glossary (not an everyday phrase such
    as "hand limit")."""
    own = {concept for concept in concepts[position][1] if not is_common_concept(concept)}
    if not own:
        return False
    start = end = position
    while start > 0 and concepts[start - 1][1] & own:
        start -= 1
    while end + 1 < len(q.stems) and concepts[end + 1][1] & own:
        end += 1
    weak = weak_keys(q.lang)
    # each word of the term, with the notions it names alone (not the term's own: "pista" is no "track de puntos")
    wanted = {q.stems[n]: concepts[n][0] - concepts[n][1] for n in range(start, end + 1) if q.stems[n] not in weak}
    if len(wanted) < 2 or not all(_holds(lang_index, number, word) or any(_holds(lang_index, number, concept)
                                                                         for concept in alike)
                                  for word, alike in wanted.items()):
        return False
    for stems, at in _field_concepts(lang_index, number, get_index()):
        places = {word: [n for n, said in enumerate(stems) if said == word or at[n] & alike]
                  for word, alike in wanted.items()}
        for first in sorted({n for found in places.values() for n in found}):
            if all(any(first <= n <= first + TOGETHER_WINDOW for n in found) for found in places.values()):
                return True
    # ... or as a list's head and one of its items ("The phases are: ... 3. Bad Luck": rules/listed_terms.py)
    entry = lang_index.docs[number].entry
    return listed_terms.held_as_item(entry.title, entry.text, wanted, q.lang)


def _counts_limited(q: _Query, position: int, lang_index: LangIndex, number: int, concepts: list[frozenset[str]]) -> bool:
    """Whether the entry's title or text states the count of the thing the
    question's limit at `position` limits ("max CARDS": "take 1 or 2 cards"):
    that sets the limit (rules/limit_counts.py). Not when the question asks
    whether there is a limit at all ("is there a max number of credit cards",
    "¿hay un máximo de cartas?"): a count a rule gives is no cap on holding more."""
    if q.there_is:  # "is there a max number of X": whether a cap exists, not how many are taken
        return False
    thing = limit_counts.limited_thing(q.stems, position, weak_keys(q.lang), q.breaks, q.lang)
    entry = lang_index.docs[number].entry
    fields = [terms(entry.title, q.lang), terms(entry.text, q.lang)]
    if thing is not None and _holds(lang_index, number, thing) and limit_counts.states_count(thing, fields):
        return True
    # "¿cuántas CARTAS puedo coger del track COMO MUCHO en un turno?": a "how many" whose limit closes the clause
    # limits the thing the "how many" counted before it (rules/limit_counts.py `asked_before`)
    before = limit_counts.asked_before(q.stems, position, weak_keys(q.lang), q.breaks) \
        if "?num" in q.intents and thing is not None else None
    if before is not None and before != thing and _holds(lang_index, number, before) \
            and limit_counts.states_count(before, fields):
        return True
    # "¿cuál es el máximo que se puede PAGAR?": the sum paid, which "pagar de 1 a 4 Monedas" gives
    return limit_counts.paid_near(concepts, position, PAY_CONCEPT, q.breaks) and limit_counts.states_paid_count(
        [fields for fields in _field_concepts(lang_index, number, get_index())], PAY_CONCEPT)


def _reading_said_as_written(q: _Query, position: int, lang_index: LangIndex, number: int) -> bool:
    """For a word the question's neighbours read as another ("I lost my
    card" as a piece gone missing): whether one of the entry's fields says
    the word as written right before the thing it is about ("if that player
    loses the bicycle card": "lost bicycle"), the rule that settles exactly
    that loss."""
    written = key(q.surface[position], q.lang)
    if written == q.stems[position]:
        return False
    weak = weak_keys(q.lang)
    thing = next((q.stems[n] for n in range(position + 1, len(q.stems))
                  if q.stems[n] not in weak and not q.stems[n].isdigit()), None)
    if thing is None or lang_index.idf.get(thing, 0.0) < TOPIC_MIN_IDF:
        return False
    for stems, _ in _field_concepts(lang_index, number, get_index()):
        for n, word in enumerate(stems):
            if word == written and thing in stems[n + 1 : n + 1 + TOGETHER_WINDOW]:
                return True
    return False


def _kind_of_held_card(q: _Query, position: int, concepts, held: set[str]) -> bool:
    """Whether the word at `position` names a kind of card ("job card",
    "carta activa") and the entry speaks of cards: a rule for any card
    answers for a job card."""
    for n in (position + 1, position - 1) if q.lang == "es" else (position + 1,):
        if 0 <= n < len(q.stems) and CARD_CONCEPT in concepts[n][0] and (q.stems[n] in held or CARD_CONCEPT in held):
            return True
    return False


def _handed_over(q: _Query) -> set[int]:
    """The position of what a question hands over to another player: the
    first word after the verb that does not name the other player
    ("regalarle una FICHA a otro jugador", "trade CARDS with others")."""
    if not any(q.transfer):  # (most questions hand nothing over)
        return set()
    others = OTHER_WORDS.get(q.lang, frozenset()) | OTHER_PEOPLE.get(q.lang, frozenset())
    people = others | set(PLAYER_WORDS)
    weak = weak_keys(q.lang)
    found = set()
    for position, handing in enumerate(q.transfer):
        if handing:
            after = next((n for n in range(position + 1, len(q.stems))
                          if q.surface[n] not in people and q.stems[n] not in weak and not q.stems[n].isdigit()), None)
            if after is not None and not q.transfer[after]:
                found.add(after)
    return found


def _soften(found: list[tuple[str, bool, bool]], soft: list[bool], anchors: list[bool],
            named: list[bool] | tuple = (), termed: list[bool] | tuple = ()) -> tuple:
    """An entry that speaks of the question's other topics answers it even
    without the one game term the question uses as a verb or an adjective
    ("do I pay anything" for a rule about the cost; "una carta activa" for
    the rule about any card): that word tells how the question is put, not
    what it is about. Only one such word, and only beside a covered topic
    that is not one of the common topics (a limit, running out...).

    Likewise one word of the entry's own game (`named`: a board area, a
    component, a word its rules use) beside NAMED_ANCHORS covered topics of
    that game, or beside PLAIN_NAMED_ANCHORS when it is a term of the game's
    glossary (`termed`) in a question about no common topic: the entry says
    it another way ("both spots of a category" for "both spots in
    Wellness", "bonificaciones" for "iconos"). A word the game never uses,
    or a second lacking topic, still leaves the question unanswered."""
    lacking = [n for n, (_, topic, covered) in enumerate(found) if topic and not covered]
    needed = PLAIN_NAMED_ANCHORS if termed and lacking and termed[lacking[0]] else NAMED_ANCHORS
    if len(lacking) == 1 and (
        (soft[lacking[0]] and any(anchors)) or (named and named[lacking[0]] and sum(anchors) >= needed)
    ):
        word, _, _ = found[lacking[0]]
        found[lacking[0]] = (word, False, False)
    return tuple(found)


def _foreign(stemmed: str, game: str, concepts: frozenset[str], index: Index, lang_index: LangIndex, weak,
             short: bool = False) -> bool:
    """Whether a question word is foreign to a game's rules: not a number,
    not a weak word, not a word of the everyday groups that are no topic
    ("al lado de": how the question is put), and neither it nor any concept
    it stands for (a glossary term, a topic such as "teams") occurs in the
    game's entries."""
    if stemmed.isdigit() or stemmed in weak or (len(stemmed) < 3 and not short):
        return False
    if game in index.stem_games[lang_index.lang].get(stemmed, ()):
        return False
    if any(is_common_concept(concept) and concept not in TOPIC_CONCEPTS for concept in concepts):
        return False  # an everyday word of the table ("al lado de", "next to"): how the question is put
    return not any((game, concept) in lang_index.postings for concept in concepts)


def warm_up() -> None:
    """Build the index now (benchmarks time searches separately from this)."""
    for lang in get_index().langs:
        _vocabulary_list(lang)
