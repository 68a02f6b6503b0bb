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
}
