import Foundation
import PlumbInterfaceBuilder
import PlumbLayout

/// An Interface Builder file open in the playground: the file as read (or
/// last saved), its text, and the scene shown. Saving writes the edits
/// into that text in place (`InterfaceBuilderWriter`).
public struct InterfaceBuilderSource: Sendable {
  public internal(set) var file: InterfaceBuilderFile
  public internal(set) var text: String
  /// The text parsed and prepared, read again for another device or
  /// orientation without parsing it or walking the whole file again.
  public internal(set) var prepared: InterfaceBuilderReader.Prepared?
  public internal(set) var index: Int
  /// The text written by the last save, until the front says it is on disk.
  var pendingText: String?
  /// The edited documents the last save wrote (by scene index), until the front says it is on disk.
  var pendingEdits: [Int: LayoutDocument]?
  /// What the last save could not hold in place and where convert wrote it, said again once the save is done.
  var pendingNote: String?
  /// The edited documents of the scenes not shown (by index into
  /// `file.scenes`), kept from `n`/`N` until the file is saved (every
  /// scene's edits at once) or reloaded; `file.scenes` stays as read or
  /// last saved, the baseline each save compares with.
  var edits: [Int: LayoutDocument] = [:]
  /// A scene of the file other than the one shown has unsaved edits.
  var otherScenesEdited: Bool { !edits.isEmpty }
  /// The device picked with `d` (or asked for when the playground was
  /// opened): every scene is then read for it, instead of the file's own.
  var picked: Device?

  public init(file: InterfaceBuilderFile, text: String, prepared: InterfaceBuilderReader.Prepared? = nil, index: Int = 0) {
    self.file = file
    self.text = text
    self.prepared = prepared
    self.index = min(max(0, index), max(0, file.scenes.count - 1))
  }

  /// The scene shown, as read or last saved.
  public var scene: InterfaceBuilderScene? { file.scenes.indices.contains(index) ? file.scenes[index] : nil }
}

extension InterfaceBuilderSource {
  /// `file` as read from `text`, its first scene shown, with the text
  /// prepared once, so that reading it again for another device or orientation parses nothing.
  public static func opening(_ file: InterfaceBuilderFile, text: String, path: String) throws(InterfaceBuilderError) -> InterfaceBuilderSource {
    let prepared = try InterfaceBuilderReader.prepare(tree: try InterfaceBuilderReader.tree(Data(text.utf8), file: path), file: path)
    return InterfaceBuilderSource(file: file, text: text, prepared: prepared)
  }
}
