/// How the expression of a constraint compares with zero.
public enum Relation: String, CaseIterable, Sendable {
  case lessThanOrEqual = "<="
  case equal = "=="
  case greaterThanOrEqual = ">="
}
