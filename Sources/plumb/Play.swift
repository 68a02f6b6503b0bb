import ArgumentParser

struct Play: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Open the interactive playground on a scene (the default command).")

  @Argument(help: "The scene file; the tour when omitted.")
  var scene: String?

  func run() throws {
    print("The interactive playground is not built yet. Try: plumb render \(scene ?? "Scenes/profile.scene")")
    throw ExitCode(1)
  }
}
