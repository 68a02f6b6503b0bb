/// A variable times a coefficient: the `multiplier × item.attr` part of a constraint.
public struct Term: CustomStringConvertible {
  public var variable: Variable
  public var coefficient: Double

  public init(_ variable: Variable, _ coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }

  public var description: String {
    coefficient == 1 ? variable.description : "\(coefficient)*\(variable)"
  }
}
