"""Write the four TOML files of blind71 from q_*.py (questions) and ids.json (expected ids).

Each file is shuffled with a fixed seed so the unanswerable questions are mixed in.
`names_game` is set by a regex on the question's own game name only.
"""
import importlib.util
import json
import random
import re
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = [
    ("coming-of-age", "q_coa.py", 7101, r"\b(coming of age|coa)\b"),
    ("loop", "q_loop.py", 7102, r"\bloop\b"),
    ("adulthood", "q_adult.py", 7103, r"\badulthood\b"),
    # "my CV" / "mi CV" (a player's cards) does not name the game
    ("cv", "q_cv.py", 7104, r"(?<!my )(?<!mi )\bcv\b"),
]


def load(name):
    spec = importlib.util.spec_from_file_location(name[:-3], HERE / name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def quote(text):
    return json.dumps(text, ensure_ascii=False)


def main():
    ids_path = HERE / "ids.json"
    ids = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}
    for game, source, seed, pattern in GAMES:
        module = load(source)
        rows = [(q, "en", a) for q, a in module.EN] + [(q, "es", a) for q, a in module.ES]
        assert len(rows) == 60, (game, len(rows))
        random.Random(seed).shuffle(rows)
        out = []
        for q, lang, answerable in rows:
            named = bool(re.search(pattern, q, re.IGNORECASE))
            expected = ids.get(q, []) if answerable else []
            out.append("[[questions]]")
            out.append(f"q = {quote(q)}")
            out.append(f'lang = "{lang}"')
            out.append(f'game = "{game}"')
            out.append(f"names_game = {'true' if named else 'false'}")
            out.append(f"answerable = {'true' if answerable else 'false'}")
            if expected:
                out.append("ids = [")
                out += [f"    {quote(i)}," for i in expected]
                out.append("]")
            else:
                out.append("ids = []")
            out.append("")
        (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")


if __name__ == "__main__":
    main()
