import PlumbInterfaceBuilder
/// One finding of `plumb check` on an Interface Builder file: what kind,
/// about which view or constraint (its IB id), where, and the message.
public struct CheckFinding: Equatable, Sendable {
  public enum Kind: String, Sendable {
    /// Something the reader could not take as written.
    case reader
    /// A constraint broken to resolve a conflict.
    case unsatisfiable
    case ambiguous
    /// A stored frame more than the tolerance from the solved one.
    case misplaced
    /// UIKit's warning about a priority crossing required/optional.
    case other
  }

  public var kind: Kind
  /// The scene's id and the view's or constraint's IB id (empty for the reader's warnings).
  public var subject: String
  public var warning: InterfaceBuilderWarning

  public init(kind: Kind, subject: String, warning: InterfaceBuilderWarning) {
    self.kind = kind
    self.subject = subject
    self.warning = warning
  }
}
