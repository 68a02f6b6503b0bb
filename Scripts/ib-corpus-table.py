#!/usr/bin/env python3
"""Prints BENCHMARKS.md's Interface Builder table from a real run.

    Scripts/ib-corpus-table.py PLUMB [CORPUS_DIR]

Solves every .storyboard / .xib of CORPUS_DIR (default ../shared/uikit-corpus/interface-builder)
with the corpus's own compare-frames.py (same views, same 0.5-point tolerance), then prints
per file the views matching and the cause of every view that differs, as written in
Scripts/ib-corpus-causes.tsv (file number, IB ids, cause, explanation). A differing view the
causes file does not explain is printed as UNEXPLAINED with its frames; a view it explains that
now matches is printed as FIXED, so the causes file cannot go stale silently. Ends with the
totals per cause. Exits 1 when anything is unexplained or fixed.
"""
import collections, importlib.util, os, sys

here = os.path.dirname(os.path.abspath(__file__))

def load_compare(corpus):
    path = os.path.join(os.path.dirname(corpus.rstrip("/")), "compare-frames.py")
    spec = importlib.util.spec_from_file_location("compare_frames", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod

def load_causes():
    """(file number, IB id) -> (cause, explanation)."""
    by_view = {}
    with open(os.path.join(here, "ib-corpus-causes.tsv"), encoding="utf-8") as f:
        for line in f:
            if not line.strip() or line.startswith("#"): continue
            number, ids, cause, explanation = line.rstrip("\n").split("\t")
            for i in ids.split(","): by_view[(number, i.strip())] = (cause, explanation)
    return by_view

def main(argv):
    if len(argv) < 2: sys.exit(__doc__)
    plumb = argv[1]
    corpus = argv[2] if len(argv) > 2 else os.path.join(here, "..", "..", "shared", "uikit-corpus", "interface-builder")
    cf = load_compare(corpus)
    by_view = load_causes()
    files = sorted(f for f in os.listdir(corpus) if f.endswith((".storyboard", ".xib")))
    total = matched = clean = 0
    per_cause = collections.Counter()
    problems = []
    print("| file | views matching | cause of each remaining difference |")
    print("|---|---|---|")
    for name in files:
        path = os.path.join(corpus, name)
        number = name.split("_")[0]
        want = cf.stored_views(path)
        got = cf.solved_views(plumb, path)
        causes = collections.Counter()
        good = 0
        for vid, (tag, label, f) in want.items():
            g = got.get(vid)
            ok = g is not None and all(abs(a - b) <= 0.5 for a, b in zip(f, g))
            cause = by_view.get((number, vid))
            if ok:
                good += 1
                if cause: problems.append(f"FIXED        {name} {vid}: listed as '{cause[0]}' but matches")
            elif cause:
                causes[cause] += 1
            else:
                causes[("unexplained", "not explained yet")] += 1
                problems.append(f"UNEXPLAINED  {name} {vid} {tag}: IB {f} plumb {g}")
        total += len(want); matched += good; clean += good == len(want)
        for (c, _), n in causes.items(): per_cause[c] += n
        why = "; ".join(f"{c}: {e} ({n})" for (c, e), n in causes.items())
        print(f"| {os.path.splitext(name)[0]} | {good}/{len(want)} | {why} |")
    print()
    print(f"**{matched}/{total} views ({100.0 * matched / total:.1f}%) within 0.5 pt; {clean} of {len(files)} files entirely.**")
    print()
    print("| cause | views |")
    print("|---|---|")
    for c, n in per_cause.most_common():
        print(f"| {c} | {n} |")
    for p in problems: print(p, file=sys.stderr)
    sys.exit(1 if problems else 0)

if __name__ == "__main__":
    main(sys.argv)
