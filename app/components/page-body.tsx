import { Fragment } from 'react';

type Block = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Renders the seeded pages' plain markup: blank-line separated paragraphs, `## ` headings and
 * `- ` bullet lists. Text only: nothing in a page becomes HTML.
 */
export function PageBody({ text }: { text: string }) {
  return (
    <>
      {parsePageBody(text).map((block) => (
        <Fragment key={`${block.kind}:${block.kind === 'list' ? block.items.join('|') : block.text}`}>
          {block.kind === 'heading' ? <h2>{block.text}</h2> : null}
          {block.kind === 'paragraph' ? <p>{block.text}</p> : null}
          {block.kind === 'list' ? (
            <ul>
              {block.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}

export function parsePageBody(text: string): Block[] {
  const blocks: Block[] = [];
  let inParagraph = false;
  for (const line of text.split('\n').map((each) => each.trim())) {
    const last = blocks.at(-1);
    if (line === '') {
      inParagraph = false;
    } else if (line.startsWith('## ')) {
      blocks.push({ kind: 'heading', text: line.slice(3) });
      inParagraph = false;
    } else if (line.startsWith('- ')) {
      if (last?.kind === 'list') last.items.push(line.slice(2));
      else blocks.push({ kind: 'list', items: [line.slice(2)] });
      inParagraph = false;
    } else if (inParagraph && last?.kind === 'paragraph') {
      last.text += ` ${line}`;
    } else {
      blocks.push({ kind: 'paragraph', text: line });
      inParagraph = true;
    }
  }
  return blocks;
}
