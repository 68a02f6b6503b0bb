// Aspect ratio: UIKit code written by Plumb from aspect-ratio.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x320

import UIKit

final class AspectRatioViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let square = UIView()
    square.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(square)

    let ratio = square.widthAnchor.constraint(equalTo: square.heightAnchor)
    ratio.identifier = "ratio"
    let size = square.widthAnchor.constraint(equalToConstant: 120)
    size.identifier = "size"

    NSLayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ratio,
      size,
    ])
  }
}
