import PlumbDiagnostics

/// Something the reader could not take as written but laid out anyway
/// (an unknown element, a dangling reference): printed
/// `file:line:column: warning: …` by the one diagnostics renderer.
public struct InterfaceBuilderWarning: Equatable, Sendable, CustomStringConvertible {
  public var location: SourceLocation
  public var message: String

  public init(_ location: SourceLocation, _ message: String) {
    self.location = location
    self.message = message
  }

  /// The warning as a located message.
  public var located: LocatedMessage { LocatedMessage(.warning, at: location, message) }

  public var description: String { located.description }
}
