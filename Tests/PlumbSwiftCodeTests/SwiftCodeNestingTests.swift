import PlumbDiagnostics
import PlumbSwiftCode
import XCTest

/// Code nested too deep for swift-syntax to parse in time (or at all) is
/// refused with its place, before it is parsed.
final class SwiftCodeNestingTests: XCTestCase {
  func testNestedSquareBracketsAreRefusedAtTheFirstOneTooMany() throws {
    let text = "let v = UIView()\nlet x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
    let error = try XCTUnwrap(SwiftCodeNesting.check(text, file: "v.swift"))
    XCTAssertEqual(
      error.description,
      """
      v.swift:2:21: error: more than 12 '[' are open here: Plumb reads Swift code with at most 12 nested brackets
      let x = \(String(repeating: "[", count: 40))\(String(repeating: "]", count: 40))
                          ^
      """)
    XCTAssertTrue(looksLikeSwiftCode(text), "pasted, it is still read as Swift, so that the error is shown")
  }

  func testTheReaderItselfRefusesCodeTooDeepToParseWhicheverFileOfAProjectHoldsIt() {
    let deep = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
    XCTAssertThrowsError(try SwiftCodeImporter.read(deep, file: "d.swift")) { error in
      XCTAssertTrue("\(error)".hasPrefix("d.swift:1:21: error: more than 12 '['"), "\(error)")
    }
    let files = [SwiftSource(text: "import UIKit\n", file: "a.swift"), SwiftSource(text: deep, file: "b.swift")]
    XCTAssertThrowsError(try SwiftProject(files)) { error in
      XCTAssertTrue("\(error)".hasPrefix("b.swift:1:21: error:"), "\(error)")
    }
  }

  func testInterpolationsCountAndStringTextDoesNot() throws {
    // 49 interpolations, each in the previous one's string.
    let interpolated = "let s = " + String(repeating: "\"\\(", count: 49) + "1" + String(repeating: ")\"", count: 49) + "\n"
    let error = try XCTUnwrap(SwiftCodeNesting.check(interpolated, file: "s.swift"))
    XCTAssertTrue(error.description.hasPrefix("s.swift:1:"), error.description)
    XCTAssertTrue(error.description.contains("more than 48 levels"), error.description)
    // Brackets in a string's text, a comment or a block comment are not code.
    let quoted = "let s = \"" + String(repeating: "[(", count: 60) + "\" // " + String(repeating: "[", count: 60) + "\n/* " + String(repeating: "{", count: 60) + " */\n"
    XCTAssertNil(SwiftCodeNesting.check(quoted, file: "q.swift"))
  }

  func testLayoutCodeAsWrittenIsNotRefused() {
    let code = """
      final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          NSLayoutConstraint.activate([
            photo.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            name.leadingAnchor.constraint(equalTo: photo.trailingAnchor, constant: CGFloat([8, 12].max() ?? 8)),
          ])
          label.text = "\\(user.first) [\\(user.count)]"
        }
      }
      """
    XCTAssertNil(SwiftCodeNesting.check(code, file: "p.swift"))
  }

  /// Each shape that makes the tree one level deeper per link, long enough
  /// to overflow the stack, is refused where the limit is passed.
  func testLongChainsAndDeepGenericsAreRefused() throws {
    let n = 100_000
    let shapes: [(String, String)] = [
      ("let x = y" + String(repeating: "!", count: n), "chained"),
      ("let x = f" + String(repeating: "()", count: n), "chained"),
      ("let x = a" + String(repeating: ".b", count: n), "chained"),
      ("let x = a" + String(repeating: "\n  .b", count: n), "chained"),
      ("let x = " + String(repeating: "try ", count: n) + "f()", "chained"),
      ("let x: " + String(repeating: "Array<", count: 3000) + "Int" + String(repeating: ">", count: 3000), "'<' of generic arguments"),
    ]
    for (text, words) in shapes {
      let error = try XCTUnwrap(SwiftCodeNesting.check(text, file: "c.swift"), String(text.prefix(20)))
      XCTAssertTrue(error.description.contains(words), error.description.prefix(200) + "")
    }
    let bangs = try XCTUnwrap(SwiftCodeNesting.check("let x = y" + String(repeating: "!", count: 2000), file: "c.swift"))
    XCTAssertTrue(
      bangs.description.hasPrefix(
        "c.swift:1:1010: error: more than 1000 links (members, calls, '!', '?', 'try') are chained here: Plumb reads Swift code with chains at most that long"),
      String(bangs.description.prefix(200)))
  }

  func testChainsAndGenericsAsWrittenAreNotRefused() {
    let builder = "let stack = UIStackView()" + String(repeating: "\n    .with { $0.axis = .vertical }", count: 40)
    let generics = "let m: Dictionary<String, Array<Optional<Int>>> = [:]\nif a<b { x = 1 }\n" + String(repeating: "if a<b { y = 2 }\n", count: 100)
    let lines = String(repeating: "view.topAnchor.constraint(equalTo: other!.bottomAnchor, constant: 1.5).isActive = true\n", count: 5000)
    let ranges = String(repeating: "for i in 0..<10 { a[i]?.b?.c = try? f(i) }\n", count: 2000)
    for code in [builder, generics, lines, ranges] { XCTAssertNil(SwiftCodeNesting.check(code, file: "p.swift"), String(code.prefix(40))) }
  }

  func testNestedConditionalBlocksAreRefusedAndSequentialOnesAreNot() throws {
    let nested = String(repeating: "#if A\n", count: 60) + String(repeating: "#endif\n", count: 60)
    let error = try XCTUnwrap(SwiftCodeNesting.check(nested, file: "c.swift"))
    XCTAssertEqual(
      error.description,
      """
      c.swift:49:1: error: more than 48 '#if' blocks are open here: Plumb reads Swift code with at most that many nested
      #if A
      ^
      """)
    let sequential = String(repeating: "#if DEBUG\nlet a = 1\n#elseif A\nlet a = 2\n#endif\n", count: 200)
    XCTAssertNil(SwiftCodeNesting.check(sequential, file: "c.swift"))
  }

  func testAnAssignmentChainTooLongToFoldIsAWarningNotACrash() throws {
    let chain = "import UIKit\nlet v = UIView()\nvar a = 0\na = " + String(repeating: "a = ", count: 30_000) + "1\n"
    let read = try SwiftCodeImporter.read(chain, file: "a.swift")
    XCTAssertTrue(
      read.warnings.map(\.description).contains { $0.hasPrefix("a.swift:4:4001: warning: this expression chains more than 1000 operators to the right") },
      read.warnings.map(\.description).joined(separator: "\n"))
  }

  func testOperatorsAreNotLinksOfAChain() {
    // `??`, `!=` and a ternary's `?` join expressions: a long line of them is not a chain too long to parse.
    let line = "let x = " + String(repeating: "a ?? ", count: 1500) + "b != c ? d : e\n"
    XCTAssertNil(SwiftCodeNesting.check(line, file: "o.swift"))
  }
}
