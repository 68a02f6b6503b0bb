/// A variable measured from an origin (`variable − origin`), or on its own
/// when `origin` is nil: what `Solver.freedoms(relativeTo:measuredFrom:)`
/// asks about.
public struct Offset: Hashable {
  public let variable: Variable
  public let origin: Variable?

  public init(_ variable: Variable, from origin: Variable? = nil) {
    self.variable = variable
    self.origin = origin
  }

  public static func == (a: Offset, b: Offset) -> Bool { a.variable === b.variable && a.origin === b.origin }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(variable))
    hasher.combine(origin.map(ObjectIdentifier.init))
  }
}
