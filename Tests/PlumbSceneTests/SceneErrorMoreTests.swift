@testable import PlumbLayout
import XCTest
@testable import PlumbScene

/// The rest of the parser's errors, each with its full text.
final class SceneErrorMoreTests: XCTestCase {
  func check(_ source: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try SceneParser.parse(source, file: "e.scene"), file: file, line: line) { e in
      XCTAssertEqual("\(e)", expected, file: file, line: line)
    }
  }

  func testSettingErrors() {
    check("metric gap", """
      e.scene:1:8: error: expected 'metric NAME VALUE', e.g. 'metric gap 12'
      metric gap
             ^~~
      """)
    check("safearea 20 a 0 0", """
      e.scene:1:13: error: expected a number
      safearea 20 a 0 0
                  ^
      """)
    check("canvas 320x200\ntraits wC xR", """
      e.scene:2:11: error: expected a size class: wC, wR, hC or hR
      traits wC xR
                ^~
      """)
    check("traits", """
      e.scene:1:1: error: expected size classes, e.g. 'traits wC hR'
      traits
      ^~~~~~
      """)
    check("canvas 0x200", """
      e.scene:1:8: error: the canvas size must be at least 1 point
      canvas 0x200
             ^
      """)
    check("device iphone ipad", """
      e.scene:1:15: error: unexpected 'ipad' after the device statement
      device iphone ipad
                    ^~~~
      """)
    check("device", """
      e.scene:1:7: error: expected a device name (iphone, iphone-max, ipad) after 'device'
      device
            ^
      """)
  }

  func testViewSettingErrors() {
    check("view a margins=1,2", """
      e.scene:1:16: error: margins: expected one inset or top,left,bottom,right
      view a margins=1,2
                     ^~~
      """)
    check("imageview a image=big", """
      e.scene:1:19: error: image: expected the image size WIDTHxHEIGHT
      imageview a image=big
                        ^~~
      """)
    check("textview a scrolls=no", """
      e.scene:1:20: error: scrolls: expected true or false
      textview a scrolls=no
                         ^~
      """)
    check("stack s axis=diagonal", """
      e.scene:1:14: error: axis: expected horizontal or vertical
      stack s axis=diagonal
                   ^~~~~~~~
      """)
    check("stack s alignment=centre", """
      e.scene:1:19: error: alignment: unknown alignment 'centre'; did you mean 'center'?
      stack s alignment=centre
                        ^~~~~~
      """)
    check("stack s spacing=wide", """
      e.scene:1:17: error: spacing: 'wide' is not a number (numbers are written like 12, -8 or 0.5)
      stack s spacing=wide
                      ^~~~
      """)
    check("label a \"x\" lines=-1", """
      e.scene:1:19: error: lines: the number of lines must be at least 0
      label a "x" lines=-1
                        ^~
      """)
    check("label a \"x\" resist=high", """
      e.scene:1:20: error: resist: 'high' is not a number (numbers are written like 12, -8 or 0.5)
      label a "x" resist=high
                         ^~~~
      """)
    check("stack s arranged=a,b\nview a", """
      e.scene:1:20: error: unknown view 'b'; did you mean 'a'?
      stack s arranged=a,b
                         ^
      """)
    check("view a in=b\nview b in=a", """
      e.scene:1:1: error: 'a' is inside itself (through 'in=')
      view a in=b
      ^~~~~~~~~~~
      """)
    check("view a when", """
      e.scene:1:12: error: expected size classes after 'when' (wC, wR, hC, hR)
      view a when
                 ^
      """)
  }

  func testConstraintAndLexerErrors() {
    check("view a\na.width = 12px", """
      e.scene:2:11: error: '12px' is not a number (numbers are written like 12, -8 or 0.5)
      a.width = 12px
                ^~~~
      """)
    check("view a\na.width = 10 ; 3", """
      e.scene:2:14: error: unexpected character ';'
      a.width = 10 ; 3
                   ^
      """)
    check("view a\na.width = 10 when", """
      e.scene:2:18: error: expected size classes after 'when' (wC, wR, hC, hR)
      a.width = 10 when
                       ^
      """)
    check("view a\n: a.width = 10", """
      e.scene:2:1: error: expected a view declaration or a constraint 'item.attribute = …'
      : a.width = 10
      ^
      """)
    check("view a\nH:|-[a]-[", """
      e.scene:2:10: error: expected a view name after '['
      H:|-[a]-[
               ^
      """)
    check("view a\nH:[a](", """
      e.scene:2:6: error: expected '-', '[' or '|' here
      H:[a](
           ^
      """)
  }

  func testVisualFormatGrammarErrors() {
    check("H:", """
      e.scene:1:1: error: a visual format needs at least one view '[name]'
      H:
      ^
      """)
    check("view a\nH:[a(>=10 20)]", """
      e.scene:2:4: error: expected ',' or ')' in the predicate list opened here
      H:[a(>=10 20)]
         ^
      """.replacingOccurrences(of: "2:4:", with: "2:5:").replacingOccurrences(of: "\n   ^", with: "\n    ^"))
    check("view a\nH:|-10[a]", """
      e.scene:2:7: error: expected '-' after the spacing
      H:|-10[a]
            ^
      """)
    check("view a\nH:[a]-10-(", """
      e.scene:2:10: error: expected '[' or '|' after the spacing
      H:[a]-10-(
               ^
      """)
    check("view a\nH:|-@-[a]", """
      e.scene:2:5: error: expected a number or metric name
      H:|-@-[a]
          ^
      """)
    check("view a\nH:||", """
      e.scene:2:4: error: expected a view '[name]' before the closing '|'
      H:||
         ^
      """)
  }

  func testMoreConstraintAndViewErrors() {
    check("view a\nview b\na.width = 2 * 3", """
      e.scene:3:15: error: expected a view or guide name, found '3'
      a.width = 2 * 3
                    ^
      """)
    check("stack s arranged=", """
      e.scene:1:18: error: arranged: expected a value after 'arranged='
      stack s arranged=
                       ^
      """)
  }

  func testOverrideErrors() {
    XCTAssertThrowsError(try ConstraintChange.parse("capW")) { XCTAssertEqual("\($0)", "expected ID.constant=N, ID.priority=N or ID.active=true|false, got 'capW'") }
    XCTAssertThrowsError(try ConstraintChange.parse(".constant=3")) { XCTAssertEqual("\($0)", "missing the constraint identifier before '.constant' in '.constant=3'") }
    XCTAssertThrowsError(try ConstraintChange.parse("capW.const=3")) {
      XCTAssertEqual("\($0)", "unknown field 'const' in 'capW.const=3'; did you mean 'constant'? (fields: constant, priority, active)")
    }
    XCTAssertThrowsError(try ConstraintChange.parse("capW.active=yes")) { XCTAssertEqual("\($0)", "'yes' is not true or false in 'capW.active=yes'") }
    XCTAssertThrowsError(try ConstraintChange.parse("capW.priority=0")) { XCTAssertEqual("\($0)", "the priority must be at least 1") }
    XCTAssertEqual(try ConstraintChange.parse("capW.priority=999"), ConstraintChange(identifier: "capW", field: .priority, value: 999))
  }
}
