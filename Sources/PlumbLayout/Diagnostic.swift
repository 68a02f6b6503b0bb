/// Something the layout wants the user to know, in UIKit's words.
public struct Diagnostic: Equatable, Sendable {
  public enum Severity: String, Sendable { case error, warning }

  public enum Kind: String, Sendable {
    /// Required constraints that cannot all hold; one was broken.
    case unsatisfiable
    /// A view whose frame is not uniquely determined.
    case ambiguous
    /// A required constraint whose numbers left the range of a Double: the layout is not to be trusted.
    case outOfRange = "out-of-range"
    /// A priority changed across required/optional on an installed constraint.
    case priorityMutation = "priority-mutation"
    /// A view laid out with a negative width or height: its constraints put
    /// its far edge before its near one, and UIKit draws nothing of it.
    case negativeSize = "negative-size"
    /// Margins or wrapped text that follow frames they move in turn did not
    /// settle within the layout passes Plumb runs (UIKit's layout feedback loop).
    case unsettled
  }

  public var severity: Severity
  public var kind: Kind
  public var message: String
  /// UIKit-style descriptions of the constraints involved.
  public var constraints: [String]
  /// Names of the views involved.
  public var views: [String]
  /// The indices in the document of the constraints involved that the
  /// document holds, the one UIKit broke first: where a report places the diagnostic.
  public var sceneConstraints: [Int] = []
  /// For a conflict: the description of the constraint UIKit breaks to recover (the log's last line).
  public var broken: String? = nil

  public init(severity: Severity, kind: Kind, message: String, constraints: [String] = [], views: [String] = []) {
    self.severity = severity
    self.kind = kind
    self.message = message
    self.constraints = constraints
    self.views = views
  }

  /// UIKit's complaint when an installed constraint's priority crosses
  /// required/optional (UIKit raises); nil when it does not cross.
  public static func priorityMutation(from old: ConstraintSpec, to new: ConstraintSpec) -> Diagnostic? {
    guard old.priority.isRequired != new.priority.isRequired else { return nil }
    return Diagnostic(
      severity: .warning, kind: .priorityMutation,
      message: "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(new.priority) and the existing priority was \(old.priority).",
      constraints: [new.uikitDescription], views: new.viewNames)
  }
}
