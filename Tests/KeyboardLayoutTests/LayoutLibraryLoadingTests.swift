import Foundation
import Testing
@testable import KeyboardLayout

/// The shipped layouts are decoded when first asked for (`LayoutLibrary.standard()`), and a file
/// that does not decode or holds another layout than its name says is found, not shown.
@Suite struct LayoutLibraryLoadingTests {
    /// A copy of the shipped layout files in a new folder, `change` applied to it.
    private func shippedCopy(_ change: (URL) throws -> Void = { _ in }) throws -> URL {
        let source = try #require(LayoutLibrary.shippedDirectory)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layouts-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: source, to: folder)
        try change(folder)
        return folder
    }

    @Test func everyShippedFileDecodesToTheLayoutItsNameSays() throws {
        let library = try LayoutLibrary.standard()
        try library.validate()
        for id in LayoutLibrary.standardIDs + LayoutLibrary.fieldIDs {
            #expect(library.layout(id)?.id == id, "\(LayoutLibrary.fileName(of: id))")
        }
        #expect(library.layouts.map(\.id) == library.ids)
    }

    @Test func aFileIsNamedForItsLayoutAndDevice() {
        #expect(LayoutLibrary.fileName(of: .pinyin26) == "pinyin-26.json")
        #expect(LayoutLibrary.fileName(of: LayoutID.qwerty.on(.pad)) == "qwerty-pad.json")
    }

    @Test func aCorruptFileCostsOnlyItsOwnLayout() throws {
        let folder = try shippedCopy { folder in
            try Data("{\"name\": \"pinyin-26\", \"rows\": [".utf8).write(to: folder.appendingPathComponent("pinyin-26.json"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try LayoutLibrary.shipped(in: folder)
        #expect(library.ids.contains(.pinyin26))
        #expect(library.layout(.pinyin26) == nil)
        #expect(library.layout(.qwerty)?.id == .qwerty)
        #expect(throws: LayoutFileError.self) { try library.validate() }
        do {
            try library.validate()
        } catch {
            #expect(error.file == "pinyin-26.json")
        }
    }

    @Test func aFileHoldingAnotherLayoutIsNotShownUnderItsName() throws {
        let folder = try shippedCopy { folder in
            let qwerty = try Data(contentsOf: folder.appendingPathComponent("qwerty.json"))
            try qwerty.write(to: folder.appendingPathComponent("numbers.json"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try LayoutLibrary.shipped(in: folder)
        #expect(library.layout(.numbers) == nil)
        do {
            try library.validate()
            Issue.record("validate() passed over numbers.json holding qwerty")
        } catch {
            #expect(error.file == "numbers.json")
            #expect(error.message.contains("qwerty"))
        }
    }

    @Test func aMissingShippedFileIsAnError() throws {
        let folder = try shippedCopy { folder in
            try FileManager.default.removeItem(at: folder.appendingPathComponent("symbols-zh.json"))
        }
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            _ = try LayoutLibrary.shipped(in: folder)
            Issue.record("a library without symbols-zh.json")
        } catch {
            #expect(error.message.contains("symbols-zh"))
        }
    }

    @Test func copiesShareWhatWasDecodedAndAnAddedLayoutReplacesTheFile() throws {
        let library = try LayoutLibrary.standard()
        var copy = library
        #expect(copy.layout(.qwerty) == library.layout(.qwerty))
        var mine = try #require(library.layout(.qwerty))
        mine.displayName = "mine"
        copy.add(mine)
        #expect(copy.layout(.qwerty)?.displayName == "mine")
        #expect(library.layout(.qwerty)?.displayName != "mine")
        #expect(copy.ids == library.ids)
    }
}
