import PlumbLayout
import PlumbSwiftCode
import XCTest

/// Constraints UIKit refuses to make (`LayoutAttribute.refusal`): said where the code makes them, and left out.
final class RefusedConstraintTests: XCTestCase {
  func testEachRefusedConstraintIsSaidAndLeftOut() throws {
    let code = """
      import UIKit
      class VC: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let a = UIView()
          a.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(a)
          NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .left, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: a, attribute: .centerX, relatedBy: .equal, toItem: view, attribute: .centerX, multiplier: 0, constant: 0),
            NSLayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 10),
            a.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0),
          ])
        }
      }
      """
    let i = try SwiftCodeImporter.read(code, file: "T.swift", options: SwiftCodeOptions())
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:9:7: warning: it relates a size ('width') to a position ('leading'), which UIKit refuses; it is left out",
      "T.swift:10:7: warning: it relates a horizontal position ('leading') to a vertical one ('top'), which UIKit refuses; it is left out",
      "T.swift:11:7: warning: it mixes 'leading' with 'left' (leading and trailing follow the layout direction, left and right do not), which UIKit refuses; it is left out",
      "T.swift:12:7: warning: a multiplier of 0 on a position ('centerX') makes an invalid constraint (UIKit throws); it is left out",
      "T.swift:13:7: warning: it sets a position ('leading') to a constant, with no second item, which UIKit refuses; it is left out",
    ])
    // A size may be 0 times another size.
    XCTAssertEqual(i.document.constraints.map(\.notation), ["a.width = 10", "a.width = 0 * root.height"])
  }
}
