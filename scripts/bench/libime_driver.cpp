// libime_driver: Debian's libime (fcitx5's pinyin engine) behind the `shurufa convert` contract, for
// #78's sentence-speed comparison (scripts/bench/sentence_speed.py runs it beside `shurufa convert`).
//
//   libime_driver [--candidates K] [--timings FILE] [--fuzzy FLAGS]
//
// One pinyin string per stdin line -> one stdout line of K tab-separated candidates, best first.
// Each line is a fresh composition (the context is cleared, no learning), typed whole, so the work
// per line is one full-sentence decode plus reading the candidates: what `shurufa convert` does.
// --timings FILE writes `load_ms X` (dictionary + model load and the first conversion) and then one
// line of microseconds per input line (the decode and reading the candidates, not the I/O).
// The settings are fcitx5-chinese-addons' defaults: 2 sentences (nbest), fuzzy ue->ve, inner
// segmentation (xian -> xi'an) and its short form; no cloud pinyin, no user history.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include <libime/core/userlanguagemodel.h>
#include <libime/pinyin/pinyincontext.h>
#include <libime/pinyin/pinyindictionary.h>
#include <libime/pinyin/pinyinime.h>

namespace {

using Clock = std::chrono::steady_clock;

double microsSince(Clock::time_point start) {
    return std::chrono::duration<double, std::micro>(Clock::now() - start).count();
}

// The first `count` candidates of the composition, tab-separated.
std::string firstCandidates(const libime::PinyinContext &context, size_t count) {
    std::string line;
    size_t taken = 0;
    for (const auto &candidate : context.candidates()) {
        if (taken == count) break;
        if (taken > 0) line += '\t';
        line += candidate.toString();
        ++taken;
    }
    return line;
}

} // namespace

int main(int argc, char *argv[]) {
    size_t count = 1;
    std::string timingsPath;
    bool commonTypo = false;
    const char *dictPath = "/usr/share/libime/sc.dict";
    const char *modelPath = "/usr/lib/x86_64-linux-gnu/libime/zh_CN.lm";
    for (int i = 1; i < argc; ++i) {
        std::string arg = argv[i];
        if ((arg == "--candidates" || arg == "-k") && i + 1 < argc) {
            count = std::strtoul(argv[++i], nullptr, 10);
        } else if (arg == "--timings" && i + 1 < argc) {
            timingsPath = argv[++i];
        } else if (arg == "--common-typo") {
            commonTypo = true;
        } else {
            std::cerr << "usage: libime_driver [--candidates K] [--timings FILE] [--common-typo]\n";
            return 2;
        }
    }
    std::ios::sync_with_stdio(false);

    auto loadStart = Clock::now();
    libime::PinyinIME ime(std::make_unique<libime::PinyinDictionary>(),
                          std::make_unique<libime::UserLanguageModel>(modelPath));
    ime.dict()->load(libime::PinyinDictionary::SystemDict, dictPath, libime::PinyinDictFormat::Binary);
    ime.setNBest(2);
    libime::PinyinFuzzyFlags flags{libime::PinyinFuzzyFlag::VE_UE, libime::PinyinFuzzyFlag::Inner,
                                   libime::PinyinFuzzyFlag::InnerShort};
    if (commonTypo) flags |= libime::PinyinFuzzyFlag::CommonTypo;
    ime.setFuzzyFlags(flags);
    libime::PinyinContext context(&ime);
    context.type("nihaoshijie");
    (void)firstCandidates(context, count);
    context.clear();
    double loadMillis = microsSince(loadStart) / 1000.0;

    std::vector<double> micros;
    std::string line;
    while (std::getline(std::cin, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        auto start = Clock::now();
        context.clear();
        if (!line.empty()) context.type(line);
        std::string out = firstCandidates(context, count);
        micros.push_back(microsSince(start));
        out += '\n';
        std::fwrite(out.data(), 1, out.size(), stdout);
        std::fflush(stdout);
    }
    if (!timingsPath.empty()) {
        std::ofstream timings(timingsPath);
        timings << "load_ms " << loadMillis << "\n";
        for (double m : micros) timings << m << "\n";
    }
    return 0;
}
