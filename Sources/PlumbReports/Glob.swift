import Foundation

/// A shell-style pattern (`*`, `?`, `[…]`) matched against a whole path,
/// `*` matching `/` too: `*/Generated/*`, `*Tests*`, `App/*.storyboard`.
public struct Glob: Equatable, Sendable {
  public let pattern: String

  public init(_ pattern: String) { self.pattern = pattern }

  /// Whether `path` (a leading `./` aside) matches.
  public func matches(_ path: String) -> Bool {
    var p = path
    while p.hasPrefix("./") { p.removeFirst(2) }
    return fnmatch(pattern, p, 0) == 0 || fnmatch(pattern, path, 0) == 0
  }
}
