#if canImport(UIKit)
import Foundation
import UIKit
import UniformTypeIdentifiers

/// What the host app's importers (word lists, skins) share: the document picker opening copies of
/// the files, and a picked or opened file read while its security scope is open.
@MainActor
enum DocumentImport {
    /// Shows a picker of `types` over `controller`, its files told to `delegate`.
    static func present(types: [UTType], multiple: Bool, delegate: any UIDocumentPickerDelegate, from controller: UIViewController) {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: true)
        picker.delegate = delegate
        picker.allowsMultipleSelection = multiple
        controller.present(picker, animated: true, completion: nil)
    }

    /// `body`'s result, run while `url`'s security scope is open (a file from Files or another app).
    static func reading<T>(_ url: URL, _ body: () -> T) -> T {
        let scoped = url.startAccessingSecurityScopedResource()
        defer { if scoped { url.stopAccessingSecurityScopedResource() } }
        return body()
    }
}
#endif
