/// How a lesson condition compares two numbers (within half a point).
public enum LessonComparison: String, CaseIterable, Sendable {
  case equal = "=", less = "<", greater = ">", lessOrEqual = "<=", greaterOrEqual = ">="
}
