import PlumbDiagnostics

/// Why an Interface Builder file cannot be laid out at all, each with the
/// offending place or object; printed `file:line:column: error: …` by the
/// one diagnostics renderer.
public enum InterfaceBuilderError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file cannot be read (missing, a directory, no permission).
  case unreadable(file: String, reason: String)
  /// The XML itself is broken; the location is where the parser stopped.
  case malformedXML(SourceLocation, String)
  /// Well-formed XML, but not an Interface Builder document (its root element is named).
  case notInterfaceBuilder(SourceLocation, element: String)
  /// A document format this reader does not know (`version="4.0"`).
  case unsupportedVersion(SourceLocation, version: String)
  /// `--scene` named no scene of the file; the scenes it has are listed.
  case noSuchScene(file: String, scene: String, available: [String])

  /// The error as a located message.
  public var located: LocatedMessage {
    switch self {
    case .unreadable(let file, let reason):
      return LocatedMessage(.error, file: file, "cannot read the file: \(reason)")
    case .malformedXML(let at, let message):
      return LocatedMessage(.error, at: at, "malformed XML: \(message)")
    case .notInterfaceBuilder(let at, let element):
      return LocatedMessage(.error, at: at, "not an Interface Builder document: the root element is <\(element)>, not <document>")
    case .unsupportedVersion(let at, let version):
      return LocatedMessage(.error, at: at, "Interface Builder document version \(version) is not supported (this reader knows version 3.0)")
    case .noSuchScene(let file, let scene, let available):
      return LocatedMessage(.error, file: file, "no scene '\(scene)'; the scenes are: \(available.joined(separator: ", "))")
    }
  }

  public var description: String { located.description }
}
