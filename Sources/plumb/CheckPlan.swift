import Foundation
import PlumbDiagnostics
import PlumbReports
import PlumbSwiftCode

/// What `plumb check PATH…` reads, one unit per check: each storyboard,
/// xib, scene or log alone, and the Swift files of each folder found (or
/// those named together) as one project, since a class's layout code may
/// span files. Units come sorted by their first path, so that runs print the
/// same report in the same order whatever the file system lists first.
struct CheckPlan {
  /// The paths of each unit, as `Input.read(_:)` takes them.
  var units: [[String]]
  /// The links met in the folders given that are not followed (to a
  /// folder, or to nothing), and why; `note` says them in path order.
  var unfollowedLinks: [(path: String, why: String)] = []

  /// The extensions a folder is searched for (besides `.swift`); a log has
  /// no extension of its own, so a folder's `.txt` files are left alone.
  static let walked: Set<String> = ["storyboard", "xib", "scene"]

  /// The plan for `paths`. One path that is not a folder is one unit, as
  /// every command reads it. In a folder, a file is checked when its path
  /// matches one of `include` (when any is given) and none of `exclude`
  /// (which also prunes folders); Swift files only when they name UIKit's
  /// layout API (`usesLayoutAPI`).
  /// - Throws: `Failure` for a folder that cannot be listed, a bad name, or a folder with nothing to check.
  static func make(_ paths: [String], include: [Glob], exclude: [Glob]) throws -> CheckPlan {
    if paths.count == 1, let only = paths.first, !Input.isDirectory(only) { return CheckPlan(units: [[only]]) }
    var units: [[String]] = []
    var namedSwift: [String] = []
    var unfollowed: [(path: String, why: String)] = []
    for p in paths {
      guard Input.isDirectory(p) else {
        if p.lowercased().hasSuffix(".swift") { namedSwift.append(p) } else { units.append([p]) }
        continue
      }
      let before = units.count
      let found = Input.distinct(
        try Input.files(
          in: p, extensions: walked.union(["swift"]), skip: { path in exclude.contains { $0.matches(path) } }, unfollowed: { unfollowed.append(($0, $1)) }
        )
        .filter { path in include.isEmpty || include.contains { $0.matches(path) } })
      var swift: [String] = []
      for f in found {
        if f.lowercased().hasSuffix(".swift") {
          if usesLayoutAPI(try SceneOptions.readText(f, kind: InputFormats.fileNoun(f))) { swift.append(f) }
        } else {
          units.append([f])
        }
      }
      // The Swift files of each folder are one project (a class and its
      // extensions usually sit together); a folder given that holds only
      // Swift, in no subfolder, is read as every command reads it.
      let byFolder = Dictionary(grouping: swift) { ($0 as NSString).deletingLastPathComponent }
      let given = p.hasSuffix("/") ? String(p.dropLast()) : p
      if units.count == before, byFolder.count == 1, byFolder[given] != nil, include.isEmpty, exclude.isEmpty {
        units.append([p])
      } else {
        units += byFolder.values.map { $0.sorted() }
      }
      if units.count == before {
        // Why a folder of links has nothing to check is said first.
        CheckPlan.note(unfollowed)
        throw Failure("nothing to check in '\(p)': no .storyboard, .xib, .scene, or .swift file that uses UIKit's layout API\(include.isEmpty && exclude.isEmpty ? "" : " (after --include and --exclude)")")
      }
    }
    if !namedSwift.isEmpty { units.append(namedSwift) }
    var seen = Set<[String]>()
    return CheckPlan(units: units.filter { seen.insert($0).inserted }.sorted { $0[0] < $1[0] }, unfollowedLinks: unfollowed)
  }

  /// Says on standard error, one escaped line each, which links were not followed and why.
  static func note(_ links: [(path: String, why: String)]) {
    for link in links.sorted(by: { $0.path < $1.path }) {
      FileHandle.standardError.write(Data("plumb: note: '\(TerminalText.escapedLine(link.path))' \(link.why)\n".utf8))
    }
  }
}
