import PlumbLayout
import PlumbSwiftCode
import XCTest

/// Idioms of real layout code (issue 22): interpolated formats, number
/// helpers of the files' own extensions, constraints gathered in one
/// method and activated in another.
final class SwiftCodeIdiomTests: XCTestCase {
  func testInterpolatedFormatsNumberHelpersAndConstraintsActivatedElsewhere() throws {
    let i = try SwiftCodeImporter.read(
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

  func testAHelperOnUIViewIsCalledNotLaidOutAndBindsItsLabels() throws {
    let i = try SwiftCodeImporter.read(
      """
      import UIKit
      extension UIView {
        func pin(to view: UIView, inset: CGFloat = 0) {
          translatesAutoresizingMaskIntoConstraints = false
          NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: view.topAnchor, constant: inset),
            leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset),
          ])
        }
      }
      final class VC: UIViewController {
        let box = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          let container = UIView()
          view.addSubview(container)
          container.addSubview(box)
          box.pin(to: container, inset: 8)
        }
      }
      """, file: "T.swift")
    XCTAssertEqual(i.rootClass, "VC")
    XCTAssertEqual(i.document.views.map(\.name), ["container", "box"])
    XCTAssertEqual(i.document.constraints.map(\.notation).prefix(2), ["box.top = container.top + 8", "box.leading = container.leading + 8"])
  }

  func testViewsAnotherObjectSuppliesArePlaceholdersSaidOnce() throws {
    let i = try SwiftCodeImporter.read(
      """
      import UIKit
      final class VC: UIViewController {
        var child: UIViewController?
        var customView: UIView?
        override func viewDidLoad() {
          super.viewDidLoad()
          guard let content = child?.view, let custom = customView else { return }
          view.addSubview(content)
          view.addSubview(custom)
          child?.view.heightAnchor.constraint(equalToConstant: 50).isActive = true
          custom.topAnchor.constraint(equalTo: content.bottomAnchor).isActive = true
        }
      }
      """, file: "T.swift")
    XCTAssertEqual(i.warnings.map(\.description), [
      "T.swift:4:7: warning: 'customView' is a property this file never sets, set by other code; a placeholder view stands for it, with only the constraints this file gives it",
      "T.swift:7:25: warning: 'child.view' is the view of an object this file does not make; a placeholder view 'child' stands for it",
    ])
    XCTAssertEqual(i.document.constraints.filter { !$0.isSystemMade }.map(\.notation), ["child.height = 50", "customView.top = child.bottom"])
  }

  func testAHelperNoFileDeclaresIsNamedOnceNotDroppedSilently() throws {
    let i = try SwiftCodeImporter.read(
      """
      import UIKit
      final class VC: UIViewController {
        let box = UIView()
        let card = UIView()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(box)
          view.addSubview(card)
          box.pinEdges(to: view)
          card.pinEdges(to: box, insets: .zero)
          view.layoutIfNeeded()
          let layout = BorderLayout()
        }
      }
      """, file: "T.swift")
    XCTAssertEqual(i.warnings.filter { $0.message.contains("declared in none") }.map(\.description), [
      "T.swift:9:5: warning: 'pinEdges(to:)' is declared in none of the files read: the constraints it makes are unknown (give the file that declares it too)"
    ])
  }

  func testShadowingBindingsAndConfigurationClosuresBindAsSwiftDoes() throws {
    let i = try SwiftCodeImporter.read(
      """
      import UIKit
      final class VC: UIViewController {
        var header: UIView? = UIView()
        lazy var footer: UIView = {
          let v = UIView()
          v.translatesAutoresizingMaskIntoConstraints = false
          return v
        }()
        override func viewDidLoad() {
          super.viewDidLoad()
          guard let header = header else { return }
          view.addSubview(header)
          view.addSubview(footer)
          let badge = UILabel().then { $0.translatesAutoresizingMaskIntoConstraints = false }
          header.addSubview(badge)
          header.translatesAutoresizingMaskIntoConstraints = false
          header.heightAnchor.constraint(equalToConstant: CGFloat(70)).isActive = true
          footer.topAnchor.constraint(equalTo: header.bottomAnchor).isActive = true
          badge.centerYAnchor.constraint(equalTo: header.centerYAnchor).isActive = true
        }
      }
      """, file: "T.swift")
    XCTAssertEqual(i.warnings, [])
    XCTAssertEqual(i.document.views.map { "\($0.name) \($0.parent ?? "root")" }, ["header root", "footer root", "badge header"])
    XCTAssertEqual(i.document.constraints.map(\.notation), ["header.height = 70", "footer.top = header.bottom", "badge.centerY = header.centerY"])
  }
}
