/// A located error in a scene file, printed like rustc and Yams:
///
///     profile.scene:12:1: error: unknown view 'phto'; did you mean 'photo'?
///     phto.leading = safeArea.leading + 20
///     ^~~~
public struct SceneError: Error, Equatable, CustomStringConvertible {
  public var file: String
  /// 1-based.
  public var line: Int
  /// 1-based, in characters.
  public var column: Int
  /// How many characters the caret line marks.
  public var length: Int
  public var message: String
  public var sourceLine: String

  public init(file: String, line: Int, column: Int, length: Int = 1, message: String, sourceLine: String) {
    self.file = file
    self.line = line
    self.column = column
    self.length = max(1, length)
    self.message = message
    self.sourceLine = sourceLine
  }

  public var description: String {
    // Tabs before the place are kept, so the caret lines up whatever the tab width.
    let before = sourceLine.prefix(max(0, column - 1))
    let pad = String(before.map { $0 == "\t" ? "\t" : " " }) + String(repeating: " ", count: max(0, column - 1 - before.count))
    return "\(file):\(line):\(column): error: \(message)\n\(sourceLine)\n\(pad)^\(String(repeating: "~", count: length - 1))"
  }
}

/// The closest of `candidates` to `word`, if it is close enough to be a likely typo.
///
/// Only candidates within the distance limit by length alone are compared
/// (the distance is at least the difference in length), so a very long
/// word costs no more than a short one.
func suggestion(for word: String, in candidates: [String]) -> String? {
  let count = word.count
  // Past this length a word is no typo of a name, and comparing costs its length squared.
  guard count <= 100 else { return nil }
  let lower = word.lowercased()
  // A cut-short word (`const`, `trail`) names what it starts.
  if count >= 3, let full = candidates.filter({ $0.count >= count && $0.lowercased().hasPrefix(lower) && $0 != word }).min(by: { $0.count < $1.count }) {
    return full
  }
  let limit = max(1, min(3, count / 3 + 1))
  let near = candidates.filter { abs($0.count - count) <= limit }
  let scored = near.map { ($0, editDistance(lower, $0.lowercased())) }
  guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }) else { return nil }
  return best.1 <= limit && best.1 > 0 || (best.1 == 0 && best.0 != word) ? best.0 : nil
}

/// Levenshtein distance, counting characters.
func editDistance(_ a: String, _ b: String) -> Int {
  let x = Array(a), y = Array(b)
  if x.isEmpty { return y.count }
  if y.isEmpty { return x.count }
  var prev = Array(0...y.count)
  for i in 1...x.count {
    var cur = [i] + Array(repeating: 0, count: y.count)
    for j in 1...y.count {
      cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
    }
    prev = cur
  }
  return prev[y.count]
}

/// "; did you mean 'x'?" or nothing.
func didYouMean(_ word: String, _ candidates: [String]) -> String {
  suggestion(for: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
