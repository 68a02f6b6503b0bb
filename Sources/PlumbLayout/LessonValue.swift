/// A number a lesson condition compares: a frame attribute of a view (in
/// the root's coordinates; `root` is the root view) plus a constant, or a constant.
public enum LessonValue: Equatable, Sendable {
  case attribute(view: String, LayoutAttribute, plus: Double)
  case number(Double)
}
