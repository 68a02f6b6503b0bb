import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene

extension PlaygroundState {
  /// The playground on an Interface Builder file, showing its first scene.
  public init(
    interfaceBuilder file: InterfaceBuilderFile, text: String, path: String, columns: Int = 120, rows: Int = 40, ascii: Bool = false,
    layout: LayoutClient = .engine()
  ) throws {
    // The `.scene` side stays empty: saving and reloading go through the XML.
    self.init(scene: try SceneParser.parse("", file: path), path: path, columns: columns, rows: rows, ascii: ascii, layout: layout)
    let prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(text.utf8), file: path), file: path)
    let source = InterfaceBuilderSource(file: file, text: text, prepared: prepared)
    interfaceBuilder = source
    if let scene = source.scene { document = scene.document }
    relayout()
  }

  /// Shows scene `index` of the Interface Builder file (wrapping), as read,
  /// in the layout direction shown; edits to the scene left are kept until
  /// the file is saved or reloaded.
  mutating func showScene(_ index: Int) {
    guard var source = interfaceBuilder, !source.file.scenes.isEmpty else { return }
    let n = source.file.scenes.count
    source.file.scenes[source.index].document.constraints = document.constraints
    source.file.scenes[source.index].document.views = document.views
    // Unsaved edits of the scene left behind still count as unsaved work.
    if dirty { otherScenesEdited = true }
    source.index = ((index % n) + n) % n
    let direction = document.direction
    interfaceBuilder = source
    undoStack.removeAll()
    redoStack.removeAll()
    if let scene = source.scene {
      document = scene.document
      savedDocument = scene.document
    }
    document.direction = direction
    selectedConstraint = 0
    selectedView = 0
    relayout()
  }

  /// The shown scene read again for another device or orientation (its
  /// size, safe area, bars and margins follow them), with its edits.
  func rederived(device: Device?, orientation: Orientation) throws(InterfaceBuilderError) -> LayoutDocument {
    guard let source = interfaceBuilder else { throw .unreadable(file: path ?? "", reason: "not an Interface Builder file") }
    let options = ReadOptions(device: device, orientation: orientation, direction: document.direction)
    let prepared: InterfaceBuilderReader.Prepared
    if let p = source.prepared {
      prepared = p
    } else {
      prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(source.text.utf8), file: source.file.file), file: source.file.file)
    }
    let file = InterfaceBuilderReader.read(prepared, options: options, only: source.index)
    guard let scene = file.scenes.first else {
      throw .noSuchScene(file: source.file.file, scene: "\(source.index + 1)", available: source.file.scenes.map(\.name))
    }
    var d = scene.document
    d.constraints = document.constraints
    d.views = document.views
    return d
  }
}
