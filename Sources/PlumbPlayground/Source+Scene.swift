import PlumbLayout
import PlumbScene

extension Source {
  /// A scene file's new text, parsed.
  static func reloadScene(_ text: String, path: String?) throws -> SourceReload {
    let scene = try SceneParser.parse(text, file: path ?? "scene")
    return SourceReload(source: path.map { .scene(scene, path: $0) } ?? .tour(scene), document: scene.document, linesNameConstraints: true)
  }

  /// `s` on a scene file: the document written over the scene's own text,
  /// keeping its comments, spacing and order.
  static func saveScene(_ scene: Scene, path: String, _ document: LayoutDocument) -> SourceSave {
    .writing(.scene(scene, path: path), effects: [.save(path: path, contents: SceneWriter.write(scene, document))], message: nil, pending: true)
  }

  /// `s` when the document is what the file says.
  static var unchanged: SourceSave { .refused("nothing to save: the file says what the playground shows") }
}
