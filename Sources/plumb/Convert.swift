import ArgumentParser
import Foundation
import PlumbInterfaceBuilder
import PlumbScene

struct Convert: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a scene of a .storyboard or .xib, or a UIKit conflict log, as a .scene file that solves to the same frames.",
    discussion: "Guides of named views become hidden helper views (NAME_margins, NAME_safeArea, NAME_content, root_margins); see Scenes/FORMAT.md.")

  @OptionGroup var options: SceneOptions

  func run() throws {
    try reportingFailures {
      let input = try Input.read(options.scene)
      switch input.format {
      case .interfaceBuilder: break
      case .conflictLog: return try ConflictLogCommands.convert(input, options)
      case .scene: throw Failure("convert reads a .storyboard, a .xib or a UIKit conflict log, not the scene '\(input.name)'")
      }
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
