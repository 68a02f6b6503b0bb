import PlumbLayout

extension ConflictExplanation {
  /// The explanation in a few sentences, for a status line: the conflict,
  /// why it is one in Plumb's model, which constraint was broken (UIKit's
  /// choice, or Plumb's said as such) and what removal resolves it.
  /// Constraints are named by their place in the log's list (`#2`) and
  /// their notation.
  public func summary(_ log: ConflictLog) -> String {
    let c = conflict
    func named(_ k: Int) -> String { "#\(k + 1) \(document.constraints[k].notation)" }
    var out = log.conflicts.count == 1 ? "" : "Conflict \(number + 1) of \(log.conflicts.count): "
    switch cause {
    case .listed:
      out += "the \(c.constraints.count) listed constraints cannot all hold. "
    case .negativeSizes(let list):
      let sizes = list.map { "\($0.view) \($0.axis == .horizontal ? "width" : "height") \(formatPoints($0.size))" }
      out += "the listed constraints hold only with a negative size (\(sizes.joined(separator: ", "))), which UIKit never allows. "
    case .unprinted:
      switch c.pasteGap {
      case .elided(let line):
        return out + "the listed constraints can all hold, but the paste leaves constraints out (line \(line)): paste the whole message."
      case .cut(let cut):
        return out + "the listed constraints can all hold, but the paste stops inside the list (line \(cut.line)): paste the whole message."
      case nil:
        return out + "the listed constraints can all hold in Plumb's model: UIKit held a constraint the log does not print."
      }
    }
    if let b = c.brokenIndex {
      out += "UIKit broke \(named(b)) (BRK). "
    } else if let p = plumbBreaks {
      out += "The log does not say which constraint UIKit broke; Plumb breaks \(named(p)). "
    }
    let resolving = resolvingRemovals
    let yours = resolving.filter { c.constraints[$0].system == nil }
    if !resolving.isEmpty {
      let list = (yours.isEmpty ? resolving : yours).map { "#\($0 + 1)" }.joined(separator: ", ")
      out += yours.isEmpty ? "Removing any one of \(list) (all system-made) resolves it." : "Removing any one of the app's \(list) resolves it."
    } else if !removals.isEmpty {
      out += "No single removal resolves it."
    }
    return out
  }
}
