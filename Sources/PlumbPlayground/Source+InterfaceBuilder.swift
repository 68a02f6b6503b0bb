import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

extension Source {
  /// An Interface Builder file's new text, read again, showing the same
  /// scene as it was shown (the device picked, the orientation turned to).
  static func reloadInterfaceBuilder(_ text: String, path: String, like old: InterfaceBuilderSource) throws -> SourceReload {
    let prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(text.utf8), file: path), file: path)
    var source = InterfaceBuilderSource(file: InterfaceBuilderReader.read(prepared), text: text, prepared: prepared, index: old.index)
    source.picked = old.picked
    if let options = old.scene?.readOptions, options != ReadOptions(), source.file.scenes.indices.contains(source.index),
      var shown = InterfaceBuilderReader.read(prepared, options: options, only: source.index).scenes.first
    {
      shown.name = source.file.scenes[source.index].name
      source.file.scenes[source.index] = shown
    }
    // Constraints are found by their IB ids, not by line: the undo stacks stay as they are.
    return SourceReload(source: .interfaceBuilder(source, path: path), document: source.scene?.document ?? LayoutDocument(), linesNameConstraints: false)
  }

  /// The shown scene read again for another device or orientation (its
  /// size, safe area, bars, margins, fonts and size-class variations follow
  /// them), with its edits carried over (`InterfaceBuilderScene.rebasing`)
  /// from what the XML holds, read as the scene shown was. The file's own
  /// device stays until one is picked (`device` other than the
  /// document's). A file that names no device leaves Xcode 6 and 7's
  /// canvas of any size class at the first turn or device: from then on
  /// it is read with its size classes' variations, so that every later
  /// read has the same constraints and edits go back and forth unchanged.
  /// The scene read becomes the baseline the next save compares with (as
  /// the last save left it), so that what differs from it is only what the
  /// user changed; the device and orientation are not edits of the file.
  static func rereadInterfaceBuilder(
    _ source: InterfaceBuilderSource, path: String, _ document: LayoutDocument, device: Device, orientation: Orientation
  ) throws -> SourceReread {
    var source = source
    // The device itself, not the document's: a view of its own size is on a canvas of that size.
    if device != document.device { source.picked = device }
    var options = ReadOptions(device: source.picked, orientation: orientation, direction: document.direction)
    options.showsAnySizeClass = false
    let prepared: InterfaceBuilderReader.Prepared
    if let p = source.prepared {
      prepared = p
    } else {
      prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(source.text.utf8), file: source.file.file), file: source.file.file)
    }
    guard let shown = source.scene, var fresh = InterfaceBuilderReader.read(prepared, options: options, only: source.index).scenes.first,
      let base = InterfaceBuilderReader.read(prepared, options: shown.readOptions, only: source.index).scenes.first
    else {
      throw InterfaceBuilderError.noSuchScene(file: source.file.file, scene: "\(source.index + 1)", available: source.file.scenes.map(\.name))
    }
    // Read alone, a scene does not know another of its name: it keeps the name the whole file gave it.
    fresh.name = shown.name
    let carry = fresh.rebaser(from: base)
    // What the last save left as the baseline (values it wrote, views it adopted), carried over too.
    source.file.scenes[source.index] = InterfaceBuilderWriter.adopting(carry(shown.document), into: fresh)
    return SourceReread(source: .interfaceBuilder(source, path: path), document: carry(document), carry: carry)
  }

  /// `s` on an Interface Builder file: the edits of every scene edited
  /// (the one shown and those left with `n`/`N`) written into its XML in
  /// place, once the text made is read again and found to hold exactly
  /// those edits (else nothing is written, and the status line says why);
  /// when some cannot be held there (a constraint added, removed, made
  /// active or inactive, an autoresizing one; a view added or removed, a
  /// text or another setting of a view), each such scene is also
  /// written whole as `plumb convert` prints it, beside the file, and the
  /// status line says where.
  static func saveInterfaceBuilder(_ source: InterfaceBuilderSource, path: String, _ document: LayoutDocument) -> SourceSave {
    guard source.scene != nil else { return .refused("this file has no scene to save") }
    var edited = source.edits
    edited[source.index] = document
    do {
      let (text, unsaved, written) = try InterfaceBuilderWriter.save(edited, of: source.file, into: source.text)
      // What was made is read back before anything is written: a file that no longer parses, or holds other values, is never saved.
      try InterfaceBuilderWriter.verify(text, from: source.text, of: source.file, written: written)
      var pending = source
      pending.pendingText = text
      pending.pendingNote = nil
      pending.pendingEdits = edited
      var effects: [Effect] = [.save(path: path, contents: text)]
      var targets: [String] = []
      for (k, count) in unsaved.sorted(by: { $0.key < $1.key }) where count > 0 {
        guard let d = edited[k], source.file.scenes.indices.contains(k) else { continue }
        let scene = source.file.scenes[k]
        // The whole edited scene, as `plumb convert` prints it, beside the file.
        let target = convertedPath(path, scene: scene)
        effects.append(.export(path: target, contents: .text(DocumentConverter.convert(d, scene.provenance(of: d)).text)))
        targets.append(target)
      }
      guard !targets.isEmpty else { return .writing(.interfaceBuilder(pending, path: path), effects: effects, message: nil, pending: true) }
      let total = unsaved.values.reduce(0, +)
      // Short enough for the status line: what, then where.
      let note = "\(total) edit\(total == 1 ? "" : "s") the XML cannot hold in place: saved by convert, with the whole scene, as \(targets.joined(separator: ", "))"
      pending.pendingNote = note
      return .writing(.interfaceBuilder(pending, path: path), effects: effects, message: note, pending: true)
    } catch {
      return .refused("not saved: \(error)")
    }
  }

  /// The save is on disk: its text is the baseline of the next save, every
  /// scene saved adopts its saved document, and the note of what the XML
  /// could not hold is said again.
  static func savedInterfaceBuilder(_ source: InterfaceBuilderSource, _ document: LayoutDocument) -> (InterfaceBuilderSource, String?) {
    var source = source
    let note = source.pendingNote
    source.pendingNote = nil
    guard let text = source.pendingText else { return (source, note) }
    source.text = text
    do {
      source.prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(text.utf8), file: source.file.file), file: source.file.file)
    } catch {
      // Parsed again from the text when next needed, where the error is said.
      source.prepared = nil
    }
    source.pendingText = nil
    // The documents the save wrote (the shown one's, when the save was asked for some other way).
    let saved = source.pendingEdits ?? [source.index: document]
    source.pendingEdits = nil
    for (k, d) in saved where source.file.scenes.indices.contains(k) {
      source.file.scenes[k] = InterfaceBuilderWriter.adopting(d, into: source.file.scenes[k])
      // Edits made to another scene since the save was asked for stay unsaved.
      if source.edits[k] == d { source.edits[k] = nil }
    }
    return (source, note)
  }

  /// Where `s` saves the converted scene: `Main.storyboard` and scene
  /// `BYZ-38-t0r` give `Main.BYZ-38-t0r.scene` beside it.
  static func convertedPath(_ path: String, scene: InterfaceBuilderScene) -> String {
    let id = String(scene.id.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
    return (path as NSString).deletingPathExtension + ".\(id).scene"
  }
}
