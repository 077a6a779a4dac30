extension SoundMergers {
    /// One merger a language's data declares (`merge NAME PART A B [A B…]` in its `language.txt`):
    /// pairs of initials, of whole finals, or of the endings of finals, each read both ways, as Rime's
    /// spelling algebra derives one spelling from another (`derive/^zh/z/`).
    public struct Rule: Hashable, Sendable, Codable {
        /// What the pairs are.
        public enum Part: String, Hashable, Sendable, Codable {
            /// Initials (`z` ↔ `zh`; "" is no initial, written `-`).
            case initial
            /// Whole finals (`an` ↔ `ang`).
            case final
            /// The ends of finals (`-ng` ↔ `-n`: haang ↔ haan, san ↔ sang).
            case finalEnding = "final-ending"
        }

        /// The merger's name, which a setting switches it on by (`z-zh`, `ng-n`).
        public let name: String
        /// What its pairs are.
        public let part: Part
        /// Its pairs, each read both ways.
        public let pairs: [Pair]

        /// Two spellings read as one sound.
        public struct Pair: Hashable, Sendable, Codable {
            /// One spelling.
            public let a: String
            /// The other.
            public let b: String
        }

        /// A rule of these values.
        public init(name: String, part: Part, pairs: [Pair]) {
            self.name = name
            self.part = part
            self.pairs = pairs
        }

        /// The rule `NAME PART A B [A B…]` declares (`-` for no initial); nil when malformed.
        init?(_ text: String) {
            let words = text.split(separator: " ").map(String.init)
            guard words.count >= 4, words.count % 2 == 0, let part = Part(rawValue: words[1]) else { return nil }
            let spellings = words.dropFirst(2).map { $0 == "-" ? "" : $0 }
            guard part == .initial || !spellings.contains("") else { return nil }
            name = words[0]
            self.part = part
            pairs = stride(from: 0, to: spellings.count, by: 2).map { Pair(a: spellings[$0], b: spellings[$0 + 1]) }
        }

        /// The rule as a person reads it in a settings list: its pairs as sounds (`z = zh`, `ng- = ∅`
        /// for no initial, `-ng = -n` for an ending, `gw = g, kw = k`).
        public var label: String {
            pairs.map { pair in
                let sounds = [pair.a, pair.b].map { spelling in
                    switch part {
                    case .initial: spelling.isEmpty ? "∅" : spelling
                    case .final: spelling
                    case .finalEnding: "-" + spelling
                    }
                }
                return sounds.joined(separator: " = ")
            }.joined(separator: ", ")
        }

        /// The finals `final` pairs with under this rule (a final-ending rule's: the same final
        /// with its other ending; a final rule's: its partner).
        func finalPairs(of final: String) -> [(String, String)] {
            switch part {
            case .initial: return []
            case .final: return pairs.map { ($0.a, $0.b) }
            case .finalEnding:
                for pair in pairs {
                    if final.hasSuffix(pair.a) { return [(final, String(final.dropLast(pair.a.count)) + pair.b)] }
                    if final.hasSuffix(pair.b) { return [(final, String(final.dropLast(pair.b.count)) + pair.a)] }
                }
                return []
            }
        }
    }
}
