/// An unknown the solver gives a value to, such as a view's left edge.
///
/// Variables are compared by identity, like kiwi's: two variables with the same
/// name are still two unknowns. The name is only for messages.
///
/// Like kiwi's variables, which hold their value, a variable remembers its
/// symbol in the tableau that last looked it up, so that reading a layout
/// indexes an array instead of hashing every variable. A variable is
/// therefore not for use from two threads at once.
///
/// `@unchecked Sendable` only so that a `SolverError` can name it: like its
/// solver, a variable belongs to one thread at a time.
public final class Variable: Hashable, CustomStringConvertible, @unchecked Sendable {
  public let name: String
  /// The identity of the tableau `cachedSymbol` belongs to (a strong
  /// reference to a token object, so that no other tableau can take its address).
  @exclusivity(unchecked) var cacheOwner: AnyObject?
  @exclusivity(unchecked) var cachedSymbol = Symbol(id: 0, kind: .external)
  /// The value `Solver.updateVariables()` last wrote (0 before that), as
  /// kiwi's variables hold theirs: reading it is a field load, for a layout
  /// pass that reads every variable after each solve.
  /// `Solver.value(of:)` always reads the current solution instead.
  @exclusivity(unchecked) public internal(set) var value = 0.0

  public init(_ name: String = "") {
    self.name = name
  }

  public static func == (a: Variable, b: Variable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

  public var description: String { name.isEmpty ? "var@\(ObjectIdentifier(self).hashValue)" : name }
}
