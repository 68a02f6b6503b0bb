import XCTest

@testable import plumb

/// The one registry of input formats: each format recognised by its
/// extension and by its content, in the order `InputFormats` documents.
final class InputFormatsTests: XCTestCase {
  static let log = "2024-01-01 [LayoutConstraints] Unable to simultaneously satisfy constraints.\n(\"<NSLayoutConstraint:0x1 UILabel:0x2.width == 10>\")"
  static let swift = "import UIKit\nfinal class V: UIViewController {\n  override func viewDidLoad() {\n    NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 10)])\n  }\n}\n"
  static let scene = "view a\na.width = 10\n"

  func name(_ text: String, _ path: String) -> String { InputFormats.recognise(text, path: path).name }

  func testEachFormatOnce() {
    let names = InputFormats.all.map(\.name)
    XCTAssertEqual(names, ["scene", "Interface Builder", "conflict log", "Swift code"])
    XCTAssertEqual(Set(names).count, names.count)
    XCTAssertEqual(InputFormats.fallback.name, "scene")
  }

  /// The extension decides alone, whatever the text says, in any case.
  func testTheExtensionDecidesFirst() {
    XCTAssertEqual(InputFormats.byExtension("Main.storyboard")?.name, "Interface Builder")
    XCTAssertEqual(InputFormats.byExtension("Cell.XIB")?.name, "Interface Builder")
    XCTAssertTrue(InputFormats.byExtension("Cell.xib")?.readsItsOwnFile ?? false, "read by its own reader, no text first")
    XCTAssertEqual(name(Self.log, "crash.swift"), "Swift code")
    XCTAssertEqual(name(Self.log, "crash.scene"), "scene")
    XCTAssertEqual(name(Self.swift, "View.Scene"), "scene")
    XCTAssertEqual(name(Self.scene, "Main.storyboard"), "Interface Builder")
    XCTAssertNil(InputFormats.byExtension("crash.txt"))
    XCTAssertNil(InputFormats.byExtension("-"))
  }

  /// Without a deciding extension, the content: the log's phrase, then Swift code, then the looser log tests, else a scene.
  func testTheContentDecidesInTheDocumentedOrder() {
    // 1. The phrase makes a log whatever the name, even in Swift code.
    XCTAssertEqual(name(Self.log, "crash"), "conflict log")
    XCTAssertEqual(name(Self.swift + "// Unable to simultaneously satisfy constraints\n", "-"), "conflict log")
    // 2. Swift code, though it names NSLayoutConstraint and is pasted or in a .txt.
    XCTAssertEqual(name(Self.swift, "-"), "Swift code")
    XCTAssertEqual(name(Self.swift, "snippet.txt"), "Swift code")
    // 3. A .txt or .log file, pasted text naming UIKit's constraint classes, or any text holding a constraint description, without the phrase.
    XCTAssertEqual(name(Self.scene, "notes.txt"), "conflict log")
    XCTAssertEqual(name(Self.scene, "console.LOG"), "conflict log")
    XCTAssertEqual(name("(\"<NSLayoutConstraint:0x1 UILabel:0x2.width == 10>\")", "-"), "conflict log")
    XCTAssertEqual(name("(\"<NSLayoutConstraint:0x1 UILabel:0x2.width == 10>\")", "pasted"), "conflict log", "a list without its heading")
    XCTAssertEqual(name("# a scene naming NSLayoutConstraint in a comment\n" + Self.scene, "layout"), "scene")
    // Interface Builder XML piped in (answered by asking for its path).
    XCTAssertEqual(name("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">", "-"), "Interface Builder")
    // Anything else is a scene.
    XCTAssertEqual(name(Self.scene, "-"), "scene")
    XCTAssertEqual(name(Self.scene, "layout"), "scene")
  }

  /// The tests are ranked across formats: each rank once, run lowest first.
  func testTheSniffsAreRanked() {
    let ranks = InputFormats.all.flatMap { f in f.sniffs.map(\.rank) }
    XCTAssertEqual(ranks.sorted(), [0, 1, 2, 3])
  }
}
