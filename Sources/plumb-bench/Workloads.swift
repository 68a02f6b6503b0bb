import ArgumentParser
import Foundation
import PlumbSolver

/// The benchmark's workloads on our solver, shaped exactly like Scripts/kiwi_bench.py's.
enum Workloads {
  static func natural(_ n: Int) -> Double { Double(8 + n * 108) }

  struct Chain {
    let solver = Solver()
    let container = Variable("container")
    var lefts: [Variable] = []
    var widths: [Variable] = []
    var constraints: [Constraint] = []
    var buildSeconds = 0.0

    /// A horizontal chain of n views: `v[i].left = v[i-1].left + v[i-1].width + 8`,
    /// `width >= 20`, `width == 100 @750`, and the last trailing edge + 8 equal to the container.
    init(_ n: Int) throws {
      lefts = (0..<n).map { Variable("l\($0)") }
      widths = (0..<n).map { Variable("w\($0)") }
      for i in 0..<n {
        constraints.append(i == 0
          ? Constraint(LinearExpression(lefts[0]), .equal, 8)
          : Constraint(LinearExpression(lefts[i]), .equal, lefts[i - 1] + widths[i - 1] + 8))
        constraints.append(Constraint(LinearExpression(widths[i]), .greaterThanOrEqual, 20))
        constraints.append(Constraint(LinearExpression(widths[i]), .equal, 100, priority: 750))
      }
      constraints.append(Constraint(lefts[n - 1] + widths[n - 1] + 8, .equal, LinearExpression(container)))
      let t = Clock.now()
      try solver.addEditVariable(container, priority: 999)
      try solver.suggestValue(Workloads.natural(n), for: container)
      for c in constraints { try solver.add(c) }
      readAll()
      buildSeconds = Clock.now() - t
    }

    /// Reads every value, as a layout pass would: the solver writes them
    /// into the variables (kiwi's side calls its updateVariables), then we
    /// read them from there.
    @discardableResult
    func readAll() -> Double {
      solver.updateVariables()
      var sum = 0.0
      for v in lefts { sum += v.value }
      for v in widths { sum += v.value }
      return sum
    }
  }

  /// The fastest of `runs` builds of a fresh chain (each in a new solver).
  static func build(_ n: Int, runs: Int = 1) throws -> Double {
    var best = Double.infinity
    for _ in 0..<runs { best = min(best, try Chain(n).buildSeconds) }
    return best
  }

  /// Repetitions of a build that lasts a few milliseconds (the first one in
  /// a process also pays for warming up); the fastest counts, on both sides.
  static func buildRuns(_ n: Int) -> Int { n <= 100 ? 5 : 1 }

  static func resizeSmall(_ n: Int, cycles: Int) throws -> Double {
    let chain = try Chain(n)
    let t = Clock.now()
    for i in 0..<cycles {
      try chain.solver.suggestValue(natural(n) - Double(i % 10), for: chain.container)
      chain.readAll()
    }
    return Clock.now() - t
  }

  static func resizeSweep(_ n: Int, cycles: Int) throws -> Double {
    let chain = try Chain(n)
    let t = Clock.now()
    for _ in 0..<cycles {
      try chain.solver.suggestValue(0.6 * natural(n), for: chain.container)
      chain.readAll()
      try chain.solver.suggestValue(1.4 * natural(n), for: chain.container)
      chain.readAll()
    }
    return Clock.now() - t
  }

  /// Changes the gap before the middle view in place, as the playground's `+` key does.
  static func keystroke(_ n: Int, cycles: Int) throws -> Double {
    let chain = try Chain(n)
    let gap = chain.constraints[3 * (n / 2)]
    let t = Clock.now()
    for k in 1...cycles {
      // l[mid] - l[mid-1] - w[mid-1] - 8 - (k % 2) == 0
      try chain.solver.setConstant(-8 - Double(k % 2), of: gap)
      chain.readAll()
    }
    return Clock.now() - t
  }

  /// A binary view tree whose children split their parent along alternating axes, 8 points apart.
  static func tree(depth: Int, resize: Bool) throws -> (seconds: Double, constraints: Int) {
    let W = Variable("W"), H = Variable("H"), L = Variable("L"), T = Variable("T")
    var cs = [Constraint(LinearExpression(L), .equal, 0), Constraint(LinearExpression(T), .equal, 0)]
    var all: [Variable] = []
    func node(_ d: Int, _ l: Variable, _ t: Variable, _ w: Variable, _ h: Variable) {
      guard d < depth else { return }
      let kids = (0..<2).map { k in ["l", "t", "w", "h"].map { Variable("\($0)\(d)_\(k)") } }
      let (al, at, aw, ah) = (kids[0][0], kids[0][1], kids[0][2], kids[0][3])
      let (bl, bt, bw, bh) = (kids[1][0], kids[1][1], kids[1][2], kids[1][3])
      func eq(_ a: LinearExpression, _ b: LinearExpression) { cs.append(Constraint(a, .equal, b)) }
      if d % 2 == 0 {
        eq(LinearExpression(al), l + 8); eq(LinearExpression(bl), al + aw + 8); eq(bl + bw + 8, l + w); eq(LinearExpression(aw), LinearExpression(bw))
        eq(LinearExpression(at), t + 8); eq(LinearExpression(bt), t + 8); eq(LinearExpression(ah), h - 16); eq(LinearExpression(bh), h - 16)
      } else {
        eq(LinearExpression(at), t + 8); eq(LinearExpression(bt), at + ah + 8); eq(bt + bh + 8, t + h); eq(LinearExpression(ah), LinearExpression(bh))
        eq(LinearExpression(al), l + 8); eq(LinearExpression(bl), l + 8); eq(LinearExpression(aw), w - 16); eq(LinearExpression(bw), w - 16)
      }
      all += kids.flatMap { $0 }
      for k in kids { node(d + 1, k[0], k[1], k[2], k[3]) }
    }
    node(0, L, T, W, H)
    let s = Solver()
    var t = Clock.now()
    try s.addEditVariable(W, priority: 999)
    try s.addEditVariable(H, priority: 999)
    try s.suggestValue(4096, for: W)
    try s.suggestValue(4096, for: H)
    for c in cs { try s.add(c) }
    s.updateVariables()
    _ = all.reduce(0) { $0 + $1.value }
    let built = Clock.now() - t
    guard resize else { return (built, cs.count) }
    // One resize lasts about a millisecond, within the machine's noise: take
    // the fastest of `treeResizeRuns`, each from the same starting size
    // (kiwi's side does the same).
    var best = Double.infinity
    for _ in 0..<treeResizeRuns {
      t = Clock.now()
      try s.suggestValue(3000, for: W)
      try s.suggestValue(5000, for: H)
      s.updateVariables()
      _ = all.reduce(0) { $0 + $1.value }
      best = min(best, Clock.now() - t)
      try s.suggestValue(4096, for: W)
      try s.suggestValue(4096, for: H)
    }
    return (best, cs.count)
  }

  /// Repetitions of the tree's root resize; the fastest counts.
  static let treeResizeRuns = 5
}

enum Clock {
  static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}

/// Peak resident memory of this process so far, in KiB.
func peakKiB() -> Int {
  var usage = rusage()
  getrusage(RUSAGE_SELF.rawValue, &usage)
  return usage.ru_maxrss
}

extension Workloads {
  /// A chain of labels as the layout model makes it: each view's width held
  /// by content hugging (`width <= 80 @251`) and compression resistance
  /// (`width >= 80 @750`), each leading edge 8 after the previous trailing one.
  static func labelChain(_ n: Int) throws -> Double {
    let s = Solver()
    var lefts: [Variable] = [], widths: [Variable] = []
    let t = Clock.now()
    for i in 0..<n {
      let l = Variable("l\(i)"), w = Variable("w\(i)")
      try s.add(i == 0 ? Constraint(LinearExpression(l), .equal, 8) : Constraint(LinearExpression(l), .equal, lefts[i - 1] + widths[i - 1] + 8))
      try s.add(Constraint(LinearExpression(w), .lessThanOrEqual, 80, priority: 251))
      try s.add(Constraint(LinearExpression(w), .greaterThanOrEqual, 80, priority: 750))
      lefts.append(l)
      widths.append(w)
    }
    _ = lefts.reduce(0) { $0 + s.value(of: $1) }
    return Clock.now() - t
  }
}

extension Workloads {
  /// A chain of equal-width views, the shape of a `UIStackView` with
  /// `.fillEqually`: `v[i].left = v[i-1].left + v[i-1].width + 2`,
  /// `v[i].width = v[i-1].width`, content size 40 held at 250 (hugging) and
  /// 750 (compression resistance), and a container that pins the first left
  /// edge to 0 and the last right edge to `12 n - 2` (so each view is 10
  /// wide, and every compression resistance is broken by 30).
  static func equalWidthChain(_ n: Int) throws -> Double {
    let s = Solver()
    var lefts: [Variable] = [], widths: [Variable] = []
    lefts.reserveCapacity(n)
    widths.reserveCapacity(n)
    let t = Clock.now()
    for i in 0..<n {
      let l = Variable("l\(i)"), w = Variable("w\(i)")
      if i == 0 {
        try s.add(Constraint(LinearExpression(l), .equal, 0))
      } else {
        try s.add(Constraint(LinearExpression(l), .equal, lefts[i - 1] + widths[i - 1] + 2))
        try s.add(Constraint(LinearExpression(w), .equal, LinearExpression(widths[i - 1])))
      }
      try s.add(Constraint(LinearExpression(w), .lessThanOrEqual, 40, priority: 250))
      try s.add(Constraint(LinearExpression(w), .greaterThanOrEqual, 40, priority: 750))
      lefts.append(l)
      widths.append(w)
    }
    try s.add(Constraint(lefts[n - 1] + widths[n - 1], .equal, LinearExpression(constant: Double(12 * n - 2))))
    s.updateVariables()
    let sum = lefts.reduce(0) { $0 + $1.value } + widths.reduce(0) { $0 + $1.value }
    let seconds = Clock.now() - t
    // Every width must come out 10: a wrong answer is not a speed.
    guard widths.allSatisfy({ abs($0.value - 10) < 1e-6 * Double(n) }), sum.isFinite else {
      throw ValidationError("equal-width chain N=\(n): widths are not 10 (first \(widths.first?.value ?? .nan))")
    }
    return seconds
  }
}
