import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

extension Reducer {
  /// `s` on an Interface Builder file: the edits written into its XML in
  /// place; when some cannot be held there (a constraint added, removed,
  /// made active or inactive, an autoresizing one), the whole edited scene
  /// is also written as `plumb convert` prints it, beside the file, and
  /// the status line says where.
  static func saveInterfaceBuilder(_ s: inout PlaygroundState, _ source: InterfaceBuilderSource, _ path: String, _ effects: inout [Effect]) {
    guard let scene = source.scene else { s.message = "this file has no scene to save"; return }
    do {
      let (text, unsaved) = try InterfaceBuilderWriter.save(s.document, of: scene, into: source.text)
      var pending = source
      pending.pendingText = text
      pending.pendingNote = nil
      s.pendingSave = s.document
      effects.append(.save(path: path, contents: text))
      if unsaved > 0 {
        // The whole edited scene, as `plumb convert` prints it, beside the file.
        let target = convertedPath(path, scene: scene)
        effects.append(.export(path: target, contents: .text(SceneConverter.convert(scene, edited: s.document).text)))
        // Short enough for the status line: what, then where.
        let note = "\(unsaved) edit\(unsaved == 1 ? "" : "s") the XML cannot hold in place: saved by convert, with the whole scene, as \(target)"
        pending.pendingNote = note
        s.message = note
      }
      s.interfaceBuilder = pending
    } catch {
      s.message = "not saved: \(error)"
    }
  }

  /// Where `s` saves the converted scene: `Main.storyboard` and scene
  /// `BYZ-38-t0r` give `Main.BYZ-38-t0r.scene` beside it.
  static func convertedPath(_ path: String, scene: InterfaceBuilderScene) -> String {
    let id = String(scene.id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    return (path as NSString).deletingPathExtension + ".\(id).scene"
  }

  /// The Interface Builder file changed on disk: read it again, keep the
  /// scene shown and the selection; a bad file leaves the layout as it is.
  static func reloadInterfaceBuilder(_ s: inout PlaygroundState, _ source: InterfaceBuilderSource, _ text: String) {
    do {
      let name = s.path ?? source.file.file
      let prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(text.utf8), file: name), file: name)
      let file = InterfaceBuilderReader.read(prepared)
      let keep = (s.document.orientation, s.document.device, s.document.direction)
      s.interfaceBuilder = InterfaceBuilderSource(file: file, text: text, prepared: prepared, index: source.index)
      s.undoStack.append(s.document)
      if let scene = s.interfaceBuilder?.scene { s.document = scene.document }
      (s.document.orientation, s.document.device, s.document.direction) = keep
      s.selectedConstraint = min(s.selectedConstraint, max(0, s.document.constraints.count - 1))
      s.selectedView = min(s.selectedView, max(0, s.document.views.count - 1))
      s.savedDocument = s.interfaceBuilder?.scene?.document ?? s.document
      s.otherScenesEdited = false
      s.relayout()
      s.message = "reloaded \(s.path ?? "the file")"
    } catch {
      s.message = "\(error)"
    }
  }
}
