import Foundation
import PlumbLayout

/// What `plumb solve` prints for an Interface Builder file: JSON with
/// every scene in the shape `solve --format json` gives a `.scene` (plus
/// ids, names and kinds), or text.
public enum InterfaceBuilderReport {
  struct FileJSON: Encodable {
    var file: String
    var scenes: [SceneJSON]
  }

  struct SceneJSON: Encodable {
    struct Size: Encodable { var width, height: Double }
    struct TraitsJSON: Encodable { var horizontal, vertical: String }
    struct FrameJSON: Encodable {
      var x, y, width, height: Double
      init(_ f: Frame) { (x, y, width, height) = (f.x, f.y, f.width, f.height) }
    }
    struct RootJSON: Encodable {
      var id, kind: String
      var frame: FrameJSON
    }
    struct ViewJSON: Encodable {
      var id: String
      var name: String
      var kind: String
      var customClass: String?
      var parent: String?
      var frame: FrameJSON
      var storedFrame: FrameJSON?
      var autoLayout: Bool
      var ambiguous: Bool
      var ambiguousAxes: [String]
      var location: String
    }
    struct ConstraintJSON: Encodable {
      var id: String?
      var ibID: String
      var text: String
      var line: Int
      var location: String
      var active: Bool
      var installed: Bool
      var priority: Double
      var satisfied: Bool
      var broken: Bool
    }
    struct DiagnosticJSON: Encodable {
      var severity, kind, message: String
      var constraints: [String]
      var views: [String]
    }
    var id: String
    var name: String
    var scene: String
    var device: String
    var canvas: Size
    var orientation: String
    var traits: TraitsJSON
    var root: RootJSON
    var views: [ViewJSON]
    var constraints: [ConstraintJSON]
    var diagnostics: [DiagnosticJSON]
    var warnings: [String]
  }

  static func sceneJSON(_ s: SolvedScene) -> SceneJSON {
    let scene = s.scene, r = s.result, d = scene.document
    let infos = Dictionary(scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
    let names = Dictionary(scene.views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
    let views: [SceneJSON.ViewJSON] = r.views.map { v in
      let info = infos[v.name]
      return .init(
        id: info?.id ?? v.name, name: v.name, kind: info?.element ?? v.kind.rawValue, customClass: info?.customClass,
        parent: v.parent.map { names[$0] ?? $0 } ?? scene.root.id, frame: .init(info?.frame(alignmentRect: v.frame) ?? v.frame), storedFrame: info?.storedFrame.map { .init($0) },
        autoLayout: info?.usesAutoLayout ?? true, ambiguous: v.isAmbiguous, ambiguousAxes: v.ambiguousAxes,
        location: info.map { "\($0.location)" } ?? "")
    }
    let constraints: [SceneJSON.ConstraintJSON] = r.constraints.map { c in
      let spec = d.constraints[c.index]
      return .init(
        id: spec.identifier, ibID: scene.constraintIDs[c.index], text: spec.notation, line: spec.line,
        location: "\(scene.constraintLocations[c.index])", active: spec.isActive, installed: c.installed, priority: spec.priority.value,
        satisfied: c.satisfied, broken: c.broken)
    }
    let stored = scene.root.storedFrame ?? Frame(x: 0, y: 0, width: 0, height: 0)
    return SceneJSON(
      id: scene.id, name: scene.name, scene: scene.name, device: d.device.name,
      canvas: .init(width: r.canvas.width, height: r.canvas.height), orientation: d.orientation.rawValue,
      traits: .init(horizontal: r.traits.horizontal.rawValue, vertical: r.traits.vertical.rawValue),
      root: .init(id: scene.root.id, kind: scene.root.element, frame: .init(Frame(x: stored.x, y: stored.y, width: r.canvas.width, height: r.canvas.height))),
      views: views, constraints: constraints,
      diagnostics: r.diagnostics.map { .init(severity: $0.severity.rawValue, kind: $0.kind.rawValue, message: $0.message, constraints: $0.constraints, views: $0.views) },
      warnings: scene.warnings.map(\.description))
  }

  static func encode<T: Encodable>(_ value: T) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  /// `{"file": …, "scenes": [SCENE…]}`.
  public static func json(file: String, _ scenes: [SolvedScene]) throws -> String {
    try encode(FileJSON(file: file, scenes: scenes.map(sceneJSON)))
  }

  /// One SCENE (for `--scene`).
  public static func json(_ scene: SolvedScene) throws -> String { try encode(sceneJSON(scene)) }

  /// A header per scene, then one line per view: name, IB id, frame in its superview's coordinates.
  public static func text(_ scenes: [SolvedScene]) -> String {
    var out = ""
    for (k, s) in scenes.enumerated() {
      let d = s.scene.document, r = s.result
      if k > 0 { out += "\n" }
      out += "\(s.scene.name) [\(s.scene.id)]: \(d.device.isCanvas ? "canvas" : d.device.name) "
      out += "\(formatPoints(r.canvas.width))x\(formatPoints(r.canvas.height)), \(d.orientation.rawValue), \(r.traits), \(d.direction.rawValue)\n"
      let ids = Dictionary(s.scene.views.map { ($0.name, $0.id) }, uniquingKeysWith: { a, _ in a })
      let infos = Dictionary(s.scene.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
      let labels = r.views.map { "\($0.name) [\(ids[$0.name] ?? "")]" }
      let width = labels.map(\.count).max() ?? 0
      for (v, label) in zip(r.views, labels) {
        let frame = infos[v.name]?.frame(alignmentRect: v.frame) ?? v.frame
        out += label + String(repeating: " ", count: width - label.count + 2) + frame.description
        if v.isAmbiguous { out += "  ambiguous: \(v.ambiguousAxes.joined(separator: ", "))" }
        out += "\n"
      }
      for w in s.scene.warnings { out += "\(w)\n" }
      for diag in r.diagnostics { out += "\n\(diag.severity.rawValue) [\(diag.kind.rawValue)]: \(diag.message)\n" }
    }
    return out
  }
}
