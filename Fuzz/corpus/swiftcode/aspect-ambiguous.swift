// Aspect ratio, ambiguous: UIKit code written by Plumb from aspect-ambiguous.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x320

import UIKit

final class AspectRatioAmbiguousViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let square = UIView()
    square.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(square)

    let ratio = square.widthAnchor.constraint(equalTo: square.heightAnchor)
    ratio.identifier = "ratio"

    NSLayoutConstraint.activate([
      square.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      square.centerYAnchor.constraint(equalTo: view.centerYAnchor),
      ratio,
    ])
  }
}
