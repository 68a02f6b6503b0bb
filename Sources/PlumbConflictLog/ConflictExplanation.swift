import PlumbLayout

/// What one conflict of a log means, worked out by solving it in Plumb's
/// model: whether the listed constraints conflict there too (and if not,
/// why UIKit found a conflict), and what the layout is without each one.
public struct ConflictExplanation: Equatable, Sendable {
  /// What removing one listed constraint does.
  public struct Removal: Equatable, Sendable {
    /// Index in the conflict's `constraints`.
    public var index: Int
    /// Whether the rest can all hold: removing this one alone resolves the conflict.
    public var resolves: Bool
    /// The frames of the conflict's views without it, by document name.
    public var frames: [(name: String, frame: Frame)]

    public static func == (a: Removal, b: Removal) -> Bool {
      a.index == b.index && a.resolves == b.resolves && a.frames.elementsEqual(b.frames) { $0.name == $1.name && $0.frame == $1.frame }
    }
  }

  /// Why the listed constraints conflict in Plumb's model.
  public enum Cause: Equatable, Sendable {
    /// They cannot all hold, as listed.
    case listed
    /// They can, but only with these views' widths or heights below 0
    /// (`(view, axis, size)`), which UIKit never allows: with sizes held
    /// at 0 or more (a constraint UIKit does not print) they conflict.
    case negativeSizes([NegativeSize])
    /// They can all hold even so: UIKit held a constraint it did not print.
    case unprinted
  }

  public struct NegativeSize: Equatable, Sendable {
    public var view: String
    public var axis: Axis
    public var size: Double

    public init(view: String, axis: Axis, size: Double) {
      (self.view, self.axis, self.size) = (view, axis, size)
    }
  }

  public var conflict: LoggedConflict
  /// 0-based position among the log's conflicts.
  public var number: Int
  public var cause: Cause
  /// The conflict's own document (its views and constraints, and size floors where the cause needs them).
  public var document: LayoutDocument
  /// One per listed constraint; empty when the conflict lists more than
  /// `maximumRemovalsTried` (each removal is a layout of its own).
  public var removals: [Removal]
  /// Where the log does not say which constraint UIKit broke, the one
  /// Plumb breaks as its best guess of UIKit's (`likelyBroken`); nil when
  /// the log says, or when no single removal resolves the conflict.
  public var plumbBreaks: Int?

  /// The listed constraint the layout Plumb shows breaks: UIKit's where the
  /// log says which, else Plumb's guess of it.
  public var shownBroken: Int? { conflict.brokenIndex ?? plumbBreaks }

  /// The most listed constraints whose removals are each tried (real logs list a few dozen at most).
  public static let maximumRemovalsTried = 64

  /// The indices of the listed constraints whose removal alone resolves the conflict.
  public var resolvingRemovals: [Int] { removals.filter(\.resolves).map(\.index) }

  /// The size floors of the conflict's document, by view name.
  var floors: [String: Set<Axis>] {
    var out: [String: Set<Axis>] = [:]
    for c in document.constraints where c.identifier?.hasPrefix(ConflictLog.floorIdentifier) == true {
      if case .view(let n) = c.firstItem { out[n, default: []].insert(c.firstAttribute.axis) }
    }
    return out
  }
}

extension ConflictLog {
  /// Explains every conflict of the log.
  /// - Complexity: one solve per listed constraint, plus two, per conflict.
  public func explain() -> [ConflictExplanation] {
    conflicts.enumerated().map { explain($1, number: $0) }
  }

  func explain(_ conflict: LoggedConflict, number: Int) -> ConflictExplanation {
    let (alone, _) = document(of: conflict.constraints)
    let aloneResult = LayoutEngine(alone).layoutIfNeeded()
    // UIKit's model: every view of the conflict at a size of 0 or more, on the axes the conflict uses.
    let axes = Set(conflict.constraints.map(\.firstAttribute.attribute.axis))
    var floors: [String: Set<Axis>] = [:]
    for v in alone.views where !v.isHidden { floors[v.name] = axes }
    let (doc, _) = document(of: conflict.constraints, floors: floors)
    var cause = ConflictExplanation.Cause.listed
    if aloneResult.conflictCount == 0 {
      // Satisfiable as listed in Plumb's model: with which sizes?
      var negative: [ConflictExplanation.NegativeSize] = []
      for v in aloneResult.views {
        if v.frame.width < -1e-6 { negative.append(.init(view: v.name, axis: .horizontal, size: v.frame.width)) }
        if v.frame.height < -1e-6 { negative.append(.init(view: v.name, axis: .vertical, size: v.frame.height)) }
      }
      cause = !negative.isEmpty && LayoutEngine(doc).layoutIfNeeded().conflictCount > 0 ? .negativeSizes(negative) : .unprinted
    }
    var removals: [ConflictExplanation.Removal] = []
    let involved = doc.views.filter { !$0.isHidden }.map(\.name)
    for k in conflict.constraints.indices where conflict.constraints.count <= ConflictExplanation.maximumRemovalsTried {
      var without = doc
      without.constraints[k].isActive = false
      let r = LayoutEngine(without).layoutIfNeeded()
      let frames = involved.compactMap { n in r.view(n).map { (name: n, frame: $0.frame) } }
      removals.append(.init(index: k, resolves: r.conflictCount == 0, frames: frames))
    }
    let plumbBreaks = conflict.brokenIndex == nil ? ConflictExplanation.likelyBroken(conflict, removals) : nil
    return ConflictExplanation(conflict: conflict, number: number, cause: cause, document: doc, removals: removals, plumbBreaks: plumbBreaks)
  }

  /// The document of the whole log: every logged constraint once, the
  /// size floors of its conflicts, and each view's weak pins towards
  /// filling its superview (see `ConstraintOrigin`). The constraints
  /// UIKit broke come last: Plumb breaks the latest member of a
  /// conflicting set, so that it shows the layout UIKit showed.
  public func document(_ explanations: [ConflictExplanation]) -> (LayoutDocument, [ConstraintOrigin]) {
    var floors: [String: Set<Axis>] = [:]
    for e in explanations { floors.merge(e.floors) { $0.union($1) } }
    // UIKit's choice where the log says it, else Plumb's guess of it.
    let broken = explanations.compactMap { e in e.shownBroken.map { e.conflict.constraints[$0] } }
    func isBroken(_ c: LoggedConstraint) -> Bool { broken.contains { $0.address == c.address && $0.text == c.text } }
    let all = constraints
    return document(of: all.filter { !isBroken($0) } + all.filter(isBroken), floors: floors, placing: true)
  }
}

extension ConflictExplanation {
  /// The listed constraint UIKit most likely broke, when the log does not
  /// say: one whose removal alone resolves the conflict, the app's before
  /// UIKit's own (in every public log that says, UIKit broke one of the
  /// app's when it could), one that closes a chain (a trailing, bottom or
  /// right edge: UIKit broke those more often than the edges that open
  /// one: the last such listed), else the first listed. On the logs that
  /// say, this guesses UIKit's choice in 13 of the corpus's 15 and 14 of
  /// 28 unseen public ones (breaking the first listed: 9 and 10).
  static func likelyBroken(_ c: LoggedConflict, _ removals: [Removal]) -> Int? {
    let resolving = removals.filter(\.resolves).map(\.index)
    guard !resolving.isEmpty else { return nil }
    let apps = resolving.filter { c.constraints[$0].system == nil }
    let pool = apps.isEmpty ? resolving : apps
    let closing: Set<LayoutAttribute> = [.trailing, .bottom, .right]
    func closes(_ k: Int) -> Bool {
      let lc = c.constraints[k]
      // `H:[A]-(8)-|` prints the superview first: its trailing or bottom closes the chain.
      return closing.contains(lc.firstAttribute.attribute) || lc.secondAttribute.map { closing.contains($0.attribute) && lc.edge != nil } ?? false
    }
    return pool.last(where: closes) ?? pool.first
  }
}
