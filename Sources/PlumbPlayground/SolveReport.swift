import Foundation
import PlumbLayout
import PlumbScene

/// What `plumb solve` prints.
public enum SolveReport {
  struct JSONReport: Codable {
    struct Size: Codable { var width, height: Double }
    struct TraitsJSON: Codable { var horizontal, vertical: String }
    struct FrameJSON: Codable { var x, y, width, height: Double }
    struct ViewJSON: Codable {
      var name: String
      var frame: FrameJSON
      var ambiguous: Bool
      var ambiguousAxes: [String]
    }
    struct ConstraintJSON: Codable {
      var id: String?
      var text: String
      var line: Int
      var active: Bool
      var installed: Bool
      var priority: Double
      var satisfied: Bool
      var broken: Bool
    }
    struct DiagnosticJSON: Codable {
      var severity, kind, message: String
      var constraints: [String]
      var views: [String]
    }
    var scene: String
    var canvas: Size
    var orientation: String
    var traits: TraitsJSON
    var views: [ViewJSON]
    var constraints: [ConstraintJSON]
    var diagnostics: [DiagnosticJSON]
  }

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

  public static func json(_ scene: Scene, _ r: LayoutResult) throws -> String {
    let d = scene.document
    let report = JSONReport(
      scene: d.title ?? scene.file,
      canvas: .init(width: r.canvas.width, height: r.canvas.height),
      orientation: d.orientation.rawValue,
      traits: .init(horizontal: r.traits.horizontal.rawValue, vertical: r.traits.vertical.rawValue),
      views: r.views.map { .init(name: $0.name, frame: .init(x: $0.frame.x, y: $0.frame.y, width: $0.frame.width, height: $0.frame.height), ambiguous: $0.isAmbiguous, ambiguousAxes: $0.ambiguousAxes) },
      constraints: r.constraints.map { c in
        let s = d.constraints[c.index]
        return .init(id: s.identifier, text: s.notation, line: s.line, active: s.isActive, installed: c.installed, priority: s.priority.value, satisfied: c.satisfied, broken: c.broken)
      },
      diagnostics: r.diagnostics.map { .init(severity: $0.severity.rawValue, kind: $0.kind.rawValue, message: $0.message, constraints: $0.constraints, views: $0.views) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(report), as: UTF8.self)
  }

  /// One line per view with its frame in its superview's coordinates, then the diagnostics.
  public static func text(_ scene: Scene, _ r: LayoutResult) -> String {
    let d = scene.document
    var out = "\(d.title ?? scene.file): \(d.device.isCanvas ? "canvas \(formatPoints(r.canvas.width))x\(formatPoints(r.canvas.height))" : d.device.name), \(d.orientation.rawValue), \(r.traits), \(d.direction.rawValue)\n"
    let width = r.views.map(\.name.count).max() ?? 0
    out.reserveCapacity(out.utf8.count + r.views.count * (width + 32))
    for v in r.views {
      out += v.name
      out += String(repeating: " ", count: width - v.name.count + 2)
      out += v.frame.description
      if v.isAmbiguous { out += "  ambiguous: \(v.ambiguousAxes.joined(separator: ", "))" }
      out += "\n"
    }
    for diag in r.diagnostics {
      out += "\n\(diag.severity.rawValue) [\(diag.kind.rawValue)]: \(diag.message)\n"
    }
    return out
  }
}
