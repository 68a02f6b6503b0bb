/// The first-seen previous state of everything an operation touched, so that
/// a refused operation can put the tableau back exactly as it was.
///
/// Copying a row into the journal costs one reference (rows are copy-on-write),
/// so every mutating operation runs inside a journal.
struct Journal {
  var rows: [Symbol: Row?] = [:]
  var levels: [Double: Costs?] = [:]
  var values: [Symbol: Double] = [:]
  /// How many variables the tableau had seen: those after are new, and go.
  var seenBefore: Int
  /// The first definition whose value was stale (`Tableau.staleFrom`) when the operation began.
  var staleFrom: Int
  /// The entering set when the operation began (one reference: it is
  /// usually empty between operations, so the copy a change makes is cheap).
  /// Derived from the objective, but deriving it again walked every level
  /// on every refused add: 6,561 refusals among 13,000 symbols spent most
  /// of a 7.9 s run there.
  var entering: Set<Symbol>
}
