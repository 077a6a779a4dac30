#!/usr/bin/env bash
# Type-checks the real Sources/ShurufaUIKit on Linux against test-only stubs of Apple's UIKit,
# CoreGraphics, UniformTypeIdentifiers and AVFoundation (scripts/apple/stubs, never shipped): `#if canImport(UIKit)` is
# true here, so a misspelled call or a wrong signature fails. Needs `swift build` first (the
# package's modules under .build/debug/Modules).
#   scripts/apple/typecheck.sh              type-check; exit 1 on any error
#   scripts/apple/typecheck.sh --self-test  also prove it fails: misspell calls one at a time, expect errors
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
modules=$(swift build --show-bin-path)/Modules
[ -d "$modules" ] || { echo "typecheck: no $modules; run swift build first" >&2; exit 2; }
# C modules the package's Swift modules import (LAME's and zlib's shims; GRDB's SQLite, under UserDictionary;
# CCurlLoader, under SyncWebDAV).
cmodules=(-I "$root/Sources/CLAME" -I "$root/Sources/CZlib")
while IFS= read -r map; do cmodules+=(-I "$(dirname "$map")"); done < <(find "$root/.build/checkouts" -path '*/Sources/GRDBSQLite/module.modulemap' 2>/dev/null)
# CCurlLoader (SyncWebDAV's libcurl loader) is a plain C target: SwiftPM writes its module map
# beside the build's objects, so it is named to the compiler from there.
curlmap="$(dirname "$modules")/CCurlLoader.build/module.modulemap"
[ -f "$curlmap" ] || { echo "typecheck: no $curlmap; run swift build first" >&2; exit 2; }
cmodules+=(-Xcc "-fmodule-map-file=$curlmap")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

stub() { # name, file
    swiftc -swift-version 6 -parse-as-library -emit-module -module-name "$1" -I "$tmp" \
        -emit-module-path "$tmp/$1.swiftmodule" "scripts/apple/stubs/$2" -o /dev/null
}
stub CoreGraphics CoreGraphics.swift
stub UniformTypeIdentifiers UniformTypeIdentifiers.swift
stub UIKit UIKit.swift
stub AVFoundation AVFoundation.swift

# typecheck DIR: the ShurufaUIKit sources under DIR, as the package builds them (Swift 6 mode).
typecheck() {
    local files=()
    while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$1" -name '*.swift' -print0 | sort -z)
    swiftc -typecheck -swift-version 6 -module-name ShurufaUIKit -I "$tmp" -I "$modules" "${cmodules[@]}" "${files[@]}"
}

typecheck Sources/ShurufaUIKit
echo "typecheck: ShurufaUIKit ($(find Sources/ShurufaUIKit -name '*.swift' | wc -l) files) type-checks against the UIKit/CoreGraphics/AVFoundation stubs"

if [ "${1:-}" = "--self-test" ]; then
    # Each mutation must make the type-check fail with the expected message.
    mutations=(
        "Keyboard/KeyboardViewController.swift|self.textDocumentProxy|self.textDocumentProxxy|textDocumentProxxy"
        "Keyboard/KeyboardViewController.swift|handleInputModeList(from: view, with: event)|handleInputModeList(view, with: event)|from:"
        'Keyboard/TextDocumentProxyAdapter.swift|$0.setMarkedText(markedText, selectedRange: selectedRange)|$0.setMarkedText(markedText, selected: selectedRange)|selected'
        "Chat/MicrophoneCapture.swift|engine.inputNode.removeTap(onBus: 0)|engine.inputNode.removeTap(bus: 0)|onBus:"
        "Keyboard/RenderTreeDrawing.swift|context.fillPath()|context.fillPathh()|fillPathh"
        "Keyboard/RenderTreeDrawing.swift|for row in panel.rows {|for row in panel.rowz {|rowz"
        "Chat/ChatTextInputView.swift|public func caretRect(for position|public func caretRect(at position|UITextInput"
        "Sync/CoordinatedFolderTransport.swift|coordinate(readingItemAt: url, options: []|coordinate(readingItem: url, options: []|coordinate"
    )
    for m in "${mutations[@]}"; do
        IFS='|' read -r file from to expect <<<"$m"
        rm -rf "$tmp/src" && cp -r Sources/ShurufaUIKit "$tmp/src"
        grep -qF -- "$from" "$tmp/src/$file" || { echo "self-test: '$from' not in $file" >&2; exit 1; }
        python3 -c 'import sys; p,a,b=sys.argv[1:]; s=open(p).read(); open(p,"w").write(s.replace(a,b,1))' "$tmp/src/$file" "$from" "$to"
        if out=$(typecheck "$tmp/src" 2>&1); then
            echo "self-test: FAILED — '$to' in $file type-checked" >&2; exit 1
        fi
        line=$(grep -m1 'error:' <<<"$out" | sed "s|$tmp/src/||")
        grep -q -- "$expect" <<<"$line" || { echo "self-test: unexpected error for $file: $line" >&2; exit 1; }
        echo "self-test: $to → $line"
    done
    echo "self-test: every mutation failed the type-check as it should"
fi
