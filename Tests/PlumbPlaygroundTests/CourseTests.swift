import Foundation
import PlumbDiagnostics
import PlumbLayout
import XCTest

@testable import PlumbPlayground
@testable import PlumbScene

/// The course `plumb` opens: the lessons built in are the files of
/// Scenes/, every step can be done, and done with the keys its text names.
final class CourseTests: XCTestCase {
  /// Each lesson's exercises, as a learner who reads the step's text would
  /// press the keys: one string of keys per exercise, in order (`\t` Tab,
  /// `\n` Enter). The test also fails when a text names keys that do not do it.
  static let keys: [String: [String]] = [
    "tour": ["]]", "r"],
    "centering": ["]]]", "l"],
    "label-height": ["jjj==", "="],
    "hugging": ["\tjhh", "H"],
    "compression": ["\tjCC"],
    "ambiguity": ["\tC"],
    "priorities": ["jjj3", "<", "jjjjjj3"],
    "conflict": ["jjj2"],
    "inequalities": ["\te Min-su, Seoul\n", "e and Korea, 2026\n", "\tjjj1"],
    "multiplier": ["jjjj+++++", "*", "j/"],
    "aspect-ratio": ["jjj]]", " "],
    "aspect-ambiguous": [":square.width = 100\n"],
    "baselines": ["\tje with a friend\n"],
    "animation": ["jjj j ", "[[[[[[[[[["],
    "size-classes": ["r", "dd"],
    "profile-unfixed": ["r", "jjj2:photo.width <= 150\n"],
    "profile": ["r", "jjjj "],
    "equal-widths": ["jjj*"],
    "widths-1-2": ["jjj/", "/"],
    "stack": ["r", "\t:spacing=20\n"],
    "stack-distributions": ["\tjjjhh"],
  ]

  func testTheBuiltInLessonsAreTheFilesOfScenes() throws {
    let list = try String(contentsOf: Fixtures.root.appendingPathComponent("Scenes/course.txt"), encoding: .utf8)
    let ids = list.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    XCTAssertEqual(Course.lessons.map(\.id), ids, "run Scripts/embed-course.py")
    for lesson in Course.lessons {
      let file = try String(contentsOf: Fixtures.root.appendingPathComponent("Scenes/\(lesson.id).scene"), encoding: .utf8)
      XCTAssertEqual(lesson.source + "\n", file, "\(lesson.id): run Scripts/embed-course.py")
    }
    // Every scene of Scenes/ is in the course.
    let files = try FileManager.default.contentsOfDirectory(atPath: Fixtures.root.appendingPathComponent("Scenes").path)
    XCTAssertEqual(Set(files.filter { $0.hasSuffix(".scene") }.map { String($0.dropLast(6)) }), Set(ids))
  }

  func testEveryLessonCanBeDoneAndIsWrittenInEnglishAndKorean() throws {
    for (k, lesson) in Course.lessons.enumerated() {
      let scene = try Course.scene(k)
      let steps = try XCTUnwrap(scene.lesson, "\(lesson.id) has no steps").steps
      XCTAssertFalse(steps.filter(\.isExercise).isEmpty, "\(lesson.id) asks for nothing")
      XCTAssertNotNil(scene.lesson?.titles[.ko], "\(lesson.id) has no Korean title")
      for (n, step) in steps.enumerated() {
        XCTAssertEqual(Set(step.text.texts.keys), [.en, .ko], "\(lesson.id) step \(n + 1)")
        if !step.hint.isEmpty { XCTAssertEqual(Set(step.hint.texts.keys), [.en, .ko], "\(lesson.id) step \(n + 1)'s hint") }
        if step.isExercise { XCTAssertFalse(step.solution.isEmpty, "\(lesson.id) step \(n + 1) has no solution") }
      }
      let findings = LessonCheck.findings(scene) { LayoutEngine($0).layoutIfNeeded() }
      XCTAssertEqual(findings.map(DiagnosticRenderer.render), [], lesson.id)
    }
  }

  /// Each lesson driven by the keys its steps name: each exercise gets its ✓
  /// on its last key and not before, and the last one finishes the lesson
  /// (an effect keeps it).
  func testEveryStepIsDoneByTheKeysItsTextNames() throws {
    for (k, lesson) in Course.lessons.enumerated() {
      var s = try PlaygroundState.course(index: k, layout: .fresh())
      let steps = try XCTUnwrap(s.lesson?.steps)
      let scripts = try XCTUnwrap(Self.keys[lesson.id], "no keys for \(lesson.id)")
      XCTAssertEqual(scripts.count, steps.filter(\.isExercise).count, lesson.id)
      var script = scripts.makeIterator()
      var effects: [Effect] = []
      for (n, step) in steps.enumerated() {
        XCTAssertEqual(s.lessonState.step, n, lesson.id)
        if step.isExercise, let keys = script.next() {
          let chars = Array(keys)
          for (i, c) in chars.enumerated() {
            XCTAssertFalse(s.lessonState.done.contains(n), "\(lesson.id) step \(n + 1) done before its keys")
            effects = Reducer.reduce(&s, .key(c == "\t" ? .tab : c == "\n" ? .enter : .char(c)))
            if i == chars.count - 1 {
              XCTAssertTrue(s.lessonState.done.contains(n), "\(lesson.id) step \(n + 1) not done by \(keys.debugDescription): \(s.message ?? "")")
            }
          }
        }
        Reducer.reduce(&s, .key(.right))
      }
      XCTAssertEqual(effects, [.saveProgress([lesson.id])], lesson.id)
      XCTAssertEqual(s.course?.completed, [lesson.id])
    }
  }
}

/// Moving through the course, its list, what the screen says, and where progress is kept.
final class CourseNavigationTests: XCTestCase {
  func testKeysMoveBetweenStepsAndLessonsAndOListsTheLessons() throws {
    var s = try PlaygroundState.course(completed: ["hugging"], columns: 80, rows: 24, layout: .fresh())
    Reducer.reduce(&s, .key(.left))
    XCTAssertEqual(s.message, "this is the first step")
    Reducer.reduce(&s, .key(.right))
    XCTAssertEqual(s.lessonState.step, 1)
    s.press("n")
    XCTAssertEqual(s.course?.index, 1)
    XCTAssertEqual(s.lessonState.step, 0)
    XCTAssertEqual(s.document.title, "Centering")
    s.press("N")
    s.press("N")
    XCTAssertEqual(s.message, "this is the first lesson")
    // o lists the lessons, the finished ones marked; Enter opens one.
    s.press("o")
    let list = Screen.render(s).text
    XCTAssertTrue(list.contains("Content hugging ✓  hugging"), list)
    XCTAssertTrue(list.contains("Centering  centering"), list)
    s.press("compression")
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(s.course.map { Course.lessons[$0.index].id }, "compression")
    XCTAssertEqual(s.course?.completed, ["hugging"])
  }

  /// Two changes that do not do the step show its hint; a layout where the
  /// view asked for is held by its constraints says so instead.
  func testHintAfterTwoTriesAndWhyAStepCannotBeReached() throws {
    let k = try XCTUnwrap(Course.lessons.firstIndex { $0.id == "hugging" })
    var s = try PlaygroundState.course(index: k, columns: 100, rows: 30, layout: .fresh())
    Reducer.reduce(&s, .key(.right))
    s.press("\t")
    s.press("j")
    s.press("H")
    XCTAssertFalse(Screen.render(s).text.contains("hint:"))
    s.press("H")
    XCTAssertTrue(Screen.render(s).text.contains("hint: Hugging is how much a view refuses to grow."), Screen.render(s).text)
    // value held at 24 by a required width: no hugging makes it stretch.
    s.press("\t")
    for c in ":value.width = 24" { Reducer.reduce(&s, .key(.char(c))) }
    Reducer.reduce(&s, .key(.enter))
    XCTAssertEqual(
      s.lessonState.blocked, "`value` stays 24 wide even with its hugging and compression resistance at 1: its constraints hold it, so change one of them")
    XCTAssertTrue(Screen.render(s).text.contains("`value` stays 24 wide"), Screen.render(s).text)
  }

  /// Under a text condition an exercise waits for the text as designed, and says so.
  func testAnExerciseSaysItWaitsWhileTheTextIsUnderStress() throws {
    let k = try XCTUnwrap(Course.lessons.firstIndex { $0.id == "hugging" })
    var s = try PlaygroundState.course(index: k, columns: 100, rows: 30, layout: .fresh())
    Reducer.reduce(&s, .key(.right))
    let plain = Screen.render(s).text
    XCTAssertFalse(plain.contains("checked on the text as designed"), plain)
    s.press("b")
    let stressed = Screen.render(s).text
    XCTAssertTrue(
      stressed.contains("this step is checked on the text as designed (now: text size xL): b/B back to the default size"), stressed)
    s.press("B")
    XCTAssertFalse(Screen.render(s).text.contains("checked on the text as designed"))
  }

  /// In Korean, the pane, the hint and the verdict are Korean, and wrap by cells (Hangul is two a character).
  func testKoreanLessonWrapsByCells() throws {
    let k = try XCTUnwrap(Course.lessons.firstIndex { $0.id == "hugging" })
    var s = try PlaygroundState.course(index: k, language: .ko, columns: 80, rows: 24, layout: .fresh())
    let lines = Screen.lessonLines(s)
    XCTAssertEqual(lines.first?.text, "레슨 \(k + 1)/\(Course.lessons.count): 콘텐츠 허깅 │ 단계 1/3 · → 다음 │ ←/→ 단계, n/N 레슨")
    XCTAssertGreaterThan(lines.count, 2)
    for line in lines { XCTAssertLessThanOrEqual(TextMetrics.columns(line.text), 80, line.text) }
    s.press("\t")
    XCTAssertTrue(Screen.render(s).text.contains("`name`의 너비가 늘어납니다"), Screen.render(s).text)
    // An ASCII screen shows English.
    let ascii = try PlaygroundState.course(index: k, language: .ko, columns: 80, rows: 24, ascii: true, layout: .fresh())
    XCTAssertTrue(Screen.render(ascii).text.allSatisfy(\.isASCII))
  }

  func testProgressIsKeptInTheUsersStateDirectory() {
    XCTAssertEqual(CourseProgress.path(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"]), "/s/plumb/lessons-done")
    XCTAssertEqual(CourseProgress.path(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]), "/h/.local/state/plumb/lessons-done")
    XCTAssertNil(CourseProgress.path(environment: [:]))
    XCTAssertEqual(CourseProgress.lessons(in: "hugging\n  tour \r\nnot-a-lesson\n\n"), ["hugging", "tour"])
    XCTAssertEqual(CourseProgress.text(["tour", "hugging"]), "hugging\ntour\n")
  }
}

/// Zooming in on the selection, and what counts as a wrong try.
final class ZoomAndTriesTests: XCTestCase {
  func testZIsACloserWindowOnTheSelectionAndClicksLandOnWhatIsDrawn() throws {
    var s = try Fixtures.state("tour.scene", columns: 80, rows: 24)
    let fit = Screen.Geometry(s, s.result).zoom
    XCTAssertGreaterThan(fit, 1)
    s.press("z")
    XCTAssertEqual(Screen.Geometry(s, s.result).zoom, max(1, fit / 2))
    // The status line keeps the title (cut with the mark) and `? keys` longest.
    let status = Screen.render(s).text.components(separatedBy: "\n")[0]
    XCTAssertTrue(status.hasPrefix("Tour: the profile sc» │ zoom 1:"), status)
    XCTAssertTrue(status.hasSuffix("│ ? keys"), status)
    XCTAssertTrue(Screen.statusLine(s, zoom: max(1, fit / 2), zoomedIn: true).contains("(Z: out)"))
    while Screen.Geometry(s, s.result).zoom > 1 { s.press("z") }
    s.press("z")
    XCTAssertEqual(s.message, "zoom 1:1 is the closest: a cell is 8x16 points, a character of text")
    while s.zoomSteps > 0 { s.press("Z") }
    XCTAssertEqual(Screen.Geometry(s, s.result).zoom, fit)
    s.press("Z")
    XCTAssertEqual(s.message, "the whole canvas is shown")
  }

  /// Zoomed in on the last of five stacked rows, the window has moved down,
  /// and a click on a label drawn there selects that label.
  func testAClickInAMovedWindowSelectsWhatIsDrawnThere() throws {
    var s = try Fixtures.state("stack-distributions.scene", columns: 80, rows: 24)
    s.press("\t")
    while s.document.views[s.selectedView].name != "c5" { s.press("j") }
    s.press("zz")
    s.press("k")  // b5, on the same row: the window stays where it is drawn
    let g = Screen.Geometry(s, s.result)
    XCTAssertGreaterThan(g.pan.y, 0, "the window moved down to the selection")
    let rows = Screen.render(s).text.components(separatedBy: "\n")
    let y = try XCTUnwrap(rows.indices.last { rows[$0].contains("Three more w") && $0 < rows.count - 4 }, rows.joined(separator: "\n"))
    let x = try XCTUnwrap(rows[y].range(of: "Three more w")).lowerBound.utf16Offset(in: rows[y])
    Reducer.reduce(&s, .click(column: x + 2, row: y))
    XCTAssertEqual(s.document.views[s.selectedView].name, "c5", "\(x) \(y) \(g.pan)\n" + rows.joined(separator: "\n"))
  }

  /// Each `]` of the three the centering step asks for brings the button
  /// closer: no hint; two that take it away do.
  func testOnlyChangesThatBringTheGoalNoCloserAreWrongTries() throws {
    let k = try XCTUnwrap(Course.lessons.firstIndex { $0.id == "centering" })
    var s = try PlaygroundState.course(index: k, columns: 100, rows: 30, layout: .fresh())
    Reducer.reduce(&s, .key(.right))
    s.press("]]")
    XCTAssertEqual(s.lessonState.tries, 0)
    XCTAssertFalse(Screen.render(s).text.contains("hint:"))
    s.press("[[")
    XCTAssertEqual(s.lessonState.tries, 2)
    XCTAssertTrue(Screen.render(s).text.contains("hint: The selected constraint has ▸ before it"), Screen.render(s).text)
    s.press("]]]]]")
    XCTAssertTrue(s.lessonState.done.contains(1))
  }

  func testTheLanguageComesFromTheEnvironmentAsGettextReadsIt() {
    XCTAssertEqual(Language.fromLocale(["LANG": "ko_KR.UTF-8"]), .ko)
    XCTAssertEqual(Language.fromLocale(["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]), .en)
    XCTAssertEqual(Language.fromLocale(["LC_ALL": "C.UTF-8", "LANG": "ko_KR.UTF-8"]), .ko)
    XCTAssertEqual(Language.fromLocale(["LANGUAGE": "ko:en", "LC_ALL": "en_US.UTF-8"]), .ko)
    XCTAssertEqual(Language.fromLocale(["LANG": "fr_FR.UTF-8"]), .en)
    XCTAssertEqual(Language.fromLocale([:]), .en)
  }
}

final class LessonMessageTests: XCTestCase {
  /// The key's message and the check mark after it wrap before the last
  /// column (a terminal cannot write the last row's last cell); nothing is cut.
  func testTheDoneMessageWrapsWhole() throws {
    let k = try XCTUnwrap(Course.lessons.firstIndex { $0.id == "compression" })
    var s = try PlaygroundState.course(index: k, columns: 80, rows: 24, layout: .fresh())
    Reducer.reduce(&s, .key(.right))
    s.press("\tjCC")
    let screen = Screen.render(s).text
    XCTAssertTrue(screen.hasSuffix("lesson done: n for the next\nlesson"), screen)
  }
}

/// What the review of the lessons found: state across a reload, clicks
/// outside the canvas, a hint on a small screen.
final class LessonEdgeTests: XCTestCase {
  func testAReloadedLessonStartsAgainOnAStepItStillHas() throws {
    var s = try Fixtures.state("hugging.scene")
    Reducer.reduce(&s, .key(.right))
    Reducer.reduce(&s, .key(.right))
    XCTAssertEqual(s.lessonState.step, 2)
    let text = try String(contentsOf: Fixtures.root.appendingPathComponent("Scenes/hugging.scene"), encoding: .utf8)
    // The file on disk now has one step: the lesson starts on it.
    let shorter = String(text[..<text.range(of: "step \"Make 'value'")!.lowerBound])
    Reducer.reduce(&s, .fileChanged(shorter))
    XCTAssertEqual(s.lesson?.steps.count, 1)
    XCTAssertEqual(s.lessonState, LessonState())
    XCTAssertFalse(Screen.render(s).text.isEmpty)
  }

  func testAClickOutsideTheCanvasSelectsNothing() throws {
    var s = try Fixtures.state("hugging.scene", columns: 80, rows: 24)
    let g = Screen.Geometry(s, s.result)
    // The lesson pane, the message row, the outline, and the blank rows under a short drawing.
    for (x, y) in [(5, 23), (5, 22), (0, 3), (10, g.canvasRows - 1)] {
      XCTAssertNil(Screen.hit(s, column: x, row: y), "\(x),\(y)")
    }
    Reducer.reduce(&s, .click(column: 5, row: 23))
    XCTAssertEqual(s.focus, .constraints)
  }

  func testASmallScreenKeepsTheHintAndCutsTheStepText() throws {
    let k = try XCTUnwrap(Course.lessons.firstIndex { $0.id == "hugging" })
    var s = try PlaygroundState.course(index: k, columns: 60, rows: 16, layout: .fresh())
    Reducer.reduce(&s, .key(.right))
    s.press("\tjHH")
    let pane = Screen.Geometry(s, s.result).lesson.map(\.text)
    XCTAssertEqual(pane.count, 4)
    XCTAssertTrue(pane[1].hasSuffix("»"), pane.joined(separator: "\n"))
    XCTAssertTrue(pane.last?.hasPrefix("Hugging is how much") == true || pane.contains { $0.hasPrefix("hint: ") }, pane.joined(separator: "\n"))
  }
}
