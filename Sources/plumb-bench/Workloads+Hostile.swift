import PlumbConflictLog
import PlumbDiagnostics
import PlumbLayout
import PlumbPlayground
import PlumbReports
import PlumbScene
import PlumbSolver
import PlumbSwiftCode
import PlumbTestSupport
import PlumbUIKitCode

extension Workloads {
  /// Seconds to parse `n` views each nested in the one before (`in=`): the
  /// cycle check and the view lookups must stay linear.
  static func parseNested(_ n: Int) throws -> Double {
    var text = "canvas 375x667\nview v0\n"
    for k in 1..<n { text += "view v\(k) in=v\(k - 1)\n" }
    let t = Clock.now()
    let scene = try SceneParser.parse(text, file: "nested.scene")
    let seconds = Clock.now() - t
    guard scene.document.views.count == n else { throw BenchError.unexpected("\(n) nested views parsed as \(scene.document.views.count)") }
    return seconds
  }

  /// Seconds to wrap one word of `n` characters at 300 points (cut every 37 characters).
  static func wrapWord(_ n: Int) throws -> Double {
    let word = String(repeating: "x", count: n)
    let t = Clock.now()
    let lines = TextMetrics.wrap(word, width: 300)
    let seconds = Clock.now() - t
    guard lines.count == (n + 36) / 37 else { throw BenchError.unexpected("a \(n)-character word wrapped into \(lines.count) lines") }
    return seconds
  }

  /// Seconds to draw `n` nested views (the layout made directly, so that
  /// only drawing is timed): depths and hidden views must be worked out
  /// once per view, not once per ancestor.
  static func drawNested(_ n: Int) throws -> Double {
    var views: [ViewResult] = []
    var specs: [ViewSpec] = []
    for k in 0..<n {
      let f = Frame(x: 0, y: 0, width: 200, height: 100)
      views.append(ViewResult(name: "v\(k)", kind: .view, frame: f, absoluteFrame: f, parent: k == 0 ? nil : "v\(k - 1)", ambiguousAxes: []))
      var spec = ViewSpec(name: "v\(k)", kind: .view)
      spec.parent = k == 0 ? nil : "v\(k - 1)"
      specs.append(spec)
    }
    let canvas = Frame(x: 0, y: 0, width: 375, height: 667)
    let result = LayoutResult(canvas: canvas, safeArea: canvas, traits: .regularRegular, views: views, constraints: [], diagnostics: [])
    let document = LayoutDocument(device: .canvas(width: 375, height: 667, traits: .regularRegular), views: specs)
    let t = Clock.now()
    let text = SceneDrawing.text(document, result, columns: nil, glyphs: .ascii)
    let seconds = Clock.now() - t
    guard !text.isEmpty else { throw BenchError.unexpected("nothing drawn") }
    return seconds
  }

  /// Seconds to refuse the last link of a chain of `n` required
  /// equalities that cannot close (`v0 == 0`, `v[k] == v[k-1] + 10`, then
  /// `v[n] == 5`) and name its conflict, all `n + 1` links: the conflict of
  /// a conflict log's chain. Its certificate has one linear dependency, so
  /// it must not be filtered one addition at a time.
  static func chainConflict(_ n: Int) throws -> Double {
    let s = Solver()
    let v = (0...n).map { Variable("v\($0)") }
    try s.add(Constraint(LinearExpression(v[0]), .equal, LinearExpression(constant: 0)))
    for k in 1...n { try s.add(Constraint(LinearExpression(v[k]), .equal, v[k - 1] + 10)) }
    let closing = Constraint(LinearExpression(v[n]), .equal, LinearExpression(constant: 5))
    let t = Clock.now()
    do {
      try s.add(closing)
    } catch SolverError.unsatisfiable(_, let conflicts) {
      let seconds = Clock.now() - t
      guard conflicts.count == n + 1 else { throw BenchError.unexpected("a chain of \(n) named \(conflicts.count) constraints") }
      return seconds
    }
    throw BenchError.unexpected("a chain of \(n) that cannot close was accepted")
  }

  /// Seconds to write UIKit code for `n` views each nested in the one
  /// before and pinned to it: each view's install condition must be worked
  /// out once, not once per ancestor.
  static func writeNestedSwift(_ n: Int) throws -> Double {
    var text = "canvas 375x667\nview v0\n"
    for k in 1..<n { text += "view v\(k) in=v\(k - 1)\n" }
    text += "v0.left = root.left\nv0.top = root.top\nv0.width = 100\nv0.height = 100\n"
    for k in 1..<n { text += "v\(k).left = v\(k - 1).left\nv\(k).top = v\(k - 1).top\nv\(k).width = v\(k - 1).width\nv\(k).height = v\(k - 1).height\n" }
    let document = try SceneParser.parse(text, file: "nested.scene").document
    let t = Clock.now()
    let output = SwiftCodeWriter.write(document)
    let seconds = Clock.now() - t
    guard output.text.contains("v\(n - 1)") else { throw BenchError.unexpected("the code of \(n) nested views names no v\(n - 1)") }
    return seconds
  }

  /// Seconds to read and explain a conflict log of a row of `n` views
  /// (2n + 2 constraints): what `plumb check` does with it, its picture aside.
  static func explainConflictLog(_ n: Int) throws -> Double {
    let text = ConflictLogSamples.row(views: n)
    let t = Clock.now()
    let log = try ConflictLogReader.read(text, file: "row.log")
    let explanations = log.explain()
    let seconds = Clock.now() - t
    guard explanations.count == 1 else { throw BenchError.unexpected("a log of one conflict explained as \(explanations.count)") }
    return seconds
  }

  /// Seconds to read Swift code whose two nested loops make `rows × 50`
  /// views, each placed by its frame (autoresizing): what is said of each
  /// view must not look through every constraint made before it.
  static func readSwiftLoops(rows: Int) throws -> Double {
    let text = """
      import UIKit
      final class Grid: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          for row in 0..<\(rows) {
            for column in 0..<50 {
              let cell = UIView()
              cell.frame = CGRect(x: column * 8, y: row * 10, width: 6, height: 8)
              view.addSubview(cell)
            }
          }
        }
      }
      """
    let t = Clock.now()
    let read = try SwiftCodeImporter.read(text, file: "grid.swift")
    let seconds = Clock.now() - t
    guard read.document.views.count == rows * 50 else { throw BenchError.unexpected("\(rows) rows of 50 read as \(read.document.views.count) views") }
    return seconds
  }

  /// Seconds to read one pasted line holding `n` cut descriptions and
  /// print its warnings: each quotes the same long line, which must not
  /// be broken into characters again for every warning.
  static func readLongLogLine(_ n: Int) throws -> Double {
    let text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n" + String(repeating: "<NSLayoutConstraint:0x1 ", count: n) + "\n"
    let t = Clock.now()
    var printed = 0
    do {
      _ = try ConflictLogReader.read(text, file: "line.log")
    } catch {
      guard case .noConstraints(_, _, _, _, let warnings) = error else { throw BenchError.unexpected("\(error)") }
      for w in warnings { printed += w.description.utf8.count }
    }
    let seconds = Clock.now() - t
    guard printed > 0 else { throw BenchError.unexpected("a line of \(n) cut descriptions said nothing") }
    return seconds
  }

  /// Seconds to make the findings of `n` diagnostics, one per view, of a
  /// document of `n` views (`plumb check` of a file of unconstrained
  /// views): each finding is placed at its view without a search.
  static func placeFindings(_ n: Int) throws -> Double {
    var document = LayoutDocument()
    for k in 0..<n {
      var v = ViewSpec(name: "v\(k)", kind: .view)
      v.location = SourceLocation(file: "flat.scene", line: k + 2, column: 6)
      document.views.append(v)
    }
    let diagnostics = (0..<n).map { k in Diagnostic(severity: .warning, kind: .ambiguous, message: "'v\(k)' is ambiguous", views: ["v\(k)"]) }
    let t = Clock.now()
    let findings = Finding.all(diagnostics, in: document, file: "flat.scene", constraintFile: nil)
    let seconds = Clock.now() - t
    guard findings.last?.line == n + 1 else { throw BenchError.unexpected("the last of \(n) findings is not at its view's line") }
    return seconds
  }
}
