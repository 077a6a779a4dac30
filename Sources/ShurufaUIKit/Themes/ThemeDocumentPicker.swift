#if canImport(UIKit)
import Foundation
import KeyboardLayout
import KeyboardThemes
import UIKit
import UniformTypeIdentifiers

/// The host app's skin import: a Hamster .hskin, 元书 .cskin, trime or Hamster .yaml (or a theme
/// file of ours) picked in Files, read by the importer the app passes (ThemeImport's
/// `ThemeImporter`, which the keyboard never links), kept in the shared `ThemeLibrary` and chosen.
@MainActor
public final class ThemeDocumentPicker: NSObject, UIDocumentPickerDelegate {
    /// The extensions of the files offered.
    public static let fileExtensions = ["hskin", "cskin", "yaml", "yml", "json", "zip"]

    /// Where imported themes are kept (the App Group's `Themes` folder).
    public let library: ThemeLibrary
    /// Reads a picked file into a theme and what it could not carry.
    public let read: (URL) throws -> (theme: KeyboardThemePair, notCarried: [String])
    /// Told each file's outcome: its name and the theme with its report, or why it was refused.
    public var onImport: (String, Result<(theme: KeyboardThemePair, notCarried: [String]), any Error>) -> Void

    /// A picker keeping themes in `library`, reading files with `read`.
    public init(library: ThemeLibrary, read: @escaping (URL) throws -> (theme: KeyboardThemePair, notCarried: [String]),
                onImport: @escaping (String, Result<(theme: KeyboardThemePair, notCarried: [String]), any Error>) -> Void) {
        self.library = library
        self.read = read
        self.onImport = onImport
    }

    /// The types the picker offers: the extensions' types, and zip, YAML-as-text and JSON files.
    public static var contentTypes: [UTType] {
        fileExtensions.compactMap { UTType(filenameExtension: $0) } + [.zip, .plainText, .json]
    }

    /// Shows the picker over `controller` (a copy of each file is read; the original is untouched).
    public func presentImport(from controller: UIViewController) {
        DocumentImport.present(types: Self.contentTypes, multiple: false, delegate: self, from: controller)
    }

    /// The picker's files.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls { importFile(at: url) }
    }

    /// Imports one file (picked, or opened in the app), keeps its theme and chooses it.
    public func importFile(at url: URL) {
        let library = library, read = read
        onImport(url.lastPathComponent, DocumentImport.reading(url) {
            Result {
                var imported = try read(url)
                imported.theme.name = try library.add(imported.theme)
                try library.choose(imported.theme.name)
                return imported
            }
        })
    }
}
#endif
