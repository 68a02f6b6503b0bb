import Foundation
import PlumbInterfaceBuilder
import PlumbReports
import PlumbLayout
import PlumbPlayground

/// `plumb-bench --interface-builder`: the largest Interface Builder file of
/// the corpus (18 scenes, 149 Auto Layout views) read and checked on
/// every device preset in both orientations (all at once as `check
/// --all-devices` does, then each configuration alone), and the playground's key
/// press to redraw on its scene with the most constraints, at 120×40.
enum InterfaceBuilderBench {
  static let path = "Tests/Fixtures/InterfaceBuilder/023_artsy_eidolon_Fulfillment.storyboard"

  /// One device preset in one orientation: reading the file for it and checking every scene.
  struct Configuration {
    var device: String
    var orientation: Orientation
    var findings: Int
    var seconds: Double
  }

  struct Result {
    var scenes, configurations, findings: Int
    var sweep: Double
    var each: [Configuration]
    var scene: String
    var constraints: Int
    var constantMean, constantMax, rotateMean: Double
  }

  static func measure() throws -> Result {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let text = String(decoding: data, as: UTF8.self)
    // Reading and checking on every preset in both orientations: best of 3.
    var sweep = Double.infinity
    var findings = 0
    for _ in 0..<3 {
      let t = Clock.now()
      findings = try DeviceSweep.check(data, file: path, scene: nil) { LayoutEngine($0).layoutIfNeeded() }.count
      sweep = min(sweep, Clock.now() - t)
    }
    // Each configuration on its own (best of 3): what `check --device D --orientation O` does.
    var each: [Configuration] = []
    for device in Device.interfaceBuilderPresets {
      for orientation in [Orientation.portrait, .landscape] {
        var best = Double.infinity
        var found = 0
        for _ in 0..<3 {
          let t = Clock.now()
          let read = try InterfaceBuilderReader.parse(data, file: path, options: ReadOptions(device: device, orientation: orientation))
          found = read.scenes.reduce(0) { n, scene in
            // As in `check --all-devices`: the stored frames are of the file's device, so misplaced views are left out.
            n + CheckFindings.checked(SolvedScene(scene: scene, result: LayoutEngine(scene.document).layoutIfNeeded())).filter { $0.rule != .misplaced && $0.rule != .unmarkedMisplaced }.count
          }
          best = min(best, Clock.now() - t)
        }
        each.append(Configuration(device: device.name, orientation: orientation, findings: found, seconds: best))
      }
    }
    let file = try InterfaceBuilderReader.parse(data, file: path)
    var s = try PlaygroundState(interfaceBuilder: file, text: text, path: path, columns: 120, rows: 40)
    let biggest = file.scenes.indices.max { file.scenes[$0].document.constraints.count < file.scenes[$1].document.constraints.count } ?? 0
    for _ in 0..<biggest { Reducer.reduce(&s, .key(.char("n"))) }
    let (constantMean, _, constantMax, rotateMean) = Latency.keys(&s)
    return Result(
      scenes: file.scenes.count, configurations: 2 * Device.interfaceBuilderPresets.count, findings: findings, sweep: sweep, each: each,
      scene: file.scenes[biggest].name, constraints: s.document.constraints.count,
      constantMean: constantMean, constantMax: constantMax, rotateMean: rotateMean)
  }

  static func table(_ r: Result) -> String {
    [
      "| workload | time |", "|---|---|",
      "| read and check \(r.scenes) scenes on \(r.configurations) device configurations (best of 3; \(r.findings) findings) | \(Report.format(r.sweep)) |",
      "| playground, scene '\(r.scene)' (\(r.constraints) constraints): key `+`/`-` mean | \(Report.format(r.constantMean)) |",
      "| same: key `+`/`-` max | \(Report.format(r.constantMax)) |",
      "| same: key `r` (read again for the orientation) mean | \(Report.format(r.rotateMean)) |",
      "",
      "| device | portrait: read + check (findings) | landscape: read + check (findings) |", "|---|---|---|",
    ].joined(separator: "\n") + "\n"
      + stride(from: 0, to: r.each.count, by: 2).map { i in
        let (p, l) = (r.each[i], r.each[min(i + 1, r.each.count - 1)])
        return "| \(p.device) | \(Report.format(p.seconds)) (\(p.findings)) | \(Report.format(l.seconds)) (\(l.findings)) |"
      }.joined(separator: "\n")
  }
}
