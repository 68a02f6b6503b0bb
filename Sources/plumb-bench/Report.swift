import Foundation

enum Report {
  static func format(_ seconds: Double) -> String {
    if seconds < 1e-3 { return String(format: "%.1f µs", seconds * 1e6) }
    if seconds < 1 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.2f s", seconds)
  }

  static func table(rows: [PlumbBench.Row], kiwi: [Int: (Double, Int)]) -> String {
    var lines = ["| workload | ours | kiwisolver | ours/kiwi | ours per constraint | peak memory (ours) |", "|---|---|---|---|---|---|"]
    var worst = 0.0
    for (i, r) in rows.enumerated() {
      var divisor = 1.0
      if case .perCycle(let n) = r.unit { divisor = Double(n) }
      let ours = r.ours / divisor
      var kiwiText = "not run", ratioText = "—"
      if let (k, _) = kiwi[i] {
        let kiwiDivisor = (r.kiwi?.spec["perCycle"] as? Int).map(Double.init) ?? divisor
        kiwiText = format(k / kiwiDivisor)
        let ratio = (r.ours / divisor) / (k / kiwiDivisor)
        worst = max(worst, ratio)
        ratioText = String(format: "%.2f", ratio)
      }
      var perConstraint = "—"
      if r.name.hasPrefix("build chain N="), let n = Int(r.name.dropFirst("build chain N=".count).prefix { $0.isNumber }) {
        perConstraint = format(r.ours / Double(3 * n + 1))
      }
      let suffix = divisor > 1 ? " per cycle" : ""
      lines.append("| \(r.name) | \(format(ours))\(suffix) | \(kiwiText)\(kiwi[i] == nil ? "" : suffix) | \(ratioText) | \(perConstraint) | \(r.peakKiB / 1024) MiB |")
    }
    lines.append("")
    lines.append(String(format: "worst ratio ours/kiwi: %.2f", worst))
    return lines.joined(separator: "\n")
  }
}
