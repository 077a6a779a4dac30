#if canImport(UIKit)
import Foundation
import KeyboardCore
import UIKit
import UniformTypeIdentifiers

/// The host app's word lists: importing through the document picker (Files, iCloud Drive, a
/// folder on the device) and from "Open in Shurufa" (a file handed over by Files, AirDrop or
/// another app: the scene's `openURLContexts`, SwiftUI's `onOpenURL`), and exporting through the
/// picker. Files are read in place by the store (`WordListStore.importWordList(at:strict:)`,
/// through one window, never whole); the words go into the same user dictionary as everything else.
@MainActor
public final class WordListDocumentPicker: NSObject, UIDocumentPickerDelegate {
    /// The extensions of the files offered (the store tells the format from the bytes).
    public static let fileExtensions = ["scel", "qcel", "qpyd", "bdict", "bcd", "zip", "txt", "yaml"]

    /// The store the words go into (the host's `KeyboardEngine.stores.wordLists`).
    public let store: any WordListStore
    /// Whether an import with any bad entry adds nothing.
    public var strict = false
    /// Told each file's outcome: its name and the report, or why nothing of it was added.
    public var onImport: (String, Result<WordListImportReport, any Error>) -> Void

    /// A picker importing into `store`, telling `onImport` what each file gave.
    public init(store: any WordListStore, onImport: @escaping (String, Result<WordListImportReport, any Error>) -> Void) {
        self.store = store
        self.onImport = onImport
    }

    /// The types the picker offers: the extensions' types, and text and zip files.
    public static var contentTypes: [UTType] {
        fileExtensions.compactMap { UTType(filenameExtension: $0) } + [.plainText, .zip]
    }

    /// Shows the picker over `controller`; each file picked is imported (a copy, so nothing of the
    /// user's original is touched).
    public func presentImport(from controller: UIViewController) {
        DocumentImport.present(types: Self.contentTypes, multiple: true, delegate: self, from: controller)
    }

    /// The picker's files.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        for url in urls { importFile(at: url) }
    }

    /// Imports one file: a picked one, or one opened in the app ("Open in Shurufa"), read while its
    /// security scope is open.
    public func importFile(at url: URL) {
        let strict = strict
        onImport(url.lastPathComponent, DocumentImport.reading(url) { Result { try store.importWordList(at: url, strict: strict) } })
    }

    /// Writes the user's words in `format` (`rime`, `gboard`, `plain`) to a temporary file and shows
    /// the picker to save a copy where the user chooses.
    public func presentExport(format: String, from controller: UIViewController) throws {
        let (data, fileName) = try store.exportWordList(format: format)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(fileName)
        try data.write(to: file, options: .atomic)
        controller.present(UIDocumentPickerViewController(forExporting: [file], asCopy: true), animated: true, completion: nil)
    }
}
#endif
