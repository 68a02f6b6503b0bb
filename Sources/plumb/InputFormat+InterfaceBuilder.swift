import PlumbInterfaceBuilder
import PlumbLayout
import PlumbPlayground
import PlumbScene

extension InputFormat {
  /// Interface Builder's `.storyboard` and `.xib` files: one layout per scene
  /// asked for, a report of them all, a check on every device, saved in place by the playground.
  static var interfaceBuilder: InputFormat {
    InputFormat(
      name: "Interface Builder", fileNoun: "storyboard or xib", extensions: [".storyboard", ".xib"], readsItsOwnFile: true,
      // XML pasted or piped in: recognised, so that it is answered as such, not as a scene that cannot parse.
      sniffs: [ContentSniff(rank: 0) { text, _ in text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }.prefix(200).contains("<document") }],
      read: { _, options in
        let (file, solved) = try InterfaceBuilderCommands.load(options)
        InterfaceBuilderCommands.printWarnings(file)
        return solved.map { InputLayout(heading: "\($0.scene.name) [\($0.scene.id)]", name: file.file, document: $0.scene.document, result: $0.result) }
      },
      play: { input, options in try InterfaceBuilderCommands.playground(input.path, options) },
      solve: { _, options, json in try InterfaceBuilderCommands.solve(options, json: json) },
      check: { _, options, scope in
        try scope.refuse(for: "a .storyboard or .xib", choices: "has none")
        return try InterfaceBuilderCommands.check(options, scope: scope)
      },
      convert: { input, options, to in try InterfaceBuilderCommands.conversion(input, options, to: to) })
  }
}
