"""The span a question likens something to, read one way for both its readings (rules/likeness_spans.py):
the lexicon's shared phrases and words before them, and each use's own settings."""

from referee.rules import likeness_spans
from referee.rules.normalize import clause_starts, words


def _spans(question: str, lang: str, reach: int = 8, **settings) -> list[list[str]]:
    folded = words(question)
    read = likeness_spans.settings(lang, settings.get("markers", ()), settings.get("not_after", ()), reach)
    return [folded[after:end] for after, end in likeness_spans.spans(folded, clause_starts(question), read,
                                                                     settings.get("compares"), settings.get("ends"))]


def test_a_span_runs_from_the_shared_phrase_to_the_end_of_its_clause_or_its_reach_in_both_languages():
    assert _spans("is the bot like a dummy player in bridge, does it take turns?", "en") == \
        [["a", "dummy", "player", "in", "bridge"]]
    assert _spans("¿todos jugamos los mismos turnos, igual que los hoyos en el golf?", "es") == \
        [["los", "hoyos", "en", "el", "golf"]]
    assert _spans("is it like a very long thing told at great length here?", "en", reach=3) == [["a", "very", "long"]]


def test_no_span_after_a_shared_word_before_nor_where_the_clause_ends():
    assert _spans("i would like to know the rule, like?", "en") == []


def test_a_use_adds_its_own_phrases_words_before_and_tests():
    assert _spans("what does it look like a joker?", "en") == [["a", "joker"]]
    assert _spans("what does it look like a joker?", "en", not_after=["look"]) == []
    assert _spans("is it kind of the same as in golf?", "en") == []
    assert _spans("is it kind of the same as in golf?", "en", markers=["as in"]) == [["golf"]]
    assert _spans("es como un comodín", "es", compares=lambda start, size: start > 0) == [["un", "comodin"]]
    assert _spans("como un comodín", "es", compares=lambda start, size: start > 0) == []
    folded = words("like dating show contestants and does it matter")
    assert _spans("like dating show contestants and does it matter", "en", reach=12,
                  ends=lambda at: folded[at] == "and") == [["dating", "show", "contestants"]]
