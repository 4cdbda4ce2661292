"""Gates of the readings of a question's form must answer as the plain way
does (issue 13's speed round of 2026-12-04 from 21:17 UTC): `advice.
unstated_form` answers None at once when no word of the question opens an
ask of the topic, before telling the plan's words apart; `plan_marks` is
kept for the last few texts; the people told at the table ("me and my
wife", "the three of us") are looked for only at the places whose word
opens a pattern or may be a count. Each is checked against the code it
replaced (kept here) on random words in both languages."""

from __future__ import annotations

from hypothesis import given, settings, strategies as st

from referee.rules import advice, plan_scenes
from referee.rules.normalize import NUMBER_WORDS, PLAYERS_DOING, _people_count, _people_told, _two_of_us_table, words


def _plain_people_told(folded: list[str], lang: str):
    """`_people_told` as it was: every word read one by one."""
    by_first = _two_of_us_table(lang)
    if not by_first:
        return
    numbers = NUMBER_WORDS.get(lang, {})
    counted = "#" in by_first and any(_people_count(word, lang) for word in folded if word in numbers or word.isdigit())
    if not counted and not by_first.keys() & set(folded):
        return
    doing = PLAYERS_DOING.get(lang, frozenset())
    i = 0
    while i < len(folded):
        count = _people_count(folded[i], lang) if counted else None
        for pattern in by_first.get(folded[i], ()) + (by_first.get("#", ()) if count else ()):
            part = folded[i : i + len(pattern)]
            if len(part) == len(pattern) and all(
                    want == word or (want == "#" and _people_count(word, lang)) for want, word in zip(pattern, part)):
                number = next((_people_count(word, lang) for want, word in zip(pattern, part) if want == "#"), "2")
                after = folded[i + len(pattern)] if i + len(pattern) < len(folded) else ""
                yield i, len(pattern), number, after in doing
                i += len(pattern)
                break
        else:
            i += 1


PEOPLE_WORDS = st.sampled_from([
    "me", "and", "my", "wife", "friend", "i", "the", "two", "of", "us", "2", "3", "three", "one", "tied", "play",
    "somos", "dos", "tres", "y", "mi", "pareja", "nosotros", "jugamos", "x", "card"])


@settings(max_examples=600, deadline=None)
@given(st.lists(PEOPLE_WORDS, max_size=14), st.sampled_from(["en", "es"]))
def test_people_told_finds_what_the_plain_scan_finds(folded, lang):
    assert list(_people_told(folded, lang)) == list(_plain_people_told(folded, lang))


def test_people_told_reads_a_count_and_a_pair():
    assert list(_people_told(words("me and my wife play, the three of us tied"), "en")) == \
        list(_plain_people_told(words("me and my wife play, the three of us tied"), "en"))
    assert [number for _, _, number, _ in _people_told(words("the three of us play"), "en")] == ["3"]


def _plain_asked(query: str, lang: str, topic: str) -> tuple[str, ...] | None:
    """What `unstated_form` reads before the entries, as it was: the plan's words told apart first."""
    said = words(query)
    told = plan_scenes.plan_marks.__wrapped__(query, lang, told=True)
    if told:
        said = [word for word, planned in zip(said, told) if not planned]
    return advice.asked_form(said, lang, topic)


ASKS = st.sampled_from([
    "is it better to", "thinking of", "my plan is", "who", "can i", "what", "in the story", "on purpose", "tie",
    "conviene", "pensando en", "quién", "puedo", "el", "card", "worth it", ",", "?", "."])


@settings(max_examples=300, deadline=None)
@given(st.lists(ASKS, max_size=10), st.sampled_from(["en", "es"]),
       st.sampled_from(["advice", "theme", "tie", "placing", "purpose", "shown", "chooser", "stacking", "order",
                        "destination"]))
def test_the_opener_gate_answers_none_only_where_no_ask_is_found(parts, lang, topic):
    query = " ".join(parts)
    if advice._asks(lang, topic)[0].keys().isdisjoint(words(query)):
        assert _plain_asked(query, lang, topic) is None
    assert plan_scenes.plan_marks(query, lang, told=True) == plan_scenes.plan_marks.__wrapped__(query, lang, told=True)
