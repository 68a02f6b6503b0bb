import XCTest
@testable import PlumbLayout
@testable import PlumbScene

/// The one number grammar and its bounds, wherever a number is written.
final class NumberTests: XCTestCase {
  let header = "canvas 320x200\nview photo\nlabel name \"Kim\"\n"

  func assertError(_ body: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
      _ = try SceneParser.parse(header + body, file: "n.scene")
      XCTFail("no error for:\n\(body)", file: file, line: line)
    } catch let e as SceneError {
      XCTAssertEqual(e.description, expected, file: file, line: line)
    } catch {
      XCTFail("\(error)", file: file, line: line)
    }
  }

  func testTheGrammar() {
    for (text, value) in [("12", 12.0), ("-8", -8), ("0.5", 0.5), (".5", 0.5), ("-.25", -0.25), ("007", 7), ("10000000", 1e7)] {
      XCTAssertEqual(NumberSyntax.parse(text), value, text)
    }
    for text in ["", "-", ".", "1.", "1.2.3", "1e5", "1E5", "0x10", "+1", "inf", "-inf", "nan", "infinity", "1,000", " 1", "1 ", "--1", "١٢"] {
      XCTAssertNil(NumberSyntax.parse(text), text)
    }
    // Too large for a Double: infinite, which every bound refuses.
    XCTAssertEqual(NumberSyntax.parse("1" + String(repeating: "0", count: 400)), .infinity)
    // Too small for a Double but not zero: the smallest magnitude, which the multiplier's bound refuses.
    XCTAssertEqual(NumberSyntax.parse("0." + String(repeating: "0", count: 400) + "1"), .leastNonzeroMagnitude)
    XCTAssertEqual(NumberSyntax.parse("0.000"), 0)
  }

  func testTheBounds() {
    XCTAssertNil(Bound.constant.violation(10_000_000))
    XCTAssertEqual(Bound.constant.violation(10_000_000.5), "the constant must be at most 10000000 points")
    XCTAssertEqual(Bound.constant.violation(-10_000_001), "the constant must be at least -10000000 points")
    XCTAssertEqual(Bound.constant.violation(.nan), "the constant must be at most 10000000 points")
    XCTAssertNil(Bound.multiplier.violation(0))
    XCTAssertNil(Bound.multiplier.violation(-0.0001))
    XCTAssertNil(Bound.multiplier.violation(10_000))
    XCTAssertEqual(Bound.multiplier.violation(0.00009), "the multiplier must be 0 or at least 0.0001 in magnitude")
    XCTAssertEqual(Bound.multiplier.violation(-10_001), "the multiplier must be at most 10000 in magnitude")
    XCTAssertNil(Bound.priority.violation(1))
    XCTAssertNil(Bound.priority.violation(1000))
    XCTAssertEqual(Bound.priority.violation(1000.0000001), "the priority must be at most 1000")
    XCTAssertEqual(Bound.priority.violation(0.999), "the priority must be at least 1")
    XCTAssertEqual(Bound.lines.violation(1.5), "the number of lines must be a whole number")
    XCTAssertEqual(Bound.columns.violation(7), "the width must be at least 8 columns")
  }

  func testConstraintNumbersAreBounded() {
    assertError("photo.width = 10 @1000.0000001", """
      n.scene:4:19: error: the priority must be at most 1000
      photo.width = 10 @1000.0000001
                        ^~~~~~~~~~~~
      """)
    assertError("photo.width = 10 @0.5", """
      n.scene:4:19: error: the priority must be at least 1
      photo.width = 10 @0.5
                        ^~~
      """)
    assertError("photo.width = 80000000000000000000", """
      n.scene:4:15: error: the constant must be at most 10000000 points
      photo.width = 80000000000000000000
                    ^~~~~~~~~~~~~~~~~~~~
      """)
    assertError("photo.width = -10000001", """
      n.scene:4:15: error: the constant must be at least -10000000 points
      photo.width = -10000001
                    ^~~~~~~~~
      """)
    assertError("photo.width = name.width + 10000000.5", """
      n.scene:4:28: error: the constant must be at most 10000000 points
      photo.width = name.width + 10000000.5
                                 ^~~~~~~~~~
      """)
    assertError("photo.width = name.width - 10000001", """
      n.scene:4:28: error: the constant must be at least -10000000 points
      photo.width = name.width - 10000001
                                 ^~~~~~~~
      """)
    assertError("photo.height = 0.000000001 * name.height", """
      n.scene:4:16: error: the multiplier must be 0 or at least 0.0001 in magnitude
      photo.height = 0.000000001 * name.height
                     ^~~~~~~~~~~
      """)
    assertError("photo.height = 20000 * name.height", """
      n.scene:4:16: error: the multiplier must be at most 10000 in magnitude
      photo.height = 20000 * name.height
                     ^~~~~
      """)
    assertError("photo.height = name.height * 0.00001", """
      n.scene:4:30: error: the multiplier must be 0 or at least 0.0001 in magnitude
      photo.height = name.height * 0.00001
                                   ^~~~~~~
      """)
    assertError("photo.height = -0.00001 x name.height", """
      n.scene:4:16: error: the multiplier must be 0 or at least 0.0001 in magnitude
      photo.height = -0.00001 x name.height
                     ^~~~~~~~
      """)
    assertError("photo.width = 1e5", """
      n.scene:4:15: error: '1e5' is not a number (numbers are written like 12, -8 or 0.5)
      photo.width = 1e5
                    ^~~
      """)
    assertError("photo.width = 0x10", """
      n.scene:4:15: error: '0x10' is not a number (numbers are written like 12, -8 or 0.5)
      photo.width = 0x10
                    ^~~~
      """)
    assertError("photo.width = 1.", """
      n.scene:4:15: error: '1.' is not a number (numbers are written like 12, -8 or 0.5)
      photo.width = 1.
                    ^~
      """)
  }

  func testViewSettingNumbersAreBoundedAndComplete() {
    assertError("view a margins=nan", """
      n.scene:4:16: error: margins: 'nan' is not a number (numbers are written like 12, -8 or 0.5)
      view a margins=nan
                     ^~~
      """)
    assertError("view a margins=inf", """
      n.scene:4:16: error: margins: 'inf' is not a number (numbers are written like 12, -8 or 0.5)
      view a margins=inf
                     ^~~
      """)
    assertError("view a margins=1,x,2,3,4", """
      n.scene:4:16: error: margins: expected one inset or top,left,bottom,right
      view a margins=1,x,2,3,4
                     ^~~~~~~~~
      """)
    assertError("view a margins=1,2,3,20000000", """
      n.scene:4:22: error: margins: the inset must be at most 10000000 points
      view a margins=1,2,3,20000000
                           ^~~~~~~~
      """)
    assertError("view a margins=", """
      n.scene:4:16: error: margins: expected a value after 'margins='
      view a margins=
                     ^
      """)
    assertError("view a intrinsic=", """
      n.scene:4:18: error: intrinsic: expected a value after 'intrinsic='
      view a intrinsic=
                       ^
      """)
    assertError("view a intrinsic=20000000x_", """
      n.scene:4:18: error: intrinsic: the size must be at most 10000000 points
      view a intrinsic=20000000x_
                       ^~~~~~~~
      """)
    assertError("view a intrinsic=1e308x5", """
      n.scene:4:18: error: intrinsic: '1e308' is not a number (numbers are written like 12, -8 or 0.5)
      view a intrinsic=1e308x5
                       ^~~~~
      """)
    assertError("view a hug=0x10", """
      n.scene:4:12: error: hug: '0x10' is not a number (numbers are written like 12, -8 or 0.5)
      view a hug=0x10
                 ^~~~
      """)
    assertError("view a hug=251,0", """
      n.scene:4:16: error: hug: the priority must be at least 1
      view a hug=251,0
                     ^
      """)
    assertError("view a resist=1000.5", """
      n.scene:4:15: error: resist: the priority must be at most 1000
      view a resist=1000.5
                    ^~~~~~
      """)
    assertError("stack s spacing=", """
      n.scene:4:17: error: spacing: expected a value after 'spacing='
      stack s spacing=
                      ^
      """)
    assertError("stack s spacing=-10000001", """
      n.scene:4:17: error: spacing: the spacing must be at least -10000000 points
      stack s spacing=-10000001
                      ^~~~~~~~~
      """)
    assertError("label a \"x\" lines=1.5", """
      n.scene:4:19: error: lines: the number of lines must be a whole number
      label a "x" lines=1.5
                        ^~~
      """)
    assertError("label a \"x\" lines=10001", """
      n.scene:4:19: error: lines: the number of lines must be at most 10000
      label a "x" lines=10001
                        ^~~~~
      """)
    assertError("imageview i image=-1x5", """
      n.scene:4:19: error: image: the size must be at least 0 points
      imageview i image=-1x5
                        ^~
      """)
  }

  func testVisualFormatNumbersAreBounded() {
    assertError("H:|-1000000000000000000000000000000000000000-[photo]", """
      n.scene:4:5: error: the constant must be at most 10000000 points
      H:|-1000000000000000000000000000000000000000-[photo]
          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      """)
    assertError("H:|-(>=10000001)-[photo]", """
      n.scene:4:8: error: the constant must be at most 10000000 points
      H:|-(>=10000001)-[photo]
             ^~~~~~~~
      """)
    assertError("H:[photo(<=-20000000)]", """
      n.scene:4:12: error: the constant must be at least -10000000 points
      H:[photo(<=-20000000)]
                 ^~~~~~~~~
      """)
    assertError("H:[photo(==50@1000.5)]", """
      n.scene:4:15: error: the priority must be at most 1000
      H:[photo(==50@1000.5)]
                    ^~~~~~
      """)
    assertError("H:[photo]-1e5-[name]", """
      n.scene:4:11: error: '1e5' is not a number (numbers are written like 12, -8 or 0.5)
      H:[photo]-1e5-[name]
                ^~~
      """)
    assertError("V:[photo(>=.5@0)]", """
      n.scene:4:15: error: the priority must be at least 1
      V:[photo(>=.5@0)]
                    ^
      """)
  }

  func testSettingNumbersAreBounded() {
    XCTAssertThrowsError(try SceneParser.parse("canvas 1e308x5\n", file: "n.scene")) { e in
      XCTAssertEqual("\(e)", """
        n.scene:1:8: error: '1e308' is not a number (numbers are written like 12, -8 or 0.5)
        canvas 1e308x5
               ^~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("canvas 375x20000000\n", file: "n.scene")) { e in
      XCTAssertEqual("\(e)", """
        n.scene:1:12: error: the canvas size must be at most 10000000 points
        canvas 375x20000000
                   ^~~~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("safearea 1 2 3 -20000000\n", file: "n.scene")) { e in
      XCTAssertEqual("\(e)", """
        n.scene:1:16: error: the inset must be at least -10000000 points
        safearea 1 2 3 -20000000
                       ^~~~~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("metric gap 20000000.5\n", file: "n.scene")) { e in
      XCTAssertEqual("\(e)", """
        n.scene:1:12: error: the metric must be at most 10000000 points
        metric gap 20000000.5
                   ^~~~~~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("metric gap 1e5\n", file: "n.scene")) { e in
      XCTAssertEqual("\(e)", """
        n.scene:1:12: error: '1e5' is not a number (numbers are written like 12, -8 or 0.5)
        metric gap 1e5
                   ^~~
        """)
    }
    // A metric used as a priority is checked as a priority.
    XCTAssertThrowsError(try SceneParser.parse("view a\nmetric p 2000\nH:[a(>=8@p)]\n", file: "n.scene")) { e in
      XCTAssertEqual("\(e)", """
        n.scene:3:10: error: the priority must be at most 1000
        H:[a(>=8@p)]
                 ^
        """)
    }
  }

  func testTheBoundsThemselvesAreAccepted() throws {
    let s = try SceneParser.parse(header + """
      canvas 10000000x1
      view a margins=-10000000 hug=1,1000 intrinsic=10000000x0
      label b "x" lines=10000
      a.width = 10000 * photo.width - 10000000 @1
      a.height = -0.0001 x photo.height + 10000000 @1000
      b.width = 0 * root.width
      """, file: "n.scene")
    let c = s.document.constraints
    XCTAssertEqual(c.map(\.multiplier), [10000, -0.0001, 0])
    XCTAssertEqual(c.map(\.constant), [-10_000_000, 10_000_000, 0])
    XCTAssertEqual(s.document.device.width, 10_000_000)
  }

  func testOverrideNumbersUseTheSameGrammarAndBounds() {
    for (text, message) in [
      ("cap.constant=0x10", "'0x10' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("cap.constant=1e306", "'1e306' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("cap.constant=inf", "'inf' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("cap.constant=", "'' is not a number (numbers are written like 12, -8 or 0.5)"),
      ("cap.constant=10000001", "the constant must be at most 10000000 points"),
      ("cap.priority=1000.0000001", "the priority must be at most 1000"),
      ("cap.priority=0", "the priority must be at least 1"),
    ] {
      XCTAssertThrowsError(try ConstraintChange.parse(text), text) { XCTAssertEqual("\($0)", message) }
    }
    XCTAssertEqual(try ConstraintChange.parse("cap.constant=-10000000").value, -10_000_000)
  }
}
