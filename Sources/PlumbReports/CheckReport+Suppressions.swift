import Foundation
import PlumbDiagnostics

extension CheckReport {
  /// The word a comment on a finding's line starts with to leave the
  /// finding out: `# plumb-ignore` in a scene, `// plumb-ignore` in Swift,
  /// every rule; `plumb-ignore: ambiguous-layout, negative-size` only those.
  public static let ignoreMarker = "plumb-ignore"

  /// The report without the findings of a `.scene` or `.swift` file whose
  /// line holds a `plumb-ignore` comment for their rule. `lines` gives a
  /// file's lines (nil when it cannot be read: its findings stay).
  /// - Complexity: O(findings), each file's lines asked for once.
  public func withoutInlineSuppressions(lines: (String) -> [Substring]?) -> CheckReport {
    var cache: [String: [Substring]?] = [:]
    var out = self
    out.entries = entries.filter { entry in
      guard case .finding(let f) = entry, let at = f.location else { return true }
      let file = at.file.lowercased()
      let comment: String
      if file.hasSuffix(".scene") { comment = "#" } else if file.hasSuffix(".swift") { comment = "//" } else { return true }
      if cache[at.file] == nil { cache[at.file] = .some(lines(at.file)) }
      guard let text = cache[at.file] ?? nil, text.indices.contains(at.line - 1) else { return true }
      return !CheckReport.ignores(text[at.line - 1], rule: f.rule, comment: comment)
    }
    return out
  }

  /// Whether `line` holds `COMMENT plumb-ignore` (every rule) or
  /// `COMMENT plumb-ignore: RULE, RULE` naming `rule`.
  static func ignores(_ line: Substring, rule: CheckRule, comment: String) -> Bool {
    guard let start = line.range(of: comment + " " + ignoreMarker) ?? line.range(of: comment + ignoreMarker) else { return false }
    let after = line[start.upperBound...]
    let rest = after.drop { $0 == " " }
    if rest.first == ":" {
      return rest.dropFirst().split(separator: ",").contains { $0.trimmingCharacters(in: .whitespaces) == rule.rawValue }
    }
    // `plumb-ignored` is another word.
    return after.isEmpty || after.first == " "
  }
}
