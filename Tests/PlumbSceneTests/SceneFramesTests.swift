import PlumbTestSupport
import XCTest
@testable import PlumbLayout
@testable import PlumbScene

/// Every scene in Scenes/ is solved, with frames worked out by hand from its constraints.
final class SceneFramesTests: XCTestCase {
  static let scenes = Repository.url("Scenes")

  func layout(_ name: String, orientation: Orientation? = nil, device: Device? = nil, edit: (inout LayoutDocument) -> Void = { _ in }) throws -> LayoutResult {
    let url = Self.scenes.appendingPathComponent(name)
    var scene = try SceneParser.parse(try String(contentsOf: url, encoding: .utf8), file: name)
    if let orientation { scene.document.orientation = orientation }
    if let device { scene.document.device = device }
    edit(&scene.document)
    return LayoutEngine(scene.document).layoutIfNeeded()
  }

  func assertFrame(_ r: LayoutResult, _ view: String, _ x: Double, _ y: Double, _ w: Double, _ h: Double, file: StaticString = #filePath, line: UInt = #line) {
    guard let f = r.view(view)?.frame else { return XCTFail("no view \(view)", file: file, line: line) }
    for (a, b, what) in [(f.x, x, "x"), (f.y, y, "y"), (f.width, w, "width"), (f.height, h, "height")] {
      XCTAssertEqual(a, b, accuracy: 1e-6, "\(view).\(what)", file: file, line: line)
    }
  }

  func testEverySceneSolvesAndIsCovered() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.scenes.path).filter { $0.hasSuffix(".scene") }.sorted()
    let covered: Set<String> = [
      "profile.scene", "profile-unfixed.scene", "tour.scene", "equal-widths.scene", "widths-1-2.scene", "multiplier.scene",
      "priorities.scene", "hugging.scene", "compression.scene", "label-height.scene", "aspect-ratio.scene",
      "aspect-ambiguous.scene", "centering.scene", "stack.scene", "size-classes.scene", "conflict.scene",
      "ambiguity.scene", "baselines.scene", "stack-distributions.scene", "inequalities.scene", "animation.scene",
    ]
    XCTAssertEqual(Set(files), covered, "a scene without a frames test, or a test without its scene")
    for f in files {
      let text = try String(contentsOf: Self.scenes.appendingPathComponent(f), encoding: .utf8)
      XCTAssertTrue(text.hasPrefix("#"), "\(f) must start with a comment that says what to try")
    }
  }

  func testAmbiguityFromEqualCompressionResistance() throws {
    var r = try layout("ambiguity.scene")
    XCTAssertEqual(r.view("name")?.ambiguousAxes, ["width"])
    XCTAssertEqual(r.view("city")?.ambiguousAxes, ["x", "width"])
    // 751 for name: it keeps its 25 characters (200 points); city gets 320 - 16 - 200 - 8 - 16.
    r = try layout("ambiguity.scene") { $0.views[0].compressionResistance.horizontal = 751 }
    XCTAssertEqual(r.ambiguousCount, 0)
    assertFrame(r, "name", 16, 20, 200, 16)
    assertFrame(r, "city", 224, 20, 80, 16)
  }

  func testInequalitiesAreBounds() throws {
    // "Kim" needs 24 points; 'min' (>= 120, required) beats its hugging (251): 120.
    var r = try layout("inequalities.scene")
    assertFrame(r, "name", 20, 20, 120, 16)
    // 25 characters (200 points) lie between the bounds: the text's width.
    r = try layout("inequalities.scene") { $0.views[0].text = "Kim Min-su, iOS developer" }
    assertFrame(r, "name", 20, 20, 200, 16)
    // 40 characters (320 points): 'max' (<= 240, required) beats compression resistance (750)...
    r = try layout("inequalities.scene") { $0.views[0].text = "Kim Min-su, iOS developer in Seoul, Korea" }
    assertFrame(r, "name", 20, 20, 240, 16)
    // ...and loses to it at 250.
    r = try layout("inequalities.scene") {
      $0.views[0].text = "Kim Min-su, iOS developer in Seoul, Korea"
      $0.constraints[3].priority = 250
    }
    assertFrame(r, "name", 20, 20, 328, 16)
  }

  func testDynamicChangesMoveThePanel() throws {
    // Shown: 200 tall at the bottom of 480; "Details" (56 points) centred, 16 below its top.
    var r = try layout("animation.scene")
    assertFrame(r, "panel", 0, 280, 320, 200)
    assertFrame(r, "heading", 132, 296, 56, 16)
    // 'shown' off and 'hidden' on: the panel's top at the bottom edge; then 100 points back up.
    r = try layout("animation.scene") {
      $0.constraints[3].isActive = false
      $0.constraints[4].isActive = true
    }
    assertFrame(r, "panel", 0, 480, 320, 200)
    r = try layout("animation.scene") {
      $0.constraints[3].isActive = false
      $0.constraints[4].isActive = true
      $0.constraints[4].constant = -100
    }
    assertFrame(r, "panel", 0, 380, 320, 200)
  }

  func testBaselines() throws {
    let r = try layout("baselines.scene")
    // title's one line is centred in 40 points: baseline 20 + 12 + 12 = 44; note wraps into two
    // lines at 160 points and its first baseline is 12 below its top: top 32.
    assertFrame(r, "title", 16, 20, 56, 40)
    assertFrame(r, "note", 84, 32, 160, 32)
    // box has no text: its last baseline is its bottom, on note's last line's baseline (32 + 16 + 12).
    assertFrame(r, "box", 256, 20, 40, 40)
  }

  func testStackDistributions() throws {
    let r = try layout("stack-distributions.scene")
    XCTAssertEqual(r.ambiguousCount, 0)
    // 360 points, two spacings of 8, texts of 24, 72 and 128 points.
    assertFrame(r, "b1", 32, 0, 192, 16)  // fill: the 250 hugger takes 360 - 24 - 128 - 16
    assertFrame(r, "b2", 8 + 344.0 / 3, 0, 344.0 / 3, 16)  // fillEqually
    assertFrame(r, "b3", 8 + 344 * 24.0 / 224, 0, 344 * 72.0 / 224, 16)  // fillProportionally
    assertFrame(r, "b4", 92, 0, 72, 16)  // equalSpacing: gaps of (360 - 224) / 2
    assertFrame(r, "b5", 118, 0, 72, 16)  // equalCentering: centre halfway between 12 and 296
  }

  func testProfilePortraitAndLandscape() throws {
    for name in ["profile.scene", "tour.scene"] {
      let p = try layout(name)
      assertFrame(p, "photo", 20, 40, 112.5, 112.5)
      assertFrame(p, "first", 140.5, 40, 214.5, 16)
      assertFrame(p, "second", 140.5, 88.25, 214.5, 16)
      assertFrame(p, "third", 140.5, 136.5, 214.5, 16)
      assertFrame(p, "bio", 20, 162.5, 335, 484.5)
      XCTAssertEqual(p.traits.description, "wC hR")
      // Landscape: 30% of 667 would be 200.1, but 'cap' (width <= 150) is required and the 30% only @750.
      let l = try layout(name, orientation: .landscape)
      XCTAssertEqual(l.traits.description, "wC hC")
      assertFrame(l, "photo", 20, 20, 150, 150)
      assertFrame(l, "first", 178, 20, 469, 16)
      assertFrame(l, "bio", 20, 180, 627, 175)
      XCTAssertTrue(l.diagnostics.isEmpty)
      XCTAssertEqual(l.constraints.filter { !$0.satisfied }.count, 1, "only the 30% width gives way")
    }
  }

  func testProfileUnfixedGrowsInLandscape() throws {
    assertFrame(try layout("profile-unfixed.scene"), "photo", 20, 40, 112.5, 112.5)
    let l = try layout("profile-unfixed.scene", orientation: .landscape)
    assertFrame(l, "photo", 20, 20, 200.1, 200.1)
    assertFrame(l, "bio", 20, 230.1, 627, 124.9)
  }

  func testEqualWidthsAndOneToTwo() throws {
    let e = try layout("equal-widths.scene")
    assertFrame(e, "green", 10, 30, 172.5, 627)
    assertFrame(e, "orange", 192.5, 30, 172.5, 627)
    let r = try layout("widths-1-2.scene")
    assertFrame(r, "green", 10, 30, 115, 627)
    assertFrame(r, "orange", 135, 30, 230, 627)
  }

  func testMultiplier() throws {
    let r = try layout("multiplier.scene")
    assertFrame(r, "base", 20, 20, 80, 40)
    assertFrame(r, "big", 20, 76, 160, 40)
    assertFrame(r, "small", 20, 132, 40, 40)
  }

  func testPriorities() throws {
    let r = try layout("priorities.scene")
    assertFrame(r, "first", 20, 20, 300, 40)
    assertFrame(r, "second", 20, 80, 300, 40)
    XCTAssertTrue(r.diagnostics.isEmpty, "an unsatisfied optional constraint is not an error")
    // 999 against 998: the higher wins.
    let lowered = try layout("priorities.scene") { d in
      if let i = d.constraints.firstIndex(where: { $0.identifier == "wide" }) { d.constraints[i].priority = 998 }
    }
    assertFrame(lowered, "first", 20, 20, 100, 40)
    // Swapping 900 and 800 swaps the winner.
    let swapped = try layout("priorities.scene") { d in
      if let i = d.constraints.firstIndex(where: { $0.identifier == "wide2" }) { d.constraints[i].priority = 700 }
    }
    assertFrame(swapped, "second", 20, 80, 100, 40)
  }

  func testHuggingAndCompressionResistance() throws {
    let h = try layout("hugging.scene")
    assertFrame(h, "value", 356, 20, 24, 16)
    assertFrame(h, "name", 20, 20, 328, 16)
    XCTAssertEqual(h.ambiguousCount, 0)
    // Equal hugging: which label stretches is ambiguous.
    let tie = try layout("hugging.scene") { d in d.views[0].hugging = (251, 251) }
    XCTAssertEqual(tie.ambiguousCount, 2)
    let c = try layout("compression.scene")
    assertFrame(c, "title", 16, 20, 256, 16)
    assertFrame(c, "detail", 280, 20, 24, 16)
    let swapped = try layout("compression.scene") { d in d.views[1].compressionResistance = (752, 750) }
    assertFrame(swapped, "detail", 96, 20, 208, 16)
    assertFrame(swapped, "title", 16, 20, 72, 16)
  }

  func testLabelHeightRelations() throws {
    assertFrame(try layout("label-height.scene"), "note", 20, 20, 280, 48)
    let le = try layout("label-height.scene") { d in d.constraints[3].relation = .lessThanOrEqual }
    assertFrame(le, "note", 20, 20, 280, 16)
  }

  func testAspectRatioWithAndWithoutWidth() throws {
    let r = try layout("aspect-ratio.scene")
    assertFrame(r, "square", 100, 100, 120, 120)
    XCTAssertEqual(r.ambiguousCount, 0)
    let a = try layout("aspect-ambiguous.scene")
    XCTAssertEqual(a.view("square")?.ambiguousAxes.contains("width"), true)
    XCTAssertEqual(a.view("square")?.ambiguousAxes.contains("height"), true)
    let d = try XCTUnwrap(a.diagnostics.first { $0.kind == .ambiguous })
    XCTAssertEqual(d.views, ["square"])
    XCTAssertTrue(d.message.contains("missing constraints"))
  }

  func testCenteringAndStack() throws {
    assertFrame(try layout("centering.scene"), "ok", 151.5, 317.5, 72, 32)
    let s = try layout("stack.scene")
    assertFrame(s, "row", 16, 36, 343, 32)
    assertFrame(s, "cancel", 0, 0, 109, 32)
    assertFrame(s, "later", 117, 0, 109, 32)
    assertFrame(s, "ok", 234, 0, 109, 32)
  }

  func testSizeClassesMoveTheCaption() throws {
    assertFrame(try layout("size-classes.scene"), "caption", 20, 168, 160, 16)
    assertFrame(try layout("size-classes.scene", orientation: .landscape), "caption", 192, 20, 160, 16)
    // An iPad is wR hR: the hR constraints apply in landscape too.
    assertFrame(try layout("size-classes.scene", orientation: .landscape, device: .ipad), "caption", 20, 168, 160, 16)
  }

  func testConflictBreaksOneAndSaysSoInUIKitWords() throws {
    let r = try layout("conflict.scene")
    // The later of the two, as UIKit breaks: 'exact' gives way and 'tall' holds.
    assertFrame(r, "send", 20, 20, 48, 44)
    let d = try XCTUnwrap(r.diagnostics.first)
    XCTAssertEqual(d.kind, .unsatisfiable)
    XCTAssertEqual(d.message, """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want. 
      \tTry this: 
      \t\t(1) look at each constraint and try to figure out which you don't expect; 
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
      (
          "<NSLayoutConstraint 'tall' send.height >= 44   (active)>",
          "<NSLayoutConstraint 'exact' send.height == 20   (active)>"
      )

      Will attempt to recover by breaking constraint 
      <NSLayoutConstraint 'exact' send.height == 20   (active)>
      """)
    XCTAssertEqual(r.constraints.map(\.broken), [false, false, false, true])
  }
}
