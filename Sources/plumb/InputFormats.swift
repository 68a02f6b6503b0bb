/// Every input format the commands read, and how one is recognised: the
/// one place that knows them all.
///
/// The format is decided by the extension where it is unambiguous
/// (`.storyboard`, `.xib`, `.scene`, `.swift`; Interface Builder's before
/// any text is read, since its reader reads the file itself), else by the
/// content, every format's tests (`ContentSniff`) in the order of their ranks:
///
/// 1. a text holding "Unable to simultaneously satisfy constraints" is a
///    UIKit conflict log, whatever its name;
/// 2. one that reads as Swift layout code (`looksLikeSwiftCode`) is Swift
///    (pasted code names NSLayoutConstraint too: Swift is told apart before
///    the next, looser test);
/// 3. a `.txt` or `.log` file, pasted text that names UIKit's constraint
///    classes, or any text holding a constraint description
///    (`<NSLayoutConstraint:0x… …>`) is a log even without the phrase (a
///    list pasted without its heading is one conflict);
///
/// anything else is a scene (`fallback`).
enum InputFormats {
  /// The formats, each once.
  static var all: [InputFormat] { [.scene, .interfaceBuilder, .conflictLog, .swiftCode] }

  /// The format of a file no extension or test claims.
  static var fallback: InputFormat { .scene }

  /// How messages name the file at `path`: as its extension's format does ("Swift file"), else "layout file".
  static func fileNoun(_ path: String) -> String { byExtension(path)?.fileNoun ?? "layout file" }

  /// The format `path`'s extension decides, if any (case-insensitive).
  static func byExtension(_ path: String) -> InputFormat? {
    let lower = path.lowercased()
    return all.first { $0.extensions.contains { lower.hasSuffix($0) } }
  }

  /// The format of `text` read from `path` (`-` for standard input): by the extension, else by the content.
  static func recognise(_ text: String, path: String) -> InputFormat {
    if let format = byExtension(path) { return format }
    let sniffs = all.flatMap { format in format.sniffs.map { (format, $0) } }.sorted { $0.1.rank < $1.1.rank }
    return sniffs.first { $0.1.matches(text, path) }?.0 ?? fallback
  }
}
