import Emoji
import Foundation

/// `shurufa bench emoji`: benchmark of the emoji hot paths; prints medians (and p99 where it matters).
/// Search runs every prefix of a mix of Chinese, pinyin, initials and English queries, as typed.
func benchEmoji(_ arguments: [String]) throws -> Int32 {
    var reader = ArgumentReader(arguments)
    let rounds = try reader.positiveInteger("--rounds") ?? 20
    guard try reader.positionals().isEmpty else { throw UsageError("usage: shurufa bench emoji [--rounds N]") }

    var loads: [Double] = []
    var catalogue = try EmojiCatalogue.bundled()
    for _ in 0..<rounds {
        let start = BenchClock.now()
        catalogue = try EmojiCatalogue.bundled()
        loads.append(Double(BenchClock.now() - start) / 1e3)
    }
    let indexStart = BenchClock.now()
    let index = EmojiSearchIndex(catalogue: catalogue)
    let indexMicros = Double(BenchClock.now() - indexStart) / 1e3

    let words = ["xiaoku", "xk", "joy", ":thumbsup:", "tears of joy", "笑哭", "拇指", "mao", "heart", "hong xin",
                 "zhongguo", "flag", "a", "smiling", "dog", "kule", "cat face", "心", "手", "xiaolian"]
    var queries: [String] = []
    for word in words {
        var typed = ""
        for character in word {
            typed.append(character)
            queries.append(typed)
        }
    }
    let usage = EmojiUsage(counts: ["😂": 12, "👍": 7, "❤️": 5])
    var samples: [Double] = []
    var found = 0
    for _ in 0..<rounds {
        for query in queries {
            let start = BenchClock.now()
            found &+= index.search(query, limit: 24, usage: usage).count
            samples.append(Double(BenchClock.now() - start) / 1e3)
        }
    }
    var suggestions: [Double] = []
    for _ in 0..<rounds {
        for query in queries {
            let start = BenchClock.now()
            found &+= index.pinyinSuggestions(query, usage: usage).count
            suggestions.append(Double(BenchClock.now() - start) / 1e3)
        }
    }

    let codec = EmojiTagCodec(catalogue: catalogue)
    let message = String(repeating: "你好😂，今天[笑哭了]一起去吃饭吗👍🏽？[不认识]\\[x]\n", count: 200)
    var encodes: [Double] = []
    var decodes: [Double] = []
    var encoded = ""
    for _ in 0..<rounds {
        var start = BenchClock.now()
        encoded = codec.encode(message)
        encodes.append(Double(BenchClock.now() - start) / 1e3)
        start = BenchClock.now()
        let decoded = codec.decode(encoded)
        decodes.append(Double(BenchClock.now() - start) / 1e3)
        guard decoded == message else { throw UsageError("codec round trip failed") }
    }
    let kilobytes = Double(message.utf8.count) / 1024
    func format(_ value: Double) -> String { String(format: "%.1f", value) }
    print("catalogue: \(catalogue.count) emoji, \(catalogue.entries.map(\.variants.count).reduce(0, +)) skin-tone forms")
    print("load bundled catalogue: median \(format(BenchClock.quantile(loads, 0.5))) µs, p99 \(format(BenchClock.quantile(loads, 0.99))) µs")
    print("build search index: \(format(indexMicros)) µs")
    print("search (\(samples.count) keystrokes): median \(format(BenchClock.quantile(samples, 0.5))) µs, p99 \(format(BenchClock.quantile(samples, 0.99))) µs, max \(format(samples.max() ?? 0)) µs")
    print("pinyin suggestions: median \(format(BenchClock.quantile(suggestions, 0.5))) µs, p99 \(format(BenchClock.quantile(suggestions, 0.99))) µs")
    print("encode \(format(kilobytes)) KB: median \(format(BenchClock.quantile(encodes, 0.5))) µs; decode: median \(format(BenchClock.quantile(decodes, 0.5))) µs")
    let memory = BenchClock.memory()
    print("peak RSS \(memory.peakRSS) kB, anon \(memory.rssAnon) kB (results checksum \(found))")
    return 0
}
