import PlumbPlayground
import PlumbScene

extension InputFormat {
  /// Plumb's own `.scene` files (see Scenes/FORMAT.md): what no other format claims.
  static var scene: InputFormat {
    InputFormat(
      name: "scene", extensions: [".scene"],
      read: { input, options in [InputLayout(name: input.name, document: try options.load(input).document)] },
      play: { input, options in
        try options.refuseInterfaceBuilderOptions(".scene file")
        guard input.path != "-" else { throw Failure("the playground reads a scene from a file; use 'plumb check -' for a pasted log") }
        let loaded = try SceneOptions.parse(input.text, path: input.path)
        return (PlaygroundState(scene: loaded, path: input.path, ascii: options.ascii), input.file)
      })
  }
}
