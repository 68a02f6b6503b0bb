extension Tableau {
  /// Runs `body` so that it either completes or changes nothing.
  ///
  /// With `journaled`, every row, level and value the body touches is
  /// journaled on first touch; if the body throws, they are put back and the
  /// error rethrown. Operations that cannot be refused (optional adds,
  /// removals, constant changes of optional constraints, adds that need no
  /// dual simplex) run without a journal, which halves their memory traffic;
  /// if one of them fails anyway, that is a bug, and the tableau refuses all
  /// further work (see `broken`).
  func transaction<T>(journaled: Bool = true, _ body: () throws -> T) throws -> T {
    if let broken { throw broken }
    precondition(journal == nil, "transactions do not nest")
    journal = journaled ? Journal(seenBefore: seen.count, staleFrom: staleFrom, entering: entering) : nil
    do {
      let result = try body()
      journal = nil
      infeasible.removeAll()
      #if DEBUG
        if checksInvariants {
          let problems = invariantViolations()
          precondition(problems.isEmpty, "tableau invariants broken:\n" + problems.joined(separator: "\n"))
        }
      #endif
      return result
    } catch {
      guard journal != nil else {
        let failure = SolverError.internalError("an operation that cannot fail failed (\(error)); the solver is unusable")
        broken = failure
        throw failure
      }
      rollback()
      throw error
    }
  }

  /// Puts back everything the current journal recorded.
  func rollback() {
    guard let j = journal else { return }
    journal = nil
    for (b, old) in j.rows { setRow(b, old) }
    for (p, old) in j.levels { objective.levels[p] = old }
    for (s, v) in j.values { values[s] = v == 0 ? nil : v }
    // The subjects' values are back where they were, stale from where they were.
    staleFrom = j.staleFrom
    // Variables are seen in order: the new ones are the tail.
    for (unretained, s) in seen[j.seenBefore...] {
      let v = unretained.takeUnretainedValue()
      symbols.removeValue(forKey: v)
      if v.cacheOwner === identity { v.cacheOwner = nil }
      variables.removeValue(forKey: s)
    }
    seen.removeSubrange(j.seenBefore...)
    infeasible.removeAll()
    // The objective and the basis are as they were, so the entering set is too.
    entering = j.entering
  }
}
