import Foundation
import Testing
@testable import Emoji

@Suite struct EmojiCatalogueTests {
    @Test func bundledCatalogueHasTheUnicodeGroupsInOrder() throws {
        let catalogue = try loadCatalogue()
        #expect(catalogue.groups.map(\.englishName) == [
            "Smileys & Emotion", "People & Body", "Animals & Nature", "Food & Drink", "Travel & Places",
            "Activities", "Objects", "Symbols", "Flags",
        ])
        #expect(catalogue.groups[0].chineseName == "笑脸与情感")
        #expect(catalogue.subgroups.first?.name == "face-smiling")
        #expect(catalogue.entries.first?.value == "😀")
        #expect(catalogue.count > 1800)
        #expect(catalogue.newestVersion >= EmojiVersion(major: 15, minor: 1))
    }

    @Test func groupsAndSubgroupsTileTheEntries() throws {
        let catalogue = try loadCatalogue()
        var next = 0
        for subgroup in catalogue.subgroups {
            #expect(subgroup.entryRange.lowerBound == next, "subgroup \(subgroup.name) is not contiguous")
            next = subgroup.entryRange.upperBound
            for entry in catalogue.entries[subgroup.entryRange] {
                #expect(entry.subgroupIndex == subgroup.index)
                #expect(entry.groupIndex == subgroup.groupIndex)
            }
        }
        #expect(next == catalogue.count)
        for group in catalogue.groups {
            let subgroupEntries = catalogue.subgroups[group.subgroupRange].map(\.entryRange.count).reduce(0, +)
            #expect(subgroupEntries == group.entryRange.count)
        }
    }

    @Test func entryCarriesNamesPinyinAndVersion() throws {
        let joy = try #require(try loadCatalogue().entry(for: "😂"))
        #expect(joy.chineseName == "笑哭了")
        #expect(joy.englishName == "face_with_tears_of_joy")
        #expect(joy.aliases.contains("joy"))
        #expect(joy.pinyin == ["xiao", "ku", "le"])
        #expect(joy.version == EmojiVersion(major: 0, minor: 6))
        #expect(!joy.hasSkinTones)
    }

    @Test func flagsAndZWJSequencesAreSingleEntries() throws {
        let catalogue = try loadCatalogue()
        let china = try #require(catalogue.entry(for: "🇨🇳"))
        #expect(catalogue.groups[china.groupIndex].englishName == "Flags")
        #expect(china.chineseName == "中国")
        let rainbow = try #require(catalogue.entry(for: "🏳️‍🌈"))
        #expect(catalogue.groups[rainbow.groupIndex].englishName == "Flags")
        // A newer ZWJ sequence placed by the build script's anchor table.
        let phoenix = try #require(catalogue.entry(for: "🐦‍🔥"))
        #expect(catalogue.subgroups[phoenix.subgroupIndex].name == "animal-bird")
        #expect(phoenix.version == EmojiVersion(major: 15, minor: 1))
    }

    @Test func skinToneVariantsBelongToTheirBase() throws {
        let catalogue = try loadCatalogue()
        let thumbs = try #require(catalogue.entry(for: "👍"))
        #expect(thumbs.variants.map(\.skinTones) == SkinTone.allCases.map { [$0] })
        #expect(thumbs.value(tones: [.medium]) == "👍🏽")
        #expect(catalogue.entry(for: "👍🏽")?.value == "👍")
        #expect(catalogue.variant(for: "👍🏽")?.chineseName == "拇指向上_中等肤色")
        #expect(catalogue.variant(for: "👍") == nil)
        // Handshake: five uniform tones and twenty mixed pairs.
        let handshake = try #require(catalogue.entry(for: "🤝"))
        #expect(handshake.variants.count == 25)
        #expect(handshake.value(tones: [.light, .dark]) == "🫱🏻‍🫲🏿")
        #expect(handshake.value(tones: [.dark]) == "🤝🏿")
        #expect(handshake.variants.allSatisfy { $0.baseIndex == handshake.index })
        // A couple takes one tone for both people when only one is asked for.
        let couple = try #require(catalogue.entry(for: "🧑‍🤝‍🧑"))
        #expect(couple.value(tones: [.dark]) == "🧑🏿‍🤝‍🧑🏿")
        #expect(couple.value(tones: [.light, .dark]) == "🧑🏻‍🤝‍🧑🏿")
        #expect(couple.value(tones: []) == "🧑‍🤝‍🧑")
    }

    @Test func maximumVersionHidesNewerEmojiAndVariants() throws {
        let catalogue = try loadCatalogue()
        let old = EmojiVersion(major: 13, minor: 0)
        let smileys = catalogue.entries(inGroup: 0, maximumVersion: old)
        #expect(smileys.contains { $0.value == "😀" })
        #expect(!smileys.contains { $0.value == "🫠" })  // melting face, E14.0
        #expect(catalogue.entries(inGroup: 0).contains { $0.value == "🫠" })
        #expect(smileys.allSatisfy { $0.version <= old })
        // Handshake skin tones arrived in E14.0.
        #expect(catalogue.variants(of: "🤝", maximumVersion: old).isEmpty)
        #expect(catalogue.variants(of: "🤝").count == 25)
        #expect(catalogue.entries(inGroup: 99).isEmpty)
    }

    @Test func versionParsesAndOrders() {
        #expect(EmojiVersion("15.1") == EmojiVersion(major: 15, minor: 1))
        #expect(EmojiVersion("E0.6")?.tenths == 6)
        #expect(EmojiVersion("12") == EmojiVersion(major: 12))
        #expect(EmojiVersion("1.23") == nil)
        #expect(EmojiVersion("x") == nil)
        #expect(EmojiVersion("") == nil)
        #expect(EmojiVersion(major: 13, minor: 1) < EmojiVersion(major: 14))
        #expect(EmojiVersion(major: 13, minor: 1).description == "13.1")
    }

    @Test func skinToneModifiers() {
        #expect(SkinTone.light.modifier == "\u{1F3FB}")
        #expect(SkinTone(modifier: "\u{1F3FF}") == .dark)
        #expect(SkinTone(modifier: "a") == nil)
        #expect(SkinTone.tones(in: "🫱🏻‍🫲🏿") == [.light, .dark])
    }
}
