import Foundation
import PlumbPlayground
import PlumbScene

/// Key press to finished redraw (reducer, incremental solve and screen render)
/// for every scene in Scenes/, at 120×40: `+`/`-` on each constraint in turn,
/// and `r` (rotation re-installs the constraints).
enum Latency {
  struct Row {
    var scene: String
    var constantMean, constantMedian, constantMax, rotateMean: Double
  }

  static func measure(directory: String = "Scenes") throws -> [Row] {
    let files = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".scene") }.sorted()
    return try files.map { f in
      let path = directory + "/" + f
      let scene = try SceneParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
      var s = PlaygroundState(scene: scene, path: path, columns: 120, rows: 40)
      let k = keys(&s)
      return Row(scene: f, constantMean: k.constantMean, constantMedian: k.constantMedian, constantMax: k.constantMax, rotateMean: k.rotateMean)
    }
  }

  /// The playground on the solver issue's open row of `n` views
  /// (`leading = previous.trailing + 8`, `width >= 20`, `width = 50 @750`,
  /// on a canvas wide enough), `presses` keys.
  static func measureRow(_ n: Int, presses: Int) throws -> Row {
    var lines = ["canvas \(60 * n + 8)x100"]
    for i in 0..<n { lines.append("view v\(i)") }
    for i in 0..<n {
      lines.append("v\(i).leading = \(i == 0 ? "superview.leading" : "v\(i - 1).trailing") + 8")
      lines += ["v\(i).width >= 20", "v\(i).width = 50 @750", "v\(i).top = superview.top", "v\(i).height = 20"]
    }
    let scene = try SceneParser.parse(lines.joined(separator: "\n") + "\n", file: "row.scene")
    var s = PlaygroundState(scene: scene, path: "row.scene", columns: 120, rows: 40)
    let k = keys(&s, presses: presses, rotations: 2)
    return Row(scene: "open row, N = \(n)", constantMean: k.constantMean, constantMedian: k.constantMedian, constantMax: k.constantMax, rotateMean: k.rotateMean)
  }

  /// Key press to redraw on a state: `+`/`-` on each constraint in turn
  /// (`presses` keys: mean, median and slowest), then `r` (`rotations`: mean).
  static func keys(
    _ s: inout PlaygroundState, presses: Int = 400, rotations count: Int = 20
  ) -> (constantMean: Double, constantMedian: Double, constantMax: Double, rotateMean: Double) {
    var times: [Double] = []
    for k in 0..<presses {
      if k % 2 == 0 { Reducer.reduce(&s, .key(.char("j"))) }
      let t = Clock.now()
      Reducer.reduce(&s, .key(.char(k % 2 == 0 ? "+" : "-")))
      _ = Screen.render(s)
      times.append(Clock.now() - t)
    }
    var rotations: [Double] = []
    for _ in 0..<count {
      let t = Clock.now()
      Reducer.reduce(&s, .key(.char("r")))
      _ = Screen.render(s)
      rotations.append(Clock.now() - t)
    }
    let sorted = times.sorted()
    let median = (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    return (times.reduce(0, +) / Double(times.count), median, sorted.last ?? 0, rotations.reduce(0, +) / Double(rotations.count))
  }

  static func table(_ rows: [Row]) -> String {
    var out = ["| scene | key `+`/`-` mean | key `+`/`-` median | key `+`/`-` max | key `r` mean |", "|---|---|---|---|---|"]
    for r in rows {
      out.append("| \(r.scene) | \(Report.format(r.constantMean)) | \(Report.format(r.constantMedian)) | \(Report.format(r.constantMax)) | \(Report.format(r.rotateMean)) |")
    }
    let worst = rows.map { max($0.constantMax, $0.rotateMean) }.max() ?? 0
    out.append("")
    out.append("slowest key press to redraw: \(Report.format(worst))")
    return out.joined(separator: "\n")
  }
}
