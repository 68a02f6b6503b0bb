extension Tableau {
  /// A linear form over parametric symbols (a direction's effect on one row).
  typealias Form = [Symbol: Double]

  /// The variables that can move without making any priority level worse,
  /// with the reason each can.
  ///
  /// The solutions as good as this one are those where every parametric
  /// symbol with a non-zero reduced cost stays at zero (raising one would
  /// make some level worse). The others, the *movable* symbols, may change:
  /// free ones either way, restricted ones upward, dummies never, as long as
  /// no restricted basic symbol goes negative. Near the current solution
  /// only the restricted rows already at zero (degenerate rows) can stop a
  /// move, so the directions along the optimum form the cone
  ///
  ///     D = { d : d_z ≥ 0 for restricted movable z, row_b(d) ≥ 0 for degenerate rows b }
  ///
  /// and a variable is free when its form (its row's movable cells, or the
  /// symbol itself) is not zero on all of D. D is convex, so that is when
  /// the form is not zero on D's linear hull: the subspace where D's
  /// implicit equalities (the inequalities no direction of D makes strict)
  /// hold. This is a property of the solutions, not of the basis: the
  /// verdict is the same whichever pivots led to this tableau. Testing each
  /// movable symbol alone is not: a degenerate row can block every symbol
  /// alone and still let two of them move together.
  ///
  /// - Complexity: one pass over the symbols when nothing is movable (the
  ///   usual, fully constrained layout); otherwise about linear in the
  ///   movable symbols' columns and the degenerate rows they reach, plus a
  ///   small simplex for each group of symbols that single moves and
  ///   opposite rows leave undecided (see `implicitEqualities`).
  func freedoms() -> [Variable: Freedom] { freedoms(relativeTo: [:]) }

  /// The variables that can move relative to another without making any
  /// priority level worse: for each `(v, origin)` in `pairs`, whether
  /// `v − origin` is free, with why; for every other variable, whether it
  /// is free itself.
  ///
  /// UIKit's engine holds a view's frame in its superview's coordinates,
  /// so a view whose superview can move but that is pinned to it is not
  /// ambiguous (`hasAmbiguousLayout` is NO): only its superview is.
  /// The free part of a difference is the difference of the free parts,
  /// because projecting off the hull is linear.
  ///
  /// `measuredFrom[v]` lists what the margins `v` is pinned to are
  /// measured from (where its superview lands on the screen or in its own
  /// superview; the superview's size): when one of those can move, the
  /// margins move `v` too, and it is free.
  func freedoms(relativeTo pairs: [Variable: Variable], measuredFrom: [Variable: [Offset]] = [:]) -> [Variable: Freedom] {
    let free = freeParts()
    var result: [Variable: Freedom] = [:]
    for (s, part) in free {
      guard let v = variables[s], pairs[v] == nil else { continue }
      result[v] = freedom(of: part)
    }
    func part(_ v: Variable) -> FreePart? { knownSymbol(v).flatMap { free[$0] } }
    // Each offset once, however many views it measures; each exact part
    // summarised once, however many differences it enters.
    var summaries: [Symbol: FreeSummary] = [:]
    func difference(_ a: Variable, _ b: Variable?) -> FreePart? {
      let (x, y) = (part(a), b.flatMap(part))
      if case .exact = x ?? .exact([:]), case .exact = y ?? .exact([:]) { return self.difference(x, y) }
      func summarised(_ v: Variable?, _ p: FreePart?) -> FreePart? {
        guard let v, let p, case .exact = p, let s = knownSymbol(v) else { return p }
        if let known = summaries[s] { return .summary(known) }
        let made = summary(of: p)
        summaries[s] = made
        return .summary(made)
      }
      return self.difference(summarised(a, x), summarised(b, y))
    }
    var moved: [Offset: FreePart?] = [:]
    func moves(_ m: Offset) -> FreePart? {
      if let known = moved[m] { return known }
      let found = difference(m.variable, m.origin)
      moved[m] = .some(found)
      return found
    }
    for (v, origin) in pairs {
      guard knownSymbol(origin) != nil else {
        // No constraint holds the origin: it moves alone, and `v` with it.
        var f = part(v).map(freedom(of:)) ?? Freedom()
        f.missingConstraints = true
        result[v] = f
        continue
      }
      if let m = (measuredFrom[v] ?? []).lazy.compactMap(moves).first {
        result[v] = freedom(of: m)
      } else if let d = difference(v, origin) {
        result[v] = freedom(of: d)
      }
    }
    return result
  }

  /// The free part of `a − b` (nil: either is fixed), or nil when it is zero.
  func difference(_ a: FreePart?, _ b: FreePart?) -> FreePart? {
    switch (a ?? .exact([:]), b ?? .exact([:])) {
    case (.exact(let x), .exact(let y)):
      var d = x
      for (z, c) in y { d[z, default: 0] -= c }
      // Within rounding of the larger of the two coefficients, as `Sum` cancels.
      d = d.filter { z, c in abs(c) > Row.cancellation * max(abs(x[z] ?? 0), abs(y[z] ?? 0)) }
      return d.isEmpty ? nil : .exact(d)
    case (let x, let y):
      var d = summary(of: x)
      d.add(summary(of: y), times: -1)
      return d.isZero ? nil : .summary(d)
    }
  }

  /// Every variable (as its symbol) that can move on the optimum, with the
  /// directions it moves along: the free forms of `freeForms`, and the
  /// definitions' subjects, whose parts are sums of their terms'.
  func freeParts() -> [Symbol: FreePart] {
    let free = freeForms()
    var parts = free.mapValues(FreePart.exact)
    parts.merge(definedParts(free: free)) { a, _ in a }
    return parts
  }

  /// Each variable (as its symbol) that can move on the optimum, with the
  /// directions it moves along: its form less what the cone's implicit
  /// equalities keep fixed. Not the definitions' subjects (`freeParts`).
  func freeForms() -> [Symbol: Form] {
    let movable = movableSymbols()
    if movable.isEmpty { return [:] }
    let isMovable = Set(movable)
    // Every variable that could change on the optimum, with its form: a
    // movable one, or one whose row holds a movable symbol.
    var candidates: [(symbol: Symbol, form: Form)] = []
    var basics = Set<Symbol>()
    for z in movable {
      if z.isExternal { candidates.append((z, [z: 1])) }
      for b in columns[z] ?? Column() where b.isExternal { basics.insert(b) }
    }
    for b in basics.sorted() {
      guard let row = rows[b] else { continue }
      candidates.append((b, Tableau.form(of: row, over: isMovable)))
    }
    if candidates.isEmpty { return [:] }
    let reached = candidates.reduce(into: Set<Symbol>()) { $0.formUnion($1.form.keys) }
    // The cone splits into independent groups of symbols tied by degenerate rows.
    let hull = Hull(blockingGroups(from: reached, movable: isMovable).flatMap(implicitEqualities))
    // What each variable's form keeps off the hull: the directions it moves along.
    var free: [Symbol: Form] = [:]
    for (s, form) in candidates {
      let f = hull.reduce(form)
      if !f.isEmpty { free[s] = f }
    }
    return free
  }

  /// Why a variable can move along its free part.
  func freedom(of part: FreePart) -> Freedom {
    switch part {
    case .exact(let form): return freedom(along: form)
    case .summary(let s): return s.freedom
    }
  }

  /// Why moving a free symbol leaves every priority level as good.
  enum Reason {
    /// It is the error of an optional constraint: a trade between equal priorities.
    case trade(Constraint)
    /// It moves the errors of optional constraints of these priorities.
    case traded(Set<Double>)
    /// It moves no optional constraint's error: a constraint is missing.
    case missing
  }

  /// Why symbol `z` can move. The constraint whose marker moves says why:
  /// an optional one's error is a trade between equal priorities. A
  /// required one's slack or a bare variable is a trade too when moving it
  /// moves optional errors (the error rows that hold it: a width above its
  /// floor takes from another's preference, and the objective stays flat
  /// only because they are of equal priority); else it is a missing constraint.
  func reason(of z: Symbol) -> Reason {
    if !z.isExternal, let owner = owners[z], !owner.priority.isRequired { return .trade(owner) }
    // Their priorities are kept, not the constraints: listing them made
    // a trading row of 1,000 views list every width for every view.
    var priorities = Set<Double>()
    for b in columns[z] ?? Column() where b.kind == .error {
      guard let o = owners[b], !o.priority.isRequired else { continue }
      priorities.insert(o.priority.value)
    }
    return priorities.isEmpty ? .missing : .traded(priorities)
  }

  /// Why a variable can move along `form`: the optional constraints of
  /// equal priority that trade, the priorities traded, or a missing constraint.
  func freedom(along form: Form) -> Freedom {
    var f = Freedom()
    var named = Set<ObjectIdentifier>()
    for z in form.keys.sorted() {
      switch reason(of: z) {
      case .trade(let owner):
        if named.insert(ObjectIdentifier(owner)).inserted { f.equalPriorityConflicts.append(owner) }
      case .traded(let priorities): f.tradedPriorities.formUnion(priorities)
      case .missing: f.missingConstraints = true
      }
    }
    // Each optional constraint that trades once, in the order the constraints were added.
    f.equalPriorityConflicts.sort { (tags[$0]?.marker.id ?? 0) < (tags[$1]?.marker.id ?? 0) }
    if f.equalPriorityConflicts.count > FreeSummary.listed {
      f.equalPriorityConflicts.removeLast(f.equalPriorityConflicts.count - FreeSummary.listed)
      f.listIsCut = true
    }
    return f
  }

  /// How far the optimum must let a symbol move for it to count as free:
  /// a restricted row that stops every movable symbol it holds within this
  /// distance blocks a move that lowers it, as a row at zero does
  /// (`blocks`). Without it, a conflict of rounding size made a tie:
  /// Interface Builder stores sizes as 32-bit floats (a cell 75.666664
  /// points tall where its contents need 75⅔), so two compression
  /// resistances of equal priority shared 2.5 × 10⁻⁶ points and three
  /// views were reported ambiguous. A move this small is no layout a
  /// screen shows (a pixel is a third of a point).
  static let ambiguityTolerance = 1.0e-4

  /// Whether restricted row `row` stops the moves that lower it: it is at
  /// zero, or so near that none of its movable symbols can move more than
  /// `ambiguityTolerance` before it reaches zero (a row of small
  /// coefficients near zero still lets its symbols move far, and does not).
  static func blocks(_ row: Row, movable: Set<Symbol>) -> Bool {
    if row.constant <= Row.epsilon { return true }
    guard row.constant <= ambiguityTolerance else { return false }
    var smallest = Double.infinity
    for cell in row.cells where movable.contains(cell.symbol) { smallest = min(smallest, abs(cell.coefficient)) }
    return row.constant <= ambiguityTolerance * smallest
  }

  /// The parametric symbols that can move without changing the objective:
  /// not dummies (pinned at zero), with a zero reduced cost at every level.
  /// In id order: every symbol a row holds or held, and every variable.
  func movableSymbols() -> [Symbol] {
    let candidates = (0...nextID).lazy.compactMap { self.columns.key(at: $0) ?? self.variables.key(at: $0) }
    return candidates.filter {
      !$0.isDummy && !self.rows.contains($0) && !self.definitions.contains($0) && self.objective.sign(of: $0) == 0
    }
  }

  /// The free parts of the definitions' subjects that are not zero: each
  /// the sum of its terms' free parts (`free`, which holds those of the
  /// other variables), in the order the definitions came, so that a
  /// subject's terms are done before it. `reduce` is linear, so a
  /// subject's free part is the sum of its terms'. A sum that could hold
  /// more than `exactFormLimit` entries is summarised: the k-th left
  /// edge of a row whose widths trade moves with k widths.
  /// - Complexity: O(terms of all definitions × `exactFormLimit`).
  func definedParts(free: [Symbol: Form]) -> [Symbol: FreePart] {
    var known: [Symbol: FreePart] = [:]
    if free.isEmpty { return known }
    var cache: [Symbol: FreeSummary] = [:]
    func part(_ s: Symbol) -> FreePart? { known[s] ?? free[s].map(FreePart.exact) }
    for case let x? in definitionOrder {
      guard let d = definitions[x] else { continue }
      var size = 0, summarised = false
      for cell in d.terms {
        switch part(cell.symbol) {
        case .exact(let f)?: size += f.count
        case .summary?: summarised = true
        case nil: break
        }
      }
      if size == 0 && !summarised { continue }
      if !summarised && size <= exactFormLimit {
        var sum: [Symbol: Sum] = [:]
        for cell in d.terms {
          guard case .exact(let f)? = part(cell.symbol) else { continue }
          for (z, a) in f { sum[z, default: Sum()].add(cell.coefficient * a) }
        }
        let form = sum.compactMapValues { $0.value == 0 ? nil : $0.value }
        if !form.isEmpty { known[x] = .exact(form) }
        continue
      }
      var total = FreeSummary()
      for cell in d.terms {
        // An exact term is summarised once, however many subjects it enters.
        guard let p = part(cell.symbol) else { continue }
        let term = cache[cell.symbol] ?? summary(of: p)
        if case .exact = p { cache[cell.symbol] = term }
        total.add(term, times: cell.coefficient)
      }
      if !total.isZero { known[x] = .summary(total) }
    }
    return known
  }

  /// A free part as a summary: an exact form's value at the probe point
  /// and its reason, cut.
  func summary(of part: FreePart) -> FreeSummary {
    switch part {
    case .summary(let s): return s
    case .exact(let form):
      var s = FreeSummary()
      var at: [ObjectIdentifier: Int] = [:]
      // In symbol order: a sum in a hashed order could differ in its last bit from run to run.
      for z in form.keys.sorted() {
        let x = (form[z] ?? 0) * Tableau.probeWeight(z)
        s.whole.add(x)
        switch reason(of: z) {
        case .trade(let owner):
          if let i = at[ObjectIdentifier(owner)] {
            s.owners[i].probe.add(x)
          } else {
            at[ObjectIdentifier(owner)] = s.owners.count
            s.owners.append(FreeSummary.Owner(constraint: owner, order: tags[owner]?.marker.id ?? 0, probe: FreeSummary.Probe(value: x, scale: abs(x))))
          }
          s.ownerPriorities[owner.priority.value, default: FreeSummary.Probe()].add(x)
        case .traded(let priorities):
          for p in priorities { s.traded[p, default: FreeSummary.Probe()].add(x) }
        case .missing: s.missing.add(x)
        }
      }
      s.keepEndOwners()
      return s
    }
  }

  /// The weight of symbol `z` at the probe point of `FreeSummary`: in
  /// [1, 2), drawn from the symbol's number, the same on every run.
  static func probeWeight(_ z: Symbol) -> Double {
    1 + Double(SplitMix.output(UInt64(bitPattern: Int64(z.raw))) >> 11) / Double(1 << 53)
  }

  /// The inequalities of the cone `D` (see `freedoms`) that can stop a
  /// move of the symbols in `reached`, in independent groups: the movable
  /// cells of each restricted row already at zero (within
  /// `ambiguityTolerance`) that holds one of them,
  /// or holds a symbol such a row holds, and so on; and `d_z ≥ 0` for each
  /// restricted movable symbol those rows hold. Rows no variable's form
  /// reaches this way cannot change a verdict, and symbols in different
  /// groups share no inequality, so each group is solved on its own: a long
  /// layout has thousands of groups of one or two symbols.
  func blockingGroups(from reached: Set<Symbol>, movable: Set<Symbol>) -> [[Form]] {
    var seen = Set<Symbol>(), degenerate = Set<Symbol>()
    var groups: [[Form]] = []
    for start in reached.sorted() where seen.insert(start).inserted {
      var queue = [start], rowsOfGroup: [Symbol] = []
      while let z = queue.popLast() {
        for b in columns[z] ?? Column() where b.isRestricted && !degenerate.contains(b) {
          guard let row = rows[b], Tableau.blocks(row, movable: movable) else { continue }
          degenerate.insert(b)
          rowsOfGroup.append(b)
          for cell in row.cells where movable.contains(cell.symbol) && seen.insert(cell.symbol).inserted {
            queue.append(cell.symbol)
          }
        }
      }
      if rowsOfGroup.isEmpty { continue }
      // In id order, so that the verdict's reasons come out the same each time.
      var forms = rowsOfGroup.sorted().compactMap { rows[$0].map { Tableau.form(of: $0, over: movable) } }
      let bounded = Set(forms.flatMap { $0.keys.filter(\.isRestricted) })
      forms += bounded.sorted().map { [$0: 1] }
      groups.append(forms)
    }
    return groups
  }

  /// The forms among `forms` (each meaning `form(d) ≥ 0`) that are zero on
  /// every `d` satisfying them all.
  ///
  /// The solutions form a cone, so the sum of directions that make each
  /// non-implicit form positive makes them all positive at once, and scaled
  /// up makes them all at least 1. So one small simplex that asks for
  /// `form(d) ≥ 1`, all at one optional priority, while requiring
  /// `form(d) ≥ 0`, reaches 1 on every form but the implicit equalities,
  /// which stay at 0.
  ///
  /// Most groups need no simplex: a symbol that can move alone without
  /// breaking any form makes the forms it enters positive, and when that
  /// leaves no form undecided (or the group has one symbol, whose moves
  /// alone are all its moves) the rest are the implicit equalities.
  func implicitEqualities(of forms: [Form]) -> [Form] {
    if forms.isEmpty { return [] }
    var holding: [Symbol: [Int]] = [:]
    for (i, form) in forms.enumerated() {
      for z in form.keys { holding[z, default: []].append(i) }
    }
    var strict = Set<Int>()
    for (z, held) in holding {
      for direction in z.isRestricted ? [1.0] : [1, -1] where held.allSatisfy({ (forms[$0][z] ?? 0) * direction >= 0 }) {
        strict.formUnion(held.filter { (forms[$0][z] ?? 0) * direction > 0 })
      }
    }
    let undecided = forms.indices.filter { !strict.contains($0) }
    // One symbol's moves alone are all its moves.
    if undecided.isEmpty || holding.count == 1 { return undecided.map { forms[$0] } }
    // A form whose opposite is also there is zero on the whole cone (the
    // two inequalities of a required equality, or of `x >= y` with `x <= y`);
    // neither can be strict, so only the undecided are compared.
    var opposed = Set<Int>()
    var byDirection: [[Cell]: Int] = [:]
    for i in undecided { byDirection[Tableau.direction(of: forms[i], sign: 1)] = i }
    for i in undecided {
      if let j = byDirection[Tableau.direction(of: forms[i], sign: -1)] { opposed.formUnion([i, j]) }
    }
    if opposed.count == undecided.count { return undecided.map { forms[$0] } }
    let lp = Tableau()
    lp.explainsConflicts = false
    var directions: [Symbol: Variable] = [:]
    var expressions: [LinearExpression] = []
    for form in forms {
      let terms = form.keys.sorted().map { z -> Term in
        let d = directions[z] ?? Variable("d\(z)")
        directions[z] = d
        return Term(d, form[z] ?? 0)
      }
      expressions.append(LinearExpression(terms))
    }
    do {
      for e in expressions {
        // d = 0 satisfies every required form, and optional ones are never refused.
        try lp.add(Constraint(e, .greaterThanOrEqual))
        try lp.add(Constraint(LinearExpression(e.terms, constant: -1), .greaterThanOrEqual, priority: 1))
      }
    } catch {
      // Only a bug can get here. Taking every form as an equality reports
      // fewer freedoms than there are, never one that is not there.
      assertionFailure("the cone of equally good directions could not be solved: \(error)")
      return forms
    }
    return forms.indices.filter { i in
      expressions[i].terms.reduce(0) { $0 + $1.coefficient * lp.value(of: $1.variable) } < 0.5
    }.map { forms[$0] }
  }

  /// `sign × form` scaled so that its first coefficient is ±1, rounded to
  /// nine decimals: equal for forms that are positive multiples of each other.
  static func direction(of form: Form, sign: Double) -> [Cell] {
    let cells = form.sorted { $0.key < $1.key }
    guard let first = cells.first?.value, first != 0 else { return [] }
    let scale = sign / abs(first)
    return cells.map { Cell(symbol: $0.key, coefficient: ($0.value * scale * 1e9).rounded() / 1e9) }
  }

  /// The cells of `row` whose symbols are in `movable`.
  static func form(of row: Row, over movable: Set<Symbol>) -> Form {
    var form: Form = [:]
    for cell in row.cells where movable.contains(cell.symbol) { form[cell.symbol] = cell.coefficient }
    return form
  }
}
