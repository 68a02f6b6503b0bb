/// For each definition subject, the constraints that mention it (see
/// `Tableau+Definitions`): one singly linked list per subject, all in one
/// array.
///
/// A layout makes one definition per view edge and a list for each, mostly
/// of one or two constraints: an array per subject was an allocation and a
/// free per view (a tenth of a 100,000-label chain's time). Constraints are
/// held unretained: a listed constraint is present, and the tableau's tags
/// keep it alive; removing it unlists it first.
struct DependentLists {
  /// The first node of each subject's list.
  private var heads = SymbolTable<Int>()
  private var nodes: [(constraint: Unmanaged<Constraint>, next: Int)] = []
  /// The first free node, chained through `next`; -1 when none.
  private var free = -1

  /// Prepends `c` to `s`'s list (a subject without one has an empty list).
  mutating func append(_ c: Constraint, to s: Symbol) {
    let node = (Unmanaged.passUnretained(c), heads[s] ?? -1)
    if free >= 0 {
      let i = free
      free = nodes[i].next
      nodes[i] = node
      heads[s] = i
    } else {
      nodes.append(node)
      heads[s] = nodes.count - 1
    }
  }

  /// Unlists `c` from `s`'s list.
  /// - Complexity: O(list).
  mutating func remove(_ c: Constraint, from s: Symbol) {
    guard var i = heads[s] else { return }
    var previous = -1
    while i >= 0 {
      if nodes[i].constraint.toOpaque() == Unmanaged.passUnretained(c).toOpaque() {
        if previous < 0 { heads[s] = nodes[i].next } else { nodes[previous].next = nodes[i].next }
        nodes[i].next = free
        free = i
        return
      }
      previous = i
      i = nodes[i].next
    }
  }

  /// Drops `s`'s list.
  mutating func close(_ s: Symbol) {
    guard var i = heads.removeValue(forKey: s) else { return }
    while i >= 0 {
      let next = nodes[i].next
      nodes[i].next = free
      free = i
      i = next
    }
  }

  /// The constraints in `s`'s list, newest first (empty when it has none).
  func list(_ s: Symbol) -> [Constraint] {
    var result: [Constraint] = []
    var i = heads[s] ?? -1
    while i >= 0 {
      result.append(nodes[i].constraint.takeUnretainedValue())
      i = nodes[i].next
    }
    return result
  }
}
