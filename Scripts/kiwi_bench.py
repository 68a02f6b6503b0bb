"""kiwisolver's side of `plumb-bench`: the same workloads, timing only solver calls.

Reads a JSON list of workloads on standard input, e.g.
  [{"kind": "build", "n": 1000}, {"kind": "resize", "n": 100}, ...]
and prints one JSON object per workload with the seconds measured.
Constraint objects are made before the clock starts.
"""
import json
import resource
import sys
import time

import kiwisolver as kiwi

MEDIUM = kiwi.strength.create(0, 750, 0)   # width == 100 at 750 (optional)
STRONG = kiwi.strength.create(0, 999, 0)   # the container edit variable


def natural(n):
    return 8 + n * 108


def chain(n):
    """A horizontal chain of n views: v[i].left = v[i-1].left + v[i-1].width + 8."""
    c = kiwi.Variable("container")
    lefts = [kiwi.Variable("l%d" % i) for i in range(n)]
    widths = [kiwi.Variable("w%d" % i) for i in range(n)]
    cs = []
    for i in range(n):
        cs.append(lefts[0] == 8 if i == 0 else lefts[i] == lefts[i - 1] + widths[i - 1] + 8)
        cs.append(widths[i] >= 20)
        cs.append((widths[i] == 100) | MEDIUM)
    cs.append(lefts[-1] + widths[-1] + 8 == c)
    return c, lefts, widths, cs


def build_chain(n):
    c, lefts, widths, cs = chain(n)
    s = kiwi.Solver()
    t = time.perf_counter()
    s.addEditVariable(c, STRONG)
    s.suggestValue(c, natural(n))
    for k in cs:
        s.addConstraint(k)
    s.updateVariables()
    return s, c, lefts, widths, cs, time.perf_counter() - t


def run(w):
    kind, n = w["kind"], w["n"]
    if kind == "build":
        # The fastest of `runs` builds, each in a new solver (as ours does).
        return {"seconds": min(build_chain(n)[5] for _ in range(w.get("runs", 1)))}
    if kind == "resize-small":
        s, c, *_ = build_chain(n)
        t = time.perf_counter()
        for i in range(w["cycles"]):
            s.suggestValue(c, natural(n) - (i % 10))
            s.updateVariables()
        return {"seconds": time.perf_counter() - t}
    if kind == "resize-sweep":
        s, c, *_ = build_chain(n)
        t = time.perf_counter()
        for _ in range(w["cycles"]):
            s.suggestValue(c, 0.6 * natural(n))
            s.updateVariables()
            s.suggestValue(c, 1.4 * natural(n))
            s.updateVariables()
        return {"seconds": time.perf_counter() - t}
    if kind == "keystroke":
        s, c, lefts, widths, cs, _ = build_chain(n)
        mid = n // 2
        old = cs[3 * mid]
        gaps = [lefts[mid] == lefts[mid - 1] + widths[mid - 1] + 8 + (k % 2) for k in range(1, w["cycles"] + 1)]
        t = time.perf_counter()
        for g in gaps:
            s.removeConstraint(old)
            s.addConstraint(g)
            s.updateVariables()
            old = g
        return {"seconds": time.perf_counter() - t}
    if kind in ("tree-build", "tree-resize"):
        return tree(w["depth"], kind == "tree-resize")
    raise ValueError(kind)


TREE_RESIZE_RUNS = 5


def tree(depth, resize):
    """A binary view tree; children split their parent along alternating axes, 8 points apart."""
    W, H = kiwi.Variable("W"), kiwi.Variable("H")
    cs = []

    def node(d, l, t, w, h):
        if d == depth:
            return
        kids = [tuple(kiwi.Variable("%s%d_%d" % (a, d, k)) for a in "ltwh") for k in range(2)]
        (al, at, aw, ah), (bl, bt, bw, bh) = kids
        if d % 2 == 0:
            cs.extend([al == l + 8, bl == al + aw + 8, bl + bw + 8 == l + w, aw == bw,
                       at == t + 8, bt == t + 8, ah == h - 16, bh == h - 16])
        else:
            cs.extend([at == t + 8, bt == at + ah + 8, bt + bh + 8 == t + h, ah == bh,
                       al == l + 8, bl == l + 8, aw == w - 16, bw == w - 16])
        for k in kids:
            node(d + 1, *k)

    root = [kiwi.Variable(x) for x in ("L", "T")]
    cs.extend([root[0] == 0, root[1] == 0])
    node(0, root[0], root[1], W, H)
    s = kiwi.Solver()
    t = time.perf_counter()
    s.addEditVariable(W, STRONG)
    s.addEditVariable(H, STRONG)
    s.suggestValue(W, 4096)
    s.suggestValue(H, 4096)
    for k in cs:
        s.addConstraint(k)
    s.updateVariables()
    built = time.perf_counter() - t
    if not resize:
        return {"seconds": built, "constraints": len(cs)}
    # The fastest of TREE_RESIZE_RUNS, each from the same starting size (as ours does).
    best = float("inf")
    for _ in range(TREE_RESIZE_RUNS):
        t = time.perf_counter()
        s.suggestValue(W, 3000)
        s.suggestValue(H, 5000)
        s.updateVariables()
        best = min(best, time.perf_counter() - t)
        s.suggestValue(W, 4096)
        s.suggestValue(H, 4096)
    return {"seconds": best}


def main():
    out = []
    for w in json.load(sys.stdin):
        r = run(w)
        r["peak_kib"] = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        out.append(r)
        print(json.dumps(r), flush=True)


if __name__ == "__main__":
    main()
