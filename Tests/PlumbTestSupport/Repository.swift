import Foundation

/// Where the repository and the built binaries are, for tests.
public enum Repository {
  /// The repository's root directory (the one holding Package.swift).
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A file under the root.
  public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// The text of a file under the root.
  public static func text(_ path: String) throws -> String { try String(contentsOf: url(path), encoding: .utf8) }

  /// A built product (`plumb`), next to the test bundle.
  public static func product(_ name: String) -> URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    if dir.lastPathComponent.hasSuffix(".xctest") { dir = dir.deletingLastPathComponent() }
    return dir.appendingPathComponent(name)
  }
}
