import ArgumentParser
import Foundation
import PlumbInterfaceBuilder

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a scene of a .storyboard or .xib as a .scene file that solves to the same frames.",
    discussion: "Guides of named views become hidden helper views (NAME_margins, NAME_safeArea, NAME_content, root_margins); see Scenes/FORMAT.md.")

  @OptionGroup var options: SceneOptions

  func run() throws {
    try reportingFailures {
      if SwiftCodeCommands.handles(options.scene) { return try SwiftCodeCommands.convert(options) }
      guard InterfaceBuilderCommands.handles(options.scene) else { throw Failure("convert reads a .storyboard or .xib, not '\(options.scene)'") }
      let (file, solved) = try InterfaceBuilderCommands.load(options)
      guard options.sceneKey != nil || solved.count == 1, let scene = solved.first?.scene else {
        throw Failure("\(options.scene) has \(solved.count) scenes: choose one with --scene (\(file.scenes.map { "\($0.id) \($0.name)" }.joined(separator: "; ")))")
      }
      let out = SceneConverter.convert(scene)
      for w in out.warnings { FileHandle.standardError.write(Data("plumb: warning: \(w)\n".utf8)) }
      print(out.text, terminator: "")
    }
  }
}
