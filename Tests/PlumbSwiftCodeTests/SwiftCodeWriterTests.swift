import Foundation
import PlumbTestSupport
import XCTest
@testable import PlumbLayout
@testable import PlumbScene
@testable import PlumbSwiftCode
@testable import PlumbUIKitCode

/// UIKit code written from documents: each construct as UIKit spells it, and
/// every lesson compared with its reviewed expected file.
final class SwiftCodeWriterTests: XCTestCase {
  func code(_ scene: String) throws -> String {
    SwiftCodeWriter.write(try SceneParser.parse(scene, file: "t.scene").document).text
  }

  /// The lines of `viewDidLoad` after `super.viewDidLoad()`, without their indentation.
  func body(_ scene: String) throws -> [String] {
    let lines = try code(scene).split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
    guard let start = lines.firstIndex(of: "super.viewDidLoad()") else { return [] }
    return Array(lines[(start + 1)...].dropLast(3)).filter { !$0.isEmpty }
  }

  func testAnchorsRelationsMultipliersAndConstants() throws {
    let b = try body("""
      canvas 320x200
      view a
      view b
      a.leading = superview.leading + 16
      a.trailing <= b.leading - 8
      a.width >= 44
      a.height = 0.5 * b.width + 10
      a.centerX = 0.5 * root.centerX
      a.firstBaseline = b.lastBaseline
      a.top = margins.top
      """)
    XCTAssertEqual(b.prefix(2), ["let a = UIView()", "a.translatesAutoresizingMaskIntoConstraints = false"])
    // A canvas is a plain view, with 8-point margins from its edges, not a view controller's system minimum.
    XCTAssertTrue(b.contains("view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)"), "\(b)")
    XCTAssertEqual(Array(b.drop { $0 != "NSLayoutConstraint.activate([" }), [
      "NSLayoutConstraint.activate([",
      "a.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),",
      "a.trailingAnchor.constraint(lessThanOrEqualTo: b.leadingAnchor, constant: -8),",
      "a.widthAnchor.constraint(greaterThanOrEqualToConstant: 44),",
      "a.heightAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5, constant: 10),",
      // Anchors have no multiplier for positions: UIKit's item form says it.
      "NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0.5, constant: 0),",
      "a.firstBaselineAnchor.constraint(equalTo: b.lastBaselineAnchor),",
      "a.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),",
      "])",
    ])
  }

  func testPrioritiesIdentifiersAndInactiveConstraintsAreNamed() throws {
    let b = try body("""
      canvas 320x200
      view a
      a.width = 10 @750
      a.width = 20 @250
      a.width = 30 @999
      fixed: a.height = 40
      a.height = 50 inactive
      Login button: a.leading = root.leading
      """.replacingOccurrences(of: "Login button: ", with: ""))
    XCTAssertEqual(Array(b.drop { !$0.hasPrefix("let constraint") && !$0.hasPrefix("let fixed") }), [
      "let constraint = a.widthAnchor.constraint(equalToConstant: 10)",
      "constraint.priority = .defaultHigh",
      "let constraint2 = a.widthAnchor.constraint(equalToConstant: 20)",
      "constraint2.priority = .defaultLow",
      "let constraint3 = a.widthAnchor.constraint(equalToConstant: 30)",
      "constraint3.priority = UILayoutPriority(999)",
      "let fixed = a.heightAnchor.constraint(equalToConstant: 40)",
      "fixed.identifier = \"fixed\"",
      "let constraint4 = a.heightAnchor.constraint(equalToConstant: 50)",
      "constraint4.isActive = false // inactive in Plumb: activate it to install it",
      "NSLayoutConstraint.activate([",
      "constraint,", "constraint2,", "constraint3,", "fixed,",
      "a.leadingAnchor.constraint(equalTo: view.leadingAnchor),",
      "])",
    ])
  }

  func testViewSettingsDifferingFromAViewMadeInCode() throws {
    let b = try body("""
      canvas 320x200
      label title "Say \\"hi\\"\\nthen go" lines=0 hug=250 resist=751,1000
      imageview photo image=40x30
      button go "Go" hidden=true
      textview notes "n" scrolls=false margins=1,2,3,4
      switch toggle
      stack row axis=vertical distribution=equalSpacing alignment=center spacing=8 arrangement=margins arranged=go
      view pad intrinsic=_x31
      """)
    XCTAssertEqual(b.prefix(while: { $0 != "view.addSubview(title)" }), [
      "let title = UILabel()",
      "title.text = \"Say \\\"hi\\\"\\nthen go\"",
      "title.numberOfLines = 0",
      // A label made in code hugs at 250, as asked: no call. Resistance 751 and 1000 are not the default.
      "title.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)",
      "title.setContentCompressionResistancePriority(.required, for: .vertical)",
      "title.translatesAutoresizingMaskIntoConstraints = false",
      "let photo = UIImageView() // plumb: image=40x30",
      "photo.image = UIImage(named: \"photo\")",
      "photo.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)",
      "photo.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)",
      "photo.translatesAutoresizingMaskIntoConstraints = false",
      "let go = UIButton(type: .system)",
      "go.setTitle(\"Go\", for: .normal)",
      "go.isHidden = true",
      "go.translatesAutoresizingMaskIntoConstraints = false",
      "let notes = UITextView()",
      "notes.text = \"n\"",
      "notes.isScrollEnabled = false",
      "notes.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)",
      "notes.translatesAutoresizingMaskIntoConstraints = false",
      // A switch made in code hugs at 750, as the scene's does.
      "let toggle = UISwitch()",
      "toggle.translatesAutoresizingMaskIntoConstraints = false",
      "let row = UIStackView()",
      "row.axis = .vertical",
      "row.distribution = .equalSpacing",
      "row.alignment = .center",
      "row.spacing = 8",
      "row.isLayoutMarginsRelativeArrangement = true",
      "row.translatesAutoresizingMaskIntoConstraints = false",
      "let pad = UIView() // plumb: intrinsic=_x31",
      "pad.translatesAutoresizingMaskIntoConstraints = false",
    ])
    XCTAssertTrue(b.contains("row.addArrangedSubview(go)"))
    XCTAssertFalse(b.contains("view.addSubview(go)"))
  }

  func testGuidesScrollViewsAndRootMargins() throws {
    let b = try body("""
      canvas 320x200
      margins 0 24 0 24
      view scroll
      view card in=scroll
      card.top = scroll.content.top
      card.leading = scroll.margins.leading
      card.trailing = root.margins.trailing
      card.bottom = scroll.safeArea.bottom
      """)
    XCTAssertEqual(b.first, "let scroll = UIScrollView()")
    XCTAssertTrue(b.contains("view.layoutMargins = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 24)"))
    XCTAssertTrue(b.contains("viewRespectsSystemMinimumLayoutMargins = false"))
    XCTAssertTrue(b.contains("scroll.addSubview(card)"))
    XCTAssertEqual(Array(b.drop { $0 != "NSLayoutConstraint.activate([" }.dropFirst().dropLast()), [
      "card.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),",
      "card.leadingAnchor.constraint(equalTo: scroll.layoutMarginsGuide.leadingAnchor),",
      "card.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),",
      "card.bottomAnchor.constraint(equalTo: scroll.safeAreaLayoutGuide.bottomAnchor),",
    ])
  }

  func testSizeClassesBecomeTraitCollectionTests() throws {
    let b = try body("""
      canvas 320x200
      view a when wC
      view b
      a.width = 10
      b.width = 20 when hR
      a.height = b.height when wR
      """)
    XCTAssertEqual(Array(b.drop { !$0.hasPrefix("if traitCollection.horizontalSizeClass == .compact {") }), [
      "if traitCollection.horizontalSizeClass == .compact {", "view.addSubview(a)", "}",
      "view.addSubview(b)",
      // a is only in wC: a constraint of it in wR could never be installed.
      "// 'a.height = b.height when wR' joins views installed in different size classes: left out",
      "if traitCollection.horizontalSizeClass == .compact {", "NSLayoutConstraint.activate([", "a.widthAnchor.constraint(equalToConstant: 10),", "])", "}",
      "if traitCollection.verticalSizeClass == .regular {", "NSLayoutConstraint.activate([", "b.widthAnchor.constraint(equalToConstant: 20),", "])", "}",
    ])
  }

  func testHeaderNamesTheClassAndTheSettings() throws {
    let text = try code("""
      scene "2 Login screen!"
      device iphone-max
      orientation landscape
      direction rtl
      view class
      """)
    XCTAssertTrue(text.hasPrefix("""
      // 2 Login screen!: UIKit code written by Plumb.
      // The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
      // plumb: device iphone-max
      // plumb: orientation landscape
      // plumb: direction rtl

      import UIKit

      final class Layout2LoginScreenViewController: UIViewController {
      """), text)
    // A Swift keyword is no name.
    XCTAssertTrue(text.contains("let class2 = UIView()"), text)
  }

  func testConstraintsUIKitMakesAreCommentsAndNamesReadLikeSwift() throws {
    var d = try SceneParser.parse("canvas 320x200\nview a\na.width = 10\n", file: "t").document
    d.views = [ViewSpec(name: "UILabel 'Show More'", kind: .label, text: "Show More"), ViewSpec(name: "URL", kind: .view)]
    d.constraints = [
      ConstraintSpec(identifier: "UIView-Encapsulated-Layout-Height", firstItem: .view("URL"), firstAttribute: .height, constant: 44),
      ConstraintSpec(identifier: "UISV-spacing", firstItem: .view("URL"), firstAttribute: .top, secondItem: .view("UILabel 'Show More'"), secondAttribute: .bottom),
      ConstraintSpec(identifier: "UIButtonWidth", firstItem: .view("URL"), firstAttribute: .width, constant: 10),
    ]
    let out = SwiftCodeWriter.write(d)
    XCTAssertEqual(out.names, ["UILabel 'Show More'": "uiLabelShowMore", "URL": "url"])
    XCTAssertTrue(out.text.contains("    // made by UIKit (or Plumb), not by the app: UIView-Encapsulated-Layout-Height: URL.height = 44\n"), out.text)
    XCTAssertTrue(out.text.contains("    // made by UIKit (or Plumb), not by the app: UISV-spacing: URL.top = UILabel 'Show More'.bottom\n"), out.text)
    // An identifier of the app's own that merely starts with UI is the app's.
    XCTAssertTrue(out.text.contains("let uiButtonWidth = url.widthAnchor.constraint(equalToConstant: 10)\n"), out.text)
  }

  /// Every lesson, as reviewed: `PLUMB_UPDATE_EXPECTED=1 swift test --filter SwiftCodeWriterTests` writes them anew (`Expected/NAME.swift.expected`).
  func testEveryLessonMatchesItsReviewedCode() throws {
    let scenes = Repository.url("Scenes")
    let expected = Repository.url("Tests/PlumbSwiftCodeTests/Expected")
    let files = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter { $0.hasSuffix(".scene") }.sorted()
    XCTAssertGreaterThan(files.count, 10)
    let update = ProcessInfo.processInfo.environment["PLUMB_UPDATE_EXPECTED"] == "1"
    for f in files {
      let text = try String(contentsOf: scenes.appendingPathComponent(f), encoding: .utf8)
      let out = SwiftCodeWriter.write(try SceneParser.parse(text, file: f).document, source: f).text
      let url = expected.appendingPathComponent(f.replacingOccurrences(of: ".scene", with: ".swift.expected"))
      if update {
        try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
        try out.write(to: url, atomically: true, encoding: .utf8)
        continue
      }
      XCTAssertEqual(out, try String(contentsOf: url, encoding: .utf8), "\(f): the code differs from \(url.lastPathComponent)")
    }
  }
}
