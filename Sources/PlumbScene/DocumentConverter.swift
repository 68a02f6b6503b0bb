import Foundation
import PlumbLayout

/// A document as a `.scene` file that solves to the same frames, whatever
/// it was read from (an Interface Builder scene, a conflict log, Swift code).
///
/// Views are renamed to names the notation can spell (`SceneNames`), with
/// notes in comments that keep where each view and constraint came from.
/// Guides are written as the format's guide items (`card.margins.leading`,
/// `card.safeArea.top`, `scroll.content.top`, `root.margins.left`), the
/// root's settings as `SceneWriter.settings` writes them (a device preset
/// adjusted by an importer becomes the canvas it is, with its size classes,
/// safe area and margins), and every view's hugging, compression
/// resistance and margins are spelled out.
public enum DocumentConverter {
  public struct Output: Equatable, Sendable {
    /// The `.scene` text.
    public var text: String
    /// The scene name of each view, by its name in the document.
    public var names: [String: String]
    /// What the format cannot say (each also a comment in the text).
    public var warnings: [String]
  }

  /// The document as a `.scene` text: `header` lines first (as comments),
  /// the scene named `name`, `warnings` as comments, each view followed by
  /// `# viewNotes[name]` and each constraint by `# constraintNotes[index]`
  /// where given.
  /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints.
  public static func convert(
    _ d: LayoutDocument, name: String, header: [String], warnings: [String] = [], viewNotes: [String: String] = [:], constraintNotes: [String] = []
  ) -> Output {
    var taken: Set<String> = ["root", "superview", "safeArea", "margins", "view"]
    taken.formUnion(ViewKind.allCases.map(\.rawValue))
    let names = SceneNames.aliases(for: d.views.map(\.name), taken: taken)
    func rename(_ n: String) -> String { names[n] ?? n }
    var lines: [String] = header.map { "# " + $0 }
    lines.append("scene \"\(escape(name))\"")
    lines += warnings.map { "# warning: " + $0 }
    lines += SceneWriter.settings(d)
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
      if v.preservesSuperviewMargins { s += " preserves=true" }
      if v.followsReadableWidth { s += " readable=true" }
      if v.isHidden { s += " hidden=true" }
      if v.kind == .label && v.lines != 1 { s += " lines=\(v.lines)" }
      if v.kind == .textview && !v.scrolls { s += " scrolls=false" }
      if let i = v.imageSize { s += " image=\(exactNumber(i.width))x\(exactNumber(i.height))" }
      if let st = v.stack {
        s += " axis=\(st.axis.rawValue) distribution=\(st.distribution.rawValue) alignment=\(st.alignment.rawValue) spacing=\(exactNumber(st.spacing))"
        if !st.arranged.isEmpty { s += " arranged=" + st.arranged.map(rename).joined(separator: ",") }
        if st.layoutMarginsRelativeArrangement { s += " arrangement=margins" }
        if !st.customSpacing.isEmpty { s += " spacingafter=" + SceneWriter.customSpacingText(st, rename: rename) }
      }
      if !v.condition.isAlways { s += " when \(v.condition)" }
      if let note = viewNotes[v.name], !note.isEmpty { s += "    # \(note)" }
      lines.append(s)
    }
    lines.append("")
    // A scene's identifiers are unique; IB lets several constraints share one (the first keeps it).
    var identifiers: Set<String> = []
    for (k, c) in d.constraints.enumerated() {
      var spec = c
      spec.firstItem = SceneNames.renamed(c.firstItem, names)
      spec.secondItem = c.secondItem.map { SceneNames.renamed($0, names) }
      var s = ""
      if let ident = c.identifier, SceneNames.isViewName(ident), identifiers.insert(ident).inserted { s += "\(ident): " }
      s += spec.notation
      if !c.condition.isAlways { s += " when \(c.condition)" }
      if !c.isActive { s += " inactive" }
      if constraintNotes.indices.contains(k), !constraintNotes[k].isEmpty { s += "    # \(constraintNotes[k])" }
      lines.append(s)
    }
    return Output(text: lines.joined(separator: "\n") + "\n", names: names, warnings: warnings)
  }

  /// A text for between double quotes: quotes, backslashes and line breaks escaped, carriage returns dropped.
  public static func escape(_ s: String) -> String {
    s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
      .replacingOccurrences(of: "\r", with: "")
  }
}
