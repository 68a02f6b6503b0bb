import XCTest
@testable import PlumbLayout

/// The layout model with documents built in code.
final class LayoutEngineTests: XCTestCase {
  func canvas(_ views: [ViewSpec], _ constraints: [ConstraintSpec], width: Double = 400, height: Double = 300) -> LayoutDocument {
    LayoutDocument(device: .canvas(width: width, height: height, traits: .regularRegular), views: views, constraints: constraints)
  }

  func pin(_ v: String, _ a: LayoutAttribute, to item: ItemRef, _ b: LayoutAttribute, _ c: Double = 0, id: String? = nil) -> ConstraintSpec {
    ConstraintSpec(identifier: id, firstItem: .view(v), firstAttribute: a, secondItem: item, secondAttribute: b, constant: c)
  }

  func testIntrinsicSizesPerKind() {
    XCTAssertTrue(ViewSpec(name: "v", kind: .view).intrinsicSize(wrapWidth: nil) == (nil, nil))
    XCTAssertTrue(ViewSpec(name: "l", kind: .label, text: "Hello").intrinsicSize(wrapWidth: nil) == (40, 16))
    XCTAssertTrue(ViewSpec(name: "b", kind: .button, text: "OK").intrinsicSize(wrapWidth: nil) == (32, 32))
    XCTAssertTrue(ViewSpec(name: "s", kind: .switch).intrinsicSize(wrapWidth: nil) == (51, 31))
    XCTAssertTrue(ViewSpec(name: "s", kind: .slider).intrinsicSize(wrapWidth: nil) == (nil, 31))
    XCTAssertTrue(ViewSpec(name: "i", kind: .imageview).intrinsicSize(wrapWidth: nil) == (nil, nil))
    var img = ViewSpec(name: "i", kind: .imageview)
    img.imageSize = (120, 80)
    XCTAssertTrue(img.intrinsicSize(wrapWidth: nil) == (120, 80))
    var tv = ViewSpec(name: "t", kind: .textview, text: "About me")
    XCTAssertTrue(tv.intrinsicSize(wrapWidth: nil) == (nil, nil), "a scrolling text view has no intrinsic size")
    tv.scrolls = false
    XCTAssertTrue(tv.intrinsicSize(wrapWidth: nil) == (64, 16))
    var o = ViewSpec(name: "o", kind: .label, text: "long text")
    o.intrinsicOverride = IntrinsicOverride(width: nil, height: 31)
    XCTAssertTrue(o.intrinsicSize(wrapWidth: nil) == (nil, 31))
    XCTAssertEqual(ViewKind.label.defaultHugging, 251)
    XCTAssertEqual(ViewKind.switch.defaultHugging, 750)
    XCTAssertEqual(ViewKind.button.defaultHugging, 250)
    XCTAssertEqual(ViewKind.imageview.defaultHugging, 251)
  }

  func testTextColumnsCountCharactersNotBytes() {
    // ASCII takes the byte path; CR LF is one character; anything else counts clusters.
    XCTAssertEqual(TextMetrics.columns("Kim Min-su"), 10)
    XCTAssertEqual(TextMetrics.columns("a\r\nb"), 3)
    XCTAssertEqual(TextMetrics.columns("김민수"), 6, "wide characters take two cells")
    XCTAssertEqual(TextMetrics.columns("a🙂b"), 4)
    XCTAssertEqual(TextMetrics.prefix("김민수", cells: 5), "김민")
    XCTAssertEqual(TextMetrics.columns("Cafe\u{301}"), 4)
    XCTAssertEqual(TextMetrics.columns(""), 0)
  }

  func testRightToLeftSwapsLeadingAndTrailing() {
    var d = canvas(
      [ViewSpec(name: "a", kind: .label, text: "abc"), ViewSpec(name: "b", kind: .label, text: "de")],
      [pin("a", .leading, to: .superview, .leading, 20), pin("b", .leading, to: .view("a"), .trailing, 8),
       pin("a", .top, to: .superview, .top), pin("b", .top, to: .superview, .top)])
    let ltr = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(ltr.view("a")?.frame.x, 20)
    XCTAssertEqual(ltr.view("b")?.frame.x, 52)
    d.direction = .rightToLeft
    let rtl = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(rtl.view("a")?.frame.x, 356, "a's right edge is 20 from the right")
    XCTAssertEqual(rtl.view("b")?.frame.x, 332, "b sits 8 points before a in reading order")
  }

  func testConstantChangesUseTheInPlacePath() throws {
    let d = canvas([ViewSpec(name: "a", kind: .view)], [
      pin("a", .leading, to: .superview, .leading, 10, id: "x"), pin("a", .top, to: .superview, .top),
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .width, constant: 50),
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .height, constant: 20),
    ])
    let e = LayoutEngine(d)
    _ = e.layoutIfNeeded()
    let solver = e.solver
    let installed = e.applied[.scene(0)]?.constraint
    var changed = d
    changed.constraints[0].constant = 30
    e.setDocument(changed)
    XCTAssertTrue(e.needsLayout)
    let r = e.layoutIfNeeded()
    XCTAssertTrue(e.solver === solver, "a constant change must not rebuild the solver")
    XCTAssertTrue(e.applied[.scene(0)]?.constraint === installed, "a constant change keeps the solver's constraint")
    XCTAssertEqual(r.view("a")?.frame.x, 30)
    XCTAssertFalse(e.needsLayout)
    // A relation change replaces that one constraint, in the same solver.
    let width = e.applied[.scene(2)]?.constraint
    changed.constraints[2].relation = .greaterThanOrEqual
    changed.constraints[2].constant = 60
    e.setDocument(changed)
    let r2 = e.layoutIfNeeded()
    XCTAssertTrue(e.solver === solver)
    XCTAssertFalse(e.applied[.scene(2)]?.constraint === width)
    XCTAssertEqual(e.rebuilds, 1, "only the first layout builds a solver")
    XCTAssertEqual(r2.view("a")?.frame.width, 60)
  }

  /// A rebuild from outside a layout pass (as `exerciseAmbiguity` makes when
  /// it cannot take its pulls back) leaves the engine's list naming the new
  /// solver's constraints: the next constant change is in place and its
  /// constraint's state is read from the new solver.
  func testARebuildOutsideALayoutPassKeepsTheListInStep() {
    let d = canvas([ViewSpec(name: "a", kind: .view)], [
      pin("a", .leading, to: .superview, .leading, 10), pin("a", .top, to: .superview, .top),
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .width, constant: 50),
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .height, constant: 20),
    ])
    let e = LayoutEngine(d)
    _ = e.layoutIfNeeded()
    e.rebuild(e.generated)
    for (k, g) in e.generated.enumerated() {
      XCTAssertTrue(e.appliedInOrder[k] === e.applied[g.origin], "position \(k) names a constraint of the old solver")
    }
    let rebuilds = e.rebuilds
    var changed = d
    changed.constraints[2].constant = 70
    e.setDocument(changed)
    let r = e.layoutIfNeeded()
    XCTAssertEqual(e.rebuilds, rebuilds, "a constant change after the rebuild is in place")
    XCTAssertEqual(r.view("a")?.frame.width, 70)
    XCTAssertEqual(r.constraints.map(\.satisfied), [true, true, true, true])
  }

  func testPriorityMutationWarnsInUIKitWords() {
    let d = canvas([ViewSpec(name: "a", kind: .view)], [ConstraintSpec(identifier: "w", firstItem: .view("a"), firstAttribute: .width, constant: 50)])
    let e = LayoutEngine(d)
    _ = e.layoutIfNeeded()
    var changed = d
    changed.constraints[0].priority = 250
    e.setDocument(changed)
    let r = e.layoutIfNeeded()
    let w = r.diagnostics.first { $0.kind == .priorityMutation }
    XCTAssertEqual(w?.message, "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.")
    XCTAssertEqual(w?.severity, .warning)
    XCTAssertNil(e.layoutIfNeeded().diagnostics.first { $0.kind == .priorityMutation }, "the warning is reported once")
  }

  func testMultilineLabelWrapsAtItsSolvedWidth() {
    var label = ViewSpec(name: "l", kind: .label, text: "one two three four five six")
    label.lines = 0
    let d = canvas([label], [
      pin("l", .leading, to: .superview, .leading), pin("l", .top, to: .superview, .top),
      ConstraintSpec(firstItem: .view("l"), firstAttribute: .width, constant: 80),
    ])
    let r = LayoutEngine(d).layoutIfNeeded()
    // 10 characters a line: "one two", "three four", "five six".
    XCTAssertEqual(r.view("l")?.frame.height, 48)
  }

  func testTextChangeMovesIntrinsicSizeInPlace() {
    let d = canvas([ViewSpec(name: "l", kind: .label, text: "Hi")], [pin("l", .leading, to: .superview, .leading), pin("l", .top, to: .superview, .top)])
    let e = LayoutEngine(d)
    XCTAssertEqual(e.layoutIfNeeded().view("l")?.frame.width, 16)
    let solver = e.solver
    var changed = d
    changed.views[0].text = "Hello world"
    e.setDocument(changed)
    XCTAssertEqual(e.layoutIfNeeded().view("l")?.frame.width, 88)
    XCTAssertTrue(e.solver === solver)
  }

  func testUnconstrainedViewIsAmbiguousInEveryAxis() {
    let r = LayoutEngine(canvas([ViewSpec(name: "a", kind: .view)], [])).layoutIfNeeded()
    XCTAssertEqual(r.view("a")?.ambiguousAxes, ["x", "y", "width", "height"])
    XCTAssertEqual(r.diagnostics.map(\.kind), [.ambiguous])
  }

  func testStackEqualSpacingAndCenterAlignment() {
    var stack = ViewSpec(name: "s", kind: .stack)
    stack.stack?.arranged = ["a", "b", "c"]
    stack.stack?.distribution = .equalSpacing
    stack.stack?.alignment = .center
    var views = [stack]
    for (n, t) in [("a", "x"), ("b", "yyy"), ("c", "zz")] {
      var v = ViewSpec(name: n, kind: .label, text: t)
      v.parent = "s"
      views.append(v)
    }
    views[2].intrinsicOverride = IntrinsicOverride(width: 24, height: 48)
    let d = canvas(views, [pin("s", .leading, to: .superview, .leading), pin("s", .trailing, to: .superview, .trailing),
                           pin("s", .top, to: .superview, .top)])
    let r = LayoutEngine(d).layoutIfNeeded()
    // 400 wide, views 8 + 24 + 16 = 48: two equal gaps of 176.
    XCTAssertEqual(r.view("b")?.frame.x, 184)
    XCTAssertEqual(r.view("c")?.frame.x, 384)
    // Centre alignment: the stack is as tall as its tallest view, the others centred.
    XCTAssertEqual(r.view("s")?.frame.height, 48)
    XCTAssertEqual(r.view("a")?.frame.y, 16)
    XCTAssertEqual(r.ambiguousCount, 0)
  }

  /// Plain views have no intrinsic size: a proportional stack shares its
  /// height in the ratio of their sizes before layout (30 and 60 of 90
  /// points), and without those sizes nothing decides the share.
  func testAProportionalStackSharesByTheSizesBeforeLayoutOfViewsWithoutIntrinsicSize() throws {
    var stack = ViewSpec(name: "s", kind: .stack)
    stack.stack?.axis = .vertical
    stack.stack?.arranged = ["a", "b"]
    stack.stack?.spacing = 10
    stack.stack?.distribution = .fillProportionally
    var a = ViewSpec(name: "a", kind: .view)
    a.parent = "s"
    var b = ViewSpec(name: "b", kind: .view)
    b.parent = "s"
    let pin: [ConstraintSpec] = [
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading),
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .trailing, secondItem: .superview, secondAttribute: .trailing),
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .top, secondItem: .superview, secondAttribute: .top),
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .height, constant: 100),
    ]
    var d = LayoutDocument(device: .canvas(width: 400, height: 200, traits: .regularRegular), views: [stack, a, b], constraints: pin)
    XCTAssertTrue(LayoutEngine(d).layoutIfNeeded().view("a")?.isAmbiguous ?? false, "no sizes: the share is free")
    d.views[0].stack?.currentSizes = ["a": 30, "b": 60]
    let r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(r.view("a")?.frame.height ?? 0, 30, accuracy: 1e-9)
    XCTAssertEqual(r.view("b")?.frame.height ?? 0, 60, accuracy: 1e-9)
    XCTAssertEqual(r.diagnostics.map(\.message), [])
  }
}

/// Text changes that reach beyond the view's own content size must give what a fresh layout gives.
final class TextChangeTests: XCTestCase {
  func assertIncrementalMatchesFresh(_ d: LayoutDocument, _ edit: (inout LayoutDocument) -> Void, file: StaticString = #filePath, line: UInt = #line) {
    let e = LayoutEngine(d)
    _ = e.layoutIfNeeded()
    var changed = d
    edit(&changed)
    e.setDocument(changed)
    let incremental = e.layoutIfNeeded().views.map(\.frame)
    let fresh = LayoutEngine(changed).layoutIfNeeded().views.map(\.frame)
    XCTAssertEqual(incremental.count, fresh.count, file: file, line: line)
    for (a, b) in zip(incremental, fresh) {
      XCTAssertTrue(a.isClose(to: b), "\(a) != \(b)", file: file, line: line)
    }
  }

  func testTextOfAnArrangedViewInAProportionalStack() {
    var stack = ViewSpec(name: "s", kind: .stack)
    stack.stack?.arranged = ["a", "b"]
    stack.stack?.distribution = .fillProportionally
    var a = ViewSpec(name: "a", kind: .label, text: "ab")
    a.parent = "s"
    var b = ViewSpec(name: "b", kind: .label, text: "abcdef")
    b.parent = "s"
    let pin: [ConstraintSpec] = [
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading),
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .trailing, secondItem: .superview, secondAttribute: .trailing),
      ConstraintSpec(firstItem: .view("s"), firstAttribute: .top, secondItem: .superview, secondAttribute: .top),
    ]
    let d = LayoutDocument(device: .canvas(width: 400, height: 200, traits: .regularRegular), views: [stack, a, b], constraints: pin)
    assertIncrementalMatchesFresh(d) { $0.views[1].text = "abcdefgh" }
  }

  func testTextOfAViewWhoseBaselineIsConstrained() {
    let a = ViewSpec(name: "a", kind: .label, text: "")
    let b = ViewSpec(name: "b", kind: .label, text: "x")
    let cs: [ConstraintSpec] = [
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading),
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .top, secondItem: .superview, secondAttribute: .top, constant: 20),
      ConstraintSpec(firstItem: .view("a"), firstAttribute: .height, constant: 48),
      ConstraintSpec(firstItem: .view("b"), firstAttribute: .leading, secondItem: .superview, secondAttribute: .leading),
      ConstraintSpec(firstItem: .view("b"), firstAttribute: .firstBaseline, secondItem: .view("a"), secondAttribute: .firstBaseline),
    ]
    let d = LayoutDocument(device: .canvas(width: 400, height: 200, traits: .regularRegular), views: [a, b], constraints: cs)
    // An empty label's baseline is its bottom; with text it is the text's.
    assertIncrementalMatchesFresh(d) { $0.views[0].text = "hello" }
  }
}

/// Numbers are written so that they read back exactly, in plain decimal.
final class ExactNumberTests: XCTestCase {
  func testShortestPlainDecimal() {
    XCTAssertEqual(exactNumber(20), "20")
    XCTAssertEqual(exactNumber(-8), "-8")
    XCTAssertEqual(exactNumber(0.1), "0.1")
    XCTAssertEqual(exactNumber(1.0 / 3), "0.3333333333333333")
    XCTAssertEqual(exactNumber(0.00001), "0.00001")
    XCTAssertEqual(exactNumber(-1.25e-7), "-0.000000125")
    XCTAssertEqual(exactNumber(2.0 / 16384 / 1024), "0.00000011920928955078125")
    XCTAssertEqual(exactNumber(1.5e16), "15000000000000000")
    for x in [0.00001, 1.25e-7, 123456.789, 9.999999e-5, 3.0e-300] {
      XCTAssertEqual(Double(exactNumber(x)), x, "\(x) reads back")
    }
  }
}
