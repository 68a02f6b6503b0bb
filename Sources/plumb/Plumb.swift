import ArgumentParser

@main
struct Plumb: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "plumb",
    abstract: "A terminal playground for Apple's Auto Layout.",
    discussion: """
      Scenes are plain text files of views and constraints; see Scenes/FORMAT.md.
      With no subcommand, plumb opens the playground on a scene (the tour when none is given).
      """,
    subcommands: [Play.self, Solve.self, Render.self, Check.self, Convert.self],
    defaultSubcommand: Play.self)
}
