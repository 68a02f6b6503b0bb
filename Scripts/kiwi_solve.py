"""Solves constraint systems with kiwisolver for the differential test.

Reads JSON from standard input:
  {"systems": [{"variables": N, "constraints": [
      {"terms": [[index, coefficient], ...], "constant": k,
       "op": "==" | "<=" | ">=", "strength": "required" | <number>}]}]}
Each constraint means  sum(coefficient * x[index]) + k  op  0.
Writes {"results": [{"values": [...]} | {"error": "..."}]} to standard output.
"""
import json
import sys

import kiwisolver as kiwi


def solve(system):
    xs = [kiwi.Variable("x%d" % i) for i in range(system["variables"])]
    solver = kiwi.Solver()
    for c in system["constraints"]:
        expr = sum((coef * xs[i] for i, coef in c["terms"]), c["constant"])
        op = c["op"]
        con = (expr == 0) if op == "==" else (expr <= 0) if op == "<=" else (expr >= 0)
        s = c["strength"]
        strength = kiwi.strength.required if s == "required" else kiwi.strength.create(0, float(s), 0)
        solver.addConstraint(con | strength)
    solver.updateVariables()
    return {"values": [x.value() for x in xs]}


def main():
    systems = json.load(sys.stdin)["systems"]
    results = []
    for system in systems:
        try:
            results.append(solve(system))
        except Exception as e:  # report, do not stop the batch
            results.append({"error": "%s: %s" % (type(e).__name__, e)})
    json.dump({"results": results}, sys.stdout)


if __name__ == "__main__":
    main()
