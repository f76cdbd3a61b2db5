#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
"""Print one line 'N passed, M failed' from meson testlog.json files.

Each test that failed is named on a line of its own before it, so the end
of CI's output says which ones failed."""
import json
import sys

PASS = {"OK", "EXPECTEDFAIL"}
SKIP = {"SKIP"}
TAIL = 12  # lines of a failed test's output repeated at the end
passed = failed = skipped = 0
failures = []
for path in sys.argv[1:]:
    try:
        with open(path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if not line:
                    continue
                test = json.loads(line)
                result = test.get("result")
                if result in PASS:
                    passed += 1
                elif result in SKIP:
                    skipped += 1
                else:
                    failed += 1
                    failures.append(f"{path}: {test.get('name')}: {result}")
                    tail = (test.get("stdout") or "").splitlines()[-TAIL:]
                    failures += [f"  | {out}" for out in tail]
    except OSError as e:
        print(f"count.py: {path}: {e.strerror}", file=sys.stderr)
        failed += 1
        failures.append(f"{path}: not read")
for failure in failures:
    print(failure if failure.startswith("  |") else f"failed: {failure}")
line = f"{passed} passed, {failed} failed"
if skipped:
    line += f", {skipped} skipped"
print(line)
