import Foundation
import PlumbInterfaceBuilder

extension PlaygroundState {
  /// How the front carries out an `.export` to `path`.
  public enum ExportWrite: Equatable, Sendable {
    /// Ask first (`.exportWouldReplace`): a file Plumb did not write is there.
    case ask
    /// Write, keeping the file there as `NAME~` or not.
    case write(keepingBackup: Bool)
    /// Write under a free name beside it (`NAME-2.scene`…): a save's own
    /// files never wait on a question, or the save would be half done
    /// while the status line says saved.
    case besideIt
  }

  /// How to export where the file holds `existing` (nil: no file) and the
  /// playground last wrote `lastWritten` there (nil: never, since it
  /// opened): a file Plumb did not write, or changed since, is replaced
  /// only once the user `confirmed`, and kept as `NAME~`; the file Plumb
  /// wrote is replaced without a backup, so that a second export never
  /// rotates the user's own file out of `NAME~`. A save's converted scene
  /// (`contents` `.text`) goes beside such a file instead of asking.
  public static func exportWrite(existing: [UInt8]?, lastWritten: [UInt8]?, confirmed: Bool, contents: ExportContents) -> ExportWrite {
    guard let existing else { return .write(keepingBackup: false) }
    if existing == lastWritten { return .write(keepingBackup: false) }
    if case .text = contents { return .besideIt }
    return confirmed ? .write(keepingBackup: true) : .ask
  }

  /// Where `E` writes the layout as UIKit code: beside the file, with the
  /// extension `.swift` (`profile.scene` → `profile.swift`; a storyboard's
  /// scene adds its id when the file has several). Never the file itself:
  /// a Swift file opened in the playground exports to `NAME.plumb.swift`.
  /// A document imported from a file Plumb does not write (a conflict log)
  /// exports beside that file; the built-in tour to `tour.swift` in the
  /// current folder.
  public var exportPath: String {
    guard let path = path ?? importedFrom.map({ $0 == "-" || $0 == "pasted-log" ? "pasted.log" : $0 }) else { return "tour.swift" }
    let stem = (path as NSString).deletingPathExtension
    var name = stem
    if let source = interfaceBuilder, source.file.scenes.count > 1, let scene = source.scene {
      name += "-" + String(scene.id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }
    let out = name + ".swift"
    return out == path ? stem + ".plumb.swift" : out
  }
}
