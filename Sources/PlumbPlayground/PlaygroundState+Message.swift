extension PlaygroundState {
  /// Shows a message on the status line (the front says where a file came from).
  public mutating func say(_ text: String) { message = text }
}
