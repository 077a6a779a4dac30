import MappedData

/// A lexicon file of one word (你) whose trie's root lists `listed` (a word id and cost byte): a
/// right checksum, so only the reader's own checks can refuse what its sections say.
func tinyLexiconWriter(listing listed: UInt32 = 1) -> DataFileWriter {
    var writer = DataFileWriter(kind: "LEX1")
    writer.add("META", [UInt32(2), 1, 1])
    writer.add("WOFF", [UInt32(0), 3, 4])
    writer.add("WTXT", Array("<s>你".utf16))
    writer.add("NCHD", [UInt32(0), 0])
    writer.add("NSYL", [UInt16(0)])
    writer.add("NWRD", [UInt32(0), 1])
    writer.add("WLST", [listed])
    return writer
}
