"""Write the blind68 question files (seeded shuffle; ids from ids.json if present)."""
import json, random, re, importlib.util
from pathlib import Path

HERE = Path(__file__).resolve().parent
GAMES = {"coming-of-age": ("questions_coa.py", 6801, r"coming of age|\bcoa\b"),
         "loop": ("questions_loop.py", 6802, r"\bloop\b"),
         "adulthood": ("questions_adulthood.py", 6803, r"adulthood"),
         "cv": ("questions_cv.py", 6804, r"\bcv\b")}

def load(name):
    spec = importlib.util.spec_from_file_location(name[:-3], HERE / name)
    mod = importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
    return mod.Q

def esc(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')

ids_path = HERE / "ids.json"
IDS = json.loads(ids_path.read_text(encoding="utf-8")) if ids_path.exists() else {}

for game, (fname, seed, rx) in GAMES.items():
    qs = load(fname)
    assert len(qs) == 60, (game, len(qs))
    for lang in ("en", "es"):
        sub = [q for q in qs if q[0] == lang]
        assert len(sub) == 30 and sum(1 for q in sub if not q[1]) == 5, (game, lang)
    assert len({q[2] for q in qs}) == 60
    order = list(qs)
    random.Random(seed).shuffle(order)
    out = []
    for lang, ans, q in order:
        ids = IDS.get(q, []) if ans else []
        named = bool(re.search(rx, q, re.I))
        out.append("[[questions]]\n" f'q = "{esc(q)}"\n' f'lang = "{lang}"\n' f'game = "{game}"\n'
                   f"names_game = {str(named).lower()}\n" f"answerable = {str(ans).lower()}\n"
                   + ("ids = []\n" if not ids else "ids = [\n" + "".join(f'    "{i}",\n' for i in ids) + "]\n"))
    (HERE / f"{game}.toml").write_text("\n".join(out), encoding="utf-8")
