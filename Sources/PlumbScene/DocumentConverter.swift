import Foundation
import PlumbDiagnostics
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

  /// The document as a `.scene` text, with where it came from in comments.
  /// - Complexity: O(*v* + *c*) for *v* views and *c* constraints.
  public static func convert(_ d: LayoutDocument, _ p: Provenance) -> Output {
    convert(d, name: p.name, header: p.header, warnings: p.warnings, viewNotes: p.viewNotes, constraintNotes: p.constraintNotes)
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
    var lines: [String] = header.map { "# " + $0 }
    lines.append("scene " + SceneWriter.quoted(name.replacingOccurrences(of: "\r", with: "")))
    lines += warnings.map { "# warning: " + $0 }
    lines += SceneWriter.settings(d)
    lines.append("")
    for v in d.views {
      let note = viewNotes[v.name].map { $0.isEmpty ? "" : "    # \($0)" } ?? ""
      var renamed = SceneNames.renamed(v, names)
      renamed.text = renamed.text.replacingOccurrences(of: "\r", with: "")
      lines.append(SceneWriter.viewText(renamed, explicit: true) + note)
    }
    lines.append("")
    // A scene's identifiers are unique; IB lets several constraints share one (the first keeps it).
    var identifiers: Set<String> = []
    // System-made constraints first: a scene cannot keep their identifiers
    // (`UIView-Encapsulated-Layout-Width`), and a conflict breaks the latest
    // of the scene's constraints, which must stay the author's.
    let ordered = d.constraints.enumerated().filter { $0.element.isSystemMade } + d.constraints.enumerated().filter { !$0.element.isSystemMade }
    for (k, c) in ordered {
      var spec = c
      spec.firstItem = SceneNames.renamed(c.firstItem, names)
      spec.secondItem = c.secondItem.map { SceneNames.renamed($0, names) }
      if let ident = c.identifier, !(SceneNames.isViewName(ident) && identifiers.insert(ident).inserted) { spec.identifier = nil }
      let note = constraintNotes.indices.contains(k) && !constraintNotes[k].isEmpty ? "    # \(constraintNotes[k])" : ""
      lines.append(SceneWriter.constraintText(spec) + note)
    }
    // Texts from the input also reach comments (a log's view names): no control character is written raw.
    return Output(text: TerminalText.escaped(lines.joined(separator: "\n") + "\n"), names: names, warnings: warnings)
  }
}
