import Foundation
import PlumbInterfaceBuilder
import PlumbTestSupport
@testable import PlumbPlayground
@testable import PlumbScene

enum Fixtures {
  static let root = Repository.root

  static func scene(_ name: String) throws -> Scene {
    let path = root.appendingPathComponent("Scenes/\(name)").path
    return try SceneParser.parse(try String(contentsOfFile: path, encoding: .utf8), file: "Scenes/\(name)")
  }

  /// The playground on `Tests/Fixtures/InterfaceBuilder/NAME`. With
  /// `answered`, the question before the first save into a file Xcode owns
  /// is taken as answered: most tests are about what a save writes.
  static func interfaceBuilderState(_ name: String, answered: Bool = true) throws -> PlaygroundState {
    let path = Repository.url("Tests/Fixtures/InterfaceBuilder/" + name).path
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let file = try InterfaceBuilderReader.parse(Data(text.utf8), file: path)
    var s = try PlaygroundState(interfaceBuilder: file, text: text, path: path, layout: .fresh())
    s.writesInterfaceBuilder = answered
    return s
  }

  static func state(_ name: String, columns: Int = 120, rows: Int = 40, ascii: Bool = false) throws -> PlaygroundState {
    PlaygroundState(scene: try scene(name), path: "Scenes/\(name)", columns: columns, rows: rows, ascii: ascii)
  }
}

extension PlaygroundState {
  /// Presses each key in turn; the effects of the last.
  @discardableResult
  mutating func press(_ keys: String) -> [Effect] {
    var effects: [Effect] = []
    for c in keys { effects = Reducer.reduce(&self, .key(c == "\t" ? .tab : .char(c))) }
    return effects
  }
}
