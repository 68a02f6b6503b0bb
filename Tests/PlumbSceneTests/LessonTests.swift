import PlumbDiagnostics
import XCTest

@testable import PlumbLayout
@testable import PlumbScene

/// Lessons in the scene format: steps, goals, hints and solutions, their
/// errors with their full text, and what `plumb check` says of a lesson.
final class LessonTests: XCTestCase {
  let header = "canvas 400x200\nlabel name \"Name\" hug=250\nlabel value \"Kim\"\n"
    + "name.leading = superview.leading + 20\nvalue.leading = name.trailing + 8\ngap: value.trailing = superview.trailing - 20\n"
    + "name.top = superview.top + 20\nvalue.top = name.top\n"

  func parse(_ body: String) throws -> Scene { try SceneParser.parse(header + body, file: "l.scene") }

  func assertError(_ body: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
    do {
      _ = try parse(body)
      XCTFail("no error for:\n\(body)", file: file, line: line)
    } catch let e as SceneError {
      XCTAssertEqual(e.description, expected, file: file, line: line)
    } catch {
      XCTFail("\(error)", file: file, line: line)
    }
  }

  func findings(_ body: String) throws -> [String] {
    LessonCheck.findings(try parse(body)) { LayoutEngine($0).layoutIfNeeded() }.map(DiagnosticRenderer.render)
  }

  func testStepsTheirTranslationsGoalsHintsAndSolutions() throws {
    let scene = try parse("""
      step "Look."
      step ko "보세요."
      step "Make value stretch."
        done value stretches, name hugs and not conflict
        hint "Lower its hugging."
        hint ko "허깅을 낮추세요."
        solution label value "Kim" hug=249
      step ko "한국어만."
      step ko "다음 단계."
        done name.width > value.width + 10, gap holds, landscape
      """)
    let steps = try XCTUnwrap(scene.lesson).steps
    XCTAssertEqual(steps.count, 4)
    XCTAssertEqual(steps[0].text.texts, [.en: "Look.", .ko: "보세요."])
    XCTAssertEqual(steps[0].goal, [])
    XCTAssertEqual(steps[1].goal, [.stretches("value", .horizontal), .hugs("name", .horizontal), .not(.conflicts)])
    XCTAssertEqual(steps[1].hint.text(in: .ko), "허깅을 낮추세요.")
    XCTAssertEqual(steps[1].solution, [LessonLine(text: "label value \"Kim\" hug=249", line: 14, column: 12)])
    // A language a step already has begins the next step; a step in Korean only falls back to it in English.
    XCTAssertEqual(steps[2].text.text(in: .en), "한국어만.")
    XCTAssertEqual(steps[3].goal, [
      .compare(.attribute(view: "name", .width, plus: 0), .greater, .attribute(view: "value", .width, plus: 10)),
      .constraint("gap", .holds), .orientation(.landscape),
    ])
    XCTAssertEqual(steps[3].goal.map(\.description), ["name.width > value.width + 10", "gap holds", "landscape"])
  }

  func testLessonErrors() {
    assertError("done value stretches", """
      l.scene:9:1: error: 'done' belongs to a step: write 'step "..."' before it
      done value stretches
      ^~~~
      """)
    assertError("step \"a\"\ndone value stretches\ndone name hugs", """
      l.scene:11:1: error: this step already has a 'done' line: join its conditions with ',' on one line
      done name hugs
      ^~~~
      """)
    assertError("step \"a\"\ndone value strecthes", """
      l.scene:10:12: error: expected what 'value' does: stretches, hugs, cut, whole, ambiguous; did you mean 'stretches'?
      done value strecthes
                 ^~~~~~~~~
      """)
    assertError("step \"a\"\ndone value.widht = 10", """
      l.scene:10:12: error: a lesson compares left, right, top, bottom, leading, trailing, width, height, centerX, centerY; 'widht' is none; did you mean 'width'?
      done value.widht = 10
                 ^~~~~
      """)
    assertError("step \"a\"\ndone value.width 10", """
      l.scene:10:18: error: expected a comparison (=, <, >, <=, >=) after 'value.width'
      done value.width 10
                       ^~
      """)
    assertError("step fr \"a\"", """
      l.scene:9:6: error: unknown language 'fr' (languages: en, ko)
      step fr "a"
           ^~
      """)
    assertError("step a", """
      l.scene:9:6: error: expected the step's text in quotes: step "..."
      step a
           ^
      """)
    assertError("step \"a\"\nhint \"b\"", """
      l.scene:9:1: error: this step has a hint but no 'done' line: a hint helps with something to do
      step "a"
      ^~~~
      """)
    assertError("step \"a\"\ndone value stretches,", """
      l.scene:10:21: error: expected a condition after ','
      done value stretches,
                          ^
      """)
  }

  /// `plumb check` on a lesson: a step done already, one its solution does
  /// not reach, one without a solution, and a view the lesson names that
  /// the scene lacks (the scene still reads: a save may have deleted it).
  func testCheckSaysWhichStepCannotBeDone() throws {
    XCTAssertEqual(try findings("step \"a\"\n  done value stretches\n  solution label value \"Kim\" hug=249\n"), [])
    XCTAssertEqual(try findings("step \"a\"\n  done name stretches\n  solution label value \"Kim\" hug=252\n"), ["""
      l.scene:9:1: error: step 1 is done before the learner does anything: 'name stretches' already holds where the previous steps leave the layout
      step "a"
      ^~~~~~~~
      """])
    XCTAssertEqual(try findings("step \"a\"\n  done value stretches\n  solution label value \"Kim\" hug=250\n"), ["""
      l.scene:11:12: error: step 1 cannot be reached this way: after its solution, 'value stretches' does not hold
        solution label value "Kim" hug=250
                 ^~~~~~~~~~~~~~~~~~~~~~~~~
      """])
    XCTAssertEqual(try findings("step \"a\"\n  done value stretches\n"), ["""
      l.scene:9:1: warning: step 1 has no 'solution' line: check cannot show that 'value stretches' can be reached
      step "a"
      ^~~~~~~~
      """])
    XCTAssertEqual(try findings("step \"a\"\n  done valu stretches\n  solution label value \"Kim\" hug=249\n").first, """
      l.scene:10:8: error: unknown view or constraint 'valu'; did you mean 'value'?
        done valu stretches
             ^~~~
      """)
    // Each step starts where the previous step's solution left the layout.
    XCTAssertEqual(try findings("""
      step "a"
        done value stretches
        solution label value "Kim" hug=249
      step "b"
        done value stretches
        solution gap: value.trailing = superview.trailing - 40
      """).first, """
      l.scene:12:1: error: step 2 is done before the learner does anything: 'value stretches' already holds where the previous steps leave the layout
      step "b"
      ^~~~~~~~
      """)
  }

  func testSolutionsRestateViewsAndConstraintsByNameAndID() throws {
    let scene = try parse("step \"a\"\n  done value stretches\n  solution label value \"Kim\" hug=249\n  solution gap: value.trailing = superview.trailing - 40 @999\n  solution orientation landscape\n  solution remove name\n")
    let d = try LessonSolution.apply(scene.lesson?.steps[0].solution ?? [], to: scene.document, file: "l.scene", sourceLines: scene.lines)
    XCTAssertEqual(d.views.map(\.name), ["value"])
    XCTAssertEqual(d.views[0].hugging.horizontal, 249)
    // 'gap' replaced in place (its line kept for the writer); the constraints naming 'name' went with it.
    XCTAssertEqual(d.constraints.map { SceneWriter.constraintText($0) }, ["gap: value.trailing = superview.trailing - 40 @999"])
    XCTAssertEqual(d.orientation, .landscape)
    let bad = try parse("step \"a\"\n  done value stretches\n  solution value.widht = 10\n")
    XCTAssertThrowsError(try LessonSolution.apply(bad.lesson?.steps[0].solution ?? [], to: bad.document, file: "l.scene", sourceLines: bad.lines)) {
      XCTAssertEqual(($0 as? SceneError)?.description, """
        l.scene:11:18: error: unknown attribute 'widht'; did you mean 'width'?
          solution value.widht = 10
                         ^~~~~
        """)
    }
  }

  /// A scene's title in another language is a line of its own.
  func testTitleTranslations() throws {
    let scene = try SceneParser.parse("scene \"Hugging\"\nscene ko \"허깅\"\ncanvas 100x100\nview a\nstep \"x\"\n", file: "t.scene")
    XCTAssertEqual(scene.lesson?.title(in: .ko, scene: scene.document.title), "허깅")
    XCTAssertEqual(scene.lesson?.title(in: .en, scene: scene.document.title), "Hugging")
  }
}
