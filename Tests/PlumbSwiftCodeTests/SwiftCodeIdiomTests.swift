import PlumbLayout
import PlumbSwiftCode
import XCTest

/// Idioms of real layout code (issue 22): interpolated formats, number
/// helpers of the files' own extensions, constraints gathered in one
/// method and activated in another.
final class SwiftCodeIdiomTests: XCTestCase {
  func testInterpolatedFormatsNumberHelpersAndConstraintsActivatedElsewhere() {
    let i = SwiftCodeImporter.read(
      """
      import UIKit
      extension Int { var f: CGFloat { CGFloat(self) } }
      final class VC: UIViewController {
        let menu = UIView()
        let card = UIView()
        let height: CGFloat = 60
        var pending: [NSLayoutConstraint] = []
        override func viewDidLoad() {
          super.viewDidLoad()
          [menu, card].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; view.addSubview($0) }
          view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[menu(\\(height))]", metrics: nil, views: ["menu": menu]))
          makeCard()
          NSLayoutConstraint.activate(pending)
        }
        func makeCard() {
          pending = [card.topAnchor.constraint(equalTo: menu.bottomAnchor, constant: 70.f)]
        }
      }
      """, file: "T.swift")
    XCTAssertEqual(i.warnings, [])
    XCTAssertEqual(i.document.constraints.map(\.notation), ["menu.height = 60", "menu.top = superview.top", "card.top = menu.bottom + 70"])
    // A format counts once, whatever it makes.
    XCTAssertEqual([i.imported, i.written], [2, 2])
  }
}
