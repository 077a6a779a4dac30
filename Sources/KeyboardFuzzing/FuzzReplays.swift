import Foundation

/// Action sequences of crashes the fuzzer is known to reach, replayed by the tests and by
/// `shurufa fuzz keyboard --replay NAME`.
public enum FuzzReplays {
    /// Issue #89's first finding: Google Pinyin's export (the ten words of
    /// ../shared/eval/import/real/GooglePinyin.txt, as UTF-8) imported, `shenlanju` typed, space
    /// (深蓝居 committed, 联想 after it), then 联想 picked. Before the fix the space killed the
    /// keyboard (SIGSEGV in `LanguageModel.libimeBigramCost`, reached from `Predictor.predictions`).
    public static let finding1: [FuzzAction] = [
        .importWordList(fileName: "GooglePinyin.txt", data: Data("""
            爱存不存\t1\tai cun bu cun
            控制台应用程序\t1\tkong zhi tai ying yong cheng xu
            原封不动\t1\tyuan feng bu dong
            做做词库\t1\tzuo zuo ci ku
            深蓝居\t1\tshen lan ju
            做做培训\t1\tzuo zuo pei xun
            做做事情\t1\tzuo zuo shi qing
            电子科技大学\t1\tdian zi ke ji da xue
            做做数据库\t1\tzuo zuo shu ju ku
            栋力无限\t1\tdong li wu xian

            """.utf8)),
        .type("shenlanju"), .press("space"), .pick(0),
    ]

    /// The sequences by name.
    public static let named: [String: [FuzzAction]] = ["finding1": finding1]
}
