/// One lesson of the course: its file's name without `.scene`, and its text.
public struct CourseLesson: Equatable, Sendable {
  public var id: String
  public var source: String
}
