/// The directions along which a variable can move on the optimum: its free
/// form exactly while the form is small, else a summary of it.
///
/// A subject's free part is the sum of its terms' (`Tableau.freeParts`),
/// so along a row of views whose widths trade, the k-th left edge's form
/// holds k widths: kept exactly, a row of n views held n²/2 entries and
/// listed every width before each view. A summary keeps what the verdict
/// and its reasons need, in constant size.
enum FreePart {
  case exact(Tableau.Form)
  case summary(FreeSummary)

  /// How many entries an exact form may hold before a sum of forms is summarised.
  static let exactLimit = 64
}

/// A free form without its symbols: its value at a fixed pseudo-random
/// point, whole and split by the reason each symbol gives (see
/// `Tableau.freedom(along:)`), so that a reason whose symbols cancel in a
/// sum or a difference is dropped as it is from an exact form.
///
/// The values are linear in the form, so sums and differences of forms
/// are sums and differences of values. A zero form's value is zero up to
/// rounding. A form that is not zero comes out within rounding of zero
/// only when the point lies in a thin slab around a hyperplane the form
/// defines; the point's coordinates are drawn from the symbols' numbers
/// (`Tableau.probeWeight`), independently of the forms a layout makes, so
/// that happens about as often as a rounding error of 10⁻⁹ lands on zero.
/// (Polynomial identity testing: Schwartz 1980, Zippel 1979.)
struct FreeSummary {
  /// The value at the probe point, and the sum of its terms' sizes.
  struct Probe {
    var value = 0.0
    var scale = 0.0

    mutating func add(_ x: Double) {
      value += x
      scale += abs(x)
    }

    mutating func add(_ other: Probe, times c: Double) {
      value += c * other.value
      scale += abs(c) * other.scale
    }

    /// Whether the form this is the value of is zero: within rounding of it.
    var isZero: Bool { abs(value) <= Row.cancellation * scale }
  }

  /// An optional constraint whose error moves, with the value of its part.
  struct Owner {
    let constraint: Constraint
    /// Where it stands in the order the constraints were added.
    let order: Int
    var probe: Probe
  }

  var whole = Probe()
  /// The symbols that move no optional constraint's error: missing constraints.
  var missing = Probe()
  /// By priority, the symbols that trade through a required constraint's slack.
  var traded: [Double: Probe] = [:]
  /// Optional constraints whose errors move, in the order they were
  /// added: the first and last `kept / 2` of those not cancelled (see
  /// `keepEndOwners`); and by priority, all of them.
  var owners: [Owner] = []
  var ownerPriorities: [Double: Probe] = [:]
  /// The orders (`Owner.order`) between which owners were dropped: an
  /// owner there may have lost part of its value, so it is never kept
  /// again (a sum of summaries drops the hull of their ranges).
  var dropped: ClosedRange<Int>?

  /// How many optional constraints a summary keeps, more than it lists.
  static let kept = 16
  /// How many optional constraints a summary's reason lists.
  static let listed = 8

  var isZero: Bool { whole.isZero }

  /// Adds `c` times `other`.
  mutating func add(_ other: FreeSummary, times c: Double) {
    whole.add(other.whole, times: c)
    missing.add(other.missing, times: c)
    for (p, probe) in other.traded { traded[p, default: Probe()].add(probe, times: c) }
    for (p, probe) in other.ownerPriorities { ownerPriorities[p, default: Probe()].add(probe, times: c) }
    if let d = other.dropped { drop(d) }
    // At most `kept` on each side: the search is short.
    for o in other.owners where !(dropped?.contains(o.order) ?? false) {
      if let i = owners.firstIndex(where: { $0.constraint === o.constraint }) {
        owners[i].probe.add(o.probe, times: c)
      } else {
        owners.append(Owner(constraint: o.constraint, order: o.order, probe: Probe()))
        owners[owners.count - 1].probe.add(o.probe, times: c)
      }
    }
    keepEndOwners()
  }

  /// Drops the owners whose parts cancelled (what they held is zero, so
  /// nothing is lost should they come back), then keeps the first and
  /// last `kept / 2` in the order the constraints were added. Both ends:
  /// along a row, a view's edge is a sum that cancels at one end (the
  /// widths before it, less the row's fixed length) and keeps the other.
  /// Those dropped still count in `ownerPriorities`, and the range of
  /// orders between the ends is never kept again (`dropped`): a later
  /// term's part of a dropped owner would stand alone, though it cancels.
  /// - Complexity: O(k log k) for k owners.
  mutating func keepEndOwners() {
    owners.removeAll { $0.probe.isZero }
    owners.sort { $0.order < $1.order }
    if owners.count > FreeSummary.kept {
      let middle = FreeSummary.kept / 2 ..< owners.count - FreeSummary.kept / 2
      drop(owners[middle.lowerBound].order...owners[middle.upperBound - 1].order)
    }
  }

  /// Drops the owners whose orders lie in `range` and widens `dropped` to cover it.
  mutating func drop(_ range: ClosedRange<Int>) {
    let hull = dropped.map { min($0.lowerBound, range.lowerBound)...max($0.upperBound, range.upperBound) } ?? range
    dropped = hull
    owners.removeAll { hull.contains($0.order) }
  }

  /// Why the form moves: the reasons whose parts are not zero.
  ///
  /// Only the optional constraints kept are named. Those dropped still
  /// count in `ownerPriorities`, so what a priority's total holds beyond
  /// the kept ones of that priority is the part of constraints not named:
  /// when it is not zero, more trade than are listed, and the priority is
  /// said even if none of its constraints is (the kept ones cancelled, as
  /// along a row whose ends are fixed).
  var freedom: Freedom {
    var f = Freedom(missingConstraints: !missing.isZero)
    for (p, probe) in traded where !probe.isZero { f.tradedPriorities.insert(p) }
    let moving = owners.filter { !$0.probe.isZero }
    f.equalPriorityConflicts = moving.prefix(FreeSummary.listed).map(\.constraint)
    f.listIsCut = moving.count > FreeSummary.listed
    let named = Set(f.equalPriorityConflicts.map(\.priority.value))
    for (p, total) in ownerPriorities {
      var unnamed = total
      for o in owners where o.constraint.priority.value == p { unnamed.add(o.probe, times: -1) }
      if !unnamed.isZero { f.listIsCut = true }
      if !total.isZero && !named.contains(p) { f.tradedPriorities.insert(p) }
    }
    return f
  }
}
