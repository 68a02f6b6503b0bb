import Foundation
import PlumbConflictLog
import PlumbScene
import PlumbSwiftCode

/// What a command was given to lay out: a path or `-` (standard input),
/// read once, with its format decided in one place for every command.
///
/// The format is decided by the extension where it is unambiguous
/// (`.storyboard`, `.xib`, `.scene`, `.swift`), else by the content: a text holding
/// "Unable to simultaneously satisfy constraints" is a UIKit conflict log,
/// whatever its name; one that reads as Swift layout code
/// (`looksLikeSwiftCode`) is Swift, a `.swift` file always. A `.txt` or
/// `.log` file, or pasted text that names UIKit's constraint classes, is
/// read as a log even without the phrase (so that the error says what is
/// missing); anything else is a scene. A new format is one
/// more case here and one more branch where commands switch on `format`.
struct Input {
  enum Format: Equatable {
    case scene
    case interfaceBuilder
    case conflictLog
    case swiftCode
  }

  /// The path as given (`-` for standard input).
  let path: String
  let format: Format
  /// The text (without a byte-order mark), and the file as read, for
  /// every format but Interface Builder's, which its reader reads itself.
  let file: SceneFile?

  /// How messages name the input: the path, or `<stdin>`.
  var name: String { path == "-" ? "<stdin>" : path }
  var text: String { file?.text ?? "" }

  /// Reads `path` (or standard input for `-`) and decides its format.
  /// - Throws: `Failure` when it cannot be read (see `SceneOptions.readSceneText`).
  static func read(_ path: String) throws -> Input {
    let lower = path.lowercased()
    if lower.hasSuffix(".storyboard") || lower.hasSuffix(".xib") { return Input(path: path, format: .interfaceBuilder, file: nil) }
    let text = path == "-" ? try readStandardInput() : try SceneOptions.readSceneText(path)
    let file = SceneFile(path: path, bytes: Array(text.utf8))
    if lower.hasSuffix(".swift") { return Input(path: path, format: .swiftCode, file: file) }
    guard !lower.hasSuffix(".scene") else { return Input(path: path, format: .scene, file: file) }
    if ConflictLogReader.isConflictLog(file.text) { return Input(path: path, format: .conflictLog, file: file) }
    // Pasted code names NSLayoutConstraint too: Swift is told apart first.
    if looksLikeSwiftCode(file.text) { return Input(path: path, format: .swiftCode, file: file) }
    if lower.hasSuffix(".txt") || lower.hasSuffix(".log")
      || (path == "-" && ["NSLayoutConstraint", "LayoutConstraints]", "NSAutoresizingMaskLayoutConstraint"].contains { file.text.contains($0) })
    {
      return Input(path: path, format: .conflictLog, file: file)
    }
    return Input(path: path, format: .scene, file: file)
  }

  /// Everything on standard input (a paste ended with Ctrl-D), with the
  /// bound and the UTF-8 check of a file.
  static func readStandardInput() throws -> String {
    try SceneOptions.readAll(STDIN_FILENO, name: "<stdin>")
  }
}
