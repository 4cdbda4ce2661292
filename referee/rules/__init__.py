"""Rules answers: the rule-text corpus, text normalisation, the search index
and search itself. Pure Python: nothing here prints or translates."""
