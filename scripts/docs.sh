#!/usr/bin/env bash
# Builds the DocC archives of Shurufa's public modules (swift-docc-plugin, from the package's
# dependencies), every warning an error: a broken symbol link or article reference fails.
#   scripts/docs.sh            all modules; archives in .build/plugins/Swift-DocC/outputs/<Module>.doccarchive
#   scripts/docs.sh MODULE…    only these
# Each module has a catalogue (Sources/<Module>/<Module>.docc) with an overview; KeyboardCore's
# also walks through typing one key. ShurufaUIKit compiles to nothing off Apple platforms, so it is
# not documented here.
set -euo pipefail
cd "$(dirname "$0")/.."

modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(MappedData PinyinEngine GestureTyping Handwriting KeyboardLayout TextInputModel Emoji KeyboardCore KeyboardRendering UserDictionary KeyboardUserDictionary
             FileOutput VoiceNote VoiceNoteHTTP ChatInput Playground)
fi
targets=()
for module in "${modules[@]}"; do targets+=(--target "$module"); done

start=$(date +%s)
swift package generate-documentation "${targets[@]}" --warnings-as-errors --disable-indexing
echo "docs: ${#modules[@]} archives in .build/plugins/Swift-DocC/outputs ($(( $(date +%s) - start )) s)"
