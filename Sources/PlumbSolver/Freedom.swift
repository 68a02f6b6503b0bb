/// Why a variable is not uniquely determined (UIKit's `hasAmbiguousLayout`).
///
/// UIKit names two causes, and a variable can have both:
/// - missing constraints: some variable can move without touching any
///   constraint's error at all;
/// - optional constraints of equal priority that pull against each other:
///   trading the error of one for the error of another leaves every level's
///   total unchanged, so any point in between is as good.
public struct Freedom: Equatable {
  public var missingConstraints: Bool
  /// The optional constraints whose errors can be traded, in the order they were added.
  public var equalPriorityConflicts: [Constraint]
  /// The priorities of trades the variable takes part in through a
  /// required constraint's slack (a width above its floor takes from
  /// another's preference), whose constraints are not listed: a row of n
  /// views would list every width for every view.
  public var tradedPriorities: Set<Double>
  /// Whether more optional constraints trade than `equalPriorityConflicts`
  /// lists (a long row's last views move with every width before them).
  public var listIsCut = false

  public init(missingConstraints: Bool = false, equalPriorityConflicts: [Constraint] = [], tradedPriorities: Set<Double> = []) {
    self.missingConstraints = missingConstraints
    self.equalPriorityConflicts = equalPriorityConflicts
    self.tradedPriorities = tradedPriorities
  }

  /// Whether optional constraints of equal priority leave the variable free.
  public var trades: Bool { !equalPriorityConflicts.isEmpty || !tradedPriorities.isEmpty }
}
