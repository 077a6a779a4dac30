import Testing
@testable import KeyboardLayout

@Suite struct StandardLayoutTests {
    @Test func libraryHasEveryStandardLayout() throws {
        let library = try standardLibrary()
        #expect(library.ids == LayoutLibrary.standardIDs + LayoutLibrary.fieldIDs)
        #expect(library.layout(LayoutID("pinyin-9"))?.language == .chinese)
        #expect(LayoutLibrary.standardID(for: .letters, mode: .chinese, nineKey: true) == .pinyin9)
        #expect(LayoutLibrary.standardID(for: .symbols, mode: .chinese) == .symbolsZh)
        #expect(LayoutLibrary.standardID(for: .numbers, mode: .english) == .numbers)
        #expect(LayoutLibrary.standardID(for: .emoji, mode: .english) == nil)
        for page in KeyboardPage.allCases where page != .emoji {
            for mode in InputMode.allCases {
                let id = try #require(LayoutLibrary.standardID(for: page, mode: mode))
                #expect(library.layout(id)?.page == page)
            }
        }
    }

    @Test(arguments: LayoutLibrary.standardIDs) func geometryHoldsAtEverySize(id: LayoutID) throws {
        let layout = try #require(try standardLibrary().layout(id))
        for (environment, size) in testEnvironments {
            let fitted = layout.fitted(in: size, environment: environment)
            #expect(rowViolation(in: fitted) == nil, "\(id) at \(size) \(environment)")
            #expect(fitted.keys.allSatisfy { $0.frame.width > 10 && $0.frame.height > 10 }, "\(id) at \(size)")
            #expect((fitted.key(id: "globe") != nil) == environment.needsGlobe, "\(id): globe only when needed")
        }
    }

    @Test(arguments: LayoutLibrary.standardIDs) func everyKeyCentreHitsItsOwnKey(id: LayoutID) throws {
        let layout = try #require(try standardLibrary().layout(id))
        for (environment, size) in testEnvironments {
            let fitted = layout.fitted(in: size, environment: environment)
            for key in fitted.keys {
                #expect(fitted.keyID(at: key.frame.center) == key.id, "\(id) \(key.id) at \(size)")
            }
        }
    }

    @Test(arguments: LayoutLibrary.standardIDs) func gapPointsGoToTheNearestKey(id: LayoutID) throws {
        let layout = try #require(try standardLibrary().layout(id))
        for (environment, size) in testEnvironments {
            let fitted = layout.fitted(in: size, environment: environment)
            for row in fitted.rows where row.axis == .horizontal {
                let keys = fitted.keys.filter { row.frame.contains($0.frame.center) }.sorted { $0.frame.minX < $1.frame.minX }
                for (left, right) in zip(keys, keys.dropFirst()) where right.frame.minX - left.frame.maxX > 0.5
                    && abs(left.frame.midY - right.frame.midY) < 1 {
                    // A touch a quarter into the gap belongs to the key it is closer to.
                    let gap = right.frame.minX - left.frame.maxX
                    let y = left.frame.midY
                    #expect(fitted.keyID(at: LayoutPoint(x: left.frame.maxX + gap * 0.25, y: y)) == left.id, "\(id) gap \(left.id)|\(right.id)")
                    #expect(fitted.keyID(at: LayoutPoint(x: right.frame.minX - gap * 0.25, y: y)) == right.id, "\(id) gap \(left.id)|\(right.id)")
                }
            }
            // Between rows and beyond the edges there are no dead zones either.
            for key in fitted.keys {
                let above = LayoutPoint(x: key.frame.midX, y: key.frame.minY - 0.5)
                #expect(fitted.keyID(at: above) != nil)
            }
            #expect(fitted.keyID(at: LayoutPoint(x: 0, y: size.height)) != nil)
            #expect(fitted.keyID(at: LayoutPoint(x: size.width, y: fitted.keysArea.minY)) != nil)
        }
    }

    @Test func qwertyHasTheStableKeyIDs() throws {
        let layout = try #require(try standardLibrary().layout(LayoutID("qwerty")))
        let ids = Set(layout.allKeys.map(\.id))
        for letter in "qwertyuiopasdfghjklzxcvbnm" { #expect(ids.contains(String(letter))) }
        for id in ["shift", "delete", "space", "return", "globe", "123", "emoji"] { #expect(ids.contains(id)) }
        #expect(layout.key(id: "e")?.alternates.contains("é") == true)
        #expect(layout.key(id: "q")?.swipeUp == "1")
    }

    @Test func pinyin26HasLanguageToggleAndChinesePunctuation() throws {
        let layout = try #require(try standardLibrary().layout(LayoutID("pinyin-26")))
        #expect(layout.key(id: "zh-en")?.action == .toggleLanguage)
        #expect(layout.key(id: "，")?.action == .character("，"))
        #expect(layout.key(id: "。")?.alternates.contains("？") == true)
        #expect(layout.key(id: "shift") != nil)
    }

    @Test func pinyin9HasDigitGroupsAndATallColumn() throws {
        let layout = try #require(try standardLibrary().layout(LayoutID("pinyin-9")))
        #expect(layout.key(id: "1")?.action == .separator)
        #expect(layout.key(id: "2")?.action == .nineKey(digit: 2, letters: "abc"))
        #expect(layout.key(id: "9")?.action == .nineKey(digit: 9, letters: "wxyz"))
        #expect(layout.key(id: "7")?.label == "PQRS")
        let fitted = layout.fitted(environment: KeyboardEnvironment())
        let column = try #require(fitted.key(id: "candidates"))
        let one = try #require(fitted.key(id: "1")), seven = try #require(fitted.key(id: "7"))
        let oneTwoThree = try #require(fitted.key(id: "123")), ret = try #require(fitted.key(id: "return"))
        // The column spans the three digit rows; return spans the last two rows; 123 sits under 1.
        #expect(abs(column.frame.minY - one.frame.minY) < tolerance)
        #expect(abs(column.frame.maxY - seven.frame.maxY) < tolerance)
        #expect(abs(ret.frame.minY - seven.frame.minY) < tolerance)
        #expect(abs(ret.frame.maxY - oneTwoThree.frame.maxY) < tolerance)
        #expect(abs(oneTwoThree.frame.minX - one.frame.minX) < tolerance && abs(oneTwoThree.frame.width - one.frame.width) < tolerance)
    }

    @Test func chinesePagesHaveFullWidthPunctuation() throws {
        let library = try standardLibrary()
        let ids = Set([LayoutID.numbersZh, .symbolsZh].flatMap { library.layout($0)?.allKeys.map(\.id) ?? [] })
        for mark in ["。", "，", "、", "？", "！", "“", "”", "‘", "’", "（", "）", "《", "》", "…"] {
            #expect(ids.contains(mark), "missing \(mark)")
        }
        #expect(library.layout(LayoutID("numbers"))?.key(id: "abc")?.action == .page(.letters))
        #expect(library.layout(LayoutID("numbers"))?.key(id: "symbols")?.action == .page(.symbols))
        #expect(library.layout(LayoutID("symbols"))?.key(id: "123")?.action == .page(.numbers))
    }

    @Test func secondRowIsCentredUnderTheFirst() throws {
        let layout = try #require(try standardLibrary().layout(LayoutID("qwerty")))
        let fitted = layout.fitted(environment: KeyboardEnvironment())
        let q = try #require(fitted.key(id: "q")), w = try #require(fitted.key(id: "w")), a = try #require(fitted.key(id: "a"))
        #expect(abs(a.frame.midX - (q.frame.midX + w.frame.midX) / 2) < tolerance)
        #expect(abs(a.frame.width - q.frame.width) < tolerance)
    }

    @Test func standardPhoneKeysAreIOSSized() throws {
        let layout = try #require(try standardLibrary().layout(LayoutID("qwerty")))
        let fitted = layout.fitted(environment: KeyboardEnvironment())
        let q = try #require(fitted.key(id: "q"))
        #expect(abs(q.frame.height - 42) < 0.01)
        #expect(q.frame.width > 30 && q.frame.width < 34)
        #expect(fitted.candidateBarFrame?.height == 44)
    }
}
