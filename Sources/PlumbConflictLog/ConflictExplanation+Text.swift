import PlumbLayout

extension ConflictExplanation {
  /// The explanation in words: the views, the conflict in UIKit's words,
  /// the constraint UIKit broke, and what each removal would give.
  public func text(_ log: ConflictLog) -> String {
    let c = conflict
    let heading = c.heading.isEmpty ? "a list of constraints pasted without its heading" : c.heading + "."
    var out = "\(log.file):\(c.line):\(c.column): conflict \(number + 1) of \(log.conflicts.count): \(heading)\n"
    // The views, named as the document names them, with the log's spelling.
    let addresses = Set(document.views.compactMap(\.ibID))
    let shown = log.views.filter { addresses.contains($0.address) }
    let width = shown.map(\.name.count).max() ?? 0
    out += "Views (Plumb's name = the log's):\n"
    for v in shown {
      out += "  \(v.name)\(String(repeating: " ", count: width - v.name.count)) = \(v.printed)"
      if let p = v.superview.flatMap(log.view) { out += ", in \(p.name)" }
      out += "\n"
    }
    out += "The constraints UIKit listed (at least one of them is one you don't want):\n"
    let tried = Dictionary(removals.map { ($0.index, $0) }, uniquingKeysWith: { a, _ in a })
    for k in c.constraints.indices {
      let lc = c.constraints[k]
      out += "  \(k + 1). <\(lc.text)>\n"
      out += "     = \(document.constraints[k].notation)\n"
      if c.brokenIndex == k { out += "     UIKit broke this one (\"Will attempt to recover by breaking constraint\")\n" }
      if let s = lc.system {
        out += "     system-made: \(s.origin)\n"
        out += "     usual fix: \(s.fix(fighting: fightingConstraint(k).map { "#\($0 + 1) (\(document.constraints[$0].notation))" }))\n"
      } else if let at = lc.madeAt {
        out += "     made at \(at) (\(lc.className))\n"
      }
      if let r = tried[k] {
        let frames = Self.frames(r.frames)
        if cause == .unprinted {
          out += "     without it: \(frames)\n"
        } else {
          out += "     without it: " + (r.resolves ? "no conflict; " + frames : "still a conflict: the others cannot all hold") + "\n"
        }
      }
    }
    switch cause {
    case .listed:
      out += "In Plumb's model the listed constraints conflict as they are.\n"
    case .negativeSizes(let list):
      let sizes = list.map { "the \($0.axis == .horizontal ? "width" : "height") of \($0.view) at \(formatPoints($0.size))" }
      out += "The listed constraints alone can all hold in Plumb's model, but only with \(sizes.joined(separator: " and ")). "
      out += "UIKit never makes a width or height negative (a limit it does not print); with sizes held at 0 or more they conflict, as UIKit says.\n"
    case .unprinted:
      switch c.pasteGap {
      case .elided(let line):
        out += "The listed constraints alone can all hold in Plumb's model, but the paste leaves constraints out (line \(line): '...'), "
        out += "so the constraints that conflict are probably among those left out. Paste the whole message to see the conflict.\n"
      case .cut(let cut):
        out += "The listed constraints alone can all hold in Plumb's model, but the paste stops inside the list: the description at line \(cut.line) has no end "
        out += "(<\(cut.text)…), so the constraints that conflict are probably among those cut off. Paste the whole message to see the conflict.\n"
      case nil:
        out += "The listed constraints alone can all hold in Plumb's model, so UIKit held another constraint it did not print "
        out += "(an intrinsic content size, a size UIKit fixes for its own views, a constraint of a view outside the list); Plumb shows no conflict.\n"
        if let rounded = Self.roundedConstant(in: c) {
          out += "UIKit prints constants rounded (\(rounded)): with their exact values the constraints may not fit as the printed ones just do.\n"
        }
      }
      // With no conflict in Plumb's model, no removal is needed: nothing more to say.
      return out
    }
    let resolving = resolvingRemovals
    if removals.isEmpty {
      out += "\(c.constraints.count) constraints are listed: too many to lay out once without each (Plumb tries up to \(Self.maximumRemovalsTried)).\n"
    } else if resolving.isEmpty {
      out += "No single removal resolves it: two or more of these constraints must change.\n"
    } else {
      let yours = resolving.filter { c.constraints[$0].system == nil }
      out += "Removing any one of #\(resolving.map { String($0 + 1) }.joined(separator: ", #")) resolves it"
      out += yours.isEmpty ? "; all of them are system-made.\n" : "; of those, #\(yours.map { String($0 + 1) }.joined(separator: ", #")) \(yours.count == 1 ? "is" : "are") the app's.\n"
    }
    if let b = c.brokenIndex, removals.indices.contains(b) {
      if removals[b].resolves {
        out += "UIKit shows the layout without #\(b + 1): " + Self.frames(removals[b].frames) + "\n"
      } else {
        // Its log then has another message for each further constraint it broke.
        out += "Without #\(b + 1) alone the others still conflict in Plumb's model, so UIKit breaks more than one; Plumb breaks another too: "
          + Self.frames(removals[b].frames) + "\n"
      }
    } else if c.brokenIndex == nil, let p = plumbBreaks, removals.indices.contains(p) {
      out += "The log does not say which constraint UIKit broke; Plumb breaks #\(p + 1), and UIKit may have broken another: " + Self.frames(removals[p].frames) + "\n"
    }
    return out
  }

  /// The app's constraint that fights system-made constraint `k`: one of
  /// the app's on `k`'s axis whose removal resolves the conflict, the one
  /// UIKit broke first among them; nil when there is none (the fix is then
  /// said in general).
  func fightingConstraint(_ k: Int) -> Int? {
    let axis = conflict.constraints[k].firstAttribute.attribute.axis
    let candidates = removals.filter {
      $0.resolves && conflict.constraints[$0.index].system == nil && conflict.constraints[$0.index].firstAttribute.attribute.axis == axis
    }.map(\.index)
    if let b = conflict.brokenIndex, candidates.contains(b) { return b }
    return candidates.first
  }

  /// A constant of the conflict's descriptions printed with four or more
  /// decimals (`54.6667`, `0.333333`): UIKit rounds what it prints.
  static func roundedConstant(in c: LoggedConflict) -> String? {
    for lc in c.constraints {
      let chars = Array(lc.text)
      var i = 0
      while i < chars.count {
        guard chars[i].isASCII, chars[i].isNumber else { i += 1; continue }
        var j = i
        while j < chars.count, chars[j].isASCII, chars[j].isNumber { j += 1 }
        if j < chars.count, chars[j] == "." {
          var k = j + 1
          while k < chars.count, chars[k].isASCII, chars[k].isNumber { k += 1 }
          // Not an address's hex digits: a number follows a space, a sign, `(` or `*`.
          let before = i == 0 ? " " : chars[i - 1]
          if k - j - 1 >= 4, " -+(*=".contains(before) { return String(chars[i..<k]) }
          i = k
        } else {
          i = j
        }
      }
    }
    return nil
  }

  static func frames(_ list: [(name: String, frame: Frame)]) -> String {
    list.map { "\($0.name) \($0.frame)" }.joined(separator: ", ")
  }
}
