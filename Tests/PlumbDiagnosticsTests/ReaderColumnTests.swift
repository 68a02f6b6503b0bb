import Foundation
import PlumbDiagnostics
import PlumbInterfaceBuilder
import PlumbSwiftCode
import XCTest

/// Readers whose parser counts UTF-8 bytes (libxml2, swift-syntax) report
/// columns in characters, like the scene parser: text that is not ASCII
/// before the place moves the column by one per character.
final class ReaderColumnTests: XCTestCase {
  func interfaceBuilderError(_ text: String) -> InterfaceBuilderError? {
    do {
      _ = try InterfaceBuilderReader.parse(Data(text.utf8), file: "t.xib")
      return nil
    } catch {
      return error
    }
  }

  func testInterfaceBuilderMalformedXMLColumnCountsCharacters() throws {
    // The same line with four ASCII characters, then four of 6 scalars and 17 bytes (é is e and a combining accent).
    let ascii = "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n\t<scenes a=\"abcd\" <<x/>\n</document>\n"
    let wide = "<?xml version=\"1.0\"?>\n<document version=\"3.0\">\n\t<scenes a=\"한국e\u{301}👍🏽\" <<x/>\n</document>\n"
    guard case .malformedXML(let a, _)? = interfaceBuilderError(ascii), case .malformedXML(let w, _)? = interfaceBuilderError(wide) else {
      return XCTFail("both are malformed")
    }
    XCTAssertEqual(a.line, 3)
    XCTAssertEqual(w.line, 3)
    XCTAssertEqual(w.column, a.column, "characters, not bytes")
    let shown = try XCTUnwrap(interfaceBuilderError(wide)).description
    let lines = shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    XCTAssertEqual(lines.count, 3, shown)
    XCTAssertEqual(lines[1], "\t<scenes a=\"한국e\u{301}👍🏽\" <<x/>")
    // The caret is under the same character as on the ASCII line: three wide characters take three cells more.
    let asciiCaret = try XCTUnwrap(interfaceBuilderError(ascii)).description.split(separator: "\n").last.map(String.init)
    XCTAssertEqual(lines[2], asciiCaret.map { String($0.prefix(11)) + "   " + String($0.dropFirst(11)) })
  }

  func testInterfaceBuilderElementColumnCountsCharacters() {
    // A comment before the root element on its line: the root starts after 10 characters (16 bytes).
    let text = "<?xml version=\"1.0\"?>\n<!--한국어--><plist version=\"1.0\"><dict/></plist>\n"
    XCTAssertEqual(interfaceBuilderError(text), .notInterfaceBuilder(SourceLocation(file: "t.xib", line: 2, column: 11), element: "plist"))
    XCTAssertEqual(interfaceBuilderError(text)?.description, "t.xib:2:11: error: not an Interface Builder document: the root element is <plist>, not <document>")
  }

  func testSwiftCodeWarningColumnCountsCharacters() {
    func warnings(_ comment: String) -> [String] {
      let code = """
        import UIKit
        class VC: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let a = UIView()
            a.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(a)
            /* \(comment) */ a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Constants.padding).isActive = true
          }
        }

        """
      return try! SwiftCodeImporter.read(code, file: "T.swift").warnings.map(\.description)
    }
    // `/* 한국어é */` is 10 characters and 16 bytes; the unknown name starts at character 82 (byte 89).
    let message = "warning: 'Constants.padding' is not known here; using 0 (set it with --define Constants.padding=VALUE)"
    XCTAssertEqual(warnings("한국어é"), ["T.swift:8:82: " + message])
    XCTAssertEqual(warnings("abcd"), ["T.swift:8:82: " + message])
  }
}
