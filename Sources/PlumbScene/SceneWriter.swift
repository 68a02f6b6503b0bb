import Foundation

import PlumbDiagnostics
import PlumbLayout

/// Writes a scene back after its document changed, keeping the user's
/// comments, blank lines, order and spelling: only the statements whose
/// meaning changed are rewritten, each keeping its indentation and its
/// trailing comment. A constraint is known by the source line it came from
/// (`ConstraintSpec.line`; 0 for one added since) and a view by its name, so
/// deleted statements lose their line, and added views and constraints are
/// written after the last view and at the end. Settings the file did not
/// have are added after the last setting. Every line break is written as the
/// file had it (LF or CRLF); added lines follow the file's first line break.
public enum SceneWriter {
  public static func write(_ scene: Scene, _ document: LayoutDocument) -> String {
    // Each line with the CR of its line break (or of the file's end), which
    // every rewrite keeps: `replace` and `lineBreak` below.
    var lines: [String?] = scene.lines.indices.map { scene.carriageReturns.contains($0) ? scene.lines[$0] + "\r" : scene.lines[$0] }
    let cr = scene.lines.count > 1 && scene.carriageReturns.contains(0) ? "\r" : ""
    let old = scene.document
    var lastSetting = -1
    var seenSettings: Set<String> = []
    var writtenViews: Set<String> = []
    let oldByLine = Dictionary(grouping: old.constraints.filter { $0.line > 0 }, by: \.line)
    let newByLine = Dictionary(grouping: document.constraints.filter { $0.line > 0 }, by: \.line)
    for st in scene.statements {
      switch st.kind {
      case .setting(let name):
        lastSetting = max(lastSetting, st.line)
        seenSettings.insert(name)
        if name == "traits" && !document.device.isCanvas {
          lines[st.line] = nil  // a device has its own size classes
        } else if let text = settingText(name, old, document), let line = lines[st.line] {
          lines[st.line] = replace(line, with: text)
        }
      case .view(let name):
        writtenViews.insert(name)
        guard let b = document.view(named: name) else {
          lines[st.line] = nil  // deleted
          continue
        }
        guard let a = old.view(named: name), a != b, let line = lines[st.line] else { continue }
        lines[st.line] = replace(line, with: viewText(b))
      case .constraints:
        let was = oldByLine[st.line + 1] ?? [], now = newByLine[st.line + 1] ?? []
        guard was != now, let line = lines[st.line] else { continue }
        if now.isEmpty {
          lines[st.line] = nil
        } else if was.count == 1 && now.count == 1 {
          lines[st.line] = replace(line, with: constraintText(now[0]))
        } else {
          // A changed Visual Format line cannot say the change: write its constraints out.
          let (text, ending) = lineBreak(line)
          let indent = String(text.prefix { $0 == " " || $0 == "\t" })
          let written = [indent + "# was: " + text.trimmingBlanks] + now.map { indent + constraintText($0) }
          lines[st.line] = written.joined(separator: ending + "\n") + ending
        }
      }
    }
    // What the file does not have yet is written where it stands in the
    // document's order: a setting after the last setting; a view after the
    // view that comes before it in the document (before the first view when
    // none does); a constraint after the constraint before it, or at the end.
    // Positions are line indices of the file: `after[i]` follows line i
    // (-1: before the first line).
    var after: [Int: [String]] = [:]
    var added: [String] = []
    if old.orientation != document.orientation && !seenSettings.contains("orientation") { added.append("orientation \(document.orientation.rawValue)") }
    if old.direction != document.direction && !seenSettings.contains("direction") { added.append("direction \(document.direction.rawValue)") }
    if old.device != document.device && !seenSettings.contains("device") && !seenSettings.contains("canvas") { added.append(deviceText(document)) }
    if old.device.portraitTraits != document.device.portraitTraits, document.device.isCanvas, !seenSettings.contains("traits") {
      added.append("traits \(document.device.portraitTraits.notation)")
    }
    after[lastSetting, default: []] += added.map { $0 + cr }
    var viewLines: [String: Int] = [:]
    for st in scene.statements { if case .view(let name) = st.kind { viewLines[name] = st.line } }
    let firstView = viewLines.values.min()
    var viewAnchor: Int? = nil
    for v in document.views {
      if let line = viewLines[v.name] {
        viewAnchor = line
      } else {
        after[viewAnchor ?? (firstView.map { $0 - 1 } ?? lastSetting), default: []].append(viewText(v) + cr)
      }
    }
    let firstConstraint = scene.statements.compactMap { st -> Int? in
      if case .constraints = st.kind { return st.line }
      return nil
    }.min()
    var constraintAnchor: Int? = nil
    var atEnd: [String] = []
    for c in document.constraints {
      if c.line > 0 {
        constraintAnchor = c.line - 1
      } else if let at = constraintAnchor ?? firstConstraint.map({ $0 - 1 }) {
        after[at, default: []].append(constraintText(c) + cr)  // in order after one anchor
      } else {
        atEnd.append(constraintText(c) + cr)
      }
    }
    var out: [String] = after[-1] ?? []
    for (i, line) in lines.enumerated() {
      if let line { out.append(line) }
      out += after[i] ?? []
    }
    if !atEnd.isEmpty {
      // At the end, after the last line that says something.
      while let last = out.last, lineBreak(last).text.trimmingBlanks.isEmpty { out.removeLast() }
      out += atEnd + [""]
    }
    return out.joined(separator: "\n")
  }

  /// A line without the CR of its line break, and that CR ("" when it had none).
  static func lineBreak(_ line: String) -> (text: String, ending: String) {
    guard line.utf8.last == 0x0D else { return (line, "") }
    return (String(decoding: line.utf8.dropLast(), as: UTF8.self), "\r")
  }

  /// `line` with its statement replaced by `text`, keeping indentation, comment and line break.
  static func replace(_ line: String, with text: String) -> String {
    let (line, ending) = lineBreak(line)
    return replaceStatement(line, with: text) + ending
  }

  static func replaceStatement(_ line: String, with text: String) -> String {
    let indent = String(line.prefix { $0 == " " || $0 == "\t" })
    let statement = SceneParser.statementPart(line)
    let comment = String(line.dropFirst(statement.count))
    let gap = comment.isEmpty ? "" : String(statement.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
    return indent + text + (comment.isEmpty ? "" : (gap.isEmpty ? " " : gap) + comment)
  }

  static func settingText(_ name: String, _ a: LayoutDocument, _ b: LayoutDocument) -> String? {
    switch name {
    case "orientation" where a.orientation != b.orientation: return "orientation \(b.orientation.rawValue)"
    case "direction" where a.direction != b.direction: return "direction \(b.direction.rawValue)"
    case "device" where a.device != b.device, "canvas" where a.device != b.device: return deviceText(b)
    case "traits" where a.device.portraitTraits != b.device.portraitTraits: return "traits \(b.device.portraitTraits.notation)"
    default: return nil
    }
  }

  static func deviceText(_ d: LayoutDocument) -> String {
    d.device.isCanvas ? "canvas \(exactNumber(d.device.width))x\(exactNumber(d.device.height))" : "device \(d.device.name)"
  }

  /// The whole document as a scene: settings, then views, then constraints,
  /// one statement a line, every number exact (it parses back to the same document).
  public static func document(_ d: LayoutDocument) -> String {
    var lines: [String] = []
    if let t = d.title { lines.append("scene " + quoted(t)) }
    lines += settings(d)
    lines += d.views.map { viewText($0) }
    lines += d.constraints.map(constraintText)
    return lines.joined(separator: "\n") + "\n"
  }

  /// The statements that set where a document is laid out: its device or
  /// canvas, size classes, orientation, direction, safe area and root margins.
  public static func settings(_ d: LayoutDocument) -> [String] {
    var lines: [String] = []
    func insets(_ i: Insets) -> String { [i.top, i.left, i.bottom, i.right].map(exactNumber).joined(separator: " ") }
    guard d.device.isCanvas || Device.named(d.device.name) == d.device else {
      // A preset adjusted by an importer (Interface Builder's insets per Xcode
      // version): its name would mean the preset, so the canvas it is now.
      let (w, h) = d.size
      lines += ["canvas \(exactNumber(w))x\(exactNumber(h))", "traits \(d.traits.notation)", "safearea \(insets(d.safeAreaInsets))"]
      if d.direction != .leftToRight { lines.append("direction \(d.direction.rawValue)") }
      lines.append("margins \(insets(d.rootMargins))")
      return lines
    }
    lines.append(deviceText(d))
    if d.device.isCanvas, d.device.portraitTraits != .regularRegular { lines.append("traits \(d.device.portraitTraits.notation)") }
    if let kind = d.root.kind, kind != RootSpec().kindOnDevice(d.device) || d.root.height != nil {
      lines.append("root \(kind.rawValue)" + (d.root.height.map { " " + exactNumber($0) } ?? ""))
    }
    if d.orientation != .portrait { lines.append("orientation \(d.orientation.rawValue)") }
    if d.direction != .leftToRight { lines.append("direction \(d.direction.rawValue)") }
    if let i = d.safeAreaOverride { lines.append("safearea \(insets(i))") }
    // The root's own margin settings have no statements of their own: the margins they make are written exactly.
    if let i = d.rootMarginsOverride ?? (d.root.hasDefaultSettings ? nil : d.rootMargins) { lines.append("margins \(insets(i))") }
    return lines
  }

  /// A text in double quotes, with quotes, backslashes and line breaks
  /// escaped, and every other character that would act on a terminal
  /// (`TerminalText.needsEscape`: ESC, CR, NUL, C1 controls, direction
  /// overrides) written `\u{1B}`, so that a scene never carries one raw;
  /// `named` gives other escapes by character (Swift's `\t`). Swift's
  /// string literals read the same escapes.
  public static func quoted(_ text: String, named: [Unicode.Scalar: String] = [:]) -> String {
    var out = "\""
    for s in text.unicodeScalars {
      switch s {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      default: out += named[s] ?? (TerminalText.needsEscape(s) ? TerminalText.escape(s) : String(s))
      }
    }
    return out + "\""
  }

  /// A constraint in the scene's notation.
  public static func constraintText(_ c: ConstraintSpec) -> String {
    var s = (c.identifier.map { "\($0): " } ?? "") + c.notation
    if !c.condition.isAlways { s += " when \(c.condition)" }
    if !c.isActive { s += " inactive" }
    return s
  }

  /// `title:16,field:4`, in the order of the arranged views (then by name for any other).
  public static func customSpacingText(_ s: StackSpec, rename: (String) -> String) -> String {
    s.customSpacingOrder.compactMap { n in s.customSpacing[n].map { "\(rename(n)):\(exactNumber($0))" } }.joined(separator: ",")
  }

  /// A view declaration.
  /// With `explicit`, hugging, compression resistance and margins are
  /// written even where they are the kind's defaults (a converted scene
  /// spells them out).
  public static func viewText(_ v: ViewSpec, explicit: Bool = false) -> String {
    var parts = [v.kind.rawValue, v.name]
    if v.kind.hasText { parts.append(quoted(v.text)) }
    if let o = v.intrinsicOverride {
      parts.append(o.width == nil && o.height == nil ? "intrinsic=none" : "intrinsic=\(o.width.map(exactNumber) ?? "_")x\(o.height.map(exactNumber) ?? "_")")
    }
    let d = ViewSpec(name: v.name, kind: v.kind)
    func pair(_ p: (LayoutPriority, LayoutPriority)) -> String { p.0 == p.1 ? exactNumber(p.0.value) : "\(exactNumber(p.0.value)),\(exactNumber(p.1.value))" }
    if explicit || v.hugging != d.hugging { parts.append("hug=" + pair(v.hugging)) }
    if explicit || v.compressionResistance != d.compressionResistance { parts.append("resist=" + pair(v.compressionResistance)) }
    if let p = v.parent { parts.append("in=\(p)") }
    if explicit || v.margins != d.margins { parts.append("margins=\(exactNumber(v.margins.top)),\(exactNumber(v.margins.left)),\(exactNumber(v.margins.bottom)),\(exactNumber(v.margins.right))") }
    // Each key only for the kinds the parser takes it on.
    if v.kind == .label && v.lines != 1 { parts.append("lines=\(v.lines)") }
    if v.kind.hasText, let style = v.textStyle { parts.append("style=\(style.rawValue)") }
    if v.kind == .imageview, let i = v.imageSize { parts.append("image=\(exactNumber(i.width))x\(exactNumber(i.height))") }
    if v.kind == .textview && !v.scrolls { parts.append("scrolls=false") }
    if v.preservesSuperviewMargins { parts.append("preserves=true") }
    if v.followsReadableWidth { parts.append("readable=true") }
    if !v.insetsMarginsFromSafeArea { parts.append("safemargins=false") }
    if v.isHidden { parts.append("hidden=true") }
    if let s = v.stack {
      parts.append("axis=\(s.axis.rawValue)")
      parts.append("distribution=\(s.distribution.rawValue)")
      parts.append("alignment=\(s.alignment.rawValue)")
      parts.append("spacing=\(exactNumber(s.spacing))")
      if !s.arranged.isEmpty { parts.append("arranged=" + s.arranged.joined(separator: ",")) }
      if s.layoutMarginsRelativeArrangement { parts.append("arrangement=margins") }
      if s.baselineRelativeArrangement { parts.append("baselines=true") }
      if !s.customSpacing.isEmpty { parts.append("spacingafter=" + SceneWriter.customSpacingText(s, rename: { $0 })) }
      if !s.hidingPriority.isRequired { parts.append("hiding=\(exactNumber(s.hidingPriority.value))") }
    }
    if !v.condition.isAlways { parts.append("when \(v.condition)") }
    return parts.joined(separator: " ")
  }
}
