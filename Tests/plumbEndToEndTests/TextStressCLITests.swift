import Foundation
import PlumbTestSupport
import XCTest

/// `--text-size`, `--pseudo` and `check --all-text-sizes` as a user runs
/// them: the header names the condition, bad values are refused with what
/// is accepted, a check reports what only the condition shows, with it.
final class TextStressCLITests: XCTestCase {
  func plumb(_ args: [String]) throws -> PlumbProcess.Run { try PlumbProcess.run(args) }

  /// "Sign in" in a label 80 points wide: room for the text as designed, not for it doubled or translated into French.
  static let fixedWidthTitle = """
    canvas 300x100
    label title "Sign in"
    title.leading = root.leading + 10
    title.top = root.top + 10
    title.width = 80
    """

  func scene(_ text: String) throws -> String {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-stress-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("s.scene").path
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    return file
  }

  /// A scene's text doubles, in Plumb's own metrics; the header says so.
  func testPseudoDoubleDoublesAScenesText() throws {
    let file = try scene("""
      canvas 300x100
      label title "Sign in"
      title.leading = root.leading + 10
      title.top = root.top + 10
      """)
    let plain = try plumb(["solve", file])
    XCTAssertEqual(plain.out, "\(file): canvas 300x100, portrait, wR hR, ltr\ntitle  (10, 10, 56, 16)\n")
    let doubled = try plumb(["solve", file, "--pseudo", "double"])
    XCTAssertEqual(doubled.status, 0, doubled.err)
    XCTAssertEqual(doubled.out, "\(file): canvas 300x100, portrait, wR hR, ltr, double-length text\ntitle  (10, 10, 120, 16)\n")
  }

  /// A fixed width that holds the text as designed but not doubled: a
  /// check warns with the condition, and only then; exit 1 with --strict.
  func testCheckReportsTruncationThatOnlyTheConditionShows() throws {
    let file = try scene(Self.fixedWidthTitle)
    let designed = try plumb(["check", file, "--reporter", "xcode"])
    XCTAssertEqual(designed.out, "")
    let doubled = try plumb(["check", file, "--pseudo", "double", "--reporter", "xcode", "--strict"])
    XCTAssertEqual(doubled.status, 1)
    XCTAssertEqual(
      doubled.out,
      "\(file):2:7: warning: 'title' truncates its text \"Sign in Sign in\": the text no longer fits the room its constraints give it (with double-length text) (truncated-text)\n")
    // A scene has no fonts: its text keeps Plumb's metrics at every text size.
    let sizes = try plumb(["check", file, "--all-text-sizes", "--reporter", "xcode"])
    XCTAssertEqual(sizes.out, "")
    XCTAssertEqual(sizes.status, 0)
  }

  func testBadValuesAreRefusedWithWhatIsAccepted() throws {
    let file = try scene("canvas 300x100\nview a\n")
    let size = try plumb(["solve", file, "--text-size", "AX6"])
    XCTAssertEqual(size.status, 2)
    XCTAssertEqual(size.err, "plumb: error: unknown text size 'AX6'; did you mean 'AX1'?: use one of xS, S, M, L, xL, xxL, xxxL, AX1, AX2, AX3, AX4, AX5\n")
    let pseudo = try plumb(["render", file, "--pseudo", "klingon"])
    XCTAssertEqual(pseudo.status, 2)
    XCTAssertEqual(pseudo.err, "plumb: error: unknown pseudolanguage 'klingon': use double, accented or rtl\n")
  }

  /// A corpus storyboard at AX5: its Body and Title text grows, the header says so.
  func testAStoryboardAtAnotherTextSize() throws {
    let file = "Tests/Fixtures/InterfaceBuilder/089_onevcat_Kingfisher_Main.storyboard"
    let r = try plumb(["solve", file, "--text-size", "accessibility5"])
    XCTAssertEqual(r.status, 0, r.err)
    XCTAssertTrue(r.out.split(separator: "\n").first?.hasSuffix(", text size AX5") ?? false, r.out)
    let check = try plumb(["check", file, "--all-text-sizes", "--reporter", "json"])
    XCTAssertTrue([0, 1].contains(check.status), check.err)
    XCTAssertFalse(check.out.contains("\"conditions\" : [\n\n    ]"), "every finding of the sweep names its conditions")
  }

  /// Each language of a String Catalog is a condition of a check; solve lays out the one --language names.
  func testAStringCatalogsLanguagesAreConditions() throws {
    let file = try scene(Self.fixedWidthTitle)
    let catalog = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent("L.xcstrings").path
    try """
      { "sourceLanguage" : "en", "strings" : { "Sign in" : { "localizations" : {
        "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } },
        "fr" : { "stringUnit" : { "state" : "translated", "value" : "Se connecter à votre compte" } } } } }, "version" : "1.0" }
      """.write(toFile: catalog, atomically: true, encoding: .utf8)
    let check = try plumb(["check", file, "--strings", catalog, "--reporter", "xcode"])
    XCTAssertEqual(
      check.out,
      "\(file):2:7: warning: 'title' truncates its text \"Se connecter à votre compte\": the text no longer fits the room its constraints give it (in fr) (truncated-text)\n")
    let both = try plumb(["solve", file, "--strings", catalog])
    XCTAssertEqual(both.status, 2)
    XCTAssertEqual(both.err, "plumb: error: \(catalog) holds 2 languages (de, fr): choose one with --language\n")
    let de = try plumb(["solve", file, "--strings", catalog, "--language", "de"])
    XCTAssertEqual(de.out, "\(file): canvas 300x100, portrait, wR hR, ltr, in de\ntitle  (10, 10, 80, 16)\n")
  }
}
