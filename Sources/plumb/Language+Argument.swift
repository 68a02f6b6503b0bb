import ArgumentParser
import PlumbLayout

/// `--language en|ko`.
extension Language: ExpressibleByArgument {}
