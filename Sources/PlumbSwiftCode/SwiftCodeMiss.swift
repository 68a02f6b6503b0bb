/// Constraints written at one place that no run of the code imports, and why.
public struct SwiftCodeMiss: Equatable, Sendable {
  public enum Reason: Equatable, Sendable {
    /// In a method nothing the layout runs calls (an action, a delegate method).
    case neverCalled(String)
    /// In a function with parameters the file never calls (a helper for
    /// other files' views): its constraints are made where it is called.
    case helper(String)
    /// In a property's `didSet` or `willSet`, which runs when other code sets the property.
    case observer(String)
    /// In an arm of an `if` or `switch` the file's own values never take (the text says why).
    case neverTaken(String)
    /// In arms only a combination of choices reaches (each `--define`
    /// alone does not): the choices, outermost first.
    case combination([String])
    /// Not reached: the run spent its steps before (a warning says where).
    case stopped
    /// Left out where a warning says why (an unknown view, a value it could not read).
    case warned
    /// Code the reader does not follow.
    case notRead
  }

  public var file: String
  public var line: Int
  public var column: Int
  public var count: Int
  public var reason: Reason

  public init(file: String, line: Int, column: Int, count: Int, reason: Reason) {
    self.file = file
    self.line = line
    self.column = column
    self.count = count
    self.reason = reason
  }
}
