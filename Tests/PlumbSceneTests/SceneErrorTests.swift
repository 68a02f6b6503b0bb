import XCTest
@testable import PlumbLayout
@testable import PlumbScene

/// Every error the parser gives, with its full text: location, message, source line and caret.
final class SceneErrorTests: XCTestCase {
  let header = "canvas 320x200\nview photo\nlabel name \"Kim\"\n"

  func assertError(_ body: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
      _ = try SceneParser.parse(header + body, file: "t.scene")
      XCTFail("no error for:\n\(body)", file: file, line: line)
    } catch let e as SceneError {
      XCTAssertEqual(e.description, expected, file: file, line: line)
    } catch {
      XCTFail("\(error)", file: file, line: line)
    }
  }

  func testUnknownViewSuggestsTheNearestName() {
    assertError("phto.leading = safeArea.leading + 20", """
      t.scene:4:1: error: unknown view 'phto'; did you mean 'photo'?
      phto.leading = safeArea.leading + 20
      ^~~~
      """)
    assertError("photo.leading = safeAera.leading + 20", """
      t.scene:4:17: error: unknown view 'safeAera'; did you mean 'safeArea'?
      photo.leading = safeAera.leading + 20
                      ^~~~~~~~
      """)
  }

  func testAttributesAndRelations() {
    assertError("photo.leadng = superview.leading", """
      t.scene:4:7: error: unknown attribute 'leadng'; did you mean 'leading'?
      photo.leadng = superview.leading
            ^~~~~~
      """)
    assertError("photo.width 100", """
      t.scene:4:13: error: expected a relation (=, ==, <= or >=), found '100'
      photo.width 100
                  ^~~
      """)
    assertError("photo = 100", """
      t.scene:4:6: error: expected '.attribute' after 'photo' (e.g. photo.leading)
      photo = 100
           ^
      """)
    assertError("photo.", """
      t.scene:4:7: error: expected an attribute name after '.'
      photo.
            ^
      """)
    assertError("photo.width = superview.width +", """
      t.scene:4:32: error: expected a number after '+'
      photo.width = superview.width +
                                     ^
      """)
    assertError("photo.width = -superview.width", """
      t.scene:4:16: error: expected a number after '-', found 'superview'
      photo.width = -superview.width
                     ^~~~~~~~~
      """)
    assertError("photo.width = 2 * superview.width * 3", """
      t.scene:4:35: error: the multiplier is given twice
      photo.width = 2 * superview.width * 3
                                        ^
      """)
  }

  func testPriorities() {
    assertError("photo.width = 100 @1001", """
      t.scene:4:20: error: the priority must be at most 1000
      photo.width = 100 @1001
                         ^~~~
      """)
    assertError("photo.width = 100 @hihg", """
      t.scene:4:20: error: expected a priority after '@': a number from 1 to 1000, required, high or low; did you mean 'high'?
      photo.width = 100 @hihg
                         ^~~~
      """)
    assertError("photo.width = 100 @", """
      t.scene:4:20: error: expected a priority after '@' (a number from 1 to 1000, required, high or low) at the end of the line
      photo.width = 100 @
                         ^
      """)
    assertError("photo.width = 100 soon", """
      t.scene:4:19: error: unexpected 'soon'; a constraint ends with an optional @priority, 'when' size classes and 'inactive'
      photo.width = 100 soon
                        ^~~~
      """)
  }

  func testUIKitValidityRules() {
    assertError("photo.leading = 20", """
      t.scene:4:1: error: 'leading' is a position: constrain it to another item, e.g. photo.leading = superview.leading + 20
      photo.leading = 20
      ^~~~~~~~~~~~~~~~~~
      """)
    assertError("photo.width = name.leading", """
      t.scene:4:1: error: cannot relate a size ('width') to a position ('leading')
      photo.width = name.leading
      ^~~~~~~~~~~~~~~~~~~~~~~~~~
      """)
    assertError("photo.top = name.leading", """
      t.scene:4:1: error: cannot relate a vertical position ('top') to a horizontal one ('leading')
      photo.top = name.leading
      ^~~~~~~~~~~~~~~~~~~~~~~~
      """)
    assertError("photo.leading = name.left", """
      t.scene:4:1: error: cannot mix 'leading' with 'left': leading and trailing follow the layout direction, left and right do not
      photo.leading = name.left
      ^~~~~~~~~~~~~~~~~~~~~~~~~
      """)
    assertError("photo.leading = 0 * name.leading", """
      t.scene:4:1: error: a multiplier of 0 with a position attribute makes an invalid constraint
      photo.leading = 0 * name.leading
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      """)
    assertError("photo.width = photo.width", """
      t.scene:4:1: error: a constraint of 'photo.width' to itself, which says nothing
      photo.width = photo.width
      ^~~~~~~~~~~~~~~~~~~~~~~~~
      """)
    // With a constant on the wrong side of 0 it is no longer empty: it cannot hold.
    assertError("photo.width >= photo.width + 10", """
      t.scene:4:1: error: a constraint of 'photo.width' to itself, which can never hold (it asks 0 >= 10): UIKit would report it unsatisfiable
      photo.width >= photo.width + 10
      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
      """)
  }

  func testIdentifiersAndStatements() {
    assertError("w: photo.width = 10\nw: photo.height = 10", """
      t.scene:5:1: error: the identifier 'w' is already used on line 4
      w: photo.height = 10
      ^
      """)
    assertError("lable note \"x\"", """
      t.scene:4:1: error: unknown statement 'lable'; did you mean 'label'?
      lable note "x"
      ^~~~~
      """)
    assertError("photo.width = 10 # fine\n\"x\"", """
      t.scene:5:1: error: expected a view declaration or a constraint 'item.attribute = …'
      "x"
      ^~~
      """)
    assertError("photo.width = 10 when wX", """
      t.scene:4:23: error: expected a size class after 'when': wC, wR, hC or hR; did you mean 'wC'?
      photo.width = 10 when wX
                            ^~
      """)
  }

  func testViewDeclarations() {
    assertError("label photo \"x\"", """
      t.scene:4:7: error: a view named 'photo' already exists
      label photo "x"
            ^~~~~
      """)
    assertError("view root", """
      t.scene:4:6: error: 'root' is a reserved word and cannot name a view
      view root
           ^~~~
      """)
    assertError("view 9lives", """
      t.scene:4:6: error: '9lives' is not a valid view name: use letters, digits and '_', starting with a letter
      view 9lives
           ^~~~~~
      """)
    assertError("view", """
      t.scene:4:1: error: expected a name after 'view': view NAME
      view
      ^~~~
      """)
    assertError("view card \"x\"", """
      t.scene:4:11: error: a view has no text; only label, button, textfield and textview do
      view card "x"
                ^~~
      """)
    assertError("label note \"x\" lnes=0", """
      t.scene:4:16: error: unknown setting 'lnes'; did you mean 'lines'?
      label note "x" lnes=0
                     ^~~~
      """)
    assertError("view card lines=0", """
      t.scene:4:11: error: 'lines' does not apply to a view (it applies to: label)
      view card lines=0
                ^~~~~
      """)
    assertError("label note \"x\" hug=2000", """
      t.scene:4:20: error: hug: the priority must be at most 1000
      label note "x" hug=2000
                         ^~~~
      """)
    assertError("label note \"x\" intrinsic=80by20", """
      t.scene:4:26: error: intrinsic: expected WIDTHxHEIGHT, none, or _ for an axis without one (e.g. _x31)
      label note "x" intrinsic=80by20
                               ^~~~~~
      """)
    assertError("view card in=crad", """
      t.scene:4:14: error: unknown view 'crad'; did you mean 'card'?
      view card in=crad
                   ^~~~
      """)
    assertError("stack row distribution=fillEqualy", """
      t.scene:4:24: error: distribution: unknown distribution 'fillEqualy'; did you mean 'fillEqually'?
      stack row distribution=fillEqualy
                             ^~~~~~~~~~
      """)
    assertError("label note \"x", """
      t.scene:4:12: error: unterminated string
      label note "x
                 ^~
      """)
    assertError("view card big", """
      t.scene:4:11: error: expected key=value, found 'big'
      view card big
                ^~~
      """)
  }

  func testSettings() {
    XCTAssertThrowsError(try SceneParser.parse("device iphon\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:1:8: error: unknown device 'iphon'; did you mean 'iphone'? (devices: iphone, iphone-max, ipad; or use 'canvas WIDTHxHEIGHT')
        device iphon
               ^~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("canvas 375 by 667\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:1:8: error: expected the canvas size as WIDTHxHEIGHT in points, e.g. 'canvas 375x667'
        canvas 375 by 667
               ^~~~~~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("orientation sideways\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:1:13: error: unknown orientation 'sideways'
        orientation sideways
                    ^~~~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("device iphone\ntraits wC hC\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:2:1: error: 'traits' only applies to a 'canvas' scene; a device has its own size classes
        traits wC hC
        ^~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("safearea 20 0 0\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:1:10: error: expected four insets: safearea TOP LEFT BOTTOM RIGHT
        safearea 20 0 0
                 ^~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("scene Profile\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:1:7: error: expected a quoted title: scene "Profile"
        scene Profile
              ^~~~~~~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("direction up\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:1:11: error: unknown direction 'up': use ltr or rtl
        direction up
                  ^~
        """)
    }
    XCTAssertThrowsError(try SceneParser.parse("view a\na.width = 1e999\n", file: "d.scene")) { e in
      XCTAssertEqual("\(e)", """
        d.scene:2:11: error: '1e999' is not a number (numbers are written like 12, -8 or 0.5)
        a.width = 1e999
                  ^~~~~
        """)
    }
  }

  func testVisualFormatErrors() {
    assertError("H:|-[phto]-|", """
      t.scene:4:6: error: unknown view 'phto'; did you mean 'photo'?
      H:|-[phto]-|
           ^~~~
      """)
    assertError("H:|-[photo]-[name", """
      t.scene:4:13: error: expected ']' to close the view opened here
      H:|-[photo]-[name
                  ^
      """)
    assertError("H:|-(>=gap)-[photo]", """
      t.scene:4:8: error: unknown metric or view 'gap'
      H:|-(>=gap)-[photo]
             ^~~
      """)
    assertError("H:|-[photo]-|-", """
      t.scene:4:14: error: nothing may follow the closing '|'
      H:|-[photo]-|-
                   ^
      """)
    assertError("V:|-", """
      t.scene:4:5: error: expected a view '[name]' here
      V:|-
          ^
      """)
    assertError("H:[photo(>=50@2000)]", """
      t.scene:4:15: error: the priority must be at most 1000
      H:[photo(>=50@2000)]
                    ^~~~
      """)
  }

  func testVisualFormatBuildsTheConstraints() throws {
    let s = try SceneParser.parse(header + "metric gap 12\nH:|-[photo]-gap-[name(>=50@750)]-|\nV:|[photo(==name)]", file: "t.scene")
    let texts = s.document.constraints.map(\.notation)
    XCTAssertEqual(texts, [
      "photo.leading = superview.leading + 20",
      "name.width >= 50 @750",
      "name.leading = photo.trailing + 12",
      "name.trailing = superview.trailing - 20",
      "photo.height = name.height",
      "photo.top = superview.top",
    ])
    XCTAssertEqual(s.statements.last?.kind, .constraints([4, 5]))
  }

  func testAppleNotationParsesAsWritten() throws {
    let s = try SceneParser.parse(header + "image: photo.leading = 1.0 x safeArea.leading + 20\nphoto.width = 0.30 * root.width @ 750\nphoto.width <= 150 @high when wC hR inactive", file: "t.scene")
    let c = s.document.constraints
    XCTAssertEqual(c[0].identifier, "image")
    XCTAssertEqual(c[0].secondItem, .safeArea)
    XCTAssertEqual(c[0].constant, 20)
    XCTAssertEqual(c[1].multiplier, 0.3)
    XCTAssertEqual(c[1].priority, 750)
    XCTAssertEqual(c[2].relation, .lessThanOrEqual)
    XCTAssertEqual(c[2].priority, 750)
    XCTAssertEqual(c[2].condition, SizeClassCondition(horizontal: .compact, vertical: .regular))
    XCTAssertFalse(c[2].isActive)
  }
}
