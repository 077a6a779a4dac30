#!/usr/bin/env python3
"""Builds Sources/ChineseEngine/Data/lunar.bin (kind LUN1, MIT): the Chinese lunisolar calendar
(农历) for lunar years 1900-2099, so v模式 (`v2026.11.25`, `nl`) names any date from 1901-01-01
to 2099-12-31 by its 农历 month and day. The table is not computed here: every number is read
from lunar-python 1.4.8 (6tail's lunar, MIT, PyPI), pip-installed pinned by this script, and every
day of the range is decoded back from the table and checked against lunar-python before writing.

Sections (little-endian):
  META  uint32 × 2: the first lunar year, the number of years
  LYRS  uint32 per lunar year:
          bits 0-12   month i (in calendar order, a leap month in its place) has 30 days, else 29
          bits 13-16  the leap month (1-12; 0: none); it follows the ordinary month of that number
          bits 17-22  the day of the Gregorian year (0 = 1 January) on which 正月初一 falls

    python3 scripts/engine/build_lunar.py [--out F] [--no-verify]
"""
import argparse
import datetime
import os
import struct
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from engine_binary import write_file  # noqa: E402

KIND = "LUN1"
FIRST, LAST = 1900, 2099


def year_word(year):
    """The LYRS word of lunar `year`, from lunar-python."""
    from lunar_python import Lunar, LunarYear
    months = LunarYear.fromYear(year).getMonthsInYear()
    assert len(months) in (12, 13), (year, len(months))
    bits, leap = 0, 0
    for index, month in enumerate(months):
        days = month.getDayCount()
        assert days in (29, 30), (year, month.getMonth(), days)
        if days == 30:
            bits |= 1 << index
        if month.getMonth() < 0:
            leap = -month.getMonth()
    solar = Lunar.fromYmd(year, 1, 1).getSolar()
    new_year = (datetime.date(solar.getYear(), solar.getMonth(), solar.getDay()) - datetime.date(year, 1, 1)).days
    assert solar.getYear() == year and 0 <= new_year < 64, (year, new_year)
    return bits | leap << 13 | new_year << 17


def decode(words, date):
    """(lunar year, month, is leap, day) of `date` read from the table, as the Swift reader does."""
    year = date.year if date >= datetime.date(date.year, 1, 1) + datetime.timedelta(days=words[date.year - FIRST] >> 17) else date.year - 1
    word = words[year - FIRST]
    offset = (date - (datetime.date(year, 1, 1) + datetime.timedelta(days=word >> 17))).days
    leap = (word >> 13) & 0xF
    count = 13 if leap else 12
    for index in range(count):
        length = 30 if word >> index & 1 else 29
        if offset < length:
            if leap and index == leap:
                return year, leap, True, offset + 1
            month = index + 1 if not leap or index < leap else index
            return year, month, False, offset + 1
        offset -= length
    raise AssertionError(date)


def verify(words):
    from lunar_python import Solar
    day = datetime.date(FIRST + 0, 1, 31)
    end = datetime.date(LAST, 12, 31)
    checked = 0
    while day <= end:
        lunar = Solar.fromYmd(day.year, day.month, day.day).getLunar()
        want = (lunar.getYear(), abs(lunar.getMonth()), lunar.getMonth() < 0, lunar.getDay())
        got = decode(words, day)
        assert got == want, (day, got, want)
        day += datetime.timedelta(days=1)
        checked += 1
    print(f"verified {checked} days against lunar-python", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(HERE, "../../Sources/ChineseEngine/Data/lunar.bin"))
    ap.add_argument("--no-verify", action="store_true")
    args = ap.parse_args()
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "lunar-python==1.4.8"], check=True)
    words = [year_word(year) for year in range(FIRST, LAST + 1)]
    if not args.no_verify:
        verify(words)
    write_file(os.path.normpath(args.out), KIND, [
        ("META", struct.pack("<II", FIRST, len(words))),
        ("LYRS", struct.pack(f"<{len(words)}I", *words)),
    ])


if __name__ == "__main__":
    main()
