"""Which questions a known gap of the rulebook silences, and by what margin
over the rule entry that answers them: the figures for judging a change to
the gap-first decision (`search._known_gap`) before making it.

    python benchmarks/ask/gap_judged.py FOLDER...           # the unanswerable questions
    python benchmarks/ask/gap_judged.py --answerable FOLDER...  # the answerable ones (false abstention)

For every question of the kind chosen whose search tells a gap while a rule
entry answers it too (`_best_covering` without the gaps), it prints the gap,
that rule, the gap's score over the rule's, and the question's content words
(positions; stems or glossary concepts, weak words and formulas of asking
aside) only the gap holds and only the rule holds; then the count of each
(gap-only, rule-only) pair. A rule that would beat a gap on coverage must
win back more answerable questions than it loses unanswerable ones. On the
58 tuning sets (round fabst7, main at 0e7119d) 62 of the 232 false
abstentions tell a gap; in 22 no rule answers without it (a topic of the
question is missing from every rule: no gap decision can answer those), in
40 one does, against 319 silences where a rule answers too. The rule
covering more of the question than the gap: 3 of the 40, 10 of the 319; a
strict superset: 1 and 6; more single words held (stems, not concepts): 5
and 10; as many or more: 12 and 35; two close rules together holding every
word the gap holds (within 0.8 of the first): 19 and 39; the gap scoring
under 1.3 times the rule: 29 and 132 (under 1.15, where a gap must also name
what the rule lacks: 7 and 15). Coverage does not tell the gap that is
the question from one that restates beside its silence the rule it sits
by (gap.remove-presence holds "tablero", gap.what-counts-as-cv-card
"event" from "it only says used events are not CV cards").
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from referee.rules import search as searching  # noqa: E402
from referee.rules.normalize import weak_keys  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from run import load_questions  # noqa: E402


def covered(q, held, concepts, weak) -> set[int]:
    """The content positions of the question a document holds, by its stem
    or one of its glossary concepts."""
    return {n for n, stemmed in enumerate(q.stems)
            if stemmed not in weak and not (q.discourse and q.discourse[n])
            and (stemmed in held or not concepts[n][0].isdisjoint(held))}


@contextmanager
def judged(found: dict):
    """Within it, each search that tells a gap while a rule answers fills
    `found` with the gap's and the rule's ids, the score ratio and the
    positions only each holds (the gap-first decision itself unchanged)."""
    decide = searching._known_gap

    def watch(scored, answered, missing, evidence, lang_index, matched, rejudge, names_lacked=lambda g, r: False,
              q=None):
        result = decide(scored, answered, missing, evidence, lang_index, matched, rejudge, names_lacked, q)
        kept = [item for item in scored if item[1] < lang_index.gap_start]
        if result[1] is None or not kept or q is None:
            return result
        rescored, _, rule_answers, _ = rejudge(kept)
        if not rule_answers:
            return result
        gap, rule = scored[0][1], rescored[0][1]
        concepts = searching.get_index().thesaurus(lang_index.docs[gap].entry.game).concepts_at(q.stems, q.lang)
        weak = weak_keys(q.lang)
        by_gap = covered(q, matched.get(gap, ()), concepts, weak)
        by_rule = covered(q, matched.get(rule, ()), concepts, weak)
        found.update(gap=lang_index.docs[gap].entry.id, rule=lang_index.docs[rule].entry.id,
                     ratio=scored[0][0] / rescored[0][0] if rescored[0][0] else float("inf"),
                     gap_only=[q.stems[n] for n in sorted(by_gap - by_rule)],
                     rule_only=[q.stems[n] for n in sorted(by_rule - by_gap)])
        return result

    searching._known_gap = watch
    try:
        yield
    finally:
        searching._known_gap = decide


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", type=Path, help="folders of question *.toml files")
    parser.add_argument("--answerable", action="store_true", help="the answerable questions (else the unanswerable)")
    args = parser.parse_args(argv)
    pairs: Counter = Counter()
    found: dict = {}
    with judged(found):
        for folder in args.folders:
            for question in load_questions(folder):
                if question.get("answerable", True) != args.answerable:
                    continue
                found.clear()
                searching.search(question["q"], limit=3)
                if not found:
                    continue
                pairs[(len(found["gap_only"]), len(found["rule_only"]))] += 1
                print(f"{found['ratio']:5.2f} {found['gap']} > {found['rule']}  gap only {found['gap_only']}"
                      f"  rule only {found['rule_only']}  {question['q']!r}")
    print()
    print("(gap-only words, rule-only words): questions")
    for pair, count in sorted(pairs.items()):
        print(f"  {pair}: {count}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
