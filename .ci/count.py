#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
"""Print one line 'N passed, M failed' from meson testlog.json files."""
import json
import sys

PASS = {"OK", "EXPECTEDFAIL"}
SKIP = {"SKIP"}
passed = failed = skipped = 0
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                result = json.loads(line).get("result")
                if result in PASS:
                    passed += 1
                elif result in SKIP:
                    skipped += 1
                else:
                    failed += 1
    except OSError as e:
        print(f"count.py: {path}: {e.strerror}", file=sys.stderr)
        failed += 1
line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
