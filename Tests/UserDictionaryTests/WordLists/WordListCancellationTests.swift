import Foundation
import Testing
import UserDictionary

/// The binary readers' own loops stop when their task is cancelled (the playground's uploader
/// left): a cancelled read of a real .scel, .qcel, .qpyd or .bdict throws `CancellationError`
/// instead of walking the rest of the file (before, only `WordList.add` stopped adding, and the
/// reader went on to the file's end); the same read uncancelled gives its words.
@Suite struct WordListCancellationTests {
    typealias F = WordListFixtures

    @Test(arguments: ["唐诗300首【官方推荐】.scel", "real/星际战甲.qcel", "real/成语.qpyd", "real/travel.bdict", "real/movie.bdict"])
    func aCancelledReadOfABinaryListStopsAndThrows(file: String) async throws {
        let data = try Data(contentsOf: F.shared.appendingPathComponent(file))
        let name = (file as NSString).lastPathComponent
        let cancelled = await Task { () -> Result<WordList, any Error> in
            withUnsafeCurrentTask { $0?.cancel() }
            return Result { try WordList(reading: WordListInput(data: data, name: name)) }
        }.value
        #expect(throws: CancellationError.self, "\(file)") { try cancelled.get() }
        let read = try WordList(reading: WordListInput(data: data, name: name))
        #expect(read.words.count > 10, "\(file): \(read.words.count) words")
    }
}
