import PlumbTestSupport
import XCTest

@testable import PlumbLayout

/// Constraint generation as data, and the UIKit rules it encodes, each
/// checked against values computed by hand from UIKit's documentation.
final class GenerationTests: XCTestCase {
  func canvas(_ views: [ViewSpec], _ constraints: [ConstraintSpec], width: Double = 400, height: Double = 300) -> LayoutDocument {
    LayoutDocument(device: .canvas(width: width, height: height, traits: .regularRegular), views: views, constraints: constraints)
  }

  func c(_ a: String, _ x: LayoutAttribute, _ r: LayoutRelation = .equal, _ item: ItemRef? = nil, _ y: LayoutAttribute? = nil, _ m: Double = 1, _ k: Double = 0) -> ConstraintSpec {
    ConstraintSpec(firstItem: .view(a), firstAttribute: x, relation: r, secondItem: item, secondAttribute: y, multiplier: m, constant: k)
  }

  func view(_ name: String, _ kind: ViewKind = .view, _ text: String = "", in parent: String? = nil) -> ViewSpec {
    var v = ViewSpec(name: name, kind: kind, text: text)
    v.parent = parent
    return v
  }

  func frame(_ r: LayoutResult, _ name: String, file: StaticString = #filePath, line: UInt = #line) -> Frame {
    guard let f = r.view(name)?.frame else {
      XCTFail("no view \(name)", file: file, line: line)
      return Frame(x: .nan, y: .nan, width: .nan, height: .nan)
    }
    return f
  }

  // MARK: Stacks, as data

  /// Every distribution × alignment × axis × direction of a three-view
  /// stack: the generated constraints (UIKit's description and the model's
  /// equation) and the solved frames, compared with a reviewed file.
  func testStackGenerationForEveryConfiguration() throws {
    var out = ""
    for axis in Axis.allCases {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        for distribution in StackSpec.Distribution.allCases {
          for alignment in StackSpec.Alignment.allCases {
            var s = view("s", .stack)
            s.stack?.axis = axis
            s.stack?.distribution = distribution
            s.stack?.alignment = alignment
            s.stack?.spacing = 8
            s.stack?.arranged = ["a", "b", "c"]
            var b = view("b", .label, "Hello, world", in: "s")
            b.lines = 1
            let views = [s, view("a", .label, "Hi", in: "s"), b, view("c", .button, "OK", in: "s")]
            var d = canvas(views, [
              c("s", .leading, .equal, .root, .leading, 1, 10), c("s", .top, .equal, .root, .top, 1, 10),
              c("s", .width, .equal, nil, nil, 1, axis == .horizontal ? 300 : 200),
              c("s", .height, .equal, nil, nil, 1, axis == .horizontal ? 60 : 200),
            ])
            d.direction = direction
            out += "## \(axis) \(direction.rawValue) \(distribution) \(alignment)\n"
            for g in ConstraintGenerator(d).generate() {
              guard case .stack = g.origin else { continue }
              out += "\(g.description)\n    \(g.math)\n"
            }
            let r = LayoutEngine(d).layoutIfNeeded()
            for n in ["a", "b", "c"] { out += "  \(n) \(frame(r, n))\n" }
          }
        }
      }
    }
    try assertMatchesExpected(out, "stack-generation.txt")
  }

  func assertMatchesExpected(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let path = "Tests/PlumbLayoutTests/Expected/\(name)"
    if ProcessInfo.processInfo.environment["PLUMB_RECORD"] == "1" { try text.write(to: Repository.url(path), atomically: true, encoding: .utf8) }
    let want = try Repository.text(path)
    XCTAssertTrue(text == want, "\(name) changed; review the difference and run with PLUMB_RECORD=1 to accept", file: file, line: line)
  }

  func testTheGeneratedListIsTaggedWithUIKitsIdentifiers() {
    var s = view("s", .stack)
    s.stack?.arranged = ["a", "b"]
    s.stack?.spacing = 8
    let d = LayoutDocument(device: .iphone, views: [s, view("a", .label, "Hi", in: "s"), view("b", .view, in: "s")], constraints: [
      c("s", .leading, .equal, .margins, .leading), c("s", .top, .equal, .safeArea, .top),
    ])
    let list = ConstraintGenerator(d).generate()
    let ids = list.compactMap(\.identifier)
    for id in ["UIView-Encapsulated-Layout-Width", "UIView-Encapsulated-Layout-Height", "UIViewSafeAreaLayoutGuide-top",
               "UIViewSafeAreaLayoutGuide-left", "UIView-leftMargin-guide-constraint", "UISV-canvas-connection", "UISV-spacing"] {
      XCTAssertTrue(ids.contains(id), "missing \(id) in \(ids)")
    }
    XCTAssertEqual(list.filter { if case .contentSize = $0.origin { return true } else { return false } }.map(\.description), [
      "<NSContentSizeLayoutConstraint a.width <= 16 Hug:251 CompressionResistance:750>",
      "<NSContentSizeLayoutConstraint a.width >= 16 Hug:251 CompressionResistance:750>",
      "<NSContentSizeLayoutConstraint a.height <= 16 Hug:251 CompressionResistance:750>",
      "<NSContentSizeLayoutConstraint a.height >= 16 Hug:251 CompressionResistance:750>",
    ])
    XCTAssertEqual(list.last?.description, "<NSLayoutConstraint s.top == safeArea.top   (active)>")
    XCTAssertEqual(list.last?.origin, .scene(1))
    // Origins are unique: the engine diffs by them.
    XCTAssertEqual(Set(list.map(\.origin)).count, list.count)
    // Pure: the same document gives the same list.
    XCTAssertEqual(ConstraintGenerator(d).generate(), list)
  }

  func testTextMeasurementIsAFunctionOfTheView() {
    var l = view("l", .label, "ab\nabcd")
    XCTAssertTrue(l.intrinsicSize(wrapWidth: nil) == (16, 16), "one line shows the first line")
    l.lines = 0
    XCTAssertTrue(l.intrinsicSize(wrapWidth: nil) == (32, 32), "as wide as the longest line, one line height per line")
    XCTAssertTrue(l.intrinsicSize(wrapWidth: 16) == (32, 48), "wrapped at 2 characters: ab / ab / cd")
    l.lines = 2
    l.text = "a\nb\nccc"
    XCTAssertTrue(l.intrinsicSize(wrapWidth: nil) == (8, 32), "at most two lines shown")
  }

  // MARK: Margins

  /// The root's margins guide per device and orientation: 16 points leading
  /// and trailing in compact width, 20 in regular width and on the Plus and
  /// Max phones (414 points across), 0 top and bottom, from the safe area; a
  /// canvas is a plain view with 8 on every side.
  func testRootLayoutMarginsPerDevice() {
    let cases: [(Device, Orientation, Frame)] = [
      (.iphone, .portrait, Frame(x: 16, y: 20, width: 343, height: 647)),
      (.iphone, .landscape, Frame(x: 16, y: 0, width: 635, height: 375)),
      (.iphoneMax, .portrait, Frame(x: 20, y: 44, width: 374, height: 818)),
      (.iphoneMax, .landscape, Frame(x: 64, y: 0, width: 768, height: 393)),
      (.ipad, .portrait, Frame(x: 20, y: 20, width: 728, height: 1004)),
      (.canvas(width: 400, height: 300, traits: .regularRegular), .portrait, Frame(x: 8, y: 8, width: 384, height: 284)),
    ]
    for (device, orientation, want) in cases {
      let d = LayoutDocument(device: device, orientation: orientation, views: [view("a")], constraints: [
        c("a", .leading, .equal, .margins, .leading), c("a", .trailing, .equal, .margins, .trailing),
        c("a", .top, .equal, .margins, .top), c("a", .bottom, .equal, .margins, .bottom),
      ])
      XCTAssertEqual(LayoutEngine(d).layoutIfNeeded().view("a")?.frame, want, "\(device.name) \(orientation)")
    }
  }

  func testAViewsOwnMarginsDefaultTo8() {
    var card = view("card")
    card.margins = Insets(top: 4, left: 10, bottom: 6, right: 12)
    let d = canvas([card, view("a", in: "card"), view("b")], [
      c("card", .left, .equal, .root, .left, 1, 50), c("card", .top, .equal, .root, .top, 1, 50),
      c("card", .width, .equal, nil, nil, 1, 200), c("card", .height, .equal, nil, nil, 1, 100),
      c("a", .left, .equal, .margins, .left), c("a", .right, .equal, .margins, .right),
      c("a", .top, .equal, .margins, .top), c("a", .bottom, .equal, .margins, .bottom),
    ])
    XCTAssertEqual(LayoutEngine(d).layoutIfNeeded().view("a")?.frame, Frame(x: 10, y: 4, width: 178, height: 90))
  }

  // MARK: Multiplied positions

  /// UIKit evaluates a constraint in its items' nearest common ancestor's
  /// coordinates: 0.5 × card.centerX is a quarter of card's width from
  /// card's left edge, wherever card is.
  func testMultipliedPositionsUseTheNearestCommonAncestor() {
    let card: [ConstraintSpec] = [
      c("card", .left, .equal, .root, .left, 1, 100), c("card", .top, .equal, .root, .top, 1, 40),
      c("card", .width, .equal, nil, nil, 1, 200), c("card", .height, .equal, nil, nil, 1, 120),
    ]
    let size: [ConstraintSpec] = [c("dot", .width, .equal, nil, nil, 1, 10), c("dot", .height, .equal, nil, nil, 1, 10)]
    // A view and its superview: their ancestor is the superview itself.
    var d = canvas([view("card"), view("dot", in: "card")], card + size + [
      c("dot", .centerX, .equal, .view("card"), .centerX, 0.5), c("dot", .centerY, .equal, .superview, .centerY, 0.25),
    ])
    var r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(frame(r, "dot"), Frame(x: 45, y: 10, width: 10, height: 10))
    // Moving the card moves the dot with it.
    d.constraints[0].constant = 150
    r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(frame(r, "dot"), Frame(x: 45, y: 10, width: 10, height: 10))
    XCTAssertEqual(r.view("dot")?.absoluteFrame.x, 195)
    // Two siblings inside the card: measured from the card's edges.
    d = canvas([view("card"), view("dot", in: "card"), view("pin", in: "card")], card + size + [
      c("pin", .left, .equal, .superview, .left, 1, 60), c("pin", .top, .equal, .superview, .top, 1, 30),
      c("pin", .width, .equal, nil, nil, 1, 1), c("pin", .height, .equal, nil, nil, 1, 1),
      c("dot", .left, .equal, .view("pin"), .left, 2), c("dot", .top, .equal, .view("pin"), .bottom, 0.5, 4),
    ])
    r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(frame(r, "dot"), Frame(x: 120, y: 19.5, width: 10, height: 10))
    // In a view nested two deep, the root's coordinates only for items whose ancestor is the root.
    d = canvas([view("card"), view("dot", in: "card")], card + size + [
      c("dot", .centerX, .equal, .root, .centerX, 0.5), c("dot", .top, .equal, .superview, .top),
    ])
    r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(r.view("dot")?.absoluteFrame.x, 95, "0.5 × the root's centre (200) is 100, in the root's coordinates")
  }

  // MARK: Baselines

  func testBaselines() {
    // Markers of zero height sit on each baseline.
    func marker(_ name: String, _ attr: LayoutAttribute, of target: String) -> [ConstraintSpec] {
      [c(name, .top, .equal, .view(target), attr), c(name, .left, .equal, .root, .left), c(name, .width, .equal, nil, nil, 1, 1),
       c(name, .height, .equal, nil, nil, 1, 0)]
    }
    var multi = view("multi", .label, "aaaa bbbb cccc")
    multi.lines = 0
    let views = [view("plain"), view("label", .label, "Hi"), view("button", .button, "OK"), multi,
                 view("m1"), view("m2"), view("m3"), view("m4"), view("m5"), view("m6"), view("m7"), view("m8")]
    let pins: [ConstraintSpec] = [
      c("plain", .top, .equal, .root, .top, 1, 10), c("plain", .height, .equal, nil, nil, 1, 50), c("plain", .left, .equal, .root, .left),
      c("plain", .width, .equal, nil, nil, 1, 50),
      c("label", .top, .equal, .root, .top, 1, 100), c("label", .height, .equal, nil, nil, 1, 40), c("label", .left, .equal, .root, .left),
      c("button", .top, .equal, .root, .top, 1, 200), c("button", .left, .equal, .root, .left),
      c("multi", .top, .equal, .root, .top, 1, 300), c("multi", .left, .equal, .root, .left), c("multi", .width, .equal, nil, nil, 1, 40),
    ]
    let markers = marker("m1", .firstBaseline, of: "plain") + marker("m2", .lastBaseline, of: "plain")
      + marker("m3", .firstBaseline, of: "label") + marker("m4", .lastBaseline, of: "label")
      + marker("m5", .firstBaseline, of: "button") + marker("m6", .lastBaseline, of: "button")
      + marker("m7", .firstBaseline, of: "multi") + marker("m8", .lastBaseline, of: "multi")
    let r = LayoutEngine(canvas(views, pins + markers, height: 600)).layoutIfNeeded()
    let y = { (n: String) in r.view(n)?.frame.y }
    XCTAssertEqual(y("m1"), 10, "a view without text: first baseline at its top")
    XCTAssertEqual(y("m2"), 60, "a view without text: last baseline at its bottom")
    XCTAssertEqual(y("m3"), 124, "one line centred in 40 points: 100 + 12 + 12")
    XCTAssertEqual(y("m4"), 124)
    XCTAssertEqual(y("m5"), 220, "a button's title: 200 + (32 - 16) / 2 + 12")
    XCTAssertEqual(y("m6"), 220)
    XCTAssertEqual(r.view("multi")?.frame.height, 48, "wrapped into three lines at 40 points")
    XCTAssertEqual(y("m7"), 312, "the first line's baseline")
    XCTAssertEqual(y("m8"), 344, "the last line's baseline: 300 + 32 + 12")
  }

  // MARK: Stacks, by hand

  func testEqualCenteringShrinksTheSpacingBeforeTheViews() {
    func stack(width: Double) -> LayoutResult {
      var s = view("s", .stack)
      s.stack?.distribution = .equalCentering
      s.stack?.spacing = 10
      s.stack?.arranged = ["a", "b", "c"]
      var c3 = view("c", .label, "cccccccccc", in: "s")
      c3.compressionResistance.horizontal = 749
      let views = [s, view("a", .label, "aaaaaaaaaa", in: "s"), view("b", .label, "bbbbbbbbbb", in: "s"), c3]
      return LayoutEngine(canvas(views, [
        c("s", .leading, .equal, .root, .leading), c("s", .top, .equal, .root, .top), c("s", .width, .equal, nil, nil, 1, width),
      ])).layoutIfNeeded()
    }
    var r = stack(width: 300)
    XCTAssertEqual([frame(r, "a").x, frame(r, "b").x, frame(r, "c").x], [0, 110, 220], "equal distances between centres")
    XCTAssertEqual(frame(r, "b").width, 80)
    r = stack(width: 200)
    XCTAssertEqual(frame(r, "a").width, 80, "the views keep their width while the spacing can shrink")
    XCTAssertEqual(frame(r, "b").width, 80)
    XCTAssertEqual(frame(r, "b").x, 90, accuracy: 1e-9, "the spacing shrinks to its minimum")
    XCTAssertEqual(frame(r, "c").width, 20, "then the least resistant view is compressed")
  }

  func testVerticalStackAlignmentFollowsTheLayoutDirection() {
    for (alignment, ltr, rtl) in [(StackSpec.Alignment.leading, 0.0, 184.0), (.trailing, 184, 0), (.center, 92, 92)] {
      for direction in [LayoutDirection.leftToRight, .rightToLeft] {
        var s = view("s", .stack)
        s.stack?.axis = .vertical
        s.stack?.alignment = alignment
        s.stack?.arranged = ["a", "b"]
        var d = canvas([s, view("a", .label, "aa", in: "s"), view("b", .label, "bbbbbbbbbbbbbbbbbbbbbbbbb", in: "s")], [
          c("s", .left, .equal, .root, .left), c("s", .top, .equal, .root, .top), c("s", .width, .equal, nil, nil, 1, 200),
        ])
        d.direction = direction
        let r = LayoutEngine(d).layoutIfNeeded()
        XCTAssertEqual(frame(r, "a").x, direction == .leftToRight ? ltr : rtl, "\(alignment) \(direction)")
      }
    }
  }

  func testAHiddenArrangedViewCollapses() {
    var s = view("s", .stack)
    s.stack?.spacing = 10
    s.stack?.arranged = ["a", "b", "c"]
    var b = view("b", .label, "bbb", in: "s")
    b.isHidden = true
    let d = canvas([s, view("a", .label, "aaa", in: "s"), b, view("c", .label, "ccc", in: "s")], [
      c("s", .leading, .equal, .root, .leading), c("s", .top, .equal, .root, .top),
    ])
    let list = ConstraintGenerator(d).generate()
    XCTAssertTrue(list.contains { $0.identifier == "UISV-hiding" && $0.description.contains("b.width == 0") })
    XCTAssertFalse(list.contains { $0.identifier == "UISV-spacing" && $0.viewNames.contains("b") }, "the spacing skips it")
    let r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertEqual(frame(r, "b").width, 0)
    XCTAssertEqual(frame(r, "c").x, 34, "one spacing between a and c")
    XCTAssertEqual(r.ambiguousCount, 0)
  }

  func testAHiddenArrangedViewSitsInTheGapAndKeepsItsOwnSizeWhereHidingGivesWay() {
    // a (30 wide) | b hidden, its own width 90 | c: spacing 10.
    func layout(hiding: LayoutPriority) -> LayoutResult {
      var s = view("s", .stack)
      s.stack?.spacing = 10
      s.stack?.arranged = ["a", "b", "c"]
      s.stack?.hidingPriority = hiding
      var b = view("b", .view, in: "s")
      b.isHidden = true
      let d = canvas([s, view("a", .view, in: "s"), b, view("c", .view, in: "s")], [
        c("s", .leading, .equal, .root, .leading), c("s", .top, .equal, .root, .top), c("s", .height, .equal, nil, nil, 1, 40),
        c("a", .width, .equal, nil, nil, 1, 30), c("c", .width, .equal, nil, nil, 1, 30), c("b", .width, .equal, nil, nil, 1, 90),
      ])
      return LayoutEngine(d).layoutIfNeeded()
    }
    // UIKit: the hiding is required, so the view's own width breaks; the view sits half a spacing after a.
    let uikit = layout(hiding: .required)
    XCTAssertEqual(uikit.conflictCount, 1)
    XCTAssertEqual(frame(uikit, "b").width, 0)
    XCTAssertEqual(frame(uikit, "b").x, 35)
    XCTAssertEqual(frame(uikit, "c").x, 40)
    // Interface Builder's canvas: the hiding gives way, the view keeps 90 and the stack's height.
    let ib = layout(hiding: .almostRequired)
    XCTAssertEqual(ib.conflictCount, 0)
    XCTAssertEqual(frame(ib, "b"), Frame(x: 35, y: 0, width: 90, height: 40))
    XCTAssertEqual(frame(ib, "c").x, 40)
  }

  /// On Interface Builder's canvas a stack whose views are all hidden has
  /// no height, and its hidden labels keep their own (the stack's cross
  /// size holds only a view that nothing else sizes).
  func testHiddenViewsOfAStackWithNoneShownKeepTheirOwnCrossSize() {
    var s = view("s", .stack)
    s.stack?.arranged = ["a", "b"]
    s.stack?.hidingPriority = .almostRequired
    var a = view("a", .label, "aaa", in: "s"), b = view("b", .label, "bbb", in: "s")
    (a.isHidden, b.isHidden) = (true, true)
    let d = canvas([s, a, b], [
      c("s", .leading, .equal, .root, .leading), c("s", .top, .equal, .root, .top), c("s", .height, .equal, nil, nil, 1, 0),
    ])
    let r = LayoutEngine(d).layoutIfNeeded()
    let own = a.intrinsicSize(wrapWidth: nil).height ?? 0
    XCTAssertGreaterThan(own, 0)
    XCTAssertEqual(frame(r, "a").height, own, "the label's own height")
    XCTAssertEqual(frame(r, "b").height, own)
  }

  func testAViewInTwoStacksIsReportedAsAConflict() {
    var s1 = view("s1", .stack), s2 = view("s2", .stack)
    s1.stack?.arranged = ["a", "b"]
    s2.stack?.arranged = ["b", "c"]
    s2.stack?.spacing = 30
    let d = canvas([s1, s2, view("a", .label, "a", in: "s1"), view("b", .label, "b", in: "s1"), view("c", .label, "c", in: "s2")], [
      c("s1", .leading, .equal, .root, .leading), c("s1", .top, .equal, .root, .top),
      c("s2", .leading, .equal, .root, .leading), c("s2", .top, .equal, .root, .top, 1, 100),
    ])
    let r = LayoutEngine(d).layoutIfNeeded()
    XCTAssertGreaterThan(r.conflictCount, 0, "never dropped silently")
    XCTAssertTrue(r.diagnostics.contains { $0.message.contains("UISV-canvas-connection' b.top == s2.top") })
  }
}
