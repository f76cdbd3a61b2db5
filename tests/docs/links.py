#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2026 The Footprints authors
"""links.py SOURCE_DIR: every relative link of the project's Markdown
documents (README.md, NEWS.md, docs/*.md) names a file of the tree, and a
link to a section (#anchor) names a heading of its document, as GitHub
makes heading anchors. Prints how many links it checked."""
import pathlib
import re
import sys

LINK = re.compile(r'!?\[[^\]]*\]\(([^)\s]+)\)')


def slug(heading):
    """GitHub's anchor for a heading: lower case, punctuation dropped,
    spaces made hyphens."""
    text = re.sub(r'[`*_]', '', heading.strip().lower())
    text = re.sub(r'[^\w\- ]', '', text)
    return text.replace(' ', '-')


def prose(path):
    """The lines of a document outside its fenced code blocks, numbered."""
    fenced = False
    for number, line in enumerate(path.read_text(encoding='utf-8').splitlines(), 1):
        if line.lstrip().startswith('```'):
            fenced = not fenced
            continue
        if not fenced:
            yield number, line


def targets(path):
    """Each link's target with the number of the line it ends on; a link's
    text may run over lines, as a wrapped paragraph has it."""
    numbers, lines = [], []
    for number, line in prose(path):
        numbers.append(number)
        lines.append(line)
    text = '\n'.join(lines)
    for match in LINK.finditer(text):
        yield numbers[text.count('\n', 0, match.end())], match.group(1)


def anchors(path):
    return {slug(line.lstrip('#')) for _, line in prose(path) if re.match(r'#{1,6} ', line)}


def main():
    root = pathlib.Path(sys.argv[1]).resolve()
    docs = [root / 'README.md', root / 'NEWS.md'] + sorted((root / 'docs').glob('*.md'))
    faults, checked = [], 0
    for doc in docs:
        if not doc.is_file():
            faults.append(f'{doc.relative_to(root)}: missing')
            continue
        for number, target in targets(doc):
            if re.match(r'[a-z]+:', target):
                continue
            checked += 1
            where = f'{doc.relative_to(root)}:{number}: {target}'
            name, _, anchor = target.partition('#')
            dest = (doc.parent / name).resolve() if name else doc
            if not dest.exists() or root not in (dest, *dest.parents):
                faults.append(f'{where}: no such file')
            elif anchor and dest.suffix != '.md':
                faults.append(f'{where}: an anchor into a file that is not Markdown')
            elif anchor and anchor not in anchors(dest):
                faults.append(f'{where}: {dest.relative_to(root)} has no heading #{anchor}')
    for fault in faults:
        print('links:', fault, file=sys.stderr)
    if checked == 0:
        print('links: no link found: the documents cannot have been read', file=sys.stderr)
        return 1
    print(f'links: {checked} links in {len(docs)} documents, {len(faults)} broken')
    return 1 if faults else 0


if __name__ == '__main__':
    sys.exit(main())
