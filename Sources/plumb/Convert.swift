import ArgumentParser
import Foundation
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbScene
import PlumbSwiftCode

struct Convert: ParsableCommand {
  /// What `convert` writes.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    case scene, swift
  }

  static let configuration = CommandConfiguration(
    abstract: "Print a layout (a scene, a scene of a .storyboard or .xib, a UIKit conflict log) as a .scene file or as UIKit code that lays out to the same frames.",
    discussion: """
      --to scene (the default) prints a .scene file; see Scenes/FORMAT.md.
      --to swift prints a view controller whose viewDidLoad makes the views, adds them, and activates the constraints with anchors, \
      priorities and identifiers; `// plumb:` comments record the device and orientation (and what only the app knows, such as an \
      image's size), so that the code opens in Plumb with the same frames.
      The device, orientation and --set options apply before converting.
      """)

  @OptionGroup var options: SceneOptions

  @Option(help: "What to write: scene or swift.")
  var to: Format = .scene

  func run() throws {
    try reportingFailures {
      let (document, source, sceneText) = try load(try Input.read(options.scene))
      switch to {
      case .scene:
        print(sceneText ?? SceneWriter.document(document), terminator: "")
      case .swift:
        let out = SwiftCodeWriter.write(document, source: source)
        for w in out.warnings { FileHandle.standardError.write(Data("plumb: warning: \(w)\n".utf8)) }
        print(out.text, terminator: "")
      }
    }
  }

  /// The document to convert, how the code's header names it, and the scene
  /// text when the input has its own converter (with its notes in comments).
  func load(_ input: Input) throws -> (LayoutDocument, String, String?) {
    let name = input.path == "-" ? "standard input" : (input.path as NSString).lastPathComponent
    switch input.format {
    case .scene:
      return (try options.load(input).document, name, nil)
    case .conflictLog:
      let loaded = try ConflictLogCommands.load(input, options)
      return (loaded.scene.document, name, ConflictLogCommands.sceneText(loaded))
    case .swiftCode:
      let imported = try SwiftCodeCommands.load(input, options)
      SwiftCodeCommands.printWarnings(imported)
      return (imported.document, name, SwiftCodeCommands.sceneText(imported))
    case .interfaceBuilder:
      let (file, solved) = try InterfaceBuilderCommands.load(options)
      guard options.sceneKey != nil || solved.count == 1, let scene = solved.first?.scene else {
        throw Failure("\(options.scene) has \(solved.count) scenes: choose one with --scene (\(file.scenes.map { "\($0.id) \($0.name)" }.joined(separator: "; ")))")
      }
      guard to == .scene else { return (scene.document, "\(name), scene '\(scene.name)' (\(scene.id))", nil) }
      let out = SceneConverter.convert(scene)
      for w in out.warnings { FileHandle.standardError.write(Data("plumb: warning: \(w)\n".utf8)) }
      return (scene.document, name, out.text)
    }
  }
}
