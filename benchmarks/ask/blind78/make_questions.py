"""Write the blind78 TOML files from questions.py (and ids.json once the ids are added)."""
import json
import random
import re
from pathlib import Path

from questions import Q

HERE = Path(__file__).resolve().parent
GAMES = {"adulthood": (7801, r"adulthood"), "coming-of-age": (7802, r"coming of age|\bcoa\b"),
         "cv": (7803, r"\bcv\b"), "loop": (7804, r"\bloop\b")}
IDS_PATH = HERE / "ids.json"
IDS = json.loads(IDS_PATH.read_text(encoding="utf-8")) if IDS_PATH.exists() else {}


def esc(text):
    return text.replace("\\", "\\\\").replace('"', '\\"')


for game, (seed, pattern) in GAMES.items():
    rows = [(q, lang, ok) for lang in ("en", "es") for q, ok in Q[(game, lang)]]
    random.Random(seed).shuffle(rows)
    out = []
    for q, lang, ok in rows:
        ids = IDS.get(q, []) if ok else []
        named = bool(re.search(pattern, q, re.I))
        out.append("[[questions]]")
        out.append(f'q = "{esc(q)}"')
        out.append(f'lang = "{lang}"')
        out.append(f'game = "{game}"')
        out.append(f"names_game = {'true' if named else 'false'}")
        out.append(f"answerable = {'true' if ok else 'false'}")
        if ids:
            out.append("ids = [")
            out += [f'    "{i}",' for i in ids]
            out.append("]")
        else:
            out.append("ids = []")
        out.append("")
    (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")
