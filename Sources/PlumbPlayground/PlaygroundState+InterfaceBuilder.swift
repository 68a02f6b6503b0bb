import Foundation
import PlumbInterfaceBuilder
import PlumbLayout

extension PlaygroundState {
  /// The playground on an Interface Builder file, showing its first scene.
  public init(
    interfaceBuilder file: InterfaceBuilderFile, text: String, path: String, columns: Int = 120, rows: Int = 40, ascii: Bool = false,
    scene index: Int = 0, device: Device? = nil, layout: LayoutClient = .engine(), sources: SourceClient = .live
  ) throws {
    var source = try InterfaceBuilderSource.opening(file, text: text, path: path)
    source.index = min(max(0, index), max(0, file.scenes.count - 1))
    // Read for a device asked for: `r` reads it again for that device, not the file's.
    source.picked = device
    self.init(
      source: .interfaceBuilder(source, path: path), document: source.scene?.document ?? LayoutDocument(), columns: columns, rows: rows,
      ascii: ascii, layout: layout, sources: sources)
  }

  /// `n` and `N`: shows scene `index` of the Interface Builder file
  /// (wrapping), with its edits if it was left edited, in the layout
  /// direction, on the device and in the orientation shown; edits to the scene left are kept (and saved by `s`
  /// with the shown scene's) until the file is saved or reloaded. Says which
  /// scene it shows, or that the source has only one.
  mutating func showScene(_ index: Int) {
    guard case .interfaceBuilder(var ib, let path) = source, !ib.file.scenes.isEmpty else {
      message = "a .scene file holds one scene"
      return
    }
    let n = ib.file.scenes.count
    // The scene left keeps its edits beside the file as read: saving
    // compares each scene with what its XML holds, so its baseline must not take them.
    if let left = ib.scene, document.constraints != left.document.constraints || document.views != left.document.views {
      ib.edits[ib.index] = document
    } else {
      ib.edits[ib.index] = nil
    }
    ib.index = ((index % n) + n) % n
    // Each scene has a canvas of its own size: only a device picked with `d` carries over.
    let (direction, picked, orientation) = (document.direction, ib.picked, document.orientation)
    let shown = ib.edits.removeValue(forKey: ib.index)
    source = .interfaceBuilder(ib, path: path)
    zoomSteps = 0
    undo.removeAll()
    redo.removeAll()
    if let scene = ib.scene {
      document = scene.document
      savedDocument = scene.document
      if let shown {
        document.constraints = shown.constraints
        document.views = shown.views
      }
    }
    document.direction = direction
    selectedConstraint = firstListedConstraint
    selectedView = 0
    relayout()
    // On the device and in the orientation the scene left was shown in (read again for them, its edits kept).
    if picked != nil || orientation != document.orientation {
      guard Reducer.reread(&self, device: picked ?? document.device, orientation: orientation) else { return }
    }
    message = "scene \(ib.index + 1) of \(n): \(ib.scene?.name ?? "")"
  }
}
