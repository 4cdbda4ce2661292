"""Write the four question files of blind72 from q_*.py (and ids.json, once it exists).

Each file is in a seeded shuffled order (seeds 7201-7204) so the unanswerable
questions are mixed in; `names_game` is set by a regex on the question's own
game name.
"""

import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

GAMES = [
    ("coming-of-age", "q_coa", 7201, r"\bcoming of age\b|\bcoa\b"),
    ("loop", "q_loop", 7202, r"\bloop\b"),
    ("adulthood", "q_adu", 7203, r"\badulthood\b"),
    ("cv", "q_cv", 7204, r"\bcv\b"),
]
ALL_NAMES = r"\bcoming of age\b|\bcoa\b|\bloop\b|\badulthood\b|\bcv\b"


def toml_str(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def main() -> None:
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, module, seed, pattern in GAMES:
        questions = __import__(module).Q
        assert len(questions) == 60, (game, len(questions))
        assert len({q for _, _, q in questions}) == 60, game
        order = list(questions)
        random.Random(seed).shuffle(order)
        out = []
        for lang, answerable, q in order:
            names = bool(re.search(pattern, q, re.I))
            other = [m for m in re.findall(ALL_NAMES, q, re.I) if not re.fullmatch(pattern, m, re.I)]
            assert not other, (game, q)
            qids = ids.get(q, []) if answerable else []
            lines = [
                "[[questions]]",
                f"q = {toml_str(q)}",
                f"lang = {toml_str(lang)}",
                f"game = {toml_str(game)}",
                f"names_game = {'true' if names else 'false'}",
                f"answerable = {'true' if answerable else 'false'}",
            ]
            if qids:
                lines.append("ids = [")
                lines += [f"    {toml_str(i)}," for i in qids]
                lines.append("]")
            else:
                lines.append("ids = []")
            out.append("\n".join(lines))
        (HERE / f"{game}.toml").write_text("\n\n".join(out) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
