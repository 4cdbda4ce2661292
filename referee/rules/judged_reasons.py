"""Where each reason stands in the tuple `search._best_covering` judges a candidate entry by.

The tuple, compared as a whole (greater is better), is: whether the entry
answers, whether its note names a gap, the "round 3" or player count it
holds, whether it is the general rule, whether it states the asked form,
whether it is placed in the asked part of the rulebook, whether it holds
the passage of the rulebook the question quotes, whether it is of a thing
the question leaves unnamed (0), of none (1) or of the thing the question
names (2, rules/unnamed_things.py), whether it is not denied, the
question's topics it covers, the words of the question it says. (The
passage quoted was judged after the thing named and the not-doing; before
them, tuning top-1 11,186 -> 11,187 of 11,960, nothing else moved: the rule
the player read and asks about goes before the entry of the thing named
that it is checked on.) The modules that reorder the candidates after
that judgement (rules/which_one.py, rules/named_variant.py), and the
reading of a told situation in `_best_covering`, read it by these
positions.
"""

HELD = 2  # the "round 3" / player count the entry holds
SAME_UP_TO = 3  # the reasons up to here (answered, the note's gap, the detail held) tell ties of kind
PASSAGE = 6  # whether it holds the passage of the rulebook the question quotes (rules/quotes.py)
NAMING = 7  # of a thing the question leaves unnamed (0), of none (1), of the thing it names (2)
DENIED = 8  # whether it says the not-doing the question asks ("which careers CAN'T be used")
TOPICS = 9  # the question's topics the entry covers (0 when it does not answer, or scores well below the first)
