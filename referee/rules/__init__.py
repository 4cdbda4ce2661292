"""Rules answers: the rule-text corpus, text normalisation, the search index
and search itself. Pure Python: nothing here prints or translates."""

from referee.rules import lazy_modules

lazy_modules.install()  # each module below runs when first read, not when imported (rules/lazy_modules.py)
