import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbLayout

/// `plumb check --all-text-sizes` and `--pseudo`: each layout laid out
/// again with its text under stress (`TextStress`: a larger or smaller
/// text size, a pseudolanguage), and what that breaks that the layout as
/// designed does not: text UIKit now truncates, required constraints that
/// can no longer all hold, a view that becomes ambiguous, and on a
/// storyboard's screen views that come to overlap or reach past an edge
/// (`StressGeometry`). Each finding is said once, with the conditions that
/// show it ("at AX1 to AX5").
public enum TextStressSweep {
  /// One layout as designed: its document and layout, and the file it is reported in.
  public struct Subject {
    public var file: String
    public var document: LayoutDocument
    public var result: LayoutResult
    /// Where each view is declared, by name, where the document's views do not say (an Interface Builder scene's elements).
    public var locations: [String: SourceLocation]
    /// The Interface Builder scene the document is, whose geometry is compared too; nil for other formats.
    public var scene: InterfaceBuilderScene?
    /// The device and orientation it is laid out on when a check crosses
    /// text conditions with devices ("retina4_0 portrait"); nil: as read.
    public var device: String?

    public init(file: String, document: LayoutDocument, result: LayoutResult, locations: [String: SourceLocation] = [:]) {
      self.file = file
      self.document = document
      self.result = result
      self.locations = locations
    }

    /// A solved Interface Builder scene, its geometry compared as well as its text.
    public init(file: String, solved: SolvedScene) {
      self.init(
        file: file, document: solved.scene.document, result: solved.result,
        locations: Dictionary(solved.scene.views.map { ($0.name, $0.location) }, uniquingKeysWith: { a, _ in a }))
      scene = solved.scene
    }

    /// The findings of `diagnostics` in `document` (a stressed copy of this
    /// one's), each placed at its first view when nothing else places it.
    func findings(_ diagnostics: [Diagnostic], in document: LayoutDocument) -> [Finding] {
      zip(diagnostics, Finding.all(diagnostics, in: document, file: file, constraintFile: nil)).map { d, found in
        var f = found
        if f.location == nil, let at = d.views.lazy.compactMap({ self.locations[$0] }).first {
          f.location = at
          f.file = at.file
        }
        return f
      }
    }
  }

  /// The conditions a check covers: every text size (`all`) or the one
  /// asked for, in each language of `translations` (none: the designed
  /// text), each with the pseudolanguage asked for; never the layout as designed alone.
  public static func conditions(
    textSize: ContentSizeCategory?, allTextSizes: Bool, pseudo: PseudoLanguage?, translations: [Translation] = []
  ) -> [TextStress] {
    let sizes = allTextSizes ? ContentSizeCategory.allCases : [textSize ?? .large]
    // The designed text is a condition too: a text size shows what it does to it as to each translation.
    let languages: [Translation?] = [nil] + translations
    return languages.flatMap { t in sizes.map { TextStress(textSize: $0, pseudo: pseudo, translation: t) } }.filter { !$0.isNone }
  }

  /// The findings of `subjects` under `conditions`, in the order first met,
  /// each with the conditions that show it (and the devices, where the
  /// subjects are one file on several: `Subject.device`). `solve` lays out one document.
  public static func check(
    _ subjects: [Subject], under conditions: [TextStress], solve: (LayoutDocument) -> LayoutResult
  ) -> [Finding] {
    var order: [String] = []
    var seen: [String: (Finding, [(stress: TextStress, device: String?)])] = [:]
    for s in subjects {
      let base = truncated(s.document, s.result)
      let baseFindings = Set(s.findings(s.result.diagnostics, in: s.document).map(key))
      let widths = s.result.widthsByView
      // The geometry as designed, on a storyboard's screen.
      let measured = s.scene.map(StressGeometry.measures) ?? false
      let baseFacts = measured ? s.scene.map { StressGeometry.facts(SolvedScene(scene: $0, result: s.result)) } ?? [] : []
      for c in conditions {
        let doc = s.document.stressed(c, widths: widths)
        let r = solve(doc)
        var found: [Finding] = []
        let cut = truncated(doc, r).subtracting(base)
        if !cut.isEmpty {
          let specs = Dictionary(doc.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
          for name in cut.sorted() {
            guard let spec = specs[name] else { continue }
            found.append(truncation(spec, file: s.file, at: s.locations[name]))
          }
        }
        let kept = r.diagnostics.filter { $0.kind == .unsatisfiable || $0.kind == .ambiguous || $0.kind == .negativeSize }
        for f in s.findings(kept, in: doc) where !baseFindings.contains(key(f)) { found.append(f) }
        if measured, var scene = s.scene {
          scene.document = doc
          let solved = SolvedScene(scene: scene, result: r)
          for fact in StressGeometry.outermost(StressGeometry.facts(solved).subtracting(baseFacts), in: doc) {
            let at = s.locations[fact.views[0]]
            var f = Finding(
              fact.rule, file: at?.file ?? s.file, location: at, message: StressGeometry.message(fact, in: solved, compared: "as designed"))
            f.subject = doc.view(named: fact.views[0])?.ibID
            found.append(f)
          }
        }
        for f in found {
          let k = "\(s.file)\u{0} \(key(f))"
          if seen[k] == nil { order.append(k); seen[k] = (f, []) }
          seen[k]?.1.append((c, s.device))
        }
      }
    }
    return order.compactMap { k in
      guard let (found, under) = seen[k] else { return nil }
      var f = found
      f.conditions = [describe(under, of: conditions)]
      f.text = nil
      return f
    }
  }

  /// What makes two findings the same one under different conditions: the rule, the place and the first line of the message.
  static func key(_ f: Finding) -> String {
    "\(f.rule.rawValue) \(f.location.map { "\($0.line):\($0.column)" } ?? "") \(f.message.prefix { $0 != "\n" && $0 != "(" })"
  }

  /// The views whose text UIKit truncates in a layout.
  static func truncated(_ document: LayoutDocument, _ result: LayoutResult) -> Set<String> {
    var out: Set<String> = []
    for spec in document.views where spec.kind.hasText && !spec.isHidden && !spec.text.isEmpty {
      guard let v = result.view(spec.name), v.frame.width > 0, v.frame.height > 0, spec.truncatesText(in: v.frame) else { continue }
      out.insert(spec.name)
    }
    return out
  }

  /// The finding for a view whose text is truncated, at `place` (else where its spec says).
  static func truncation(_ spec: ViewSpec, file: String, at place: SourceLocation?) -> Finding {
    let shown = TerminalText.escaped(String(spec.text.prefix(40))) + (spec.text.count > 40 ? "…" : "")
    let message = "'\(TerminalText.escaped(spec.name))' truncates its text \"\(shown)\": the text no longer fits the room its constraints give it"
    let location = place ?? spec.location
    var f = Finding(.truncated, file: location?.file ?? file, location: location, message: message)
    f.subject = spec.ibID
    return f
  }

  /// `describe(_:of:)` per device, in the order met; devices whose
  /// conditions read the same are named together: "at every text size on
  /// retina6_1 portrait and retina4_0 portrait".
  static func describe(_ found: [(stress: TextStress, device: String?)], of all: [TextStress]) -> String {
    var devices: [String?] = []
    for f in found where !devices.contains(f.device) { devices.append(f.device) }
    var texts: [String] = []
    var on: [String: [String]] = [:]
    for d in devices {
      let text = describe(found.filter { $0.device == d }.map(\.stress), of: all)
      if on[text] == nil { texts.append(text) }
      on[text, default: []] += d.map { [$0] } ?? []
    }
    return texts.map { t in
      let names = on[t] ?? []
      guard let last = names.last else { return t }
      let list = names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
      return t.isEmpty ? "on " + list : t + " on " + list
    }.joined(separator: "; ")
  }

  /// "at text size AX1 to AX5 with double-length text", "at every text
  /// size in fr", "with accented text": per language and pseudolanguage,
  /// the text sizes that show the finding, several groups joined by "; ".
  static func describe(_ found: [TextStress], of all: [TextStress]) -> String {
    let allSizes = Set(all.map(\.textSize))
    var order: [String] = []
    var groups: [String: (stress: TextStress, sizes: Set<ContentSizeCategory>)] = [:]
    for c in found {
      let k = "\(c.translation?.language ?? "")\u{0}\(c.pseudo?.rawValue ?? "")"
      if groups[k] == nil { order.append(k); groups[k] = (c, []) }
      groups[k]?.sizes.insert(c.textSize)
    }
    return order.compactMap { groups[$0] }.map { g in
      var parts: [String] = []
      if g.sizes == allSizes, allSizes.count > 1 {
        parts.append("at every text size")
      } else if g.sizes != [.large] {
        parts.append("at text size " + runs(g.sizes.sorted()))
      }
      if let pseudo = g.stress.pseudo { parts.append(pseudo == .rtl ? pseudo.phrase : "with " + pseudo.phrase) }
      if let t = g.stress.translation { parts.append("in \(t.language)") }
      return parts.joined(separator: " ")
    }.joined(separator: "; ")
  }

  /// "xS to S, AX1 to AX5": runs of consecutive sizes.
  static func runs(_ sorted: [ContentSizeCategory]) -> String {
    var out: [String] = []
    var k = 0
    while k < sorted.count {
      var j = k
      while j + 1 < sorted.count, sorted[j + 1].rawValue == sorted[j].rawValue + 1 { j += 1 }
      out.append(j == k ? sorted[k].shortName : "\(sorted[k].shortName) to \(sorted[j].shortName)")
      k = j + 1
    }
    return out.joined(separator: ", ")
  }
}
