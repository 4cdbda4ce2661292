"""The entry of the variant a question names, before the general rule.

A game's variants (LOOP's solo, co-op and competitive modes, Adulthood's
solo game, Coming of Age's game against Rob Bot) change some rules of the
game and keep the rest. Their entries share the words of the rule they
change: "¿puedo usar REPUTATION para REJECT un FAVOUR en el modo
cooperativo?" holds what "REJECT a FAVOUR: pay 1 REPUTATION" says, and what
the co-op entry says ("REJECT ... without REPUTATION"). A question that
names the variant in words ("en solitario", "co-op", Rob) asks how it is
played there: of two entries of one game that both answer and hold the same
"round 3", the entry of the named variant goes first
(`search._best_covering`). When the general entry speaks of the variant too
("CAREER icons: Not-For-Coop"), it is judged by narrowness as before: the
variant's entry must cover as many of the question's topics. When it never
speaks of the variant, it is the rule of the normal game whose words the
question repeats ("solo end, we added the happy for sets of Life icons like
a normal game"), and the variant's entry goes first however many topics
each covers. The entry of a thing the question names ("el Tycoon, ¿se
puede usar en cooperativo?") is not passed by a variant's entry that does
not name it (the mode's overview): the thing's entry says where it is used.
Nor does it pass a general entry that speaks of the variant and says the
not-doing the question asks, when it does not say it ("which CAREER can't
be used in co-op?": "CAREER used per mode ... Cooperative = remove CAREER with
the Not-For-Coop icon", not the co-op set-up's "use only CAREER and EVENT
without the Not-For-Coop icon"; the `denied` reason, which the tie of the
first reasons left out). Round reorder, TUNE129: top-1 22,763 -> 22,768
(the careers left out of co-op and solo x7; lost: "Which CAREER can't be
used in Cooperative Mode?", whose set names the co-op set-up and not the
mode table, and "Why can't anyone REJECT in co-op?", whose first is the
Manners Makyth Man event, "not for Co-op", that says "cannot REJECT");
top-3, abstention and false abstention unchanged. For every general entry
that says the not-doing (not only one that speaks of the variant): +7 -3.

An entry is of a variant by its id ("solo.", "favour.solo-resell") or by
the head of its section ("Competitive Mode > Event"). Entries of other games
and the gap catalogs keep their place: the variant decides among one game's
rules, not which game is asked nor whether the rulebook is silent.
"""

from __future__ import annotations

from referee.rules.judged_reasons import DENIED, NAMING, SAME_UP_TO, TOPICS


def named_variant_first(chosen: tuple, judged: list[tuple], game_of, asked: set[int], number_of,
                        speaks_of_variant, close=lambda rank: True) -> tuple:
    """`chosen` (one of `judged`: the reasons, the rank, then what goes with
    it), or the best judged entry of the same game about the variant the
    question names (`asked`: document numbers) that is judged the same in
    the first reasons, names the thing asked if `chosen` does, and covers as
    many of the question's topics, or any number of them when `chosen` does
    not speak of the variant (`speaks_of_variant(number)`) and the variant's
    entry scores close to the first (`close(rank)`: its topics are counted
    from `search.NAMED_VARIANT_NARROW_MARGIN` of the first's score; a
    variant's entry well below a general rule that covers the question is
    no answer to it; from `search.NAMED_VARIANT_OVER_GENERAL_MARGIN` it must
    cover as many topics). `game_of(rank)` is the game of a candidate (None
    for a gap), `number_of(rank)` its document."""
    reasons, rank = chosen[0], chosen[1]
    game = game_of(rank)
    if game is None or number_of(rank) in asked:
        return chosen
    narrow = speaks_of_variant(number_of(rank))
    better = [
        item for item in judged
        if item[1] != rank and number_of(item[1]) in asked and game_of(item[1]) == game
        and item[0][:SAME_UP_TO] == reasons[:SAME_UP_TO] and item[0][NAMING] >= reasons[NAMING]
        and (not narrow or item[0][DENIED] >= reasons[DENIED]) and (
            item[0][TOPICS] >= reasons[TOPICS] or (not narrow and close(item[1]) and item[0][TOPICS] > 0))
    ]
    return max(better, key=lambda item: (item[0], -item[1])) if better else chosen
