import PlumbLayout
import PlumbSwiftCode
import XCTest

/// A table or collection view cell's own subviews (`textLabel`,
/// `detailTextLabel`, `imageView`): the reader places them in the cell's
/// content view when the cell's code uses them, and never invents them in a
/// screen that has no cell.
final class CellOwnViewsTests: XCTestCase {
  func read(_ text: String) -> SwiftCodeImport {
    try! SwiftCodeImporter.read(text, file: "T.swift")
  }

  func testACellsOwnLabelsAreInItsContentView() {
    let i = read("""
      import UIKit
      final class Cell: UITableViewCell {
        let badge = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
          super.init(style: style, reuseIdentifier: reuseIdentifier)
          badge.translatesAutoresizingMaskIntoConstraints = false
          contentView.addSubview(badge)
          badge.leadingAnchor.constraint(equalTo: self.textLabel!.trailingAnchor, constant: 8).isActive = true
          badge.topAnchor.constraint(equalTo: self.detailTextLabel!.bottomAnchor).isActive = true
        }
      }
      """)
    XCTAssertEqual(i.document.view(named: "textLabel")?.kind, .label)
    XCTAssertEqual(i.document.view(named: "detailTextLabel")?.kind, .label)
    XCTAssertEqual(i.document.constraints.map(\.notation), ["badge.leading = textLabel.trailing + 8", "badge.top = detailTextLabel.bottom"])
  }

  /// A view controller's `view.textLabel` and a cell made in a view
  /// controller are not the screen's own cell: no `textLabel` is made in
  /// the screen. (The `where` that checks for a cell's root once guarded
  /// only `imageView`, so both of these made a label in the root.)
  func testAScreenWithoutACellGetsNoCellLabels() {
    let i = read("""
      import UIKit
      final class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let box = UIView()
          box.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(box)
          box.widthAnchor.constraint(equalToConstant: 10).isActive = true
          let other = UITableViewCell()
          other.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(other)
          other.detailTextLabel?.text = "Detail"
          view.textLabel?.text = "Title"
        }
      }
      """)
    XCTAssertEqual(i.rootClass, "Screen")
    XCTAssertNil(i.document.view(named: "textLabel"), "\(i.document.views.map(\.name))")
    XCTAssertNil(i.document.view(named: "detailTextLabel"), "\(i.document.views.map(\.name))")
    XCTAssertEqual(i.document.constraints.map(\.notation), ["box.width = 10"])
  }
}
