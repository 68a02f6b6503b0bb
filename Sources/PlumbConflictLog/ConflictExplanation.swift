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
  /// The listed constraint Plumb breaks when it lays the conflict out as
  /// listed (the first it cannot hold); nil when it holds them all.
  public var plumbBreaks: Int?

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
    let plumbBreaks = LayoutEngine(doc).layoutIfNeeded().constraints.first { $0.broken && conflict.constraints.indices.contains($0.index) }?.index
    return ConflictExplanation(conflict: conflict, number: number, cause: cause, document: doc, removals: removals, plumbBreaks: plumbBreaks)
  }

  /// The document of the whole log: every logged constraint once, the
  /// size floors of its conflicts, and each view's weak pins towards
  /// filling its superview (see `ConstraintOrigin`). The constraints
  /// UIKit broke come first: Plumb breaks the earliest member of a
  /// conflicting set, so that it shows the layout UIKit showed.
  public func document(_ explanations: [ConflictExplanation]) -> (LayoutDocument, [ConstraintOrigin]) {
    var floors: [String: Set<Axis>] = [:]
    for e in explanations { floors.merge(e.floors) { $0.union($1) } }
    let broken = conflicts.compactMap(\.broken)
    func isBroken(_ c: LoggedConstraint) -> Bool { broken.contains { $0.address == c.address && $0.text == c.text } }
    let all = constraints
    return document(of: all.filter(isBroken) + all.filter { !isBroken($0) }, floors: floors, placing: true)
  }
}
