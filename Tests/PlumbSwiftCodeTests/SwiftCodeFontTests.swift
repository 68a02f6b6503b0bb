import PlumbLayout
import PlumbSwiftCode
import PlumbUIKitCode
import XCTest

/// Fonts in Swift code: a label in the system font or a text style is
/// measured in it, and a text style (directly or through UIFontMetrics)
/// grows with the user's text size; a custom font keeps Plumb's metrics.
final class SwiftCodeFontTests: XCTestCase {
  func read(_ body: String) throws -> SwiftCodeImport {
    let code = "import UIKit\nclass VC: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n\(body)\n  }\n}\n"
    return try SwiftCodeImporter.read(code, file: "T.swift", options: SwiftCodeOptions())
  }

  func label(_ name: String, font: String) -> String {
    """
    let \(name) = UILabel()
    \(name).text = "Hello"
    \(name).font = \(font)
    \(name).translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(\(name))
    \(name).leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
    \(name).topAnchor.constraint(equalTo: view.topAnchor).isActive = true

    """
  }

  func testFontsTheCodeSetsAreMeasuredAndTextStylesGrow() throws {
    let i = try read(
      label("body", font: ".preferredFont(forTextStyle: .body)") + label("fixed", font: "UIFont.systemFont(ofSize: 13, weight: .semibold)")
        + label("bold", font: ".boldSystemFont(ofSize: 20)") + label("scaled", font: "UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 30))")
        + label("custom", font: "UIFont(name: \"Avenir\", size: 17)"))
    let d = i.document
    func view(_ n: String) -> ViewSpec? { d.views.first { $0.name == n } }
    XCTAssertEqual(view("body")?.font, .system(size: 17))
    XCTAssertEqual(view("body")?.textStyle, .body)
    XCTAssertEqual(view("fixed")?.font, .system(size: 13, weight: .semibold))
    XCTAssertNil(view("fixed")?.textStyle)
    XCTAssertEqual(view("bold")?.font, .system(size: 20, weight: .bold))
    XCTAssertEqual(view("scaled")?.font, .system(size: 30))
    XCTAssertEqual(view("scaled")?.textStyle, .title1)
    XCTAssertNil(view("custom")?.font)

    let designed = LayoutEngine(d).layoutIfNeeded()
    func frame(_ r: LayoutResult, _ n: String) -> Frame? { r.views.first { $0.name == n }?.frame }
    // Measured in the font: "Hello" in Body, and in Plumb's 8-point cells for the custom font.
    XCTAssertEqual(frame(designed, "body")?.width ?? 0, SystemFontWidths.width(of: "Hello", size: 17), accuracy: 1e-6)
    XCTAssertEqual(frame(designed, "body")?.height ?? 0, FontMetrics.system(size: 17).lineHeight, accuracy: 1e-6)
    XCTAssertEqual(frame(designed, "custom"), Frame(x: 0, y: 0, width: 40, height: 16))

    let ax5 = LayoutEngine(d.stressed(TextStress(textSize: .accessibilityExtraExtraExtraLarge))).layoutIfNeeded()
    XCTAssertEqual(frame(ax5, "body")?.width ?? 0, SystemFontWidths.width(of: "Hello", size: 53), accuracy: 1e-6)
    // Scaled by Title 1's metrics: 30 × 58 / 28.
    XCTAssertEqual(frame(ax5, "scaled")?.height ?? 0, FontMetrics.system(size: 30 * 58 / 28).lineHeight, accuracy: 1e-6)
    XCTAssertEqual(frame(ax5, "fixed"), frame(designed, "fixed"), "a fixed size does not grow")
    XCTAssertEqual(frame(ax5, "custom"), frame(designed, "custom"))
  }

  /// `scaledFont(for:maximumPointSize:)` stops at its cap; a localized string is its key; autoshrink is read.
  func testACapALocalizedKeyAndAutoshrink() throws {
    let i = try read(
      label("capped", font: "UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20)")
        + "capped.text = NSLocalizedString(\"login.title\", comment: \"\")\ncapped.adjustsFontSizeToFitWidth = true\ncapped.minimumScaleFactor = 0.5\n")
    let v = try XCTUnwrap(i.document.views.first { $0.name == "capped" })
    XCTAssertEqual(v.text, "login.title")
    XCTAssertEqual(v.minimumScaleFactor, 0.5)
    XCTAssertEqual(v.font?.maximumPointSize, 20)
    let ax5 = i.document.stressed(TextStress(textSize: .accessibilityExtraExtraExtraLarge))
    XCTAssertEqual(ax5.views.first { $0.name == "capped" }?.font?.pointSize, 20)
    let fr = i.document.stressed(TextStress(translation: Translation(language: "fr", strings: ["login.title": "Connexion"])))
    XCTAssertEqual(fr.views.first { $0.name == "capped" }?.text, "Connexion")
  }

  /// `convert --to swift` writes a text style as `preferredFont(forTextStyle:)`, a system font at its size and weight; reading it back keeps both.
  func testTheWriterWritesFontsTheReaderReadsBack() throws {
    var d = LayoutDocument(title: nil, device: .canvas(width: 320, height: 200, traits: Traits(horizontal: .compact, vertical: .regular)))
    var styled = ViewSpec(name: "styled", kind: .label, text: "Hi")
    styled.textStyle = .headline
    var fixed = ViewSpec(name: "fixed", kind: .button, text: "Go")
    fixed.font = .system(size: 15, weight: .semibold)
    d.views = [styled, fixed]
    let code = SwiftCodeWriter.write(d).text
    XCTAssertTrue(code.contains("styled.font = .preferredFont(forTextStyle: .headline)\n"), code)
    XCTAssertTrue(code.contains("styled.adjustsFontForContentSizeCategory = true\n"), code)
    XCTAssertTrue(code.contains("fixed.titleLabel?.font = .systemFont(ofSize: 15, weight: .semibold)\n"), code)
    let back = try SwiftCodeImporter.read(code, file: "T.swift", options: SwiftCodeOptions())
    XCTAssertEqual(back.document.views.first { $0.name == "styled" }?.textStyle, .headline)
    XCTAssertEqual(back.document.views.first { $0.name == "fixed" }?.font, .system(size: 15, weight: .semibold))
  }
}
