#!/usr/bin/env bash
# Builds the DocC archives of Shurufa's public modules, every warning an error: a broken symbol
# link or article reference fails.
#   scripts/docs.sh                   builds the package (debug), then all modules
#   scripts/docs.sh MODULE…           only these
#   scripts/docs.sh --prebuilt [M…]   reads the modules an earlier `swift build` left in .build/debug
#                                     and never calls SwiftPM (CI runs it so beside the tests, which
#                                     hold SwiftPM's lock on .build)
# Archives land in .build/docs/<Module>.doccarchive. Each module has a catalogue
# (Sources/<Module>/<Module>.docc) with an overview; KeyboardCore's also walks through typing one
# key. ShurufaUIKit compiles to nothing off Apple platforms, so it is not documented here.
#
# It does what `swift package generate-documentation` (swift-docc-plugin) does — the toolchain's
# swift-symbolgraph-extract over the built modules, then `docc convert` of each catalogue — without
# the plugin's own build, which took most of its ~4 minutes on a 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."

prebuilt=0
if [ "${1:-}" = "--prebuilt" ]; then prebuilt=1; shift; fi
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
    modules=(MappedData KeyGeometry StrokeInput ChineseEngine EnglishEngine GestureTyping Handwriting KeyboardLayout KeyboardThemes TextInputModel Emoji KeyboardCore KeyboardRendering UserDictionary KeyboardUserDictionary
             FileOutput VoiceNote VoiceNoteHTTP ChatInput Playground Sync SyncWebDAV PlaygroundSync Zip)
fi

start=$(date +%s)
[ "$prebuilt" -eq 1 ] || swift build 2>&1 | tail -n 1
build=$(cd .build/debug && pwd -P)               # .build/<triple>/debug
triple=$(basename "$(dirname "$build")")
[ -d "$build/Modules" ] || { echo "docs: no built modules in $build (run swift build first)" >&2; exit 1; }

# The C modules the Swift modules import (SQLite through GRDB, LAME, NIO's and Atomics' shims):
# their module maps and headers, as SwiftPM hands them to the compiler.
clang_args=()
while IFS= read -r map; do
    clang_args+=(-Xcc "-fmodule-map-file=$PWD/$map" -Xcc -I -Xcc "$PWD/$(dirname "$map")")
done < <( (find ".build/$triple/debug" -maxdepth 2 -name module.modulemap
           find Sources .build/checkouts/*/Sources -name module.modulemap | grep -v SQLCipher) | sort)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p .build/docs
failed=()
for module in "${modules[@]}"; do
    catalogue="Sources/$module/$module.docc"
    [ -d "$catalogue" ] || { echo "docs: $module has no catalogue ($catalogue)" >&2; failed+=("$module"); continue; }
    mkdir -p "$work/$module"
    if ! swift-symbolgraph-extract -module-name "$module" -target "$triple" -I "$build/Modules" "${clang_args[@]}" \
            -output-dir "$work/$module" -minimum-access-level public -emit-extension-block-symbols > "$work/$module.log" 2>&1 \
       || ! docc convert "$catalogue" --additional-symbol-graph-dir "$work/$module" --fallback-display-name "$module" \
            --fallback-bundle-identifier "$module" --output-path ".build/docs/$module.doccarchive" --warnings-as-errors \
            >> "$work/$module.log" 2>&1; then
        echo "docs: $module failed:" >&2
        cat "$work/$module.log" >&2
        failed+=("$module")
    fi
done
if [ ${#failed[@]} -gt 0 ]; then
    echo "docs: ${#failed[@]} of ${#modules[@]} modules failed: ${failed[*]}" >&2
    exit 1
fi
echo "docs: ${#modules[@]} archives in .build/docs ($(( $(date +%s) - start )) s)"
