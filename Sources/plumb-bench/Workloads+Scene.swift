import PlumbLayout
import PlumbScene

extension Workloads {
  /// The text of a scene with a horizontal chain of `n` labels, each pinned
  /// to the top and 8 points after the previous one: what `plumb solve`
  /// reads in the "10,000 views" target of the model issue.
  static func labelChainScene(_ n: Int) -> String {
    var lines = ["canvas \(n * 10)x200"]
    for i in 0..<n { lines.append("label v\(i) \"item \(i)\"") }
    lines.append("v0.leading = superview.leading + 8")
    for i in 1..<n { lines.append("v\(i).leading = v\(i - 1).trailing + 8") }
    for i in 0..<n { lines.append("v\(i).top = superview.top + 8") }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Seconds to parse the scene, and to lay it out with every diagnostic
  /// (conflicts and ambiguity), as `plumb solve` does.
  static func solveScene(_ n: Int) throws -> (parse: Double, layout: Double) {
    let text = labelChainScene(n)
    var t = Clock.now()
    let scene = try SceneParser.parse(text, file: "chain.scene")
    let parse = Clock.now() - t
    t = Clock.now()
    let result = LayoutEngine(scene.document).layoutIfNeeded()
    let layout = Clock.now() - t
    guard result.views.count == n, result.diagnostics.isEmpty else {
      throw BenchError.unexpected("the \(n)-label chain should solve with no diagnostics; got \(result.diagnostics.count)")
    }
    return (parse, layout)
  }
}

enum BenchError: Error {
  case unexpected(String)
}
