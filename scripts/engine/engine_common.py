"""Helpers the engine data builders share: a timestamped log line and what counts as Han text."""
import sys
import time


def log(*args):
    print(time.strftime("%H:%M:%S"), *args, file=sys.stderr, flush=True)


def is_han(ch):
    o = ord(ch)
    return 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or 0x20000 <= o <= 0x2FFFF or 0xF900 <= o <= 0xFAFF or ch == "〇"


def all_han(word):
    return bool(word) and all(is_han(c) for c in word)
