/// Why UIKit would refuse a visual format string, and where in its line.
public struct VisualFormatError: Error, Equatable, Sendable, CustomStringConvertible {
  /// 1-based, in characters, in the line that holds the format.
  public var column: Int
  /// How many characters the message is about (at least 1).
  public var length: Int
  public var message: String

  public var description: String { message }
}
