import PlumbDiagnostics
import Foundation
import PlumbInterfaceBuilder
import PlumbLayout

extension LayoutReport {
  /// Why the layout cannot be reported, or nil: every number Plumb prints
  /// is finite. Each number of a scene is bounded, but multipliers can
  /// compound along a chain of views (10000 × 10000 × …) past the largest
  /// `Double`; such a layout is refused, naming the first view it reaches.
  public static func outOfRange(_ r: LayoutResult) -> String? {
    for v in r.views {
      let f = v.frame, a = v.absoluteFrame
      if [f.x, f.y, f.width, f.height, a.x, a.y, a.width, a.height].allSatisfy(\.isFinite) { continue }
      return "the layout is out of range: the frame of '\(v.name)' is \(f); its multipliers and constants compound past the largest number"
    }
    if let d = r.diagnostics.first(where: { $0.kind == .outOfRange }) { return "the layout is out of range: \(d.message)" }
    return nil
  }

  /// Pretty-printed JSON with sorted keys, the same for every report.
  static func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return jsonEscapingControls(String(decoding: try encoder.encode(value), as: UTF8.self))
  }

  /// JSON text with the scalars that would act on a terminal (C1 controls,
  /// direction overrides; the encoder already escapes C0) written `\u0085`:
  /// outside strings JSON holds none, so each is inside a string, where the
  /// escape means the same character.
  ///
  /// - Complexity: O(n), one pass over the bytes when every byte is
  ///   printable ASCII or the line feeds pretty-printing puts between
  ///   values (which stay as they are): nearly every report.
  static func jsonEscapingControls(_ json: String) -> String {
    // A scalar that needs escaping starts with a byte below space (the
    // encoder's own line feeds aside) or at DEL and above.
    guard json.utf8.contains(where: { $0 >= 0x7F || ($0 < 0x20 && $0 != 0x0A) }),
      json.unicodeScalars.contains(where: { $0 != "\n" && TerminalText.needsEscape($0) })
    else { return json }
    var out = String.UnicodeScalarView()
    for s in json.unicodeScalars {
      if TerminalText.needsEscape(s) && s != "\n" {
        let hex = String(s.value, radix: 16)
        out.append(contentsOf: ("\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).unicodeScalars)
      } else {
        out.append(s)
      }
    }
    return String(out)
  }

  /// This scene as JSON (`solve --format json` of one scene).
  public func json() throws -> String { try LayoutReport.encode(self) }

  /// A file of several scenes (a storyboard): `{"file": …, "scenes": [SCENE…]}`.
  public static func json(file: String, scenes: [LayoutReport]) throws -> String {
    struct FileJSON: Encodable {
      var file: String
      var scenes: [LayoutReport]
    }
    return try encode(FileJSON(file: file, scenes: scenes))
  }

  /// ", text size AX5, double-length text" in a header, for a document laid out under text stress.
  static func stressNote(_ d: LayoutDocument) -> String {
    d.textStress.isNone ? "" : ", \(d.textStress)"
  }

  /// `solve`'s text of one document: a header line, one line per view with
  /// its frame in its superview's coordinates, then the diagnostics.
  public static func text(_ d: LayoutDocument, file: String, _ r: LayoutResult) -> String {
    let place = d.device.isCanvas ? "canvas \(formatPoints(r.canvas.width))x\(formatPoints(r.canvas.height))" : d.device.name
    // The header is one line whatever the title holds.
    return "\(TerminalText.escapedLine(d.title ?? file)): \(place), \(d.orientation.rawValue), \(r.traits), \(d.direction.rawValue)\(stressNote(d))\n"
      + lines(r, labels: r.views.map(\.name)) { $0.frame } + diagnostics(r)
  }

  /// `solve`'s text of an Interface Builder file: per scene a header, one
  /// line per view with its IB id and its frame as IB stores it, the
  /// reader's warnings, then the diagnostics.
  public static func text(_ scenes: [SolvedScene]) -> String {
    var out = ""
    for (k, s) in scenes.enumerated() {
      let d = s.scene.document, r = s.result
      if k > 0 { out += "\n" }
      out += "\(s.scene.name) [\(s.scene.id)]: \(d.device.isCanvas ? "canvas" : d.device.name) "
      out += "\(formatPoints(r.canvas.width))x\(formatPoints(r.canvas.height)), \(d.orientation.rawValue), \(r.traits), \(d.direction.rawValue)\(stressNote(d))\n"
      let infos = Dictionary(s.scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      out += lines(r, labels: r.views.map { "\($0.name) [\(infos[$0.name]?.id ?? "")]" }) { infos[$0.name]?.frame(alignmentRect: $0.frame) ?? $0.frame }
      for w in s.scene.warnings { out += "\(w)\n" }
      out += diagnostics(r)
    }
    return out
  }

  /// One line per view: its label, padded to the longest, its frame, its ambiguous axes and what is unplaced.
  static func lines(_ r: LayoutResult, labels: [String], frame: (ViewResult) -> Frame) -> String {
    let width = labels.map(\.count).max() ?? 0
    var out = ""
    out.reserveCapacity(r.views.count * (width + 32))
    let pinned = r.hasUnplacedPins
    for (v, label) in zip(r.views, labels) {
      out += label
      out += String(repeating: " ", count: width - label.count + 2)
      out += frame(v).description
      if v.isAmbiguous { out += "  ambiguous: \(v.ambiguousAxes.joined(separator: ", "))" }
      let unplaced = pinned ? r.unplacedComponents(v.name) : []
      if !unplaced.isEmpty { out += "  unplaced (the input does not fix it): \(unplaced.joined(separator: ", "))" }
      out += "\n"
    }
    return out
  }

  /// Each diagnostic after a blank line: `warning [ambiguous]: …`.
  static func diagnostics(_ r: LayoutResult) -> String {
    r.diagnostics.map { "\n\($0.severity.rawValue) [\($0.kind.rawValue)]: \($0.message)\n" }.joined()
  }
}
