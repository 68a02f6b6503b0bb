import PlumbLayout
import PlumbScene
import PlumbSwiftCode
import PlumbUIKitCode
import XCTest

/// Priorities in Swift code: UIKit's and SnapKit's names read, `.zero` and
/// out-of-range numbers refused with a warning, and only iOS's names written.
final class SwiftCodePriorityTests: XCTestCase {
  func read(_ body: String) -> SwiftCodeImport {
    let code = "import UIKit\nclass VC: UIViewController {\n  override func viewDidLoad() {\n    super.viewDidLoad()\n\(body)\n  }\n}\n"
    return try! SwiftCodeImporter.read(code, file: "T.swift", options: SwiftCodeOptions())
  }

  func testZeroIsNoPriorityAndNumbersOutsideUIKitsBoundsAreClampedWithAWarning() {
    let i = read("""
        let a = UILabel()
        a.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(a)
        let c = a.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .zero
        c.isActive = true
        let d = a.heightAnchor.constraint(equalToConstant: 20)
        d.priority = UILayoutPriority(0)
        d.isActive = true
        let e = a.heightAnchor.constraint(equalToConstant: 21)
        e.priority = .required + 1
        e.isActive = true
        let f = a.heightAnchor.constraint(equalToConstant: 22)
        f.priority = .fittingSizeLevel
        f.isActive = true
      """)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.width = 10", "a.height = 20 @1", "a.height = 21", "a.height = 22 @50"])
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:9:3: warning: '.zero' is not a priority (UIKit's are 1 to 1000); using 1000",
      "T.swift:12:3: warning: the priority 0 is outside UIKit's 1 to 1000; using 1",
      "T.swift:15:3: warning: the priority 1001 is outside UIKit's 1 to 1000; using 1000",
    ])
  }

  func testSnapKitsNamesAndModifiers() {
    let i = read("""
        let a = UIView()
        view.addSubview(a)
        a.snp.makeConstraints {
          $0.width.equalTo(10).priority(.medium)
          $0.height.equalTo(20).priorityLow()
          $0.top.equalToSuperview().priority(.required)
          $0.left.equalToSuperview().priority(.high)
        }
      """)
    XCTAssertEqual(i.document.constraints.map(\.notation), [
      "a.width = 10 @500", "a.height = 20 @250", "a.top = superview.top", "a.left = superview.left @750",
    ])
    XCTAssertEqual(i.warnings, [])
  }

  func testTheWriterNamesOnlyWhatIOSNames() throws {
    let scene = try SceneParser.parse("""
      canvas 320x200
      view a
      a.width = 10 @50
      a.width = 20 @500
      a.width = 30 @1
      """, file: "t.scene")
    let text = SwiftCodeWriter.write(scene.document).text
    XCTAssertTrue(text.contains("constraint.priority = .fittingSizeLevel"), text)
    XCTAssertTrue(text.contains("constraint2.priority = UILayoutPriority(500)"), "Mac Catalyst's .sceneSizeStayPut is no iOS code: \(text)")
    XCTAssertTrue(text.contains("constraint3.priority = UILayoutPriority(1)"), text)
  }
}
