import PlumbLayout
import Foundation
import PlumbDiagnostics
import PlumbReports
import Yams

extension CheckConfiguration {
  /// The keys the file may hold at its top level.
  public static let keys = ["include", "exclude", "reporter", "strict", "all_devices", "all_text_sizes", "pseudo", "rules", "paths", "suppress"]

  /// The configuration `text` (the file at `file`) says.
  /// - Throws: a located error for text that is not YAML, an unknown key
  ///   (with the nearest known one), a value of the wrong kind, an
  ///   unknown rule, reporter or severity.
  public init(yaml text: String, file: String) throws(LocatedMessage) {
    self.init()
    self.file = file
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    func place(_ mark: Mark?) -> SourceLocation {
      guard let m = mark else { return SourceLocation(file: file, line: 1, column: 1) }
      let line = lines.indices.contains(m.line - 1) ? lines[m.line - 1] : ""
      return SourceLocation(file: file, line: m.line, scalarColumn: m.column, in: line)
    }
    func fail(_ node: Node?, _ message: String, suggestion: String? = nil) -> LocatedMessage {
      let at = place(node?.mark)
      let line = lines.indices.contains(at.line - 1) ? String(lines[at.line - 1]) : nil
      return LocatedMessage(.error, at: at, message, length: max(1, node?.scalar?.string.count ?? 1), sourceLine: line, suggestion: suggestion)
    }
    let root: Node?
    do {
      root = try Yams.compose(yaml: text)
    } catch let e as YamlError {
      throw CheckConfiguration.located(e, file: file, lines: lines)
    } catch {
      throw LocatedMessage(.error, file: file, "not YAML: \(error)")
    }
    guard let root else { return }
    guard let top = root.mapping else { throw fail(root, "expected settings (key: value lines), as in 'exclude: [\"*/Generated/*\"]'") }

    func key(_ k: Node, among known: [String]) throws(LocatedMessage) -> String {
      guard let s = k.scalar?.string, known.contains(s) else {
        let s = k.scalar?.string ?? "?"
        throw fail(k, "unknown key '\(s)' (one of \(known.joined(separator: ", ")))", suggestion: suggestion(for: s, in: known))
      }
      return s
    }
    func string(_ v: Node, _ what: String) throws(LocatedMessage) -> String {
      guard let s = v.scalar?.string else { throw fail(v, "expected \(what)") }
      return s
    }
    func strings(_ v: Node, _ what: String) throws(LocatedMessage) -> [String] {
      if let s = v.scalar?.string { return [s] }
      guard let items = v.sequence else { throw fail(v, "expected a list of \(what)") }
      var out: [String] = []
      for i in items { out.append(try string(i, what)) }
      return out
    }
    func bool(_ v: Node) throws(LocatedMessage) -> Bool {
      switch v.scalar?.string.lowercased() {
      case "true", "yes": return true
      case "false", "no": return false
      default: throw fail(v, "expected true or false")
      }
    }
    func ruleSettings(_ v: Node) throws(LocatedMessage) -> [CheckRule: RuleSetting] {
      guard let m = v.mapping else { throw fail(v, "expected rule: off, warning or error lines") }
      var out: [CheckRule: RuleSetting] = [:]
      let names = CheckRule.allCases.map(\.rawValue)
      for (k, value) in m {
        let name = try key(k, among: names)
        guard let rule = CheckRule(rawValue: name) else { continue }
        switch value.scalar?.string {
        case "off": out[rule] = .off
        case "warning": out[rule] = .severity(.warning)
        case "error": out[rule] = .severity(.error)
        default:
          let s = value.scalar?.string ?? ""
          throw fail(value, "expected off, warning or error for '\(name)'", suggestion: suggestion(for: s, in: ["off", "warning", "error"]))
        }
      }
      return out
    }

    for (k, v) in top {
      switch try key(k, among: CheckConfiguration.keys) {
      case "include": include = try strings(v, "path patterns").map { Glob($0) }
      case "exclude": exclude = try strings(v, "path patterns").map { Glob($0) }
      case "reporter":
        let name = try string(v, "a reporter's name")
        guard Reporter.named(name) != nil else {
          throw fail(v, "unknown reporter '\(name)' (one of \(Reporter.names.joined(separator: ", ")))", suggestion: suggestion(for: name, in: Reporter.names))
        }
        reporter = name
      case "strict": strict = try bool(v)
      case "all_devices": allDevices = try bool(v)
      case "all_text_sizes": allTextSizes = try bool(v)
      case "pseudo":
        let name = try string(v, "a pseudolanguage")
        guard let p = PseudoLanguage(rawValue: name) else {
          let names = PseudoLanguage.allCases.map(\.rawValue)
          throw fail(v, "unknown pseudolanguage '\(name)' (one of \(names.joined(separator: ", ")))", suggestion: suggestion(for: name, in: names))
        }
        pseudo = p
      case "rules": rules = try ruleSettings(v)
      case "paths":
        guard let items = v.sequence else { throw fail(v, "expected a list of '- match: PATTERN' entries with their rules") }
        for item in items {
          guard let m = item.mapping else { throw fail(item, "expected match: and rules:") }
          var match: Glob?
          var settings: [CheckRule: RuleSetting] = [:]
          for (k2, v2) in m {
            switch try key(k2, among: ["match", "rules"]) {
            case "match": match = Glob(try string(v2, "a path pattern"))
            default: settings = try ruleSettings(v2)
            }
          }
          guard let match else { throw fail(item, "a paths entry needs match: PATTERN") }
          paths.append(PathSettings(match: match, rules: settings))
        }
      case "suppress":
        guard let items = v.sequence else { throw fail(v, "expected a list of '- id: OBJECT-ID' entries (with rules: [RULE…] to suppress only those)") }
        for item in items {
          guard let m = item.mapping else { throw fail(item, "expected id: and rules:") }
          var id: String?
          var only: Set<CheckRule>?
          for (k2, v2) in m {
            switch try key(k2, among: ["id", "rules"]) {
            case "id": id = try string(v2, "an object id")
            default:
              var set = Set<CheckRule>()
              for name in try strings(v2, "rule ids") {
                guard let r = CheckRule(rawValue: name) else {
                  let names = CheckRule.allCases.map(\.rawValue)
                  throw fail(v2, "unknown rule '\(name)' (one of \(names.joined(separator: ", ")))", suggestion: suggestion(for: name, in: names))
                }
                set.insert(r)
              }
              only = set
            }
          }
          guard let id else { throw fail(item, "a suppress entry needs id: OBJECT-ID") }
          suppressions.append((id, only))
        }
      default: break
      }
    }
  }

  /// Yams' error as a located message.
  public static func located(_ e: YamlError, file: String, lines: [Substring]) -> LocatedMessage {
    func at(_ m: Mark, _ problem: String) -> LocatedMessage {
      let line = lines.indices.contains(m.line - 1) ? lines[m.line - 1] : ""
      return LocatedMessage(
        .error, at: SourceLocation(file: file, line: m.line, scalarColumn: m.column, in: line), "not YAML: \(problem)", sourceLine: String(line))
    }
    switch e {
    case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
      return at(mark, problem)
    case .duplicatedKeysInMapping(let duplicates, let context):
      return at(context.mark, "the key '\(duplicates.joined(separator: "', '"))' is given twice")
    default:
      return LocatedMessage(.error, file: file, "not YAML: \(e)")
    }
  }

  /// The configuration file `plumb check` reads in `directory`: the
  /// nearest `.plumb.yml` in it or a folder above it, or nil.
  public static func find(from directory: String) -> String? {
    var dir = URL(fileURLWithPath: directory).standardizedFileURL
    while true {
      let candidate = dir.appendingPathComponent(fileName).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path { return nil }
      dir = parent
    }
  }
}
