extension SceneParser {
  /// A view is arranged in one stack at most: UIKit's `addArrangedSubview`
  /// makes it a subview of that stack, so a second stack would take it
  /// away from the first. The second mention is the error.
  func checkArrangedOnce() throws {
    var first: [String: (stack: String, line: Int)] = [:]
    for m in arrangedMentions {
      if let f = first[m.name] {
        let which = f.stack == m.stack ? "already arranged in '\(f.stack)'" : "already arranged in stack '\(f.stack)' (line \(f.line + 1))"
        throw error(m.line, m.column, m.name.count, "'\(m.name)' is \(which); a view is arranged in one stack at a time")
      }
      first[m.name] = (m.stack, m.line)
    }
  }
}
