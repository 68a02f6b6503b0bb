import Foundation
import PlumbDiagnostics
import PlumbLayout
import PlumbReports
import XCTest

/// `--strings`: `.strings` files as Xcode writes them and String Catalogs,
/// read into translations; a mistake is a located error.
final class StringsTableTests: XCTestCase {
  func testAStringsFileWithCommentsEscapesAndBareKeys() throws {
    let text = """
      /* Class = "UILabel"; text = "Sign in"; ObjectID = "Xy3-ab-cde"; */
      "Xy3-ab-cde.text" = "Se connecter";
      // a line comment
      "Quote" = "\\"Bonjour\\"\\n\\U00E0 bient\\u00F4t";
      bare_key = "ok";
      "smile" = "\\UD83D\\UDE00";
      """
    XCTAssertEqual(try StringsTable.strings(text, file: "fr.strings"), [
      "Xy3-ab-cde.text": "Se connecter", "Quote": "\"Bonjour\"\nà bientôt", "bare_key": "ok", "smile": "😀",
    ])
  }

  func testUTF16WithItsByteOrderMark() throws {
    var data = Data([0xFF, 0xFE])
    for u in "\"a\" = \"é\";".utf16 { data.append(contentsOf: [UInt8(u & 0xFF), UInt8(u >> 8)]) }
    XCTAssertEqual(try StringsTable.strings(StringsTable.text(data, file: "x.strings"), file: "x.strings"), ["a": "é"])
  }

  func testMistakesAreLocated() {
    func message(_ text: String) -> String {
      do {
        _ = try StringsTable.strings(text, file: "f.strings")
        return "no error"
      } catch { return error.description }
    }
    XCTAssertEqual(message("\"a\" = \"b\"\n\"c\" = \"d\";"), """
      f.strings:2:1: error: expected ';' after the value of "a"
      "c" = "d";
      ^
      """)
    XCTAssertEqual(message("\"a\" = \"b;"), """
      f.strings:1:7: error: a string that never ends (no closing ")
      "a" = "b;
            ^
      """)
    XCTAssertEqual(message("\"a\" = \"\\UDC00\";"), """
      f.strings:1:9: error: \\UDC00 is half of a UTF-16 pair without its first half
      "a" = "\\UDC00";
              ^
      """)
    XCTAssertEqual(message("/* open"), """
      f.strings:1:1: error: a comment that never ends (no */)
      /* open
      ^
      """)
    XCTAssertEqual(message("\"a\" \"b\";"), """
      f.strings:1:5: error: expected '=' after the key "a"
      "a" "b";
          ^
      """)
  }

  func testACatalogHoldsOneTranslationPerLanguageBesidesItsSource() throws {
    let json = """
      { "sourceLanguage" : "en", "strings" : {
        "Sign in" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "Sign in" } },
          "de" : { "stringUnit" : { "state" : "translated", "value" : "Anmelden" } } } },
        "%lld items" : { "localizations" : { "de" : { "variations" : { "plural" : {
          "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel" } },
          "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Artikel insgesamt" } } } } } } } },
        "version" : "1.0" }
      """
    let t = try StringsTable.catalog(Data(json.utf8), file: "L.xcstrings")
    XCTAssertEqual(t.map(\.language), ["de"])
    XCTAssertEqual(t.first?.strings, ["Sign in": "Anmelden", "%lld items": "%lld Artikel insgesamt"])
    XCTAssertThrowsError(try StringsTable.catalog(Data("[1]".utf8), file: "L.xcstrings")) {
      XCTAssertEqual(($0 as? LocatedMessage)?.description, "L.xcstrings: error: not a String Catalog: no \"strings\" object at the top")
    }
  }

  /// A storyboard's view by its object id and the property its kind shows; other views by their text.
  func testAViewsTextIsFoundByObjectIdOrByItself() {
    let t = Translation(language: "fr", strings: ["b1.normalTitle": "Continuer", "f1.placeholder": "Courriel", "Hello": "Bonjour"])
    var button = ViewSpec(name: "go", kind: .button, text: "Continue")
    button.ibID = "b1"
    var field = ViewSpec(name: "mail", kind: .textfield, text: "Email")
    field.ibID = "f1"
    XCTAssertEqual(t.text(of: button), "Continuer")
    XCTAssertEqual(t.text(of: field), "Courriel")
    XCTAssertEqual(t.text(of: ViewSpec(name: "hi", kind: .label, text: "Hello")), "Bonjour")
    XCTAssertNil(t.text(of: ViewSpec(name: "x", kind: .label, text: "Other")))
    var d = LayoutDocument(title: nil, device: .canvas(width: 100, height: 100, traits: Traits(horizontal: .compact, vertical: .regular)))
    d.views = [ViewSpec(name: "hi", kind: .label, text: "Hello")]
    XCTAssertEqual(d.stressed(TextStress(translation: t)).views[0].text, "Bonjour")
  }
}
