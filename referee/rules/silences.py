"""Questions the rulebook is silent about by their form, whatever rule ranks first.

`search` decides from the evidence of the words (which of the question's
topics the first entry covers) and from the gap catalogs. Some silences
show in the form of the question instead, and are judged here, in order,
once an entry would answer:

0. a thing named beside its kind by a name no text of the game knows
   ("the Flying trait", "la carta VIAJE ESPACIAL") (rules/unknown_names.py), or in
   lowercase by a word the game never uses ("is there a flying trait?")
   (rules/plain_names.py);
1. how two named things combine, which no entry speaks of together
   (rules/combined.py), the outcome of one asked to count for the other
   too ("Make It Rain is active and the Office Lady buys with Slack Off:
   do those COIN count for the 4?": rules/counted_for.py);
2. what one named card or location prints, or which cards of a type print
   something, which no entry lists (rules/instances.py; typed into a search
   box with no word of asking, "health cards that give money":
   rules/boxed_listing.py; told as a count to confirm, "only a couple of
   Wellness cards carry the Family icon, right?": rules/believed_counts.py),
   or which card of a kind gives the most, which no rule ranks (rules/ranked_kinds.py), or
   whether some card prints an effect ("is there any card that lets
   you ...?"), when no entry lists the cards of that kind
   (rules/existence.py), or what is printed on a component, asked in so
   many words ("what's on the back of the Values cards?"), when the first
   entry says nothing of what a component shows (rules/print_asked.py),
   or how two components look, compared ("different shapes?", "¿la misma
   forma?"), when the first entry has no word of that look
   (rules/compared_looks.py), or what a marking printed on a component
   means ("what do the ages printed along the track mean?", "¿qué
   significan los números romanos?"), its art too ("do the pictures on
   the Parent Cards mean anything?", "¿qué representan los dibujos?"),
   when the first entry never names that marking nor the thing a
   picture shows (rules/marking_asked.py), or whether the box holds a
   component for a purpose ("is there a token for that extra die?", "¿la
   caja trae bloc?"), when the first entry names no such kind of component
   (rules/component_there.py), or whether a component carries a detail in
   print, asked yes or no ("is there a 0 printed on the track?", "does the
   reference card show the solo changes?"), when the first entry says
   nothing of what a component shows (rules/printed_whether.py), or whether
   the pieces of a supply come in several values ("are some of them bigger
   ones worth more?"), when the first entry has no word of a piece's value
   (rules/denominations_asked.py), or which colour a thing is, asked outright
   ("which colour do I take?", "¿de qué color son?"), when no near entry
   names a colour (rules/colour_asked.py), or which space of a track holds a printed mark
   ("which space on the Impact track has the Grown-Up icon?", "¿en qué casilla
   está la bandera?"), when no near entry names a mark with a number
   (rules/mark_spaces.py); or whether a piece is one of a told total
   ("is the bicycle token one of the 49 tokens?"), when no near entry has
   the total and the piece in one sentence (rules/counted_among.py); or
   whether things of one kind differ among themselves ("different from one
   another?", "¿son igual de buenas?"), when no near entry has a word of
   sameness or difference (rules/compared_among.py); or whether two named
   components are one ("the same pile as", "a different marker from", "a
   kind of"), when no near entry has a word of sameness or difference
   (rules/named_identity.py); or what a thing counts for, set apart in a
   clause of its own ("PARA EL OBJETIVO PÚBLICO, ¿cuenta una carta que
   perdí?", "for the Loyal goal, do mimic tokens count?"), when the first
   entry names no game term of it (rules/counted_for.py);
3. how many of a kind the box holds, which no near entry counts (nor,
   when the first counts nothing, the game's Components list), or how many
   of a told total are of one kind ("how many of the 17 old age cards are
   Possessions?") (rules/counts.py), also typed into a search box as a kind
   in a deck ("relaciones en mazo de vejez cuántas": rules/boxed_listing.py
   `boxed_deck_count`), or asked with a verb of what the kind carries
   ("how many partner cards HAVE the Fame icon?": rules/featured_counts.py);
4. how many there are of each kind, which no near entry counts kind by
   kind (rules/per_kind.py), or how many fit on one place of a board, which
   no near entry states (rules/capacity_asked.py), or how many spaces a
   track or a board has, which no near entry counts (rules/spaces_asked.py),
   or one numbered spot of it ("how many spaces does LEVEL 7 have?"), which
   no near entry counts by the word asked ("8 levels" counts the levels:
   rules/spot_spaces.py), or how many of a total told before the "how many"
   are of one sort ("OUT OF THE 24 trait tiles, how many are worth 5
   VEP?"), when no near entry counts that kind (rules/told_totals.py);
5. paying with something no near entry says is paid (rules/payment.py),
   or paying to get something no near entry pays or prices ("can I pay
   something to get a second secret goal?") (rules/purchases.py), or acting on another player's thing ("another player's token", "la
   ficha de otro jugador") when the first entry never speaks of other
   players (rules/others_things.py), or a thing already placed asked to be
   moved elsewhere ("can I slide that token over to a different track?"),
   when no near entry moves it (rules/moved_elsewhere.py);
6. whether a variant exists ("is there a kids variant?"), when the first
   entry is about no variant or mode, or leave for a change of the game's
   pace or feel ("... para una partida más corta?"), when no near entry
   speaks of it (rules/variants_asked.py), or an official way of playing
   ("is there an official way to give Rob Goal Tiles?", "¿es oficial
   repartir 12?"), when the first entry offers no choice of how to play
   (rules/official_ways.py), or a change of a rule asked of the table
   after a grumble of why ("why do the decks go in order? can we shuffle
   them?"), when the first entry offers no choice (rules/house_rules.py), or a rule of one mode asked of another ("in
   competitive, can I sell to the bank like the solo RESELL?"), when the
   first entry is that mode's own rule (rules/borrowed_modes.py), or a
   card's power asked by one who lacks the card ("not the engineer, can I
   still repair?"), when the first entry is that card's (rules/denied_roles.py), or a card's power asked in a
   play mode ("Salesman in solo: nobody ACCEPTs my blue FAVOUR, do I never get the COIN?"), when the first entry is
   that card's own rule and names no such mode (rules/moded_cards.py);
   one thing
   in place of another, which no near entry says stands in for it ("use a
   money token as a time meeple", "convertir X en Y") (rules/stand_ins.py),
   or whether the game has a thing, shown with an example from elsewhere
   ("is there an upkeep phase, like paying bills?", "¿hay ..., por ejemplo
   ...?"), when no near entry holds every word of the example
   (rules/example_asked.py);
7. the reason for a rule asked against its other way ("why left and not
   right?"), which no near entry gives, or asked of the rulebook in so many
   words ("does the rulebook say the reason?"), when the first entry gives
   none (rules/reasons_requested.py), or a reason the player guesses and
   asks confirmed ("... just so nobody gets stuck, that's the idea right?",
   "¿Por qué ...? Creo que es para que ..."), when the first entry gives none
   (rules/guessed_reasons.py), or the rulebook told to be silent
   ("why doesn't the rulebook say ...?", "el reglamento no dice ...")
   (rules/said_silent.py), or a word of a quoted rule quoted again and
   offered two readings ("does 'combining' mean one of each, or ...?")
   (rules/requoted_words.py), or told to say two things ("the rules contradict each other", "el reglamento dice
   las dos cosas"), when the first entry's note does not report what the passages say (rules/rulebook_clash.py), or how long play usually or at least runs in its turns,
   rounds or time ("how many rounds does a game usually take?"), when no
   near entry says what is usual nor a near rule of the game gives a
   length (rules/usual_course.py), a reward or a penalty asked for a
   condition ("any bonus for going first?", "any penalty for..."), which the
   first entry does not give or take, or a bonus or penalty of the final count
   told as a rule and asked to be confirmed ("my friend says you lose VEP at
   the end if ..., is that real?"), when the first entry gives or takes nothing
   at the end (rules/claimed_stakes.py), or a reward or a loss grumbled
   about as missing ("why is there no bonus for ...?"), when the first entry
   gives nothing besides and takes nothing (rules/missing_rewards.py), or a reward asked for oneself when
   another player acts on one's thing ("when someone accepts the FAVOUR I played, do I get any REPUTATION
   too?"), when the first entry rewards no second party (rules/reward_receivers.py), or something given on top told as a
   rule remembered and put up for confirmation ("I get a bonus HAPPINESS on
   top, right?"), when the first entry gives nothing besides
   (rules/claimed_extras.py), or a duty with a least amount so put up ("you
   have to buy at least one card every two turns, right?"), when the first
   entry requires nothing (rules/claimed_duties.py), or a ban so put up ("you
   can't buy event cards in the last round, right?"), when the first entry
   says nothing of what may be done (rules/claimed_bans.py), or a rule the player
   doubts exists
   ("... ¿es una regla?") whose game terms the first entry does not all name
   (rules/doubted_rules.py), or a gain asked to count a second time ("do I get the 4 impact twice?",
   "¿sumo 50 dos veces?"), when the first entry states no repeat nor count of times
   (rules/counted_twice.py), or what
   one numbered spot of a track gives ("level 7, what bonus?"), which no near
   entry names with a gain, or keeping a thing for later ("can I save it for
   my next turn?"), when no near entry says how long anything lasts
   (rules/unstated_specifics.py), or a thing left idle for several turns
   asked what becomes of it ("if I don't go on a Date for several turns,
   does my Partner leave me?"), when the first entry says nothing of what
   each turn or round does to things (rules/left_idle.py), or a value past the top of a scale the
   rulebook names ("make it QUALITY 5" where QUALITY runs 0 to 4), when the
   first entry gives no number as high as the top (rules/beyond_scale.py), or an exact edge ("lands exactly
   on the space", "or must it be exactly 3?") the first entry's words do not settle (rules/exact_edges.py),
   or a position of a track asked covered ("a track whose right end is covered by a frustration token"), passed
   going back ("move my marker back past a Life Event space") or returned to at a new round ("do the counters go
   back to the middle space when a new round starts?"), when the first entry never covers, moves back nor returns
   (rules/track_positions.py),
   or how low a count may go ("is there a minimum number of dice?", "can my money go negative?", "¿hay un
   mínimo?"), when no near entry states a floor (rules/floors_asked.py);
8. an edge state ("already at 0", "both empty", "every space covered") the
   question adds to what a named card does, which that card's entry, first,
   never states (rules/edge_states.py);
9. how to fix a mistake found late ("how do we fix the score now?",
   "¿cómo se arregla?"), or after what the table told it did ("we scored
   ... recount?", "le dimos ... ¿se corrige?": rules/table_past.py), which
   no near entry speaks of (rules/late_fixes.py),
   or a step of the game asked to be done over ("can we redo the draft?",
   "volver a repartir"), which no near entry has done again (rules/redos.py),
   or a thing asked to come back ("can I ever get it back?", "¿se
   devuelve?"), when no near entry has a thing return (rules/given_back.py),
   or where a thing goes asked between places ("¿van a la caja o a un
   descarte?"), when the first entry names no place (rules/fate_choices.py),
   or where a payment goes ("where does the money I pay go?", "¿a dónde va
   lo que pago?"), when no near entry sends what is paid anywhere
   (rules/paid_destination.py),
   or where a thing sits or faces asked between places ("left side or right
   side?", "¿encima o al lado?"), when the first entry names neither
   (rules/offered_places.py), or from whose seat a side is seen ("the leftmost
   card is left from whose seat?", "¿izquierda de quién?"), when no near entry
   says from where (rules/viewpoint_asked.py), or between two places named by nouns ("on the
   Partner card or on my player board?"), when the first entry puts nothing
   anywhere (rules/named_places.py),
   or a state where no player qualifies ("nobody had any possession cards",
   "nadie cumple"), when no near entry speaks of no one or of a thing absent
   (rules/nobody_has.py), or a shared deck, supply or area told run out ("se acabó el mazo de Partner",
   "the BUY AREA is totally empty"), when no near entry speaks of running short (rules/emptied_supplies.py), or two
   identical components told to have come out
   ("salieron dos cartas iguales, ¿se cambia una?"), when the first entry
   speaks of nothing the same (rules/twins_drawn.py), or who at the table does a
   chore, one person for all or each their own ("each player or one
   scorekeeper?"), when the first entry names no such person (rules/table_chores.py), or whether things must keep
   a fixed order ("do the piles have to be in a set order?", "¿en algún orden concreto?"), when the first entry
   states no order among things (rules/fixed_order.py), or how to store or sort the components when the game is
   put away ("between games, stored apart?", "al recoger, ¿por separado?"), when the first entry has no word of
   putting components away (rules/packed_away.py), or how the table makes a roll or a draw: its means ("a dice
   cup?", "¿quién baraja?", "cut the deck"), the place a roll is made at ("roll on the board or on the table?")
   or a mishap ("my die bumped into hers", "two cards stuck together", "sin darse cuenta"), when the first entry
   speaks of none (rules/chance_handled.py), or a player leaving the game part-way ("a player has to leave
   halfway through", "se tiene que ir a mitad"), when no near entry speaks of one leaving (rules/departures.py);
9b. acting while another player's turn still runs, or to save time ("can the
   next player roll while I'm still doing cleanup?"), when no rule of the
   first entry's game speaks of acting before one's turn or of turns at once
   (rules/overlapped_turns.py), or acting on another player's turn ("can I
   tell Tom which dice to reroll when it's his turn?", "¿en el turno de
   otro?"), when no near entry has a word of whose turn nor of any time
   (rules/others_turns.py);
9c. a thing offered to be done all at once or one at a time ("reveal our
   goals all at once or one at a time?"), when no rule of the first entry's
   game speaks of anything done simultaneously and no near entry states an
   order of players (rules/together_asked.py; the game the question names,
   else the one its words point to, else the near entries' games);
9d. a reveal offered two audiences ("shown to the whole table or only to the
   caller?", "¿se revela a todos o solo al que lo pidió?"), when no sentence
   of the first three entries names who sees (rules/shown_audience.py);
10. advice: which way of playing is better ("is it better to ...?", "¿qué
   conviene más?", "a good first turn?"), or the game's fiction ("in the
   story", "supposed to represent"), which no near entry gives
   (rules/advice.py), unless the advice only frames a plan around a rule
   asked outright ("worth it? what does it cost me", "or do I lose it?":
   rules/planned_asks.py);
11. which of two things tied on the rank a rule chooses by ("both worth 4
   VEP - which one does he mimic?", "el mismo número ... ¿cuál usa?"), when
   no near entry speaks of a tie, or a place below the winner ("we tied
   for second"), when no near entry speaks of places (rules/ties.py), or a
   tie past the last step of the tie-break ("still tied AFTER ALL the
   tie-breaks", "empatados en todo"), when no near entry says what such a
   tie does (rules/past_last_tie.py);
12. an act asked to be done on purpose ("can I break it on purpose?", "a
   propósito", "para fastidiarlo"), when the first entry neither speaks of
   will nor forbids outright (rules/on_purpose.py);
13. an act of players toward each other or oneself (what is shown to the
   others, "can I look at ...", "¿a sí misma?", "can we make a deal?", "can
   two of us chip in?"), when the first entry does not speak of it
   (rules/player_acts.py), or looking at what a set-up leaves out ("can we look at the childhood cards that
   were set aside?", "sobran seis cartas: ¿alguien puede mirarlas?"), when the first entry does not say it is
   handled unseen (rules/set_aside_seen.py), or a player count or what depends on it ("how many players can
   play the Campaign?", "¿cambia algo según cuántos jugadores seamos?"), when the first entry speaks of no
   players (rules/player_count_asked.py), or a seat played by one player for another or by no one ("can one of us
   play two boards so it's a 4-player game?", "¿un jugador fantasma?"), when the first entry speaks of no seat so
   played (rules/seats_filled.py), or how far an effect reaches ("do the discounts
   stack?", "do the 2 extra carry over to my next turn?"), when the first
   entry does not say it (rules/effect_extent.py), or the manner of a
   payment (a lower price: "do I get a discount?", "can I haggle?", "¿son
   más baratas?"; a payment by or to another player: "can he pay it for
   me?", "¿y que él me la pague?"), when the first entry states no such
   manner (rules/payment_manners.py), or how many hidden things a player
   holds, asked as what the others may know ("do I have to tell the others
   how many cards I have?", "¿los demás pueden ver cuántos tengo?"), when
   the first entry does not say they are in the open (rules/hidden_counts.py), or whether the player
   chooses, offered against another way ("does the card decide which kind, or do I choose?", "¿lo elijo
   yo o depende del color?"), when no near entry says who chooses nor that chance decides
   (rules/own_choice_offered.py);
14. the order of two steps asked ("before or after", "antes o después"),
   when the first entry does not speak of order (rules/step_order.py), or
   an instant and a later moment offered for one thing ("right then, or
   only in final scoring?", "¿en el momento o al final del turno?"), when
   the first entry states no moment (rules/offered_moments.py), or the game's
   end named as the moment of a thing ("during final scoring ... do I draw a
   Life Event?", "¿cuando termina la partida, qué pasa con ...?"), when the
   first entry times its trigger only by the turn and says nothing of the
   end (rules/after_the_end.py);
15. leave to choose what a rule fixes ("may the player choose which card
   is discarded?", "¿puedo elegir el número del dado?"), when the first
   entry neither offers a choice, nor fixes the way strictly, nor forbids
   the act chosen ("can I choose to reroll it?": "they cannot be rerolled")
   (rules/choices_asked.py), or whether it matters which, where, who or in
   what order ("does it matter which?", "¿da igual cuál?"), when the first
   entry neither leaves the pick free nor fixes it (rules/matter_asked.py).

The first that holds makes the question unanswered, with the words the
rules do not speak of (0, a thing no text knows, is also named when the
question is already unanswered for a word no entry covers: `unknown_thing`); 2, 3, 4 and the numbered spot of 7 ask what
components print (the table reads it on them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from referee.rules import (advice, after_the_end, carried_past_end, asked_acts, believed_counts, boxed_listing, deferred_passage, departures, moded_cards, beyond_scale, chance_handled, colour_asked, example_asked, borrowed_modes, capacity_asked, choices_asked, compared_among, guessed_reasons, compared_looks, component_there, printed_whether, denominations_asked, marking_asked, counted_among, counted_for, claimed_bans, claimed_duties, claimed_extras, claimed_stakes, combined, counted_twice, counts, denied_roles, emptied_supplies, hidden_counts,
                           doubted_rules, edge_states, effect_extent, exact_edges, track_positions, existence, fate_choices, featured_counts, filled_places, floors_asked, given_back, house_rules, instances, late_fixes, left_idle,
                           matter_asked, missing_rewards, moved_elsewhere, named_identity, named_places, nobody_has, offered_moments, offered_places, official_ways,
                           on_purpose, others_things, others_turns, overlapped_turns, packed_away, paid_destination, payment, payment_manners, per_kind, player_acts, player_count_asked, print_asked, seats_filled, purchases, ranked_kinds, reasons_requested, redos, reward_receivers, rulebook_clash, said_silent, scored_things, set_aside_seen, shown_audience, spaces_asked, spot_spaces, stand_ins,
                           fixed_order, mark_spaces, step_order, table_chores, together_asked, told_totals,
                           ties, twins_drawn, unstated_specifics, usual_course, variants_asked, viewpoint_asked, zero_ties)
from referee.rules import past_last_tie, requoted_words
from referee.rules import own_choice_offered  # (rules/own_choice_offered.py: "..., or do I choose?")
from referee.rules import known_use  # (a use set aside in a question of what a thing is for)
from referee.rules import weighed_plans  # (rules/weighed_plans.py: the move weighed beside a rule asked)
from referee.rules.plain_names import unknown_plain_name
from referee.rules.unknown_names import unknown_name
from referee.rules.index import Index, LangIndex

NEAR_ENTRIES = 3  # the first entries a silence of counts or payment must hold for (a near rule may answer)
# the first entries none of which may give anything for a reward asked to be unstated (the rule about the thing
# asked ranks first; a near rule gives rewards of other things: with 2, blind12's "premio extra" stayed answered)
REWARD_ENTRIES = 1
# the first entries none of which may speak of other players for an act on another player's thing to be unstated
# (the rule about the thing asked ranks first; with 3, a scoring rule that counts every player's cards answered)
OWNER_ENTRIES = 1
# the first entries none of which may speak of the motive of a change for it to be a house rule (the rule that
# would answer ranks first; with 3, LOOP's "careers differ in difficulty" answered "two careers to make it easier")
MOTIVE_ENTRIES = 1
# the first entries none of which may have a thing done again for a step asked to be done over to be unstated (the
# rule of the step ranks first; with 3, CV's rerolls, third, kept "alguien pasó las cartas mal, ¿hay que repetirlo?")
REDO_ENTRIES = 1
# the first entries none of which may speak of the same thing for two identical components told to be unstated (the
# rule of the step that dealt them ranks first; with 3, the two-player row's neighbours said "igual" of other things)
TWINS_ENTRIES = 1
# the first entries none of which may name one person doing a chore for all for "who does it, one for all or each?"
# to be unstated (the rule of the chore ranks first: rules/table_chores.py)
CHORE_ENTRIES = 1
# the first entries none of which may state an order among things for "do they have to be in a set order?" to be
# unstated (the rule of the things ranks first; with 3, Adulthood's step 3 "in any order", third, answered "keep my
# Experience stack in the order I played the cards": rules/fixed_order.py)
FIXED_ORDER_ENTRIES = 1
# the first entries none of which may speak of putting components away for "how do we store them between games?" to
# be unstated (the rule of the things ranks first: rules/packed_away.py)
PACKING_ENTRIES = 1


class Silence(NamedTuple):
    scored: list  # the candidates, related reading first
    missing: tuple[str, ...]  # the question's words the rules do not speak of
    printed: bool  # the question asks what components print


def judge(query: str, stems: list[str], surface: list[str], intents: tuple[str, ...], counts_what_exists: bool,
          scored: list, index: Index, lang_index: LangIndex, games: frozenset[str] = frozenset(),
          own_words: str | None = None,
          implied_games: Callable[[list[str], str], set[str]] | None = None,
          typed: str | None = None, set_apart: frozenset[str] = frozenset()) -> Silence | None:
    """The silence the question's form shows, or None. `scored` is the
    ranked candidates, the first a rule entry that answers; `stems`,
    `surface`, `intents` and `counts_what_exists` are the question as
    `search` read it; `games` the games it is about (the one it names or
    the table plays; none: any game); `own_words` the question without the
    passages it quotes from the rulebook (rules/quotes.py), where a thing
    named is the player's own naming (default: the whole question).
    `implied_games` reads the games a question's own stems point to
    (search._implied_games, given by the search, which imports this module);
    `typed` the question with the passages it quotes kept, where a quoted
    rule may hand the detail asked to the component (rules/deferred_passage.py); `set_apart` the words of
    the question's comparisons with a thing ("like the blue shell in Mario Kart": rules/compared_things.py),
    whose names are the player's frame, not things the rules must know."""
    first = scored[0][1]
    game = lang_index.docs[first].entry.game
    named_by_player = query if own_words is None else own_words
    unknown = unknown_thing(named_by_player, lang_index.lang, games, game, set_apart)
    if unknown:
        return Silence(scored, (unknown,), False)
    uncombined = combined.related_first(query, stems, surface, scored, index, lang_index) \
        or counted_for.uncombined_count(query, scored, index, lang_index)
    if uncombined:
        return Silence(uncombined[0], uncombined[1], False)
    unlisted = instances.unlisted(query, game, index, lang_index, first) \
        or instances.unlisted_kind(query, game, index, lang_index) \
        or boxed_listing.unlisted_boxed_kind(query, game, index, lang_index) \
        or ranked_kinds.unranked(query, first, index, lang_index) \
        or existence.unlisted_existing(query, game, index, lang_index, first) \
        or believed_counts.unstated_believed_count(query, game, index, lang_index)
    if unlisted:
        return Silence(scored, (" ".join(unlisted),), True)
    unread = print_asked.unstated_print(query, [first], index, lang_index) \
        or compared_looks.unstated_look(query, [first], lang_index) \
        or marking_asked.unstated_marking(query, [first], index, lang_index) \
        or component_there.unstated_component(query, [first], lang_index) \
        or printed_whether.unstated_printed_detail(query, [first], lang_index) \
        or denominations_asked.unstated_denomination(query, [first], lang_index)
    if unread:
        return Silence(scored, (unread,), True)
    deferred = deferred_passage.deferred_detail(typed, lang_index.lang, first, lang_index) if typed else ""
    if deferred:
        return Silence(scored, (deferred,), True)
    near = [number for _, number in scored[:NEAR_ENTRIES] if number < lang_index.gap_start]
    uncoloured = colour_asked.unstated_colour(query, near, lang_index) \
        or mark_spaces.unstated_mark_space(query, near, lang_index)
    if uncoloured:
        return Silence(scored, (uncoloured,), True)
    among = counted_among.unstated_membership(query, near, lang_index) \
        or compared_among.unstated_sameness(query, near, lang_index) \
        or named_identity.unstated_identity(query, near, lang_index)
    if among:
        return Silence(scored, (among,), True)
    uncounted_for = counted_for.unstated_condition(query, [first], index, lang_index)
    if uncounted_for:
        return Silence(scored, (uncounted_for,), False)
    boxed = boxed_listing.boxed_deck_count(query, lang_index.lang)  # ("relaciones en mazo de vejez cuántas")
    featured = featured_counts.featured_count(query, lang_index.lang) if not boxed else None  # ("how many partner
    boxed, beside = featured if featured else (boxed, frozenset())  # cards HAVE the Fame icon": rules/featured_counts.py)
    if (counts_what_exists or boxed or counts.tells_total(query, lang_index.lang)) and "?may" not in intents:
        uncounted = counts.unstated(boxed or query, near, index, lang_index, beside)
        if uncounted:
            said = " ".join(word for word, stemmed in zip(surface, stems) if stemmed in uncounted)
            return Silence(scored, (said or uncounted[0],), True)
    if "?num" in intents and "?may" not in intents:
        per_kind_asked = per_kind.uncounted(query, near, index, lang_index)
        if per_kind_asked:
            return Silence(scored, (" ".join(per_kind_asked),), True)
    uncontained = capacity_asked.unstated_capacity(query, near, lang_index) or spaces_asked.unstated_spaces(query, near, lang_index) \
        or spot_spaces.unstated_spot_spaces(query, near, lang_index)  # ("how many spaces does LEVEL 7 have?")
    uncontained = uncontained or (told_totals.unstated_part(query, near, index, lang_index)  # ("OUT OF THE 24 trait
                                  if "?may" not in intents else None)  # tiles, how many are worth 5 VEP?")
    if uncontained:
        return Silence(scored, (uncontained,), True)
    if "?may" in intents:
        unpaid = payment.unpaid(query, near, index, lang_index) or purchases.unsold(query, near, index, lang_index)
        if unpaid:
            return Silence(scored, (unpaid,), False)
        unowned = others_things.unstated(query, stems, near[:OWNER_ENTRIES], lang_index)
        if unowned:
            return Silence(scored, (unowned,), False)
        unmoved = moved_elsewhere.unstated_move(query, near, index, lang_index)
        if unmoved:
            return Silence(scored, (unmoved,), False)
    unoffered = variants_asked.unstated(query, first, lang_index) \
        or variants_asked.unstated_motive(query, intents, near[:MOTIVE_ENTRIES], lang_index) \
        or official_ways.unstated_official(query, near, lang_index) \
        or house_rules.unstated_change(query, near, lang_index, typed) \
        or borrowed_modes.unstated_borrowing(query, first, index, lang_index) \
        or denied_roles.unstated_role(query, first, index, lang_index) \
        or moded_cards.unstated_mode(query, first, index, lang_index)
    if unoffered:
        return Silence(scored, (unoffered,), False)
    unstood = stand_ins.unstated(weighed_plans.unweighed(query, lang_index.lang), near, index, lang_index)
    if unstood:
        return Silence(scored, (unstood,), False)
    # (after the stand-ins: "can I swap three of them for a turquoise one" misses the thing asked for, not the swap)
    unacted = asked_acts.unstated_act(query, near, lang_index) if "?may" in intents else None
    if unacted:
        return Silence(scored, (unacted,), False)
    unexampled = example_asked.unstated_example(query, near, lang_index)
    if unexampled:
        return Silence(scored, (unexampled,), False)
    unreasoned = unstated_specifics.unstated_reason(query, near, lang_index) \
        or reasons_requested.unstated_reason_asked(query, near, lang_index) \
        or guessed_reasons.unstated_guessed_reason(query, near, lang_index) \
        or said_silent.told_silent(query, lang_index.lang, typed) \
        or requoted_words.unstated_reading(typed, first, index, lang_index) \
        or rulebook_clash.unsettled_clash(query, near[:1], lang_index) \
        or usual_course.unstated_usual(query, near, lang_index)
    if unreasoned:
        return Silence(scored, (unreasoned,), False)
    unrewarded = unstated_specifics.unstated_reward(query, near[:REWARD_ENTRIES], lang_index) \
        or unstated_specifics.unstated_penalty(query, near[:REWARD_ENTRIES], lang_index) \
        or floors_asked.unstated_floor(query, near, lang_index) \
        or claimed_stakes.unstated_stake(query, near[:REWARD_ENTRIES], lang_index) \
        or claimed_extras.unstated_extra(query, near, lang_index) \
        or missing_rewards.unstated_missing(query, near[:REWARD_ENTRIES], lang_index) \
        or reward_receivers.unstated_receiver(query, near[:REWARD_ENTRIES], lang_index) \
        or claimed_duties.unstated_duty(query, near[:REWARD_ENTRIES], lang_index) \
        or claimed_bans.unstated_ban(query, near[:REWARD_ENTRIES], lang_index) \
        or doubted_rules.unstated_doubted(query, near[:REWARD_ENTRIES], index, lang_index) \
        or scored_things.unstated_scoring(query, near[:REWARD_ENTRIES], lang_index) \
        or counted_twice.unstated_twice(query, near, lang_index)
    if unrewarded:
        return Silence(scored, (unrewarded,), False)
    undeferred = (unstated_specifics.unstated_deferral(query, near, lang_index) if "?may" in intents else None) \
        or left_idle.unstated_idle(query, near, lang_index)
    if undeferred:
        return Silence(scored, (undeferred,), False)
    unprinted = unstated_specifics.unstated_spot(query, near, lang_index)
    if unprinted:
        return Silence(scored, (unprinted,), True)
    unscaled = beyond_scale.unstated_value(query, first, index, lang_index) or exact_edges.unstated_exact(query, first, lang_index) \
        or track_positions.unstated_position(query, first, lang_index)
    if unscaled:
        return Silence(scored, (unscaled,), False)
    unedged = edge_states.unstated_edge(query, stems, first, index, lang_index)
    if unedged:
        return Silence(scored, (unedged,), False)
    unfixed = late_fixes.unstated_fix(query, near, lang_index) \
        or redos.unstated_redo(query, near[:REDO_ENTRIES], lang_index) \
        or given_back.unstated_return(query, near, lang_index) \
        or fate_choices.unstated_place(query, near, lang_index) \
        or paid_destination.unstated_destination(query, near, lang_index) \
        or offered_places.unstated_offer(query, near, lang_index) \
        or viewpoint_asked.unstated_viewpoint(query, near, lang_index) \
        or named_places.unstated_named_place(query, near, lang_index) \
        or nobody_has.unstated_nobody(query, near, lang_index) \
        or emptied_supplies.unstated_emptied(query, near, lang_index) \
        or filled_places.unstated_filled(query, near, lang_index) \
        or twins_drawn.unstated_twins(query, near[:TWINS_ENTRIES], lang_index) \
        or table_chores.unstated_chore(query, near[:CHORE_ENTRIES], lang_index) \
        or fixed_order.unstated_fixed_order(query, near[:FIXED_ORDER_ENTRIES], lang_index) \
        or packed_away.unstated_packing(query, near[:PACKING_ENTRIES], lang_index) \
        or chance_handled.unstated_handling(query, near, lang_index) \
        or departures.unstated_departure(query, near, lang_index)
    if unfixed:
        return Silence(scored, (unfixed,), False)
    unoverlapped = overlapped_turns.unstated_overlap(query, first, lang_index) \
        or (others_turns.unstated_others_turn(query, near, lang_index) if "?may" in intents else None)
    if unoverlapped:
        return Silence(scored, (unoverlapped,), False)
    untogether = together_asked.unstated_together(query, first, near, lang_index, games, stems, implied_games) \
        or shown_audience.unstated_audience(query, near, lang_index)
    if untogether:
        return Silence(scored, (untogether,), False)
    unadvised = next(filter(None, (advice.unstated_form(query, near, lang_index, topic) for topic in advice.TOPICS)), None)
    if unadvised:
        return Silence(scored, (unadvised,), False)
    untied = ties.unstated_tie(query, near, lang_index) or ties.unstated_placing(query, near, lang_index) \
        or zero_ties.unstated_zero_tie(query, near, lang_index) \
        or past_last_tie.unstated_past_last(query, stems, near, lang_index)  # ("tied AFTER ALL the tie-breaks")
    if untied:
        return Silence(scored, (untied,), False)
    unwilled = on_purpose.unstated_purpose(query, near, lang_index) \
        or known_use.unstated_other_use(query, near, lang_index)  # ("what's X for BESIDES Y?": rules/known_use.py)
    if unwilled:
        return Silence(scored, (unwilled,), False)
    unacted = set_aside_seen.unstated_set_aside(query, near, lang_index) \
        or player_count_asked.unstated_count_of_players(query, near, lang_index) \
        or seats_filled.unstated_seats(query, near, lang_index) \
        or player_acts.unstated_act(query, near, lang_index) or effect_extent.unstated_extent(query, near, lang_index) \
        or own_choice_offered.unstated_own_choice(query, near, lang_index) \
        or payment_manners.unstated_manner(query, near, lang_index) \
        or hidden_counts.unstated_hidden_count(query, near, lang_index, "?may" in intents)
    if unacted:
        return Silence(scored, (unacted,), False)
    unordered = step_order.unstated_order(query, near, lang_index) \
        or offered_moments.unstated_moment(query, near, lang_index) \
        or after_the_end.unstated_end_moment(query, near, lang_index) \
        or carried_past_end.unstated_carry(typed or query, near, lang_index)  # ("affects the NEXT ROUND" in the LAST ROUND)
    if unordered:
        return Silence(scored, (unordered,), False)
    unchosen = choices_asked.unstated_choice(query, near, lang_index) \
        or matter_asked.unstated_matter(query, near, lang_index)
    if unchosen:
        return Silence(scored, (unchosen,), False)
    return None


def unknown_thing(own_words: str, lang: str, games: frozenset[str], likely: str | None,
                  set_apart: frozenset[str] = frozenset()) -> str | None:
    """Silence 0: the name, as typed, that the question gives a thing which no
    text of `games` (every game when none) knows, beside its kind or said
    alone (rules/unknown_names.py), or in lowercase by a word the game never
    uses (rules/plain_names.py); None otherwise. `likely` is the game whose
    texts most likely know it (the first entry's). Judged by `judge` once an
    entry would answer, and by `search` also when the question is already
    unanswered for a word no entry covers: "How does the NIGHT OWL trait
    work?" keeps "night" as written (rules/lexicon_words.py; the typo guesser
    used to read it "right"), no entry covers it, and the answer was refused
    before `judge` ran, with "night" as the missing word. The silence is the
    same, but what the rules do not know is the thing named "Night Owl"; it
    changes neither `answered` nor the order, only what the panel says is
    missing. A name among `set_apart`, the words of a comparison with a thing
    ("is it like the blue shell in MARIO KART? can I push someone back?"), is
    the player's frame for the rule asked, not the thing asked: passed over."""
    return unknown_name(own_words, lang, games, likely, set_apart) \
        or unknown_plain_name(own_words, lang, games, likely, set_apart)


def printed_beside_gap(query: str, scored: list, index: Index, lang_index: LangIndex) -> tuple[str, ...]:
    """The kind of component a question lists by what its cards print, when
    a known gap of the rulebook was told for it (`scored`: the gap's related
    rule entries first); () otherwise. "Which Health cards PROTECT you from
    bad luck?" meets the gap "How do Health cards protect me from a
    misfortune?" once "protect" is read as written (rules/lexicon_words.py;
    the typo guesser used to read it "project", and the rule of Health cards
    answered), and the gap then said the rulebook is silent without ever
    reaching `judge`: the silence is the same, but what is missing is which
    cards of the kind print it, read on the cards themselves (2 above,
    rules/instances.py `unlisted_kind`). Only the listing of a kind by what
    it prints is judged here: the other silences of form rank or name the
    related entries, which the gap has already chosen."""
    if not scored or scored[0][1] >= lang_index.gap_start:
        return ()
    game = lang_index.docs[scored[0][1]].entry.game
    return instances.unlisted_kind(query, game, index, lang_index) \
        or boxed_listing.unlisted_boxed_kind(query, game, index, lang_index)
