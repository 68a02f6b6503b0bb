import UIKit

/// A round button: its size comes from its superclass's setup.
class RoundButton: UIButton {
  override init(frame: CGRect) {
    super.init(frame: frame)
    setup()
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  func setup() {
    translatesAutoresizingMaskIntoConstraints = false
    widthAnchor.constraint(equalTo: heightAnchor).isActive = true
  }
}

final class ShutterButton: RoundButton {
  override func setup() {
    super.setup()
    heightAnchor.constraint(equalToConstant: 72).isActive = true
  }
}
