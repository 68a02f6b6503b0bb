import Foundation
import PlumbLayout

/// `plumb convert`: an Interface Builder scene as a `.scene` file that
/// solves to the same frames.
///
/// The `.scene` format names views by identifiers and has no items for
/// the guides of named views, so the converter renames views (letters,
/// digits and `_`; the IB id is in a comment) and stands each guide in by a
/// hidden helper view whose constraints are the guide's own:
/// `NAME_margins` (inside NAME by its margins), `NAME_safeArea` (each edge
/// at least as far in as NAME's and the root's safe area's, and as near
/// NAME's own as that allows, at priority 1), `NAME_content` (a scroll
/// view's content: its origin, its size left to the constraints), and
/// `root_margins` for the root's margins. The root is a `canvas` of the
/// scene's size with its size classes and safe area. A control's alignment
/// insets are not in the format: a switch or slider solves to its
/// alignment rectangle, as constraints see it.
public enum SceneConverter {
  public struct Output: Equatable, Sendable {
    /// The `.scene` text.
    public var text: String
    /// The scene name of each view, by its name in the IB scene.
    public var names: [String: String]
    /// What the format cannot say (each also a comment in the text).
    public var warnings: [String]
  }

  public static func convert(_ scene: InterfaceBuilderScene) -> Output {
    convert(
      scene.document, header: "Converted by plumb from \(scene.root.location.file), scene '\(scene.name)' (\(scene.id)).", name: scene.name,
      notes: ibNotes(scene), constraintNotes: scene.constraintIDs)
  }

  /// Each view's IB id (empty when it has none), for the comment after it.
  static func ibNotes(_ scene: InterfaceBuilderScene) -> [String: String] {
    let ids = Dictionary(scene.views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
    return Dictionary(scene.document.views.map { ($0.name, ids[$0.name] ?? "") }, uniquingKeysWith: { a, _ in a })
  }

  /// Any document as a `.scene` file (a Swift file's, say): `header` is the
  /// first comment, `notes` a comment after each view by name, and
  /// `constraintNotes` one after each constraint (where the file has it).
  public static func convert(_ d: LayoutDocument, header: String, name sceneName: String, notes: [String: String], constraintNotes: [String]) -> Output {
    var names: [String: String] = [:]
    var used: Set<String> = ["root", "superview", "safeArea", "margins", "view", "root_margins"]
    used.formUnion(ViewKind.allCases.map(\.rawValue))
    for v in d.views {
      var base = String(v.name.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
      while base.contains("__") { base = base.replacingOccurrences(of: "__", with: "_") }
      base = String(base.drop { $0 == "_" })
      while base.hasSuffix("_") { base.removeLast() }
      if base.isEmpty || base.first?.isNumber == true { base = "v_" + base }
      var name = base
      var k = 2
      while used.contains(name) || used.contains(name + "_margins") { name = "\(base)_\(k)"; k += 1 }
      used.insert(name)
      names[v.name] = name
    }
    func rename(_ n: String) -> String { names[n] ?? n }
    var warnings: [String] = []
    var helpers: [String] = []
    var helperConstraints: [String] = []
    var made: Set<String> = []
    let r = ConstraintGenerator(d).rootMargins
    func helper(for ref: ItemRef) -> ItemRef {
      switch ref {
      case .view(let n): return .view(rename(n))
      case .marginsOf(let owner):
        let o = owner.map(rename)
        let h = "\(o ?? "root")_margins"
        if made.insert(h).inserted {
          let m = owner.flatMap { n in d.views.first { $0.name == n }?.margins } ?? r
          let parent = o.map { " in=\($0)" } ?? ""
          helpers.append("view \(h)\(parent) hidden=true    # \(o ?? "the root")'s layout margins guide")
          let p = o ?? "root"
          helperConstraints += [
            "\(h).left = \(p).left + \(exactNumber(m.left))", "\(h).top = \(p).top + \(exactNumber(m.top))",
            "\(h).right = \(p).right - \(exactNumber(m.right))", "\(h).bottom = \(p).bottom - \(exactNumber(m.bottom))",
          ]
        }
        return .view(h)
      case .safeAreaOf(let owner):
        let o = rename(owner)
        let h = "\(o)_safeArea"
        if made.insert(h).inserted {
          helpers.append("view \(h) in=\(o) hidden=true    # \(o)'s safe area guide")
          for (attr, rel) in [("left", ">="), ("top", ">="), ("right", "<="), ("bottom", "<=")] {
            helperConstraints += [
              "\(h).\(attr) \(rel) \(o).\(attr)", "\(h).\(attr) \(rel) safeArea.\(attr)", "\(h).\(attr) = \(o).\(attr) @1",
            ]
          }
        }
        return .view(h)
      case .contentOf(let owner):
        let o = rename(owner)
        let h = "\(o)_content"
        if made.insert(h).inserted {
          helpers.append("view \(h) in=\(o) hidden=true    # \(o)'s content layout guide")
          helperConstraints += ["\(h).left = \(o).left", "\(h).top = \(o).top"]
        }
        return .view(h)
      case .root, .safeArea, .superview, .margins: return ref
      }
    }
    var lines: [String] = []
    lines.append("# " + header)
    lines.append("scene \"\(escape(sceneName))\"")
    let (w, h) = d.size
    lines.append("canvas \(exactNumber(w))x\(exactNumber(h))")
    lines.append("traits \(d.traits)")
    let i = d.safeAreaInsets
    lines.append("safearea \(exactNumber(i.top)) \(exactNumber(i.left)) \(exactNumber(i.bottom)) \(exactNumber(i.right))")
    if d.direction == .rightToLeft { lines.append("direction rtl") }
    lines.append("")
    for v in d.views {
      var s = "\(v.kind.rawValue) \(rename(v.name))"
      if v.kind.hasText && !v.text.isEmpty { s += " \"\(escape(v.text))\"" }
      if let p = v.parent { s += " in=\(rename(p))" }
      if let o = v.intrinsicOverride {
        s += o.width == nil && o.height == nil ? " intrinsic=none" : " intrinsic=\(o.width.map(exactNumber) ?? "_")x\(o.height.map(exactNumber) ?? "_")"
      }
      s += " hug=\(exactNumber(v.hugging.horizontal)),\(exactNumber(v.hugging.vertical))"
      s += " resist=\(exactNumber(v.compressionResistance.horizontal)),\(exactNumber(v.compressionResistance.vertical))"
      let m = v.margins
      s += " margins=\(exactNumber(m.top)),\(exactNumber(m.left)),\(exactNumber(m.bottom)),\(exactNumber(m.right))"
      if v.isHidden { s += " hidden=true" }
      if v.kind == .label && v.lines != 1 { s += " lines=\(v.lines)" }
      if v.kind == .textview && !v.scrolls { s += " scrolls=false" }
      if let st = v.stack {
        s += " axis=\(st.axis.rawValue) distribution=\(st.distribution.rawValue) alignment=\(st.alignment.rawValue) spacing=\(exactNumber(st.spacing))"
        if !st.arranged.isEmpty { s += " arranged=" + st.arranged.map(rename).joined(separator: ",") }
        if st.layoutMarginsRelativeArrangement {
          let note = "\(rename(v.name)) arranges its views inside its margins (layoutMarginsRelativeArrangement), which a .scene cannot say"
          warnings.append(note)
          lines.append("# warning: " + note)
        }
      }
      if !v.condition.isAlways { s += " when \(v.condition)" }
      if let note = notes[v.name] { s += "    # \(note)" }
      lines.append(s)
    }
    var constraintLines: [String] = []
    // A scene's identifiers are unique; IB lets several constraints share one (the first keeps it).
    var identifiers: Set<String> = []
    for (k, c) in d.constraints.enumerated() {
      var spec = c
      spec.firstItem = helper(for: c.firstItem)
      spec.secondItem = c.secondItem.map(helper)
      var s = ""
      let id = constraintNotes.indices.contains(k) ? constraintNotes[k] : nil
      if let ident = c.identifier, ident.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }), ident.first?.isLetter == true,
        identifiers.insert(ident).inserted
      {
        s += "\(ident): "
      }
      s += spec.notation
      if !c.condition.isAlways { s += " when \(c.condition)" }
      if !c.isActive { s += " inactive" }
      if let id { s += "    # \(id)" }
      constraintLines.append(s)
    }
    lines += helpers
    lines.append("")
    lines += helperConstraints
    lines += constraintLines
    return Output(text: lines.joined(separator: "\n") + "\n", names: names, warnings: warnings)
  }

  static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "")
  }
}
