/// An unknown the solver gives a value to, such as a view's left edge.
///
/// Variables are compared by identity, like kiwi's: two variables with the same
/// name are still two unknowns. The name is only for messages.
public final class Variable: Hashable, CustomStringConvertible {
  public let name: String

  public init(_ name: String = "") {
    self.name = name
  }

  public static func == (a: Variable, b: Variable) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  public var description: String { name.isEmpty ? "var@\(ObjectIdentifier(self).hashValue)" : name }
}
