import PlumbLayout
import PlumbSwiftCode
import PlumbTestSupport
import XCTest

/// Swift files read together (issue 22): a class with its extensions and
/// superclasses from every file, the types a project lays out, and a
/// warning naming a type none of the files declares.
final class SwiftProjectTests: XCTestCase {
  /// A fixture of `Tests/Fixtures/SwiftCode/Camera/` (the CLI tests read the same folder).
  static func camera(_ name: String) throws -> SwiftSource {
    SwiftSource(text: try String(contentsOf: Repository.url("Tests/Fixtures/SwiftCode/Camera/" + name), encoding: .utf8), file: name)
  }

  var screen: SwiftSource { get throws { try Self.camera("CameraViewController.swift") } }
  var layout: SwiftSource { get throws { try Self.camera("CameraViewController+Layout.swift") } }
  var button: SwiftSource { get throws { try Self.camera("ShutterButton.swift") } }

  func frame(_ i: SwiftCodeImport, _ name: String) -> Frame? {
    LayoutEngine(i.document).layoutIfNeeded().views.first { $0.name == name }?.frame
  }

  func testAnExtensionInAnotherFileJoinsItsClass() throws {
    let i = SwiftCodeImporter.read(try SwiftProject([try screen, try layout, try button]), type: "CameraViewController")
    XCTAssertEqual(i.warnings, [])
    XCTAssertEqual(i.file, "CameraViewController.swift")
    XCTAssertEqual(i.rootClass, "CameraViewController")
    XCTAssertEqual([i.imported, i.written], [6, 6])
    XCTAssertEqual(i.counted, "'CameraViewController' (with its extensions and superclasses)")
    XCTAssertEqual(frame(i, "preview"), Frame(x: 0, y: 20, width: 375, height: 500))
    // The button's own setup runs, its superclass's through `super.setup()`: 72 high and as wide.
    XCTAssertEqual(frame(i, "shutter"), Frame(x: 151.5, y: 544, width: 72, height: 72))
  }

  func testTheExtensionAloneNamesTheClassItCannotSee() throws {
    let alone = try layout
    let i = try SwiftCodeImporter.read(alone.text, file: alone.file)
    XCTAssertEqual(i.warnings.map(\.description), [
      "CameraViewController+Layout.swift:3:1: warning: 'CameraViewController' is declared in none of the files read: its superclass and the members declared with it are unknown (give its file as well, or the folder)",
      "CameraViewController+Layout.swift:5:5: warning: 'preview' is made outside this file; placing it in the root",
      "CameraViewController+Layout.swift:6:5: warning: 'shutter' is made outside this file; placing it in the root",
    ])
  }

  func testASubclassRunsItsSuperclassSetupThroughSuper() throws {
    let i = SwiftCodeImporter.read(try SwiftProject([try button]), type: "ShutterButton")
    XCTAssertEqual(i.document.constraints.map(\.notation), ["root.width = root.height", "root.height = 72"])
    XCTAssertEqual([i.imported, i.written], [2, 2])
    // The assumed canvas gives way to what the view requires of its own size.
    let result = LayoutEngine(i.document).layoutIfNeeded()
    XCTAssertEqual(result.diagnostics, [])
    XCTAssertEqual(result.canvas, Frame(x: 0, y: 0, width: 72, height: 72))
  }

  func testAnUndeclaredSuperclassIsNamedOnce() throws {
    let cell = SwiftSource(text: """
      import UIKit
      final class ProfileCell: BaseCell {
        let name = UILabel()
        override func setupViews() {
          super.setupViews()
          contentView.addSubview(name)
          name.translatesAutoresizingMaskIntoConstraints = false
          name.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16).isActive = true
        }
      }
      """, file: "ProfileCell.swift")
    let i = SwiftCodeImporter.read(try SwiftProject([cell]), type: nil)
    XCTAssertEqual(i.warnings.filter { $0.message.contains("declared in none") }.map(\.description), [
      "ProfileCell.swift:2:1: warning: 'BaseCell', the superclass of 'ProfileCell', is declared in none of the files read: what it adds to the layout is unknown (give its file as well, or the folder)"
    ])
  }

  func testAProjectListsItsTypesWithLayoutCodeMostFirst() throws {
    let project = try SwiftProject([try screen, try layout, try button])
    // The buttons tie (one constraint each): in the order written.
    XCTAssertEqual(project.layoutTypes, ["CameraViewController", "RoundButton", "ShutterButton"])
    XCTAssertEqual(Set(project.typeNames), ["CameraViewController", "RoundButton", "ShutterButton"])
  }
}
