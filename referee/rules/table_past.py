"""What the table did, told in the past: a slip told as already played.

A table that finds its slip late tells first what it did and then asks what
to do about it ("WE SCORED sets as 1 happy per icon ..., recount?", "WE GAVE a
public life goal's points to everyone who met it ... fix?", "LE DIMOS ayuda
social a uno que no tenía derecho. ¿Le quitamos la carta?", "YA JUGAMOS la
ronda 1, ¿cómo seguimos?"). The telling is in the past of "we": the act is
done, so the vague ask after it ("fix?", "what now?", "¿qué hacemos?") asks
how to mend a game already played on, which no rulebook says
(rules/late_fixes.py reads it as one more way of telling a slip found late).

English tells it by "we" and a verb in the past (`told_done_subjects`, a few
adverbs between, `told_done_between`: "we ONLY compared", "we ALL took"; a
verb of `told_done_verbs`, "gave", "took", or one ending in `told_done_endings`,
"scored", "treated", not in `told_done_not_endings`, "need", "feed"). Spanish
says the person by the verb's ending alone, and the ending "-amos" is both
present and past ("jugamos a dos" asks a rule): only the forms of "we" that are
past alone (`told_done_verbs`: "dimos", "pusimos", "perdimos", "cogimos"), or a
verb of "we" right after a word of done (`told_done_before`: "YA jugamos").
A present of "we" ("when we play with two, what now?") tells nothing done.
"""

from __future__ import annotations

from functools import lru_cache

from referee.rules.normalize import question_form, question_form_set, stopwords

VERB_LETTERS = 4  # a verb read by its ending is longer than this ("scored"; not "red", "bed")


@lru_cache(maxsize=4)
def _table(lang: str) -> tuple[frozenset[str], frozenset[str], frozenset[str], tuple[str, ...], tuple[str, ...],
                                frozenset[str], tuple[str, ...]]:
    """The lexicon of `lang` for a past of "we": subjects, words between,
    past verbs, endings of a past, endings that are none, words of done
    and the endings of "we" after them."""
    form = question_form(lang)
    return (question_form_set(lang, "told_done_subjects"), question_form_set(lang, "told_done_between"),
            question_form_set(lang, "told_done_verbs"), tuple(form.get("told_done_endings", ())),
            tuple(form.get("told_done_not_endings", ())), question_form_set(lang, "told_done_before"),
            tuple(form.get("told_done_we_endings", ())))


def _past(word: str, verbs: frozenset[str], endings: tuple[str, ...], not_endings: tuple[str, ...],
          lang: str) -> bool:
    """Whether `word` is a verb in the past: one of `verbs`, or one long
    enough that ends as a past and not as a word that only looks so."""
    if word in verbs:
        return True
    return bool(endings) and len(word) > VERB_LETTERS and word.endswith(endings) \
        and not word.endswith(not_endings) and word not in stopwords(lang)


def told_done(said: list[str], lang: str) -> int | None:
    """The position after the first act of the table told in the past
    ("we SCORED", "le DIMOS", "ya JUGAMOS") among the folded words `said`;
    None when the question tells none (most: no such word)."""
    subjects, between, verbs, endings, not_endings, before, we_endings = _table(lang)
    for position, word in enumerate(said):
        if word in subjects:
            at = position + 1
            while at < len(said) and said[at] in between:
                at += 1
            if at < len(said) and _past(said[at], verbs, endings, not_endings, lang):
                return at + 1
        elif not subjects and word in verbs:
            return position + 1
        elif word in before and position + 1 < len(said) and said[position + 1].endswith(we_endings) \
                and len(said[position + 1]) > VERB_LETTERS:
            return position + 2
    return None
