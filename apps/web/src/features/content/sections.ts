// A stored page's table of contents: its level-2 headings, numbered in order. The renderer gives
// the same numbers to the <h2> elements it draws (rehypeSectionIds), so the links land.

export type Section = { id: string; title: string };

export const sectionId = (index: number) => `section-${index + 1}`;

/** Inline Markdown of a heading as plain text: `**굵게** [링크](/x)` → `굵게 링크`. */
function plainText(inline: string): string {
  return inline
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`~]/g, '')
    .replace(/\s+#+\s*$/, '')
    .trim();
}

/** The `## ` headings of a Markdown body outside fenced code, in order. */
export function sectionsOf(markdown: string): Section[] {
  const sections: Section[] = [];
  let fence: string | null = null;
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      const marker = fenceMatch[1].charAt(0);
      if (fence === null) fence = marker;
      else if (fence === marker) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}##\s+(.+)$/.exec(line);
    if (heading?.[1])
      sections.push({ id: sectionId(sections.length), title: plainText(heading[1]) });
  }
  return sections;
}

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** A rehype plugin: every <h2>, in document order, gets the id `section-<n>`. */
export function rehypeSectionIds() {
  return (tree: HastNode) => {
    let count = 0;
    const visit = (node: HastNode) => {
      if (node.type === 'element' && node.tagName === 'h2') {
        node.properties = { ...node.properties, id: sectionId(count) };
        count += 1;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree);
  };
}
