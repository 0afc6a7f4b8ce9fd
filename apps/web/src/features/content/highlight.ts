// FAQ search: the words the visitor searched, marked (<mark>) in questions and answers, matched
// case-insensitively like the api does.

export type TextPart = { text: string; match: boolean };

/** `text` cut around every case-insensitive occurrence of `search`. */
export function highlightParts(text: string, search: string): TextPart[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const haystack = text.toLowerCase();
  const parts: TextPart[] = [];
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

type HastNode = {
  type: string;
  value?: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

/** A rehype plugin: the search's occurrences in the rendered text become <mark> elements. */
export function rehypeHighlight(search: string) {
  return () => (tree: HastNode) => {
    const visit = (node: HastNode) => {
      if (!node.children) return;
      node.children = node.children.flatMap((child) => {
        if (child.type === 'text' && typeof child.value === 'string') {
          return highlightParts(child.value, search).map((part) =>
            part.match
              ? {
                  type: 'element',
                  tagName: 'mark',
                  properties: {},
                  children: [{ type: 'text', value: part.text }],
                }
              : { type: 'text', value: part.text },
          );
        }
        visit(child);
        return [child];
      });
    };
    visit(tree);
  };
}
