import PlumbScene
import ArgumentParser
import PlumbLayout

struct Check: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Print a scene's diagnostics in UIKit's words.",
    discussion: "Exits with status 1 when there are any (conflicts, ambiguity, priority mutations, views laid out with a negative size; on a storyboard or xib also misplaced views, and not negative sizes), 0 when there are none. On a UIKit conflict log: each conflict explained (the views, the constraint UIKit broke, the layout without each listed constraint, the usual fix for those UIKit made), exit 1.")

  @OptionGroup var options: SceneOptions

  @Flag(help: "For a .storyboard or .xib: check on every Interface Builder device preset in both orientations.")
  var allDevices = false

  @Flag(help: "For Swift code: check under every other arm of each if or switch the code cannot tell (--define picks one).")
  var allChoices = false

  func run() throws {
    try reportingFailures {
      let input = try Input.read(options.paths)
      try input.format.checkInput(input, options, CheckScope(allDevices: allDevices, allChoices: allChoices))
    }
  }
}
