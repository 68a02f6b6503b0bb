import Foundation
import PlumbTestSupport
import XCTest
@testable import PlumbInterfaceBuilder
@testable import PlumbLayout
@testable import PlumbScene
@testable import PlumbSwiftCode
@testable import PlumbUIKitCode

/// Importing the code Plumb writes gives the frames it was written from:
/// every lesson, every scene of the Interface Builder fixtures, and random documents.
final class SwiftRoundTripTests: XCTestCase {
  /// The differences between the document's frames and those of its code read back, one line each.
  func differences(_ d: LayoutDocument, _ what: String) -> [String] {
    let out = SwiftCodeWriter.write(d, source: what)
    let back = try! SwiftCodeImporter.read(out.text, file: "\(what).swift")
    let a = LayoutEngine(d).layoutIfNeeded(), b = LayoutEngine(back.document).layoutIfNeeded()
    var diffs: [String] = []
    for v in a.views {
      let name = out.names[v.name] ?? v.name
      guard let w = b.view(name) else {
        diffs.append("\(what): \(v.name) is not in the code read back")
        continue
      }
      if !w.absoluteFrame.isClose(to: v.absoluteFrame, tolerance: 1e-6) { diffs.append("\(what): \(v.name) \(v.absoluteFrame) ≠ \(w.absoluteFrame)") }
    }
    if !back.warnings.isEmpty { diffs.append("\(what): warnings \(back.warnings.map(\.description))") }
    if diffs.isEmpty == false { diffs.append(out.text) }
    return diffs
  }

  func testEveryLessonInEveryOrientationAndDirection() throws {
    let scenes = Repository.url("Scenes")
    for f in try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter({ $0.hasSuffix(".scene") }).sorted() {
      let document = try SceneParser.parse(try String(contentsOf: scenes.appendingPathComponent(f), encoding: .utf8), file: f).document
      for orientation in [Orientation.portrait, .landscape] {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
          var d = document
          d.orientation = orientation
          d.direction = direction
          let diffs = differences(d, "\(f) \(orientation) \(direction)")
          XCTAssertTrue(diffs.isEmpty, diffs.joined(separator: "\n"))
        }
      }
    }
  }

  func testEveryInterfaceBuilderFixtureScene() throws {
    let dir = Repository.url("Tests/Fixtures/InterfaceBuilder")
    var compared = 0
    for f in try FileManager.default.contentsOfDirectory(atPath: dir.path).filter({ $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }).sorted() {
      let file = try InterfaceBuilderReader.read(contentsOf: dir.appendingPathComponent(f).path)
      for scene in file.scenes {
        // Fonts are not in code Plumb can read back: baselines would use Plumb's own metrics.
        guard !scene.document.views.contains(where: { $0.font != nil }) else { continue }
        let diffs = differences(scene.document, "\(f) \(scene.id)")
        XCTAssertTrue(diffs.isEmpty, diffs.joined(separator: "\n"))
        compared += 1
      }
    }
    XCTAssertGreaterThan(compared, 20)
  }

  /// Random documents whose layout is the only one (no conflict, no
  /// ambiguity): where the constraints leave a choice, which layout UIKit
  /// picks depends on the order they are added in, which code may change.
  func testRandomDocuments() {
    var random = RandomDocuments(seed: 14)
    var compared = 0
    for k in 0..<600 {
      var d = random.document()
      // Weak pins at @1 settle what the random constraints leave free, so that most layouts are the only one.
      for (i, v) in d.views.enumerated() {
        for (attr, constant) in [(LayoutAttribute.left, Double(4 * i)), (.top, Double(3 * i))] {
          d.constraints.append(ConstraintSpec(firstItem: .view(v.name), firstAttribute: attr, secondItem: .superview, secondAttribute: attr, constant: constant, priority: 1))
        }
        d.constraints.append(ConstraintSpec(firstItem: .view(v.name), firstAttribute: .width, constant: 40 + Double(i), priority: 1))
        d.constraints.append(ConstraintSpec(firstItem: .view(v.name), firstAttribute: .height, constant: 20 + Double(i), priority: 1))
      }
      guard LayoutEngine(d).layoutIfNeeded().diagnostics.isEmpty else { continue }
      compared += 1
      let diffs = differences(d, "random \(k)")
      XCTAssertTrue(diffs.isEmpty, diffs.joined(separator: "\n"))
      if !diffs.isEmpty { return }
    }
    XCTAssertGreaterThan(compared, 200)
  }
}
