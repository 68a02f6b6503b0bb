/// Definitions: required equalities whose dummy column the tableau does not keep.
///
/// **Why.** A required equality's dummy `d` is parametric and sits in every
/// row whose value depends on the equality's constant: its column is how
/// far each basic symbol moves when that constant changes. When required
/// equalities alone fix every variable, every value depends on almost every
/// constant. In a chain of equal widths pinned at both ends
/// (`l[i] = l[i-1] + w[i-1] + 2`, `w[i] = w[i-1]`, `l[n-1] + w[n-1] = W`)
/// each width is `(W - 2(n-1)) / n`: measured at N = 200, the rows held
/// 320,001 cells of which 319,601 were dummies, every row holding every
/// dummy. No choice of subject or pivot helps: with all dummies parametric
/// the dummy part of the tableau is the inverse of the basis, dense here,
/// and each later pivot rewrites those dense rows (N = 1,000 took 96 s).
/// The non-dummy part stayed linear (400 cells at N = 200).
///
/// **What instead.** A required equality added with a *fresh* variable (no
/// row holds it, so no present constraint mentions it) is a definition of
/// that variable, its *subject*: the row is solved for the subject and no
/// dummy is written into it. The constant-dependence the dummy column held
/// is recomputed when it is needed, from the order of definitions:
///
/// Changing definition k's constant by Δ (k: `a·x + f(y) + c = 0`, `x` its
/// subject) is the same as renaming `x` to `x + Δ/a`: k then holds with its
/// old constant, and every constraint `j` that mentions `x` (all added after
/// k, since `x` was fresh) sees its constant change by `-a_j·Δ/a`. So the
/// change travels forward (through `mentions()`) to constraints with a kept
/// marker column, whose shift is the usual one, and to later definitions,
/// whose subjects are renamed in turn; then each renamed subject's value
/// moves back by its renaming. Walking in the order of addition, each
/// constraint is visited once with the sum of what reaches it.
///
/// With Δ = 1 the walk gives the dummy's column itself (`recallDummy`),
/// which a removal writes back into the rows before the usual elimination.
/// A constant change does the same once (`promote`): from then on the
/// definition is an ordinary equality with a kept column, since an edited
/// constant tends to be edited again, and a kept column makes each edit a
/// shift of the rows that hold it. A conflict's certificate gives each
/// definition's weight by walking back (`definitionWeights`).
///
/// - Complexity: recalling a column scans every constraint once (to find
///   who mentions each subject), then costs the constraints the change
///   reaches and the rows their kept markers are in. Adds pay nothing for
///   any of this; the chain above builds in time linear in N.
extension Tableau {
  /// The definitions present by subject, and for each subject the other
  /// constraints that mention it: where a change of the definition's
  /// constant goes on to (all added after it, since the subject was fresh).
  struct Mentions {
    var definitions: [Symbol: Constraint] = [:]
    var dependents: [Symbol: [Constraint]] = [:]
  }

  /// Who mentions each definition's subject, found by scanning every
  /// constraint. Only a recalled column or an explained conflict asks:
  /// kept up to date on every add instead, this index cost the
  /// 100,000-label chain more than these rare scans do.
  /// - Complexity: O(terms of all constraints).
  func mentions() -> Mentions {
    var m = Mentions()
    for (c, tag) in tags {
      if let s = tag.subject { m.definitions[s] = c }
    }
    if m.definitions.isEmpty { return m }
    for (c, _) in tags { noteMentions(of: c, in: &m) }
    return m
  }

  /// Lists `c` as a dependent of each definition subject it mentions with
  /// a non-zero net coefficient (once per variable), other than its own.
  func noteMentions(of c: Constraint, in m: inout Mentions) {
    let terms = c.expression.terms
    for (i, t) in terms.enumerated() {
      guard let s = knownSymbol(t.variable), let d = m.definitions[s], d !== c else { continue }
      if terms[..<i].contains(where: { $0.variable === t.variable }) { continue }
      if c.expression.netCoefficient(of: t.variable) == 0 { continue }
      m.dependents[s, default: []].append(c)
    }
  }

  /// What changing the constant of the definition `k` by `delta` moves,
  /// as value changes by symbol (see the type's comment): basic symbols,
  /// and renamed subjects whether basic or not. Applies nothing; the
  /// constraints it reaches must all be present.
  func definitionShift(of k: Constraint, by delta: Double) -> [Symbol: Double] {
    let m = mentions()
    // The constraints the change can reach, in the order they were added.
    var reached: [(order: Int, constraint: Constraint)] = []
    var seenSet: Set<ObjectIdentifier> = [ObjectIdentifier(k)]
    var frontier = [k]
    while let j = frontier.popLast() {
      guard let t = tags[j] else { continue }
      reached.append((t.marker.id, j))
      guard let s = t.subject else { continue }
      for d in m.dependents[s] ?? [] where seenSet.insert(ObjectIdentifier(d)).inserted {
        frontier.append(d)
      }
    }
    reached.sort { $0.order < $1.order }
    // Sums that two paths reach with opposite signs must cancel exactly,
    // not leave rounding noise that a later pivot would divide by: each sum
    // keeps its largest addend (as `Costs` does) and reads as zero beside it.
    var pending: [ObjectIdentifier: Sum] = [ObjectIdentifier(k): Sum(delta)]
    var moves: [Symbol: Sum] = [:]
    for (_, j) in reached {
      guard let e = pending[ObjectIdentifier(j)]?.value, e != 0, let t = tags[j] else { continue }
      if let s = t.subject, let x = variables[s] {
        // Rename the subject: it moves back by e / a, and what mentions it takes the change.
        let a = j.expression.netCoefficient(of: x)
        moves[s, default: Sum()].add(-e / a)
        for d in m.dependents[s] ?? [] {
          pending[ObjectIdentifier(d), default: Sum()].add(-d.expression.netCoefficient(of: x) * e / a)
        }
      } else {
        // A kept marker: the shift `setConstant` makes (the marker itself stays at zero).
        let shift = e / t.markerCoefficient
        let marker = t.marker
        if rows.contains(marker) {
          moves[marker, default: Sum()].add(-shift)
        } else {
          for b in columns[marker] ?? Column() {
            let a = rows.withValue(b) { $0.coefficient(for: marker) } ?? 0
            moves[b, default: Sum()].add(a * shift)
          }
        }
      }
    }
    return moves.compactMapValues { $0.value == 0 ? nil : $0.value }
  }

  /// A sum that remembers its largest addend, and reads as zero when all
  /// that is left of it is rounding noise (see `Row.cancels`).
  struct Sum {
    private var total = 0.0, scale = 0.0
    init(_ x: Double = 0) { add(x) }
    mutating func add(_ x: Double) {
      total += x
      scale = max(scale, abs(x))
    }
    var value: Double { abs(total) <= Row.cancellation * scale ? 0 : total }
  }

  /// Turns the definition `c` into an ordinary required equality, whose
  /// dummy column the tableau keeps: writes the column back (`recallDummy`)
  /// and forgets the definition.
  func promote(_ c: Constraint, _ tag: Tag) {
    guard tag.subject != nil else { return }
    recallDummy(of: c, tag)
    var t = tag
    t.subject = nil
    tags[c] = t
  }

  /// Writes the dummy column of the definition `c` back into the rows, so
  /// that `remove` can eliminate the dummy as any other marker.
  ///
  /// The column is the definition's shift for Δ = 1 with every parametric
  /// symbol held still: a renamed subject that is parametric moved, so its
  /// own column is taken back out.
  func recallDummy(of c: Constraint, _ tag: Tag) {
    // Each entry with the largest addend that went into it, to tell a
    // cancelled sum from a small one.
    var column: [Symbol: Sum] = [:]
    func add(_ b: Symbol, _ x: Double) { column[b, default: Sum()].add(x) }
    for (s, d) in definitionShift(of: c, by: 1) where d != 0 {
      if rows.contains(s) {
        add(s, d)
      } else {
        for b in columns[s] ?? Column() {
          add(b, -d * (rows.withValue(b) { $0.coefficient(for: s) } ?? 0))
        }
      }
    }
    let d = tag.marker
    for (b, sum) in column where sum.value != 0 {
      let g = sum.value
      touchRow(b)
      rows.modify(b) { $0.insert(d, g) }
      columns.update(d, default: Column()) { $0.insert(b) }
      // Each level is the sum of its errors (weight 1), basic ones through
      // their rows: a basic error's new cell is a cost of the dummy too.
      if b.kind == .error, let level = owners[b]?.priority.value {
        touchLevel(level)
        objective.levels[level]?.insert(d, g)
      }
    }
  }

  /// The weight of each definition in the certificate `row` (a tableau row
  /// the dual simplex could not repair), given the weights of the
  /// constraints whose markers it names (`known`).
  ///
  /// The row is a combination of the constraints' own rows, so its
  /// coefficient of a variable is the weighted sum of the coefficients of
  /// the constraints that mention it. A definition's subject is mentioned
  /// only by the definition and by later constraints, so walking the
  /// definitions from the last added back, each weight follows from the
  /// weights already known.
  /// `extra` is a constraint being added (not yet among the tags).
  /// - Complexity: O(terms of all constraints).
  func definitionWeights(row: Row, known: [Constraint: Double], extra: Constraint?) -> [Constraint: Double] {
    var weights = known
    var m = mentions()
    if m.definitions.isEmpty { return weights }
    if let extra { noteMentions(of: extra, in: &m) }
    let order = m.definitions.map { (tags[$0.value]?.marker.id ?? 0, $0.key, $0.value) }.sorted { $0.0 > $1.0 }
    for (_, s, k) in order {
      guard let x = variables[s] else { continue }
      var sum = 0.0
      for j in m.dependents[s] ?? [] { sum += (weights[j] ?? 0) * j.expression.netCoefficient(of: x) }
      let y = (row.coefficient(for: s) - sum) / k.expression.netCoefficient(of: x)
      if y != 0 { weights[k] = y }
    }
    return weights
  }
}
