import PlumbDiagnostics
import ArgumentParser
import Foundation
import PlumbLayout
import PlumbReports
import PlumbScene

/// The options every command that lays out a scene takes.
struct SceneOptions: ParsableArguments {
  @Argument(help: "The scene file, a .storyboard or .xib, a UIKit conflict log, or - for standard input.", completion: .file(extensions: ["scene"]))
  var scene: String

  @Argument(help: ArgumentHelp("More Swift files or folders, read with the first as one project (a folder alone is one too).", valueName: "more"), completion: .file(extensions: ["swift"]))
  var more: [String] = []

  /// Every path given.
  var paths: [String] { [scene] + more }

  @Option(help: ArgumentHelp(
      "Device: a scene preset (iphone, iphone-max, ipad) or an Interface Builder device id (retina6_1, retina6_7, ipad12_9...); overrides the file's.",
      discussion: "A .storyboard or .xib is laid out as Interface Builder shows it without --device (the canvas of the Xcode version that saved it, the frames the file stores, placeholder constraints kept) and as the device runs it with --device or check --all-devices (its own safe area, placeholder constraints removed as Xcode does when it builds the file). --placeholders or --no-placeholders chooses otherwise."))
  var device: String?

  @Option(help: "portrait or landscape (overrides the scene's).")
  var orientation: String?

  @Flag(help: "Lay out right to left.")
  var rtl = false

  @Option(name: .customLong("text-size"), help: ArgumentHelp(
      "Lay out at this Dynamic Type text size: xS, S, M, L (the default), xL, xxL, xxxL, AX1 to AX5 (or UIKit's and SwiftUI's names).",
      discussion: "Text set in a text style (Body, Headline…; a scene's style=body) grows by Apple's table of sizes; fixed-size fonts do not.",
      valueName: "size"))
  var textSize: String?

  @Option(help: ArgumentHelp(
      "Lay out in an Xcode pseudolanguage: double (every text twice), accented (accented and about 40% longer) or rtl (right to left).",
      valueName: "language"))
  var pseudo: String?

  @Option(help: ArgumentHelp(
      "Lay out with the translations of a .strings file or a String Catalog (.xcstrings): a storyboard's texts by object id (ID.text, ID.normalTitle), others by their text.",
      discussion: "check covers every language a catalog holds; solve and render one, chosen with --language when it holds several.",
      valueName: "file"))
  var strings: String?

  @Option(help: ArgumentHelp("With --strings: the language of a String Catalog to lay out in (fr, de, pt-BR…).", valueName: "code"))
  var language: String?

  // Hidden from the usage line, which tests pin; the --device help names it.
  @Flag(inversion: .prefixedNo, help: ArgumentHelp(
      "For a .storyboard or .xib: keep the constraints the file marks as placeholders (default: without --device).",
      visibility: .hidden))
  var placeholders: Bool?

  @Option(name: .customLong("scene"), help: "For a .storyboard or .xib: the scene (its IB id or name); for Swift code, the class to lay out; all when omitted.")
  var sceneKey: String?

  @Option(name: .customLong("set"), help: ArgumentHelp(
      "Change a constraint before solving: ID.constant=N, ID.priority=N or ID.active=true|false.",
      discussion: "The change is made to the scene as written, before anything is installed, as if the file said it: a priority may go from required to optional (UIKit's warning about mutating an installed constraint's priority belongs to the playground, where constraints are already installed).",
      valueName: "change"))
  var changes: [String] = []

  @Option(name: .customLong("define"), help: ArgumentHelp(
      "For Swift code: a value the file cannot tell, NAME=VALUE (a number, true or false); repeatable.", valueName: "name=value"))
  var defines: [String] = []

  @Option(name: .customLong("state"), help: "For Swift code: switch to a named state (a later change the file makes to kept constraints).")
  var state: String?

  /// Whether to lay out right to left: `--rtl`, or `--pseudo rtl`.
  var isRightToLeft: Bool { rtl || pseudo?.lowercased() == "rtl" }

  /// `--text-size` and `--pseudo`, or a failure naming what they take.
  func textStress() throws -> TextStress {
    var stress = TextStress()
    if let textSize {
      guard let c = ContentSizeCategory(name: textSize) else {
        let names = ContentSizeCategory.allCases.map(\.shortName).joined(separator: ", ")
        let hint = didYouMean(textSize, ContentSizeCategory.allCases.flatMap { [$0.shortName, $0.swiftUIName, $0.uikitName] })
        throw Failure("unknown text size '\(TerminalText.escaped(textSize))'\(TerminalText.escaped(hint)): use one of \(names)")
      }
      stress.textSize = c
    }
    if let translation = try translations().first {
      stress.translation = translation
    }
    if let pseudo {
      guard let p = PseudoLanguage(rawValue: pseudo.lowercased()) else {
        throw Failure("unknown pseudolanguage '\(TerminalText.escaped(pseudo))'\(didYouMean(pseudo, PseudoLanguage.allCases.map(\.rawValue))): use double, accented or rtl")
      }
      stress.pseudo = p
    }
    return stress
  }

  /// The translations `--strings` reads: every language of the file, or the one `--language` names.
  func translations(all: Bool = false) throws -> [Translation] {
    guard let strings else {
      if language != nil { throw Failure("--language picks a language of --strings: give the strings file") }
      return []
    }
    var found: [Translation]
    do { found = try StringsTable.read(contentsOf: strings) } catch { throw Failure(error.description, located: true) }
    if let language {
      guard let t = found.first(where: { $0.language == language }) else {
        let held = TerminalText.escaped(found.map(\.language).joined(separator: ", "))
        throw Failure("\(TerminalText.escaped(strings)) has no '\(TerminalText.escaped(language))'\(TerminalText.escaped(didYouMean(language, found.map(\.language)))): it holds \(held)")
      }
      found = [t]
    }
    guard all || found.count <= 1 else {
      throw Failure("\(TerminalText.escaped(strings)) holds \(found.count) languages (\(TerminalText.escaped(found.map(\.language).joined(separator: ", ")))): choose one with --language")
    }
    return found
  }

  /// `document` under `stress` (`--text-size`, `--pseudo`, `--strings`,
  /// read once by the caller: `textStress()`); a label of several lines
  /// wraps at its width in the layout as designed (`LayoutDocument.stressed`).
  func stressed(_ document: LayoutDocument, by stress: TextStress) -> LayoutDocument {
    guard !stress.isNone else { return document }
    let stressed = document.stressed(stress, widths: OneShotLayout.layout(document).widthsByView)
    if let t = stress.translation, !document.views.contains(where: { t.text(of: $0) != nil }) {
      // A table that names none of the layout's texts is most likely the wrong file.
      let name = TerminalText.escaped(strings ?? t.language)
      FileHandle.standardError.write(Data("plumb: warning: \(name) translates none of the layout's texts (a storyboard's by object id, ID.text; others by their text)\n".utf8))
    }
    return stressed
  }

  /// Parses a scene's text (without its byte-order mark), or fails with a located message.
  static func parse(_ text: String, path: String) throws -> Scene {
    do {
      return try SceneParser.parse(text, file: path)
    } catch let e as SceneError {
      throw Failure(String(describing: e), located: true)
    }
  }

  /// The largest scene file read: 64 MiB, about two million statements
  /// (a 10,000-view scene is about 1 MiB). Reading is the only allocation
  /// sized by the file alone; a bound keeps a wrong path from exhausting memory.
  static let maximumSceneBytes = 64 << 20

  /// The text of a file, or a failure that says what is wrong with it: a
  /// regular file (`FileReader`), at most `maximumSceneBytes`, UTF-8.
  /// `kind` names what the file was expected to be ("scene file",
  /// "configuration file"), as the failure says it.
  static func readText(_ path: String, kind: String) throws -> String {
    try text(of: path, kind: kind) { () throws(FileReader.Failure) in try FileReader.bytes(atPath: path, limit: maximumSceneBytes) }
  }

  /// Every byte of an open file or pipe as UTF-8 text, up to `maximumSceneBytes`.
  static func readAll(_ fd: Int32, name: String, kind: String) throws -> String {
    try text(of: name, kind: kind) { () throws(FileReader.Failure) in try FileReader.readAll(fd, limit: maximumSceneBytes) }
  }

  /// The UTF-8 text `read` gives, or the failure that says why not.
  private static func text(of name: String, kind: String, _ read: () throws(FileReader.Failure) -> [UInt8]) throws -> String {
    func fail(_ why: String) -> Failure { Failure("cannot read '\(name)': \(why)") }
    let bytes: [UInt8]
    do {
      bytes = try read()
    } catch {
      throw fail(error.reason(kind: kind))
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      // Where it stops being UTF-8, as the XML reader says it.
      guard let at = UTF8Validation.error(in: bytes, file: name, what: "text files Plumb reads") else { throw fail("not a UTF-8 text file") }
      throw Failure(at.description, located: true)
    }
    return text
  }

  /// Parses and adjusts a scene that was read, or fails with a located message.
  func load(_ input: Input) throws -> Scene {
    var s = try SceneOptions.parse(input.text, path: input.name)
    try adjust(&s.document)
    return s
  }

  /// Applies `--device`, `--orientation`, `--rtl` and `--set` to a document.
  func adjust(_ document: inout LayoutDocument) throws {
    if let device {
      guard let d = Device.named(device) else {
        throw Failure("unknown device '\(device)'; the presets are iphone, iphone-max and ipad")
      }
      document.device = d
    }
    if let orientation {
      guard let o = Orientation(rawValue: orientation) else { throw Failure("unknown orientation '\(orientation)': use portrait or landscape") }
      document.orientation = o
    }
    if isRightToLeft { document.direction = .rightToLeft }
    for c in changes {
      do {
        try ConstraintChange.parse(c).apply(to: &document)
      } catch let e as ConstraintChangeError {
        throw Failure("--set \(c): \(e.description)")
      }
    }
  }
}

/// A user-facing failure: printed to standard error, exit status 2.
struct Failure: Error, CustomStringConvertible {
  var description: String
  var located = false
  init(_ d: String, located: Bool = false) {
    description = d
    self.located = located
  }

  /// The line standard error gets: a located message as it is, any other after `plumb: error: `.
  var printed: String { (located ? "" : "plumb: error: ") + description + "\n" }
}

extension ParsableCommand {
  /// Runs `body`, turning a `Failure` into its message and exit status 2.
  func reportingFailures(_ body: () throws -> Void) throws {
    do {
      try body()
    } catch let f as Failure {
      FileHandle.standardError.write(Data(TerminalText.escaped(f.printed).utf8))
      throw ExitCode(2)
    }
  }
}
