import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { CompiledMessages, Messages } from '../../common/locale/translate.ts';

/**
 * Parses a catalogue once, on the server: a message that is only text becomes that text (ICU
 * quoting resolved), any other its syntax tree, number and date skeletons included.
 */
export function compileMessages(messages: Messages): CompiledMessages {
  const compiled: CompiledMessages = {};
  for (const [key, source] of Object.entries(messages)) {
    const ast = parse(source, { shouldParseSkeletons: true });
    const onlyText = ast.every((element) => element.type === TYPE.literal);
    compiled[key] = onlyText ? ast.map((element) => ('value' in element ? element.value : '')).join('') : ast;
  }
  return compiled;
}
