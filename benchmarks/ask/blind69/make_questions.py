"""Write the four TOML files of blind69 from the question lists.

Each file is in a seeded shuffled order (seeds 6901-6904). `names_game` is set
by a regex on the question's own game name. Expected ids come from `ids.json`
(question text -> ids); a question missing there gets `ids = []`.
"""
import json
import random
import re
from pathlib import Path

import questions_adult
import questions_coa
import questions_cv
import questions_loop

HERE = Path(__file__).parent
GAMES = [
    ("coming-of-age", questions_coa, 6901, r"coming of age|\bcoa\b"),
    ("loop", questions_loop, 6902, r"\bloop\b"),
    ("adulthood", questions_adult, 6903, r"\badulthood\b"),
    ("cv", questions_cv, 6904, r"\bcv\b"),
]


def q(s):
    return json.dumps(s, ensure_ascii=False)


def main():
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text()) if ids_path.exists() else {}
    for game, mod, seed, pat in GAMES:
        rows = [(t, a, "en") for t, a in mod.EN] + [(t, a, "es") for t, a in mod.ES]
        random.Random(seed).shuffle(rows)
        out = []
        for text, ans, lang in rows:
            named = bool(re.search(pat, text, re.I))
            got = ids.get(text, []) if ans else []
            block = [
                "[[questions]]",
                f"q = {q(text)}",
                f'lang = "{lang}"',
                f'game = "{game}"',
                f"names_game = {'true' if named else 'false'}",
                f"answerable = {'true' if ans else 'false'}",
            ]
            if got:
                block.append("ids = [")
                block += [f"    {q(i)}," for i in got]
                block.append("]")
            else:
                block.append("ids = []")
            out.append("\n".join(block))
        (HERE / f"{game}.toml").write_text("\n\n".join(out) + "\n")


if __name__ == "__main__":
    main()
