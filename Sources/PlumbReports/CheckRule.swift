import PlumbDiagnostics

/// What `plumb check` looks for, as data: each rule's id (what reporters
/// and configuration files name it by), its severity unless a finding says
/// otherwise, and a one-line summary for reports that list their rules
/// (SARIF's `tool.driver.rules`, the summary reporter).
public enum CheckRule: String, CaseIterable, Sendable, Comparable {
  /// Required constraints that cannot all hold: UIKit breaks one.
  case unsatisfiable = "unsatisfiable-constraints"
  /// A view whose frame the constraints do not fix (`hasAmbiguousLayout`).
  case ambiguous = "ambiguous-layout"
  /// A stored frame the constraints do not give, as Interface Builder
  /// marked it (`misplaced="YES"`, its "Frame for … will be different at run time").
  case misplaced = "misplaced-view"
  /// A stored frame Plumb's layout does not give, where Interface Builder
  /// did not mark the view misplaced: Plumb's canvas and Xcode's disagree,
  /// or the file was changed outside Xcode (a merge). Opt-in.
  case unmarkedMisplaced = "unmarked-misplaced-view"
  /// An installed constraint's priority changed across required/optional.
  case priorityMutation = "priority-mutation"
  /// A view laid out with a negative width or height.
  case negativeSize = "negative-size"
  /// A required constraint whose numbers left the range of a Double.
  case outOfRange = "out-of-range"
  /// Margins or wrapped text that did not settle (UIKit's layout feedback loop).
  case unsettled = "layout-feedback-loop"
  /// Something the reader could not take as written.
  case input = "input-warning"
  /// A lesson's step that cannot be done, or is done before the learner starts.
  case lesson = "lesson-step"
  /// In a right-to-left language: a constraint on left or right, which does not mirror.
  case leftRight = "left-right-in-rtl"
  /// Under a stress condition (another device or orientation), views that overlap where they did not.
  case overlap = "overlapping-views"
  /// Under a stress condition, a view past its superview's bounds or the screen's where it was inside them.
  case outOfBounds = "view-out-of-bounds"
  /// Under a text stress condition (another text size, a pseudolanguage), text UIKit truncates where it shows whole as designed.
  case truncated = "truncated-text"

  /// The severity of the rule's findings unless a finding says otherwise.
  public var defaultSeverity: Severity {
    switch self {
    case .unsatisfiable, .outOfRange: .error
    case .ambiguous, .misplaced, .unmarkedMisplaced, .priorityMutation, .negativeSize, .unsettled, .input, .lesson, .overlap, .outOfBounds, .leftRight, .truncated: .warning
    }
  }

  /// One line on what the rule finds.
  public var summary: String {
    switch self {
    case .unsatisfiable: "Required constraints that cannot all hold; UIKit breaks one of them at run time."
    case .ambiguous: "A view whose frame its constraints do not fix (hasAmbiguousLayout == YES)."
    case .misplaced: "A frame stored in the file that the constraints do not give, as Interface Builder marked it: it will be different at run time."
    case .unmarkedMisplaced:
      "A stored frame that breaks a constraint in Plumb's layout, where Interface Builder did not mark the view misplaced (off unless enabled: Plumb's canvas may differ from Xcode's)."
    case .priorityMutation: "An installed constraint's priority changed between required and optional, which UIKit does not support."
    case .negativeSize: "A view laid out with a negative width or height: UIKit draws nothing of it."
    case .outOfRange: "A required constraint whose numbers are past the range of a Double: the frames it touches are wrong."
    case .unsettled: "Margins or wrapped text that move the frames they follow: the layout does not settle."
    case .input: "Something in the file that Plumb could not take as written; the rest was read."
    case .lesson: "A lesson step that cannot be done with its solution, or is already done before the learner starts."
    case .leftRight: "A constraint on left or right, which stays put in a right-to-left language while leading and trailing mirror."
    case .overlap: "Two views side by side that overlap on another device or orientation, where they do not on the file's own."
    case .outOfBounds: "A view pushed past its superview's or the screen's edge on another device or orientation, where it is inside on the file's own."
    case .truncated: "Text UIKit truncates at another text size or in a longer language, where it shows whole as designed."
    }
  }

  /// Whether the rule reports only when a configuration sets its severity
  /// (SwiftLint's opt-in rules): its findings are left out by default.
  public var isOptIn: Bool { self == .unmarkedMisplaced }

  public static func < (a: CheckRule, b: CheckRule) -> Bool { a.rawValue < b.rawValue }
}
