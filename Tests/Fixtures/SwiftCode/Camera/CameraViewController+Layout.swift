import UIKit

extension CameraViewController {
  func setupConstraints() {
    preview.translatesAutoresizingMaskIntoConstraints = false
    shutter.translatesAutoresizingMaskIntoConstraints = false
    NSLayoutConstraint.activate([
      preview.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
      preview.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      preview.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      preview.heightAnchor.constraint(equalTo: preview.widthAnchor, multiplier: 4.0 / 3.0),
      shutter.topAnchor.constraint(equalTo: preview.bottomAnchor, constant: 24),
      shutter.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }
}
