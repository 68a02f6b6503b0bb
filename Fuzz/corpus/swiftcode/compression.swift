// Compression resistance: UIKit code written by Plumb from compression.scene.
// The `// plumb:` comments tell Plumb where to lay it out; UIKit ignores them.
// plumb: canvas 320x160

import UIKit

final class CompressionResistanceViewController: UIViewController {
  override func viewDidLoad() {
    super.viewDidLoad()

    let title = UILabel()
    title.text = "A rather long title for a screen"
    title.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    title.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    title.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    title.setContentCompressionResistancePriority(UILayoutPriority(751), for: .vertical)
    title.translatesAutoresizingMaskIntoConstraints = false

    let detail = UILabel()
    detail.text = "and a long detail text too"
    detail.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
    detail.setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
    detail.translatesAutoresizingMaskIntoConstraints = false

    view.addSubview(title)
    view.addSubview(detail)

    NSLayoutConstraint.activate([
      title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
      detail.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
      detail.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
      title.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
      detail.topAnchor.constraint(equalTo: title.topAnchor),
    ])
  }
}
