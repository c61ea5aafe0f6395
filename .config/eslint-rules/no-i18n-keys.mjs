import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** i18next's plural suffixes: `cart.items_one` is looked up as `cart.items`. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;

/**
 * The keys of every locale file (`<localesDir>/<language>/*.json`) and the dotted paths that hold keys.
 * Read from the files themselves, so only a string that really is a key is reported, never a look-alike.
 */
function localeKeys(localesDir) {
  const keys = new Set();
  const namespaces = new Set();
  const walk = (tree, prefix) => {
    for (const [name, value] of Object.entries(tree)) {
      const key = prefix === '' ? name : `${prefix}.${name}`;
      if (value !== null && typeof value === 'object') {
        namespaces.add(key);
        walk(value, key);
      } else {
        keys.add(key);
        keys.add(key.replace(pluralSuffix, ''));
      }
    }
  };
  for (const language of readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())) {
    const dir = path.join(localesDir, language.name);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      walk(JSON.parse(readFileSync(path.join(dir, file), 'utf8')), '');
    }
  }
  return { keys, namespaces };
}

const byDir = new Map();
function cachedLocaleKeys(localesDir) {
  if (!byDir.has(localesDir)) byDir.set(localesDir, localeKeys(localesDir));
  return byDir.get(localesDir);
}

/**
 * Reports a string that is an i18n key of the locale files, or the start of one built in a template
 * (`order.status.${status}`). A one-word namespace alone ('order', 'address') is an ordinary word, so it is
 * reported only as a template's start, where a dot follows it.
 */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'The domain returns codes; the presentation maps them to i18n keys.' },
    schema: [
      {
        type: 'object',
        properties: { localesDir: { type: 'string' } },
        required: ['localesDir'],
        additionalProperties: false,
      },
    ],
    messages: {
      key: "'{{text}}' is an i18n key of the locale files: return a code and map it to its key in src/presentation/i18n/message-keys.",
      keyStart:
        "'{{text}}' starts i18n keys of the locale files: return a code and map it to its key in src/presentation/i18n/message-keys.",
    },
  },
  create(context) {
    const { keys, namespaces } = cachedLocaleKeys(context.options[0].localesDir);
    // Every key of these files is nested, so a word without a dot ('title', 'ok') is never taken for one.
    const isKey = (text) => text.includes('.') && (keys.has(text) || namespaces.has(text));
    const startsKey = (text) => text.endsWith('.') && namespaces.has(text.slice(0, -1));
    return {
      Literal(node) {
        if (typeof node.value === 'string' && isKey(node.value)) {
          context.report({ node, messageId: 'key', data: { text: node.value } });
        }
      },
      TemplateElement(node) {
        const text = node.value.cooked ?? '';
        if (isKey(text)) context.report({ node, messageId: 'key', data: { text } });
        else if (startsKey(text)) context.report({ node, messageId: 'keyStart', data: { text } });
      },
    };
  },
};
