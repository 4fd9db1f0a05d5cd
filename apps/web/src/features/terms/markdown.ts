/**
 * The small Markdown subset the terms documents use: `#` and `##` headings, paragraphs and `-`
 * lists. Parsed into blocks that React renders as text, so a document can never inject markup.
 */
export type Block =
  | { kind: 'title'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    const [first] = lines;
    if (first === undefined) continue;
    if (first.startsWith('## ')) blocks.push({ kind: 'heading', text: first.slice(3).trim() });
    else if (first.startsWith('# ')) blocks.push({ kind: 'title', text: first.slice(2).trim() });
    else if (lines.every((line) => line.startsWith('- '))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.slice(2).trim()) });
      continue;
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') });
      continue;
    }
    // A heading line may be followed directly by its paragraph.
    const rest = lines.slice(1).join(' ');
    if (rest) blocks.push({ kind: 'paragraph', text: rest });
  }
  return blocks;
}
