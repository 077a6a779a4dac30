import Foundation
import Testing
@testable import KeyboardLayout

/// A layout's id is its name and the device it is arranged for: an iPad arrangement is the same
/// name with `"device": "pad"` in its file, found through the id, never by a name suffix.
@Suite struct LayoutIDTests {
    @Test func anIPadArrangementIsTheSameNameOnAnotherDevice() throws {
        let library = try standardLibrary()
        let pad = try #require(library.layout(LayoutID.qwerty.on(.pad)))
        #expect(pad.id == LayoutID("qwerty", device: .pad) && pad.id.name == LayoutID.qwerty.name)
        #expect(pad.id != .qwerty && pad.allKeys.contains { $0.id == "tab" })
        #expect(library.layout(.qwerty)?.allKeys.contains { $0.id == "tab" } == false)
        #expect(pad.id.description == "qwerty (pad)" && LayoutID.qwerty.description == "qwerty")
    }

    @Test func aDeviceWithoutItsOwnArrangementShowsTheLayoutItself() throws {
        let library = try standardLibrary()
        #expect(library.layout(.pinyin26, on: .pad)?.id == LayoutID.pinyin26.on(.pad))
        #expect(library.layout(.pinyin26, on: .phone)?.id == .pinyin26)
        #expect(library.layout(.numbersZh, on: .pad)?.id == .numbersZh)
        #expect(library.layout(LayoutID("dvorak"), on: .pad) == nil)
    }

    @Test func theDeviceIsReadAndWrittenInTheFile() throws {
        let json = #"{"name": "mine", "device": "pad", "rows": [{"keys": [{"char": "a"}]}]}"#
        let layout = try KeyLayout(jsonData: Data(json.utf8), fileName: "mine.json")
        #expect(layout.id == LayoutID("mine", device: .pad))
        #expect(layout.displayName == "mine (pad)")
        let again = try KeyLayout(jsonData: try layout.jsonData(), fileName: "again.json")
        #expect(again == layout)
        // A phone layout's file says nothing about a device.
        let phone = try KeyLayout(jsonData: Data(#"{"name": "mine", "rows": [{"keys": [{"char": "a"}]}]}"#.utf8), fileName: "p.json")
        #expect(phone.id == LayoutID("mine"))
        #expect(!String(decoding: try phone.jsonData(), as: UTF8.self).contains("device"))
    }

    @Test func anUnknownDeviceIsAnError() {
        let json = #"{"name": "mine", "device": "watch", "rows": [{"keys": [{"char": "a"}]}]}"#
        #expect(throws: LayoutFileError.self) { try KeyLayout(jsonData: Data(json.utf8), fileName: "mine.json") }
    }

    @Test func aUserLayoutReplacesTheOneWithItsID() throws {
        var library = try standardLibrary()
        let mine = KeyLayout(id: LayoutID.qwerty.on(.pad), displayName: "Mine", rows: [LayoutRow(items: [.key(.character("a"))])])
        library.add(mine)
        #expect(library.layout(LayoutID.qwerty.on(.pad))?.displayName == "Mine")
        #expect(library.layout(.qwerty)?.displayName != "Mine")
        #expect(library.ids.filter { $0 == LayoutID.qwerty.on(.pad) }.count == 1)
    }
}
